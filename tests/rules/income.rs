//! Income: one half or both, push +1 on the last card, refill, stone shortage.

use crate::common::*;
use via_appia::rules::{Command, Event, Game, GameBuilder, Illegal, IncomeTake, Size};

/// Card ids from assets/game.ron.
const CARD_1S_1SMALL: usize = 0;
const CARD_3S_3SMALL: usize = 12;
const CARD_5S_MID_LARGE: usize = 15;

/// Sets the face-up row to `face_up`; `flipped` cards are out of play until the
/// refill; every other card is in the pile.
fn set_row(game: &mut Game, face_up: &[usize], flipped: &[usize]) {
    let pile = (0..16)
        .filter(|c| !face_up.contains(c) && !flipped.contains(c))
        .collect();
    set(game, |b| b.income(face_up.to_vec(), pile, flipped.to_vec()));
}

/// A player's small stones set to `n` (from or back to the storage).
fn small_stones(b: GameBuilder, game: &Game, player: usize, n: u32) -> GameBuilder {
    let mut stones = game.player(player).stones();
    stones.small = n;
    b.stones(player, stones)
}

/// The quarry's small stones set to `n` (from or back to the storage).
fn small_in_quarry(b: GameBuilder, game: &Game, n: u32) -> GameBuilder {
    let mut quarry = game.quarry();
    quarry.small = n;
    b.quarry(quarry)
}

fn take(card: usize, take: IncomeTake) -> Command {
    Command::TakeIncome { card, take }
}

fn all_cards(game: &Game) -> Vec<usize> {
    let mut all: Vec<usize> = game
        .income()
        .face_up()
        .iter()
        .chain(game.income().pile())
        .chain(game.income().flipped())
        .copied()
        .collect();
    all.sort();
    all
}

#[test]
fn income_sesterces_gives_only_the_sesterces_and_flips_the_card() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_5S_MID_LARGE], &[]);
    let p = g.current();
    let (ses, stones, storage) = (
        g.players()[p].sesterces(),
        g.players()[p].stones(),
        g.stone_storage(),
    );
    let events = ok(&mut g, take(6, IncomeTake::Sesterces));
    assert_eq!(g.players()[p].sesterces(), ses + 5);
    assert_eq!(g.players()[p].stones(), stones);
    assert_eq!(g.stone_storage(), storage);
    assert_eq!(g.income().face_up(), vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(g.income().flipped(), vec![CARD_5S_MID_LARGE]);
    assert!(turn_ended(&events));
    assert_ne!(g.current(), p);
}

#[test]
fn income_stones_gives_only_the_stones_from_the_storage() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_5S_MID_LARGE], &[]);
    let p = g.current();
    let (ses, stones, storage) = (
        g.players()[p].sesterces(),
        g.players()[p].stones(),
        g.stone_storage(),
    );
    ok(&mut g, take(6, IncomeTake::Stones));
    assert_eq!(g.players()[p].sesterces(), ses);
    assert_eq!(g.players()[p].stones(), stones.add(&sc(0, 1, 1)));
    assert_eq!(
        g.stone_storage(),
        sc(storage.small, storage.mid - 1, storage.large - 1)
    );
}

#[test]
fn income_both_is_refused_with_more_than_three_face_up() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, 3, 4], &[5, 6, 7]);
    refused(&mut g, take(0, IncomeTake::Both), Illegal::BothNotAllowed);
}

#[test]
fn income_gives_both_halves_when_three_or_fewer_face_up() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, CARD_3S_3SMALL], &[3, 4, 5, 6]);
    let p = g.current();
    let (ses, stones) = (g.players()[p].sesterces(), g.players()[p].stones());
    refused(
        &mut g,
        take(2, IncomeTake::Sesterces),
        Illegal::MustTakeBoth,
    );
    refused(&mut g, take(2, IncomeTake::Stones), Illegal::MustTakeBoth);
    ok(&mut g, take(2, IncomeTake::Both));
    assert_eq!(g.players()[p].sesterces(), ses + 3);
    assert_eq!(g.players()[p].stones(), stones.add(&sc(3, 0, 0)));
}

#[test]
fn only_both_is_legal_when_three_or_fewer_face_up() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, 3], &[4, 5, 6, 7]);
    let incomes: Vec<Command> = g
        .legal_actions()
        .into_iter()
        .filter(|c| matches!(c, Command::TakeIncome { .. }))
        .collect();
    assert_eq!(
        incomes,
        (0..3)
            .map(|card| take(card, IncomeTake::Both))
            .collect::<Vec<_>>()
    );
    set_row(&mut g, &[1, 2, 3, 8], &[4, 5, 6, 7]);
    let incomes = g
        .legal_actions()
        .into_iter()
        .filter(|c| matches!(c, Command::TakeIncome { .. }))
        .count();
    assert_eq!(incomes, 8, "4 cards x (sesterces or stones)");
}

#[test]
fn income_card_out_of_range_is_refused() {
    let mut g = new_game(2, 1);
    refused(
        &mut g,
        take(7, IncomeTake::Sesterces),
        Illegal::NoSuchCard(7),
    );
}

#[test]
fn taking_the_last_card_gives_push_token_and_refills_seven() {
    let mut g = new_game(4, 8);
    set_row(&mut g, &[CARD_1S_1SMALL], &[1, 2, 3, 4, 5, 6]);
    let p = g.current();
    let old_pile = g.income().pile().to_vec();
    let events = ok(&mut g, take(0, IncomeTake::Both));
    assert!(g.players()[p].push_token());
    assert_eq!(g.push_token_supply(), 3);
    assert!(events.contains(&Event::PushTokenGained { player: p }));
    // 7 new cards from the old pile; the rest and the flipped cards form the new pile.
    assert_eq!(g.income().face_up().len(), 7);
    assert!(g.income().face_up().iter().all(|c| old_pile.contains(c)));
    assert_eq!(g.income().pile().len(), 9);
    assert!(g.income().flipped().is_empty());
    assert_eq!(
        all_cards(&g),
        (0..16).collect::<Vec<_>>(),
        "card count conserved"
    );
    for c in [CARD_1S_1SMALL, 1, 2, 3, 4, 5, 6] {
        assert!(
            g.income().pile().contains(&c),
            "flipped card {c} is shuffled into the pile"
        );
    }
    g.check_invariants().unwrap();
}

#[test]
fn push_token_is_never_held_twice() {
    let mut g = new_game(4, 8);
    set_row(&mut g, &[CARD_1S_1SMALL], &[1, 2, 3, 4, 5, 6]);
    let p = g.current();
    set(&mut g, |b| b.push_token(p, true));
    assert_eq!(g.push_token_supply(), 3);
    let events = ok(&mut g, take(0, IncomeTake::Both));
    assert!(g.players()[p].push_token());
    assert_eq!(
        g.push_token_supply(),
        3,
        "no second token leaves the supply"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PushTokenGained { .. })));
    assert!(
        events.contains(&Event::PushTokenWithheld { player: p }),
        "the rules say why no token came: {events:?}"
    );
    assert_eq!(g.income().face_up().len(), 7, "the row is still refilled");
}

#[test]
fn push_token_only_for_the_last_card() {
    let mut g = new_game(4, 8);
    set_row(&mut g, &[CARD_1S_1SMALL, 1], &[2, 3, 4, 5, 6]);
    let p = g.current();
    ok(&mut g, take(0, IncomeTake::Both));
    assert!(!g.players()[p].push_token());
    assert_eq!(g.income().face_up(), vec![1]);
}

/// Rulebook: "If a player is entitled to receive a stone that is no longer
/// available in the storage, all players must return half the amount (rounded
/// down) of their stones of this size" — then the taker receives his stones.
#[test]
fn stone_shortage_halves_every_players_stones_of_that_size() {
    let mut g = new_game(4, 3);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_3S_3SMALL], &[]);
    let p = g.current();
    let others: Vec<usize> = (0..4).filter(|&i| i != p).collect();
    // Move small stones so that the storage holds 1 and the players 5, 3, 2, 1.
    let held = [(p, 5), (others[0], 3), (others[1], 2), (others[2], 1)];
    let start = g.clone();
    set(&mut g, |mut b| {
        for (i, n) in held {
            b = small_stones(b, &start, i, n);
        }
        small_in_quarry(b, &start, 34 - 11 - 1)
    });
    assert_eq!(g.stone_storage().small, 1);
    let events = ok(&mut g, take(6, IncomeTake::Stones));
    let mut returned = vec![0; 4];
    for (i, n) in held {
        returned[i] = n / 2;
    }
    assert!(events.contains(&Event::StoneShortage {
        size: Size::Small,
        returned
    }));
    // Storage 1 + 2+1+1+0 = 5, then the taker receives 3.
    assert_eq!(g.players()[p].stones().small, 5 - 2 + 3);
    assert_eq!(g.players()[others[0]].stones().small, 2);
    assert_eq!(g.players()[others[1]].stones().small, 1);
    assert_eq!(g.players()[others[2]].stones().small, 1);
    assert_eq!(g.stone_storage().small, 2);
    g.check_invariants().unwrap();
}

#[test]
fn stone_shortage_taker_gets_only_what_the_storage_then_holds() {
    let mut g = new_game(2, 3);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_3S_3SMALL], &[]);
    let p = g.current();
    let other = 1 - p;
    let start = g.clone();
    set(&mut g, |b| {
        let b = small_stones(b, &start, p, 3);
        let b = small_stones(b, &start, other, 0);
        small_in_quarry(b, &start, 34 - 3)
    });
    assert_eq!(g.stone_storage().small, 0);
    ok(&mut g, take(6, IncomeTake::Stones));
    // Returns 1 (half of 3), then receives the 1 stone the storage holds.
    assert_eq!(g.players()[p].stones().small, 3);
    assert_eq!(g.stone_storage().small, 0);
    g.check_invariants().unwrap();
}

#[test]
fn no_shortage_when_the_storage_holds_enough() {
    let mut g = new_game(3, 3);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_3S_3SMALL], &[]);
    let p = g.current();
    let before: Vec<u32> = g.players().iter().map(|pl| pl.stones().small).collect();
    let moved = g.stone_storage().small - 3;
    let start = g.clone();
    set(&mut g, |b| {
        small_in_quarry(b, &start, start.quarry().small + moved)
    });
    assert_eq!(g.stone_storage().small, 3);
    let events = ok(&mut g, take(6, IncomeTake::Stones));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StoneShortage { .. })));
    for (i, pl) in g.players().iter().enumerate() {
        let want = if i == p { before[i] + 3 } else { before[i] };
        assert_eq!(pl.stones().small, want);
    }
    assert_eq!(g.stone_storage().small, 0);
}

/// A taken card leaves its place empty: the cards still lying keep the places
/// they were dealt to (and so their keys) until the row is dealt again.
#[test]
fn a_card_keeps_its_place_in_the_row_while_others_are_taken() {
    let mut g = new_game(3, 1);
    set_row(&mut g, &[1, 2, 3, 4, 5, 6, CARD_5S_MID_LARGE], &[]);
    let all: Vec<Option<usize>> = (0..7).map(Some).collect();
    assert_eq!(g.income().places(), all);
    ok(&mut g, take(0, IncomeTake::Sesterces));
    // Card 2 is now index 0 of the face-up row, still at place 1.
    assert_eq!(g.income().face_up()[0], 2);
    let places = g.income().places();
    assert_eq!(places[0], None, "the taken card's place is empty");
    assert_eq!(places[1], Some(0));
    assert_eq!(places[6], Some(5));
    ok(&mut g, take(2, IncomeTake::Stones));
    let places = g.income().places();
    assert_eq!(
        places,
        vec![None, Some(0), Some(1), None, Some(2), Some(3), Some(4)]
    );
}

/// A new deal lays the row out afresh: seven places, none empty.
#[test]
fn a_new_deal_fills_every_place() {
    let mut g = new_game(4, 8);
    set_row(&mut g, &[CARD_1S_1SMALL], &[1, 2, 3, 4, 5, 6]);
    ok(&mut g, take(0, IncomeTake::Both));
    let all: Vec<Option<usize>> = (0..7).map(Some).collect();
    assert_eq!(g.income().places(), all);
}

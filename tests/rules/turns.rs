//! Turn flow: passing, rounds, and the end of the game at the end of a round.

use crate::common::*;
use via_appia::rules::{
    City, Command, EndReason, Event, Game, Illegal, IncomeTake, Phase, Segment, Size,
};

fn income() -> Command {
    Command::TakeIncome {
        card: 0,
        take: IncomeTake::Sesterces,
    }
}

/// Players in table order starting with the start player.
fn round_order(g: &Game) -> Vec<usize> {
    let n = g.players().len();
    (0..n).map(|k| (g.start_player() + k) % n).collect()
}

#[test]
fn pass_is_refused_while_another_action_is_legal() {
    let mut g = new_game(3, 2);
    refused(&mut g, Command::Pass, Illegal::PassNotAllowed);
    assert!(!g.legal_actions().contains(&Command::Pass));
}

#[test]
fn pass_when_nothing_else_is_legal() {
    let mut g = new_game(3, 2);
    let p = g.current();
    // No face-up card, no stones, no sesterces, an empty cart.
    let row = g.income().clone();
    let pile = [row.pile(), row.face_up()].concat();
    set(&mut g, |b| {
        b.income(Vec::new(), pile, row.flipped().to_vec())
            .stones(p, sc(0, 0, 0))
            .sesterces(p, 0)
    });
    assert_eq!(g.legal_actions(), vec![Command::Pass]);
    let events = ok(&mut g, Command::Pass);
    assert!(events.contains(&Event::Passed { player: p }));
    assert!(turn_ended(&events));
    assert_eq!(g.players()[p].turns(), 1);
}

#[test]
fn turns_go_clockwise_and_the_round_ends_after_every_player() {
    let mut g = new_game(4, 13);
    let order = round_order(&g);
    for (k, &p) in order.iter().enumerate() {
        assert_eq!(g.current(), p);
        assert_eq!(g.round(), 1);
        let events = ok(&mut g, income());
        let round_ended = events.contains(&Event::RoundEnded { round: 1 });
        assert_eq!(
            round_ended,
            k == 3,
            "the round ends after the 4th turn only"
        );
    }
    assert_eq!(g.round(), 2);
    assert_eq!(g.current(), g.start_player());
    assert!(g.players().iter().all(|p| p.turns() == 1));
}

/// The whole road built; the current player (first in the round) stands on C10,
/// two steps from Brundisium, with 10 sesterces.
fn brundisium_game() -> Game {
    let mut g = new_game(3, 17);
    let p = g.current();
    for s in Segment::ALL {
        complete_segment(&mut g, s, p);
    }
    place(&mut g, p, "C10", City::Beneventum);
    set(&mut g, |b| b.sesterces(p, 10));
    g
}

#[test]
fn vp_token_in_brundisium_ends_the_game_at_the_end_of_the_round() {
    let mut g = brundisium_game();
    let order = round_order(&g);
    let events = ok(&mut g, travel("Brundisium"));
    assert!(events.contains(&Event::GameEndTriggered {
        player: order[0],
        reason: EndReason::BrundisiumReached
    }));
    assert!(events.contains(&Event::CityReached {
        player: order[0],
        city: City::Brundisium,
        vp_token: Some(6),
        marker: true
    }));
    assert!(g.end_triggered());
    assert!(!g.is_over(), "the round is played to its end");
    ok(&mut g, income());
    assert!(!g.is_over());
    let events = ok(&mut g, income());
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
    assert!(g.is_over());
    assert_eq!(*g.phase(), Phase::GameOver);
    assert!(
        g.players().iter().all(|p| p.turns() == 1),
        "every player has the same number of turns"
    );
    assert!(g.final_scoring().is_some());
    assert!(g.legal_actions().is_empty());
    refused(&mut g, income(), Illegal::GameOver);
}

#[test]
fn brundisium_reached_by_the_last_player_ends_the_game_at_once() {
    let mut g = brundisium_game();
    let order = round_order(&g);
    ok(&mut g, income());
    ok(&mut g, income());
    assert_eq!(g.current(), order[2]);
    let p = order[2];
    place(&mut g, p, "C10", City::Beneventum);
    set(&mut g, |b| b.sesterces(p, 10));
    let events = ok(&mut g, travel("Brundisium"));
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(g.is_over());
}

#[test]
fn completing_the_road_ends_the_game_at_the_end_of_the_round() {
    let mut g = new_game(2, 5);
    let order = round_order(&g);
    for s in Segment::ALL {
        complete_segment(&mut g, s, order[1]);
    }
    clear_space(&mut g, "A1");
    give_cart(&mut g, order[0], 1, Size::Mid);
    let events = ok(&mut g, build(1, Size::Mid, "A1"));
    assert!(events.contains(&Event::GameEndTriggered {
        player: order[0],
        reason: EndReason::RoadComplete
    }));
    assert!(g.road_complete());
    assert!(!g.is_over());
    let events = ok(&mut g, income());
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert_eq!(g.players()[0].turns(), g.players()[1].turns());
}

#[test]
fn game_over_sets_final_scores_and_winners() {
    let mut g = brundisium_game();
    let order = round_order(&g);
    ok(&mut g, travel("Brundisium"));
    ok(&mut g, income());
    ok(&mut g, income());
    let f = g.final_scoring().expect("final scoring");
    for i in 0..3 {
        assert_eq!(g.players()[i].score(), f.totals[i]);
    }
    // The first player built the whole road (every tile's VP, every bonus
    // token: first in each segment, nobody second) and took the 6.
    let road_vp: u32 = g
        .data()
        .board
        .spaces()
        .iter()
        .map(|s| s.size.tile_vp())
        .sum();
    assert_eq!(f.before[order[0]], road_vp + 6);
    assert_eq!(f.segments.iter().map(|s| s[order[0]]).sum::<u32>(), 3 * 8);
    assert_eq!(f.segments.iter().map(|s| s[order[1]]).sum::<u32>(), 0);
    assert_eq!(g.winners(), f.winners);
    assert!(!f.winners.is_empty());
}

#[test]
fn the_race_stands_still_until_a_tile_is_built_or_a_piece_moves() {
    let mut g = new_game(2, 5);
    assert_eq!(g.standstill(), 0);
    ok(&mut g, income());
    ok(&mut g, income());
    ok(&mut g, income());
    assert_eq!(g.standstill(), 3, "three turns of income");
    let builder = g.current();
    give_cart(&mut g, builder, 1, Size::Mid);
    let events = ok(&mut g, build(1, Size::Mid, "A1"));
    assert!(turn_ended(&events), "nothing more to build: the turn ends");
    assert_eq!(
        g.standstill(),
        1,
        "the road grew (from 3), its turn counted"
    );
    ok(&mut g, income());
    assert_eq!(g.standstill(), 2);
    assert!(
        g.players()[g.current()].sesterces() >= 1,
        "a fare of one step"
    );
    ok(&mut g, travel("A1"));
    assert_eq!(g.standstill(), 1, "a piece moved (its turn counted)");
}

#[test]
fn a_save_from_before_the_standstill_count_loads_with_none() {
    let mut g = new_game(2, 5);
    ok(&mut g, income());
    let text = via_appia::save::save_to_string(&g).expect("saves");
    assert!(text.contains("standstill: 1,"), "{text}");
    let old = text.replace("standstill: 1,", "");
    let loaded = via_appia::save::load_from_str(&old, "old.ron").expect("an old save loads");
    assert_eq!(loaded.standstill(), 0);
    assert_eq!(loaded.players(), g.players());
}

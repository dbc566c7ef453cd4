//! Quarry: pushes, the physics result, rewards, the cart, the consolation.

use crate::common::*;
use via_appia::rules::{Command, Event, Game, Illegal, Phase, Size, SizeCounts};

fn push(size: Size) -> Command {
    Command::Push { size }
}

fn nothing() -> Command {
    result(SizeCounts::ZERO, SizeCounts::ZERO)
}

fn rewards(g: &Game) -> Vec<Size> {
    match g.phase() {
        Phase::Quarry(q) => q.rewards().to_vec(),
        other => panic!("not in the quarry: {other:?}"),
    }
}

#[test]
fn quarry_needs_a_stone() {
    let mut g = quarry_game(1, SizeCounts::ZERO);
    refused(
        &mut g,
        Command::StartQuarry,
        Illegal::QuarryNeedsStones { need: 1, have: 0 },
    );
}

#[test]
fn quarry_variant_needs_two_stones() {
    let mut g = quarry_game(2, sc(1, 0, 0));
    refused(
        &mut g,
        Command::StartQuarry,
        Illegal::QuarryNeedsStones { need: 2, have: 1 },
    );
}

#[test]
fn quarry_variant_refuses_stopping_after_one_push() {
    let mut g = quarry_game(2, sc(2, 0, 0));
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, nothing());
    refused(
        &mut g,
        Command::StopPushing,
        Illegal::TooFewPushed { need: 2 },
    );
}

#[test]
fn quarry_original_allows_stopping_after_one_push_but_not_before() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    refused(
        &mut g,
        Command::StopPushing,
        Illegal::TooFewPushed { need: 1 },
    );
    ok(&mut g, push(Size::Small));
    ok(&mut g, nothing());
    let events = ok(&mut g, Command::StopPushing);
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: false
    }));
    assert!(
        turn_ended(&events),
        "one push, nothing fell: no reward, the turn ends"
    );
}

#[test]
fn push_moves_the_stone_into_the_quarry_and_awaits_the_result() {
    let mut g = quarry_game(1, sc(1, 1, 0));
    let p = g.current();
    let quarry = g.quarry();
    ok(&mut g, Command::StartQuarry);
    refused(&mut g, push(Size::Large), Illegal::NoStone(Size::Large));
    ok(&mut g, push(Size::Mid));
    assert_eq!(g.players()[p].stones(), sc(1, 0, 0));
    assert_eq!(g.quarry(), sc(quarry.small, quarry.mid + 1, quarry.large));
    assert_eq!(g.awaiting_quarry(), Some(Size::Mid));
    refused(&mut g, push(Size::Small), Illegal::AwaitingQuarryResult);
    assert!(
        g.legal_actions().is_empty(),
        "nothing to choose while the quarry settles"
    );
}

#[test]
fn quarry_result_must_fit_the_quarry_contents() {
    let mut g = quarry_game(1, sc(1, 0, 0));
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    let q = g.quarry();
    refused(
        &mut g,
        result(sc(0, 0, q.large + 1), SizeCounts::ZERO),
        Illegal::ImpossibleQuarryResult,
    );
    refused(
        &mut g,
        result(sc(0, q.mid, 0), sc(0, 1, 0)),
        Illegal::ImpossibleQuarryResult,
    );
    ok(&mut g, result(sc(q.small, 0, 0), SizeCounts::ZERO));
}

#[test]
fn quarry_result_without_a_push_is_refused() {
    let mut g = quarry_game(1, sc(1, 0, 0));
    ok(&mut g, Command::StartQuarry);
    let refusal = g.apply(&nothing());
    assert!(
        matches!(refusal, Err(Illegal::WrongPhase { .. })),
        "{refusal:?}"
    );
}

#[test]
fn third_push_only_with_push_token() {
    let mut g = quarry_game(1, sc(3, 0, 0));
    ok(&mut g, Command::StartQuarry);
    for _ in 0..2 {
        ok(&mut g, push(Size::Small));
        ok(&mut g, result(sc(1, 0, 0), SizeCounts::ZERO));
    }
    // Pushing ended by itself after two pushes: only the exchanges remain.
    assert!(matches!(g.phase(), Phase::Quarry(q) if q.pushing_done()));
    assert!(matches!(
        g.apply(&push(Size::Small)),
        Err(Illegal::WrongPhase { .. })
    ));
}

#[test]
fn push_token_allows_a_third_push_and_returns_to_the_supply() {
    let mut g = quarry_game(1, sc(4, 0, 0));
    let p = g.current();
    set(&mut g, |b| b.push_token(p, true));
    ok(&mut g, Command::StartQuarry);
    for _ in 0..2 {
        ok(&mut g, push(Size::Small));
        ok(&mut g, nothing());
    }
    assert!(
        g.players()[p].push_token(),
        "the token is kept until the third push"
    );
    let events = ok(&mut g, push(Size::Small));
    assert!(events.contains(&Event::StonePushed {
        player: p,
        size: Size::Small,
        with_token: true
    }));
    assert!(!g.players()[p].push_token());
    assert_eq!(g.push_token_supply(), 4);
    let events = ok(&mut g, nothing());
    assert!(
        events.contains(&Event::PushingStopped {
            player: p,
            consolation: true
        }),
        "no fourth push"
    );
    assert_eq!(g.players()[p].stones().small, 1);
}

#[test]
fn push_token_holder_may_stop_after_two_and_keep_it() {
    let mut g = quarry_game(1, sc(3, 0, 0));
    let p = g.current();
    set(&mut g, |b| b.push_token(p, true));
    ok(&mut g, Command::StartQuarry);
    for _ in 0..2 {
        ok(&mut g, push(Size::Small));
        ok(&mut g, nothing());
    }
    ok(&mut g, Command::StopPushing);
    assert!(g.players()[p].push_token());
    assert_eq!(g.push_token_supply(), 3);
}

#[test]
fn front_stone_becomes_a_tile_of_same_or_smaller_size() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    let (tiles, storage) = (g.tile_storage(), g.stone_storage());
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, result(sc(1, 1, 0), SizeCounts::ZERO));
    ok(&mut g, Command::StopPushing);
    assert_eq!(
        g.stone_storage(),
        storage.add(&sc(1, 1, 0)),
        "fallen stones return to the storage"
    );
    assert_eq!(rewards(&g), vec![Size::Mid, Size::Small]);
    let take = |reward, tile, slot| Command::TakeTile { reward, tile, slot };
    refused(
        &mut g,
        take(Size::Small, Size::Mid, 1),
        Illegal::TileTooLarge {
            reward: Size::Small,
            tile: Size::Mid,
        },
    );
    refused(
        &mut g,
        take(Size::Large, Size::Small, 2),
        Illegal::NoSuchReward(Size::Large),
    );
    ok(&mut g, take(Size::Mid, Size::Small, 2));
    let events = ok(&mut g, take(Size::Small, Size::Small, 1));
    assert_eq!(g.players()[p].cart().tiles(), sc(2, 0, 0));
    assert_eq!(
        g.tile_storage(),
        sc(tiles.small - 2, tiles.mid, tiles.large)
    );
    assert!(
        turn_ended(&events),
        "the turn ends when the last reward is taken"
    );
}

#[test]
fn front_stone_may_be_sold_for_one_sesterce() {
    let mut g = quarry_game(1, sc(1, 0, 1));
    let p = g.current();
    let ses = g.players()[p].sesterces();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Large));
    ok(&mut g, result(sc(0, 0, 2), SizeCounts::ZERO));
    ok(&mut g, Command::StopPushing);
    ok(
        &mut g,
        Command::SellReward {
            reward: Size::Large,
        },
    );
    ok(
        &mut g,
        Command::TakeTile {
            reward: Size::Large,
            tile: Size::Large,
            slot: 0,
        },
    );
    assert_eq!(g.players()[p].sesterces(), ses + 1);
    assert_eq!(g.players()[p].cart().tiles(), sc(0, 0, 1));
    g.check_invariants().unwrap();
}

#[test]
fn tile_storage_empty_refuses_that_tile() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, result(sc(0, 1, 0), SizeCounts::ZERO));
    ok(&mut g, Command::StopPushing);
    // Every mid tile elsewhere: on the road's mid spaces and the others' carts.
    let p = g.current();
    let others: Vec<usize> = (0..3).filter(|&i| i != p).collect();
    let mids: Vec<_> = g
        .data()
        .board
        .spaces()
        .iter()
        .filter(|s| s.size == Size::Mid)
        .map(|s| s.id)
        .collect();
    set(&mut g, |mut b| {
        for space in mids {
            b = b.road_tile(space, others[0]);
        }
        for &o in &others {
            b = b.cart_slot(o, 1, sc(0, 1, 0));
        }
        b
    });
    assert_eq!(g.tile_storage().mid, 0);
    refused(
        &mut g,
        Command::TakeTile {
            reward: Size::Mid,
            tile: Size::Mid,
            slot: 1,
        },
        Illegal::NoTileInStorage(Size::Mid),
    );
    ok(
        &mut g,
        Command::TakeTile {
            reward: Size::Mid,
            tile: Size::Small,
            slot: 1,
        },
    );
}

#[test]
fn consolation_after_two_pushes_with_nothing_off_the_front() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, nothing());
    ok(&mut g, push(Size::Small));
    let events = ok(&mut g, nothing());
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: true
    }));
    assert_eq!(rewards(&g), vec![Size::Small]);
    refused(
        &mut g,
        Command::TakeTile {
            reward: Size::Small,
            tile: Size::Mid,
            slot: 0,
        },
        Illegal::TileTooLarge {
            reward: Size::Small,
            tile: Size::Mid,
        },
    );
    ok(
        &mut g,
        Command::TakeTile {
            reward: Size::Small,
            tile: Size::Small,
            slot: 2,
        },
    );
    assert_eq!(g.players()[p].cart().tiles(), sc(1, 0, 0));
}

#[test]
fn consolation_may_be_sold_for_one_sesterce() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    let ses = g.players()[p].sesterces();
    ok(&mut g, Command::StartQuarry);
    for _ in 0..2 {
        ok(&mut g, push(Size::Small));
        ok(&mut g, nothing());
    }
    ok(
        &mut g,
        Command::SellReward {
            reward: Size::Small,
        },
    );
    assert_eq!(g.players()[p].sesterces(), ses + 1);
}

#[test]
fn no_consolation_when_a_stone_fell_off_the_front() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, result(sc(0, 1, 0), SizeCounts::ZERO));
    ok(&mut g, push(Size::Small));
    let events = ok(&mut g, nothing());
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: false
    }));
    assert_eq!(rewards(&g), vec![Size::Mid]);
}

#[test]
fn no_consolation_after_a_single_push() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, nothing());
    let events = ok(&mut g, Command::StopPushing);
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: false
    }));
    assert_ne!(g.current(), p);
}

#[test]
fn stones_leaving_elsewhere_earn_nothing_and_return_to_storage() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    let (storage, quarry, ses) = (g.stone_storage(), g.quarry(), g.players()[p].sesterces());
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, result(SizeCounts::ZERO, sc(1, 0, 1)));
    let events = ok(&mut g, Command::StopPushing);
    assert!(turn_ended(&events), "nothing to exchange");
    assert_eq!(g.stone_storage(), storage.add(&sc(1, 0, 1)));
    assert_eq!(g.quarry(), sc(quarry.small, quarry.mid, quarry.large - 1));
    assert_eq!(g.players()[p].sesterces(), ses);
    assert!(g.players()[p].cart().is_empty());
    g.check_invariants().unwrap();
}

#[test]
fn stones_leaving_elsewhere_do_not_prevent_the_consolation() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    ok(&mut g, result(SizeCounts::ZERO, sc(0, 0, 1)));
    ok(&mut g, push(Size::Small));
    let events = ok(&mut g, nothing());
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: true
    }));
    assert_eq!(rewards(&g), vec![Size::Small]);
}

#[test]
fn pushing_stops_by_itself_when_the_player_has_no_stone_left() {
    let mut g = quarry_game(1, sc(1, 0, 0));
    let p = g.current();
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, push(Size::Small));
    let events = ok(&mut g, result(sc(1, 0, 0), SizeCounts::ZERO));
    assert!(events.contains(&Event::PushingStopped {
        player: p,
        consolation: false
    }));
    assert_eq!(rewards(&g), vec![Size::Small]);
}

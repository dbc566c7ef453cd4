//! Road construction: where a tile may go, the second tile, VP and bonus tokens.

use crate::common::*;
use via_appia::rules::{City, Command, Event, Game, Illegal, Phase, Segment, Size};

fn game() -> (Game, usize) {
    let g = new_game(3, 21);
    let p = g.current();
    (g, p)
}

#[test]
fn build_in_segment_a_from_the_start() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 1, Size::Mid);
    let ses = g.players()[p].sesterces();
    let events = ok(&mut g, build(1, Size::Mid, "A1"));
    assert!(events.contains(&Event::TileBuilt {
        player: p,
        space: node("A1"),
        size: Size::Mid,
        slot: 1,
        vp: 3
    }));
    assert_eq!(g.road()[idx(&g, "A1")], Some(p));
    assert_eq!(g.players()[p].score(), 3);
    assert_eq!(g.players()[p].bonus_tokens(), [1, 0, 0]);
    assert_eq!(g.bonus_supply(), [10, 13, 17]);
    assert!(g.players()[p].cart().is_empty());
    assert_eq!(g.players()[p].sesterces(), ses, "one tile: no sesterce");
    assert!(turn_ended(&events), "nothing else to build: the turn ends");
    g.check_invariants().unwrap();
}

#[test]
fn tile_vp_are_5_3_1_for_large_mid_small() {
    for (size, space, vp) in [
        (Size::Large, "A3", 5),
        (Size::Mid, "A5b", 3),
        (Size::Small, "A5a", 1),
    ] {
        let (mut g, p) = game();
        build_road(&mut g, &["A1", "A2a", "A3", "A4"], 1 - p.min(1));
        if g.road()[idx(&g, space)].is_some() {
            clear_space(&mut g, space);
        }
        give_cart(&mut g, p, 0, size);
        ok(&mut g, build(0, size, space));
        assert_eq!(g.players()[p].score(), vp, "{size:?}");
        assert_eq!(g.players()[p].bonus_tokens(), [1, 0, 0]);
    }
}

#[test]
fn segment_b_is_closed_before_reaching_tarracina() {
    let (mut g, p) = game();
    complete_segment(&mut g, Segment::A, p);
    give_cart(&mut g, p, 2, Size::Small);
    refused(
        &mut g,
        build(2, Size::Small, "B1"),
        Illegal::SegmentNotReached(node("B1")),
    );
}

/// Rulebook example: Ani and Frank have travelled to Tarracina and may build in
/// segment A and in segment B (not in C).
#[test]
fn after_reaching_tarracina_build_in_a_and_b_not_c() {
    let (mut g, p) = game();
    place(&mut g, p, "Tarracina", City::Tarracina);
    give_cart(&mut g, p, 1, Size::Mid);
    refused(
        &mut g,
        build(1, Size::Mid, "C1"),
        Illegal::SegmentNotReached(node("C1")),
    );
    let mut in_b = g.clone();
    ok(&mut in_b, build(1, Size::Mid, "A1"));
    give_cart(&mut g, p, 2, Size::Small);
    ok(&mut g, build(2, Size::Small, "B1"));
    assert_eq!(g.players()[p].bonus_tokens(), [0, 1, 0]);
    assert_eq!(g.bonus_supply(), [11, 12, 17]);
}

#[test]
fn tile_size_must_match_the_space() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 2, Size::Small);
    refused(
        &mut g,
        build(2, Size::Small, "A1"),
        Illegal::SizeMismatch {
            space: node("A1"),
            need: Size::Mid,
        },
    );
}

#[test]
fn tile_must_be_on_the_cart() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 2, Size::Small);
    refused(
        &mut g,
        build(1, Size::Mid, "A1"),
        Illegal::NoTileOnCart {
            slot: 1,
            size: Size::Mid,
        },
    );
}

#[test]
fn space_with_a_tile_is_taken() {
    let (mut g, p) = game();
    build_road(&mut g, &["A1"], p);
    give_cart(&mut g, p, 1, Size::Mid);
    refused(
        &mut g,
        build(1, Size::Mid, "A1"),
        Illegal::SpaceTaken(node("A1")),
    );
    refused(
        &mut g,
        build(1, Size::Mid, "Rome"),
        Illegal::NoSuchSpace(node("Rome")),
    );
}

#[test]
fn tile_must_join_a_tile_or_the_city_behind() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 0, Size::Large);
    refused(
        &mut g,
        build(0, Size::Large, "A3"),
        Illegal::NotConnected(node("A3")),
    );
    build_road(&mut g, &["A2b"], p);
    ok(&mut g, build(0, Size::Large, "A3"));
}

#[test]
fn neighbouring_spaces_without_a_line_do_not_connect() {
    // A2a and A2b lie side by side but no line joins them.
    let (mut g, p) = game();
    build_road(&mut g, &["A2a"], p);
    give_cart(&mut g, p, 2, Size::Small);
    refused(
        &mut g,
        build(2, Size::Small, "A2b"),
        Illegal::NotConnected(node("A2b")),
    );
}

#[test]
fn a_line_to_a_tile_ahead_also_connects() {
    let (mut g, p) = game();
    build_road(&mut g, &["A3"], p);
    give_cart(&mut g, p, 2, Size::Small);
    ok(&mut g, build(2, Size::Small, "A2a"));
}

#[test]
fn two_tiles_in_a_are_always_allowed_and_pay_a_sesterce() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 0, Size::Mid);
    give_cart(&mut g, p, 0, Size::Small);
    let ses = g.players()[p].sesterces();
    let events = ok(&mut g, build(0, Size::Mid, "A1"));
    assert!(!turn_ended(&events));
    assert_eq!(
        *g.phase(),
        Phase::Building {
            first_segment: Segment::A
        }
    );
    let events = ok(&mut g, build(0, Size::Small, "A2b"));
    assert!(events.contains(&Event::SecondTileBonus { player: p }));
    assert!(turn_ended(&events));
    assert_eq!(g.players()[p].sesterces(), ses + 1);
    assert_eq!(g.players()[p].score(), 4);
    assert_eq!(g.players()[p].bonus_tokens(), [2, 0, 0]);
    assert_eq!(g.bonus_supply(), [9, 13, 17]);
    g.check_invariants().unwrap();
}

#[test]
fn second_tile_must_go_in_the_same_segment() {
    let (mut g, p) = game();
    place(&mut g, p, "Tarracina", City::Tarracina);
    give_cart(&mut g, p, 1, Size::Mid);
    give_cart(&mut g, p, 2, Size::Small);
    ok(&mut g, build(1, Size::Mid, "A1"));
    refused(
        &mut g,
        build(2, Size::Small, "B1"),
        Illegal::SecondTileOtherSegment,
    );
}

/// Rulebook: "a player can't place two tiles on segment B unless segment A is complete".
#[test]
fn two_tiles_in_b_only_when_a_is_complete() {
    let (mut g, p) = game();
    place(&mut g, p, "Tarracina", City::Tarracina);
    give_cart(&mut g, p, 1, Size::Small);
    give_cart(&mut g, p, 2, Size::Small);
    let mut complete = g.clone();
    let mut refusal = g.clone();
    let events = ok(&mut g, build(1, Size::Small, "B1"));
    assert!(
        turn_ended(&events),
        "no second tile possible: the turn ends by itself"
    );
    assert_eq!(
        g.players()[p].cart().tiles(),
        sc(1, 0, 0),
        "the second small tile stays on the cart"
    );
    // The exact refusal, asked in the middle of the building turn.
    set(&mut refusal, |b| {
        b.road_tile(node_space("B1"), p)
            .cart_slot(p, 1, sc(0, 0, 0))
            .phase(Phase::Building {
                first_segment: Segment::B,
            })
    });
    refused(
        &mut refusal,
        build(2, Size::Small, "B2b"),
        Illegal::EarlierSegmentsIncomplete,
    );
    // With A complete, the second tile in B is fine.
    complete_segment(&mut complete, Segment::A, 1 - p.min(1));
    ok(&mut complete, build(1, Size::Small, "B1"));
    let events = ok(&mut complete, build(2, Size::Small, "B2b"));
    assert!(events.contains(&Event::SecondTileBonus { player: p }));
}

#[test]
fn two_tiles_in_c_only_when_a_and_b_are_complete() {
    let (mut g, p) = game();
    place(&mut g, p, "Beneventum", City::Beneventum);
    complete_segment(&mut g, Segment::A, p);
    give_cart(&mut g, p, 0, Size::Mid);
    give_cart(&mut g, p, 0, Size::Small);
    let mut complete = g.clone();
    let events = ok(&mut g, build(0, Size::Mid, "C1"));
    assert!(
        turn_ended(&events),
        "no second tile possible: the turn ends by itself"
    );
    let mut refusal = complete.clone();
    set(&mut refusal, |b| {
        b.road_tile(node_space("C1"), p)
            .cart_slot(p, 0, sc(1, 0, 0))
            .phase(Phase::Building {
                first_segment: Segment::C,
            })
    });
    refused(
        &mut refusal,
        build(0, Size::Small, "C2a"),
        Illegal::EarlierSegmentsIncomplete,
    );
    complete_segment(&mut complete, Segment::B, p);
    ok(&mut complete, build(0, Size::Mid, "C1"));
    ok(&mut complete, build(0, Size::Small, "C2a"));
    assert_eq!(complete.players()[p].bonus_tokens()[2], 2, "two tiles in C");
}

#[test]
fn end_turn_after_one_tile_ends_the_turn() {
    let (mut g, p) = game();
    give_cart(&mut g, p, 1, Size::Mid);
    give_cart(&mut g, p, 2, Size::Small);
    ok(&mut g, build(1, Size::Mid, "A1"));
    let income = Command::TakeIncome {
        card: 0,
        take: via_appia::rules::IncomeTake::Sesterces,
    };
    assert!(
        matches!(g.apply(&income), Err(Illegal::WrongPhase { .. })),
        "no other action after a tile"
    );
    assert!(g.legal_actions().contains(&Command::EndTurn));
    let events = ok(&mut g, Command::EndTurn);
    assert!(turn_ended(&events));
    assert_ne!(g.current(), p);
    assert_eq!(g.players()[p].score(), 3);
    assert_eq!(g.players()[p].cart().tiles(), sc(1, 0, 0));
}

#[test]
fn end_turn_without_a_tile_is_refused() {
    let (mut g, _) = game();
    assert!(matches!(
        g.apply(&Command::EndTurn),
        Err(Illegal::WrongPhase { .. })
    ));
}

#[test]
fn a_line_to_the_city_ahead_does_not_connect() {
    // A8 is joined to Tarracina, the city ahead of segment A, not behind it.
    let (mut g, p) = game();
    place(&mut g, p, "Tarracina", City::Tarracina);
    give_cart(&mut g, p, 0, Size::Large);
    refused(
        &mut g,
        build(0, Size::Large, "A8"),
        Illegal::NotConnected(node("A8")),
    );
    build_road(&mut g, &["A7b"], p);
    ok(&mut g, build(0, Size::Large, "A8"));
}

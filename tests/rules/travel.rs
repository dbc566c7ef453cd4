//! Travel: costs, city markers, tiles and lines, capacity, arrival in a city.

use crate::common::*;
use via_appia::rules::{City, Event, Game, Illegal, Node, Segment};

/// A 3-player game with segment A fully built; the current player has 20 sesterces.
fn game() -> (Game, usize) {
    let mut g = new_game(3, 4);
    let p = g.current();
    complete_segment(&mut g, Segment::A, (p + 1) % 3);
    set(&mut g, |b| b.sesterces(p, 20));
    (g, p)
}

fn others(g: &Game, p: usize) -> Vec<usize> {
    (0..g.players().len()).filter(|&i| i != p).collect()
}

#[test]
fn travel_costs_1_3_6_for_1_2_3_steps() {
    for (to, steps, cost) in [("A1", 1, 1), ("A2a", 2, 3), ("A3", 3, 6)] {
        let (mut g, p) = game();
        let events = ok(&mut g, travel(to));
        assert_eq!(g.players()[p].sesterces(), 20 - cost, "to {to}");
        assert_eq!(g.players()[p].position(), node(to));
        assert!(turn_ended(&events));
        let trip = events.iter().find_map(|e| match e {
            Event::Travelled { path, cost, .. } => Some((path.len(), *cost)),
            _ => None,
        });
        assert_eq!(
            trip,
            Some((steps, cost)),
            "to {to}: one step per tile entered"
        );
    }
}

#[test]
fn more_than_three_steps_is_too_far() {
    let (mut g, _) = game();
    refused(&mut g, travel("A4"), Illegal::TooFar(node("A4")));
}

#[test]
fn travel_backwards_or_standing_still_is_not_forward() {
    let (mut g, p) = game();
    place(&mut g, p, "A3", City::Rome);
    refused(&mut g, travel("A2a"), Illegal::NotForward(node("A2a")));
    refused(&mut g, travel("A3"), Illegal::NotForward(node("A3")));
    refused(&mut g, travel("Rome"), Illegal::NotForward(node("Rome")));
}

#[test]
fn travel_only_over_tiles() {
    let mut g = new_game(3, 4);
    let p = g.current();
    set(&mut g, |b| b.sesterces(p, 20));
    build_road(&mut g, &["A1", "A3"], p);
    refused(&mut g, travel("A2a"), Illegal::NoRoad(node("A2a")));
    refused(&mut g, travel("A3"), Illegal::NoRoad(node("A3")));
    build_road(&mut g, &["A2b"], p);
    ok(&mut g, travel("A3"));
}

/// Rulebook example: moving is allowed only along connecting lines.
#[test]
fn travel_only_along_connecting_lines() {
    let (mut g, p) = game();
    // C2a is joined only to C3a; C3b lies beside it with a tile, but no line.
    build_road(&mut g, &["C1", "C2a", "C3b"], p);
    place(&mut g, p, "C2a", City::Beneventum);
    refused(&mut g, travel("C3b"), Illegal::NoRoad(node("C3b")));
    build_road(&mut g, &["C3a"], p);
    ok(&mut g, travel("C3a"));
}

#[test]
fn small_or_mid_tile_holds_one_piece() {
    let (mut g, p) = game();
    let o = others(&g, p);
    place(&mut g, o[0], "A1", City::Rome);
    refused(&mut g, travel("A1"), Illegal::SpaceFull(node("A1")));
    place(&mut g, o[0], "A2a", City::Rome);
    refused(&mut g, travel("A2a"), Illegal::SpaceFull(node("A2a")));
    ok(&mut g, travel("A2b"));
}

#[test]
fn large_tile_holds_two_pieces() {
    let (mut g, p) = game();
    let o = others(&g, p);
    place(&mut g, o[0], "A3", City::Rome);
    let mut second = g.clone();
    ok(&mut second, travel("A3"));
    assert_eq!(second.pieces_on(node("A3")), 2);
    place(&mut g, o[1], "A3", City::Rome);
    refused(&mut g, travel("A3"), Illegal::SpaceFull(node("A3")));
}

#[test]
fn occupied_tiles_may_be_passed_over() {
    let (mut g, p) = game();
    let o = others(&g, p);
    place(&mut g, o[0], "A1", City::Rome);
    place(&mut g, o[1], "A2a", City::Rome);
    ok(&mut g, travel("A3"));
    assert_eq!(g.players()[p].sesterces(), 14);
}

#[test]
fn travel_must_stop_at_the_next_city() {
    let (mut g, p) = game();
    build_road(&mut g, &["B1", "B2a"], p);
    place(&mut g, p, "A7a", City::Rome);
    refused(&mut g, travel("B1"), Illegal::TooFar(node("B1")));
    refused(&mut g, travel("B2a"), Illegal::TooFar(node("B2a")));
    ok(&mut g, travel("Tarracina"));
    assert_eq!(g.players()[p].sesterces(), 17, "A8 and Tarracina: 2 steps");
}

#[test]
fn arrival_takes_the_top_vp_token_and_places_a_city_marker() {
    let (mut g, p) = game();
    place(&mut g, p, "A8", City::Rome);
    let events = ok(&mut g, travel("Tarracina"));
    let t = City::Tarracina.index();
    assert!(events.contains(&Event::CityReached {
        player: p,
        city: City::Tarracina,
        vp_token: Some(6),
        marker: true
    }));
    assert_eq!(g.players()[p].vp_tokens(), vec![6]);
    assert_eq!(g.players()[p].score(), 6);
    assert_eq!(g.players()[p].furthest_city(), City::Tarracina);
    assert_eq!(g.players()[p].position(), Node::City(City::Tarracina));
    assert_eq!(g.vp_stacks()[t], vec![1, 3]);
    assert_eq!(g.city_markers()[t], 1);
    assert_eq!(g.marker_supply(), 8);
    assert_eq!(g.arrivals()[t], 1);
}

/// Each arrival takes the next token; the last player to arrive places no marker.
#[test]
fn last_player_to_arrive_places_no_city_marker() {
    for n in [2, 3, 4] {
        let mut g = new_game(n, 6);
        let builder = g.current();
        complete_segment(&mut g, Segment::A, builder);
        let stack: Vec<u32> = if n == 2 { vec![6, 1] } else { vec![6, 3, 1] };
        for k in 0..n {
            let p = g.current();
            set(&mut g, |b| b.sesterces(p, 10));
            place(&mut g, p, "A8", City::Rome);
            let before = g.player(p).score();
            let events = ok(&mut g, travel("Tarracina"));
            let last = k + 1 == n;
            let token = stack.get(k).copied();
            assert!(
                events.contains(&Event::CityReached {
                    player: p,
                    city: City::Tarracina,
                    vp_token: token,
                    marker: !last
                }),
                "n={n} arrival {k}: {events:?}"
            );
            assert_eq!(g.players()[p].score(), before + token.unwrap_or(0));
        }
        assert_eq!(g.city_markers()[City::Tarracina.index()], n as u32 - 1);
        assert!(g.vp_stacks()[City::Tarracina.index()].is_empty());
    }
}

/// Rulebook example: one city marker in the city ahead (Beneventum for segment B):
/// 1, 2, 3 steps cost 0, 2, 5; the marker does not affect segment A.
#[test]
fn one_city_marker_lowers_travel_costs_to_0_2_5() {
    for (to, cost) in [("B1", 0), ("B2a", 2), ("B3", 5)] {
        let (mut g, p) = game();
        complete_segment(&mut g, Segment::B, p);
        set(&mut g, |b| b.city_markers(City::Beneventum, 1));
        place(&mut g, p, "Tarracina", City::Tarracina);
        ok(&mut g, travel(to));
        assert_eq!(g.players()[p].sesterces(), 20 - cost, "to {to}");
    }
    let (mut g, p) = game();
    set(&mut g, |b| b.city_markers(City::Beneventum, 1));
    ok(&mut g, travel("A3"));
    assert_eq!(g.players()[p].sesterces(), 14, "segment A pays full price");
}

#[test]
fn city_markers_never_make_travel_pay() {
    let (mut g, p) = game();
    set(&mut g, |b| b.city_markers(City::Tarracina, 2));
    ok(&mut g, travel("A2a"));
    assert_eq!(g.players()[p].sesterces(), 19, "3 - 2 = 1");
    let (mut g, p) = game();
    set(&mut g, |b| b.city_markers(City::Tarracina, 2));
    ok(&mut g, travel("A1"));
    assert_eq!(g.players()[p].sesterces(), 20, "1 - 2 is 0, not -1");
}

#[test]
fn travel_that_cannot_be_paid_is_refused() {
    let (mut g, p) = game();
    set(&mut g, |b| b.sesterces(p, 2));
    refused(
        &mut g,
        travel("A2a"),
        Illegal::CannotAfford { cost: 3, have: 2 },
    );
    set(&mut g, |b| b.sesterces(p, 0));
    refused(
        &mut g,
        travel("A1"),
        Illegal::CannotAfford { cost: 1, have: 0 },
    );
}

//! Unloading a stuck cart (RULES.md, decided): a player none of whose tiles can
//! be built may, as his whole turn, return tiles of his choice to the storage;
//! off, the rulebook is played strictly.

use crate::common::*;
use via_appia::rules::{Command, Event, Illegal, Segment, Size, SizeCounts};

/// Two players; segment A built but A8 (a large space): the player to act holds
/// a small tile in space 1 (the one space that takes a large tile) and a mid in
/// space 2, none of which can go anywhere.
fn stuck_game(unload: bool) -> via_appia::rules::Game {
    let mut g = new_game(2, 5);
    let mut options = g.options();
    options.unload_stuck_cart = unload;
    set(&mut g, |b| b.options(options));
    let me = g.current();
    complete_segment(&mut g, Segment::A, 1 - me);
    clear_space(&mut g, "A8");
    give_cart(&mut g, me, 0, Size::Small);
    give_cart(&mut g, me, 1, Size::Mid);
    g
}

fn unload(returned: [SizeCounts; 3]) -> Command {
    Command::UnloadCart {
        returned: returned.to_vec(),
    }
}

#[test]
fn a_stuck_cart_returns_the_chosen_tiles_as_the_whole_turn() {
    let mut g = stuck_game(true);
    let me = g.current();
    assert!(g.cart_is_stuck());
    let legal = g.legal_actions();
    let unloads = legal
        .iter()
        .filter(|c| matches!(c, Command::UnloadCart { .. }))
        .count();
    assert_eq!(unloads, 3, "the small, the mid, or both: {legal:?}");
    let storage = g.tile_storage();
    let events = ok(&mut g, unload([sc(1, 0, 0), sc(0, 0, 0), sc(0, 0, 0)]));
    assert!(matches!(events[0], Event::CartUnloaded { player, .. } if player == me));
    assert!(
        matches!(events[1], Event::TurnEnded { .. }),
        "the whole turn"
    );
    assert_eq!(g.players()[me].cart().slots[0], sc(0, 0, 0));
    assert_eq!(
        g.players()[me].cart().slots[1],
        sc(0, 1, 0),
        "the mid stays"
    );
    assert_eq!(
        g.tile_storage(),
        storage.add(&sc(1, 0, 0)),
        "back in the storage"
    );
}

#[test]
fn a_cart_that_can_build_or_holds_nothing_cannot_be_unloaded() {
    let mut g = stuck_game(true);
    let me = g.current();
    set(&mut g, |b| b.cart_slot(me, 0, sc(0, 0, 0)));
    give_cart(&mut g, me, 0, Size::Large);
    assert!(!g.cart_is_stuck(), "the large tile fits A8");
    refused(
        &mut g,
        unload([sc(0, 0, 0), sc(0, 1, 0), sc(0, 0, 0)]),
        Illegal::CartNotStuck,
    );
    let mut empty = new_game(2, 5);
    assert!(!empty.cart_is_stuck(), "nothing to return");
    refused(
        &mut empty,
        unload([sc(0, 0, 0), sc(0, 0, 0), sc(0, 0, 0)]),
        Illegal::CartNotStuck,
    );
}

#[test]
fn only_tiles_on_the_cart_and_at_least_one_are_returned() {
    let mut g = stuck_game(true);
    refused(
        &mut g,
        unload([sc(0, 1, 0), sc(0, 0, 0), sc(0, 0, 0)]),
        Illegal::NotOnCart { slot: 0 },
    );
    refused(
        &mut g,
        unload([sc(0, 0, 0), sc(0, 0, 0), sc(0, 0, 0)]),
        Illegal::NothingToUnload,
    );
    refused(
        &mut g,
        Command::UnloadCart {
            returned: vec![sc(1, 0, 0)],
        },
        Illegal::NothingToUnload,
    );
}

#[test]
fn the_strict_rulebook_has_no_unloading() {
    let mut g = stuck_game(false);
    assert!(g
        .legal_actions()
        .iter()
        .all(|c| !matches!(c, Command::UnloadCart { .. })));
    refused(
        &mut g,
        unload([sc(1, 0, 0), sc(0, 1, 0), sc(0, 0, 0)]),
        Illegal::UnloadNotAllowed,
    );
}

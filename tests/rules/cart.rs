//! The transport cart: which tiles each loading space takes.

use crate::common::*;
use via_appia::rules::{Command, Illegal, Size, SizeCounts};

#[test]
fn cart_loading_spaces_hold_exactly_their_loads() {
    let g = new_game(2, 1);
    let layout = &g.data().components.cart;
    let fits = |loads: [SizeCounts; 3], slot: usize, size: Size| {
        let mut cart = g.players()[0].cart().clone();
        cart.slots = loads.to_vec();
        cart.fits(layout, slot, size)
    };
    let empty = [SizeCounts::ZERO; 3];
    let with0 = |c: SizeCounts| [c, SizeCounts::ZERO, SizeCounts::ZERO];
    // First space: 1 large, or 1 mid + 1 small (either order), never 2 small.
    assert!(fits(empty, 0, Size::Large));
    assert!(fits(with0(sc(0, 1, 0)), 0, Size::Small));
    assert!(fits(with0(sc(1, 0, 0)), 0, Size::Mid));
    assert!(!fits(with0(sc(1, 0, 0)), 0, Size::Small), "never 2 small");
    assert!(!fits(with0(sc(0, 0, 1)), 0, Size::Small));
    assert!(!fits(with0(sc(0, 1, 0)), 0, Size::Mid));
    assert!(!fits(with0(sc(1, 1, 0)), 0, Size::Small));
    // Second space: 1 mid or 1 small.
    assert!(fits(empty, 1, Size::Mid));
    assert!(fits(empty, 1, Size::Small));
    assert!(!fits(empty, 1, Size::Large));
    assert!(!fits(
        [SizeCounts::ZERO, sc(1, 0, 0), SizeCounts::ZERO],
        1,
        Size::Small
    ));
    // Third space: 1 small.
    assert!(fits(empty, 2, Size::Small));
    assert!(!fits(empty, 2, Size::Mid));
    assert!(!fits(
        [SizeCounts::ZERO, SizeCounts::ZERO, sc(1, 0, 0)],
        2,
        Size::Small
    ));
    assert!(!fits(empty, 3, Size::Small), "there is no fourth space");
}

#[test]
fn tile_that_does_not_fit_the_cart_is_refused() {
    let mut g = quarry_game(1, sc(2, 0, 0));
    let p = g.current();
    give_cart(&mut g, p, 0, Size::Small);
    ok(&mut g, Command::StartQuarry);
    ok(&mut g, Command::Push { size: Size::Small });
    ok(&mut g, result(sc(0, 0, 1), SizeCounts::ZERO));
    ok(&mut g, Command::StopPushing);
    let take = |tile, slot| Command::TakeTile {
        reward: Size::Large,
        tile,
        slot,
    };
    refused(
        &mut g,
        take(Size::Small, 0),
        Illegal::CartDoesNotFit {
            slot: 0,
            tile: Size::Small,
        },
    );
    refused(
        &mut g,
        take(Size::Large, 0),
        Illegal::CartDoesNotFit {
            slot: 0,
            tile: Size::Large,
        },
    );
    refused(
        &mut g,
        take(Size::Large, 1),
        Illegal::CartDoesNotFit {
            slot: 1,
            tile: Size::Large,
        },
    );
    refused(
        &mut g,
        take(Size::Mid, 2),
        Illegal::CartDoesNotFit {
            slot: 2,
            tile: Size::Mid,
        },
    );
    ok(&mut g, take(Size::Mid, 0));
    assert_eq!(g.players()[p].cart().slots[0], sc(1, 1, 0));
}

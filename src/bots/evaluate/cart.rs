//! The transport cart as the evaluation sees it: which empty spaces a tile of
//! each size could go on (now, after one more tile, ever), what tiles on the
//! cart and room left on it are worth, a cart that is stuck, and what a reward
//! waiting in the quarry action becomes on it. Shared with the turn panel, which
//! shows people the same judgement (`tile_outlook`, `stuck_cart`).

use super::Eyes;
use crate::bots::weights::Weights;
use crate::rules::cart::Cart;
use crate::rules::{Game, Phase, PlayerId, Size, SizeCounts};

/// Empty spaces of each size a player could build on: now (joined to a tile or
/// its city), after one more tile (joined to such a space), anywhere.
fn open_spaces(game: &Game, player: PlayerId) -> [[u32; 3]; 3] {
    let furthest = game.players()[player].furthest_city();
    let mut out = [[0u32; 3]; 3];
    for (i, space) in game.data().board.spaces().iter().enumerate() {
        if game.road()[i].is_some() {
            continue;
        }
        let size = space.size.index();
        out[2][size] += 1;
        if space.id.segment.city_behind() > furthest {
            continue;
        }
        let board = &game.data().board;
        let open = |j: usize| game.space_is_open(board.space(j).id);
        if open(i) {
            out[0][size] += 1;
            out[1][size] += 1;
        } else if space.adjacent.iter().any(|&j| open(j)) {
            out[1][size] += 1;
        }
    }
    out
}

/// Open spaces as a rival's cart is judged: every empty space of a size counts
/// as open to him (the road will reach it), none as waiting now.
fn patient(open: [[u32; 3]; 3]) -> [[u32; 3]; 3] {
    [[0; 3], open[2], open[2]]
}

/// How soon the `k`-th tile of size index `i` on a cart finds a space: 0 open
/// now, 1 after one more tile, 2 further along the road, 3 never.
fn wait(k: u32, open: [[u32; 3]; 3], i: usize) -> usize {
    (0..3).find(|&when| k < open[when][i]).unwrap_or(3)
}

/// The share of its VP (and bonus token: building also moves the majority) that
/// the `k`-th tile of size index `i` on a cart is worth, by the spaces open to it.
fn tile_share(w: &Weights, k: u32, open: [[u32; 3]; 3], i: usize) -> f64 {
    [w.cart_open, w.cart_segment, w.cart_later, w.cart_clogged][wait(k, open, i)]
}

/// The `k`-th tile of `size` on a cart, by the spaces open to it.
fn tile_worth(w: &Weights, k: u32, open: [[u32; 3]; 3], size: Size) -> f64 {
    tile_share(w, k, open, size.index()) * (f64::from(size.tile_vp()) + w.tile_extra)
}

/// What a bot fears for its own cart: no tile on it fits a space open now, and
/// there is no room for one that would; only others' building can free it. It is
/// counted for the bot's own seat only: a bot that counted it for the others
/// would keep them stuck by never opening the road, and the game would stall.
pub(super) fn stuck(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    if is_stuck(game, player) {
        w.stuck
    } else {
        0.0
    }
}

/// Whether a cart is stuck as [`stuck`] describes it.
fn is_stuck(game: &Game, player: PlayerId) -> bool {
    is_stuck_with(game, player, open_spaces(game, player))
}

/// [`is_stuck`] with the player's open spaces already counted.
fn is_stuck_with(game: &Game, player: PlayerId, open: [[u32; 3]; 3]) -> bool {
    let cart = game.players()[player].cart();
    cart_is_stuck(cart, &game.data().components.cart, open)
}

/// Whether `cart` is stuck with the spaces `open` (see [`stuck`]).
fn cart_is_stuck(cart: &Cart, layout: &[Vec<SizeCounts>], open: [[u32; 3]; 3]) -> bool {
    let tiles = cart.tiles();
    let mut any_open = false;
    for size in Size::ALL.into_iter().filter(|s| open[0][s.index()] > 0) {
        any_open = true;
        if tiles.get(size) > 0 || cart.slots_for(layout, size).next().is_some() {
            return false;
        }
    }
    any_open
}

/// When `player`'s cart is stuck as `stuck` judges it, the tile sizes the
/// spaces open to him now want (none of which the cart holds or has room for);
/// `None` when it is not stuck. Shown to people, so that a cart never traps
/// anyone without a word.
pub fn stuck_cart(game: &Game, player: PlayerId) -> Option<Vec<Size>> {
    let open = open_spaces(game, player);
    if !is_stuck_with(game, player, open) {
        return None;
    }
    Some(
        Size::ALL
            .into_iter()
            .filter(|s| open[0][s.index()] > 0)
            .collect(),
    )
}

/// What loading a tile would do to a cart's prospects, said to a person before
/// the load is made (the trap a first game falls into: a mid tile on the one
/// space that takes a large, while the road ahead waits for a large).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadRisk {
    /// The cart would be stuck at once: the spaces open now want these sizes,
    /// and the cart would hold none and have no room for one.
    StuckNow(Vec<Size>),
    /// The load takes the last room for a tile of this size, which a space
    /// open now or after one more tile wants, and the cart holds none: the
    /// cart can stall there.
    LastRoomFor(Size),
}

/// The risk of `player` loading a `tile` on cart space `slot`, if any.
pub fn load_risk(game: &Game, player: PlayerId, tile: Size, slot: usize) -> Option<LoadRisk> {
    let layout = &game.data().components.cart;
    let before = game.players()[player].cart();
    let mut after = before.clone();
    *after.slots.get_mut(slot)?.get_mut(tile) += 1;
    let open = open_spaces(game, player);
    if cart_is_stuck(&after, layout, open) {
        let wanted = Size::ALL.into_iter().filter(|s| open[0][s.index()] > 0);
        return Some(LoadRisk::StuckNow(wanted.collect()));
    }
    Size::ALL.into_iter().rev().find_map(|size| {
        let lost = before.slots_for(layout, size).next().is_some()
            && after.slots_for(layout, size).next().is_none();
        let wanted = open[1][size.index()] > 0 && after.tiles().get(size) == 0;
        (size > tile && lost && wanted).then_some(LoadRisk::LastRoomFor(size))
    })
}

/// Tiles on the cart by how soon they can be built, and room left for a large or
/// mid tile (a small tile on the one space that takes a large blocks it).
///
/// A rival's cart is judged patiently: his tiles by whether a space of their
/// size is still empty anywhere he may build, not by whether the road reaches it
/// yet. Judged by what is open now, every tile the bot built would unclog the
/// rivals' carts and look like a gift; two bots then kept the road shut against
/// each other for hundreds of rounds.
pub(super) fn cart(w: &Weights, game: &Game, player: PlayerId, eyes: Eyes) -> f64 {
    let mut open = open_spaces(game, player);
    if eyes == Eyes::Rival {
        open = patient(open);
    }
    let cart = game.players()[player].cart();
    let layout = &game.data().components.cart;
    let tiles = cart.tiles();
    let mut value = 0.0;
    // Room for a large tile is an option on one; a large tile on the cart is
    // that option taken, so it keeps the room's worth (else loading the large
    // tile the room was kept for would look like a loss).
    let large_room = cart.slots_for(layout, Size::Large).next().is_some();
    if large_room || tiles.get(Size::Large) > 0 {
        // Where the road waits for a large tile, room for one is worth most.
        let waiting = eyes == Eyes::Own && open[1][Size::Large.index()] > 0;
        let ahead = f64::from(open[2][Size::Large.index()].min(3));
        value += if waiting {
            w.room_large_needed
        } else {
            w.room_large * (1.0 + ahead)
        };
    }
    value += w.room_mid * cart.slots_for(layout, Size::Mid).count() as f64;
    for size in Size::ALL {
        for k in 0..tiles.get(size) {
            value += tile_worth(w, k, open, size);
        }
    }
    value
}

/// What one reward (a stone off the front, or the consolation) is worth to the
/// player to act: the best tile it can become on his cart, or a sesterce.
pub fn reward_worth(w: &Weights, game: &Game, player: PlayerId, reward: Size) -> f64 {
    let open = open_spaces(game, player);
    let cart = game.players()[player].cart();
    let sale = super::sesterce_worth(w, game, player, 0);
    best_load(w, game, cart, &game.tile_storage(), open, reward, sale).0
}

/// The tile and cart space the bots would make of `reward` for `player`, or
/// `None` where they would sell it: their own judgement (tiles built later
/// count too, by `cart_later`), offered to people as the suggested place.
pub fn suggested_load(
    w: &Weights,
    game: &Game,
    player: PlayerId,
    reward: Size,
) -> Option<(Size, usize)> {
    let open = open_spaces(game, player);
    let cart = game.players()[player].cart();
    let sale = super::sesterce_worth(w, game, player, 0);
    best_load(w, game, cart, &game.tile_storage(), open, reward, sale).1
}

/// Whether a player can put one more tile of a size to use: the judgement the
/// bots make of a load (see `tile_share`), offered to people too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileOutlook {
    /// An empty space of the size is open to the player now, beyond the tiles
    /// of that size already on the cart.
    Now,
    /// One becomes open after one more tile is built.
    Soon,
    /// No space of the size is open now or after one more tile.
    NotSoon,
}

/// How soon a further tile of `tile` on `player`'s cart could be built.
pub fn tile_outlook(game: &Game, player: PlayerId, tile: Size) -> TileOutlook {
    let open = open_spaces(game, player);
    let k = game.players()[player].cart().tiles().get(tile);
    match wait(k, open, tile.index()) {
        0 => TileOutlook::Now,
        1 => TileOutlook::Soon,
        _ => TileOutlook::NotSoon,
    }
}

/// The best use of one reward on `cart` with tiles `storage` left: its worth
/// and the tile and cart space it becomes (the last space that fits, keeping
/// the space for a large tile free), or the `sale` of a sesterce and `None`.
fn best_load(
    w: &Weights,
    game: &Game,
    cart: &Cart,
    storage: &SizeCounts,
    open: [[u32; 3]; 3],
    reward: Size,
    sale: f64,
) -> (f64, Option<(Size, usize)>) {
    let layout = &game.data().components.cart;
    let on_cart = cart.tiles();
    let mut best = (sale, None);
    for tile in Size::ALL.into_iter().filter(|&t| t <= reward) {
        if storage.get(tile) == 0 {
            continue;
        }
        let Some(slot) = cart.slots_for(layout, tile).last() else {
            continue;
        };
        let worth = tile_worth(w, on_cart.get(tile), open, tile);
        if worth > best.0 {
            best = (worth, Some((tile, slot)));
        }
    }
    best
}

/// Rewards waiting to be taken in the quarry action, loaded one by one (the
/// largest first) onto a copy of the cart as the best tile each can still
/// become, or sold: a cart holds only so many tiles, so eight rewards are not
/// worth eight tiles.
pub(super) fn pending_rewards(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    let Phase::Quarry(q) = game.phase() else {
        return 0.0;
    };
    let open = open_spaces(game, player);
    let mut cart = game.players()[player].cart().clone();
    let mut storage = game.tile_storage();
    let mut rewards = q.rewards().to_vec();
    rewards.sort_unstable_by(|a, b| b.cmp(a));
    let mut total = 0.0;
    let mut sold = 0;
    for reward in rewards {
        let sale = super::sesterce_worth(w, game, player, sold);
        let (worth, load) = best_load(w, game, &cart, &storage, open, reward, sale);
        match load {
            Some((tile, slot)) => {
                *cart.slots[slot].get_mut(tile) += 1;
                *storage.get_mut(tile) -= 1;
            }
            None => sold += 1,
        }
        total += worth;
    }
    total
}

/// Segment A built by the player after the one to act, all but its last large
/// space: only a large tile can go on the road now (a test's stuck cart).
#[cfg(test)]
pub(crate) fn build_segment_a_but_its_last_large_space(g: &mut Game) {
    use crate::rules::{GameBuilder, Segment};
    let other = (g.current() + 1) % g.players().len();
    let spaces = g.data().board.spaces().to_vec();
    let last_large = spaces
        .iter()
        .rposition(|s| s.id.segment == Segment::A && s.size == Size::Large)
        .expect("segment A has a large space");
    let mut built = GameBuilder::from_game(g.clone());
    for (i, space) in spaces.iter().enumerate() {
        if space.id.segment == Segment::A && i != last_large {
            built = built.road_tile(space.id, other);
        }
    }
    *g = built
        .build()
        .expect("segment A's tiles come from the storage");
}

/// Segment A built by the player after the one to act, all but its last large
/// space and a smaller neighbour of it: the road wants a large tile and a
/// smaller one (a test's cart trap).
#[cfg(test)]
pub(crate) fn build_segment_a_but_a_large_space_and_a_neighbour(g: &mut Game) {
    use crate::rules::{GameBuilder, Segment};
    let other = (g.current() + 1) % g.players().len();
    let spaces = g.data().board.spaces().to_vec();
    let is_a = |i: usize| spaces[i].id.segment == Segment::A;
    let last_large = (0..spaces.len())
        .rev()
        .find(|&i| is_a(i) && spaces[i].size == Size::Large)
        .expect("segment A has a large space");
    let neighbour = (spaces[last_large].adjacent.iter().copied())
        .find(|&j| is_a(j) && spaces[j].size != Size::Large)
        .expect("a smaller neighbour");
    let mut built = GameBuilder::from_game(g.clone());
    for (i, space) in spaces.iter().enumerate() {
        if is_a(i) && i != last_large && i != neighbour {
            built = built.road_tile(space.id, other);
        }
    }
    *g = built
        .build()
        .expect("segment A's tiles come from the storage");
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, w};
    use super::*;
    use crate::rules::GameBuilder;

    /// Only a large tile can go on the road: a mid tile on the one space that
    /// takes a large would leave the cart stuck at once; on space 2 it would not.
    #[test]
    fn a_load_that_leaves_the_cart_stuck_is_named() {
        let mut g = game();
        build_segment_a_but_its_last_large_space(&mut g);
        let me = g.current();
        let stuck = load_risk(&g, me, Size::Mid, 0);
        assert_eq!(stuck, Some(LoadRisk::StuckNow(vec![Size::Large])));
        assert_eq!(load_risk(&g, me, Size::Mid, 1), None, "space 1 stays free");
        assert_eq!(
            load_risk(&g, me, Size::Large, 0),
            None,
            "what the road wants"
        );
    }

    /// The road wants a large tile and a smaller one (segment A built but its
    /// last large space and a neighbour of it): a mid tile on space 1 takes the
    /// last room for the large (the trap of a first game), though the cart is
    /// not stuck; a small tile on space 3 takes nothing the road wants.
    #[test]
    fn a_load_that_takes_the_last_room_for_what_the_road_wants_is_named() {
        let mut g = game();
        build_segment_a_but_a_large_space_and_a_neighbour(&mut g);
        let me = g.current();
        let open = open_spaces(&g, me);
        assert!(
            open[1][Size::Large.index()] > 0,
            "the road wants a large tile"
        );
        assert_eq!(
            load_risk(&g, me, Size::Mid, 0),
            Some(LoadRisk::LastRoomFor(Size::Large))
        );
        assert_eq!(load_risk(&g, me, Size::Small, 2), None);
        assert_eq!(load_risk(&g, me, Size::Mid, 1), None);
    }

    #[test]
    fn a_tile_for_an_open_space_beats_a_sesterce_and_a_clogging_one_does_not() {
        let g = game();
        let me = g.current();
        // At the start only spaces joined to Rome are open; segment C is not reachable.
        let open_size = g
            .data()
            .board
            .spaces()
            .iter()
            .find(|s| g.space_is_open(s.id))
            .map(|s| s.size)
            .expect("an open space at Rome");
        assert!(reward_worth(&w(), &g, me, open_size) > w().sesterce);
        let mut clogged =
            GameBuilder::from_game(g.clone()).cart_slot(me, 0, SizeCounts::new(0, 0, 1));
        for space in g.data().board.spaces() {
            if space.size == Size::Large {
                clogged = clogged.road_tile(space.id, 1 - me);
            }
        }
        let clogged = clogged.build().expect("consistent");
        assert!(
            cart(&w(), &clogged, me, Eyes::Own) < cart(&w(), &g, me, Eyes::Own),
            "a large tile with no large space left is worse than an empty cart"
        );
    }

    #[test]
    fn a_cart_with_no_room_for_the_only_open_size_is_stuck_and_says_what_is_wanted() {
        let mut g = game();
        let me = g.current();
        build_segment_a_but_its_last_large_space(&mut g);
        assert_eq!(stuck_cart(&g, me), None, "an empty cart has room for it");
        let loaded = |load| {
            GameBuilder::from_game(g.clone())
                .cart_slot(me, 0, load)
                .build()
                .expect("consistent")
        };
        let small = loaded(SizeCounts::new(1, 0, 0));
        assert_eq!(stuck_cart(&small, me), Some(vec![Size::Large]));
        let large = loaded(SizeCounts::new(0, 0, 1));
        assert_eq!(stuck_cart(&large, me), None, "it carries the large tile");
    }

    #[test]
    fn eight_rewards_are_not_worth_eight_tiles_on_a_cart_of_three_spaces() {
        let g = game();
        let me = g.current();
        let one = |rewards: Vec<Size>| {
            let exchanging = GameBuilder::from_game(g.clone())
                .quarry_rewards(1, rewards)
                .build()
                .expect("consistent");
            pending_rewards(&w(), &exchanging, me)
        };
        let single = one(vec![Size::Small]);
        let eight = one(vec![Size::Small; 8]);
        assert!(single > w().sesterce);
        // At most three tiles fit; the rest are sold.
        assert!(
            eight <= 3.0 * single + 5.0 * w().sesterce + 1e-9,
            "{eight} vs {single}"
        );
        assert!(eight >= 3.0 * w().sesterce);
    }

    #[test]
    fn opening_the_road_is_no_gift_to_a_rival_with_a_loaded_cart() {
        let g = GameBuilder::from_game(game())
            .cart_slot(1, 2, SizeCounts::new(1, 0, 0))
            .build()
            .expect("consistent");
        let a1: crate::rules::SpaceId = "A1".parse().expect("A1");
        let opened = GameBuilder::from_game(g.clone())
            .road_tile(a1, 0)
            .build()
            .expect("consistent");
        // The rival's small tile waits for A2a/A2b until A1 is built.
        let rival = |game: &Game| cart(&w(), game, 1, Eyes::Rival);
        assert_eq!(rival(&g), rival(&opened));
        // He himself sees his tile come within reach.
        assert!(cart(&w(), &opened, 1, Eyes::Own) > cart(&w(), &g, 1, Eyes::Own));
    }
}

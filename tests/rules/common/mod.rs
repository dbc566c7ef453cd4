//! Shared helpers for the rules tests: set up games and positions directly.
#![allow(dead_code)]

use via_appia::assets::default_game_data;
use via_appia::rules::{
    City, Command, Event, Game, GameBuilder, Illegal, Node, PlayerId, RuleOptions, Segment, Setup,
    Size, SizeCounts, SpaceId,
};

/// A new game with `n` players (P0, P1, ...) and the default options.
pub fn new_game(n: usize, seed: u64) -> Game {
    new_game_with(n, seed, 1)
}

/// A new game with the quarry needing `min_stones` stones.
pub fn new_game_with(n: usize, seed: u64, min_stones: u8) -> Game {
    let data = default_game_data().expect("shipped data loads");
    let setup = Setup {
        seed,
        players: (0..n).map(|i| format!("P{i}")).collect(),
        options: RuleOptions {
            quarry_min_stones: min_stones,
            ..Default::default()
        },
    };
    Game::new(data, &setup).expect("set-up")
}

/// Stone/tile counts: small, mid, large.
pub fn sc(small: u32, mid: u32, large: u32) -> SizeCounts {
    SizeCounts::new(small, mid, large)
}

/// A node by name: "Rome", "A3", "B2a".
pub fn node(name: &str) -> Node {
    name.parse().expect("node name")
}

/// A road space by name: "A3", "B2a".
pub fn node_space(name: &str) -> SpaceId {
    name.parse().expect("space name")
}

/// Index of a road space by name.
pub fn idx(game: &Game, name: &str) -> usize {
    game.data()
        .board
        .index(name.parse().expect("space name"))
        .expect("space on the board")
}

/// Sets up a position: `game` changed by `setup` through the one
/// [`GameBuilder`], which checks the result.
pub fn set(game: &mut Game, setup: impl FnOnce(GameBuilder) -> GameBuilder) {
    *game = setup(GameBuilder::from_game(game.clone()))
        .build()
        .unwrap_or_else(|e| panic!("an inconsistent position: {e}"));
}

/// Loads a tile of `size` on a cart slot (taken from the tile storage).
pub fn give_cart(game: &mut Game, player: PlayerId, slot: usize, size: Size) {
    let mut load = game.player(player).cart().slots[slot];
    *load.get_mut(size) += 1;
    set(game, |b| b.cart_slot(player, slot, load));
}

/// Puts tiles built by `player` on the named spaces, as if built (tiles from
/// the storage, bonus tokens and VP to the player).
pub fn build_road(game: &mut Game, spaces: &[&str], player: PlayerId) {
    set(game, |mut b| {
        for name in spaces {
            b = b.road_tile(name.parse().expect("space name"), player);
        }
        b
    });
}

/// Fills every space of a segment with a tile of `player`, as if built.
pub fn complete_segment(game: &mut Game, segment: Segment, player: PlayerId) {
    let board = &game.data().board;
    let spaces: Vec<_> = board
        .segment_spaces(segment)
        .map(|i| board.space(i).id)
        .collect();
    set(game, |mut b| {
        for space in spaces {
            b = b.road_tile(space, player);
        }
        b
    });
}

/// Takes the tile off a space again (back to the storage, with its bonus token
/// and VP).
pub fn clear_space(game: &mut Game, name: &str) {
    set(game, |b| b.clear_space(name.parse().expect("space name")));
}

/// Places a player's piece and records the furthest city reached.
pub fn place(game: &mut Game, player: PlayerId, at: &str, furthest: City) {
    set(game, |b| {
        b.position(player, node(at)).furthest_city(player, furthest)
    });
}

/// Applies a command that must be legal.
pub fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.apply(&command)
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

/// Applies a command that must be refused with `expected`; the state must not change.
pub fn refused(game: &mut Game, command: Command, expected: Illegal) {
    let before = game.clone();
    assert_eq!(game.apply(&command), Err(expected), "{command:?}");
    assert_eq!(*game, before, "a refused command changed the state");
}

pub fn build(slot: usize, size: Size, space: &str) -> Command {
    Command::Build {
        slot,
        size,
        space: node(space),
    }
}

pub fn travel(to: &str) -> Command {
    Command::Travel { to: node(to) }
}

pub fn result(front: SizeCounts, elsewhere: SizeCounts) -> Command {
    Command::QuarryResult { front, elsewhere }
}

/// Whether a TurnEnded event is among the events.
pub fn turn_ended(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::TurnEnded { .. }))
}

/// A game whose current player holds exactly `stones` (the rest goes to the storage).
pub fn quarry_game(min_stones: u8, stones: SizeCounts) -> Game {
    let mut g = new_game_with(3, 11, min_stones);
    let p = g.current();
    set(&mut g, |b| b.stones(p, stones));
    g
}

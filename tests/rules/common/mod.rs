//! Shared helpers for the rules tests: set up games and positions directly.
#![allow(dead_code)]

use via_appia::assets::default_game_data;
use via_appia::rules::{
    City, Command, Event, Game, Illegal, Node, PlayerId, RuleOptions, Segment, Setup, Size,
    SizeCounts,
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

/// Index of a road space by name.
pub fn idx(game: &Game, name: &str) -> usize {
    game.data
        .board
        .index(name.parse().expect("space name"))
        .expect("space on the board")
}

/// Loads a tile of `size` on a cart slot (taken from the tile storage).
pub fn give_cart(game: &mut Game, player: PlayerId, slot: usize, size: Size) {
    *game.players[player].cart.slots[slot].get_mut(size) += 1;
    *game.tile_storage.get_mut(size) -= 1;
}

/// Puts tiles built by `player` on the named spaces, directly.
pub fn build_road(game: &mut Game, spaces: &[&str], player: PlayerId) {
    for name in spaces {
        let i = idx(game, name);
        game.road[i] = Some(player);
    }
}

/// Fills every space of a segment with a tile of `player`.
pub fn complete_segment(game: &mut Game, segment: Segment, player: PlayerId) {
    let spaces: Vec<usize> = game.data.board.segment_spaces(segment).collect();
    for i in spaces {
        game.road[i] = Some(player);
    }
}

/// Places a player's piece and records the furthest city reached.
pub fn place(game: &mut Game, player: PlayerId, at: &str, furthest: City) {
    game.players[player].position = node(at);
    game.players[player].furthest_city = furthest;
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
    let p = g.current;
    g.stone_storage = g.stone_storage.add(&g.players[p].stones);
    for size in Size::ALL {
        *g.stone_storage.get_mut(size) -= stones.get(size);
    }
    g.players[p].stones = stones;
    g.check_invariants().unwrap();
    g
}

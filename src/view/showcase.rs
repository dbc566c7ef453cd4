//! Ready-made table states for screenshots, tests and benchmarks.

use super::quarry::{quarry_pose, QuarryPose, RampShape};
use super::seating::Seating;
use crate::bots::random::RandomPlayer;
use crate::quarry::{Quarry, QuarryConfig};
use crate::rules::{Game, GameData, Setup};
use crate::table::play::front_seat_of;
use std::sync::Arc;

/// Which table to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SceneKind {
    /// A new four-player game: pieces in Rome, the quarry loaded.
    Opening,
    /// The same game after 700 random legal commands.
    Midgame,
    /// The board alone: no pieces, no quarry.
    Empty,
}

pub const PLAYER_NAMES: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];

/// The player the pictures are taken for: the first seat, where the new-game
/// screen puts the person (the others are bots).
pub const PERSON: usize = 0;

/// Who sits where in a picture of `game`: the person's area at the front, chosen
/// as a real table chooses it (`Table::front_seat`), not the start player's.
pub fn person_seating(game: &Game) -> Seating {
    Seating::of(game, front_seat_of(game.players(), None, |p| p == PERSON))
}

/// A new four-player game from a fixed seed.
pub fn opening_game(data: Arc<GameData>) -> Result<Game, String> {
    Game::new(
        data,
        &Setup {
            seed: 7,
            players: PLAYER_NAMES.iter().map(|s| s.to_string()).collect(),
            options: Default::default(),
        },
    )
}

/// The opening game after `commands` random legal commands (fewer if it ends).
pub fn played_game(data: Arc<GameData>, commands: usize) -> Result<Game, String> {
    let mut game = opening_game(data)?;
    let mut bot = RandomPlayer::new(11);
    for _ in 0..commands {
        let Some(command) = bot.next_command(&game) else {
            break;
        };
        game.apply(&command)
            .map_err(|e| format!("random player made an illegal move: {e:?}"))?;
    }
    Ok(game)
}

/// The game state and the quarry of a scene kind: the quarry is the physics
/// quarry loaded from the game's seed (empty for the board-only scene).
pub fn scene_state(
    data: Arc<GameData>,
    kind: SceneKind,
    config: &QuarryConfig,
) -> Result<(Game, QuarryPose), String> {
    let game = match kind {
        SceneKind::Midgame => played_game(data.clone(), 700)?,
        _ => opening_game(data.clone())?,
    };
    let opening = match kind {
        SceneKind::Empty => [0; 3],
        _ => {
            let q = game.quarry();
            [q.small, q.mid, q.large]
        }
    };
    let quarry =
        Quarry::new(config, opening, 7).map_err(|e| format!("cannot load the quarry: {e}"))?;
    Ok((game, quarry_pose(&quarry, &RampShape::from_config(config))))
}

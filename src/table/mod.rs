//! A game at a table, headless: who sits in each seat (a person, a bot of some
//! level, an outside program), the rules game, the physical quarry and the push
//! driven frame by frame, the log's words, saves and records.
//!
//! This is the one place where `rules`, `quarry` and `bots` meet. The window
//! (`app`), the command line (`cli`), the tests and the seat protocol for outside
//! programs all drive a table the same way; nothing here imports `ui`, `view` or
//! `app`.

pub mod agent;
pub mod autosave;
pub mod describe;
pub mod guide;
pub mod hand;
pub mod headless;
pub mod hint;
pub mod play;
pub mod problems;
pub mod refusals;
pub mod seat_player;
pub mod seats;
pub mod session;
pub mod thinker;
pub mod watch;

pub use play::Table;
pub use seats::{PlayerColour, Seat, SeatKind};

use crate::quarry::StonePreset;
use crate::rules::{Command, RuleOptions, Setup};

/// What a person asks of the table between pushes (a click in a panel, a key).
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// A legal command of the player to act.
    Command(Command),
    /// The player behind the curtain is ready: show his screen.
    RevealMoney,
    /// Take back the last step of one's own turn (`Session::undo`).
    Undo,
}

/// A complete, checked choice of a new game: everything a table needs to start.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameRequest {
    pub seed: u64,
    /// Trimmed names in table order.
    pub players: Vec<String>,
    /// Colour and kind of each seat, indexed like `players`.
    pub seats: Vec<Seat>,
    pub options: RuleOptions,
    pub stones: StonePreset,
}

impl NewGameRequest {
    /// What the rules engine needs; colours and kinds stay in `seats`.
    pub fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            players: self.players.clone(),
            options: self.options,
        }
    }
}

//! The egui panels: the active player's actions, the scoreboard, the log, the
//! hot-seat curtain and the final scoring. Panels read the game and return what
//! the player chose as [`UiIntent`]s; only `app.rs` acts on them.

pub mod describe;
pub mod panels;

use crate::rules::Command;

/// What a click in the panels asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum UiIntent {
    /// A legal command of the player to act.
    Command(Command),
    /// The player behind the curtain is ready: show his screen.
    RevealMoney,
}

//! The egui panels: the active player's actions, the scoreboard, the log, the
//! hot-seat curtain and the final scoring, the new-game screen, the menu, the
//! rules (how to play) and the quarry tuning panel. Panels read the game and
//! return what the player chose as intents; only `app` acts on them.

pub mod describe;
#[cfg(test)]
mod harness;
pub mod how_to_play;
pub mod menu;
pub mod new_game;
pub mod panels;
pub mod seats;
pub mod tuning;
pub mod tuning_fields;
pub mod tuning_ron;
pub mod tuning_watch;

use crate::rules::Command;

/// What a click in the panels asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum UiIntent {
    /// A legal command of the player to act.
    Command(Command),
    /// The player behind the curtain is ready: show his screen.
    RevealMoney,
}

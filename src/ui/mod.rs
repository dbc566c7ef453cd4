//! The egui panels: the active player's actions, the scoreboard, the log, the
//! hot-seat curtain, the results screen at the end, the new-game screen, the
//! menu, the rules (how to play) and the quarry tuning panel, all in the game's
//! one style (`theme`) with the pieces drawn as icons (`icons`). Panels read
//! the game and return what the player chose as intents; only `app` acts on
//! them.

pub mod guide_panel;
#[cfg(test)]
pub(crate) mod harness;
pub mod how_to_play;
pub mod icons;
pub mod income_cards;
#[cfg(test)]
mod language_fit_tests;
pub mod marks;
pub mod menu;
pub mod new_game;
pub mod online;
pub mod panels;
pub mod results;
pub mod rewards;
pub mod settings_panel;
pub mod shortcuts;
pub mod theme;
pub mod tuning;
pub mod tuning_fields;
pub mod tuning_ron;
pub mod tuning_watch;
pub mod watch_bar;

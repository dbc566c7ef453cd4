//! Via Appia 3D: the board game with a rigid-body quarry.
//!
//! The layers, from the bottom: [`rules`] (pure: no physics, no drawing) learns what
//! the quarry did only from "stone fell off" events; [`quarry`] is the rapier
//! world; [`bots`] see only a seat's view; [`table`] is a game at a table, where
//! rules, quarry and bots meet, with no window. `app`, `ui`, `view` and `sound` put
//! a table in the window; they and the window stack (three-d, egui, winit, kira)
//! exist only with the `window` feature (on by default), so the compiler, not a
//! promise, keeps every layer below them headless.

#[cfg(feature = "window")]
pub mod app;
pub mod assets;
pub mod bots;
pub mod cli;
pub mod i18n;
#[cfg(test)]
mod layer_tests;
pub mod net;
pub mod quarry;
pub mod record;
pub mod ron_text;
pub mod rules;
pub mod save;
pub mod settings;
#[cfg(feature = "window")]
pub mod sound;
pub mod table;
#[cfg(feature = "window")]
pub mod ui;
#[cfg(feature = "window")]
pub mod view;

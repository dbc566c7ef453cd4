//! Via Appia 3D: the board game with a rigid-body quarry.
//!
//! The layers, from the bottom: [`rules`] (pure: no physics, no drawing) learns what
//! the quarry did only from "stone fell off" events; [`quarry`] is the rapier
//! world; [`bots`] see only a seat's view; [`table`] is a game at a table, where
//! rules, quarry and bots meet, with no window. `app`, `ui`, `view` and `sound` put
//! a table in the window; they and the window stack (three-d, egui, winit, kira)
//! exist only with the `window` feature (on by default), so the compiler, not a
//! promise, keeps every layer below them headless.
//!
//! # Layout
//!
//! ```text
//! assets/      the data files, all tunable and all built into the binary: board.ron, game.ron,
//!              quarry.ron (blocks), quarry_discs.ron (the wooden discs), bots.ron (levels and
//!              evaluation weights), quarry_model.ron and quarry_model_discs.ron (the fitted
//!              outcome models), i18n/{en,de,fr}/*.ftl (every word of the window), screenshots/
//! shaders/     wood grain, Lambert lighting with shadows, FXAA
//! src/rules    the game engine: pure, deterministic, no physics, no drawing
//! src/quarry   the rapier3d quarry: ramp, stones, pusher, the one push driver; its calibration
//! src/bots     bots: what a seat may know, the evaluation, Easy/Normal policy, Hard's search,
//!              push foresight, the outcome model, Plain and Random; their design and strength
//! src/table    a game at a table, headless: seats, the seat protocol, the session (the one
//!              game loop that the window, headless games and replays play through: game,
//!              log, money count, saves, undo), a person's push, a game watched again
//! src/net      the game server: protocol, event stores (SQLite, PostgreSQL), a task per
//!              table, leases and relays for several servers on one database, the client
//!              mirror that steps every push in lockstep, headless seats over the network
//! src/cli      the command line: every headless command, and `play`/`screenshot`/`bench-render`
//! src/app      the window around a table: the panels laid out, name plates (window feature)
//! src/ui       egui panels in the game's style, the results screen (window feature)
//! src/view     three-d drawing: board, pieces, their moves; offscreen (window feature)
//! src/sound    synthesised sounds and the speaker (window feature)
//! src/i18n     Fluent bundles, tr!, the language; the nouns the log and the bots both say
//! src/assets.rs, src/ron_text.rs, src/settings.rs, src/save.rs, src/record.rs
//!              data files and their errors' places; settings; saves; game records
//! tests/       one binary per area: rules, quarry, bots, table, cli (with bad input and its
//!              fuzzer), net (the server: whole games, kill -9, refusals, fuzz, PostgreSQL
//!              and several servers), window
//!              (Xvfb, offscreen); agents/ the example seat program
//! benches/     random play, quarry pushes, bot decisions, Hard's push foresight, the cost of
//!              fairness
//! ```
//!
//! A module may use only those below it (rules and `ron_text`, then assets, quarry, i18n,
//! bots, table, cli, the window on top): `src/layer_tests.rs` fails on any other import.

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

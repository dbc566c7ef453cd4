//! The game of Via Appia as a pure, deterministic engine.
pub mod components;

//! The table's sounds: wooden stones knocking in the quarry (from the physics'
//! own contacts), a stone landing on the table, cards, coins, tiles, pieces
//! moving, and a soft cue when it is the person's turn.
//!
//! The sounds are synthesised at start (`bank.rs`, from `synth.rs`); what
//! happens at the table becomes cues (`cues.rs`, pure and tested without a
//! device); the speaker plays them with kira, or silently where there is no
//! audio device (`speaker.rs`).

pub mod bank;
pub mod cues;
#[cfg(test)]
mod cues_tests;
pub mod speaker;
#[cfg(test)]
mod speaker_tests;
pub mod synth;

pub use bank::Sound;
pub use cues::{Cue, KnockGate};
pub use speaker::Speaker;

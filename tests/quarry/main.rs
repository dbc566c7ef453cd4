//! The quarry's tests, one binary: the rigid-body physics on the shipped
//! materials (Coulomb friction, sleeping, no tunnelling, stones neither made nor
//! lost), `quarry.ron` and the quarry's saved description, bit-for-bit
//! determinism, the wooden discs, the careful hand, the pace of a played quarry
//! over a game, and the bots' outcome model against the physics.
//!
//! `cargo test --test quarry` runs them; `cargo test --test quarry game_pace`
//! runs one file's. `disc_contacts` is a measurement, ignored unless asked for
//! (`cargo test --test quarry disc_contacts -- --ignored --nocapture`).

/// The helpers in `tests/common/` this binary uses.
#[path = "../common"]
mod common {
    pub mod poses;
    pub mod quarry;
}

mod careful;
mod config;
mod conservation;
mod description;
mod determinism;
mod disc_contacts;
mod discs;
mod game_pace;
mod model;
mod physics;

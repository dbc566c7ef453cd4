//! The game of Via Appia as a pure, deterministic engine.
//!
//! A [`Game`] changes only through [`Game::apply`]: the command is checked by the
//! one deciding function [`Game::check`], turned into [`Event`]s, and the events are
//! applied. [`Game::legal_actions`] lists what the player to act may do. The quarry
//! is not simulated here: after a push the engine waits for a
//! [`Command::QuarryResult`] saying which stones dropped off the front edge.

pub mod board;
pub mod build;
pub mod builder;
pub mod cart;
pub mod command;
pub mod components;
pub mod data;
pub mod engine;
pub mod event;
pub mod income;
pub mod invariants;
pub mod legal;
pub mod quarry;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod structure;
pub mod travel;
pub mod unload;

pub use board::{Board, Node, SpaceId};
pub use builder::{BuildError, GameBuilder};
pub use command::{Command, Expected, Illegal, IncomeTake};
pub use components::{City, Segment, Size, SizeCounts};
pub use data::{Components, GameData, RuleOptions};
pub use event::{EndReason, Event};
pub use scoring::FinalScoring;
pub use setup::Setup;
pub use state::{Game, Phase, Player, PlayerId};

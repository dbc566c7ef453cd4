//! The rules engine's tests, one binary: a test per rule, the rulebook's examples
//! as scenarios, state safety, and thousands of random games.

mod common;

mod board;
mod build;
mod builder;
mod cart;
mod data_files;
mod income;
mod quarry;
mod random_games;
mod scoring;
mod setup;
mod state_safety;
mod travel;
mod turns;
mod unload;

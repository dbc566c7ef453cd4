//! Headless commands: everything the game can do without a window.

use clap::{Parser, Subcommand};

/// Via Appia 3D — the board game with a physical quarry.
///
/// Without a command, opens the game window.
#[derive(Parser, Debug)]
#[command(name = "via-appia", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {}

/// Runs a headless command; returns the process exit code.
pub fn run(command: Command) -> Result<(), String> {
    match command {}
}

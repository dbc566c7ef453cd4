//! Headless commands: everything the game can do without a window.

pub mod quarry_lab;

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
pub enum Command {
    /// The tuner's bench for the physical quarry: runs pushes and reports what drops.
    QuarryLab(quarry_lab::QuarryLabArgs),
}

/// Runs a headless command; returns the process exit code.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::QuarryLab(args) => quarry_lab::run(&args),
    }
}

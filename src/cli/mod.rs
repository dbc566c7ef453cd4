//! Headless commands: everything the game can do without a window.

pub mod script;
pub mod simulate;
pub mod summary;

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
    /// Run a scripted game (RON) and print the final state as JSON.
    Script(script::ScriptArgs),
    /// Play many complete games between bots and print a summary.
    Simulate(simulate::SimulateArgs),
}

/// Runs a headless command.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Script(args) => script::run(&args),
        Command::Simulate(args) => simulate::run(&args),
    }
}

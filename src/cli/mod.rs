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

/// Prints a command's output; a closed pipe (`| head`) is not an error.
pub(crate) fn print_out(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|_| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write the output: {e}"))
        }
        _ => Ok(()),
    }
}

/// Runs a headless command.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Script(args) => script::run(&args),
        Command::Simulate(args) => simulate::run(&args),
    }
}

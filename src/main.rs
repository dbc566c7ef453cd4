use clap::Parser;
use via_appia::cli::{self, Cli};

fn main() {
    let args = Cli::parse();
    let result = match args.command {
        Some(command) => cli::run(command),
        None => via_appia::app::run(Default::default()),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

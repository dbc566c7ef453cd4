use clap::Parser;
use via_appia::cli::{self, Cli};

fn main() {
    let args = Cli::parse();
    let result = match args.command {
        Some(command) => cli::run(command),
        None => Err(
            "the game window is not built yet; see `via-appia --help` for headless commands"
                .to_string(),
        ),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

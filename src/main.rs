use clap::Parser;
use via_appia::cli::{self, Cli};

fn main() {
    let args = Cli::parse();
    if let Some(dir) = &args.assets {
        if let Err(message) = via_appia::assets::use_asset_folder(dir) {
            eprintln!("error: {message}");
            std::process::exit(2);
        }
    }
    let result = match args.command {
        Some(command) => run(command),
        None => open_window(),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

#[cfg(feature = "window")]
fn run(command: cli::Command) -> Result<(), String> {
    cli::run(command, via_appia::app::run)
}

#[cfg(not(feature = "window"))]
fn run(command: cli::Command) -> Result<(), String> {
    cli::run(command)
}

#[cfg(feature = "window")]
fn open_window() -> Result<(), String> {
    via_appia::app::run(Default::default())
}

/// A headless build has no window to open: say so, and which commands it has.
#[cfg(not(feature = "window"))]
fn open_window() -> Result<(), String> {
    Err(
        "this via-appia was built without the game window (cargo's `window` feature); \
         it runs the headless commands: see `via-appia --help`"
            .to_string(),
    )
}

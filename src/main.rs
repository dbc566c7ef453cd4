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
        Some(command) => cli::run(command, via_appia::app::run),
        None => via_appia::app::run(Default::default()),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

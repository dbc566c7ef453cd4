//! The command line: the headless commands (everything the game can do without a
//! window) and, with the `window` feature, `play`, `screenshot` and `bench-render`.

pub mod agents;
#[cfg(feature = "window")]
pub mod bench_render;
pub mod bench_seat;
pub mod bench_server;
pub mod chart_font;
pub mod online;
#[cfg(feature = "window")]
pub mod play;
pub mod quarry_lab;
pub mod quarry_model;
pub mod replay;
#[cfg(feature = "window")]
pub mod screenshot;
pub mod script;
pub mod simulate;
pub mod stats;
pub mod summary;
pub mod tournament;
pub mod tune_eval;

use clap::{Parser, Subcommand};

/// Via Appia 3D — the board game with a physical quarry.
///
/// Without a command, opens the game window (in a build with the `window`
/// feature, the default).
#[derive(Parser, Debug)]
#[command(name = "via-appia", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Read the game's files (board.ron, game.ron, quarry.ron, quarry_discs.ron,
    /// bots.ron, quarry_model.ron, quarry_model_discs.ron) from DIR first; the
    /// VIA_APPIA_ASSETS variable does the same. Files not found there come from
    /// ~/.config/via-appia, then the checkout's assets/, then the copies built
    /// into the binary.
    #[arg(long, global = true, value_name = "DIR")]
    pub assets: Option<std::path::PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the game window directly: seats and seed given, or a saved game.
    #[cfg(feature = "window")]
    Play(play::PlayArgs),
    /// Watch a game again in the window, turn by turn: a record (JSON) or a save (RON).
    #[cfg(feature = "window")]
    Watch(play::WatchArgs),
    /// Run a scripted game (RON) and print the final state as JSON.
    Script(script::ScriptArgs),
    /// Replay a game record (JSON from `simulate --record`), check its final state and print it.
    Replay(replay::ReplayArgs),
    /// Play many complete games between bots and print a summary.
    Simulate(simulate::SimulateArgs),
    /// Render one frame of the table offscreen (no display needed) into a PNG.
    #[cfg(feature = "window")]
    Screenshot(screenshot::ScreenshotArgs),
    /// Time offscreen frames of the table: still, moving, and the first frame.
    #[cfg(feature = "window")]
    BenchRender(bench_render::BenchRenderArgs),
    /// The tuner's bench for the physical quarry: runs pushes and reports what drops.
    QuarryLab(quarry_lab::QuarryLabArgs),
    /// Bots against each other over many seat-rotated games: win shares, scores, decision times.
    Tournament(tournament::TournamentArgs),
    /// Fits the bots' evaluation weights to finished self-play games (Texel's method) and can write them into bots.ron.
    TuneEval(tune_eval::TuneEvalArgs),
    /// Fits the bots' quarry outcome model from physics pushes in played quarries.
    QuarryModel(quarry_model::QuarryModelArgs),
    /// Run the game server: tables for friends at their own machines (WebSocket; SQLite, or PostgreSQL shared by several servers).
    Serve(online::ServeArgs),
    /// Create a table on a server and print its code (seats: person or a bot level).
    Host(online::HostArgs),
    /// Play a seat of a server's table headless: one of our bots or an outside program.
    Join(online::JoinArgs),
    /// The game server under load: command round trip, memory per table, a push's bytes.
    BenchServer(bench_server::BenchServerArgs),
}

/// `--jobs`: 1 to 256 worker threads.
pub(crate) fn jobs() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(1..=256)
}

/// `--config FILE`, or the `quarry.ron` the game reads (see `crate::assets`).
pub(crate) fn quarry_config(
    path: Option<&std::path::Path>,
) -> Result<crate::quarry::QuarryConfig, String> {
    use crate::quarry::QuarryConfig;
    match path {
        Some(path) => QuarryConfig::load(path),
        None => QuarryConfig::load_default(),
    }
    .map_err(|e| e.to_string())
}

/// `--stones`: the stones the new-game screen offers, by the names a player types.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stones {
    Blocks,
    Discs,
}

impl Stones {
    pub fn preset(self) -> crate::quarry::StonePreset {
        use crate::quarry::StonePreset;
        match self {
            Stones::Blocks => StonePreset::Blocks,
            Stones::Discs => StonePreset::Discs,
        }
    }
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

/// Opens the game window (`app::run`, which the binary passes to [`run`]).
#[cfg(feature = "window")]
pub type OpenWindow = fn(play::WindowOptions) -> Result<(), String>;

/// Runs a command: headless, or the window through `open_window` (the binary
/// passes `app::run`; the command line itself never reaches into the window).
pub fn run(
    command: Command,
    #[cfg(feature = "window")] open_window: OpenWindow,
) -> Result<(), String> {
    match command {
        Command::Script(args) => script::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Simulate(args) => simulate::run(&args),
        #[cfg(feature = "window")]
        Command::Play(args) => play::run(&args, open_window),
        #[cfg(feature = "window")]
        Command::Watch(args) => play::run_watch(&args, open_window),
        #[cfg(feature = "window")]
        Command::Screenshot(args) => screenshot::run(&args),
        #[cfg(feature = "window")]
        Command::BenchRender(args) => bench_render::run(&args),
        Command::QuarryLab(args) => quarry_lab::run(&args),
        Command::QuarryModel(args) => quarry_model::run(&args),
        Command::Tournament(args) => tournament::run(&args),
        Command::TuneEval(args) => tune_eval::run(&args),
        Command::Serve(args) => online::run_serve(&args),
        Command::Host(args) => online::run_host(&args),
        Command::Join(args) => online::run_join(&args),
        Command::BenchServer(args) => bench_server::run(&args),
    }
}

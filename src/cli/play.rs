//! `via-appia play`: the game window with the new-game screen skipped — seats and
//! seed from the command line, or a saved game — and, for tests and bug reports,
//! a frame limit and a capture of the last frame.

use super::Stones;
use crate::i18n::Lang;
use crate::quarry::StonePreset;
use crate::table::seat_player::AgentOptions;
use crate::table::seats::SeatKind;
use clap::Args;
use std::path::PathBuf;

/// What the window opens with.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Opening {
    /// The new-game screen over a table set for two.
    #[default]
    NewGameScreen,
    /// A game with these seats (named after the suggested names), seed and stones.
    Seats {
        seats: Vec<SeatKind>,
        seed: u64,
        stones: StonePreset,
    },
    /// A saved game.
    Load(PathBuf),
    /// The newest autosave of a game still in play.
    Continue,
    /// The guided first game (`table::guide`), its guide at the first step.
    Guide,
    /// A seat at a table on a game server (Game → Online): joined by the
    /// table's code, or taken back with the seat's token.
    Online {
        server: String,
        code: String,
        seat: usize,
        token: Option<String>,
    },
}

/// How the game window runs (the window itself is `app::run`, which the binary
/// hands to [`crate::cli::run`]: the command line never opens it on its own).
#[derive(Clone, Debug, PartialEq)]
pub struct WindowOptions {
    pub opening: Opening,
    /// Close after this many frames (tests, bug reports).
    pub frames: Option<u64>,
    /// Save the last frame drawn to this PNG.
    pub capture: Option<PathBuf>,
    /// Seconds a bot waits before each move; `None`: as the player's settings say.
    pub bot_pause: Option<f32>,
    /// Print "ready" to stderr once the first frame is drawn, each log line as it
    /// is written, and whose turn it is when the window closes.
    pub print_log: bool,
    /// How outside programs at `agent:` seats are run.
    pub agents: AgentOptions,
    /// The language of this window; `None`: as the settings, else the system.
    pub lang: Option<Lang>,
    /// Save a PNG into this folder each time the guide's step or what it asks
    /// for changes (tests and reviews of the guided game).
    pub capture_guide: Option<PathBuf>,
    /// Watch the game in this file again (a record or a save) over the opening.
    pub watch: Option<PathBuf>,
}

impl Default for WindowOptions {
    fn default() -> Self {
        WindowOptions {
            opening: Opening::NewGameScreen,
            frames: None,
            capture: None,
            bot_pause: None,
            print_log: false,
            agents: AgentOptions::default(),
            lang: None,
            capture_guide: None,
            watch: None,
        }
    }
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Seats in table order, 2–4 of `human`, `easy`, `normal`, `hard` and
    /// `random` (bots of that level), e.g. `human,hard,easy`. `bot` is another
    /// name for `normal`.
    #[arg(long, value_delimiter = ',', conflicts_with = "load")]
    pub seats: Vec<String>,
    /// The stones in the quarry: `discs` (the wooden discs of the box, quarry_discs.ron),
    /// or `blocks` (quarry.ron).
    #[arg(long, value_enum, default_value_t = Stones::Discs, requires = "seats", conflicts_with = "load")]
    pub stones: Stones,
    /// Seed of the game (random if not given).
    #[arg(long, conflicts_with = "load")]
    pub seed: Option<u64>,
    /// Continue a saved game.
    #[arg(long)]
    pub load: Option<PathBuf>,
    /// Continue the game autosaved last (games are autosaved after every turn
    /// in the user's data folder, `~/.local/share/via-appia/autosave` on Linux).
    #[arg(long = "continue", conflicts_with_all = ["load", "seats", "seed"])]
    pub resume: bool,
    /// Play the guided first game: one person against an Easy bot on a fixed
    /// seed, the table teaching one kind of turn at a time (also in the menu).
    #[arg(long, conflicts_with_all = ["load", "seats", "seed", "resume"])]
    pub guide: bool,
    /// Close the window after this many frames.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub frames: Option<u64>,
    /// Save the last frame drawn (panels included) to this PNG when the window closes.
    #[arg(long)]
    pub capture: Option<PathBuf>,
    /// Seconds a bot waits before each move, for this window only [default: as the
    /// Settings window keeps it, 0.6 at first]
    #[arg(long, value_parser = seconds_0_to_10)]
    pub bot_pause: Option<f32>,
    /// Print `ready` to stderr once the first frame is drawn, each line of the
    /// game's log as it is written and, when the window closes, whose turn it is
    /// (tests that drive the window click once it is ready and wait for what the
    /// clicks did).
    #[arg(long)]
    pub print_log: bool,
    /// The window's language, for this window only: en, de or fr [default: as
    /// the Settings window keeps it, else the system's]
    #[arg(long, value_parser = language)]
    pub lang: Option<Lang>,
    /// With the guided game: save the window as a PNG into this folder each
    /// time the guide's step, or what it asks for, changes
    /// (`01-welcome-ready.png`, …).
    #[arg(long)]
    pub capture_guide: Option<PathBuf>,
    /// Watch the game in this file again, turn by turn: a record (JSON, from
    /// `simulate --record --quarry physics`) or a save (RON). Left / Right step,
    /// Home / End jump, Esc leaves.
    #[arg(long, conflicts_with_all = ["load", "seats", "seed", "resume"])]
    pub watch: Option<PathBuf>,
    /// Sit at a table on a game server (`ws://HOST:PORT`), as Game → Online does:
    /// the table's `--code`, the `--seat` (0-based) and, to come back to it,
    /// its `--token`.
    #[arg(long, requires_all = ["code", "seat"], conflicts_with_all = ["load", "seats", "seed", "resume", "guide", "watch"])]
    pub online: Option<String>,
    /// The online table's code.
    #[arg(long, requires = "online")]
    pub code: Option<String>,
    /// The seat at the online table, 0-based in table order.
    #[arg(long, requires = "online")]
    pub seat: Option<usize>,
    /// The seat's token, to come back to it.
    #[arg(long, requires = "online")]
    pub token: Option<String>,
    #[command(flatten)]
    pub agents: super::agents::AgentArgs,
}

/// `via-appia watch FILE`: `play --watch FILE`.
#[derive(Args, Debug)]
pub struct WatchArgs {
    /// A record (JSON) or a save (RON) of a game on the physical quarry.
    pub file: PathBuf,
    #[command(flatten)]
    pub play: PlayArgs,
}

/// Opens the window watching `args.file` (the binary's `app::run`).
pub fn run_watch(
    args: &WatchArgs,
    open_window: fn(WindowOptions) -> Result<(), String>,
) -> Result<(), String> {
    let mut options = options(&args.play)?;
    options.watch = Some(args.file.clone());
    open_window(options)
}

/// Opens the window with `open_window` (the binary's `app::run`).
pub fn run(
    args: &PlayArgs,
    open_window: fn(WindowOptions) -> Result<(), String>,
) -> Result<(), String> {
    open_window(options(args)?)
}

pub fn options(args: &PlayArgs) -> Result<WindowOptions, String> {
    let opening =
        if let (Some(server), Some(code), Some(seat)) = (&args.online, &args.code, args.seat) {
            Opening::Online {
                server: server.clone(),
                code: code.trim().to_uppercase(),
                seat,
                token: args.token.clone(),
            }
        } else if let Some(path) = &args.load {
            Opening::Load(path.clone())
        } else if args.resume {
            Opening::Continue
        } else if args.guide {
            Opening::Guide
        } else if args.seats.is_empty() {
            Opening::NewGameScreen
        } else {
            let seats = args
                .seats
                .iter()
                .map(|s| seat_kind(s))
                .collect::<Result<Vec<_>, _>>()?;
            if !(2..=4).contains(&seats.len()) {
                return Err(format!(
                    "--seats: {} seats given, a game has 2 to 4",
                    seats.len()
                ));
            }
            Opening::Seats {
                seats,
                seed: args.seed.unwrap_or_else(rand::random),
                stones: args.stones.preset(),
            }
        };
    if let Some(pause) = args
        .bot_pause
        .filter(|p| !(p.is_finite() && (0.0..=10.0).contains(p)))
    {
        return Err(format!("--bot-pause {pause}: seconds between 0 and 10"));
    }
    Ok(WindowOptions {
        opening,
        frames: args.frames,
        capture: args.capture.clone(),
        bot_pause: args.bot_pause,
        print_log: args.print_log,
        agents: args.agents.options(),
        lang: args.lang,
        capture_guide: args.capture_guide.clone(),
        watch: args.watch.clone(),
    })
}

/// `--lang`: a language the game speaks.
fn language(text: &str) -> Result<Lang, String> {
    Lang::from_code(text).ok_or_else(|| format!("{text}: the game speaks en, de and fr"))
}

fn seat_kind(text: &str) -> Result<SeatKind, String> {
    if let Some(problem) = SeatKind::agent_problem(text) {
        return Err(format!("--seats: {problem}"));
    }
    SeatKind::parse(text).ok_or_else(|| {
        let known: Vec<&str> = SeatKind::all().iter().map(SeatKind::key).collect();
        format!(
            "--seats: unknown seat `{}` (use {}, bot for normal, or agent:COMMAND for an outside program)",
            text.trim(),
            known.join(", ")
        )
    })
}

/// `--bot-pause`: seconds between 0 and 10 (a finite number).
fn seconds_0_to_10(text: &str) -> Result<f32, String> {
    let value: f32 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if (0.0..=10.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!("{value} s: give 0 to 10 seconds"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        play: PlayArgs,
    }

    fn parse(line: &[&str]) -> Result<WindowOptions, String> {
        let args = Cli::try_parse_from(std::iter::once("play").chain(line.iter().copied()))
            .map_err(|e| e.to_string())?;
        options(&args.play)
    }

    #[test]
    fn stones_reach_the_opening_and_discs_are_the_default() {
        let stones = |line: &[&str]| match parse(line).map(|o| o.opening) {
            Ok(Opening::Seats { stones, .. }) => stones,
            other => panic!("{other:?}"),
        };
        assert_eq!(stones(&["--seats", "human,hard"]), StonePreset::Discs);
        let blocks = ["--seats", "human,hard", "--stones", "blocks"];
        assert_eq!(stones(&blocks), StonePreset::Blocks);
    }

    #[test]
    fn stones_need_seats_and_cannot_change_a_saved_game() {
        let alone = parse(&["--stones", "discs"]).expect_err("needs seats");
        assert!(alone.contains("--seats"), "{alone}");
        let load =
            parse(&["--load", "a.ron", "--stones", "discs"]).expect_err("a save has its own");
        assert!(load.contains("--load"), "{load}");
        let unknown =
            parse(&["--seats", "human,hard", "--stones", "marbles"]).expect_err("unknown");
        assert!(
            unknown.contains("blocks") && unknown.contains("discs"),
            "{unknown}"
        );
    }

    #[test]
    fn guide_opens_the_guided_game_and_takes_no_seats() {
        assert_eq!(parse(&["--guide"]).map(|o| o.opening), Ok(Opening::Guide));
        let seats = parse(&["--guide", "--seats", "human,hard"]).expect_err("its own seats");
        assert!(seats.contains("--seats"), "{seats}");
    }

    #[test]
    fn the_bot_pause_is_refused_where_the_help_says() {
        assert!(parse(&["--seats", "human,hard", "--bot-pause", "10"]).is_ok());
        let long = parse(&["--seats", "human,hard", "--bot-pause", "11"]).expect_err("too long");
        assert!(long.contains("0 to 10"), "{long}");
    }
}

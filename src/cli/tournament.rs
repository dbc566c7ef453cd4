//! `via-appia tournament`: bots against each other over many games, seats
//! rotated, with win shares and their 95 % intervals, mean scores and decision
//! times, written as CSV and a PNG chart.
//!
//! Games come in deals: one seed per deal, played once in every rotation of the
//! seats, so that each bot sits in each position equally often and with the
//! same cards and the same opening quarry (a seat swap: the luck of the deal
//! cancels out). Each game is a pure function of its seed and rotation, so the
//! results do not depend on `--jobs`.

mod chart;
mod report;

use super::simulate::parse_players;
use super::Stones;
use crate::rules::RuleOptions;
use crate::table::headless::{self, BotGame, HeadlessTable, QuarryMode};
use crate::table::SeatKind;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use report::{GameRow, Standing};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Most games in one tournament.
const MAX_GAMES: u32 = 1_000_000;

/// Options of `tournament`.
#[derive(clap::Args, Debug)]
pub struct TournamentArgs {
    /// The bots, comma-separated, 2 to 4: random, easy, normal, hard (a level may
    /// appear twice), or agent:COMMAND (an outside program speaking the seat
    /// protocol, started afresh for every game).
    #[arg(long, default_value = "normal,easy")]
    pub seats: String,
    /// Games in all: a multiple of the number of seats (every rotation of each deal).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=MAX_GAMES as i64))]
    pub games: u32,
    /// Where push outcomes come from.
    #[arg(long, value_enum, default_value_t = QuarryMode::Physics)]
    pub quarry: QuarryMode,
    /// The stones in the quarry: blocks, or the wooden discs of the box (their own
    /// quarry file and outcome model).
    #[arg(long, value_enum, default_value_t = Stones::Blocks)]
    pub stones: Stones,
    /// Games played at once (the results do not depend on it); with fewer than the
    /// cores, each bot tries its pushes on the cores left over.
    #[arg(long, default_value_t = 1, value_parser = super::jobs())]
    pub jobs: usize,
    /// Seed of the first deal; deal i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Folder for the CSV files and the chart.
    #[arg(long, default_value = "tournament")]
    pub out: PathBuf,
    /// Prints the standings as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
    #[command(flatten)]
    pub agents: super::agents::AgentArgs,
}

/// The checked options: the bots and how many deals.
struct Plan {
    entries: Vec<SeatKind>,
    deals: u32,
}

fn check(args: &TournamentArgs) -> Result<Plan, String> {
    let entries = parse_players(&args.seats, "--seats")?;
    let n = entries.len() as u32;
    if !(1..=MAX_GAMES).contains(&args.games) {
        return Err(format!("--games {}: give 1 to {MAX_GAMES}", args.games));
    }
    if !args.games.is_multiple_of(n) {
        let lower = args.games / n * n;
        return Err(format!(
            "--games {}: each deal is played in all {n} seat rotations, so give a multiple of {n} (e.g. {} or {})",
            args.games,
            lower.max(n),
            lower + n
        ));
    }
    if !(1..=256).contains(&args.jobs) {
        return Err(format!("--jobs {}: give 1 to 256", args.jobs));
    }
    Ok(Plan {
        deals: args.games / n,
        entries,
    })
}

/// The levels at the table (position order) in rotation `r`: entry `e` sits at
/// position `(e + r) % n`.
pub fn rotation<T: Clone>(entries: &[T], r: usize) -> Vec<T> {
    let n = entries.len();
    (0..n)
        .map(|pos| entries[(pos + n - r % n) % n].clone())
        .collect()
}

pub fn run(args: &TournamentArgs) -> Result<(), String> {
    let plan = check(args)?;
    std::fs::create_dir_all(&args.out)
        .map_err(|e| format!("cannot create {}: {e}", args.out.display()))?;
    let mut table =
        HeadlessTable::load_stones(args.quarry, RuleOptions::default(), args.stones.preset())?;
    // Fewer games at once than cores: each bot tries its pushes on the rest.
    table.bot_threads = (headless::cores() / args.jobs).max(1);
    table.agents = args.agents.options();
    let n = plan.entries.len();
    let total = plan.deals as usize * n;
    let bar = progress(total as u64, args.quiet);
    let started = std::time::Instant::now();
    let games = play_all(&table, args.seed, &plan.entries, total, args.jobs, &bar)?;
    bar.finish_and_clear();
    let rows: Vec<GameRow> = games
        .iter()
        .enumerate()
        .map(|(g, game)| GameRow::new(g, g % n, &plan.entries, game))
        .collect();
    let standings = Standing::all(&plan.entries, &rows);
    let summary = report::Summary::new(args, &standings, &rows, started.elapsed().as_secs_f64());
    report::write_csv(&args.out, &standings, &rows)?;
    chart::draw(&args.out.join("tournament.png"), &summary)?;
    let json = serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?;
    let json_path = args.out.join("tournament.json");
    std::fs::write(&json_path, &json)
        .map_err(|e| format!("cannot write {}: {e}", json_path.display()))?;
    if args.json {
        super::print_out(&json)
    } else {
        super::print_out(&summary.text())
    }
}

/// Plays games `0..total` on `jobs` threads; game `g` is deal `g / n` in
/// rotation `g % n`. Results come back in game order.
fn play_all(
    table: &HeadlessTable,
    seed: u64,
    entries: &[SeatKind],
    total: usize,
    jobs: usize,
    bar: &ProgressBar,
) -> Result<Vec<BotGame>, String> {
    let n = entries.len();
    let next = AtomicUsize::new(0);
    let slots: Mutex<Vec<Option<BotGame>>> = Mutex::new((0..total).map(|_| None).collect());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, total.max(1)) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= total || failure.lock().map_or(true, |f| f.is_some()) {
                    break;
                }
                let seats = rotation(entries, g % n);
                let deal_seed = seed.wrapping_add((g / n) as u64);
                match headless::play(table, deal_seed, &seats, false) {
                    Ok(game) => {
                        if let Ok(mut slots) = slots.lock() {
                            slots[g] = Some(game);
                        }
                        bar.inc(1);
                    }
                    Err(e) => {
                        if let Ok(mut f) = failure.lock() {
                            f.get_or_insert(e);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure
        .into_inner()
        .map_err(|_| "a worker thread panicked")?
    {
        return Err(e);
    }
    let slots = slots.into_inner().map_err(|_| "a worker thread panicked")?;
    slots
        .into_iter()
        .enumerate()
        .map(|(g, s)| {
            s.ok_or_else(|| format!("game {g} was not played (a worker thread panicked)"))
        })
        .collect()
}

fn progress(total: u64, quiet: bool) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_sits_in_every_position_once_per_deal() {
        use crate::bots::BotLevel;
        use BotLevel::*;
        let entries = [Normal, Easy, Random];
        let rotations: Vec<Vec<BotLevel>> = (0..3).map(|r| rotation(&entries, r)).collect();
        assert_eq!(rotations[0], vec![Normal, Easy, Random]);
        assert_eq!(rotations[1], vec![Random, Normal, Easy]);
        for pos in 0..3 {
            let mut at: Vec<BotLevel> = rotations.iter().map(|r| r[pos]).collect();
            at.sort();
            assert_eq!(at, vec![Random, Easy, Normal], "position {pos}");
        }
    }
}

//! `via-appia simulate`: many complete games between bots, with a summary.

use super::stats::quantile;
use super::summary::game_summary;
use crate::bots::random::RandomPlayer;
use crate::bots::BotLevel;
use crate::record::Recorder;
use crate::rules::{Game, GameData, RuleOptions, Setup};
use crate::table::headless::{self, ActionTally, BotGame, HeadlessTable, QuarryMode, SeatTally};
use crate::table::SeatKind;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SimulateArgs {
    /// Number of complete games to play (1 to 10,000,000).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    pub games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Comma-separated players in table order, 2 to 4: random, easy, normal, hard,
    /// or agent:COMMAND (an outside program speaking the seat protocol).
    #[arg(long, default_value = "random,random,random")]
    pub players: String,
    /// Where push outcomes come from: the rapier quarry, the fitted model, or the
    /// random stand-in.
    #[arg(long, value_enum, default_value_t = QuarryMode::Random)]
    pub quarry: QuarryMode,
    /// Stones the quarry action needs (1 or 2).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub quarry_min_stones: u8,
    /// Play the rulebook strictly: no unloading of a stuck cart (a game can then
    /// stall for good; see RULES.md, "Unloading a stuck cart").
    #[arg(long)]
    pub no_unload_stuck_cart: bool,
    /// Write each finished game as a JSON record into this folder.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
    #[command(flatten)]
    pub agents: super::agents::AgentArgs,
}

/// Most games one run may play.
const MAX_GAMES: u64 = 10_000_000;

/// The players of a comma-separated list of 2 to 4: bot levels, and outside
/// programs as `agent:COMMAND`.
pub fn parse_players(list: &str, flag: &str) -> Result<Vec<SeatKind>, String> {
    let known = BotLevel::ALL.map(BotLevel::key).join(", ");
    let levels = list
        .split(',')
        .map(|name| {
            if let Some(problem) = SeatKind::agent_problem(name) {
                return Err(format!("{flag}: {problem}"));
            }
            match SeatKind::parse(name) {
                Some(SeatKind::Human) | None => Err(format!(
                    "unknown player `{}` in {flag} (known: {known}, or agent:COMMAND for \
                     an outside program)",
                    name.trim()
                )),
                Some(kind) => Ok(kind),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=4).contains(&levels.len()) {
        return Err(format!(
            "{flag} lists {} players; Via Appia is for 2 to 4",
            levels.len()
        ));
    }
    Ok(levels)
}

/// The outcome of one simulated game.
pub struct Played {
    pub game: Game,
    pub commands: usize,
}

/// Plays one game to its end with one random player that sees the whole game and
/// answers the quarry at random: the rules engine's throughput, without the
/// seat views of [`headless::play`] (`benches/random_play.rs`). `recorder` gets
/// every command.
pub fn play_random_game(
    data: Arc<GameData>,
    setup: &Setup,
    mut recorder: Option<&mut Recorder>,
) -> Result<Played, String> {
    let mut game = Game::new(data, setup)?;
    let mut player = RandomPlayer::new(setup.seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut commands = 0;
    let mut events = Vec::new();
    while let Some(command) = player.next_command(&game) {
        let result = match recorder.as_deref_mut() {
            Some(r) => r.apply(&mut game, &command).map(drop),
            None => {
                events.clear();
                game.apply_into(&command, &mut events)
            }
        };
        result.map_err(|e| {
            format!(
                "seed {}: the engine refused its own legal command {command}: {e}",
                setup.seed
            )
        })?;
        commands += 1;
    }
    Ok(Played { game, commands })
}

/// Figures over many games.
#[derive(Debug, Default, serde::Serialize)]
pub struct Summary {
    pub games: u64,
    /// Games given up as stalled after `headless::MAX_COMMANDS` (no winner).
    pub unfinished: u64,
    pub players: usize,
    /// The level at each seat.
    pub seats: Vec<String>,
    pub quarry: String,
    pub mean_turns: f64,
    pub mean_rounds: f64,
    pub mean_commands: f64,
    pub mean_pushes: f64,
    /// Rounds a finished game took: median, shortest, longest.
    pub rounds_median: f64,
    pub rounds_min: f64,
    pub rounds_max: f64,
    /// The richest player's sesterces at the end of a finished game: median and
    /// largest (money nobody spent is turns nobody used).
    pub richest_median: f64,
    pub richest_max: f64,
    /// Per seat: the actions its turns began with, over all games, and the
    /// share of them that took income.
    pub actions: Vec<ActionTally>,
    pub income_share: Vec<f64>,
    pub mean_scores: Vec<f64>,
    /// Share of games each seat won (ties count for every winner).
    pub win_share: Vec<f64>,
    /// Per seat: commands that were not legal, that the engine refused, and
    /// turns with no command (all must be zero).
    pub illegal: Vec<u32>,
    pub refused: Vec<u32>,
    pub missing: Vec<u32>,
    /// Per seat: moves the Normal bot made for an outside program that answered
    /// badly, late or not at all (0 for bots).
    pub fallbacks: Vec<u32>,
    /// Per seat: wall milliseconds per decision, median and 95th percentile.
    pub decision_ms_median: Vec<f64>,
    pub decision_ms_p95: Vec<f64>,
    pub wall_seconds: f64,
    pub games_per_second: f64,
}

pub fn run(args: &SimulateArgs) -> Result<(), String> {
    let seats = parse_players(&args.players, "--players")?;
    if !(1..=MAX_GAMES).contains(&args.games) {
        return Err(format!("--games {}: give 1 to {MAX_GAMES}", args.games));
    }
    let options = RuleOptions {
        quarry_min_stones: args.quarry_min_stones,
        unload_stuck_cart: !args.no_unload_stuck_cart,
    };
    options
        .validate()
        .map_err(|e| format!("--quarry-min-stones: {}", e.message))?;
    if let Some(dir) = &args.record {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut table = HeadlessTable::load_default(args.quarry, options)?;
    // One game at a time: a Hard bot tries its pushes on every core.
    table.bot_threads = crate::table::headless::cores();
    table.agents = args.agents.options();
    let bar = progress_bar(args);
    let n = seats.len();
    let mut summary = Summary {
        games: args.games,
        players: n,
        seats: seats.iter().map(SeatKind::spelled).collect(),
        quarry: args.quarry.key().to_string(),
        mean_scores: vec![0.0; n],
        win_share: vec![0.0; n],
        ..Summary::default()
    };
    let mut decisions: Vec<Vec<f64>> = vec![Vec::new(); n];
    let mut lengths = GameLengths::default();
    let start = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let played = headless::play(&table, seed, &seats, args.record.is_some())?;
        if let Some(dir) = &args.record {
            write_record(dir, seed, &played)?;
        }
        add_game(&mut summary, &played, &mut decisions);
        lengths.add(&played);
        bar.inc(1);
    }
    bar.finish_and_clear();
    // Sorted once here, each quantile's own sort finds the order in one pass:
    // a long random run times millions of decisions.
    for times in &mut decisions {
        times.sort_by(f64::total_cmp);
    }
    summary.decision_ms_median = decisions.iter().map(|d| quantile(d, 0.5)).collect();
    summary.decision_ms_p95 = decisions.iter().map(|d| quantile(d, 0.95)).collect();
    lengths.finish(&mut summary);
    finish_summary(&mut summary, start.elapsed().as_secs_f64());
    print_summary(&summary, args.json)
}

/// Writes `game-SEED.json`: the record and the final state.
fn write_record(dir: &Path, seed: u64, played: &BotGame) -> Result<(), String> {
    let record = played.record.clone().ok_or("the game was not recorded")?;
    let file = super::replay::RecordFile {
        record,
        final_state: game_summary(&played.game),
    };
    let path = dir.join(format!("game-{seed}.json"));
    let text = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())?;
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn progress_bar(args: &SimulateArgs) -> ProgressBar {
    if args.quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(args.games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
    {
        bar.set_style(style);
    }
    bar
}

fn add_game(summary: &mut Summary, played: &BotGame, decisions: &mut [Vec<f64>]) {
    let game = &played.game;
    summary.mean_turns += f64::from(game.players()[0].turns());
    summary.mean_rounds += f64::from(game.round());
    summary.mean_commands += played.commands as f64;
    summary.mean_pushes += f64::from(played.pushes);
    summary.unfinished += u64::from(!played.finished);
    for (i, p) in game.players().iter().enumerate() {
        summary.mean_scores[i] += f64::from(p.score());
    }
    for w in game.winners() {
        summary.win_share[w] += 1.0;
    }
    summary.illegal = sum_per_seat(&summary.illegal, played, |t| t.illegal);
    summary.refused = sum_per_seat(&summary.refused, played, |t| t.refused);
    summary.missing = sum_per_seat(&summary.missing, played, |t| t.missing);
    summary.fallbacks = sum_per_seat(&summary.fallbacks, played, |t| t.fallbacks);
    summary
        .actions
        .resize(played.tallies.len(), ActionTally::default());
    for (all, tally) in summary.actions.iter_mut().zip(&played.tallies) {
        all.add(&tally.actions);
    }
    for (all, tally) in decisions.iter_mut().zip(&played.tallies) {
        all.extend_from_slice(&tally.decision_ms);
    }
}

/// Rounds and the richest player's money of each finished game.
#[derive(Default)]
struct GameLengths {
    rounds: Vec<f64>,
    richest: Vec<f64>,
}

impl GameLengths {
    fn add(&mut self, played: &BotGame) {
        if !played.finished {
            return;
        }
        let game = &played.game;
        self.rounds.push(f64::from(game.round()));
        let richest = game
            .players()
            .iter()
            .map(|p| p.sesterces())
            .max()
            .unwrap_or(0);
        self.richest.push(f64::from(richest));
    }

    fn finish(mut self, summary: &mut Summary) {
        self.rounds.sort_by(f64::total_cmp);
        self.richest.sort_by(f64::total_cmp);
        summary.rounds_median = quantile(&self.rounds, 0.5);
        summary.rounds_min = self.rounds.first().copied().unwrap_or(0.0);
        summary.rounds_max = self.rounds.last().copied().unwrap_or(0.0);
        summary.richest_median = quantile(&self.richest, 0.5);
        summary.richest_max = self.richest.last().copied().unwrap_or(0.0);
        summary.income_share = (summary.actions.iter())
            .map(|a| f64::from(a.income) / f64::from(a.total().max(1)))
            .collect();
    }
}

fn sum_per_seat(so_far: &[u32], played: &BotGame, count: fn(&SeatTally) -> u32) -> Vec<u32> {
    played
        .tallies
        .iter()
        .enumerate()
        .map(|(i, t)| so_far.get(i).copied().unwrap_or(0) + count(t))
        .collect()
}

fn finish_summary(summary: &mut Summary, wall: f64) {
    let g = summary.games.max(1) as f64;
    summary.mean_turns /= g;
    summary.mean_rounds /= g;
    summary.mean_commands /= g;
    summary.mean_pushes /= g;
    summary.mean_scores.iter_mut().for_each(|s| *s /= g);
    summary.win_share.iter_mut().for_each(|s| *s /= g);
    summary.wall_seconds = wall;
    summary.games_per_second = summary.games as f64 / wall.max(1e-9);
}

fn print_summary(summary: &Summary, json: bool) -> Result<(), String> {
    if json {
        let text = serde_json::to_string_pretty(summary).map_err(|e| e.to_string())?;
        println!("{text}");
        return Ok(());
    }
    println!(
        "games           {} ({} quarry; seats {})",
        summary.games,
        summary.quarry,
        summary.seats.join(", ")
    );
    println!(
        "mean turns      {:.1} per player ({:.1} rounds, {:.0} commands, {:.1} pushes)",
        summary.mean_turns, summary.mean_rounds, summary.mean_commands, summary.mean_pushes
    );
    println!(
        "rounds          {:.0} median ({:.0}–{:.0}); richest player ends with {:.0} sesterces \
         median ({:.0} most)",
        summary.rounds_median,
        summary.rounds_min,
        summary.rounds_max,
        summary.richest_median,
        summary.richest_max
    );
    for i in 0..summary.players {
        println!(
            "seat {} {:<8} mean score {:.1}, wins {:.1}%, decision {:.2} ms median / {:.2} ms p95",
            i + 1,
            summary.seats[i],
            summary.mean_scores[i],
            summary.win_share[i] * 100.0,
            summary.decision_ms_median[i],
            summary.decision_ms_p95[i]
        );
        if let Some(a) = summary.actions.get(i) {
            println!(
                "                turns: {} income ({:.0}%), {} quarry, {} build, {} travel, \
                 {} unload, {} pass",
                a.income,
                summary.income_share[i] * 100.0,
                a.quarry,
                a.build,
                a.travel,
                a.unload,
                a.pass
            );
        }
    }
    let faults = |v: &[u32]| v.iter().sum::<u32>();
    println!(
        "bad commands    {} illegal, {} refused, {} missing; {} games given up unfinished",
        faults(&summary.illegal),
        faults(&summary.refused),
        faults(&summary.missing),
        summary.unfinished
    );
    if summary.seats.iter().any(|s| s.starts_with("agent:")) {
        println!(
            "programs        the Normal bot moved for them {} times (bad, late or no answers)",
            faults(&summary.fallbacks)
        );
    }
    println!("wall time       {:.3} s", summary.wall_seconds);
    println!("games/second    {:.0}", summary.games_per_second);
    Ok(())
}

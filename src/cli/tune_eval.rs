//! `via-appia tune-eval`: fits the evaluation's weights (`evaluation` in
//! `bots.ron`) to finished games — Texel's tuning method, as chess programs fit
//! their evaluations.
//!
//! 1. Bot games are played to their end (model quarry by default, so hundreds
//!    take seconds); every turn's start is kept as the player to act sees it
//!    (the others' money as counted, nothing hidden).
//! 2. Each kept position's target is what that player finally made of it: his
//!    final score less the best other's.
//! 3. Each weight in turn is moved up or down by a step, inside its range in
//!    `bots.ron`, and kept where the evaluation's mean squared error against the
//!    targets falls; steps halve when no weight moves. A fifth of the games is
//!    held out and its error reported beside the fitted one, so a fit that only
//!    learnt its own games shows.

use crate::bots::evaluate::evaluate;
use crate::bots::{MoneyLedger, SeatView, Weights};
use crate::rules::{Game, Phase, Setup};
use crate::table::headless::{self, HeadlessTable, QuarryMode};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct TuneEvalArgs {
    /// Self-play games to learn from (10 to 100,000).
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u64).range(10..=100_000))]
    pub games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The levels that play the games, 2 to 4, comma-separated.
    #[arg(long, default_value = "normal,normal")]
    pub players: String,
    /// Where push outcomes come from.
    #[arg(long, value_enum, default_value_t = QuarryMode::Model)]
    pub quarry: QuarryMode,
    /// Passes over every weight at most.
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=200))]
    pub passes: u32,
    /// Write the fitted weights into this bots file (its other lines and its
    /// comments kept), e.g. assets/bots.ron.
    #[arg(long)]
    pub write: Option<PathBuf>,
}

/// One kept position: the game as its player to act sees it, and what he made
/// of it.
struct Sample {
    game: Game,
    seat: usize,
    margin: f64,
}

pub fn run(args: &TuneEvalArgs) -> Result<(), String> {
    let seats = super::simulate::parse_players(&args.players, "--players")?;
    let table = HeadlessTable::load_default(args.quarry, Default::default())?;
    let started = Instant::now();
    let (fit, held) = gather(&table, args, &seats)?;
    eprintln!(
        "{} positions to fit and {} held out, from {} games in {:.0} s",
        fit.len(),
        held.len(),
        args.games,
        started.elapsed().as_secs_f64()
    );
    let before = table.kit.config.evaluation;
    let after = fit_weights(&before, &fit, args.passes);
    report(&before, &after, &fit, &held);
    if let Some(path) = &args.write {
        write_weights(path, &after)?;
        println!("written into {}", path.display());
    }
    Ok(())
}

/// Plays the games and keeps every turn's start for the player to act; games
/// whose seed ends in 0 to 1 (a fifth) are held out.
fn gather(
    table: &HeadlessTable,
    args: &TuneEvalArgs,
    seats: &[crate::table::SeatKind],
) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let played = headless::play(table, seed, seats, true)?;
        if !played.finished {
            continue;
        }
        let record = played.record.ok_or("the game was not recorded")?;
        let samples = positions(table, &record)?;
        if i % 5 == 4 {
            held.extend(samples);
        } else {
            fit.extend(samples);
        }
    }
    Ok((fit, held))
}

/// Every turn's start of a recorded game, as its player to act sees it, with
/// his final margin.
fn positions(
    table: &HeadlessTable,
    record: &crate::record::GameRecord,
) -> Result<Vec<Sample>, String> {
    let setup = Setup {
        seed: record.seed,
        players: record.players.clone(),
        options: record.options,
    };
    let mut game = Game::new(table.data.clone(), &setup)?;
    let mut ledger = MoneyLedger::at_start(&game);
    let mut kept = Vec::new();
    for step in &record.steps {
        if matches!(game.phase(), Phase::ChooseAction) {
            let view = SeatView::new(&game, game.current(), &ledger);
            kept.push((view.public_game(), game.current()));
        }
        let events = game.apply(&step.command).map_err(|e| e.to_string())?;
        ledger.observe(&events);
    }
    let totals: Vec<f64> = (0..game.players().len())
        .map(|p| f64::from(game.players()[p].score()))
        .collect();
    Ok(kept
        .into_iter()
        .map(|(game, seat)| {
            let best_other = (0..totals.len())
                .filter(|&p| p != seat)
                .map(|p| totals[p])
                .fold(f64::MIN, f64::max);
            Sample {
                game,
                seat,
                margin: totals[seat] - best_other,
            }
        })
        .collect())
}

/// Mean squared error of the evaluation against the final margins, the
/// positions shared between the cores.
fn error(w: &Weights, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let threads = headless::cores().max(1);
    let chunk = samples.len().div_ceil(threads);
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|s| (evaluate(w, &s.game, s.seat) - s.margin).powi(2))
                        .sum::<f64>()
                })
            })
            .collect();
        parts
            .into_iter()
            .map(|p| p.join().unwrap_or(f64::NAN))
            .sum()
    });
    total / samples.len() as f64
}

/// Weights the tuner leaves alone: `win` counts only in finished games, which
/// are never among the positions.
const NOT_FITTED: [&str; 1] = ["win"];

/// Coordinate descent on the error, each weight inside its range.
fn fit_weights(start: &Weights, samples: &[Sample], passes: u32) -> Weights {
    let mut w = *start;
    let mut best = error(&w, samples);
    let mut steps: Vec<f64> = (Weights::FIELDS.iter())
        .map(|&(_, lo, hi)| 0.08 * (hi - lo))
        .collect();
    for pass in 0..passes {
        let mut moved = false;
        for (i, &(name, lo, hi)) in Weights::FIELDS.iter().enumerate() {
            if NOT_FITTED.contains(&name) {
                continue;
            }
            for direction in [1.0, -1.0] {
                // Keep going while it helps.
                loop {
                    let mut tried = w;
                    let value = (w.get(i) + direction * steps[i]).clamp(lo, hi);
                    if value == w.get(i) {
                        break;
                    }
                    tried.set(i, value);
                    let e = error(&tried, samples);
                    if e < best - 1e-9 {
                        (w, best, moved) = (tried, e, true);
                    } else {
                        break;
                    }
                }
            }
        }
        eprintln!("pass {}: error {best:.3}", pass + 1);
        if !moved {
            steps.iter_mut().for_each(|s| *s *= 0.5);
        }
    }
    w
}

fn report(before: &Weights, after: &Weights, fit: &[Sample], held: &[Sample]) {
    let rms = |w: &Weights, s: &[Sample]| error(w, s).sqrt();
    println!("root mean squared error of the final margin (VP):");
    println!(
        "  fitted games   {:.2} before, {:.2} after",
        rms(before, fit),
        rms(after, fit)
    );
    println!(
        "  held-out games {:.2} before, {:.2} after",
        rms(before, held),
        rms(after, held)
    );
    println!("weights:");
    for (i, (name, _, _)) in Weights::FIELDS.iter().enumerate() {
        let (a, b) = (before.get(i), after.get(i));
        let mark = if (a - b).abs() < 1e-9 { "" } else { "  *" };
        println!("  {name:<26} {a:>8.3} -> {b:>8.3}{mark}");
    }
}

/// Rewrites the values in the `evaluation: ( ... )` block of a bots file, every
/// other line and comment kept; the result is checked by loading it.
fn write_weights(path: &std::path::Path, w: &Weights) -> Result<(), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let new = with_weights(&text, w)
        .ok_or_else(|| format!("{} has no `evaluation: (` block", path.display()))?;
    crate::bots::BotsConfig::from_text(&new, &path.display().to_string())
        .map_err(|e| format!("the fitted file would not load: {e}"))?;
    std::fs::write(path, new).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `text` with each `name: value,` line of its evaluation block set to `w`.
fn with_weights(text: &str, w: &Weights) -> Option<String> {
    let start = text.find("evaluation: (")?;
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..start]);
    let mut inside = true;
    for line in text[start..].split_inclusive('\n') {
        let trimmed = line.trim_start();
        let field = trimmed.split(':').next().unwrap_or("");
        match Weights::FIELDS
            .iter()
            .position(|(name, _, _)| *name == field)
        {
            Some(i) if inside => {
                let indent = &line[..line.len() - trimmed.len()];
                let value = round(w.get(i));
                out.push_str(&format!("{indent}{field}: {value:?},\n"));
            }
            _ => {
                if trimmed.starts_with("),") || trimmed.starts_with(')') {
                    inside = false;
                }
                out.push_str(line);
            }
        }
    }
    Some(out)
}

/// Four decimal places: a file a person reads.
fn round(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_weights_replace_only_the_evaluation_values() {
        let text = crate::assets::asset_text("bots.ron").expect("bots.ron").0;
        let config = crate::bots::BotsConfig::from_text(&text, "bots.ron").expect("loads");
        let mut w = config.evaluation;
        w.stuck = 5.5;
        w.row = 0.1234;
        let new = with_weights(&text, &w).expect("an evaluation block");
        let again = crate::bots::BotsConfig::from_text(&new, "bots.ron").expect("still loads");
        assert_eq!(again.evaluation, w);
        assert_eq!(again.hard, config.hard, "the levels are untouched");
        assert_eq!(
            new.lines().count(),
            text.lines().count(),
            "comments are kept"
        );
    }
}

//! What fairness costs the Hard bot: Hard against a copy of itself that searches
//! on the true game (the hidden pile order and the game's generator included),
//! seats swapped every game, on the physical quarry. The cheating copy exists
//! only here (`headless::play_seeing`); no seat kind can ask for it.
//!
//! `cargo bench --bench fairness` prints both win shares with 95 % intervals.
//! `FAIR_GAMES` sets the games (default 20, rounded up to even), `FAIR_JOBS`
//! the threads (default: every core), `FAIR_QUARRY=model` uses the outcome model,
//! `FAIR_SEED` the first deal's seed (default 1; each deal is played twice, seats
//! swapped, so a run of N games from seed S continues one from seed 1 of S-1 deals).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use via_appia::bots::BotLevel;
use via_appia::cli::stats::wilson;
use via_appia::rules::RuleOptions;
use via_appia::table::headless::{bot_seats, play_seeing, HeadlessTable, QuarryMode};

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let games = env_number("FAIR_GAMES", 20).div_ceil(2) * 2;
    let first_seed = env_number("FAIR_SEED", 1) as u64;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let jobs = env_number("FAIR_JOBS", cores).max(1);
    let mode = match std::env::var("FAIR_QUARRY").as_deref() {
        Ok("model") => QuarryMode::Model,
        _ => QuarryMode::Physics,
    };
    let table = match HeadlessTable::load_default(mode, RuleOptions::default()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot load the assets: {e}");
            std::process::exit(1);
        }
    };
    // Per game: (finished, the seeing copy won, the fair copy won).
    let results: Mutex<Vec<(bool, bool, bool)>> = Mutex::new(Vec::new());
    // Commands not legal, refused by the engine, or missing, over every seat.
    let faults = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    let started = std::time::Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(games) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    break;
                }
                let seeing = g % 2;
                let seats = bot_seats(&[BotLevel::Hard, BotLevel::Hard]);
                let seed = first_seed + (g / 2) as u64;
                match play_seeing(&table, seed, &seats, false, Some(seeing)) {
                    Ok(played) => {
                        let winners = played
                            .game
                            .final_scoring()
                            .as_ref()
                            .map(|s| s.winners.clone())
                            .unwrap_or_default();
                        let won = |seat: usize| played.finished && winners.contains(&seat);
                        let wrong: u32 = played
                            .tallies
                            .iter()
                            .map(|t| t.illegal + t.refused + t.missing)
                            .sum();
                        faults.fetch_add(wrong as usize, Ordering::Relaxed);
                        // One line a game, so a run of hours can be watched.
                        eprintln!(
                            "game {g} (seed {seed}): {}, seeing copy in seat {seeing}{}, {:.0} s in",
                            if played.finished {
                                "finished"
                            } else {
                                "given up"
                            },
                            if won(seeing) { " won" } else { "" },
                            started.elapsed().as_secs_f64()
                        );
                        if let Ok(mut r) = results.lock() {
                            r.push((played.finished, won(seeing), won(1 - seeing)));
                        }
                    }
                    Err(e) => eprintln!("game {g}: {e}"),
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    let finished = results.iter().filter(|r| r.0).count();
    let n = finished as f64;
    for (name, wins) in [
        ("Hard (fair)", results.iter().filter(|r| r.2).count()),
        (
            "Hard seeing the pile",
            results.iter().filter(|r| r.1).count(),
        ),
    ] {
        let (lo, hi) = wilson(wins as f64, n);
        println!(
            "{name:<22} wins {:5.1} % (95 % interval {:.1}–{:.1} %) of {finished} finished games",
            100.0 * wins as f64 / n.max(1.0),
            100.0 * lo,
            100.0 * hi
        );
    }
    println!(
        "{games} games from seed {first_seed}, {} given up unfinished, {} illegal, refused or \
         missing commands, {:?} quarry, {:.0} s on {jobs} threads",
        games - finished,
        faults.load(Ordering::Relaxed),
        mode,
        started.elapsed().as_secs_f64()
    );
}

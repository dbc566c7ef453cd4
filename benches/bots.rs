//! Bot decision time on one core: Easy and Normal play whole games against each
//! other on the physical quarry (seats swapped), and every `decide` call is
//! timed — trivial turns and pushes with physics foresight alike, as a player
//! waits for them. `cargo bench --bench bots` prints median and p95 per level;
//! `BOT_BENCH_GAMES` sets the number of games (default 8).

use via_appia::bots::BotLevel;
use via_appia::cli::stats::quantile;
use via_appia::rules::RuleOptions;
use via_appia::table::headless::{bot_seats, play, HeadlessTable, QuarryMode};

fn main() {
    let games: u64 = std::env::var("BOT_BENCH_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(8);
    let table = match HeadlessTable::load_default(QuarryMode::Physics, RuleOptions::default()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot load the assets: {e}");
            std::process::exit(1);
        }
    };
    let levels = [BotLevel::Easy, BotLevel::Normal];
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for g in 0..games {
        let seats = if g % 2 == 0 {
            [levels[0], levels[1]]
        } else {
            [levels[1], levels[0]]
        };
        let played = match play(&table, 1 + g / 2, &bot_seats(&seats), false) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        for (seat, tally) in played.tallies.iter().enumerate() {
            let level = usize::from(seats[seat] == BotLevel::Normal);
            times[level].extend_from_slice(&tally.decision_ms);
        }
    }
    for (level, t) in levels.iter().zip(&times) {
        let mean = t.iter().sum::<f64>() / t.len().max(1) as f64;
        println!(
            "{:<6} decide on one core over {games} physics games: median {:.2} ms, p95 {:.2} ms, mean {:.2} ms, max {:.1} ms ({} decisions)",
            level.name(),
            quantile(t, 0.5),
            quantile(t, 0.95),
            mean,
            quantile(t, 1.0),
            t.len()
        );
    }
}

//! The Hard bot's physics foresight, measured on played quarry positions (the
//! opening laid from seed p, then p mod 12 careful pushes of random sizes):
//!
//! - physics rollouts per second on one core and on every core: a clone of the
//!   live quarry pushed and settled, as the foresight does it; per second of
//!   wall time and per second of the thread's own CPU time (the figure a busy
//!   machine cannot spoil: time the thread spent waiting for a core is left out);
//! - quality: the expected worth of the push the Hard budget chooses, against
//!   the one a search with 10 x the budget chooses, both judged on the same 64
//!   fresh noise draws (the issue asks for >= 90 %);
//! - the time one Hard push choice takes.
//!
//! `cargo bench --bench foresight`; `FORESIGHT_POSITIONS` (default 100) and
//! `FORESIGHT_THREADS` (default: every core) change the run.
//!
//! `FORESIGHT_GRID=1` studies the candidate grid instead: every plan of the
//! 13-plan grid judged on 64 noisy pushes at each position, each plan's worth as
//! a share of the best plan's and how often it was the best (how the grid's
//! order was chosen; see `candidates`).

use cpu_time::ThreadTime;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::time::Instant;
use via_appia::assets::default_game_data;
use via_appia::bots::foresight::{candidates, halving_plan, plan_words, plan_worth};
use via_appia::bots::{BotKit, LevelConfig, MoneyLedger, SeatView};
use via_appia::cli::stats::quantile;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};
use via_appia::rules::{Game, Setup, Size};

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Position `p`: a played quarry and the size the bot pushes there.
fn position(config: &QuarryConfig, opening: [u32; 3], p: u64) -> Option<(Quarry, Size)> {
    let mut quarry = Quarry::new(config, opening, p).ok()?;
    let mut rng = Pcg64::seed_from_u64(p ^ 0xf0e5);
    for _ in 0..p % 12 {
        let size = Size::ALL[rng.random_range(0..3)];
        quarry.push(size, &PushPlan::careful(config, size)).ok()?;
    }
    Some((quarry, Size::ALL[(p % 3) as usize]))
}

/// Every plan of the grid at every position: its summed worth as a share of
/// the best plan's at each position, and the positions where it was the best.
fn grid_study(
    config: &QuarryConfig,
    opening: [u32; 3],
    positions: u64,
    judge: impl Fn(&Quarry, Size, &PushPlan) -> f64,
) {
    let count = candidates(config, Size::Small, 13).len();
    let (mut sums, mut wins, mut best_sum) = (vec![0.0; count], vec![0; count], 0.0);
    for p in 0..positions {
        let Some((quarry, size)) = position(config, opening, p) else {
            continue;
        };
        let worth: Vec<f64> = candidates(config, size, count)
            .iter()
            .map(|plan| judge(&quarry, size, plan))
            .collect();
        let best = (0..count).max_by(|&a, &b| worth[a].total_cmp(&worth[b]));
        if let Some(best) = best {
            wins[best] += 1;
            best_sum += worth[best];
        }
        for (sum, w) in sums.iter_mut().zip(&worth) {
            *sum += w;
        }
    }
    let config_words = |i: usize| plan_words(&candidates(config, Size::Mid, count)[i], config);
    for i in 0..count {
        println!(
            "plan {i:2} ({}): {:.1} % of the best, best at {} positions",
            config_words(i),
            100.0 * sums[i] / best_sum,
            wins[i]
        );
    }
}

fn main() {
    let positions = env_number("FORESIGHT_POSITIONS", 100) as u64;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = env_number("FORESIGHT_THREADS", cores).max(1);
    let (config, kit, data) = match (
        QuarryConfig::load(QuarryConfig::default_path()),
        BotKit::load_default(),
        default_game_data(),
    ) {
        (Ok(c), Ok(b), Ok(d)) => (c, b, d),
        _ => {
            eprintln!("cannot load the assets");
            std::process::exit(1);
        }
    };
    let setup = Setup {
        seed: 1,
        players: vec!["A".into(), "B".into()],
        options: Default::default(),
    };
    let Ok(game) = Game::new(data.clone(), &setup) else {
        eprintln!("cannot set up a game");
        std::process::exit(1);
    };
    let ledger = MoneyLedger::at_start(&game);
    let view = SeatView::new(&game, game.current(), &ledger);
    let o = data.components.quarry_opening;
    let level = kit.config.hard;
    let mind = kit.mind(config.stones.stone_shape);
    let gift = f64::from(level.search.map_or(0.0, |s| s.gift_share));
    let mut big = level;
    big.foresight.samples *= 10;
    let seeds: Vec<u64> = (0..64).map(|i| 0x5eed_0000 + i).collect();

    // Hard's own judges: the plan it chooses, and what a plan is worth over
    // the noise draws given (both on the evaluation's weights).
    let choose = |level: &LevelConfig, quarry: &Quarry, size, threads, rng: &mut Pcg64| {
        halving_plan(level, mind, &view, quarry, size, gift, threads, rng)
    };
    let worth = |quarry: &Quarry, size, plan: &PushPlan, draws: &[u64], threads| {
        plan_worth(mind, &view, quarry, size, plan, gift, draws, threads)
    };

    if std::env::var("FORESIGHT_GRID").is_ok() {
        let judge =
            |quarry: &Quarry, size, plan: &PushPlan| worth(quarry, size, plan, &seeds, threads);
        grid_study(&config, [o.small, o.mid, o.large], positions, judge);
        return;
    }
    let (mut small_sum, mut big_sum, mut rollouts) = (0.0, 0.0, 0usize);
    let (mut rollout_s, mut rollout_cpu_s) = (0.0, 0.0);
    let mut choose_ms = Vec::new();
    let mut kept = 0;
    for p in 0..positions {
        let Some((quarry, size)) = position(&config, [o.small, o.mid, o.large], p) else {
            continue;
        };
        let mut rng = Pcg64::seed_from_u64(p);
        let (t, cpu) = (Instant::now(), ThreadTime::now());
        let chosen = choose(&level, &quarry, size, 1, &mut rng);
        let secs = t.elapsed().as_secs_f64();
        choose_ms.push(secs * 1000.0);
        rollouts += chosen.simulated;
        rollout_s += secs;
        rollout_cpu_s += cpu.elapsed().as_secs_f64();
        let wide = choose(&big, &quarry, size, threads, &mut rng);
        small_sum += worth(&quarry, size, &chosen.plan, &seeds, threads);
        big_sum += worth(&quarry, size, &wide.plan, &seeds, threads);
        kept += 1;
    }
    // Every core against one: the same pushes, on one thread and spread over all.
    let Some((quarry, size)) = position(&config, [o.small, o.mid, o.large], 7) else {
        std::process::exit(1);
    };
    let many: Vec<u64> = (0..(64 * threads as u64)).collect();
    let rate = |threads: usize| {
        let t = Instant::now();
        let plan = PushPlan::careful(&config, size);
        worth(&quarry, size, &plan, &many, threads);
        many.len() as f64 / t.elapsed().as_secs_f64()
    };
    let (single, parallel) = (rate(1), rate(threads));

    println!(
        "physics rollouts (clone + push + settle) on one core: {:.0}/s of CPU time, {:.0}/s of wall time",
        rollouts as f64 / rollout_cpu_s.max(1e-9),
        rollouts as f64 / rollout_s.max(1e-9),
    );
    println!(
        "the same {} pushes on {threads} threads: {parallel:.0}/s of wall time, on one: \
         {single:.0}/s ({:.2} x; only meaningful on an idle machine)",
        many.len(),
        parallel / single
    );
    println!(
        "Hard push choice ({} pushes): median {:.1} ms, p95 {:.1} ms over {kept} positions",
        level.foresight.plans * level.foresight.samples,
        quantile(&choose_ms, 0.5),
        quantile(&choose_ms, 0.95)
    );
    println!(
        "quality: chosen push worth {:.3} VP a push on average, 10 x budget {:.3}: {:.1} % of it",
        small_sum / kept.max(1) as f64,
        big_sum / kept.max(1) as f64,
        100.0 * small_sum / big_sum
    );
}

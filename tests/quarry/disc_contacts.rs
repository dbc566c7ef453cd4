//! A measurement, not a check (run with `--ignored --nocapture`): how deep discs lie in
//! each other and how much a disc pile still moves once it has come to rest, with sleep
//! switched off so that nothing hides the contacts' jitter. `VIA_SLOPE` and `VIA_EDGE`
//! (the disc edge radius, m) change the disc preset. The quarry's calibration page
//! (`src/quarry/calibration.md`, "Discs") says why the discs' contacts are our own.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::collections::BTreeMap;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig, StonePreset};
use via_appia::rules::Size;

/// Pushes made before the pile is watched: pushed discs ride up on each other.
const PUSHES: usize = 4;

/// Frames the awake pile is stepped before it is watched, and while it is watched.
const SETTLE_FRAMES: usize = 60;
const WATCH_FRAMES: usize = 30;

/// What one pile did while it was watched.
#[derive(Default)]
struct Rest {
    /// Deepest overlap of any stone pair (m).
    deepest: f32,
    /// Every contact pair's overlap, summed, and how many were summed.
    overlap_sum: f32,
    pairs: usize,
    /// Each stone's largest move in one frame (m).
    moves: BTreeMap<u32, f32>,
}

fn watch(config: &QuarryConfig, seed: u64) -> Rest {
    let mut quarry = match Quarry::new(config, [12, 8, 4], seed) {
        Ok(q) => q,
        Err(e) => panic!("opening: {e}"),
    };
    let mut rng = Pcg64::seed_from_u64(seed);
    for _ in 0..PUSHES {
        let size = Size::ALL[rng.random_range(0..3)];
        let plan = PushPlan::random(config, size, &mut rng);
        quarry.push(size, &plan).expect("push");
    }
    let mut desc = quarry.describe();
    desc.config.solver.sleep_linear_threshold = 0.0;
    desc.config.solver.sleep_angular_threshold = 0.0;
    for s in &mut desc.stones {
        s.sleeping = false;
        s.still_for = 0.0;
    }
    let mut quarry = Quarry::from_description(desc).expect("rebuilt");
    for _ in 0..SETTLE_FRAMES {
        quarry.step();
    }
    let positions = |q: &Quarry| -> BTreeMap<u32, [f32; 3]> {
        q.stones().map(|s| (s.id.0, s.translation)).collect()
    };
    let mut rest = Rest::default();
    let mut last = positions(&quarry);
    for _ in 0..WATCH_FRAMES {
        quarry.step();
        let now = positions(&quarry);
        for (id, p) in &now {
            if let Some(q) = last.get(id) {
                let d =
                    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt();
                let worst = rest.moves.entry(*id).or_default();
                *worst = worst.max(d);
            }
        }
        last = now;
        for (_, _, depth) in quarry.stone_overlaps() {
            rest.deepest = rest.deepest.max(depth);
            rest.overlap_sum += depth;
            rest.pairs += 1;
        }
    }
    rest
}

#[test]
#[ignore = "a measurement: prints figures, run with --ignored --nocapture"]
fn disc_pile_rest_figures() {
    let mut config = QuarryConfig::load_preset(StonePreset::Discs).expect("quarry_discs.ron");
    if let Ok(slope) = std::env::var("VIA_SLOPE") {
        config.ramp.slope_deg = slope.parse().expect("VIA_SLOPE: degrees");
    }
    if let Ok(edge) = std::env::var("VIA_EDGE") {
        config.stones.disc_edge_radius = edge.parse().expect("VIA_EDGE: metres");
    }
    let (mut deepest, mut sum, mut pairs) = (0.0f32, 0.0f32, 0usize);
    let mut moves = Vec::new();
    for seed in 1..=10u64 {
        let rest = watch(&config, seed);
        deepest = deepest.max(rest.deepest);
        sum += rest.overlap_sum;
        pairs += rest.pairs;
        moves.extend(rest.moves.into_values());
    }
    moves.sort_by(f32::total_cmp);
    let median = moves.get(moves.len() / 2).copied().unwrap_or(0.0);
    let most = moves.last().copied().unwrap_or(0.0);
    let restless = moves.iter().filter(|&&m| m > 20.0e-6).count();
    println!(
        "slope {} deg, edge radius {} m: deepest overlap {:.3} mm, mean {:.4} mm over {pairs} \
         pair-frames; largest move per frame: median stone {:.2} um, worst stone {:.1} um, \
         {restless} of {} stones above 20 um",
        config.ramp.slope_deg,
        config.stones.disc_edge_radius,
        deepest * 1000.0,
        sum / pairs.max(1) as f32 * 1000.0,
        median * 1.0e6,
        most * 1.0e6,
        moves.len()
    );
}

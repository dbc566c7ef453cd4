//! Disc contacts in a settled pile: how deep discs sink into each other and how much a
//! resting pile still moves (the measurement behind the disc collider of `quarry_discs.ron`).

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig, StonePreset};
use via_appia::rules::Size;

/// Pushes made before the pile is watched: pushed discs ride up on each other.
const PUSHES: usize = 4;

/// A settled opening kept awake for `frames` frames: the deepest overlap of any stone
/// pair (m), the mean of every pair's deepest overlap (m), and the largest move of any
/// stone in one frame (m).
fn rest_figures(config: &QuarryConfig, seed: u64, frames: usize) -> (f32, f32, f32) {
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
    let (mut deepest, mut sum, mut count, mut jitter) = (0.0f32, 0.0f32, 0usize, 0.0f32);
    let mut last: Vec<[f32; 3]> = quarry.stones().map(|s| s.translation).collect();
    for _ in 0..frames {
        quarry.step();
        let now: Vec<[f32; 3]> = quarry.stones().map(|s| s.translation).collect();
        if now.len() == last.len() {
            for (a, b) in now.iter().zip(&last) {
                let d =
                    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt();
                jitter = jitter.max(d);
            }
        }
        last = now;
        for (a, b, depth) in quarry.stone_overlaps() {
            if depth > deepest && depth > 0.002 && std::env::var("VIA_SHOW").is_ok() {
                let va = quarry.stones().find(|s| s.id == a).expect("a");
                let vb = quarry.stones().find(|s| s.id == b).expect("b");
                let up = |r: [f32; 4]| {
                    let (x, y, z, w) = (r[0], r[1], r[2], r[3]);
                    [
                        2.0 * (x * y - w * z),
                        1.0 - 2.0 * (x * x + z * z),
                        2.0 * (y * z + w * x),
                    ]
                };
                println!(
                    "seed {seed} {:?}/{:?} depth {:.2} mm  a {:?} up {:?}  b {:?} up {:?}",
                    va.size,
                    vb.size,
                    depth * 1000.0,
                    quarry.ramp().local_point(va.translation),
                    up(va.rotation),
                    quarry.ramp().local_point(vb.translation),
                    up(vb.rotation)
                );
            }
            deepest = deepest.max(depth);
            sum += depth;
            count += 1;
        }
    }
    (deepest, sum / count.max(1) as f32, jitter)
}

#[test]
#[ignore = "a measurement: prints figures, run with --ignored --nocapture"]
fn disc_pile_rest_figures() {
    let mut config = QuarryConfig::load_preset(StonePreset::Discs).expect("quarry_discs.ron");
    if let Ok(edge) = std::env::var("VIA_EDGE") {
        config.stones.disc_edge_radius = edge.parse().expect("edge radius");
    }
    if let Ok(slope) = std::env::var("VIA_SLOPE") {
        config.ramp.slope_deg = slope.parse().expect("slope");
    }
    if let Ok(hz) = std::env::var("VIA_HZ") {
        config.solver.contact_stiffness_hz = hz.parse().expect("hz");
    }
    if std::env::var("VIA_NORECYCLE").is_ok() {
        config.solver.contact_recycling = false;
    }
    if std::env::var("VIA_NOCCD").is_ok() {
        config.solver.ccd = false;
    }
    if let Ok(v) = std::env::var("VIA_ITER") {
        config.solver.iterations = v.parse().expect("iter");
    }
    let started = std::time::Instant::now();
    let (mut worst, mut mean, mut jitter) = (0.0f32, 0.0f32, 0.0f32);
    let seeds = 1..=10u64;
    for seed in seeds.clone() {
        let (d, m, j) = rest_figures(&config, seed, 60);
        worst = worst.max(d);
        mean += m / 10.0;
        jitter = jitter.max(j);
    }
    println!(
        "edge radius {} m: deepest {:.3} mm, mean pair overlap {:.4} mm, largest move per frame {:.4} mm, {:.0} ms",
        config.stones.disc_edge_radius,
        worst * 1000.0,
        mean * 1000.0,
        jitter * 1000.0,
        started.elapsed().as_secs_f64() * 1000.0
    );
}

//! Helpers shared by the quarry tests: the shipped config, pushes, bit-for-bit
//! poses (from [`super::poses`], which a binary using this module declares too),
//! a lone stone's slide and a played quarry.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use via_appia::quarry::{Edge, Fault, PushPlan, Quarry, QuarryConfig};
use via_appia::rules::components::Size;

pub use super::poses::pose_bits;

/// The shipped quarry config.
pub fn config() -> QuarryConfig {
    QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid")
}

/// A careful push at `lateral` across the entrance.
pub fn plan(lateral: f32) -> PushPlan {
    PushPlan {
        lateral,
        stone_angle: 0.3,
        pusher_angle: 0.1,
        speed: 0.45,
        accel_time: 0.05,
        distance: 1.0,
    }
}

/// Places one mid stone on an empty ramp tilted by `slope_deg` and returns how far
/// down the slope it went in one simulated second (after landing).
pub fn slide_distance(mut config: QuarryConfig, slope_deg: f32) -> f32 {
    config.ramp.slope_deg = slope_deg;
    let mut quarry = Quarry::new(&config, [0, 0, 0], 1).expect("empty quarry");
    let id = quarry
        .place_stone(Size::Mid, 0.0, 0.0)
        .expect("entrance is free");
    let along = |q: &Quarry| {
        q.stones()
            .find(|s| s.id == id)
            .map(|s| q.ramp().local_point(s.translation)[2])
    };
    for _ in 0..10 {
        quarry.step(); // lands on the ramp
    }
    let Some(start) = along(&quarry) else {
        return f32::INFINITY;
    };
    for _ in 0..60 {
        quarry.step();
    }
    along(&quarry).map_or(f32::INFINITY, |end| end - start)
}

/// Coulomb's law on the ramp: for each ramp friction μ, a lone stone stays put
/// `margin_deg` below atan(μ) (under 1 mm) and slides at least `min_slide` m in a
/// second `margin_deg` above it.
pub fn assert_slides_only_above_atan_mu(
    config: &QuarryConfig,
    frictions: &[f32],
    margin_deg: f32,
    min_slide: f32,
) {
    for &friction in frictions {
        let mut config = config.clone();
        config.materials.stone_ramp.friction = friction;
        let critical = friction.atan().to_degrees();
        let below = slide_distance(config.clone(), critical - margin_deg);
        let above = slide_distance(config, critical + margin_deg);
        assert!(
            below < 0.001,
            "mu {friction}: {below} m slid {margin_deg} deg below atan(mu)"
        );
        assert!(
            above > min_slide,
            "mu {friction}: only {above} m slid {margin_deg} deg above atan(mu)"
        );
    }
}

/// Sizes as players get them: mostly small, some mid, few large.
pub fn game_size(rng: &mut Pcg64) -> Size {
    match rng.random_range(0..10) {
        0..=5 => Size::Small,
        6..=8 => Size::Mid,
        _ => Size::Large,
    }
}

/// What `pushes` consecutive random pushes did to one quarry.
pub struct Played {
    pub quarry: Quarry,
    /// Stones off the front edge in all.
    pub front: usize,
    /// Pushes that only ended at `solver.time_cap`.
    pub capped: usize,
    /// Fewest and most stones the quarry held after a push.
    pub least: u32,
    pub most: u32,
    /// Faults other than stones pressed into each other: a stone through the ramp or a
    /// wall, inside the pusher, gone out of the world or non-finite.
    pub escapes: Vec<Fault>,
}

/// One quarry from the usual opening, pushed `pushes` times in a row with random
/// plans and sizes in the proportions players hold them (no fresh openings).
pub fn play_quarry(config: &QuarryConfig, seed: u64, pushes: usize) -> Played {
    let quarry = Quarry::new(config, [12, 8, 4], seed).expect("opening");
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut played = Played {
        quarry,
        front: 0,
        capped: 0,
        least: u32::MAX,
        most: 0,
        escapes: Vec::new(),
    };
    played.quarry.take_faults();
    for _ in 0..pushes {
        let size = game_size(&mut rng);
        let plan = PushPlan::random(config, size, &mut rng);
        let report = played
            .quarry
            .push(size, &plan)
            .expect("the push can be made");
        played.front += report
            .events
            .iter()
            .filter(|e| e.edge == Edge::Front)
            .count();
        played.capped += usize::from(report.hit_time_cap);
        let faults = played.quarry.take_faults();
        (played.escapes).extend(
            faults
                .into_iter()
                .filter(|f| !matches!(f, Fault::Overlap { .. })),
        );
        let held: u32 = played.quarry.contents().iter().sum();
        played.least = played.least.min(held);
        played.most = played.most.max(held);
    }
    played
}

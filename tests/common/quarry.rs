//! Helpers shared by the quarry tests that compare runs bit for bit.

use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};

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

/// Every stone's id and pose as raw bits, so that equality is bit for bit.
pub fn pose_bits(quarry: &Quarry) -> Vec<(u32, [u32; 7])> {
    quarry
        .stones()
        .map(|s| {
            let t = s.translation.map(f32::to_bits);
            let r = s.rotation.map(f32::to_bits);
            (s.id.0, [t[0], t[1], t[2], r[0], r[1], r[2], r[3]])
        })
        .collect()
}

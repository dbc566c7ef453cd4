//! The opening: stones laid on the ramp at random (seeded) and settled before play.

use super::config::QuarryConfig;
use super::ramp::RampGeometry;
use super::state::{Quarry, QuarryError};
use crate::rules::components::Size;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use rapier3d::prelude::*;

/// Opening stones lie square to the slope give or take this turn (rad), so that their
/// footprints can be packed as squares like stones laid by hand.
const MAX_YAW: f32 = 0.1;

/// Tries per stone to find a free spot before the attempt is given up.
const SPOT_TRIES: u32 = 400;

impl Quarry {
    /// A quarry loaded with `opening` stones (`[small, mid, large]`) laid at random from
    /// `seed`, then settled. No stone may fall off while loading: an attempt that loses
    /// one is thrown away and the next arrangement (same random stream) is tried.
    pub fn new(config: &QuarryConfig, opening: [u32; 3], seed: u64) -> Result<Quarry, QuarryError> {
        config.validate().map_err(QuarryError::Config)?;
        let mut rng = Pcg64::seed_from_u64(seed);
        for _ in 0..config.loading.attempts {
            let attempt_rng = Pcg64::seed_from_u64(rng.random());
            let mut quarry = Quarry::empty(config, attempt_rng);
            if quarry.lay_opening(opening) && quarry.settle_opening() {
                return Ok(quarry);
            }
        }
        Err(QuarryError::LoadingFailed { attempts: config.loading.attempts })
    }

    /// Lays the stones, largest first so that they find room; false if one did not fit.
    fn lay_opening(&mut self, opening: [u32; 3]) -> bool {
        let ramp = self.ramp();
        for size in [Size::Large, Size::Mid, Size::Small] {
            for _ in 0..opening[size.index()] {
                let Some((x, z)) = self.free_spot(&ramp, size) else { return false };
                let yaw = self.rng.random_range(-MAX_YAW..MAX_YAW);
                let lift = 0.5 * self.config.stones.dims(size).thickness + self.config.loading.drop_height;
                let local = Pose::from_parts(Vector::new(x, lift, z), Rotation::from_rotation_y(yaw));
                self.insert_stone(size, ramp.to_world(local), &ramp);
            }
        }
        true
    }

    /// A random spot in front of the line, clear of the walls and of other stones.
    fn free_spot(&mut self, ramp: &RampGeometry, size: Size) -> Option<(f32, f32)> {
        let l = &self.config.loading;
        let radius = self.half_side(size);
        let z_min = l.zone_start.max(ramp.line_position) + radius;
        let z_max = ramp.length - l.front_margin - radius;
        if z_max <= z_min {
            return None;
        }
        for _ in 0..SPOT_TRIES {
            let z = self.rng.random_range(z_min..z_max);
            let half = ramp.half_width_at(z - radius) - l.side_margin - radius;
            if half <= 0.0 {
                continue;
            }
            let x = self.rng.random_range(-half..half);
            if !self.square_taken(ramp, x, z, radius) {
                return Some((x, z));
            }
        }
        None
    }

    /// Half the side of the square a stone of `size` needs while loading, gap included
    /// (the turn of up to `MAX_YAW` is covered by the diagonal's growth).
    fn half_side(&self, size: Size) -> f32 {
        let d = self.config.stones.dims(size).diameter;
        0.5 * d * (MAX_YAW.cos() + MAX_YAW.sin()) + 0.5 * self.config.loading.gap
    }

    /// Whether a square of half side `half` at (`x`, `z`) overlaps a stone's square.
    fn square_taken(&self, ramp: &RampGeometry, x: f32, z: f32, half: f32) -> bool {
        self.stones.iter().any(|s| {
            let Some(body) = self.physics.bodies.get(s.body) else { return false };
            let p = ramp.to_local(body.translation());
            let reach = half + self.half_side(s.size);
            (p.x - x).abs() < reach && (p.z - z).abs() < reach
        })
    }

    /// Runs until everything sleeps; false if a stone fell or the cap was reached.
    fn settle_opening(&mut self) -> bool {
        let frames = (self.config.loading.settle_cap / self.config.solver.timestep).ceil() as u64;
        for _ in 0..frames {
            self.step();
            if !self.events.is_empty() {
                return false;
            }
            if self.is_settled() {
                self.faults.clear();
                return true;
            }
        }
        false
    }
}

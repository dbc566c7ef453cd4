//! The opening: stones laid on the ramp at random (seeded) and settled before play.

use super::config::QuarryConfig;
use super::ramp::RampGeometry;
use super::state::{Quarry, QuarryError};
use crate::rules::components::Size;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use rapier3d::prelude::*;

/// Opening stones lie square to the slope give or take this turn (rad), so that their
/// footprints can be packed in rows like stones laid by hand.
const MAX_YAW: f32 = 0.05;

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
            let laid = quarry.lay_opening(opening);
            if laid && quarry.settle_opening() {
                return Ok(quarry);
            }
        }
        Err(QuarryError::LoadingFailed {
            attempts: config.loading.attempts,
        })
    }

    /// Lays the stones in a random order in rows across the lane, from the front edge
    /// back towards the entrance, with random gaps: a packed quarry like one filled by
    /// hand. False if they do not fit in front of `loading.zone_start`.
    fn lay_opening(&mut self, opening: [u32; 3]) -> bool {
        let ramp = self.ramp();
        let mut order: Vec<Size> = Size::ALL
            .iter()
            .flat_map(|s| std::iter::repeat_n(*s, opening[s.index()] as usize))
            .collect();
        for i in (1..order.len()).rev() {
            order.swap(i, self.rng.random_range(0..=i));
        }
        let mut row_front = ramp.length - self.config.loading.front_margin;
        let mut pending = order.as_slice();
        let mut first = true;
        while !pending.is_empty() {
            let Some(laid) = self.lay_row(&ramp, row_front, pending, first) else {
                return false;
            };
            first = false;
            pending = &pending[laid.0..];
            row_front -= laid.1;
        }
        true
    }

    /// Lays as many of `sizes` as fit in one row whose front is at `row_front`; returns how
    /// many were laid and the depth the row took, or None if the row is past the zone.
    /// The first row is laid by the stones' centres instead: stones at the front edge of a
    /// played quarry overhang it, held only by their centre of mass.
    fn lay_row(
        &mut self,
        ramp: &RampGeometry,
        row_front: f32,
        sizes: &[Size],
        first: bool,
    ) -> Option<(usize, f32)> {
        let l = self.config.loading.clone();
        let largest = sizes
            .iter()
            .map(|s| self.half_side(*s))
            .fold(0.0f32, f32::max);
        let row_back = row_front - 2.0 * largest;
        if row_back < l.zone_start.max(ramp.line_position) {
            return None;
        }
        let half_width = ramp.half_width_at(row_back) - l.side_margin;
        let mut x = -half_width + self.rng.random_range(0.0..=l.gap);
        let (mut laid, mut depth) = (0, 0.0f32);
        for &size in sizes {
            let half = self.half_side(size);
            if x + 2.0 * half > half_width {
                break;
            }
            let setback = if first { 0.0 } else { half };
            let z = row_front - setback - self.rng.random_range(0.0..=l.gap);
            depth = depth.max(row_front - z + half);
            self.lay_stone(ramp, size, x + half, z);
            x += 2.0 * half + self.rng.random_range(0.0..=l.gap);
            laid += 1;
        }
        (laid > 0).then_some((laid, depth))
    }

    /// Drops one opening stone at (`x`, `z`) on the ramp, turned a little at random.
    fn lay_stone(&mut self, ramp: &RampGeometry, size: Size, x: f32, z: f32) {
        let yaw = self.rng.random_range(-MAX_YAW..MAX_YAW);
        let lift = 0.5 * self.config.stones.dims(size).thickness + self.config.loading.drop_height;
        let local = Pose::from_parts(Vector::new(x, lift, z), Rotation::from_rotation_y(yaw));
        self.insert_stone(size, ramp.to_world(local), ramp);
    }

    /// Half the side of the square a stone of `size` needs while loading (grown so that a
    /// turn of up to `MAX_YAW` stays inside; random gaps are added between squares).
    fn half_side(&self, size: Size) -> f32 {
        let d = self.config.stones.dims(size).diameter;
        0.5 * d * (MAX_YAW.cos() + MAX_YAW.sin())
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

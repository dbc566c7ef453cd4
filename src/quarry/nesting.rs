//! How an opening of wooden discs is laid: each disc slid in from the back until it
//! touches the discs before it, so that it settles into the pocket between two of
//! them as round stones do (a hexagonal packing where sizes allow), not in the square
//! cells the blocks are laid in. A disc pile laid in square cells leaves a hollow
//! behind every pair of discs, and a careful push spends itself closing them.

use super::ramp::RampGeometry;

/// Step across the lane at which resting places are tried (m): a twentieth of the
/// smallest disc, finer than any gap the loader leaves between discs.
const STEP: f32 = 0.0005;

/// The discs laid so far, as circles on the ramp's plane (ramp frame: `x` across the
/// lane, `z` down the slope).
#[derive(Default)]
pub(super) struct Nest {
    discs: Vec<Circle>,
}

#[derive(Clone, Copy)]
struct Circle {
    x: f32,
    z: f32,
    radius: f32,
}

impl Nest {
    /// The resting place farthest down the slope for a disc of `radius` slid in from
    /// the back: `(x, z)` of its centre. In each column of the lane the disc stops at
    /// the first disc it meets, or with its centre `front_margin` behind the free front
    /// edge; it keeps `side_margin` from the walls where its back lies (the lane
    /// narrows towards the top). Ties (the free front edge) go to the place nearest
    /// the left wall, or the right one with `from_right`, so the front row is laid
    /// shoulder to shoulder. `None` if no column has room.
    pub(super) fn lowest_place(
        &self,
        ramp: &RampGeometry,
        radius: f32,
        front_margin: f32,
        side_margin: f32,
        from_right: bool,
    ) -> Option<(f32, f32)> {
        let half = ramp.half_width_at(ramp.length);
        let columns = (2.0 * half / STEP).floor() as i32;
        let mut best: Option<(f32, f32)> = None;
        for i in 0..=columns {
            let i = if from_right { columns - i } else { i };
            let x = -half + i as f32 * STEP;
            let z = self.stop_in_column(ramp.length - front_margin, x, radius);
            let walls = ramp.half_width_at(z - radius) - side_margin;
            if x.abs() + radius <= walls && best.is_none_or(|(_, b)| z > b + 1e-6) {
                best = Some((x, z));
            }
        }
        best
    }

    /// Where a disc of `radius` slid down the column at `x` stops: touching the first
    /// disc in its way, or at `free` (the front edge) when none is.
    fn stop_in_column(&self, free: f32, x: f32, radius: f32) -> f32 {
        self.discs.iter().fold(free, |z, c| {
            let reach = radius + c.radius;
            let dx = (x - c.x).abs();
            if dx >= reach {
                z
            } else {
                z.min(c.z - (reach * reach - dx * dx).sqrt())
            }
        })
    }

    /// Records a disc laid at (`x`, `z`), counted as `radius` across (grown by any
    /// gap it should keep from later discs).
    pub(super) fn add(&mut self, x: f32, z: f32, radius: f32) {
        self.discs.push(Circle { x, z, radius });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarry::{QuarryConfig, StonePreset};

    fn ramp() -> RampGeometry {
        let config = QuarryConfig::load_preset(StonePreset::Discs).expect("the disc preset loads");
        RampGeometry::new(&config.ramp)
    }

    #[test]
    fn the_first_discs_line_the_front_edge_side_by_side() {
        let ramp = ramp();
        let mut nest = Nest::default();
        let (x1, z1) = nest
            .lowest_place(&ramp, 0.01, 0.002, 0.002, false)
            .expect("room");
        nest.add(x1, z1, 0.01);
        let (x2, z2) = nest
            .lowest_place(&ramp, 0.01, 0.002, 0.002, false)
            .expect("room");
        assert!((z1 - (ramp.length - 0.002)).abs() < 1e-6);
        assert!((z2 - z1).abs() < 1e-6, "both on the front row");
        assert!((x2 - x1 - 0.02).abs() <= STEP + 1e-6, "touching: {x1} {x2}");
        assert!(x1 < 0.0, "laid from the left");
    }

    #[test]
    fn a_disc_behind_two_others_settles_into_the_pocket_between_them() {
        let ramp = ramp();
        let mut nest = Nest::default();
        let front = ramp.length - 0.002;
        nest.add(-0.01, front, 0.01);
        nest.add(0.01, front, 0.01);
        // Fill the rest of the front row so that the pocket is the lowest place.
        for x in [-0.03, -0.05, 0.03, 0.05] {
            nest.add(x, front, 0.01);
        }
        let (x, z) = nest
            .lowest_place(&ramp, 0.01, 0.002, 0.002, false)
            .expect("room");
        let hex = front - 0.02 * (3.0f32).sqrt() / 2.0;
        assert!(
            (z - hex).abs() < 1e-4,
            "nested at {z}, a hexagonal row lies at {hex}"
        );
        assert!(
            (x.abs() - 0.02).abs() < 0.0011 || x.abs() < 0.0011 || (x.abs() - 0.04).abs() < 0.0011
        );
        // Behind the pocket, not in a square cell: a whole diameter further up.
        assert!(z > front - 0.02 + 0.002);
    }

    #[test]
    fn no_column_left_means_no_place() {
        let ramp = ramp();
        let mut nest = Nest::default();
        let half = ramp.half_width_at(ramp.length);
        let mut x = -half;
        while x <= half {
            nest.add(x, ramp.line_position, 0.01);
            x += 0.005;
        }
        let place = nest.lowest_place(&ramp, 0.01, 0.002, 0.002, false);
        assert!(place.is_none_or(|(_, z)| z - 0.01 < ramp.line_position));
    }
}

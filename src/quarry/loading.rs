//! The opening: stones laid on the ramp at random (seeded) and settled before play.
//!
//! Where the opening ends decides how far a careful push gets into it, and how it is
//! packed decides how far the pile gives: the calibration's most sensitive levers
//! (`loading.zone_start`, `loading.gap`, `loading.front_margin`; the quarry module's
//! calibration, `calibration.md`, says why each has its value). Blocks are laid as
//! stones slid in from the back come to rest, each as far down as the stones before it
//! let it go, resting across two where it can, as bricks are laid; discs nest
//! (`nesting.rs`). The front row stands `front_margin` short of its tipping point (half
//! a stone's thickness times the slope's tangent ahead of its centre), so a nudge does
//! not drop it. A tight opening fits in only some arrangements, so loading tries up to
//! `loading.attempts`, nearly all thrown away before any physics runs.

use super::config::{QuarryConfig, StoneShape};
use super::nesting::Nest;
use super::ramp::RampGeometry;
use super::state::{Quarry, QuarryError};
use crate::rules::components::Size;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use rapier3d::prelude::*;

/// How far up the slope a quarry being loaded may reach.
#[derive(Clone, Copy)]
enum Reach {
    /// To `loading.zone_start` (never behind the line): an opening.
    ZoneStart,
    /// To the top of the ramp: a quarry as full as play can make it.
    Top,
}

/// Opening stones lie square to the slope give or take this turn (rad), so that their
/// footprints can be packed in rows like stones laid by hand.
const MAX_YAW: f32 = 0.05;

impl Quarry {
    /// A quarry loaded with `opening` stones (`[small, mid, large]`) laid at random from
    /// `seed`, then settled. No stone may fall off while loading: an attempt that loses
    /// one is thrown away and the next arrangement (same random stream) is tried.
    pub fn new(config: &QuarryConfig, opening: [u32; 3], seed: u64) -> Result<Quarry, QuarryError> {
        Quarry::load(config, opening, seed, Reach::ZoneStart)
    }

    /// A quarry holding `stones` (`[small, mid, large]`) as a game in play may hold
    /// them, laid from `seed`: as [`Quarry::new`] lays an opening where they fit in
    /// front of `loading.zone_start`, and otherwise up to the top of the ramp, behind
    /// the line, as a played quarry fills up to its entrance. For rebuilding a quarry
    /// mid-game (a retuned config); an opening only just fits in front of
    /// `loading.zone_start`, so a quarry holding more would not load there. Stones
    /// that find no room on the ramp are laid on the pile, up to `MAX_LAYERS` deep,
    /// each layer set back from the front edge, as a played quarry's stones come to
    /// lie partly on each other.
    pub fn holding(
        config: &QuarryConfig,
        stones: [u32; 3],
        seed: u64,
    ) -> Result<Quarry, QuarryError> {
        match Quarry::load(config, stones, seed, Reach::ZoneStart) {
            // Only where stones did not fit: a pile that will not come to rest (a
            // tuning too steep) is reported as it is, without a second round.
            Err(QuarryError::LoadingFailed { did_not_fit, .. }) if did_not_fit > 0 => {
                Quarry::load(config, stones, seed, Reach::Top)
            }
            loaded => loaded,
        }
    }

    fn load(
        config: &QuarryConfig,
        opening: [u32; 3],
        seed: u64,
        reach: Reach,
    ) -> Result<Quarry, QuarryError> {
        config.validate().map_err(QuarryError::Config)?;
        let mut rng = Pcg64::seed_from_u64(seed);
        let mut did_not_fit = 0;
        for _ in 0..config.loading.attempts {
            let attempt_rng = Pcg64::seed_from_u64(rng.random());
            let mut quarry = Quarry::empty(config, attempt_rng);
            if !quarry.lay_opening(opening, reach) {
                did_not_fit += 1;
            } else if quarry.settle_opening() {
                return Ok(quarry);
            }
        }
        Err(QuarryError::LoadingFailed {
            attempts: config.loading.attempts,
            did_not_fit,
            length: config.ramp.length,
            slope_deg: config.ramp.slope_deg,
        })
    }

    /// Lays the stones in a random order, each as far down the slope as the stones
    /// already laid let it go, as a stone slid in from the back comes to rest against
    /// the pile: a packed quarry like one filled by hand. The first stones at the
    /// front edge overhang it by their centres. Reaching to the top, the stones that
    /// find no room go on in a layer on the pile, and so on. False if they do not fit.
    fn lay_opening(&mut self, opening: [u32; 3], reach: Reach) -> bool {
        let mut order: Vec<Size> = Size::ALL
            .iter()
            .flat_map(|s| std::iter::repeat_n(*s, opening[s.index()] as usize))
            .collect();
        for i in (1..order.len()).rev() {
            order.swap(i, self.rng.random_range(0..=i));
        }
        let ramp = self.ramp();
        let (limit, layers) = match reach {
            Reach::ZoneStart => (self.zone_start(&ramp), 1),
            Reach::Top => (0.0, MAX_LAYERS),
        };
        for layer in 0..layers {
            let layer = Layer::new(&self.config, layer);
            order = match self.config.stones.stone_shape {
                StoneShape::Box => self.lay_blocks(order, limit, &layer),
                StoneShape::Disc => self.lay_discs(order, limit, &layer),
            };
            if order.is_empty() {
                return true;
            }
        }
        false
    }

    /// Blocks are laid in square cells along a skyline, with no hollow behind a small
    /// block beside a large one (a hollow takes up a careful push before the front
    /// moves). The stones that found no room are given back, in order.
    fn lay_blocks(&mut self, order: Vec<Size>, limit: f32, layer: &Layer) -> Vec<Size> {
        let ramp = self.ramp();
        let mut skyline = Skyline::new(&ramp, layer.side_margin);
        let gap = self.config.loading.gap;
        for (laid, &size) in order.iter().enumerate() {
            let half = self.half_side(size);
            let front_margin = layer.front_margin + self.tipping_lead(size);
            let Some((x, back)) = skyline.lowest_place(&ramp, half, front_margin) else {
                return order[laid..].to_vec();
            };
            let z = back - half - self.rng.random_range(0.0..=gap);
            if z - half < limit {
                return order[laid..].to_vec();
            }
            let x = x + self.rng.random_range(-0.5 * gap..=0.5 * gap);
            skyline.cover(
                x - half,
                x + half,
                z - half - self.rng.random_range(0.0..=gap),
            );
            self.lay_stone(&ramp, size, x, z, layer.lift);
        }
        Vec::new()
    }

    /// Discs are laid as round stones nest: each slid in until it touches the discs
    /// before it, into the pocket between two where there is one (see [`Nest`]),
    /// keeping a random gap of up to `loading.gap`. The discs that found no room are
    /// given back, in order.
    fn lay_discs(&mut self, order: Vec<Size>, limit: f32, layer: &Layer) -> Vec<Size> {
        let ramp = self.ramp();
        let loading = self.config.loading.clone();
        let mut nest = Nest::default();
        for (laid, &size) in order.iter().enumerate() {
            let radius = 0.5 * self.config.stones.dims(size).diameter;
            let kept = radius + self.rng.random_range(0.0..=0.5 * loading.gap);
            let from_right = self.rng.random_bool(0.5);
            let Some((x, z)) = nest.lowest_place(
                &ramp,
                kept,
                layer.front_margin + self.tipping_lead(size),
                layer.side_margin,
                from_right,
            ) else {
                return order[laid..].to_vec();
            };
            let z = z - self.rng.random_range(0.0..=0.5 * loading.gap);
            if z - radius < limit {
                return order[laid..].to_vec();
            }
            nest.add(x, z, kept);
            self.lay_stone(&ramp, size, x, z, layer.lift);
        }
        Vec::new()
    }

    /// How far up the slope the opening may reach: `loading.zone_start`, and never
    /// behind the line.
    fn zone_start(&self, ramp: &RampGeometry) -> f32 {
        self.config.loading.zone_start.max(ramp.line_position)
    }

    /// Drops one opening stone at (`x`, `z`) on the ramp (`lift` above it: on the
    /// stones of the layers below), turned a little at random.
    fn lay_stone(&mut self, ramp: &RampGeometry, size: Size, x: f32, z: f32, lift: f32) {
        let yaw = self.rng.random_range(-MAX_YAW..MAX_YAW);
        let lift =
            lift + 0.5 * self.config.stones.dims(size).thickness + self.config.loading.drop_height;
        let local = Pose::from_parts(Vector::new(x, lift, z), Rotation::from_rotation_y(yaw));
        self.insert_stone(size, ramp.to_world(local), ramp);
    }

    /// How far behind the front edge a stone of `size` lying flat on the ramp tips
    /// over it (m): how far down the slope from its centre the plumb line through its
    /// centre of mass meets the ramp ([`RampGeometry::plumb_z`]). With
    /// `loading.front_margin_from_tipping` the opening's front row stands
    /// `loading.front_margin` short of that, whatever its size (0 without).
    fn tipping_lead(&self, size: Size) -> f32 {
        if !self.config.loading.front_margin_from_tipping {
            return 0.0;
        }
        let centre = Vector::new(0.0, 0.5 * self.config.stones.dims(size).thickness, 0.0);
        self.ramp().plumb_z(centre)
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

/// Layers a quarry being rebuilt may be laid in: four hold 60 stones of either
/// preset, more than play piles up (30–39 in sixty pushes, at most 47 in two hundred).
const MAX_LAYERS: usize = 4;

/// Stones of a layer on the pile keep this many large stones' widths farther back
/// from the front edge than the layer below, so that a stone rests mostly on stones,
/// not on the overhanging front row.
const LAYER_SETBACK: f32 = 0.5;

/// ... and this many farther from the walls, which are lower than two stones.
const LAYER_SIDE_SETBACK: f32 = 0.25;

/// Where the stones of one layer go: `lift` above the ramp (on the layers below),
/// centres at least `front_margin` behind the front edge and clear of the walls by
/// `side_margin`.
struct Layer {
    lift: f32,
    front_margin: f32,
    side_margin: f32,
}

impl Layer {
    fn new(config: &QuarryConfig, layer: usize) -> Layer {
        let stones = &config.stones;
        let thickest = Size::ALL
            .iter()
            .map(|s| stones.dims(*s).thickness)
            .fold(0.0, f32::max);
        let widest = Size::ALL
            .iter()
            .map(|s| stones.dims(*s).diameter)
            .fold(0.0, f32::max);
        let n = layer as f32;
        Layer {
            lift: n * thickest,
            front_margin: config.loading.front_margin + n * LAYER_SETBACK * widest,
            side_margin: config.loading.side_margin + n * LAYER_SIDE_SETBACK * widest,
        }
    }
}

/// The back of the pile being laid, across the lane in slices of `SLICE`: where each
/// slice's nearest stone ends, measured down the slope (`None`: nothing laid there yet,
/// the front edge is free).
struct Skyline {
    left: f32,
    back: Vec<Option<f32>>,
    side_margin: f32,
}

/// Width of one slice of the skyline (m): a millimetre is finer than any gap between
/// opening stones.
const SLICE: f32 = 0.001;

/// A stone that rests across two stones in front of it (as bricks are laid) counts
/// as lying this much farther down the slope (m): a push then fans out through
/// the pile instead of sliding one column of stones past its neighbours.
const BRICK_BONUS: f32 = 0.003;

impl Skyline {
    fn new(ramp: &RampGeometry, side_margin: f32) -> Skyline {
        let half = ramp.half_width_at(ramp.length);
        let slices = (2.0 * half / SLICE).ceil() as usize;
        Skyline {
            left: -half,
            back: vec![None; slices],
            side_margin,
        }
    }

    fn slices(&self, from: f32, to: f32) -> std::ops::Range<usize> {
        let i = ((from - self.left) / SLICE).floor().max(0.0) as usize;
        let j = ((to - self.left) / SLICE).ceil().max(0.0) as usize;
        i.min(self.back.len())..j.min(self.back.len())
    }

    /// The place for a stone of half side `half` farthest down the slope, between the
    /// walls as they stand where it would lie: `(centre x, back of what it rests
    /// against)`. A hollow left in front of it counts as lying that much higher up
    /// (its mean depth), resting across two stones as [`BRICK_BONUS`] lower down. At
    /// the free front edge a stone's centre lies `front_margin` behind the edge.
    fn lowest_place(
        &self,
        ramp: &RampGeometry,
        half: f32,
        front_margin: f32,
    ) -> Option<(f32, f32)> {
        let free = ramp.length - front_margin + half;
        let mut best: Option<(f32, f32, f32)> = None;
        let mut x = self.left + half;
        while x + half <= -self.left {
            let under = &self.back[self.slices(x - half, x + half)];
            let back = under.iter().flatten().fold(free, |z, b| z.min(*b));
            let walls = ramp.half_width_at(back - 2.0 * half) - self.side_margin;
            let hollow =
                under.iter().flatten().map(|b| b - back).sum::<f32>() / under.len().max(1) as f32;
            let bricked = under
                .windows(2)
                .any(|w| w[0].is_some() && w[1].is_some() && w[0] != w[1]);
            let score = hollow - back - if bricked { BRICK_BONUS } else { 0.0 };
            if x.abs() + half <= walls && best.is_none_or(|(_, _, s)| score < s - 1e-9) {
                best = Some((x, back, score));
            }
            x += SLICE;
        }
        best.map(|(x, back, _)| (x, back))
    }

    /// Marks the slices from `from` to `to` as ending at `back`.
    fn cover(&mut self, from: f32, to: f32, back: f32) {
        let range = self.slices(from, to);
        for b in &mut self.back[range] {
            *b = Some(b.map_or(back, |old| old.min(back)));
        }
    }
}

//! A whole push in one call: the [`PushDriver`] run to its end with a plan.

use super::config::QuarryConfig;
use super::driver::PushDriver;
use super::falls::StoneFell;
use super::state::{Quarry, QuarryError};
use crate::rules::components::Size;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// How a player pushes one stone. Every number is clamped to the rules when it is used.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushPlan {
    /// Where the stone and the pusher stand across the entrance (m, 0 = middle).
    pub lateral: f32,
    /// The stone's turn about the ramp's normal (rad).
    pub stone_angle: f32,
    /// The pusher's turn about the ramp's normal (rad).
    pub pusher_angle: f32,
    /// Cruise speed (m/s), never above `pusher.max_speed`.
    pub speed: f32,
    /// Seconds to reach the cruise speed from rest (a linear ramp; 0 = at once).
    pub accel_time: f32,
    /// How far the pusher's front goes past the back of a stone lying against the
    /// line (m); the line stops it sooner. Plans that push all the way give the
    /// line's position.
    pub distance: f32,
}

impl PushPlan {
    /// The push a careful person makes: the stone square in the middle of the
    /// entrance, the pusher square behind it, all the way to the line, at a middling
    /// pace between the slowest plan and the pusher's top speed (a little firmer for
    /// a large stone). Every plan's speed lies within the limits a person's hand has.
    pub fn careful(config: &QuarryConfig, size: Size) -> PushPlan {
        let p = &config.pusher;
        let speed = match size {
            Size::Large => 0.5 * (p.firm_plan_speed + p.max_speed),
            Size::Small | Size::Mid => 0.5 * (p.min_plan_speed + p.max_speed),
        };
        PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed,
            accel_time: 0.05,
            distance: config.ramp.line_position,
        }
    }
}

/// What a push did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushReport {
    /// The stone pushed in.
    pub stone: super::stones::StoneId,
    /// Stones that left the quarry, in the order they fell.
    pub events: Vec<StoneFell>,
    /// True if the quarry had not come to rest when `solver.time_cap` ran out.
    pub hit_time_cap: bool,
    /// Simulated seconds the push took.
    pub sim_seconds: f32,
    /// Frames stepped.
    pub steps: u32,
}

impl PushPlan {
    /// A random plan within the rules for a stone of `size`: anywhere across the entrance,
    /// any stone turn, a pusher turn within its limit, all the way to the line, at a speed
    /// up to `pusher.max_speed` from `pusher.min_plan_speed`, or from
    /// `pusher.firm_plan_speed` for a large stone (players push those in firmly).
    pub fn random<R: Rng + ?Sized>(config: &QuarryConfig, size: Size, rng: &mut R) -> PushPlan {
        let p = &config.pusher;
        let slowest = match size {
            Size::Large => p.firm_plan_speed,
            Size::Small | Size::Mid => p.min_plan_speed,
        };
        let half = 0.5 * config.ramp.entrance_width;
        let max_angle = p.max_angle_deg.to_radians();
        PushPlan {
            lateral: rng.random_range(-half..=half),
            stone_angle: rng.random_range(0.0..std::f32::consts::FRAC_PI_2),
            pusher_angle: rng.random_range(-max_angle..=max_angle),
            speed: rng.random_range(slowest..=p.max_speed),
            accel_time: rng.random_range(0.0..=0.1),
            distance: config.ramp.line_position,
        }
    }
}

impl Quarry {
    /// Pushes a stone of `size` in following `plan` (see [`PushDriver`]), and runs
    /// until the quarry is still or `solver.time_cap` is reached after the pusher was
    /// let go.
    pub fn push(&mut self, size: Size, plan: &PushPlan) -> Result<PushReport, QuarryError> {
        let mut driver = PushDriver::planned(self, size, plan);
        driver.run(self)?;
        driver.report(self).ok_or(QuarryError::EntranceBlocked)
    }
}

//! A whole push, built on the live API: park the pusher, place the stone behind the line,
//! drive the pusher along its speed profile, pull it back and wait until all is still.

use super::config::QuarryConfig;
use super::falls::StoneFell;
use super::pusher::{parking, PusherPose};
use super::state::{Quarry, QuarryError};
use super::stones::footprint_radius;
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
    /// How far the pusher travels from where it touches the stone (m); the line stops it.
    pub distance: f32,
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
    /// Pushes a stone of `size` in following `plan`, and runs until the quarry is still
    /// or `solver.time_cap` is reached.
    pub fn push(&mut self, size: Size, plan: &PushPlan) -> Result<PushReport, QuarryError> {
        let (start_frames, start_time) = (self.frames, self.time);
        let cap = (self.config.solver.time_cap / self.config.solver.timestep).ceil() as u64;
        let ramp = self.ramp();
        let park = parking(&self.pusher.config, &ramp, plan.lateral, plan.pusher_angle);
        self.drive_pusher(park);
        self.run_until(start_frames + cap, |q| q.pusher.at_target());
        let stone = match self.place_stone(size, plan.lateral, plan.stone_angle) {
            Err(QuarryError::EntranceBlocked) => {
                self.clear_entrance(plan, start_frames + cap);
                self.place_stone(size, plan.lateral, plan.stone_angle)?
            }
            other => other?,
        };
        self.drive_profile(size, plan, start_frames + cap);
        let back = parking(
            &self.pusher.config,
            &ramp,
            self.pusher.pose.lateral,
            self.pusher.pose.angle,
        );
        self.drive_pusher(back);
        let settled = self.run_until(start_frames + cap, Quarry::is_settled);
        Ok(PushReport {
            stone,
            events: self.take_events(),
            hit_time_cap: !settled,
            sim_seconds: (self.time - start_time) as f32,
            steps: (self.frames - start_frames) as u32,
        })
    }

    /// A stone left behind the line blocks the entrance: the player first pushes it in
    /// with the bare pusher held square and in line with it, up to the line (at the
    /// plan's speed), then pulls back. A turned pusher would stop with its leading corner
    /// at the line and leave the stone where it was.
    fn clear_entrance(&mut self, plan: &PushPlan, last: u64) {
        let ramp = self.ramp();
        let lateral = self.entrance_blocker().unwrap_or(plan.lateral);
        self.drive_pusher(parking(&self.pusher.config, &ramp, lateral, 0.0));
        self.run_until(last, |q| q.pusher.at_target());
        self.drive_pusher(PusherPose {
            lateral,
            advance: ramp.line_position,
            angle: 0.0,
        });
        self.run_until(last, |q| q.pusher.at_target() || q.pusher_jammed());
        self.drive_pusher(parking(
            &self.pusher.config,
            &ramp,
            plan.lateral,
            plan.pusher_angle,
        ));
        self.run_until(last, |q| q.pusher.at_target());
    }

    /// Steps until `done` holds or the frame count reaches `last`; true if `done` held.
    fn run_until(&mut self, last: u64, done: impl Fn(&Quarry) -> bool) -> bool {
        while !done(self) {
            if self.frames >= last {
                return false;
            }
            self.step();
        }
        true
    }

    /// Drives the pusher from where it stands along the plan's speed profile until it has
    /// gone the plan's distance past the stone's back, or the line stops it.
    fn drive_profile(&mut self, size: Size, plan: &PushPlan, last: u64) {
        let dt = self.config.solver.timestep;
        let speed = plan.speed.clamp(0.0, self.config.pusher.max_speed);
        let ramp = self.ramp();
        let stone_back = ramp.line_position - 2.0 * footprint_radius(&self.config, size);
        let goal = stone_back + plan.distance.max(0.0);
        let mut advance = self.pusher.pose.advance;
        let mut t = 0.0f32;
        while self.frames < last {
            t += dt;
            let ramp_share = if plan.accel_time > 0.0 {
                (t / plan.accel_time).min(1.0)
            } else {
                1.0
            };
            advance = (advance + speed * ramp_share * dt).min(goal);
            let target = PusherPose {
                advance,
                ..self.pusher.pose
            };
            self.drive_pusher(target);
            self.step();
            let held = self.pusher.pose.advance < self.pusher.target.advance - 1.0e-6;
            let stopped = (self.pusher.at_target() && self.pusher.target.advance < advance) || held;
            if advance >= goal || stopped || speed <= 0.0 {
                break;
            }
        }
    }
}

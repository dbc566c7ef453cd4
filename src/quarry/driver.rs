//! One push, frame by frame: the only place where a push happens.
//!
//! A [`PushDriver`] carries one stone from behind the entrance to the moment the
//! quarry is still again: the pusher parks in line with the stone, the stone is put
//! behind the line (first clearing the entrance with the bare pusher if a stone left
//! behind the line blocks it), the pusher pushes, is let go and pulled back, and the
//! quarry comes to rest or runs out of `solver.time_cap`. Each call to
//! [`PushDriver::frame`] sets the pusher's target for one physics frame and steps it.
//!
//! Two hands feed it. A plan ([`PushDriver::planned`]) drives the pusher along its
//! speed profile by itself: [`Quarry::push`] runs it in a loop, the bots' foresight
//! runs that on quarry clones, and the table runs it one frame per physics frame so
//! that a bot's push is seen moving. A person's hand ([`PushDriver::by_hand`]) sets
//! the stone's place and turn, asks for the stone to go in, aims the pusher each
//! frame and lets go. Either way the quarry clamps every wish (never past the line,
//! never faster than `pusher.max_speed`), and the same plan gives the same push, bit
//! for bit, whichever front end runs it.

use super::falls::{Edge, StoneFell};
use super::hand_trace::{HandTrace, Replaying};
use super::push::{PushPlan, PushReport};
use super::pusher::{front_extent, parking, PusherPose};
use super::state::{Quarry, QuarryError};
use super::stones::{footprint_radius, StoneId};
use crate::rules::components::Size;

/// Where in its push the driver is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DriveStage {
    /// The pusher goes to its waiting pose behind the entrance, in line with the
    /// stone, which goes in once the pusher is there and the hand asks for it.
    Placing,
    /// A stone left behind the line blocks the entrance: the bare pusher, held
    /// square, pushes it in first; then the driver goes back to placing.
    Clearing,
    /// The stone is in and the pusher pushes.
    Pushing,
    /// Let go: the pusher is pulled back and the quarry comes to rest.
    Settling,
    /// All is still, or the time cap ran out: the push's outcome is known.
    Done,
}

/// Where a planned push's clearing sweeps aim across the lane, from the blocking
/// stone (m): straight at it, then either side, when the pile held the stone the
/// first time.
const SWEEP_OFFSETS: [f32; 3] = [0.0, 0.006, -0.006];

/// How a planned push clears a blocked entrance, step by step.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Clear {
    /// To the waiting pose in line with the blocking stone, square.
    Align { lateral: f32 },
    /// Straight to the line (or until the stones hold the pusher).
    Sweep { lateral: f32 },
    /// Back to the plan's waiting pose.
    Return,
}

/// Who moves the pusher.
#[derive(Clone, Debug, PartialEq)]
enum Control {
    /// The plan's speed profile: seconds since the push began, the advance wished
    /// for the pusher's centre, and where that wish stops.
    Plan { t: f32, wish: f32, goal: f32 },
    /// A person's hand: where the pointer wants the pusher this frame, if held.
    Hand { aim: Option<PusherPose> },
}

/// One push under way. See the module documentation.
#[derive(Clone, Debug, PartialEq)]
pub struct PushDriver {
    size: Size,
    /// Where a plan's pusher stood before this frame, kept while the hand may slow
    /// near the pile (`pusher.near_pile_speed`): a pusher that lags its wish there
    /// is slowed, not held.
    moved_from: Option<f32>,
    /// The stone's place and turns (a hand changes them while placing), and for a
    /// planned push its speed profile and distance.
    plan: PushPlan,
    control: Control,
    stage: DriveStage,
    clear: Option<Clear>,
    /// Clearing sweeps made so far: each next one aims a little to one side.
    sweeps: usize,
    place_wanted: bool,
    stone: Option<StoneId>,
    fell: Vec<StoneFell>,
    /// The quarry's frame count and time when the push began.
    start: (u64, f64),
    /// The frame count when the current stage's time budget began.
    budget_from: u64,
    hit_time_cap: bool,
    /// A person's wishes frame by frame (`hand_trace.rs`), for the record.
    pub(super) trace: HandTrace,
    /// A push made again from a trace: the wishes still to come.
    pub(super) replaying: Option<Replaying>,
}

impl PushDriver {
    /// A push that follows `plan` by itself, from the quarry as it lies.
    pub fn planned(quarry: &Quarry, size: Size, plan: &PushPlan) -> PushDriver {
        let mut driver = PushDriver::new(quarry, size, *plan);
        driver.control = Control::Plan {
            t: 0.0,
            wish: 0.0,
            goal: 0.0,
        };
        driver.place_wanted = true;
        driver
    }

    /// A push made by a person's hand: the stone waits in the middle of the
    /// entrance, square, until the hand moves it and asks for it to go in.
    pub fn by_hand(quarry: &Quarry, size: Size) -> PushDriver {
        let plan = PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed: quarry.config().pusher.max_speed,
            accel_time: 0.0,
            distance: quarry.ramp().line_position,
        };
        PushDriver::new(quarry, size, plan)
    }

    fn new(quarry: &Quarry, size: Size, plan: PushPlan) -> PushDriver {
        PushDriver {
            size,
            moved_from: None,
            plan,
            control: Control::Hand { aim: None },
            stage: DriveStage::Placing,
            clear: None,
            sweeps: 0,
            place_wanted: false,
            stone: None,
            fell: Vec::new(),
            start: (quarry.frames(), quarry.time()),
            budget_from: quarry.frames(),
            hit_time_cap: false,
            trace: HandTrace::new(),
            replaying: None,
        }
    }

    /// The plan followed (for a hand: the stone's place and turns so far).
    pub fn plan(&self) -> &PushPlan {
        &self.plan
    }

    /// The size of the stone pushed.
    pub fn size(&self) -> Size {
        self.size
    }

    pub fn stage(&self) -> DriveStage {
        self.stage
    }

    /// True once the push's outcome is known.
    pub fn is_done(&self) -> bool {
        self.stage == DriveStage::Done
    }

    /// True while a person's hand drives the pusher (not a plan).
    pub fn by_a_hand(&self) -> bool {
        matches!(self.control, Control::Hand { .. })
    }

    /// The stone pushed, once it is in.
    pub fn stone(&self) -> Option<StoneId> {
        self.stone
    }

    /// Where the stone goes across the entrance (m), and its and the pusher's turns (rad).
    pub fn lateral(&self) -> f32 {
        self.plan.lateral
    }

    pub fn stone_angle(&self) -> f32 {
        self.plan.stone_angle
    }

    pub fn pusher_angle(&self) -> f32 {
        self.plan.pusher_angle
    }

    /// Every stone that has left the quarry in this push so far, in order.
    pub fn fallen(&self) -> &[StoneFell] {
        &self.fell
    }

    /// Stones off the front edge so far, for the live counter.
    pub fn fallen_front(&self) -> usize {
        self.fell.iter().filter(|f| f.edge == Edge::Front).count()
    }

    /// The hand slides the waiting stone across the entrance (m); only while placing.
    pub fn set_lateral(&mut self, lateral: f32) {
        if self.stage == DriveStage::Placing && lateral.is_finite() {
            self.plan.lateral = lateral;
        }
    }

    /// The hand turns the waiting stone (only while placing) and the pusher (while
    /// placing or pushing; clearing holds it square), in radians.
    pub fn set_angles(&mut self, stone: f32, pusher: f32) {
        if self.stage == DriveStage::Placing && stone.is_finite() {
            self.plan.stone_angle = stone;
        }
        if matches!(self.stage, DriveStage::Placing | DriveStage::Pushing) && pusher.is_finite() {
            self.plan.pusher_angle = pusher;
        }
    }

    /// The hand asks for the stone to go in as soon as the pusher is parked.
    pub fn place(&mut self) {
        if self.stage == DriveStage::Placing {
            self.place_wanted = true;
        }
    }

    /// The hand holds the pusher and wants it at `pose` (clamped by the quarry);
    /// `None` when the button is up (the pusher stays where it is).
    pub fn aim(&mut self, pose: Option<PusherPose>) {
        if let Control::Hand { aim } = &mut self.control {
            *aim = pose;
        }
    }

    /// The hand lets go: a push goes on to settle; a clearing sweep ends and the
    /// driver goes back to placing.
    pub fn let_go(&mut self, quarry: &Quarry) {
        if let Control::Hand { aim } = &mut self.control {
            *aim = None;
        }
        match self.stage {
            DriveStage::Pushing => self.settle(quarry),
            DriveStage::Clearing => self.stage = DriveStage::Placing,
            _ => {}
        }
    }

    /// The pusher's waiting pose for this push, as the quarry clamps it (so that
    /// "arrived" compares exactly).
    pub fn parked(&self, quarry: &Quarry) -> PusherPose {
        parked_at(quarry, self.plan.lateral, self.plan.pusher_angle)
    }

    /// One physics frame: the pusher's target is set for the stage, the stone goes in
    /// when it can, the quarry steps once, and the stage moves on. A blocked entrance
    /// turns a person's push into clearing (the hand sees the stage); any other
    /// refusal of the stone is an error, and nothing stepped.
    pub fn frame(&mut self, quarry: &mut Quarry) -> Result<(), QuarryError> {
        if self.replaying.is_some() {
            self.replay_wishes(quarry);
        }
        if self.stage == DriveStage::Done {
            return Ok(());
        }
        if self.stage == DriveStage::Placing {
            self.try_to_place(quarry)?;
        }
        match self.stage {
            DriveStage::Placing => quarry.drive_pusher(self.parked(quarry)),
            DriveStage::Clearing => self.aim_clearing(quarry),
            DriveStage::Pushing => self.aim_pushing(quarry),
            DriveStage::Settling => quarry.drive_pusher(self.back(quarry)),
            DriveStage::Done => {}
        }
        quarry.step();
        self.fell.extend(quarry.take_events());
        self.after_step(quarry);
        Ok(())
    }

    /// Runs frames until the push is done. A planned push gives up placing after
    /// `solver.time_cap` of clearing (the stone is refused as blocked).
    pub fn run(&mut self, quarry: &mut Quarry) -> Result<(), QuarryError> {
        while !self.is_done() {
            self.frame(quarry)?;
        }
        Ok(())
    }

    /// What the push did; `None` if the stone never went in.
    pub fn report(&self, quarry: &Quarry) -> Option<PushReport> {
        Some(PushReport {
            stone: self.stone?,
            events: self.fell.clone(),
            hit_time_cap: self.hit_time_cap,
            sim_seconds: (quarry.time() - self.start.1) as f32,
            steps: (quarry.frames() - self.start.0) as u32,
        })
    }

    /// Frames in `solver.time_cap`.
    fn cap(quarry: &Quarry) -> u64 {
        let solver = &quarry.config().solver;
        (solver.time_cap / solver.timestep).ceil() as u64
    }

    fn over_budget(&self, quarry: &Quarry) -> bool {
        quarry.frames() >= self.budget_from + PushDriver::cap(quarry)
    }

    /// Puts the stone in if the pusher is parked and the hand asks for it. A blocked
    /// entrance starts clearing (a plan clears it by itself, a hand by the person's
    /// drag); a plan that could not clear it within the time cap is refused.
    fn try_to_place(&mut self, quarry: &mut Quarry) -> Result<(), QuarryError> {
        let planned = !self.by_a_hand();
        // A plan never waits for ever: a pusher that could not park, or an entrance
        // that could not be cleared, within the time cap refuses the stone.
        if planned && self.over_budget(quarry) {
            return Err(match self.clear {
                Some(_) => QuarryError::EntranceBlocked,
                None => QuarryError::PusherInTheWay,
            });
        }
        if !self.place_wanted || quarry.pusher_pose() != self.parked(quarry) {
            return Ok(());
        }
        match quarry.place_stone(self.size, self.plan.lateral, self.plan.stone_angle) {
            Ok(stone) => {
                self.stone = Some(stone);
                self.place_wanted = false;
                self.stage = DriveStage::Pushing;
                self.budget_from = quarry.frames();
                if let Control::Plan { t, wish, goal } = &mut self.control {
                    let pose = quarry.pusher_pose();
                    *t = 0.0;
                    *wish = pose.advance;
                    *goal = push_goal(quarry, self.size, &self.plan, pose.angle);
                }
                Ok(())
            }
            Err(QuarryError::EntranceBlocked) if planned => {
                // A jammed stone is pushed again, as a hand would, a little to one
                // side each time, until the time cap refuses the stone.
                let blocker = quarry.entrance_blocker().unwrap_or(self.plan.lateral);
                let lateral = blocker + SWEEP_OFFSETS[self.sweeps % SWEEP_OFFSETS.len()];
                self.sweeps += 1;
                self.clear = Some(Clear::Align { lateral });
                self.stage = DriveStage::Clearing;
                Ok(())
            }
            Err(QuarryError::EntranceBlocked) if !planned => {
                self.place_wanted = false;
                self.stage = DriveStage::Clearing;
                Ok(())
            }
            Err(e) => {
                // Refused once; the hand may ask again.
                self.place_wanted = false;
                Err(e)
            }
        }
    }

    /// The clearing sweep's target: a plan's own steps, or the person's aim held square.
    fn aim_clearing(&mut self, quarry: &mut Quarry) {
        if let Control::Hand { aim } = self.control {
            let pose = quarry.pusher_pose();
            let target = aim.unwrap_or(pose);
            quarry.drive_pusher(PusherPose {
                angle: 0.0,
                ..target
            });
            return;
        }
        let line = quarry.ramp().line_position;
        // Steps already reached move on at once, as a player's hand would.
        loop {
            let target = match self.clear {
                Some(Clear::Align { lateral }) => parked_at(quarry, lateral, 0.0),
                Some(Clear::Sweep { lateral }) => quarry.clamp_pusher(PusherPose {
                    lateral,
                    advance: line,
                    angle: 0.0,
                }),
                Some(Clear::Return) | None => self.parked(quarry),
            };
            let pose = quarry.pusher_pose();
            let arrived = pose == target;
            match self.clear {
                Some(Clear::Align { lateral }) if arrived => {
                    self.clear = Some(Clear::Sweep { lateral });
                }
                Some(Clear::Sweep { .. }) if arrived || quarry.pusher_jammed() => {
                    self.clear = Some(Clear::Return);
                }
                Some(Clear::Return) if arrived => {
                    self.stage = DriveStage::Placing;
                    quarry.drive_pusher(target);
                    return;
                }
                _ => {
                    quarry.drive_pusher(target);
                    return;
                }
            }
        }
    }

    /// The pushing target: the plan's profile one frame on, or the person's aim.
    fn aim_pushing(&mut self, quarry: &mut Quarry) {
        let pose = quarry.pusher_pose();
        let dt = quarry.config().solver.timestep;
        let max_speed = quarry.config().pusher.max_speed;
        match &mut self.control {
            Control::Plan { t, wish, goal } => {
                *t += dt;
                let share = if self.plan.accel_time > 0.0 {
                    (*t / self.plan.accel_time).min(1.0)
                } else {
                    1.0
                };
                let speed = self.plan.speed.clamp(0.0, max_speed);
                if quarry.config().pusher.near_pile_speed > 0.0 {
                    // A hand slowed near the pile: the wish stays a frame ahead of
                    // the pusher instead of running on (it would read as held).
                    self.moved_from = Some(pose.advance);
                    *wish = wish.min(pose.advance);
                }
                *wish = (*wish + speed * share * dt).min(*goal);
                quarry.drive_pusher(PusherPose {
                    advance: *wish,
                    ..pose
                });
            }
            Control::Hand { aim } => {
                let target = aim.unwrap_or(pose);
                quarry.drive_pusher(PusherPose {
                    angle: self.plan.pusher_angle,
                    ..target
                });
            }
        }
    }

    /// The pusher's way back after the push: straight up the slope from where it is.
    fn back(&self, quarry: &Quarry) -> PusherPose {
        let pose = quarry.pusher_pose();
        parked_at(quarry, pose.lateral, pose.angle)
    }

    fn settle(&mut self, quarry: &Quarry) {
        self.stage = DriveStage::Settling;
        self.budget_from = quarry.frames();
    }

    /// After a frame: a plan's push ends where its profile ends, where the line stops
    /// it or where the stones hold it; a push lasting longer than the time cap is let
    /// go; the quarry at rest (or out of time) ends the push.
    fn after_step(&mut self, quarry: &Quarry) {
        match self.stage {
            DriveStage::Pushing => {
                if let Control::Plan { wish, goal, .. } = self.control {
                    let pose = quarry.pusher_pose();
                    let target = quarry.pusher_target();
                    // Short of its target and, where the hand may slow near the
                    // pile, jammed or not moved at all this frame: the stones hold
                    // it. (Without the jam, a pusher that gave way and pressed on
                    // each frame kept pressing a jammed pile, and a block ended
                    // below the ramp in `no_tunnelling_at_maximum_speed`.)
                    let held = pose.advance < target.advance - 1.0e-6
                        && (quarry.pusher_jammed()
                            || self
                                .moved_from
                                .is_none_or(|from| pose.advance <= from + 1.0e-7));
                    let stopped = (pose == target && target.advance < wish) || held;
                    let speed = self.plan.speed.clamp(0.0, quarry.config().pusher.max_speed);
                    if wish >= goal || stopped || speed <= 0.0 || self.over_budget(quarry) {
                        self.settle(quarry);
                    }
                }
            }
            DriveStage::Settling => {
                if quarry.is_settled() {
                    self.stage = DriveStage::Done;
                } else if self.over_budget(quarry) {
                    self.hit_time_cap = true;
                    self.stage = DriveStage::Done;
                }
            }
            DriveStage::Clearing => {
                // A plan that cannot clear the entrance in time gives up: placing
                // then refuses the stone as blocked.
                if !self.by_a_hand() && self.over_budget(quarry) {
                    self.stage = DriveStage::Placing;
                }
            }
            DriveStage::Placing | DriveStage::Done => {}
        }
    }
}

/// The waiting pose behind the entrance at `lateral`, turned by `angle`, as the
/// quarry clamps it (so that "arrived" compares exactly).
fn parked_at(quarry: &Quarry, lateral: f32, angle: f32) -> PusherPose {
    quarry.clamp_pusher(parking(
        &quarry.config().pusher,
        &quarry.ramp(),
        lateral,
        angle,
    ))
}

/// Where a plan's pusher centre stops: its front `plan.distance` past the back of a
/// stone lying against the line (the one meaning of `PushPlan::distance`); the line
/// stops it sooner.
pub fn push_goal(quarry: &Quarry, size: Size, plan: &PushPlan, angle: f32) -> f32 {
    let config = quarry.config();
    let stone_back = quarry.ramp().line_position - 2.0 * footprint_radius(config, size);
    stone_back + plan.distance.max(0.0) - front_extent(&config.pusher, angle)
}

//! The quarry: the physics world, the stones in it and the pusher, stepped frame by frame.

use super::config::QuarryConfig;
use super::config_error::ConfigError;
use super::description_check::DescriptionError;
use super::falls::{fallen_edge, StoneFell};
use super::faults::{overlap_faults, pusher_faults, stone_faults, stone_overlaps, Fault};
use super::pusher::{clamp, front_extent, lerp, world_pose, Pusher, PusherPose, PusherShape};
use super::ramp::RampGeometry;
use super::rest::RestWatch;
use super::stones::{self, shape_view, Stone, StoneId, StoneView};
use super::world::PhysicsState;
use crate::rules::components::Size;
use rand_pcg::Pcg64;
use rapier3d::parry::query::intersection_test;
use rapier3d::prelude::*;
use std::fmt;

/// A stone whose back lies within this of the line (m) was left there by a pusher
/// that stopped at the line: it does not block the entrance, and no pusher could push
/// it any farther. A pile that reaches up to the line holds the last stone pushed
/// in just so.
const AT_THE_LINE: f32 = 0.002;

/// Why the quarry refused a request.
#[derive(Clone, Debug, PartialEq)]
pub enum QuarryError {
    Config(ConfigError),
    /// Another stone lies where the new one would be placed.
    EntranceBlocked,
    /// The pusher stands where the new stone would be placed.
    PusherInTheWay,
    /// Every loading attempt lost a stone or failed to settle: `did_not_fit` of them
    /// could not lay the stones in front of `loading.zone_start`, the rest lost a
    /// stone or did not come to rest.
    /// `length` and `slope_deg` are the ramp's, the fields a tuner looks at first.
    LoadingFailed {
        attempts: u32,
        did_not_fit: u32,
        length: f32,
        slope_deg: f32,
    },
    /// A description (a saved quarry) was refused: the field at fault and why.
    Invalid(DescriptionError),
}

impl fmt::Display for QuarryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuarryError::Config(e) => write!(f, "{e}"),
            QuarryError::EntranceBlocked => {
                write!(f, "a stone blocks the entrance behind the line")
            }
            QuarryError::PusherInTheWay => write!(f, "the pusher stands where the stone would go"),
            QuarryError::LoadingFailed {
                attempts,
                did_not_fit,
                ..
            } if *did_not_fit == *attempts => write!(
                f,
                "could not load the quarry in {attempts} attempts (field `loading.attempts`): \
                 the opening's stones do not fit on the ramp in front of `loading.zone_start`; \
                 look at `ramp.length`, `ramp.front_width` and the stones' sizes"
            ),
            QuarryError::LoadingFailed {
                attempts,
                did_not_fit,
                ..
            } => write!(
                f,
                "could not load the quarry without losing a stone in {attempts} attempts \
                 (field `loading.attempts`; {did_not_fit} of them did not fit in front of \
                 `loading.zone_start`): the pile does not come to rest on the ramp; look at \
                 `ramp.slope_deg` (too steep for `materials.stone_ramp.friction`?), \
                 `solver.iterations` and `loading.settle_cap`"
            ),
            QuarryError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for QuarryError {}

/// The whole quarry state: clone it to try a push; describe it to save a game
/// (`description.rs`: rapier's own sets are never written to or read from a file).
#[derive(Clone)]
pub struct Quarry {
    pub(super) config: QuarryConfig,
    pub(super) physics: PhysicsState,
    pub(super) stones: Vec<Stone>,
    pub(super) next_id: u32,
    pub(super) pusher: Pusher,
    pub(super) events: Vec<StoneFell>,
    pub(super) faults: Vec<Fault>,
    pub(super) time: f64,
    pub(super) frames: u64,
    pub(super) rng: Pcg64,
    /// Whether a pile that rapier keeps awake has in fact stopped (see `rest.rs`).
    pub(super) rest: RestWatch,
    /// How often this settle has woken stones sunk in each other (see
    /// `wake_sunk_stones`); cleared whenever a frame starts with the pile asleep.
    pub(super) sunk_wakes: u32,
    /// Whether this settle has woken a stone teetering on the front edge (see
    /// `teetering.rs`); cleared whenever a frame starts with the pile asleep.
    pub(super) teeter_woken: bool,
}

/// How far back a stone is moved when its place behind the line is taken (m).
const PLACE_STEP: f32 = 0.002;

/// At most this many rapier steps per frame, whatever `solver.step_travel` says.
const MAX_STEPS_PER_FRAME: u32 = 16;

/// Stones this far beyond the pusher's reach (m) are woken when it moves: the largest
/// stone's half diagonal plus a frame's travel at any sane speed.
const WAKE_MARGIN: f32 = 0.04;

/// Overlap deeper than this share of the thinnest stone is a fault.
const OVERLAP_SHARE: f32 = 0.3;

impl Quarry {
    /// An empty quarry (no stones) with its ramp and parked pusher.
    pub(super) fn empty(config: &QuarryConfig, rng: Pcg64) -> Quarry {
        let ramp = RampGeometry::new(&config.ramp);
        let mut physics =
            PhysicsState::new(&config.solver, &config.materials, config.stones.stone_shape);
        let ramp_body = physics
            .bodies
            .insert(RigidBodyBuilder::fixed().pose(ramp.pose));
        for part in ramp.colliders(&config.materials) {
            physics
                .colliders
                .insert_with_parent(part, ramp_body, &mut physics.bodies);
        }
        let travel = config
            .solver
            .step_travel
            .max(config.pusher.max_speed * config.solver.timestep / MAX_STEPS_PER_FRAME as f32);
        let pusher = Pusher::new(
            &config.pusher,
            &ramp,
            travel,
            &config.materials,
            &mut physics.bodies,
            &mut physics.colliders,
        );
        Quarry {
            config: config.clone(),
            physics,
            stones: Vec::new(),
            next_id: 0,
            pusher,
            events: Vec::new(),
            faults: Vec::new(),
            time: 0.0,
            frames: 0,
            rng,
            rest: RestWatch::default(),
            sunk_wakes: 0,
            teeter_woken: false,
        }
    }

    pub fn config(&self) -> &QuarryConfig {
        &self.config
    }

    /// The ramp's frame and outline, for drawing and for plans.
    pub fn ramp(&self) -> RampGeometry {
        RampGeometry::new(&self.config.ramp)
    }

    /// Simulated seconds since the quarry was built.
    pub fn time(&self) -> f64 {
        self.time
    }

    /// Frames stepped since the quarry was built.
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// Counts of stones in the quarry by size: `[small, mid, large]`.
    pub fn contents(&self) -> [u32; 3] {
        let mut counts = [0; 3];
        for stone in &self.stones {
            counts[stone.size.index()] += 1;
        }
        counts
    }

    /// The stones in the quarry, as the view draws them.
    pub fn stones(&self) -> impl Iterator<Item = StoneView> + '_ {
        let shape = self.config.stones.stone_shape;
        self.stones.iter().filter_map(move |s| {
            let body = self.physics.bodies.get(s.body)?;
            let pose = body.position();
            Some(StoneView {
                id: s.id,
                size: s.size,
                translation: pose.translation.to_array(),
                rotation: pose.rotation.to_array(),
                shape: shape_view(shape, self.config.stones.dims(s.size)),
            })
        })
    }

    /// How far up the slope the pile reaches: the smallest distance from the top of the
    /// ramp to the back of any stone, or None when empty. A push carries through the
    /// pile only where this lies within a pushed stone's length of
    /// `ramp.line_position`: the pusher stops at the line.
    pub fn pile_reach(&self) -> Option<f32> {
        let ramp = self.ramp();
        self.stones
            .iter()
            .filter_map(|s| self.rear_of(s, &ramp).map(|(rear, _)| rear))
            .reduce(f32::min)
    }

    /// How far down the slope a stone's rearmost point lies (m from the top of the
    /// ramp, by its shape as it lies), and where its centre lies in the ramp's frame.
    fn rear_of(&self, stone: &Stone, ramp: &RampGeometry) -> Option<(f32, Vector)> {
        let body = self.physics.bodies.get(stone.body)?;
        let centre = ramp.to_local(body.translation());
        let up_the_slope = ramp.pose.rotation * Vector::new(0.0, 0.0, -1.0);
        let rear = self
            .physics
            .colliders
            .get(*body.colliders().first()?)
            .and_then(|c| {
                let point = c
                    .shape()
                    .as_support_map()?
                    .support_point(c.position(), up_the_slope);
                Some(ramp.to_local(point).z)
            })
            .unwrap_or(centre.z - stones::footprint_radius(&self.config, stone.size));
        Some((rear, centre))
    }

    pub fn pusher_pose(&self) -> PusherPose {
        self.pusher.pose
    }

    /// The pusher's world pose (translation, quaternion `[x, y, z, w]`), for drawing.
    pub fn pusher_world_pose(&self) -> ([f32; 3], [f32; 4]) {
        let pose = world_pose(&self.pusher.config, &self.ramp(), self.pusher.pose);
        (pose.translation.to_array(), pose.rotation.to_array())
    }

    pub fn pusher_shape(&self) -> PusherShape {
        self.pusher.shape()
    }

    /// The pose the pusher would really take for `wish`: within the bars, behind the
    /// line and at most at its maximum angle (what `drive_pusher` aims at).
    pub fn clamp_pusher(&self, wish: PusherPose) -> PusherPose {
        clamp(&self.pusher.config, &self.ramp(), wish)
    }

    /// Where the pusher is asked to go (clamped): `pusher_pose` reaches it unless
    /// the stones hold the pusher or it is farther than a frame's travel.
    pub fn pusher_target(&self) -> PusherPose {
        self.pusher.target
    }

    /// "Move towards this target this frame": the target is clamped to the bars, the line
    /// and the maximum angle; `step` moves at most `max_speed`.
    pub fn drive_pusher(&mut self, target: PusherPose) {
        let ramp = self.ramp();
        self.pusher.drive(target, &ramp);
    }

    /// One frame: rapier steps that together last `solver.timestep`. While the pusher or a
    /// stone moves fast, the frame is cut into enough steps that nothing travels farther
    /// than `solver.step_travel` per step; the pusher stops for the rest of the frame as soon as it
    /// presses into a jammed stone deeper than `pusher.give`.
    pub fn step(&mut self) {
        let ramp = self.ramp();
        let dt = self.config.solver.timestep;
        let stirring = self.any_stone_awake();
        if !stirring {
            self.sunk_wakes = 0;
            self.teeter_woken = false;
        }
        let top_speed = self.latch_slowed_hand();
        let target = self.pusher.next_pose(dt, &ramp, top_speed);
        let steps = self.steps_for(target);
        if target != self.pusher.pose {
            self.wake_near_pusher(&ramp, target);
        }
        let start = self.pusher.pose;
        for i in 1..=steps {
            let wished = clamp(
                &self.pusher.config,
                &ramp,
                lerp(start, target, i as f32 / steps as f32),
            );
            let forward = wished.advance >= self.pusher.pose.advance;
            if wished != self.pusher.pose && !(forward && self.pusher_jammed()) {
                self.pusher.pose = wished;
                let world = world_pose(&self.pusher.config, &ramp, wished);
                if let Some(body) = self.physics.bodies.get_mut(self.pusher.body) {
                    body.set_next_kinematic_position(world);
                }
            }
            self.wake_ahead_of_moving_stones(dt / steps as f32);
            let asleep = self.asleep_stones();
            self.physics.step(dt / steps as f32);
            self.wake_stranded_stones(asleep);
            self.note_quarantine();
        }
        self.time += f64::from(dt);
        self.frames += 1;
        self.track_stones(&ramp);
        self.watch_rest();
        if stirring {
            self.wake_sunk_stones();
            self.wake_teetering_stones();
        }
    }

    /// Rapier steps this frame: `solver.substeps`, more while the pusher or a stone moves
    /// fast, so that nothing travels farther than `solver.step_travel` in one step. A stone
    /// shot off the pusher hits the pile at up to 1 m/s; in one 1/60 s step it would travel
    /// 17 mm, several times its contact prediction, and how much of its momentum reaches the
    /// pile would then depend on the step size rather than on wood and cardboard. Pulling
    /// the pusher straight back takes its face away from every stone, so that part of its
    /// travel needs no extra steps.
    fn steps_for(&self, target: PusherPose) -> u32 {
        let base = self.config.solver.substeps.max(1);
        let c = &self.pusher.config;
        let half_diagonal = 0.5 * c.width.hypot(c.depth);
        let (from, to) = (self.pusher.pose, target);
        let forward = (to.advance - from.advance).max(0.0);
        let travel = (to.lateral - from.lateral).hypot(forward)
            + (to.angle - from.angle).abs() * half_diagonal;
        let travel = travel.max(self.fastest_stone_speed() * self.config.solver.timestep);
        let needed = (travel / self.config.solver.step_travel).ceil() as u32;
        base.max(needed.min(MAX_STEPS_PER_FRAME))
    }

    /// The highest speed of any point of an awake stone (m/s): its centre's speed plus its
    /// turn times its largest radius.
    fn fastest_stone_speed(&self) -> f32 {
        self.stones
            .iter()
            .filter_map(|s| {
                let body = self.physics.bodies.get(s.body)?;
                if body.is_sleeping() {
                    return None;
                }
                let reach = stones::footprint_radius(&self.config, s.size);
                Some(body.linvel().length() + body.angvel().length() * reach)
            })
            .fold(0.0, f32::max)
    }

    /// How fast the pusher may move this frame (m/s): `pusher.max_speed`, or
    /// `pusher.near_pile_speed` once the stone it touches has come within
    /// `pusher.near_pile` of another stone on this approach (see
    /// `latch_slowed_hand`). A careful hand slows as its stone
    /// nears the pile, before it touches it: a block let go at 15-20 cm/s slides on
    /// several millimetres and knocks the pile however slow the hand is by then.
    pub fn pusher_top_speed(&self) -> f32 {
        let p = &self.config.pusher;
        if p.near_pile_speed > 0.0
            && (self.pusher.slowed || self.pushed_stone_near_the_pile(p.near_pile))
        {
            p.near_pile_speed.min(p.max_speed)
        } else {
            p.max_speed
        }
    }

    /// The frame's top speed, as [`Quarry::pusher_top_speed`] gives it, with the
    /// near-pile check made once. Once the hand has slowed near the pile it stays
    /// slow on this approach: a stone that runs ahead of the slowed pusher would
    /// otherwise leave it touching nothing, and the pusher would rush on and strike
    /// the stone against the pile at full speed. Drawing the pusher back ends the
    /// approach.
    fn latch_slowed_hand(&mut self) -> f32 {
        let p = &self.config.pusher;
        if p.near_pile_speed <= 0.0 {
            return p.max_speed;
        }
        let drawn_back = self.pusher.target.advance < self.pusher.pose.advance - 1.0e-6;
        if drawn_back {
            self.pusher.slowed = false;
        }
        let slow = self.pusher.slowed || self.pushed_stone_near_the_pile(p.near_pile);
        self.pusher.slowed |= slow && !drawn_back;
        if slow {
            p.near_pile_speed.min(p.max_speed)
        } else {
            p.max_speed
        }
    }

    /// Whether a stone the pusher touches lies within `near` of another stone,
    /// measured between their reaches (centre distance less both footprint radii:
    /// for blocks the half diagonal, so a block counts as near a little early).
    fn pushed_stone_near_the_pile(&self, near: f32) -> bool {
        let pusher = self.pusher.collider;
        let centre = |stone: &Stone| self.physics.bodies.get(stone.body).map(|b| b.translation());
        let reach = |stone: &Stone| stones::footprint_radius(&self.config, stone.size);
        let mut touched = (self.physics.narrow_phase.contact_pairs_with(pusher))
            .filter(|pair| pair.has_any_active_contact())
            .filter_map(|pair| {
                let other = if pair.collider1 == pusher {
                    pair.collider2
                } else {
                    pair.collider1
                };
                self.stone_on(self.physics.colliders.get(other)?.parent()?)
            });
        touched.any(|pushed| {
            let Some(at) = centre(pushed) else {
                return false;
            };
            self.stones.iter().any(|other| {
                other.body != pushed.body
                    && centre(other)
                        .is_some_and(|c| (c - at).length() < reach(pushed) + near + reach(other))
            })
        })
    }

    /// The stone whose rigid body is `body`, if it is one.
    pub(super) fn stone_on(&self, body: RigidBodyHandle) -> Option<&Stone> {
        self.stones.iter().find(|s| s.body == body)
    }

    /// Whether the pusher presses into a stone deeper than `pusher.give`: a stone jammed
    /// against the pack. A hand stops there; the pusher holds until it is pulled back.
    pub(super) fn pusher_jammed(&self) -> bool {
        let give = self.config.pusher.give;
        self.physics
            .narrow_phase
            .contact_pairs_with(self.pusher.collider)
            .any(|pair| {
                pair.manifolds()
                    .iter()
                    .any(|m| m.points.iter().any(|p| p.dist < -give))
            })
    }

    /// Wakes the sleeping stones the moving pusher may reach this frame. Rapier does not
    /// wake a sleeping body that a kinematic body starts to press into, so without this a
    /// pusher would pass through a stone that had gone to sleep in the entrance.
    fn wake_near_pusher(&mut self, ramp: &RampGeometry, next: PusherPose) {
        let c = &self.pusher.config;
        let radius = 0.5 * (c.width * c.width + c.depth * c.depth).sqrt() + WAKE_MARGIN;
        for stone in &self.stones {
            let Some(body) = self.physics.bodies.get_mut(stone.body) else {
                continue;
            };
            if !body.is_sleeping() {
                continue;
            }
            let p = ramp.to_local(body.translation());
            let near = |pose: PusherPose| (p.x - pose.lateral).hypot(p.z - pose.advance) < radius;
            if near(self.pusher.pose) || near(next) {
                body.wake_up(true);
            }
        }
    }

    /// Stones rapier had to disable for non-finite state.
    fn note_quarantine(&mut self) {
        for handle in self.physics.quarantined() {
            if let Some(stone) = self.stone_on(handle) {
                self.faults.push(Fault::NonFinite { stone: stone.id });
            }
        }
    }

    /// Looks at every moving stone: faults, and whether it has left the quarry.
    fn track_stones(&mut self, ramp: &RampGeometry) {
        let mut fallen = Vec::new();
        let mut moving = Vec::new();
        for (index, stone) in self.stones.iter_mut().enumerate() {
            let Some(body) = self.physics.bodies.get(stone.body) else {
                continue;
            };
            if body.is_sleeping() {
                continue;
            }
            let pose = *body.position();
            let local = ramp.to_local(pose.translation);
            stone_faults(ramp, stone, &pose, local, &mut self.faults);
            stone.last_local = local.to_array();
            moving.push((stone.id, pose.translation));
            if let Some(edge) = fallen_edge(ramp, local) {
                fallen.push((index, edge));
            }
        }
        pusher_faults(ramp, &self.pusher, &moving, &mut self.faults);
        for (index, edge) in fallen.into_iter().rev() {
            let stone = self.stones.remove(index);
            self.physics.remove_body(stone.body);
            self.events.push(StoneFell {
                stone: stone.id,
                size: stone.size,
                edge,
            });
        }
    }

    /// True when the pusher has reached its target and every stone sleeps.
    pub fn is_settled(&self) -> bool {
        self.pusher.at_target()
            && self.stones.iter().all(|s| {
                self.physics
                    .bodies
                    .get(s.body)
                    .is_none_or(|b| b.is_sleeping())
            })
    }

    /// The stones that have fallen since the last call, in the order they fell.
    pub fn take_events(&mut self) -> Vec<StoneFell> {
        std::mem::take(&mut self.events)
    }

    /// The faults found since the last call, with an overlap check of the current state.
    pub fn take_faults(&mut self) -> Vec<Fault> {
        let overlaps = self.stone_overlaps();
        overlap_faults(&overlaps, self.overlap_tolerance(), &mut self.faults);
        std::mem::take(&mut self.faults)
    }

    /// How deep (m) one stone may sink into another before it is a fault: a share of
    /// the thinnest stone, far beyond what soft contacts at rest give.
    pub(super) fn overlap_tolerance(&self) -> f32 {
        let stones = &self.config.stones;
        OVERLAP_SHARE * stones.small.thickness.min(stones.mid.thickness)
    }

    /// Every pair of stones that overlap now, with how deep one has sunk into the other
    /// (m): wood does not, so at rest this measures how soft the contacts are.
    pub fn stone_overlaps(&self) -> Vec<(StoneId, StoneId, f32)> {
        let owners: Vec<(ColliderHandle, StoneId)> = self
            .stones
            .iter()
            .filter_map(|s| Some((*self.physics.bodies.get(s.body)?.colliders().first()?, s.id)))
            .collect();
        let owner = |c: ColliderHandle| owners.iter().find(|(h, _)| *h == c).map(|(_, id)| *id);
        stone_overlaps(&self.physics, owner)
    }

    /// Puts a stone of `size` on the ramp behind the line, `lateral` metres across the
    /// entrance (clamped between the bars) and turned by `angle` radians. It goes as close
    /// to the line as it can; if a stone is in the way there, it goes further back.
    /// A sleeping pile it lies against is woken before the next step (`wake_on_touch.rs`).
    pub fn place_stone(
        &mut self,
        size: Size,
        lateral: f32,
        angle: f32,
    ) -> Result<StoneId, QuarryError> {
        let ramp = self.ramp();
        let yaw = if angle.is_finite() { angle } else { 0.0 };
        let reach = stones::reach(&self.config, size, yaw);
        let room = (0.5 * ramp.entrance_width - reach[0] - 0.0005).max(0.0);
        let x = if lateral.is_finite() {
            lateral.clamp(-room, room)
        } else {
            0.0
        };
        let thickness = self.config.stones.dims(size).thickness;
        let pusher_front =
            self.pusher.pose.advance + front_extent(&self.pusher.config, self.pusher.pose.angle);
        let mut z = ramp.line_position - reach[1] - 0.001;
        while z - reach[1] >= 0.0 {
            let local = Pose::from_parts(
                Vector::new(x, 0.5 * thickness + 0.0002, z),
                Rotation::from_rotation_y(yaw),
            );
            let pose = ramp.to_world(local);
            if pusher_front > z - reach[1] {
                return Err(QuarryError::PusherInTheWay);
            }
            if !self.overlaps_stone(size, &pose) {
                let id = self.insert_stone(size, pose, &ramp);
                if let Some(body) = self.stones.last().map(|s| s.body) {
                    self.wake_stones_touching(body);
                }
                return Ok(id);
            }
            z -= PLACE_STEP;
        }
        Err(QuarryError::EntranceBlocked)
    }

    /// Where across the entrance (m) the stone reaching farthest back behind the line
    /// lies, if any does: the one to push in with the bare pusher before a new stone fits.
    pub fn entrance_blocker(&self) -> Option<f32> {
        let ramp = self.ramp();
        self.stones
            .iter()
            .filter_map(|s| self.rear_of(s, &ramp))
            .filter(|(rear, centre)| *rear < ramp.line_position - AT_THE_LINE && centre.z > 0.0)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, centre)| centre.x)
    }

    /// Whether a stone of `size` at `pose` would intersect a stone already in the quarry.
    fn overlaps_stone(&self, size: Size, pose: &Pose) -> bool {
        let candidate = stones::collider(&self.config, size).build();
        self.stones.iter().any(|s| {
            let Some(handle) = self
                .physics
                .bodies
                .get(s.body)
                .and_then(|b| b.colliders().first().copied())
            else {
                return false;
            };
            let Some(other) = self.physics.colliders.get(handle) else {
                return false;
            };
            intersection_test(pose, candidate.shape(), other.position(), other.shape())
                .map_or(true, |i| i.intersecting)
        })
    }

    /// Adds a stone body at a world pose and gives it the next id.
    pub(super) fn insert_stone(&mut self, size: Size, pose: Pose, ramp: &RampGeometry) -> StoneId {
        let id = StoneId(self.next_id);
        self.next_id += 1;
        let last_local = ramp.to_local(pose.translation).to_array();
        self.add_stone_body(id, size, pose, last_local);
        id
    }

    /// Adds the body and collider of stone `id` at a world pose, at rest: the one way
    /// stones enter the world, whether placed, laid at the opening or rebuilt from a save.
    pub(super) fn add_stone_body(
        &mut self,
        id: StoneId,
        size: Size,
        pose: Pose,
        last_local: [f32; 3],
    ) -> RigidBodyHandle {
        let body = self.physics.bodies.insert(stones::body(&self.config, pose));
        let collider = stones::collider(&self.config, size);
        self.physics
            .colliders
            .insert_with_parent(collider, body, &mut self.physics.bodies);
        self.stones.push(Stone {
            id,
            size,
            body,
            last_local,
        });
        body
    }
}

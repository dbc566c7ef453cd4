//! The quarry as the game describes it: what a save file holds instead of rapier's sets.
//!
//! Rapier's serialized sets (arenas of bodies and colliders, broad and narrow phase,
//! islands) are full of indices that only rapier's own code keeps consistent; a file
//! edited by hand can make them point nowhere, and rapier then panics while stepping.
//! So a save holds only what the game itself knows of the quarry — its tuning, every
//! stone's size, pose, velocity and sleep, the pusher, the clocks and the random state —
//! and loading checks all of it and rebuilds the rapier world through the same code that
//! builds a new quarry ([`Quarry::from_description`]).
//!
//! Rebuilding finds the contacts before the first step (`PhysicsState::prime_contacts`):
//! rapier wakes a sleeping body whose contacts start, and a pile rebuilt asleep would
//! otherwise wake up whole and settle again by millimetres. A sleeping pile stays put.
//!
//! A rebuilt world has no warm-start impulses of its own: it builds them up with its
//! stones held in place (`warm_start.rs`), and still steps a little differently from
//! the world it was described from. A game that is saved therefore goes on from the rebuilt
//! world too ([`Quarry::canonical`]): the game that continues and the game loaded from
//! the file then step from the same state, bit for bit.

use super::config::QuarryConfig;
use super::description_check::DescriptionError;
use super::falls::StoneFell;
use super::faults::Fault;
use super::pusher::{clamp, world_pose, PusherPose};
use super::state::{Quarry, QuarryError};
use super::stones::StoneId;
use crate::rules::components::Size;
use rand_pcg::Pcg64;
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// Everything the future of a quarry depends on, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryDescription {
    /// The tuning the quarry runs with (validated like `quarry.ron`).
    pub config: QuarryConfig,
    /// The stones in the quarry, in the quarry's order (which is rapier's insertion order).
    pub stones: Vec<StoneDescription>,
    pub pusher: PusherDescription,
    /// The id the next stone placed will get; every stone's id is below it.
    pub next_id: u32,
    /// Simulated seconds since the quarry was built.
    pub time: f64,
    /// Frames stepped since the quarry was built.
    pub frames: u64,
    /// Stones that fell and were not yet taken by the game.
    pub events: Vec<StoneFell>,
    /// Faults found and not yet taken.
    pub faults: Vec<Fault>,
    /// The quarry's own random stream.
    pub rng: Pcg64,
}

/// One stone: who it is and how it lies and moves, in world coordinates.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoneDescription {
    pub id: u32,
    pub size: Size,
    /// Centre (m).
    pub position: [f32; 3],
    /// Unit quaternion `[x, y, z, w]`.
    pub rotation: [f32; 4],
    /// Linear velocity (m/s).
    pub linvel: [f32; 3],
    /// Angular velocity (rad/s).
    pub angvel: [f32; 3],
    /// Whether rapier has put it to sleep.
    pub sleeping: bool,
    /// How long it has been still enough to sleep (s): rapier's sleep timer.
    pub still_for: f32,
    /// Its centre in the ramp frame after the last frame, to tell how it left the lane.
    pub last_local: [f32; 3],
}

/// The pusher: where it stands and where it is asked to go, in the ramp frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PusherDescription {
    pub pose: PusherPoseDescription,
    pub target: PusherPoseDescription,
}

/// A pusher pose, with unknown fields refused (`PusherPose` itself is lenient).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PusherPoseDescription {
    pub lateral: f32,
    pub advance: f32,
    pub angle: f32,
}

impl From<PusherPose> for PusherPoseDescription {
    fn from(p: PusherPose) -> Self {
        PusherPoseDescription {
            lateral: p.lateral,
            advance: p.advance,
            angle: p.angle,
        }
    }
}

impl From<PusherPoseDescription> for PusherPose {
    fn from(p: PusherPoseDescription) -> Self {
        PusherPose {
            lateral: p.lateral,
            advance: p.advance,
            angle: p.angle,
        }
    }
}

impl Quarry {
    /// The quarry in the game's own terms. A stone whose body is missing (never the
    /// case in a quarry built by this code) is left out.
    pub fn describe(&self) -> QuarryDescription {
        let stones = self
            .stones
            .iter()
            .filter_map(|s| {
                let body = self.physics.bodies.get(s.body)?;
                let pose = body.position();
                Some(StoneDescription {
                    id: s.id.0,
                    size: s.size,
                    position: pose.translation.to_array(),
                    rotation: pose.rotation.to_array(),
                    linvel: body.linvel().to_array(),
                    angvel: body.angvel().to_array(),
                    sleeping: body.is_sleeping(),
                    still_for: body.activation().time_since_can_sleep,
                    last_local: s.last_local,
                })
            })
            .collect();
        QuarryDescription {
            config: self.config.clone(),
            stones,
            pusher: PusherDescription {
                pose: self.pusher.pose.into(),
                target: self.pusher.target.into(),
            },
            next_id: self.next_id,
            time: self.time,
            frames: self.frames,
            events: self.events.clone(),
            faults: self.faults.clone(),
            rng: self.rng.clone(),
        }
    }

    /// Checks a description completely (see `description_check`) and builds the quarry it
    /// describes: an empty quarry from its tuning, then each stone through the code that
    /// places stones, with its pose, velocity and sleep, then the pusher where it stood.
    pub fn from_description(desc: QuarryDescription) -> Result<Quarry, QuarryError> {
        Quarry::rebuilt_holding(desc, super::warm_start::FRAMES)
    }

    /// [`Quarry::from_description`], its pile held for `frames` frames while its contacts
    /// build up their impulses (`warm_start.rs`).
    pub(super) fn rebuilt_holding(
        desc: QuarryDescription,
        frames: u32,
    ) -> Result<Quarry, QuarryError> {
        let checked = super::description_check::check(&desc).map_err(QuarryError::Invalid)?;
        let mut quarry = Quarry::empty(&desc.config, desc.rng);
        let mut handles = Vec::with_capacity(desc.stones.len());
        for (stone, rotation) in desc.stones.iter().zip(checked.rotations) {
            let pose = Pose::from_parts(Vector::from(stone.position), rotation);
            let handle =
                quarry.add_stone_body(StoneId(stone.id), stone.size, pose, stone.last_local);
            handles.push(handle);
        }
        let ramp = quarry.ramp();
        let pusher = &mut quarry.pusher;
        pusher.pose = checked.pusher_pose;
        pusher.target = checked.pusher_target;
        let world = world_pose(&pusher.config, &ramp, pusher.pose);
        if let Some(body) = quarry.physics.bodies.get_mut(pusher.body) {
            body.set_position(world, false);
        }
        // Contacts first, then motion and sleep: finding contacts wakes bodies.
        quarry.physics.prime_contacts();
        refuse_stones_inside_others(&quarry, &desc.stones)?;
        quarry.build_up_contact_impulses(&handles, frames);
        for (stone, handle) in desc.stones.iter().zip(handles) {
            if let Some(body) = quarry.physics.bodies.get_mut(handle) {
                if !stone.sleeping {
                    // Held, the pile fell asleep; a stone described moving moves on.
                    body.wake_up(true);
                }
                body.set_linvel(Vector::from(stone.linvel), false);
                body.set_angvel(Vector::from(stone.angvel), false);
                body.activation_mut().time_since_can_sleep = stone.still_for;
                if stone.sleeping {
                    body.sleep();
                }
            }
        }
        quarry.next_id = desc.next_id;
        quarry.time = desc.time;
        quarry.frames = desc.frames;
        quarry.events = desc.events;
        quarry.faults = desc.faults;
        Ok(quarry)
    }

    /// The quarry rebuilt from its own description: what a save file will load as. A
    /// session that is saved goes on with this one, so that the game played on and the
    /// game loaded later step from the same state (rapier's warm start is not saved).
    pub fn canonical(&self) -> Result<Quarry, QuarryError> {
        Quarry::from_description(self.describe())
    }
}

/// Refuses a description that puts one stone where another lies (deeper than a fault
/// in play would be): rapier would shoot the two apart on the first step. The stone
/// named is the later of the two in the file, the one a hand edit most likely moved.
fn refuse_stones_inside_others(
    quarry: &Quarry,
    stones: &[StoneDescription],
) -> Result<(), QuarryError> {
    let tolerance = quarry.overlap_tolerance();
    let index = |id: StoneId| stones.iter().position(|s| s.id == id.0);
    let deepest = quarry
        .stone_overlaps()
        .into_iter()
        .filter(|&(_, _, depth)| depth > tolerance)
        .filter_map(|(a, b, depth)| {
            let (ia, ib) = (index(a)?, index(b)?);
            Some((ia.max(ib), ia.min(ib), depth))
        })
        .min_by_key(|&(later, _, _)| later);
    match deepest {
        None => Ok(()),
        Some((later, earlier, depth)) => Err(QuarryError::Invalid(DescriptionError {
            field: format!("stones[{later}].position"),
            message: format!(
                "lies {:.1} mm deep inside stones[{earlier}] (stone {}): two stones cannot share a place",
                depth * 1000.0,
                stones[earlier].id
            ),
        })),
    }
}

/// A pusher pose as the rules allow it: `None` if it is further than `tolerance` from
/// its clamped self (outside the bars, past the line, turned too far).
pub(super) fn legal_pusher_pose(
    quarry_config: &QuarryConfig,
    pose: PusherPose,
    tolerance: f32,
) -> Option<PusherPose> {
    let ramp = super::ramp::RampGeometry::new(&quarry_config.ramp);
    let clamped = clamp(&quarry_config.pusher, &ramp, pose);
    let off = (clamped.lateral - pose.lateral)
        .abs()
        .max((clamped.advance - pose.advance).abs())
        .max((clamped.angle - pose.angle).abs());
    (off <= tolerance).then_some(clamped)
}

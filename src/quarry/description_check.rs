//! What a quarry description must satisfy before a rapier world is built from it.
//!
//! A description comes from a file a person may have edited, so nothing in it is
//! trusted: a NaN or a huge number would poison the solver, a zero quaternion has no
//! rotation, two stones with one id would confuse the rules' events. Every check names
//! the field it is about (`stones[3].position`), relative to the description.

use super::config::QuarryConfig;
use super::description::{legal_pusher_pose, QuarryDescription, StoneDescription};
use super::pusher::PusherPose;
use super::ramp::RampGeometry;
use rapier3d::prelude::*;
use std::collections::HashSet;
use std::fmt;

/// The game has 64 stones; a quarry never holds more.
pub const MAX_STONES: usize = 64;

/// Fastest a stone may be moving in a description (m/s): far above anything a push does.
pub const MAX_SPEED: f32 = 50.0;

/// Fastest a stone may be spinning in a description (rad/s).
pub const MAX_SPIN: f32 = 1000.0;

/// Most frames a description may have stepped: 2^40 frames are over three years of
/// simulated pushing at the shortest timestep the tuning allows (0.1 ms), where a
/// game's quarry runs for minutes; a count near `u64::MAX` would overflow on the
/// next frame.
pub const MAX_FRAMES: u64 = 1 << 40;

/// Most simulated seconds a description may have run (about 30 years, where a
/// game's quarry runs for minutes): a larger clock is an edited file, not a game.
pub const MAX_TIME: f64 = 1.0e9;

/// How far around the ramp (m) a stone or its last centre may be: stones leave the quarry
/// as soon as they drop below the ramp's plane beside it, so any stone still in it is close.
const WORLD_MARGIN: f32 = 0.5;

/// How far a quaternion's norm may be from one and still be taken (then normalised).
const UNIT_TOLERANCE: f32 = 1e-3;

/// Below this distance of the squared norm from one a quaternion is kept as it is, so
/// that describing a rebuilt quarry gives back the same numbers.
const UNIT_EXACT: f32 = 1e-6;

/// How far (m or rad) a pusher pose may lie outside the rules' limits.
const PUSHER_TOLERANCE: f32 = 1e-3;

/// Why a description was refused, and the field that is at fault.
#[derive(Clone, Debug, PartialEq)]
pub struct DescriptionError {
    /// Dotted path within the description, e.g. `stones[3].rotation`.
    pub field: String,
    pub message: String,
}

impl fmt::Display for DescriptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field `{}`: {}", self.field, self.message)
    }
}

impl std::error::Error for DescriptionError {}

/// What checking found that building needs: normalised rotations and legal pusher poses.
pub(super) struct Checked {
    pub rotations: Vec<Rotation>,
    pub pusher_pose: PusherPose,
    pub pusher_target: PusherPose,
}

type Check<T = ()> = Result<T, DescriptionError>;

fn fail<T>(field: impl Into<String>, message: impl Into<String>) -> Check<T> {
    Err(DescriptionError {
        field: field.into(),
        message: message.into(),
    })
}

/// Checks every field of `desc`; the first fault found is reported.
pub(super) fn check(desc: &QuarryDescription) -> Check<Checked> {
    desc.config.validate().map_err(|e| DescriptionError {
        field: format!("config.{}", e.field),
        message: e.message,
    })?;
    if !(desc.time.is_finite() && (0.0..=MAX_TIME).contains(&desc.time)) {
        return fail(
            "time",
            format!(
                "{} is not a time a quarry can have run (0 to {MAX_TIME:e} s)",
                desc.time
            ),
        );
    }
    if desc.frames > MAX_FRAMES {
        return fail(
            "frames",
            format!(
                "{} frames is more than a quarry steps in years of play (at most {MAX_FRAMES})",
                desc.frames
            ),
        );
    }
    if desc.stones.len() > MAX_STONES {
        return fail(
            "stones",
            format!(
                "{} stones, but the game has only {MAX_STONES}",
                desc.stones.len()
            ),
        );
    }
    let bounds = Bounds::new(&desc.config);
    let mut ids = HashSet::new();
    let mut rotations = Vec::with_capacity(desc.stones.len());
    for (i, stone) in desc.stones.iter().enumerate() {
        let at = |name: &str| format!("stones[{i}].{name}");
        if stone.id >= desc.next_id {
            return fail(
                at("id"),
                format!("{} is not below next_id ({})", stone.id, desc.next_id),
            );
        }
        if !ids.insert(stone.id) {
            return fail(
                at("id"),
                format!("stone {} appears more than once", stone.id),
            );
        }
        rotations.push(check_stone(stone, &bounds, &at)?);
    }
    let pusher_pose = check_pusher(&desc.config, desc.pusher.pose.into(), "pusher.pose")?;
    let pusher_target = check_pusher(&desc.config, desc.pusher.target.into(), "pusher.target")?;
    for (i, fell) in desc.events.iter().enumerate() {
        let id = fell.stone.0;
        if id >= desc.next_id || ids.contains(&id) {
            return fail(
                format!("events[{i}].stone"),
                format!(
                    "stone {id} cannot have fallen: it was never placed or is still in the quarry"
                ),
            );
        }
    }
    check_faults(desc)?;
    Ok(Checked {
        rotations,
        pusher_pose,
        pusher_target,
    })
}

/// One stone's numbers: finite, near the ramp, a unit rotation, sane speeds.
fn check_stone(
    stone: &StoneDescription,
    bounds: &Bounds,
    at: &dyn Fn(&str) -> String,
) -> Check<Rotation> {
    finite(&stone.position, &at("position"))?;
    bounds.contains(stone.position, &at("position"))?;
    finite(&stone.last_local, &at("last_local"))?;
    bounds.contains_local(Vector::from(stone.last_local), &at("last_local"))?;
    finite(&stone.rotation, &at("rotation"))?;
    let rotation = unit_rotation(stone.rotation, &at("rotation"))?;
    finite(&stone.linvel, &at("linvel"))?;
    bounded(&stone.linvel, MAX_SPEED, "m/s", &at("linvel"))?;
    finite(&stone.angvel, &at("angvel"))?;
    bounded(&stone.angvel, MAX_SPIN, "rad/s", &at("angvel"))?;
    if !(stone.still_for.is_finite() && stone.still_for >= 0.0) {
        return fail(
            at("still_for"),
            format!("{} is not a duration", stone.still_for),
        );
    }
    Ok(rotation)
}

fn finite(values: &[f32], field: &str) -> Check {
    if values.iter().all(|v| v.is_finite()) {
        Ok(())
    } else {
        fail(field, "holds a number that is not finite (NaN or infinite)")
    }
}

/// A vector no longer than `limit`, measured in f64 so that a huge one does not read `inf`.
fn bounded(v: &[f32; 3], limit: f32, unit: &str, field: &str) -> Check {
    let magnitude = v.iter().map(|c| f64::from(*c).powi(2)).sum::<f64>().sqrt();
    if magnitude <= f64::from(limit) {
        Ok(())
    } else {
        fail(
            field,
            format!("{magnitude:.3e} {unit} is faster than {limit} {unit}"),
        )
    }
}

/// A quaternion of unit norm (within `UNIT_TOLERANCE`), normalised when it is not one
/// already to float precision.
fn unit_rotation(q: [f32; 4], field: &str) -> Check<Rotation> {
    let norm_sq: f32 = q.iter().map(|c| c * c).sum();
    if !((1.0 - UNIT_TOLERANCE).powi(2)..=(1.0 + UNIT_TOLERANCE).powi(2)).contains(&norm_sq) {
        return fail(
            field,
            format!(
                "a rotation needs a unit quaternion, this one has norm {}",
                norm_sq.sqrt()
            ),
        );
    }
    let rotation = Rotation::from_array(q);
    if (norm_sq - 1.0).abs() <= UNIT_EXACT {
        Ok(rotation)
    } else {
        Ok(rotation.normalize())
    }
}

fn check_pusher(config: &QuarryConfig, pose: PusherPose, field: &str) -> Check<PusherPose> {
    if ![pose.lateral, pose.advance, pose.angle]
        .iter()
        .all(|v| v.is_finite())
    {
        return fail(field, "holds a number that is not finite (NaN or infinite)");
    }
    legal_pusher_pose(config, pose, PUSHER_TOLERANCE).map_or_else(
        || {
            fail(
                field,
                "the pusher would stand outside the bars, past the line or turned too far",
            )
        },
        Ok,
    )
}

fn check_faults(desc: &QuarryDescription) -> Check {
    use super::faults::Fault;
    for (i, fault) in desc.faults.iter().enumerate() {
        let field = format!("faults[{i}]");
        let ids = match *fault {
            Fault::Overlap { a, b, depth } => {
                if !(depth.is_finite() && depth >= 0.0) {
                    return fail(field, format!("an overlap of {depth} m"));
                }
                [a, b]
            }
            Fault::NonFinite { stone }
            | Fault::BelowRamp { stone }
            | Fault::ThroughWall { stone }
            | Fault::InsidePusher { stone }
            | Fault::OutsideWorld { stone } => [stone, stone],
        };
        if ids.iter().any(|id| id.0 >= desc.next_id) {
            return fail(field, "names a stone that was never placed");
        }
    }
    Ok(())
}

/// The region around the ramp where a stone of the quarry can be, in the ramp frame.
struct Bounds {
    ramp: RampGeometry,
    half_width: f32,
    height: f32,
}

impl Bounds {
    fn new(config: &QuarryConfig) -> Bounds {
        let ramp = RampGeometry::new(&config.ramp);
        let half_width =
            0.5 * ramp.entrance_width.max(ramp.front_width) + ramp.wall_thickness + WORLD_MARGIN;
        let height = ramp.wall_height.max(ramp.bar_height) + WORLD_MARGIN;
        Bounds {
            ramp,
            half_width,
            height,
        }
    }

    /// A world point.
    fn contains(&self, world: [f32; 3], field: &str) -> Check {
        self.contains_local(self.ramp.to_local(Vector::from(world)), field)
    }

    /// A point in the ramp frame.
    fn contains_local(&self, p: Vector, field: &str) -> Check {
        let inside = p.x.abs() <= self.half_width
            && (-WORLD_MARGIN..=self.height).contains(&p.y)
            && (-WORLD_MARGIN..=self.ramp.length + WORLD_MARGIN).contains(&p.z);
        if inside {
            Ok(())
        } else {
            fail(
                field,
                "lies outside the quarry (more than 0.5 m from the ramp)",
            )
        }
    }
}

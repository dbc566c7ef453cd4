//! Physics faults: states that real wood and cardboard cannot reach. The tuner's bench and
//! the tests look for them; a config that produces them is wrong.

use super::block_contacts::block_separation;
use super::disc_contacts::parallel_overlap;
use super::pusher::{world_pose, Pusher};
use super::ramp::RampGeometry;
use super::stones::{Stone, StoneId};
use super::world::PhysicsState;
use rapier3d::parry::query::{ContactManifold, DefaultQueryDispatcher, PersistentQueryDispatcher};
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// One impossible state, with the stone concerned.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Fault {
    /// A pose or velocity became NaN or infinite.
    NonFinite { stone: StoneId },
    /// The stone is over the ramp but below its floor: it went through the cardboard.
    BelowRamp { stone: StoneId },
    /// The stone left the lane sideways below the top of the wall: it went through it.
    ThroughWall { stone: StoneId },
    /// The stone's centre is inside the pusher.
    InsidePusher { stone: StoneId },
    /// The stone is farther than any table from the quarry.
    OutsideWorld { stone: StoneId },
    /// Two stones overlap by more than `depth` metres.
    Overlap { a: StoneId, b: StoneId, depth: f32 },
}

/// How far from the ramp a stone may be before it is "outside the world" (m).
const WORLD_RADIUS: f32 = 5.0;

/// Faults of one stone after a step, from its previous and current ramp-frame centres.
pub fn stone_faults(
    ramp: &RampGeometry,
    stone: &Stone,
    world: &Pose,
    local: Vector,
    out: &mut Vec<Fault>,
) {
    let id = stone.id;
    if !world.is_finite() {
        out.push(Fault::NonFinite { stone: id });
        return;
    }
    if world.translation.length() > WORLD_RADIUS + ramp.length {
        out.push(Fault::OutsideWorld { stone: id });
    }
    let inset = local.x.abs() + 0.002 < ramp.half_width_at(local.z)
        && local.z > 0.002
        && local.z < ramp.length - 0.002;
    if inset && local.y < -ramp.floor_thickness {
        out.push(Fault::BelowRamp { stone: id });
    }
    let prev = Vector::from(stone.last_local);
    let was_inside =
        prev.x.abs() < ramp.half_width_at(prev.z) && prev.z > 0.0 && prev.z < ramp.length;
    let now_beside = local.x.abs() > ramp.half_width_at(local.z) + ramp.wall_thickness
        && local.z > 0.0
        && local.z < ramp.length;
    let top = if local.z < ramp.entrance_length {
        ramp.bar_height
    } else {
        ramp.wall_height
    };
    if was_inside && now_beside && prev.y.max(local.y) < 0.5 * top {
        out.push(Fault::ThroughWall { stone: id });
    }
}

/// A stone whose centre lies inside the pusher's box.
pub fn pusher_faults(
    ramp: &RampGeometry,
    pusher: &Pusher,
    stones: &[(StoneId, Vector)],
    out: &mut Vec<Fault>,
) {
    let pose = world_pose(&pusher.config, ramp, pusher.pose);
    let half = Vector::from(pusher.shape().half_extents);
    for (id, world) in stones {
        let p = pose.inverse_transform_point(*world);
        if p.x.abs() < half.x && p.y.abs() < half.y && p.z.abs() < half.z {
            out.push(Fault::InsidePusher { stone: *id });
        }
    }
}

/// Every pair of stones in contact that overlap, with how deep (m), measured afresh from
/// their poses: the narrow phase keeps the contacts of a sleeping pair as they were when
/// it fell asleep, and parry's kept points missed blocks sunk millimetres into each other
/// (`block_contacts`). Two blocks are measured exactly by the separating-axis test (parry's
/// manifold can miss the deepest corner of two blocks lying side by side), two parallel
/// discs exactly too (`disc_contacts`), every other pair by a new manifold from parry.
pub fn stone_overlaps(
    physics: &PhysicsState,
    owner: impl Fn(ColliderHandle) -> Option<StoneId>,
) -> Vec<(StoneId, StoneId, f32)> {
    physics
        .narrow_phase
        .contact_pairs()
        .filter_map(|pair| {
            let (a, b) = (owner(pair.collider1)?, owner(pair.collider2)?);
            let (c1, c2) = (
                physics.colliders.get(pair.collider1)?,
                physics.colliders.get(pair.collider2)?,
            );
            let pos12 = c1.position().inv_mul(c2.position());
            if let (Some(b1), Some(b2)) = (c1.shape().as_cuboid(), c2.shape().as_cuboid()) {
                let depth = -block_separation(&pos12, b1, b2);
                return (depth > 0.0).then_some((a, b, depth));
            }
            if let Some(depth) = parallel_overlap(&pos12, c1.shape(), c2.shape()) {
                return (depth > 0.0).then_some((a, b, depth));
            }
            let mut manifolds: Vec<ContactManifold<(), ()>> = Vec::new();
            DefaultQueryDispatcher
                .contact_manifolds(
                    &pos12,
                    c1.shape(),
                    c2.shape(),
                    0.0,
                    &mut manifolds,
                    &mut None,
                )
                .ok()?;
            let deepest = manifolds
                .iter()
                .flat_map(|m| m.points.iter().map(|p| p.dist))
                .fold(0.0f32, f32::min);
            (deepest < 0.0).then_some((a, b, -deepest))
        })
        .collect()
}

/// Pairs of stones that overlap deeper than `tolerance` (m).
pub fn overlap_faults(overlaps: &[(StoneId, StoneId, f32)], tolerance: f32, out: &mut Vec<Fault>) {
    for &(a, b, depth) in overlaps {
        if depth > tolerance {
            out.push(Fault::Overlap { a, b, depth });
        }
    }
}

//! The wooden stones: identities, sizes, colliders and what the view may read of them.

use super::config::{QuarryConfig, StoneDims, StoneShape};
use super::knocks::KNOCK_WEIGHT_SHARE;
use super::materials::MaterialTag;
use crate::rules::components::Size;
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// A stone's identity for its whole life in the quarry (never reused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct StoneId(pub u32);

/// A stone in the quarry and its rapier body.
#[derive(Clone, Debug)]
pub struct Stone {
    pub id: StoneId,
    pub size: Size,
    pub body: RigidBodyHandle,
    /// Its centre in the ramp frame after the last step, to tell how it left the lane.
    pub last_local: [f32; 3],
}

/// The collision shape of a stone, for drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StoneShapeView {
    /// Half extents along the stone's local x, y (thickness) and z.
    Box { half_extents: [f32; 3] },
    /// A cylinder with its axis along the stone's local y.
    Disc { radius: f32, half_height: f32 },
}

/// One stone as the view draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoneView {
    pub id: StoneId,
    pub size: Size,
    pub translation: [f32; 3],
    /// Quaternion `[x, y, z, w]`.
    pub rotation: [f32; 4],
    pub shape: StoneShapeView,
}

/// The shape of a stone of these dimensions, lying flat (thickness along local y).
pub fn shape_view(shape: StoneShape, d: StoneDims) -> StoneShapeView {
    match shape {
        StoneShape::Box => StoneShapeView::Box {
            half_extents: [0.5 * d.diameter, 0.5 * d.thickness, 0.5 * d.diameter],
        },
        StoneShape::Disc => StoneShapeView::Disc {
            radius: 0.5 * d.diameter,
            half_height: 0.5 * d.thickness,
        },
    }
}

/// The collider of a stone of `size`.
pub fn collider(config: &QuarryConfig, size: Size) -> ColliderBuilder {
    let d = config.stones.dims(size);
    let builder = match config.stones.stone_shape {
        StoneShape::Box => {
            ColliderBuilder::cuboid(0.5 * d.diameter, 0.5 * d.thickness, 0.5 * d.diameter)
        }
        StoneShape::Disc => disc_collider(d, config.stones.disc_edge_radius),
    };
    // Heard as a knock once its contact presses with a share of its weight (`knocks.rs`).
    let weight =
        config.stones.density * volume(config.stones.stone_shape, d) * config.solver.gravity;
    let builder = builder
        .active_events(ActiveEvents::CONTACT_FORCE_EVENTS)
        .contact_force_event_threshold(KNOCK_WEIGHT_SHARE * weight);
    MaterialTag::Stone.tag(builder.density(config.stones.density), &config.materials)
}

/// The volume of a stone of these dimensions (m³).
fn volume(shape: StoneShape, d: StoneDims) -> f32 {
    match shape {
        StoneShape::Box => d.diameter * d.diameter * d.thickness,
        StoneShape::Disc => std::f32::consts::PI * 0.25 * d.diameter * d.diameter * d.thickness,
    }
}

/// A disc of these dimensions. Rounded edges (parry's round cylinder: a cylinder
/// `border` smaller all round, dilated by a sphere of radius `border`) keep the outer size
/// and give contacts against the ramp, walls and pusher a smooth normal where face meets
/// rim; contacts between two discs come from `disc_contacts`.
fn disc_collider(d: StoneDims, border: f32) -> ColliderBuilder {
    let (half, radius) = (0.5 * d.thickness, 0.5 * d.diameter);
    if border > 0.0 {
        ColliderBuilder::round_cylinder(half - border, radius - border, border)
    } else {
        ColliderBuilder::cylinder(half, radius)
    }
}

/// The rigid body of a stone at `pose`, with CCD, damping and sleep settings of the config.
pub fn body(config: &QuarryConfig, pose: Pose) -> RigidBody {
    let s = &config.solver;
    let mut body = RigidBodyBuilder::dynamic()
        .pose(pose)
        .ccd_enabled(s.ccd)
        .linear_damping(s.linear_damping)
        .angular_damping(s.angular_damping)
        .build();
    let activation = body.activation_mut();
    activation.normalized_linear_threshold = s.sleep_linear_threshold;
    activation.angular_threshold = s.sleep_angular_threshold;
    activation.time_until_sleep = s.time_until_sleep;
    body
}

/// Half the largest horizontal extent of a stone: the radius of a circle that holds it
/// whichever way it is turned.
pub fn footprint_radius(config: &QuarryConfig, size: Size) -> f32 {
    let d = config.stones.dims(size);
    match config.stones.stone_shape {
        StoneShape::Box => 0.5 * d.diameter * std::f32::consts::SQRT_2,
        StoneShape::Disc => 0.5 * d.diameter,
    }
}

/// How far a stone turned by `yaw` reaches from its centre across the lane (`[0]`) and
/// along the slope (`[1]`).
pub fn reach(config: &QuarryConfig, size: Size, yaw: f32) -> [f32; 2] {
    let half = 0.5 * config.stones.dims(size).diameter;
    match config.stones.stone_shape {
        StoneShape::Box => {
            let r = half * (yaw.cos().abs() + yaw.sin().abs());
            [r, r]
        }
        StoneShape::Disc => [half, half],
    }
}

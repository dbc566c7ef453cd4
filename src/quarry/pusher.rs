//! The wooden pusher: a kinematic body that moves towards a target each frame, never
//! faster than the configured speed and never with any part past the line.
//!
//! Plans and the mouse both only set targets; the clamping here is what keeps the rule
//! ("no part of it may cross the line") true whatever the caller asks for.
//!
//! The hand slows near the pile: while the pusher touches a stone that lies within
//! `pusher.near_pile` of another, it moves at most `pusher.near_pile_speed`, and stays
//! that slow until it is drawn back. A firm push gained what it gained before its stone
//! met the pile (a block let go at 15–20 cm/s slides on about 7 mm and knocks it), and a
//! pusher that sped up again once its stone ran ahead struck that stone into the pile;
//! slowed so, the firmest push drops 0.87–0.99 × what the most careful one does. The hand
//! gives way (`pusher.give`) rather than crush a jammed stone. Why these values: the
//! quarry module's calibration (`calibration.md`).

use super::config::{MaterialsConfig, PusherConfig};
use super::materials::MaterialTag;
use super::ramp::RampGeometry;
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// Where the pusher is, in the ramp frame: `lateral` across the lane (m), `advance` the
/// position of its centre along the slope from the top of the entrance (m), `angle` its
/// turn about the ramp's normal (rad, 0 = face square to the slope).
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct PusherPose {
    pub lateral: f32,
    pub advance: f32,
    pub angle: f32,
}

/// The pusher's box, for drawing: half extents along its local x (width), y, z (depth).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PusherShape {
    pub half_extents: [f32; 3],
}

/// The pusher body and its motion state.
#[derive(Clone, Debug)]
pub struct Pusher {
    pub body: RigidBodyHandle,
    pub collider: ColliderHandle,
    pub config: PusherConfig,
    /// The pose reached at the end of the last frame.
    pub pose: PusherPose,
    /// Where it is asked to go (already clamped).
    pub target: PusherPose,
    /// The hand has slowed near the pile on this approach
    /// (`pusher.near_pile_speed`): it stays slow until the pusher is drawn back,
    /// as a careful hand does not rush again once its stone has reached the pile.
    pub slowed: bool,
}

/// Gap between the pusher's underside and the ramp. Zero: the pusher slides on the cardboard
/// (kinematic and fixed bodies do not collide), and no stone edge can slip under it.
const CLEARANCE: f32 = 0.0;

impl Pusher {
    /// The pusher parked at the top. `frame_travel` is the farthest it moves in one rapier
    /// step: contacts are predicted that far ahead (soft CCD), or a fast pusher would
    /// step into a stone before the solver sees them touch.
    pub fn new(
        config: &PusherConfig,
        ramp: &RampGeometry,
        frame_travel: f32,
        pairs: &MaterialsConfig,
        bodies: &mut RigidBodySet,
        colliders: &mut ColliderSet,
    ) -> Pusher {
        let pose = parking(config, ramp, 0.0, 0.0);
        let world = world_pose(config, ramp, pose);
        let builder = RigidBodyBuilder::kinematic_position_based()
            .pose(world)
            .soft_ccd_prediction(1.5 * frame_travel);
        let body = bodies.insert(builder);
        let shape =
            ColliderBuilder::cuboid(0.5 * config.width, 0.5 * config.height, 0.5 * config.depth);
        let collider =
            colliders.insert_with_parent(MaterialTag::Pusher.tag(shape, pairs), body, bodies);
        Pusher {
            body,
            collider,
            config: config.clone(),
            pose,
            target: pose,
            slowed: false,
        }
    }

    pub fn shape(&self) -> PusherShape {
        let c = &self.config;
        PusherShape {
            half_extents: [0.5 * c.width, 0.5 * c.height, 0.5 * c.depth],
        }
    }

    /// Asks the pusher to go to `target`; the target is clamped to the rules first.
    pub fn drive(&mut self, target: PusherPose, ramp: &RampGeometry) {
        self.target = clamp(&self.config, ramp, target);
    }

    /// Whether the pusher has reached its target.
    pub fn at_target(&self) -> bool {
        self.pose == self.target
    }

    /// The pose of the next frame: towards the target, limited so that no point of the
    /// pusher moves faster than `top_speed`, and never above `max_speed` (a corner moves
    /// by the translation plus the turn times the half diagonal, so both share one
    /// budget).
    /// Every pose on the way is clamped again: the line constraint depends on the angle,
    /// so a straight path between two legal poses can poke past the line while turning.
    pub fn next_pose(&self, dt: f32, ramp: &RampGeometry, top_speed: f32) -> PusherPose {
        let c = &self.config;
        let reach = top_speed.min(c.max_speed) * dt;
        let dx = self.target.lateral - self.pose.lateral;
        let dz = self.target.advance - self.pose.advance;
        let da = self.target.angle - self.pose.angle;
        let half_diagonal = 0.5 * (c.width * c.width + c.depth * c.depth).sqrt();
        let travel = (dx * dx + dz * dz).sqrt() + da.abs() * half_diagonal;
        if travel <= reach {
            return self.target;
        }
        clamp(c, ramp, lerp(self.pose, self.target, reach / travel))
    }
}

/// How far the pusher reaches from its centre towards the front at this angle.
pub fn front_extent(c: &PusherConfig, angle: f32) -> f32 {
    0.5 * c.depth * angle.cos() + 0.5 * c.width * angle.sin().abs()
}

/// How far the pusher reaches from its centre sideways at this angle.
pub fn side_extent(c: &PusherConfig, angle: f32) -> f32 {
    0.5 * c.width * angle.cos() + 0.5 * c.depth * angle.sin().abs()
}

/// The largest angle, up to `max_angle_deg`, at which the pusher still fits between the bars.
pub fn max_angle(c: &PusherConfig, ramp: &RampGeometry) -> f32 {
    let mut angle = c.max_angle_deg.to_radians();
    while angle > 0.0 && side_extent(c, angle) > 0.5 * ramp.entrance_width {
        angle = (angle - 0.005).max(0.0);
    }
    angle
}

/// The rules applied to a wished pose: angle within limits, inside the bars, behind the line.
pub fn clamp(c: &PusherConfig, ramp: &RampGeometry, wish: PusherPose) -> PusherPose {
    let limit = max_angle(c, ramp);
    let angle = finite_or(wish.angle, 0.0).clamp(-limit, limit);
    let lateral_room = (0.5 * ramp.entrance_width - side_extent(c, angle)).max(0.0);
    let lateral = finite_or(wish.lateral, 0.0).clamp(-lateral_room, lateral_room);
    let back = parking(c, ramp, lateral, angle).advance;
    let front = ramp.line_position - front_extent(c, angle);
    let advance = finite_or(wish.advance, back).clamp(back, front);
    PusherPose {
        lateral,
        advance,
        angle,
    }
}

fn finite_or(value: f32, fallback: f32) -> f32 {
    if value.is_finite() {
        value
    } else {
        fallback
    }
}

/// The waiting pose: wholly uphill of the ramp's top edge, clear of every stone on it.
pub fn parking(c: &PusherConfig, _ramp: &RampGeometry, lateral: f32, angle: f32) -> PusherPose {
    PusherPose {
        lateral,
        advance: -front_extent(c, angle) - 0.005,
        angle,
    }
}

/// The world pose of the pusher's body for a pusher pose.
pub fn world_pose(c: &PusherConfig, ramp: &RampGeometry, pose: PusherPose) -> Pose {
    let local = Pose::from_parts(
        Vector::new(pose.lateral, 0.5 * c.height + CLEARANCE, pose.advance),
        Rotation::from_rotation_y(pose.angle),
    );
    ramp.to_world(local)
}

/// Linear interpolation between two poses, for the substeps of one frame.
pub fn lerp(a: PusherPose, b: PusherPose, t: f32) -> PusherPose {
    PusherPose {
        lateral: a.lateral + (b.lateral - a.lateral) * t,
        advance: a.advance + (b.advance - a.advance) * t,
        angle: a.angle + (b.angle - a.angle) * t,
    }
}

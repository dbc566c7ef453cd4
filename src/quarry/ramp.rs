//! The ramp's geometry: a fixed body with a floor, two bars at the entrance and two walls.
//!
//! The ramp has its own frame: `x` across the lane, `y` out of the surface, `z` downhill
//! from the top of the entrance (`z = 0`) to the front edge (`z = length`). The world
//! has `y` up and the board at `y = 0`; the front edge sits `front_height` above it.

use super::config::{MaterialsConfig, RampConfig};
use super::materials::MaterialTag;
use rapier3d::prelude::*;

/// The ramp's frame and lane outline, derived from the config.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RampGeometry {
    /// Ramp frame → world.
    pub pose: Pose,
    pub length: f32,
    pub entrance_width: f32,
    pub entrance_length: f32,
    pub line_position: f32,
    pub front_width: f32,
    pub wall_height: f32,
    pub wall_thickness: f32,
    pub bar_height: f32,
    pub floor_thickness: f32,
}

impl RampGeometry {
    pub fn new(c: &RampConfig) -> RampGeometry {
        let slope = c.slope_deg.to_radians();
        let top = Vector::new(0.0, c.front_height + c.length * slope.sin(), 0.0);
        RampGeometry {
            pose: Pose::from_parts(top, Rotation::from_rotation_x(slope)),
            length: c.length,
            entrance_width: c.entrance_width,
            entrance_length: c.entrance_length,
            line_position: c.line_position,
            front_width: c.front_width,
            wall_height: c.wall_height,
            wall_thickness: c.wall_thickness,
            bar_height: c.bar_height,
            floor_thickness: c.floor_thickness,
        }
    }

    /// World point → ramp frame.
    pub fn to_local(&self, p: Vector) -> Vector {
        self.pose.inverse_transform_point(p)
    }

    /// A world point as `[x, y, z]` in the ramp frame (for views and tests).
    pub fn local_point(&self, p: [f32; 3]) -> [f32; 3] {
        self.to_local(Vector::from(p)).to_array()
    }

    /// Ramp frame → world pose.
    pub fn to_world(&self, local: Pose) -> Pose {
        self.pose * local
    }

    /// Where the plumb line through a ramp-frame point meets the ramp's surface, as a
    /// distance down the slope (m): a stone on the front edge tips over once this
    /// point of its centre of mass passes `length`.
    pub fn plumb_z(&self, local: Vector) -> f32 {
        let down = self.pose.rotation.inverse() * Vector::new(0.0, -1.0, 0.0);
        local.z + local.y * down.z / -down.y
    }

    /// Half the lane's width at `z` along the slope (inner faces of bars and walls).
    pub fn half_width_at(&self, z: f32) -> f32 {
        let widen = (z - self.entrance_length) / (self.length - self.entrance_length);
        let t = widen.clamp(0.0, 1.0);
        0.5 * (self.entrance_width + t * (self.front_width - self.entrance_width))
    }

    /// Whether a ramp-frame point lies over the lane (between the walls, on the ramp).
    pub fn over_lane(&self, local: Vector) -> bool {
        local.z >= 0.0 && local.z <= self.length && local.x.abs() <= self.half_width_at(local.z)
    }

    /// The angle between a side wall and the slope direction.
    fn wall_yaw(&self) -> f32 {
        let dx = 0.5 * (self.front_width - self.entrance_width);
        (dx).atan2(self.length - self.entrance_length)
    }

    /// The colliders of the ramp, in the ramp frame, each tagged with its material.
    pub fn colliders(&self, pairs: &MaterialsConfig) -> Vec<ColliderBuilder> {
        let mut parts = self.floor(pairs);
        parts.extend(self.bars(pairs));
        parts.extend(self.walls(pairs));
        parts
    }

    /// One convex slab from the top edge to the front edge, as wide as the entrance plus
    /// its bars at the top and as the front plus its walls at the front. One piece because
    /// a stone sliding over the seam between two colliders catches on the inner edge.
    fn floor(&self, pairs: &MaterialsConfig) -> Vec<ColliderBuilder> {
        let (t, wt) = (self.floor_thickness, self.wall_thickness);
        let top = 0.5 * self.entrance_width + wt;
        let front = 0.5 * self.front_width + wt;
        let mut points = Vec::with_capacity(8);
        for y in [-t, 0.0] {
            points.extend([
                Vector::new(-top, y, 0.0),
                Vector::new(top, y, 0.0),
                Vector::new(-front, y, self.length),
                Vector::new(front, y, self.length),
            ]);
        }
        let slab = ColliderBuilder::convex_hull(&points).unwrap_or_else(|| {
            ColliderBuilder::cuboid(front, 0.5 * t, 0.5 * self.length).translation(Vector::new(
                0.0,
                -0.5 * t,
                0.5 * self.length,
            ))
        });
        vec![MaterialTag::Ramp.tag(slab, pairs)]
    }

    fn bars(&self, pairs: &MaterialsConfig) -> Vec<ColliderBuilder> {
        let (h, wt, l) = (self.bar_height, self.wall_thickness, self.entrance_length);
        [-1.0f32, 1.0]
            .into_iter()
            .map(|side| {
                let x = side * (0.5 * self.entrance_width + 0.5 * wt);
                let bar = ColliderBuilder::cuboid(0.5 * wt, 0.5 * h, 0.5 * l)
                    .translation(Vector::new(x, 0.5 * h, 0.5 * l));
                MaterialTag::Wall.tag(bar, pairs)
            })
            .collect()
    }

    fn walls(&self, pairs: &MaterialsConfig) -> Vec<ColliderBuilder> {
        let (h, wt) = (self.wall_height, self.wall_thickness);
        let yaw = self.wall_yaw();
        let dz = self.length - self.entrance_length;
        let half_len = 0.5 * dz / yaw.cos();
        let mid_z = self.entrance_length + 0.5 * dz;
        [-1.0f32, 1.0]
            .into_iter()
            .map(|side| {
                let inner_x = side * self.half_width_at(mid_z);
                let outward = Vector::new(side * yaw.cos(), 0.0, -yaw.sin());
                let centre = Vector::new(inner_x, 0.5 * h, mid_z) + outward * (0.5 * wt);
                let rotation = Rotation::from_rotation_y(side * yaw);
                let wall = ColliderBuilder::cuboid(0.5 * wt, 0.5 * h, half_len)
                    .position(Pose::from_parts(centre, rotation));
                MaterialTag::Wall.tag(wall, pairs)
            })
            .collect()
    }
}

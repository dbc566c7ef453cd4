//! Wood that slides grips less than wood at rest.
//!
//! Rapier has one friction coefficient per contact. Wood on wood and on cardboard holds
//! harder at rest than it grips while sliding, and that difference is what lets a pile,
//! once a push has set part of it moving, carry a few stones further than the push
//! reached: a careful large push now and then clears a big haul, as it does at a table.
//! `materials.sliding_share` is the sliding friction as a share of the configured one;
//! below `materials.slip_speed` of sliding the grip returns linearly to the full value, so
//! the friction force has no jump for the solver to chatter on.
//!
//! The reduction is a contact-modification hook, and rapier never reuses the contacts of
//! a pair with a hook (`solver.contact_recycling`). So the hook is switched on only for
//! stones that move: a resting pile keeps its reused contacts, and a pair whose stone moves
//! would have its contacts found afresh anyway. A pair keeps the friction of its last full
//! update while it is reused; a stone is let go of the hook only below half the slip speed,
//! where its pairs grip at 95 % or more of the full value at a share of 0.9.

use super::config::MaterialsConfig;
use rapier3d::prelude::*;

/// The hook, with the two numbers of the config. `None` where the share is 1 (one
/// coefficient, no hook, the physics of files from before the field).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SlidingFriction {
    share: f32,
    slip_speed: f32,
}

/// A stone's size for turning its spin into a speed at its rim (m): the largest stone's
/// half-diagonal is 1.8 cm; a stone that turns is held by the hook a little early rather
/// than late.
const RIM: f32 = 0.02;

impl SlidingFriction {
    pub fn from_config(m: &MaterialsConfig) -> Option<SlidingFriction> {
        (m.sliding_share < 1.0).then_some(SlidingFriction {
            share: m.sliding_share,
            slip_speed: m.slip_speed,
        })
    }

    /// The factor on a pair's friction while its surfaces slide past each other at `slip`.
    pub fn factor(&self, slip: f32) -> f32 {
        let k = (slip / self.slip_speed).min(1.0);
        1.0 - (1.0 - self.share) * k
    }

    /// Switches the hook on for every awake stone that moves at half the slip speed or more
    /// and off for the others. Called before each step, from the velocities that step starts with.
    pub fn mark_moving_stones(&self, bodies: &RigidBodySet, colliders: &mut ColliderSet) {
        for (_, body) in bodies.iter().filter(|(_, b)| b.is_dynamic()) {
            let speed = body.linvel().length() + body.angvel().length() * RIM;
            let moving = !body.is_sleeping() && speed >= 0.5 * self.slip_speed;
            let want = if moving {
                ActiveHooks::MODIFY_SOLVER_CONTACTS
            } else {
                ActiveHooks::empty()
            };
            for &handle in body.colliders() {
                // `get_mut` queues the collider as modified: only where the flag changes.
                if colliders
                    .get(handle)
                    .is_some_and(|c| c.active_hooks() != want)
                {
                    if let Some(collider) = colliders.get_mut(handle) {
                        collider.set_active_hooks(want);
                    }
                }
            }
        }
    }
}

impl PhysicsHooks for SlidingFriction {
    /// Lowers the manifold's friction by how fast its fastest contact slides.
    fn modify_solver_contacts(&self, context: &mut ContactModificationContext) {
        let bodies = context.bodies;
        let velocity = |handle: Option<RigidBodyHandle>, point: Vector| {
            handle
                .and_then(|h| bodies.get(h))
                .map(|b| b.velocity_at_point(point))
                .unwrap_or_default()
        };
        let (body1, body2) = (context.rigid_body1, context.rigid_body2);
        let Some(manifold) = context.rigid() else {
            return;
        };
        let normal = *manifold.normal;
        let slip = manifold
            .solver_contacts
            .iter()
            .map(|c| {
                let relative = velocity(body2, c.anchor1) - velocity(body1, c.anchor1);
                (relative - normal * relative.dot(normal)).length()
            })
            .fold(0.0, f32::max);
        if let Some(manifold) = context.rigid_mut() {
            *manifold.friction *= self.factor(slip);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::config::QuarryConfig;
    use super::super::materials::MaterialTag;
    use super::super::world::PhysicsState;
    use super::*;

    /// Where a mid block ends, down the slope, one second after it is set on a board of
    /// wood-on-cardboard friction 0.5 tilted `slope_deg`, moving down it at `speed` (m).
    fn slide(share: f32, slope_deg: f32, speed: f32) -> f32 {
        let mut config = QuarryConfig::load_default().expect("shipped config");
        config.materials.stone_ramp.friction = 0.5;
        config.materials.sliding_share = share;
        let (m, s) = (&config.materials, &config.solver);
        let mut world = PhysicsState::new(s, m, config.stones.stone_shape);
        let tilt = Rotation::from_rotation_x(slope_deg.to_radians());
        let board = ColliderBuilder::cuboid(0.5, 0.01, 0.5)
            .position(Pose::from_parts(tilt * Vector::new(0.0, -0.01, 0.0), tilt));
        world.colliders.insert(MaterialTag::Ramp.tag(board, m));
        let half = Vector::new(0.011, 0.0045, 0.011);
        let body = RigidBodyBuilder::dynamic()
            .pose(Pose::from_parts(tilt * Vector::new(0.0, half.y, 0.0), tilt))
            .linvel(tilt * Vector::new(0.0, 0.0, speed))
            .build();
        let handle = world.bodies.insert(body);
        let stone = ColliderBuilder::cuboid(half.x, half.y, half.z).density(700.0);
        let (bodies, colliders) = (&mut world.bodies, &mut world.colliders);
        colliders.insert_with_parent(MaterialTag::Stone.tag(stone, m), handle, bodies);
        let dt = config.solver.timestep;
        for _ in 0..(1.0 / dt).round() as usize {
            world.step(dt);
        }
        let at = world.bodies[handle].translation();
        (tilt.inverse() * at).z
    }

    #[test]
    fn sliding_wood_grips_less_than_resting_wood() {
        // Between atan(0.9 * 0.5) = 24.2 deg and atan(0.5) = 26.6 deg: wood at rest holds,
        // wood that slides does not stop.
        let slope = 25.0;
        let resting = slide(0.9, slope, 0.0);
        assert!(resting.abs() < 0.0005, "a resting block crept {resting} m");
        let kicked = slide(0.9, slope, 0.05);
        assert!(kicked > 0.05, "a sliding block stopped after {kicked} m");
        // With one coefficient the same block stops within v^2 / (2 g (mu cos - sin)) = 5.0 mm.
        let one = slide(1.0, slope, 0.05);
        assert!((0.003..0.009).contains(&one), "one coefficient: {one} m");
    }

    #[test]
    fn the_grip_returns_below_the_slip_speed() {
        let m = MaterialsConfig {
            sliding_share: 0.9,
            slip_speed: 0.002,
            ..QuarryConfig::load_default().expect("shipped").materials
        };
        let sliding = SlidingFriction::from_config(&m).expect("a share below 1");
        assert_eq!(sliding.factor(0.0), 1.0);
        assert!((sliding.factor(0.001) - 0.95).abs() < 1e-6);
        assert!((sliding.factor(0.01) - 0.9).abs() < 1e-6);
        let one = MaterialsConfig {
            sliding_share: 1.0,
            ..m
        };
        assert_eq!(
            SlidingFriction::from_config(&one),
            None,
            "no hook at one coefficient"
        );
    }
}

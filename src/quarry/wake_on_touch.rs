//! Sleeping stones woken before a stone touches them.
//!
//! Rapier wakes a sleeping island when one of its stones begins to touch an awake
//! body, but it does so halfway through its step: the narrow phase has already
//! updated the pairs it was going to update, and the woken island's own contacts (with
//! the ramp and with each other) are not among them. For that one step the woken
//! stones fall with nothing under them: every one drops about 1.7 mm into the
//! cardboard and the stones below it and is pushed back out over the next frames, the
//! whole pile shifted 0.6 mm down the slope.
//!
//! A stone put in behind the line often lies against a played pile, so the pile
//! hopped as the stone went in, and 37 of 390 stones put in (ten played block
//! quarries, 40 pushes each, 5 cm/s) knocked a front stone off before the pusher
//! moved; woken by hand before the step, the same piles lost none. So a stone put in
//! wakes every sleeping stone it may touch first, with its whole island, and rapier
//! steps them with their contacts.
//!
//! The same hop happens where a pushed stone first reaches a sleeping pile (in 183 of
//! 300 careful pushes from fresh block openings). `solver.wake_before_touch` (on in
//! both presets) wakes ahead of every moving stone and removes it too. The quarry
//! was calibrated again without the hop: it had shaken every pile it reached 0.6 mm
//! down the slope, and that shake was most of what a careful push dropped from a
//! fresh opening; see the quarry module's calibration (`calibration.md`). The
//! kinematic pusher has its own guard (`Quarry::wake_near_pusher`).

use super::state::Quarry;
use rapier3d::parry::bounding_volume::{Aabb, BoundingVolume};
use rapier3d::prelude::*;

impl Quarry {
    /// Wakes every sleeping stone that the stone of `body`, just put in, may touch:
    /// whose bounding box comes within the contact prediction distance of its own.
    pub(super) fn wake_stones_touching(&mut self, body: RigidBodyHandle) {
        let Some(reach) = self.stone_aabb(body) else {
            return;
        };
        let reach = reach.loosened(self.config.solver.prediction_distance);
        self.wake_sleeping_within(&[reach]);
    }

    /// With `solver.wake_before_touch`: wakes every sleeping stone that an awake
    /// stone may touch within the next rapier step of `dt` seconds, its bounding box
    /// grown by how far it can move in the step plus the prediction distance.
    pub(super) fn wake_ahead_of_moving_stones(&mut self, dt: f32) {
        if !self.config.solver.wake_before_touch || !self.any_stone_asleep() {
            return;
        }
        let margin = self.config.solver.prediction_distance;
        let reaches: Vec<Aabb> = (self.stones.iter())
            .filter_map(|s| {
                let body = self.physics.bodies.get(s.body)?;
                if body.is_sleeping() {
                    return None;
                }
                let aabb = self.stone_aabb(s.body)?;
                let radius = aabb.half_extents().length();
                let travel = (body.linvel().length() + body.angvel().length() * radius) * dt;
                Some(aabb.loosened(travel + margin))
            })
            .collect();
        if !reaches.is_empty() {
            self.wake_sleeping_within(&reaches);
        }
    }

    /// Whether any stone sleeps: while the whole pile is awake (most of a push) there
    /// is nothing to wake ahead of it.
    fn any_stone_asleep(&self) -> bool {
        (self.stones.iter())
            .any(|s| (self.physics.bodies.get(s.body)).is_some_and(|b| b.is_sleeping()))
    }

    /// Wakes (with its island) every sleeping stone whose bounding box meets one of
    /// `reaches`.
    fn wake_sleeping_within(&mut self, reaches: &[Aabb]) {
        let touched: Vec<RigidBodyHandle> = (self.stones.iter())
            .filter(|s| (self.physics.bodies.get(s.body)).is_some_and(|b| b.is_sleeping()))
            .filter(|s| {
                self.stone_aabb(s.body)
                    .is_some_and(|a| reaches.iter().any(|r| r.intersects(&a)))
            })
            .map(|s| s.body)
            .collect();
        for handle in touched {
            if let Some(stone) = self.physics.bodies.get_mut(handle) {
                stone.wake_up(true);
            }
        }
    }

    /// The bounding box of the stone of `body` where it lies now.
    fn stone_aabb(&self, body: RigidBodyHandle) -> Option<Aabb> {
        let collider = *self.physics.bodies.get(body)?.colliders().first()?;
        Some(self.physics.colliders.get(collider)?.compute_aabb())
    }
}

#[cfg(test)]
mod tests {
    use crate::quarry::{Quarry, QuarryConfig, StonePreset};
    use crate::rules::components::Size;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;
    use rapier3d::prelude::*;

    /// Three mid stones in a row down the slope, the first 0.5 mm in front of the
    /// line, settled and asleep, with the general guard (`solver.wake_before_touch`)
    /// off, so that only the placement's own wake stands between them and the hop.
    fn sleeping_row(preset: StonePreset) -> Quarry {
        let mut config = QuarryConfig::load_preset(preset).expect("the preset loads");
        config.solver.wake_before_touch = false;
        sleeping_row_with(config)
    }

    fn sleeping_row_with(config: QuarryConfig) -> Quarry {
        let shape = config.stones.stone_shape;
        let mut quarry = Quarry::empty(&config, Pcg64::seed_from_u64(1));
        let ramp = quarry.ramp();
        let d = config.stones.dims(Size::Mid);
        for k in 0..3 {
            let z = ramp.line_position + 0.0005 + (k as f32 + 0.5) * (d.diameter + 0.0002);
            let local =
                Pose::from_parts(Vector::new(0.0, 0.5 * d.thickness, z), Rotation::IDENTITY);
            quarry.insert_stone(Size::Mid, ramp.to_world(local), &ramp);
        }
        for _ in 0..600 {
            quarry.step();
            if quarry.is_settled() {
                break;
            }
        }
        assert!(quarry.is_settled(), "{shape:?}: the row came to rest");
        quarry
    }

    /// How far each stone of the row lies above the ramp (m).
    fn heights(quarry: &Quarry) -> Vec<f32> {
        let ramp = quarry.ramp();
        (quarry.stones().take(3))
            .map(|s| ramp.local_point(s.translation)[1])
            .collect()
    }

    /// The deepest any stone of the row sank towards the ramp in the first frame
    /// after a mid stone was put in behind the line, against it (m), through
    /// `place_stone` or by inserting the same stone without the guard.
    fn sink_after_putting_in(preset: StonePreset, guarded: bool) -> f32 {
        let mut quarry = sleeping_row(preset);
        let before = heights(&quarry);
        if guarded {
            quarry
                .place_stone(Size::Mid, 0.0, 0.0)
                .expect("the entrance is free");
        } else {
            let ramp = quarry.ramp();
            let d = quarry.config().stones.dims(Size::Mid);
            let z = ramp.line_position - 0.5 * d.diameter - 0.001;
            let local = Pose::from_parts(
                Vector::new(0.0, 0.5 * d.thickness + 0.0002, z),
                Rotation::IDENTITY,
            );
            quarry.insert_stone(Size::Mid, ramp.to_world(local), &ramp);
        }
        quarry.step();
        let after = heights(&quarry);
        (before.iter().zip(&after))
            .map(|(b, a)| b - a)
            .fold(0.0, f32::max)
    }

    /// For both presets: without the guard (`sink(preset, false)`) the sleeping row is
    /// stepped once unsupported and sinks over a millimetre; with it, less than `limit`.
    fn only_the_guard_keeps_the_row_up(sink: fn(StonePreset, bool) -> f32, limit: f32) {
        for preset in [StonePreset::Blocks, StonePreset::Discs] {
            let unguarded = sink(preset, false);
            assert!(
                unguarded > 0.001,
                "{preset:?}: without the guard the row should be stepped unsupported \
                 (it sank {unguarded} m); if rapier now wakes it in time, drop the guard"
            );
            let guarded = sink(preset, true);
            assert!(
                guarded < limit,
                "{preset:?}: the row sank {guarded} m with the guard"
            );
        }
    }

    #[test]
    fn a_stone_put_in_against_a_sleeping_pile_does_not_drop_it_into_the_ramp() {
        only_the_guard_keeps_the_row_up(sink_after_putting_in, 0.0001);
    }

    /// The deepest any stone of the sleeping row sinks towards the ramp while a mid
    /// stone slides into it from behind the line at 20 cm/s (m).
    fn sink_as_a_stone_slides_in(preset: StonePreset, wake_before_touch: bool) -> f32 {
        let mut config = QuarryConfig::load_preset(preset).expect("the preset loads");
        config.solver.wake_before_touch = wake_before_touch;
        let mut quarry = sleeping_row_with(config);
        let ramp = quarry.ramp();
        let before = heights(&quarry);
        let d = quarry.config().stones.dims(Size::Mid);
        let z = ramp.line_position - 0.5 * d.diameter - 0.003;
        let at = |z: f32| Vector::new(0.0, 0.5 * d.thickness, z);
        let local = Pose::from_parts(at(z), Rotation::IDENTITY);
        quarry.insert_stone(Size::Mid, ramp.to_world(local), &ramp);
        let down = (ramp
            .to_world(Pose::from_translation(at(z + 1.0)))
            .translation
            - ramp.to_world(local).translation)
            .normalize();
        let slider = quarry.stones.last().map(|s| s.body).expect("just put in");
        if let Some(body) = quarry.physics.bodies.get_mut(slider) {
            body.set_linvel(0.2 * down, true);
        }
        let mut deepest = 0.0f32;
        for _ in 0..20 {
            quarry.step();
            let now = heights(&quarry);
            for (b, a) in before.iter().zip(&now) {
                deepest = deepest.max(b - a);
            }
        }
        deepest
    }

    #[test]
    fn with_wake_before_touch_a_sleeping_pile_reached_by_a_stone_keeps_its_footing() {
        only_the_guard_keeps_the_row_up(sink_as_a_stone_slides_in, 0.0002);
    }
}

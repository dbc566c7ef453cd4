//! Stones flagged asleep that rapier still steps.
//!
//! `RigidBody::sleep`, which the rest watch uses (`rest.rs`), only flags a body.
//! Rapier takes a body out of its awake island when the body's whole island may
//! sleep, and an island that has lost contacts since it formed must first be split
//! (one split a step). Until then rapier steps the flagged stones under gravity but
//! skips their contacts, both sides of each being asleep or fixed. So a pile the
//! watch had put to sleep while rapier still held it awake sank through the ramp:
//! twelve discs of a played quarry, in the 43rd push of seed 3 at 5 cm/s
//! (`quarry-lab --shape disc --played 60 --seed 3`), then lay inside the
//! cardboard until the next push woke them and they fell out below it.
//!
//! A stone that is asleep does not move. So after every rapier step, a stone that
//! was flagged asleep before the step, still is, and moved anyway is put back where
//! it lay, stopped and woken. Rapier then steps it with its contacts, and the rest
//! watch puts the pile to sleep again once rapier can take it.

use super::state::Quarry;
use rapier3d::prelude::*;

/// The stones flagged asleep before a rapier step and where they lay.
pub(super) type Asleep = Vec<(RigidBodyHandle, Pose)>;

impl Quarry {
    /// The stones flagged asleep now, to hand to [`Quarry::wake_stranded_stones`]
    /// after the next rapier step. Nothing is allocated while every stone is awake.
    pub(super) fn asleep_stones(&self) -> Asleep {
        self.stones
            .iter()
            .filter_map(|s| {
                let body = self.physics.bodies.get(s.body)?;
                body.is_sleeping().then(|| (s.body, *body.position()))
            })
            .collect()
    }

    /// Puts back, stops and wakes every stone of `asleep` that rapier moved while it
    /// was flagged asleep.
    pub(super) fn wake_stranded_stones(&mut self, asleep: Asleep) {
        for (handle, pose) in asleep {
            let Some(body) = self.physics.bodies.get_mut(handle) else {
                continue;
            };
            if !body.is_sleeping() || *body.position() == pose {
                continue;
            }
            body.set_position(pose, false);
            body.set_linvel(Vector::ZERO, false);
            body.set_angvel(Vector::ZERO, false);
            body.wake_up(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarry::{QuarryConfig, StonePreset};
    use crate::rules::components::Size;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    /// Two mid stones side by side on the ramp, touching, in one island. The left one
    /// never becomes sleep-eligible, so rapier can never take the island out of its
    /// awake set; the right one is put to sleep by hand, as the rest watch does.
    /// Returns the lowest either centre lies above the ramp over two seconds (m).
    fn lowest_centre(preset: StonePreset) -> f32 {
        let config = QuarryConfig::load_preset(preset).expect("the preset loads");
        let mut quarry = Quarry::empty(&config, Pcg64::seed_from_u64(1));
        let ramp = quarry.ramp();
        let d = config.stones.dims(Size::Mid);
        for x in [-0.5 * d.diameter + 0.0001, 0.5 * d.diameter - 0.0001] {
            let local =
                Pose::from_parts(Vector::new(x, 0.5 * d.thickness, 0.12), Rotation::IDENTITY);
            quarry.insert_stone(Size::Mid, ramp.to_world(local), &ramp);
        }
        for _ in 0..5 {
            quarry.step();
        }
        let (left, right) = (quarry.stones[0].body, quarry.stones[1].body);
        if let Some(body) = quarry.physics.bodies.get_mut(left) {
            let activation = body.activation_mut();
            activation.normalized_linear_threshold = 0.0;
            activation.angular_threshold = 0.0;
        }
        if let Some(body) = quarry.physics.bodies.get_mut(right) {
            body.sleep();
        }
        let mut lowest = f32::MAX;
        for _ in 0..120 {
            quarry.step();
            for stone in quarry.stones() {
                lowest = lowest.min(ramp.local_point(stone.translation)[1]);
            }
        }
        lowest
    }

    #[test]
    fn a_stone_put_to_sleep_in_an_awake_island_stays_on_the_ramp() {
        for preset in [StonePreset::Blocks, StonePreset::Discs] {
            let config = QuarryConfig::load_preset(preset).expect("the preset loads");
            let rest = 0.5 * config.stones.dims(Size::Mid).thickness;
            let lowest = lowest_centre(preset);
            assert!(
                lowest > rest - 0.0002,
                "{preset:?}: a centre sank to {lowest} m above the ramp (at rest {rest} m)"
            );
        }
    }
}

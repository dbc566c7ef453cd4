//! A stone teetering on the front edge has not come to rest.
//!
//! Rapier puts a stone to sleep once it moves slower than the sleep threshold, and a
//! stone pivoting on the front edge with its centre of mass right above the edge
//! hardly moves: it tips slowly at first. Put to sleep so, it waited for the next
//! wake, which came when the next player's pusher moved up to the entrance, and it
//! dropped then, before that player had put a stone in (seen in the window: a large
//! block tilted 0.45° over the edge, the plumb line through its centre 0.08 mm
//! behind it). So on the frame the pile falls asleep, a stone that lies tilted on the
//! edge with that plumb line within [`TEETER_BAND`] of it is woken, once a settle: it
//! falls with the push that put it there, or settles back onto the ramp.

use super::ramp::RampGeometry;
use super::state::Quarry;
use rapier3d::prelude::*;

/// How near the front edge the plumb line through a stone's centre of mass must
/// meet the ramp for the stone to teeter (m): a resting stone sinks about 0.07 mm
/// into the cardboard at the shipped contact stiffness, so closer than a few tenths
/// of a millimetre the solver alone decides whether it stays.
const TEETER_BAND: f32 = 0.000_3;

/// How far a teetering stone is turned over the edge against the ramp (rad): lying
/// flat it rests on its face, not on the edge.
const TEETER_TILT: f32 = 0.003;

impl Quarry {
    /// When the pile has just fallen asleep, wakes every stone teetering on the front
    /// edge (see the module docs), once a settle.
    pub(super) fn wake_teetering_stones(&mut self) {
        if self.teeter_woken || self.any_stone_awake() {
            return;
        }
        let ramp = self.ramp();
        let teetering: Vec<RigidBodyHandle> = (self.stones.iter())
            .filter(|s| self.teeters(s.body, &ramp))
            .map(|s| s.body)
            .collect();
        if !teetering.is_empty() {
            self.teeter_woken = true;
        }
        for handle in teetering {
            if let Some(body) = self.physics.bodies.get_mut(handle) {
                body.wake_up(true);
            }
        }
    }

    /// Whether the stone of `body` lies turned over the front edge with the plumb
    /// line through its centre of mass within [`TEETER_BAND`] of the edge.
    fn teeters(&self, body: RigidBodyHandle, ramp: &RampGeometry) -> bool {
        let Some(body) = self.physics.bodies.get(body) else {
            return false;
        };
        let centre = ramp.to_local(body.translation());
        let up = ramp.pose.rotation.inverse() * (body.rotation() * Vector::Y);
        (ramp.length - ramp.plumb_z(centre)).abs() < TEETER_BAND && up.z > TEETER_TILT.sin()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarry::config::QuarryConfig;
    use crate::quarry::Edge;
    use crate::rules::components::Size;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    /// An empty quarry of the shipped config with one large block at the front edge,
    /// its centre `behind` metres behind the edge and 4.9 mm above the ramp, turned
    /// `tilt` radians over the edge (as the window's block lay), asleep.
    fn block_at_the_edge(behind: f32, tilt: f32) -> Quarry {
        let config =
            QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid");
        let mut quarry = Quarry::empty(&config, Pcg64::seed_from_u64(1));
        let ramp = quarry.ramp();
        let local = Pose::from_parts(
            Vector::new(0.0, 0.0049, ramp.length - behind),
            Rotation::from_rotation_x(tilt),
        );
        quarry.insert_stone(Size::Large, ramp.to_world(local), &ramp);
        quarry.physics.prime_contacts();
        for stone in &quarry.stones {
            if let Some(body) = quarry.physics.bodies.get_mut(stone.body) {
                body.sleep();
            }
        }
        quarry
    }

    /// The window's block: centre 2.01 mm behind the edge, turned 0.45° over it.
    const BEHIND: f32 = 0.002_01;
    const TILT: f32 = 0.007_9;

    fn woken(mut quarry: Quarry) -> bool {
        quarry.wake_teetering_stones();
        quarry.any_stone_awake()
    }

    #[test]
    fn a_block_teetering_on_the_edge_is_woken_and_falls_with_its_push() {
        let mut quarry = block_at_the_edge(BEHIND, TILT);
        quarry.wake_teetering_stones();
        assert!(quarry.any_stone_awake(), "the teetering block is woken");
        for _ in 0..120 {
            quarry.step();
        }
        let fell = quarry.take_events();
        assert!(
            fell.iter().any(|f| f.edge == Edge::Front),
            "woken, it falls off the front: {fell:?}"
        );
    }

    #[test]
    fn a_block_lying_flat_or_well_behind_the_edge_is_left_asleep() {
        assert!(!woken(block_at_the_edge(BEHIND, 0.0)), "lying flat");
        assert!(
            !woken(block_at_the_edge(BEHIND + 0.001, TILT)),
            "1 mm farther back"
        );
    }

    #[test]
    fn a_settle_wakes_a_teetering_block_once() {
        let mut quarry = block_at_the_edge(BEHIND, TILT);
        quarry.teeter_woken = true;
        assert!(!woken(quarry), "woken already this settle");
    }
}

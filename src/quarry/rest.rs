//! When a pile that has stopped counts as at rest, though rapier keeps it awake.
//!
//! Rapier puts the pile (one island) to sleep only when every stone in it stays below
//! the sleep thresholds for `solver.time_until_sleep`, and it counts the solver's
//! position corrections as motion. A stone leaning on another's edge, or lying on a
//! corner with more contact points than the solver keeps, can rock in place at a few
//! millimetres a second for ever while going nowhere: the push then ran to the 10 s
//! time cap (3 of 60 pushes in one played block quarry; 1–2 in 1,000 fresh openings
//! pushed at 15–20 cm/s), and a person waited for nothing. So the quarry also watches
//! where the stones *are*: once the push is over and no stone has drifted or turned
//! more than a hair from where it lay for half a second, every stone is put to sleep.
//! A stone that really slides or tips leaves that hair behind within the half second
//! (`edge_rest_tests.rs`). A stone lying across two others can buzz, flipping
//! between its contacts by a millimetre each frame, and never keep that hair; so once
//! a settle has run `LATE_AFTER`, a second watch with a looser hair (`LATE_DRIFT`,
//! `LATE_TURN`) puts the pile to rest after `LATE_REST_TIME` (time-cap hits in played
//! block quarries with the sizes players get: 9 in 1,200 pushes became 1).
//!
//! The watch starts afresh whenever the pusher moves or the pile sleeps, so a quarry
//! at rest (where saves and descriptions are taken) carries no watch to describe.
//!
//! The other way round, a pile rapier has put to sleep has not come to rest while a
//! stone lies inside another: such a pair is woken, a few times a settle at most
//! (`Quarry::wake_sunk_stones`). A pile put to sleep by hand that rapier still steps is
//! caught in `stranded.rs`.

use super::state::Quarry;
use super::stones::StoneId;
use rapier3d::prelude::*;

/// How long the stones must stay put before they count as at rest (s).
const REST_TIME: f32 = 0.5;
/// How deep a stone may lie in another when the pile falls asleep (m). At rest a
/// block presses 0.02 mm into its neighbour (median over 1,000 pushes), 0.19 mm at
/// the 99th percentile; deeper is a pair the solver has not yet pushed apart.
pub(super) const SUNK_AT_REST: f32 = 0.000_25;
/// After the first wake of a settle, only a pair deeper than this is woken again (m):
/// the depth at which a stone visibly lies inside another.
pub(super) const SUNK_AGAIN: f32 = 0.000_5;
/// Wakes in one settle at most: a pile that keeps falling asleep with a stone in
/// another is left asleep after this many.
const MAX_SUNK_WAKES: u32 = 3;
/// How far a stone may drift from where it lay and still count as put (m): rocking
/// in place stays within tens of micrometres; a stone creeping at 0.2 mm/s leaves it
/// in the half second.
const REST_DRIFT: f32 = 0.0001;
/// How far a stone may turn and still count as put (rad): 0.1°.
const REST_TURN: f32 = 0.001_745;

/// How long a settle runs before a looser watch joins the first (s). Stones on other
/// stones (played quarries, two layers deep) can buzz in place, a block leaning on
/// another's edge flipping between its two contacts at up to 60 mm/s while going
/// nowhere, for ever: in played block quarries 9 of 1,200 pushes ran to the time
/// cap so, each with a pile that had stopped a second before.
const LATE_AFTER: f32 = 3.0;
/// How long the stones must stay within the looser hair (s).
const LATE_REST_TIME: f32 = 1.0;
/// The looser hair: a buzzing stone stays within a millimetre or so of where it lay;
/// one that slides leaves 2 mm within the second.
const LATE_DRIFT: f32 = 0.002;
/// The looser turn (rad): 6°, a leaning stone's rocking.
const LATE_TURN: f32 = 0.105;

/// How far a stone may move from where it lay and still count as put.
#[derive(Clone, Copy, Debug)]
struct Hair {
    drift: f32,
    turn: f32,
}

const CLOSE: Hair = Hair {
    drift: REST_DRIFT,
    turn: REST_TURN,
};
const LATE: Hair = Hair {
    drift: LATE_DRIFT,
    turn: LATE_TURN,
};

/// The watch's spans in frames of the quarry's timestep.
pub(super) struct RestFrames {
    /// Frames within the close hair.
    close: u32,
    /// Frames of a settle before the late watch starts.
    late_after: u32,
    /// Frames within the late hair.
    late: u32,
}

impl RestFrames {
    pub(super) fn new(timestep: f32) -> RestFrames {
        let frames = |seconds: f32| (seconds / timestep).ceil() as u32;
        RestFrames {
            close: frames(REST_TIME),
            late_after: frames(LATE_AFTER),
            late: frames(LATE_REST_TIME),
        }
    }
}

/// Whether the stones have stayed put: within the close hair for `REST_TIME`, or,
/// once the settle has run `LATE_AFTER`, within the late hair for `LATE_REST_TIME`.
/// `seen` is the frame's poses, kept to be refilled (the watch runs every frame of
/// a settle).
#[derive(Clone, Debug, Default)]
pub(super) struct RestWatch {
    close: Anchor,
    late: Anchor,
    watched: u32,
    seen: Vec<(RigidBodyHandle, Pose)>,
}

/// Where every stone lay when this watch began, and for how many frames since none
/// has left it.
#[derive(Clone, Debug, Default)]
struct Anchor {
    poses: Vec<(RigidBodyHandle, Pose)>,
    still_frames: u32,
}

impl RestWatch {
    /// Forgets what it saw: the pusher moves, or the pile sleeps.
    pub(super) fn reset(&mut self) {
        self.close = Anchor::default();
        self.late = Anchor::default();
        self.watched = 0;
    }

    /// Looks at the stones after a frame; true once they have stayed put (the watch
    /// then starts again).
    pub(super) fn still_for(
        &mut self,
        stones: impl Iterator<Item = (RigidBodyHandle, Pose)>,
        frames: &RestFrames,
    ) -> bool {
        self.seen.clear();
        self.seen.extend(stones);
        self.watched += 1;
        let mut rested = self.close.still_for(&self.seen, CLOSE) >= frames.close;
        if self.watched > frames.late_after {
            rested |= self.late.still_for(&self.seen, LATE) >= frames.late;
        }
        if rested {
            self.reset();
        }
        rested
    }
}

impl Anchor {
    /// Frames in a row the stones have stayed within `hair` of the anchor, which moves
    /// to where they are when one leaves it.
    fn still_for(&mut self, stones: &[(RigidBodyHandle, Pose)], hair: Hair) -> u32 {
        if self.holds(stones, hair) {
            self.still_frames += 1;
        } else {
            self.poses.clear();
            self.poses.extend_from_slice(stones);
            self.still_frames = 0;
        }
        self.still_frames
    }

    /// Whether the same stones lie within `hair` of where the anchor was set.
    fn holds(&self, stones: &[(RigidBodyHandle, Pose)], hair: Hair) -> bool {
        !self.poses.is_empty()
            && self.poses.len() == stones.len()
            && self
                .poses
                .iter()
                .zip(stones)
                .all(|((h0, p0), (h1, p1))| h0 == h1 && put(p0, p1, hair))
    }
}

/// Whether a stone at `now` has stayed within `hair` of `then`.
fn put(then: &Pose, now: &Pose, hair: Hair) -> bool {
    let drift = (now.translation - then.translation).length();
    let turn = 2.0 * then.rotation.dot(now.rotation).abs().min(1.0).acos();
    drift <= hair.drift && turn <= hair.turn
}

/// When a pile counts as at rest, on the quarry's side: put to sleep by the watch
/// once it has stopped, woken when it falls asleep with a stone in another.
impl Quarry {
    /// Whether any stone is awake.
    pub(super) fn any_stone_awake(&self) -> bool {
        (self.stones.iter()).any(|s| {
            self.physics
                .bodies
                .get(s.body)
                .is_some_and(|b| !b.is_sleeping())
        })
    }

    /// When the pile has just fallen asleep, wakes every stone that lies deeper than
    /// `SUNK_AT_REST` inside another: wood is not inside wood, so that pile has
    /// not come to rest. The solver pushes overlapping stones apart with a correction
    /// that rapier does not count as motion, so a pair knocked into each other late in a
    /// settle could fall asleep millimetres deep (2–5 pushes in 1,000 from fresh block
    /// openings ended 0.5–7 mm deep); kept awake, such a pair parts within half a
    /// second. Under a loaded pile some pairs rest 0.25–0.5 mm deep, and waking them
    /// each time they fell asleep kept played piles awake to the time cap (15 caps in
    /// 600 pushes against 3), so after the first wake of a settle only a pair deeper
    /// than `SUNK_AGAIN` is woken, `MAX_SUNK_WAKES` times at most: once a settle left 7
    /// of 1,200 pushes in played block quarries with a block 0.5–1.8 mm inside another.
    /// Measured only as the pile falls asleep, never at rest, so a quarry restored
    /// asleep from a save steps on as it did before the save.
    pub(super) fn wake_sunk_stones(&mut self) {
        if self.sunk_wakes >= MAX_SUNK_WAKES || self.any_stone_awake() {
            return;
        }
        let deeper_than = match self.sunk_wakes {
            0 => SUNK_AT_REST,
            _ => SUNK_AGAIN,
        };
        let sunk: Vec<StoneId> = (self.stone_overlaps().into_iter())
            .filter(|o| o.2 > deeper_than)
            .flat_map(|(a, b, _)| [a, b])
            .collect();
        if !sunk.is_empty() {
            self.sunk_wakes += 1;
        }
        for stone in self.stones.iter().filter(|s| sunk.contains(&s.id)) {
            if let Some(body) = self.physics.bodies.get_mut(stone.body) {
                body.wake_up(true);
            }
        }
    }

    /// Puts the pile to sleep once the pusher stands still clear of every stone
    /// and no stone has left where it lay for `REST_TIME`, though rapier
    /// keeps it awake (see the module docs).
    pub(super) fn watch_rest(&mut self) {
        if self.is_settled() || !self.pusher.at_target() || self.pusher_touches_a_stone() {
            self.rest.reset();
            return;
        }
        let bodies = &self.physics.bodies;
        let poses =
            (self.stones.iter()).filter_map(|s| Some((s.body, *bodies.get(s.body)?.position())));
        let frames = RestFrames::new(self.config.solver.timestep);
        if self.rest.still_for(poses, &frames) {
            for stone in &self.stones {
                if let Some(body) = self.physics.bodies.get_mut(stone.body) {
                    body.sleep();
                }
            }
        }
    }

    /// Whether the pusher touches a stone. A pile the pusher still presses on has not
    /// come to rest, and it is not put to sleep by hand: rapier keeps such a pile in
    /// its awake island, so every half second the watch would flag it asleep and
    /// `stranded.rs` would have to put it back and wake it (before that guard, a whole
    /// pile fell through the ramp when a person held a steady push at the line,
    /// `tests/table/push_by_hand.rs`).
    fn pusher_touches_a_stone(&self) -> bool {
        self.physics
            .narrow_phase
            .contact_pairs_with(self.pusher.collider)
            .any(|pair| pair.has_any_active_contact())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pose(x: f32, yaw: f32) -> Pose {
        Pose::from_parts(Vector::new(x, 0.0, 0.0), Rotation::from_rotation_y(yaw))
    }

    fn stones(x: f32, yaw: f32) -> Vec<(RigidBodyHandle, Pose)> {
        vec![(RigidBodyHandle::from_raw_parts(0, 0), pose(x, yaw))]
    }

    /// The close watch over 30 frames; the late one from frame 180, over 60.
    const FRAMES: RestFrames = RestFrames {
        close: 30,
        late_after: 180,
        late: 60,
    };

    #[test]
    fn stones_rocking_in_place_come_to_rest_after_the_watch() {
        let mut watch = RestWatch::default();
        let mut rested = None;
        for frame in 0..100u32 {
            let wobble = if frame % 2 == 0 { 0.00003 } else { -0.00003 };
            if watch.still_for(stones(wobble, wobble).into_iter(), &FRAMES) {
                rested = Some(frame);
                break;
            }
        }
        assert_eq!(rested, Some(30), "the first frame anchors, 30 more hold");
    }

    #[test]
    fn a_creeping_or_turning_stone_never_counts_as_put() {
        let mut watch = RestWatch::default();
        for frame in 0..200u32 {
            // 0.3 mm/s at 60 frames a second.
            let creep = 0.0003 * frame as f32 / 60.0;
            assert!(
                !watch.still_for(stones(creep, 0.0).into_iter(), &FRAMES),
                "frame {frame}"
            );
        }
        let mut watch = RestWatch::default();
        for frame in 0..200u32 {
            let turn = 0.3f32.to_radians() * frame as f32 / 60.0;
            assert!(
                !watch.still_for(stones(0.0, turn).into_iter(), &FRAMES),
                "frame {frame}"
            );
        }
    }

    #[test]
    fn a_stone_gone_starts_the_watch_again() {
        let mut watch = RestWatch::default();
        let two = vec![
            (RigidBodyHandle::from_raw_parts(0, 0), pose(0.0, 0.0)),
            (RigidBodyHandle::from_raw_parts(1, 0), pose(0.1, 0.0)),
        ];
        for _ in 0..20 {
            assert!(!watch.still_for(two.clone().into_iter(), &FRAMES));
        }
        for frame in 0..30u32 {
            assert!(
                !watch.still_for(stones(0.0, 0.0).into_iter(), &FRAMES),
                "frame {frame}"
            );
        }
        assert!(watch.still_for(stones(0.0, 0.0).into_iter(), &FRAMES));
    }

    #[test]
    fn a_stone_buzzing_in_place_comes_to_rest_late() {
        let mut watch = RestWatch::default();
        let mut rested = None;
        for frame in 0..400u32 {
            // A millimetre and 4° either way, every frame: what a block leaning
            // on another's edge does in a played quarry.
            let (x, yaw) = match frame % 2 {
                0 => (0.0005, 0.035),
                _ => (-0.0005, -0.035),
            };
            if watch.still_for(stones(x, yaw).into_iter(), &FRAMES) {
                rested = Some(frame);
                break;
            }
        }
        assert_eq!(rested, Some(FRAMES.late_after + FRAMES.late));
    }

    #[test]
    fn a_stone_sliding_slowly_is_not_put_to_rest_late_either() {
        let mut watch = RestWatch::default();
        for frame in 0..1000u32 {
            // 2.5 mm/s, buzzing as it goes.
            let slide = 0.0025 * frame as f32 / 60.0;
            let buzz = if frame % 2 == 0 { 0.0003 } else { -0.0003 };
            assert!(
                !watch.still_for(stones(slide + buzz, 0.0).into_iter(), &FRAMES),
                "frame {frame}"
            );
        }
    }
}

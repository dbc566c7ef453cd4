//! What a person's hand told the pusher, frame by frame, so that a push made by
//! hand can be made again bit for bit (a game watched again, `table::watch`).
//!
//! A bot's push is a [`super::PushPlan`]: the plan alone drives the pusher, so
//! the plan is all a record needs. A person's push has no plan: the mouse or
//! Space aims the pusher anew each frame. [`PushDriver::feed`] is the one door
//! those wishes go through, once before each physics frame; the driver keeps
//! each frame's wishes as a [`HandFrame`], and a driver made with
//! [`PushDriver::retraced`] feeds them back in the same order, so the quarry
//! steps through exactly the same targets.
//!
//! Decisions:
//! - The trace holds the wishes, not the pusher's poses: the quarry's clamps
//!   and the physics turn wishes into poses, and they do it the same way again.
//! - Runs of equal frames are stored once with a count: while the stones settle
//!   the hand wishes nothing, for hundreds of frames.
//! - Numbers are `f32` as the hand gave them; JSON and RON write the shortest
//!   text that reads back to the same `f32`, so a trace survives a file.

use super::driver::PushDriver;
use super::pusher::PusherPose;
use super::state::Quarry;
use crate::rules::components::Size;
use serde::{Deserialize, Serialize};

/// The hand's wishes before one physics frame of a push (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandFrame {
    /// Frames in a row with these very wishes (at least 1).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub repeat: u32,
    /// The hand let go of the pusher before this frame.
    #[serde(default, skip_serializing_if = "is_false")]
    pub let_go: bool,
    /// Where the stone waits across the entrance (m), its turn and the pusher's (rad).
    pub lateral: f32,
    pub stone_angle: f32,
    pub pusher_angle: f32,
    /// The hand asked for the stone to go in.
    #[serde(default, skip_serializing_if = "is_false")]
    pub place: bool,
    /// Where the hand holds the pusher, if it holds it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aim: Option<PusherPose>,
}

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl HandFrame {
    /// The wishes of one frame.
    pub fn new(lateral: f32, stone_angle: f32, pusher_angle: f32) -> HandFrame {
        HandFrame {
            repeat: 1,
            let_go: false,
            lateral,
            stone_angle,
            pusher_angle,
            place: false,
            aim: None,
        }
    }

    /// The same wishes, whatever the count.
    fn same_wishes(&self, other: &HandFrame) -> bool {
        HandFrame { repeat: 1, ..*self }
            == HandFrame {
                repeat: 1,
                ..*other
            }
    }
}

/// A push's hand frames, oldest first, runs counted once.
pub type HandTrace = Vec<HandFrame>;

/// Adds a frame's wishes to a trace, counting it into the last run if equal.
pub(super) fn push_frame(trace: &mut HandTrace, frame: HandFrame) {
    match trace.last_mut() {
        Some(last) if last.same_wishes(&frame) && last.repeat < u32::MAX => last.repeat += 1,
        _ => trace.push(HandFrame { repeat: 1, ..frame }),
    }
}

/// Where a retraced push is in its trace: the run and the frames of it used.
#[derive(Clone, Debug, PartialEq, Default)]
pub(super) struct Replaying {
    pub trace: HandTrace,
    pub run: usize,
    pub used: u32,
}

impl Replaying {
    /// The next frame's wishes, `None` once the trace is spent.
    pub fn next(&mut self) -> Option<HandFrame> {
        loop {
            let frame = *self.trace.get(self.run)?;
            if self.used < frame.repeat.max(1) {
                self.used += 1;
                return Some(frame);
            }
            self.run += 1;
            self.used = 0;
        }
    }
}

impl PushDriver {
    /// A push made again from a person's hand trace: before each frame the
    /// driver takes the trace's next wishes, as the hand gave them then.
    pub fn retraced(quarry: &Quarry, size: Size, trace: HandTrace) -> PushDriver {
        let mut driver = PushDriver::by_hand(quarry, size);
        driver.replaying = Some(Replaying {
            trace,
            ..Replaying::default()
        });
        driver
    }

    /// A push by a hand at another screen, followed as its frames arrive (a
    /// table played online): it starts with no wishes and takes each batch with
    /// [`PushDriver::follow`]. Its trace is kept as the server keeps it (equal
    /// frames counted into one run), so the whole trace the push's end carries
    /// can replace it without losing the frames already used.
    pub fn following(quarry: &Quarry, size: Size) -> PushDriver {
        PushDriver::retraced(quarry, size, HandTrace::new())
    }

    /// More frames of a followed push, in order.
    pub fn follow(&mut self, frames: &[HandFrame]) {
        let Some(replaying) = &mut self.replaying else {
            return;
        };
        for frame in frames {
            for _ in 0..frame.repeat.max(1) {
                push_frame(
                    &mut replaying.trace,
                    HandFrame {
                        repeat: 1,
                        ..*frame
                    },
                );
            }
        }
    }

    /// The followed push's whole trace, as its end carries it: replaces the
    /// frames that came live (a prefix of it, counted the same way).
    pub fn follow_whole(&mut self, trace: HandTrace) {
        if let Some(replaying) = &mut self.replaying {
            replaying.trace = trace;
        }
    }

    /// True for a push made from a trace (watched again, or followed online):
    /// no hand of this screen feeds it.
    pub fn retracing(&self) -> bool {
        self.replaying.is_some()
    }

    /// The hand's wishes for the next frame, as the person's hand gives them:
    /// kept in the push's trace and passed on to the driver.
    pub fn feed(&mut self, quarry: &Quarry, frame: HandFrame) {
        push_frame(&mut self.trace, frame);
        self.take_wishes(quarry, &frame);
    }

    /// The wishes of every frame so far (a person's push; empty for a plan's).
    pub fn hand_trace(&self) -> &HandTrace {
        &self.trace
    }

    /// True for a retraced push whose trace is spent (a record cut short).
    pub fn trace_spent(&self) -> bool {
        self.replaying.as_ref().is_some_and(|r| {
            let last = r.trace.len().saturating_sub(1);
            r.run > last || (r.run == last && r.used >= r.trace.get(last).map_or(0, |f| f.repeat))
        })
    }

    /// A retraced push takes its next frame's wishes (before its frame steps).
    pub(super) fn replay_wishes(&mut self, quarry: &Quarry) {
        let Some(frame) = self.replaying.as_mut().and_then(Replaying::next) else {
            return;
        };
        push_frame(&mut self.trace, frame);
        self.take_wishes(quarry, &frame);
    }

    /// The wishes in the order the hand has always given them: let go, the
    /// stone's place and turns, the request to put it in, the aim.
    fn take_wishes(&mut self, quarry: &Quarry, frame: &HandFrame) {
        if frame.let_go {
            self.let_go(quarry);
        }
        self.set_lateral(frame.lateral);
        self.set_angles(frame.stone_angle, frame.pusher_angle);
        if frame.place {
            self.place();
        }
        self.aim(frame.aim);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_frames_are_counted_into_one_run_and_read_back_one_by_one() {
        let mut trace = HandTrace::new();
        let a = HandFrame::new(0.01, 0.0, 0.0);
        let b = HandFrame {
            aim: Some(PusherPose {
                lateral: 0.01,
                advance: 0.2,
                angle: 0.0,
            }),
            ..a
        };
        for f in [a, a, a, b, a] {
            push_frame(&mut trace, f);
        }
        assert_eq!(trace.len(), 3);
        assert_eq!(trace[0].repeat, 3);
        let mut replay = Replaying {
            trace,
            ..Replaying::default()
        };
        let read: Vec<HandFrame> = std::iter::from_fn(|| replay.next()).collect();
        assert_eq!(read.len(), 5);
        assert_eq!(read[3].aim, b.aim);
        assert!(read.iter().all(|f| f.repeat == 3 || f.repeat == 1));
    }

    #[test]
    fn a_trace_reads_back_from_json_bit_for_bit() {
        let frame = HandFrame {
            aim: Some(PusherPose {
                lateral: 0.1 / 3.0,
                advance: std::f32::consts::PI / 7.0,
                angle: -0.123_456_79,
            }),
            place: true,
            ..HandFrame::new(1.0 / 3.0, 0.7, -0.2)
        };
        let text = serde_json::to_string(&vec![frame]).expect("JSON");
        let back: HandTrace = serde_json::from_str(&text).expect("reads");
        assert_eq!(back, vec![frame]);
        let text = ron::to_string(&vec![frame]).expect("RON");
        let back: HandTrace = ron::from_str(&text).expect("reads");
        assert_eq!(back, vec![frame]);
    }
}

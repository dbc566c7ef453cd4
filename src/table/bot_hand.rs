//! A bot's push, made through the same [`Hand`] a person uses: the bot moves an
//! imaginary mouse along its [`PushPlan`] (lateral place, turns, speed profile),
//! so its pushes are animated on the table and obey the same clamps.

use super::hand::{Hand, HandInput, RampPoint, Stage};
use super::session::Session;
use crate::quarry::{PushPlan, PusherPose};

/// Frames the pusher may stand still, held by the stones, before the bot lets go.
const STALL_FRAMES: u32 = 20;
/// Progress per frame (m) below which the pusher counts as standing still.
const STALL_CREEP: f32 = 1.0e-4;

/// The imaginary mouse of a bot pushing one stone.
#[derive(Clone, Debug, PartialEq)]
pub struct BotHand {
    plan: PushPlan,
    /// Seconds since the stone went in.
    t: f32,
    /// Where the imaginary pointer is along the ramp, and where it stops (m).
    pointer: Option<(f32, f32)>,
    /// The pusher's pose a frame ago, to see it stall.
    last: Option<PusherPose>,
    still: u32,
}

impl BotHand {
    pub fn new(plan: PushPlan) -> BotHand {
        BotHand {
            plan,
            t: 0.0,
            pointer: None,
            last: None,
            still: 0,
        }
    }

    /// Sets up a fresh hand the way this bot holds stone and pusher.
    pub fn prepare(&self, hand: &mut Hand) {
        hand.lateral = self.plan.lateral;
        hand.stone_angle = self.plan.stone_angle;
        hand.pusher_angle = self.plan.pusher_angle;
    }

    /// The pointer input for the coming physics frame.
    pub fn input(&mut self, hand: &Hand, session: &Session) -> Option<HandInput> {
        let config = session.quarry.config();
        let dt = config.solver.timestep;
        let depth = config.pusher.depth;
        let line = session.quarry.ramp().line_position;
        let pose = session.quarry.pusher_pose();
        let front = pose.advance + 0.5 * depth;
        match hand.stage {
            Stage::Placing => {
                self.pointer = None;
                self.t = 0.0;
                Some(HandInput::Press(RampPoint {
                    lateral: self.plan.lateral,
                    advance: 0.0,
                }))
            }
            Stage::Pushing | Stage::Clearing => {
                let speed = self.plan.speed.clamp(0.0, config.pusher.max_speed);
                let share = if self.plan.accel_time > 0.0 {
                    (self.t / self.plan.accel_time).min(1.0)
                } else {
                    1.0
                };
                self.t += dt;
                let clearing = hand.stage == Stage::Clearing;
                let distance = self.plan.distance;
                let (before, goal) = *self.pointer.get_or_insert_with(|| {
                    let goal = if clearing {
                        line
                    } else {
                        (front.max(0.0) + distance).min(line)
                    };
                    (front, goal)
                });
                let next = (before + speed * share * dt).min(goal);
                self.pointer = Some((next, goal));
                let crept = self
                    .last
                    .map_or(f32::INFINITY, |l| pose.advance - l.advance);
                let stalled = next > front + 0.0005 && crept < STALL_CREEP;
                self.still = if stalled { self.still + 1 } else { 0 };
                self.last = Some(pose);
                let arrived = front >= goal - 0.001;
                if arrived || self.still > STALL_FRAMES || speed <= 0.0 {
                    self.last = None;
                    self.still = 0;
                    self.pointer = None;
                    return Some(if hand.stage == Stage::Clearing {
                        HandInput::Release
                    } else {
                        HandInput::LetGo
                    });
                }
                // Clearing, the bot lines the pusher up with the stone in the way.
                let lateral = if clearing {
                    session.quarry.entrance_blocker().unwrap_or(pose.lateral)
                } else {
                    pose.lateral
                };
                Some(HandInput::Drag(RampPoint {
                    lateral,
                    advance: next,
                }))
            }
            Stage::Settling => None,
        }
    }
}

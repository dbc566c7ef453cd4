//! One push made by a person's hand, as the mouse makes it: slide the stone along
//! the entrance, drop it behind the line, drag the pusher into the quarry, let go,
//! wait for stillness; or, once the stone is in, hold Space for a steady push
//! straight down the slope and let go of it. The hand turns pointer input into wishes for the push's
//! [`PushDriver`] (the one way a push happens, a bot's included); the quarry
//! clamps every wish to the rules (never past the line, never faster than the
//! maximum speed). For a bot's push the hand only mirrors the driver, for the panel.

use super::session::{Session, SessionError};
use crate::quarry::{DriveStage, HandFrame, PushDriver, PusherPose, Quarry};

/// Seconds over which the panel's pusher speed is averaged.
const SPEED_SMOOTHING: f32 = 0.3;

/// A point on the ramp surface in the quarry's own frame, as the mouse gives it
/// (the window's picking finds it under the pointer; a bot's hand makes it up),
/// in the terms of `crate::quarry::PusherPose`: `lateral` across the lane (m, 0 = middle), `advance` down the slope from
/// the top of the entrance (m, 0 = top edge, `ramp.length` = front edge).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RampPoint {
    pub lateral: f32,
    pub advance: f32,
}

/// How far (m) the pusher must have gone beyond its parking pose before letting go
/// of the mouse ends the push: a click that did not move it is not a push.
const MIN_TRAVEL: f32 = 0.01;

/// What the pointer did over the ramp this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HandInput {
    /// The pointer moved with no button held (`None`: it is off the ramp).
    Hover(Option<RampPoint>),
    /// The button went down on the ramp.
    Press(RampPoint),
    /// The pointer moved with the button held.
    Drag(RampPoint),
    /// The button went up.
    Release,
    /// Turn the stone (while placing) or the pusher (while pushing) by radians.
    Turn(f32),
    /// "Done": stop pushing and let the stones settle.
    LetGo,
}

/// What a person asks of a push besides the pointer: the push panel's buttons
/// and their keys.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PushIntent {
    /// Put the stone in behind the line now.
    Place,
    /// Slide the waiting stone across the entrance (m).
    Lateral(f32),
    /// Turn the stone (placing) or the pusher (pushing) by radians.
    Turn(f32),
    /// Stop pushing and let the stones settle.
    LetGo,
    /// Space (or the panel's button) held down (`true`) or let go (`false`):
    /// while held the pusher moves straight down the slope at
    /// `pusher.steady_speed`; letting go ends the push as the mouse's does.
    Steady(bool),
}

/// How the pusher moves, as the panel names it beside its speed: the rule asks
/// for a careful push.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Care {
    /// It is not moving (under half a centimetre a second).
    Still,
    /// At most `pusher.careful_speed`.
    Careful,
    /// Faster than careful, within what the pusher may do.
    Firm,
    /// The hand asks for more than `pusher.max_speed`: the pusher is held back.
    HeldBack,
    /// The hand asks for more than `pusher.near_pile_speed` while the pushed
    /// stone nears the pile: the pusher slows there, as a careful hand does.
    Slowed,
}

/// Below this speed (m/s) the panel calls the pusher still.
const STILL_SPEED: f32 = 0.005;

/// Where in its push the hand is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// The pusher waits behind the entrance; the stone follows the pointer across it.
    Placing,
    /// The entrance is blocked by a stone left behind the line: the bare pusher
    /// pushes it in first; letting go returns to placing.
    Clearing,
    /// The stone is in; the pusher follows the pointer while the button is held.
    Pushing,
    /// Let go: the pusher is pulled back and the quarry comes to rest.
    Settling,
}

impl Stage {
    fn of(stage: DriveStage) -> Stage {
        match stage {
            DriveStage::Placing => Stage::Placing,
            DriveStage::Clearing => Stage::Clearing,
            DriveStage::Pushing => Stage::Pushing,
            DriveStage::Settling | DriveStage::Done => Stage::Settling,
        }
    }
}

/// One push in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub stage: Stage,
    /// Where the stone will be put across the entrance (m).
    pub lateral: f32,
    /// The person set `lateral` in the panel (typed or slid): the pointer merely
    /// passing over the entrance no longer moves the stone from there; a press
    /// on the ramp still puts it where pressed.
    lateral_set: bool,
    /// The stone's turn about the ramp normal (rad).
    pub stone_angle: f32,
    /// The pusher's turn about the ramp normal (rad); square while clearing.
    pub pusher_angle: f32,
    /// The pointer while the button is held.
    grip: Option<RampPoint>,
    /// The button went down on the ramp while pushing: the pointer holds the
    /// pusher where it took it.
    pressed: bool,
    /// Where the pointer took hold of the pusher, and the pusher's pose then:
    /// the pusher moves as far as the pointer has moved since, as a hand moves
    /// what it holds. (A drag begun before the stone was in, with no press on
    /// the pusher, puts the pusher's front edge under the pointer instead.)
    hold: Option<(RampPoint, PusherPose)>,
    /// Space is held: the pusher moves straight down the slope at the steady speed.
    steady: bool,
    /// The stone is to be dropped in as soon as the pusher is out of the way.
    place_wanted: bool,
    /// The button went up (or "Done"): the driver is to let go.
    let_go_wanted: bool,
    /// Furthest the pusher got beyond its parking pose (m).
    travel: f32,
    /// The last refusal, for the panel.
    pub notice: Option<String>,
    /// How fast the pusher moves (m/s, its centre, averaged over about 0.3 s),
    /// whether in the last frame it was held back at its top speed short of
    /// where the pointer wanted it, and whether that top speed was the slowed
    /// one near the pile (`pusher.near_pile_speed`).
    pub speed: f32,
    pub held_back: bool,
    pub near_pile: bool,
    /// The panel's word for the push's speed (see [`Care`]).
    pub care: Care,
    /// The push's path so far while pushing (m), and the frames (counted while
    /// pushing) of its first and last move: its pace is the path over that time.
    path: f32,
    pushing_frames: u32,
    moving: Option<(u32, u32)>,
    last_pose: Option<PusherPose>,
}

impl Default for Hand {
    fn default() -> Self {
        Hand::new()
    }
}

impl Hand {
    pub fn new() -> Hand {
        Hand {
            stage: Stage::Placing,
            lateral: 0.0,
            lateral_set: false,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            grip: None,
            pressed: false,
            hold: None,
            steady: false,
            place_wanted: false,
            let_go_wanted: false,
            travel: 0.0,
            notice: None,
            speed: 0.0,
            held_back: false,
            near_pile: false,
            care: Care::Still,
            path: 0.0,
            pushing_frames: 0,
            moving: None,
            last_pose: None,
        }
    }

    /// Takes one pointer input.
    pub fn input(&mut self, input: HandInput) {
        match (self.stage, input) {
            (Stage::Placing, HandInput::Hover(Some(p))) if !self.lateral_set => {
                self.lateral = p.lateral;
            }
            (Stage::Placing, HandInput::Drag(p)) => {
                self.lateral = p.lateral;
                self.lateral_set = false;
            }
            (Stage::Placing, HandInput::Press(p)) => {
                self.lateral = p.lateral;
                self.lateral_set = false;
                self.place_wanted = true;
            }
            (Stage::Placing, HandInput::Turn(a)) => self.stone_angle += a,
            (Stage::Pushing | Stage::Clearing, HandInput::Press(p)) => {
                self.grip = Some(p);
                self.pressed = true;
                self.hold = None;
            }
            (Stage::Pushing | Stage::Clearing, HandInput::Drag(p)) => self.grip = Some(p),
            (Stage::Pushing, HandInput::Turn(a)) => self.pusher_angle += a,
            (Stage::Pushing, HandInput::Release) => {
                self.grip = None;
                if self.travel >= MIN_TRAVEL {
                    self.let_go();
                }
            }
            (Stage::Clearing, HandInput::Release | HandInput::LetGo)
            | (Stage::Pushing, HandInput::LetGo) => {
                self.grip = None;
                self.let_go();
            }
            _ => {}
        }
    }

    /// Lets go of the pusher: a push settles, a clearing sweep ends and the stone
    /// may be placed again (the driver follows on the next frame).
    fn let_go(&mut self) {
        self.let_go_wanted = true;
        self.stage = match self.stage {
            Stage::Clearing => Stage::Placing,
            _ => Stage::Settling,
        };
    }

    /// Space held down (`true`) or let go (`false`), while pushing or clearing:
    /// held, the pusher moves straight down the slope (keeping its place across
    /// the lane and its turn) at `pusher.steady_speed`, as far as the line; let
    /// go, the push ends just as when the mouse lets go, and the stones settle.
    pub fn hold_steady(&mut self, held: bool) {
        match (self.stage, held) {
            (Stage::Pushing | Stage::Clearing, true) => {
                self.steady = true;
                self.grip = None;
            }
            (_, false) if self.steady => {
                self.steady = false;
                self.input(HandInput::Release);
            }
            _ => {}
        }
    }

    /// True while Space holds a steady push.
    pub fn is_steady(&self) -> bool {
        self.steady
    }

    /// The place across the entrance set in the panel (typed, or its slider):
    /// it holds until the stone goes in, whatever the pointer passes over.
    pub fn set_lateral(&mut self, lateral: f32) {
        if self.stage == Stage::Placing {
            self.lateral = lateral;
            self.lateral_set = true;
        }
    }

    /// Drops the stone in now (the panel's button), at the current lateral position.
    pub fn place(&mut self) {
        if self.stage == Stage::Placing {
            self.place_wanted = true;
        }
    }

    /// Works the session for one physics frame: hands the wishes to the push's
    /// driver, steps it, and mirrors where it got to. Returns true when the push is
    /// over (the rules have learnt what fell).
    pub fn step(&mut self, session: &mut Session) -> Result<bool, SessionError> {
        let driver = session
            .push
            .as_mut()
            .ok_or_else(|| SessionError::Refused(crate::tr!("log-refused-no-push")))?;
        if driver.by_a_hand() && !driver.retracing() {
            self.feed(driver, &session.quarry);
        }
        let before = driver.stage();
        let stepped = session.frame();
        let Some(driver) = session.push.as_ref() else {
            return stepped;
        };
        match stepped {
            Err(e @ SessionError::Quarry(_)) => {
                self.notice = Some(super::refusals::session_error_text(&e));
            }
            Err(e) => return Err(e),
            Ok(_) => {}
        }
        self.mirror(driver, before, &session.quarry);
        Ok(false)
    }

    /// The person's wishes, as the driver takes them.
    /// They go through [`PushDriver::feed`], which keeps them for the record, so
    /// that the push can be made again as it was (`table::watch`).
    fn feed(&mut self, driver: &mut PushDriver, quarry: &Quarry) {
        if self.grip.is_none() {
            self.pressed = false;
            self.hold = None;
        }
        let angle = self.pusher_angle;
        let aim = match (self.steady, self.grip, self.pressed) {
            (true, _, _) => Some(steady_step(quarry, angle)),
            (false, Some(p), true) => {
                let (from, pose) = *self.hold.get_or_insert((p, quarry.pusher_pose()));
                Some(held_at(quarry, from, pose, p, angle))
            }
            (false, Some(p), false) => Some(pusher_at(quarry, p, angle)),
            (false, None, _) => None,
        };
        let frame = HandFrame {
            let_go: std::mem::take(&mut self.let_go_wanted),
            place: std::mem::take(&mut self.place_wanted),
            aim,
            ..HandFrame::new(self.lateral, self.stone_angle, self.pusher_angle)
        };
        driver.feed(quarry, frame);
    }

    /// Takes the driver's stage and the push's numbers after a frame; a stage
    /// change says what the person must do now.
    fn mirror(&mut self, driver: &PushDriver, before: DriveStage, quarry: &Quarry) {
        let stage = driver.stage();
        self.stage = Stage::of(stage);
        if !matches!(self.stage, Stage::Pushing | Stage::Clearing) {
            // A push the driver ended (its time cap) is no longer held.
            self.steady = false;
        }
        self.lateral = driver.lateral();
        self.stone_angle = driver.stone_angle();
        self.pusher_angle = match stage {
            DriveStage::Clearing => 0.0,
            _ => driver.pusher_angle(),
        };
        match (before, stage) {
            (DriveStage::Placing, DriveStage::Clearing) => {
                self.grip = None;
                self.notice = Some(crate::tr!("push-notice-clear-entrance"));
            }
            (DriveStage::Placing | DriveStage::Clearing, DriveStage::Pushing) => {
                self.notice = None;
                self.travel = 0.0;
            }
            _ => {}
        }
        self.clock(stage, quarry);
        if stage == DriveStage::Pushing {
            let park = driver.parked(quarry);
            let advance = quarry.pusher_pose().advance - park.advance;
            self.travel = self.travel.max(advance);
        }
    }

    /// The pusher's speed over the last frame, for the panel: how careful the
    /// push is, and whether the pointer asks for more than the pusher may do.
    fn clock(&mut self, stage: DriveStage, quarry: &Quarry) {
        let pose = quarry.pusher_pose();
        let dt = quarry.config().solver.timestep;
        let moved = self.last_pose.map_or(0.0, |last| {
            let (dx, dz) = (pose.lateral - last.lateral, pose.advance - last.advance);
            (dx * dx + dz * dz).sqrt()
        });
        self.last_pose = Some(pose);
        let now = if dt > 0.0 { moved / dt } else { 0.0 };
        // A mouse moves in steps: the pusher catches up in one frame, then waits.
        // The panel shows the speed averaged over about a third of a second, the
        // pace of the hand rather than of its steps.
        self.speed += (now - self.speed) * (dt / SPEED_SMOOTHING).min(1.0);
        let target = quarry.pusher_target();
        let short = (target.advance - pose.advance).abs() + (target.lateral - pose.lateral).abs();
        let limit = quarry.pusher_top_speed();
        self.held_back = stage == DriveStage::Pushing && short > 1.0e-4 && now >= 0.95 * limit;
        self.near_pile = limit < quarry.config().pusher.max_speed;
        self.care = self.care_at(quarry.config().pusher.careful_speed);
        if stage == DriveStage::Pushing {
            self.pushing_frames += 1;
            if moved > 1.0e-5 {
                self.path += moved;
                let frame = self.pushing_frames;
                let first = self.moving.map_or(frame, |(first, _)| first);
                self.moving = Some((first, frame));
            }
        }
    }

    /// The word for the push's speed, against the top of a careful push (m/s).
    fn care_at(&self, careful_speed: f32) -> Care {
        if self.held_back && self.near_pile {
            Care::Slowed
        } else if self.held_back {
            Care::HeldBack
        } else if self.speed < STILL_SPEED {
            Care::Still
        } else if self.speed <= careful_speed {
            Care::Careful
        } else {
            Care::Firm
        }
    }

    /// How far the pusher went while pushing (m).
    pub fn path(&self) -> f32 {
        self.path
    }

    /// The push's pace (m/s): the pusher's path while pushing over the time from
    /// its first move to its last, so that a mouse that moves in steps (the
    /// pusher catching up at once, then waiting) counts at its mean speed, as
    /// the hand moved; `None` before it moved.
    pub fn pace(&self, dt: f32) -> Option<f32> {
        let (first, last) = self.moving?;
        let seconds = (last - first + 1) as f32 * dt;
        (seconds > 0.0).then(|| self.path / seconds)
    }
}

/// The steady push's wish for one frame: `pusher.steady_speed` times a frame
/// straight down the slope from where the pusher is, keeping its place across the
/// lane and turned as the hand has it; the quarry clamps it to the line. Taken
/// from where the pusher is, not from where it was wished, so that a pile that
/// holds the pusher back never lets it rush on faster than the steady speed.
/// Near the pile it asks only for the pusher's slowed top speed: the steady push
/// slows there by itself, and the panel does not call it held back.
fn steady_step(quarry: &Quarry, angle: f32) -> PusherPose {
    let config = quarry.config();
    let pose = quarry.pusher_pose();
    let speed = config.pusher.steady_speed.min(quarry.pusher_top_speed());
    quarry.clamp_pusher(PusherPose {
        lateral: pose.lateral,
        advance: pose.advance + speed * config.solver.timestep,
        angle,
    })
}

/// The pusher's wish for a pointer that did not take hold of it: its front
/// edge under the pointer.
fn pusher_at(quarry: &Quarry, p: RampPoint, angle: f32) -> PusherPose {
    let depth = quarry.config().pusher.depth;
    quarry.clamp_pusher(PusherPose {
        lateral: p.lateral,
        advance: p.advance - 0.5 * depth,
        angle,
    })
}

/// The pusher's wish for a pointer at `p` that took hold of it at `from` when it
/// stood at `pose`: moved as far as the pointer since, within what the quarry
/// allows (never past the line).
fn held_at(
    quarry: &Quarry,
    from: RampPoint,
    pose: PusherPose,
    p: RampPoint,
    angle: f32,
) -> PusherPose {
    quarry.clamp_pusher(PusherPose {
        lateral: pose.lateral + (p.lateral - from.lateral),
        advance: pose.advance + (p.advance - from.advance),
        angle,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(speed: f32, held_back: bool) -> Care {
        let hand = Hand {
            speed,
            held_back,
            ..Hand::new()
        };
        hand.care_at(0.15)
    }

    #[test]
    fn a_hand_held_back_near_the_pile_is_called_slowed() {
        let hand = Hand {
            speed: 0.05,
            held_back: true,
            near_pile: true,
            ..Hand::new()
        };
        assert_eq!(hand.care_at(0.15), Care::Slowed);
        // Near the pile but asking no more than the slowed speed: careful.
        let within = Hand {
            held_back: false,
            ..hand
        };
        assert_eq!(within.care_at(0.15), Care::Careful);
    }

    #[test]
    fn the_panel_calls_a_push_careful_up_to_the_careful_speed_then_firm() {
        assert_eq!(at(0.0, false), Care::Still);
        assert_eq!(at(0.04, false), Care::Careful);
        assert_eq!(at(0.15, false), Care::Careful);
        assert_eq!(at(0.2, false), Care::Firm);
        assert_eq!(at(0.25, true), Care::HeldBack);
    }

    #[test]
    fn space_held_while_placing_pushes_nothing() {
        let mut hand = Hand::new();
        hand.hold_steady(true);
        assert!(!hand.is_steady());
        hand.stage = Stage::Pushing;
        hand.hold_steady(true);
        assert!(hand.is_steady());
        hand.hold_steady(false);
        assert!(!hand.is_steady());
    }
}

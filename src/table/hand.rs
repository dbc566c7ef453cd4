//! One push made by hand, stage by stage, as the mouse (or a bot's imitation of a
//! mouse) makes it: pull the pusher back and slide the stone along the entrance,
//! drop it behind the line, drag the pusher into the quarry, let go, wait for
//! stillness. The hand only asks the [`Session`]; the quarry clamps every wish to
//! the rules (never past the line, never faster than the maximum speed).

use super::session::{Session, SessionError};
use crate::quarry::{PusherPose, QuarryError};

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
}

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

/// One push in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub stage: Stage,
    /// Where the stone will be put across the entrance (m).
    pub lateral: f32,
    /// The stone's turn about the ramp normal (rad).
    pub stone_angle: f32,
    /// The pusher's turn about the ramp normal (rad).
    pub pusher_angle: f32,
    /// The pusher's wish while the button is held.
    grip: Option<RampPoint>,
    /// The stone is to be dropped in as soon as the pusher is out of the way.
    place_wanted: bool,
    /// Furthest the pusher got beyond its parking pose (m).
    travel: f32,
    /// The pusher's turn before clearing squared it, given back afterwards.
    angle_before_clearing: Option<f32>,
    /// The last refusal, for the panel.
    pub notice: Option<String>,
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
            stone_angle: 0.0,
            pusher_angle: 0.0,
            grip: None,
            place_wanted: false,
            travel: 0.0,
            angle_before_clearing: None,
            notice: None,
        }
    }

    /// Takes one pointer input.
    pub fn input(&mut self, input: HandInput) {
        match (self.stage, input) {
            (Stage::Placing, HandInput::Hover(Some(p)) | HandInput::Drag(p)) => {
                self.lateral = p.lateral;
            }
            (Stage::Placing, HandInput::Press(p)) => {
                self.lateral = p.lateral;
                self.place_wanted = true;
            }
            (Stage::Placing, HandInput::Turn(a)) => self.stone_angle += a,
            (Stage::Pushing | Stage::Clearing, HandInput::Press(p) | HandInput::Drag(p)) => {
                self.grip = Some(p);
            }
            (Stage::Pushing | Stage::Clearing, HandInput::Turn(a)) => self.pusher_angle += a,
            (Stage::Pushing, HandInput::Release) => {
                self.grip = None;
                if self.travel >= MIN_TRAVEL {
                    self.stage = Stage::Settling;
                }
            }
            (Stage::Clearing, HandInput::Release | HandInput::LetGo) => {
                self.grip = None;
                self.stage = Stage::Placing;
                if let Some(angle) = self.angle_before_clearing.take() {
                    self.pusher_angle = angle;
                }
            }
            (Stage::Pushing, HandInput::LetGo) => {
                self.grip = None;
                self.stage = Stage::Settling;
            }
            _ => {}
        }
    }

    /// Drops the stone in now (the panel's button), at the current lateral position.
    pub fn place(&mut self) {
        if self.stage == Stage::Placing {
            self.place_wanted = true;
        }
    }

    /// Works the session for one physics frame: moves the pusher towards the wish,
    /// drops the stone in when asked and possible, steps the physics, and finishes
    /// the push once all is still. Returns true when the push is over.
    pub fn step(&mut self, session: &mut Session) -> Result<bool, SessionError> {
        let park = self.parked(session);
        match self.stage {
            Stage::Placing => {
                session.drag_pusher(park)?;
                if self.place_wanted && session.quarry.pusher_pose() == park {
                    self.place_wanted = false;
                    self.drop_stone(session);
                }
            }
            Stage::Pushing | Stage::Clearing => {
                let pose = session.quarry.pusher_pose();
                let wish = match self.grip {
                    Some(p) => self.pusher_at(session, p),
                    None => PusherPose {
                        angle: self.pusher_angle,
                        ..pose
                    },
                };
                session.drag_pusher(wish)?;
                self.travel = self.travel.max(pose.advance - park.advance);
            }
            Stage::Settling => session.drag_pusher(park)?,
        }
        session.frame();
        if self.stage == Stage::Settling
            && session.quarry.pusher_pose() == park
            && session.push_settled()
        {
            session.finish_push()?;
            return Ok(true);
        }
        Ok(false)
    }

    fn drop_stone(&mut self, session: &mut Session) {
        match session.place_stone(self.lateral, self.stone_angle) {
            Ok(_) => {
                self.notice = None;
                self.stage = Stage::Pushing;
                self.travel = 0.0;
            }
            Err(SessionError::Quarry(QuarryError::EntranceBlocked)) => {
                self.notice = Some(
                    "A stone blocks the entrance: push it in with the bare pusher, \
                     then place yours."
                        .to_string(),
                );
                self.stage = Stage::Clearing;
                // Squared, the whole face reaches the line; turned, only its leading
                // corner would, and the stone could stay in the way.
                self.angle_before_clearing.get_or_insert(self.pusher_angle);
                self.pusher_angle = 0.0;
            }
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    /// The pusher's waiting pose behind the entrance, in line with the stone
    /// (clamped as the quarry would, so "arrived" compares exactly).
    fn parked(&self, session: &Session) -> PusherPose {
        session.quarry.clamp_pusher(PusherPose {
            lateral: self.lateral,
            advance: -1.0,
            angle: self.pusher_angle,
        })
    }

    /// The pusher's wish for a pointer: its front edge under the pointer.
    fn pusher_at(&self, session: &Session, p: RampPoint) -> PusherPose {
        let depth = session.quarry.config().pusher.depth;
        session.quarry.clamp_pusher(PusherPose {
            lateral: p.lateral,
            advance: p.advance - 0.5 * depth,
            angle: self.pusher_angle,
        })
    }
}

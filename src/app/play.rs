//! A game at the table: the hot-seat [`Session`], who sits in each seat, the bots,
//! the push being made by hand, and the clock that steps the physics at its own
//! rate whatever the frame rate. Everything the window does to the game goes
//! through here, so a test can play the window's game without a window.

use super::bot_hand::BotHand;
use super::hand::{Hand, HandInput, RampPoint, Stage};
use super::push_panel::PushIntent;
use super::session::Session;
use crate::bots::random::random_command;
use crate::quarry::PushPlan;
use crate::rules::{PlayerId, Size};
pub use crate::ui::seats::SeatKind;
use crate::ui::UiIntent;
use rand::SeedableRng;
use rand_pcg::Pcg64;

/// Physics frames stepped at most per drawn frame: a slow frame makes the quarry
/// run slower for a moment instead of freezing the window catching up.
const MAX_STEPS_PER_FRAME: u32 = 4;

/// Who pushes the stone now.
enum Pusher {
    Person,
    Bot(Box<BotHand>),
}

/// A push in progress at the table.
struct LiveHand {
    hand: Hand,
    by: Pusher,
}

/// The game being played at the table.
pub struct Play {
    pub session: Session,
    /// One random source per seat, for the bots' moves and push plans.
    bot_rngs: Vec<Pcg64>,
    live: Option<LiveHand>,
    /// Physics time owed to the quarry (s).
    owed: f32,
    /// Seconds a bot waits before each move, so people can follow it.
    pub bot_pause: f32,
    bot_wait: f32,
    /// The last refusal or problem, for the panel.
    pub notice: Option<String>,
}

impl Play {
    /// Takes over a session (a new or a loaded game); the bots draw from its seed.
    pub fn new(session: Session) -> Play {
        let seed = session.seed;
        let bot_rngs = (0..session.game.players.len())
            .map(|seat| Pcg64::seed_from_u64(seed ^ (0x9e37_79b9 * (seat as u64 + 1))))
            .collect();
        let mut play = Play {
            session,
            bot_rngs,
            live: None,
            owed: 0.0,
            bot_pause: 0.6,
            bot_wait: 0.0,
            notice: None,
        };
        play.pick_up_push();
        play
    }

    fn seat_kind(&self, player: PlayerId) -> SeatKind {
        self.session
            .seats
            .get(player)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The seat to act now.
    pub fn current_seat(&self) -> SeatKind {
        self.seat_kind(self.session.game.current)
    }

    fn humans(&self) -> usize {
        self.session
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }

    /// The curtain is shown: a person is to act, and another person could see the screen.
    pub fn curtain(&self) -> bool {
        self.current_seat() == SeatKind::Human && self.humans() > 1 && self.session.curtain_down()
    }

    /// Whose sesterces the screen shows: the person acting, never a bot's.
    pub fn viewer(&self) -> Option<PlayerId> {
        self.session
            .revealed
            .filter(|&p| self.seat_kind(p) == SeatKind::Human)
    }

    /// True while a person is to click in the panels (not a bot, not a push).
    pub fn person_to_act(&self) -> bool {
        !self.session.game.is_over()
            && self.current_seat() == SeatKind::Human
            && !self.curtain()
            && self.live.is_none()
    }

    /// The push in progress, if any, and whether a person makes it.
    pub fn hand(&self) -> Option<(&Hand, bool)> {
        self.live
            .as_ref()
            .map(|l| (&l.hand, matches!(l.by, Pusher::Person)))
    }

    /// The stone being pushed, for the panel and the preview.
    pub fn pushed_size(&self) -> Option<Size> {
        self.session.push.as_ref().map(|p| p.size)
    }

    /// A click in the panels by the person acting.
    pub fn intent(&mut self, intent: UiIntent) {
        if self.current_seat() != SeatKind::Human && !self.session.game.is_over() {
            self.notice = Some(format!(
                "{} is a bot: wait for its move",
                self.session.game.current_player().name
            ));
            return;
        }
        match self.session.handle(intent) {
            Ok(()) => {
                self.notice = None;
                self.pick_up_push();
            }
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    /// The pointer over the ramp, while a person pushes.
    pub fn hand_input(&mut self, input: HandInput) {
        if let Some(live) = &mut self.live {
            if matches!(live.by, Pusher::Person) {
                live.hand.input(input);
            }
        }
    }

    /// A click in the push panel (or its key).
    pub fn push_intent(&mut self, intent: PushIntent) {
        let Some(live) = &mut self.live else { return };
        if !matches!(live.by, Pusher::Person) {
            return;
        }
        match intent {
            PushIntent::Place => live.hand.place(),
            PushIntent::Lateral(lateral) => live.hand.input(HandInput::Hover(Some(RampPoint {
                lateral,
                advance: 0.0,
            }))),
            PushIntent::Turn(angle) => live.hand.input(HandInput::Turn(angle)),
            PushIntent::LetGo => live.hand.input(HandInput::LetGo),
        }
    }

    /// Advances the table by `dt` seconds of real time: bots move, the physics of
    /// a push in progress steps at its own rate, a finished push goes to the rules.
    pub fn advance(&mut self, dt: f32) {
        let dt = if dt.is_finite() { dt.max(0.0) } else { 0.0 };
        if self.live.is_some() {
            self.step_push(dt);
        } else {
            self.owed = 0.0;
            self.bot_turn(dt);
        }
    }

    fn step_push(&mut self, dt: f32) {
        let timestep = self.session.quarry.config().solver.timestep;
        self.owed = (self.owed + dt).min(MAX_STEPS_PER_FRAME as f32 * timestep);
        while self.owed >= timestep {
            self.owed -= timestep;
            let Some(live) = &mut self.live else { break };
            if let Pusher::Bot(bot) = &mut live.by {
                if let Some(input) = bot.input(&live.hand, &self.session) {
                    live.hand.input(input);
                }
            }
            match live.hand.step(&mut self.session) {
                Ok(false) => {}
                Ok(true) => {
                    self.live = None;
                    self.owed = 0.0;
                    self.bot_wait = 0.0;
                    self.pick_up_push();
                }
                Err(e) => {
                    self.notice = Some(e.to_string());
                    break;
                }
            }
        }
    }

    /// A bot seat to act makes one move after its pause.
    fn bot_turn(&mut self, dt: f32) {
        let game = &self.session.game;
        if game.is_over() || self.current_seat() != SeatKind::RandomBot {
            self.bot_wait = 0.0;
            return;
        }
        self.bot_wait += dt;
        if self.bot_wait < self.bot_pause {
            return;
        }
        self.bot_wait = 0.0;
        let seat = game.current;
        if self.session.curtain_down() {
            // A bot sits down without looking at anyone else's money.
            let _ = self.session.handle(UiIntent::RevealMoney);
        }
        let Some(command) = random_command(&self.session.game, &mut self.bot_rngs[seat]) else {
            self.notice = Some("the bot found no legal move".to_string());
            return;
        };
        match self.session.handle(UiIntent::Command(command)) {
            Ok(()) => self.pick_up_push(),
            Err(e) => self.notice = Some(format!("the bot's move was refused: {e}")),
        }
    }

    /// Starts the hand for a push the rules have just begun (or a loaded game was in).
    fn pick_up_push(&mut self) {
        if self.live.is_some() || self.session.push.is_none() {
            return;
        }
        let mut hand = Hand::new();
        let by = match self.current_seat() {
            SeatKind::Human => Pusher::Person,
            SeatKind::RandomBot => {
                let seat = self.session.game.current;
                let size = self.pushed_size().unwrap_or(Size::Small);
                let config = self.session.quarry.config();
                let plan = PushPlan::random(config, size, &mut self.bot_rngs[seat]);
                let bot = BotHand::new(plan);
                bot.prepare(&mut hand);
                Pusher::Bot(Box::new(bot))
            }
        };
        if self
            .session
            .push
            .as_ref()
            .is_some_and(|p| p.stone.is_some())
        {
            hand.stage = Stage::Pushing;
        }
        self.live = Some(LiveHand { hand, by });
    }

    /// True while the quarry close-up suits the table best.
    pub fn pushing(&self) -> bool {
        self.live.is_some()
    }

    /// Stones off the front edge in the push so far.
    pub fn fallen_front(&self) -> usize {
        self.session.fallen_front()
    }
}

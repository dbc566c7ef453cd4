//! A table played online: one seat is this screen's person, every other seat
//! is played elsewhere (a person at another screen, a bot or program the
//! server runs). The table never decides for those seats and takes no click
//! for them; their moves come from the server's events
//! ([`Table::move_from_elsewhere`]), a push by hand there frame by frame as
//! its frames arrive. What the person here does is kept for the server
//! ([`Table::take_outbox`]) and cannot be taken back: every screen has played
//! it. The link that carries all this is `net::online_seat`.

use super::{LiveHand, Pusher, Table};
use crate::bots::MoneyLedger;
use crate::quarry::{HandFrame, HandTrace, PushDriver, PushPlan, Quarry};
use crate::rules::{Command, Game, PlayerId};

impl Table {
    /// Plays this table online from now on: `here` is the seat of this
    /// screen's person (`None`: only watching); every other seat is played
    /// elsewhere. Nothing is autosaved (the server keeps the game).
    pub fn play_online(&mut self, here: Option<PlayerId>) {
        let players = self.session.game.players().len();
        self.elsewhere = (0..players).map(|p| Some(p) != here).collect();
        for (seat, away) in self.elsewhere.iter().enumerate() {
            if *away {
                if let Some(bot) = self.bots.get_mut(seat) {
                    *bot = None;
                }
            }
        }
        self.thought = None;
        self.ready = None;
        self.outbox = Some(Vec::new());
        self.autosave = None;
        self.undo_grace = 0.0;
        self.last_viewer = self.viewer();
    }

    /// True for a table played online.
    pub fn is_online(&self) -> bool {
        self.outbox.is_some()
    }

    /// True for a seat played at another screen (or by the server).
    pub fn is_elsewhere(&self, player: PlayerId) -> bool {
        self.elsewhere.get(player).copied().unwrap_or(false)
    }

    /// A person at this screen sits in the seat.
    pub fn sits_here(&self, player: PlayerId) -> bool {
        self.seat_kind(player).is_human() && !self.is_elsewhere(player)
    }

    /// The commands the person here gave since the last call, in order.
    pub fn take_outbox(&mut self) -> Vec<Command> {
        self.outbox.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// A move made elsewhere, as the server applied it: a push with a plan is
    /// shown as a bot's, one by hand follows the frames given to
    /// [`Table::frames_from_elsewhere`].
    pub fn move_from_elsewhere(
        &mut self,
        command: Command,
        plan: Option<PushPlan>,
    ) -> Result<(), String> {
        if self.live.is_some() {
            return Err("a push is still under way at this table".to_string());
        }
        self.session
            .elsewhere_command(command, plan)
            .map_err(|e| crate::table::refusals::session_error_text(&e))?;
        self.notice = None;
        self.bot_wait = 0.0;
        self.pick_up_push();
        self.after_move();
        Ok(())
    }

    /// True while a push is under way at this table (its end not yet reached).
    pub fn push_under_way(&self) -> bool {
        self.live.is_some()
    }

    /// More frames of the push by a hand elsewhere under way.
    pub fn frames_from_elsewhere(&mut self, frames: &[HandFrame]) {
        if let Some(driver) = self.followed_push() {
            driver.follow(frames);
        }
    }

    /// The whole trace of the push by a hand elsewhere, as its end carries
    /// it: the push may now run to its end.
    pub fn push_end_from_elsewhere(&mut self, trace: HandTrace) {
        if let Some(driver) = self.followed_push() {
            driver.follow_whole(trace);
        }
        if let Some(LiveHand {
            by: Pusher::Elsewhere { whole },
            ..
        }) = &mut self.live
        {
            *whole = true;
        }
    }

    fn followed_push(&mut self) -> Option<&mut PushDriver> {
        self.session.push.as_mut().filter(|d| d.retracing())
    }

    /// A push by a hand elsewhere has used every frame that came so far.
    pub(super) fn waits_for_frames(&self) -> bool {
        let following = matches!(
            &self.live,
            Some(LiveHand {
                by: Pusher::Elsewhere { whole: false },
                ..
            })
        );
        following && self.session.push.as_ref().is_some_and(|d| d.trace_spent())
    }

    /// The hand's wishes of this screen's person's push so far, or of the last
    /// push by hand once it is over.
    pub fn own_hand_trace(&self) -> &HandTrace {
        match (&self.live, &self.session.push) {
            (
                Some(LiveHand {
                    by: Pusher::Person(_),
                    ..
                }),
                Some(driver),
            ) => driver.hand_trace(),
            _ => &self.session.last_hand_trace,
        }
    }

    /// The game as the server says this seat may know it takes the table's
    /// place (between moves: the server's draws are its own).
    pub fn take_game(&mut self, game: Game) {
        self.session.ledger = MoneyLedger::watched_whole_game(&game);
        self.session.game = game;
    }

    /// The server's quarry takes the table's place (this one had parted from it).
    pub fn take_quarry(&mut self, quarry: Quarry) {
        self.session.quarry = quarry;
    }
}

//! The bots' side of the table: the bot to act thinks (on a worker, or at
//! once), waits its pause (longer after a person's turn, so that the person's
//! last step can still be taken back) and moves; a decision made for a
//! position a person took back is forgotten, the bot's random state rewound.

use super::Table;
use crate::bots::{Decision, SeatView};
use crate::quarry::{PushPlan, Quarry};
use crate::rules::{Command, PlayerId};
use crate::table::seat_player::SeatPlayer;
use crate::table::thinker::Thought;
use crate::tr;
use rand_pcg::Pcg64;

impl Table {
    /// True when a person's step that ended the turn can still be taken back
    /// though a bot is to act: the bot has not moved yet (it would have emptied
    /// the undo stack) and the step was a person's.
    pub fn undo_before_the_bot(&self) -> bool {
        let owner = self.session.undo_owner();
        let bot_to_act = !self.current_seat().is_human() && self.live.is_none();
        bot_to_act && owner.is_some_and(|p| self.seat_kind(p).is_human())
    }

    /// Drops the decision the bot to act is making or has made: the position it
    /// was for is being taken back. Its random state goes back to where the
    /// decision began.
    pub(super) fn forget_decision(&mut self) {
        let seat = self.session.game.current();
        let from = self.decision_from.take();
        if self.thought.is_some() {
            // Still thinking: its answer is dropped when it comes back.
            self.stale_thought = Some(seat);
            self.decision_from = from;
            return;
        }
        self.ready = None;
        if let (Some(rng), Some(Some(bot))) = (from, self.bots.get_mut(seat)) {
            bot.rewind(rng);
        }
    }

    /// The bot to act thinks (it starts as soon as its turn comes), and moves
    /// once its decision is back and its pause has run out.
    pub(super) fn bot_turn(&mut self, dt: f32) {
        if self.session.game.is_over() && !self.told_game_over {
            self.told_game_over = true;
            let scores: Vec<u32> = self
                .session
                .game
                .players()
                .iter()
                .map(|p| p.score())
                .collect();
            for player in self.bots.iter_mut().flatten() {
                player.game_over(&scores);
            }
        }
        if self.stale_thought.is_some() && !self.collect_stale_thought() {
            return;
        }
        let seat = self.session.game.current();
        let here = !self.is_elsewhere(seat);
        if self.session.game.is_over() || self.stalled || self.current_seat().is_human() || !here {
            self.bot_wait = 0.0;
            return;
        }
        if !self.view_busy {
            self.bot_wait += dt;
        }
        if self.thought.is_none() && self.ready.is_none() {
            self.start_thinking(seat);
        }
        if let Some(thought) = &mut self.thought {
            match thought.poll() {
                Ok(None) => {}
                Ok(Some((bot, choice))) => {
                    self.bots[seat] = Some(with_threads(bot, self.bot_threads));
                    self.ready = Some(choice);
                    self.thought = None;
                }
                Err(_) => {
                    // The thread's own reason is for developers; the table
                    // says it in the player's words.
                    self.thought = None;
                    self.stall(tr!("bots-failed-thinking"));
                }
            }
        }
        if self.view_busy || self.bot_wait < self.pause_now() {
            return;
        }
        if let Some(choice) = self.ready.take() {
            self.bot_wait = 0.0;
            if let Some(problem) = choice.problem {
                let name = self.session.game.current_player().name().to_string();
                let problem = crate::table::problems::agent_error_text(&problem);
                let line = tr!("log-program-failed", name = name, problem = problem);
                self.session.note(line);
            }
            self.play_decision(seat, choice.decision);
        }
    }

    /// How long the bot to act waits before its move: its pause, and after a
    /// person's turn long enough to take that turn's last step back.
    fn pause_now(&self) -> f32 {
        let after_person = self.session.undo_owner().is_some();
        let grace = if after_person { self.undo_grace } else { 0.0 };
        self.bot_pause.max(grace)
    }

    /// Waits for the thinking of a position taken back to come back, then puts
    /// its bot back as it was before (the answer is dropped). True once done.
    fn collect_stale_thought(&mut self) -> bool {
        let Some(seat) = self.stale_thought else {
            return true;
        };
        let Some(thought) = &mut self.thought else {
            self.stale_thought = None;
            return true;
        };
        match thought.poll() {
            Ok(None) => return false,
            Ok(Some((mut bot, _))) => {
                if let Some(rng) = self.decision_from.take() {
                    bot.rewind(rng);
                }
                if let Some(slot) = self.bots.get_mut(seat) {
                    *slot = Some(bot);
                }
            }
            Err(_) => self.stall(tr!("bots-failed-thinking")),
        }
        self.thought = None;
        self.stale_thought = None;
        true
    }

    /// Sends the bot of `seat` thinking, with its seat's view and the quarry.
    fn start_thinking(&mut self, seat: PlayerId) {
        let Some(bot) = self.bots.get_mut(seat).and_then(Option::take) else {
            self.stall(tr!("log-no-bot"));
            return;
        };
        self.decision_from = Some(bot.rng().clone());
        let view = SeatView::new(&self.session.game, seat, &self.session.ledger);
        // The quarry as a save would rebuild it: a save made while the bot thinks
        // then hands the loaded game's bot the very quarry this one sees.
        let quarry = Quarry::from_description(self.session.quarry.describe())
            .unwrap_or_else(|_| self.session.quarry.clone());
        self.thought = Some(Thought::start(bot, view, quarry, self.think_on_worker));
    }

    /// Makes the bot's move: the command goes to the rules with its reason for
    /// the log; a push's plan, as the bot's hand carries it out (its noise
    /// drawn now), waits for the hand.
    fn play_decision(&mut self, seat: PlayerId, decision: Option<Decision>) {
        self.decision_from = None;
        let Some(decision) = decision else {
            self.stall(tr!("log-no-legal-move"));
            return;
        };
        let plan = match (&decision.command, self.bots.get_mut(seat)) {
            (Command::Push { size }, Some(Some(bot))) => {
                let config = self.session.quarry.config();
                let intended = decision
                    .plan
                    .unwrap_or_else(|| PushPlan::careful(config, *size));
                Some(bot.execute(&intended, config))
            }
            _ => None,
        };
        match self
            .session
            .bot_command(decision.command, &decision.reason, plan)
        {
            Ok(()) => {
                // A refusal said before this move answered a moment now past.
                self.notice = None;
                self.pick_up_push();
                self.after_move();
            }
            Err(e) => {
                let error = crate::table::refusals::session_error_text(&e);
                self.stall(tr!("log-move-refused", error = error));
            }
        }
    }

    /// A bot cannot go on: say why and let the table wait (the game can still be
    /// saved, or a new one started).
    fn stall(&mut self, why: String) {
        let name = self.session.game.current_player().name();
        self.notice = Some(tr!("log-stalled", name = name, why = why));
        self.stalled = true;
    }

    /// Each seat's bot's random state as a save should hold it.
    pub(super) fn bot_rngs(&self) -> Vec<Option<Pcg64>> {
        let thinking = self.stale_thought.unwrap_or(self.session.game.current());
        (0..self.session.game.players().len())
            .map(|seat| {
                if self.seat_kind(seat).is_human() {
                    return None;
                }
                match (
                    &self.decision_from,
                    self.bots.get(seat).and_then(Option::as_ref),
                ) {
                    (Some(rng), _) if seat == thinking => Some(rng.clone()),
                    (_, Some(bot)) => Some(bot.rng().clone()),
                    (_, None) => None,
                }
            })
            .collect()
    }
}

/// The seat's decider with its bot simulating pushes on `threads` threads.
pub(super) fn with_threads(player: SeatPlayer, threads: usize) -> SeatPlayer {
    match player {
        SeatPlayer::Bot(bot) => SeatPlayer::Bot(bot.with_threads(threads)),
        agent => agent,
    }
}

//! A hot-seat game without a window: the rules, the physical quarry, the curtain
//! and the log, driven by the same intents the panels produce and by the same
//! pusher control the mouse uses. The window only adds drawing and input.
//!
//! The session also keeps the public count of everyone's money
//! ([`MoneyLedger`]) from every event it records, because that count is all a
//! bot may know of the others' sesterces.

use super::describe::{event_text, narrated};
use super::seats::Seat;
use super::{Intent, NewGameRequest};
use crate::bots::MoneyLedger;
use crate::quarry::{Edge, PushDriver, PushPlan, Quarry, QuarryConfig, QuarryError, StoneFell};
use crate::rules::{Command, Event, Game, GameData, Illegal, PlayerId, Setup, SizeCounts};
use crate::tr;
use rand_pcg::Pcg64;
use std::fmt;
use std::sync::Arc;

/// Saving and loading a session.
pub mod file;
/// Taking back steps of one's own turn.
pub mod undo;

/// Lines of the log kept for the panel.
const LOG_LINES: usize = 200;

/// Why the session refused an input. Nothing changed.
#[derive(Debug)]
pub enum SessionError {
    Illegal(Illegal),
    Quarry(QuarryError),
    /// The input does not fit what the session is doing now, said in the
    /// player's language.
    Refused(String),
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::Illegal(e) => write!(f, "{e}"),
            SessionError::Quarry(e) => write!(f, "{e}"),
            SessionError::Refused(why) => f.write_str(why),
        }
    }
}

/// One game at one screen.
pub struct Session {
    pub game: Game,
    pub quarry: Quarry,
    pub log: Vec<String>,
    /// Lines written to the log since the session began (or was loaded): a
    /// reader that printed up to a count prints the lines after it, even when
    /// an undo put the log back.
    pub lines_written: u64,
    /// The player whose sesterces are shown; `None` while the curtain is down.
    pub revealed: Option<PlayerId>,
    /// The push under way: a person's hand or a bot's plan drives it frame by frame.
    pub push: Option<PushDriver>,
    /// What fell in the last push that ended, until the next one starts: the
    /// window marks stones that fell in a push's very last frame too.
    pub last_falls: Vec<StoneFell>,
    /// Colour and kind of each seat, indexed like `game.players`.
    pub seats: Vec<Seat>,
    /// The seed the game was set up with, shown so that it can be replayed.
    pub seed: u64,
    /// Everyone's sesterces as counted from what happened in the open.
    pub ledger: MoneyLedger,
    /// The random state of each seat's bot as a save holds it (`None` for a
    /// person's seat); empty in a new game, whose bots start from the game's
    /// seed. The table seats a loaded game's bots with these and writes its
    /// bots' states here before it saves.
    pub bot_rngs: Vec<Option<Pcg64>>,
    /// The person's steps of the turn under way that Undo may take back.
    undo: Vec<undo::UndoStep>,
    /// The events since the window last took them, while it listens (for its
    /// sounds); `None`: nobody listens, nothing is kept.
    heard: Option<Vec<Event>>,
}

impl Session {
    /// A new game and a freshly loaded quarry, both from the setup's seed.
    pub fn new(
        data: Arc<GameData>,
        setup: &Setup,
        quarry_config: &QuarryConfig,
    ) -> Result<Session, String> {
        let opening = data.components.quarry_opening;
        let game = Game::new(data, setup)?;
        let first_line = super::describe::opening_line(&game);
        let quarry = Quarry::new(
            quarry_config,
            [opening.small, opening.mid, opening.large],
            setup.seed,
        )
        .map_err(|e| {
            let error = super::problems::quarry_error_text(&e);
            tr!("log-quarry-not-loaded", error = error)
        })?;
        Ok(Session {
            ledger: MoneyLedger::at_start(&game),
            game,
            quarry,
            log: vec![first_line],
            lines_written: 1,
            revealed: None,
            push: None,
            last_falls: Vec::new(),
            seats: (0..setup.players.len()).map(Seat::default_for).collect(),
            seed: setup.seed,
            bot_rngs: Vec::new(),
            undo: Vec::new(),
            heard: None,
        })
    }

    /// The game the new-game screen asked for, with its seats' colours and kinds.
    pub fn from_request(
        data: Arc<GameData>,
        request: &NewGameRequest,
        quarry_config: &QuarryConfig,
    ) -> Result<Session, String> {
        let mut session = Session::new(data, &request.setup(), quarry_config)?;
        session.seats = request.seats.clone();
        Ok(session)
    }

    /// Rebuilds the quarry with a new tuning (the tuning panel's "Apply & reset
    /// quarry", or `quarry.ron` edited on disk), loaded afresh with the stones the
    /// rules say it holds. Refused during a push; on any error nothing changed.
    pub fn retune_quarry(&mut self, config: &QuarryConfig) -> Result<(), SessionError> {
        if self.push.is_some() {
            return Err(SessionError::Refused(tr!("log-refused-retune")));
        }
        let q = self.game.quarry();
        let seed = self.seed.wrapping_add(self.quarry.frames());
        self.quarry = Quarry::holding(config, [q.small, q.mid, q.large], seed)
            .map_err(SessionError::Quarry)?;
        Ok(())
    }

    /// True while the player to act has not yet shown that he sits at the screen.
    pub fn curtain_down(&self) -> bool {
        !self.game.is_over() && self.revealed != Some(self.game.current())
    }

    /// A click in the panels.
    pub fn handle(&mut self, intent: Intent) -> Result<(), SessionError> {
        match intent {
            Intent::RevealMoney => {
                self.revealed = Some(self.game.current());
                Ok(())
            }
            Intent::Command(command) => self.command(command),
            Intent::Undo => self.undo(),
        }
    }

    fn command(&mut self, command: Command) -> Result<(), SessionError> {
        if self.curtain_down() {
            return Err(SessionError::Refused(tr!("log-refused-curtain")));
        }
        self.before_step(&command);
        // `apply` empties the stack after a barrier; a refused step is no step.
        let applied = self.apply(command.clone(), None, None);
        if applied.is_err() {
            self.undo.pop();
        }
        applied
    }

    /// A bot's command, logged with its reason; a push follows `plan` (the plan
    /// as the bot's hand carries it out, noise included). A bot looks at no
    /// screen, so the curtain does not concern it (and is not lifted for it).
    pub fn bot_command(
        &mut self,
        command: Command,
        reason: &str,
        plan: Option<PushPlan>,
    ) -> Result<(), SessionError> {
        if self.game.is_over() {
            return Err(SessionError::Refused(tr!("log-refused-game-over")));
        }
        // Another player acted: nothing before this can be taken back.
        self.undo.clear();
        self.apply(command, Some(reason), plan)
    }

    fn apply(
        &mut self,
        command: Command,
        reason: Option<&str>,
        plan: Option<PushPlan>,
    ) -> Result<(), SessionError> {
        if matches!(command, Command::QuarryResult { .. }) {
            return Err(SessionError::Refused(tr!("log-refused-quarry-result")));
        }
        let player = self.game.current();
        let events = self.game.apply(&command).map_err(SessionError::Illegal)?;
        if let Command::Push { size } = command {
            self.last_falls.clear();
            self.push = Some(match plan {
                Some(plan) => PushDriver::planned(&self.quarry, size, &plan),
                None => PushDriver::by_hand(&self.quarry, size),
            });
        }
        let narration = reason.map(|reason| Narration {
            player,
            command: &command,
            reason,
        });
        self.record(&events, narration);
        self.after_step(&command, &events);
        Ok(())
    }

    /// One 60 Hz frame of the push under way (its driver sets the pusher's target
    /// and steps the physics). Returns true once the push is over and the rules
    /// have learnt what fell; a refusal of the stone leaves the push going.
    pub fn frame(&mut self) -> Result<bool, SessionError> {
        let push = self
            .push
            .as_mut()
            .ok_or_else(|| SessionError::Refused(tr!("log-refused-no-push")))?;
        push.frame(&mut self.quarry).map_err(SessionError::Quarry)?;
        if !push.is_done() {
            return Ok(false);
        }
        self.finish_push()?;
        Ok(true)
    }

    /// Every stone that fell in the push under way, or in the last one if none is.
    pub fn push_falls(&self) -> &[StoneFell] {
        self.push
            .as_ref()
            .map_or(&self.last_falls, PushDriver::fallen)
    }

    /// Stones off the front edge so far in this push, for the live counter.
    pub fn fallen_front(&self) -> usize {
        self.push.as_ref().map_or(0, PushDriver::fallen_front)
    }

    /// When all is still after a push, the rules learn what fell.
    fn finish_push(&mut self) -> Result<(), SessionError> {
        let Some(push) = &self.push else {
            return Err(SessionError::Refused(tr!("log-refused-no-push-to-finish")));
        };
        let (front, elsewhere) = split_falls(push.fallen());
        let events = self
            .game
            .apply(&Command::QuarryResult { front, elsewhere })
            .map_err(SessionError::Illegal)?;
        self.last_falls = push.fallen().to_vec();
        self.push = None;
        self.record(&events, None);
        self.undo.clear();
        Ok(())
    }

    /// From now on the events are kept for [`Session::take_heard`]. Idempotent.
    pub fn listen(&mut self) {
        self.heard.get_or_insert_with(Vec::new);
    }

    /// The events since the last call, oldest first, while someone listens.
    pub fn take_heard(&mut self) -> Vec<Event> {
        self.heard.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// Adds a line to the log.
    fn write_line(&mut self, line: String) {
        self.log.push(line);
        self.lines_written += 1;
    }

    /// A line of its own in the log (a program's failure, say).
    pub fn note(&mut self, line: String) {
        self.write_line(line);
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
    }

    /// Logs events, counts the money they move in the open, and lowers the
    /// curtain when the turn passes to someone else. A bot's move is narrated:
    /// its reason goes after the line of its move (the first event of the
    /// command with a line, a stone shortage aside), or on a line of its own.
    fn record(&mut self, events: &[Event], narration: Option<Narration>) {
        self.ledger.observe(events);
        if let Some(heard) = &mut self.heard {
            heard.extend_from_slice(events);
        }
        let mut narration = narration;
        for event in events {
            let mut line = event_text(&self.game, event);
            if line.is_some() && !matches!(event, Event::StoneShortage { .. }) {
                if let Some(n) = narration.take() {
                    line = Some(narrated(&self.game, n.player, n.command, line, n.reason));
                }
            }
            if let Some(line) = line {
                self.write_line(line);
            }
            if matches!(event, Event::TurnEnded { player, next } if player != next) {
                self.revealed = None;
            }
        }
        if let Some(n) = narration {
            let line = narrated(&self.game, n.player, n.command, None, n.reason);
            self.write_line(line);
        }
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
    }
}

/// A bot's move to narrate in the log: who moved, what, and why.
#[derive(Clone, Copy)]
struct Narration<'a> {
    player: PlayerId,
    command: &'a Command,
    reason: &'a str,
}

/// Front falls and the rest, counted by size.
pub fn split_falls(fell: &[StoneFell]) -> (SizeCounts, SizeCounts) {
    let mut front = SizeCounts::ZERO;
    let mut elsewhere = SizeCounts::ZERO;
    for f in fell {
        let pile = if f.edge == Edge::Front {
            &mut front
        } else {
            &mut elsewhere
        };
        *pile.get_mut(f.size) += 1;
    }
    (front, elsewhere)
}

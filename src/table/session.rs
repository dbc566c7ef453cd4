//! A game at one table without a window: the rules, the physical quarry, the
//! curtain and the log, driven by the same intents the panels produce and by the
//! same pusher control the mouse uses. The window only adds drawing and input.
//!
//! It is the one game loop: the window's table (and the outside programs seated
//! at it), the headless games of `simulate` and `tournament` and the replay of a
//! physics record (`table::headless`) all apply commands and answer pushes here.
//! A push is answered by the physical quarry, frame by frame ([`Session::frame`]),
//! or — in headless games off the physics — at once by a draw
//! ([`Pushes::Drawn`]); either way the rules learn what fell through one path
//! (`answer_push`), the only place a quarry result is applied. A headless game
//! keeps no words ([`Session::without_words`]): its log would cost more than its
//! rules.
//!
//! The session also keeps the public count of everyone's money
//! ([`MoneyLedger`]) from every event it records, because that count is all a
//! bot may know of the others' sesterces.

use super::describe::{event_text, narrated};
use super::seats::Seat;
use super::{Intent, NewGameRequest};
use crate::bots::MoneyLedger;
use crate::quarry::{
    Edge, HandTrace, PushDriver, PushPlan, Quarry, QuarryConfig, QuarryError, StoneFell,
};
use crate::record::{GameRecord, Recorder};
use crate::rules::{Command, Event, Game, GameData, Illegal, PlayerId, Setup, Size, SizeCounts};
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

/// Where the answer to a push comes from.
pub enum Pushes {
    /// The physical quarry, driven frame by frame ([`Session::frame`]).
    Physical,
    /// Drawn at once from the game awaiting the answer and the stone pushed: what
    /// fell off the front and what fell elsewhere (headless games on the fitted
    /// model or the random stand-in; the physical quarry is then only looked at).
    Drawn(Box<DrawFalls>),
}

/// A draw of what a push drops: from the game awaiting the answer and the stone
/// pushed, the stones off the front and those off elsewhere.
pub type DrawFalls = dyn FnMut(&Game, Size) -> (SizeCounts, SizeCounts) + Send;

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
    /// Where pushes are answered from.
    pushes: Pushes,
    /// False in headless games: no log lines are written.
    words: bool,
    /// The hand's wishes of the last push by hand, once it is over (a table
    /// played online sends its last frames from here).
    pub last_hand_trace: HandTrace,
    /// Every command applied, with its plan, while a record is kept.
    recorder: Option<Recorder>,
    /// The events of the step under way, kept between steps so that a step
    /// allocates nothing for them (a headless game makes a thousand steps).
    events: Vec<Event>,
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
        let quarry = Quarry::new(
            quarry_config,
            [opening.small, opening.mid, opening.large],
            setup.seed,
        )
        .map_err(|e| {
            let error = super::problems::quarry_error_text(&e);
            tr!("log-quarry-not-loaded", error = error)
        })?;
        Ok(Session::at_table(game, quarry, setup.seed))
    }

    /// A session over a new game and a quarry already loaded for it (a headless
    /// game off the physics looks at one opening quarry, game after game).
    pub fn at_table(game: Game, quarry: Quarry, seed: u64) -> Session {
        let mut session = Session::without_words(game, quarry, seed);
        session.words = true;
        let first_line = super::describe::opening_line(&session.game);
        session.write_line(first_line);
        session
    }

    /// A session keeping no log: a headless game, whose only reader is its
    /// summary (the words of a line cost more than the rules of its move).
    pub fn without_words(game: Game, quarry: Quarry, seed: u64) -> Session {
        Session {
            ledger: MoneyLedger::at_start(&game),
            seats: (0..game.players().len()).map(Seat::default_for).collect(),
            game,
            quarry,
            log: Vec::new(),
            lines_written: 0,
            revealed: None,
            push: None,
            last_falls: Vec::new(),
            seed,
            bot_rngs: Vec::new(),
            undo: Vec::new(),
            heard: None,
            pushes: Pushes::Physical,
            words: false,
            last_hand_trace: Vec::new(),
            recorder: None,
            events: Vec::new(),
        }
    }

    /// Pushes are answered from `pushes` from now on.
    pub fn answer_pushes(&mut self, pushes: Pushes) {
        self.pushes = pushes;
    }

    /// Keeps a record of every command from now on (the game must be new: a
    /// record replays from the setup). `source` and `config` say where the
    /// quarry's answers came from.
    pub fn start_record(&mut self, setup: &Setup, source: &str, config: Option<QuarryConfig>) {
        let mut recorder = Recorder::new(setup, &self.game);
        recorder.set_quarry(source, config);
        self.recorder = Some(recorder);
    }

    /// The record kept since [`Session::start_record`], finished at the game as
    /// it stands.
    pub fn take_record(&mut self) -> Option<GameRecord> {
        (self.recorder.take()).map(|r| r.finish(&self.game))
    }

    /// The record kept so far, finished at the game as it stands, the record
    /// going on (the results screen's "Watch again").
    pub fn record_so_far(&self) -> Option<GameRecord> {
        let recorder = self.recorder.as_ref()?;
        Some(Recorder::resume(recorder.so_far().clone()).finish(&self.game))
    }

    /// Steps recorded so far (0 while no record is kept).
    pub fn recorded_steps(&self) -> usize {
        self.recorder.as_ref().map_or(0, |r| r.so_far().steps.len())
    }

    /// The game and the quarry, the session done with.
    pub fn into_parts(self) -> (Game, Quarry) {
        (self.game, self.quarry)
    }

    /// The game the new-game screen asked for, with its seats' colours and kinds.
    pub fn from_request(
        data: Arc<GameData>,
        request: &NewGameRequest,
        quarry_config: &QuarryConfig,
    ) -> Result<Session, String> {
        let mut session = Session::new(data, &request.setup(), quarry_config)?;
        session.seats = request.seats.clone();
        // Kept from the first move, so that the game can be watched again.
        session.start_record(&request.setup(), "physics", Some(quarry_config.clone()));
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
        if let Some(recorder) = &mut self.recorder {
            recorder.quarry_reset(Some(config.clone()));
        }
        Ok(())
    }

    /// Rebuilds the quarry from a description, as a save does, and notes it in
    /// the record (a replay rebuilds its own there). The game server lays each
    /// table's opening this way from a description it can send to every client
    /// (its generator made neutral), so that all step the very same quarry.
    /// Refused during a push; on any error nothing changed.
    pub fn rebuild_quarry(
        &mut self,
        description: crate::quarry::QuarryDescription,
    ) -> Result<(), SessionError> {
        if self.push.is_some() {
            return Err(SessionError::Refused(tr!("log-refused-retune")));
        }
        self.quarry = Quarry::from_description(description).map_err(SessionError::Quarry)?;
        if let Some(recorder) = &mut self.recorder {
            recorder.quarry_reset(None);
        }
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
                self.forget_undo_of_others(self.game.current());
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

    /// A command made at another screen (a table played online), as the server
    /// applied it: nothing before it can be taken back, and a push without a
    /// plan follows the hand frames that come from there
    /// ([`PushDriver::following`]).
    pub fn elsewhere_command(
        &mut self,
        command: Command,
        plan: Option<PushPlan>,
    ) -> Result<(), SessionError> {
        if self.game.is_over() {
            return Err(SessionError::Refused(tr!("log-refused-game-over")));
        }
        self.undo.clear();
        let by_hand = matches!(command, Command::Push { .. }) && plan.is_none();
        self.apply(command, None, plan)?;
        if let (true, Some(push)) = (by_hand, &self.push) {
            self.push = Some(PushDriver::following(&self.quarry, push.size()));
        }
        Ok(())
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
        let events = self.apply_to_game(&command, plan)?;
        // Only a session with words says why (a headless game's bots give no reasons).
        if let (Some(recorder), Some(reason), true) = (&mut self.recorder, reason, self.words) {
            recorder.bot_moved(reason);
        }
        let narration = reason.map(|reason| Narration {
            player,
            command: &command,
            reason,
        });
        self.record(&events, narration);
        self.after_step(&command, &events);
        self.events = events;
        if let Command::Push { size } = command {
            self.last_falls.clear();
            match &mut self.pushes {
                Pushes::Physical => {
                    self.push = Some(match plan {
                        Some(plan) => PushDriver::planned(&self.quarry, size, &plan),
                        None => PushDriver::by_hand(&self.quarry, size),
                    });
                }
                Pushes::Drawn(draw) => {
                    let (front, elsewhere) = draw(&self.game, size);
                    self.answer_push(front, elsewhere, Vec::new())?;
                }
            }
        }
        Ok(())
    }

    /// Applies a command to the game, through the record while one is kept, and
    /// returns its events in the session's buffer (hand it back when done).
    fn apply_to_game(
        &mut self,
        command: &Command,
        plan: Option<PushPlan>,
    ) -> Result<Vec<Event>, SessionError> {
        let mut events = std::mem::take(&mut self.events);
        events.clear();
        match &mut self.recorder {
            Some(recorder) => (recorder.apply_planned(&mut self.game, command, plan))
                .map(|recorded| events = recorded),
            None => self.game.apply_into(command, &mut events),
        }
        .map_err(SessionError::Illegal)?;
        Ok(events)
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
        let falls = push.fallen().to_vec();
        if push.by_a_hand() {
            self.last_hand_trace = push.hand_trace().clone();
            if let Some(recorder) = &mut self.recorder {
                recorder.hand_pushed(self.last_hand_trace.clone());
            }
        }
        self.answer_push(front, elsewhere, falls)
    }

    /// The rules learn what fell in the push under way: the one way a push ends,
    /// physical or drawn.
    fn answer_push(
        &mut self,
        front: SizeCounts,
        elsewhere: SizeCounts,
        falls: Vec<StoneFell>,
    ) -> Result<(), SessionError> {
        let events = self.apply_to_game(&Command::QuarryResult { front, elsewhere }, None)?;
        self.last_falls = falls;
        self.push = None;
        self.record(&events, None);
        self.events = events;
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

    /// Adds a line to the log (none in a session without words).
    fn write_line(&mut self, line: String) {
        if !self.words {
            return;
        }
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
    /// command with a line that [`answers_the_move`]), or on a line of its own.
    fn record(&mut self, events: &[Event], narration: Option<Narration>) {
        self.ledger.observe(events);
        if let Some(heard) = &mut self.heard {
            heard.extend_from_slice(events);
        }
        let mut narration = narration.filter(|_| self.words);
        for event in events {
            if !self.words {
                if matches!(event, Event::TurnEnded { player, next } if player != next) {
                    self.revealed = None;
                }
                continue;
            }
            let mut line = event_text(&self.game, event);
            // A shortage is told before the move it cuts short, which keeps the
            // reason; the round's end after it is not the bot's move, so the
            // reason goes on a line of its own before "Round 36 ends".
            if line.is_some() && !matches!(event, Event::StoneShortage { .. }) {
                if let Some(n) = narration.take() {
                    if answers_the_move(event) {
                        line = Some(narrated(&self.game, n.player, n.command, line, n.reason));
                    } else {
                        let own = narrated(&self.game, n.player, n.command, None, n.reason);
                        self.write_line(own);
                    }
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

/// Whether an event's line tells what the mover did, so that a bot's reason may
/// follow it: not the table's own bookkeeping that the move happens to set off
/// (the income row refilled, the round's or the game's end).
fn answers_the_move(event: &Event) -> bool {
    !matches!(
        event,
        Event::IncomeRefilled { .. } | Event::RoundEnded { .. } | Event::GameOver { .. }
    )
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

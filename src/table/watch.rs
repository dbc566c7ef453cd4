//! Watching a game again: a record played back on a table, turn by turn, back
//! and forth, every push made again on the physical quarry bit for bit.
//!
//! A [`Watch`] holds the record and a cursor; the [`Table`] it plays on is an
//! ordinary table (the window draws it as it draws a game in play), whose
//! session the watch alone moves: nobody's command reaches it, no bot thinks at
//! it, nothing is saved from it.
//!
//! Decisions:
//! - **Positions are turns.** Position 0 is the opening; position k the table
//!   after the k-th turn (a turn: the steps one player takes in one round). A
//!   turn's steps never split a push from its result.
//! - **Forward is played, back is a jump.** [`Watch::forward`] plays the next
//!   turn step by step ([`Watch::advance`], a push frame by frame at the
//!   physics' own rate, each other step once the view has shown the last), so
//!   pushes are seen moving. Back, Home, End and a jump on the slider restore
//!   the nearest earlier snapshot and play on from there at once.
//! - **A snapshot per turn reached.** `Game` and `Quarry` are `Clone` and a
//!   clone steps exactly as the original (rapier's whole state, warm-start
//!   impulses included, is in it), so a snapshot of game, quarry, log and money
//!   count is kept for every position once reached: going back costs a clone,
//!   going forward again to a position seen costs a clone too. A whole game
//!   replayed at once takes seconds (its pushes' physics); snapshots are taken
//!   as the cursor first passes, so only End on an unseen game pays that.
//! - **Every push as it happened.** A bot's push follows the plan its hand
//!   carried out, a person's the hand's wishes frame by frame (`HandTrace`);
//!   the quarry is rebuilt or retuned where the record says it was (a save
//!   rebuilds it). What fell must be what the record says fell: a difference
//!   stops the watch at that step, named.
//! - **Everything is shown.** A watcher sits at no seat: the window shows
//!   every seat's sesterces (the record hides nothing of its own game).

use super::play::Table;
use super::seats::{Seat, SeatKind};
use super::session::{split_falls, Session, SessionError};
use super::Intent;
use crate::bots::{BotKit, BotLevel, MoneyLedger};
use crate::quarry::{PushDriver, Quarry};
use crate::record::GameRecord;
use crate::rules::{Command, Game, GameData};
use std::path::Path;
use std::sync::Arc;

/// Physics frames a push may take in a replay before the record is called
/// broken (a push ends within `solver.time_cap` of its last wish).
const MAX_PUSH_FRAMES: u32 = 200_000;

/// Physics frames stepped at most per drawn frame, as at the table.
const MAX_STEPS_PER_FRAME: u32 = 4;

/// The table at one position.
#[derive(Clone)]
struct Snapshot {
    game: Game,
    quarry: Quarry,
    log: Vec<String>,
    lines_written: u64,
    ledger: MoneyLedger,
    /// Quarry resets of the record already made.
    resets_done: usize,
}

/// A game watched again; see the module documentation.
pub struct Watch {
    record: GameRecord,
    /// Steps before each position: 0 first, the record's length last.
    bounds: Vec<usize>,
    snapshots: Vec<Option<Snapshot>>,
    /// The position shown (while moving: the one the turn under way began at).
    at: usize,
    /// Steps of the record applied to the table.
    next: usize,
    resets_done: usize,
    /// The next turn is being played forward.
    moving: bool,
    /// Frames of the push under way so far, and physics time owed to it (s).
    push_frames: u32,
    owed: f32,
    /// Why the watch stopped, if the record could not be followed.
    pub problem: Option<String>,
}

impl Watch {
    /// The watch at the opening of the record's game, and the table it plays
    /// on. `seats` (colours, who played) where known, indexed like the record's
    /// players; a program's seat is shown as a bot's (nothing is started).
    pub fn new(
        record: GameRecord,
        data: Arc<GameData>,
        kit: Arc<BotKit>,
        seats: Option<Vec<Seat>>,
    ) -> Result<(Watch, Table), String> {
        let config = record
            .quarry_config
            .as_ref()
            .ok_or_else(|| crate::tr!("watch-not-physical"))?;
        let (game, quarry) = super::headless::record_opening(&record, data, config)?
            .map_err(|e| super::problems::quarry_error_text(&e))?;
        let mut session = Session::at_table(game, quarry, record.seed);
        match seats.filter(|s| s.len() == record.players.len()) {
            Some(seats) => session.seats = seats,
            // Nobody of a record without seats sits at this screen: no plate
            // says "(you)".
            None => {
                (session.seats.iter_mut()).for_each(|s| s.kind = SeatKind::Bot(BotLevel::Normal))
            }
        }
        for seat in &mut session.seats {
            if seat.kind.agent().is_some() {
                seat.kind = SeatKind::Bot(BotLevel::Normal);
            }
        }
        let mut table = Table::new(session, kit);
        table.think_on_worker = false;
        let bounds = turn_bounds(&record);
        let mut watch = Watch {
            snapshots: vec![None; bounds.len()],
            bounds,
            record,
            at: 0,
            next: 0,
            resets_done: 0,
            moving: false,
            push_frames: 0,
            owed: 0.0,
            problem: None,
        };
        watch.make_resets(&mut table.session)?;
        watch.keep_snapshot(&table.session);
        Ok((watch, table))
    }

    /// Positions to watch: the opening and one after each turn.
    pub fn positions(&self) -> usize {
        self.bounds.len()
    }

    /// The position shown (while a turn is played forward, the one it began at).
    pub fn at(&self) -> usize {
        self.at
    }

    /// True while a turn is played forward.
    pub fn moving(&self) -> bool {
        self.moving
    }

    /// Steps of the record before `position` (the record's length past the end).
    pub fn steps_before(&self, position: usize) -> usize {
        self.bounds
            .get(position)
            .copied()
            .unwrap_or(self.record.steps.len())
    }

    /// The last round of the record's game.
    pub fn last_round(&self) -> u32 {
        self.record.steps.last().map_or(1, |s| s.round)
    }

    /// The record watched.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Plays the next turn forward (see [`Watch::advance`]); during one, shows
    /// its end at once instead.
    pub fn forward(&mut self, table: &mut Table) {
        if self.moving {
            let end = self.at + 1;
            self.go_to(table, end);
        } else if self.at + 1 < self.positions() && self.problem.is_none() {
            self.moving = true;
        }
    }

    /// Back to the turn's start during a turn played forward, else to the
    /// position before.
    pub fn back(&mut self, table: &mut Table) {
        let to = if self.moving {
            self.at
        } else {
            self.at.saturating_sub(1)
        };
        self.go_to(table, to);
    }

    /// Shows position `to` at once (clamped to the record), from the nearest
    /// snapshot at or before it. On a record that parts from the physics, the
    /// watch stays at the last position it reached and says why in `problem`.
    pub fn go_to(&mut self, table: &mut Table, to: usize) {
        let to = to.min(self.positions() - 1);
        self.moving = false;
        let from = (0..=to)
            .rev()
            .find(|&k| self.snapshots[k].is_some())
            .unwrap_or(0);
        self.restore(&mut table.session, from);
        while self.at < to {
            if let Err(e) = self.play_turn_at_once(&mut table.session) {
                self.stop(table, e);
                return;
            }
        }
    }

    /// One drawn frame while a turn is played forward: the push under way steps
    /// `dt` of physics; else, once the view has shown the last step
    /// (`view_busy` false), the next step is taken.
    pub fn advance(&mut self, table: &mut Table, dt: f32, view_busy: bool) {
        if !self.moving {
            return;
        }
        let session = &mut table.session;
        let stepped = if session.push.is_some() {
            let timestep = session.quarry.config().solver.timestep;
            let dt = if dt.is_finite() { dt.max(0.0) } else { 0.0 };
            self.owed = (self.owed + dt).min(MAX_STEPS_PER_FRAME as f32 * timestep);
            let mut result = Ok(());
            while self.owed >= timestep && session.push.is_some() && result.is_ok() {
                self.owed -= timestep;
                result = self.push_frame(session);
            }
            result
        } else if view_busy {
            Ok(())
        } else if self.next >= self.bounds[self.at + 1] {
            self.at += 1;
            self.moving = false;
            self.keep_snapshot(session);
            Ok(())
        } else {
            self.begin_step(session)
        };
        if let Err(e) = stepped {
            self.stop(table, e);
        }
    }

    /// The record cannot be followed: the watch stays where it got to.
    fn stop(&mut self, table: &mut Table, why: String) {
        self.moving = false;
        table.notice = Some(why.clone());
        self.problem = Some(why);
    }

    /// The table at the position's snapshot.
    fn restore(&mut self, session: &mut Session, position: usize) {
        let Some(snap) = self.snapshots.get(position).cloned().flatten() else {
            return;
        };
        session.game = snap.game;
        session.quarry = snap.quarry;
        session.log = snap.log;
        session.lines_written = snap.lines_written;
        session.ledger = snap.ledger;
        session.push = None;
        session.last_falls.clear();
        self.resets_done = snap.resets_done;
        self.at = position;
        self.next = self.bounds[position];
        self.push_frames = 0;
        self.owed = 0.0;
    }

    fn keep_snapshot(&mut self, session: &Session) {
        if self.snapshots[self.at].is_some() {
            return;
        }
        self.snapshots[self.at] = Some(Snapshot {
            game: session.game.clone(),
            quarry: session.quarry.clone(),
            log: session.log.clone(),
            lines_written: session.lines_written,
            ledger: session.ledger.clone(),
            resets_done: self.resets_done,
        });
    }

    /// Plays the turn after the position shown to its end, pushes included.
    fn play_turn_at_once(&mut self, session: &mut Session) -> Result<(), String> {
        let end = self.bounds[self.at + 1];
        while self.next < end {
            self.begin_step(session)?;
            while session.push.is_some() {
                self.push_frame(session)?;
            }
        }
        self.at += 1;
        self.keep_snapshot(session);
        Ok(())
    }

    /// Applies the record's next step; a push begins with its plan or its
    /// hand's wishes (its frames follow in [`Watch::push_frame`]).
    fn begin_step(&mut self, session: &mut Session) -> Result<(), String> {
        let i = self.next;
        let step = (self.record.steps.get(i)).ok_or_else(|| format!("step {i}: none"))?;
        if matches!(step.command, Command::QuarryResult { .. }) {
            return Err(crate::tr!("watch-result-without-push", step = i));
        }
        if session.game.current() != step.player {
            return Err(crate::tr!("watch-parts", step = i));
        }
        let pushing = matches!(step.command, Command::Push { .. });
        if pushing && step.plan.is_none() && step.hand.is_none() {
            return Err(crate::tr!("watch-push-without-plan", step = i));
        }
        let command = step.command.clone();
        let (plan, hand) = (step.plan, step.hand.clone());
        let applied = match &step.reason {
            // A bot's move, narrated with its reason as the game's log did.
            Some(reason) => session.bot_command(command, reason, plan),
            // A person's, as the panels gave it (the watch is behind no curtain).
            None if step.plan.is_none() => {
                session.revealed = Some(step.player);
                session.handle(Intent::Command(command))
            }
            // A record of headless games: bots without words.
            None => session.bot_command(command, "", plan),
        };
        applied.map_err(|e| crate::tr!("watch-step-refused", step = i, error = e.to_string()))?;
        self.next += 1;
        if let (Some(push), Some(trace)) = (&session.push, hand) {
            let size = push.size();
            session.push = Some(PushDriver::retraced(&session.quarry, size, trace));
        }
        self.push_frames = 0;
        if session.push.is_none() {
            self.make_resets(session)?;
        }
        Ok(())
    }

    /// One physics frame of the push under way; at its end, what fell must be
    /// what the record says fell.
    fn push_frame(&mut self, session: &mut Session) -> Result<(), String> {
        let by_hand = session.push.as_ref().is_some_and(PushDriver::by_a_hand);
        self.push_frames += 1;
        if self.push_frames > MAX_PUSH_FRAMES {
            return Err(crate::tr!("watch-push-endless", step = self.next));
        }
        let spent = session.push.as_ref().is_some_and(PushDriver::trace_spent);
        match session.frame() {
            // The hand's wishes ran out before the push ended: not this game.
            Ok(false) if spent => Err(crate::tr!("watch-parts", step = self.next)),
            Ok(false) => Ok(()),
            // A person's hand may be refused a frame (the stone held back) and go on.
            Err(SessionError::Quarry(_)) if by_hand => Ok(()),
            Err(e) => Err(crate::tr!(
                "watch-step-refused",
                step = self.next,
                error = e.to_string()
            )),
            Ok(true) => {
                let i = self.next;
                let (front, elsewhere) = split_falls(&session.last_falls);
                let fell = Command::QuarryResult { front, elsewhere };
                let recorded = self.record.steps.get(i).map(|s| &s.command);
                if recorded != Some(&fell) {
                    return Err(crate::tr!("watch-parts", step = i));
                }
                self.next += 1;
                self.make_resets(session)
            }
        }
    }

    /// The quarry rebuilt or retuned where the record says it was.
    fn make_resets(&mut self, session: &mut Session) -> Result<(), String> {
        while let Some(reset) =
            (self.record.quarry_resets.get(self.resets_done)).filter(|r| r.at_step <= self.next)
        {
            match &reset.config {
                None => {
                    session.quarry = Quarry::from_description(session.quarry.describe())
                        .map_err(|e| super::problems::quarry_error_text(&e))?;
                }
                Some(config) => session
                    .retune_quarry(config)
                    .map_err(|e| super::refusals::session_error_text(&e))?,
            }
            self.resets_done += 1;
        }
        Ok(())
    }
}

/// Steps before each position: a new turn begins where another player acts or
/// a new round begins.
fn turn_bounds(record: &GameRecord) -> Vec<usize> {
    let steps = &record.steps;
    let mut bounds = vec![0];
    for (i, pair) in steps.windows(2).enumerate() {
        if pair[1].player != pair[0].player || pair[1].round != pair[0].round {
            bounds.push(i + 1);
        }
    }
    if !steps.is_empty() {
        bounds.push(steps.len());
    }
    bounds
}

/// The game in a file to watch: a record (JSON, as `simulate --record` writes
/// it, or a bare record) or a save (RON) with the record it keeps, and then
/// its seats. Errors name the file.
pub fn read_watch_file(path: &Path) -> Result<(GameRecord, Option<Vec<Seat>>), String> {
    let name = path.display().to_string();
    let text = crate::assets::read_text(path).map_err(|e| super::problems::file_error_text(&e))?;
    let not_read = |error: String| crate::tr!("watch-not-read", path = name.clone(), error = error);
    if text.trim_start().starts_with('{') {
        let value: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| not_read(e.to_string()))?;
        let record = value.get("record").cloned().unwrap_or(value);
        let record: GameRecord =
            serde_json::from_value(record).map_err(|e| not_read(e.to_string()))?;
        if let Some(config) = &record.quarry_config {
            config.validate().map_err(|e| not_read(e.to_string()))?;
        }
        return Ok((record, None));
    }
    let session = Session::load_from_str(&text, &name)
        .map_err(|e| not_read(super::problems::file_error_text(&e)))?;
    let record = session
        .record_so_far()
        .ok_or_else(|| crate::tr!("watch-no-record"))?;
    Ok((record, Some(session.seats)))
}

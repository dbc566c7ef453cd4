//! Taking back a step of one's own turn, as Board Game Arena allows it: every
//! step of the turn under way may be undone, back to the last moment something
//! random or hidden came out (a push and what it dropped, a new row of income
//! cards, a VP token turned up) or another player acted.
//!
//! The step that ends a person's turn can still be taken back until the next
//! seat acts: a bot waits a visible moment before its move (`Table`), a person
//! until the curtain is lifted for them. Taking income ends the turn at once,
//! and a misclick there is the one a person most wants back.
//!
//! Decisions:
//! - Undo restores a snapshot of the turn taken before the step: the rules'
//!   whole state (its random generator included), the money count and the log.
//!   Nothing else changes in a step a person can take back: the physical quarry
//!   only moves in a push, and a push is never taken back.
//! - Only the steps a person clicked are kept (a bot does not take moves back),
//!   and only while that person's turn lasts: the stack is emptied when
//!   anything is revealed or the turn passes, so a replay of the commands that
//!   stood and a save are exactly the game as played.
//! - A save holds no undo steps: a loaded game starts its turn afresh.

use super::Session;
use crate::bots::MoneyLedger;
use crate::rules::{Command, Event, Game, PlayerId};

/// The table before one step a person may take back.
#[derive(Clone, Debug)]
pub struct UndoStep {
    game: Game,
    ledger: MoneyLedger,
    log: Vec<String>,
    revealed: Option<PlayerId>,
    /// Steps in the game's record before it (the record forgets a step taken back).
    recorded: usize,
    /// Who took the step: the only player who may take it back.
    pub player: PlayerId,
    /// What the step was, for the button ("Undo: build a small tile on A3").
    pub command: Command,
}

/// True when `command`, answered with `events`, revealed something, so that
/// nothing before it can be taken back. Handing the turn on is no barrier by
/// itself: the next seat's first act is (see `Session::forget_undo_of_others`).
pub fn is_barrier(command: &Command, events: &[Event]) -> bool {
    matches!(command, Command::Push { .. } | Command::QuarryResult { .. })
        || events.iter().any(|e| match e {
            Event::StonePushed { .. }
            | Event::StonesLeftQuarry { .. }
            | Event::IncomeRefilled { .. }
            | Event::GameOver { .. } => true,
            Event::CityReached { vp_token, .. } => vp_token.is_some(),
            _ => false,
        })
}

impl Session {
    /// Remembers the table as it is before the person's `command`.
    pub(super) fn before_step(&mut self, command: &Command) {
        self.forget_undo_of_others(self.game.current());
        self.undo.push(UndoStep {
            game: self.game.clone(),
            ledger: self.ledger.clone(),
            log: self.log.clone(),
            revealed: self.revealed,
            recorded: self.recorded_steps(),
            player: self.game.current(),
            command: command.clone(),
        });
    }

    /// `player` is about to act (or lifted the curtain): the steps of whoever
    /// played before can no longer be taken back.
    pub(super) fn forget_undo_of_others(&mut self, player: PlayerId) {
        if self.undo.last().is_some_and(|s| s.player != player) {
            self.undo.clear();
        }
    }

    /// After a step was applied: a barrier empties the stack.
    pub(super) fn after_step(&mut self, command: &Command, events: &[Event]) {
        if is_barrier(command, events) {
            self.undo.clear();
        }
    }

    /// The step an Undo would take back now, if any (none during a push: the
    /// push emptied the stack).
    pub fn undoable(&self) -> Option<&Command> {
        self.undo.last().map(|s| &s.command)
    }

    /// The step an Undo would take back, in words, as the table stood before
    /// it ("2 small" names the card it was, though the row has moved on).
    pub fn undo_label(&self) -> Option<String> {
        let step = self.undo.last()?;
        Some(crate::table::describe::command_label(
            &step.game,
            &step.command,
        ))
    }

    /// Nothing can be taken back from now on (a move sent to a server).
    pub fn forget_undo(&mut self) {
        self.undo.clear();
    }

    /// Who could take a step back now: the player who took it, even while the
    /// next seat has yet to act.
    pub fn undo_owner(&self) -> Option<PlayerId> {
        self.undo.last().map(|s| s.player)
    }

    /// Takes back the person's last step of this turn; refused (nothing changed)
    /// when there is none to take back.
    pub fn undo(&mut self) -> Result<(), super::SessionError> {
        let Some(step) = self.undo.pop() else {
            return Err(super::SessionError::Refused(crate::tr!("log-refused-undo")));
        };
        self.game = step.game;
        self.ledger = step.ledger;
        self.log = step.log;
        self.revealed = step.revealed;
        if let Some(recorder) = &mut self.recorder {
            recorder.truncate(step.recorded);
        }
        let name = self.game.current_player().name();
        let label = crate::table::describe::command_label(&self.game, &step.command);
        self.note(crate::tr!("log-takes-back", name = name, label = label));
        Ok(())
    }
}

//! The engine's one entry point: check a command, turn it into events, apply them.

use super::command::{Command, Expected, Illegal};
use super::event::Event;
use super::scoring::final_scoring;
use super::state::{Game, Phase};

impl Game {
    /// Carries out a command for the player to act. On success returns the events
    /// it caused; on failure returns why and leaves the state untouched.
    pub fn apply(&mut self, command: &Command) -> Result<Vec<Event>, Illegal> {
        let mut out = Vec::new();
        self.apply_into(command, &mut out)?;
        Ok(out)
    }

    /// `apply` appending the events to a reused buffer (for bots and simulations
    /// that apply millions of commands).
    pub fn apply_into(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Illegal> {
        self.check(command)?;
        self.execute(command, out);
        Ok(())
    }

    /// The one place that decides whether a command is legal now.
    pub fn check(&self, command: &Command) -> Result<(), Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        if self.awaiting_quarry().is_some() && !matches!(command, Command::QuarryResult { .. }) {
            return Err(Illegal::AwaitingQuarryResult);
        }
        match command {
            Command::TakeIncome { card, take } => self.check_income(*card, *take),
            Command::StartQuarry => self.check_start_quarry(),
            Command::Push { size } => self.check_push(*size),
            Command::QuarryResult { front, elsewhere } => {
                self.check_quarry_result(front, elsewhere)
            }
            Command::StopPushing => self.check_stop_pushing(),
            Command::TakeTile { reward, tile, slot } => self.check_take_tile(*reward, *tile, *slot),
            Command::SellReward { reward } => self.check_sell(*reward),
            Command::Build { slot, size, space } => self.check_build(*slot, *size, *space),
            Command::EndTurn => self.check_end_turn(),
            Command::Travel { to } => self.check_travel(*to).map(|_| ()),
            Command::UnloadCart { returned } => self.check_unload(returned),
            Command::Pass => self.check_pass(),
        }
    }

    fn execute(&mut self, command: &Command, out: &mut Vec<Event>) {
        match command {
            Command::TakeIncome { card, take } => self.execute_income(*card, *take, out),
            Command::StartQuarry => self.execute_start_quarry(out),
            Command::Push { size } => self.execute_push(*size, out),
            Command::QuarryResult { front, elsewhere } => {
                self.execute_quarry_result(*front, *elsewhere, out)
            }
            Command::StopPushing => self.execute_stop_pushing(out),
            Command::TakeTile { reward, tile, slot } => {
                self.execute_take_tile(*reward, *tile, *slot, out)
            }
            Command::SellReward { reward } => self.execute_sell(*reward, out),
            Command::Build { slot, size, space } => self.execute_build(*slot, *size, *space, out),
            Command::EndTurn => self.finish_turn(out),
            Command::Travel { to } => self.execute_travel(*to, out),
            Command::UnloadCart { returned } => self.execute_unload(returned, out),
            Command::Pass => {
                self.emit(
                    Event::Passed {
                        player: self.current,
                    },
                    out,
                );
                self.finish_turn(out);
            }
        }
    }

    /// Applies an event and records it.
    pub(crate) fn emit(&mut self, event: Event, out: &mut Vec<Event>) {
        self.apply_event(&event);
        out.push(event);
    }

    /// Ends the current player's turn: the next player clockwise, the end of the
    /// round, and the end of the game when it was triggered this round.
    pub(crate) fn finish_turn(&mut self, out: &mut Vec<Event>) {
        let player = self.current;
        let next = (player + 1) % self.players.len();
        self.emit(Event::TurnEnded { player, next }, out);
        if next != self.start_player {
            return;
        }
        if self.end_triggered {
            let scoring = final_scoring(&self.players);
            self.emit(Event::GameOver { scoring }, out);
        } else {
            self.emit(Event::RoundEnded { round: self.round }, out);
        }
    }

    pub(crate) fn expect_choose_action(&self) -> Result<(), Illegal> {
        match self.phase {
            Phase::ChooseAction => Ok(()),
            _ => Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            }),
        }
    }

    /// What the current step of the turn expects.
    pub fn phase_expects(&self) -> Expected {
        match &self.phase {
            Phase::ChooseAction => Expected::Action,
            Phase::Quarry(q) if q.awaiting.is_some() => Expected::QuarryResult,
            Phase::Quarry(q) if !q.pushing_done => Expected::Push,
            Phase::Quarry(_) => Expected::Rewards,
            Phase::Building { .. } => Expected::SecondTile,
            Phase::GameOver => Expected::Nothing,
        }
    }
}

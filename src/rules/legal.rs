//! `legal_actions()`: every command the player to act may give now. Candidates
//! are generated per action and kept only if `check` accepts them, so the list and
//! `check` can never disagree.

use super::command::{Command, Illegal, IncomeTake};
use super::components::Size;
use super::state::{Game, Phase};

impl Game {
    /// Every legal command for the player to act, in a stable order. Empty when
    /// the game is over or the quarry result is awaited.
    pub fn legal_actions(&self) -> Vec<Command> {
        let mut out = Vec::with_capacity(32);
        self.legal_actions_into(&mut out);
        out
    }

    /// `legal_actions` into a reused buffer (cleared first): bots call this
    /// hundreds of times per decision.
    pub fn legal_actions_into(&self, out: &mut Vec<Command>) {
        out.clear();
        if self.is_over() || self.awaiting_quarry().is_some() {
            return;
        }
        self.candidates(out);
        if out.is_empty() && self.check(&Command::Pass).is_ok() {
            out.push(Command::Pass);
        }
    }

    /// Legal commands other than `Pass`.
    fn candidates(&self, out: &mut Vec<Command>) {
        match &self.phase {
            Phase::ChooseAction => {
                self.income_candidates(out);
                self.push_if_legal(out, Command::StartQuarry);
                self.travel_candidates(out);
                let before = out.len();
                self.build_candidates(out);
                // A cart that can build cannot be unloaded: skip the search.
                if out.len() == before {
                    self.unload_candidates(out);
                }
            }
            Phase::Quarry(q) if !q.pushing_done => {
                for size in Size::ALL {
                    self.push_if_legal(out, Command::Push { size });
                }
                self.push_if_legal(out, Command::StopPushing);
            }
            Phase::Quarry(q) => {
                for reward in Size::ALL
                    .into_iter()
                    .rev()
                    .filter(|r| q.rewards.contains(r))
                {
                    for tile in Size::ALL {
                        for slot in 0..self.data.components.cart.len() {
                            self.push_if_legal(out, Command::TakeTile { reward, tile, slot });
                        }
                    }
                    self.push_if_legal(out, Command::SellReward { reward });
                }
            }
            Phase::Building { .. } => {
                self.build_candidates(out);
                self.push_if_legal(out, Command::EndTurn);
            }
            Phase::GameOver => {}
        }
    }

    /// Adds a candidate if `check` accepts it.
    pub(crate) fn push_if_legal(&self, out: &mut Vec<Command>, command: Command) {
        if self.check(&command).is_ok() {
            out.push(command);
        }
    }

    fn income_candidates(&self, out: &mut Vec<Command>) {
        let takes: &[IncomeTake] = if self.income_gives_both() {
            &[IncomeTake::Both]
        } else {
            &[IncomeTake::Sesterces, IncomeTake::Stones]
        };
        for card in 0..self.income.face_up.len() {
            for &take in takes {
                self.push_if_legal(out, Command::TakeIncome { card, take });
            }
        }
    }

    pub(crate) fn check_pass(&self) -> Result<(), Illegal> {
        self.expect_choose_action()?;
        let mut other = Vec::with_capacity(32);
        self.candidates(&mut other);
        if other.is_empty() {
            Ok(())
        } else {
            Err(Illegal::PassNotAllowed)
        }
    }
}

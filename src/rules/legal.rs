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
        let mut out = Vec::new();
        if self.is_over() || self.awaiting_quarry().is_some() {
            return out;
        }
        self.candidates(&mut out);
        if out.is_empty() && self.check(&Command::Pass).is_ok() {
            out.push(Command::Pass);
        }
        out
    }

    /// Legal commands other than `Pass`.
    fn candidates(&self, out: &mut Vec<Command>) {
        let mut raw = Vec::new();
        match &self.phase {
            Phase::ChooseAction => {
                self.income_candidates(&mut raw);
                raw.push(Command::StartQuarry);
                self.travel_candidates(out);
                self.build_candidates(out);
            }
            Phase::Quarry(q) if !q.pushing_done => {
                raw.extend(Size::ALL.map(|size| Command::Push { size }));
                raw.push(Command::StopPushing);
            }
            Phase::Quarry(q) => {
                let mut rewards = q.rewards.clone();
                rewards.dedup();
                for reward in rewards {
                    for tile in Size::ALL {
                        for slot in 0..self.data.components.cart.len() {
                            raw.push(Command::TakeTile { reward, tile, slot });
                        }
                    }
                    raw.push(Command::SellReward { reward });
                }
            }
            Phase::Building { .. } => {
                self.build_candidates(out);
                raw.push(Command::EndTurn);
            }
            Phase::GameOver => {}
        }
        out.extend(raw.into_iter().filter(|c| self.check(c).is_ok()));
    }

    fn income_candidates(&self, out: &mut Vec<Command>) {
        let takes: &[IncomeTake] = if self.income_gives_both() {
            &[IncomeTake::Both]
        } else {
            &[IncomeTake::Sesterces, IncomeTake::Stones]
        };
        for card in 0..self.income.face_up.len() {
            for &take in takes {
                out.push(Command::TakeIncome { card, take });
            }
        }
    }

    pub(crate) fn check_pass(&self) -> Result<(), Illegal> {
        self.expect_choose_action()?;
        let mut other = Vec::new();
        self.candidates(&mut other);
        if other.is_empty() {
            Ok(())
        } else {
            Err(Illegal::PassNotAllowed)
        }
    }
}

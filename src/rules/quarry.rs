//! The quarry action: push up to two stones (three with push +1), learn from the
//! physics which stones dropped off the front edge, and exchange each for a tile
//! or a sesterce. The engine never simulates: it is told what fell.

use super::command::Illegal;
use super::components::{Size, SizeCounts};
use super::event::Event;
use super::state::{Game, Phase, QuarryTurn};

impl Game {
    fn quarry_turn(&self) -> Result<&QuarryTurn, Illegal> {
        match &self.phase {
            Phase::Quarry(q) => Ok(q),
            _ => Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            }),
        }
    }

    /// Pushing phase of the quarry action (not waiting, not exchanging).
    fn pushing_turn(&self) -> Result<&QuarryTurn, Illegal> {
        let q = self.quarry_turn()?;
        if q.pushing_done {
            return Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            });
        }
        Ok(q)
    }

    /// Exchange phase: pushing is over, rewards wait.
    fn exchange_turn(&self) -> Result<&QuarryTurn, Illegal> {
        let q = self.quarry_turn()?;
        if !q.pushing_done {
            return Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            });
        }
        Ok(q)
    }

    /// Whether another push is allowed, and if so whether it uses push +1.
    fn next_push(&self, q: &QuarryTurn) -> Option<bool> {
        let p = self.current_player();
        if p.stones.total() == 0 {
            return None;
        }
        match q.pushed {
            0 | 1 => Some(false),
            2 if p.push_token && !q.token_used => Some(true),
            _ => None,
        }
    }

    pub(crate) fn check_start_quarry(&self) -> Result<(), Illegal> {
        self.expect_choose_action()?;
        let need = self.options.quarry_min_stones;
        let have = self.current_player().stones.total();
        if have < u32::from(need) {
            return Err(Illegal::QuarryNeedsStones { need, have });
        }
        Ok(())
    }

    pub(crate) fn execute_start_quarry(&mut self, out: &mut Vec<Event>) {
        self.emit(
            Event::QuarryStarted {
                player: self.current,
            },
            out,
        );
    }

    pub(crate) fn check_push(&self, size: Size) -> Result<(), Illegal> {
        let q = self.pushing_turn()?;
        if self.next_push(q).is_none() && self.current_player().stones.total() > 0 {
            return Err(Illegal::NoMorePushes);
        }
        if self.current_player().stones.get(size) == 0 {
            return Err(Illegal::NoStone(size));
        }
        Ok(())
    }

    pub(crate) fn execute_push(&mut self, size: Size, out: &mut Vec<Event>) {
        let with_token = match &self.phase {
            Phase::Quarry(q) => self.next_push(q) == Some(true),
            _ => false,
        };
        self.emit(
            Event::StonePushed {
                player: self.current,
                size,
                with_token,
            },
            out,
        );
    }

    pub(crate) fn check_quarry_result(
        &self,
        front: &SizeCounts,
        elsewhere: &SizeCounts,
    ) -> Result<(), Illegal> {
        if self.awaiting_quarry().is_none() {
            return Err(Illegal::WrongPhase {
                expected: self.phase_expects(),
            });
        }
        if !self.quarry.covers(&front.add(elsewhere)) {
            return Err(Illegal::ImpossibleQuarryResult);
        }
        Ok(())
    }

    pub(crate) fn execute_quarry_result(
        &mut self,
        front: SizeCounts,
        elsewhere: SizeCounts,
        out: &mut Vec<Event>,
    ) {
        self.emit(Event::StonesLeftQuarry { front, elsewhere }, out);
        let can_push_more = match &self.phase {
            Phase::Quarry(q) => self.next_push(q).is_some(),
            _ => false,
        };
        if !can_push_more {
            self.stop_pushing(out);
        }
    }

    pub(crate) fn check_stop_pushing(&self) -> Result<(), Illegal> {
        let q = self.pushing_turn()?;
        let need = self.options.quarry_min_stones;
        if q.pushed < need {
            return Err(Illegal::TooFewPushed { need });
        }
        Ok(())
    }

    pub(crate) fn execute_stop_pushing(&mut self, out: &mut Vec<Event>) {
        self.stop_pushing(out);
    }

    /// Ends pushing; two or more pushes with nothing off the front earn the
    /// consolation (1 small tile or 1 sesterce).
    fn stop_pushing(&mut self, out: &mut Vec<Event>) {
        let consolation =
            matches!(&self.phase, Phase::Quarry(q) if q.pushed >= 2 && q.fell_front == 0);
        self.emit(
            Event::PushingStopped {
                player: self.current,
                consolation,
            },
            out,
        );
        self.finish_quarry_if_done(out);
    }

    fn finish_quarry_if_done(&mut self, out: &mut Vec<Event>) {
        if matches!(&self.phase, Phase::Quarry(q) if q.pushing_done && q.rewards.is_empty()) {
            self.finish_turn(out);
        }
    }

    fn check_reward(&self, reward: Size) -> Result<(), Illegal> {
        if !self.exchange_turn()?.rewards.contains(&reward) {
            return Err(Illegal::NoSuchReward(reward));
        }
        Ok(())
    }

    pub(crate) fn check_take_tile(
        &self,
        reward: Size,
        tile: Size,
        slot: usize,
    ) -> Result<(), Illegal> {
        self.check_reward(reward)?;
        if tile > reward {
            return Err(Illegal::TileTooLarge { reward, tile });
        }
        if self.tile_storage.get(tile) == 0 {
            return Err(Illegal::NoTileInStorage(tile));
        }
        if !self
            .current_player()
            .cart
            .fits(&self.data.components.cart, slot, tile)
        {
            return Err(Illegal::CartDoesNotFit { slot, tile });
        }
        Ok(())
    }

    pub(crate) fn execute_take_tile(
        &mut self,
        reward: Size,
        tile: Size,
        slot: usize,
        out: &mut Vec<Event>,
    ) {
        self.emit(
            Event::TileTaken {
                player: self.current,
                reward,
                tile,
                slot,
            },
            out,
        );
        self.finish_quarry_if_done(out);
    }

    pub(crate) fn check_sell(&self, reward: Size) -> Result<(), Illegal> {
        self.check_reward(reward)
    }

    pub(crate) fn execute_sell(&mut self, reward: Size, out: &mut Vec<Event>) {
        self.emit(
            Event::RewardSold {
                player: self.current,
                reward,
            },
            out,
        );
        self.finish_quarry_if_done(out);
    }
}

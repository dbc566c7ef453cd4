//! Income: take a face-up card for its sesterces or its stones.

use super::command::{Illegal, IncomeTake};
use super::components::{Size, SizeCounts};
use super::event::Event;
use super::state::Game;
use rand::seq::SliceRandom;

impl Game {
    /// True while the row is short enough that a card gives both halves.
    pub fn income_gives_both(&self) -> bool {
        self.income.face_up.len() <= self.data.components.both_halves_at
    }

    pub(crate) fn check_income(&self, card: usize, take: IncomeTake) -> Result<(), Illegal> {
        self.expect_choose_action()?;
        if card >= self.income.face_up.len() {
            return Err(Illegal::NoSuchCard(card));
        }
        match (self.income_gives_both(), take) {
            (true, IncomeTake::Both) | (false, IncomeTake::Sesterces | IncomeTake::Stones) => {
                Ok(())
            }
            (true, _) => Err(Illegal::MustTakeBoth),
            (false, IncomeTake::Both) => Err(Illegal::BothNotAllowed),
        }
    }

    pub(crate) fn execute_income(&mut self, index: usize, take: IncomeTake, out: &mut Vec<Event>) {
        let player = self.current;
        let card_id = self.income.face_up[index];
        let card = self.data.components.income_cards[card_id];
        let sesterces = if take == IncomeTake::Stones {
            0
        } else {
            card.sesterces
        };
        let wanted = if take == IncomeTake::Sesterces {
            SizeCounts::ZERO
        } else {
            card.stones
        };
        let stones = self.receive_stones(wanted, out);
        self.emit(
            Event::IncomeTaken {
                player,
                card: card_id,
                sesterces,
                stones,
            },
            out,
        );
        if self.income.face_up.is_empty() {
            if self.players[player].push_token {
                self.emit(Event::PushTokenWithheld { player }, out);
            } else if self.push_token_supply > 0 {
                self.emit(Event::PushTokenGained { player }, out);
            }
            self.refill_income(out);
        }
        self.finish_turn(out);
    }

    /// The stone shortage rule: if the storage lacks a size the player is to
    /// receive, every player returns half (rounded down) of his stones of that
    /// size first. Returns what the player then receives.
    fn receive_stones(&mut self, wanted: SizeCounts, out: &mut Vec<Event>) -> SizeCounts {
        let mut got = SizeCounts::ZERO;
        for size in Size::ALL {
            let want = wanted.get(size);
            if want == 0 {
                continue;
            }
            if self.stone_storage.get(size) < want {
                let returned = self
                    .players
                    .iter()
                    .map(|p| p.stones.get(size) / 2)
                    .collect();
                self.emit(Event::StoneShortage { size, returned }, out);
            }
            *got.get_mut(size) = want.min(self.stone_storage.get(size));
        }
        got
    }

    /// Seven new cards from the pile; the flipped cards and the rest of the pile
    /// are shuffled into a new pile.
    fn refill_income(&mut self, out: &mut Vec<Event>) {
        let mut pile = self.income.pile.clone();
        let take = self.data.components.face_up_cards.min(pile.len());
        let mut face_up = pile.split_off(pile.len() - take);
        face_up.reverse();
        pile.extend_from_slice(&self.income.flipped);
        pile.shuffle(&mut self.rng);
        self.emit(Event::IncomeRefilled { face_up, pile }, out);
    }
}

//! Keeping count of everyone's money from what happens in the open.
//!
//! Sesterces lie behind the screens, but in Via Appia every change of money is a
//! public act: the starting money by seat, the sesterces half of an income card
//! (the card is face up), selling a reward, the +1 for two tiles in a turn, and
//! the cost of a journey (steps and city markers are on the board). A player who
//! keeps count therefore knows everyone's money, and so may a bot. The ledger is
//! that count; it never reads a player's `sesterces`.

use crate::rules::{Event, Game, PlayerId};
use serde::{Deserialize, Serialize};

/// Everyone's sesterces as counted from public events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoneyLedger {
    counted: Vec<u32>,
}

impl MoneyLedger {
    /// The count at the start of a game: the starting money printed for each seat.
    pub fn at_start(game: &Game) -> MoneyLedger {
        let seats = &game.data().components.seats;
        MoneyLedger {
            counted: game
                .players()
                .iter()
                .map(|p| seats.get(p.seat()).map_or(0, |s| s.sesterces))
                .collect(),
        }
    }

    /// The count of a player who watched the whole game so far. For a game picked
    /// up in the middle (a loaded save) nobody at the table has to count again from
    /// the start: the save holds the state everyone at the table saw happen.
    /// `tests/bots/fairness.rs` proves that the public count always equals this.
    pub fn watched_whole_game(game: &Game) -> MoneyLedger {
        MoneyLedger {
            counted: game.players().iter().map(|p| p.sesterces()).collect(),
        }
    }

    /// Counts the money moved by events that everyone at the table sees.
    pub fn observe(&mut self, events: &[Event]) {
        for event in events {
            self.observe_one(event);
        }
    }

    fn observe_one(&mut self, event: &Event) {
        match event {
            Event::IncomeTaken {
                player, sesterces, ..
            } => self.add(*player, *sesterces),
            Event::RewardSold { player, .. } | Event::SecondTileBonus { player } => {
                self.add(*player, 1)
            }
            Event::Travelled { player, cost, .. } => {
                if let Some(m) = self.counted.get_mut(*player) {
                    *m = m.saturating_sub(*cost);
                }
            }
            _ => {}
        }
    }

    fn add(&mut self, player: PlayerId, amount: u32) {
        if let Some(m) = self.counted.get_mut(player) {
            *m = m.saturating_add(amount);
        }
    }

    /// The counted sesterces of a player.
    pub fn sesterces(&self, player: PlayerId) -> u32 {
        self.counted.get(player).copied().unwrap_or(0)
    }

    pub fn all(&self) -> &[u32] {
        &self.counted
    }
}

//! What one seat may know: the public table and its own money.
//!
//! A bot decides from a [`SeatView`], never from the whole [`Game`]. The view is a
//! copy of the game in which everything a player at the table cannot see has been
//! replaced: the other players' sesterces by the public count ([`MoneyLedger`]),
//! the draw pile's order by a canonical order, and the game's random generator by
//! a fixed one. Two games that differ only in what is hidden give the same view,
//! and therefore the same decision. Searches that need a pile to draw from play on
//! [`SeatView::determinize`]: the pile shuffled and the generator reseeded by the
//! bot's own random source.

use super::ledger::MoneyLedger;
use crate::rules::{Game, PlayerId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// A seat's view of the game. Built only through [`SeatView::new`].
#[derive(Clone, Debug)]
pub struct SeatView {
    seat: PlayerId,
    public: Game,
}

/// The generator a view carries in place of the game's: fixed, so that it says
/// nothing about the real one.
const NEUTRAL_SEED: u64 = 0x05ee_d0f7_ab1e;

impl SeatView {
    /// The view of `seat`: others' money as the ledger counted it, the pile in a
    /// canonical order, the generator replaced.
    pub fn new(game: &Game, seat: PlayerId, ledger: &MoneyLedger) -> SeatView {
        let mut public = game.clone();
        for (id, player) in public.players.iter_mut().enumerate() {
            if id != seat {
                player.sesterces = ledger.sesterces(id);
            }
        }
        public.income.pile.sort_unstable();
        public.rng = Pcg64::seed_from_u64(NEUTRAL_SEED);
        SeatView { seat, public }
    }

    /// The seat this view belongs to.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The table as this seat sees it. Its pile order and generator are neutral:
    /// use [`SeatView::determinize`] to play it forward.
    pub fn game(&self) -> &Game {
        &self.public
    }

    /// A copy to play forward: the unseen pile shuffled and the generator reseeded
    /// from the bot's own random source.
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Game {
        let mut game = self.public.clone();
        game.income.pile.shuffle(rng);
        game.rng = Pcg64::seed_from_u64(rng.next_u64());
        game
    }
}

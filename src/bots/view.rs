//! What one seat may know: the public table and its own money.
//!
//! A bot decides from a [`SeatView`], never from the whole [`Game`]. The view
//! borrows the game and the public money count ([`MoneyLedger`]) and answers only
//! what a player at the table can see: its own sesterces, the others' as counted,
//! the board, the carts, the legal commands. It never hands out the game itself,
//! whose draw pile order, random generator and other players' true money are
//! hidden. Building a view copies nothing: a bot decides thousands of times a
//! second in headless play, and a copy of the whole game per decision cost more
//! than the random player's choice.
//!
//! Two games that differ only in what is hidden give the same answers, and
//! therefore the same decision. Searches that need a pile to draw from play on
//! their own copy, [`SeatView::determinize`]: others' money as counted, the pile
//! shuffled and the generator reseeded by the bot's own random source.
//! [`SeatView::public_game`] is the neutral copy (pile in a canonical order, a
//! fixed generator) for whoever needs a whole `Game` without the hidden parts: a
//! worker thread, an outside program.

use super::ledger::MoneyLedger;
use crate::rules::cart::Cart;
use crate::rules::{Command, Game, GameData, PlayerId, Segment, SpaceId};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;
use std::fmt;

/// A seat's view of the game: borrowed, read through its accessors only.
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    seat: PlayerId,
    game: &'a Game,
    ledger: &'a MoneyLedger,
}

/// The generator a public copy carries in place of the game's: fixed, so that
/// it says nothing about the real one.
const NEUTRAL_SEED: u64 = 0x05ee_d0f7_ab1e;

impl<'a> SeatView<'a> {
    /// The view of `seat`: others' money as the ledger counted it. Copies nothing.
    pub fn new(game: &'a Game, seat: PlayerId, ledger: &'a MoneyLedger) -> SeatView<'a> {
        SeatView { seat, game, ledger }
    }

    /// The seat this view belongs to.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The player to act now (the seat itself, or whoever pushes or builds).
    pub fn to_act(&self) -> PlayerId {
        self.game.current()
    }

    /// How many players sit at the table.
    pub fn players(&self) -> usize {
        self.game.players().len()
    }

    /// A player's sesterces as this seat knows them: its own from behind its
    /// screen, the others' as counted from public events.
    pub fn sesterces(&self, player: PlayerId) -> u32 {
        if player == self.seat {
            self.game.players().get(player).map_or(0, |p| p.sesterces())
        } else {
            self.ledger.sesterces(player)
        }
    }

    /// The public count of everyone's money.
    pub fn ledger(&self) -> &'a MoneyLedger {
        self.ledger
    }

    /// The rules' data (board, components): the same for every game.
    pub fn data(&self) -> &'a GameData {
        self.game.data()
    }

    /// Who built the tile on each space (indexed like the board's spaces).
    pub fn road(&self) -> &'a [Option<PlayerId>] {
        self.game.road()
    }

    /// A player's cart, in the open on the table.
    pub fn cart(&self, player: PlayerId) -> &'a Cart {
        self.game.players()[player].cart()
    }

    /// Whether the player to act may build in `segment` (his furthest city is
    /// on the board).
    pub fn may_build_in(&self, segment: Segment) -> bool {
        self.game.may_build_in(segment)
    }

    /// A space with no tile that a line joins to a tile or to its city behind.
    pub fn space_is_open(&self, id: SpaceId) -> bool {
        self.game.space_is_open(id)
    }

    /// Every legal command of the player to act, into a reused buffer (cleared
    /// first), as this seat can tell. On the seat's own turn the rules read
    /// nothing hidden from it (its own money, never the pile or the generator),
    /// so the game answers directly; on another's turn the answer comes from
    /// the public copy, where that player's money is the counted one.
    pub fn legal_commands_into(&self, out: &mut Vec<Command>) {
        if self.game.current() == self.seat {
            self.game.legal_actions_into(out);
        } else {
            self.public_game().legal_actions_into(out);
        }
    }

    /// [`SeatView::legal_commands_into`] into a new list.
    pub fn legal_commands(&self) -> Vec<Command> {
        let mut out = Vec::with_capacity(32);
        self.legal_commands_into(&mut out);
        out
    }

    /// The game as this seat sees it, as an owned copy: others' money as
    /// counted, the draw pile in a canonical order, the generator replaced by a
    /// fixed one. Two games that differ only in what is hidden give equal
    /// copies. For what must own a game without the hidden parts (a worker
    /// thread, an outside program); a bot reads the view's accessors instead.
    pub fn public_game(&self) -> Game {
        let mut public = self.without_generator();
        public.reseed(Pcg64::seed_from_u64(NEUTRAL_SEED));
        public
    }

    /// A copy to play forward: others' money as counted, the unseen pile
    /// shuffled and the generator reseeded from the bot's own random source.
    /// The pile is put in the canonical order before the shuffle, so the copy
    /// depends only on what the seat sees and on `rng`.
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Game {
        let mut game = self.without_generator();
        game.redraw_hidden(rng);
        game
    }

    /// The public copy whose generator is still the game's: for the callers
    /// above, which replace it at once.
    fn without_generator(&self) -> Game {
        let mut copy = self.game.clone();
        copy.conceal(self.seat, |id| self.ledger.sesterces(id));
        copy
    }
}

/// Shows what the seat sees, never the hidden parts of the borrowed game.
impl fmt::Debug for SeatView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SeatView")
            .field("seat", &self.seat)
            .field("public", &self.public_game())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::default_game_data;
    use crate::bots::random::RandomPlayer;
    use crate::rules::Setup;
    use rand::seq::SliceRandom;

    fn game_under_way() -> Game {
        let data = default_game_data().expect("game data");
        let setup = Setup {
            seed: 12,
            players: vec!["a".into(), "b".into(), "c".into()],
            options: Default::default(),
        };
        let mut game = Game::new(data, &setup).expect("set-up");
        let mut player = RandomPlayer::new(12);
        for _ in 0..120 {
            let command = player.next_command(&game).expect("game goes on");
            game.apply(&command).expect("legal");
        }
        game
    }

    /// A search's copy is the public copy with its pile shuffled and its
    /// generator reseeded, drawn in that order: the copy the view made when it
    /// was itself a public copy, so seeds replay the same games as before.
    #[test]
    fn determinize_shuffles_the_public_copy() {
        let game = game_under_way();
        let ledger = MoneyLedger::at_start(&game);
        let view = SeatView::new(&game, 1, &ledger);
        let mut rng = Pcg64::seed_from_u64(3);
        let public = view.public_game();
        let mut pile = public.income().pile().to_vec();
        pile.shuffle(&mut rng);
        let generator = Pcg64::seed_from_u64(rng.next_u64());
        let mut copy = view.determinize(&mut Pcg64::seed_from_u64(3));
        assert_eq!(copy.income().pile(), &pile[..]);
        assert_eq!(copy.rng(), &generator);
        // Put back in the canonical order with the fixed generator, the copy
        // is the public copy: nothing else was drawn.
        copy.conceal(1, |id| view.sesterces(id));
        copy.reseed(Pcg64::seed_from_u64(NEUTRAL_SEED));
        assert_eq!(copy, public);
    }

    /// The view of a public copy answers as the view of the game: what the
    /// table's worker thread decides on.
    #[test]
    fn a_view_of_the_public_copy_is_the_same_view() {
        let game = game_under_way();
        let ledger = MoneyLedger::watched_whole_game(&game);
        for seat in 0..3 {
            let view = SeatView::new(&game, seat, &ledger);
            let public = view.public_game();
            let again = SeatView::new(&public, seat, &ledger);
            assert_eq!(again.public_game(), public);
            assert_eq!(again.legal_commands(), view.legal_commands());
            let mut a = Pcg64::seed_from_u64(seat as u64);
            let mut b = Pcg64::seed_from_u64(seat as u64);
            assert_eq!(again.determinize(&mut a), view.determinize(&mut b));
        }
    }
}

//! The whole state of a game, serializable as the save file.

use super::board::Node;
use super::cart::Cart;
use super::components::{City, Segment, Size, SizeCounts};
use super::data::{GameData, RuleOptions};
use super::scoring::FinalScoring;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Index of a player in table order (clockwise).
pub type PlayerId = usize;

/// Index of an income card in `game.ron`'s list.
pub type CardId = usize;

/// One player's belongings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub(super) name: String,
    /// 0 for the start player, then clockwise.
    pub(super) seat: usize,
    pub(super) stones: SizeCounts,
    /// Hidden behind the player's screen.
    pub(super) sesterces: u32,
    pub(super) cart: Cart,
    pub(super) position: Node,
    /// The furthest city reached (Rome at the start).
    pub(super) furthest_city: City,
    pub(super) push_token: bool,
    /// Bonus tokens held, per segment (= tiles built there).
    pub(super) bonus_tokens: [u32; 3],
    /// VP tokens taken, in the order taken.
    pub(super) vp_tokens: Vec<u32>,
    /// The scoring track: tile VP and VP tokens, plus final scoring at the end.
    pub(super) score: u32,
    pub(super) turns: u32,
}

/// The income cards: a face-up row, a face-down draw pile and flipped cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncomeRow {
    pub(super) face_up: Vec<CardId>,
    /// Top of the pile last.
    pub(super) pile: Vec<CardId>,
    pub(super) flipped: Vec<CardId>,
    /// The row as it was dealt, in the order laid out: a taken card leaves its
    /// place empty, so the cards still lying keep their places (and their keys)
    /// until the row is dealt again. Empty in saves written before it was kept;
    /// the row then counts as dealt as it lies.
    #[serde(default)]
    pub(super) dealt: Vec<CardId>,
}

/// Where the quarry action stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryTurn {
    /// Stones pushed so far this action.
    pub(super) pushed: u8,
    pub(super) token_used: bool,
    /// A stone was pushed and the physics result has not come yet.
    pub(super) awaiting: Option<Size>,
    /// Stones that dropped off the front edge this action.
    pub(super) fell_front: u32,
    /// The player stopped pushing (or could push no more); exchanges follow.
    pub(super) pushing_done: bool,
    /// Rewards not yet taken: for each, the largest tile size it may become.
    pub(super) rewards: Vec<Size>,
}

/// What the player to act is in the middle of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Phase {
    /// The start of a turn: choose one of the four actions (or pass).
    ChooseAction,
    Quarry(QuarryTurn),
    /// One tile was built; a second may follow in the same segment.
    Building {
        first_segment: Segment,
    },
    GameOver,
}

/// The state of a game of Via Appia.
///
/// The fields are private to [`rules`](crate::rules): outside it a game is read
/// through the accessors below (each named after its field) and changed only by
/// [`Game::apply`], so that every state a game passes through is one the rules
/// can reach. Two exceptions, each marked: the bots' determinisation
/// ([`Game::conceal`], [`Game::redraw_hidden`], [`Game::reseed`]), which
/// changes only hidden information, and positions set up by hand through
/// [`GameBuilder`](crate::rules::GameBuilder), which checks the result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    pub(super) data: Arc<GameData>,
    pub(super) options: RuleOptions,
    pub(super) players: Vec<Player>,
    pub(super) stone_storage: SizeCounts,
    pub(super) tile_storage: SizeCounts,
    /// Stones in the quarry, by size.
    pub(super) quarry: SizeCounts,
    pub(super) income: IncomeRow,
    /// Who built the tile on each space (indexed like the board's spaces).
    pub(super) road: Vec<Option<PlayerId>>,
    pub(super) bonus_supply: [u32; 3],
    /// VP tokens left per city (index by city; Rome's is empty), top last.
    pub(super) vp_stacks: [Vec<u32>; 4],
    /// City markers placed per city.
    pub(super) city_markers: [u32; 4],
    pub(super) marker_supply: u32,
    /// Players arrived per city.
    pub(super) arrivals: [u32; 4],
    pub(super) push_token_supply: u32,
    pub(super) start_player: PlayerId,
    pub(super) current: PlayerId,
    /// 1-based round number.
    pub(super) round: u32,
    pub(super) phase: Phase,
    /// The game ends at the end of this round.
    pub(super) end_triggered: bool,
    /// Turns ended since a tile was last built or a piece last moved, the turn
    /// that did it included: how long the race has stood still. Public (anyone
    /// at the table can count it); the bots judge a game that goes nowhere by it.
    #[serde(default)]
    pub(super) standstill: u32,
    pub(super) final_scoring: Option<FinalScoring>,
    pub(super) rng: Pcg64,
}

/// Reading a player's belongings: what the panels show and the bots weigh.
impl Player {
    /// The name shown on the panels and in the log.
    #[inline]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// 0 for the start player, then clockwise: sets the starting stones and
    /// money.
    #[inline]
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// Stones held, by size.
    #[inline]
    pub fn stones(&self) -> SizeCounts {
        self.stones
    }

    /// Money: hidden behind the player's screen, so a bot reads others' through
    /// its seat's view, never here.
    #[inline]
    pub fn sesterces(&self) -> u32 {
        self.sesterces
    }

    /// The tiles loaded on the cart, per loading space.
    #[inline]
    pub fn cart(&self) -> &Cart {
        &self.cart
    }

    /// Where the player's piece stands.
    #[inline]
    pub fn position(&self) -> Node {
        self.position
    }

    /// The furthest city reached (Rome at the start): where the player may build.
    #[inline]
    pub fn furthest_city(&self) -> City {
        self.furthest_city
    }

    /// Holds the push +1 token.
    #[inline]
    pub fn push_token(&self) -> bool {
        self.push_token
    }

    /// Bonus tokens held per segment (= tiles built there): the majorities.
    #[inline]
    pub fn bonus_tokens(&self) -> [u32; 3] {
        self.bonus_tokens
    }

    /// VP tokens taken, in the order taken.
    #[inline]
    pub fn vp_tokens(&self) -> &[u32] {
        &self.vp_tokens
    }

    /// The scoring track: tile VP and VP tokens, plus final scoring at the end.
    #[inline]
    pub fn score(&self) -> u32 {
        self.score
    }

    /// Turns this player has ended.
    #[inline]
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// A copy showing `sesterces` as the money: for a view of the table sent to
    /// a seat (the agent protocol puts the seat's own money in its entry). The
    /// copy cannot go back into a game: no `Game` takes a `Player` from outside
    /// the rules.
    pub fn with_sesterces(&self, sesterces: u32) -> Player {
        Player {
            sesterces,
            ..self.clone()
        }
    }
}

/// Reading the income cards.
impl IncomeRow {
    /// The face-up row, in the order shown: a card is taken by its index here.
    #[inline]
    pub fn face_up(&self) -> &[CardId] {
        &self.face_up
    }

    /// The face-down draw pile, top last. Hidden: its order is known to no
    /// player (a seat's view sorts it).
    #[inline]
    pub fn pile(&self) -> &[CardId] {
        &self.pile
    }

    /// Cards taken since the last refill.
    #[inline]
    pub fn flipped(&self) -> &[CardId] {
        &self.flipped
    }

    /// The row's places as dealt, each with the index (in [`Self::face_up`]) of
    /// the card still lying there, or `None` where a card was taken. A card keeps
    /// its place from the deal until the next deal, however many are taken
    /// before it.
    pub fn places(&self) -> Vec<Option<usize>> {
        let index = |card: &CardId| self.face_up.iter().position(|c| c == card);
        let whole = self.face_up.iter().all(|c| self.dealt.contains(c));
        if self.dealt.is_empty() || !whole {
            return (0..self.face_up.len()).map(Some).collect();
        }
        self.dealt.iter().map(index).collect()
    }
}

/// Reading where the quarry action stands.
impl QuarryTurn {
    /// Stones pushed so far this action.
    #[inline]
    pub fn pushed(&self) -> u8 {
        self.pushed
    }

    /// The push +1 token was used this action.
    #[inline]
    pub fn token_used(&self) -> bool {
        self.token_used
    }

    /// A stone was pushed and the physics result has not come yet.
    #[inline]
    pub fn awaiting(&self) -> Option<Size> {
        self.awaiting
    }

    /// Stones that dropped off the front edge this action.
    #[inline]
    pub fn fell_front(&self) -> u32 {
        self.fell_front
    }

    /// The player stopped pushing (or could push no more); exchanges follow.
    #[inline]
    pub fn pushing_done(&self) -> bool {
        self.pushing_done
    }

    /// Rewards not yet taken: for each, the largest tile size it may become.
    #[inline]
    pub fn rewards(&self) -> &[Size] {
        &self.rewards
    }
}

/// Reading the game: one accessor per field, named after it.
impl Game {
    /// The rules' data (board, components), shared by every game played with it.
    #[inline]
    pub fn data(&self) -> &Arc<GameData> {
        &self.data
    }

    /// The rule variants this game is played with.
    #[inline]
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// Every player, in table order (clockwise); index by [`PlayerId`].
    #[inline]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Stones in the general storage, by size.
    #[inline]
    pub fn stone_storage(&self) -> SizeCounts {
        self.stone_storage
    }

    /// Tiles in the storage, by size.
    #[inline]
    pub fn tile_storage(&self) -> SizeCounts {
        self.tile_storage
    }

    /// Stones in the quarry, by size.
    #[inline]
    pub fn quarry(&self) -> SizeCounts {
        self.quarry
    }

    /// The income cards: the face-up row, the pile, the flipped cards.
    #[inline]
    pub fn income(&self) -> &IncomeRow {
        &self.income
    }

    /// Who built the tile on each space (indexed like the board's spaces).
    #[inline]
    pub fn road(&self) -> &[Option<PlayerId>] {
        &self.road
    }

    /// Bonus tokens left per segment.
    #[inline]
    pub fn bonus_supply(&self) -> [u32; 3] {
        self.bonus_supply
    }

    /// VP tokens left per city (index by city; Rome's is empty), top last.
    #[inline]
    pub fn vp_stacks(&self) -> &[Vec<u32>; 4] {
        &self.vp_stacks
    }

    /// City markers placed per city.
    #[inline]
    pub fn city_markers(&self) -> [u32; 4] {
        self.city_markers
    }

    /// City markers not yet placed.
    #[inline]
    pub fn marker_supply(&self) -> u32 {
        self.marker_supply
    }

    /// Players arrived per city.
    #[inline]
    pub fn arrivals(&self) -> [u32; 4] {
        self.arrivals
    }

    /// Push +1 tokens no player holds.
    #[inline]
    pub fn push_token_supply(&self) -> u32 {
        self.push_token_supply
    }

    /// Who began the game: a round ends when the turn comes back to them.
    #[inline]
    pub fn start_player(&self) -> PlayerId {
        self.start_player
    }

    /// The player to act.
    #[inline]
    pub fn current(&self) -> PlayerId {
        self.current
    }

    /// 1-based round number.
    #[inline]
    pub fn round(&self) -> u32 {
        self.round
    }

    /// What the player to act is in the middle of.
    #[inline]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The game ends at the end of this round.
    #[inline]
    pub fn end_triggered(&self) -> bool {
        self.end_triggered
    }

    /// Turns ended since a tile was last built or a piece last moved, the turn
    /// that did it included: how long the race has stood still.
    #[inline]
    pub fn standstill(&self) -> u32 {
        self.standstill
    }

    /// The final scoring's breakdown, once the game is over.
    #[inline]
    pub fn final_scoring(&self) -> Option<&FinalScoring> {
        self.final_scoring.as_ref()
    }

    /// The game's random generator (it reshuffles the income pile). Hidden
    /// information: a bot sees a reseeded one through its seat's view.
    #[inline]
    pub fn rng(&self) -> &Pcg64 {
        &self.rng
    }

    /// A player's belongings.
    pub fn player(&self, id: PlayerId) -> &Player {
        &self.players[id]
    }

    pub fn current_player(&self) -> &Player {
        &self.players[self.current]
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// The quarry is waiting for the physics result of this stone's push.
    pub fn awaiting_quarry(&self) -> Option<Size> {
        match &self.phase {
            Phase::Quarry(q) => q.awaiting,
            _ => None,
        }
    }

    /// True when every space of the segment has a tile.
    pub fn segment_complete(&self, segment: Segment) -> bool {
        self.data
            .board
            .segment_spaces(segment)
            .all(|i| self.road[i].is_some())
    }

    pub fn road_complete(&self) -> bool {
        self.road.iter().all(Option::is_some)
    }

    /// Tiles on the road, by size.
    pub fn built_tiles(&self) -> SizeCounts {
        let sizes: Vec<Size> = (0..self.road.len())
            .filter(|&i| self.road[i].is_some())
            .map(|i| self.data.board.space(i).size)
            .collect();
        SizeCounts::from_pieces(&sizes)
    }

    /// Pieces standing on a node.
    pub fn pieces_on(&self, node: Node) -> usize {
        self.players.iter().filter(|p| p.position == node).count()
    }

    /// The winners (all tied for most VP) once the game is over.
    pub fn winners(&self) -> Vec<PlayerId> {
        self.final_scoring
            .as_ref()
            .map(|f| f.winners.clone())
            .unwrap_or_default()
    }
}

/// Hidden information: the only writes to a game outside [`Game::apply`] and
/// the [`GameBuilder`](crate::rules::GameBuilder), for the bots'
/// determinisation (`bots::view::SeatView`). They change
/// only what some player cannot see (others' money, the order of the draw
/// pile, the generator), so the game stays one the rules could have reached.
impl Game {
    /// Replaces what `seat` cannot see by what it can know: every other
    /// player's sesterces by `counted(player)` (the public count), and the draw
    /// pile put in a canonical (sorted) order. The generator is left as it is.
    pub fn conceal(&mut self, seat: PlayerId, counted: impl Fn(PlayerId) -> u32) {
        for (id, player) in self.players.iter_mut().enumerate() {
            if id != seat {
                player.sesterces = counted(id);
            }
        }
        self.income.pile.sort_unstable();
    }

    /// Draws the hidden order anew from `rng`: the pile shuffled, then the
    /// generator reseeded from `rng`'s next number (in that order, so that a
    /// seed replays the same copy).
    pub fn redraw_hidden<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.income.pile.shuffle(rng);
        self.rng = Pcg64::seed_from_u64(rng.next_u64());
    }

    /// Replaces the generator (a public copy carries a fixed one that says
    /// nothing about the real one).
    pub fn reseed(&mut self, rng: Pcg64) {
        self.rng = rng;
    }
}

//! The whole state of a game, serializable as the save file.

use super::board::Node;
use super::cart::Cart;
use super::components::{City, Segment, Size, SizeCounts};
use super::data::{GameData, RuleOptions};
use super::scoring::FinalScoring;
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
    pub name: String,
    /// 0 for the start player, then clockwise.
    pub seat: usize,
    pub stones: SizeCounts,
    /// Hidden behind the player's screen.
    pub sesterces: u32,
    pub cart: Cart,
    pub position: Node,
    /// The furthest city reached (Rome at the start).
    pub furthest_city: City,
    pub push_token: bool,
    /// Bonus tokens held, per segment (= tiles built there).
    pub bonus_tokens: [u32; 3],
    /// VP tokens taken, in the order taken.
    pub vp_tokens: Vec<u32>,
    /// The scoring track: tile VP and VP tokens, plus final scoring at the end.
    pub score: u32,
    pub turns: u32,
}

/// The income cards: a face-up row, a face-down draw pile and flipped cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncomeRow {
    pub face_up: Vec<CardId>,
    /// Top of the pile last.
    pub pile: Vec<CardId>,
    pub flipped: Vec<CardId>,
}

/// Where the quarry action stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryTurn {
    /// Stones pushed so far this action.
    pub pushed: u8,
    pub token_used: bool,
    /// A stone was pushed and the physics result has not come yet.
    pub awaiting: Option<Size>,
    /// Stones that dropped off the front edge this action.
    pub fell_front: u32,
    /// The player stopped pushing (or could push no more); exchanges follow.
    pub pushing_done: bool,
    /// Rewards not yet taken: for each, the largest tile size it may become.
    pub rewards: Vec<Size>,
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    pub data: Arc<GameData>,
    pub options: RuleOptions,
    pub players: Vec<Player>,
    pub stone_storage: SizeCounts,
    pub tile_storage: SizeCounts,
    /// Stones in the quarry, by size.
    pub quarry: SizeCounts,
    pub income: IncomeRow,
    /// Who built the tile on each space (indexed like the board's spaces).
    pub road: Vec<Option<PlayerId>>,
    pub bonus_supply: [u32; 3],
    /// VP tokens left per city (index by city; Rome's is empty), top last.
    pub vp_stacks: [Vec<u32>; 4],
    /// City markers placed per city.
    pub city_markers: [u32; 4],
    pub marker_supply: u32,
    /// Players arrived per city.
    pub arrivals: [u32; 4],
    pub push_token_supply: u32,
    pub start_player: PlayerId,
    pub current: PlayerId,
    /// 1-based round number.
    pub round: u32,
    pub phase: Phase,
    /// The game ends at the end of this round.
    pub end_triggered: bool,
    /// Turns ended since a tile was last built or a piece last moved, the turn
    /// that did it included: how long the race has stood still. Public (anyone
    /// at the table can count it); the bots judge a game that goes nowhere by it.
    #[serde(default)]
    pub standstill: u32,
    pub final_scoring: Option<FinalScoring>,
    pub rng: Pcg64,
}

impl Game {
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

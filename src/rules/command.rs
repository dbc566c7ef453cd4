//! What a player (or the quarry) can tell the engine, and why it may refuse.

use super::board::Node;
use super::components::{Size, SizeCounts};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which half of an income card to take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum IncomeTake {
    Sesterces,
    Stones,
    /// Only when 3 or fewer cards are face up (and then it is the only choice).
    Both,
}

/// Every decision in the game. One command is one click in the UI.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Command {
    /// Income: take the face-up card at `card` (position in the face-up row).
    TakeIncome { card: usize, take: IncomeTake },
    /// Quarry: begin the action.
    StartQuarry,
    /// Quarry: push one of your stones of this size into the quarry.
    Push { size: Size },
    /// Quarry: what the physics did with the last push. Not a player's choice:
    /// the app (or a script) reports it.
    QuarryResult {
        /// Stones that dropped off the front edge.
        front: SizeCounts,
        /// Stones that left over a side or back out of the entrance.
        #[serde(default)]
        elsewhere: SizeCounts,
    },
    /// Quarry: push no more stones (possible once the minimum is pushed).
    StopPushing,
    /// Quarry: turn a reward (a fallen stone, or the consolation) into a tile of
    /// the same size or smaller, loaded on a cart space.
    TakeTile {
        reward: Size,
        tile: Size,
        slot: usize,
    },
    /// Quarry: sell a reward for 1 sesterce.
    SellReward { reward: Size },
    /// Road construction: build the tile of `size` from cart space `slot` on `space`.
    Build {
        slot: usize,
        size: Size,
        space: Node,
    },
    /// Road construction: end the turn after one tile instead of building a second.
    EndTurn,
    /// Travel: move to `to`, 1 to 3 steps forward.
    Travel { to: Node },
    /// Only when the player's cart is stuck (no tile on it can be built now) and
    /// `RuleOptions::unload_stuck_cart` is on: return these tiles, per cart
    /// space, to the storage, as the whole turn.
    UnloadCart { returned: Vec<SizeCounts> },
    /// Only when nothing else is legal.
    Pass,
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::TakeIncome { card, take } => write!(f, "take income card {card} ({take:?})"),
            Command::StartQuarry => write!(f, "start the quarry"),
            Command::Push { size } => write!(f, "push a {} stone", size.name()),
            Command::QuarryResult { front, elsewhere } => write!(
                f,
                "quarry result: {} off the front, {} elsewhere",
                front.total(),
                elsewhere.total()
            ),
            Command::StopPushing => write!(f, "stop pushing"),
            Command::TakeTile { reward, tile, slot } => {
                write!(
                    f,
                    "take a {} tile for a {} reward onto cart space {slot}",
                    tile.name(),
                    reward.name()
                )
            }
            Command::SellReward { reward } => {
                write!(f, "sell a {} reward for 1 sesterce", reward.name())
            }
            Command::Build { slot, size, space } => write!(
                f,
                "build the {} tile from cart space {slot} on {space}",
                size.name()
            ),
            Command::EndTurn => write!(f, "end the turn"),
            Command::Travel { to } => write!(f, "travel to {to}"),
            Command::UnloadCart { returned } => {
                let tiles: u32 = returned.iter().map(SizeCounts::total).sum();
                write!(f, "return {tiles} tile(s) from the cart to the storage")
            }
            Command::Pass => write!(f, "pass"),
        }
    }
}

/// The step of the turn a command must fit, named in refusals and shown by the
/// turn panel (each in the player's words: `table::describe::expected_text`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    Action,
    QuarryResult,
    Push,
    Rewards,
    SecondTile,
    Nothing,
}

impl Expected {
    /// Every step, in the order a turn meets them.
    pub const ALL: [Expected; 6] = [
        Expected::Action,
        Expected::QuarryResult,
        Expected::Push,
        Expected::Rewards,
        Expected::SecondTile,
        Expected::Nothing,
    ];
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Action => "a choice of action",
            Expected::QuarryResult => "the quarry result",
            Expected::Push => "a push or stop pushing",
            Expected::Rewards => "a tile or a sale for each reward",
            Expected::SecondTile => "a second tile or end of turn",
            Expected::Nothing => "nothing: the game is over",
        })
    }
}

/// Why a command was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    GameOver,
    /// The command does not belong to the current step of the turn.
    WrongPhase {
        expected: Expected,
    },
    AwaitingQuarryResult,
    NoSuchCard(usize),
    MustTakeBoth,
    BothNotAllowed,
    QuarryNeedsStones {
        need: u8,
        have: u32,
    },
    NoStone(Size),
    NoMorePushes,
    ImpossibleQuarryResult,
    TooFewPushed {
        need: u8,
    },
    NoSuchReward(Size),
    TileTooLarge {
        reward: Size,
        tile: Size,
    },
    NoTileInStorage(Size),
    CartDoesNotFit {
        slot: usize,
        tile: Size,
    },
    NoTileOnCart {
        slot: usize,
        size: Size,
    },
    NoSuchSpace(Node),
    SpaceTaken(Node),
    SizeMismatch {
        space: Node,
        need: Size,
    },
    SegmentNotReached(Node),
    NotConnected(Node),
    SecondTileOtherSegment,
    EarlierSegmentsIncomplete,
    NotForward(Node),
    TooFar(Node),
    NoRoad(Node),
    SpaceFull(Node),
    CannotAfford {
        cost: u32,
        have: u32,
    },
    MustFinishRewards,
    PassNotAllowed,
    UnloadNotAllowed,
    CartNotStuck,
    NotOnCart {
        slot: usize,
    },
    NothingToUnload,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        match self {
            GameOver => write!(f, "the game is over"),
            WrongPhase { expected } => write!(f, "not now: the turn expects {expected}"),
            AwaitingQuarryResult => write!(f, "the quarry has not settled yet"),
            NoSuchCard(i) => write!(f, "there is no face-up income card {i}"),
            MustTakeBoth => write!(
                f,
                "with 3 or fewer cards face up the player takes both halves"
            ),
            BothNotAllowed => write!(f, "both halves only when 3 or fewer cards are face up"),
            QuarryNeedsStones { need, have } => {
                write!(f, "the quarry needs {need} stone(s); you have {have}")
            }
            NoStone(s) => write!(f, "you have no {} stone", s.name()),
            NoMorePushes => write!(f, "no more pushes this turn"),
            ImpossibleQuarryResult => write!(f, "more stones left the quarry than it holds"),
            TooFewPushed { need } => write!(f, "push at least {need} stone(s) first"),
            NoSuchReward(s) => write!(f, "no {} reward is waiting", s.name()),
            TileTooLarge { reward, tile } => write!(
                f,
                "a {} stone cannot become a {} tile",
                reward.name(),
                tile.name()
            ),
            NoTileInStorage(s) => write!(f, "no {} tile is left in the storage", s.name()),
            CartDoesNotFit { slot, tile } => {
                write!(f, "a {} tile does not fit cart space {slot}", tile.name())
            }
            NoTileOnCart { slot, size } => {
                write!(f, "cart space {slot} holds no {} tile", size.name())
            }
            NoSuchSpace(n) => write!(f, "{n} is not a road space"),
            SpaceTaken(n) => write!(f, "{n} already has a tile"),
            SizeMismatch { space, need } => write!(f, "{space} takes only a {} tile", need.name()),
            SegmentNotReached(n) => write!(
                f,
                "you may not build at {n} before visiting the city behind it"
            ),
            NotConnected(n) => write!(
                f,
                "{n} is not joined by a line to a tile or the city behind it"
            ),
            SecondTileOtherSegment => {
                write!(f, "a second tile must go in the same segment as the first")
            }
            EarlierSegmentsIncomplete => {
                write!(f, "a second tile here needs every earlier segment complete")
            }
            NotForward(n) => write!(f, "{n} is not ahead of your piece"),
            TooFar(n) => write!(f, "{n} is more than 3 steps away or past the next city"),
            NoRoad(n) => write!(f, "no path of tiles leads to {n}"),
            SpaceFull(n) => write!(f, "{n} is full"),
            CannotAfford { cost, have } => {
                write!(f, "the trip costs {cost} sesterces; you have {have}")
            }
            MustFinishRewards => write!(f, "take or sell the waiting rewards first"),
            PassNotAllowed => write!(f, "you may pass only when nothing else is legal"),
            UnloadNotAllowed => write!(f, "this game plays without unloading stuck carts"),
            CartNotStuck => write!(
                f,
                "only a stuck cart may be unloaded: a tile on yours can be built"
            ),
            NotOnCart { slot } => write!(f, "cart space {slot} does not hold those tiles"),
            NothingToUnload => write!(f, "name the tiles to return, space by space"),
        }
    }
}

impl std::error::Error for Illegal {}

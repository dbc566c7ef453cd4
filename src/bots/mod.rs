//! Players that choose commands. A bot sees only its seat's view ([`SeatView`]):
//! the public table, the quarry as it lies, and its own sesterces. It pushes
//! through the same hand as a person, and its plan is perturbed by the execution
//! noise of the one hand every level shares ([`ExecutionNoise`]) after it has chosen.
//!
//! Levels (`assets/bots.ron`): Random (for tests), Easy (greedy with softmax
//! mistakes, one careful push plan), Normal (follows its turn to the end with
//! expected quarry outcomes, and tries a grid of push plans on clones of the live
//! quarry), Hard (Monte-Carlo tree search over the game among the commands its
//! lookahead likes best, and pushes chosen on the physics by successive halving).
//! A bot's choice depends only on the view, the live quarry, its own
//! seed and its budget in samples — never on wall time — so a seed and the
//! commands replay a game.
//!
//! Below: how the bots play, how strong each level is, how their evaluation is
//! fitted, and what keeps their games moving, each figure with its command.
#![doc = include_str!("bots.md")]

pub mod evaluate;
pub mod foresight;
pub mod ledger;
pub mod model;
pub mod noise;
pub mod plain;
pub mod policy;
pub mod random;
pub mod search;
pub mod view;
pub mod weights;

use crate::assets::AssetError;
use crate::quarry::{PushPlan, Quarry, QuarryConfig, StoneShape};
use crate::rules::{Command, Size};
pub use ledger::MoneyLedger;
pub use model::QuarryModel;
pub use noise::{BotsConfig, ExecutionNoise, LevelConfig, SearchConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
pub use view::SeatView;
pub use weights::Weights;

/// What a bot judges with besides its view: how the quarry answers a push (the
/// fitted outcome model), what each thing is worth (the evaluation's weights)
/// and the hand its pushes go through (`bots.ron`'s `hand`). The same for every
/// level: levels differ in how far they look and how they choose, never in
/// what they know or how steady they push.
#[derive(Clone, Copy, Debug)]
pub struct Mind<'a> {
    pub model: &'a QuarryModel,
    pub weights: &'a Weights,
    pub hand: &'a ExecutionNoise,
}

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum BotLevel {
    Random,
    /// Rules of thumb, no search (`plain.rs`): the yardstick the others are measured against.
    Plain,
    Easy,
    Normal,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 5] = [
        BotLevel::Random,
        BotLevel::Plain,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Hard,
    ];

    /// The name used on the command line and in files (`random`, `easy`, `normal`).
    pub fn key(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Plain => "plain",
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }

    /// The name shown to players.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "Random",
            BotLevel::Plain => "Plain",
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Hard => "Hard",
        }
    }

    /// A level by its key, any case.
    pub fn parse(text: &str) -> Option<BotLevel> {
        let text = text.trim().to_ascii_lowercase();
        BotLevel::ALL.into_iter().find(|l| l.key() == text)
    }
}

/// What every bot shares: the levels' settings and the quarry outcome models.
#[derive(Clone, Debug)]
pub struct BotKit {
    pub config: Arc<BotsConfig>,
    /// Fitted on the blocks' quarry (`quarry_model.ron`).
    pub model: Arc<QuarryModel>,
    /// Fitted on the wooden discs' quarry (`quarry_model_discs.ron`).
    pub disc_model: Arc<QuarryModel>,
}

impl BotKit {
    /// `assets/bots.ron` and the outcome models of both stone shapes.
    pub fn load_default() -> Result<Arc<BotKit>, AssetError> {
        Ok(Arc::new(BotKit {
            config: BotsConfig::load_default()?,
            model: Arc::new(QuarryModel::load_for(StoneShape::Box)?),
            disc_model: Arc::new(QuarryModel::load_for(StoneShape::Disc)?),
        }))
    }

    /// The outcome model of the stones in play: a search on a disc quarry draws
    /// disc outcomes.
    pub fn model_for(&self, shape: StoneShape) -> &Arc<QuarryModel> {
        match shape {
            StoneShape::Box => &self.model,
            StoneShape::Disc => &self.disc_model,
        }
    }

    /// The outcome model for `shape` with the evaluation's weights.
    pub fn mind(&self, shape: StoneShape) -> Mind<'_> {
        Mind {
            model: self.model_for(shape),
            weights: &self.config.evaluation,
            hand: &self.config.hand,
        }
    }

    pub fn level(&self, level: BotLevel) -> &LevelConfig {
        match level {
            BotLevel::Random => &self.config.random,
            // Its hand is a Normal bot's: only the choices differ.
            BotLevel::Plain => &self.config.normal,
            BotLevel::Easy => &self.config.easy,
            BotLevel::Normal => &self.config.normal,
            BotLevel::Hard => &self.config.hard,
        }
    }
}

/// The commands a bot weighs for the player to act in `game`: every legal one,
/// except unloading the cart when the bots' own judgement does not find it
/// stuck. The rule lets a player unload whenever no tile on his cart can be
/// built this turn, but a tile that waits for the road to reach its space is
/// not lost; bots that weighed every such unload spent turns returning tiles
/// they would soon have built (up to 16 times in a game).
pub fn considered_commands(game: &crate::rules::Game) -> Vec<Command> {
    let mut legal = game.legal_actions();
    let unload = |c: &Command| matches!(c, Command::UnloadCart { .. });
    // Never all of them: a turn with nothing but unloading must still be played.
    if legal.iter().any(unload)
        && !legal.iter().all(unload)
        && evaluate::stuck_cart(game, game.current()).is_none()
    {
        legal.retain(|c| !unload(c));
    }
    if takes_a_large_tile_it_can_build(game, &legal) {
        legal.retain(|c| {
            !matches!(
                c,
                Command::SellReward {
                    reward: Size::Large
                }
            )
        });
    }
    legal
}

/// Whether a large reward can go on the cart as a large tile while a large space
/// is open to the player to build: selling that stone for a sesterce throws 5 VP
/// away, and no level does it (a softmax at Easy's temperature sometimes did).
fn takes_a_large_tile_it_can_build(game: &crate::rules::Game, legal: &[Command]) -> bool {
    let take = |c: &Command| {
        matches!(
            c,
            Command::TakeTile {
                reward: Size::Large,
                tile: Size::Large,
                ..
            }
        )
    };
    legal.iter().any(take)
        && (game.data().board.spaces().iter()).any(|s| {
            s.size == Size::Large && game.may_build_in(s.id.segment) && game.space_is_open(s.id)
        })
}

/// A bot's choice, with the push it intends if the command pushes a stone, and
/// its reason in a few words for the log.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub command: Command,
    /// The plan the bot means to push with (before its hand's noise).
    pub plan: Option<PushPlan>,
    /// Stones it expects off the front edge with that plan.
    pub expected_front: Option<f32>,
    pub reason: String,
}

/// One bot at one seat.
#[derive(Clone, Debug)]
pub struct Bot {
    level: BotLevel,
    kit: Arc<BotKit>,
    rng: Pcg64,
    /// Threads the Hard level may simulate pushes on (1 by default: a window
    /// may be drawing beside it). Never changes a decision, only its time.
    threads: usize,
    /// The Random level's list of legal commands, kept from one decision to the
    /// next so that headless random play allocates none.
    legal: Vec<Command>,
}

/// The seed of the bot at `seat` in a game with `game_seed`: a game's seed fixes
/// every bot's choices.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed ^ 0x9e37_79b9_u64.wrapping_mul(seat as u64 + 1)
}

impl Bot {
    pub fn new(level: BotLevel, kit: Arc<BotKit>, seed: u64) -> Bot {
        Bot {
            level,
            kit,
            rng: Pcg64::seed_from_u64(seed),
            threads: 1,
            legal: Vec::new(),
        }
    }

    /// A bot that goes on from a saved random state (a loaded game's bots pick
    /// up where the saved game's were, so the game goes on bit for bit).
    pub fn resume(level: BotLevel, kit: Arc<BotKit>, rng: Pcg64) -> Bot {
        Bot {
            rng,
            ..Bot::new(level, kit, 0)
        }
    }

    /// The bot's random state, for a save.
    pub fn rng(&self) -> &Pcg64 {
        &self.rng
    }

    /// Puts the random state back to `rng`: a decision made for a position a
    /// person then took back is forgotten, so the game goes on as if it had
    /// never been thought of (a seed and the commands that stood replay it).
    pub fn rewind(&mut self, rng: Pcg64) {
        self.rng = rng;
    }

    /// The same bot, simulating pushes on `threads` threads (headless play
    /// with a core to spare).
    pub fn with_threads(mut self, threads: usize) -> Bot {
        self.threads = threads.max(1);
        self
    }

    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// The next command for the seat whose view this is, or `None` when it has
    /// none (game over, or the quarry result is awaited). `quarry` is the live
    /// quarry as it lies on the table (public); the bot tries pushes on clones.
    pub fn decide(&mut self, view: &SeatView<'_>, quarry: &Quarry) -> Option<Decision> {
        let config = *self.kit.level(self.level);
        match self.level {
            BotLevel::Random => random::decide(view, quarry, &mut self.rng, &mut self.legal),
            BotLevel::Plain => plain::decide(view),
            BotLevel::Easy | BotLevel::Normal => {
                let mind = self.kit.mind(quarry.config().stones.stone_shape);
                policy::decide(&config, mind, view, quarry, &mut self.rng)
            }
            BotLevel::Hard => self.search(view, search::Hidden::Unseen(view), quarry),
        }
    }

    /// The Hard search's decision made on the true game, hidden pile included.
    /// Only for measuring what fairness costs (a bench and a test compare it with
    /// [`Bot::decide`]); no seat kind plays with it.
    #[doc(hidden)]
    pub fn decide_seeing(
        &mut self,
        view: &SeatView<'_>,
        truth: &crate::rules::Game,
        quarry: &Quarry,
    ) -> Option<Decision> {
        self.search(view, search::Hidden::Seen(truth), quarry)
    }

    /// The Hard search with the hidden pile drawn from `hidden`.
    fn search(
        &mut self,
        view: &SeatView<'_>,
        hidden: search::Hidden,
        quarry: &Quarry,
    ) -> Option<Decision> {
        let config = *self.kit.level(BotLevel::Hard);
        let mind = self.kit.mind(quarry.config().stones.stone_shape);
        let threads = self.threads;
        search::decide(&config, mind, view, hidden, quarry, threads, &mut self.rng)
    }

    /// The plan as this bot's hand carries it out: the hand's noise drawn after
    /// the plan was chosen.
    pub fn execute(&mut self, plan: &PushPlan, quarry: &QuarryConfig) -> PushPlan {
        self.kit.config.hand.perturb(plan, quarry, &mut self.rng)
    }
}

//! Game records: a finished game written so that a person can read it and a
//! program can re-check it — seed, seats, every command with what it cost and
//! earned, the paths travelled, and the final scoring. A game played on the
//! physical quarry also carries the quarry's tuning and, for every push, the plan
//! the hand really pushed with, so that the physics replays it bit for bit
//! (`table::headless::replay_physics`). A push made by a person's hand carries
//! the hand's wishes frame by frame instead ([`HandTrace`]), and a game played
//! in the window notes where its quarry was rebuilt from its description (every
//! save does that) or retuned, so that a game watched again (`table::watch`)
//! steps through the very states it was played in.

use crate::quarry::{HandTrace, PushPlan, QuarryConfig};
use crate::rules::{Command, Event, FinalScoring, Game, GameData, Node, RuleOptions, Setup, Size};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What one command changed for the player who gave it (negative: paid or used).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Delta {
    pub sesterces: i64,
    pub vp: i64,
    /// Stones in front of the screen, small / mid / large.
    pub stones: [i64; 3],
    /// Tiles on the cart, small / mid / large.
    pub cart_tiles: [i64; 3],
    /// Bonus tokens, segments A / B / C.
    pub bonus_tokens: [i64; 3],
    pub vp_tokens: Vec<u32>,
    pub push_token: i64,
    /// Spaces built on.
    pub built: Vec<Node>,
}

/// One command of the game and its effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordStep {
    pub round: u32,
    /// Index of the player to act (table order).
    pub player: usize,
    pub command: Command,
    pub delta: Delta,
    /// The spaces a travelling piece entered, in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<Vec<Node>>,
    /// For a push on the physical quarry: the plan as the hand carried it out
    /// (after its execution noise), which decided what fell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<PushPlan>,
    /// For a push made by a person's hand on the physical quarry: the hand's
    /// wishes before each frame.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<HandTrace>,
    /// A bot's command: why it moved, as the log said it (empty where it said
    /// nothing); `None` for a person's command and in records without reasons.
    /// A game watched again writes the same log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The physical quarry was made anew between two steps of the game: rebuilt
/// from its own description (a save does that, see `table::session::file`) or,
/// with `config`, retuned (`Session::retune_quarry`). A replay must do the same
/// at the same place to step through the same states.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryReset {
    /// How many steps of the record came before it.
    pub at_step: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<QuarryConfig>,
}

/// A whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub seed: u64,
    pub players: Vec<String>,
    pub options: RuleOptions,
    pub start_player: usize,
    pub steps: Vec<RecordStep>,
    pub final_scoring: Option<FinalScoring>,
    pub winners: Vec<String>,
    /// Where the quarry results came from: `physics`, `model` or `random`
    /// (absent in records written before bots played the quarry).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quarry: Option<String>,
    /// The physical quarry's tuning, for a game played on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quarry_config: Option<QuarryConfig>,
    /// Where the physical quarry was rebuilt or retuned, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quarry_resets: Vec<QuarryReset>,
}

/// Builds a record while a game is played.
pub struct Recorder {
    record: GameRecord,
}

impl Recorder {
    pub fn new(setup: &Setup, game: &Game) -> Recorder {
        Recorder {
            record: GameRecord {
                seed: setup.seed,
                players: setup.players.clone(),
                options: setup.options,
                start_player: game.start_player(),
                steps: Vec::new(),
                final_scoring: None,
                winners: Vec::new(),
                quarry: None,
                quarry_config: None,
                quarry_resets: Vec::new(),
            },
        }
    }

    /// Goes on with a record kept so far (a saved game loaded): its result is
    /// cleared until the game ends again.
    pub fn resume(mut record: GameRecord) -> Recorder {
        record.final_scoring = None;
        record.winners.clear();
        Recorder { record }
    }

    /// The record as it stands, unfinished.
    pub fn so_far(&self) -> &GameRecord {
        &self.record
    }

    /// The last push was made by a person's hand with these wishes.
    pub fn hand_pushed(&mut self, trace: HandTrace) {
        let push = (self.record.steps.iter_mut().rev())
            .find(|s| matches!(s.command, Command::Push { .. }));
        if let Some(step) = push {
            step.hand = Some(trace);
        }
    }

    /// The last step was a bot's, moved for `reason`.
    pub fn bot_moved(&mut self, reason: &str) {
        if let Some(step) = self.record.steps.last_mut() {
            step.reason = Some(reason.to_string());
        }
    }

    /// The quarry was rebuilt from its description (`config: None`) or retuned
    /// to `config` after the steps so far.
    pub fn quarry_reset(&mut self, config: Option<QuarryConfig>) {
        let at_step = self.record.steps.len();
        self.record
            .quarry_resets
            .push(QuarryReset { at_step, config });
    }

    /// Forgets the steps after the first `len` (a person's steps taken back);
    /// a reset made after them stays, where the next step will be.
    pub fn truncate(&mut self, len: usize) {
        self.record.steps.truncate(len);
        for reset in &mut self.record.quarry_resets {
            reset.at_step = reset.at_step.min(len);
        }
    }

    /// Notes where the quarry results come from, and the physical quarry's tuning
    /// when they come from the physics.
    pub fn set_quarry(&mut self, source: &str, config: Option<QuarryConfig>) {
        self.record.quarry = Some(source.to_string());
        self.record.quarry_config = config;
    }

    /// Applies a command to the game and records it with its effect.
    pub fn apply(
        &mut self,
        game: &mut Game,
        command: &Command,
    ) -> Result<Vec<Event>, crate::rules::Illegal> {
        self.apply_planned(game, command, None)
    }

    /// [`Recorder::apply`] for a push made with `plan` on the physical quarry.
    pub fn apply_planned(
        &mut self,
        game: &mut Game,
        command: &Command,
        plan: Option<PushPlan>,
    ) -> Result<Vec<Event>, crate::rules::Illegal> {
        let player = game.current();
        let round = game.round();
        let before = game.players()[player].clone();
        let events = game.apply(command)?;
        let delta = delta(&before, &game.players()[player], &events);
        let path = events.iter().find_map(|e| match e {
            Event::Travelled { path, .. } => Some(path.clone()),
            _ => None,
        });
        self.record.steps.push(RecordStep {
            round,
            player,
            command: command.clone(),
            delta,
            path,
            plan,
            hand: None,
            reason: None,
        });
        Ok(events)
    }

    pub fn finish(mut self, game: &Game) -> GameRecord {
        self.record.final_scoring = game.final_scoring().cloned();
        self.record.winners = game
            .winners()
            .iter()
            .map(|&i| game.players()[i].name().to_string())
            .collect();
        self.record
    }
}

fn delta(before: &crate::rules::Player, after: &crate::rules::Player, events: &[Event]) -> Delta {
    let per_size = |f: &dyn Fn(&crate::rules::Player) -> crate::rules::SizeCounts| {
        Size::ALL.map(|s| i64::from(f(after).get(s)) - i64::from(f(before).get(s)))
    };
    Delta {
        sesterces: i64::from(after.sesterces()) - i64::from(before.sesterces()),
        vp: i64::from(after.score()) - i64::from(before.score()),
        stones: per_size(&|p| p.stones()),
        cart_tiles: per_size(&|p| p.cart().tiles()),
        bonus_tokens: [0, 1, 2]
            .map(|i| i64::from(after.bonus_tokens()[i]) - i64::from(before.bonus_tokens()[i])),
        vp_tokens: after.vp_tokens()[before.vp_tokens().len().min(after.vp_tokens().len())..]
            .to_vec(),
        push_token: i64::from(after.push_token()) - i64::from(before.push_token()),
        built: events
            .iter()
            .filter_map(|e| match e {
                Event::TileBuilt { space, .. } => Some(*space),
                _ => None,
            })
            .collect(),
    }
}

impl GameRecord {
    /// Replays the record's commands from its seed; errors name the step.
    pub fn replay(&self, data: Arc<GameData>) -> Result<Game, String> {
        let setup = Setup {
            seed: self.seed,
            players: self.players.clone(),
            options: self.options,
        };
        let mut game = Game::new(data, &setup)?;
        for (i, step) in self.steps.iter().enumerate() {
            if game.current() != step.player {
                return Err(format!(
                    "step {i}: the record says player {} acts, the game says {}",
                    step.player,
                    game.current()
                ));
            }
            game.apply(&step.command)
                .map_err(|e| format!("step {i} ({}): {e}", step.command))?;
        }
        Ok(game)
    }
}

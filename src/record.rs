//! Game records: a finished game written so that a person can read it and a
//! program can re-check it — seed, seats, every command with what it cost and
//! earned, the paths travelled, and the final scoring. A game played on the
//! physical quarry also carries the quarry's tuning and, for every push, the plan
//! the hand really pushed with, so that the physics replays it bit for bit
//! (`table::headless::replay_physics`).

use crate::quarry::{PushPlan, QuarryConfig};
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
            },
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
        });
        Ok(events)
    }

    /// Commands recorded so far.
    pub fn len(&self) -> usize {
        self.record.steps.len()
    }

    /// True before the first command.
    pub fn is_empty(&self) -> bool {
        self.record.steps.is_empty()
    }

    /// Forgets the commands after the first `len`: a step a person took back was
    /// never played.
    pub fn take_back_to(&mut self, len: usize) {
        self.record.steps.truncate(len);
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

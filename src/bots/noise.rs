//! How each level of bot is set up (`assets/bots.ron`), and the execution noise
//! that makes every bot's push a little off its intention.
//!
//! No bot is exact: after a bot has chosen its plan, the plan is perturbed by
//! Gaussian noise (lateral place, stone and pusher turn, speed), drawn from the
//! bot's own random source. Every level has the same hand (`hand` in the file):
//! levels differ in how far they look and how they choose, never in what they
//! may know or how steadily they push (BOTS.md: a Hard bot that pushed more
//! steadily than an Easy one would win by a hand no person has).

use crate::assets::AssetError;
use crate::quarry::{PushPlan, QuarryConfig};
use crate::ron_text::locate_field;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

/// Standard deviations of a bot's hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExecutionNoise {
    /// Where the stone and pusher stand across the entrance (m).
    pub lateral: f32,
    /// The stone's turn (degrees).
    pub stone_angle_deg: f32,
    /// The pusher's turn (degrees).
    pub pusher_angle_deg: f32,
    /// The cruise speed, as a share of the intended speed (0.1 = 10 %).
    pub speed_share: f32,
}

/// How many pushes a bot tries on clones of the live quarry before it pushes.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Foresight {
    /// Candidate plans tried (1 = one careful plan, not tried at all).
    pub plans: u32,
    /// Noisy pushes simulated per candidate (0 = none: no foresight).
    pub samples: u32,
}

/// The Hard level's search over the game (`search.rs`): information-set Monte-Carlo
/// tree search over the bot's own decisions, opponents and quarry outcomes drawn
/// from the rollout policy and the outcome model.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchConfig {
    /// Iterations (each on a fresh determinization of the hidden pile): the
    /// budget, never wall time, so that a seed replays the decision.
    pub iterations: u32,
    /// Commands kept at the root, best first by the level's own lookahead
    /// (`plies`, `outcome_samples`); the search chooses among them.
    pub candidates: u32,
    /// Own turns after this one that a line is followed into before it is
    /// judged by the evaluation (0: judged when the others have moved once).
    pub horizon_turns: u32,
    /// UCB exploration constant, in VP.
    pub exploration: f32,
    /// Softmax temperature (VP) of the rollout policy, for every seat.
    pub rollout_temperature: f32,
    /// How much of what a push leaves primed at the front edge counts against
    /// it (the next player's worth of those stones, times this share).
    pub gift_share: f32,
}

/// One level of bot.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelConfig {
    /// Softmax temperature over the evaluation (VP) of what to do (take income,
    /// quarry, build, travel, ...): 0 always takes the best kind of command,
    /// larger values make human-looking mistakes more often.
    pub temperature: f32,
    /// Softmax temperature (VP) among the commands of the kind chosen: which
    /// card and which half, which tile, which space; `None`: as `temperature`.
    /// A bot that has chosen to take income takes the card it wants: with
    /// Normal's 0.35 here too it took the money half of a card it wanted for
    /// its stones often enough to end the game with 31 sesterces (11 at 0).
    #[serde(default)]
    pub within_temperature: Option<f32>,
    /// Own commands looked ahead before the evaluation: 1 judges a command by the
    /// position right after it, more follow the rest of the turn.
    pub plies: u32,
    /// Sampled quarry outcomes per push considered in the lookahead.
    pub outcome_samples: u32,
    pub foresight: Foresight,
    /// Search over the game (Hard only).
    #[serde(default)]
    pub search: Option<SearchConfig>,
}

/// Every level, as `assets/bots.ron` sets them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotsConfig {
    /// Every bot's hand, whatever its level.
    pub hand: ExecutionNoise,
    pub random: LevelConfig,
    pub easy: LevelConfig,
    pub normal: LevelConfig,
    pub hard: LevelConfig,
    /// What the evaluation counts each thing worth, for every level alike.
    pub evaluation: super::weights::Weights,
}

impl BotsConfig {
    /// Loads and checks a bots file.
    pub fn load(path: &Path) -> Result<Arc<BotsConfig>, AssetError> {
        let text = crate::assets::read_text(path)?;
        BotsConfig::from_text(&text, &path.display().to_string())
    }

    /// Parses and checks a bots file's text; `name` names it in errors.
    pub fn from_text(text: &str, name: &str) -> Result<Arc<BotsConfig>, AssetError> {
        let config: BotsConfig = crate::assets::parse_ron(text, name).map_err(own_hand_moved)?;
        let name = name.to_string();
        config.validate().map_err(|(field, message)| {
            let (line, column) = locate_field(text, &field).unwrap_or((1, 1));
            AssetError {
                file: name.clone(),
                fault: crate::assets::Fault::Invalid,
                line,
                column,
                field: Some(field),
                message,
            }
        })?;
        Ok(Arc::new(config))
    }

    /// `bots.ron` from where the game finds its files.
    pub fn load_default() -> Result<Arc<BotsConfig>, AssetError> {
        let (text, name) = crate::assets::asset_text("bots.ron")?;
        BotsConfig::from_text(&text, &name)
    }

    /// The first field out of range, with why.
    pub fn validate(&self) -> Result<(), (String, String)> {
        self.hand.validate()?;
        for (name, level) in [
            ("random", &self.random),
            ("easy", &self.easy),
            ("normal", &self.normal),
            ("hard", &self.hard),
        ] {
            level
                .validate()
                .map_err(|(field, message)| (format!("{name}.{field}"), message))?;
        }
        self.evaluation.validate()
    }
}

/// A level's own `noise`, as bots files had before the levels shared one hand,
/// is refused with where the hand went rather than a bare "unexpected field".
fn own_hand_moved(mut err: AssetError) -> AssetError {
    if err.field.as_deref() == Some("noise") {
        err.message = "levels no longer have a hand of their own: every level pushes \
                       with the file's `hand` (move it to the top, beside `random`)"
            .to_string();
    }
    err
}

impl LevelConfig {
    /// Own commands looked ahead and model outcomes a push: how far the level's
    /// lookahead goes.
    pub fn lookahead(&self) -> (u32, u32) {
        (self.plies, self.outcome_samples)
    }

    fn validate(&self) -> Result<(), (String, String)> {
        within("temperature", self.temperature, 0.0, 100.0)?;
        if let Some(t) = self.within_temperature {
            within("within_temperature", t, 0.0, 100.0)?;
        }
        count("plies", self.plies, 1, 4)?;
        count("outcome_samples", self.outcome_samples, 1, 256)?;
        count("foresight.plans", self.foresight.plans, 1, 64)?;
        count("foresight.samples", self.foresight.samples, 0, 64)?;
        match &self.search {
            Some(search) => search.validate(),
            None => Ok(()),
        }
    }
}

impl SearchConfig {
    fn validate(&self) -> Result<(), (String, String)> {
        count("search.iterations", self.iterations, 1, 100_000)?;
        count("search.candidates", self.candidates, 1, 64)?;
        count("search.horizon_turns", self.horizon_turns, 0, 4)?;
        within("search.exploration", self.exploration, 0.0, 100.0)?;
        within(
            "search.rollout_temperature",
            self.rollout_temperature,
            0.0,
            100.0,
        )?;
        within("search.gift_share", self.gift_share, 0.0, 2.0)
    }
}

fn within(field: &str, value: f32, lo: f32, hi: f32) -> Result<(), (String, String)> {
    if value.is_finite() && (lo..=hi).contains(&value) {
        Ok(())
    } else {
        Err((
            field.to_string(),
            format!("{value} is out of range [{lo}, {hi}]"),
        ))
    }
}

fn count(field: &str, value: u32, lo: u32, hi: u32) -> Result<(), (String, String)> {
    if (lo..=hi).contains(&value) {
        Ok(())
    } else {
        Err((
            field.to_string(),
            format!("{value} is out of range [{lo}, {hi}]"),
        ))
    }
}

/// A standard normal draw (Box–Muller), from the bot's own source so that a
/// seed replays it.
fn gaussian<R: Rng + ?Sized>(rng: &mut R) -> f32 {
    let u: f64 = rng.random_range(f64::EPSILON..1.0);
    let v: f64 = rng.random();
    ((-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()) as f32
}

impl ExecutionNoise {
    /// The first field of `hand` out of range, with why; a hand that is exact
    /// is refused.
    fn validate(&self) -> Result<(), (String, String)> {
        within("hand.lateral", self.lateral, 0.0, 0.05)?;
        within("hand.stone_angle_deg", self.stone_angle_deg, 0.0, 45.0)?;
        within("hand.pusher_angle_deg", self.pusher_angle_deg, 0.0, 45.0)?;
        within("hand.speed_share", self.speed_share, 0.0, 0.5)?;
        if *self == ExecutionNoise::default() {
            return Err((
                "hand".to_string(),
                "no bot pushes exactly: give the hand some noise".to_string(),
            ));
        }
        Ok(())
    }

    /// This hand with every deviation times `factor`.
    pub fn scaled(&self, factor: f32) -> ExecutionNoise {
        ExecutionNoise {
            lateral: self.lateral * factor,
            stone_angle_deg: self.stone_angle_deg * factor,
            pusher_angle_deg: self.pusher_angle_deg * factor,
            speed_share: self.speed_share * factor,
        }
    }

    /// A hand that only misplaces the stone across the entrance, by `lateral` (m, a
    /// standard deviation): a person putting a stone in by eye (`quarry-lab --scatter`).
    pub fn across(lateral: f32) -> ExecutionNoise {
        ExecutionNoise {
            lateral,
            stone_angle_deg: 0.0,
            pusher_angle_deg: 0.0,
            speed_share: 0.0,
        }
    }

    /// The plan as the hand actually carries it out: each number off by the noise,
    /// then held to what the quarry allows (across the entrance, the pusher's
    /// turn limit, up to its top speed).
    pub fn perturb<R: Rng + ?Sized>(
        &self,
        plan: &PushPlan,
        quarry: &QuarryConfig,
        rng: &mut R,
    ) -> PushPlan {
        let half = 0.5 * quarry.ramp.entrance_width;
        let max_turn = quarry.pusher.max_angle_deg.to_radians();
        let lateral = plan.lateral + self.lateral * gaussian(rng);
        let stone = plan.stone_angle + self.stone_angle_deg.to_radians() * gaussian(rng);
        let pusher = plan.pusher_angle + self.pusher_angle_deg.to_radians() * gaussian(rng);
        let speed = plan.speed * (1.0 + self.speed_share * gaussian(rng));
        PushPlan {
            lateral: lateral.clamp(-half, half),
            stone_angle: stone,
            pusher_angle: pusher.clamp(-max_turn, max_turn),
            speed: speed.clamp(quarry.pusher.min_plan_speed, quarry.pusher.max_speed),
            ..*plan
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    #[test]
    fn the_shipped_file_loads_and_its_hand_is_never_exact() {
        let config = BotsConfig::load_default().expect("assets/bots.ron");
        let quarry = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
        let plan = PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed: 0.6,
            accel_time: 0.05,
            distance: 0.1,
        };
        let mut rng = Pcg64::seed_from_u64(1);
        let moved = (0..20)
            .filter(|_| config.hand.perturb(&plan, &quarry, &mut rng) != plan)
            .count();
        assert_eq!(moved, 20, "every push is a little off");
    }

    #[test]
    fn noise_keeps_the_plan_within_the_rules() {
        let quarry = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
        let wild = ExecutionNoise {
            lateral: 0.05,
            stone_angle_deg: 45.0,
            pusher_angle_deg: 45.0,
            speed_share: 0.5,
        };
        let plan = PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed: quarry.pusher.max_speed,
            accel_time: 0.0,
            distance: 0.1,
        };
        let mut rng = Pcg64::seed_from_u64(2);
        let half = 0.5 * quarry.ramp.entrance_width;
        for _ in 0..1000 {
            let p = wild.perturb(&plan, &quarry, &mut rng);
            assert!(p.lateral.abs() <= half);
            assert!(p.pusher_angle.abs() <= quarry.pusher.max_angle_deg.to_radians() + 1e-6);
            assert!(p.speed > 0.0 && p.speed <= quarry.pusher.max_speed);
        }
    }

    #[test]
    fn a_bad_value_names_file_line_and_field() {
        let path = crate::assets::asset_path("bots.ron");
        let text = std::fs::read_to_string(&path).expect("bots.ron");
        let bad = text.replacen("temperature: 0.2,", "temperature: -1.0,", 1);
        assert_ne!(bad, text, "the shipped Normal temperature is 0.2");
        let dir = std::env::temp_dir().join(format!("bots-ron-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("bots.ron");
        std::fs::write(&file, bad).expect("write");
        let err = BotsConfig::load(&file).expect_err("refused");
        assert_eq!(err.field.as_deref(), Some("normal.temperature"), "{err}");
        assert!(err.line > 1, "{err}");
        let bad = text.replacen(
            "within_temperature: Some(0.0)",
            "within_temperature: Some(-2.0)",
            1,
        );
        assert_ne!(bad, text, "Easy's within_temperature is 0");
        std::fs::write(&file, bad).expect("write");
        let err = BotsConfig::load(&file).expect_err("refused");
        assert_eq!(
            err.field.as_deref(),
            Some("easy.within_temperature"),
            "{err}"
        );
    }

    /// The hand is one for all levels: an exact one is refused by name, and a
    /// level that brings its own (as files before the one hand did) is refused
    /// at its line rather than quietly ignored.
    #[test]
    fn one_hand_for_every_level_and_an_exact_or_a_levels_own_hand_is_refused() {
        let path = crate::assets::asset_path("bots.ron");
        let text = std::fs::read_to_string(&path).expect("bots.ron");
        let start = text.find("hand: (").expect("the shipped file has a hand");
        let end = start + text[start..].find(')').expect("the hand closes");
        let exact =
            "hand: (lateral: 0.0, stone_angle_deg: 0.0, pusher_angle_deg: 0.0, speed_share: 0.0";
        let bad = format!("{}{}{}", &text[..start], exact, &text[end..]);
        let err = BotsConfig::from_text(&bad, "bots.ron").expect_err("an exact hand");
        assert_eq!(err.field.as_deref(), Some("hand"), "{err}");
        assert!(err.line > 1, "{err}");
        let wide = format!(
            "{}hand: (lateral: 0.2, stone_angle_deg: 1.0, pusher_angle_deg: 1.0, speed_share: 0.1{}",
            &text[..start],
            &text[end..]
        );
        let err = BotsConfig::from_text(&wide, "bots.ron").expect_err("20 cm off");
        assert_eq!(err.field.as_deref(), Some("hand.lateral"), "{err}");
        let own = text.replacen(
            "easy: (",
            "easy: (\n        noise: (lateral: 0.001, stone_angle_deg: 1.0, pusher_angle_deg: 1.0, speed_share: 0.1),",
            1,
        );
        assert_ne!(own, text, "the file has an easy level");
        let err = BotsConfig::from_text(&own, "bots.ron").expect_err("a level's own hand");
        assert_eq!(err.field.as_deref(), Some("noise"), "{err}");
        assert!(err.message.contains("`hand`"), "{err}");
        assert!(err.line > 1, "{err}");
    }
}

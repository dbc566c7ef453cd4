//! A race that stands still. A game that goes nowhere is a game nobody wins or
//! finishes: once no tile has been built and no piece moved for a few rounds
//! ([`Game::standstill`]), each further round costs every seat a share of what
//! it has at stake — the win it stands to take (`win` times its chance, from
//! its margin) and what an unfinished game costs anyone.
//!
//! This is what ends a standoff at a city gate. With two players the first to
//! arrive takes 6 VP and the second 1, so whoever builds the last space before
//! the city hands the other the 6, and both would wait for ever: two Hard bots
//! took income for 2,400 rounds at A8 with a large tile on each cart, and a
//! clock-driven pull towards building (a bonus per built space after 300 turns)
//! was what ended such games before. Here the seat ahead has the most to lose
//! and gives way first, as a player ahead at a real table does; one behind
//! waits longer, but not for ever. Hard's search charges the share for each
//! turn of a line that stands still too (`search.rs`), or giving way on the
//! last turn it looks at is as good as giving way now. It is a preference, not
//! a prediction, so `tune-eval` does not fit it (`evaluation.standstill` in
//! `assets/bots.ron`).

use crate::rules::Game;
use serde::{Deserialize, Serialize};

/// How a race standing still is judged (`evaluation.standstill`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standstill {
    /// Rounds without a tile built or a piece moved that cost nothing (0..50).
    pub grace_rounds: f64,
    /// The share of what is at stake each further round costs (0..2).
    pub per_round: f64,
    /// The share it costs at most (0..4; see [`Standstill::validate`]).
    pub most: f64,
    /// What a game nobody finishes costs every seat besides its chance of the
    /// win, in VP (0..40).
    pub unfinished: f64,
    /// How a margin becomes a chance of winning: the margin (VP) at which the
    /// chance is about 73 % (0.5..50).
    pub win_spread: f64,
}

impl Standstill {
    /// What the race standing still costs a seat `margin` VP ahead of the
    /// others, where the worth of the win is `win` VP.
    pub fn cost(&self, win: f64, game: &Game, margin: f64) -> f64 {
        self.share(game) * self.stake(win, margin)
    }

    /// The share of its stake the race standing still costs a seat now: nothing
    /// within the grace, then `per_round` more each round, `most` at most.
    pub fn share(&self, game: &Game) -> f64 {
        let rounds = f64::from(game.standstill()) / game.players().len().max(1) as f64;
        (self.per_round * (rounds - self.grace_rounds)).clamp(0.0, self.most)
    }

    /// What a seat `margin` VP ahead has at stake in a race standing still:
    /// its chance of the win, and what an unfinished game costs anyone (VP).
    pub fn stake(&self, win: f64, margin: f64) -> f64 {
        win * self.win_chance(margin) + self.unfinished
    }

    /// The chance of winning with `margin` VP over the others (logistic).
    pub fn win_chance(&self, margin: f64) -> f64 {
        1.0 / (1.0 + (-margin / self.win_spread).exp())
    }

    /// The first value out of range, with why. `most` is bounded with `win`: a
    /// logistic's steepest slope is a quarter over its spread, and where the
    /// cost grows faster than the margin a bot would throw VP away to lose
    /// less of the win.
    pub fn validate(&self, win: f64) -> Result<(), (String, String)> {
        let ranges = [
            ("grace_rounds", self.grace_rounds, 0.0, 50.0),
            ("per_round", self.per_round, 0.0, 2.0),
            ("most", self.most, 0.0, 4.0),
            ("unfinished", self.unfinished, 0.0, 40.0),
            ("win_spread", self.win_spread, 0.5, 50.0),
        ];
        for (name, value, lo, hi) in ranges {
            if !value.is_finite() || !(lo..=hi).contains(&value) {
                return Err((
                    format!("evaluation.standstill.{name}"),
                    format!("{value} is out of range [{lo}, {hi}]"),
                ));
            }
        }
        let steepest = self.most * win / (4.0 * self.win_spread);
        if steepest >= 0.9 {
            return Err((
                "evaluation.standstill.most".into(),
                format!(
                    "most x win / (4 x win_spread) is {steepest:.2}; it must stay below 0.9, \
                     else a better position would count as worse in a long standstill"
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, w};
    use crate::rules::GameBuilder;

    #[test]
    fn standing_still_costs_nothing_at_first_then_more_each_round_up_to_a_limit() {
        let s = w().standstill;
        let g = game();
        let players = g.players().len() as u32;
        let cost = |rounds: f64| {
            let still = GameBuilder::from_game(g.clone())
                .standstill((rounds * f64::from(players)) as u32)
                .build()
                .expect("consistent");
            s.cost(w().win, &still, 0.0)
        };
        assert_eq!(cost(s.grace_rounds), 0.0, "within the grace");
        let one = cost(s.grace_rounds + 1.0);
        let two = cost(s.grace_rounds + 2.0);
        assert!(one > 0.0 && two > one, "{one} then {two}");
        let far = cost(1_000.0);
        assert_eq!(far, cost(100.0), "it stops growing");
        assert!(far < 1e3, "{far}");
    }

    #[test]
    fn the_seat_ahead_has_more_to_lose_but_a_better_position_is_still_worth_more() {
        let s = w().standstill;
        let g = GameBuilder::from_game(game())
            .standstill(10_000) // as long as it gets
            .build()
            .expect("consistent");
        let value = |margin: f64| margin - s.cost(w().win, &g, margin);
        assert!(s.cost(w().win, &g, 10.0) > s.cost(w().win, &g, -10.0));
        let mut last = f64::MIN;
        for tenth in -400..=400 {
            let v = value(f64::from(tenth) / 10.0);
            assert!(v > last, "worse at {} VP", f64::from(tenth) / 10.0);
            last = v;
        }
    }

    #[test]
    fn a_cost_steeper_than_the_margin_is_refused_with_its_field() {
        let mut s = w().standstill;
        assert_eq!(s.validate(w().win), Ok(()));
        s.most = 4.0;
        let (field, message) = s.validate(w().win).expect_err("too steep");
        assert_eq!(field, "evaluation.standstill.most");
        assert!(message.contains("below 0.9"), "{message}");
        s.most = 1.0;
        s.per_round = -1.0;
        let (field, _) = s.validate(w().win).expect_err("negative");
        assert_eq!(field, "evaluation.standstill.per_round");
    }
}

//! The evaluation's weights (`evaluation` in `assets/bots.ron`): what each thing
//! a player holds is worth in victory points while the game goes on. Every level
//! judges positions with the same weights (levels differ in how far they look
//! and how steady their hand is, never in what they think a thing is worth).
//!
//! The weights are fitted to finished games, not set by hand: `via-appia
//! tune-eval` plays self-play games, records the positions, and moves each
//! weight (inside the range given here) to where the evaluation best predicts
//! the final margin of every position (Texel's tuning method); see
//! `src/cli/tune_eval.rs`.

use super::evaluate::Standstill;
use serde::{Deserialize, Serialize};

/// Declares the weights once: the struct, its names in `bots.ron`, the range
/// each may take (checked on load, and the tuner stays inside it), and indexed
/// access for the tuner.
macro_rules! weights {
    ($($(#[doc = $doc:literal])* $name:ident: $lo:literal..=$hi:literal,)*) => {
        /// The evaluation's weights (VP unless a doc says otherwise).
        #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct Weights {
            $($(#[doc = $doc])* pub $name: f64,)*
            /// How a race standing still is judged: a preference, not fitted.
            pub standstill: Standstill,
        }

        impl Weights {
            /// Each weight's field name and the range it may take.
            pub const FIELDS: &'static [(&'static str, f64, f64)] = &[$((stringify!($name), $lo, $hi),)*];

            /// The `i`-th weight, in the order of [`Weights::FIELDS`].
            pub fn get(&self, i: usize) -> f64 {
                let all = [$(self.$name,)*];
                all[i]
            }

            /// Sets the `i`-th weight, in the order of [`Weights::FIELDS`].
            pub fn set(&mut self, i: usize, value: f64) {
                let all = [$(&mut self.$name,)*];
                *all[i] = value;
            }
        }
    };
}

weights! {
    /// Extra worth of winning over merely scoring more.
    win: 0.0..=40.0,
    /// A stone in hand, by size, in a quarry holding its opening 24: the tiles
    /// it may push off, less the actions it takes to push and build them.
    stone_small: 0.0..=2.0,
    stone_mid: 0.0..=3.0,
    stone_large: 0.0..=5.0,
    /// How much less each further stone in hand is worth (at most three are
    /// pushed a turn): the k-th counts 1 / (1 + decay · k).
    stone_decay: 0.0..=3.0,
    /// A sesterce towards the next trip (a trip of three steps costs six).
    sesterce: 0.0..=1.5,
    /// A sesterce towards the fares after the next trip; one beyond every fare
    /// ahead is worth nothing but its share of the money bonus.
    sesterce_later: 0.0..=1.0,
    /// How blurred the money bonus (2 VP for most sesterces) is in the last
    /// round, in sesterces.
    bonus_spread: 0.3..=10.0,
    /// The push +1 token.
    push_token: 0.0..=3.0,
    /// A tile on the cart, as a share of its VP plus `tile_extra`: with an
    /// empty space of its size open to the player now, open after one more tile
    /// in a segment he may build in, further along the road (the road will
    /// reach it), or none left on the board (it takes a cart space for nothing:
    /// never worth more than nothing).
    cart_open: 0.0..=1.5,
    cart_segment: -0.5..=1.5,
    cart_later: -1.0..=1.5,
    cart_clogged: -2.0..=0.0,
    /// What a tile brings besides its VP (its bonus token), for the cart shares.
    tile_extra: 0.0..=3.0,
    /// Room on the cart for a large tile (times one plus the large spaces ahead,
    /// up to three), and where the road waits for a large tile.
    room_large: 0.0..=2.0,
    room_large_needed: 0.0..=6.0,
    /// Room on the cart for each mid tile.
    room_mid: 0.0..=1.5,
    /// A cart that can neither build on nor load for any space open now.
    stuck: 0.0..=10.0,
    /// Each stone short of 14 in the quarry, and each large stone short of two,
    /// to the bot's own seat.
    dry: 0.0..=1.0,
    dry_large: 0.0..=2.0,
    /// Each row a piece stands further along the road.
    row: 0.0..=1.0,
    /// How the next city's VP token fades with the steps and the fare to it:
    /// it counts 1 / (1 + per_step · steps + per_fare · fare).
    reach_per_step: 0.0..=2.0,
    reach_per_fare: 0.0..=2.0,
    /// Reaching the next city opens its segment for building (times the reach).
    access: 0.0..=4.0,
    /// How sharp a segment's majority is: blurred by this many bonus tokens, and
    /// more by the square root of its empty spaces.
    majority_spread: 0.05..=3.0,
    majority_spread_per_space: 0.0..=2.0,
    /// The share of a majority's expected points a player with no tile in the
    /// segment yet counts on.
    majority_unstarted: 0.0..=1.0,
}

impl Weights {
    /// The first weight outside its range, with why (for the file's error).
    pub fn validate(&self) -> Result<(), (String, String)> {
        for (i, &(name, lo, hi)) in Weights::FIELDS.iter().enumerate() {
            let value = self.get(i);
            if !value.is_finite() || !(lo..=hi).contains(&value) {
                return Err((
                    format!("evaluation.{name}"),
                    format!("{value} is out of range [{lo}, {hi}]"),
                ));
            }
        }
        self.standstill.validate(self.win)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_access_reaches_every_named_field() {
        let config = crate::bots::BotsConfig::load_default().expect("bots.ron");
        let mut w = config.evaluation;
        for i in 0..Weights::FIELDS.len() {
            w.set(i, 0.123 + i as f64);
        }
        let text = ron::to_string(&w).expect("weights serialize");
        for (i, (name, _, _)) in Weights::FIELDS.iter().enumerate() {
            assert!(
                text.contains(&format!("{name}:{}", 0.123 + i as f64)),
                "{name} in {text}"
            );
        }
    }

    #[test]
    fn a_weight_out_of_range_is_named() {
        let config = crate::bots::BotsConfig::load_default().expect("bots.ron");
        let mut w = config.evaluation;
        assert_eq!(w.validate(), Ok(()));
        w.stuck = -1.0;
        let (field, message) = w.validate().expect_err("negative stuck");
        assert_eq!(field, "evaluation.stuck");
        assert!(message.contains("[0, 10]"), "{message}");
    }
}

//! Setting up a game: stones, tiles, tokens, cards, seats and the start player.

use super::board::Node;
use super::cart::Cart;
use super::components::{City, Segment};
use super::data::{GameData, RuleOptions, ValidationError};
use super::state::{Game, IncomeRow, Phase, Player};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What a new game needs besides the data: who plays, the rule options, the seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub seed: u64,
    /// Player names in table order (clockwise), 2 to 4.
    pub players: Vec<String>,
    #[serde(default)]
    pub options: RuleOptions,
}

/// Longest player name (characters): it has to fit the panels.
pub const MAX_NAME: usize = 40;

/// A name the panels can show: 1 to `MAX_NAME` printable characters.
pub fn is_good_name(name: &str) -> bool {
    let chars = name.trim().chars().count();
    (1..=MAX_NAME).contains(&chars) && !name.chars().any(char::is_control)
}

impl Setup {
    /// Checks the players and the rule options; errors name the field.
    pub fn validate(&self) -> Result<(), ValidationError> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(ValidationError::new(
                "players",
                "players",
                format!("Via Appia is for 2 to 4 players, not {n}"),
            ));
        }
        for (i, name) in self.players.iter().enumerate() {
            if !is_good_name(name) {
                return Err(ValidationError::new(
                    "players",
                    format!("players[{i}]"),
                    format!("a name has 1 to {MAX_NAME} printable characters"),
                ));
            }
        }
        self.options
            .validate()
            .map_err(|e| ValidationError::new(e.anchor, format!("options.{}", e.field), e.message))
    }
}

impl Game {
    /// A game set up as the rulebook says, with every random choice from `seed`.
    pub fn new(data: Arc<GameData>, setup: &Setup) -> Result<Game, String> {
        setup.validate().map_err(|e| e.to_string())?;
        let n = setup.players.len();
        let mut rng = Pcg64::seed_from_u64(setup.seed);
        let c = &data.components;
        let start_player = rng.random_range(0..n);
        let mut stone_storage = subtract(c.stones, c.quarry_opening);
        let players: Vec<Player> = (0..n)
            .map(|i| {
                let seat = (i + n - start_player) % n;
                let start = &c.seats[seat];
                stone_storage = subtract(stone_storage, start.stones);
                Player {
                    name: setup.players[i].clone(),
                    seat,
                    stones: start.stones,
                    sesterces: start.sesterces,
                    cart: Cart::empty(&c.cart),
                    position: Node::City(City::Rome),
                    furthest_city: City::Rome,
                    push_token: false,
                    bonus_tokens: [0; 3],
                    vp_tokens: Vec::new(),
                    score: 0,
                    turns: 0,
                }
            })
            .collect();
        let mut deck: Vec<usize> = (0..c.income_cards.len()).collect();
        deck.shuffle(&mut rng);
        let face_up = deck.split_off(deck.len().saturating_sub(c.face_up_cards));
        let stack = if n == 2 {
            &c.vp_stacks.two_players
        } else {
            &c.vp_stacks.more_players
        };
        let mut top_last = stack.clone();
        top_last.reverse();
        let vp_stacks = [Vec::new(), top_last.clone(), top_last.clone(), top_last];
        Ok(Game {
            options: setup.options,
            players,
            stone_storage,
            tile_storage: c.tiles,
            quarry: c.quarry_opening,
            income: IncomeRow {
                dealt: face_up.clone(),
                face_up,
                pile: deck,
                flipped: Vec::new(),
            },
            road: vec![None; data.board.spaces().len()],
            bonus_supply: Segment::ALL.map(|s| c.bonus_tokens.get(s)),
            vp_stacks,
            city_markers: [0; 4],
            marker_supply: c.city_markers,
            arrivals: [n as u32, 0, 0, 0],
            push_token_supply: c.push_tokens,
            start_player,
            current: start_player,
            round: 1,
            phase: Phase::ChooseAction,
            end_triggered: false,
            standstill: 0,
            final_scoring: None,
            rng,
            data,
        })
    }
}

/// `a - b` per size; the data was validated so that it never goes below zero.
fn subtract(
    a: super::components::SizeCounts,
    b: super::components::SizeCounts,
) -> super::components::SizeCounts {
    super::components::SizeCounts::new(
        a.small.saturating_sub(b.small),
        a.mid.saturating_sub(b.mid),
        a.large.saturating_sub(b.large),
    )
}

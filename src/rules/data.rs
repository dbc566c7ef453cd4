//! The game's numbers as data: component counts, set-up, income cards, the cart,
//! and the board. `assets/game.ron` and `assets/board.ron` hold the defaults.

use super::board::Board;
use super::components::{Segment, Size, SizeCounts};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A data file that parsed but breaks a rule of the game. `anchor` is text to find
/// in the file to locate the error; `field` names the offending field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    pub anchor: String,
    pub field: String,
    pub message: String,
}

impl ValidationError {
    pub fn new(
        anchor: impl Into<String>,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        ValidationError {
            anchor: anchor.into(),
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field `{}`: {}", self.field, self.message)
    }
}

/// Rule variants a game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    /// Stones the quarry action needs: 1 (original: "up to 2") or 2 (the variant
    /// in the reference manual).
    pub quarry_min_stones: u8,
    /// A player who cannot build any tile from his cart may, as his whole turn,
    /// return tiles of his choice to the storage (RULES.md, decided; absent in
    /// older files: on). Off plays the rulebook strictly.
    #[serde(default = "on")]
    pub unload_stuck_cart: bool,
}

fn on() -> bool {
    true
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            quarry_min_stones: 1,
            unload_stuck_cart: true,
        }
    }
}

impl RuleOptions {
    pub fn validate(&self) -> Result<(), ValidationError> {
        if !(1..=2).contains(&self.quarry_min_stones) {
            return Err(ValidationError::new(
                "quarry_min_stones",
                "quarry_min_stones",
                "must be 1 or 2",
            ));
        }
        Ok(())
    }
}

/// Bonus tokens per segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerSegment {
    pub a: u32,
    pub b: u32,
    pub c: u32,
}

impl PerSegment {
    pub fn get(&self, segment: Segment) -> u32 {
        [self.a, self.b, self.c][segment.index()]
    }
}

/// VP token stacks by number of players, top of the stack first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VpStacks {
    pub two_players: Vec<u32>,
    pub more_players: Vec<u32>,
}

/// What a seat starts with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatStart {
    pub stones: SizeCounts,
    pub sesterces: u32,
}

/// An income card: take its sesterces or its stones (or both, late in the row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncomeCard {
    pub sesterces: u32,
    pub stones: SizeCounts,
}

/// `game.ron` as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Components {
    pub stones: SizeCounts,
    pub tiles: SizeCounts,
    pub bonus_tokens: PerSegment,
    pub vp_stacks: VpStacks,
    pub city_markers: u32,
    pub push_tokens: u32,
    pub quarry_opening: SizeCounts,
    pub face_up_cards: usize,
    pub both_halves_at: usize,
    pub seats: Vec<SeatStart>,
    pub income_cards: Vec<IncomeCard>,
    /// Per loading space of the cart, the loads it may hold exactly.
    pub cart: Vec<Vec<SizeCounts>>,
}

impl Components {
    pub fn validate(&self) -> Result<(), ValidationError> {
        self.validate_bounds()?;
        let seat_stones = self
            .seats
            .iter()
            .fold(SizeCounts::ZERO, |acc, s| acc.add(&s.stones));
        if !self.stones.covers(&self.quarry_opening.add(&seat_stones)) {
            return Err(ValidationError::new("quarry_opening", "quarry_opening", "the quarry opening and the starting stones of four seats need more stones than `stones` has"));
        }
        if self.seats.len() != 4 {
            return Err(ValidationError::new(
                "seats",
                "seats",
                "list exactly four seats (2 to 4 players)",
            ));
        }
        let twice = self.face_up_cards.saturating_mul(2);
        if self.income_cards.len() < twice || self.face_up_cards == 0 {
            return Err(ValidationError::new(
                "face_up_cards",
                "face_up_cards",
                "need at least one face-up card and twice as many cards as face-up cards",
            ));
        }
        if self.both_halves_at >= self.face_up_cards {
            return Err(ValidationError::new(
                "both_halves_at",
                "both_halves_at",
                "must be smaller than face_up_cards",
            ));
        }
        if let Some(i) = self
            .income_cards
            .iter()
            .position(|c| c.sesterces == 0 && c.stones.total() == 0)
        {
            return Err(ValidationError::new(
                "income_cards",
                format!("income_cards[{i}]"),
                "a card must give something",
            ));
        }
        if self.vp_stacks.two_players.is_empty() || self.vp_stacks.more_players.is_empty() {
            return Err(ValidationError::new(
                "vp_stacks",
                "vp_stacks",
                "stacks may not be empty",
            ));
        }
        if self.city_markers < 9 {
            return Err(ValidationError::new(
                "city_markers",
                "city_markers",
                "need 9 city markers: up to 3 per city",
            ));
        }
        if self.push_tokens < 4 {
            return Err(ValidationError::new(
                "push_tokens",
                "push_tokens",
                "need one push +1 token per player (4)",
            ));
        }
        self.validate_cart()
    }

    /// Every count within what a table could hold, so that no sum or score made
    /// from them can overflow (a VP token of 4294967295 made scores wrap).
    fn validate_bounds(&self) -> Result<(), ValidationError> {
        let counts = [
            ("stones", self.stones),
            ("tiles", self.tiles),
            ("quarry_opening", self.quarry_opening),
        ];
        for (field, c) in counts {
            at_most(field, field, c.total(), MAX_PIECES)?;
        }
        for (field, n) in [
            ("bonus_tokens", self.bonus_tokens.a),
            ("bonus_tokens", self.bonus_tokens.b),
            ("bonus_tokens", self.bonus_tokens.c),
            ("city_markers", self.city_markers),
            ("push_tokens", self.push_tokens),
        ] {
            at_most(field, field, n, MAX_PIECES)?;
        }
        for (name, stack) in [
            ("two_players", &self.vp_stacks.two_players),
            ("more_players", &self.vp_stacks.more_players),
        ] {
            let field = format!("vp_stacks.{name}");
            at_most(name, &field, len_u32(stack.len()), MAX_PIECES)?;
            for (i, &vp) in stack.iter().enumerate() {
                at_most(name, &format!("{field}[{i}]"), vp, MAX_VP)?;
            }
        }
        for (i, seat) in self.seats.iter().enumerate() {
            at_most(
                "seats",
                &format!("seats[{i}].stones"),
                seat.stones.total(),
                MAX_PIECES,
            )?;
            at_most(
                "seats",
                &format!("seats[{i}].sesterces"),
                seat.sesterces,
                MAX_SESTERCES,
            )?;
        }
        at_most(
            "income_cards",
            "income_cards",
            len_u32(self.income_cards.len()),
            MAX_PIECES,
        )?;
        for (i, card) in self.income_cards.iter().enumerate() {
            let field = format!("income_cards[{i}]");
            at_most(
                "income_cards",
                &format!("{field}.sesterces"),
                card.sesterces,
                MAX_SESTERCES,
            )?;
            at_most(
                "income_cards",
                &format!("{field}.stones"),
                card.stones.total(),
                MAX_PIECES,
            )?;
        }
        at_most("cart", "cart", len_u32(self.cart.len()), MAX_CART)?;
        for (i, loads) in self.cart.iter().enumerate() {
            at_most(
                "cart",
                &format!("cart[{i}]"),
                len_u32(loads.len()),
                MAX_CART,
            )?;
            for (j, load) in loads.iter().enumerate() {
                at_most("cart", &format!("cart[{i}][{j}]"), load.total(), MAX_CART)?;
            }
        }
        Ok(())
    }

    fn validate_cart(&self) -> Result<(), ValidationError> {
        if self.cart.is_empty() {
            return Err(ValidationError::new(
                "cart",
                "cart",
                "the cart needs at least one loading space",
            ));
        }
        for (i, loads) in self.cart.iter().enumerate() {
            if loads.is_empty() || loads.iter().any(|l| l.total() == 0) {
                return Err(ValidationError::new(
                    "cart",
                    format!("cart[{i}]"),
                    "each loading space lists non-empty loads",
                ));
            }
        }
        Ok(())
    }
}

/// Most pieces of one kind (stones, tiles, tokens, cards) a data file may ask for.
pub const MAX_PIECES: u32 = 1_000;
/// Most VP one token may be worth.
pub const MAX_VP: u32 = 100;
/// Most sesterces a seat may start with or a card may give.
pub const MAX_SESTERCES: u32 = 1_000;
/// Most loading spaces of a cart, loads per space, and pieces per load.
pub const MAX_CART: u32 = 16;

/// A length as a count to check (saturating: a longer list is too long anyway).
fn len_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `Err` naming `field` (found in the file at `anchor`) when `n` exceeds `max`.
fn at_most(anchor: &str, field: &str, n: u32, max: u32) -> Result<(), ValidationError> {
    if n > max {
        return Err(ValidationError::new(
            anchor,
            field,
            format!("{n} is more than the {max} this field allows"),
        ));
    }
    Ok(())
}

/// Everything fixed for a game: the board and the components.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameData {
    pub board: Board,
    pub components: Components,
}

impl GameData {
    /// Joins a board and components that were each valid on their own, checking
    /// what concerns both. Errors name the field of the board file.
    pub fn new(board: Board, components: Components) -> Result<GameData, ValidationError> {
        components.validate()?;
        let need = board.size_counts();
        for size in Size::ALL {
            if need.get(size) > components.tiles.get(size) {
                return Err(ValidationError::new(
                    format!("size: {size:?}"),
                    "spaces.size",
                    format!(
                        "the board has {} {} spaces but there are only {} {} tiles",
                        need.get(size),
                        size.name(),
                        components.tiles.get(size),
                        size.name()
                    ),
                ));
            }
        }
        for seg in Segment::ALL {
            let spaces = board.segment_spaces(seg).count() as u32;
            if spaces != components.bonus_tokens.get(seg) {
                return Err(ValidationError::new(
                    format!("segment: {seg:?}"),
                    "spaces",
                    format!(
                        "segment {seg:?} has {spaces} spaces but {} bonus tokens",
                        components.bonus_tokens.get(seg)
                    ),
                ));
            }
        }
        Ok(GameData { board, components })
    }
}

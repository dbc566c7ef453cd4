//! The shape of a state read from a file: before the conservation laws of
//! [`Game::check_invariants`] can be counted, every index must point at
//! something, every list must have its length and every number must be small
//! enough that no sum of them overflows. A save edited by hand (or broken on
//! disk) is refused here with the field named, instead of panicking later.

use super::board::Node;
use super::data::{GameData, MAX_PIECES, MAX_VP};
use super::setup::{is_good_name, MAX_NAME};
use super::state::{Game, Phase};

/// Most sesterces a player may hold: far beyond any game (a long bot game
/// reaches a few thousand), far below where sums could overflow.
pub const MAX_SESTERCES_HELD: u32 = 1_000_000;
/// Most rounds a saved game may have reached.
pub const MAX_ROUND: u32 = 1_000_000;
/// Most stones one quarry action may push (two, or three with the token).
const MAX_PUSHED: u8 = 3;

/// An error about one field of the state: `field` as a path, e.g.
/// `players[1].sesterces`.
fn bad(field: impl Into<String>, message: impl Into<String>) -> (String, String) {
    (field.into(), message.into())
}

fn at_most(field: impl Into<String>, n: u64, max: u64) -> Result<(), (String, String)> {
    if n > max {
        return Err(bad(field, format!("{n} is more than the {max} allowed")));
    }
    Ok(())
}

impl Game {
    /// Checks the structure of the state; the error is `(field, message)`.
    /// (Cheap enough for every command: the data it refers to is checked once,
    /// when a state is loaded, by [`Game::check_loaded`].)
    pub fn check_structure(&self) -> Result<(), (String, String)> {
        self.check_players()?;
        self.check_board_state()?;
        self.check_income_row()?;
        self.check_phase()
    }

    /// A state read from a file: the game data it carries valid, then its
    /// structure and every conservation law.
    pub fn check_loaded(&self) -> Result<(), (String, String)> {
        self.check_data()?;
        self.check_invariants_by_field()
    }

    /// The game data a save carries must itself be valid.
    fn check_data(&self) -> Result<(), (String, String)> {
        let d = &self.data;
        d.components
            .validate()
            .map_err(|e| bad(format!("data.components.{}", e.field), e.message))?;
        GameData::new(d.board.clone(), d.components.clone())
            .map(|_| ())
            .map_err(|e| bad(format!("data.board.{}", e.field), e.message))
    }

    fn check_players(&self) -> Result<(), (String, String)> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(bad("players", format!("2 to 4 players, not {n}")));
        }
        let mut seats = [false; 4];
        for (i, p) in self.players.iter().enumerate() {
            let f = |name: &str| format!("players[{i}].{name}");
            if !is_good_name(&p.name) {
                return Err(bad(
                    f("name"),
                    format!("1 to {MAX_NAME} printable characters"),
                ));
            }
            if p.seat >= n || std::mem::replace(&mut seats[p.seat], true) {
                return Err(bad(f("seat"), "each seat 0 .. players - 1 once"));
            }
            at_most(f("stones"), p.stones.total().into(), MAX_PIECES.into())?;
            at_most(
                f("sesterces"),
                p.sesterces.into(),
                MAX_SESTERCES_HELD.into(),
            )?;
            at_most(f("score"), p.score.into(), 100 * u64::from(MAX_PIECES))?;
            at_most(f("turns"), p.turns.into(), self.round.into())?;
            at_most(f("vp_tokens"), p.vp_tokens.len() as u64, 3)?;
            for (k, &vp) in p.vp_tokens.iter().enumerate() {
                at_most(
                    format!("players[{i}].vp_tokens[{k}]"),
                    vp.into(),
                    MAX_VP.into(),
                )?;
            }
            for (k, &b) in p.bonus_tokens.iter().enumerate() {
                at_most(
                    format!("players[{i}].bonus_tokens[{k}]"),
                    b.into(),
                    MAX_PIECES.into(),
                )?;
            }
            let slots = self.data.components.cart.len();
            if p.cart.slots.len() != slots {
                return Err(bad(
                    f("cart.slots"),
                    format!("the cart has {slots} loading spaces"),
                ));
            }
            if let Node::Space(id) = p.position {
                if self.data.board.index(id).is_none() {
                    return Err(bad(
                        f("position"),
                        format!("there is no space {id} on the board"),
                    ));
                }
            }
        }
        for (field, who) in [
            ("current", self.current),
            ("start_player", self.start_player),
        ] {
            if who >= n {
                return Err(bad(field, format!("player {who} of {n}")));
            }
        }
        if !(1..=MAX_ROUND).contains(&self.round) {
            return Err(bad("round", format!("1 to {MAX_ROUND}")));
        }
        Ok(())
    }

    fn check_board_state(&self) -> Result<(), (String, String)> {
        let n = self.players.len();
        let spaces = self.data.board.spaces().len();
        if self.road.len() != spaces {
            return Err(bad("road", format!("one entry per space: {spaces}")));
        }
        if let Some(i) = self.road.iter().position(|t| t.is_some_and(|p| p >= n)) {
            return Err(bad(
                format!("road[{i}]"),
                format!("a tile of player 0 .. {}", n - 1),
            ));
        }
        for (c, stack) in self.vp_stacks.iter().enumerate() {
            at_most(
                format!("vp_stacks[{c}]"),
                stack.len() as u64,
                MAX_PIECES.into(),
            )?;
            for (k, &vp) in stack.iter().enumerate() {
                at_most(format!("vp_stacks[{c}][{k}]"), vp.into(), MAX_VP.into())?;
            }
        }
        for c in 0..4 {
            at_most(format!("arrivals[{c}]"), self.arrivals[c].into(), n as u64)?;
            at_most(
                format!("city_markers[{c}]"),
                self.city_markers[c].into(),
                MAX_PIECES.into(),
            )?;
        }
        for (field, v) in [
            ("marker_supply", self.marker_supply),
            ("push_token_supply", self.push_token_supply),
            ("bonus_supply[0]", self.bonus_supply[0]),
            ("bonus_supply[1]", self.bonus_supply[1]),
            ("bonus_supply[2]", self.bonus_supply[2]),
            ("stone_storage", self.stone_storage.total()),
            ("tile_storage", self.tile_storage.total()),
            ("quarry", self.quarry.total()),
        ] {
            at_most(field, v.into(), MAX_PIECES.into())?;
        }
        Ok(())
    }

    /// The income cards: each card of the data exactly once, no more face up
    /// than the data lays out.
    fn check_income_row(&self) -> Result<(), (String, String)> {
        let cards = self.data.components.income_cards.len();
        let mut seen = vec![false; cards];
        let row = &self.income;
        for (name, list) in [
            ("face_up", &row.face_up),
            ("pile", &row.pile),
            ("flipped", &row.flipped),
        ] {
            for (k, &card) in list.iter().enumerate() {
                if card >= cards || std::mem::replace(&mut seen[card], true) {
                    return Err(bad(
                        format!("income.{name}[{k}]"),
                        format!("each card 0 .. {} once", cards.saturating_sub(1)),
                    ));
                }
            }
        }
        if row.face_up.len() > self.data.components.face_up_cards {
            return Err(bad("income.face_up", "more cards than lie face up"));
        }
        let lying = row.face_up.iter().all(|c| row.dealt.contains(c));
        let dealt_ok = row.dealt.len() <= self.data.components.face_up_cards && lying;
        if !row.dealt.is_empty() && !dealt_ok {
            return Err(bad(
                "income.dealt",
                "the row as dealt: every face-up card, no more than lie face up",
            ));
        }
        Ok(())
    }

    fn check_phase(&self) -> Result<(), (String, String)> {
        let n = self.players.len();
        if let Phase::Quarry(q) = &self.phase {
            at_most("phase.pushed", q.pushed.into(), MAX_PUSHED.into())?;
            at_most("phase.fell_front", q.fell_front.into(), MAX_PIECES.into())?;
            at_most("phase.rewards", q.rewards.len() as u64, MAX_PIECES.into())?;
        }
        let over = self.phase == Phase::GameOver;
        match (&self.final_scoring, over) {
            (None, false) => Ok(()),
            (Some(_), false) => Err(bad("final_scoring", "only when the game is over")),
            (None, true) => Err(bad("final_scoring", "a finished game needs its scoring")),
            (Some(f), true) => {
                let lists = [
                    &f.before,
                    &f.money,
                    &f.totals,
                    &f.segments[0],
                    &f.segments[1],
                    &f.segments[2],
                ];
                if lists.iter().any(|l| l.len() != n) || f.winners.iter().any(|&w| w >= n) {
                    return Err(bad("final_scoring", "one entry per player"));
                }
                for list in lists {
                    for &v in list.iter() {
                        at_most("final_scoring", v.into(), 100 * u64::from(MAX_PIECES))?;
                    }
                }
                Ok(())
            }
        }
    }
}

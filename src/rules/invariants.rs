//! What every correct state keeps: pieces are conserved and scores add up.
//! Tests call this after every command; a bug report can too.

use super::components::{Segment, Size, SizeCounts};
use super::state::{Game, Phase};

impl Game {
    /// Checks conservation of every component and the running scores; returns
    /// the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.check_invariants_by_field()
            .map_err(|(field, message)| format!("field `{field}`: {message}"))
    }

    /// [`Game::check_invariants`] with the fields each broken law is made of,
    /// for an error about a file: `(fields, message)`.
    pub fn check_invariants_by_field(&self) -> Result<(), (String, String)> {
        self.check_structure()?;
        fn fields(f: &'static str) -> impl Fn(String) -> (String, String) {
            move |m| (f.to_string(), m)
        }
        self.check_stones()
            .map_err(fields("stone_storage, quarry, players[..].stones"))?;
        self.check_tiles()
            .map_err(fields("tile_storage, players[..].cart, road"))?;
        self.check_tokens().map_err(fields(
            "bonus_supply, city_markers, push_token_supply, vp_stacks, income",
        ))?;
        self.check_scores().map_err(fields("players[..].score"))
    }

    fn check_stones(&self) -> Result<(), String> {
        let held = self
            .players
            .iter()
            .fold(SizeCounts::ZERO, |acc, p| acc.add(&p.stones));
        let all = self.stone_storage.add(&self.quarry).add(&held);
        expect_counts("stones", all, self.data.components.stones)
    }

    fn check_tiles(&self) -> Result<(), String> {
        let carts = self
            .players
            .iter()
            .fold(SizeCounts::ZERO, |acc, p| acc.add(&p.cart.tiles()));
        let all = self.tile_storage.add(&carts).add(&self.built_tiles());
        expect_counts("tiles", all, self.data.components.tiles)?;
        for (i, p) in self.players.iter().enumerate() {
            for (slot, load) in p.cart.slots.iter().enumerate() {
                let allowed = &self.data.components.cart[slot];
                if load.total() > 0 && !allowed.iter().any(|a| a.covers(load)) {
                    return Err(format!(
                        "player {i}'s cart space {slot} holds {load:?}, which it may not"
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_tokens(&self) -> Result<(), String> {
        let c = &self.data.components;
        for seg in Segment::ALL {
            let held: u32 = self
                .players
                .iter()
                .map(|p| p.bonus_tokens[seg.index()])
                .fold(0, u32::saturating_add);
            expect(
                "bonus tokens",
                self.bonus_supply[seg.index()].saturating_add(held),
                c.bonus_tokens.get(seg),
            )?;
            let built = self
                .data
                .board
                .segment_spaces(seg)
                .filter(|&i| self.road[i].is_some())
                .count() as u32;
            expect("bonus tokens held vs tiles built", held, built)?;
        }
        let placed: u32 = self
            .city_markers
            .iter()
            .fold(0, |a, &b| a.saturating_add(b));
        expect(
            "city markers",
            placed.saturating_add(self.marker_supply),
            c.city_markers,
        )?;
        let tokens = self.players.iter().filter(|p| p.push_token).count() as u32;
        expect(
            "push +1 tokens",
            tokens + self.push_token_supply,
            c.push_tokens,
        )?;
        let stack = if self.players.len() == 2 {
            &c.vp_stacks.two_players
        } else {
            &c.vp_stacks.more_players
        };
        let taken: usize = self.players.iter().map(|p| p.vp_tokens.len()).sum();
        let left: usize = self.vp_stacks.iter().map(Vec::len).sum();
        expect("VP tokens", (taken + left) as u32, 3 * stack.len() as u32)?;
        let cards = self.income.face_up.len() + self.income.pile.len() + self.income.flipped.len();
        expect("income cards", cards as u32, c.income_cards.len() as u32)
    }

    fn check_scores(&self) -> Result<(), String> {
        for (i, p) in self.players.iter().enumerate() {
            let tiles: u32 = (0..self.road.len())
                .filter(|&s| self.road[s] == Some(i))
                .map(|s| self.data.board.space(s).size.tile_vp())
                .sum();
            let mut expected = tiles + p.vp_tokens.iter().fold(0u32, |a, &b| a.saturating_add(b));
            if self.phase == Phase::GameOver {
                let f = self
                    .final_scoring
                    .as_ref()
                    .ok_or("game over without final scoring")?;
                expected +=
                    f.money[i] + f.segments.iter().map(|s| s[i]).fold(0, u32::saturating_add);
            }
            expect(&format!("player {i}'s score"), p.score, expected)?;
        }
        Ok(())
    }
}

fn expect(what: &str, got: u32, want: u32) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("{what}: {got} counted, {want} expected"))
    }
}

fn expect_counts(what: &str, got: SizeCounts, want: SizeCounts) -> Result<(), String> {
    for size in Size::ALL {
        expect(
            &format!("{} {what}", size.name()),
            got.get(size),
            want.get(size),
        )?;
    }
    Ok(())
}

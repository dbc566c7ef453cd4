//! Unloading a stuck cart (RULES.md, "Unloading a stuck cart", decided): a
//! player who cannot build any tile from his cart may, as his whole turn,
//! return tiles of his choice from his cart to the tile storage. Without it a
//! game can stall for good (a small tile in the one space that takes a large
//! one, while the road waits for a large tile). `RuleOptions::unload_stuck_cart`
//! turns it off for the strict rulebook.

use super::command::{Command, Illegal};
use super::components::{Size, SizeCounts};
use super::event::Event;
use super::state::Game;

impl Game {
    /// True when the player to act holds tiles and none of them can be built now.
    pub fn cart_is_stuck(&self) -> bool {
        if self.current_player().cart.is_empty() {
            return false;
        }
        let mut builds = Vec::new();
        self.build_candidates(&mut builds);
        builds.is_empty()
    }

    pub(crate) fn check_unload(&self, returned: &[SizeCounts]) -> Result<(), Illegal> {
        self.expect_choose_action()?;
        if !self.options.unload_stuck_cart {
            return Err(Illegal::UnloadNotAllowed);
        }
        if !self.cart_is_stuck() {
            return Err(Illegal::CartNotStuck);
        }
        let cart = &self.current_player().cart;
        if returned.len() != cart.slots.len() {
            return Err(Illegal::NothingToUnload);
        }
        if let Some(slot) = (0..returned.len()).find(|&s| !cart.slots[s].covers(&returned[s])) {
            return Err(Illegal::NotOnCart { slot });
        }
        if returned.iter().all(|r| r.total() == 0) {
            return Err(Illegal::NothingToUnload);
        }
        Ok(())
    }

    pub(crate) fn execute_unload(&mut self, returned: &[SizeCounts], out: &mut Vec<Event>) {
        self.emit(
            Event::CartUnloaded {
                player: self.current,
                returned: returned.to_vec(),
            },
            out,
        );
        self.finish_turn(out);
    }

    /// Every choice of tiles to return, when the rule allows one: each cart
    /// space's load, or any part of it, together with any part of the others'.
    /// Called by `legal_actions` only when no tile can be built, so that the
    /// common case does not look for builds twice; each candidate is checked.
    pub(crate) fn unload_candidates(&self, out: &mut Vec<Command>) {
        if !self.options.unload_stuck_cart || self.current_player().cart.is_empty() {
            return;
        }
        let mut choices: Vec<Vec<SizeCounts>> = vec![Vec::new()];
        for load in &self.current_player().cart.slots {
            let parts = parts_of(load);
            choices = choices
                .into_iter()
                .flat_map(|chosen| {
                    parts.iter().map(move |part| {
                        let mut next = chosen.clone();
                        next.push(*part);
                        next
                    })
                })
                .collect();
        }
        for returned in choices {
            self.push_if_legal(out, Command::UnloadCart { returned });
        }
    }
}

/// Every part of a load, the empty one and the whole included.
fn parts_of(load: &SizeCounts) -> Vec<SizeCounts> {
    let mut parts = Vec::new();
    for small in 0..=load.get(Size::Small) {
        for mid in 0..=load.get(Size::Mid) {
            for large in 0..=load.get(Size::Large) {
                parts.push(SizeCounts::new(small, mid, large));
            }
        }
    }
    parts
}

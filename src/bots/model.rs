//! The quarry outcome model: how many stones drop off the front edge, by the size
//! pushed and the pile it is pushed into, fitted offline from many physics pushes
//! (`via-appia quarry-model`, written to `assets/quarry_model.ron` for the blocks and
//! `assets/quarry_model_discs.ron` for the wooden discs, which slide and drop
//! differently).
//!
//! A search wants thousands of quarry outcomes a second; a physics push costs ~3 ms.
//! Inside a search the model stands in for the physics; at the root the real push
//! is chosen on the physics itself (`foresight.rs`).

pub mod fit;
pub mod gather;

use crate::assets::AssetError;
use crate::quarry::StoneShape;
use crate::rules::{Size, SizeCounts};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Piles are told apart by how many stones they hold, in bins of this many.
pub const PILE_BIN: u32 = 4;

/// The most stones the ramp holds after a push: every stone beyond spills off
/// the front edge. Played piles in the physics grow to 30-45 stones and no
/// further (`gather.rs`), so no table is fitted past them; answered from the
/// largest bin alone, a pile of all 64 stones dropped no more than one of 30,
/// the bots pushed every stone into it, and with none left to push or take as
/// income 3 bot games in 500 (Easy and Normal) stood still for ever.
pub const MOST_HELD: u32 = 48;

/// Drops off the front edge for one pushed size and one pile bin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DropTable {
    pub pushed: Size,
    /// Stones in the quarry before the push: the first of `PILE_BIN` counts.
    pub pile_from: u32,
    /// Pushes the table was fitted from.
    pub pushes: u32,
    /// `probabilities[k]`: share of pushes that dropped `k` stones off the front.
    pub probabilities: Vec<f32>,
    /// How much likelier a stone of each size (small, mid, large) is to be among
    /// those that drop than its share of the pile says (1 = as its share).
    pub size_weights: [f32; 3],
}

/// The whole model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryModel {
    /// How the model was made (command, config, pushes), for the reader.
    pub fitted_with: String,
    pub tables: Vec<DropTable>,
}

impl QuarryModel {
    /// Loads and checks a model file.
    pub fn load(path: &Path) -> Result<QuarryModel, AssetError> {
        let text = crate::assets::read_text(path)?;
        QuarryModel::from_text(&text, &path.display().to_string())
    }

    /// Parses and checks a model's text; `name` names it in errors.
    pub fn from_text(text: &str, name: &str) -> Result<QuarryModel, AssetError> {
        let model: QuarryModel = crate::assets::parse_ron(text, name)?;
        let (name, text) = (name.to_string(), text.to_string());
        model.validate().map_err(|(index, message)| {
            let mut error =
                AssetError::at_anchor(&name, &text, "tables", format!("tables[{index}]"), message);
            if let Some((line, column)) = table_position(&text, index) {
                (error.line, error.column) = (line, column);
            }
            error
        })?;
        Ok(model)
    }

    /// The blocks' `quarry_model.ron` from where the game finds its files.
    pub fn load_default() -> Result<QuarryModel, AssetError> {
        QuarryModel::load_for(StoneShape::Box)
    }

    /// The model of stones of `shape` from where the game finds its files.
    pub fn load_for(shape: StoneShape) -> Result<QuarryModel, AssetError> {
        let (text, name) = crate::assets::asset_text(QuarryModel::file_for(shape))?;
        QuarryModel::from_text(&text, &name)
    }

    /// The asset file of the model fitted on the quarry file of stones of `shape`.
    pub fn file_for(shape: StoneShape) -> &'static str {
        match shape {
            StoneShape::Box => "quarry_model.ron",
            StoneShape::Disc => "quarry_model_discs.ron",
        }
    }

    /// Every table a probability distribution, every size fitted.
    pub fn validate(&self) -> Result<(), (usize, String)> {
        for (i, t) in self.tables.iter().enumerate() {
            if t.probabilities.is_empty() || t.probabilities.len() > 25 {
                return Err((i, "probabilities: 1 to 25 entries".to_string()));
            }
            if t.probabilities.iter().any(|p| !p.is_finite() || *p < 0.0) {
                return Err((i, "probabilities must be finite and >= 0".to_string()));
            }
            let sum: f32 = t.probabilities.iter().sum();
            if (sum - 1.0).abs() > 1e-3 {
                return Err((i, format!("probabilities add up to {sum}, not 1")));
            }
            if t.size_weights.iter().any(|w| !w.is_finite() || *w <= 0.0) {
                return Err((i, "size_weights must be finite and > 0".to_string()));
            }
            if t.pile_from % PILE_BIN != 0 {
                return Err((i, format!("pile_from must be a multiple of {PILE_BIN}")));
            }
        }
        for size in Size::ALL {
            if !self.tables.iter().any(|t| t.pushed == size) {
                return Err((0, format!("no table for a pushed {} stone", size.name())));
            }
        }
        Ok(())
    }

    /// The table for a push of `pushed` into a quarry holding `pile` stones: its
    /// own bin, else the nearest fitted bin.
    pub fn table(&self, pushed: Size, pile: u32) -> &DropTable {
        let bin = pile / PILE_BIN * PILE_BIN;
        self.tables
            .iter()
            .filter(|t| t.pushed == pushed)
            .min_by_key(|t| t.pile_from.abs_diff(bin))
            .unwrap_or(&self.tables[0])
    }

    /// Mean stones off the front edge.
    pub fn mean_drops(&self, pushed: Size, pile: &SizeCounts) -> f32 {
        let fitted: f32 = (self.table(pushed, pile.total()).probabilities.iter())
            .enumerate()
            .map(|(k, p)| k as f32 * p)
            .sum();
        fitted + spill(pile) as f32
    }

    /// The chances of each outcome: `[k]`, of `k` stones off the front edge
    /// (what the fitted table drops, shifted by what a full ramp spills).
    pub fn outlook(&self, pushed: Size, pile: &SizeCounts) -> Vec<f32> {
        let mut chances = vec![0.0; spill(pile) as usize];
        chances.extend_from_slice(&self.table(pushed, pile.total()).probabilities);
        chances
    }

    /// One outcome: the stones off the front edge, by size. `pile` is the quarry
    /// before the push (the pushed stone not yet in it).
    pub fn sample<R: Rng + ?Sized>(
        &self,
        pushed: Size,
        pile: &SizeCounts,
        rng: &mut R,
    ) -> SizeCounts {
        let table = self.table(pushed, pile.total());
        let mut u: f32 = rng.random();
        let mut drops = table.probabilities.len() - 1;
        for (k, p) in table.probabilities.iter().enumerate() {
            if u < *p {
                drops = k;
                break;
            }
            u -= p;
        }
        let mut left = *pile;
        *left.get_mut(pushed) += 1;
        let mut front = SizeCounts::ZERO;
        for _ in 0..drops + spill(pile) as usize {
            let weight = |s: Size| left.get(s) as f32 * table.size_weights[s.index()];
            let total: f32 = Size::ALL.iter().map(|&s| weight(s)).sum();
            if total <= 0.0 {
                break;
            }
            let mut pick = rng.random_range(0.0..total);
            let mut chosen = Size::Small;
            for s in Size::ALL {
                chosen = s;
                if pick < weight(s) {
                    break;
                }
                pick -= weight(s);
            }
            *left.get_mut(chosen) -= 1;
            *front.get_mut(chosen) += 1;
        }
        front
    }
}

/// Stones a push into `pile` forces off the front edge over [`MOST_HELD`],
/// besides what the fitted table drops.
fn spill(pile: &SizeCounts) -> u32 {
    (pile.total() + 1).saturating_sub(MOST_HELD)
}

/// Line and column (1-based) where the `index`-th table of a model file starts:
/// its `pushed:` field, the first of every table. Comments are skipped.
fn table_position(text: &str, index: usize) -> Option<(usize, usize)> {
    let mut seen = 0;
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for (column, _) in code.match_indices("pushed:") {
            if seen == index {
                return Some((number + 1, column + 1));
            }
            seen += 1;
        }
    }
    None
}

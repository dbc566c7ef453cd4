//! Fitting the quarry outcome model from observed pushes, checking it against
//! pushes it was not fitted on, and writing it as RON a person can read.
//!
//! The pushes come from `gather.rs` (physics in played quarries); this file only
//! counts. A table is fitted per pushed size and pile bin; a bin with too few
//! pushes is merged with its neighbours, and every bin of a merged group gets the
//! group's table, so that a lookup by pile never lands on a neighbour by accident.

use super::{DropTable, QuarryModel, PILE_BIN};
use crate::rules::{Size, SizeCounts};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The most front drops a table tells apart (the model file allows 25 entries);
/// a push that dropped more counts in the last entry.
pub const MAX_DROPS: usize = 24;

/// One observed push: what lay in the quarry before, what was pushed, what fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushSample {
    pub pushed: Size,
    /// The quarry before the push (the pushed stone not in it).
    pub pile: SizeCounts,
    /// Stones off the front edge, by size.
    pub front: SizeCounts,
    /// Stones over the sides or the back, by size (not modelled; reported).
    pub elsewhere: SizeCounts,
}

/// The first stone count of the bin a pile falls in.
pub fn bin_of(pile: u32) -> u32 {
    pile / PILE_BIN * PILE_BIN
}

/// Fits one table per pushed size and pile bin from `samples`. Bins with fewer
/// than `min_pushes` pushes are merged with the next bins up (the last group
/// with the one below it) until each group has enough. A size without a single
/// push gets no table (`QuarryModel::validate` then refuses the model).
pub fn fit(samples: &[PushSample], min_pushes: u32, fitted_with: String) -> QuarryModel {
    let mut tables = Vec::new();
    for size in Size::ALL {
        let of_size: Vec<&PushSample> = samples.iter().filter(|s| s.pushed == size).collect();
        for group in bin_groups(&of_size, min_pushes) {
            let in_group: Vec<&PushSample> = of_size
                .iter()
                .copied()
                .filter(|s| group.contains(&bin_of(s.pile.total())))
                .collect();
            let (probabilities, size_weights) = fit_group(&in_group);
            let first = group.iter().copied().min().unwrap_or(0);
            let last = group.iter().copied().max().unwrap_or(0);
            for pile_from in (first..=last).step_by(PILE_BIN as usize) {
                tables.push(DropTable {
                    pushed: size,
                    pile_from,
                    pushes: in_group.len() as u32,
                    probabilities: probabilities.clone(),
                    size_weights,
                });
            }
        }
    }
    QuarryModel {
        fitted_with,
        tables,
    }
}

/// The bins (by their first count) that share one table, lowest first.
fn bin_groups(samples: &[&PushSample], min_pushes: u32) -> Vec<Vec<u32>> {
    let mut counts: Vec<(u32, u32)> = Vec::new();
    for s in samples {
        let bin = bin_of(s.pile.total());
        match counts.iter_mut().find(|(b, _)| *b == bin) {
            Some((_, n)) => *n += 1,
            None => counts.push((bin, 1)),
        }
    }
    counts.sort_unstable();
    let mut groups: Vec<(Vec<u32>, u32)> = Vec::new();
    let mut open: (Vec<u32>, u32) = (Vec::new(), 0);
    for (bin, n) in counts {
        open.0.push(bin);
        open.1 += n;
        if open.1 >= min_pushes {
            groups.push(std::mem::take(&mut open));
        }
    }
    if !open.0.is_empty() {
        match groups.last_mut() {
            Some(last) => {
                last.0.extend(open.0);
                last.1 += open.1;
            }
            None => groups.push(open),
        }
    }
    groups.into_iter().map(|(bins, _)| bins).collect()
}

/// The drop distribution and the per-size weights of a group of pushes.
///
/// A size's weight is how many stones of that size fell, against how many would
/// have fallen had each falling stone been drawn by its share of the pile (the
/// pushed stone included): 1 means "as its share". Half a stone is added on both
/// sides so that a size never seen falling keeps a small weight above zero.
fn fit_group(samples: &[&PushSample]) -> (Vec<f32>, [f32; 3]) {
    let mut counts = [0u32; MAX_DROPS + 1];
    let mut fell = [0.0f64; 3];
    let mut expected = [0.0f64; 3];
    for s in samples {
        let drops = s.front.total() as usize;
        counts[drops.min(MAX_DROPS)] += 1;
        let mut pile = s.pile;
        *pile.get_mut(s.pushed) += 1;
        let total = f64::from(pile.total().max(1));
        for size in Size::ALL {
            fell[size.index()] += f64::from(s.front.get(size));
            expected[size.index()] += drops as f64 * f64::from(pile.get(size)) / total;
        }
    }
    let n = samples.len().max(1) as f64;
    let used = counts
        .iter()
        .rposition(|&c| c > 0)
        .map_or(1, |last| last + 1);
    let raw: Vec<f64> = counts[..used].iter().map(|&c| f64::from(c) / n).collect();
    let probabilities = if samples.is_empty() {
        vec![1.0]
    } else {
        rounded_distribution(&raw)
    };
    let weights = [0, 1, 2].map(|i| round4(((fell[i] + 0.5) / (expected[i] + 0.5)) as f32));
    (probabilities, weights)
}

fn round4(x: f32) -> f32 {
    (x * 10_000.0).round() / 10_000.0
}

/// Shares rounded to four decimals that still add up to 1 (the largest share
/// takes up the rounding), so that the written file validates.
fn rounded_distribution(raw: &[f64]) -> Vec<f32> {
    let mut tenths: Vec<i64> = raw.iter().map(|p| (p * 10_000.0).round() as i64).collect();
    let short = 10_000 - tenths.iter().sum::<i64>();
    if let Some(largest) = (0..tenths.len()).max_by_key(|&i| tenths[i]) {
        tenths[largest] += short;
    }
    while tenths.len() > 1 && tenths.last() == Some(&0) {
        tenths.pop();
    }
    tenths.iter().map(|&t| t as f32 / 10_000.0).collect()
}

/// How the model's mean front drops compare with the physics for one pushed size.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SizeAccuracy {
    pub pushed: Size,
    pub pushes: u32,
    /// Mean front drops the physics gave.
    pub physics_mean: f64,
    /// Mean of the model's expected drops for the same piles.
    pub model_mean: f64,
    /// Standard error of the physics mean (its sampling noise).
    pub standard_error: f64,
}

impl SizeAccuracy {
    pub fn difference(&self) -> f64 {
        self.model_mean - self.physics_mean
    }
}

/// The model against held-out pushes, per pushed size.
pub fn accuracy(model: &QuarryModel, held_out: &[PushSample]) -> Vec<SizeAccuracy> {
    Size::ALL
        .into_iter()
        .map(|size| {
            let of_size: Vec<&PushSample> = held_out.iter().filter(|s| s.pushed == size).collect();
            let n = of_size.len().max(1) as f64;
            let physics: Vec<f64> = of_size.iter().map(|s| f64::from(s.front.total())).collect();
            let physics_mean = physics.iter().sum::<f64>() / n;
            let variance = physics
                .iter()
                .map(|x| (x - physics_mean).powi(2))
                .sum::<f64>()
                / (n - 1.0).max(1.0);
            let model_mean = of_size
                .iter()
                .map(|s| f64::from(model.mean_drops(size, &s.pile)))
                .sum::<f64>()
                / n;
            SizeAccuracy {
                pushed: size,
                pushes: of_size.len() as u32,
                physics_mean,
                model_mean,
                standard_error: (variance / n).sqrt(),
            }
        })
        .collect()
}

/// The accuracy as lines of text (also used in the model file's header).
pub fn accuracy_text(rows: &[SizeAccuracy]) -> String {
    let mut out = String::new();
    for r in rows {
        if r.pushes == 0 {
            let _ = writeln!(
                out,
                "{:<6}      0 pushes  (none of this size held out)",
                r.pushed.name()
            );
            continue;
        }
        let _ = writeln!(
            out,
            "{:<6} {:>6} pushes  physics {:.3} (± {:.3})  model {:.3}  difference {:+.3}",
            r.pushed.name(),
            r.pushes,
            r.physics_mean,
            r.standard_error,
            r.model_mean,
            r.difference()
        );
    }
    out
}

/// The model as RON: `header` lines as comments on top, then one table a line so
/// that a load error's line names the table.
pub fn to_ron(model: &QuarryModel, header: &str) -> Result<String, String> {
    let mut out = String::new();
    for line in header.lines() {
        let _ = writeln!(out, "{}", format!("// {line}").trim_end());
    }
    let config = ron::ser::PrettyConfig::new().depth_limit(2);
    let body = ron::ser::to_string_pretty(model, config).map_err(|e| e.to_string())?;
    out.push_str(&body);
    out.push('\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(pushed: Size, pile: u32, front: SizeCounts) -> PushSample {
        PushSample {
            pushed,
            pile: SizeCounts::new(pile, 0, 0),
            front,
            elsewhere: SizeCounts::ZERO,
        }
    }

    #[test]
    fn sparse_bins_are_merged_and_every_bin_gets_the_groups_table() {
        let mut samples = Vec::new();
        for _ in 0..10 {
            samples.push(sample(Size::Small, 8, SizeCounts::ZERO));
        }
        for _ in 0..3 {
            samples.push(sample(Size::Small, 13, SizeCounts::new(1, 0, 0)));
            samples.push(sample(Size::Small, 21, SizeCounts::new(2, 0, 0)));
        }
        let model = fit(&samples, 6, "test".into());
        let small: Vec<&DropTable> = model
            .tables
            .iter()
            .filter(|t| t.pushed == Size::Small)
            .collect();
        assert_eq!(
            small.iter().map(|t| t.pile_from).collect::<Vec<_>>(),
            vec![8, 12, 16, 20],
            "bin 8 alone, 12..20 merged (too few on their own), 16 filled in"
        );
        assert_eq!(small[0].probabilities, vec![1.0]);
        assert_eq!(small[1].pushes, 6);
        assert_eq!(small[1].probabilities, vec![0.0, 0.5, 0.5]);
        assert_eq!(
            small[1],
            &DropTable {
                pile_from: 12,
                ..small[3].clone()
            }
        );
        assert!(model.tables.iter().all(|t| t.pushed == Size::Small));
    }

    #[test]
    fn rounded_shares_add_up_to_one() {
        let raw = [1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 0.0];
        let p = rounded_distribution(&raw);
        assert_eq!(p.len(), 3, "trailing zeros dropped");
        let sum: f32 = p.iter().sum();
        assert!((sum - 1.0).abs() < 1e-6, "{p:?}");
    }

    #[test]
    fn weights_follow_which_sizes_fall() {
        // Piles of 10 small and 10 large; only large stones ever fall. Every
        // pushed size is fitted (a model without one is refused).
        let samples: Vec<PushSample> = Size::ALL
            .into_iter()
            .flat_map(|pushed| {
                (0..200).map(move |_| PushSample {
                    pushed,
                    pile: SizeCounts::new(10, 0, 10),
                    front: SizeCounts::new(0, 0, 2),
                    elsewhere: SizeCounts::ZERO,
                })
            })
            .collect();
        let model = fit(&samples, 50, "test".into());
        model.validate().map_err(|e| e.1).expect("valid");
        let t = model.table(Size::Mid, 20);
        assert!(t.size_weights[2] > 10.0 * t.size_weights[0], "{t:?}");
        let rows = accuracy(&model, &samples);
        assert!((rows[1].physics_mean - 2.0).abs() < 1e-9);
        assert!((rows[1].difference()).abs() < 1e-6);
    }

    #[test]
    fn written_ron_reads_back_equal() {
        let samples: Vec<PushSample> = Size::ALL
            .into_iter()
            .flat_map(|s| (0..30).map(move |i| sample(s, 8 + i % 20, SizeCounts::new(i % 3, 0, 0))))
            .collect();
        let model = fit(&samples, 10, "test \"quoted\"".into());
        let text = to_ron(&model, "made by a test\nsecond line").expect("ron");
        assert!(text.starts_with("// made by a test\n// second line\n"));
        let back: QuarryModel = crate::assets::parse_ron(&text, "test").expect("parses");
        assert_eq!(back, model);
        back.validate().map_err(|e| e.1).expect("valid");
    }
}

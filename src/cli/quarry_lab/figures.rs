//! The figures a tuner reads: drops per push by pushed size, empty pushes, losses over
//! the sides and back, time-cap hits, timings and faults.

use super::bench::PushRecord;
use super::stages::{self, Stage};
use crate::rules::components::Size;
use serde::Serialize;
use std::fmt::Write;

/// Front drops of the pushes of one pushed size (or of all pushes).
#[derive(Clone, Debug, Serialize)]
pub struct DropFigures {
    pub pushes: u32,
    pub mean_drops: f64,
    /// `distribution[k]` = pushes that dropped exactly k stones off the front (last bin: k or more).
    pub distribution: Vec<u32>,
    pub zero_drop_share: f64,
    /// Share of pushes that dropped two stones or more (players' "a real push").
    pub two_or_more_share: f64,
}

/// Everything quarry-lab reports for one config.
#[derive(Clone, Debug, Serialize)]
pub struct Figures {
    pub all: DropFigures,
    pub small: DropFigures,
    pub mid: DropFigures,
    pub large: DropFigures,
    pub side_losses: u32,
    pub back_losses: u32,
    pub time_cap_hits: u32,
    pub failed_pushes: u32,
    pub sim_seconds_median: f64,
    pub sim_seconds_p95: f64,
    pub wall_ms_median: f64,
    pub wall_ms_p95: f64,
    pub faults: u32,
    /// The deepest a stone lay sunk in another when a push had ended (mm), over all pushes.
    pub deepest_rest_overlap_mm: f64,
    /// Pushes that came to rest with a stone sunk deeper than `SUNK_MM` into another.
    pub sunk_pushes: u32,
    /// Pushes stopped at the time cap with a stone sunk deeper than `SUNK_MM` into
    /// another (the pile still moving).
    pub sunk_at_cap: u32,
    pub fault_examples: Vec<String>,
    /// How far up the slope the openings reached (cm from the top of the ramp): median
    /// and the farthest-back tenth (p90); the pusher stops at `ramp.line_position`.
    pub pile_reach_cm_median: f64,
    pub pile_reach_cm_p90: f64,
    /// Stones in the quarry once a push had ended: fewest, median, most.
    pub held_min: u32,
    pub held_median: f64,
    pub held_max: u32,
    /// `Some(n)`: the pushes were made in played quarries, n in a row in each
    /// (`--played`); `None`: each from a fresh opening.
    pub played_in_a_row: Option<u32>,
    /// With `--played`: the figures by how far into its quarry a push came.
    pub stages: Vec<Stage>,
}

/// A stone sunk deeper than this into another at rest (mm) is visibly wrong: wood is hard.
pub const SUNK_MM: f64 = 0.5;

/// Bins of the drop distribution: 0, 1, …, 5 or more.
const BINS: usize = 6;

pub(super) fn drops(records: &[&PushRecord]) -> DropFigures {
    let mut distribution = vec![0; BINS];
    for r in records {
        distribution[(r.front as usize).min(BINS - 1)] += 1;
    }
    let n = records.len().max(1) as f64;
    DropFigures {
        pushes: records.len() as u32,
        // Folded from +0.0: an empty sum of floats is -0.0, printed as such.
        mean_drops: records.iter().fold(0.0, |sum, r| sum + f64::from(r.front)) / n,
        zero_drop_share: f64::from(distribution[0]) / n,
        two_or_more_share: f64::from(distribution[2..].iter().sum::<u32>()) / n,
        distribution,
    }
}

/// Quantiles as the other headless reports take them (one definition).
pub use crate::cli::stats::quantile;

impl Figures {
    pub fn from_records(records: &[PushRecord]) -> Figures {
        let done: Vec<&PushRecord> = records.iter().filter(|r| r.error.is_none()).collect();
        let of = |size: Size| {
            drops(
                &done
                    .iter()
                    .copied()
                    .filter(|r| r.pushed == size)
                    .collect::<Vec<_>>(),
            )
        };
        let sim: Vec<f64> = done.iter().map(|r| f64::from(r.sim_seconds)).collect();
        let wall: Vec<f64> = done.iter().map(|r| r.wall_ms).collect();
        let reach: Vec<f64> = records
            .iter()
            .map(|r| 100.0 * f64::from(r.pile_reach))
            .collect();
        let sunk = |capped: bool| {
            (done.iter())
                .filter(|r| {
                    r.hit_time_cap == capped && 1000.0 * f64::from(r.rest_overlap) > SUNK_MM
                })
                .count() as u32
        };
        let held: Vec<f64> = done.iter().map(|r| f64::from(r.held)).collect();
        let faults: Vec<String> = records
            .iter()
            .flat_map(|r| r.faults.iter().map(|f| format!("{f:?}")))
            .collect();
        Figures {
            all: drops(&done),
            small: of(Size::Small),
            mid: of(Size::Mid),
            large: of(Size::Large),
            side_losses: done.iter().map(|r| r.side).sum(),
            back_losses: done.iter().map(|r| r.back).sum(),
            time_cap_hits: done.iter().filter(|r| r.hit_time_cap).count() as u32,
            failed_pushes: (records.len() - done.len()) as u32,
            sim_seconds_median: quantile(&sim, 0.5),
            sim_seconds_p95: quantile(&sim, 0.95),
            wall_ms_median: quantile(&wall, 0.5),
            wall_ms_p95: quantile(&wall, 0.95),
            faults: faults.len() as u32,
            deepest_rest_overlap_mm: done
                .iter()
                .map(|r| 1000.0 * f64::from(r.rest_overlap))
                .fold(0.0, f64::max),
            sunk_pushes: sunk(false),
            sunk_at_cap: sunk(true),
            fault_examples: faults.into_iter().take(5).collect(),
            pile_reach_cm_median: quantile(&reach, 0.5),
            pile_reach_cm_p90: quantile(&reach, 0.9),
            held_min: done.iter().map(|r| r.held).min().unwrap_or(0),
            held_median: quantile(&held, 0.5),
            held_max: done.iter().map(|r| r.held).max().unwrap_or(0),
            played_in_a_row: None,
            stages: Vec::new(),
        }
    }

    /// The same figures, marked as made in played quarries of `in_a_row` pushes each
    /// (`records` as they came, quarry by quarry), with their stages.
    pub fn played(mut self, in_a_row: Option<u32>, records: &[PushRecord]) -> Figures {
        self.played_in_a_row = in_a_row;
        self.stages = in_a_row.map_or_else(Vec::new, |n| stages::stages(records, n));
        self
    }

    /// The human-readable report.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "pushed   pushes  drops/push  zero-drop  two+  distribution (0,1,2,3,4,5+)"
        );
        for (name, d) in [
            ("small", &self.small),
            ("mid", &self.mid),
            ("large", &self.large),
            ("all", &self.all),
        ] {
            if d.pushes == 0 {
                let _ = writeln!(
                    out,
                    "{name:<8} {:>6}  {:>10}  {:>9}  (no pushes of this size)",
                    0, "-", "-"
                );
                continue;
            }
            let _ = writeln!(
                out,
                "{name:<8} {:>6}  {:>10.2}  {:>8.1}%  {:>4.0}%  {:?}",
                d.pushes,
                d.mean_drops,
                100.0 * d.zero_drop_share,
                100.0 * d.two_or_more_share,
                d.distribution
            );
        }
        let n = f64::from(self.all.pushes.max(1));
        let _ = writeln!(
            out,
            "lost over the sides: {} ({:.3}/push), out of the back: {} ({:.3}/push)",
            self.side_losses,
            f64::from(self.side_losses) / n,
            self.back_losses,
            f64::from(self.back_losses) / n
        );
        let _ = writeln!(
            out,
            "time cap hit: {} pushes; pushes that could not be made: {}",
            self.time_cap_hits, self.failed_pushes
        );
        let _ = writeln!(
            out,
            "simulated s/push: median {:.2}, p95 {:.2}; wall ms/push: median {:.2}, p95 {:.2}",
            self.sim_seconds_median, self.sim_seconds_p95, self.wall_ms_median, self.wall_ms_p95
        );
        let _ = writeln!(
            out,
            "stones sunk into another when a push ended: deepest {:.3} mm; pushes ending deeper than {SUNK_MM} mm: {} at rest, {} at the time cap",
            self.deepest_rest_overlap_mm, self.sunk_pushes, self.sunk_at_cap
        );
        let pile = match self.played_in_a_row {
            Some(n) => {
                let _ = writeln!(
                    out,
                    "played quarries, {n} pushes in a row each: the quarry held {}-{} stones after a push (median {:.0})",
                    self.held_min, self.held_max, self.held_median
                );
                out.push_str(&stages::text(&self.stages));
                "before a push the pile"
            }
            None => "the openings",
        };
        let _ = writeln!(
            out,
            "{pile} reached up the slope to {:.1} cm from the top (median; p90 {:.1} cm)",
            self.pile_reach_cm_median, self.pile_reach_cm_p90
        );
        let _ = writeln!(
            out,
            "physics faults: {} {:?}",
            self.faults, self.fault_examples
        );
        out
    }
}

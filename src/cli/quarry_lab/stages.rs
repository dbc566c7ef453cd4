//! `quarry-lab --played N`, stage by stage: what pushes drop by how far into its
//! quarry a push comes. A fresh opening is laid by hand, a played quarry by earlier
//! pushes, so the first pushes after the opening and a long-played quarry can pay
//! quite differently; one figure over all pushes hides which.

use super::bench::PushRecord;
use super::figures::{drops, quantile};
use crate::rules::components::Size;
use serde::Serialize;
use std::fmt::Write;

/// The stages, as ranges of a push's place in its quarry (1 = the opening's first push).
const STAGES: [(u32, u32); 7] = [
    (1, 1),
    (2, 3),
    (4, 6),
    (7, 12),
    (13, 30),
    (31, 60),
    (61, u32::MAX),
];

/// What the pushes of one stage dropped.
#[derive(Clone, Debug, Serialize)]
pub struct Stage {
    /// First and last place in the quarry (1-based) this stage covers.
    pub from: u32,
    pub to: u32,
    pub pushes: u32,
    /// Mean front drops of small, mid and large pushes (`None`: no push of that size).
    pub small: Option<f64>,
    pub mid: Option<f64>,
    pub large: Option<f64>,
    /// Share of small pushes that dropped nothing.
    pub small_nothing: Option<f64>,
    /// Share of large pushes that dropped five or more.
    pub large_five_plus: Option<f64>,
    /// Mean front drops over every push of the stage.
    pub all: f64,
    /// Median stones the quarry held once a push of this stage had ended.
    pub held_median: f64,
}

/// The stages of `records`, which come quarry by quarry, `in_a_row` pushes each, in
/// push order (as `played::run_played` returns them). Stages with no push are left out.
pub fn stages(records: &[PushRecord], in_a_row: u32) -> Vec<Stage> {
    let in_a_row = in_a_row.max(1);
    let placed: Vec<(u32, &PushRecord)> = (records.iter().enumerate())
        .filter(|(_, r)| r.error.is_none())
        .map(|(i, r)| (i as u32 % in_a_row + 1, r))
        .collect();
    (STAGES.iter())
        .filter_map(|&(from, to)| {
            let of_stage: Vec<&PushRecord> = (placed.iter())
                .filter(|(place, _)| (from..=to).contains(place))
                .map(|(_, r)| *r)
                .collect();
            stage(from, to.min(in_a_row), &of_stage)
        })
        .collect()
}

fn stage(from: u32, to: u32, records: &[&PushRecord]) -> Option<Stage> {
    if records.is_empty() {
        return None;
    }
    // Each size's figures as the whole report makes them; `None` where none was pushed.
    let of = |size: Size| {
        let pushed: Vec<&PushRecord> = (records.iter().copied())
            .filter(|r| r.pushed == size)
            .collect();
        Some(drops(&pushed)).filter(|d| d.pushes > 0)
    };
    let (small, mid, large) = (of(Size::Small), of(Size::Mid), of(Size::Large));
    let held: Vec<f64> = records.iter().map(|r| f64::from(r.held)).collect();
    Some(Stage {
        from,
        to,
        pushes: records.len() as u32,
        small: small.as_ref().map(|d| d.mean_drops),
        mid: mid.as_ref().map(|d| d.mean_drops),
        large: large.as_ref().map(|d| d.mean_drops),
        small_nothing: small.as_ref().map(|d| d.zero_drop_share),
        // The distribution's last bin counts five stones or more.
        large_five_plus: (large.as_ref())
            .map(|d| f64::from(d.distribution.last().copied().unwrap_or(0)) / f64::from(d.pushes)),
        all: drops(records).mean_drops,
        held_median: quantile(&held, 0.5),
    })
}

/// The stages as a table for the text report.
pub fn text(stages: &[Stage]) -> String {
    let mut out = String::from(
        "by push in its quarry: pushes  small (nothing)   mid   large (5+)     all  held\n",
    );
    let num = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.2}"));
    let pct = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{:.0}%", 100.0 * v));
    for s in stages {
        let place = match (s.from == s.to, s.to == u32::MAX) {
            (true, _) => format!("push {}", s.from),
            (_, true) => format!("pushes {}+", s.from),
            _ => format!("pushes {}-{}", s.from, s.to),
        };
        let _ = writeln!(
            out,
            "  {place:<18} {:>7}  {:>5} ({:>4})  {:>5}  {:>5} ({:>4})  {:>5.2}  {:>4.0}",
            s.pushes,
            num(s.small),
            pct(s.small_nothing),
            num(s.mid),
            num(s.large),
            pct(s.large_five_plus),
            s.all,
            s.held_median
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(pushed: Size, front: u32, held: u32) -> PushRecord {
        PushRecord {
            pushed,
            front,
            side: 0,
            back: 0,
            hit_time_cap: false,
            sim_seconds: 1.0,
            wall_ms: 1.0,
            faults: Vec::new(),
            rest_overlap: 0.0,
            error: None,
            pile_reach: 0.05,
            held,
        }
    }

    #[test]
    fn pushes_fall_into_the_stage_of_their_place_in_their_quarry() {
        // Two quarries of four pushes: places 1, 2, 3, 4, then 1, 2, 3, 4 again.
        let records = vec![
            record(Size::Large, 6, 19),
            record(Size::Small, 0, 20),
            record(Size::Small, 2, 19),
            record(Size::Large, 1, 19),
            record(Size::Large, 4, 21),
            record(Size::Mid, 1, 21),
            record(Size::Small, 1, 21),
            record(Size::Large, 3, 19),
        ];
        let stages = stages(&records, 4);
        assert_eq!(stages.len(), 3, "push 1, pushes 2-3 and pushes 4-4");
        let first = &stages[0];
        assert_eq!((first.from, first.to, first.pushes), (1, 1, 2));
        assert_eq!(first.large, Some(5.0));
        assert_eq!(first.large_five_plus, Some(0.5));
        assert_eq!(first.small, None);
        let second = &stages[1];
        assert_eq!((second.from, second.to, second.pushes), (2, 3, 4));
        assert_eq!(second.small, Some(1.0));
        let nothing = second.small_nothing.expect("small pushes at places 2-3");
        assert!((nothing - 1.0 / 3.0).abs() < 1e-9, "{nothing}");
        assert_eq!(second.mid, Some(1.0));
        assert_eq!((stages[2].from, stages[2].to), (4, 4));
        assert_eq!(stages[2].large, Some(2.0));
        assert_eq!(stages[2].held_median, 19.0);
        assert!(text(&stages).contains("push 1"));
    }

    #[test]
    fn a_push_that_could_not_be_made_counts_in_no_stage() {
        let mut failed = record(Size::Large, 0, 24);
        failed.error = Some("the entrance was blocked".into());
        let stages = stages(&[failed, record(Size::Small, 1, 24)], 2);
        assert_eq!(stages.len(), 1);
        assert_eq!((stages[0].from, stages[0].pushes), (2, 1));
    }
}

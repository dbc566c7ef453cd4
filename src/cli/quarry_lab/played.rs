//! `quarry-lab --played N`: pushes in played quarries rather than fresh openings.
//! Each quarry is loaded once and takes N pushes in a row, drawn as the fresh pushes
//! are (any size alike, a random plan within the rules), so a tuner sees what a push
//! does to a quarry that earlier pushes have packed and filled up to the entrance.
//!
//! In a played quarry what drops is bound by what goes in: every push adds one stone,
//! so once the quarry holds about as many as it started with, pushes drop one stone
//! each on average, whatever the config. What the config still decides is how that
//! one stone a push is shared between the sizes pushed.

use super::bench::{
    draw_push_of, fan_out, measure_push, push_stream, Aim, PushRecord, SizeMix, SpeedRange, OPENING,
};
use crate::quarry::{Quarry, QuarryConfig};
use indicatif::ProgressBar;

/// `pushes` pushes in quarries of `in_a_row` pushes each: quarry k is loaded from
/// seed `seed + k` and its pushes are drawn from that seed's push stream (the first
/// is the push a fresh-opening run of that seed makes). The last quarry takes what is
/// left when `pushes` is not a multiple of `in_a_row`. Records come back quarry by
/// quarry, each in push order. Sizes are drawn from `mix`.
#[allow(clippy::too_many_arguments)]
pub fn run_played(
    config: &QuarryConfig,
    pushes: u32,
    in_a_row: u32,
    seed: u64,
    speed: Option<SpeedRange>,
    mix: SizeMix,
    aim: Aim,
    jobs: usize,
    bar: &ProgressBar,
) -> Result<Vec<PushRecord>, String> {
    let in_a_row = in_a_row.max(1);
    let quarries = pushes.div_ceil(in_a_row);
    fan_out(quarries, seed, jobs, |s| {
        let k = s.wrapping_sub(seed) as u32;
        let count = in_a_row.min(pushes - k * in_a_row);
        play_one(config, s, count, (speed, mix, aim), bar)
    })
}

/// One quarry from the opening of `seed`, pushed `count` times in a row.
fn play_one(
    config: &QuarryConfig,
    seed: u64,
    count: u32,
    (speed, mix, aim): (Option<SpeedRange>, SizeMix, Aim),
    bar: &ProgressBar,
) -> Result<Vec<PushRecord>, String> {
    let mut quarry = Quarry::new(config, OPENING, seed).map_err(|e| e.to_string())?;
    quarry.take_faults();
    let mut rng = push_stream(seed);
    let mut records = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let (pushed, plan) = draw_push_of(config, &mut rng, speed, mix, aim);
        records.push(measure_push(&mut quarry, pushed, &plan));
        bar.inc(1);
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::quarry_lab::bench::run_pushes;
    use crate::quarry::StonePreset;

    fn blocks() -> QuarryConfig {
        QuarryConfig::load_preset(StonePreset::Blocks).expect("quarry.ron loads")
    }

    #[test]
    fn a_played_quarry_starts_with_the_fresh_push_of_its_seed() {
        let config = blocks();
        let bar = ProgressBar::hidden();
        let played =
            run_played(&config, 3, 3, 5, None, SizeMix::ALIKE, Aim::Random, 1, &bar).expect("runs");
        let fresh = run_pushes(&config, 1, 5, None, 1, &bar).expect("runs");
        assert_eq!(played.len(), 3);
        assert_eq!(played[0].pushed, fresh[0].pushed);
        assert_eq!(played[0].front, fresh[0].front);
        assert_eq!(played[0].held, fresh[0].held);
    }

    #[test]
    fn every_push_lands_in_its_quarry_and_stones_are_counted() {
        let config = blocks();
        let bar = ProgressBar::hidden();
        // Two quarries: three pushes, then the two left over.
        let five_pushes = |jobs| {
            run_played(
                &config,
                5,
                3,
                11,
                None,
                SizeMix::ALIKE,
                Aim::Random,
                jobs,
                &bar,
            )
            .expect("runs")
        };
        let records = five_pushes(2);
        assert_eq!(records.len(), 5);
        let opening: u32 = OPENING.iter().sum();
        for quarry in [&records[..3], &records[3..]] {
            let mut held = opening;
            for r in quarry {
                assert!(r.error.is_none(), "{:?}", r.error);
                // One stone in, what fell out: the count a played quarry holds.
                held = held + 1 - r.front - r.side - r.back;
                assert_eq!(r.held, held);
            }
        }
        let again = five_pushes(1);
        let fronts = |rs: &[PushRecord]| rs.iter().map(|r| r.front).collect::<Vec<_>>();
        assert_eq!(
            fronts(&records),
            fronts(&again),
            "the same whatever the threads"
        );
    }
}

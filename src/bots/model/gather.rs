//! Physics pushes in *played* quarries, the raw material of the outcome model.
//!
//! A fresh opening is not what a bot pushes into for most of a game: piles shrink
//! and grow, and stones pushed in from the entrance lie differently from stones
//! laid at set-up. So pushes are gathered in runs: a quarry is loaded with a
//! random number of stones (1 to `MAX_LOAD`, sizes in the opening's proportions)
//! and then pushed into again and again, as in a game; when it is empty a fresh
//! quarry is loaded. Piles grow and shrink on their own: a load of more than
//! the opening's 24 may not fit the lane (another load is drawn), but pushing
//! grows a played pile past it (blocks: to 30-45 stones over 60 pushes), and the
//! model answers such piles from its largest bin. Plans are those players
//! make: the careful plan and the bots' other candidates carried out by a bot's
//! noisy hand, and random plans within the rules. Each run is a pure function of
//! the seed and its index, so results do not depend on the number of threads.

use super::fit::PushSample;
use crate::bots::foresight::candidates;
use crate::bots::noise::ExecutionNoise;
use crate::quarry::{Edge, PushPlan, Quarry, QuarryConfig};
use crate::rules::{Size, SizeCounts};
use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64;

/// Fewest stones a run loads.
pub const MIN_LOAD: u32 = 1;
/// Most stones a run loads: the opening's 24 always fit, 26 sometimes fail, 28 or more always do.
pub const MAX_LOAD: u32 = 24;

/// Random loads in a row that may fail before a run gives up.
const LOAD_TRIES: u32 = 20;
/// Fewest and most pushes in one run.
const RUN_PUSHES: (u32, u32) = (8, 30);

/// One run: where its random numbers come from and how many pushes it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub seed: u64,
    pub pushes: u32,
}

/// What a set of runs gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Gathered {
    pub samples: Vec<PushSample>,
    /// Pushes the quarry refused (the entrance stayed blocked): the run ended there.
    pub failed_pushes: u32,
    /// Pushes that had not come to rest at `solver.time_cap`.
    pub time_cap_hits: u32,
    /// Quarries that could not be loaded with the count asked for.
    pub failed_loads: u32,
}

impl Gathered {
    /// Adds another set of runs' results.
    pub fn extend(&mut self, other: Gathered) {
        self.samples.extend(other.samples);
        self.failed_pushes += other.failed_pushes;
        self.time_cap_hits += other.time_cap_hits;
        self.failed_loads += other.failed_loads;
    }
}

/// The runs that make about `pushes` pushes from `seed`: each run's seed and
/// length drawn from one stream, so the list is the same for any thread count.
pub fn plan_runs(pushes: u32, seed: u64) -> Vec<Run> {
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut runs = Vec::new();
    let mut total = 0;
    while total < pushes {
        let n = rng
            .random_range(RUN_PUSHES.0..=RUN_PUSHES.1)
            .min(pushes - total);
        runs.push(Run {
            seed: rng.next_u64(),
            pushes: n,
        });
        total += n;
    }
    runs
}

/// A random pile of `total` stones in the opening's proportions (12 : 8 : 4).
fn random_load<R: Rng>(total: u32, rng: &mut R) -> [u32; 3] {
    let mut counts = [0; 3];
    for _ in 0..total {
        let pick = rng.random_range(0..24);
        counts[if pick < 12 {
            0
        } else if pick < 20 {
            1
        } else {
            2
        }] += 1;
    }
    counts
}

/// The hands the model's pushes are made with: the bots' own, half as steady
/// again and twice as steady, so that the model has seen a little more spread
/// than any bot (or a person by eye) puts into the quarry. (When each level had
/// its own hand, these were 6, 4 and 2 mm: Random's, Easy's and Normal's.)
pub fn gathering_hands(hand: &ExecutionNoise) -> [ExecutionNoise; 3] {
    [hand.scaled(1.5), *hand, hand.scaled(0.5)]
}

/// The plan a player of some kind makes for `size`: a bot's careful plan or one
/// of its other candidates through its noisy hand, or a random plan.
fn played_plan<R: Rng>(
    config: &QuarryConfig,
    size: Size,
    hands: &[ExecutionNoise],
    rng: &mut R,
) -> PushPlan {
    let roll: f32 = rng.random();
    if roll < 0.3 || hands.is_empty() {
        return PushPlan::random(config, size, rng);
    }
    let intended = if roll < 0.7 {
        PushPlan::careful(config, size)
    } else {
        let grid = candidates(config, size, 13);
        grid[rng.random_range(0..grid.len())]
    };
    let hand = hands[rng.random_range(0..hands.len())];
    hand.perturb(&intended, config, rng)
}

/// Plays one run: loads a quarry, pushes into it, records every push; loads a
/// fresh one whenever the quarry is empty.
pub fn play_run(config: &QuarryConfig, run: Run, hands: &[ExecutionNoise]) -> Gathered {
    let mut out = Gathered::default();
    let mut rng = Pcg64::seed_from_u64(run.seed);
    let mut quarry: Option<Quarry> = None;
    let mut failed_in_a_row = 0;
    while (out.samples.len() as u32) < run.pushes {
        let pile = quarry.as_ref().map_or(SizeCounts::ZERO, |q| {
            let [small, mid, large] = q.contents();
            SizeCounts::new(small, mid, large)
        });
        let live = match quarry.as_mut() {
            Some(q) if pile.total() > 0 => q,
            _ => {
                let load = random_load(rng.random_range(MIN_LOAD..=MAX_LOAD), &mut rng);
                match Quarry::new(config, load, rng.next_u64()) {
                    Ok(q) => {
                        quarry = Some(q);
                        failed_in_a_row = 0;
                    }
                    // A random load can hold more large stones than any opening and
                    // not fit the lane: draw another. A config where loads keep
                    // failing ends the run.
                    Err(_) => {
                        out.failed_loads += 1;
                        failed_in_a_row += 1;
                        if failed_in_a_row >= LOAD_TRIES {
                            return out;
                        }
                    }
                }
                continue;
            }
        };
        let pushed = Size::ALL[rng.random_range(0..3)];
        let plan = played_plan(config, pushed, hands, &mut rng);
        let Ok(report) = live.push(pushed, &plan) else {
            out.failed_pushes += 1;
            return out;
        };
        out.time_cap_hits += u32::from(report.hit_time_cap);
        let mut sample = PushSample {
            pushed,
            pile,
            front: SizeCounts::ZERO,
            elsewhere: SizeCounts::ZERO,
        };
        for fell in &report.events {
            let counts = match fell.edge {
                Edge::Front => &mut sample.front,
                Edge::Side | Edge::Back => &mut sample.elsewhere,
            };
            *counts.get_mut(fell.size) += 1;
        }
        out.samples.push(sample);
    }
    out
}

/// Plays `runs` on `jobs` threads; `done` is called with each run's push count as
/// it finishes (for a progress bar). Samples come back in run order.
pub fn play_runs(
    config: &QuarryConfig,
    runs: &[Run],
    hands: &[ExecutionNoise],
    jobs: usize,
    done: &(dyn Fn(u64) + Sync),
) -> Result<Gathered, String> {
    let jobs = jobs.clamp(1, runs.len().max(1));
    let results: Vec<Option<Vec<(usize, Gathered)>>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    runs.iter()
                        .enumerate()
                        .filter(|(i, _)| i % jobs == j)
                        .map(|(i, run)| {
                            let gathered = play_run(config, *run, hands);
                            done(u64::from(run.pushes));
                            (i, gathered)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().ok()).collect()
    });
    let mut parts = Vec::with_capacity(runs.len());
    for result in results {
        parts.extend(result.ok_or("a worker thread panicked while pushing")?);
    }
    parts.sort_by_key(|(i, _)| *i);
    let mut all = Gathered::default();
    for (_, part) in parts {
        all.extend(part);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_add_up_to_the_pushes_asked_for() {
        let runs = plan_runs(1000, 7);
        assert_eq!(runs.iter().map(|r| r.pushes).sum::<u32>(), 1000);
        assert!(runs
            .iter()
            .all(|r| r.pushes >= 1 && r.pushes <= RUN_PUSHES.1));
        assert_eq!(runs, plan_runs(1000, 7), "same seed, same runs");
        assert_ne!(runs, plan_runs(1000, 8));
    }

    #[test]
    fn loads_keep_the_count_asked_for() {
        let mut rng = Pcg64::seed_from_u64(3);
        for total in [MIN_LOAD, 8, MAX_LOAD] {
            let load = random_load(total, &mut rng);
            assert_eq!(load.iter().sum::<u32>(), total);
        }
    }
}

//! Choosing how to push: candidate plans tried on clones of the live quarry under
//! the bot's own execution noise, each scored by what falls off the front edge and
//! what that is worth to the bot now (a tile that fits its cart and can be built
//! soon beats a sesterce). Candidates share their noise draws (common random
//! numbers), so the comparison is between plans, not between lucky draws.

use super::evaluate::reward_worth;
use super::noise::{ExecutionNoise, LevelConfig};
use super::view::SeatView;
use super::Mind;
use crate::quarry::{Edge, PushPlan, Quarry, QuarryConfig, StoneShape};
use crate::rules::Size;
use crate::tr;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// The candidate plans of a level that tries `count`, most useful first: the
/// careful plan, to either side, harder (square, to either side), then for
/// blocks the stone turned (45° and ±20°: a turned block meets the pile on an
/// edge and drops more), softer, the pusher turned, and far to the sides.
///
/// Normal tries the first five. The order after them comes from a study of
/// 100 played positions (19 plans × 160 noisy pushes each): the best of these
/// twelve is worth 4.34 VP a push against 3.69 for the best of the grid without
/// turned stones, and a turned stone was the best plan in 40 of the positions. A
/// disc looks the same turned, so for discs the pusher-turned plans take the
/// turned stones' places.
pub fn candidates(config: &QuarryConfig, size: Size, count: usize) -> Vec<PushPlan> {
    let careful = PushPlan::careful(config, size);
    let third = config.ramp.entrance_width / 6.0;
    let p = &config.pusher;
    let turn = (0.3 * p.max_angle_deg).to_radians();
    let with = |lateral: f32, speed: f32, stone_deg: f32, pusher_angle: f32| PushPlan {
        lateral,
        speed: speed.clamp(p.min_plan_speed, p.max_speed),
        stone_angle: stone_deg.to_radians(),
        pusher_angle,
        ..careful
    };
    let (normal, hard) = (careful.speed, p.max_speed); // hard: as firm as the pusher may go
    let soft = 0.5 * (careful.speed + p.min_plan_speed);
    let turned_stones = [
        with(0.0, hard, 45.0, 0.0),
        with(0.0, hard, 20.0, 0.0),
        with(0.0, hard, -20.0, 0.0),
        with(third, hard, 45.0, 0.0),
        with(-third, hard, 45.0, 0.0),
    ];
    let turned_pushers = [
        with(0.0, normal, 0.0, -turn),
        with(0.0, normal, 0.0, turn),
        with(-third, normal, 0.0, turn),
        with(third, normal, 0.0, -turn),
        with(-2.0 * third, hard, 0.0, 0.0),
    ];
    let (middle, last) = match config.stones.stone_shape {
        StoneShape::Box => (turned_stones, turned_pushers[0]),
        StoneShape::Disc => (turned_pushers, with(2.0 * third, hard, 0.0, 0.0)),
    };
    let grid = [
        careful,
        with(-third, normal, 0.0, 0.0),
        with(third, normal, 0.0, 0.0),
        with(0.0, hard, 0.0, 0.0),
        with(-third, hard, 0.0, 0.0),
        with(third, hard, 0.0, 0.0),
    ]
    .into_iter()
    .chain(middle)
    .chain([with(0.0, soft, 0.0, 0.0), last]);
    grid.cycle().take(count.max(1)).collect()
}

/// The plan a bot of this level means to push with, and the stones it expects
/// off the front edge (`None` when it looked at no simulation).
pub fn choose_plan<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    view: &SeatView<'_>,
    quarry: &Quarry,
    size: Size,
    rng: &mut R,
) -> (PushPlan, Option<f32>) {
    let config = quarry.config();
    let samples = level.foresight.samples as usize;
    if samples == 0 {
        return (PushPlan::careful(config, size), None);
    }
    let plans = candidates(config, size, level.foresight.plans as usize);
    // Common random numbers: sample i perturbs every candidate from the same seed.
    let seeds: Vec<u64> = (0..samples).map(|_| rng.next_u64()).collect();
    let judge = Judge::new(mind, view, quarry, size, 0.0);
    let mut best: Option<(f64, f32, PushPlan)> = None;
    for plan in plans {
        let trials: Vec<Trial> = seeds.iter().map(|&seed| judge.trial(&plan, seed)).collect();
        let value = mean(&trials);
        if best.as_ref().is_none_or(|(v, _, _)| value > *v) {
            best = Some((value, mean_front(&trials), plan));
        }
    }
    match best {
        Some((_, front, plan)) => (plan, Some(front)),
        None => (PushPlan::careful(config, size), None),
    }
}

/// A plan in words for the log: where it stands across the entrance, how hard
/// it pushes and what is turned ("right of centre, hard, the stone turned 45°").
pub fn plan_words(plan: &PushPlan, config: &QuarryConfig) -> String {
    let share = plan.lateral / (0.5 * config.ramp.entrance_width);
    let mut words = vec![if share < -0.2 {
        tr!("bots-plan-left")
    } else if share > 0.2 {
        tr!("bots-plan-right")
    } else {
        tr!("bots-plan-middle")
    }];
    if plan.speed >= 0.95 * config.pusher.max_speed {
        words.push(tr!("bots-plan-firmly"));
    } else if plan.speed < PushPlan::careful(config, Size::Small).speed - 0.01 {
        words.push(tr!("bots-plan-gently"));
    }
    let stone = plan.stone_angle.to_degrees().round();
    if stone != 0.0 && config.stones.stone_shape == StoneShape::Box {
        words.push(tr!("bots-plan-stone-turned", degrees = stone));
    }
    let pusher = plan.pusher_angle.to_degrees().round();
    if pusher != 0.0 {
        words.push(tr!("bots-plan-pusher-turned", degrees = pusher));
    }
    words.join(", ")
}

/// What a push chosen by successive halving is expected to bring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed {
    pub plan: PushPlan,
    /// Mean stones off the front edge over its samples.
    pub front: f32,
    /// Mean worth (VP) to the bot of what fell, less the share of what it left
    /// primed for the next player.
    pub mean: f64,
    /// Mean worth (VP) of the stones left primed at the front edge for the next
    /// player (before `gift_share`).
    pub gift: f64,
    /// Noisy pushes simulated for this plan, and for all plans together.
    pub samples: usize,
    pub simulated: usize,
}

/// One noisy push of a plan, judged: what fell is worth to the bot, less
/// `gift_share` of what lies primed for the next player.
struct Trial {
    value: f64,
    front: f32,
    gift: f64,
}

/// The Hard level's push: the candidate plans (the level's `foresight.plans`)
/// tried under its own noise on clones of the live quarry, `foresight.plans ×
/// foresight.samples` pushes in all, spent by successive halving (every round
/// each surviving plan gets the same new noise draws — common random numbers —
/// and the worse half is dropped), and the survivor with the best lower
/// confidence bound (mean less one standard error) taken.
///
/// `threads` simulates each round's pushes on that many threads (the result
/// does not depend on it: each push's noise comes from its own seed).
#[allow(clippy::too_many_arguments)]
pub fn halving_plan<R: Rng + ?Sized>(
    level: &LevelConfig,
    mind: Mind<'_>,
    view: &SeatView<'_>,
    quarry: &Quarry,
    size: Size,
    gift_share: f64,
    threads: usize,
    rng: &mut R,
) -> Weighed {
    let config = quarry.config();
    let plans = candidates(config, size, level.foresight.plans as usize);
    let budget = plans.len() * level.foresight.samples.max(1) as usize;
    let rounds = (plans.len() as f64).log2().ceil().max(1.0) as usize;
    let judge = Judge::new(mind, view, quarry, size, gift_share);
    let mut trials: Vec<Vec<Trial>> = plans.iter().map(|_| Vec::new()).collect();
    let mut seeds: Vec<u64> = Vec::new();
    let mut alive: Vec<usize> = (0..plans.len()).collect();
    let mut simulated = 0;
    for round in 0..rounds {
        let per = (budget / (rounds * alive.len())).max(1);
        let done = trials[alive[0]].len();
        while seeds.len() < done + per {
            seeds.push(rng.next_u64());
        }
        let jobs: Vec<(usize, u64)> = alive
            .iter()
            .flat_map(|&i| seeds[done..done + per].iter().map(move |&seed| (i, seed)))
            .collect();
        let noisy = |&(i, seed): &(usize, u64)| judge.trial(&plans[i], seed);
        for ((i, _), trial) in jobs.iter().zip(in_parallel(&jobs, threads, noisy)) {
            trials[*i].push(trial);
            simulated += 1;
        }
        if round + 1 < rounds && alive.len() > 1 {
            alive.sort_by(|&a, &b| mean(&trials[b]).total_cmp(&mean(&trials[a])));
            alive.truncate(alive.len().div_ceil(2));
            alive.sort_unstable();
        }
    }
    let best = alive
        .iter()
        .copied()
        .max_by(|&a, &b| lower_bound(&trials[a]).total_cmp(&lower_bound(&trials[b])))
        .unwrap_or(0);
    let t = &trials[best];
    let n = t.len().max(1);
    Weighed {
        plan: plans[best],
        front: mean_front(t),
        mean: mean(t),
        gift: t.iter().map(|x| x.gift).sum::<f64>() / n as f64,
        samples: t.len(),
        simulated,
    }
}

/// `f` over `items` on up to `threads` threads, results in the items' order.
fn in_parallel<T: Sync, U: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> U + Sync,
) -> Vec<U> {
    let threads = threads.clamp(1, items.len().max(1));
    if threads == 1 {
        return items.iter().map(f).collect();
    }
    let chunk = items.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(|| part.iter().map(&f).collect::<Vec<U>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// The mean worth of `plan` over one noisy push per seed, judged as
/// [`halving_plan`] judges (for measuring how good a chosen plan is).
#[allow(clippy::too_many_arguments)]
pub fn plan_worth(
    mind: Mind<'_>,
    view: &SeatView<'_>,
    quarry: &Quarry,
    size: Size,
    plan: &PushPlan,
    gift_share: f64,
    seeds: &[u64],
    threads: usize,
) -> f64 {
    let judge = Judge::new(mind, view, quarry, size, gift_share);
    mean(&in_parallel(seeds, threads, |&seed| {
        judge.trial(plan, seed)
    }))
}

/// Pushes a plan through the bots' hand on clones of the live quarry and
/// scores what happens for one seat.
struct Judge<'a> {
    hand: &'a ExecutionNoise,
    quarry: &'a Quarry,
    size: Size,
    gift_share: f64,
    /// Worth of a fallen stone of each size to the bot, and of a primed one to
    /// the next player.
    own: [f64; 3],
    next: [f64; 3],
}

impl<'a> Judge<'a> {
    fn new(
        mind: Mind<'a>,
        view: &SeatView<'_>,
        quarry: &'a Quarry,
        size: Size,
        gift_share: f64,
    ) -> Judge<'a> {
        // The evaluation reads a whole game; the public copy costs one clone a
        // push decision, next to dozens of physics pushes.
        let game = view.public_game();
        let seat = view.seat();
        let next = (seat + 1) % view.players();
        Judge {
            hand: mind.hand,
            quarry,
            size,
            gift_share,
            own: Size::ALL.map(|s| reward_worth(mind.weights, &game, seat, s)),
            next: Size::ALL.map(|s| reward_worth(mind.weights, &game, next, s)),
        }
    }

    /// `plan` as the hand carries it out with the noise drawn from `seed`.
    fn trial(&self, plan: &PushPlan, seed: u64) -> Trial {
        let noisy = self
            .hand
            .perturb(plan, self.quarry.config(), &mut Pcg64::seed_from_u64(seed));
        let mut clone = self.quarry.clone();
        let Ok(report) = clone.push(self.size, &noisy) else {
            return Trial {
                value: 0.0,
                front: 0.0,
                gift: 0.0,
            };
        };
        let mut value = 0.0;
        let mut front = 0.0;
        for fell in report.events.iter().filter(|f| f.edge == Edge::Front) {
            value += self.own[fell.size.index()];
            front += 1.0;
        }
        // Only Hard counts the gift; the clone's stones are read only then.
        let gift = if self.gift_share > 0.0 {
            primed(&clone, &self.next)
        } else {
            0.0
        };
        Trial {
            value: value - self.gift_share * gift,
            front,
            gift,
        }
    }
}

/// What the stones near the front edge are worth to the next player: each by
/// how far it has come through its last diameter before the edge (0 a diameter
/// back, 1 with its centre on the edge).
pub fn primed(quarry: &Quarry, worth: &[f64; 3]) -> f64 {
    let ramp = quarry.ramp();
    let config = quarry.config();
    quarry
        .stones()
        .map(|stone| {
            let local = ramp.local_point(stone.translation);
            let diameter = config.stones.dims(stone.size).diameter;
            let share = (local[2] - (ramp.length - diameter)) / diameter;
            f64::from(share.clamp(0.0, 1.0)) * worth[stone.size.index()]
        })
        .sum()
}

fn mean_front(trials: &[Trial]) -> f32 {
    trials.iter().map(|t| t.front).sum::<f32>() / trials.len().max(1) as f32
}

fn mean(trials: &[Trial]) -> f64 {
    trials.iter().map(|t| t.value).sum::<f64>() / trials.len().max(1) as f64
}

/// The mean less one standard error: a plan that is good only on lucky draws
/// loses to one that is good on all of them.
fn lower_bound(trials: &[Trial]) -> f64 {
    let n = trials.len() as f64;
    if n < 2.0 {
        return mean(trials);
    }
    let m = mean(trials);
    let var = trials.iter().map(|t| (t.value - m).powi(2)).sum::<f64>() / (n - 1.0);
    m - (var / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(shape: StoneShape) -> QuarryConfig {
        let mut config = QuarryConfig::load_default().expect("quarry.ron");
        config.stones.stone_shape = shape;
        config
    }

    #[test]
    fn every_candidate_is_a_plan_the_rules_allow_and_none_repeats() {
        for shape in [StoneShape::Box, StoneShape::Disc] {
            let config = config(shape);
            for size in Size::ALL {
                let grid = candidates(&config, size, 13);
                let limit = config.pusher.max_angle_deg.to_radians();
                for (i, plan) in grid.iter().enumerate() {
                    assert!(plan.speed > 0.0 && plan.speed <= config.pusher.max_speed);
                    assert!(plan.pusher_angle.abs() <= limit);
                    assert!(plan.lateral.abs() < 0.5 * config.ramp.entrance_width);
                    assert!(
                        !grid[..i].contains(plan),
                        "{shape:?} {size:?}: plan {i} repeats"
                    );
                }
            }
        }
    }

    #[test]
    fn normal_keeps_its_five_plans_and_only_blocks_are_turned() {
        let blocks = candidates(&config(StoneShape::Box), Size::Mid, 12);
        let discs = candidates(&config(StoneShape::Disc), Size::Mid, 12);
        assert_eq!(
            blocks[..6],
            discs[..6],
            "the square plans come first for both"
        );
        assert_eq!(
            blocks[0],
            PushPlan::careful(&config(StoneShape::Box), Size::Mid)
        );
        assert!(blocks[..6].iter().all(|p| p.stone_angle == 0.0));
        let turned = blocks.iter().filter(|p| p.stone_angle != 0.0).count();
        assert_eq!(turned, 5, "Hard tries the stone turned");
        assert!(
            discs.iter().all(|p| p.stone_angle == 0.0),
            "a disc looks the same turned"
        );
        // A count beyond the grid repeats it rather than inventing plans.
        let many = candidates(&config(StoneShape::Box), Size::Mid, 26);
        assert_eq!(many[..13], many[13..]);
    }

    #[test]
    fn the_log_says_where_how_firmly_and_what_is_turned() {
        let config = config(StoneShape::Box);
        let grid = candidates(&config, Size::Large, 13);
        assert_eq!(plan_words(&grid[0], &config), "in the middle");
        assert_eq!(plan_words(&grid[4], &config), "left of centre, firmly");
        assert_eq!(
            plan_words(&grid[6], &config),
            "in the middle, firmly, the stone turned 45°"
        );
        let discs = self::config(StoneShape::Disc);
        let turned = PushPlan {
            stone_angle: 0.5,
            ..grid[0]
        };
        assert_eq!(plan_words(&turned, &discs), "in the middle");
        assert!(plan_words(&grid[12], &config).ends_with("the pusher turned -9°"));
    }
}

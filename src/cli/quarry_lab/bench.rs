//! Runs pushes from fresh openings (or in played quarries, `played.rs`) and gathers
//! what each one did.

use crate::bots::noise::ExecutionNoise;
use crate::quarry::{Edge, Fault, PushPlan, Quarry, QuarryConfig};
use crate::rules::components::Size;
use indicatif::ProgressBar;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::time::Instant;

/// The opening of the published game: 12 small, 8 mid, 4 large.
pub const OPENING: [u32; 3] = [12, 8, 4];

/// What one push did.
#[derive(Clone, Debug)]
pub struct PushRecord {
    pub pushed: Size,
    pub front: u32,
    pub side: u32,
    pub back: u32,
    pub hit_time_cap: bool,
    pub sim_seconds: f32,
    pub wall_ms: f64,
    pub faults: Vec<Fault>,
    /// How deep the most sunk stone lay in another when the push ended (m).
    pub rest_overlap: f32,
    /// Set when the push could not be made at all (e.g. the entrance was blocked).
    pub error: Option<String>,
    /// How far up the slope the opening reached before the push (m from the top of the
    /// ramp, see [`Quarry::pile_reach`]).
    pub pile_reach: f32,
    /// Stones in the quarry once the push had ended.
    pub held: u32,
}

/// The pushing speed `--speed` asks for (m/s): one speed, or a range each push
/// draws its speed from, for every size alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpeedRange {
    pub from: f32,
    pub to: f32,
}

impl SpeedRange {
    /// `A` or `A:B` in m/s, within `(0, max_speed]` of `config` (the pusher never
    /// goes faster than that: raise `pusher.max_speed` with `--set` to try more).
    pub fn parse(text: &str, config: &QuarryConfig) -> Result<SpeedRange, String> {
        let bad = || format!("--speed `{text}`: expected a speed in m/s, or FROM:TO");
        let number = |t: &str| t.trim().parse::<f32>().map_err(|_| bad());
        let (from, to) = match text.split_once(':') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(text)?, number(text)?),
        };
        let max = config.pusher.max_speed;
        if !(from.is_finite() && to.is_finite() && from > 0.0 && from <= to) {
            return Err(format!("--speed `{text}`: need 0 < FROM <= TO"));
        }
        if to > max {
            return Err(format!(
                "--speed `{text}`: the pusher moves at most pusher.max_speed = {max} m/s; \
                 add --set pusher.max_speed={to} to try faster"
            ));
        }
        Ok(SpeedRange { from, to })
    }
}

/// The case quarry-lab measures for `seed`: a fresh opening, the size pushed and its
/// random plan. `benches/quarry.rs` times the same cases, so both report one figure.
pub fn lab_case(config: &QuarryConfig, seed: u64) -> Result<(Quarry, Size, PushPlan), String> {
    lab_case_at(config, seed, None)
}

/// [`lab_case`], with the plan's speed drawn from `speed` instead (the rest of the
/// plan is the same).
pub fn lab_case_at(
    config: &QuarryConfig,
    seed: u64,
    speed: Option<SpeedRange>,
) -> Result<(Quarry, Size, PushPlan), String> {
    let quarry = Quarry::new(config, OPENING, seed).map_err(|e| e.to_string())?;
    let (pushed, plan) = draw_push(config, &mut push_stream(seed), speed);
    Ok((quarry, pushed, plan))
}

/// How often each size is pushed: weights `[small, mid, large]` (`--sizes S:M:L`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeMix(pub [u32; 3]);

impl SizeMix {
    /// Every size alike: the draw fresh-opening figures are made with.
    pub const ALIKE: SizeMix = SizeMix([1, 1, 1]);

    /// `S:M:L`, whole weights, not all zero (`6:3:1`: as players get stones, mostly
    /// small).
    pub fn parse(text: &str) -> Result<SizeMix, String> {
        let bad =
            || format!("--sizes `{text}`: give three whole weights, small:mid:large, e.g. 6:3:1");
        let weights: Vec<u32> = text
            .split(':')
            .map(|w| w.trim().parse::<u32>().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        match weights[..] {
            [s, m, l] if s + m + l > 0 && s.max(m).max(l) <= 1000 => Ok(SizeMix([s, m, l])),
            _ => Err(bad()),
        }
    }

    /// One size, by weight. [`SizeMix::ALIKE`] draws as quarry-lab always has, so
    /// earlier figures reproduce.
    fn draw(self, rng: &mut Pcg64) -> Size {
        let total: u32 = self.0.iter().sum();
        let mut pick = rng.random_range(0..total);
        for size in Size::ALL {
            if pick < self.0[size.index()] {
                return size;
            }
            pick -= self.0[size.index()];
        }
        Size::Large
    }
}

/// Where and how the pushes are aimed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Aim {
    /// A random plan within the rules: anywhere across the entrance, the stone and the
    /// pusher turned (the calibrated figures).
    Random,
    /// Straight down the slope, stone and pusher square to it (`--straight`): how people
    /// and the bots mostly push. The stone goes in `scatter` (m, a standard deviation)
    /// either side of the middle, as a hand puts it there (`--scatter`; 0: exactly in
    /// the middle, where it waits).
    Straight { scatter: f32 },
}

impl Aim {
    /// `plan` as this aim makes it; its speed, distance and size stay as drawn. Only a
    /// scatter above 0 draws from `rng`, so an exact aim leaves the stream as it was.
    fn apply(self, plan: &mut PushPlan, config: &QuarryConfig, rng: &mut Pcg64) {
        if let Aim::Straight { scatter } = self {
            plan.lateral = 0.0;
            plan.stone_angle = 0.0;
            plan.pusher_angle = 0.0;
            if scatter > 0.0 {
                // The hand keeps the speed drawn, even one below the plans' slowest.
                let speed = plan.speed;
                *plan = ExecutionNoise::across(scatter).perturb(plan, config, rng);
                plan.speed = speed;
            }
        }
    }
}

/// The random stream the pushes of `seed` are drawn from (apart from the opening's).
pub(super) fn push_stream(seed: u64) -> Pcg64 {
    Pcg64::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15)
}

/// One push as quarry-lab draws it: any size alike, a random plan within the rules,
/// its speed from `speed` where given.
pub(super) fn draw_push(
    config: &QuarryConfig,
    rng: &mut Pcg64,
    speed: Option<SpeedRange>,
) -> (Size, PushPlan) {
    draw_push_of(config, rng, speed, SizeMix::ALIKE, Aim::Random)
}

/// [`draw_push`] with the size drawn from `mix`.
pub(super) fn draw_push_of(
    config: &QuarryConfig,
    rng: &mut Pcg64,
    speed: Option<SpeedRange>,
    mix: SizeMix,
    aim: Aim,
) -> (Size, PushPlan) {
    let pushed = mix.draw(rng);
    let mut plan = PushPlan::random(config, pushed, rng);
    aim.apply(&mut plan, config, rng);
    if let Some(SpeedRange { from, to }) = speed {
        plan.speed = if from < to {
            rng.random_range(from..=to)
        } else {
            from
        };
    }
    (pushed, plan)
}

/// One push from a fresh opening, its plan and pushed size drawn from `seed`.
pub fn one_push(
    config: &QuarryConfig,
    seed: u64,
    speed: Option<SpeedRange>,
) -> Result<PushRecord, String> {
    one_push_aimed(config, seed, speed, Aim::Random)
}

/// [`one_push`] with its plan aimed by `aim`.
fn one_push_aimed(
    config: &QuarryConfig,
    seed: u64,
    speed: Option<SpeedRange>,
    aim: Aim,
) -> Result<PushRecord, String> {
    let (mut quarry, pushed, mut plan) = lab_case_at(config, seed, speed)?;
    // A stream of its own: the opening and the plan stay those of the seed.
    aim.apply(&mut plan, config, &mut push_stream(!seed));
    quarry.take_faults();
    Ok(measure_push(&mut quarry, pushed, &plan))
}

/// Makes one push in `quarry` and records what it did.
pub(super) fn measure_push(quarry: &mut Quarry, pushed: Size, plan: &PushPlan) -> PushRecord {
    let pile_reach = quarry.pile_reach().unwrap_or(quarry.config().ramp.length);
    let started = Instant::now();
    let result = quarry.push(pushed, plan);
    let wall_ms = started.elapsed().as_secs_f64() * 1000.0;
    let faults = quarry.take_faults();
    let rest_overlap = quarry
        .stone_overlaps()
        .iter()
        .map(|o| o.2)
        .fold(0.0, f32::max);
    let mut record = PushRecord {
        pushed,
        front: 0,
        side: 0,
        back: 0,
        hit_time_cap: false,
        sim_seconds: 0.0,
        wall_ms,
        faults,
        rest_overlap,
        error: None,
        pile_reach,
        held: quarry.contents().iter().sum(),
    };
    match result {
        Ok(report) => {
            for event in &report.events {
                match event.edge {
                    Edge::Front => record.front += 1,
                    Edge::Side => record.side += 1,
                    Edge::Back => record.back += 1,
                }
            }
            record.hit_time_cap = report.hit_time_cap;
            record.sim_seconds = report.sim_seconds;
        }
        Err(e) => record.error = Some(e.to_string()),
    }
    record
}

/// `pushes` pushes with seeds `seed, seed + 1, …`, spread over `jobs` threads; the
/// records come back in seed order whatever the number of threads.
pub fn run_pushes(
    config: &QuarryConfig,
    pushes: u32,
    seed: u64,
    speed: Option<SpeedRange>,
    jobs: usize,
    bar: &ProgressBar,
) -> Result<Vec<PushRecord>, String> {
    run_pushes_aimed(config, pushes, seed, speed, Aim::Random, jobs, bar)
}

/// [`run_pushes`] with every plan aimed by `aim`.
pub fn run_pushes_aimed(
    config: &QuarryConfig,
    pushes: u32,
    seed: u64,
    speed: Option<SpeedRange>,
    aim: Aim,
    jobs: usize,
    bar: &ProgressBar,
) -> Result<Vec<PushRecord>, String> {
    fan_out(pushes, seed, jobs, |s| {
        let record = one_push_aimed(config, s, speed, aim);
        bar.inc(1);
        record.map(|r| vec![r])
    })
}

/// What one seed's run recorded, with its seed.
type SeedRecords = (u64, Vec<PushRecord>);

/// Runs `run` for the seeds `seed, seed + 1, …` (`count` of them) on `jobs` threads
/// and joins what each returned in seed order, whatever the number of threads.
pub(super) fn fan_out<F>(
    count: u32,
    seed: u64,
    jobs: usize,
    run: F,
) -> Result<Vec<PushRecord>, String>
where
    F: Fn(u64) -> Result<Vec<PushRecord>, String> + Sync,
{
    let jobs = jobs.max(1).min(count.max(1) as usize);
    let chunks: Vec<Vec<u64>> = (0..jobs)
        .map(|j| {
            (0..u64::from(count))
                .filter(|i| *i as usize % jobs == j)
                .map(|i| seed.wrapping_add(i))
                .collect()
        })
        .collect();
    let run = &run;
    let results: Vec<Result<Vec<SeedRecords>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|seeds| {
                scope.spawn(move || seeds.iter().map(|s| run(*s).map(|r| (*s, r))).collect())
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a worker thread panicked".into()))
            })
            .collect()
    });
    let mut all = Vec::with_capacity(count as usize);
    for chunk in results {
        all.extend(chunk?);
    }
    all.sort_by_key(|(s, _)| s.wrapping_sub(seed));
    Ok(all.into_iter().flat_map(|(_, r)| r).collect())
}

#[cfg(test)]
mod aim_tests {
    use super::*;

    /// Straight aims square the stone and the pusher; a scatter puts the stone either side
    /// of the middle, within the entrance, the same for the same stream.
    #[test]
    fn a_straight_aim_squares_the_plan_and_a_scatter_spreads_it_across_the_entrance() {
        let config = QuarryConfig::load_default().expect("quarry.ron");
        let half = 0.5 * config.ramp.entrance_width;
        let drawn = |aim: Aim, seed: u64| -> Vec<PushPlan> {
            let mut rng = push_stream(seed);
            (0..200)
                .map(|_| draw_push_of(&config, &mut rng, None, SizeMix::ALIKE, aim).1)
                .collect()
        };
        let exact = drawn(Aim::Straight { scatter: 0.0 }, 3);
        assert!(exact
            .iter()
            .all(|p| p.lateral == 0.0 && p.stone_angle == 0.0));
        assert!(exact.iter().all(|p| p.pusher_angle == 0.0));
        let scattered = drawn(Aim::Straight { scatter: 0.004 }, 3);
        assert_eq!(scattered, drawn(Aim::Straight { scatter: 0.004 }, 3));
        assert!(scattered
            .iter()
            .all(|p| p.lateral.abs() <= half && p.stone_angle == 0.0));
        let sd = (scattered.iter().map(|p| p.lateral * p.lateral).sum::<f32>() / 200.0).sqrt();
        assert!((0.003..0.005).contains(&sd), "spread {sd} m");
        let wide = drawn(Aim::Straight { scatter: 0.02 }, 3);
        assert!(
            wide.iter().any(|p| p.lateral.abs() == half),
            "held at the entrance's edge"
        );
    }
}

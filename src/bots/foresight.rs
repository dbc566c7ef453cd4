//! Choosing how to push: candidate plans tried on clones of the live quarry under
//! the bot's own execution noise, each scored by what falls off the front edge and
//! what that is worth to the bot now (a tile that fits its cart and can be built
//! soon beats a sesterce). Candidates share their noise draws (common random
//! numbers), so the comparison is between plans, not between lucky draws.

use super::evaluate::reward_worth;
use super::noise::LevelConfig;
use super::view::SeatView;
use crate::quarry::{Edge, PushPlan, Quarry, QuarryConfig};
use crate::rules::Size;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// The push a careful person makes: the stone square in the middle of the
/// entrance, the pusher square behind it, all the way to the line, firmly for a
/// large stone and at a middling pace otherwise.
pub fn careful_plan(config: &QuarryConfig, size: Size) -> PushPlan {
    let p = &config.pusher;
    let speed = match size {
        Size::Large => 0.5 * (p.firm_plan_speed + p.max_speed),
        Size::Small | Size::Mid => 0.5 * (p.min_plan_speed + p.max_speed),
    };
    PushPlan {
        lateral: 0.0,
        stone_angle: 0.0,
        pusher_angle: 0.0,
        speed,
        accel_time: 0.05,
        distance: config.ramp.line_position,
    }
}

/// The candidate plans of a level that tries `count`: the careful plan first, then
/// to either side, then harder and softer, then turned.
pub fn candidates(config: &QuarryConfig, size: Size, count: usize) -> Vec<PushPlan> {
    let careful = careful_plan(config, size);
    let third = config.ramp.entrance_width / 6.0;
    let p = &config.pusher;
    let turn = (0.3 * p.max_angle_deg).to_radians();
    let with = |lateral: f32, speed: f32, pusher_angle: f32| PushPlan {
        lateral,
        speed: speed.clamp(0.05, p.max_speed),
        pusher_angle,
        ..careful
    };
    let hard = p.max_speed;
    let soft = 0.5 * (careful.speed + p.min_plan_speed);
    let grid = [
        careful,
        with(-third, careful.speed, 0.0),
        with(third, careful.speed, 0.0),
        with(0.0, hard, 0.0),
        with(-third, hard, 0.0),
        with(third, hard, 0.0),
        with(0.0, soft, 0.0),
        with(-third, careful.speed, turn),
        with(third, careful.speed, -turn),
        with(0.0, careful.speed, turn),
        with(0.0, careful.speed, -turn),
        with(-2.0 * third, hard, 0.0),
        with(2.0 * third, hard, 0.0),
    ];
    grid.into_iter().cycle().take(count.max(1)).collect()
}

/// The plan a bot of this level means to push with, and the stones it expects
/// off the front edge (`None` when it looked at no simulation).
pub fn choose_plan<R: Rng + ?Sized>(
    level: &LevelConfig,
    view: &SeatView,
    quarry: &Quarry,
    size: Size,
    rng: &mut R,
) -> (PushPlan, Option<f32>) {
    let config = quarry.config();
    let samples = level.foresight.samples as usize;
    if samples == 0 {
        return (careful_plan(config, size), None);
    }
    let plans = candidates(config, size, level.foresight.plans as usize);
    // Common random numbers: sample i perturbs every candidate from the same seed.
    let seeds: Vec<u64> = (0..samples).map(|_| rng.next_u64()).collect();
    let worth = |s: Size| reward_worth(view.game(), view.seat(), s);
    let mut best: Option<(f64, f32, PushPlan)> = None;
    for plan in plans {
        let (mut value, mut front) = (0.0, 0.0);
        for &seed in &seeds {
            let noisy = level
                .noise
                .perturb(&plan, config, &mut Pcg64::seed_from_u64(seed));
            let mut trial = quarry.clone();
            if let Ok(report) = trial.push(size, &noisy) {
                for fell in report.events.iter().filter(|f| f.edge == Edge::Front) {
                    value += worth(fell.size);
                    front += 1.0;
                }
            }
        }
        let n = seeds.len() as f64;
        let mean = value / n;
        if best.as_ref().is_none_or(|(v, _, _)| mean > *v) {
            best = Some((mean, front / n as f32, plan));
        }
    }
    match best {
        Some((_, front, plan)) => (plan, Some(front)),
        None => (careful_plan(config, size), None),
    }
}

/// Where a plan stands across the entrance, in words.
pub fn lateral_words(plan: &PushPlan, config: &QuarryConfig) -> &'static str {
    let share = plan.lateral / (0.5 * config.ramp.entrance_width);
    if share < -0.2 {
        "left of centre"
    } else if share > 0.2 {
        "right of centre"
    } else {
        "in the middle"
    }
}

//! The quarry's speed: one push plus settle on a loaded quarry (24–30 stones), and a
//! clone of the whole quarry (what a bot pays to try a push).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::hint::black_box;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};
use via_appia::rules::components::Size;

fn loaded() -> (QuarryConfig, Quarry) {
    let config =
        QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid");
    let quarry = Quarry::new(&config, [12, 8, 4], 1).expect("opening loads");
    (config, quarry)
}

fn push_and_settle(c: &mut Criterion) {
    let (_, quarry) = loaded();
    let plans: Vec<(Size, PushPlan)> = (0..12)
        .map(|i| {
            let plan = PushPlan {
                lateral: 0.004 * (i % 5) as f32 - 0.008,
                stone_angle: 0.2 * i as f32,
                pusher_angle: 0.05 * (i % 4) as f32,
                speed: 0.15 + 0.03 * i as f32,
                accel_time: 0.03,
                distance: 1.0,
            };
            (Size::ALL[i % 3], plan)
        })
        .collect();
    let mut next = 0;
    c.bench_function("push_and_settle", |b| {
        b.iter_batched(
            || {
                next = (next + 1) % plans.len();
                (quarry.clone(), plans[next])
            },
            |(mut q, (size, plan))| black_box(q.push(size, &plan).map(|r| r.steps)),
            BatchSize::SmallInput,
        )
    });
}

fn clone_quarry(c: &mut Criterion) {
    let (_, quarry) = loaded();
    c.bench_function("clone_quarry", |b| b.iter(|| black_box(quarry.clone())));
}

criterion_group!(benches, push_and_settle, clone_quarry);
criterion_main!(benches);

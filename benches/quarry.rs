//! The quarry's speed: one push plus settle on a loaded quarry (24 stones), and a clone of
//! the whole quarry (what a bot pays to try a push).
//!
//! The pushes are exactly quarry-lab's: the same fresh openings and random plans
//! (`quarry_lab::bench::lab_case`, seeds 1..=48), so this figure and the lab's
//! "wall ms/push" measure the same thing. Only the push is timed; the clone that
//! gives each iteration an untouched quarry is set-up.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::hint::black_box;
use via_appia::cli::quarry_lab::bench::lab_case;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};
use via_appia::rules::components::Size;

/// As many cases as the lab's first 48 pushes.
const CASES: u64 = 48;

fn config() -> QuarryConfig {
    QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid")
}

fn push_and_settle(c: &mut Criterion) {
    let config = config();
    let cases: Vec<(Quarry, Size, PushPlan)> = (1..=CASES)
        .map(|seed| lab_case(&config, seed).expect("opening loads"))
        .collect();
    let mut next = 0;
    c.bench_function("push_and_settle", |b| {
        b.iter_batched(
            || {
                next = (next + 1) % cases.len();
                let (quarry, size, plan) = &cases[next];
                (quarry.clone(), *size, *plan)
            },
            |(mut q, size, plan)| black_box(q.push(size, &plan).map(|r| r.steps)),
            BatchSize::SmallInput,
        )
    });
}

fn clone_quarry(c: &mut Criterion) {
    let config = config();
    let (quarry, _, _) = lab_case(&config, 1).expect("opening loads");
    c.bench_function("clone_quarry", |b| b.iter(|| black_box(quarry.clone())));
}

criterion_group!(benches, push_and_settle, clone_quarry);
criterion_main!(benches);

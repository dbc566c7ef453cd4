//! Stones are neither made nor lost: in the quarry + fallen = opening + pushed in.

use via_appia::quarry::{Edge, PushPlan, Quarry, QuarryConfig, StonePreset, StoneShape};
use via_appia::rules::components::Size;

fn run_game(shape: StoneShape, seed: u64) {
    let config = QuarryConfig::load_preset(StonePreset::of(shape)).expect("valid");
    assert_eq!(config.stones.stone_shape, shape);
    let opening = [12, 8, 4];
    let mut quarry = Quarry::new(&config, opening, seed).expect("loads");
    let mut pushed = [0u32; 3];
    let mut fallen = [0u32; 3];
    let mut front = 0;
    for i in 0..40u32 {
        let size = Size::ALL[(i % 3) as usize];
        let plan = PushPlan {
            lateral: 0.01 * ((i % 5) as f32 - 2.0),
            stone_angle: 0.1 * i as f32,
            pusher_angle: 0.05 * ((i % 7) as f32 - 3.0),
            speed: 0.1 + 0.01 * (i % 30) as f32,
            accel_time: 0.02,
            distance: 1.0,
        };
        let Ok(report) = quarry.push(size, &plan) else {
            continue;
        };
        pushed[size.index()] += 1;
        for event in &report.events {
            fallen[event.size.index()] += 1;
            front += u32::from(event.edge == Edge::Front);
        }
        let contents = quarry.contents();
        for s in 0..3 {
            assert_eq!(
                contents[s] + fallen[s],
                opening[s] + pushed[s],
                "size {s} after push {i}"
            );
        }
    }
    assert!(
        front > 0,
        "{shape:?}: 40 pushes dropped nothing off the front"
    );
}

#[test]
fn stones_are_conserved_with_box_stones() {
    run_game(StoneShape::Box, 3);
}

#[test]
fn stones_are_conserved_with_disc_stones() {
    run_game(StoneShape::Disc, 4);
}

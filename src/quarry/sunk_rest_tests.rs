//! A pile with a stone inside another has not come to rest (`Quarry::wake_sunk_stones`).

use super::config::QuarryConfig;
use super::rest::{SUNK_AGAIN, SUNK_AT_REST};
use super::state::Quarry;
use crate::rules::components::Size;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use rapier3d::prelude::*;

/// Frames in which the two blocks doze off at once, unless woken sooner (see
/// `overlap_after_settling`).
const DOZING_FRAMES: u32 = 10;

/// An empty quarry of the shipped config with two mid blocks lying flat on the ramp
/// (`lift` metres above it), the lower one pressed `depth` metres into the upper one.
fn two_mid_blocks(depth: f32, lift: f32) -> (QuarryConfig, Quarry) {
    let config =
        QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid");
    let mut quarry = Quarry::empty(&config, Pcg64::seed_from_u64(1));
    let ramp = quarry.ramp();
    let d = config.stones.dims(Size::Mid);
    for z in [0.12, 0.12 + d.diameter - depth] {
        let local = Pose::from_parts(
            Vector::new(0.0, 0.5 * d.thickness + lift, z),
            Rotation::IDENTITY,
        );
        quarry.insert_stone(Size::Mid, ramp.to_world(local), &ramp);
    }
    (config, quarry)
}

/// The two blocks of [`two_mid_blocks`], a hair above the ramp. At first their sleep
/// thresholds are so high that rapier puts them to sleep before the solver has pushed
/// them apart, as a pair knocked together late in a settle falls asleep; once they are
/// woken (or after `DOZING_FRAMES`) they get the shipped thresholds back. Returns the
/// deepest overlap once the quarry is settled.
fn overlap_after_settling(depth: f32) -> f32 {
    let (config, mut quarry) = two_mid_blocks(depth, 0.0001);
    set_sleep_thresholds(&mut quarry, 50.0, 50.0);
    let mut dozing = true;
    for frame in 0..600 {
        quarry.step();
        if dozing && (quarry.sunk_wakes > 0 || frame == DOZING_FRAMES) {
            dozing = false;
            let s = &config.solver;
            set_sleep_thresholds(
                &mut quarry,
                s.sleep_linear_threshold,
                s.sleep_angular_threshold,
            );
        }
        if !dozing && quarry.is_settled() {
            break;
        }
    }
    assert!(quarry.is_settled(), "the two blocks came to rest");
    (quarry.stone_overlaps().iter())
        .map(|o| o.2)
        .fold(0.0, f32::max)
}

fn set_sleep_thresholds(quarry: &mut Quarry, linear: f32, angular: f32) {
    for stone in &quarry.stones {
        if let Some(body) = quarry.physics.bodies.get_mut(stone.body) {
            let activation = body.activation_mut();
            activation.normalized_linear_threshold = linear;
            activation.angular_threshold = angular;
        }
    }
}

#[test]
fn blocks_that_fall_asleep_inside_each_other_are_woken_until_they_part() {
    for depth in [0.0005, 0.001, 0.003] {
        let left = overlap_after_settling(depth);
        assert!(
            left <= SUNK_AT_REST,
            "blocks put {depth} m into each other rest {left} m deep"
        );
    }
}

/// Two mid blocks put `depth` metres into each other, both asleep, as a pile falls
/// asleep `wakes` times into one settle; whether the quarry wakes them.
fn woken_again(depth: f32, wakes: u32) -> bool {
    let (_, mut quarry) = two_mid_blocks(depth, 0.0);
    quarry.physics.prime_contacts();
    for stone in &quarry.stones {
        if let Some(body) = quarry.physics.bodies.get_mut(stone.body) {
            body.sleep();
        }
    }
    quarry.sunk_wakes = wakes;
    quarry.wake_sunk_stones();
    quarry.any_stone_awake()
}

#[test]
fn a_settle_wakes_a_visibly_sunk_pair_again_a_few_times() {
    // The first wake of a settle takes any pair deeper than SUNK_AT_REST.
    assert!(woken_again(0.5 * (SUNK_AT_REST + SUNK_AGAIN), 0));
    // Later ones only a pair deeper than SUNK_AGAIN, and not for ever.
    assert!(!woken_again(0.5 * (SUNK_AT_REST + SUNK_AGAIN), 1));
    assert!(woken_again(2.0 * SUNK_AGAIN, 1));
    assert!(woken_again(2.0 * SUNK_AGAIN, 2));
    assert!(!woken_again(2.0 * SUNK_AGAIN, 3));
}

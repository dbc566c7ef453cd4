//! Same seed and plan → same events and bit-identical poses; clones and saved snapshots
//! continue exactly like the original.

use via_appia::quarry::{PusherPose, Quarry, QuarryDescription};
use via_appia::rules::components::Size;

use crate::common::quarry::{config, plan, pose_bits};

/// Places a large stone and drives the pusher forward for `frames` frames.
fn start_push(quarry: &mut Quarry) {
    quarry
        .place_stone(Size::Large, 0.0, 0.2)
        .expect("entrance free");
    let pose = quarry.pusher_pose();
    quarry.drive_pusher(PusherPose {
        advance: 1.0,
        ..pose
    });
    for _ in 0..6 {
        quarry.step();
    }
}

fn finish(quarry: &mut Quarry) -> (Vec<via_appia::quarry::StoneFell>, Vec<(u32, [u32; 7])>) {
    for _ in 0..600 {
        quarry.step();
        if quarry.is_settled() {
            break;
        }
    }
    (quarry.take_events(), pose_bits(quarry))
}

#[test]
fn same_seed_same_plan_same_result() {
    let config = config();
    let mut a = Quarry::new(&config, [12, 8, 4], 42).expect("loads");
    let mut b = Quarry::new(&config, [12, 8, 4], 42).expect("loads");
    assert_eq!(pose_bits(&a), pose_bits(&b));
    for size in [Size::Large, Size::Small, Size::Mid] {
        let ra = a.push(size, &plan(0.004)).expect("push");
        let rb = b.push(size, &plan(0.004)).expect("push");
        assert_eq!(ra, rb);
    }
    assert_eq!(pose_bits(&a), pose_bits(&b));
}

#[test]
fn different_seeds_differ() {
    let config = config();
    let a = Quarry::new(&config, [12, 8, 4], 1).expect("loads");
    let b = Quarry::new(&config, [12, 8, 4], 2).expect("loads");
    assert_ne!(pose_bits(&a), pose_bits(&b));
}

#[test]
fn clone_mid_push_continues_identically() {
    let mut original = Quarry::new(&config(), [12, 8, 4], 5).expect("loads");
    start_push(&mut original);
    let mut copy = original.clone();
    assert_eq!(finish(&mut original), finish(&mut copy));
}

/// A quarry rebuilt from its description mid-push (what a save does to the game that
/// goes on) continues exactly like one rebuilt from the description's RON text.
#[test]
fn described_and_rebuilt_mid_push_continues_identically() {
    let mut original = Quarry::new(&config(), [12, 8, 4], 6).expect("loads");
    start_push(&mut original);
    let description = original.describe();
    let mut canonical = Quarry::from_description(description.clone()).expect("rebuilds");
    let text = ron::to_string(&description).expect("writes");
    let read: QuarryDescription = ron::from_str(&text).expect("reads");
    assert_eq!(read, description, "RON keeps every number exactly");
    let mut from_ron = Quarry::from_description(read).expect("rebuilds");
    let expected = finish(&mut canonical);
    assert_eq!(finish(&mut from_ron), expected);
}

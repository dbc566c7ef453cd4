//! A stone at the front edge either rests and sleeps or tips off: it never rocks forever.
//!
//! The front edge cuts a stone's bottom face into 5–6 contact points of which the solver
//! keeps 4; with too little convergence the support it keeps flips every few steps and
//! the stone rocks in place, which kept whole played quarries awake until the time cap.

use super::config::QuarryConfig;
use super::falls::Edge;
use super::state::Quarry;
use crate::rules::components::Size;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use rapier3d::prelude::*;

/// Frames a lone stone at the edge may take to come to rest: one second.
const REST_FRAMES: u32 = 60;

fn config() -> QuarryConfig {
    QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid")
}

/// An empty quarry with one stone of `size` whose footprint overhangs the front edge by
/// `share` of its side, turned by `yaw`; it is run for up to `frames` frames. Returns
/// whether it settled and the edge it fell over, if any.
fn one_stone_at_the_edge(
    config: &QuarryConfig,
    size: Size,
    share: f32,
    yaw: f32,
    frames: u32,
) -> (bool, Option<Edge>) {
    let mut quarry = Quarry::empty(config, Pcg64::seed_from_u64(1));
    let ramp = quarry.ramp();
    let d = config.stones.dims(size);
    let z = ramp.length - 0.5 * d.diameter + share * d.diameter;
    let local = Pose::from_parts(
        Vector::new(0.0, 0.5 * d.thickness + 0.0002, z),
        Rotation::from_rotation_y(yaw),
    );
    quarry.insert_stone(size, ramp.to_world(local), &ramp);
    for _ in 0..frames {
        quarry.step();
        if let Some(fell) = quarry.take_events().first() {
            return (true, Some(fell.edge));
        }
        if quarry.is_settled() {
            return (true, None);
        }
    }
    (false, None)
}

#[test]
fn a_stone_overhanging_the_front_edge_rests_and_sleeps() {
    let config = config();
    for size in Size::ALL {
        for share in [0.0, 0.1, 0.2, 0.3, 0.35] {
            for yaw in [0.0f32, 0.05, 0.2, 0.5, std::f32::consts::FRAC_PI_4] {
                let outcome = one_stone_at_the_edge(&config, size, share, yaw, REST_FRAMES);
                assert_eq!(
                    outcome,
                    (true, None),
                    "{size:?} overhanging by {share} turned {yaw}: (settled, fell) = {outcome:?}"
                );
            }
        }
    }
}

#[test]
fn a_stone_past_its_tipping_point_falls_off_the_front() {
    // With its centre of mass 5 % of a side behind the edge, the 16° slope tips it over:
    // the sleep thresholds must not freeze it while it starts to turn.
    let config = config();
    for size in Size::ALL {
        let outcome = one_stone_at_the_edge(&config, size, 0.45, 0.0, 5 * REST_FRAMES);
        assert_eq!(outcome, (true, Some(Edge::Front)), "{size:?}");
    }
}

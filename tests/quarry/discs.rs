//! The wooden discs of `assets/quarry_discs.ron`: they slide like wood, lie on each other
//! without sinking in, and a played quarry of them neither empties nor jams.

use crate::common::quarry as common_quarry;

use via_appia::cli::quarry_lab::bench::lab_case;
use via_appia::quarry::{Quarry, QuarryConfig, StonePreset, StoneShape};
use via_appia::rules::components::Size;

fn discs() -> QuarryConfig {
    QuarryConfig::load_preset(StonePreset::Discs).expect("assets/quarry_discs.ron is valid")
}

#[test]
fn the_disc_preset_is_discs_and_the_default_stays_blocks() {
    assert_eq!(discs().stones.stone_shape, StoneShape::Disc);
    let blocks = QuarryConfig::load_preset(StonePreset::Blocks).expect("quarry.ron");
    assert_eq!(blocks.stones.stone_shape, StoneShape::Box);
    assert_eq!(blocks, common_quarry::config());
}

#[test]
fn a_lone_disc_slides_within_a_degree_of_atan_mu() {
    common_quarry::assert_slides_only_above_atan_mu(&discs(), &[0.3, 0.45], 1.0, 0.005);
}

/// The deepest any disc lies in another once a push from a fresh opening has settled.
#[test]
fn no_disc_sinks_into_another_at_rest() {
    let config = discs();
    for seed in 1..=24u64 {
        let (mut quarry, size, plan) = lab_case(&config, seed).expect("opening");
        let report = quarry.push(size, &plan).expect("the push can be made");
        assert!(!report.hit_time_cap, "seed {seed}: the push never settled");
        for (a, b, depth) in quarry.stone_overlaps() {
            assert!(
                depth <= 0.0005,
                "seed {seed}: {a:?} lies {:.2} mm deep in {b:?}",
                depth * 1000.0
            );
        }
    }
}

/// 60 consecutive pushes in one disc quarry (seeds 1 and 2; `VIA_DISC_SEEDS=10` for the
/// ten of the calibration page).
#[test]
fn a_played_disc_quarry_neither_empties_nor_jams() {
    let config = discs();
    let seeds: u64 = std::env::var("VIA_DISC_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2);
    for seed in 1..=seeds {
        let common_quarry::Played {
            quarry,
            front,
            capped,
            least,
            most,
            escapes,
        } = common_quarry::play_quarry(&config, seed, 60);
        let deepest = quarry
            .stone_overlaps()
            .iter()
            .map(|o| o.2)
            .fold(0.0, f32::max);
        println!(
            "seed {seed}: {:.2} front drops per push, quarry {least}..{most} discs, {capped} time-cap hits, deepest overlap {:.3} mm",
            front as f64 / 60.0,
            deepest * 1000.0
        );
        assert!(
            least >= 8,
            "seed {seed}: the quarry nearly emptied ({least})"
        );
        assert!(most <= 40, "seed {seed}: the quarry jammed full ({most})");
        assert!(
            capped <= 1,
            "seed {seed}: {capped} of 60 pushes never settled"
        );
        assert!(
            deepest <= 0.0005,
            "seed {seed}: a disc {deepest} m deep in another"
        );
        assert!(escapes.is_empty(), "seed {seed}: {escapes:?}");
    }
}

/// A disc quarry saved and loaded goes on bit for bit like the one that was saved.
#[test]
fn a_saved_disc_quarry_loads_bit_identical() {
    let config = discs();
    let mut quarry = Quarry::new(&config, [12, 8, 4], 3).expect("opening");
    quarry
        .push(Size::Large, &common_quarry::plan(0.004))
        .expect("push");
    let saved = quarry.canonical().expect("rebuilt");
    let text = ron::to_string(&saved.describe()).expect("writes");
    let desc = ron::from_str(&text).expect("reads");
    let mut loaded = Quarry::from_description(desc).expect("loads");
    assert_eq!(loaded.config().stones.stone_shape, StoneShape::Disc);
    let mut played = saved;
    for q in [&mut played, &mut loaded] {
        q.push(Size::Mid, &common_quarry::plan(-0.006))
            .expect("push");
    }
    assert_eq!(
        common_quarry::pose_bits(&played),
        common_quarry::pose_bits(&loaded)
    );
}

//! Over a game the quarry neither empties itself nor jams: consecutive pushes in
//! one quarry (no fresh openings), stone sizes in the proportions players hold them.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use via_appia::quarry::{PushPlan, Quarry, QuarryConfig};
use via_appia::rules::Size;

const PUSHES: usize = 60;

/// Sizes as players get them: mostly small, some mid, few large.
fn game_size(rng: &mut Pcg64) -> Size {
    match rng.random_range(0..10) {
        0..=5 => Size::Small,
        6..=8 => Size::Mid,
        _ => Size::Large,
    }
}

#[test]
fn a_played_quarry_neither_empties_nor_jams() {
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    for seed in [1u64, 2] {
        let mut quarry = Quarry::new(&config, [12, 8, 4], seed).expect("opening");
        let mut rng = Pcg64::seed_from_u64(seed);
        let (mut front, mut capped, mut least, mut most) = (0usize, 0usize, u32::MAX, 0u32);
        for _ in 0..PUSHES {
            let size = game_size(&mut rng);
            let plan = PushPlan::random(&config, size, &mut rng);
            let report = quarry.push(size, &plan).expect("the push can be made");
            front += report
                .events
                .iter()
                .filter(|e| e.edge == via_appia::quarry::Edge::Front)
                .count();
            capped += usize::from(report.hit_time_cap);
            let held: u32 = quarry.contents().iter().sum();
            least = least.min(held);
            most = most.max(held);
        }
        let per_push = front as f64 / PUSHES as f64;
        println!("seed {seed}: {per_push:.2} front drops per push, quarry {least}..{most} stones, {capped} time-cap hits");
        assert!(
            least >= 8,
            "seed {seed}: the quarry nearly emptied ({least} stones)"
        );
        assert!(
            most <= 40,
            "seed {seed}: the quarry jammed full ({most} stones)"
        );
        assert!(
            (0.5..=2.0).contains(&per_push),
            "seed {seed}: {per_push:.2} drops per push"
        );
        // A push that only ends at `solver.time_cap` keeps a live player waiting 10 s.
        assert!(
            capped <= 1,
            "seed {seed}: {capped} of {PUSHES} pushes never settled"
        );
    }
}

/// Pushes from fresh openings (as quarry-lab makes them) all come to rest before the cap.
#[test]
fn pushes_from_fresh_openings_all_settle() {
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    for seed in 1..=30u64 {
        let mut quarry = Quarry::new(&config, [12, 8, 4], seed).expect("opening");
        let mut rng = Pcg64::seed_from_u64(seed);
        let size = Size::ALL[rng.random_range(0..3)];
        let plan = PushPlan::random(&config, size, &mut rng);
        let report = quarry.push(size, &plan).expect("the push can be made");
        assert!(
            !report.hit_time_cap,
            "seed {seed}: a {size:?} push from a fresh opening never settled"
        );
    }
}

//! Knocks are heard where someone listens, nowhere else, and hearing them
//! changes nothing the physics does.

use super::config::QuarryConfig;
use super::knocks::Surface;
use super::push::PushPlan;
use super::state::Quarry;
use crate::rules::components::Size;

fn fresh(seed: u64) -> Quarry {
    let config =
        QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid");
    Quarry::new(&config, [12, 8, 4], seed).expect("the opening loads")
}

fn poses(quarry: &Quarry) -> Vec<([f32; 3], [f32; 4])> {
    quarry
        .stones()
        .map(|s| (s.translation, s.rotation))
        .collect()
}

/// A push that moves the pile (seed 4: stones drop) is heard on stones, ramp and
/// pusher. The hand slows near the pile, so a stone laid gently against a pile
/// that does not give is not heard striking it; the pile's stones knock as they
/// shift and drop.
#[test]
fn a_push_is_heard_knocking_on_stones_and_the_pusher() {
    let mut quarry = fresh(4);
    quarry.listen();
    let plan = PushPlan::careful(quarry.config(), Size::Large);
    let report = quarry.push(Size::Large, &plan).expect("the push is made");
    assert!(
        !report.events.is_empty(),
        "the pile moved and stones dropped"
    );
    let knocks = quarry.take_knocks();
    assert!(knocks.iter().all(|k| k.impulse > 0.0), "{knocks:?}");
    let with = |s: Surface| knocks.iter().any(|k| k.a == s || k.b == s);
    assert!(with(Surface::Pusher), "the pusher meets the stone");
    assert!(with(Surface::Ramp), "the stone is set on the ramp");
    assert!(
        knocks
            .iter()
            .any(|k| matches!((k.a, k.b), (Surface::Stone(_), Surface::Stone(_)))),
        "the pile's stones knock"
    );
    assert!(quarry.take_knocks().is_empty(), "taken once");
}

#[test]
fn a_pile_at_rest_is_quiet() {
    let mut quarry = fresh(5);
    quarry.listen();
    for _ in 0..120 {
        quarry.step();
    }
    let knocks = quarry.take_knocks();
    assert!(knocks.is_empty(), "{knocks:?}");
}

#[test]
fn only_the_quarry_that_listens_hears_and_hearing_changes_nothing() {
    let mut heard = fresh(7);
    heard.listen();
    let mut deaf = heard.clone();
    let mut unheard = fresh(7);
    let plan = PushPlan::careful(heard.config(), Size::Mid);
    for quarry in [&mut heard, &mut deaf, &mut unheard] {
        quarry.push(Size::Mid, &plan).expect("the push is made");
    }
    assert!(!heard.take_knocks().is_empty());
    assert!(deaf.take_knocks().is_empty(), "a clone starts deaf");
    assert_eq!(poses(&heard), poses(&unheard), "bit for bit");
    assert_eq!(poses(&heard), poses(&deaf));
}

//! Helpers shared by the session tests: a push made by a person's hand through
//! `Session`, as the mouse makes it.

use rand::RngExt;
use rand_pcg::Pcg64;
use via_appia::table::hand::{Hand, HandInput, RampPoint, Stage};
use via_appia::table::session::Session;

/// Frames a hand push may take before the test gives up on it.
const MAX_FRAMES: usize = 3_000;

/// Pushes a stone by hand: the stone slid across the entrance and turned, put in
/// behind the line (a blocking stone swept in first), the pusher dragged forward
/// to the line at the mouse's pace, let go, then wait for stillness.
pub fn push_by_hand(session: &mut Session, rng: &mut Pcg64) {
    let lateral = rng.random_range(-0.01..0.01);
    let mut hand = Hand::new();
    hand.input(HandInput::Hover(Some(RampPoint {
        lateral,
        advance: 0.0,
    })));
    hand.input(HandInput::Turn(rng.random_range(-0.5..0.5)));
    hand.place();
    let far = RampPoint {
        lateral,
        advance: 1.0,
    };
    let line = session.quarry.ramp().line_position;
    let mut last = session.quarry.pusher_pose();
    let mut still = 0;
    for _ in 0..MAX_FRAMES {
        match hand.stage {
            Stage::Placing => hand.place(),
            Stage::Clearing | Stage::Pushing => hand.input(HandInput::Drag(far)),
            Stage::Settling => {}
        }
        if hand.step(session).expect("the push goes on") {
            return;
        }
        let now = session.quarry.pusher_pose();
        assert!(now.advance <= line + 1e-4, "the pusher crossed the line");
        still = if now == last { still + 1 } else { 0 };
        last = now;
        // The pusher has gone as far as it goes: let go of the mouse.
        if still >= 3 && matches!(hand.stage, Stage::Pushing | Stage::Clearing) {
            hand.input(HandInput::Release);
            still = 0;
        }
    }
    panic!(
        "the push by hand did not end in {MAX_FRAMES} frames: {:?}",
        hand
    );
}

//! Helpers shared by the session tests: a push made by hand through `Session`, as the
//! mouse makes it.

use rand::RngExt;
use rand_pcg::Pcg64;
use via_appia::quarry::PusherPose;
use via_appia::table::session::Session;

/// Pushes the placed stone by hand: pusher back, stone behind the line, pusher
/// forward to the line at the mouse's pace, back again, then wait for stillness.
pub fn push_by_hand(session: &mut Session, rng: &mut Pcg64) {
    let lateral = rng.random_range(-0.01..0.01);
    let parked = PusherPose {
        lateral,
        advance: -1.0,
        angle: 0.0,
    };
    drive_until_still(session, parked, 240);
    if let Err(e) = session.place_stone(lateral, rng.random_range(-0.5..0.5)) {
        panic!(
            "the stone cannot be placed: {e}; pusher at {:?}, line at {}",
            session.quarry.pusher_pose(),
            session.quarry.ramp().line_position
        );
    }
    let far = PusherPose {
        lateral,
        advance: 1.0,
        angle: rng.random_range(-0.2..0.2),
    };
    drive_until_still(session, far, 240);
    let line = session.quarry.ramp().line_position;
    assert!(
        session.quarry.pusher_pose().advance <= line + 1e-4,
        "the pusher crossed the line"
    );
    drive_until_still(session, parked, 240);
    while !session.push_settled() {
        session.frame();
    }
    session.finish_push().expect("a settled push finishes");
}

/// Drags the pusher towards `target` until it stops moving (or `frames` pass).
pub fn drive_until_still(session: &mut Session, target: PusherPose, frames: usize) {
    let mut last = session.quarry.pusher_pose();
    for _ in 0..frames {
        session
            .drag_pusher(target)
            .expect("the pusher moves while pushing");
        session.frame();
        let now = session.quarry.pusher_pose();
        if now == last {
            return;
        }
        last = now;
    }
}

//! A person's push at the table, as the window's hand makes it: the pusher
//! follows the pointer but never passes the line, a blocked entrance is cleared
//! first, the panel names the push's pace, Space holds a steady push, dropped
//! stones are marked, and a careful push pays.

use crate::common::table::{begin_a_push, begin_a_push_of, put_the_stone_in, settle, table, FRAME};
use via_appia::quarry::Edge;
use via_appia::rules::Size;
use via_appia::table::hand::{Care, HandInput, PushIntent, RampPoint, Stage};
use via_appia::table::play::{DROP_MARK, LINGER};
use via_appia::table::SeatKind;

const HUMAN: SeatKind = SeatKind::Human;

#[test]
fn the_pusher_follows_the_pointer_but_never_passes_the_line() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    put_the_stone_in(&mut play, 0.0);
    // Yank the pointer far past the line: the pusher runs at most at its speed.
    let max_speed = play.session.quarry.config().pusher.max_speed;
    let mut last = play.session.quarry.pusher_pose().advance;
    for _ in 0..90 {
        play.hand_input(HandInput::Drag(RampPoint {
            lateral: 0.0,
            advance: 5.0,
        }));
        play.advance(FRAME);
        let now = play.session.quarry.pusher_pose().advance;
        assert!(now - last <= max_speed * FRAME + 1e-5, "too fast");
        last = now;
    }
    let line = play.session.quarry.ramp().line_position;
    assert!(last <= line, "the pusher stays behind the line");
    assert!(
        last > line - 0.1,
        "the pusher followed the pointer to the line"
    );
    play.hand_input(HandInput::Release);
    for _ in 0..2_000 {
        if play.hand().is_none() {
            break;
        }
        play.advance(FRAME);
    }
    assert!(play.hand().is_none(), "the push ended once all was still");
}

#[test]
fn a_blocked_entrance_is_cleared_with_a_squared_pusher_then_the_stone_goes_in() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    // A large stone left lying behind the line (as a jammed push can leave one).
    let quarry = &mut play.session.quarry;
    quarry
        .place_stone(Size::Large, 0.005, 0.0)
        .expect("room for the blocking stone");
    let blocker = quarry
        .entrance_blocker()
        .expect("a stone lies behind the line");
    // The person tries to drop the stone in beside it: refused.
    play.hand_input(HandInput::Press(RampPoint {
        lateral: -0.003,
        advance: 0.0,
    }));
    for _ in 0..30 {
        play.advance(FRAME);
    }
    let hand = play.hand().expect("still pushing").0.clone();
    assert_eq!(hand.stage, Stage::Clearing, "{:?}", hand.notice);
    assert_eq!(hand.pusher_angle, 0.0, "clearing squares the pusher");
    // Drag the bare pusher up to the line in line with the blocker, and let go.
    let line = play.session.quarry.ramp().line_position;
    let mut pointer = -0.02;
    while pointer < line + 0.02 {
        pointer += 0.1 * FRAME; // a careful hand: 10 cm/s
        play.hand_input(HandInput::Drag(RampPoint {
            lateral: blocker,
            advance: pointer,
        }));
        play.advance(FRAME);
    }
    // The pusher slows as the blocker nears the pile: the hand holds still past
    // the line until the pusher has caught up, then lets go.
    for _ in 0..120 {
        let before = play.session.quarry.pusher_pose().advance;
        play.advance(FRAME);
        if play.session.quarry.pusher_pose().advance == before {
            break;
        }
    }
    play.hand_input(HandInput::Release);
    assert_eq!(play.hand().map(|(h, _)| h.stage), Some(Stage::Placing));
    assert_eq!(play.session.quarry.entrance_blocker(), None, "cleared");
    put_the_stone_in(&mut play, -0.012);
}

/// A careful drag made in steps (the pointer moves 3 mm, then rests, as a mouse
/// reports a slow hand) is a push at its mean pace: the panel shows about 1.8
/// cm/s while the hand moves, and the log gives the push's pace afterwards —
/// not the bursts in which the pusher catches up with each step.
#[test]
fn a_person_learns_the_pace_of_a_careful_push() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    put_the_stone_in(&mut play, 0.0);
    let depth = play.session.quarry.config().pusher.depth;
    let mut pointer = play.session.quarry.pusher_pose().advance + 0.5 * depth;
    let line = play.session.quarry.ramp().line_position;
    let mut shown = Vec::new();
    while pointer < line {
        pointer += 0.003;
        play.hand_input(HandInput::Drag(RampPoint {
            lateral: 0.0,
            advance: pointer,
        }));
        for _ in 0..10 {
            play.advance(FRAME);
            shown.extend(play.hand().map(|(h, _)| h.speed));
        }
    }
    // Once the average has caught up (after half a second), it reads the pace.
    for speed in &shown[30..shown.len() - 10] {
        assert!((0.008..0.03).contains(speed), "the panel shows {speed} m/s");
    }
    play.hand_input(HandInput::Release);
    for _ in 0..2_000 {
        if play.hand().is_none() {
            break;
        }
        play.advance(FRAME);
    }
    let pace = (play.session.log.iter())
        .find_map(|l| l.split_once(" cm at about ").map(|(_, pace)| pace))
        .expect("the log gives the push's pace");
    assert!(
        matches!(pace, "1 cm/s" | "2 cm/s"),
        "3 mm every 10 frames is 1.8 cm/s: {pace}"
    );
}

/// Holding Space (the panel's steady push) moves the pusher straight down the
/// slope at `pusher.steady_speed`, slowing to `pusher.near_pile_speed` once its
/// stone nears the pile, keeping its place across the lane and its turn, never
/// past the line; letting go ends the push like letting go of the mouse: the
/// stones settle, the log gives a pace between the two speeds, and the close-up
/// stays a moment on the still pile.
#[test]
fn a_steady_push_moves_straight_at_the_steady_speed_and_letting_go_ends_it() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    // Space held while placing does nothing by itself.
    play.push_intent(PushIntent::Steady(true));
    assert!(!play.hand().is_some_and(|(h, _)| h.is_steady()));
    put_the_stone_in(&mut play, 0.004);
    play.push_intent(PushIntent::Turn(0.1));
    play.advance(FRAME);
    let config = play.session.quarry.config().clone();
    let steady = config.pusher.steady_speed;
    let start = play.session.quarry.pusher_pose();
    play.push_intent(PushIntent::Steady(true));
    let mut last = start;
    let mut steps = Vec::new();
    let mut cares = Vec::new();
    for _ in 0..90 {
        play.advance(FRAME);
        cares.extend(play.hand().map(|(h, _)| h.care));
        let now = play.session.quarry.pusher_pose();
        assert_eq!(now.lateral, start.lateral, "straight down the slope");
        assert_eq!(now.angle, start.angle, "keeping its turn");
        assert!(
            now.advance - last.advance <= steady * FRAME * 1.001,
            "never faster"
        );
        let allowed = play.session.quarry.clamp_pusher(now);
        assert!(now.advance <= allowed.advance + 1e-6, "never past the line");
        steps.push((now.advance - last.advance) / FRAME);
        last = now;
    }
    let hand = play.hand().expect("still pushing").0.clone();
    assert!(hand.is_steady() && hand.stage == Stage::Pushing);
    // Until the pile or the line holds it, every frame is at the steady speed,
    // or at the slowed speed once its stone nears the pile (the hand slows there
    // as a careful hand does, and does not speed up again).
    let slowed = config.pusher.near_pile_speed.min(steady);
    let at = |step: f32, speed: f32| (step - speed).abs() < 0.03 * speed;
    let moving: Vec<f32> = steps.iter().copied().filter(|s| *s > 0.0).collect();
    let full = moving.iter().filter(|s| at(**s, steady)).count();
    let slow = moving.iter().filter(|s| at(**s, slowed)).count();
    assert!(full + slow >= moving.len() * 9 / 10, "{steps:?}");
    assert!(moving.len() >= 20, "it moved a good way: {steps:?}");
    assert!(
        full >= 10,
        "at the steady speed away from the pile: {steps:?}"
    );
    let first_slow = moving
        .iter()
        .position(|s| at(*s, slowed) && !at(*s, steady));
    if let Some(first) = first_slow {
        assert!(
            !moving[first..].iter().any(|s| at(*s, steady)),
            "once slowed near the pile it stays slow: {steps:?}"
        );
    }
    // Once the panel's average has caught up, it calls the push careful.
    assert!(
        cares[20..moving.len()].iter().all(|c| *c == Care::Careful),
        "{cares:?}"
    );
    play.push_intent(PushIntent::Steady(false));
    assert_eq!(play.hand().map(|(h, _)| h.stage), Some(Stage::Settling));
    // The pace goes to the log as the hand lets go, while the stones still move:
    // before what the push dropped and anything that ended (a round, the game).
    play.advance(FRAME);
    assert!(play.hand().is_some(), "the push is still settling");
    let told = (play.session.log.iter()).any(|l| l.contains(" cm at about "));
    assert!(
        told,
        "the pace is logged as the hand lets go: {:?}",
        play.session.log
    );
    settle(&mut play);
    assert!(play.session.quarry.is_settled(), "every stone is still");
    let pace = (play.session.log.iter())
        .find_map(|l| l.split_once(" cm at about ").map(|(_, pace)| pace))
        .expect("the log gives the push's pace");
    let cm: u32 = (pace.strip_suffix(" cm/s"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a pace in cm/s: {pace}"));
    let (low, high) = (100.0 * slowed, 100.0 * steady);
    assert!(
        (low.floor()..=high.ceil()).contains(&(cm as f32)),
        "the steady push's pace, between the slowed and the steady speed: {pace}"
    );
    // The close-up stays on the pile at rest a moment, then goes back.
    assert!(play.pushing(), "still on the quarry just after the push");
    for _ in 0..((LINGER / FRAME) as usize + 2) {
        play.advance(FRAME);
    }
    assert!(!play.pushing(), "back to the table after {LINGER} s");
}

/// A hand that asks for more than the pusher may do is told so: the panel's
/// word for the push is "held back at its top speed", and once its stone nears
/// the pile "slowed near the pile".
#[test]
fn the_panel_says_when_the_pusher_is_held_back() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    put_the_stone_in(&mut play, 0.0);
    assert_eq!(play.hand().map(|(h, _)| h.care), Some(Care::Still));
    play.hand_input(HandInput::Drag(RampPoint {
        lateral: 0.0,
        advance: 5.0,
    }));
    play.advance(FRAME);
    assert_eq!(play.hand().map(|(h, _)| h.care), Some(Care::HeldBack));
    // Held on towards the line, the stone nears the pile: the pusher slows to
    // its slowed speed there and the panel says so, not "held back".
    let mut cares = Vec::new();
    for _ in 0..120 {
        play.advance(FRAME);
        cares.extend(play.hand().map(|(h, _)| h.care));
    }
    let slowed = cares.iter().position(|c| *c == Care::Slowed);
    let slowed = slowed.unwrap_or_else(|| panic!("never slowed near the pile: {cares:?}"));
    assert!(
        !cares[slowed..].contains(&Care::HeldBack),
        "once slowed near the pile it is not called held back at the top speed: {cares:?}"
    );
}

/// A stone that drops off the front edge is listed for the view to mark while it
/// falls (one mark per stone the live counter counts), and forgotten after a
/// moment.
#[test]
fn stones_that_drop_are_marked_for_a_moment() {
    for seed in 11..31 {
        let mut play = table(&[HUMAN, HUMAN], seed);
        begin_a_push(&mut play);
        put_the_stone_in(&mut play, 0.0);
        let mut marked = Vec::new();
        let mut counted = 0;
        play.push_intent(PushIntent::Steady(true));
        for _ in 0..120 {
            play.advance(FRAME);
            marked.extend(play.dropped().iter().map(|d| d.stone));
            counted = counted.max(play.fallen_front());
        }
        play.push_intent(PushIntent::Steady(false));
        while play.hand().is_some() {
            play.advance(FRAME);
            marked.extend(play.dropped().iter().map(|d| d.stone));
            counted = counted.max(play.fallen_front());
        }
        // The live counter goes with the push; a stone that falls in the frame that
        // ends it (the last one moving) is counted in the push's falls.
        let front = play.session.push_falls().iter();
        let total = front.filter(|f| f.edge == Edge::Front).count();
        assert!(counted <= total, "seed {seed}: the counter ran ahead");
        counted = total;
        if counted == 0 {
            continue;
        }
        marked.sort();
        marked.dedup();
        assert_eq!(marked.len(), counted, "seed {seed}: every drop is marked");
        for _ in 0..((DROP_MARK / FRAME) as usize + 2) {
            play.advance(FRAME);
        }
        assert!(
            play.dropped().is_empty(),
            "the marks are gone after {DROP_MARK} s"
        );
        return;
    }
    panic!("no steady push dropped a stone in 20 games");
}

/// What the rulebook asks — push the stone in carefully — pays: a person who
/// drags a large stone in at a careful 5 cm/s, evenly, from the first quarry
/// turn of eight games, sees stones drop off the front in half of them or more,
/// a stone a push on average (the full run: 1.99 a push, 62 % two or more).
#[test]
fn a_large_stone_pushed_in_carefully_drops_stones() {
    let mut dropped = Vec::new();
    for seed in 11..19 {
        let mut play = table(&[HUMAN, HUMAN], seed);
        begin_a_push_of(&mut play, Some(Size::Large));
        put_the_stone_in(&mut play, 0.0);
        let line = play.session.quarry.ramp().line_position;
        let mut pointer = play.session.quarry.pusher_pose().advance;
        while pointer < line + 0.02 {
            pointer += 0.05 * FRAME; // a careful, even hand: 5 cm/s
            play.hand_input(HandInput::Drag(RampPoint {
                lateral: 0.0,
                advance: pointer,
            }));
            play.advance(FRAME);
        }
        play.hand_input(HandInput::Release);
        settle(&mut play);
        let falls = play.session.push_falls().iter();
        dropped.push(falls.filter(|f| f.edge == Edge::Front).count());
    }
    let paid = dropped.iter().filter(|d| **d > 0).count();
    let total: usize = dropped.iter().sum();
    assert!(
        paid >= 4 && total >= 8,
        "careful large pushes dropped {dropped:?}"
    );
}

/// A person who keeps Space held after the pusher has reached the line (the
/// pile at rest, the pusher pressing on it) loses nothing by it: what falls is
/// what falls when he lets go on arrival. The quarry used to put such a pile to
/// sleep by hand while the pusher still touched it; rapier then moved the
/// sleeping stones by gravity without their contacts, and the whole pile fell
/// through the ramp (21 stones from one careful small push, seen in the window).
#[test]
fn holding_a_steady_push_at_the_line_drops_no_more_than_letting_go() {
    let dropped = |seed: u64, held: usize| {
        let mut play = table(&[HUMAN, HUMAN], seed);
        begin_a_push_of(&mut play, Some(Size::Small));
        put_the_stone_in(&mut play, 0.0);
        play.push_intent(PushIntent::Steady(true));
        for _ in 0..held {
            play.advance(FRAME);
        }
        play.push_intent(PushIntent::Steady(false));
        settle(&mut play);
        let falls = play.session.push_falls().iter();
        falls.filter(|f| f.edge == Edge::Front).count()
    };
    for seed in 1..=6 {
        // A second to reach the line at the steady speed; then five more held.
        let (on_arrival, held) = (dropped(seed, 60), dropped(seed, 360));
        assert!(
            held <= on_arrival + 2,
            "seed {seed}: {on_arrival} fell letting go at the line, {held} holding it"
        );
    }
}

/// A hand that takes the pusher where it stands (the pointer on its middle) and
/// drags it slowly and evenly moves it from its first step, as far as the
/// pointer goes: it neither jumps forward nor waits for the pointer to reach
/// its front edge. Drags of 1, 2 and 3 seconds to the line each push the whole
/// way, at the pointer's pace.
#[test]
fn a_slow_even_drag_moves_the_pusher_from_its_first_step_to_the_line() {
    for seconds in [1.0f32, 2.0, 3.0] {
        let mut play = table(&[HUMAN, HUMAN], 11);
        begin_a_push(&mut play);
        put_the_stone_in(&mut play, 0.0);
        let start = play.session.quarry.pusher_pose();
        let line = play.session.quarry.ramp().line_position;
        let depth = play.session.quarry.config().pusher.depth;
        // From the pusher's middle to where its front edge meets the line.
        let way = line - (start.advance + 0.5 * depth);
        let frames = (seconds / FRAME).round() as u32;
        let grip = |advance: f32| RampPoint {
            lateral: start.lateral,
            advance,
        };
        play.hand_input(HandInput::Press(grip(start.advance)));
        let mut moved_early = 0.0;
        for frame in 1..=frames {
            let pointer = start.advance + way * frame as f32 / frames as f32;
            play.hand_input(HandInput::Drag(grip(pointer)));
            play.advance(FRAME);
            if frame == frames / 10 {
                moved_early = play.session.quarry.pusher_pose().advance - start.advance;
            }
        }
        let expected_early = way / 10.0;
        assert!(
            (moved_early - expected_early).abs() < 0.5 * expected_early,
            "{seconds} s: after a tenth of the drag the pusher moved {moved_early} m, \
             the pointer {expected_early} m"
        );
        for _ in 0..60 {
            play.advance(FRAME); // the pusher catches up where the pile slows it
        }
        let end = play.session.quarry.pusher_pose().advance;
        assert!(
            end + 0.5 * depth > line - 0.003,
            "{seconds} s: the front edge got to {} m, the line is at {line} m",
            end + 0.5 * depth
        );
        play.hand_input(HandInput::Release);
        settle(&mut play);
        let pace = (play.session.log.iter())
            .find_map(|l| {
                l.split_once(" cm at about ")
                    .map(|(_, pace)| pace.to_string())
            })
            .expect("the log gives the push's pace");
        let cm: f32 = pace.trim_end_matches(" cm/s").parse().expect("a pace");
        let pointer_pace = 100.0 * way / seconds;
        assert!(
            (cm - pointer_pace).abs() <= 0.5 * pointer_pace + 1.0,
            "{seconds} s: pushed at {cm} cm/s, the pointer moved at {pointer_pace} cm/s"
        );
    }
}

/// A place across the entrance typed in the panel holds while the pointer
/// passes over the entrance, and the stone goes in there; a press on the ramp
/// still puts it where pressed.
#[test]
fn a_typed_place_across_holds_against_the_passing_pointer() {
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    play.push_intent(PushIntent::Lateral(0.012));
    for lateral in [-0.02f32, -0.01, 0.0, 0.015] {
        play.hand_input(HandInput::Hover(Some(RampPoint {
            lateral,
            advance: 0.01,
        })));
        play.advance(FRAME);
    }
    let lateral = play.hand().map(|(h, _)| h.lateral);
    assert_eq!(lateral, Some(0.012), "the typed place held");
    play.push_intent(PushIntent::Place);
    for _ in 0..30 {
        play.advance(FRAME);
    }
    let hand = play.hand().expect("pushing").0.clone();
    assert_eq!(hand.stage, Stage::Pushing);
    assert!(
        (hand.lateral - 0.012).abs() < 1e-6,
        "in at {}",
        hand.lateral
    );

    // A press on the ramp after a typed place puts the stone where pressed.
    let mut play = table(&[HUMAN, HUMAN], 11);
    begin_a_push(&mut play);
    play.push_intent(PushIntent::Lateral(0.012));
    play.hand_input(HandInput::Press(RampPoint {
        lateral: -0.008,
        advance: 0.01,
    }));
    for _ in 0..30 {
        play.advance(FRAME);
    }
    let hand = play.hand().expect("pushing").0.clone();
    assert!(
        (hand.lateral + 0.008).abs() < 1e-6,
        "in at {}",
        hand.lateral
    );
}

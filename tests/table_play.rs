//! The window's game without a window: `Table` takes the same calls the window makes
//! (panel intents, pointer input over the ramp, the frame clock) and the bots play
//! their seats, pushing through the same push driver a person's hand feeds.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use via_appia::assets::default_game_data;
use via_appia::bots::random::random_command;
use via_appia::bots::{BotKit, BotLevel};
use via_appia::quarry::{Edge, QuarryConfig};
use via_appia::rules::{Command, Setup, Size};
use via_appia::table::hand::{Care, HandInput, PushIntent, RampPoint, Stage};
use via_appia::table::play::{DROP_MARK, LINGER};
use via_appia::table::session::Session;
use via_appia::table::Intent;
use via_appia::table::{SeatKind, Table};

const FRAME: f32 = 1.0 / 60.0;
/// Far above a real game, so a stuck game fails instead of hanging.
const MAX_FRAMES: usize = 400_000;
/// Wall time a game may take while bots think on a worker thread.
const MAX_WALL: Duration = Duration::from_secs(900);

const HUMAN: SeatKind = SeatKind::Human;
const RANDOM: SeatKind = SeatKind::Bot(BotLevel::Random);
const EASY: SeatKind = SeatKind::Bot(BotLevel::Easy);
const NORMAL: SeatKind = SeatKind::Bot(BotLevel::Normal);

/// The bots' settings and model, loaded once for all tests.
fn kit() -> Arc<BotKit> {
    static KIT: OnceLock<Arc<BotKit>> = OnceLock::new();
    KIT.get_or_init(|| BotKit::load_default().expect("bots.ron and quarry_model.ron"))
        .clone()
}

/// A table whose bots think at once on the test's thread (see
/// `the_game_is_the_same_whether_bots_think_on_a_worker_or_not` for the worker).
fn table(seats: &[SeatKind], seed: u64) -> Table {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let names = ["Livia", "Marcus", "Julia", "Gaius"];
    let setup = Setup {
        seed,
        players: names[..seats.len()].iter().map(|n| n.to_string()).collect(),
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    for (seat, kind) in session.seats.iter_mut().zip(seats) {
        seat.kind = kind.clone();
    }
    let mut play = Table::new(session, kit());
    play.bot_pause = 0.0;
    play.think_on_worker = false;
    play
}

/// One frame of a person at the table: lift the curtain, click a legal command, or
/// move the mouse over the ramp as a careful pusher would. Every click must be
/// taken.
fn person_frame(play: &mut Table, rng: &mut Pcg64, pointer: &mut f32) {
    if play.curtain() {
        let money_hidden = play.viewer().is_none();
        assert!(money_hidden, "no one's money shows behind the curtain");
        play.intent(Intent::RevealMoney);
        return;
    }
    if let Some((hand, by_person)) = play.hand() {
        if !by_person {
            return;
        }
        let line = play.session.quarry.ramp().line_position;
        match hand.stage {
            Stage::Placing => {
                *pointer = 0.0;
                let lateral = rng.random_range(-0.02..0.02);
                play.hand_input(HandInput::Hover(Some(RampPoint {
                    lateral,
                    advance: 0.01,
                })));
                play.hand_input(HandInput::Press(RampPoint {
                    lateral,
                    advance: 0.01,
                }));
            }
            Stage::Pushing | Stage::Clearing => {
                let pusher = play.session.quarry.pusher_pose();
                if *pointer >= line + 0.02 {
                    play.hand_input(HandInput::Release);
                } else {
                    *pointer += 0.1 * FRAME; // a careful hand: 10 cm/s
                    play.hand_input(HandInput::Drag(RampPoint {
                        lateral: pusher.lateral,
                        advance: *pointer,
                    }));
                }
            }
            Stage::Settling => {}
        }
        return;
    }
    if play.person_to_act() {
        let command = random_command(&play.session.game, rng).expect("a legal command");
        play.intent(Intent::Command(command.clone()));
        assert!(
            play.notice.is_none(),
            "{command:?} refused: {:?}",
            play.notice
        );
    }
}

fn play_out(play: &mut Table, seed: u64) -> usize {
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut pointer = 0.0;
    let mut pushes = 0;
    let mut was_pushing = false;
    let start = Instant::now();
    let mut frames = 0;
    while frames < MAX_FRAMES && start.elapsed() < MAX_WALL {
        if play.session.game.is_over() {
            return pushes;
        }
        if *play.current_seat() == SeatKind::Human {
            person_frame(play, &mut rng, &mut pointer);
        }
        if play.think_on_worker && play.thinking().is_some() {
            // The bot thinks on its thread; the frames meanwhile do not count.
            std::thread::sleep(Duration::from_micros(200));
        } else {
            frames += 1;
        }
        play.advance(FRAME);
        let pushing = play.hand().is_some();
        if was_pushing && !pushing {
            pushes += 1;
            let rules = play.session.game.quarry;
            assert_eq!(
                play.session.quarry.contents(),
                [rules.small, rules.mid, rules.large],
                "physics and rules agree on the quarry after each push"
            );
            let line = play.session.quarry.ramp().line_position;
            assert!(play.session.quarry.pusher_pose().advance <= line);
        }
        was_pushing = pushing;
    }
    panic!(
        "the game did not end within {MAX_FRAMES} frames or {MAX_WALL:?}: phase {:?}, hand {:?}, notice {:?}, pusher {:?}",
        play.session.game.phase,
        play.hand().map(|(h, _)| h.clone()),
        play.notice,
        play.session.quarry.pusher_pose()
    );
}

#[test]
fn people_and_bots_play_a_whole_game_at_the_table() {
    let mut play = table(&[HUMAN, RANDOM, HUMAN], 5);
    let pushes = play_out(&mut play, 5);
    assert!(pushes > 0, "somebody pushed");
    let game = &play.session.game;
    assert!(game.final_scoring.is_some());
    let turns: Vec<u32> = game.players.iter().map(|p| p.turns).collect();
    assert!(
        turns.windows(2).all(|w| w[0] == w[1]),
        "equal turns: {turns:?}"
    );
    game.check_invariants().expect("invariants hold");
}

#[test]
fn bots_alone_finish_a_game_with_animated_pushes() {
    let mut play = table(&[RANDOM, RANDOM], 9);
    let pushes = play_out(&mut play, 9);
    assert!(pushes > 0);
    assert!(play.notice.is_none(), "no refusal: {:?}", play.notice);
}

/// Every move of a person alone against bots is taken: no curtain ever, never a
/// refusal, and his own money (and only his) shown all game long.
#[test]
fn a_lone_person_plays_a_whole_game_against_bots_and_every_click_is_taken() {
    let mut play = table(&[HUMAN, NORMAL, EASY], 12);
    let mut rng = Pcg64::seed_from_u64(12);
    let mut pointer = 0.0;
    let mut person_moves = 0;
    let mut person_pushes = 0;
    for _ in 0..MAX_FRAMES {
        if play.session.game.is_over() {
            break;
        }
        assert!(!play.curtain(), "no curtain for a person alone");
        assert_eq!(play.viewer(), Some(0), "the person sees his own money");
        if *play.current_seat() == HUMAN {
            let pushing = play.hand().is_some();
            if play.person_to_act() {
                let log = play.session.log.len();
                let turn = (play.session.game.current, play.session.game.phase.clone());
                let command = random_command(&play.session.game, &mut rng).expect("legal");
                play.intent(Intent::Command(command.clone()));
                assert_eq!(play.notice, None, "{command:?} was refused");
                let moved = play.session.log.len() != log
                    || (play.session.game.current, play.session.game.phase.clone()) != turn;
                assert!(moved, "{command:?} was taken");
                person_moves += 1;
            } else {
                person_frame(&mut play, &mut rng, &mut pointer);
                assert_eq!(play.notice, None, "the person's push input was refused");
            }
            if !pushing && play.hand().is_some() {
                person_pushes += 1;
            }
        }
        play.advance(FRAME);
    }
    let game = &play.session.game;
    assert!(game.is_over(), "the game ended");
    assert!(person_moves > 10, "the person played: {person_moves} moves");
    assert!(person_pushes > 0, "the person pushed by hand");
    assert_eq!(play.notice, None);
    let money: Vec<u32> = game.players.iter().map(|p| p.sesterces).collect();
    assert_eq!(
        play.session.ledger.all(),
        money,
        "the session's public count of money is the truth"
    );
    let narrated = play
        .session
        .log
        .iter()
        .filter(|l| l.starts_with("Marcus") && l.contains(" — "))
        .count();
    assert!(
        narrated > 0,
        "the Normal bot's moves are narrated: {:?}",
        play.session.log
    );
}

/// The seed and the moves make the game: bots thinking on a worker thread (the
/// window) play exactly the game they play thinking at once (the tests).
#[test]
fn the_game_is_the_same_whether_bots_think_on_a_worker_or_not() {
    let mut at_once = table(&[EASY, RANDOM], 17);
    play_out(&mut at_once, 17);
    let mut worker = table(&[EASY, RANDOM], 17);
    worker.think_on_worker = true;
    play_out(&mut worker, 17);
    assert!(at_once.session.game.is_over() && worker.session.game.is_over());
    assert_eq!(at_once.session.log, worker.session.log);
    assert_eq!(
        at_once.session.quarry.contents(),
        worker.session.quarry.contents()
    );
    let scores =
        |p: &Table| -> Vec<u32> { p.session.game.players.iter().map(|p| p.score).collect() };
    assert_eq!(scores(&at_once), scores(&worker));
}

/// A Normal bot thinks and moves at the table, its push narrated with its reason.
#[test]
fn a_normal_bot_takes_its_turns_and_says_why() {
    let mut play = table(&[NORMAL, HUMAN], 4);
    let mut rng = Pcg64::seed_from_u64(4);
    let mut pointer = 0.0;
    let mut thought = false;
    for _ in 0..200_000 {
        let pushed = (play.session.log.iter()).any(|l| l.starts_with("Livia pushes"));
        let round = play.session.game.round;
        if (round > 3 && pushed) || round > 12 || play.session.game.is_over() {
            break;
        }
        if *play.current_seat() == HUMAN {
            assert_eq!(play.thinking(), None);
            person_frame(&mut play, &mut rng, &mut pointer);
        } else if play.hand().is_none() {
            assert_eq!(
                play.thinking().as_deref(),
                Some("Livia (Normal bot) is thinking…")
            );
            thought = true;
        }
        play.advance(FRAME);
    }
    assert!(thought, "the bot's turn said it was thinking");
    assert!(play.session.game.round > 3, "three rounds were played");
    assert_eq!(play.notice, None);
    // The lines of the bot's moves (not what followed from them, like the
    // sesterce for two tiles) carry its reason.
    let log = &play.session.log;
    let moves = [
        " takes ",
        " goes to the quarry",
        " pushes ",
        " builds ",
        " travels ",
    ];
    let bot_moves: Vec<&String> = log
        .iter()
        .filter(|l| l.starts_with("Livia") && !l.contains(" reaches "))
        .filter(|l| moves.iter().any(|m| l.contains(m)))
        .collect();
    assert!(bot_moves.len() >= 3, "the bot moved: {log:?}");
    for line in bot_moves {
        let reason = line.split(" — ").nth(1).unwrap_or("");
        assert!(reason.len() > 3, "a reason for {line:?}");
    }
    assert!(
        log.iter()
            .any(|l| l.starts_with("Livia pushes") && l.contains("expecting")),
        "a push says what it expects: {log:?}"
    );
    // The pace of a push is the person's (Marcus), even when a push that drops
    // nothing has passed the turn on before the line is written.
    for line in log.iter().filter(|l| l.contains(" pushed at about ")) {
        assert!(line.starts_with("Marcus"), "{line:?} in {log:?}");
    }
}

#[test]
fn a_bot_seat_refuses_clicks_and_a_lone_person_sees_no_curtain() {
    let mut play = (0..)
        .map(|seed| table(&[RANDOM, HUMAN], seed))
        .find(|play| *play.current_seat() == RANDOM)
        .expect("a game where the bot starts");
    let legal = play.session.game.legal_actions();
    play.intent(Intent::Command(legal[0].clone()));
    assert!(play.notice.is_some(), "a click for the bot is refused");
    assert_eq!(
        play.viewer(),
        Some(1),
        "the person's money shows on the bot's turn"
    );
    // Let the bot play until it is the person's turn.
    for _ in 0..20_000 {
        if *play.current_seat() == HUMAN && play.hand().is_none() {
            break;
        }
        play.advance(FRAME);
    }
    assert_eq!(*play.current_seat(), HUMAN);
    assert!(!play.curtain(), "one person alone needs no curtain");
    assert!(play.person_to_act());
    assert_eq!(play.viewer(), Some(1), "the person sees his own money");
    // The person acts at once: the click is taken and the game moves on.
    let log = play.session.log.len();
    let command = play
        .session
        .game
        .legal_actions()
        .into_iter()
        .find(|c| matches!(c, Command::TakeIncome { .. }))
        .expect("income is open at the start");
    play.intent(Intent::Command(command));
    assert_eq!(play.notice, None, "the person's click is taken");
    assert!(play.session.log.len() > log, "the move is in the log");
    assert!(
        play.session
            .log
            .iter()
            .any(|l| l.starts_with("Marcus takes")),
        "{:?}",
        play.session.log
    );
}

#[test]
fn two_people_still_have_the_curtain_between_their_turns() {
    let mut play = table(&[HUMAN, RANDOM, HUMAN], 8);
    for _ in 0..20_000 {
        if *play.current_seat() == HUMAN && play.hand().is_none() {
            break;
        }
        play.advance(FRAME);
    }
    let person = play.session.game.current;
    assert!(play.curtain(), "the person to act must show he sits there");
    assert_eq!(play.viewer(), None, "no money shows behind the curtain");
    let legal = play.session.game.legal_actions();
    play.intent(Intent::Command(legal[0].clone()));
    assert!(
        play.notice
            .as_deref()
            .is_some_and(|n| n.contains("curtain")),
        "{:?}",
        play.notice
    );
    play.intent(Intent::RevealMoney);
    assert_eq!(play.viewer(), Some(person));
    play.intent(Intent::Command(legal[0].clone()));
    assert_eq!(play.notice, None);
}

/// Lifts curtains and clicks towards a quarry action until a push begins.
fn begin_a_push(play: &mut Table) {
    begin_a_push_of(play, None);
}

/// [`begin_a_push`], pushing a stone of `size` where the player holds one.
fn begin_a_push_of(play: &mut Table, size: Option<Size>) {
    let mut rng = Pcg64::seed_from_u64(1);
    for _ in 0..400 {
        if play.hand().is_some() {
            break;
        }
        if play.curtain() {
            play.intent(Intent::RevealMoney);
            continue;
        }
        let legal = play.session.game.legal_actions();
        let command = legal
            .iter()
            .find(|c| matches!(c, Command::Push { size: s } if Some(*s) == size))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::Push { .. })))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::StartQuarry)))
            .cloned()
            .unwrap_or_else(|| random_command(&play.session.game, &mut rng).expect("legal"));
        play.intent(Intent::Command(command));
    }
    assert!(play.hand().is_some(), "a push began");
}

/// Clicks over the entrance at `lateral`: the stone goes in behind the line and
/// the hand is pushing.
fn put_the_stone_in(play: &mut Table, lateral: f32) {
    play.hand_input(HandInput::Press(RampPoint {
        lateral,
        advance: 0.0,
    }));
    for _ in 0..120 {
        play.advance(FRAME);
    }
    assert_eq!(play.hand().map(|(h, _)| h.stage), Some(Stage::Pushing));
}

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
        .find_map(|l| l.split_once(" pushed at about ").map(|(_, pace)| pace))
        .expect("the log gives the push's pace");
    assert!(
        matches!(pace, "1 cm/s" | "2 cm/s"),
        "3 mm every 10 frames is 1.8 cm/s: {pace}"
    );
}

/// Lets the push settle: frames until the hand is gone.
fn settle(play: &mut Table) {
    for _ in 0..3_000 {
        if play.hand().is_none() {
            return;
        }
        play.advance(FRAME);
    }
    panic!("the push never ended");
}

/// Holding Space (the panel's steady push) moves the pusher straight down the
/// slope at `pusher.steady_speed`, keeping its place across the lane and its
/// turn, never past the line; letting go ends the push like letting go of the
/// mouse: the stones settle, the log gives a pace of about the steady speed, and
/// the close-up stays a moment on the still pile.
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
    // Until the pile or the line holds it, every frame is at the steady speed.
    let moving: Vec<f32> = steps.iter().copied().filter(|s| *s > 0.0).collect();
    let on_pace = moving
        .iter()
        .filter(|s| (*s - steady).abs() < 0.03 * steady);
    assert!(on_pace.count() >= moving.len() * 9 / 10, "{steps:?}");
    assert!(moving.len() >= 20, "it moved a good way: {steps:?}");
    // Once the panel's average has caught up, it calls the push careful.
    assert!(
        cares[20..moving.len()].iter().all(|c| *c == Care::Careful),
        "{cares:?}"
    );
    play.push_intent(PushIntent::Steady(false));
    assert_eq!(play.hand().map(|(h, _)| h.stage), Some(Stage::Settling));
    settle(&mut play);
    assert!(play.session.quarry.is_settled(), "every stone is still");
    let pace = (play.session.log.iter())
        .find_map(|l| l.split_once(" pushed at about ").map(|(_, pace)| pace))
        .expect("the log gives the push's pace");
    let cm = format!("{:.0} cm/s", 100.0 * steady);
    assert_eq!(pace, cm, "the steady push's pace");
    // The close-up stays on the pile at rest a moment, then goes back.
    assert!(play.pushing(), "still on the quarry just after the push");
    for _ in 0..((LINGER / FRAME) as usize + 2) {
        play.advance(FRAME);
    }
    assert!(!play.pushing(), "back to the table after {LINGER} s");
}

/// A hand that asks for more than the pusher may do is told so: the panel's
/// word for the push is "held back at its top speed".
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

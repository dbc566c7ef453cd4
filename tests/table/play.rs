//! The window's game without a window: `Table` takes the same calls the window makes
//! (panel intents, pointer input over the ramp, the frame clock) and the bots play
//! their seats, pushing through the same push driver a person's hand feeds.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::time::{Duration, Instant};
use via_appia::bots::random::random_command;
use via_appia::bots::BotLevel;
use via_appia::rules::Command;
use via_appia::table::hand::{HandInput, RampPoint, Stage};
use via_appia::table::Intent;
use via_appia::table::{SeatKind, Table};

use crate::common::table::{table, FRAME};

/// Far above a real game, so a stuck game fails instead of hanging.
const MAX_FRAMES: usize = 400_000;
/// Wall time a game may take while bots think on a worker thread.
const MAX_WALL: Duration = Duration::from_secs(900);

const HUMAN: SeatKind = SeatKind::Human;
const RANDOM: SeatKind = SeatKind::Bot(BotLevel::Random);
const EASY: SeatKind = SeatKind::Bot(BotLevel::Easy);
const NORMAL: SeatKind = SeatKind::Bot(BotLevel::Normal);

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
            let rules = play.session.game.quarry();
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
        play.session.game.phase(),
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
    assert!(game.final_scoring().is_some());
    let turns: Vec<u32> = game.players().iter().map(|p| p.turns()).collect();
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
                let turn = (
                    play.session.game.current(),
                    play.session.game.phase().clone(),
                );
                let command = random_command(&play.session.game, &mut rng).expect("legal");
                play.intent(Intent::Command(command.clone()));
                assert_eq!(play.notice, None, "{command:?} was refused");
                let moved = play.session.log.len() != log
                    || (
                        play.session.game.current(),
                        play.session.game.phase().clone(),
                    ) != turn;
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
    let money: Vec<u32> = game.players().iter().map(|p| p.sesterces()).collect();
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
        |p: &Table| -> Vec<u32> { p.session.game.players().iter().map(|p| p.score()).collect() };
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
        let round = play.session.game.round();
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
    assert!(play.session.game.round() > 3, "three rounds were played");
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
            .any(|l| l.starts_with("Livia pushes") && l.contains("likely ")),
        "a push says what it expects: {log:?}"
    );
    // The pace of a push is the person's (Marcus), written as his hand lets go,
    // before the push's outcome passes the turn on.
    for line in log.iter().filter(|l| l.contains(" cm at about ")) {
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
    let person = play.session.game.current();
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

/// While the view still shows the last move (its pieces on their way), a bot
/// thinks but does not move; once the view is done, it moves at once (the pause
/// is 0 here), and after its move it waits again for the view.
#[test]
fn a_bot_waits_for_the_view_to_show_the_last_move() {
    let mut play = table(&[EASY, RANDOM], 5);
    let before = play.session.game.clone();
    play.hold_for_view(true);
    for _ in 0..600 {
        play.advance(FRAME);
    }
    assert_eq!(
        play.session.game, before,
        "ten seconds of a view still moving: no bot moved"
    );
    play.hold_for_view(false);
    for _ in 0..5 {
        play.advance(FRAME);
    }
    assert_ne!(play.session.game, before, "the view done, the bot moved");
    let after_one = play.session.game.clone();
    play.hold_for_view(true);
    for _ in 0..600 {
        if play.hand().is_some() {
            break; // a push's stones move by physics, not by the view
        }
        play.advance(FRAME);
    }
    if play.hand().is_none() {
        assert_eq!(
            play.session.game, after_one,
            "the next move waits for the view again"
        );
    }
}

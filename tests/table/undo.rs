//! Taking back steps of one's own turn: every undo restores exactly the table
//! before the step, undo reaches back no further than the last push, card
//! turned up or other player's move, and the game goes on from an undone step
//! as if the step had never been made. The step that ends a turn can be taken
//! back until the next player acts (or lifts the curtain).

use crate::common::hand::push_by_hand;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::random_command;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{Command, Node, Phase, Setup};
use via_appia::table::session::undo::is_barrier;
use via_appia::table::session::Session;
use via_appia::table::Intent;

fn new_session(seed: u64) -> Session {
    let setup = Setup {
        seed,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    let config = QuarryConfig::load_default().expect("quarry.ron");
    Session::new(default_game_data().expect("data"), &setup, &config).expect("session")
}

/// What an undo must give back: the rules' state, the money count and the log.
fn table_state(s: &Session) -> (String, String, Vec<String>) {
    (
        format!("{:?}", s.game),
        format!("{:?}", s.ledger),
        s.log.clone(),
    )
}

/// One command at the screen (the curtain lifted first); a push is made by hand.
fn step(session: &mut Session, command: Command, rng: &mut Pcg64) {
    if session.curtain_down() {
        session.handle(Intent::RevealMoney).expect("reveal");
    }
    let pushed = matches!(command, Command::Push { .. });
    session
        .handle(Intent::Command(command))
        .expect("a legal command is taken");
    if pushed {
        push_by_hand(session, rng);
    }
}

/// Random games of people at one screen; after every step that can be taken
/// back, it is taken back (sometimes two steps at once), the table must be
/// exactly as before, and the game goes on from there with another random step.
#[test]
fn every_undo_restores_the_table_and_reaches_back_only_within_the_turn() {
    let mut undone = 0;
    let mut barriers = 0;
    for seed in 1..=6u64 {
        let mut session = new_session(seed);
        let mut rng = Pcg64::seed_from_u64(seed);
        let mut history: Vec<(String, String, Vec<String>)> = Vec::new();
        let mut owner = None;
        for _ in 0..400 {
            if session.game.is_over() {
                break;
            }
            let player = session.game.current();
            if owner != Some(player) {
                // The next player's first act: the last turn's steps stand.
                history.clear();
                owner = Some(player);
            }
            let command = random_command(&session.game, &mut rng).expect("a legal command");
            if session.curtain_down() {
                session.handle(Intent::RevealMoney).expect("reveal");
            }
            if history.is_empty() {
                let why = "nothing before a barrier, nor the last player's once the next looks";
                assert_eq!(session.undoable(), None, "{why}");
            }
            let before = table_state(&session);
            step(&mut session, command.clone(), &mut rng);
            match session.undoable() {
                Some(last) => {
                    assert_eq!(last, &command);
                    assert_eq!(session.undo_owner(), Some(player), "only its player's");
                    history.push(before);
                }
                None => {
                    barriers += 1;
                    history.clear();
                    continue;
                }
            }
            if rng.random_bool(0.5) {
                // Take back one or more steps and check each.
                let back = rng.random_range(1..=history.len());
                for _ in 0..back {
                    let expected = history.pop().expect("a step to take back");
                    session.handle(Intent::Undo).expect("undo taken");
                    let (game, ledger, log) = table_state(&session);
                    assert_eq!((&game, &ledger), (&expected.0, &expected.1));
                    // The log as it was (it keeps its newest lines only).
                    let kept = &log[..log.len() - 1];
                    assert!(expected.2.ends_with(kept), "the log as it was");
                    assert!(kept.len() + 1 >= expected.2.len().min(200));
                    assert!(log.last().is_some_and(|l| l.contains("takes back")));
                    undone += 1;
                }
            }
        }
    }
    assert!(undone > 100, "only {undone} undos were tried");
    assert!(barriers > 100, "only {barriers} barriers were met");
}

#[test]
fn choosing_the_quarry_is_undone_before_the_first_push_but_no_push_is() {
    let mut session = new_session(3);
    let mut rng = Pcg64::seed_from_u64(3);
    let start = table_state(&session);
    step(&mut session, Command::StartQuarry, &mut rng);
    assert!(matches!(session.game.phase(), Phase::Quarry(_)));
    assert_eq!(session.undoable(), Some(&Command::StartQuarry));
    session
        .handle(Intent::Undo)
        .expect("the quarry choice is taken back");
    assert_eq!(*session.game.phase(), Phase::ChooseAction);
    assert_eq!(table_state(&session).0, start.0);

    step(&mut session, Command::StartQuarry, &mut rng);
    let push = session
        .game
        .legal_actions()
        .into_iter()
        .find(|c| matches!(c, Command::Push { .. }))
        .expect("a stone to push");
    step(&mut session, push, &mut rng);
    assert_eq!(session.undoable(), None, "a push and its outcome stand");
    let refused = session
        .handle(Intent::Undo)
        .expect_err("nothing to take back");
    assert!(refused.to_string().contains("nothing to take back"));
}

/// Builds two tiles in one turn where the random games first allow it, takes
/// the second back, then the first, and builds again.
#[test]
fn a_build_is_taken_back_and_the_tile_returns_to_the_cart() {
    for seed in 1..=40u64 {
        let mut session = new_session(seed);
        let mut rng = Pcg64::seed_from_u64(seed);
        for _ in 0..600 {
            if session.game.is_over() {
                break;
            }
            let build = session
                .game
                .legal_actions()
                .into_iter()
                .find(|c| matches!(c, Command::Build { .. }));
            let Some(build) = build else {
                let command = random_command(&session.game, &mut rng).expect("legal");
                step(&mut session, command, &mut rng);
                continue;
            };
            let Command::Build { space, .. } = build else {
                unreachable!()
            };
            let before = table_state(&session);
            let cart = session.game.current_player().cart().clone();
            step(&mut session, build.clone(), &mut rng);
            let Node::Space(id) = space else {
                panic!("tiles are built on spaces")
            };
            let id = session
                .game
                .data()
                .board
                .index(id)
                .expect("a space of the board");
            assert!(session.game.road()[id].is_some());
            if !matches!(session.game.phase(), Phase::Building { .. }) {
                // No second tile could follow: the turn passed, and the build
                // can be taken back until the next player looks.
                assert_eq!(session.undoable(), Some(&build));
                session.handle(Intent::RevealMoney).expect("the next looks");
                assert_eq!(session.undoable(), None, "the build stands");
                continue;
            }
            session
                .handle(Intent::Undo)
                .expect("the build is taken back");
            assert_eq!(session.game.road()[id], None, "the tile left the road");
            assert_eq!(
                session.game.current_player().cart(),
                &cart,
                "back on the cart"
            );
            assert_eq!(table_state(&session).0, before.0);
            step(&mut session, build, &mut rng);
            assert!(session.game.road()[id].is_some(), "built again");
            return;
        }
    }
    panic!("no random game reached a build");
}

#[test]
fn barriers_are_pushes_cards_tokens_and_other_players() {
    use via_appia::rules::{Event, Size};
    let push = Command::Push { size: Size::Small };
    assert!(is_barrier(&push, &[]));
    assert!(!is_barrier(&Command::StartQuarry, &[]));
    // Handing the turn on is no barrier: the next player's first act is.
    let passes = Event::TurnEnded { player: 0, next: 1 };
    assert!(!is_barrier(
        &Command::EndTurn,
        std::slice::from_ref(&passes)
    ));
    let refill = Event::IncomeRefilled {
        face_up: vec![1, 2],
        pile: vec![3],
    };
    assert!(is_barrier(&Command::EndTurn, &[passes, refill]));
}

/// Taking income ends the turn at once: the card can still be taken back until
/// the next player lifts the curtain, and then no longer.
#[test]
fn the_step_that_ends_the_turn_is_taken_back_until_the_next_player_looks() {
    use via_appia::rules::IncomeTake;
    let mut session = new_session(5);
    let mut rng = Pcg64::seed_from_u64(5);
    let before = table_state(&session);
    let livia = session.game.current();
    let income = Command::TakeIncome {
        card: 0,
        take: IncomeTake::Sesterces,
    };
    // The button names the card as it lay, though the row has moved on since.
    let words = via_appia::table::describe::command_label(&session.game, &income);
    step(&mut session, income.clone(), &mut rng);
    assert_ne!(session.game.current(), livia, "the turn passed");
    assert_eq!(session.undoable(), Some(&income));
    assert_eq!(session.undo_label(), Some(words));
    session.handle(Intent::Undo).expect("taken back");
    assert_eq!(session.game.current(), livia);
    assert_eq!(table_state(&session).0, before.0);
    step(&mut session, income.clone(), &mut rng);
    session.handle(Intent::RevealMoney).expect("Marcus looks");
    let refused = session
        .handle(Intent::Undo)
        .expect_err("Marcus saw the table");
    assert!(refused.to_string().contains("nothing to take back"));
}

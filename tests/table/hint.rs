//! "What would Hard do?": the hint is the Hard bot's move from the person's own
//! seat, the very move a Hard bot seated there with the hint's seed plays; asking
//! changes nothing in the game, and the log says that a hint was asked.

use crate::common::table::{kit, quick_move, table, FRAME};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::bots::{Bot, BotLevel, SeatView};
use via_appia::quarry::Quarry;
use via_appia::rules::Command;
use via_appia::table::hint::{hint_seed, Hint, HintState};
use via_appia::table::session::Session;
use via_appia::table::{Intent, SeatKind, Table};

const HUMAN: SeatKind = SeatKind::Human;
const NORMAL: SeatKind = SeatKind::Bot(BotLevel::Normal);

/// Frames until the person is to act (the bots before him have moved).
fn to_persons_turn(play: &mut Table) {
    for _ in 0..20_000 {
        if play.person_to_act() {
            return;
        }
        play.advance(FRAME);
    }
    panic!("the person's turn never came");
}

/// Asks for a hint and waits for it.
fn hint(play: &mut Table) -> Hint {
    play.ask_hint();
    for _ in 0..10_000 {
        match play.hint() {
            Some(HintState::Ready(hint)) => return hint.clone(),
            Some(HintState::Thinking) => play.advance(FRAME),
            other => panic!("no hint: {other:?}"),
        }
    }
    panic!("the hint never came");
}

/// The game with the person's seat played by a Hard bot whose random source
/// starts from `seed`: it makes one move.
fn hard_bot_in_the_persons_seat(play: &mut Table, seed: u64) -> Table {
    let text = play.session.save_to_string().expect("saved");
    let mut session = Session::load_from_str(&text, "hint-test").expect("loads");
    let seat = session.game.current();
    session.seats[seat].kind = SeatKind::Bot(BotLevel::Hard);
    session.bot_rngs = (0..session.seats.len())
        .map(|s| (s == seat).then(|| Pcg64::seed_from_u64(seed)))
        .collect();
    let mut seated = Table::new(session, kit());
    seated.bot_pause = 0.0;
    seated.think_on_worker = false;
    let before = seated.session.game.clone();
    for _ in 0..100 {
        if seated.session.game != before {
            return seated;
        }
        seated.advance(FRAME);
    }
    panic!("the Hard bot never moved");
}

/// Position after position, the person following the hints until Hard would
/// push a stone: each hint's move (and push plan) is the one a Hard bot decides
/// from the seat's view with the hint's seed, and a Hard bot seated there plays
/// it, to the same game.
#[test]
fn the_hint_is_the_move_a_hard_bot_plays_from_that_seat_with_the_same_seed() {
    let seed = 23;
    let mut play = table(&[HUMAN, NORMAL, NORMAL], seed);
    let mut compared = 0;
    for _ in 0..40 {
        to_persons_turn(&mut play);
        let game = play.session.game.clone();
        let given = hint(&mut play);
        let hard_seed = hint_seed(seed, 0, &game);

        let view = SeatView::new(&game, 0, &play.session.ledger);
        let quarry = Quarry::from_description(play.session.quarry.describe()).expect("quarry");
        let decided = Bot::new(BotLevel::Hard, kit(), hard_seed)
            .decide(&view, &quarry)
            .expect("a decision");
        assert_eq!(given.command, decided.command);
        assert_eq!(given.plan, decided.plan);
        assert_eq!(given.reason, decided.reason);

        let seated = hard_bot_in_the_persons_seat(&mut play, hard_seed);
        play.intent(Intent::Command(given.command.clone()));
        assert!(
            seated.session.game == play.session.game,
            "the Hard bot seated there played {:?} too",
            given.command
        );
        compared += 1;
        if matches!(given.command, Command::Push { .. }) {
            assert!(given.plan.is_some(), "a push comes with its plan");
            return;
        }
    }
    panic!("Hard never pushed in {compared} hinted moves");
}

/// The person's moves and the bots' answers are the same, bit for bit, whether
/// the person asked for hints or not; only the log's hint lines differ.
#[test]
fn asking_for_a_hint_changes_nothing_in_the_game() {
    let seed = 31;
    let mut asked = table(&[HUMAN, NORMAL, NORMAL], seed);
    let mut plain = table(&[HUMAN, NORMAL, NORMAL], seed);
    for _ in 0..3 {
        to_persons_turn(&mut asked);
        to_persons_turn(&mut plain);
        hint(&mut asked);
        assert!(asked.session.game == plain.session.game);
        let command = quick_move(&asked);
        asked.intent(Intent::Command(command.clone()));
        plain.intent(Intent::Command(command));
    }
    to_persons_turn(&mut asked);
    to_persons_turn(&mut plain);
    assert!(asked.session.game == plain.session.game, "the same game");
    assert_eq!(
        asked.session.quarry.describe(),
        plain.session.quarry.describe()
    );
    let without_hints: Vec<&String> = (asked.session.log.iter())
        .filter(|l| !l.contains("asked for a hint"))
        .collect();
    assert_eq!(without_hints, plain.session.log.iter().collect::<Vec<_>>());
    assert_eq!(asked.session.log.len(), plain.session.log.len() + 3);
}

/// The log says who asked and what Hard would do; the hint goes once the
/// person moves, and asking again at the same position asks nothing new.
#[test]
fn the_log_notes_the_hint_and_the_hint_goes_when_the_game_moves_on() {
    let mut play = table(&[HUMAN, NORMAL], 5);
    to_persons_turn(&mut play);
    let given = hint(&mut play);
    let last = play.session.log.last().expect("a line").clone();
    assert!(
        last.starts_with("Livia asked for a hint: "),
        "the log says it: {last}"
    );
    assert!(last.contains(&given.line), "{last}");
    assert!(
        given.line.starts_with("Livia "),
        "told as the log tells a move: {}",
        given.line
    );
    let lines = play.session.log.len();
    play.ask_hint();
    play.advance(FRAME);
    assert_eq!(
        play.session.log.len(),
        lines,
        "the same hint, not asked again"
    );
    play.intent(Intent::Command(quick_move(&play)));
    play.advance(FRAME);
    assert!(play.hint().is_none(), "the position has passed");
}

/// While a bot is to move there is no hint to ask: the table says so.
#[test]
fn no_hint_while_a_bot_is_to_move() {
    let mut play = table(&[NORMAL, HUMAN], 8);
    assert!(!play.person_to_act(), "the bot begins with seed 8");
    play.ask_hint();
    assert!(play.hint().is_none());
    assert!(play.notice.is_some());
}

//! The step that ends a person's turn can be taken back while the next seat's
//! bot has not moved: the bot waits `undo_grace` after a person's turn, and a
//! decision it made for the position taken back is forgotten, its random state
//! rewound, so the game goes on exactly as if the step had never been made.

use crate::common::table::table;
use via_appia::bots::BotLevel;
use via_appia::rules::{Command, IncomeTake};
use via_appia::table::{Intent, SeatKind, Table};

/// A table where the person (Livia) is to act first, with a bot after her.
fn livia_first() -> Table {
    for seed in 1..40 {
        let mut play = table(&[SeatKind::Human, SeatKind::Bot(BotLevel::Normal)], seed);
        play.undo_grace = 1.5;
        if play.person_to_act() {
            return play;
        }
    }
    panic!("no seed lets Livia start");
}

fn income(card: usize) -> Command {
    Command::TakeIncome {
        card,
        take: IncomeTake::Sesterces,
    }
}

/// Frames until the bot has moved and Livia is to act again.
fn until_livia(play: &mut Table) {
    for _ in 0..2_000 {
        if play.person_to_act() {
            return;
        }
        play.advance(1.0 / 60.0);
    }
    panic!("the bot never moved");
}

#[test]
fn income_taken_by_mistake_is_taken_back_while_the_bot_waits() {
    let mut play = livia_first();
    play.intent(Intent::Command(income(0)));
    assert!(!play.person_to_act(), "the turn passed to the bot");
    // The bot has thought (here, at once) but waits out the grace.
    play.advance(0.5);
    assert_eq!(play.session.game.current(), 1, "the bot has not moved yet");
    play.intent(Intent::Undo);
    assert_eq!(play.notice, None, "the undo was not refused");
    assert!(play.person_to_act(), "Livia's turn again");
    assert_eq!(play.session.undoable(), None);

    // The game goes on as if card 0 had never been taken: the same as a table
    // where Livia took card 1 at once.
    play.intent(Intent::Command(income(1)));
    until_livia(&mut play);
    let mut straight = livia_first();
    straight.intent(Intent::Command(income(1)));
    until_livia(&mut straight);
    assert_eq!(
        format!("{:?}", play.session.game),
        format!("{:?}", straight.session.game),
        "the bot's move is the one it makes without the step taken back"
    );
}

#[test]
fn once_the_bot_has_moved_the_turn_stands() {
    let mut play = livia_first();
    play.intent(Intent::Command(income(0)));
    until_livia(&mut play);
    play.intent(Intent::Undo);
    let notice = play.notice.clone().expect("the undo is refused");
    assert!(notice.contains("nothing to take back"), "{notice}");
}

#[test]
fn the_bot_waits_the_grace_after_a_person_and_only_then() {
    let mut play = livia_first();
    play.intent(Intent::Command(income(0)));
    let waiting = format!("{:?}", play.session.game);
    play.advance(1.4);
    assert_eq!(
        format!("{:?}", play.session.game),
        waiting,
        "within the grace"
    );
    play.advance(0.2);
    assert_ne!(
        format!("{:?}", play.session.game),
        waiting,
        "moved after 1.5 s"
    );
}

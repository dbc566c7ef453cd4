//! Whose area lies at the front of the table (`Table::front_seat`): the person
//! alone against bots whoever starts; at a table of people, whoever lifted the
//! curtain, from the lift until the next person's; with only bots, the start
//! player.

use crate::common::table::{quick_move, table, FRAME};
use via_appia::bots::BotLevel;
use via_appia::table::{Intent, SeatKind, Table};

/// The player who plays first (turn-order seat 0).
fn start_player(play: &Table) -> usize {
    let players = play.session.game.players();
    (0..players.len())
        .find(|&p| players[p].seat() == 0)
        .expect("a start player")
}

#[test]
fn a_person_alone_against_bots_sits_at_the_front_whoever_starts() {
    for seed in 1..=4 {
        let bot = SeatKind::Bot(BotLevel::Random);
        let mut play = table(&[bot.clone(), SeatKind::Human, bot], seed);
        for _ in 0..600 {
            assert_eq!(play.front_seat(), 1, "seed {seed}: the person in front");
            if play.session.game.round() > 2 {
                break;
            }
            if play.person_to_act() {
                play.intent(Intent::Command(quick_move(&play)));
            } else {
                play.advance(FRAME);
            }
        }
        assert!(
            play.session.game.round() > 2,
            "seed {seed}: the game went on"
        );
    }
}

#[test]
fn with_only_bots_the_start_player_sits_at_the_front() {
    let bot = SeatKind::Bot(BotLevel::Random);
    let mut play = table(&[bot.clone(), bot.clone(), bot.clone(), bot], 3);
    let start = start_player(&play);
    for _ in 0..200 {
        assert_eq!(play.front_seat(), start);
        play.advance(FRAME);
    }
}

#[test]
fn in_hot_seat_the_table_turns_to_each_person_as_the_curtain_is_lifted() {
    let mut play = table(&[SeatKind::Human, SeatKind::Human, SeatKind::Human], 11);
    // Before anyone lifted the curtain: the first person in turn order.
    assert!(play.curtain());
    assert_eq!(play.front_seat(), start_player(&play));
    let mut lifted_by = Vec::new();
    let mut last = None;
    for _ in 0..12 {
        assert!(play.curtain(), "each turn opens behind the curtain");
        let current = play.session.game.current();
        if let Some(previous) = last {
            assert_eq!(
                play.front_seat(),
                previous,
                "while the curtain is down the table stays with the last person"
            );
        }
        play.intent(Intent::RevealMoney);
        assert_eq!(play.front_seat(), current, "lifted: the table turns to him");
        lifted_by.push(current);
        last = Some(current);
        // His turn: the front stays his until the next person lifts the curtain.
        while !play.curtain() && !play.session.game.is_over() {
            play.intent(Intent::Command(quick_move(&play)));
            assert_eq!(play.front_seat(), current);
        }
    }
    lifted_by.sort_unstable();
    lifted_by.dedup();
    assert_eq!(lifted_by, vec![0, 1, 2], "every person had the front");
}

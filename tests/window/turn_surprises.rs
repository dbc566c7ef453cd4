//! The surprises of a first evening, met in the real window (Xvfb and
//! xdotool): a card taken by mistake is taken back with Ctrl+Z while the bot
//! waits its moment after the person's turn, and a card keeps its letter when
//! a card before it was taken.

use crate::common::window::*;
use via_appia::i18n::words::stones_text;
use via_appia::rules::{Game, Setup};

/// Plays seed 5 (Livia, the person, begins against an Easy bot that moves at
/// once but for the moment it leaves a person's turn) with the xdotool
/// commands `keys`, and returns the window's log lines.
fn play_keys(test: &str, keys: &str) -> Option<Vec<String>> {
    log_of_steps(test, "--seats human,easy --seed 5 --bot-pause 0", keys)
}

/// Shell lines that wait until the log in `errors` has had no new line for 3 s
/// (the bot's turn played out), 40 s at most.
fn until_the_log_rests(errors: &std::path::Path) -> String {
    format!(
        r#"last=""; same=0; waited=0
        while [ $same -lt 30 ] && [ $waited -lt 400 ]; do
            now=$(grep -c '^log:' "{err}")
            if [ "$now" = "$last" ]; then same=$((same+1)); else same=0; last=$now; fi
            sleep 0.1; waited=$((waited+1))
        done"#,
        err = errors.display()
    )
}

/// The income cards as seed 5 deals them, in their places: each card's
/// sesterces and its stones as the log writes them.
fn dealt_cards() -> Vec<(u32, String)> {
    via_appia::i18n::set_language(via_appia::i18n::Lang::En);
    let data = via_appia::assets::default_game_data().expect("data");
    let setup = Setup {
        seed: 5,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    let game = Game::new(data, &setup).expect("game");
    let cards = &game.data().components.income_cards;
    (game.income().face_up().iter())
        .map(|&c| (cards[c].sesterces, stones_text(&cards[c].stones)))
        .collect()
}

#[test]
fn income_taken_by_mistake_is_taken_back_before_the_bot_moves() {
    let keys = r#"xdotool key --window "$window" z
        sleep 0.6
        xdotool key --window "$window" ctrl+z
        sleep 3"#;
    let Some(log) = play_keys("the undo-after-the-turn test", keys) else {
        return;
    };
    let taken = log.iter().position(|l| l.starts_with("log: Livia takes "));
    let back = log
        .iter()
        .position(|l| l.starts_with("log: Livia takes back"));
    let (Some(taken), Some(back)) = (taken, back) else {
        panic!("Livia took a card and took it back: {log:?}");
    };
    assert!(taken < back);
    let marcus = log.iter().position(|l| l.starts_with("log: Marcus"));
    assert_eq!(
        marcus, None,
        "Marcus never moved on the card taken back: {log:?}"
    );
    assert!(
        !log.iter().any(|l| l.contains("is a bot")),
        "the undo was not refused: {log:?}"
    );
}

#[test]
fn a_card_keeps_its_letter_after_the_card_before_it_is_taken() {
    // Z takes the first card; the bot moves after its moment; then X takes
    // the card dealt second, whatever was taken before it. Were the letters to
    // move down, X would take the card dealt third: X takes the half in which
    // the two differ, so that the log tells them apart.
    let cards = dealt_cards();
    let by_stones = cards[1].0 == cards[2].0;
    assert!(!by_stones || cards[1].1 != cards[2].1, "two cards alike");
    let x = if by_stones { "shift+x" } else { "x" };
    let errors = scratch("the card letter test.err");
    let keys = format!(
        r#"xdotool key --window "$window" z
        {quiet}
        xdotool key --window "$window" {x}
        sleep 1"#,
        quiet = until_the_log_rests(&errors)
    );
    let Some(log) = play_keys("the card letter test", &keys) else {
        return;
    };
    let livia: Vec<&String> = (log.iter())
        .filter(|l| l.starts_with("log: Livia takes "))
        .collect();
    assert_eq!(livia.len(), 2, "Livia took two cards: {log:?}");
    let said = |line: &str| line.trim_start_matches("log: Livia takes ").to_string();
    let first = format!("{} sesterce", cards[0].0);
    assert!(
        said(livia[0]).starts_with(&first),
        "Z: the first card: {log:?}"
    );
    let second = if by_stones {
        cards[1].1.clone()
    } else {
        format!("{} sesterce", cards[1].0)
    };
    assert!(
        said(livia[1]).starts_with(&second),
        "X: the card dealt second ({second}): {log:?}"
    );
}

//! The turn panel and the scoreboard in every language, laid out at their
//! widths in the window through every phase of a played game: every text is
//! drawn, and none runs past the panel's edge (the longest German and French
//! words included).

use super::harness::texts_drawn;
use super::panels::{actions_panel, curtain, final_scoring, scoreboard};
use crate::app::layout::{SCORE_PANEL_WIDTH, TURN_PANEL_WIDTH};
use crate::assets::default_game_data;
use crate::i18n::{in_language, Lang};
use crate::rules::{Game, Setup};
use crate::table::describe::expected_text;
use crate::tr;
use egui::Ui;

/// The texts `draw` lays out in a panel `width` wide, and those that run past
/// its right edge.
fn overflowing(width: f32, draw: impl FnMut(&mut Ui)) -> (Vec<String>, Vec<String>) {
    let drawn = texts_drawn(width, draw);
    let right = width + 1.0;
    let over = drawn
        .iter()
        .filter(|(_, rect)| rect.right() > right)
        .map(|(text, rect)| format!("{text:?} to x = {:.0}", rect.right()))
        .collect();
    (drawn.into_iter().map(|(text, _)| text).collect(), over)
}

fn check_a_game_in(lang: Lang) {
    check_a_game_of(lang, ["Livia", "Marcus", "Julia", "Gaius"]);
}

/// A whole random game of four players called `names`, checked every seventh step.
fn check_a_game_of(lang: Lang, names: [&str; 4]) {
    let data = default_game_data().expect("game data");
    let players = names.iter().map(|n| n.to_string()).collect();
    let mut game = Game::new(
        data,
        &Setup {
            seed: 8,
            players,
            options: Default::default(),
        },
    )
    .expect("a game");
    let mut bot = crate::bots::random::RandomPlayer::new(8);
    let mut steps = 0u32;
    let mut problems = Vec::new();
    let check = |game: &Game, problems: &mut Vec<String>| {
        let (shown, over) = overflowing(TURN_PANEL_WIDTH, |ui| {
            actions_panel(ui, game, &[], None);
        });
        assert!(
            shown.len() > 2,
            "{}: the turn panel shows its words",
            lang.code()
        );
        problems.extend(over);
        // The line of what the turn expects is cut short (…) where too long.
        let expects = expected_text(game.phase_expects());
        let now = tr!("panels-round-now", round = game.round(), expects = expects);
        if !game.is_over() && game.awaiting_quarry().is_none() && !shown.contains(&now) {
            problems.push(format!("{now:?} cut short"));
        }
        let (_, over) = overflowing(TURN_PANEL_WIDTH, |ui| {
            curtain(ui, game, &[]);
        });
        problems.extend(over);
        let (_, over) = overflowing(SCORE_PANEL_WIDTH, |ui| {
            scoreboard(ui, game, Some(game.current()), &[]);
        });
        problems.extend(over);
    };
    while let Some(command) = bot.next_command(&game) {
        if steps.is_multiple_of(7) {
            check(&game, &mut problems);
        }
        game.apply(&command).expect("the bot's command is legal");
        steps += 1;
    }
    let (_, over) = overflowing(TURN_PANEL_WIDTH, |ui| final_scoring(ui, &game, &[]));
    problems.extend(over);
    problems.extend(names_broken_in_the_final_table(&game));
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}: {problems:#?}", lang.code());
}

/// Names of the final table laid out on more than one line (a name in a
/// narrow column once broke between its letters: "Liv / ia").
fn names_broken_in_the_final_table(game: &Game) -> Vec<String> {
    let drawn = texts_drawn(TURN_PANEL_WIDTH, |ui| final_scoring(ui, game, &[]));
    let line = drawn
        .iter()
        .find(|(text, _)| *text == tr!("panels-col-total"))
        .map(|(_, rect)| rect.height())
        .unwrap_or_else(|| panic!("the total's column title in {drawn:?}"));
    let names: Vec<&str> = game.players().iter().map(|p| p.name()).collect();
    drawn
        .iter()
        .filter(|(text, _)| {
            names
                .iter()
                .any(|n| n.starts_with(text.trim_end_matches('…')))
        })
        .filter(|(_, rect)| rect.height() > 1.5 * line)
        .map(|(text, rect)| format!("{text:?} broken over {:.0} points", rect.height()))
        .collect()
}

#[test]
fn the_panels_fit_their_width_in_english() {
    in_language(Lang::En, || check_a_game_in(Lang::En));
}

#[test]
fn the_panels_fit_their_width_in_german() {
    in_language(Lang::De, || check_a_game_in(Lang::De));
}

#[test]
fn the_panels_fit_their_width_in_french() {
    in_language(Lang::Fr, || check_a_game_in(Lang::Fr));
}

/// The longest names the new-game screen takes (24 characters, wide letters).
#[test]
fn the_longest_names_fit_too_in_german() {
    let names = [
        "Maximiliana Wilhelmina M",
        "WWWWWWWWWWWWWWWWWWWWWWWW",
        "Aemilia Cornelia Scipion",
        "Quintus Fabius Maximus V",
    ];
    assert!(names
        .iter()
        .all(|n| n.chars().count() == super::new_game::MAX_NAME_CHARS));
    in_language(Lang::De, || check_a_game_of(Lang::De, names));
}

/// What the turn expects, in every language and phase, on its one line under a
/// two-digit round (a game runs past round 9; round 18 once cut "the end of the
/// turn" to "the end of the t…" in English).
#[test]
fn what_the_turn_expects_is_never_cut_short() {
    use crate::rules::Expected;
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        in_language(lang, || {
            for expected in Expected::ALL {
                let now = tr!(
                    "panels-round-now",
                    round = 88,
                    expects = expected_text(expected)
                );
                let drawn = texts_drawn(TURN_PANEL_WIDTH, |ui| {
                    ui.add(egui::Label::new(now.clone()).truncate());
                });
                if !drawn.iter().any(|(text, _)| *text == now) {
                    cut.push(format!("{}: {now:?}", lang.code()));
                }
            }
        });
    }
    assert!(cut.is_empty(), "cut short: {cut:#?}");
}

//! The turn panel and the scoreboard in every language, laid out at their
//! widths in the window through every phase of a played game: every text is
//! drawn, and none runs past the panel's edge (the longest German and French
//! words included). The results screen at the end, in the window's style on a
//! 1280×720 screen: every part of the score is said, and no text is clipped.

use super::harness::{texts_drawn, texts_on_screen};
use super::panels::{actions_panel, curtain, scoreboard};
use super::results::results_window;
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
    let weights = crate::bots::BotsConfig::load_default()
        .expect("bots.ron")
        .evaluation;
    let mut steps = 0u32;
    let mut problems = Vec::new();
    let check = |game: &Game, problems: &mut Vec<String>| {
        let (shown, over) = overflowing(TURN_PANEL_WIDTH, |ui| {
            actions_panel(ui, game, &[], None, &weights, None);
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
    let (_, over) = overflowing(SCORE_PANEL_WIDTH, |ui| {
        scoreboard(ui, &game, None, &[]);
    });
    problems.extend(over);
    problems.extend(results_screen_problems(&game));
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}: {problems:#?}", lang.code());
}

/// The screen the results are shown on at the smallest size the game is
/// played at.
const SMALL_SCREEN: egui::Vec2 = egui::vec2(1280.0, 720.0);

/// What is wrong with the results screen of the finished `game` on a
/// 1280×720 screen: a text clipped (cut by the window, a column or the
/// screen), a part of the score or a button not said, a name broken over two
/// lines.
fn results_screen_problems(game: &Game) -> Vec<String> {
    let scoring = game.final_scoring().expect("the game is over");
    let drawn = texts_on_screen(SMALL_SCREEN, |ctx| {
        results_window(ctx, game, &[]);
    });
    let mut problems: Vec<String> = drawn
        .iter()
        .filter(|t| !t.clip.expand(1.0).contains_rect(t.rect))
        .map(|t| {
            format!(
                "results: {:?} clipped at {:?} by {:?}",
                t.text, t.rect, t.clip
            )
        })
        .collect();
    let shown = |needle: &str| drawn.iter().any(|t| t.text.contains(needle));
    let mut wanted = vec![
        tr!("results-title").to_uppercase(),
        tr!("results-row-track"),
        tr!("results-row-total"),
        tr!("results-rematch"),
        tr!("results-new-game"),
        tr!("results-quit"),
    ];
    wanted.extend(scoring.totals.iter().map(|t| t.to_string()));
    for &w in &scoring.winners {
        wanted.push(game.players()[w].name().to_string());
    }
    problems.extend(
        wanted
            .into_iter()
            .filter(|w| !shown(w))
            .map(|w| format!("results: {w:?} not shown")),
    );
    // A name on one line (cut short with "…" in a column too narrow for it).
    for p in game.players() {
        let broken = drawn.iter().filter(|t| {
            p.name().starts_with(t.text.trim_end_matches('…')) && !t.text.is_empty() && t.rows > 1
        });
        problems.extend(broken.map(|t| format!("results: {:?} broken", t.text)));
    }
    problems
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

/// What the turn expects, in every language and phase, in its two lines under a
/// three-digit round (a game runs past round 99 with random bots; round 18 once
/// cut "the end of the turn" to "the end of the t…" in English).
#[test]
fn what_the_turn_expects_is_never_cut_short() {
    use crate::rules::Expected;
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        in_language(lang, || {
            for expected in Expected::ALL {
                let now = tr!(
                    "panels-round-now",
                    round = 188,
                    expects = expected_text(expected)
                );
                let drawn = texts_drawn(TURN_PANEL_WIDTH, |ui| {
                    super::panels::now_line(ui, now.clone());
                });
                if !drawn.iter().any(|(text, _)| *text == now) {
                    cut.push(format!("{}: {now:?}", lang.code()));
                }
            }
        });
    }
    assert!(cut.is_empty(), "cut short: {cut:#?}");
}

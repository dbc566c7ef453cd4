//! The results screen in the real window: a game saved one move from its end
//! (Livia, a person, against a Random bot) is loaded, Livia makes the move
//! with its key, and the captured frame shows the results screen over the
//! table — a sheet of the panels' card paper in the middle of the window,
//! with the winner's name large in the seat's ink — in English and German.

use crate::common::window::*;
use crate::game::{livia_against_random, play_at_screen};
use std::path::Path;
use via_appia::rules::{Command, Game};

/// The letters the turn panel's actions answer, in the order they are drawn.
const ACTION_KEYS: [&str; 15] = [
    "a", "s", "d", "f", "g", "h", "j", "k", "l", "w", "r", "y", "u", "i", "o",
];

/// The income cards' letters, first card first (Shift: the stones' half).
const CARD_KEYS: [&str; 7] = ["z", "x", "c", "v", "b", "n", "p"];

/// The key (as xdotool names it) that gives `command` in the turn panel of a
/// turn offering `legal`, at the start of a turn or after its first build
/// (not the quarry's rewards, whose panel keys its stones first).
fn key_of(game: &Game, legal: &[Command], command: &Command) -> Option<String> {
    use via_appia::rules::IncomeTake;
    if let Command::TakeIncome { card, take } = command {
        // A card's letter is its place in the row as dealt.
        let places = game.income().places();
        let place = places.iter().position(|p| *p == Some(*card))?;
        let letter = CARD_KEYS.get(place)?;
        return Some(match take {
            IncomeTake::Stones => format!("shift+{letter}"),
            _ => letter.to_string(),
        });
    }
    let others: Vec<&Command> = legal
        .iter()
        .filter(|c| !matches!(c, Command::TakeIncome { .. } | Command::UnloadCart { .. }))
        .collect();
    let index = others.iter().position(|c| *c == command)?;
    ACTION_KEYS.get(index).map(|k| k.to_string())
}

/// Plays Livia against Marcus (both seats by the plain opponent's rules of
/// thumb, at the screen's pace: a game of some fifty rounds) until a command of
/// Livia's (not a push: its stones fall by physics) ends the game; saves the
/// game there, Marcus a Random bot. Returns the key of that command in her
/// panel and the winners' ink colours.
fn save_before_the_last_move(path: &Path) -> Option<(String, Vec<[u8; 3]>)> {
    use via_appia::bots::{plain, MoneyLedger, SeatView};
    use via_appia::rules::Phase;
    for seed in 1..=12u64 {
        let mut session = livia_against_random(seed);
        for _ in 0..3_000 {
            let game = &session.game;
            if game.is_over() {
                break;
            }
            let legal = game.legal_actions();
            let keyed = matches!(game.phase(), Phase::ChooseAction | Phase::Building { .. });
            if game.current() == 0 && keyed {
                for command in legal.iter().filter(|c| **c != Command::StartQuarry) {
                    let mut after = game.clone();
                    after.apply(command).expect("legal");
                    let (Some(scoring), Some(key)) =
                        (after.final_scoring(), key_of(game, &legal, command))
                    else {
                        continue;
                    };
                    let inks = scoring
                        .winners
                        .iter()
                        .map(|&w| {
                            let [r, g, b] = session.seats[w]
                                .colour
                                .rgb_in(via_appia::settings::ColourScheme::Box);
                            let ink =
                                via_appia::ui::theme::seat_ink(egui::Color32::from_rgb(r, g, b));
                            [ink.r(), ink.g(), ink.b()]
                        })
                        .collect();
                    session.save_to(path).expect("saved");
                    return Some((key, inks));
                }
            }
            let ledger = MoneyLedger::watched_whole_game(game);
            let decision = plain::decide(&SeatView::new(game, game.current(), &ledger))?;
            play_at_screen(&mut session, decision.command);
        }
    }
    None
}

#[test]
fn the_results_screen_appears_when_the_last_turn_ends() {
    if lacks_xdotool("the results screen test") {
        return;
    }
    let save = scratch("last-turn.ron");
    let (key, inks) = save_before_the_last_move(&save).expect("a game one move from its end");
    let card = via_appia::ui::theme::CARD;
    // English and German at the panels' usual size, and English with the
    // panels at 175 % (the screen then scrolls the scores, its buttons stay).
    for (lang, scale) in [("en", 1.0), ("de", 1.0), ("en", 1.75)] {
        let name = format!("results-{lang}-{}", (scale * 100.0) as u32);
        let config = scratch(&format!("{name}-config"));
        std::fs::create_dir_all(config.join("via-appia")).expect("config folder");
        let settings = format!("(ui_scale: {scale})");
        std::fs::write(config.join("via-appia").join("settings.ron"), settings).expect("written");
        let errors = scratch(&format!("{name}.err"));
        let png = scratch(&format!("{name}.png"));
        let script = format!(
            r#"
            export XDG_CONFIG_HOME="{config}"
            {start}
            xdotool key --window "$window" {key}
            wait $game
            cat "{err}" >&2
            "#,
            start = start_window(
                &format!(
                    "--load \"{}\" --bot-pause 10 --lang {lang} --frames 100 --capture \"{}\"",
                    save.display(),
                    png.display()
                ),
                &errors
            ),
            err = errors.display(),
            config = config.display(),
        );
        let Some(stderr) = window_script("the results screen test", &script) else {
            return;
        };
        assert!(
            stderr.contains("game over"),
            "{lang}: the game ended: {stderr}"
        );
        let image = read_png(&png);
        // The middle of the window, over the table: the results screen's paper.
        let (w, h) = (image.0, image.1);
        let middle = (w / 2 - 200..w / 2 + 200, h / 2 - 150..h / 2 + 150);
        let paper = count(
            &image,
            middle.0.clone(),
            middle.1.clone(),
            near([card.r(), card.g(), card.b()], 14),
        );
        let all = (middle.0.len() * middle.1.len()) as f32;
        assert!(
            paper as f32 > 0.3 * all,
            "{lang}: the results screen's paper in the middle ({paper} of {all} pixels)"
        );
        // The winner's name, large in the seat's ink, in the screen's top half.
        for ink in &inks {
            let name = count(&image, w / 2 - 350..w / 2 + 350, 0..h / 2, near(*ink, 24));
            assert!(
                name > 150,
                "{lang}: the winner's name in {ink:?} ({name} pixels)"
            );
        }
    }
}

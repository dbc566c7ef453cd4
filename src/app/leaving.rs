//! Never losing a game to a click: New game, Load and Quit ask first while a
//! game is in play, and the new-game screen offers to continue the newest
//! autosave (or, opened over a running game, to go back to it).
//!
//! Decisions:
//! - The question names what is lost and what is not: the game in play is
//!   autosaved after every turn, so even "yes" loses at most the turn under way,
//!   and the new-game screen's Continue brings it back.
//! - Dialogs keep their place: the question sits where the pointer was less
//!   likely to be (the middle of the window, above the panels), and the
//!   new-game screen hangs from a fixed top edge, so removing a seat does not
//!   move the buttons above it.

use crate::table::autosave::AutosaveFile;
use crate::tr;
use crate::ui::menu::MenuIntent;
use crate::ui::new_game::{NewGameForm, NewGameRequest};
use egui::Ui;

/// What the person answered to "leave the game in play?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Leave,
    Stay,
}

/// The question for `intent` over a game in `round`; `None` until answered.
pub fn confirm_window(ui: &mut Ui, intent: &MenuIntent, round: u32) -> Option<Answer> {
    let (title, leave) = match intent {
        MenuIntent::NewGame => (tr!("setup-confirm-new-game"), tr!("setup-new-game")),
        MenuIntent::Load(path) => (tr!("setup-confirm-load"), {
            let file = crate::assets::short_path(path);
            tr!("setup-confirm-load-file", file = file)
        }),
        MenuIntent::Rematch => (tr!("results-confirm-rematch"), tr!("results-rematch")),
        MenuIntent::Quit => (tr!("setup-confirm-quit"), tr!("setup-quit")),
        MenuIntent::Guide => (tr!("setup-confirm-new-game"), tr!("guide-menu")),
        // Neither leaves the game in play (a watch keeps it waiting behind).
        MenuIntent::Save(_)
        | MenuIntent::Watch(_)
        | MenuIntent::WatchAgain
        | MenuIntent::Online => return Some(Answer::Leave),
    };
    let mut answer = None;
    egui::Window::new(title)
        .id(egui::Id::new("leave-the-game"))
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 160.0])
        .show(ui.ctx(), |ui| {
            ui.label(tr!("setup-confirm-text", round = round));
            ui.horizontal(|ui| {
                if ui.button(leave).clicked() {
                    answer = Some(Answer::Leave);
                }
                if ui.button(tr!("setup-back-to-game")).clicked() {
                    answer = Some(Answer::Stay);
                }
            });
        });
    answer
}

/// What the new-game screen asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum NewGameChoice {
    Start(NewGameRequest),
    /// Continue the newest autosave.
    Continue,
    /// Back to the game in play.
    Cancel,
    /// Game → Online instead: host or join a table on a game server.
    Online,
}

/// The new-game screen: the form, Continue when an autosave can be continued,
/// and Cancel when a game is in play behind it.
pub fn new_game_window(
    ui: &mut Ui,
    form: &mut NewGameForm,
    autosave: Option<&AutosaveFile>,
    cancellable: bool,
) -> Option<NewGameChoice> {
    let mut choice = None;
    egui::Window::new(tr!("setup-window-title"))
        .id(egui::Id::new("new-game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 50.0])
        .show(ui.ctx(), |ui| {
            if let Some(saved) = autosave {
                ui.horizontal(|ui| {
                    if ui.button(tr!("setup-continue")).clicked() {
                        choice = Some(NewGameChoice::Continue);
                    }
                    // The seed as text: a number argument would be rounded to an `f64`.
                    let (round, seed) = (saved.round, saved.seed.to_string());
                    ui.label(tr!("setup-autosaved", round = round, seed = seed));
                });
                ui.separator();
            }
            if let Some(request) = form.show(ui) {
                choice = Some(NewGameChoice::Start(request));
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(tr!("online-or"));
                let online = ui.button(tr!("online-menu"));
                if online.on_hover_text(tr!("online-menu-hint")).clicked() {
                    choice = Some(NewGameChoice::Online);
                }
            });
            if cancellable {
                ui.separator();
                if ui.button(tr!("setup-cancel-back")).clicked() {
                    choice = Some(NewGameChoice::Cancel);
                }
            }
        });
    choice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;
    use std::path::PathBuf;

    #[test]
    fn leaving_is_asked_and_either_answer_is_taken() {
        let mut h = Harness::new();
        let quit = MenuIntent::Quit;
        assert_eq!(
            h.click("Quit", |ui| confirm_window(ui, &quit, 7)),
            Some(Answer::Leave)
        );
        assert_eq!(
            h.click("Back to the game (Esc)", |ui| confirm_window(ui, &quit, 7)),
            Some(Answer::Stay)
        );
        assert!(h.shows_text("round 7", |ui| {
            confirm_window(ui, &MenuIntent::NewGame, 7);
        }));
    }

    #[test]
    fn the_new_game_screen_offers_continue_and_cancel_only_when_they_mean_something() {
        let mut h = Harness::new();
        let mut form = NewGameForm::default();
        let saved = AutosaveFile {
            path: PathBuf::from("autosave-000004-seed-9-round-12.ron"),
            number: 4,
            seed: 9,
            round: 12,
            over: false,
        };
        assert_eq!(
            h.click("Continue", |ui| new_game_window(
                ui,
                &mut form,
                Some(&saved),
                false
            )),
            Some(NewGameChoice::Continue)
        );
        assert!(h.shows_text("round 12 of the game with seed 9", |ui| {
            new_game_window(ui, &mut form, Some(&saved), false);
        }));
        assert_eq!(
            h.click("Cancel: back to the game (Esc)", |ui| new_game_window(
                ui, &mut form, None, true
            )),
            Some(NewGameChoice::Cancel)
        );
        assert!(
            !h.shows_text("Cancel", |ui| {
                new_game_window(ui, &mut form, None, false);
            }),
            "at start there is no game to go back to"
        );
        assert!(matches!(
            h.click("Start game", |ui| new_game_window(
                ui, &mut form, None, false
            )),
            Some(NewGameChoice::Start(_))
        ));
    }
}

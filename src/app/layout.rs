//! The panels round the table, laid out for one frame: the menu bar, the
//! scoreboard and log on the left, and on the right whatever the moment asks for
//! (the curtain, the active player's actions, the push, or the final scoring).
//! Clicks come back as [`Action`]s; `window.rs` carries them out.

use super::play::{Play, SeatKind};
use super::push_panel::{push_panel, PushInfo, PushIntent};
use crate::ui::panels::{actions_panel, curtain, final_scoring, log_panel, scoreboard};
use crate::ui::UiIntent;
use crate::view::Preset;
use egui::{Color32, RichText, Ui};

/// A click in the panels.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Game(UiIntent),
    Push(PushIntent),
    Camera(Preset),
    ToggleTuning,
    NewGame,
    Save,
    Load,
    Quit,
}

/// Lays out every panel; returns the clicks in order.
pub fn panels(ui: &mut Ui, play: &Play, tuning_open: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::Panel::top("menu").show_inside(ui, |ui| menu_bar(ui, tuning_open, &mut actions));
    egui::Panel::left("scores")
        .default_size(280.0)
        .show_inside(ui, |ui| {
            scoreboard(ui, &play.session.game, play.viewer());
            ui.separator();
            ui.strong("Log");
            log_panel(ui, &play.session.log);
        });
    egui::Panel::right("turn")
        .default_size(300.0)
        .show_inside(ui, |ui| turn_panel(ui, play, &mut actions));
    actions
}

fn menu_bar(ui: &mut Ui, tuning_open: bool, actions: &mut Vec<Action>) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("Game", |ui| {
            for (label, action) in [
                ("New game…", Action::NewGame),
                ("Save…", Action::Save),
                ("Load…", Action::Load),
                ("Quit", Action::Quit),
            ] {
                if ui.button(label).clicked() {
                    actions.push(action);
                }
            }
        });
        ui.menu_button("View", |ui| {
            for (i, preset) in Preset::ALL.into_iter().enumerate() {
                if ui.button(format!("{}  ({})", preset.name(), i + 1)).clicked() {
                    actions.push(Action::Camera(preset));
                }
            }
        });
        let tuning = if tuning_open {
            "Close tuning (T)"
        } else {
            "Quarry tuning (T)"
        };
        if ui.button(tuning).clicked() {
            actions.push(Action::ToggleTuning);
        }
    });
}

fn turn_panel(ui: &mut Ui, play: &Play, actions: &mut Vec<Action>) {
    let game = &play.session.game;
    if game.is_over() {
        final_scoring(ui, game);
        return;
    }
    if play.curtain() {
        if let Some(intent) = curtain(ui, game) {
            actions.push(Action::Game(intent));
        }
        return;
    }
    if let (Some((hand, by_person)), Some(size)) = (play.hand(), play.pushed_size()) {
        let info = PushInfo {
            hand,
            by_person,
            pusher_name: &game.current_player().name,
            size,
            fallen_front: play.fallen_front(),
            half_entrance: 0.5 * play.session.quarry.ramp().entrance_width,
        };
        if let Some(intent) = push_panel(ui, &info) {
            actions.push(Action::Push(intent));
        }
    } else if play.current_seat() == SeatKind::RandomBot {
        ui.heading(format!("{} (bot) is thinking…", game.current_player().name));
    } else if let Some(intent) = actions_panel(ui, game) {
        actions.push(Action::Game(intent));
    }
    if let Some(notice) = &play.notice {
        ui.separator();
        ui.label(RichText::new(notice).color(Color32::from_rgb(200, 60, 40)));
    }
}

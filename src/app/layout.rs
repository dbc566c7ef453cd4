//! The panels round the table, laid out for one frame: the menu bar, the
//! scoreboard and log on the left, and on the right whatever the moment asks for
//! (the curtain, the active player's actions, the push, or the game's end), and
//! over the table the results screen when the game is over.
//! Clicks come back as [`Action`]s; `window.rs` carries them out.

use super::push_panel::{push_panel, PushInfo, PushIntent};
use crate::assets::short_path;
use crate::quarry::StoneShape;
use crate::settings::Settings;
use crate::table::Intent;
use crate::table::Table;
use crate::tr;
use crate::ui::how_to_play;
use crate::ui::menu::{MenuIntent, MenuPanel};
use crate::ui::panels::{actions_panel, colour32, curtain, log_panel, scoreboard, scoreboard_for};
use crate::ui::results::{results_window, ResultsChoice};
use crate::ui::settings_panel;
use crate::ui::tuning::{Status, TuningIntent, TuningPanel};
use crate::ui::watch_bar::{banner, watch_panel, WatchBar, WatchIntent};
use crate::view::Preset;
use egui::{Color32, RichText, Ui};

/// A click in the panels.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Game(Intent),
    Push(PushIntent),
    Camera(Preset),
    Menu(MenuIntent),
    /// Boxed: it carries a whole quarry config, far larger than the other clicks.
    Tuning(Box<TuningIntent>),
    /// The settings as changed in the Settings window.
    Settings(Settings),
    /// "What would Hard do?" (F2).
    Hint,
    /// A click while watching a game again.
    Watch(WatchIntent),
}

/// The turn panel's width (points): room for the cart's three spaces side by side.
pub const TURN_PANEL_WIDTH: f32 = 320.0;
/// The scoreboard and log on the left (points): slim, so that the table between
/// the panels gets most of the window (its lines wrap rather than widen it), and
/// no slimmer than a 24-letter German name and its score in the game's type.
pub const SCORE_PANEL_WIDTH: f32 = 256.0;

/// The panels that keep state between frames.
pub struct Windows {
    pub menu: MenuPanel,
    pub menu_open: bool,
    /// The rules window (F1).
    pub help_open: bool,
    pub tuning: TuningPanel,
    /// When (egui's clock, s) the turn panel last took a move.
    pub last_turn_click: f64,
    pub settings_open: bool,
    /// The settings in force, and what became of the last attempt to keep them.
    pub settings: Settings,
    pub settings_status: Option<Status>,
    /// What the sound found at start: a device, or why the game is silent.
    pub speaker_state: String,
    /// No audio device was found: the sound cannot be switched on.
    pub silent: bool,
    /// The results screen was folded away to look at the table (the turn
    /// panel brings it back; a new game unfolds it).
    pub results_folded: bool,
    /// A game is being watched again (`window::watching`): where the watch is.
    /// The turn panel then offers the way through the game, the scoreboard
    /// shows every seat's money, and no results screen lies over the table.
    pub watching: Option<WatchBar>,
}

/// Seconds after a move clicked in the turn panel during which it takes no
/// other: the second click of a double click, meant for the same button, must
/// not press the button that has just taken its place.
pub const CLICK_GUARD: f64 = 0.3;

/// Drops moves clicked within [`CLICK_GUARD`] of the last one taken.
fn guard_clicks(ui: &Ui, clicked: &mut Vec<Action>, last: &mut f64) {
    let now = ui.input(|i| i.time);
    let is_move = |a: &Action| matches!(a, Action::Game(_));
    if !clicked.iter().any(is_move) {
        return;
    }
    if now - *last < CLICK_GUARD {
        clicked.retain(|a| !is_move(a));
    } else {
        *last = now;
    }
}

/// What the panels leave for the table: the clicks in order, and the free
/// rectangle in the middle (points) where the table is drawn.
pub struct Laid {
    pub actions: Vec<Action>,
    pub table: egui::Rect,
}

/// Lays out every panel. `setting_up` is true under the new-game screen: the
/// turn panel then waits. `beside_scores` draws what goes under the scores,
/// above the log (an online table's seats and chat).
pub fn panels(
    ui: &mut Ui,
    play: &Table,
    windows: &mut Windows,
    setting_up: bool,
    beside_scores: &mut dyn FnMut(&mut Ui),
) -> Laid {
    let mut actions = Vec::new();
    egui::Panel::top("menu").show_inside(ui, |ui| menu_bar(ui, windows, &mut actions));
    floating_windows(ui, play, windows, &mut actions);
    // Fixed widths: a panel that grew or shrank with its text would move every
    // button in it, and the table's picture with it.
    egui::Panel::left("scores")
        .resizable(false)
        .exact_size(SCORE_PANEL_WIDTH)
        .show_inside(ui, |ui| {
            let game = &play.session.game;
            if windows.watching.is_some() {
                // A watcher sits at no seat and may see everything.
                scoreboard_for(ui, game, &|_| true, &colours(play));
            } else {
                scoreboard(ui, game, play.viewer(), &colours(play));
            }
            ui.separator();
            beside_scores(ui);
            // The log folds away under its heading (egui keeps it folded or
            // open from frame to frame by the header's id).
            egui::CollapsingHeader::new(egui::RichText::new(tr!("panels-log")).strong())
                .id_salt("log")
                .default_open(true)
                .show(ui, |ui| log_panel(ui, &play.session.log));
        });
    egui::Panel::right("turn")
        .resizable(false)
        .exact_size(TURN_PANEL_WIDTH)
        .show_inside(ui, |ui| {
            if let Some(bar) = &windows.watching {
                actions.extend(watch_panel(ui, bar).map(Action::Watch));
            } else if setting_up {
                ui.heading(tr!("panels-setting-up"));
            } else {
                let mut clicked = Vec::new();
                if play.session.game.is_over() {
                    game_over(ui, play, &mut windows.results_folded);
                }
                turn_panel(ui, play, &mut clicked);
                guard_clicks(ui, &mut clicked, &mut windows.last_turn_click);
                actions.extend(clicked);
            }
        });
    let game = &play.session.game;
    let table = ui.available_rect_before_wrap();
    if let Some(bar) = &windows.watching {
        banner(ui.ctx(), table, bar);
    } else if game.is_over() && !setting_up && !windows.results_folded {
        match results_window(ui.ctx(), game, &colours(play)) {
            Some(ResultsChoice::Menu(intent)) => actions.push(Action::Menu(intent)),
            Some(ResultsChoice::Close) => windows.results_folded = true,
            None => {}
        }
    }
    Laid { actions, table }
}

/// The menu bar's sound switch, lit while sound plays; a click gives the new
/// `muted`. Without an audio device it is greyed out, never lit, and says why.
fn sound_toggle(ui: &mut Ui, muted: bool, silent: bool, why: &str) -> Option<bool> {
    if silent {
        let button = egui::Button::new(tr!("menu-sound")).selected(false);
        ui.add_enabled(false, button).on_disabled_hover_text(why);
        return None;
    }
    let mut sound = !muted;
    let clicked = ui.toggle_value(&mut sound, tr!("menu-sound")).changed();
    clicked.then_some(!sound)
}

fn menu_bar(ui: &mut Ui, windows: &mut Windows, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        ui.toggle_value(&mut windows.menu_open, tr!("menu-game"));
        ui.toggle_value(&mut windows.help_open, tr!("menu-how-to-play"));
        ui.toggle_value(&mut windows.tuning.open, tr!("menu-tuning"));
        ui.toggle_value(&mut windows.settings_open, tr!("menu-settings"));
        let (muted, silent) = (windows.settings.muted, windows.silent);
        if let Some(muted) = sound_toggle(ui, muted, silent, &windows.speaker_state) {
            let settings = Settings {
                muted,
                ..windows.settings.clone()
            };
            actions.push(Action::Settings(settings));
        }
        ui.separator();
        ui.label(tr!("menu-camera"));
        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            let name = match preset {
                Preset::Table => tr!("menu-camera-table"),
                Preset::Quarry => tr!("menu-camera-quarry"),
                Preset::Road => tr!("menu-camera-road"),
            };
            if ui.button(format!("{name} ({})", i + 1)).clicked() {
                actions.push(Action::Camera(preset));
            }
        }
        // The rest of the bar: cut short where a language's words run longer.
        let hint = RichText::new(tr!("menu-camera-hint")).small().weak();
        ui.add(egui::Label::new(hint).truncate());
    });
}

fn floating_windows(ui: &mut Ui, play: &Table, windows: &mut Windows, actions: &mut Vec<Action>) {
    let ctx = ui.ctx().clone();
    let refusal = play.session.save_refusal();
    let menu = &mut windows.menu;
    // Each window has an id of its own: its title changes with the language.
    let shown = egui::Window::new(tr!("menu-game"))
        .id(egui::Id::new("game-menu"))
        .open(&mut windows.menu_open)
        .collapsible(false)
        .resizable(false)
        .default_pos([300.0, 60.0])
        .show(&ctx, |ui| menu.show(ui, refusal.as_deref()));
    if let Some(intent) = shown.and_then(|r| r.inner.flatten()) {
        actions.push(Action::Menu(intent));
    }
    let (settings, status) = (&windows.settings, windows.settings_status.as_ref());
    let speaker = windows.speaker_state.as_str();
    let shown = egui::Window::new(tr!("menu-settings"))
        .id(egui::Id::new("settings"))
        .open(&mut windows.settings_open)
        .collapsible(false)
        .resizable(false)
        .default_pos([300.0, 60.0])
        .show(&ctx, |ui| {
            settings_panel::show(ui, settings, status, speaker)
        });
    if let Some(changed) = shown.and_then(|r| r.inner.flatten()) {
        actions.push(Action::Settings(changed));
    }
    let data = play.session.game.data();
    egui::Window::new(tr!("panels-window-help"))
        .id(egui::Id::new("how-to-play"))
        .open(&mut windows.help_open)
        .default_pos([300.0, 60.0])
        .default_size([460.0, 560.0])
        .vscroll(true)
        .show(&ctx, |ui| how_to_play::show(ui, data));
    let tuning = &mut windows.tuning;
    let mut open = tuning.open;
    let title = tr!("panels-window-tuning", path = short_path(tuning.path()));
    let shown = egui::Window::new(title)
        .id(egui::Id::new("quarry-tuning"))
        .open(&mut open)
        // Over the scoreboard and log, clear of the quarry close-up in the middle.
        .default_pos([0.0, 28.0])
        .default_size([340.0, 560.0])
        .vscroll(true)
        .show(&ctx, |ui| {
            // Short sliders keep the window narrow, clear of the quarry close-up.
            ui.spacing_mut().slider_width = 90.0;
            tuning.show(ui)
        });
    tuning.open = open;
    if let Some(intent) = shown.and_then(|r| r.inner.flatten()) {
        actions.push(Action::Tuning(Box::new(intent)));
    }
}

fn turn_panel(ui: &mut Ui, play: &Table, actions: &mut Vec<Action>) {
    let game = &play.session.game;
    let colours = colours(play);
    if game.is_over() {
        return;
    }
    if play.curtain() {
        if let Some(intent) = curtain(ui, game, &colours) {
            actions.push(Action::Game(intent));
        }
        return;
    }
    if let (Some((hand, by_person)), Some(size)) = (play.hand(), play.pushed_size()) {
        let info = PushInfo {
            hand,
            by_person,
            elsewhere: play.is_elsewhere(game.current()) && play.current_seat().is_human(),
            pusher_name: game.current_player().name(),
            size,
            fallen_front: play.fallen_front(),
            half_entrance: 0.5 * play.session.quarry.ramp().entrance_width,
            discs: play.session.quarry.config().stones.stone_shape == StoneShape::Disc,
        };
        let top = ui.cursor().top();
        if let Some(intent) = push_panel(ui, &info) {
            actions.push(Action::Push(intent));
        }
        if by_person {
            super::hint_panel::placing_hint(ui, play, hand, actions);
        }
        crate::ui::guide_panel::mark(ui, crate::ui::guide_panel::Target::PushPanel, top);
    } else if let Some(thinking) = play.thinking() {
        ui.heading(thinking);
        // The person's last step stands only once the bot has moved.
        if play.undo_before_the_bot() {
            let undo = play.session.undo_label();
            if let Some(intent) = crate::ui::panels::undo_button(ui, undo.as_deref()) {
                actions.push(Action::Game(intent));
            }
        }
    } else {
        let weights = &play.kit().config.evaluation;
        let undo = play.session.undo_label();
        let hinted = play.hinted_command();
        let shown = actions_panel(ui, game, &colours, undo.as_deref(), weights, hinted);
        if let Some(intent) = shown {
            actions.push(Action::Game(intent));
        }
        if play.person_to_act() {
            super::hint_panel::hint_section(ui, play, actions);
        }
    }
    if let Some(notice) = &play.notice {
        ui.separator();
        ui.label(RichText::new(notice).color(crate::ui::theme::ERROR));
    }
}

/// The turn panel at the end: who won, and the button that brings the results
/// screen back once folded away.
fn game_over(ui: &mut Ui, play: &Table, folded: &mut bool) {
    let game = &play.session.game;
    ui.heading(tr!("panels-game-over"));
    if let Some(scoring) = game.final_scoring() {
        let names = (scoring.winners.iter())
            .map(|&w| game.players()[w].name().to_string())
            .reduce(|first, second| tr!("log-and", first = first, second = second))
            .unwrap_or_default();
        let count = scoring.winners.len();
        ui.label(RichText::new(tr!("panels-winners", names = names, count = count)).strong());
    }
    if *folded && ui.button(tr!("results-show")).clicked() {
        *folded = false;
    }
}

/// The seats' chosen colours, indexed like the players.
fn colours(play: &Table) -> Vec<Color32> {
    play.session
        .seats
        .iter()
        .map(|s| colour32(s.colour))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Command;
    use crate::ui::harness::Harness;
    use crate::ui::menu::MenuIntent;

    /// A table whose game has just ended (Livia against two bots).
    fn finished_table() -> Table {
        let data = crate::assets::default_game_data().expect("data");
        let config = crate::quarry::QuarryConfig::load_default().expect("quarry.ron");
        let form = crate::ui::new_game::NewGameForm::new(5);
        let request = form.request().expect("a valid form");
        let mut session =
            crate::table::session::Session::from_request(data, &request, &config).expect("session");
        session.game = crate::rules::GameBuilder::from_game(session.game.clone())
            .game_over()
            .build()
            .expect("over");
        let kit = crate::bots::BotKit::load_default().expect("bots");
        Table::new(session, kit)
    }

    fn windows() -> Windows {
        let config = crate::quarry::QuarryConfig::load_default().expect("quarry.ron");
        Windows {
            menu: MenuPanel::new(std::path::Path::new("game.ron")),
            menu_open: false,
            help_open: false,
            tuning: TuningPanel::new("quarry.ron", config),
            last_turn_click: f64::NEG_INFINITY,
            settings_open: false,
            settings: Settings::default(),
            settings_status: None,
            speaker_state: String::new(),
            silent: false,
            results_folded: false,
            watching: None,
        }
    }

    /// The results screen's buttons become the window's actions: Rematch and
    /// New game as the menu's intents (carried out in `window::games`); Look at
    /// the table folds it away and the turn panel's button brings it back.
    #[test]
    fn the_results_screen_answers_with_the_menus_intents_and_folds_away() {
        let play = finished_table();
        let mut windows = windows();
        let mut h = Harness::new();
        let mut click = |label: &str, windows: &mut Windows| {
            h.click(label, |ui| {
                panels(ui, &play, windows, false, &mut |_| {}).actions
            })
        };
        assert_eq!(
            click("Rematch", &mut windows),
            vec![Action::Menu(MenuIntent::Rematch)]
        );
        assert_eq!(
            click("New game", &mut windows),
            vec![Action::Menu(MenuIntent::NewGame)]
        );
        assert!(click("Look at the table (Esc)", &mut windows).is_empty());
        assert!(windows.results_folded);
        click("Show the final scoring", &mut windows);
        assert!(!windows.results_folded, "the turn panel brings it back");
    }

    #[test]
    fn the_sound_switch_works_only_with_a_device() {
        let mut h = Harness::new();
        let click = |h: &mut Harness, muted, silent| {
            h.click("Sound (M)", |ui| {
                sound_toggle(ui, muted, silent, "no device")
            })
        };
        assert_eq!(click(&mut h, false, false), Some(true), "a click mutes");
        assert_eq!(click(&mut h, true, false), Some(false), "and sounds again");
        assert_eq!(
            click(&mut h, false, true),
            None,
            "no device: nothing to switch"
        );
    }

    #[test]
    fn a_second_move_within_the_guard_is_dropped_and_a_later_one_taken() {
        let mut h = Harness::new();
        let mut last = f64::NEG_INFINITY;
        let click = || vec![Action::Game(Intent::Command(Command::EndTurn))];
        let taken = |h: &mut Harness, last: &mut f64| {
            h.frame(Vec::new(), |ui| {
                let mut clicked = click();
                guard_clicks(ui, &mut clicked, last);
                clicked.len()
            })
            .0
        };
        assert_eq!(taken(&mut h, &mut last), 1, "the first click is a move");
        assert_eq!(
            taken(&mut h, &mut last),
            0,
            "a double click's second is not"
        );
        for _ in 0..20 {
            h.frame(Vec::new(), |_| ());
        }
        assert_eq!(
            taken(&mut h, &mut last),
            1,
            "a third of a second later it is"
        );
    }
}

//! The game menu: new game, save, load, quit. Files are named in a text field
//! (no native dialog), prefilled with a file under `saves/`. The panel only
//! says what was asked; the window saves or loads and reports back with
//! [`MenuPanel::report`].

use super::tuning::Status;
use crate::tr;
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq)]
pub enum MenuIntent {
    /// Open the new-game screen.
    NewGame,
    /// A new game at once with the seats, rules and stones of this one and a
    /// fresh seed (the results screen's *Rematch*).
    Rematch,
    /// Save the session to this file (`Session::save_to`).
    Save(PathBuf),
    /// Replace the session with the one in this file (`Session::load_from`),
    /// only if it loads.
    Load(PathBuf),
    /// Watch the game on the table again from its first move (the results
    /// screen's *Watch again*; `table::watch`).
    WatchAgain,
    /// Watch the game in this file again: a save or a record.
    Watch(PathBuf),
    Quit,
    /// The guided first game (`table::guide`), one person against an Easy bot.
    Guide,
    /// Play at a table on a game server (`ui::online`).
    Online,
}

pub struct MenuPanel {
    /// The file the Save and Load buttons use, as typed.
    pub path: String,
    /// The file last suggested: while the field still holds it (the person has
    /// not typed another), a new suggestion replaces it.
    suggested: String,
    status: Option<Status>,
}

impl MenuPanel {
    /// `path` prefills the file field (e.g. `session::file::default_save_path`).
    pub fn new(path: &Path) -> MenuPanel {
        MenuPanel {
            path: path.display().to_string(),
            suggested: path.display().to_string(),
            status: None,
        }
    }

    /// A new game in the window: its own file, and no word about the last
    /// game's save or load.
    pub fn new_game(&mut self, path: &Path) {
        self.path = path.display().to_string();
        self.suggested = self.path.clone();
        self.status = None;
    }

    /// The file the game in play would be saved to now (its round changes): it
    /// replaces the one in the field unless the person typed another.
    pub fn suggest(&mut self, path: &Path) {
        let path = path.display().to_string();
        if self.path == self.suggested {
            self.path = path.clone();
        }
        self.suggested = path;
    }

    /// The outcome of a save or load: a message to show, or the error.
    pub fn report(&mut self, result: Result<String, String>) {
        self.status = Some(match result {
            Ok(message) => Status::Info(message),
            Err(e) => Status::Error(e),
        });
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// Draws the menu; `save_refusal` is why the game cannot be saved now
    /// (`Session::save_refusal`), if it cannot.
    pub fn show(&mut self, ui: &mut Ui, save_refusal: Option<&str>) -> Option<MenuIntent> {
        let mut intent = None;
        // New game and Quit on the first line: the lines below grow with a
        // refusal or a status, and the buttons must not move under the mouse.
        ui.horizontal(|ui| {
            if ui.button(tr!("setup-new-game")).clicked() {
                intent = Some(MenuIntent::NewGame);
            }
            if ui.button(tr!("setup-quit")).clicked() {
                intent = Some(MenuIntent::Quit);
            }
            if ui.button(tr!("guide-menu")).clicked() {
                intent = Some(MenuIntent::Guide);
            }
            let online = ui
                .button(tr!("online-menu"))
                .on_hover_text(tr!("online-menu-hint"));
            if online.clicked() {
                intent = Some(MenuIntent::Online);
            }
        });
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(tr!("setup-file"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(260.0));
        });
        let file = self.path.trim();
        let named = !file.is_empty();
        ui.horizontal(|ui| {
            let save = ui
                .add_enabled(
                    named && save_refusal.is_none(),
                    egui::Button::new(tr!("setup-save")),
                )
                .on_disabled_hover_text(
                    save_refusal.map_or_else(|| tr!("setup-name-a-file"), str::to_string),
                );
            if save.clicked() {
                intent = Some(MenuIntent::Save(PathBuf::from(file)));
            }
            if ui
                .add_enabled(named, egui::Button::new(tr!("setup-load")))
                .on_disabled_hover_text(tr!("setup-name-a-file"))
                .clicked()
            {
                intent = Some(MenuIntent::Load(PathBuf::from(file)));
            }
            if ui
                .add_enabled(named, egui::Button::new(tr!("watch-menu")))
                .on_hover_text(tr!("watch-menu-hint"))
                .on_disabled_hover_text(tr!("setup-name-a-file"))
                .clicked()
            {
                intent = Some(MenuIntent::Watch(PathBuf::from(file)));
            }
        });
        if let Some(why) = save_refusal {
            ui.label(tr!("setup-save-refused", why = why));
        }
        match &self.status {
            Some(Status::Info(s)) => {
                ui.label(s);
            }
            Some(Status::Error(s)) => {
                ui.label(RichText::new(s).color(super::theme::ERROR));
            }
            None => {}
        }
        intent
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    #[test]
    fn each_button_returns_its_intent() {
        let mut menu = MenuPanel::new(Path::new("saves/seed-7-round-1.ron"));
        let mut h = Harness::new();
        let file = PathBuf::from("saves/seed-7-round-1.ron");
        assert_eq!(
            h.click("New game", |ui| menu.show(ui, None)),
            Some(MenuIntent::NewGame)
        );
        assert_eq!(
            h.click("Save", |ui| menu.show(ui, None)),
            Some(MenuIntent::Save(file.clone()))
        );
        assert_eq!(
            h.click("Load", |ui| menu.show(ui, None)),
            Some(MenuIntent::Load(file))
        );
        assert_eq!(
            h.click("Quit", |ui| menu.show(ui, None)),
            Some(MenuIntent::Quit)
        );
    }

    #[test]
    fn save_is_refused_with_its_reason_and_an_empty_name_does_nothing() {
        let mut menu = MenuPanel::new(Path::new("saves/a.ron"));
        let mut h = Harness::new();
        let why = Some("a push is under way");
        assert_eq!(h.click("Save", |ui| menu.show(ui, why)), None);
        assert!(h.shows_text("a push is under way", |ui| {
            menu.show(ui, why);
        }));
        menu.path = "   ".into();
        assert_eq!(h.click("Load", |ui| menu.show(ui, None)), None);
        assert_eq!(h.click("Save", |ui| menu.show(ui, None)), None);
    }

    #[test]
    fn the_suggested_file_follows_the_round_until_the_person_types_one() {
        let mut menu = MenuPanel::new(Path::new("saves/seed-7-round-1.ron"));
        menu.suggest(Path::new("saves/seed-7-round-21.ron"));
        assert_eq!(menu.path, "saves/seed-7-round-21.ron");
        menu.path = "mine.ron".into();
        menu.suggest(Path::new("saves/seed-7-round-22.ron"));
        assert_eq!(menu.path, "mine.ron");
        menu.report(Ok("saved to mine.ron".into()));
        menu.new_game(Path::new("saves/seed-8-round-1.ron"));
        assert_eq!(menu.path, "saves/seed-8-round-1.ron");
        assert!(
            menu.status().is_none(),
            "the last game's save is not reported"
        );
    }

    #[test]
    fn a_reported_error_is_shown() {
        let mut menu = MenuPanel::new(Path::new("saves/a.ron"));
        menu.report(Err("saves/a.ron:3:7: field `game`: expected".into()));
        let mut h = Harness::new();
        assert!(h.shows_text("saves/a.ron:3:7", |ui| {
            menu.show(ui, None);
        }));
    }
}

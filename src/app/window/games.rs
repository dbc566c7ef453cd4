//! Which game is on the table: a new one from the new-game screen, a saved or
//! autosaved one, and the menu's New game, Load and Quit, which ask first while a
//! game is in play. Escape closes the topmost dialog.

use super::Screen;
use crate::app::retune_dialog::RetuneAnswer;
use crate::quarry::StonePreset;
use crate::table::autosave::{latest, Autosave, TurnMark};
use crate::table::session::file::default_save_path;
use crate::table::session::Session;
use crate::table::Table;
use crate::tr;
use crate::ui::menu::MenuIntent;
use crate::ui::new_game::{stones_label, NewGameForm, NewGameRequest};
use crate::view::Preset;
use std::path::Path;

impl Screen {
    /// Shows the new-game screen over the table; `over_game` says whether a
    /// game in play waits behind it (Cancel goes back to it).
    pub fn open_new_game(&mut self, form: NewGameForm, over_game: bool) {
        self.new_game = Some(form);
        self.in_play = over_game;
        self.continue_from = latest(&self.autosave_dir);
    }

    /// A new or loaded game takes the table: its bots keep the window's pause,
    /// it is autosaved from its first turn's end, and the menu forgets the last
    /// game's save.
    pub(super) fn seat(&mut self, session: Session) {
        let mut play = Table::with_agents(session, self.play.kit(), &self.play.agents);
        play.bot_pause = self.bot_pause;
        play.autosave = Some(Autosave::new(
            self.autosave_dir.clone(),
            TurnMark::of(&play.session.game),
        ));
        self.play = play;
        let game = &self.play.session.game;
        self.windows
            .menu
            .new_game(&default_save_path(self.play.session.seed, game.round()));
        self.new_game = None;
        self.in_play = true;
        self.windows.results_folded = false;
        self.rig.go_to(Preset::Table);
    }

    /// A new game as the new-game screen asked for it.
    pub(super) fn start(&mut self, request: &NewGameRequest) {
        if let Some(config) = self.next_game_config.take() {
            self.rebuild_scene(&config);
            self.windows.tuning.applied(&config, Ok(()));
            self.config = config;
        }
        // Stones of another shape bring their own quarry file (a tuned config of the
        // same shape is kept); the tuning panel then edits it.
        match self.config.for_stones(request.stones) {
            Ok(None) => {}
            Ok(Some(config)) => {
                self.rebuild_scene(&config);
                self.windows.tuning.preset_loaded(request.stones, &config);
                self.config = config;
            }
            Err(e) => {
                let stones = stones_label(request.stones);
                let error = crate::table::problems::config_error_text(&e);
                let text = tr!("setup-stones-not-loaded", stones = stones, error = error);
                self.play.notice = Some(text);
                return;
            }
        }
        match Session::from_request(self.data.clone(), request, &self.config) {
            Ok(session) => self.seat(session),
            Err(e) => self.play.notice = Some(tr!("setup-not-started", error = e.to_string())),
        }
    }

    /// The same seats again with a fresh seed, started as the new-game screen
    /// starts a game (the form's checks, then [`Screen::start`]); should the
    /// form refuse (it never does for seats that played), the new-game screen
    /// opens with it and says why.
    pub(super) fn rematch(&mut self) {
        let session = &self.play.session;
        let names: Vec<String> = (session.game.players().iter())
            .map(|p| p.name().to_string())
            .collect();
        let form = NewGameForm::rematch(
            &names,
            &session.seats,
            session.game.options(),
            StonePreset::of(self.config.stones.stone_shape),
            session.seed,
        );
        match form.request() {
            Ok(request) => self.start(&request),
            Err(_) => self.open_new_game(form, false),
        }
    }

    /// The new-game screen's Continue: the newest autosave takes the table.
    pub(super) fn continue_autosave(&mut self) {
        let Some(saved) = self.continue_from.clone() else {
            return;
        };
        if let Err(e) = self.load(&saved.path) {
            self.play.notice = Some(tr!("setup-not-continued", error = e));
            self.continue_from = None;
        }
    }

    /// A saved game takes the table; on an error nothing changed.
    pub(super) fn load(&mut self, path: &Path) -> Result<(), String> {
        let session =
            Session::load_from(path).map_err(|e| crate::table::problems::file_error_text(&e))?;
        // The loaded quarry keeps the tuning it was saved with.
        let config = session.quarry.config().clone();
        if config != self.config {
            self.rebuild_scene(&config);
            self.config = config;
        }
        self.windows.tuning.game_loaded(&self.config);
        self.seat(session);
        Ok(())
    }

    /// True while a game is being played on the table (leaving it is asked first).
    pub(super) fn game_running(&self) -> bool {
        self.in_play && !self.play.session.game.is_over()
    }

    /// A click in the menu: New game, Load and Quit ask first while a game is in play.
    pub(super) fn menu(&mut self, intent: MenuIntent) {
        let leaves = !matches!(intent, MenuIntent::Save(_));
        if leaves && self.game_running() {
            self.confirm = Some(intent);
            self.windows.menu_open = false;
        } else {
            self.carry_out(intent);
        }
    }

    pub(super) fn carry_out(&mut self, intent: MenuIntent) {
        match intent {
            MenuIntent::NewGame => {
                // The stones offered first are those on the table now.
                let stones = StonePreset::of(self.config.stones.stone_shape);
                let over_game = self.game_running();
                self.open_new_game(
                    NewGameForm {
                        stones,
                        ..NewGameForm::default()
                    },
                    over_game,
                );
                self.windows.menu_open = false;
            }
            MenuIntent::Rematch => self.rematch(),
            MenuIntent::Save(path) => {
                let result = self.play.save_to(&path);
                self.windows.menu.report(
                    result.map(|()| tr!("setup-saved-to", path = path.display().to_string())),
                );
            }
            MenuIntent::Load(path) => match self.load(&path) {
                Ok(()) => self
                    .windows
                    .menu
                    .report(Ok(tr!("setup-loaded", path = path.display().to_string()))),
                Err(e) => {
                    self.windows.menu.report(Err(e));
                    // Asked first, the menu was closed: open it again so that
                    // the player sees why nothing was loaded.
                    self.windows.menu_open = true;
                }
            },
            MenuIntent::Quit => self.quit = true,
        }
    }

    /// Escape closes the topmost dialog: the question, the new-game screen over
    /// a game in play, then the menu, How to play and the tuning panel.
    pub(super) fn escape(&mut self) {
        if self.confirm.take().is_some() {
            return;
        }
        if self.retune_asked.is_some() {
            self.answer_retune(RetuneAnswer::Cancel);
            return;
        }
        if self.new_game.is_some() {
            if self.in_play {
                self.new_game = None;
            }
            return;
        }
        let windows = &mut self.windows;
        for open in [
            &mut windows.menu_open,
            &mut windows.help_open,
            &mut windows.tuning.open,
        ] {
            if std::mem::take(open) {
                return;
            }
        }
    }
}

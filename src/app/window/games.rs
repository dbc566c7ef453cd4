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
        play.undo_grace = super::UNDO_GRACE;
        play.bot_pace = self.windows.settings.bot_pace;
        play.set_bot_threads(super::spare_cores());
        play.autosave = Some(Autosave::new(
            self.autosave_dir.clone(),
            TurnMark::of(&play.session.game),
        ));
        self.play = play;
        // A game of this screen's own: an online table is left.
        self.online = None;
        // The new game's pieces are simply there, not flown from the last game's.
        self.scene.snap();
        let game = &self.play.session.game;
        self.windows
            .menu
            .new_game(&default_save_path(self.play.session.seed, game.round()));
        self.new_game = None;
        self.in_play = true;
        self.windows.results_folded = false;
        // A guide belongs to its own game (`start_guide` sets it after this).
        self.guide = None;
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
        if self.online.is_some() {
            self.ask_online_rematch();
            return;
        }
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
        // The menu acts on the game behind a watched one: the watch ends first.
        if !matches!(intent, MenuIntent::Watch(_) | MenuIntent::WatchAgain) {
            self.leave_watch();
        }
        // Watching leaves nothing: the game in play waits behind the watch.
        let leaves = !matches!(
            intent,
            MenuIntent::Save(_)
                | MenuIntent::Watch(_)
                | MenuIntent::WatchAgain
                | MenuIntent::Online
        );
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
            MenuIntent::WatchAgain => self.watch_this_game(),
            MenuIntent::Watch(path) => match self.watch_file(&path) {
                Ok(()) => {}
                Err(e) => {
                    self.windows.menu.report(Err(e));
                    self.windows.menu_open = true;
                }
            },
            MenuIntent::Quit => self.quit = true,
            MenuIntent::Guide => {
                self.windows.menu_open = false;
                self.start_guide();
            }
            MenuIntent::Online => self.open_online(),
        }
    }

    /// Escape closes the topmost dialog: the question, How to play or the
    /// settings, the new-game screen over a game in play, the results screen
    /// (folded away, to look at the table), then the menu and the tuning panel.
    pub(super) fn escape(&mut self) {
        if self.confirm.take().is_some() {
            return;
        }
        if self.retune_asked.is_some() {
            self.answer_retune(RetuneAnswer::Cancel);
            return;
        }
        // How to play and the settings lie over everything, the new-game screen
        // included: Escape closes them first.
        let windows = &mut self.windows;
        for open in [&mut windows.help_open, &mut windows.settings_open] {
            if std::mem::take(open) {
                return;
            }
        }
        if self.online_form.take().is_some() {
            return;
        }
        if self.new_game.is_some() {
            if self.guide_offer {
                self.escape_guide();
                return;
            }
            if self.in_play {
                self.new_game = None;
            }
            return;
        }
        let results_shown = self.play.session.game.is_over() && !self.windows.results_folded;
        if results_shown {
            self.windows.results_folded = true;
            return;
        }
        let windows = &mut self.windows;
        for open in [&mut windows.menu_open, &mut windows.tuning.open] {
            if std::mem::take(open) {
                return;
            }
        }
        // Last: the guide is left, the game goes on.
        self.escape_guide();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::Action;
    use crate::bots::{BotKit, BotLevel};
    use crate::quarry::QuarryConfig;
    use crate::rules::GameBuilder;
    use crate::sound::Speaker;
    use crate::table::seats::PlayerColour;
    use crate::table::SeatKind;
    use crate::view::offscreen::Offscreen;

    /// A window's screen (on an offscreen GL context) whose game has just
    /// ended: Livia in green against a Hard and an Easy bot, on blocks, seed 11;
    /// `None` (and why, printed) where no OpenGL can be had.
    fn finished_screen() -> Option<(Offscreen, Screen)> {
        let gl = match Offscreen::new() {
            Ok(gl) => gl,
            Err(e) => {
                println!("skipping the rematch test: no offscreen OpenGL: {e}");
                return None;
            }
        };
        let data = crate::assets::default_game_data().expect("data");
        let kinds = [
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Hard),
            SeatKind::Bot(BotLevel::Easy),
        ];
        let mut form = NewGameForm::with_seats(11, &kinds);
        form.seats[0].colour = PlayerColour::Green;
        form.seats[0].name = "Livia".into();
        form.stones = StonePreset::Blocks;
        form.unload_stuck_cart = false;
        let request = form.request().expect("a valid form");
        let config = QuarryConfig::load_preset(StonePreset::Blocks).expect("quarry.ron");
        let mut session = Session::from_request(data.clone(), &request, &config).expect("session");
        session.game = GameBuilder::from_game(session.game.clone())
            .game_over()
            .build()
            .expect("over");
        let kit = BotKit::load_default().expect("bots");
        let play = Table::new(session, kit);
        let dir = std::env::temp_dir().join(format!("via-appia-rematch-{}", std::process::id()));
        let settings = super::super::settings::Loaded {
            settings: crate::settings::Settings::default(),
            path: None,
            error: None,
        };
        let speaker = Speaker::with(None, 0.0, true, String::new());
        let screen = Screen::new(gl.context(), data, play, dir, settings, speaker);
        Some((gl, screen))
    }

    /// The seats as a rematch must repeat them: names, colours, who plays.
    fn seats(screen: &Screen) -> Vec<(String, crate::table::seats::Seat)> {
        let session = &screen.play.session;
        (session.game.players().iter())
            .map(|p| p.name().to_string())
            .zip(session.seats.iter().cloned())
            .collect()
    }

    #[test]
    fn rematch_starts_the_same_seats_rules_and_stones_with_a_new_seed() {
        let Some((_gl, mut screen)) = finished_screen() else {
            return;
        };
        let (before, seed) = (seats(&screen), screen.play.session.seed);
        let options = screen.play.session.game.options();
        screen.act(Action::Menu(MenuIntent::Rematch));
        let game = &screen.play.session.game;
        assert!(!game.is_over(), "a new game is on the table");
        assert_eq!(game.round(), 1);
        assert_eq!(seats(&screen), before, "the same seats in the same order");
        assert_ne!(screen.play.session.seed, seed, "a new seed");
        assert_eq!(screen.play.session.game.options(), options);
        assert_eq!(
            StonePreset::of(screen.play.session.quarry.config().stones.stone_shape),
            StonePreset::Blocks
        );
        assert!(screen.new_game.is_none() && screen.in_play);
        assert!(!screen.windows.results_folded);
    }

    #[test]
    fn new_game_from_the_results_opens_the_new_game_screen_and_quit_quits() {
        let Some((_gl, mut screen)) = finished_screen() else {
            return;
        };
        screen.act(Action::Menu(MenuIntent::NewGame));
        assert!(screen.new_game.is_some(), "the new-game screen is open");
        assert!(screen.confirm.is_none(), "a finished game is left unasked");
        assert!(!screen.in_play, "no game in play behind it to go back to");
        screen.new_game = None;
        screen.escape();
        assert!(
            screen.windows.results_folded,
            "Escape folds the results away"
        );
        screen.act(Action::Menu(MenuIntent::Quit));
        assert!(screen.quit);
    }
}

//! The game window: three-d draws the table, egui the panels, and each frame the
//! input goes to the panels first, then to the pusher or the board, then to the
//! camera. All game logic is in [`Table`]; this file only connects it to a screen.

use super::drop_marks::{drop_label, DropMarks};
use super::layout::{panels, Action, Windows};
use super::leaving::{confirm_window, new_game_window, Answer, NewGameChoice};
use super::pointer::PointerRouter;
use super::push_panel::{PushIntent, TURN_STEP};
use super::retune_dialog::{retune_window, RetuneAnswer};
use crate::quarry::{QuarryConfig, StonePreset};
use crate::rules::GameData;
use crate::rules::{Board, Command, Node, SpaceId};
use crate::table::autosave::{latest, Autosave, AutosaveFile, TurnMark};
use crate::table::describe::command_label;
use crate::table::hand::Stage;
use crate::table::session::file::default_save_path;
use crate::table::session::Session;
use crate::table::Intent;
use crate::table::Table;
use crate::ui::menu::{MenuIntent, MenuPanel};
use crate::ui::new_game::{NewGameForm, NewGameRequest};
use crate::ui::tuning::{TuningIntent, TuningPanel};
use crate::ui::tuning_watch::ConfigWatcher;
use crate::view::antialias::{renderer_name, shadow_map_size_for_renderer};
use crate::view::materials::Palette;
use crate::view::picking::on_plane;
use crate::view::road::{node_spot, CITY_RADIUS};
use crate::view::{
    pick_space, quarry_pose, ramp_point, CameraRig, HighlightKind, Presenter, Preset, QuarryPose,
    Scene,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use three_d::*;

/// Everything the window keeps between frames, besides the GL context and the GUI.
pub struct Screen {
    context: Context,
    pub data: Arc<GameData>,
    pub config: QuarryConfig,
    pub play: Table,
    pub scene: Scene,
    /// Draws the scene anti-aliased the way this GL renderer affords, reusing the
    /// last frame while nothing moves.
    presenter: Presenter,
    /// The GL renderer's name, e.g. `llvmpipe (LLVM 15.0.7, 256 bits)`.
    pub renderer: String,
    pub rig: CameraRig,
    router: PointerRouter,
    /// The outlined spaces now drawn.
    highlighted: Vec<(SpaceId, HighlightKind)>,
    /// What a click under the mouse would do (shown beside the pointer), and where
    /// the pointer is, in egui points.
    hover: Option<(egui::Pos2, String)>,
    /// The window's height in physical pixels and its pixels per point.
    window_pixels: (f32, f32),
    was_pushing: bool,
    /// Space is down (a key held reports one press, however long it is held).
    space_down: bool,
    /// Stones that dropped off the front edge, drawn falling for a moment.
    drops: DropMarks,
    /// Their "+1" labels, placed when the last frame was drawn.
    drop_labels: Vec<(egui::Pos2, f32)>,
    pub windows: Windows,
    /// Reloads `quarry.ron` when it changes on disk (none if the watch failed).
    watcher: Option<ConfigWatcher>,
    /// The file the watch was set up for (even when setting it up failed), so it
    /// is tried once per file, not every frame.
    watched: PathBuf,
    /// The new-game screen, shown over the table (the game behind waits).
    pub new_game: Option<NewGameForm>,
    pub quit: bool,
    /// A real game is on the table (not the suggestion behind the first
    /// new-game screen): leaving it is asked first.
    pub in_play: bool,
    /// New game, Load or Quit waiting for "leave the game in play?".
    confirm: Option<MenuIntent>,
    /// Where the games are autosaved, and the newest one the new-game screen
    /// offers to continue.
    autosave_dir: PathBuf,
    continue_from: Option<AutosaveFile>,
    /// Seconds a bot waits before each move (kept from game to game).
    bot_pause: f32,
    /// New quarry values waiting for "rebuild this game's quarry, or from the
    /// next game on?", and values kept for the next game.
    retune_asked: Option<QuarryConfig>,
    next_game_config: Option<QuarryConfig>,
}

impl Screen {
    /// The table for `play`, set for the quarry its session plays: a saved game keeps
    /// the tuning it was saved with, and the tuning panel edits (and the window
    /// watches) the file of that game's stones.
    pub fn new(
        context: &Context,
        data: Arc<GameData>,
        play: Table,
        autosave_dir: PathBuf,
    ) -> Screen {
        let config = play.session.quarry.config().clone();
        let config_path = QuarryConfig::preset_path(StonePreset::of(config.stones.stone_shape));
        let renderer = renderer_name(context);
        let mut scene = Scene::new(context, &data, &config);
        scene.set_shadow_map_size(shadow_map_size_for_renderer(&renderer));
        let presenter = Presenter::for_renderer(context, &renderer);
        let save_path = default_save_path(play.session.seed, play.session.game.round);
        // The user's folder may not exist yet when the built-in quarry.ron is
        // in use; the tuner's first "Save to RON" goes there.
        if let Some(folder) = config_path.parent().filter(|f| !f.exists()) {
            let _ = std::fs::create_dir_all(folder);
        }
        let (watcher, watch_error) = match ConfigWatcher::new(&config_path) {
            Ok(w) => (Some(w), None),
            Err(e) => (None, Some(e)),
        };
        let mut play = play;
        if let Some(e) = watch_error {
            play.notice = Some(format!(
                "edits of {} are not watched: {e}",
                config_path.display()
            ));
        }
        let mut windows = Windows {
            menu: MenuPanel::new(&save_path),
            menu_open: false,
            help_open: false,
            tuning: TuningPanel::new(&config_path, config.clone()),
            last_turn_click: f64::NEG_INFINITY,
        };
        windows.tuning.game_loaded(&config);
        let bot_pause = play.bot_pause;
        play.autosave = Some(Autosave::new(
            autosave_dir.clone(),
            TurnMark::of(&play.session.game),
        ));
        Screen {
            context: context.clone(),
            data,
            config,
            play,
            scene,
            presenter,
            renderer,
            rig: CameraRig::new(Preset::Table),
            router: PointerRouter::default(),
            highlighted: Vec::new(),
            hover: None,
            window_pixels: (1.0, 1.0),
            was_pushing: false,
            space_down: false,
            drops: DropMarks::default(),
            drop_labels: Vec::new(),
            windows,
            watcher,
            watched: config_path,
            new_game: None,
            quit: false,
            in_play: true,
            confirm: None,
            continue_from: latest(&autosave_dir),
            autosave_dir,
            bot_pause,
            retune_asked: None,
            next_game_config: None,
        }
    }

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
    fn seat(&mut self, session: Session) {
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
            .new_game(&default_save_path(self.play.session.seed, game.round));
        self.new_game = None;
        self.in_play = true;
        self.rig.go_to(Preset::Table);
    }

    /// One frame: panels, input, physics, drawing.
    pub fn frame(&mut self, gui: &mut GUI, frame_input: &mut FrameInput) {
        self.window_pixels = (
            frame_input.viewport.height as f32,
            frame_input.device_pixel_ratio.max(0.1),
        );
        let mut laid = None;
        let mut started = None;
        let mut answered = None;
        let mut retune_answer = None;
        let save_path = default_save_path(self.play.session.seed, self.play.session.game.round);
        self.windows.menu.suggest(&save_path);
        gui.update(
            &mut frame_input.events,
            frame_input.accumulated_time,
            frame_input.viewport,
            frame_input.device_pixel_ratio,
            |ui| {
                laid = Some(panels(
                    ui,
                    &self.play,
                    &mut self.windows,
                    self.new_game.is_some(),
                ));
                if let Some(form) = &mut self.new_game {
                    started = new_game_window(ui, form, self.continue_from.as_ref(), self.in_play);
                }
                if let Some(intent) = &self.confirm {
                    answered = confirm_window(ui, intent, self.play.session.game.round);
                }
                if self.retune_asked.is_some() {
                    retune_answer = retune_window(ui);
                }
                if let Some((at, text)) = &self.hover {
                    hover_label(ui, *at, text);
                }
                for (i, (at, alpha)) in self.drop_labels.iter().enumerate() {
                    drop_label(ui, i, *at, *alpha);
                }
            },
        );
        match started {
            Some(NewGameChoice::Start(request)) => self.start(&request),
            Some(NewGameChoice::Continue) => self.continue_autosave(),
            Some(NewGameChoice::Cancel) => self.new_game = None,
            None => {}
        }
        if let Some(answer) = answered {
            let intent = self.confirm.take();
            if let (Answer::Leave, Some(intent)) = (answer, intent) {
                self.carry_out(intent);
            }
        }
        if let Some(answer) = retune_answer {
            self.answer_retune(answer);
        }
        let over_panels = gui.context().is_pointer_over_egui();
        self.keep_panel_events(&mut frame_input.events, over_panels);
        let viewport = laid.as_ref().map_or(frame_input.viewport, |l| {
            table_viewport(
                l.table,
                frame_input.viewport,
                frame_input.device_pixel_ratio,
            )
        });
        let actions = laid.map(|l| l.actions).unwrap_or_default();
        let button_held = actions.contains(&Action::Push(PushIntent::Steady(true)));
        for action in actions {
            self.act(action);
        }
        self.watch_config();
        self.keys(&mut frame_input.events);
        self.end_steady_push(button_held);
        let camera = self.rig.camera(viewport);
        self.pointer(&mut frame_input.events, &camera);
        self.rig.handle_events(&mut frame_input.events);
        // The game waits while a dialog asks about it.
        if self.new_game.is_none() && self.confirm.is_none() && self.retune_asked.is_none() {
            self.play
                .advance((frame_input.elapsed_time / 1000.0) as f32);
        }
        self.follow_push();
        self.rig.update(frame_input.elapsed_time);
        let mut pose = self.quarry_pose();
        self.drops.update(&mut pose, self.play.dropped());
        self.scene.set_palette(palette(&self.play));
        self.scene.update(&self.play.session.game, &pose);
        self.show_highlights();
        self.scene.refresh_shadows();
        let camera = self.rig.camera(viewport);
        self.drop_labels = self.drops.labels(&camera, self.window_pixels);
        let screen = frame_input.screen();
        screen.clear(ClearState::color_and_depth(0.1, 0.1, 0.1, 1.0, 1.0));
        self.presenter.present(&self.scene, &camera, &screen);
        // The panels draw over the table; a failure only loses them this frame.
        let _ = screen.write(|| gui.render());
    }

    /// A new game as the new-game screen asked for it.
    fn start(&mut self, request: &NewGameRequest) {
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
                self.play.notice = Some(format!(
                    "the {} could not be loaded: {e}",
                    request.stones.label()
                ));
                return;
            }
        }
        match Session::from_request(self.data.clone(), request, &self.config) {
            Ok(session) => self.seat(session),
            Err(e) => self.play.notice = Some(format!("the game could not start: {e}")),
        }
    }

    /// The new-game screen's Continue: the newest autosave takes the table.
    fn continue_autosave(&mut self) {
        let Some(saved) = self.continue_from.clone() else {
            return;
        };
        if let Err(e) = self.load(&saved.path) {
            self.play.notice = Some(format!("the autosaved game could not be continued: {e}"));
            self.continue_from = None;
        }
    }

    /// A saved game takes the table; on an error nothing changed.
    fn load(&mut self, path: &Path) -> Result<(), String> {
        let session = Session::load_from(path).map_err(|e| e.to_string())?;
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
    fn game_running(&self) -> bool {
        self.in_play && !self.play.session.game.is_over()
    }

    /// Mouse events over a panel belong to the panel, not to the camera or pusher.
    fn keep_panel_events(&self, events: &mut [Event], over_panels: bool) {
        if !over_panels {
            return;
        }
        for event in events.iter_mut() {
            match event {
                Event::MousePress { handled, .. }
                | Event::MouseWheel { handled, .. }
                | Event::MouseMotion { handled, .. } => *handled = true,
                _ => {}
            }
        }
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::Game(intent) => self.play.intent(intent),
            Action::Push(intent) => self.play.push_intent(intent),
            Action::Camera(preset) => self.rig.go_to(preset),
            Action::Menu(intent) => self.menu(intent),
            Action::Tuning(intent) => match *intent {
                TuningIntent::Apply(config) => self.offer_tuning(config),
            },
        }
    }

    /// A click in the menu: New game, Load and Quit ask first while a game is in play.
    fn menu(&mut self, intent: MenuIntent) {
        let leaves = !matches!(intent, MenuIntent::Save(_));
        if leaves && self.game_running() {
            self.confirm = Some(intent);
            self.windows.menu_open = false;
        } else {
            self.carry_out(intent);
        }
    }

    fn carry_out(&mut self, intent: MenuIntent) {
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
            MenuIntent::Save(path) => {
                let result = self.play.save_to(&path);
                self.windows
                    .menu
                    .report(result.map(|()| format!("saved to {}", path.display())));
            }
            MenuIntent::Load(path) => match self.load(&path) {
                Ok(()) => self
                    .windows
                    .menu
                    .report(Ok(format!("loaded {}", path.display()))),
                Err(e) => self.windows.menu.report(Err(e)),
            },
            MenuIntent::Quit => self.quit = true,
        }
    }

    /// Escape closes the topmost dialog: the question, the new-game screen over
    /// a game in play, then the menu, How to play and the tuning panel.
    fn escape(&mut self) {
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

    /// New quarry values from the tuning panel or the file watch: with a game in
    /// play, the person is asked first whether to rebuild its quarry.
    fn offer_tuning(&mut self, config: QuarryConfig) {
        if self.game_running() {
            self.retune_asked = Some(config);
        } else {
            self.retune(config);
        }
    }

    fn answer_retune(&mut self, answer: RetuneAnswer) {
        let Some(config) = self.retune_asked.take() else {
            return;
        };
        match answer {
            RetuneAnswer::Now => self.retune(config),
            RetuneAnswer::NextGame => {
                self.next_game_config = Some(config);
                self.windows.tuning.deferred();
            }
            RetuneAnswer::Cancel => self.windows.tuning.cancelled(),
        }
    }

    /// A new quarry config: the quarry is rebuilt with the rules' stones, and the
    /// ramp redrawn. A refusal is one line naming the field at fault.
    fn retune(&mut self, config: QuarryConfig) {
        let result = self
            .play
            .session
            .retune_quarry(&config)
            .map_err(|e| match e {
                crate::table::session::SessionError::Quarry(e) => e.headline(&config),
                other => other.to_string(),
            });
        if result.is_ok() {
            self.rebuild_scene(&config);
            self.config = config.clone();
        }
        self.windows.tuning.applied(&config, result);
    }

    /// The table drawn anew for a quarry config (the ramp's shape may have changed).
    fn rebuild_scene(&mut self, config: &QuarryConfig) {
        self.scene = Scene::new(&self.context, &self.data, config);
        self.scene
            .set_shadow_map_size(shadow_map_size_for_renderer(&self.renderer));
    }

    /// Edits of the tuned file on disk reach the tuning panel; a good file is
    /// applied.
    fn watch_config(&mut self) {
        self.follow_tuning_file();
        let Some(read) = self.watcher.as_mut().and_then(ConfigWatcher::poll) else {
            return;
        };
        if let Some(TuningIntent::Apply(config)) = self.windows.tuning.file_changed(read) {
            self.offer_tuning(config);
        }
    }

    /// The watch is on the file the tuning panel edits: when the panel moves to
    /// another preset's file, the watch moves with it.
    fn follow_tuning_file(&mut self) {
        let path = self.windows.tuning.path();
        if self.watched == path {
            return;
        }
        self.watched = path.to_path_buf();
        match ConfigWatcher::new(path) {
            Ok(watcher) => self.watcher = Some(watcher),
            Err(e) => {
                self.watcher = None;
                self.play.notice =
                    Some(format!("edits of {} are not watched: {e}", path.display()));
            }
        }
    }

    /// Keys: 1–3 camera presets, F1 how to play, T tuning, Q/E turn, Space puts the
    /// stone in, then (pressed again and held) pushes steadily until let go.
    fn keys(&mut self, events: &mut [Event]) {
        for event in events.iter_mut() {
            if let Event::KeyRelease {
                kind: Key::Space, ..
            } = event
            {
                // The steady push ends in `end_steady_push`, whoever held it.
                self.space_down = false;
                continue;
            }
            let Event::KeyPress {
                kind,
                handled,
                modifiers,
            } = event
            else {
                continue;
            };
            if *handled {
                continue;
            }
            if *kind == Key::Z && modifiers.ctrl {
                self.play.intent(Intent::Undo);
                *handled = true;
                continue;
            }
            let stage = self.play.hand().map(|(h, _)| h.stage);
            match kind {
                Key::Num1 => self.rig.go_to(Preset::Table),
                Key::Num2 => self.rig.go_to(Preset::Quarry),
                Key::Num3 => self.rig.go_to(Preset::Road),
                Key::T => self.windows.tuning.toggle(),
                Key::Escape => self.escape(),
                Key::F1 => self.windows.help_open = !self.windows.help_open,
                Key::Q => self.play.push_intent(PushIntent::Turn(-TURN_STEP)),
                Key::E => self.play.push_intent(PushIntent::Turn(TURN_STEP)),
                Key::Space => self.space_pressed(stage),
                _ => continue,
            }
            *handled = true;
        }
    }

    /// Space went down: it puts the stone in; once the stone is in (or a stone
    /// blocks the entrance), a fresh press starts the steady push. A key held
    /// down from placing does not push on by itself: the stone goes in, and the
    /// person presses again to push.
    fn space_pressed(&mut self, stage: Option<Stage>) {
        if std::mem::replace(&mut self.space_down, true) {
            return; // the key's auto-repeat
        }
        match stage {
            Some(Stage::Placing) => self.play.push_intent(PushIntent::Place),
            Some(Stage::Pushing | Stage::Clearing) => {
                self.play.push_intent(PushIntent::Steady(true));
            }
            _ => {}
        }
    }

    /// A steady push held by neither Space nor the panel's button is let go:
    /// the push ends as when the mouse lets go, and the stones settle.
    fn end_steady_push(&mut self, button_held: bool) {
        let steady = self.play.hand().is_some_and(|(h, _)| h.is_steady());
        if steady && !self.space_down && !button_held {
            self.play.push_intent(PushIntent::Steady(false));
        }
    }

    /// The mouse on the ramp while a person pushes.
    fn pointer(&mut self, events: &mut [Event], camera: &Camera) {
        let pushing = self.play.hand().is_some_and(|(_, person)| person);
        let shape = *self.scene.ramp();
        let outcome = self.router.route(events, pushing, |pixel| {
            ramp_point(&shape, camera, (pixel.x, pixel.y))
        });
        for input in outcome.hand {
            self.play.hand_input(input);
        }
        if let Some(pixel) = outcome.click {
            self.click_board(camera, (pixel.x, pixel.y));
        }
        self.hover_board(events, camera);
    }

    /// Names the command a click would give, beside the pointer over an outlined
    /// space (a journey's steps and cost, a tile to build).
    fn hover_board(&mut self, events: &[Event], camera: &Camera) {
        let moved = events.iter().rev().find_map(|e| match e {
            Event::MouseMotion {
                position, handled, ..
            } => Some((*position, *handled)),
            _ => None,
        });
        let Some((pixel, over_panel)) = moved else {
            if !self.play.person_to_act() {
                self.hover = None;
            }
            return;
        };
        if over_panel {
            self.hover = None;
            return;
        }
        // Events count physical pixels up from the window's bottom; egui counts
        // points down from its top.
        let (height, dpr) = self.window_pixels;
        let at = egui::pos2(pixel.x / dpr + 16.0, (height - pixel.y) / dpr + 8.0);
        self.hover = self
            .command_at(camera, (pixel.x, pixel.y))
            .map(|c| (at, command_label(&self.play.session.game, &c)));
    }

    /// The legal build or travel command for the space or city under a pixel.
    fn command_at(&self, camera: &Camera, pixel: (f32, f32)) -> Option<Command> {
        if !self.play.person_to_act() {
            return None;
        }
        let node = pick_node(&self.data.board, camera, pixel)?;
        self.play
            .session
            .game
            .legal_actions()
            .into_iter()
            .find(|c| match c {
                Command::Build { space, .. } => *space == node,
                Command::Travel { to } => *to == node,
                _ => false,
            })
    }

    /// A click on the board: the legal build or travel command for the space (or
    /// city) under the mouse, if the person to act has one.
    fn click_board(&mut self, camera: &Camera, pixel: (f32, f32)) {
        if let Some(command) = self.command_at(camera, pixel) {
            self.play.intent(Intent::Command(command));
            self.hover = None;
        }
    }

    /// Outlines the spaces the person to act may build on or travel to.
    fn show_highlights(&mut self) {
        let mut wanted = Vec::new();
        if self.play.person_to_act() && self.new_game.is_none() {
            for command in self.play.session.game.legal_actions() {
                let (node, kind) = match command {
                    Command::Build { space, .. } => (space, HighlightKind::Build),
                    Command::Travel { to } => (to, HighlightKind::Travel),
                    _ => continue,
                };
                if let Node::Space(id) = node {
                    if !wanted.contains(&(id, kind)) {
                        wanted.push((id, kind));
                    }
                }
            }
        }
        if wanted != self.highlighted {
            self.scene.set_highlights(&wanted);
            self.highlighted = wanted;
        }
    }

    /// The quarry close-up while a stone is pushed, the whole table afterwards.
    fn follow_push(&mut self) {
        let pushing = self.play.pushing();
        if pushing != self.was_pushing {
            self.rig.go_to(if pushing {
                Preset::Quarry
            } else {
                Preset::Table
            });
            self.was_pushing = pushing;
        }
    }

    /// The stones and pusher where the physics has them, plus the stone waiting to
    /// be put in, shown exactly where it would go (placed in a throw-away copy).
    fn quarry_pose(&self) -> QuarryPose {
        let quarry = &self.play.session.quarry;
        let waiting = self
            .play
            .hand()
            .filter(|(h, _)| h.stage == Stage::Placing)
            .zip(self.play.pushed_size());
        if let Some(((hand, _), size)) = waiting {
            let mut preview = quarry.clone();
            if preview
                .place_stone(size, hand.lateral, hand.stone_angle)
                .is_ok()
            {
                return quarry_pose(&preview, self.scene.ramp());
            }
        }
        quarry_pose(quarry, self.scene.ramp())
    }
}

/// The free middle of the window in GL pixels (origin bottom-left), from egui's
/// rectangle in points (origin top-left); the whole window if it is degenerate.
fn table_viewport(rect: egui::Rect, window: Viewport, pixels_per_point: f32) -> Viewport {
    let x = (rect.min.x * pixels_per_point).round().max(0.0) as u32;
    let top = (rect.min.y * pixels_per_point).round().max(0.0) as u32;
    let width = (rect.width() * pixels_per_point).round() as u32;
    let height = (rect.height() * pixels_per_point).round() as u32;
    if width < 16 || height < 16 || x + width > window.width || top + height > window.height {
        return window;
    }
    Viewport {
        x: x as i32,
        y: (window.height - top - height) as i32,
        width,
        height,
    }
}

/// The road space or city under a pixel.
fn pick_node(board: &Board, camera: &Camera, pixel: (f32, f32)) -> Option<Node> {
    if let Some(id) = pick_space(board, camera, pixel) {
        return Some(Node::Space(id));
    }
    let hit = on_plane(camera, pixel, 0.0)?;
    crate::rules::City::ALL.into_iter().find_map(|city| {
        let [x, z] = node_spot(board, Node::City(city));
        ((hit.x - x).hypot(hit.z - z) <= CITY_RADIUS).then_some(Node::City(city))
    })
}

/// The seats' chosen colours for the pieces on the table.
fn palette(play: &Table) -> Palette {
    Palette(
        play.session
            .seats
            .iter()
            .map(|s| {
                let [r, g, b] = s.colour.rgb();
                Srgba::new_opaque(r, g, b)
            })
            .collect(),
    )
}

/// A small label beside the pointer.
fn hover_label(ui: &mut egui::Ui, at: egui::Pos2, text: &str) {
    egui::Area::new(egui::Id::new("board-hover"))
        .fixed_pos(at)
        .interactable(false)
        .order(egui::Order::Tooltip)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| ui.label(text));
        });
}

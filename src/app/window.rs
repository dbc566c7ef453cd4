//! The game window: three-d draws the table, egui the panels, and each frame the
//! input goes to the panels first, then to the pusher or the board, then to the
//! camera. All game logic is in [`Table`]; this file only connects it to a screen.
//! Which game is on the table (`games.rs`) and tuning while playing (`tuning.rs`)
//! are its two submodules.

use super::drop_marks::{drop_label, DropMarks};
use super::layout::{panels, Action, Windows};
use super::leaving::{confirm_window, new_game_window, Answer, NewGameChoice};
use super::pointer::PointerRouter;
use super::push_panel::{PushIntent, TURN_STEP};
use super::retune_dialog::retune_window;
use crate::quarry::{QuarryConfig, StonePreset};
use crate::rules::GameData;
use crate::rules::{Board, Command, Node, SpaceId};
use crate::settings::BotPace;
use crate::sound::{KnockGate, Speaker};
use crate::table::autosave::{latest, Autosave, AutosaveFile, TurnMark};
use crate::table::describe::command_label;
use crate::table::hand::RampPoint;
use crate::table::hand::Stage;
use crate::table::hint::HintState;
use crate::table::session::file::default_save_path;
use crate::table::Intent;
use crate::table::Table;
use crate::ui::menu::{MenuIntent, MenuPanel};
use crate::ui::new_game::NewGameForm;
use crate::ui::tuning::{Status, TuningIntent, TuningPanel};
use crate::ui::tuning_watch::ConfigWatcher;
use crate::view::antialias::{renderer_name, shadow_map_size_for_renderer};
use crate::view::materials::Palette;
use crate::view::picking::{on_plane, ramp_to_board};
use crate::view::road::{node_spot, CITY_RADIUS};
use crate::view::{
    pick_space, quarry_pose, ramp_point, CameraRig, HighlightKind, Presenter, Preset, QuarryPose,
    Scene,
};
use std::path::PathBuf;
use std::sync::Arc;
use three_d::*;

mod games;
pub mod guide;
mod input;
mod online;
pub mod settings;
mod sounds;
mod tuning;
mod watching;

/// How long a bot waits after a person's turn before its move (s): long enough
/// to see the turn pass and press Ctrl+Z for a misclick, short enough not to
/// feel like waiting.
pub const UNDO_GRACE: f32 = 1.5;

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
    /// The camera went to the quarry for the push under way (a person's, or
    /// a bot's where the settings ask to follow them) and goes back after it.
    followed_push: bool,
    /// Space is down (a key held reports one press, however long it is held).
    space_down: bool,
    /// Stones that dropped off the front edge, drawn falling for a moment.
    drops: DropMarks,
    /// Their "+1" labels, placed when the last frame was drawn.
    drop_labels: Vec<(egui::Pos2, f32)>,
    /// Where the hint's push would put the stone in (the entrance, seen by
    /// the camera when the last frame was drawn).
    hint_mark: Option<egui::Pos2>,
    /// The quarry as drawn before a bot's push shown by its result only: it
    /// stays so until the push is over, then the pile is drawn as it lies.
    held_pose: Option<QuarryPose>,
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
    pub bot_pause: f32,
    /// `--bot-pause`: this window's pause, whatever the settings keep.
    pub pause_override: Option<f32>,
    /// `--lang`: this window's language, whatever the settings keep.
    pub lang_override: Option<crate::i18n::Lang>,
    /// Where the player's settings are kept (`None`: nowhere, they last as
    /// long as the window).
    settings_path: Option<PathBuf>,
    /// The seats' shapes over the table, placed when the last frame was drawn,
    /// and the free middle of the window they are painted in.
    seat_marks: Vec<super::seat_marks::Spot>,
    table_rect: egui::Rect,
    /// Each seat's name plate, placed when the last frame was drawn.
    name_plates: Vec<super::name_plates::Plate>,
    /// New quarry values waiting for "rebuild this game's quarry, or from the
    /// next game on?", and values kept for the next game.
    retune_asked: Option<QuarryConfig>,
    next_game_config: Option<QuarryConfig>,
    /// The table's sounds (silent where there is no audio device), the knocks
    /// heard lately, and whose turn was last announced.
    speaker: Speaker,
    knock_gate: KnockGate,
    turn_heard: sounds::TurnHeard,
    /// The guided first game's guide, while it teaches (`guide.rs`).
    guide: Option<crate::table::guide::Guide>,
    /// The guide is offered over the new-game screen (a first start).
    guide_offer: bool,
    /// The guide's callout as the last frame's table placed it.
    guide_view: Option<crate::ui::guide_panel::GuideView>,
    /// Where the callout pointed in the last frame (points).
    guide_pointing: Option<egui::Pos2>,
    /// A game watched again, and the game waiting behind it (`watching.rs`).
    watching: Option<watching::Watching>,
    /// This window's seat at an online table (`online.rs`), and the dialog
    /// to host or join one while it is open.
    online: Option<online::Online>,
    online_form: Option<crate::ui::online::OnlineForm>,
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
        settings: settings::Loaded,
        speaker: Speaker,
    ) -> Screen {
        let config = play.session.quarry.config().clone();
        let config_path = QuarryConfig::preset_path(StonePreset::of(config.stones.stone_shape));
        let renderer = renderer_name(context);
        let mut scene = Scene::new(context, &data, &config);
        scene.set_animated(true);
        scene.set_shadow_map_size(shadow_map_size_for_renderer(&renderer));
        let presenter = Presenter::for_renderer(context, &renderer);
        let save_path = default_save_path(play.session.seed, play.session.game.round());
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
        play.set_bot_threads(spare_cores());
        if let Some(e) = watch_error {
            let path = config_path.display().to_string();
            play.notice = Some(crate::tr!("tuning-not-watched", path = path, error = e));
        }
        let mut windows = Windows {
            menu: MenuPanel::new(&save_path),
            menu_open: false,
            help_open: false,
            tuning: TuningPanel::new(&config_path, config.clone()),
            last_turn_click: f64::NEG_INFINITY,
            settings_open: false,
            settings: settings.settings.clone(),
            settings_status: settings.error.clone().map(Status::Error),
            speaker_state: speaker.state.clone(),
            silent: !speaker.has_device(),
            results_folded: false,
            watching: None,
        };
        if let Some(e) = &settings.error {
            play.notice = Some(crate::tr!("settings-yours", error = e));
        }
        windows.tuning.game_loaded(&config);
        let bot_pause = play.bot_pause;
        play.undo_grace = UNDO_GRACE;
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
            followed_push: false,
            space_down: false,
            drops: DropMarks::default(),
            drop_labels: Vec::new(),
            hint_mark: None,
            held_pose: None,
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
            pause_override: None,
            lang_override: None,
            settings_path: settings.path,
            seat_marks: Vec::new(),
            table_rect: egui::Rect::NOTHING,
            name_plates: Vec::new(),
            retune_asked: None,
            next_game_config: None,
            speaker,
            knock_gate: KnockGate::default(),
            turn_heard: None,
            guide: None,
            guide_offer: false,
            guide_view: None,
            guide_pointing: None,
            watching: None,
            online: None,
            online_form: None,
        }
        .with_settings(settings.settings)
    }

    /// The screen with `settings` in force.
    fn with_settings(mut self, settings: crate::settings::Settings) -> Screen {
        self.apply_settings(settings);
        self
    }

    /// One frame: panels, input, physics, drawing.
    pub fn frame(&mut self, gui: &mut GUI, frame_input: &mut FrameInput) {
        // The panels' size: egui's points per physical pixel, grown with a tall
        // window, times the person's scale.
        let ratio = frame_input.device_pixel_ratio.max(0.1);
        let fit = fitted_scale(frame_input.viewport.height, ratio);
        let points = ratio * fit * self.windows.settings.ui_scale;
        self.window_pixels = (frame_input.viewport.height as f32, points);
        // Before egui sees the keys: egui's own Ctrl +/− zoom would fight ours.
        self.scale_keys(&mut frame_input.events);
        let mut laid = None;
        let mut started = None;
        let mut answered = None;
        let mut retune_answer = None;
        let mut guide_answer = None;
        let mut offer_answer = None;
        let mut online_choice = None;
        let mut online_action = None;
        if self.windows.menu_open {
            // The file field follows the round while the menu is shown.
            let session = &self.play.session;
            let save_path = default_save_path(session.seed, session.game.round());
            self.windows.menu.suggest(&save_path);
        }
        gui.update(
            &mut frame_input.events,
            frame_input.accumulated_time,
            frame_input.viewport,
            points,
            |ui| {
                super::name_plates::paint(ui, self.table_rect, &self.name_plates);
                super::seat_marks::paint(ui, self.table_rect, &self.seat_marks);
                let game = &self.play.session.game;
                let online = &mut self.online;
                let mut beside_scores = |ui: &mut egui::Ui| {
                    if let Some(online) = online.as_mut() {
                        online_action = online::section(ui, online, game);
                    }
                };
                laid = Some(panels(
                    ui,
                    &self.play,
                    &mut self.windows,
                    self.new_game.is_some(),
                    &mut beside_scores,
                ));
                if let Some(form) = &mut self.new_game {
                    started = new_game_window(ui, form, self.continue_from.as_ref(), self.in_play);
                }
                if let Some(intent) = &self.confirm {
                    answered = confirm_window(ui, intent, self.play.session.game.round());
                }
                if self.retune_asked.is_some() {
                    retune_answer = retune_window(ui);
                }
                online_choice = self.online_dialog(ui);
                if self.guide_offer && self.new_game.is_some() {
                    offer_answer = crate::ui::guide_panel::offer(ui.ctx());
                }
                let asking = self.new_game.is_some() || self.confirm.is_some();
                self.guide_pointing = None;
                if let Some(view) = self.guide_view.as_ref().filter(|_| !asking) {
                    let shown = crate::ui::guide_panel::callout(ui.ctx(), view);
                    guide_answer = shown.answer;
                    self.guide_pointing = shown.pointing_at;
                }
                if let Some((at, text)) = &self.hover {
                    hover_label(ui, *at, text);
                }
                for (i, (at, alpha)) in self.drop_labels.iter().enumerate() {
                    drop_label(ui, i, *at, *alpha);
                }
                if let Some(at) = self.hint_mark {
                    super::hint_panel::ramp_mark(ui, at);
                }
            },
        );
        match started {
            Some(NewGameChoice::Start(request)) => self.start(&request),
            Some(NewGameChoice::Continue) => self.continue_autosave(),
            Some(NewGameChoice::Cancel) => self.new_game = None,
            Some(NewGameChoice::Online) => self.open_online(),
            None => {}
        }
        if let Some(answer) = answered {
            let intent = self.confirm.take();
            if let (Answer::Leave, Some(intent)) = (answer, intent) {
                self.carry_out(intent);
            }
        }
        if let Some(choice) = online_choice {
            self.answer_online(choice);
        }
        if let Some(action) = online_action {
            self.online_act(action);
        }
        if let Some(answer) = retune_answer {
            self.answer_retune(answer);
        }
        if let Some(answer) = offer_answer {
            self.answer_offer(answer);
        }
        if let Some(answer) = guide_answer {
            self.answer_guide(answer);
        }
        let over_panels = gui.context().is_pointer_over_egui();
        self.keep_panel_events(&mut frame_input.events, over_panels);
        self.skip_motion(&frame_input.events);
        let viewport = laid.as_ref().map_or(frame_input.viewport, |l| {
            table_viewport(l.table, frame_input.viewport, points)
        });
        if let Some(l) = &laid {
            self.table_rect = l.table;
        }
        let actions = laid.map(|l| l.actions).unwrap_or_default();
        let button_held = actions.contains(&Action::Push(PushIntent::Steady(true)));
        for action in actions {
            self.act(action);
        }
        self.watch_config();
        if self.watching() {
            self.watch_events(&mut frame_input.events);
        }
        self.keys(&mut frame_input.events);
        self.end_steady_push(button_held);
        let camera = self.rig.camera(viewport);
        self.pointer(&mut frame_input.events, &camera);
        self.rig.handle_events(&mut frame_input.events);
        // The game waits while a dialog asks about it.
        let dt = (frame_input.elapsed_time / 1000.0) as f32;
        self.play.hold_for_view(self.scene.animating());
        if !self.watching() {
            // The server's news come whatever dialog is open.
            self.online_frame();
        }
        if self.watching() {
            // Only the watch moves a watched game.
            self.watch_frame(dt);
        } else if self.new_game.is_none() && self.confirm.is_none() && self.retune_asked.is_none() {
            self.windows.watching = None;
            self.play.advance(dt);
        }
        self.scene.tick(dt);
        // What the rules did this frame, heard once: by the sounds and the guide.
        // (Idempotent: a new game, a loaded one or an undone push brings a new
        // session, which starts deaf.)
        self.play.session.listen();
        let heard = self.play.session.take_heard();
        self.sound_frame((frame_input.elapsed_time / 1000.0) as f32, &heard);
        self.guide_hear(&heard);
        self.follow_push();
        self.rig.update(frame_input.elapsed_time);
        let mut pose = self.shown_pose();
        self.drops.update(&mut pose, self.play.dropped());
        self.scene.set_palette(palette(&self.play));
        self.scene
            .set_seating(super::seat_marks::seating(&self.play));
        self.scene.update(&self.play.session.game, &pose);
        self.show_highlights();
        self.scene.refresh_shadows();
        let camera = self.rig.camera(viewport);
        self.drop_labels = self.drops.labels(&camera, self.window_pixels);
        self.hint_mark = self.hint_spot(&camera);
        self.seat_marks = super::seat_marks::spots(&self.play, &camera, self.window_pixels);
        self.name_plates = super::name_plates::plates(&self.play, &camera, self.window_pixels);
        self.update_guide_view(&camera);
        let screen = frame_input.screen();
        screen.clear(ClearState::color_and_depth(0.1, 0.1, 0.1, 1.0, 1.0));
        self.presenter.present(&self.scene, &camera, &screen);
        // The panels draw over the table; a failure only loses them this frame.
        let _ = screen.write(|| gui.render());
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
        if self.watching() && matches!(action, Action::Game(_) | Action::Push(_)) {
            return; // nothing can be changed while watching
        }
        match action {
            Action::Watch(intent) => self.watch_intent(intent),
            Action::Game(intent) => self.play.intent(intent),
            Action::Push(intent) => self.play.push_intent(intent),
            Action::Camera(preset) => self.rig.go_to(preset),
            Action::Menu(intent) => self.menu(intent),
            Action::Tuning(intent) => match *intent {
                TuningIntent::Apply(config) => self.offer_tuning(config),
            },
            Action::Settings(settings) => self.change_settings(settings),
            Action::Hint => self.play.ask_hint(),
        }
    }

    /// Outlines the spaces the person to act may build on or travel to, and
    /// the hint's space in its own colour.
    fn show_highlights(&mut self) {
        let mut wanted = Vec::new();
        if self.play.person_to_act() && self.new_game.is_none() && !self.watching() {
            let hinted = match self.play.hint() {
                Some(HintState::Ready(hint)) => Some(hint.command.clone()),
                _ => None,
            };
            for command in self.play.session.game.legal_actions() {
                let (node, kind) = match command {
                    _ if hinted.as_ref() == Some(&command) => match command {
                        Command::Build { space, .. } => (space, HighlightKind::Hint),
                        Command::Travel { to } => (to, HighlightKind::Hint),
                        _ => continue,
                    },
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

    /// The quarry close-up while a person pushes a stone (and while a bot does,
    /// where the settings ask for it), the whole table afterwards. A bot's push
    /// otherwise leaves the camera where the person left it.
    fn follow_push(&mut self) {
        let pushing = self.play.pushing();
        let by_person = self.play.hand().is_some_and(|(_, person)| person);
        let follow = by_person || self.windows.settings.follow_bot_pushes;
        if pushing && follow && !self.followed_push {
            self.rig.go_to(Preset::Quarry);
            self.followed_push = true;
        }
        if !pushing && self.was_pushing && std::mem::take(&mut self.followed_push) {
            self.rig.go_to(Preset::Table);
        }
        self.was_pushing = pushing;
    }

    /// Where the hint's push would put the stone in across the entrance, in
    /// egui points, while a hint to push is shown.
    fn hint_spot(&self, camera: &Camera) -> Option<egui::Pos2> {
        let Some(HintState::Ready(hint)) = self.play.hint() else {
            return None;
        };
        let plan = hint.plan?;
        let entrance = RampPoint {
            lateral: plan.lateral,
            advance: 0.0,
        };
        let pixel = camera.pixel_at_position(ramp_to_board(self.scene.ramp(), entrance));
        let (height, dpr) = self.window_pixels;
        Some(egui::pos2(pixel.x / dpr, (height - pixel.y) / dpr))
    }

    /// The quarry to draw: as the physics has it, or while a bot's push runs
    /// by its result only, as it was drawn before the push.
    fn shown_pose(&mut self) -> QuarryPose {
        let bot_pushing = self.play.hand().is_some_and(|(_, person)| !person);
        if bot_pushing && self.play.bot_pace == BotPace::ResultOnly {
            if let Some(held) = &self.held_pose {
                return held.clone();
            }
        }
        let pose = self.quarry_pose();
        self.held_pose = Some(pose.clone());
        pose
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

/// Threads the bots may simulate pushes on beside the window: the cores
/// beyond two (the window's drawing, a software GL renderer's share), at most
/// four; one on a small machine. Bots think at the lowest priority, and their
/// decisions do not depend on it: only how long a Hard bot thinks does.
pub fn spare_cores() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_sub(2).clamp(1, 4)
}

/// The free middle of the window in GL pixels (origin bottom-left), from egui's
/// rectangle in points (origin top-left); the whole window if it is degenerate.
/// How much larger the panels are drawn in a window taller than 1,080 points:
/// a 4K screen whose desktop reports no scaling (a device pixel ratio of 1)
/// would otherwise show the panels at a quarter of their area, unreadable from
/// a chair. At 100 % in Settings the panels take the same share of the window's
/// height from 1,080 lines up; below it they keep their size (the 3D view
/// shrinks instead).
fn fitted_scale(height_px: u32, device_pixel_ratio: f32) -> f32 {
    let points_high = height_px as f32 / device_pixel_ratio.max(0.1);
    (points_high / 1080.0).max(1.0)
}

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

#[cfg(test)]
mod tests {
    use super::fitted_scale;

    #[test]
    fn the_panels_grow_with_a_tall_window_and_keep_their_size_below_1080_lines() {
        assert_eq!(fitted_scale(800, 1.0), 1.0);
        assert_eq!(fitted_scale(1080, 1.0), 1.0);
        // 4K with no desktop scaling: twice the size, as on a 1080p screen.
        assert_eq!(fitted_scale(2160, 1.0), 2.0);
        // 4K whose desktop already scales by 2: nothing more.
        assert_eq!(fitted_scale(2160, 2.0), 1.0);
    }
}

//! The live tuning panel: a slider for every field of `quarry.ron`, grouped by
//! section with its unit. Sliders only reach values the quarry's validation
//! accepts (see `tuning_fields`); "Apply & reset quarry" offers the edited
//! config to the window, "Revert to file" drops the edits, "Save to RON" writes
//! the values into the file with its comments kept. When the file changes on
//! disk the panel is told (`file_changed`): a good file is offered at once, a
//! bad one shows its error and the last good config stays.

use super::new_game::stones_label;
use super::tuning_fields::{self, f32_span, u32_span, Access, Scale, Span, FIELDS};
use super::tuning_ron::save_keeping_comments;
use crate::quarry::{ConfigError, QuarryConfig, StonePreset, StoneShape};
use crate::table::problems::config_error_text;
use crate::tr;
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};

/// What the window should do after a frame of the panel.
#[derive(Clone, Debug, PartialEq)]
pub enum TuningIntent {
    /// Rebuild the quarry with this (validated) config, then call
    /// [`TuningPanel::applied`] with the outcome.
    Apply(QuarryConfig),
}

/// The line under the buttons.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Info(String),
    Error(String),
}

/// A log slider reaches down to this share of its maximum: enough orders of
/// magnitude for any tuning, and a positive end where the validator's limit is
/// "greater than zero".
const LOG_DEPTH: f64 = 1e-6;

#[derive(Clone, Copy, Debug, PartialEq)]
enum RowSpan {
    F32(Span<f32>),
    U32(Span<u32>),
    Other,
}

pub struct TuningPanel {
    /// Shown by the window when true; the window toggles it with a key.
    pub open: bool,
    path: PathBuf,
    /// The last config read from the file that passed validation.
    file: QuarryConfig,
    /// The config the quarry runs now.
    running: QuarryConfig,
    edited: QuarryConfig,
    spans: Vec<RowSpan>,
    spans_of: Option<QuarryConfig>,
    /// The file's error while it is broken; cleared by the next good read.
    file_error: Option<ConfigError>,
    status: Option<Status>,
}

impl TuningPanel {
    /// `config` is what was loaded from `path` and what the quarry runs.
    pub fn new(path: impl Into<PathBuf>, config: QuarryConfig) -> TuningPanel {
        TuningPanel {
            open: false,
            path: path.into(),
            file: config.clone(),
            running: config.clone(),
            edited: config,
            spans: Vec::new(),
            spans_of: None,
            file_error: None,
            status: None,
        }
    }

    pub fn toggle(&mut self) {
        self.open = !self.open;
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The config with the slider edits.
    pub fn edited(&self) -> &QuarryConfig {
        &self.edited
    }

    /// The last good config of the file.
    pub fn file_config(&self) -> &QuarryConfig {
        &self.file
    }

    pub fn file_error(&self) -> Option<&ConfigError> {
        self.file_error.as_ref()
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// What the file watch read. A good file replaces the edits and is offered
    /// to the quarry unless it is already running; a bad one is reported and
    /// changes nothing else.
    pub fn file_changed(
        &mut self,
        read: Result<QuarryConfig, ConfigError>,
    ) -> Option<TuningIntent> {
        match read {
            Ok(config) => {
                self.file_error = None;
                self.file = config.clone();
                self.edited = config.clone();
                if config == self.running {
                    let path = self.path.display().to_string();
                    self.status = Some(Status::Info(tr!("tuning-read-again", path = path)));
                    None
                } else {
                    let path = self.path.display().to_string();
                    self.status = Some(Status::Info(tr!("tuning-changed", path = path)));
                    Some(TuningIntent::Apply(config))
                }
            }
            Err(e) => {
                let error = config_error_text(&e);
                let text = tr!("tuning-file-refused", error = error);
                self.status = Some(Status::Error(text));
                self.file_error = Some(e);
                None
            }
        }
    }

    /// A preset chosen for a new game now runs: the panel edits it, and saves into
    /// its file, from here on.
    pub fn preset_loaded(&mut self, preset: StonePreset, config: &QuarryConfig) {
        self.edit_file(preset, config);
        self.applied(config, Ok(()));
    }

    /// A saved game was loaded: its quarry runs the tuning it was saved with, so the
    /// sliders show that tuning, and the panel edits the file of the game's stones
    /// (a disc game's tuning never goes into the blocks' file).
    pub fn game_loaded(&mut self, config: &QuarryConfig) {
        let preset = StonePreset::of(config.stones.stone_shape);
        let on_disk = QuarryConfig::load_preset(preset);
        self.edit_file(preset, on_disk.as_ref().unwrap_or(config));
        self.file_error = on_disk.err();
        self.edited = config.clone();
        self.running = config.clone();
    }

    /// The panel edits `preset`'s file from now on: "Save to RON" writes it, "Revert
    /// to file" goes back to it, and the window watches it (it follows [`Self::path`]).
    fn edit_file(&mut self, preset: StonePreset, config: &QuarryConfig) {
        self.path = QuarryConfig::preset_path(preset);
        self.file = config.clone();
        self.edited = config.clone();
        self.file_error = None;
    }

    /// The window's answer to [`TuningIntent::Apply`].
    pub fn applied(&mut self, config: &QuarryConfig, result: Result<(), String>) {
        match result {
            Ok(()) => {
                self.running = config.clone();
                self.status = Some(Status::Info(tr!("tuning-applied")));
            }
            Err(e) => {
                self.status = Some(Status::Error(tr!("tuning-not-applied-because", error = e)))
            }
        }
    }

    /// The values are kept for the next game; this game's quarry goes on as it is.
    pub fn deferred(&mut self) {
        self.status = Some(Status::Info(tr!("tuning-deferred")));
    }

    /// Apply was answered with Cancel: nothing changed.
    pub fn cancelled(&mut self) {
        self.status = Some(Status::Info(tr!("tuning-not-applied")));
    }

    /// Where "Save to RON" writes: the file read, or the user's own copy of a
    /// file the checkout ships (`crate::assets::save_path_of`).
    pub fn save_target(&self) -> PathBuf {
        crate::assets::save_path_of(&self.path)
    }

    /// Writes the edited config into [`Self::save_target`], comments kept; that
    /// file is the one read (and watched) from then on.
    pub fn save(&mut self) -> Result<(), String> {
        let target = self.save_target();
        let result = save_keeping_comments(&target, &self.edited);
        self.status = Some(match &result {
            Ok(()) => {
                self.file = self.edited.clone();
                self.path = target;
                let path = self.path.display().to_string();
                Status::Info(tr!("tuning-saved-to", path = path))
            }
            Err(e) => Status::Error(e.clone()),
        });
        result
    }

    /// Draws the panel; the intent of a click, if any.
    pub fn show(&mut self, ui: &mut Ui) -> Option<TuningIntent> {
        let valid = self.edited.validate();
        let mut intent = None;
        let path = crate::assets::short_path(&self.save_target());
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(valid.is_ok(), egui::Button::new(tr!("tuning-apply")))
                .clicked()
            {
                intent = Some(TuningIntent::Apply(self.edited.clone()));
            }
            if ui
                .add_enabled(
                    self.edited != self.file,
                    egui::Button::new(tr!("tuning-revert")),
                )
                .clicked()
            {
                self.edited = self.file.clone();
                self.status = Some(Status::Info(tr!("tuning-edits-dropped")));
            }
            if ui
                .add_enabled(valid.is_ok(), egui::Button::new(tr!("tuning-save")))
                .on_hover_text(tr!("tuning-save-hover", path = path.clone()))
                .clicked()
            {
                // The outcome is shown on the status line.
                let _ = self.save();
            }
        });
        if self.save_target() != self.path {
            let note = tr!("tuning-saves-elsewhere", path = path);
            ui.label(RichText::new(note).small());
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("tuning-start-from"));
            for preset in StonePreset::ALL {
                if ui
                    .button(stones_label(preset))
                    .on_hover_text(tr!("tuning-preset-hover", file = preset.file()))
                    .clicked()
                {
                    match QuarryConfig::load_preset(preset) {
                        Ok(config) => {
                            self.edit_file(preset, &config);
                            let text = tr!("tuning-preset-loaded", file = preset.file());
                            self.status = Some(Status::Info(text));
                        }
                        Err(e) => self.status = Some(Status::Error(config_error_text(&e))),
                    }
                }
            }
        });
        self.status_lines(ui, valid.err());
        ui.separator();
        self.refresh_spans();
        egui::ScrollArea::vertical()
            .id_salt("tuning-fields")
            .show(ui, |ui| self.rows(ui));
        intent
    }

    fn status_lines(&self, ui: &mut Ui, invalid: Option<ConfigError>) {
        let red = super::theme::ERROR;
        if let Some(e) = invalid {
            let text = tr!("tuning-edits-invalid", error = config_error_text(&e));
            ui.label(RichText::new(text).color(red));
        }
        if let Some(e) = &self.file_error {
            let text = tr!("tuning-file-error", error = config_error_text(e));
            ui.label(RichText::new(text).color(red));
        }
        match &self.status {
            Some(Status::Error(s)) if self.file_error.is_none() => {
                ui.label(RichText::new(s).color(red));
            }
            Some(Status::Info(s)) => {
                ui.label(s);
            }
            _ => {}
        }
    }

    /// Recomputes the sliders' ranges when the edited config changed.
    fn refresh_spans(&mut self) {
        if self.spans_of.as_ref() == Some(&self.edited) {
            return;
        }
        let valid = tuning_fields::accepted(&self.edited);
        self.spans = FIELDS
            .iter()
            .map(|f| match f.access {
                Access::F32(get, _) if valid => RowSpan::F32(f32_span(&self.edited, get)),
                Access::U32(get, _) if valid => RowSpan::U32(u32_span(&self.edited, get)),
                _ => RowSpan::Other,
            })
            .collect();
        self.spans_of = Some(self.edited.clone());
    }

    fn rows(&mut self, ui: &mut Ui) {
        for section in tuning_fields::sections() {
            egui::CollapsingHeader::new(tuning_fields::section_label(section))
                .id_salt(("tuning-section", section))
                .default_open(true)
                .show(ui, |ui| {
                    egui::Grid::new(("tuning", section))
                        .num_columns(3)
                        .striped(true)
                        .show(ui, |ui| {
                            for (i, field) in FIELDS.iter().enumerate() {
                                if field.section() != section {
                                    continue;
                                }
                                let span = self.spans.get(i).copied().unwrap_or(RowSpan::Other);
                                ui.label(field.label())
                                    .on_hover_text(hover(field.path, span));
                                edit_row(ui, &mut self.edited, field.access, span);
                                ui.label(field.unit_label());
                                ui.end_row();
                            }
                        });
                });
        }
    }
}

fn hover(path: &str, span: RowSpan) -> String {
    // The values as text: number arguments would be formatted as `f64`.
    let show = |lo: Option<String>, hi: Option<String>| {
        let low = lo.unwrap_or_else(|| tr!("tuning-no-limit"));
        let high = hi.unwrap_or_else(|| tr!("tuning-no-limit"));
        tr!("tuning-valid-now", path = path, low = low, high = high)
    };
    match span {
        RowSpan::F32(s) => show(s.lo.map(|v| v.to_string()), s.hi.map(|v| v.to_string())),
        RowSpan::U32(s) => show(s.lo.map(|v| v.to_string()), s.hi.map(|v| v.to_string())),
        RowSpan::Other => path.to_string(),
    }
}

/// The widget of one field. A value typed or dragged past the validator's
/// limits is put back on the limit.
fn edit_row(ui: &mut Ui, config: &mut QuarryConfig, access: Access, span: RowSpan) {
    match (access, span) {
        (Access::F32(get, scale), RowSpan::F32(s)) => {
            let value = get(config);
            let changed = match (s.lo, s.hi) {
                (Some(lo), Some(hi)) => ui.add(f32_slider(value, lo, hi, scale)).changed(),
                _ => {
                    let speed = f64::from(value.abs().max(1e-3)) * 0.01;
                    ui.add(egui::DragValue::new(value).speed(speed)).changed()
                }
            };
            if changed {
                *value = value.clamp(s.lo.unwrap_or(f32::MIN), s.hi.unwrap_or(f32::MAX));
            }
        }
        (Access::U32(get, scale), RowSpan::U32(s)) => {
            let value = get(config);
            let (lo, hi) = (s.lo.unwrap_or(0), s.hi.unwrap_or(u32::MAX));
            if ui
                .add(
                    egui::Slider::new(value, lo..=hi)
                        .logarithmic(scale == Scale::Log)
                        .clamping(egui::SliderClamping::Edits)
                        .integer(),
                )
                .changed()
            {
                *value = (*value).clamp(lo, hi);
            }
        }
        (Access::F32(get, _), _) => {
            ui.add(egui::DragValue::new(get(config)));
        }
        (Access::U32(get, _), _) => {
            ui.add(egui::DragValue::new(get(config)));
        }
        (Access::Bool(get), _) => {
            ui.checkbox(get(config), "");
        }
        (Access::Shape(get), _) => {
            let shape = get(config);
            ui.horizontal(|ui| {
                ui.radio_value(shape, StoneShape::Box, tr!("tuning-shape-box"));
                ui.radio_value(shape, StoneShape::Disc, tr!("tuning-shape-disc"));
            });
        }
    }
}

fn f32_slider(value: &mut f32, lo: f32, hi: f32, scale: Scale) -> egui::Slider<'_> {
    let (lo, hi) = (f64::from(lo), f64::from(hi));
    let slider = match scale {
        Scale::Linear => egui::Slider::new(value, lo as f32..=hi as f32),
        Scale::Log => {
            let depth = hi.abs() * LOG_DEPTH;
            let min = if lo == 0.0 { 0.0 } else { lo.max(depth) };
            egui::Slider::new(value, min as f32..=hi as f32)
                .logarithmic(true)
                .smallest_positive(depth)
        }
    };
    slider.clamping(egui::SliderClamping::Edits).max_decimals(6)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    fn shipped() -> QuarryConfig {
        QuarryConfig::load(QuarryConfig::default_path()).expect("valid")
    }

    #[test]
    fn choosing_the_discs_moves_the_panel_to_their_file() {
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), shipped());
        let mut h = Harness::new();
        h.click(&stones_label(StonePreset::Discs), |ui| panel.show(ui));
        let discs = QuarryConfig::load_preset(StonePreset::Discs).expect("valid");
        assert_eq!(panel.path(), QuarryConfig::preset_path(StonePreset::Discs));
        assert!(panel.path().ends_with("quarry_discs.ron"));
        assert_eq!(panel.edited(), &discs);
        assert_eq!(
            panel.file_config(),
            &discs,
            "Revert goes back to the disc file"
        );
        // A new game on blocks moves it back, and the blocks now run.
        panel.preset_loaded(StonePreset::Blocks, &shipped());
        assert_eq!(panel.path(), QuarryConfig::default_path());
        assert_eq!(panel.running, shipped());
    }

    #[test]
    fn a_loaded_disc_game_shows_its_saved_tuning_and_edits_the_disc_file() {
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), shipped());
        let discs = QuarryConfig::load_preset(StonePreset::Discs).expect("valid");
        // The game was saved after a tuner flattened the ramp.
        let mut saved = discs.clone();
        saved.ramp.slope_deg = 14.0;
        panel.game_loaded(&saved);
        assert!(panel.path().ends_with("quarry_discs.ron"));
        assert_eq!(panel.edited(), &saved, "the sliders show what runs");
        assert_eq!(panel.running, saved);
        assert_eq!(panel.file_config(), &discs, "Revert goes back to the file");
        assert!(panel.file_error().is_none());
        // A saved game on blocks moves the panel back to quarry.ron.
        panel.game_loaded(&shipped());
        assert_eq!(panel.path(), QuarryConfig::default_path());
        assert_eq!(panel.edited(), &shipped());
    }

    #[test]
    fn the_checkouts_file_is_read_but_saved_into_the_users_folder() {
        let shipped_file = crate::assets::asset_path("quarry_discs.ron");
        let panel = TuningPanel::new(&shipped_file, shipped());
        let Some(user) = crate::assets::user_asset_dir() else {
            println!("skipped: this machine has no config folder");
            return;
        };
        assert_eq!(panel.path(), shipped_file, "read from the checkout");
        assert_eq!(panel.save_target(), user.join("quarry_discs.ron"));
        assert!(!panel.save_target().starts_with(crate::assets::asset_dir()));
    }

    #[test]
    fn every_row_draws_and_the_panel_offers_nothing_unasked() {
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), shipped());
        let mut h = Harness::new();
        let (intent, _) = h.frame(Vec::new(), |ui| panel.show(ui));
        assert_eq!(intent, None);
        assert_eq!(panel.spans.len(), FIELDS.len());
        assert!(panel.spans.iter().all(|s| !matches!(
            s,
            RowSpan::F32(Span { lo: None, .. } | Span { hi: None, .. })
        )));
        for field in FIELDS {
            assert!(
                h.shows_text(&field.label(), |ui| {
                    panel.show(ui);
                }),
                "{} has a row",
                field.path
            );
        }
    }

    #[test]
    fn a_slider_drag_gives_a_valid_config_that_apply_offers() {
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), shipped());
        let mut h = Harness::new();
        // Drag the first slider (ramp.slope_deg, 0..45) far to the right.
        let (_, shapes) = h.frame(Vec::new(), |ui| panel.show(ui));
        let label = crate::ui::harness::find_text(&shapes, "Slope of the ramp").expect("row");
        let press = |pos, pressed| egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Default::default(),
        };
        let grab = label_slider_point(&shapes, label);
        let end = egui::pos2(grab.x + 2000.0, grab.y);
        h.frame(
            vec![egui::Event::PointerMoved(grab), press(grab, true)],
            |ui| panel.show(ui),
        );
        h.frame(vec![egui::Event::PointerMoved(end)], |ui| panel.show(ui));
        h.frame(vec![press(end, false)], |ui| panel.show(ui));
        assert_eq!(panel.edited().ramp.slope_deg, 45.0, "dragged to the limit");
        assert!(panel.edited().validate().is_ok());
        let intent = h.click("Apply & reset quarry", |ui| panel.show(ui));
        let Some(TuningIntent::Apply(config)) = intent else {
            panic!("Apply offers the config")
        };
        assert_eq!(config.ramp.slope_deg, 45.0);
        panel.applied(&config, Ok(()));
        assert!(h.click("Revert to file", |ui| panel.show(ui)).is_none());
        assert_eq!(panel.edited(), panel.file_config());
    }

    /// A point on the slider track in the row of `label`: right of the label.
    fn label_slider_point(shapes: &[egui::epaint::ClippedShape], label: egui::Rect) -> egui::Pos2 {
        // The value box of the slider is drawn as text right of the track; the
        // track starts in the next grid column, a little right of the label.
        let value = crate::ui::harness::find_text(shapes, "16").expect("the value 16 is shown");
        egui::pos2((label.right() + value.left()) / 2.0, label.center().y)
    }

    #[test]
    fn a_broken_file_keeps_the_last_good_config_and_a_good_one_is_applied() {
        let good = shipped();
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), good.clone());
        let broken = QuarryConfig::from_ron_str(
            &std::fs::read_to_string(QuarryConfig::default_path())
                .expect("read")
                .replace(
                    "friction: 0.50, restitution: 0.20",
                    "friction: -1.0, restitution: 0.20",
                ),
            "quarry.ron",
        )
        .unwrap_err();
        assert_eq!(panel.file_changed(Err(broken)), None);
        assert_eq!(panel.file_config(), &good);
        assert_eq!(
            panel.file_error().map(|e| e.field.as_str()),
            Some("materials.stone_ramp.friction")
        );
        let mut h = Harness::new();
        assert!(h.shows_text("materials.stone_ramp.friction", |ui| {
            panel.show(ui);
        }));
        let mut changed = good.clone();
        changed.pusher.max_speed = 0.5;
        assert_eq!(
            panel.file_changed(Ok(changed.clone())),
            Some(TuningIntent::Apply(changed.clone()))
        );
        assert_eq!(panel.file_error(), None);
        panel.applied(&changed, Ok(()));
        assert_eq!(panel.file_changed(Ok(changed)), None, "already running");
    }

    #[test]
    fn a_rows_hover_names_its_field_then_the_values_allowed_now() {
        let span = Span {
            lo: Some(0.0),
            hi: None,
        };
        assert_eq!(
            hover("ramp.slope_deg", RowSpan::F32(span)),
            "ramp.slope_deg\nvalid now: 0 … no limit"
        );
        assert_eq!(hover("solver.ccd", RowSpan::Other), "solver.ccd");
    }

    #[test]
    fn spans_are_cheap_enough_to_recompute_while_dragging() {
        let mut panel = TuningPanel::new(QuarryConfig::default_path(), shipped());
        let start = std::time::Instant::now();
        panel.refresh_spans();
        let took = start.elapsed();
        // Debug build; a frame of 60 Hz is 16 ms.
        assert!(took.as_millis() < 100, "{took:?}");
    }
}

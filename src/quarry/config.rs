//! The quarry's tuning: every physical number of the scene, loaded from `assets/quarry.ron`.
//!
//! Lengths are in metres, masses in kilograms, angles in degrees, times in seconds. Rapier
//! works in metres; `solver.length_unit` tells it that the bodies are centimetre-sized.
//!
//! Two presets ship: `assets/quarry.ron` (blocks) and `assets/quarry_discs.ron` (the
//! wooden discs of a new game). Why each of their numbers is what it is, what they give
//! and how to measure it again: the quarry module's calibration (`calibration.md`).

use super::config_error::ConfigError;
use super::config_validate::validate;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The whole quarry configuration, as written in `assets/quarry.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarryConfig {
    pub ramp: RampConfig,
    pub stones: StonesConfig,
    pub materials: MaterialsConfig,
    pub pusher: PusherConfig,
    pub solver: SolverConfig,
    pub loading: LoadingConfig,
}

/// The cardboard ramp: an entrance channel between two bars at the top, then a lane that
/// widens towards the front edge, with low walls on both sides.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RampConfig {
    pub slope_deg: f32,
    pub length: f32,
    pub front_height: f32,
    pub entrance_width: f32,
    pub entrance_length: f32,
    pub line_position: f32,
    pub front_width: f32,
    pub wall_height: f32,
    pub wall_thickness: f32,
    pub bar_height: f32,
    pub floor_thickness: f32,
}

/// Box colliders (the default) or cylinders, like the published wooden discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum StoneShape {
    Box,
    Disc,
}

/// The size of one kind of stone: a disc's diameter, or a box's side.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoneDims {
    pub diameter: f32,
    pub thickness: f32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StonesConfig {
    pub stone_shape: StoneShape,
    /// Rounding of a disc's edges (m); 0 gives a sharp cylinder. Boxes ignore it.
    pub disc_edge_radius: f32,
    pub density: f32,
    pub small: StoneDims,
    pub mid: StoneDims,
    pub large: StoneDims,
}

/// Friction and restitution of one pair of materials.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Material {
    pub friction: f32,
    pub restitution: f32,
}

/// The pair table: `quarry::materials` gives every collider the coefficient and combine
/// rule under which each stone pair gets exactly these values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaterialsConfig {
    pub stone_stone: Material,
    pub stone_ramp: Material,
    pub stone_wall: Material,
    pub stone_pusher: Material,
    /// Friction while sliding, as a share of the friction at rest (`sliding.rs`); 1 where
    /// a file predates the field: one coefficient, as before.
    #[serde(default = "default_sliding_share")]
    pub sliding_share: f32,
    /// The sliding speed from which `sliding_share` applies in full (m/s).
    #[serde(default = "default_slip_speed")]
    pub slip_speed: f32,
}

/// `materials.sliding_share` where a file predates it: sliding grips as resting does.
fn default_sliding_share() -> f32 {
    1.0
}

/// `materials.slip_speed` where a file predates it (m/s).
fn default_slip_speed() -> f32 {
    0.01
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PusherConfig {
    pub width: f32,
    pub depth: f32,
    pub height: f32,
    pub max_speed: f32,
    pub max_angle_deg: f32,
    pub min_plan_speed: f32,
    pub firm_plan_speed: f32,
    /// The top of a careful push by hand (m/s): the panel calls a push at or
    /// below it careful, above it firm. Defaulted so that saved games and tuned
    /// files from before it existed still load.
    #[serde(default = "default_careful_speed")]
    pub careful_speed: f32,
    /// The speed of the steady push (Space held) (m/s); defaulted like `careful_speed`.
    #[serde(default = "default_steady_speed")]
    pub steady_speed: f32,
    /// How near the stone it pushes may come to another stone before the hand
    /// slows to `near_pile_speed` (m, between their reaches). Defaulted (0) so
    /// that saved games and tuned files from before it existed still load.
    #[serde(default)]
    pub near_pile: f32,
    /// The pusher's top speed while the stone it touches lies within `near_pile`
    /// of another stone (m/s), as a careful hand slows when its stone nears the
    /// pile; 0: the hand does not slow (as before the field existed).
    #[serde(default)]
    pub near_pile_speed: f32,
    pub give: f32,
}

/// `pusher.careful_speed` where a file predates it (m/s).
fn default_careful_speed() -> f32 {
    0.15
}

/// `solver.contact_recycle_distance` where a file predates it: rapier's default
/// (`normalized_contact_recycle_distance` 0.05 at the 0.01 m length unit) (m).
fn default_contact_recycle_distance() -> f32 {
    0.0005
}

/// `pusher.steady_speed` where a file predates it (m/s).
fn default_steady_speed() -> f32 {
    0.08
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolverConfig {
    pub timestep: f32,
    pub substeps: u32,
    pub step_travel: f32,
    pub iterations: u32,
    pub pgs_iterations: u32,
    pub length_unit: f32,
    pub prediction_distance: f32,
    pub contact_stiffness_hz: f32,
    pub static_contact_stiffness_hz: f32,
    pub gravity: f32,
    pub sleep_linear_threshold: f32,
    pub sleep_angular_threshold: f32,
    pub time_until_sleep: f32,
    pub ccd: bool,
    pub contact_recycling: bool,
    /// How far a pair's contact points may have moved against each other since they
    /// were last found and still be reused (m; with `contact_recycling`). Defaulted to
    /// rapier's own (0.5 mm at a 1 cm length unit), what recycling meant before the
    /// field existed, so that saved games and tuned files from before it still load.
    #[serde(default = "default_contact_recycle_distance")]
    pub contact_recycle_distance: f32,
    /// Wake a sleeping pile before a moving stone reaches it, so that rapier steps
    /// it with its contacts (`wake_on_touch.rs`). Defaulted (false: the pile is
    /// woken by rapier in the middle of the step, as before the field existed) so
    /// that saved games and tuned files from before it existed still load.
    #[serde(default)]
    pub wake_before_touch: bool,
    pub linear_damping: f32,
    pub angular_damping: f32,
    pub time_cap: f32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoadingConfig {
    pub zone_start: f32,
    pub front_margin: f32,
    /// Whether `front_margin` is measured from where a front stone tips over the
    /// edge (true) or from its centre (false: as before the field existed, so that
    /// recorded games and tuned files from before it replay their openings).
    #[serde(default)]
    pub front_margin_from_tipping: bool,
    pub side_margin: f32,
    pub gap: f32,
    pub drop_height: f32,
    pub attempts: u32,
    pub settle_cap: f32,
}

impl StonesConfig {
    /// The dimensions of the stones of one size.
    pub fn dims(&self, size: crate::rules::components::Size) -> StoneDims {
        use crate::rules::components::Size;
        match size {
            Size::Small => self.small,
            Size::Mid => self.mid,
            Size::Large => self.large,
        }
    }
}

/// The stones a game is played with, each with its own calibrated quarry file: blocks, or
/// wooden discs as in the published game's box (a new game's default). Both meet the
/// careful-push figures from a fresh opening; in a played quarry only discs put in a
/// little either side of the middle, as a hand puts them, spread across the lane as a
/// table's pile does, where blocks run down the middle in a file and drop one stone a
/// push whatever its size ([calibration](crate::quarry), "Pushed straight down the middle").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StonePreset {
    Blocks,
    #[default]
    Discs,
}

impl StonePreset {
    pub const ALL: [StonePreset; 2] = [StonePreset::Discs, StonePreset::Blocks];

    /// The asset file that holds this preset's whole quarry tuning.
    pub fn file(self) -> &'static str {
        match self {
            StonePreset::Blocks => "quarry.ron",
            StonePreset::Discs => "quarry_discs.ron",
        }
    }

    /// The preset whose stones have this shape.
    pub fn of(shape: StoneShape) -> StonePreset {
        match shape {
            StoneShape::Box => StonePreset::Blocks,
            StoneShape::Disc => StonePreset::Discs,
        }
    }

    /// The stones' shape in this preset's file.
    pub fn shape(self) -> StoneShape {
        match self {
            StonePreset::Blocks => StoneShape::Box,
            StonePreset::Discs => StoneShape::Disc,
        }
    }
}

impl QuarryConfig {
    /// A preset's file from where the game finds its files (the built-in copy when there
    /// is none), validated like any quarry file.
    pub fn load_preset(preset: StonePreset) -> Result<QuarryConfig, ConfigError> {
        let (text, name) =
            crate::assets::asset_text(preset.file()).map_err(ConfigError::unreadable)?;
        Self::from_ron_str(&text, &name)
    }

    /// The `quarry.ron` the game uses: the first found on the asset search path
    /// (`crate::assets`), else where a new one in the user's folder would lie.
    pub fn default_path() -> PathBuf {
        Self::preset_path(StonePreset::Blocks)
    }

    /// The file of a preset the game reads (and the window watches), found as
    /// [`Self::default_path`] finds `quarry.ron`; a tuner's "Save to RON"
    /// goes to `crate::assets::save_path_of` it.
    pub fn preset_path(preset: StonePreset) -> PathBuf {
        crate::assets::writable_asset_path(preset.file())
    }

    /// `quarry.ron` from where the game finds its files (the built-in copy when
    /// there is no file).
    pub fn load_default() -> Result<QuarryConfig, ConfigError> {
        Self::load_preset(StonePreset::Blocks)
    }

    /// The tuning a new game on `preset`'s stones starts with: `None` when this one
    /// already has stones of that shape (a tuner's edits are kept), else the preset's
    /// own file.
    pub fn for_stones(&self, preset: StonePreset) -> Result<Option<QuarryConfig>, ConfigError> {
        if preset.shape() == self.stones.stone_shape {
            return Ok(None);
        }
        Self::load_preset(preset).map(Some)
    }

    /// Reads, parses and validates a config file.
    pub fn load(path: impl AsRef<Path>) -> Result<QuarryConfig, ConfigError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let text = crate::assets::read_text(path).map_err(ConfigError::unreadable)?;
        Self::from_ron_str(&text, &name)
    }

    /// Parses and validates RON text; `file_name` only names the source in errors.
    pub fn from_ron_str(text: &str, file_name: &str) -> Result<QuarryConfig, ConfigError> {
        let config: QuarryConfig = ron::Options::default()
            .from_str(text)
            .map_err(|e| ConfigError::parse(file_name, text, &e))?;
        config.check_in(text, file_name)?;
        Ok(config)
    }

    /// Validates ranges and relations; errors point at the field in `text`.
    pub fn check_in(&self, text: &str, file_name: &str) -> Result<(), ConfigError> {
        validate(self).map_err(|v| ConfigError::invalid(file_name, text, v))
    }

    /// Validates a config that did not come from a file (built in code or edited live).
    pub fn validate(&self) -> Result<(), ConfigError> {
        // Only used to point at a field; without the text the error names the field alone.
        let text = self.to_ron().unwrap_or_default();
        self.check_in(&text, "<in memory>")
    }

    /// The config as pretty RON, the way the tuning panel saves it back. An error
    /// is returned, never an empty text that would overwrite a good file.
    pub fn to_ron(&self) -> Result<String, String> {
        let pretty = ron::ser::PrettyConfig::new().struct_names(false);
        ron::ser::to_string_pretty(self, pretty)
            .map_err(|e| format!("cannot write the quarry config as RON: {e}"))
    }
}

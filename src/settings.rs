//! The player's own settings (`settings.ron` in the user's config folder,
//! `~/.config/via-appia/settings.ron`): how the table looks and paces, kept
//! from one start of the game to the next. Validated like every asset: a bad
//! file is refused naming file, line, column and field, and it is never
//! overwritten without a copy (`settings.ron.bad`) so a typo loses nothing.

use crate::assets::{parse_ron, read_text, AssetError};
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The players' colours: the box's red, blue, yellow and green, or a palette
/// colour-blind players tell apart (Okabe and Ito's) whose seats also carry a
/// shape on their pieces, screens and names, so that colour is never the only cue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColourScheme {
    #[default]
    Box,
    ColourBlind,
}

impl ColourScheme {
    pub const ALL: [ColourScheme; 2] = [ColourScheme::Box, ColourScheme::ColourBlind];

    /// Whether seats carry their shape beside their colour.
    pub fn marks(self) -> bool {
        self == ColourScheme::ColourBlind
    }

    pub fn name(self) -> String {
        match self {
            ColourScheme::Box => crate::tr!("settings-scheme-box"),
            ColourScheme::ColourBlind => crate::tr!("settings-scheme-colour-blind"),
        }
    }
}

/// The language the window speaks: the system's, or one chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Language {
    #[default]
    System,
    En,
    De,
    Fr,
}

impl Language {
    pub const ALL: [Language; 4] = [Language::System, Language::En, Language::De, Language::Fr];

    /// The language it stands for on this system.
    pub fn lang(self) -> Lang {
        match self {
            Language::System => Lang::of_system(),
            Language::En => Lang::En,
            Language::De => Lang::De,
            Language::Fr => Lang::Fr,
        }
    }

    /// How the Settings window lists it.
    pub fn name(self) -> String {
        match self {
            Language::System => {
                crate::tr!("settings-language-system", lang = Lang::of_system().name())
            }
            other => other.lang().name().to_string(),
        }
    }
}

/// How the bots' pushes are shown. The physics steps the same whatever the
/// pace (one solver step at a time, the same steps in the same order), so a
/// push ends exactly as it would at 1×: only the time it takes to watch changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BotPace {
    /// As fast as a person pushes.
    Times1,
    Times2,
    /// The default: a bot's push is over in a second or two, still seen.
    #[default]
    Times4,
    /// Only the pile as it lies after the push.
    ResultOnly,
}

impl BotPace {
    pub const ALL: [BotPace; 4] = [
        BotPace::Times1,
        BotPace::Times2,
        BotPace::Times4,
        BotPace::ResultOnly,
    ];

    /// Seconds of the quarry's physics per second of the window's time; `None`:
    /// as many as the frame's share of time allows (the result only).
    pub fn speed(self) -> Option<f32> {
        match self {
            BotPace::Times1 => Some(1.0),
            BotPace::Times2 => Some(2.0),
            BotPace::Times4 => Some(4.0),
            BotPace::ResultOnly => None,
        }
    }

    pub fn name(self) -> String {
        match self {
            BotPace::Times1 => crate::tr!("settings-pace-1"),
            BotPace::Times2 => crate::tr!("settings-pace-2"),
            BotPace::Times4 => crate::tr!("settings-pace-4"),
            BotPace::ResultOnly => crate::tr!("settings-pace-result"),
        }
    }
}

/// Smallest and largest UI scale (egui's points per device pixel, times).
pub const SCALE_RANGE: (f32, f32) = (0.5, 3.0);
/// What Ctrl + and Ctrl − change the scale by.
pub const SCALE_STEP: f32 = 0.1;
/// Longest pause a bot makes before each move, in seconds.
pub const MOST_BOT_PAUSE: f32 = 10.0;

/// Fields left out of the file take these values (a file from an older game
/// still loads); a field given must be valid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub colours: ColourScheme,
    /// Size of the panels' text and buttons (1 = as the system's display says).
    pub ui_scale: f32,
    /// Seconds a bot waits before each move, so a person can follow it.
    pub bot_pause: f32,
    /// Loudness of every sound, 0 (none) to 1 (as made).
    pub volume: f32,
    /// No sound at all, whatever the volume (kept apart, so unmuting brings
    /// the volume back).
    pub muted: bool,
    /// The window's language.
    pub language: Language,
    /// How fast the bots' pushes are shown.
    pub bot_pace: BotPace,
    /// The camera flies to the quarry for the bots' pushes too (by default it
    /// stays where the person left it).
    pub follow_bot_pushes: bool,
    /// The guided first game was offered at a first start (it is offered once;
    /// the menu keeps it at hand).
    pub guide_offered: bool,
    /// The guided first game was played to its end.
    pub guide_finished: bool,
    /// The game server last used (Game → Online), e.g. `ws://127.0.0.1:7878`.
    pub server: String,
    /// The online table this screen last sat at, to go back to.
    pub last_table: Option<TableTicket>,
}

/// A seat at an online table, as this screen keeps it to come back: the
/// server, the table's code, the seat (0-based) and the seat's token (it
/// stands for the player: whoever holds it plays the seat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableTicket {
    pub server: String,
    pub code: String,
    pub seat: usize,
    pub token: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            colours: ColourScheme::Box,
            ui_scale: 1.0,
            bot_pause: 0.6,
            volume: 0.7,
            muted: false,
            language: Language::System,
            bot_pace: BotPace::Times4,
            follow_bot_pushes: false,
            guide_offered: false,
            guide_finished: false,
            server: "ws://127.0.0.1:7878".to_string(),
            last_table: None,
        }
    }
}

impl Settings {
    /// `settings.ron` in the user's config folder (`None` where the system
    /// names none: the settings then last as long as the window).
    pub fn default_path() -> Option<PathBuf> {
        crate::assets::user_asset_dir().map(|d| d.join("settings.ron"))
    }

    /// The settings in `path`; a file that does not exist gives the defaults.
    pub fn load(path: &Path) -> Result<Settings, AssetError> {
        if !path.exists() {
            return Ok(Settings::default());
        }
        let text = read_text(path)?;
        Settings::from_text(&text, &path.display().to_string())
    }

    /// Parses and checks settings text; `name` names the file in errors.
    pub fn from_text(text: &str, name: &str) -> Result<Settings, AssetError> {
        let settings: Settings = parse_ron(text, name)?;
        settings
            .validate()
            .map_err(|(field, message)| AssetError::at_field(name, text, field, message))?;
        Ok(settings)
    }

    /// The first field out of its range, and why.
    pub fn validate(&self) -> Result<(), (&'static str, String)> {
        let (low, high) = SCALE_RANGE;
        if !(self.ui_scale.is_finite() && (low..=high).contains(&self.ui_scale)) {
            return Err(("ui_scale", format!("must be from {low} to {high}")));
        }
        if !(self.bot_pause.is_finite() && (0.0..=MOST_BOT_PAUSE).contains(&self.bot_pause)) {
            return Err((
                "bot_pause",
                format!("must be from 0 to {MOST_BOT_PAUSE} seconds"),
            ));
        }
        if !(self.volume.is_finite() && (0.0..=1.0).contains(&self.volume)) {
            return Err(("volume", "must be from 0 to 1".to_string()));
        }
        Ok(())
    }

    /// The scale one Ctrl + (`steps` 1) or Ctrl − (−1) away, inside the range.
    pub fn scaled(&self, steps: i32) -> f32 {
        let wanted = self.ui_scale + SCALE_STEP * steps as f32;
        // Kept on the step's grid, so ten presses up and ten down come back.
        // (Divided, not multiplied, by the step count: 9 / 10 writes as 0.9 in
        // the file, 9 x 0.1 as 0.90000004.)
        let wanted = (wanted / SCALE_STEP).round() / (1.0 / SCALE_STEP).round();
        wanted.clamp(SCALE_RANGE.0, SCALE_RANGE.1)
    }

    /// Writes the settings to `path`. A file there that does not load as
    /// settings is first kept as `settings.ron.bad` (the person's edits are
    /// never lost to a click).
    pub fn save(&self, path: &Path) -> Result<(), String> {
        self.validate().map_err(|(f, m)| format!("{f}: {m}"))?;
        if path.exists() && Settings::load(path).is_err() {
            let kept = path.with_extension("ron.bad");
            std::fs::rename(path, &kept)
                .map_err(|e| format!("cannot keep the old {}: {e}", path.display()))?;
        }
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)
                .map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
        }
        let body = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())?;
        let text = format!("{HEADER}{body}\n");
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    }
}

/// What the file says of itself, for a person who opens it.
const HEADER: &str = "\
// Via Appia 3D: your settings, written by the game's menu (Settings).
// colours: Box or ColourBlind (Okabe-Ito colours, each seat also marked by a shape).
// ui_scale: size of the panels, 0.5 to 3.0 (Ctrl + and Ctrl - in the game).
// bot_pause: seconds a bot waits before each move, 0 to 10.
// volume: loudness of the sounds, 0 to 1; muted: true for no sound at all.
// language: System (as the computer is set), En, De or Fr.
// bot_pace: how fast the bots' pushes are shown: Times1, Times2, Times4 or ResultOnly.
// follow_bot_pushes: true to fly the camera to the quarry for the bots' pushes.
// guide_offered, guide_finished: the guided first game was offered, was played to its end.
// server: the game server of Game → Online; last_table: the online seat to go back to (its token is the seat: keep it private).
";

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty folder of this test's own under the system's temp folder.
    fn scratch(test: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("via-appia-settings-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn settings_written_load_back_the_same() {
        let path = scratch("round").join("via-appia").join("settings.ron");
        assert_eq!(Settings::load(&path), Ok(Settings::default()));
        let settings = Settings {
            colours: ColourScheme::ColourBlind,
            ui_scale: 1.5,
            bot_pause: 0.0,
            volume: 0.25,
            muted: true,
            language: Language::De,
            bot_pace: BotPace::ResultOnly,
            follow_bot_pushes: true,
            guide_offered: true,
            guide_finished: false,
            server: "ws://play.example.org:7878".to_string(),
            last_table: Some(TableTicket {
                server: "ws://play.example.org:7878".to_string(),
                code: "QWERTY".to_string(),
                seat: 2,
                token: "00ff".repeat(8),
            }),
        };
        settings.save(&path).expect("saved");
        assert_eq!(Settings::load(&path), Ok(settings));
    }

    #[test]
    fn a_value_out_of_range_names_file_line_column_and_field() {
        let text = "(\n    colours: Box,\n    ui_scale: 9.0,\n)";
        let e = Settings::from_text(text, "settings.ron").expect_err("refused");
        assert_eq!((e.line, e.column), (3, 5), "{e}");
        assert_eq!(e.field.as_deref(), Some("ui_scale"));
        assert!(e.to_string().contains("0.5 to 3"), "{e}");
        let e = Settings::from_text("(colours: Grey)", "settings.ron").expect_err("refused");
        assert_eq!(e.line, 1, "{e}");
        assert!(e.to_string().contains("Grey"), "{e}");
        let e = Settings::from_text("(bot_pause: -1.0)", "s.ron").expect_err("refused");
        assert_eq!(e.field.as_deref(), Some("bot_pause"), "{e}");
        let e = Settings::from_text("(muted: false, volume: 1.5)", "s.ron").expect_err("refused");
        assert_eq!(e.field.as_deref(), Some("volume"), "{e}");
        assert_eq!((e.line, e.column), (1, 16), "{e}");
    }

    /// A file written before the guided game existed loads, and offers it.
    #[test]
    fn an_older_file_without_the_guide_loads_and_the_guide_is_offered() {
        let old = "(colours: Box, ui_scale: 1.0, bot_pause: 0.6, volume: 0.7, muted: false, language: De)";
        let settings = Settings::from_text(old, "settings.ron").expect("loads");
        assert_eq!(settings.language, Language::De);
        assert!(!settings.guide_offered && !settings.guide_finished);
    }

    #[test]
    fn every_bot_pace_round_trips_and_a_bad_one_names_its_field() {
        for pace in BotPace::ALL {
            let settings = Settings {
                bot_pace: pace,
                ..Settings::default()
            };
            let text = ron::ser::to_string_pretty(&settings, Default::default()).expect("text");
            assert_eq!(Settings::from_text(&text, "s.ron"), Ok(settings), "{text}");
        }
        let text = "(\n    volume: 0.5,\n    bot_pace: Times3,\n)";
        let e = Settings::from_text(text, "s.ron").expect_err("refused");
        assert_eq!(e.field.as_deref(), Some("bot_pace"), "{e}");
        assert_eq!(e.line, 3, "{e}");
        assert!(e.to_string().contains("Times3"), "{e}");
        // A file from before the pace was a setting loads with the default.
        let old = "(colours: Box, ui_scale: 1.0, bot_pause: 0.6, volume: 0.7, muted: false)";
        let settings = Settings::from_text(old, "s.ron").expect("loads");
        assert_eq!(settings.bot_pace, BotPace::Times4);
        assert!(!settings.follow_bot_pushes);
    }

    #[test]
    fn fields_left_out_take_their_defaults() {
        let settings = Settings::from_text("(ui_scale: 2.0)", "s.ron").expect("loads");
        assert_eq!(settings.ui_scale, 2.0);
        assert_eq!(settings.colours, ColourScheme::Box);
    }

    #[test]
    fn a_bad_file_is_kept_before_it_is_replaced() {
        let dir = scratch("bad");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "(ui_scale: oops)").expect("written");
        assert!(Settings::load(&path).is_err());
        Settings::default().save(&path).expect("saved");
        let kept = std::fs::read_to_string(dir.join("settings.ron.bad")).expect("kept");
        assert_eq!(kept, "(ui_scale: oops)");
        assert_eq!(Settings::load(&path), Ok(Settings::default()));
    }

    #[test]
    fn the_scale_steps_stay_in_range_and_come_back() {
        let mut s = Settings::default();
        for _ in 0..40 {
            s.ui_scale = s.scaled(1);
        }
        assert_eq!(s.ui_scale, SCALE_RANGE.1);
        for _ in 0..25 {
            s.ui_scale = s.scaled(-1);
        }
        assert!((s.ui_scale - 0.5).abs() < 1e-5, "{}", s.ui_scale);
        s.ui_scale = s.scaled(-1);
        assert_eq!(s.ui_scale, SCALE_RANGE.0);
        for _ in 0..5 {
            s.ui_scale = s.scaled(1);
        }
        assert!((s.ui_scale - 1.0).abs() < 1e-5, "{}", s.ui_scale);
        s.ui_scale = 1.2;
        for _ in 0..3 {
            s.ui_scale = s.scaled(-1);
        }
        assert_eq!(
            s.ui_scale.to_string(),
            "0.9",
            "written to the file as typed"
        );
    }
}

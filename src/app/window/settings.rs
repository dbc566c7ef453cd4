//! The player's settings in the window: loaded when it opens, applied at once
//! when changed in the Settings window or with Ctrl + / − / 0, and kept in
//! `settings.ron`.

use super::Screen;
use crate::settings::Settings;
use crate::table::seats::set_colour_scheme;
use crate::ui::tuning::Status;
use std::path::PathBuf;
use three_d::{Event, Key};

/// The settings the window opens with, where they are kept, and why the file
/// there could not be used (the defaults are then in force, and the file is
/// kept as `settings.ron.bad` before the first change replaces it).
pub struct Loaded {
    pub settings: Settings,
    pub path: Option<PathBuf>,
    pub error: Option<String>,
}

impl Loaded {
    /// The player's settings file, or the defaults with the reason.
    pub fn from_user_folder() -> Loaded {
        let path = Settings::default_path();
        let loaded = path.as_deref().map(Settings::load);
        match loaded {
            Some(Ok(settings)) => Loaded {
                settings,
                path,
                error: None,
            },
            Some(Err(e)) => Loaded {
                settings: Settings::default(),
                path,
                error: Some(crate::tr!("settings-defaults-used", error = e.to_string())),
            },
            None => Loaded {
                settings: Settings::default(),
                path,
                error: Some(crate::tr!("settings-no-folder")),
            },
        }
    }
}

impl Screen {
    /// Puts `settings` in force: the colours, the bots' pause, the sound, the
    /// panels' size (read each frame from `windows.settings`).
    pub(super) fn apply_settings(&mut self, settings: Settings) {
        set_colour_scheme(settings.colours);
        let pause = self.pause_override.unwrap_or(settings.bot_pause);
        self.bot_pause = pause;
        self.play.bot_pause = pause;
        self.play.bot_pace = settings.bot_pace;
        self.speaker.set_level(settings.volume, settings.muted);
        crate::i18n::set_language(self.lang_override.unwrap_or(settings.language.lang()));
        self.windows.settings = settings;
    }

    /// A change from the Settings window or the keys: in force at once, then
    /// written to the player's file.
    pub(super) fn change_settings(&mut self, settings: Settings) {
        self.apply_settings(settings);
        let Some(path) = &self.settings_path else {
            return;
        };
        self.windows.settings_status = Some(match self.windows.settings.save(path) {
            Ok(()) => Status::Info(crate::tr!(
                "settings-kept",
                path = path.display().to_string()
            )),
            Err(e) => Status::Error(crate::tr!("settings-not-kept", error = e)),
        });
    }

    /// Ctrl + (or Ctrl =) and Ctrl − make the panels larger and smaller, Ctrl 0
    /// puts them back to 100 %.
    pub(super) fn scale_keys(&mut self, events: &mut [Event]) {
        for event in events.iter_mut() {
            let Some((kind, modifiers, handled)) = super::input::unhandled_press(event) else {
                continue;
            };
            if !modifiers.ctrl {
                continue;
            }
            let settings = &self.windows.settings;
            let scale = match kind {
                Key::Plus | Key::Equals => settings.scaled(1),
                Key::Minus => settings.scaled(-1),
                Key::Num0 => 1.0,
                _ => continue,
            };
            *handled = true;
            if scale != settings.ui_scale {
                let changed = Settings {
                    ui_scale: scale,
                    ..settings.clone()
                };
                self.change_settings(changed);
            }
        }
    }
}

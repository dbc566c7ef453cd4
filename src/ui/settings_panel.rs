//! The Settings window: colours, the panels' size, sound and the bots' pace,
//! each change kept at once in the player's `settings.ron` (`crate::settings`).

use super::marks::mark_label;
use super::tuning::Status;
use crate::settings::{
    BotPace, ColourScheme, Language, Settings, MOST_BOT_PAUSE, SCALE_RANGE, SCALE_STEP,
};
use crate::table::seats::PlayerColour;
use crate::tr;
use egui::{Color32, RichText, Ui};

/// Draws the settings; returns the settings as changed this frame, if they were.
/// `speaker` says what the sound found at start (a device, or why there is none).
pub fn show(
    ui: &mut Ui,
    settings: &Settings,
    status: Option<&Status>,
    speaker: &str,
) -> Option<Settings> {
    let mut wanted = settings.clone();
    ui.strong(tr!("settings-language"));
    ui.horizontal_wrapped(|ui| {
        for language in Language::ALL {
            ui.radio_value(&mut wanted.language, language, language.name());
        }
    });
    ui.separator();
    ui.strong(tr!("settings-colours"));
    for scheme in ColourScheme::ALL {
        ui.radio_value(&mut wanted.colours, scheme, scheme.name());
    }
    ui.horizontal(|ui| {
        for colour in PlayerColour::ALL {
            let fill = {
                let [r, g, b] = colour.rgb_in(wanted.colours);
                Color32::from_rgb(r, g, b)
            };
            if wanted.colours.marks() {
                mark_label(ui, colour.mark(), fill);
            }
            ui.label(RichText::new(colour.label()).color(fill).strong());
        }
    });
    ui.separator();
    ui.strong(tr!("settings-panel-size"));
    ui.horizontal(|ui| {
        let (low, high) = SCALE_RANGE;
        ui.add(
            egui::Slider::new(&mut wanted.ui_scale, low..=high)
                .step_by(f64::from(SCALE_STEP))
                .custom_formatter(|v, _| format!("{:.0} %", v * 100.0)),
        );
        // Offered only away from 100 %: beside a slider at 100 % it read as the
        // same "100 %" twice.
        if (wanted.ui_scale - 1.0).abs() > 1e-3 && ui.button(tr!("settings-scale-reset")).clicked()
        {
            wanted.ui_scale = 1.0;
        }
    });
    ui.label(tr!("settings-scale-hint"));
    ui.separator();
    ui.strong(tr!("settings-sound"));
    ui.horizontal(|ui| {
        ui.add_enabled(
            !wanted.muted,
            egui::Slider::new(&mut wanted.volume, 0.0..=1.0)
                .step_by(0.05)
                .custom_formatter(|v, _| format!("{:.0} %", v * 100.0))
                .text(tr!("settings-volume")),
        );
        ui.checkbox(&mut wanted.muted, tr!("settings-mute"));
    });
    ui.label(RichText::new(speaker).weak());
    ui.separator();
    ui.strong(tr!("settings-bots"));
    ui.add(
        egui::Slider::new(&mut wanted.bot_pause, 0.0..=MOST_BOT_PAUSE)
            .step_by(0.1)
            .text(tr!("settings-bot-pause")),
    );
    ui.label(tr!("settings-bot-pace"));
    ui.horizontal_wrapped(|ui| {
        for pace in BotPace::ALL {
            ui.radio_value(&mut wanted.bot_pace, pace, pace.name());
        }
    });
    ui.checkbox(
        &mut wanted.follow_bot_pushes,
        tr!("settings-follow-bot-pushes"),
    );
    match status {
        Some(Status::Info(s)) => {
            ui.separator();
            ui.label(s);
        }
        Some(Status::Error(s)) => {
            ui.separator();
            ui.label(RichText::new(s).color(super::theme::ERROR));
        }
        None => {}
    }
    // Dragging a slider reports every small move: only a real change counts.
    (wanted != *settings && wanted.validate().is_ok()).then_some(wanted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    #[test]
    fn choosing_the_colour_blind_scheme_changes_the_settings() {
        let settings = Settings::default();
        let mut h = Harness::new();
        let changed = h.click("Colour-blind safe, with shapes", |ui| {
            show(ui, &settings, None, "playing")
        });
        let changed = changed.expect("a change");
        assert_eq!(changed.colours, ColourScheme::ColourBlind);
        assert_eq!(changed.ui_scale, settings.ui_scale);
    }

    #[test]
    fn choosing_a_bot_pace_changes_the_settings() {
        let settings = Settings::default();
        let mut h = Harness::new();
        let changed = h.click("Only the result", |ui| show(ui, &settings, None, "playing"));
        let changed = changed.expect("a change");
        assert_eq!(changed.bot_pace, BotPace::ResultOnly);
        assert_eq!(changed.bot_pause, settings.bot_pause);
    }

    #[test]
    fn nothing_clicked_changes_nothing() {
        let settings = Settings::default();
        let mut h = Harness::new();
        assert_eq!(
            h.frame(Vec::new(), |ui| show(ui, &settings, None, "playing"))
                .0,
            None
        );
        let big = Settings {
            ui_scale: 2.0,
            ..Settings::default()
        };
        let back = h.click("Back to 100 %", |ui| show(ui, &big, None, "playing"));
        assert_eq!(back.map(|s| s.ui_scale), Some(1.0));
    }

    /// At 100 % the size is said once, by the slider; away from it a button
    /// offers the way back.
    #[test]
    fn the_panels_size_is_said_once() {
        let hundreds = |settings: &Settings| {
            let drawn = crate::ui::harness::texts_drawn(400.0, |ui| {
                show(ui, settings, None, "playing");
            });
            drawn.iter().filter(|(t, _)| t.ends_with("100 %")).count()
        };
        assert_eq!(hundreds(&Settings::default()), 1);
        let big = Settings {
            ui_scale: 1.5,
            ..Settings::default()
        };
        assert_eq!(hundreds(&big), 1, "the button, the slider saying 150 %");
    }

    #[test]
    fn mute_is_a_click_and_keeps_the_volume() {
        let settings = Settings::default();
        let mut h = Harness::new();
        let muted = h.click("Mute (M)", |ui| show(ui, &settings, None, "playing"));
        let muted = muted.expect("a change");
        assert!(muted.muted);
        assert_eq!(muted.volume, settings.volume);
        let back = h.click("Mute (M)", |ui| show(ui, &muted, None, "playing"));
        assert_eq!(back.map(|s| s.muted), Some(false));
    }
}

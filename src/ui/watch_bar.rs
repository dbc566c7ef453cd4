//! Watching a game again, in the panels: the banner over the table that says
//! so ("Watching: round 12 of 40 — Esc leaves") and, in place of the turn
//! panel, the way through the game (start, back, forward, end, a slider over
//! the turns) and the way out. Nothing here reaches the game: the intents go
//! to the window's watch (`app::window::watching`).

use super::theme;
use crate::tr;
use egui::{Color32, RichText, Ui};

/// Where the watch is, for the panels.
#[derive(Clone, Debug, PartialEq)]
pub struct WatchBar {
    /// The position shown (0: the opening; k: after the k-th turn) and how many there are.
    pub position: usize,
    pub positions: usize,
    /// The round on the table and the game's last.
    pub round: u32,
    pub rounds: u32,
    /// A turn is being played forward.
    pub moving: bool,
    /// Why the watch stopped, if the record could not be followed.
    pub problem: Option<String>,
}

/// A click (or key) while watching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchIntent {
    First,
    Back,
    Forward,
    Last,
    /// A position chosen on the slider.
    To(usize),
    Leave,
}

/// The banner's words.
pub fn banner_text(bar: &WatchBar) -> String {
    let round = bar.round.min(bar.rounds);
    tr!("watch-banner", round = round, rounds = bar.rounds)
}

/// The banner, across the top of the table's rectangle (points).
pub fn banner(ctx: &egui::Context, table: egui::Rect, bar: &WatchBar) {
    egui::Area::new(egui::Id::new("watch-banner"))
        .fixed_pos(table.center_top() + egui::vec2(0.0, 8.0))
        .pivot(egui::Align2::CENTER_TOP)
        .interactable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(theme::ROMAN_RED)
                .stroke(egui::Stroke::new(2.0, theme::GOLD))
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(16, 8))
                .show(ui, |ui| {
                    let text = RichText::new(banner_text(bar))
                        .size(20.0)
                        .strong()
                        .color(Color32::WHITE);
                    ui.add(egui::Label::new(text).extend());
                });
        });
}

/// The turn panel while watching.
pub fn watch_panel(ui: &mut Ui, bar: &WatchBar) -> Option<WatchIntent> {
    let mut intent = None;
    let last = bar.positions.saturating_sub(1);
    ui.heading(RichText::new(tr!("watch-heading")).color(theme::ROMAN_RED));
    ui.label(RichText::new(banner_text(bar)).strong());
    ui.label(tr!("watch-turn", turn = bar.position, turns = last));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let at_start = bar.position == 0 && !bar.moving;
        let at_end = bar.position >= last;
        let buttons = [
            (tr!("watch-first"), WatchIntent::First, !at_start),
            (tr!("watch-back"), WatchIntent::Back, !at_start),
            (tr!("watch-forward"), WatchIntent::Forward, !at_end),
            (tr!("watch-last"), WatchIntent::Last, !at_end),
        ];
        for (label, wanted, enabled) in buttons {
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                intent = Some(wanted);
            }
        }
    });
    let mut position = bar.position;
    ui.spacing_mut().slider_width = ui.available_width() - 60.0;
    let slider = ui.add(egui::Slider::new(&mut position, 0..=last.max(1)).integer());
    if slider.changed() && position != bar.position {
        intent = Some(WatchIntent::To(position.min(last)));
    }
    if bar.moving {
        ui.label(RichText::new(tr!("watch-playing")).italics());
    }
    ui.add_space(6.0);
    ui.label(RichText::new(tr!("watch-keys")).small().weak());
    if let Some(problem) = &bar.problem {
        ui.separator();
        ui.label(RichText::new(problem).color(theme::ERROR));
    }
    ui.add_space(6.0);
    if ui.button(tr!("watch-leave")).clicked() {
        intent = Some(WatchIntent::Leave);
    }
    intent
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    fn bar(position: usize) -> WatchBar {
        WatchBar {
            position,
            positions: 41,
            round: 5,
            rounds: 14,
            moving: false,
            problem: None,
        }
    }

    #[test]
    fn each_button_gives_its_intent_and_the_ends_are_greyed() {
        let mut h = Harness::new();
        let middle = bar(12);
        let mut click = |label: &str, b: &WatchBar| h.click(label, |ui| watch_panel(ui, b));
        assert_eq!(click("◀ Back", &middle), Some(WatchIntent::Back));
        assert_eq!(click("Forward ▶", &middle), Some(WatchIntent::Forward));
        assert_eq!(click("⏮ Start", &middle), Some(WatchIntent::First));
        assert_eq!(click("End ⏭", &middle), Some(WatchIntent::Last));
        assert_eq!(click("Leave (Esc)", &middle), Some(WatchIntent::Leave));
        assert_eq!(click("◀ Back", &bar(0)), None, "nothing before the opening");
        assert_eq!(click("Forward ▶", &bar(40)), None, "nothing after the end");
    }

    #[test]
    fn the_banner_names_the_round_of_the_game() {
        assert_eq!(banner_text(&bar(3)), "Watching: round 5 of 14 — Esc leaves");
    }
}

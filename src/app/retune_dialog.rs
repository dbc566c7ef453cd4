//! Tuning while a game is played: Apply (or `quarry.ron` changed on disk) asks
//! whether to rebuild this game's quarry with the new values now — the rules'
//! stones keep their sizes and counts, the pile is loaded afresh — or to keep
//! this game's quarry and use the values from the next game on.

use crate::tr;
use egui::Ui;

/// What the person chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetuneAnswer {
    /// Rebuild this game's quarry now.
    Now,
    /// Keep this game's quarry; the next game starts with the values.
    NextGame,
    /// Apply nothing.
    Cancel,
}

/// The question, above the tuning panel's corner; `None` until answered.
pub fn retune_window(ui: &mut Ui) -> Option<RetuneAnswer> {
    let mut answer = None;
    egui::Window::new(tr!("tuning-retune-title"))
        .id(egui::Id::new("retune-question"))
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 160.0])
        .show(ui.ctx(), |ui| {
            ui.label(tr!("tuning-retune-text"));
            ui.horizontal(|ui| {
                if ui.button(tr!("tuning-retune-now")).clicked() {
                    answer = Some(RetuneAnswer::Now);
                }
                if ui.button(tr!("tuning-retune-next-game")).clicked() {
                    answer = Some(RetuneAnswer::NextGame);
                }
                if ui.button(tr!("tuning-retune-cancel")).clicked() {
                    answer = Some(RetuneAnswer::Cancel);
                }
            });
        });
    answer
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    #[test]
    fn each_answer_is_taken() {
        let mut h = Harness::new();
        for (label, answer) in [
            ("Rebuild this game's quarry", RetuneAnswer::Now),
            ("From the next game on", RetuneAnswer::NextGame),
            ("Cancel (Esc)", RetuneAnswer::Cancel),
        ] {
            assert_eq!(h.click(label, retune_window), Some(answer));
        }
    }
}

//! The hint in the turn panel: the button "What would Hard do? (F2)", "Hard is
//! thinking…" while the Hard bot thinks on its worker thread, and its answer
//! (the move, with its key where it has one, the reason, and for a push where
//! and how Hard would put the stone in). The board outlines the hinted space
//! in the window (`show_highlights`), the panels the hinted income card's half,
//! cart space or sale ([`crate::ui::theme::HINT`]); the answer itself is
//! [`crate::table::hint`]'s.

use super::layout::Action;
use super::push_panel::PushIntent;
use crate::rules::{Command, IncomeTake};
use crate::table::hand::{Hand, Stage};
use crate::table::hint::{Hint, HintState};
use crate::table::Table;
use crate::tr;
use crate::ui::shortcuts::Shortcut;
use egui::{Color32, RichText, Ui};

use crate::ui::theme::HINT as HINT_COLOUR;

/// Below the person's actions: the button and what became of the hint asked.
pub fn hint_section(ui: &mut Ui, play: &Table, actions: &mut Vec<Action>) {
    ui.separator();
    let asked = play.hint();
    let label = format!("{} (F2)", tr!("hint-button"));
    if ui
        .add_enabled(asked.is_none(), egui::Button::new(label))
        .clicked()
    {
        actions.push(Action::Hint);
    }
    show_state(ui, asked);
}

/// While the person places the stone Hard's hint named: the plan, and a
/// button that slides and turns the waiting stone to where Hard would put it
/// (the person still puts it in and pushes).
pub fn placing_hint(ui: &mut Ui, play: &Table, hand: &Hand, actions: &mut Vec<Action>) {
    let Some(
        state @ HintState::Ready(Hint {
            plan: Some(plan), ..
        }),
    ) = play.hint()
    else {
        return;
    };
    ui.separator();
    show_state(ui, Some(state));
    if hand.stage == Stage::Placing && ui.button(tr!("hint-put-there")).clicked() {
        actions.push(Action::Push(PushIntent::Lateral(plan.lateral)));
        let turn = plan.stone_angle - hand.stone_angle;
        actions.push(Action::Push(PushIntent::Turn(turn)));
    }
}

fn show_state(ui: &mut Ui, state: Option<&HintState>) {
    match state {
        None => {}
        Some(HintState::Thinking) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("hint-thinking"));
            });
        }
        Some(HintState::Ready(hint)) => {
            egui::Frame::group(ui.style())
                .stroke(egui::Stroke::new(2.0, HINT_COLOUR))
                .show(ui, |ui| {
                    ui.label(
                        RichText::new(tr!("hint-heading"))
                            .strong()
                            .color(HINT_COLOUR),
                    );
                    ui.label(hint_text(hint));
                });
        }
        Some(HintState::None(why)) => {
            ui.label(RichText::new(why).weak());
        }
    }
}

/// The hint's words, with the key of the income card's half it takes (a
/// card keeps its letter while it lies).
fn hint_text(hint: &Hint) -> String {
    let key = match hint.command {
        Command::TakeIncome { card, take } => {
            Shortcut::card(card, take == IncomeTake::Stones).map(Shortcut::label)
        }
        _ => None,
    };
    match key {
        Some(key) => format!("[{key}] {}", hint.words()),
        None => hint.words(),
    }
}

/// A magenta mark over the entrance where Hard would put the stone in: a
/// triangle pointing down at the spot, "Hard" above it.
pub fn ramp_mark(ui: &mut Ui, at: egui::Pos2) {
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("hint-ramp-mark"),
    ));
    let tip = at - egui::vec2(0.0, 4.0);
    let (half, tall) = (7.0, 14.0);
    let triangle = vec![
        tip,
        tip + egui::vec2(-half, -tall),
        tip + egui::vec2(half, -tall),
    ];
    let outline = egui::Stroke::new(1.5, Color32::from_rgb(40, 0, 34));
    painter.add(egui::Shape::convex_polygon(triangle, HINT_COLOUR, outline));
    painter.text(
        tip - egui::vec2(0.0, tall + 2.0),
        egui::Align2::CENTER_BOTTOM,
        tr!("hint-mark"),
        egui::FontId::proportional(16.0),
        HINT_COLOUR,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::TURN_PANEL_WIDTH;
    use crate::i18n::{in_language, Lang};
    use crate::quarry::PushPlan;
    use crate::rules::Size;
    use crate::ui::harness::texts_drawn;

    /// A hint to push, its plan and a long reason, in the turn panel: every
    /// word is drawn inside the panel's width in each language.
    #[test]
    fn a_push_hint_fits_the_turn_panel_in_every_language() {
        let plan = PushPlan {
            lateral: -0.034,
            stone_angle: 0.3,
            pusher_angle: 0.0,
            speed: 0.07,
            accel_time: 0.2,
            distance: 0.1,
        };
        for lang in [Lang::En, Lang::De, Lang::Fr] {
            in_language(lang, || {
                let hint = Hint {
                    seat: 0,
                    command: Command::Push { size: Size::Large },
                    plan: Some(plan),
                    expected_front: Some(1.5),
                    reason: String::new(),
                    line: "Livia pushes a large stone — left of centre, likely one stone, \
                           sometimes two or three"
                        .to_string(),
                };
                let state = HintState::Ready(hint);
                let drawn = texts_drawn(TURN_PANEL_WIDTH, |ui| {
                    let label = format!("{} (F2)", tr!("hint-button"));
                    let _ = ui.button(label);
                    show_state(ui, Some(&state));
                });
                let heading = tr!("hint-heading");
                assert!(drawn.iter().any(|(t, _)| *t == heading), "{drawn:?}");
                let plan_said = drawn.iter().any(|(t, _)| t.contains("-3"));
                assert!(plan_said, "{}: the plan is said: {drawn:?}", lang.code());
                let over: Vec<_> = (drawn.iter())
                    .filter(|(_, r)| r.right() > TURN_PANEL_WIDTH + 1.0)
                    .collect();
                assert!(over.is_empty(), "{}: {over:?}", lang.code());
            });
        }
    }
}

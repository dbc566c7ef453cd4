//! The panel beside the quarry while a stone is pushed: what to do now, the stone's
//! place across the entrance, the turns of stone and pusher, and the live count of
//! stones that dropped off the front edge. It says plainly what the rule asks: a
//! careful, even push.

use crate::rules::Size;
use crate::table::hand::{Care, Hand, Stage};
use crate::ui::shortcuts::Shortcuts;
use egui::{RichText, Ui};

pub use crate::table::hand::PushIntent;

/// Radians per click of a turn button or key.
pub const TURN_STEP: f32 = 0.08;

/// What the panel shows of a push.
pub struct PushInfo<'a> {
    pub hand: &'a Hand,
    pub by_person: bool,
    pub pusher_name: &'a str,
    pub size: Size,
    pub fallen_front: usize,
    /// Half the entrance width (m): the slider's range.
    pub half_entrance: f32,
}

pub fn push_panel(ui: &mut Ui, info: &PushInfo) -> Option<PushIntent> {
    ui.heading(format!(
        "{} pushes a {} stone",
        info.pusher_name,
        info.size.name()
    ));
    ui.label(
        RichText::new(format!(
            "Dropped off the front so far: {}",
            info.fallen_front
        ))
        .strong(),
    );
    ui.separator();
    if !info.by_person {
        // A bot's or a program's plan drives the pusher; nothing to click.
        ui.label(format!(
            "{} pushes along its plan: watch the pusher…",
            info.pusher_name
        ));
        return None;
    }
    let mut chosen = None;
    match info.hand.stage {
        Stage::Placing => {
            ui.label(
                "Move the mouse over the entrance to slide the stone across it, \
                 then click to put it in behind the line. Q / E turn the stone.",
            );
            let mut lateral = info.hand.lateral;
            let slider = egui::Slider::new(&mut lateral, -info.half_entrance..=info.half_entrance)
                .text("across (m)")
                .fixed_decimals(3);
            if ui.add(slider).changed() {
                chosen = Some(PushIntent::Lateral(lateral));
            }
            chosen = turn_buttons(ui, "Turn the stone").or(chosen);
            if ui.button("Put the stone in  (Space)").clicked() {
                chosen = Some(PushIntent::Place);
            }
        }
        Stage::Clearing => {
            ui.label(
                "A stone blocks the entrance: drag the bare pusher with the left \
                 mouse button (or hold Space) to push it in, then let go.",
            );
            chosen = steady_button(ui, info.hand);
        }
        Stage::Pushing => {
            ui.label(
                RichText::new(
                    "Push carefully and evenly, as the rule asks: a slow, steady \
                     push moves the pile. Hold Space for a steady push.",
                )
                .strong(),
            );
            ui.label(
                "Or drag the pusher with the left mouse button: it follows the \
                 mouse and stops at the red line. Q / E turn it. Let go (of Space \
                 or the mouse) to finish.",
            );
            ui.label(pace_text(info.hand));
            chosen = steady_button(ui, info.hand);
            chosen = turn_buttons(ui, "Turn the pusher").or(chosen);
            let keys = &mut Shortcuts::new(ui);
            if keys.action(ui, true, egui::Button::new("Done pushing")) {
                chosen = Some(PushIntent::LetGo);
            }
        }
        Stage::Settling => {
            ui.label("Waiting until every stone is still…");
        }
    }
    if let Some(notice) = &info.hand.notice {
        ui.colored_label(egui::Color32::from_rgb(200, 60, 40), notice);
    }
    chosen
}

/// The pusher's speed while it is pushed, in a word: careful (what the rule
/// asks), firm, or red when the hand asks for more than it may do.
pub fn pace_text(hand: &Hand) -> RichText {
    let text = format!(
        "Pusher: {:.0} cm/s — {}",
        100.0 * hand.speed,
        hand.care.word()
    );
    match hand.care {
        Care::HeldBack => RichText::new(text)
            .strong()
            .color(egui::Color32::from_rgb(200, 60, 40)),
        Care::Careful => RichText::new(text)
            .strong()
            .color(egui::Color32::from_rgb(60, 150, 70)),
        Care::Firm | Care::Still => RichText::new(text).strong(),
    }
}

/// The steady push as a button held down, like Space: `Steady(true)` every frame
/// it is held. The window lets go of a steady push that neither the button nor
/// Space holds any more, wherever the mouse was released.
fn steady_button(ui: &mut Ui, hand: &Hand) -> Option<PushIntent> {
    let label = if hand.is_steady() {
        "Pushing steadily… (let go to finish)"
    } else {
        "Push steadily  (hold Space)"
    };
    let button = egui::Button::new(label).sense(egui::Sense::click_and_drag());
    ui.add(button)
        .is_pointer_button_down_on()
        .then_some(PushIntent::Steady(true))
}

fn turn_buttons(ui: &mut Ui, label: &str) -> Option<PushIntent> {
    ui.horizontal(|ui| {
        ui.label(label);
        let left = ui.button("⟲ Q").clicked().then_some(-TURN_STEP);
        let right = ui.button("⟳ E").clicked().then_some(TURN_STEP);
        left.or(right).map(PushIntent::Turn)
    })
    .inner
}

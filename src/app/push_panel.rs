//! The panel beside the quarry while a stone is pushed: what to do now, the stone's
//! place across the entrance, the turns of stone and pusher, and the live count of
//! stones that dropped off the front edge.

use crate::rules::Size;
use crate::table::hand::{Hand, Stage};
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
                 mouse button to push it in, then let go.",
            );
        }
        Stage::Pushing => {
            ui.label(
                "Drag the pusher with the left mouse button: it follows the mouse, \
                 stops at the red line and never moves faster than allowed. \
                 Q / E turn it. Let go of the mouse to finish.",
            );
            ui.label(pace_text(info.hand));
            chosen = turn_buttons(ui, "Turn the pusher");
            if ui.button("Done pushing  (Space)").clicked() {
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

/// The pusher's speed while it is dragged, and whether the hand asks for more
/// than it may do.
fn pace_text(hand: &Hand) -> RichText {
    let text = format!("Pusher: {:.0} cm/s", 100.0 * hand.speed);
    if hand.held_back {
        RichText::new(format!("{text} — held back at its top speed"))
            .color(egui::Color32::from_rgb(200, 60, 40))
    } else {
        RichText::new(text)
    }
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

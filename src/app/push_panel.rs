//! The panel beside the quarry while a stone is pushed: what to do now, the stone's
//! place across the entrance, the turns of stone and pusher, and the live count of
//! stones that dropped off the front edge. It says plainly what the rule asks: a
//! careful, even push.

use crate::i18n::words::size_key;
use crate::rules::Size;
use crate::table::hand::{Care, Hand, Stage};
use crate::tr;
use crate::ui::shortcuts::Shortcuts;
use egui::{RichText, Ui};

pub use crate::table::hand::PushIntent;

/// Radians per click of a turn button or key.
pub const TURN_STEP: f32 = 0.08;

/// What the panel shows of a push.
pub struct PushInfo<'a> {
    pub hand: &'a Hand,
    pub by_person: bool,
    /// The pusher plays at another screen (an online table).
    pub elsewhere: bool,
    pub pusher_name: &'a str,
    pub size: Size,
    pub fallen_front: usize,
    /// Half the entrance width (m): the slider's range.
    pub half_entrance: f32,
    /// Whether the stones are discs: where a disc goes in decides whether the pile stays
    /// spread across the lane ([calibration](crate::quarry), "Pushed straight down the middle").
    pub discs: bool,
}

pub fn push_panel(ui: &mut Ui, info: &PushInfo) -> Option<PushIntent> {
    let size = size_key(info.size);
    ui.heading(tr!("push-title", name = info.pusher_name, size = size));
    ui.label(RichText::new(tr!("push-dropped", count = info.fallen_front)).strong());
    ui.separator();
    if info.elsewhere {
        // A person at another screen pushes; nothing to click here.
        ui.label(tr!("online-push-elsewhere", name = info.pusher_name));
        return None;
    }
    if !info.by_person {
        // A bot's or a program's plan drives the pusher; nothing to click.
        ui.label(tr!("push-by-plan", name = info.pusher_name));
        return None;
    }
    let mut chosen = None;
    match info.hand.stage {
        Stage::Placing => {
            ui.label(tr!("push-placing"));
            if info.discs {
                ui.label(RichText::new(tr!("push-placing-discs")).weak());
            }
            let mut lateral = info.hand.lateral;
            let slider = egui::Slider::new(&mut lateral, -info.half_entrance..=info.half_entrance)
                .text(tr!("push-across"))
                .fixed_decimals(3);
            if ui.add(slider).changed() {
                chosen = Some(PushIntent::Lateral(lateral));
            }
            chosen = turn_buttons(ui, tr!("push-turn-stone")).or(chosen);
            if ui.button(tr!("push-put-in")).clicked() {
                chosen = Some(PushIntent::Place);
            }
        }
        Stage::Clearing => {
            ui.label(tr!("push-clearing"));
            chosen = steady_button(ui, info.hand);
        }
        Stage::Pushing => {
            ui.label(RichText::new(tr!("push-careful")).strong());
            ui.label(tr!("push-drag"));
            ui.label(pace_text(info.hand));
            chosen = steady_button(ui, info.hand);
            chosen = turn_buttons(ui, tr!("push-turn-pusher")).or(chosen);
            let keys = &mut Shortcuts::new(ui);
            if keys.action(ui, true, egui::Button::new(tr!("push-done"))) {
                chosen = Some(PushIntent::LetGo);
            }
        }
        Stage::Settling => {
            ui.label(tr!("push-settling"));
        }
    }
    if let Some(notice) = &info.hand.notice {
        ui.colored_label(crate::ui::theme::ERROR, notice);
    }
    chosen
}

/// The pusher's speed while it is pushed, in a word: careful (what the rule
/// asks), firm, or red when the hand asks for more than it may do.
pub fn pace_text(hand: &Hand) -> RichText {
    // Whole centimetres, rounded as `{:.0}` rounds.
    let speed = (100.0 * hand.speed).round_ties_even();
    let text = tr!("push-pace", speed = speed, care = care_word(hand.care));
    match hand.care {
        Care::HeldBack => RichText::new(text).strong().color(crate::ui::theme::ERROR),
        Care::Careful | Care::Slowed => RichText::new(text).strong().color(crate::ui::theme::GOOD),
        Care::Firm | Care::Still => RichText::new(text).strong(),
    }
}

/// The panel's word for the push's speed, in the player's language.
fn care_word(care: Care) -> String {
    match care {
        Care::Still => tr!("push-care-still"),
        Care::Careful => tr!("push-care-careful"),
        Care::Firm => tr!("push-care-firm"),
        Care::HeldBack => tr!("push-care-held-back"),
        Care::Slowed => tr!("push-care-slowed"),
    }
}

/// The steady push as a button held down, like Space: `Steady(true)` every frame
/// it is held. The window lets go of a steady push that neither the button nor
/// Space holds any more, wherever the mouse was released.
fn steady_button(ui: &mut Ui, hand: &Hand) -> Option<PushIntent> {
    let label = if hand.is_steady() {
        tr!("push-steady-on")
    } else {
        tr!("push-steady")
    };
    let button = egui::Button::new(label).sense(egui::Sense::click_and_drag());
    ui.add(button)
        .is_pointer_button_down_on()
        .then_some(PushIntent::Steady(true))
}

fn turn_buttons(ui: &mut Ui, label: String) -> Option<PushIntent> {
    ui.horizontal(|ui| {
        ui.label(label);
        let left = ui.button("⟲ Q").clicked().then_some(-TURN_STEP);
        let right = ui.button("⟳ E").clicked().then_some(TURN_STEP);
        left.or(right).map(PushIntent::Turn)
    })
    .inner
}

#[cfg(test)]
mod hint_tests {
    use super::*;
    use crate::ui::harness::Harness;

    /// While placing a disc the panel says where it goes in matters; blocks run in a
    /// file wherever they go in, so it says nothing of it for them.
    #[test]
    fn placing_a_disc_says_that_left_and_right_keep_the_pile_spread() {
        let hand = Hand::new();
        let hint = tr!("push-placing-discs");
        for discs in [true, false] {
            let info = PushInfo {
                hand: &hand,
                by_person: true,
                elsewhere: false,
                pusher_name: "Livia",
                size: Size::Mid,
                fallen_front: 0,
                half_entrance: 0.025,
                discs,
            };
            let shown = Harness::new().shows_text(&hint, |ui| {
                push_panel(ui, &info);
            });
            assert_eq!(shown, discs, "discs: {discs}");
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{tr_in, Arg, Lang};

    #[test]
    fn the_push_panel_keeps_its_english_and_speaks_german_and_french() {
        assert_eq!(
            tr_in(Lang::En, "push-put-in", &[]),
            "Put the stone in  (Space)"
        );
        let title = |lang| {
            tr_in(
                lang,
                "push-title",
                &[("name", Arg::from("Ani")), ("size", Arg::from("mid"))],
            )
        };
        assert_eq!(title(Lang::En), "Ani pushes a mid stone");
        assert_eq!(title(Lang::De), "Ani schiebt einen mittleren Stein ein");
        assert_eq!(title(Lang::Fr), "Ani pousse une pierre moyenne");
        let speed = (100.0f32 * 0.123).round_ties_even();
        let pace = [("speed", Arg::from(speed)), ("care", Arg::from("careful"))];
        assert_eq!(
            tr_in(Lang::En, "push-pace", &pace),
            format!("Pusher: {:.0} cm/s — careful", 12.3)
        );
    }
}

//! A key for every button of the turn panel, shown at the button's right, so a
//! whole turn can be played from the keyboard:
//! - the actions (push, build, travel, stop, the rewards' places…) take letters
//!   in the order they are drawn, A S D F G H J K L, then W R Y U I O, then the
//!   same with Shift;
//! - each income card has a letter of its own, Z X C V B N P from the first card
//!   on: the letter takes its first half (the sesterces, or both), Shift and the
//!   letter its second (the stones), so a card keeps its key while the others
//!   are taken.
//!
//! The letters the table uses itself are left out (Q and E turn the stone, T
//! opens the tuning, M mutes), and every key is left alone while a text field
//! has the keyboard. The table's other keys are not letters: F1 the help,
//! 1/2/3 the camera, Space the push, Escape the menu, and End, which puts the
//! pieces still moving after a move at their places at once (as a click on the
//! table does; the help's list of keys names it).

use egui::{Button, Key, Modifiers, Rect, Ui};

/// The actions' letters, in the order buttons get them (then again with Shift).
const ACTION_LETTERS: [Key; 15] = [
    Key::A,
    Key::S,
    Key::D,
    Key::F,
    Key::G,
    Key::H,
    Key::J,
    Key::K,
    Key::L,
    Key::W,
    Key::R,
    Key::Y,
    Key::U,
    Key::I,
    Key::O,
];

/// The income cards' letters, first card first.
const CARD_LETTERS: [Key; 7] = [Key::Z, Key::X, Key::C, Key::V, Key::B, Key::N, Key::P];

/// A key, with or without Shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shortcut {
    pub key: Key,
    pub shift: bool,
}

impl Shortcut {
    /// How the button shows it: `Z`, or `⬆Z` with Shift (the font has no ⇧).
    pub fn label(self) -> String {
        let shift = if self.shift { "⬆" } else { "" };
        format!("{shift}{}", self.key.name())
    }

    /// The `index`-th action's key, if there are keys enough.
    pub fn action(index: usize) -> Option<Shortcut> {
        let n = ACTION_LETTERS.len();
        (index < 2 * n).then(|| Shortcut {
            key: ACTION_LETTERS[index % n],
            shift: index >= n,
        })
    }

    /// The key of income card `card`'s first half, or with `second` its second.
    pub fn card(card: usize, second: bool) -> Option<Shortcut> {
        CARD_LETTERS
            .get(card)
            .map(|&key| Shortcut { key, shift: second })
    }
}

/// The keys of one frame's turn panel: the one pressed, and the next action's.
pub struct Shortcuts {
    pressed: Option<Shortcut>,
    next_action: usize,
}

impl Shortcuts {
    /// Takes this frame's press of a letter of the panel's (alone or with
    /// Shift), unless a text field is being typed in.
    pub fn new(ui: &Ui) -> Shortcuts {
        let pressed = if ui.ctx().egui_wants_keyboard_input() {
            None
        } else {
            ui.input_mut(|i| {
                let letters = ACTION_LETTERS.iter().chain(&CARD_LETTERS);
                letters.copied().find_map(|key| {
                    // Shift first: egui matches a press with Shift to the key alone too.
                    [true, false].into_iter().find_map(|shift| {
                        let modifiers = if shift {
                            Modifiers::SHIFT
                        } else {
                            Modifiers::NONE
                        };
                        i.consume_key(modifiers, key)
                            .then_some(Shortcut { key, shift })
                    })
                })
            })
        };
        Shortcuts {
            pressed,
            next_action: 0,
        }
    }

    /// Adds an action's `button` with the next action key shown on it; true
    /// when it was clicked or its key pressed (an enabled button only).
    pub fn action(&mut self, ui: &mut Ui, enabled: bool, button: Button) -> bool {
        self.action_at(ui, enabled, button).0
    }

    /// [`Shortcuts::action`], and where the button was drawn.
    pub fn action_at(&mut self, ui: &mut Ui, enabled: bool, button: Button) -> (bool, Rect) {
        let key = Shortcut::action(self.next_action);
        self.next_action += 1;
        self.keyed_at(ui, key, enabled, button)
    }

    /// Adds `button` answering `key` (none: only a click).
    pub fn keyed(
        &mut self,
        ui: &mut Ui,
        key: Option<Shortcut>,
        enabled: bool,
        button: Button,
    ) -> bool {
        self.keyed_at(ui, key, enabled, button).0
    }

    /// [`Shortcuts::keyed`], also answering `also`, which the button does not show: a
    /// card that gives both halves on one button still answers the stones' key (Shift)
    /// a player learned while cards gave one half.
    pub fn keyed_also(
        &mut self,
        ui: &mut Ui,
        key: Option<Shortcut>,
        also: Option<Shortcut>,
        button: Button,
    ) -> bool {
        let chosen = self.keyed(ui, key, true, button);
        chosen || (also.is_some() && self.pressed == also)
    }

    /// Whether `key` was pressed this frame: for a drawn button of its own (an
    /// income card's half) that checks its click itself.
    pub fn takes(&self, key: Option<Shortcut>) -> bool {
        key.is_some() && self.pressed == key
    }

    fn keyed_at(
        &mut self,
        ui: &mut Ui,
        key: Option<Shortcut>,
        enabled: bool,
        button: Button,
    ) -> (bool, Rect) {
        let Some(key) = key else {
            let response = ui.add_enabled(enabled, button);
            return (response.clicked(), response.rect);
        };
        let response = ui.add_enabled(enabled, button.shortcut_text(key.label()));
        let chosen = response.clicked() || (enabled && self.pressed == Some(key));
        (chosen, response.rect)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    #[test]
    fn each_action_answers_its_own_key_in_the_order_drawn() {
        let mut h = Harness::new();
        let panel = |ui: &mut Ui| {
            let mut keys = Shortcuts::new(ui);
            let first = keys.action(ui, true, Button::new("first"));
            let off = keys.action(ui, false, Button::new("greyed"));
            let third = keys.action(ui, true, Button::new("third"));
            (first, off, third)
        };
        assert_eq!(h.key(Key::A, false, panel), (true, false, false));
        assert_eq!(
            h.key(Key::S, false, panel),
            (false, false, false),
            "greyed out"
        );
        assert_eq!(h.key(Key::D, false, panel), (false, false, true));
        assert_eq!(
            h.key(Key::Q, false, panel),
            (false, false, false),
            "Q turns stones"
        );
        assert_eq!(
            h.key(Key::A, true, panel),
            (false, false, false),
            "Shift+A is another key"
        );
    }

    #[test]
    fn a_card_keeps_its_letter_and_shift_takes_its_second_half() {
        let mut h = Harness::new();
        let card = |ui: &mut Ui| {
            let mut keys = Shortcuts::new(ui);
            let first = keys.keyed(ui, Shortcut::card(1, false), true, Button::new("3 ses."));
            let second = keys.keyed(ui, Shortcut::card(1, true), true, Button::new("2 small"));
            (first, second)
        };
        assert_eq!(h.key(Key::X, false, card), (true, false));
        assert_eq!(h.key(Key::X, true, card), (false, true));
        assert_eq!(
            h.key(Key::Z, false, card),
            (false, false),
            "the first card's letter"
        );
        assert!(h.shows_text("⬆X", |ui| {
            card(ui);
        }));
    }

    #[test]
    fn every_action_key_is_distinct_and_none_is_the_tables() {
        let keys: Vec<Shortcut> = (0..30).filter_map(Shortcut::action).collect();
        assert_eq!(keys.len(), 30);
        for (i, a) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(a), "{a:?} twice");
            assert!(![Key::Q, Key::E, Key::T, Key::M].contains(&a.key));
            assert!(!CARD_LETTERS.contains(&a.key), "{a:?} is a card's");
        }
    }
}

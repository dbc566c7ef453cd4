//! The face-up income cards in the turn panel, drawn as the cards on the table
//! are printed (`view::card_sheet::print_card_sheet`): paper with an inked border,
//! the sesterces on a gold coin on the left half, the stones drawn in their
//! colours and sizes on the right. Each half is the button that takes it, its
//! key in the corner; while three cards or fewer lie face up a card gives both
//! halves, and the whole card is one button.

use super::icons::stone_colour;
use super::shortcuts::{Shortcut, Shortcuts};
use super::theme::{GOLD, INK, INK_WEAK};
use crate::i18n::words::stones_text;
use crate::rules::data::IncomeCard;
use crate::rules::{Command, Game, IncomeTake};
use crate::table::Intent;
use crate::tr;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2};

/// The printed cards' paper and the gold of a hovered half.
const PAPER: Color32 = Color32::from_rgb(244, 232, 204);
const HOVERED: Color32 = Color32::from_rgb(250, 222, 150);

/// A card's height and the narrowest it is drawn (points); the gap between cards.
pub const CARD_HEIGHT: f32 = 58.0;
const MIN_CARD_WIDTH: f32 = 128.0;
const GAP: f32 = 6.0;

/// The line over the cards and the cards, in rows of two where the panel
/// has room; the intent of the half clicked (or keyed).
pub fn income_cards(
    ui: &mut Ui,
    game: &Game,
    legal: &[Command],
    keys: &mut Shortcuts,
    hinted: Option<&Command>,
) -> Option<Intent> {
    let both = game.income_gives_both();
    ui.label(if both {
        tr!("panels-income-both")
    } else {
        tr!("panels-income-half")
    });
    let width = ui.available_width();
    let per_row = if (width - GAP) / 2.0 >= MIN_CARD_WIDTH {
        2
    } else {
        1
    };
    let card_width = (width - GAP * (per_row as f32 - 1.0)) / per_row as f32;
    let mut chosen = None;
    let face_up = game.income().face_up();
    // The cards still lying, each with its place in the row as dealt: the place
    // gives the key, so a card keeps its letter while others are taken.
    let lying: Vec<(usize, usize)> = game
        .income()
        .places()
        .into_iter()
        .enumerate()
        .filter_map(|(place, index)| index.map(|i| (place, i)))
        .collect();
    for cards in lying.chunks(per_row) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = GAP;
            for &(place, index) in cards {
                let card = &game.data().components.income_cards[face_up[index]];
                let (rect, _) =
                    ui.allocate_exact_size(Vec2::new(card_width, CARD_HEIGHT), Sense::hover());
                let drawn = CardDrawing {
                    index,
                    place,
                    card,
                    both,
                    legal,
                    hinted,
                };
                if let Some(take) = drawn.show(ui, rect, keys) {
                    chosen = Some(Intent::Command(Command::TakeIncome { card: index, take }));
                }
            }
        });
    }
    chosen
}

/// One card of the row, as it is drawn and clicked.
struct CardDrawing<'a> {
    /// The card's index in the face-up row (what the command names).
    index: usize,
    /// Its place in the row as dealt (what its key is).
    place: usize,
    card: &'a IncomeCard,
    both: bool,
    legal: &'a [Command],
    /// The move "What would Hard do?" answered, outlined where it is this card.
    hinted: Option<&'a Command>,
}

impl CardDrawing<'_> {
    /// Draws the card in `rect`; the half taken by a click or its key.
    fn show(&self, ui: &mut Ui, rect: Rect, keys: &Shortcuts) -> Option<IncomeTake> {
        let painter = ui.painter();
        painter.rect(
            rect,
            7.0,
            PAPER,
            Stroke::new(1.0, Color32::from_rgb(150, 118, 80)),
            StrokeKind::Inside,
        );
        let (left, right) = rect.split_left_right_at_fraction(0.5);
        let halves: Vec<(IncomeTake, Rect, Option<Shortcut>)> = if self.both {
            vec![(IncomeTake::Both, rect, Shortcut::card(self.place, false))]
        } else {
            vec![
                (
                    IncomeTake::Sesterces,
                    left,
                    Shortcut::card(self.place, false),
                ),
                (IncomeTake::Stones, right, Shortcut::card(self.place, true)),
            ]
        };
        let mut taken = None;
        let mut hinted_area = None;
        for (take, area, key) in halves {
            let legal = self.legal.contains(&Command::TakeIncome {
                card: self.index,
                take,
            });
            let id = ui.id().with(("income-card", self.index, take));
            let this = Command::TakeIncome {
                card: self.index,
                take,
            };
            let hinted = self.hinted == Some(&this);
            let sense = if legal {
                Sense::click()
            } else {
                Sense::hover()
            };
            if hinted {
                hinted_area = Some(area);
            }
            let response = ui.interact(area, id, sense).on_hover_text(self.words(take));
            if legal && response.hovered() {
                ui.painter().rect_filled(area.shrink(2.0), 6.0, HOVERED);
            }
            if let Some(key) = key.filter(|_| legal) {
                let corner = area.right_bottom() + Vec2::new(-5.0, -3.0);
                let font = FontId::proportional(11.0);
                ui.painter()
                    .text(corner, Align2::RIGHT_BOTTOM, key.label(), font, INK_WEAK);
            }
            // The stones' key (Shift) also takes a card that gives both halves.
            let also = (take == IncomeTake::Both)
                .then(|| Shortcut::card(self.place, true))
                .flatten();
            if legal && (response.clicked() || keys.takes(key) || keys.takes(also)) {
                taken = Some(take);
            }
        }
        self.print(ui.painter(), rect);
        if let Some(area) = hinted_area {
            let outline = Stroke::new(3.0, super::theme::HINT);
            ui.painter()
                .rect_stroke(area.expand(1.0), 7.0, outline, StrokeKind::Outside);
        }
        taken
    }

    /// The card's print over its paper: the inked border, the line between the
    /// halves, the coin with its amount, the stones.
    fn print(&self, painter: &Painter, rect: Rect) {
        let inner = rect.shrink(4.0);
        painter.rect_stroke(
            inner,
            5.0,
            Stroke::new(1.0, INK.gamma_multiply(0.8)),
            StrokeKind::Inside,
        );
        let (left, right) = rect.split_left_right_at_fraction(0.5);
        let x = rect.center().x;
        painter.line_segment(
            [
                Pos2::new(x, rect.top() + 9.0),
                Pos2::new(x, rect.bottom() - 9.0),
            ],
            Stroke::new(1.0, INK.gamma_multiply(0.7)),
        );
        let radius = 0.31 * rect.height();
        let coin = left.center() - Vec2::new(0.08 * left.width(), 0.0);
        painter.circle(coin, radius, GOLD, Stroke::new(1.2, INK));
        painter.text(
            coin,
            Align2::CENTER_CENTER,
            self.card.sesterces.to_string(),
            FontId::proportional(0.42 * rect.height()),
            INK,
        );
        self.stones(painter, right.shrink2(Vec2::new(8.0, 6.0)));
    }

    /// One drawing per stone, to scale, in a row (two rows past three), as on
    /// the printed card.
    fn stones(&self, painter: &Painter, area: Rect) {
        let pieces = self.card.stones.pieces();
        let n = pieces.len();
        let per_row = if n > 3 { n.div_ceil(2) } else { n.max(1) };
        let rows = n.div_ceil(per_row).max(1);
        let step_x = (area.width() / per_row as f32).min(area.height() * 0.62);
        let step_y = area.height() / rows as f32;
        let full = step_x.min(step_y) * 0.48;
        for (k, size) in pieces.iter().enumerate() {
            let (row, col) = (k / per_row, k % per_row);
            let in_row = (n - row * per_row).min(per_row);
            let x = area.center().x + (col as f32 - (in_row as f32 - 1.0) / 2.0) * step_x;
            let y = area.center().y + (row as f32 - (rows as f32 - 1.0) / 2.0) * step_y;
            let r = full * [0.62, 0.8, 1.0][size.index()];
            let fill = stone_colour(*size);
            painter.circle(Pos2::new(x - 4.0, y), r, fill, Stroke::new(1.0, INK));
        }
    }

    /// The half's words, shown on hovering it: "3 sesterces", "1 mid, 1 small".
    fn words(&self, take: IncomeTake) -> String {
        let sesterces = self.card.sesterces;
        match take {
            IncomeTake::Sesterces => tr!("panels-card-sesterces", sesterces = sesterces),
            IncomeTake::Stones => stones_text(&self.card.stones),
            IncomeTake::Both => {
                let stones = stones_text(&self.card.stones);
                tr!("panels-card-both", sesterces = sesterces, stones = stones)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::default_game_data;
    use crate::rules::Setup;
    use crate::ui::harness::Harness;

    fn game() -> Game {
        let data = default_game_data().expect("data");
        let setup = Setup {
            seed: 3,
            players: vec!["A".into(), "B".into()],
            options: Default::default(),
        };
        Game::new(data, &setup).expect("game")
    }

    /// A click on a card's coin (its amount) takes its sesterces; its key Z X C…
    /// takes the same half, Shift and the key the stones.
    #[test]
    fn a_card_is_taken_by_a_click_on_its_coin_and_by_its_keys() {
        let game = game();
        let legal = game.legal_actions();
        let panel = |ui: &mut Ui| {
            let mut keys = Shortcuts::new(ui);
            income_cards(ui, &game, &legal, &mut keys, None)
        };
        let first = game.income().face_up()[0];
        let amount = game.data().components.income_cards[first].sesterces;
        let mut h = Harness::new();
        let clicked = h.click(&amount.to_string(), panel);
        assert!(
            matches!(
                clicked,
                Some(Intent::Command(Command::TakeIncome {
                    take: IncomeTake::Sesterces,
                    ..
                }))
            ),
            "{clicked:?}"
        );
        let keyed = h.key(egui::Key::X, true, panel);
        let stones = Command::TakeIncome {
            card: 1,
            take: IncomeTake::Stones,
        };
        assert_eq!(keyed, Some(Intent::Command(stones)));
        assert!(h.shows_text("⬆Z", |ui| {
            panel(ui);
        }));
    }

    /// The half "What would Hard do?" answered is outlined in the hint's colour,
    /// and only that half.
    #[test]
    fn the_hinted_half_is_outlined() {
        let game = game();
        let legal = game.legal_actions();
        let hinted = Command::TakeIncome {
            card: 1,
            take: IncomeTake::Stones,
        };
        let mut h = Harness::new();
        let (_, shapes) = h.frame(Vec::new(), |ui| {
            let mut keys = Shortcuts::new(ui);
            income_cards(ui, &game, &legal, &mut keys, Some(&hinted))
        });
        let outlines = crate::ui::harness::outlined(&shapes, crate::ui::theme::HINT);
        assert_eq!(outlines.len(), 1, "{outlines:?}");
        // The second card's key X is in its stones' half, bottom right.
        let key = crate::ui::harness::find_text(&shapes, "⬆X").expect("the stones' key of X");
        assert!(outlines[0].contains(key.center()), "{outlines:?} {key:?}");
        let (_, plain) = h.frame(Vec::new(), |ui| {
            let mut keys = Shortcuts::new(ui);
            income_cards(ui, &game, &legal, &mut keys, None)
        });
        assert!(crate::ui::harness::outlined(&plain, crate::ui::theme::HINT).is_empty());
    }

    /// A card keeps its letter when a card before it is taken: after the first
    /// card (Z) goes, the second is still X and Z takes nothing.
    #[test]
    fn a_card_keeps_its_letter_when_an_earlier_card_is_taken() {
        let mut game = game();
        let second = game.income().face_up()[1];
        let first_half = Command::TakeIncome {
            card: 0,
            take: IncomeTake::Sesterces,
        };
        game.apply(&first_half).expect("the first card's sesterces");
        // The next player's turn: the card that was second is now index 0.
        assert_eq!(game.income().face_up()[0], second);
        let legal = game.legal_actions();
        let panel = |ui: &mut Ui| {
            let mut keys = Shortcuts::new(ui);
            income_cards(ui, &game, &legal, &mut keys, None)
        };
        let mut h = Harness::new();
        let keyed = h.key(egui::Key::X, false, panel);
        let taken = Command::TakeIncome {
            card: 0,
            take: IncomeTake::Sesterces,
        };
        assert_eq!(keyed, Some(Intent::Command(taken)), "X still takes it");
        assert_eq!(h.key(egui::Key::Z, false, panel), None, "Z's card is gone");
        assert!(h.shows_text("X", |ui| {
            panel(ui);
        }));
    }
}

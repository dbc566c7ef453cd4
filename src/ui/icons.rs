//! The game's pieces as small drawings for the panels, where words stood
//! before ("2 ses.", "1 mid, 1 small"): a gold coin for sesterces, a stone
//! disc in the colour of its size, a square road tile in three sizes. Painted
//! with egui's painter, the same colours as the pieces on the table, so no
//! font or downloaded art need have them. Every drawing keeps its words as the
//! text shown on hovering it.

use super::theme::{GOLD, INK};
use crate::rules::{Size, SizeCounts};
use crate::view::materials::STONE_COLORS;
use egui::{Color32, Painter, Pos2, Rect, Response, RichText, Sense, Stroke, Ui, Vec2};

/// A piece that can be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Coin,
    Stone(Size),
    Tile(Size),
}

/// The road tiles' grey stone, as the slabs on the board.
pub const TILE_STONE: Color32 = Color32::from_rgb(168, 164, 156);

/// A stone's colour by size, as on the table (grey, light, brown).
pub fn stone_colour(size: Size) -> Color32 {
    let c = STONE_COLORS[size.index()];
    Color32::from_rgb(c.r, c.g, c.b)
}

/// A colour a quarter darker: the pieces' outlines.
fn edge(c: Color32) -> Color32 {
    let dim = |v: u8| (f32::from(v) * 0.55) as u8;
    Color32::from_rgb(dim(c.r()), dim(c.g()), dim(c.b()))
}

/// Paints `icon` centred on `at`, `side` points across at its largest.
pub fn paint(painter: &Painter, icon: Icon, at: Pos2, side: f32) {
    let r = side / 2.0;
    match icon {
        Icon::Coin => {
            painter.circle(
                at,
                r * 0.92,
                GOLD,
                Stroke::new((r * 0.14).max(1.0), edge(GOLD)),
            );
            painter.circle_stroke(
                at,
                r * 0.58,
                Stroke::new((r * 0.1).max(0.8), Color32::from_rgb(150, 104, 20)),
            );
        }
        Icon::Stone(size) => {
            let scale = [0.62, 0.8, 1.0][size.index()];
            let fill = stone_colour(size);
            let stroke = Stroke::new((r * 0.13).max(1.0), edge(fill).gamma_multiply(0.9));
            painter.circle(at, r * 0.92 * scale, fill, stroke);
        }
        Icon::Tile(size) => {
            let scale = [0.56, 0.76, 0.98][size.index()];
            let square = Rect::from_center_size(at, Vec2::splat(side * scale));
            painter.rect(
                square,
                side * 0.08,
                TILE_STONE,
                Stroke::new((r * 0.12).max(1.0), edge(TILE_STONE)),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// The side of an icon in a line of text of `ui`.
pub fn line_side(ui: &Ui) -> f32 {
    ui.text_style_height(&egui::TextStyle::Body) + 2.0
}

/// An icon the height of a line, laid out like a label; `words` on hovering.
pub fn icon(ui: &mut Ui, icon: Icon, words: &str) -> Response {
    let side = line_side(ui);
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    paint(ui.painter(), icon, rect.center(), side);
    response.on_hover_text(words)
}

/// An icon and its count after it ("●2"), tight together; `words` on hovering.
pub fn counted(ui: &mut Ui, what: Icon, count: u32, words: &str) -> Response {
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        let drawn = icon(ui, what, words);
        let number = ui.label(RichText::new(count.to_string()).color(INK).strong());
        drawn.union(number).on_hover_text(words)
    })
    .inner
}

/// Sesterces as a coin and the amount.
pub fn coins(ui: &mut Ui, amount: u32, words: &str) -> Response {
    counted(ui, Icon::Coin, amount, words)
}

/// Stones by size, largest first, each size as its disc and count; a dash
/// where there are none. `words` (the counts in words) on hovering.
pub fn stones(ui: &mut Ui, counts: &SizeCounts, words: &str) -> Response {
    sized(ui, counts, Icon::Stone, words)
}

/// Tiles by size, each tile drawn (a cart holds a few).
pub fn tiles(ui: &mut Ui, counts: &SizeCounts, words: &str) -> Response {
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        let mut drawn = Vec::new();
        for size in Size::ALL.into_iter().rev() {
            for _ in 0..counts.get(size) {
                drawn.push(icon(ui, Icon::Tile(size), words));
            }
        }
        if drawn.is_empty() {
            drawn.push(ui.label(RichText::new("–").color(INK)));
        }
        union(drawn).on_hover_text(words)
    })
    .inner
}

fn sized(ui: &mut Ui, counts: &SizeCounts, what: fn(Size) -> Icon, words: &str) -> Response {
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let mut drawn = Vec::new();
        for size in Size::ALL.into_iter().rev() {
            let n = counts.get(size);
            if n > 0 {
                drawn.push(counted(ui, what(size), n, words));
            }
        }
        if drawn.is_empty() {
            drawn.push(ui.label(RichText::new("–").color(INK)));
        }
        union(drawn).on_hover_text(words)
    })
    .inner
}

fn union(responses: Vec<Response>) -> Response {
    let mut all = responses.into_iter();
    let first = all.next().expect("at least one drawing");
    all.fold(first, |a, b| a.union(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;
    use egui::epaint::Shape;

    /// Circles and rectangles a frame painted, with their fill colours.
    fn fills(shapes: &[egui::epaint::ClippedShape]) -> Vec<Color32> {
        fn walk(shape: &Shape, out: &mut Vec<Color32>) {
            match shape {
                Shape::Circle(c) => out.push(c.fill),
                Shape::Rect(r) => out.push(r.fill),
                Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        let mut out = Vec::new();
        shapes.iter().for_each(|c| walk(&c.shape, &mut out));
        out
    }

    #[test]
    fn stones_and_tiles_are_drawn_in_their_colours_with_their_counts() {
        let mut h = Harness::new();
        let counts = SizeCounts::new(1, 0, 2);
        let (_, shapes) = h.frame(Vec::new(), |ui| {
            ui.horizontal(|ui| {
                stones(ui, &counts, "1 small, 2 large");
                tiles(ui, &counts, "tiles");
                coins(ui, 7, "7 sesterces");
            });
        });
        let painted = fills(&shapes);
        assert!(painted.contains(&stone_colour(Size::Large)));
        assert!(painted.contains(&stone_colour(Size::Small)));
        assert!(!painted.contains(&stone_colour(Size::Mid)), "no mid stone");
        assert_eq!(
            painted.iter().filter(|c| **c == TILE_STONE).count(),
            3,
            "every tile drawn"
        );
        assert!(painted.contains(&GOLD), "the coin");
        for number in ["1", "2", "7"] {
            assert!(crate::ui::harness::find_text(&shapes, number).is_some());
        }
    }
}

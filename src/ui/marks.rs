//! The seats' shapes (`SeatMark`), painted where a colour-blind player needs
//! more than a colour: beside each name in the panels, and over each pawn and
//! screen on the table. Painted as shapes, not characters, so no font need
//! have them.

use crate::table::seats::SeatMark;
use egui::{Color32, Painter, Pos2, Sense, Shape, Stroke, Ui, Vec2};

/// Paints `mark` filled with `fill`, `size` points across, centred on `at`,
/// outlined dark so that it stands out on the table and on a panel alike.
pub fn paint_mark(painter: &Painter, at: Pos2, size: f32, mark: SeatMark, fill: Color32) {
    let r = size / 2.0;
    let outline = Stroke::new((size / 8.0).max(1.0), Color32::from_gray(20));
    let points = |corners: &[(f32, f32)]| -> Vec<Pos2> {
        corners
            .iter()
            .map(|(x, y)| at + Vec2::new(x * r, y * r))
            .collect()
    };
    let shape = match mark {
        SeatMark::Circle => Shape::circle_filled(at, r * 0.9, fill),
        SeatMark::Square => Shape::convex_polygon(
            points(&[(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]),
            fill,
            Stroke::NONE,
        ),
        SeatMark::Triangle => Shape::convex_polygon(
            points(&[(0.0, -1.0), (0.95, 0.75), (-0.95, 0.75)]),
            fill,
            Stroke::NONE,
        ),
        SeatMark::Diamond => Shape::convex_polygon(
            points(&[(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)]),
            fill,
            Stroke::NONE,
        ),
    };
    let outline_shape = match &shape {
        Shape::Circle(c) => Shape::circle_stroke(c.center, c.radius, outline),
        Shape::Path(p) => Shape::closed_line(p.points.clone(), outline),
        _ => Shape::Noop,
    };
    painter.add(shape);
    painter.add(outline_shape);
}

/// A mark the height of a line of text, laid out in `ui` like a small label.
pub fn mark_label(ui: &mut Ui, mark: SeatMark, fill: Color32) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    paint_mark(ui.painter(), rect.center(), size * 0.8, mark, fill);
}

//! A name plate over each seat's screen, so that the first look at the table
//! tells whose area is whose: the name in ink on a plate edged in the seat's
//! colour, with the seat's shape where the colour-blind scheme asks for shapes,
//! and "(you)" on the plate of the person whose area lies at the front.

use super::seat_marks::seating;
use crate::table::seats::{colour_scheme, SeatMark};
use crate::table::Table;
use crate::tr;
use crate::ui::marks::paint_mark;
use crate::ui::panels::colour32;
use crate::view::table::plate_spot;
use egui::{Align2, Color32, FontId, Pos2, Stroke};
use three_d::Camera;

/// One plate: where its middle goes (egui points), what it says, the
/// seat's colour and shape, and whether it is the front person's own.
#[derive(Clone, Debug, PartialEq)]
pub struct Plate {
    pub at: Pos2,
    pub text: String,
    pub colour: Color32,
    pub mark: Option<SeatMark>,
    pub yours: bool,
}

/// Type sizes (points): the front person's plate a little larger, as it is nearer.
const TEXT_SIZE: f32 = 15.0;
const YOURS_TEXT_SIZE: f32 = 17.0;
const PAPER: Color32 = Color32::from_rgba_premultiplied(236, 224, 196, 235);
const INK: Color32 = Color32::from_rgb(52, 36, 24);

/// The plates of every seat as the camera sees them now. `window` is the
/// window's height in physical pixels and the pixels per point.
pub fn plates(play: &Table, camera: &Camera, window: (f32, f32)) -> Vec<Plate> {
    let game = &play.session.game;
    let seating = seating(play);
    let front = play.front_seat();
    let (height, ppp) = window;
    let marks = colour_scheme().marks();
    game.players()
        .iter()
        .enumerate()
        .zip(&play.session.seats)
        .map(|((p, player), seat)| {
            let pixel = camera.pixel_at_position(plate_spot(&seating, player.seat()));
            let yours = p == front && seat.kind.is_human();
            let name = player.name();
            Plate {
                at: egui::pos2(pixel.x / ppp, (height - pixel.y) / ppp),
                text: if yours {
                    tr!("panels-plate-yours", name = name)
                } else {
                    name.to_string()
                },
                colour: colour32(seat.colour),
                mark: marks.then(|| seat.colour.mark()),
                yours,
            }
        })
        .collect()
}

/// Paints the plates over the table (`table`: the free middle between the
/// panels, in points), under the floating windows. A seat whose area lies
/// beyond the view's edge keeps its plate at that edge, on its side of the
/// table: every seat's name stays in sight.
pub fn paint(ui: &egui::Ui, table: egui::Rect, plates: &[Plate]) {
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("name-plates"),
    ));
    let painter = painter.with_clip_rect(table);
    let room = table.shrink(4.0);
    for plate in plates {
        let size = if plate.yours {
            YOURS_TEXT_SIZE
        } else {
            TEXT_SIZE
        };
        let galley = painter.layout_no_wrap(plate.text.clone(), FontId::proportional(size), INK);
        // A swatch (or the seat's shape) left of the name, then the name.
        let swatch = size * 0.9;
        let pad = egui::vec2(6.0, 3.0);
        let inner = egui::vec2(swatch + 5.0 + galley.size().x, galley.size().y.max(swatch));
        let rect = keep_inside(
            Align2::CENTER_CENTER.anchor_size(plate.at, inner + 2.0 * pad),
            room,
        );
        let edge = if plate.yours { 3.0 } else { 2.0 };
        painter.rect(
            rect,
            5.0,
            PAPER,
            Stroke::new(edge, plate.colour),
            egui::StrokeKind::Inside,
        );
        let swatch_at = egui::pos2(rect.left() + pad.x + swatch / 2.0, rect.center().y);
        match plate.mark {
            Some(mark) => paint_mark(&painter, swatch_at, swatch, mark, plate.colour),
            None => {
                painter.circle(
                    swatch_at,
                    swatch * 0.42,
                    plate.colour,
                    Stroke::new(1.0, INK),
                );
            }
        }
        let text_at = egui::pos2(
            swatch_at.x + swatch / 2.0 + 5.0,
            rect.center().y - galley.size().y / 2.0,
        );
        painter.galley(text_at, galley, INK);
    }
}

/// `rect` moved the least that brings it inside `room` (where it fits).
fn keep_inside(rect: egui::Rect, room: egui::Rect) -> egui::Rect {
    let shift = |lo: f32, hi: f32, min: f32, max: f32| {
        if lo < min {
            min - lo
        } else if hi > max {
            (max - hi).max(min - lo)
        } else {
            0.0
        }
    };
    rect.translate(egui::vec2(
        shift(rect.left(), rect.right(), room.left(), room.right()),
        shift(rect.top(), rect.bottom(), room.top(), room.bottom()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plate_beyond_the_view_is_kept_at_its_edge() {
        let room = egui::Rect::from_min_max(egui::pos2(100.0, 20.0), egui::pos2(700.0, 500.0));
        let plate =
            |x: f32, y: f32| egui::Rect::from_center_size(egui::pos2(x, y), egui::vec2(80.0, 20.0));
        // Inside: untouched.
        assert_eq!(keep_inside(plate(400.0, 300.0), room), plate(400.0, 300.0));
        // Past the top left: brought to the corner, on the same side.
        let kept = keep_inside(plate(50.0, -40.0), room);
        assert_eq!(kept.min, room.min);
        // Past the right edge only: moved left, its height kept.
        let kept = keep_inside(plate(720.0, 300.0), room);
        assert_eq!(kept.right(), room.right());
        assert_eq!(kept.center().y, 300.0);
    }
}

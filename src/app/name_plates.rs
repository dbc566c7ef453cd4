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

/// Paints the plates whose anchor falls in `table` (the free middle between
/// the panels, in points), over the table and under the floating windows.
pub fn paint(ui: &egui::Ui, table: egui::Rect, plates: &[Plate]) {
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("name-plates"),
    ));
    let painter = painter.with_clip_rect(table);
    for plate in plates.iter().filter(|p| table.contains(p.at)) {
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
        let rect = Align2::CENTER_CENTER.anchor_size(plate.at, inner + 2.0 * pad);
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

//! The seats' shapes over the table in the colour-blind scheme: one above each
//! pawn, one on each screen and one on each cart, so that a player who cannot tell two colours
//! apart still knows whose piece is whose.

use crate::table::seats::{colour_scheme, SeatMark};
use crate::table::Table;
use crate::ui::marks::paint_mark;
use crate::ui::panels::colour32;
use crate::view::pieces::pawn_spot;
use crate::view::seating::Seating;
use crate::view::table::{cart_top, screen_face};
use three_d::{vec3, Camera, Vec3};

/// A shape to paint: where (egui points), which, in what colour.
pub type Spot = (egui::Pos2, SeatMark, egui::Color32);

/// Above the pawn's head (cm): clear of the pawn, close enough to read as its.
const OVER_PAWN: f32 = 2.6;

/// Where each seat's shapes go on screen now; none unless the scheme marks seats.
/// `window` is the window's height in physical pixels and the pixels per point.
pub fn spots(play: &Table, camera: &Camera, window: (f32, f32)) -> Vec<Spot> {
    if !colour_scheme().marks() {
        return Vec::new();
    }
    let game = &play.session.game;
    let seating = seating(play);
    let (height, ppp) = window;
    let to_points = |at: Vec3| {
        let pixel = camera.pixel_at_position(at);
        egui::pos2(pixel.x / ppp, (height - pixel.y) / ppp)
    };
    let mut spots = Vec::new();
    for (p, seat) in play
        .session
        .seats
        .iter()
        .enumerate()
        .take(game.players().len())
    {
        let colour = colour32(seat.colour);
        let mark = seat.colour.mark();
        let over_pawn = pawn_spot(game, p) + vec3(0.0, OVER_PAWN, 0.0);
        spots.push((to_points(over_pawn), mark, colour));
        let area = game.players()[p].seat();
        spots.push((to_points(screen_face(&seating, area)), mark, colour));
        spots.push((to_points(cart_top(&seating, area)), mark, colour));
    }
    spots
}

/// Who sits where round the board now: the table's front seat at the front.
pub fn seating(play: &Table) -> Seating {
    Seating::of(&play.session.game, play.front_seat())
}

/// Paints the shapes that fall in `table` (the free middle between the panels,
/// in points), over the table and under the floating windows.
pub fn paint(ui: &egui::Ui, table: egui::Rect, spots: &[Spot]) {
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("seat-marks"),
    ));
    let painter = painter.with_clip_rect(table);
    for &(at, mark, colour) in spots {
        if table.contains(at) {
            paint_mark(&painter, at, 16.0, mark, colour);
        }
    }
}

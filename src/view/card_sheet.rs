//! The income cards on the table: their row between the board and the front seat,
//! and the printed sheet every card (and the push +1 token) is drawn from.

use super::board::BOARD_SIZE;
use super::canvas::{rgb, Canvas, Rgb};
use super::materials;
use super::table::TABLE_TOP;
use crate::rules::data::IncomeCard;
use crate::rules::Size;
use three_d::*;

/// The income cards' row: its centre line (board z, cm), and one card's size
/// (landscape: the sesterces half left, the stones half right).
const CARD_ROW_Z: f32 = BOARD_SIZE / 2.0 + 5.2;
pub const CARD_SIZE: [f32; 2] = [6.6, 4.4];
const CARD_GAP: f32 = 0.7;
/// Cards per row of the printed card sheet.
const SHEET_COLUMNS: usize = 4;

/// The board position of the middle of face-up card `i` of `n`.
pub fn card_centre(i: usize, n: usize) -> Vec3 {
    let pitch = CARD_SIZE[0] + CARD_GAP;
    let x = (i as f32 - (n as f32 - 1.0) / 2.0) * pitch;
    vec3(x, TABLE_TOP + 0.03, CARD_ROW_Z)
}

/// The sheet cell after the 16 cards holds the push +1 token's print.
const PUSH_TOKEN_CELL: usize = 16;
/// Rows of the sheet: room for the cards and the token.
const SHEET_ROWS: usize = 5;

/// The uv transformation that shows cell `i` of the card sheet on a unit quad.
/// three-d stores a mesh's v as 1 − v and uploads a texture's first row at the top,
/// so the sheet's first row (the canvas's far edge) lies at the top of v.
pub(super) fn sheet_cell(i: usize) -> Mat3 {
    let (col, row) = ((i % SHEET_COLUMNS) as f32, (i / SHEET_COLUMNS) as f32);
    let from_bottom = SHEET_ROWS as f32 - 1.0 - row;
    Mat3::from_translation(vec2(
        col / SHEET_COLUMNS as f32,
        from_bottom / SHEET_ROWS as f32,
    )) * Mat3::from_nonuniform_scale(1.0 / SHEET_COLUMNS as f32, 1.0 / SHEET_ROWS as f32)
}

/// The uv transformation that shows the square middle of the token's cell.
pub(super) fn token_cell() -> Mat3 {
    let share = CARD_SIZE[1] / CARD_SIZE[0];
    sheet_cell(PUSH_TOKEN_CELL)
        * Mat3::from_translation(vec2((1.0 - share) / 2.0, 0.0))
        * Mat3::from_nonuniform_scale(share, 1.0)
}

/// The centre of sheet cell `i` in sheet cm.
fn cell_centre(i: usize) -> [f32; 2] {
    let (col, row) = ((i % SHEET_COLUMNS) as f32, (i / SHEET_COLUMNS) as f32);
    let w = SHEET_COLUMNS as f32 * CARD_SIZE[0];
    let h = SHEET_ROWS as f32 * CARD_SIZE[1];
    [
        -w / 2.0 + (col + 0.5) * CARD_SIZE[0],
        -h / 2.0 + (row + 0.5) * CARD_SIZE[1],
    ]
}

/// Stone colours on the printed cards (sRGB), by size.
fn stone_ink(size: Size) -> Rgb {
    let c = materials::STONE_COLORS[size.index()];
    rgb(c.r, c.g, c.b)
}

/// Prints every income card (and the push +1 token) on one sheet: each card shows its
/// sesterces on a gold coin on the left half and its stones, drawn in their colours
/// and sizes, on the right half.
pub fn print_card_sheet(cards: &[IncomeCard]) -> CpuTexture {
    let extent = [
        SHEET_COLUMNS as f32 * CARD_SIZE[0],
        SHEET_ROWS as f32 * CARD_SIZE[1],
    ];
    let texels_per_cm = 40.0;
    let mut canvas = Canvas::rectangle((extent[0] * texels_per_cm) as usize, extent, |_, _| {
        rgb(40, 34, 30)
    });
    let ink = rgb(62, 44, 30);
    let paper = rgb(244, 232, 204);
    let gold = rgb(222, 176, 64);
    for (i, card) in cards.iter().enumerate().take(PUSH_TOKEN_CELL) {
        let [cx, cz] = cell_centre(i);
        let half = [CARD_SIZE[0] / 2.0 - 0.08, CARD_SIZE[1] / 2.0 - 0.08];
        canvas.rounded_rect([cx, cz], half, 0.35, None, paper, 1.0);
        canvas.rounded_rect(
            [cx, cz],
            [half[0] - 0.25, half[1] - 0.25],
            0.25,
            Some(0.08),
            ink,
            0.9,
        );
        // The dividing line between the halves.
        canvas.line(
            [cx, cz - half[1] + 0.5],
            [cx, cz + half[1] - 0.5],
            0.07,
            ink,
            0.7,
        );
        // Sesterces: a gold coin with the amount.
        let coin = [cx - CARD_SIZE[0] / 4.0, cz];
        canvas.fill_circle(coin, 1.35, gold, 1.0);
        canvas.ring(coin, 1.35, 0.1, ink);
        canvas.text(coin, 1.5, &card.sesterces.to_string(), ink);
        // Stones: one drawing per stone, to scale, in a row (two rows past three).
        let pieces = card.stones.pieces();
        let n = pieces.len();
        let per_row = if n > 3 { n.div_ceil(2) } else { n.max(1) };
        for (k, size) in pieces.iter().enumerate() {
            let (row, col) = (k / per_row, k % per_row);
            let in_row = (n - row * per_row).min(per_row);
            let rows = n.div_ceil(per_row).max(1);
            let x = cx + CARD_SIZE[0] / 4.0 + (col as f32 - (in_row as f32 - 1.0) / 2.0) * 1.0;
            let z = cz + (row as f32 - (rows as f32 - 1.0) / 2.0) * 1.2;
            let r = 0.3 + 0.08 * size.index() as f32 * 1.5;
            canvas.fill_circle([x, z], r, stone_ink(*size), 1.0);
            canvas.ring([x, z], r, 0.06, ink);
        }
    }
    // The push +1 token: light print on the dark token.
    // The token's print fills the square middle of its cell (CARD_SIZE[1] on a side).
    let [tx, tz] = cell_centre(PUSH_TOKEN_CELL);
    canvas.ring([tx, tz], 1.85, 0.14, gold);
    canvas.text([tx, tz], 1.7, "+1", rgb(240, 226, 194));
    let mut texture = canvas.into_texture();
    texture.name = "income cards".to_string();
    texture
}

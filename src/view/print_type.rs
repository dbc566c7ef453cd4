//! The board's printed type: the Ubuntu face egui already ships, rasterised on the
//! CPU with ab_glyph into the print's texels, anti-aliased and set a little heavier
//! than the face's light weight, so that names and numbers read like ink on card
//! rather than hairlines once the texture is filtered down on screen.
//!
//! Sizes are given as the height of a capital (or a digit), the height a reader
//! judges type by, so a label's box fits its ink whatever the face's line height.

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale};
use std::sync::OnceLock;

/// How much heavier than the face the ink is set: this share of a capital's height
/// is added round every stroke (Ubuntu Light's strokes are about 0.08 of it; with
/// this they print near a medium weight).
const WEIGHT: f32 = 0.035;
/// The least weight added (texels): small type, a road space's letter, would
/// otherwise print in hairlines that fade when the print is seen from afar.
const LEAST_WEIGHT: f32 = 0.45;

/// The face, parsed once.
fn face() -> &'static FontRef<'static> {
    static FACE: OnceLock<FontRef<'static>> = OnceLock::new();
    FACE.get_or_init(|| {
        // The bytes are the face egui ships inside its own crate, not a file read at
        // run time: a failure here is a broken build, which a unit test catches.
        FontRef::try_from_slice(epaint_default_fonts::UBUNTU_LIGHT)
            .expect("the Ubuntu face shipped with egui parses")
    })
}

/// The height of a capital in font units (the top of an `H`).
fn cap_units(font: &FontRef<'static>) -> f32 {
    font.outline(font.glyph_id('H'))
        .map(|o| o.bounds.max.y)
        .filter(|h| *h > 0.0)
        .unwrap_or_else(|| font.ascent_unscaled() * 0.7)
}

/// A line of type laid out in font units: each glyph with its pen position,
/// and the horizontal span of its ink.
struct Line {
    glyphs: Vec<(GlyphId, f32)>,
    ink: [f32; 2],
}

fn lay_out(text: &str) -> Line {
    let font = face();
    let mut pen = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut glyphs = Vec::new();
    let mut ink = [f32::INFINITY, f32::NEG_INFINITY];
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(before) = previous {
            pen += font.kern_unscaled(before, id);
        }
        if let Some(outline) = font.outline(id) {
            ink[0] = ink[0].min(pen + outline.bounds.min.x);
            ink[1] = ink[1].max(pen + outline.bounds.max.x);
        }
        glyphs.push((id, pen));
        pen += font.h_advance_unscaled(id);
        previous = Some(id);
    }
    if ink[0] > ink[1] {
        ink = [0.0, 0.0];
    }
    Line { glyphs, ink }
}

/// The width and height of `text`'s ink (in the units of `height`), capitals
/// `height` tall and narrowed to `width` of the face's own width.
pub fn extent(text: &str, height: f32, width: f32) -> [f32; 2] {
    let line = lay_out(text);
    let per_unit = height / cap_units(face());
    let spread = 2.0 * WEIGHT * height;
    let ink = line.ink[1] - line.ink[0];
    if ink <= 0.0 {
        return [0.0, height];
    }
    [ink * per_unit * width + spread, height]
}

/// Rasterises `text` with its ink centred on `centre` (texel coordinates: texel
/// (c, r) covers c..c+1, r..r+1, rows going down the letters), capitals `height`
/// texels tall, narrowed to `width`. Calls `paint(column, row, coverage)` for every
/// texel the ink touches, once per glyph (coverage 0..1).
pub fn rasterise(
    text: &str,
    centre: [f32; 2],
    height: f32,
    width: f32,
    mut paint: impl FnMut(i64, i64, f32),
) {
    let font = face();
    let line = lay_out(text);
    let per_unit = height / cap_units(font);
    let scale = PxScale {
        x: font.height_unscaled() * per_unit * width,
        y: font.height_unscaled() * per_unit,
    };
    let left = centre[0] - (line.ink[0] + line.ink[1]) / 2.0 * per_unit * width;
    let baseline = centre[1] + height / 2.0;
    let bold = (WEIGHT * height).max(LEAST_WEIGHT);
    let offsets = spread_offsets(bold);
    let margin = bold.ceil() as i64 + 1;
    for &(id, pen) in &line.glyphs {
        let at = point(left + pen * per_unit * width, baseline);
        let Some(plain) = font.outline_glyph(id.with_scale_and_position(scale, at)) else {
            continue;
        };
        // The glyph's texels, grown by the added weight; each holds the most ink
        // any shifted copy of the glyph puts there (the outline swept by a disc).
        let bounds = plain.px_bounds();
        let (x0, y0) = (bounds.min.x as i64 - margin, bounds.min.y as i64 - margin);
        let w = bounds.width() as i64 + 2 * margin;
        let h = bounds.height() as i64 + 2 * margin;
        let mut cover = vec![0.0f32; (w * h) as usize];
        for &(dx, dy) in &offsets {
            let shifted = id.with_scale_and_position(scale, point(at.x + dx, at.y + dy));
            let Some(glyph) = font.outline_glyph(shifted) else {
                continue;
            };
            let min = glyph.px_bounds().min;
            let (gx, gy) = (min.x as i64 - x0, min.y as i64 - y0);
            glyph.draw(|x, y, c| {
                let (cx, cy) = (gx + i64::from(x), gy + i64::from(y));
                if (0..w).contains(&cx) && (0..h).contains(&cy) {
                    let cell = &mut cover[(cy * w + cx) as usize];
                    *cell = cell.max(c.min(1.0));
                }
            });
        }
        for cy in 0..h {
            for cx in 0..w {
                let c = cover[(cy * w + cx) as usize];
                if c > 0.0 {
                    paint(x0 + cx, y0 + cy, c);
                }
            }
        }
    }
}

/// Where the shifted copies of a glyph go to add `radius` texels of weight: the
/// glyph itself and two rings round it, close enough that no step shows.
fn spread_offsets(radius: f32) -> Vec<(f32, f32)> {
    let mut offsets = vec![(0.0, 0.0)];
    if radius < 0.05 {
        return offsets;
    }
    for (ring, count) in [(1.0, 16), (0.5, 8)] {
        let r = radius * ring;
        for k in 0..count {
            let a = std::f32::consts::TAU * k as f32 / count as f32;
            offsets.push((r * a.cos(), r * a.sin()));
        }
    }
    offsets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_face_parses_and_has_every_letter_the_board_prints() {
        let font = face();
        for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+".chars() {
            assert_ne!(font.glyph_id(ch), GlyphId(0), "{ch} is missing");
        }
    }

    #[test]
    fn type_is_as_tall_as_asked_and_centred_where_asked() {
        let (mut rows, mut cols) = ((i64::MAX, i64::MIN), (i64::MAX, i64::MIN));
        let mut ink = 0.0;
        rasterise("ROME", [100.0, 50.0], 20.0, 1.0, |c, r, v| {
            if v > 0.5 {
                rows = (rows.0.min(r), rows.1.max(r));
                cols = (cols.0.min(c), cols.1.max(c));
            }
            ink += v;
        });
        let tall = rows.1 - rows.0 + 1;
        assert!((20..=23).contains(&tall), "capitals {tall} texels tall");
        let middle = (rows.0 + rows.1) as f32 / 2.0 + 0.5;
        assert!((middle - 50.0).abs() < 1.5, "middle row {middle}");
        let across = (cols.0 + cols.1) as f32 / 2.0 + 0.5;
        assert!((across - 100.0).abs() < 1.5, "middle column {across}");
        let [w, h] = extent("ROME", 20.0, 1.0);
        assert!(((cols.1 - cols.0 + 1) as f32 - w).abs() < 2.5, "{w} wide");
        assert_eq!(h, 20.0);
        assert!(ink > 100.0, "ink {ink}");
        // Narrowed type is narrower by about the factor asked.
        let narrow = extent("ROME", 20.0, 0.8)[0];
        assert!(
            narrow < w * 0.85 && narrow > w * 0.75,
            "{narrow} against {w}"
        );
    }

    #[test]
    fn the_edges_are_anti_aliased() {
        let mut partial = 0;
        let mut full = 0;
        rasterise("VP", [40.0, 40.0], 24.0, 1.0, |_, _, v| {
            if v >= 0.99 {
                full += 1;
            } else if v > 0.02 {
                partial += 1;
            }
        });
        assert!(full > 50 && partial > 20, "{full} full, {partial} partial");
    }
}

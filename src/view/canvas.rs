//! A small CPU rasteriser for the board print: anti-aliased shapes given by signed
//! distance functions in board centimetres, and type (see [`print_type`]).

use super::print_type;
use three_d::{CpuTexture, Interpolation, Mipmap, TextureData, Wrapping};

/// An RGB canvas covering a rectangle of `extent` cm (x, z) centred on the origin,
/// with square texels. Pixel rows run from z = -extent/2 (far edge) to +extent/2.
pub struct Canvas {
    columns: usize,
    rows: usize,
    /// Width of the covered rectangle (cm); its depth is `rows` texels of the same size.
    extent: f32,
    pixels: Vec<[f32; 3]>,
}

/// A colour as linear-ish floats in 0..1 (sRGB values, blended in sRGB).
pub type Rgb = [f32; 3];

pub fn rgb(r: u8, g: u8, b: u8) -> Rgb {
    [r as f32 / 255.0, g as f32 / 255.0, b as f32 / 255.0]
}

impl Canvas {
    /// A square canvas, `size` texels and `extent` cm on a side.
    pub fn new(size: usize, extent: f32, background: impl Fn(f32, f32) -> Rgb) -> Canvas {
        Canvas::rectangle(size, [extent, extent], background)
    }

    /// A canvas `columns` texels wide over `extent[0]` × `extent[1]` cm (the rows
    /// follow from square texels).
    pub fn rectangle(
        columns: usize,
        extent: [f32; 2],
        background: impl Fn(f32, f32) -> Rgb,
    ) -> Canvas {
        let columns = columns.max(1);
        let step = extent[0] / columns as f32;
        let rows = ((extent[1] / step).round() as usize).max(1);
        let mut pixels = Vec::with_capacity(columns * rows);
        for row in 0..rows {
            let z = -extent[1] / 2.0 + (row as f32 + 0.5) * step;
            for col in 0..columns {
                let x = -extent[0] / 2.0 + (col as f32 + 0.5) * step;
                pixels.push(background(x, z));
            }
        }
        Canvas {
            columns,
            rows,
            extent: extent[0],
            pixels,
        }
    }

    /// The covered rectangle's depth (cm).
    fn depth(&self) -> f32 {
        self.rows as f32 * self.cm_per_px()
    }

    fn cm_per_px(&self) -> f32 {
        self.extent / self.columns as f32
    }

    /// Paints `color` with opacity `alpha` wherever `sdf(x, z)` (cm) is negative,
    /// anti-aliased over one pixel, inside the box `min..max` (cm).
    pub fn shape(
        &mut self,
        min: [f32; 2],
        max: [f32; 2],
        color: Rgb,
        alpha: f32,
        sdf: impl Fn(f32, f32) -> f32,
    ) {
        let step = self.cm_per_px();
        let half = self.extent / 2.0;
        let half_depth = self.depth() / 2.0;
        let c0 = ((min[0] - step + half) / step).floor().max(0.0) as usize;
        let c1 = (((max[0] + step + half) / step).floor().max(0.0) as usize).min(self.columns - 1);
        let r0 = ((min[1] - step + half_depth) / step).floor().max(0.0) as usize;
        let r1 =
            (((max[1] + step + half_depth) / step).floor().max(0.0) as usize).min(self.rows - 1);
        for row in r0..=r1 {
            let z = -half_depth + (row as f32 + 0.5) * step;
            for col in c0..=c1 {
                let x = -half + (col as f32 + 0.5) * step;
                let d = sdf(x, z) / step;
                let coverage = (0.5 - d).clamp(0.0, 1.0) * alpha;
                if coverage > 0.0 {
                    let p = &mut self.pixels[row * self.columns + col];
                    for i in 0..3 {
                        p[i] += (color[i] - p[i]) * coverage;
                    }
                }
            }
        }
    }

    pub fn fill_circle(&mut self, c: [f32; 2], r: f32, color: Rgb, alpha: f32) {
        self.shape(
            [c[0] - r, c[1] - r],
            [c[0] + r, c[1] + r],
            color,
            alpha,
            |x, z| ((x - c[0]).powi(2) + (z - c[1]).powi(2)).sqrt() - r,
        );
    }

    pub fn ring(&mut self, c: [f32; 2], r: f32, width: f32, color: Rgb) {
        let o = r + width;
        self.shape(
            [c[0] - o, c[1] - o],
            [c[0] + o, c[1] + o],
            color,
            1.0,
            |x, z| (((x - c[0]).powi(2) + (z - c[1]).powi(2)).sqrt() - r).abs() - width / 2.0,
        );
    }

    /// A rounded rectangle, filled (`width` = None) or outlined.
    pub fn rounded_rect(
        &mut self,
        c: [f32; 2],
        half: [f32; 2],
        radius: f32,
        width: Option<f32>,
        color: Rgb,
        alpha: f32,
    ) {
        let o = width.unwrap_or(0.0);
        let sdf = move |x: f32, z: f32| {
            let qx = (x - c[0]).abs() - (half[0] - radius);
            let qz = (z - c[1]).abs() - (half[1] - radius);
            let outside = (qx.max(0.0).powi(2) + qz.max(0.0).powi(2)).sqrt();
            let d = outside + qx.max(qz).min(0.0) - radius;
            match width {
                Some(w) => d.abs() - w / 2.0,
                None => d,
            }
        };
        self.shape(
            [c[0] - half[0] - o, c[1] - half[1] - o],
            [c[0] + half[0] + o, c[1] + half[1] + o],
            color,
            alpha,
            sdf,
        );
    }

    pub fn line(&mut self, a: [f32; 2], b: [f32; 2], width: f32, color: Rgb, alpha: f32) {
        let h = width / 2.0;
        let min = [a[0].min(b[0]) - h, a[1].min(b[1]) - h];
        let max = [a[0].max(b[0]) + h, a[1].max(b[1]) + h];
        let (dx, dz) = (b[0] - a[0], b[1] - a[1]);
        let len2 = (dx * dx + dz * dz).max(1e-6);
        self.shape(min, max, color, alpha, move |x, z| {
            let t = (((x - a[0]) * dx + (z - a[1]) * dz) / len2).clamp(0.0, 1.0);
            let (px, pz) = (a[0] + t * dx - x, a[1] + t * dz - z);
            (px * px + pz * pz).sqrt() - h
        });
    }

    /// Text in the board's type (see [`print_type`]), its ink centred on `c`,
    /// capitals `height` cm tall, upright for a reader at +z.
    pub fn text(&mut self, c: [f32; 2], height: f32, text: &str, color: Rgb) {
        self.condensed_text(c, height, 1.0, text, color);
    }

    /// [`Canvas::text`] with letters narrowed to `width` of their usual width: tall
    /// type where the room is wide enough only for normal type.
    pub fn condensed_text(&mut self, c: [f32; 2], height: f32, width: f32, text: &str, color: Rgb) {
        let step = self.cm_per_px();
        let centre = [
            (c[0] + self.extent / 2.0) / step,
            (c[1] + self.depth() / 2.0) / step,
        ];
        let (columns, rows) = (self.columns as i64, self.rows as i64);
        print_type::rasterise(text, centre, height / step, width, |col, row, coverage| {
            if (0..columns).contains(&col) && (0..rows).contains(&row) {
                let p = &mut self.pixels[(row * columns + col) as usize];
                for i in 0..3 {
                    p[i] += (color[i] - p[i]) * coverage;
                }
            }
        });
    }

    /// The canvas as an sRGB texture with mipmaps.
    pub fn into_texture(self) -> CpuTexture {
        let data: Vec<[u8; 4]> = self
            .pixels
            .iter()
            .map(|p| {
                let q = |v: f32| (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
                [q(p[0]), q(p[1]), q(p[2]), 255]
            })
            .collect();
        CpuTexture {
            name: "board print".to_string(),
            data: TextureData::RgbaU8(data),
            width: self.columns as u32,
            height: self.rows as u32,
            min_filter: Interpolation::Linear,
            mag_filter: Interpolation::Linear,
            mipmap: Some(Mipmap::default()),
            wrap_s: Wrapping::ClampToEdge,
            wrap_t: Wrapping::ClampToEdge,
        }
    }
}

/// The width and height (cm) of `text`'s ink in the board's type, capitals
/// `height` tall and narrowed to `width` of their usual width.
pub fn condensed_extent(text: &str, height: f32, width: f32) -> [f32; 2] {
    print_type::extent(text, height, width)
}

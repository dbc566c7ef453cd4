//! The board and the table: the printed board (paper, frame, scoring track, segment
//! letters, spots for tokens and city markers) and where those printed things lie.

use super::canvas::{rgb, Canvas, Rgb};
use super::materials;
use super::shapes;
use crate::rules::{City, GameData, Segment};
use three_d::*;

/// The board is `BOARD_SIZE` cm on a side, centred on the origin, its top at y = 0.
pub const BOARD_SIZE: f32 = 60.0;
pub const BOARD_THICKNESS: f32 = 0.4;
/// Cells of the scoring track round the edge.
pub const TRACK_CELLS: u32 = 100;
const TRACK_LINE: f32 = 28.4;
const TRACK_CELL: f32 = 2.1;
/// Height of the track's printed numbers (cm): the tens as large as a cell
/// takes two digits, the fives a little smaller.
const TRACK_TENS_HEIGHT: f32 = 1.3;
const TRACK_FIVES_HEIGHT: f32 = 1.0;
/// The track's numbers a little narrowed, so that two digits keep inside a cell.
const TRACK_DIGIT_WIDTH: f32 = 0.82;

pub const INK: [u8; 3] = [62, 44, 30];

/// The centre of scoring-track cell `i` (0 at the far left corner, clockwise).
pub fn track_cell(i: u32) -> [f32; 2] {
    let per_side = TRACK_CELLS / 4;
    let side = (i / per_side) % 4;
    let t = (i % per_side) as f32 * (2.0 * TRACK_LINE / per_side as f32);
    let l = TRACK_LINE;
    match side {
        0 => [-l + t, -l],
        1 => [l, -l + t],
        2 => [l - t, l],
        _ => [-l, l - t],
    }
}

/// The track's corners a score marker goes round from score `from` to `to`
/// (either way; the corner it stops on left out), on the board's top.
pub fn track_turns(from: u32, to: u32) -> Vec<Vec3> {
    let per_side = TRACK_CELLS / 4;
    let corner = |s: u32| {
        let [x, z] = track_cell(s % TRACK_CELLS);
        vec3(x, 0.0, z)
    };
    let passed = |lo: u32, hi: u32| (lo + 1..hi).filter(move |s| s % per_side == 0);
    // A marker goes at most once round; a longer jump (a loaded game) takes
    // the last lap's corners.
    let turns: Vec<Vec3> = if to >= from {
        passed(from.max(to.saturating_sub(TRACK_CELLS)), to)
            .map(corner)
            .collect()
    } else {
        passed(to, from.min(to + TRACK_CELLS))
            .rev()
            .map(corner)
            .collect()
    };
    turns
}

/// Where a city's VP-token stack lies (none for Rome): beside the city, in the
/// open paper inside the road, leaving the row next to the city to its name.
pub fn vp_stack_spot(city: City) -> Option<[f32; 2]> {
    match city {
        City::Rome => None,
        City::Tarracina => Some([16.5, -14.4]),
        City::Beneventum => Some([15.5, 13.0]),
        City::Brundisium => Some([-16.3, 4.0]),
    }
}

/// The printed spaces for city markers next to a city, in a row from its VP stack.
pub fn marker_spots(city: City, count: u32) -> Vec<[f32; 2]> {
    let (start, step) = match city {
        City::Rome => return Vec::new(),
        City::Tarracina => ([13.6, -14.4], [-2.3, 0.0]),
        City::Beneventum => ([12.6, 13.0], [-2.3, 0.0]),
        City::Brundisium => ([-13.6, 4.0], [2.3, 0.0]),
    };
    (0..count)
        .map(|i| [start[0] + step[0] * i as f32, start[1] + step[1] * i as f32])
        .collect()
}

/// City-marker spaces printed per city: the supply shared by the three cities.
pub fn markers_per_city(data: &GameData) -> u32 {
    data.components.city_markers.div_ceil(3)
}

/// Where a segment's letter is printed.
pub fn segment_letter_spot(segment: Segment) -> [f32; 2] {
    match segment {
        Segment::A => [-9.0, -17.6],
        Segment::B => [16.0, -4.5],
        Segment::C => [-9.5, 16.2],
    }
}

/// Where a segment's bonus-token stack lies.
pub fn bonus_stack_spot(segment: Segment) -> [f32; 2] {
    let [x, z] = segment_letter_spot(segment);
    match segment {
        Segment::B => [x, z + 3.6],
        _ => [x - 3.6, z],
    }
}

/// The light tint of a segment's printed spaces and bonus spot: A rose, B sage,
/// C slate, so a space's segment reads at a glance.
pub fn segment_tint(segment: Segment) -> Rgb {
    match segment {
        Segment::A => rgb(238, 188, 164),
        Segment::B => rgb(188, 218, 164),
        Segment::C => rgb(174, 202, 234),
    }
}

/// Paints the board's paper, frame, scoring track, letters and token spots.
pub fn print_board(canvas: &mut Canvas, data: &GameData) {
    let ink = rgb(INK[0], INK[1], INK[2]);
    let red = rgb(150, 52, 36);
    let half = BOARD_SIZE / 2.0;
    // Frame lines inside the edge.
    canvas.rounded_rect(
        [0.0, 0.0],
        [half - 0.5, half - 0.5],
        0.6,
        Some(0.18),
        red,
        1.0,
    );
    canvas.rounded_rect(
        [0.0, 0.0],
        [half - 3.8, half - 3.8],
        0.6,
        Some(0.12),
        red,
        1.0,
    );
    // Scoring track.
    for i in 0..TRACK_CELLS {
        let c = track_cell(i);
        let h = TRACK_CELL / 2.0;
        let fill: Rgb = if i % 10 == 0 {
            rgb(214, 170, 120)
        } else if i % 5 == 0 {
            rgb(226, 196, 150)
        } else {
            rgb(240, 226, 194)
        };
        canvas.rounded_rect(c, [h, h], 0.25, None, fill, 1.0);
        canvas.rounded_rect(c, [h, h], 0.25, Some(0.08), ink, 0.9);
        // Every fifth cell numbered, the tens larger: read from the table's
        // edge without counting cells.
        if i % 10 == 0 {
            let number = i.to_string();
            canvas.condensed_text(c, TRACK_TENS_HEIGHT, TRACK_DIGIT_WIDTH, &number, ink);
        } else if i % 5 == 0 {
            let number = i.to_string();
            canvas.condensed_text(c, TRACK_FIVES_HEIGHT, TRACK_DIGIT_WIDTH, &number, ink);
        }
    }
    // Segment letters and bonus-token spots.
    for segment in Segment::ALL {
        let c = segment_letter_spot(segment);
        canvas.fill_circle(c, 1.5, rgb(214, 178, 120), 1.0);
        canvas.ring(c, 1.5, 0.14, ink);
        canvas.text(c, 1.5, &format!("{segment:?}"), ink);
        // The bonus tokens' spot: a square the size of a token, its segment's
        // tint, so a stack reads as that segment's bonus.
        let b = bonus_stack_spot(segment);
        canvas.rounded_rect(b, [1.0, 1.0], 0.2, None, segment_tint(segment), 1.0);
        canvas.rounded_rect(b, [1.0, 1.0], 0.2, Some(0.1), ink, 0.8);
    }
    // VP-token spots and city-marker spaces.
    for city in City::ALL {
        if let Some(c) = vp_stack_spot(city) {
            canvas.fill_circle(c, 1.25, rgb(224, 190, 110), 1.0);
            canvas.ring(c, 1.25, 0.1, ink);
            canvas.text(c, 0.9, "VP", ink);
        }
        for m in marker_spots(city, markers_per_city(data)) {
            canvas.fill_circle(m, 0.9, rgb(246, 236, 212), 1.0);
            canvas.ring(m, 0.9, 0.1, red);
        }
    }
}

/// The warm paper with a little fibre and a darker rim. Called for every texel of
/// the print (4 million at 2048²), so its noise is an integer hash and its slow
/// blotches a cheap wave rather than library sines: it was half of the print's time.
pub fn paper(x: f32, z: f32) -> Rgb {
    let base = rgb(materials::PAPER.r, materials::PAPER.g, materials::PAPER.b);
    let h = fibre(x, z);
    let blotch = (wave(x * 0.37) * wave(z * 0.29 + std::f32::consts::FRAC_PI_2)
        + wave(x * 0.11 + z * 0.17))
        * 0.012;
    let edge = (x.abs().max(z.abs()) - 26.0).max(0.0) / 4.0;
    let f = 1.0 + (h - 0.5) * 0.035 + blotch - edge * 0.07;
    [base[0] * f, base[1] * f, base[2] * f]
}

/// White noise in 0..1 from a point, steady per 0.01 cm (the paper's fibre).
fn fibre(x: f32, z: f32) -> f32 {
    let (i, j) = ((x * 100.0) as i32 as u32, (z * 100.0) as i32 as u32);
    let mut n = i.wrapping_mul(0x8da6_b343) ^ j.wrapping_mul(0xd816_3841);
    n ^= n >> 13;
    n = n.wrapping_mul(0x2c1b_3c6d);
    n ^= n >> 15;
    (n >> 8) as f32 / (1u32 << 24) as f32
}

/// A sine-like wave (within 0.1% of `sin`), from two parabolas.
fn wave(t: f32) -> f32 {
    use std::f32::consts::{PI, TAU};
    let t = t - TAU * (t / TAU).floor() - PI;
    let y = 4.0 / PI * t - 4.0 / (PI * PI) * t * t.abs();
    -(0.225 * (y * y.abs() - y) + y)
}

/// The table top's extent in x and z (cm), centred under the board.
pub const TABLE_HALF: [f32; 2] = [110.0, 80.0];
/// Texels of the table's wood texture along x and z.
const TABLE_TEXELS: [usize; 2] = [1024, 512];
/// Width of one plank of the table top (cm); planks run along x.
const PLANK_WIDTH: f32 = 11.4;

fn hash(x: f32, y: f32) -> f32 {
    let n = (x * 127.1 + y * 311.7).sin() * 43_758.547;
    n - n.floor()
}

/// Smooth value noise in 0..1.
fn value_noise(x: f32, y: f32) -> f32 {
    let (ix, iy) = (x.floor(), y.floor());
    let (fx, fy) = (x - ix, y - iy);
    let (ux, uy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash(ix, iy);
    let b = hash(ix + 1.0, iy);
    let c = hash(ix, iy + 1.0);
    let d = hash(ix + 1.0, iy + 1.0);
    let top = a + (b - a) * ux;
    let bottom = c + (d - c) * ux;
    top + (bottom - top) * uy
}

fn smoothstep(lo: f32, hi: f32, x: f32) -> f32 {
    let t = ((x - lo) / (hi - lo)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// How light the table's wood is at (x, z) cm, as a factor of its colour: planks
/// along x, each with its own growth rings, fine fibre and a dark seam.
pub fn table_grain(x: f32, z: f32) -> f32 {
    let plank = ((z + TABLE_HALF[1]) / PLANK_WIDTH).floor();
    let across = z + TABLE_HALF[1] - plank * PLANK_WIDTH;
    let seed = plank * 17.31;
    let warp = value_noise(x * 0.035 + seed, across * 0.2)
        + 0.5 * value_noise(x * 0.07 + seed, across * 0.4 + 3.0);
    let rings = {
        let r = across * 0.45 + warp * 2.4 + (x * 0.012 + seed).sin() * 0.9;
        r - r.floor()
    };
    let late = smoothstep(0.55, 0.95, rings) * (1.0 - smoothstep(0.95, 1.0, rings));
    let fibre = value_noise(x * 0.5 + seed, across * 9.0);
    let seam = 1.0 - 0.55 * (1.0 - smoothstep(0.0, 0.18, across.min(PLANK_WIDTH - across)));
    let tone = 0.9 + 0.2 * hash(plank, 7.0);
    (1.0 - 0.35 * late) * (0.92 + 0.08 * fibre) * seam * tone
}

/// The table's wood grain as a texture (linear light factors, multiplied with the
/// wood colour). Baked once: drawing the grain procedurally cost about half of a
/// 1280×720 frame on a software renderer, since the table fills much of the screen.
pub fn table_texture() -> CpuTexture {
    let [w, h] = TABLE_TEXELS;
    let mut data = Vec::with_capacity(w * h);
    for row in 0..h {
        let z = -TABLE_HALF[1] + (row as f32 + 0.5) / h as f32 * 2.0 * TABLE_HALF[1];
        for col in 0..w {
            let x = -TABLE_HALF[0] + (col as f32 + 0.5) / w as f32 * 2.0 * TABLE_HALF[0];
            let v = (table_grain(x, z).clamp(0.0, 1.2) / 1.2 * 255.0 + 0.5) as u8;
            data.push([v, v, v, 255]);
        }
    }
    CpuTexture {
        name: "table wood".to_string(),
        data: TextureData::RgbaU8(data),
        width: w as u32,
        height: h as u32,
        min_filter: Interpolation::Linear,
        mag_filter: Interpolation::Linear,
        mipmap: Some(Mipmap::default()),
        wrap_s: Wrapping::ClampToEdge,
        wrap_t: Wrapping::ClampToEdge,
    }
}

/// The board: a slab with the print on its top, and the table it lies on.
pub struct BoardMeshes {
    pub print: Gm<Mesh, materials::LitMaterial>,
    pub slab: Gm<Mesh, materials::LitMaterial>,
    pub table: Gm<Mesh, materials::LitMaterial>,
}

impl BoardMeshes {
    pub fn new(context: &Context, print: CpuTexture) -> BoardMeshes {
        let half = BOARD_SIZE / 2.0;
        let print_mesh = shapes::ground_quad([-half, -half], [half, half], 0.0);
        // The print is painted in sRGB; lighting works in linear colour.
        let mut linear = print;
        linear.data.to_linear_srgb();
        let material = materials::LitMaterial {
            albedo: Srgba::WHITE,
            texture: Some(Texture2DRef::from_cpu_texture(context, &linear)),
        };
        let print = Gm::new(Mesh::new(context, &print_mesh), material);
        let mut slab_mesh = shapes::block(vec3(BOARD_SIZE, BOARD_THICKNESS, BOARD_SIZE));
        let _ = slab_mesh.transform(Mat4::from_translation(vec3(
            0.0,
            -BOARD_THICKNESS / 2.0 - 0.01,
            0.0,
        )));
        let slab = Gm::new(
            Mesh::new(context, &slab_mesh),
            materials::plain(Srgba::new_opaque(60, 52, 44), 0.8, 0.0),
        );
        let table_mesh = shapes::ground_quad(
            [-TABLE_HALF[0], -TABLE_HALF[1]],
            [TABLE_HALF[0], TABLE_HALF[1]],
            -BOARD_THICKNESS,
        );
        // The grain texture holds light factors up to 1.2; the albedo carries the
        // wood's colour (brightened to match).
        let table = Gm::new(
            Mesh::new(context, &table_mesh),
            materials::LitMaterial {
                albedo: Srgba::new_opaque(131, 81, 46),
                texture: Some(Texture2DRef::from_cpu_texture(context, &table_texture())),
            },
        );
        BoardMeshes { print, slab, table }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_wave_is_a_sine_and_its_fibre_even() {
        for k in -400..400 {
            let t = k as f32 * 0.05;
            assert!((wave(t) - t.sin()).abs() < 2e-3, "wave({t}) = {}", wave(t));
        }
        let mean = (0..10_000)
            .map(|k| fibre(k as f32 * 0.013 - 30.0, (k % 97) as f32 * 0.31))
            .sum::<f32>()
            / 10_000.0;
        assert!((mean - 0.5).abs() < 0.02, "{mean}");
    }

    #[test]
    fn a_score_marker_turns_at_the_corners_it_passes() {
        let at = |i: u32| {
            let [x, z] = track_cell(i);
            vec3(x, 0.0, z)
        };
        // Within a side: no turn; onto a corner: none either.
        assert!(track_turns(3, 9).is_empty());
        assert!(track_turns(20, 25).is_empty());
        // Round one corner, and back (an undo) the other way.
        assert_eq!(track_turns(22, 28), vec![at(25)]);
        assert_eq!(track_turns(28, 22), vec![at(25)]);
        // Round two, in order, and over the end of the track.
        assert_eq!(track_turns(45, 78), vec![at(50), at(75)]);
        assert_eq!(track_turns(98, 103), vec![at(0)]);
    }
}

//! Mesh builders the game needs beyond three-d's primitives: solids of revolution
//! (pawns, tokens), boxes between two corners, and flat quads.

use three_d::*;

/// A solid of revolution round the y axis. `profile` lists (radius, height) from
/// the bottom up; a radius of zero closes the shape at that height.
pub fn lathe(profile: &[(f32, f32)], segments: u32) -> CpuMesh {
    let n = segments as usize;
    let mut positions = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    // Duplicate the ring at each profile point for both adjoining bands so that
    // sharp edges keep flat normals.
    let mut ring_start = Vec::new();
    for w in profile.windows(2) {
        for &(r, y) in w {
            ring_start.push(positions.len() as u32);
            for j in 0..n {
                let a = std::f32::consts::TAU * j as f32 / n as f32;
                positions.push(vec3(r * a.cos(), y, r * a.sin()));
            }
        }
    }
    for band in 0..profile.len() - 1 {
        let lo = ring_start[band * 2];
        let hi = ring_start[band * 2 + 1];
        for j in 0..n as u32 {
            let k = (j + 1) % n as u32;
            indices.extend_from_slice(&[lo + j, hi + j, hi + k, lo + j, hi + k, lo + k]);
        }
    }
    // Caps at the ends where the radius is not zero.
    for (end, &(r, y)) in [profile[0], profile[profile.len() - 1]].iter().enumerate() {
        if r <= 0.0 {
            continue;
        }
        let center = positions.len() as u32;
        positions.push(vec3(0.0, y, 0.0));
        for j in 0..n {
            let a = std::f32::consts::TAU * j as f32 / n as f32;
            positions.push(vec3(r * a.cos(), y, r * a.sin()));
        }
        for j in 0..n as u32 {
            let k = (j + 1) % n as u32;
            if end == 0 {
                indices.extend_from_slice(&[center, center + 1 + j, center + 1 + k]);
            } else {
                indices.extend_from_slice(&[center, center + 1 + k, center + 1 + j]);
            }
        }
    }
    let mut mesh = CpuMesh {
        positions: Positions::F32(positions),
        indices: Indices::U32(indices),
        ..Default::default()
    };
    mesh.compute_normals();
    mesh
}

/// A closed cylinder of radius 1 from y = 0 to y = 1.
pub fn disc(segments: u32) -> CpuMesh {
    lathe(&[(1.0, 0.0), (1.0, 1.0)], segments)
}

/// A wooden disc stone: a cylinder of diameter 1 and height 1 centred on the origin,
/// its axis along y (scaled per instance to the collider's diameter and thickness), its
/// edges rounded by `edge` (across, along the axis; a share of the diameter and of the
/// thickness) in quarter arcs as the collider's are. Uvs: the faces map x and z (grain
/// across the top), the rim maps round and up.
pub fn stone_disc(segments: u32, edge: [f32; 2]) -> CpuMesh {
    let [ex, ey] = edge.map(|e| e.clamp(0.0, 0.49));
    let mut profile = Vec::new();
    if ex > 0.0 && ey > 0.0 {
        const ARC: usize = 4;
        for i in 0..=ARC {
            let a = std::f32::consts::FRAC_PI_2 * i as f32 / ARC as f32;
            profile.push((0.5 - ex + ex * a.sin(), -0.5 + ey - ey * a.cos()));
        }
        for i in 0..=ARC {
            let a = std::f32::consts::FRAC_PI_2 * i as f32 / ARC as f32;
            profile.push((0.5 - ex + ex * a.cos(), 0.5 - ey + ey * a.sin()));
        }
    } else {
        profile.extend([(0.5, -0.5), (0.5, 0.5)]);
    }
    let mut mesh = lathe(&profile, segments);
    let normals = mesh.normals.clone().unwrap_or_default();
    let uvs = mesh
        .positions
        .to_f32()
        .iter()
        .zip(normals.iter())
        .map(|(p, n)| {
            if n.y.abs() > 0.7 {
                vec2(p.x + 0.5, p.z + 0.5)
            } else {
                vec2(p.z.atan2(p.x) / std::f32::consts::PI, p.y + 0.5)
            }
        })
        .collect();
    mesh.uvs = Some(uvs);
    mesh
}

/// A player's pawn, about 1.8 cm tall with a 0.6 cm base radius.
pub fn pawn() -> CpuMesh {
    lathe(
        &[
            (0.62, 0.0),
            (0.62, 0.18),
            (0.5, 0.28),
            (0.34, 0.5),
            (0.24, 1.05),
            (0.34, 1.12),
            (0.24, 1.2),
            (0.34, 1.36),
            (0.36, 1.5),
            (0.3, 1.66),
            (0.16, 1.76),
            (0.0, 1.8),
        ],
        20,
    )
}

/// A bevelled coin (or round token) of radius 1 from y = 0 to y = 1: its edges
/// chamfered so the sun catches a bright rim, as on a struck coin (few faces:
/// many lie on the table, and a software renderer pays for each).
pub fn coin(segments: u32) -> CpuMesh {
    lathe(
        &[(0.86, 0.0), (1.0, 0.22), (1.0, 0.78), (0.86, 1.0)],
        segments,
    )
}

/// A city marker: a Roman milestone about 1.5 cm high (a plinth, a column and a
/// rounded top), standing on y = 0.
pub fn milestone() -> CpuMesh {
    lathe(
        &[
            (0.62, 0.0),
            (0.62, 0.22),
            (0.48, 0.3),
            (0.44, 1.15),
            (0.4, 1.3),
            (0.3, 1.42),
            (0.16, 1.5),
            (0.0, 1.53),
        ],
        12,
    )
}

/// A card token of side 1 from y = 0 to y = 1, its top edges bevelled (a lathe of
/// four sides, turned so its sides run along x and z).
pub fn bevelled_square() -> CpuMesh {
    let r = std::f32::consts::FRAC_1_SQRT_2;
    let mut mesh = lathe(&[(r, 0.0), (r, 0.7), (r * 0.84, 1.0), (0.0, 1.0)], 4);
    let _ = mesh.transform(Mat4::from_angle_y(degrees(45.0)));
    mesh
}

/// A cart wheel of radius 1 round the y axis, centred on y = 0: a rim, a disc
/// dished towards a hub that stands out on both sides.
pub fn wheel(segments: u32) -> CpuMesh {
    lathe(
        &[
            (0.3, -0.5),
            (0.3, -0.12),
            (0.84, -0.1),
            (1.0, -0.18),
            (1.0, 0.18),
            (0.84, 0.1),
            (0.3, 0.12),
            (0.3, 0.5),
        ],
        segments,
    )
}

/// A player's folding screen of card: three panels `width` wide in all, `height`
/// high and `thickness` thick, standing on y = 0, the middle one along x and the
/// two wings folded `fold` degrees towards +z (the player's side).
pub fn folding_screen(width: f32, height: f32, thickness: f32, fold: f32) -> CpuMesh {
    let middle = width * 0.46;
    let wing = (width - middle) / 2.0;
    let panel = |w: f32| block(vec3(w, height, thickness));
    let hinge = middle / 2.0;
    merge(&[
        (
            panel(middle),
            Mat4::from_translation(vec3(0.0, height / 2.0, 0.0)),
        ),
        (
            panel(wing),
            Mat4::from_translation(vec3(hinge, 0.0, 0.0))
                * Mat4::from_angle_y(degrees(-fold))
                * Mat4::from_translation(vec3(wing / 2.0, height / 2.0, 0.0)),
        ),
        (
            panel(wing),
            Mat4::from_translation(vec3(-hinge, 0.0, 0.0))
                * Mat4::from_angle_y(degrees(fold))
                * Mat4::from_translation(vec3(-wing / 2.0, height / 2.0, 0.0)),
        ),
    ])
}

/// One mesh of several, each moved by its transformation (positions and normals;
/// uvs kept where every part has them).
pub fn merge(parts: &[(CpuMesh, Mat4)]) -> CpuMesh {
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    let all_uvs = parts.iter().all(|(m, _)| m.uvs.is_some());
    for (mesh, transformation) in parts {
        let mut mesh = mesh.clone();
        if mesh.normals.is_none() {
            mesh.compute_normals();
        }
        // Moving a mesh with positions and normals cannot fail.
        let _ = mesh.transform(*transformation);
        let base = positions.len() as u32;
        let count = mesh.positions.len();
        positions.extend(mesh.positions.to_f32());
        normals.extend(mesh.normals.clone().unwrap_or_default());
        if all_uvs {
            uvs.extend(mesh.uvs.clone().unwrap_or_default());
        }
        match &mesh.indices {
            Indices::U8(i) => indices.extend(i.iter().map(|&k| base + k as u32)),
            Indices::U16(i) => indices.extend(i.iter().map(|&k| base + k as u32)),
            Indices::U32(i) => indices.extend(i.iter().map(|&k| base + k)),
            Indices::None => indices.extend((0..count as u32).map(|k| base + k)),
        }
    }
    CpuMesh {
        positions: Positions::F32(positions),
        indices: Indices::U32(indices),
        normals: Some(normals),
        uvs: all_uvs.then_some(uvs),
        ..Default::default()
    }
}

/// three-d's unit cube (−1..1) scaled to the given full size, centred on the origin.
pub fn block(size: Vec3) -> CpuMesh {
    let mut mesh = CpuMesh::cube();
    // Scaling a cube cannot fail: it has positions and normals only.
    let _ = mesh.transform(Mat4::from_nonuniform_scale(
        size.x / 2.0,
        size.y / 2.0,
        size.z / 2.0,
    ));
    mesh
}

/// A flat rectangle on y = `height` covering `min..max` in x and z, facing up,
/// with uvs (0,0) at min and (1,1) at max.
pub fn ground_quad(min: [f32; 2], max: [f32; 2], height: f32) -> CpuMesh {
    let positions = vec![
        vec3(min[0], height, min[1]),
        vec3(max[0], height, min[1]),
        vec3(max[0], height, max[1]),
        vec3(min[0], height, max[1]),
    ];
    CpuMesh {
        positions: Positions::F32(positions),
        indices: Indices::U32(vec![0, 2, 1, 0, 3, 2]),
        normals: Some(vec![vec3(0.0, 1.0, 0.0); 4]),
        uvs: Some(vec![
            vec2(0.0, 0.0),
            vec2(1.0, 0.0),
            vec2(1.0, 1.0),
            vec2(0.0, 1.0),
        ]),
        ..Default::default()
    }
}

/// A tiny deterministic random generator (xorshift) for scenery.
pub struct Scatter(u64);

impl Scatter {
    pub fn new(seed: u64) -> Scatter {
        Scatter(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in 0..1.
    pub fn unit(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        (x >> 40) as f32 / (1u64 << 24) as f32
    }

    /// A number in lo..hi.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }
}

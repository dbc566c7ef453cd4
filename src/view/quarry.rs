//! The quarry: a sloping ramp standing on the board as a small mountain, with low
//! side walls, two bars and a red line at its narrow entrance, the pusher, and the
//! stones drawn from poses given by the caller (later: the physics world).

use super::materials::{self, WoodMaterial};
use super::shapes::{self, Scatter};
use crate::rules::{GameData, Size};
use three_d::*;

/// Ramp length along the slope, cm.
pub const RAMP_LENGTH: f32 = 30.0;
/// Width at the low front edge, where stones drop off.
pub const FRONT_WIDTH: f32 = 12.0;
/// Width at the entrance at the top.
pub const ENTRANCE_WIDTH: f32 = 8.0;
/// Slope of the ramp.
pub const SLOPE_DEGREES: f32 = 11.0;
/// Height of the front edge above the board.
pub const FRONT_HEIGHT: f32 = 1.6;
pub const WALL_HEIGHT: f32 = 1.2;
pub const WALL_THICKNESS: f32 = 0.5;
/// Distance of the red line from the entrance, along the slope.
pub const LINE_FROM_ENTRANCE: f32 = 2.5;
const TRAY_THICKNESS: f32 = 0.5;

/// Where the ramp stands: from ramp space to board space. In ramp space x runs
/// across the ramp, y is the surface normal (the surface is y = 0), z runs down the
/// slope with 0 at the front edge and −RAMP_LENGTH at the entrance.
pub fn quarry_transform() -> Mat4 {
    Mat4::from_translation(vec3(0.0, FRONT_HEIGHT, 12.0))
        * Mat4::from_angle_x(degrees(SLOPE_DEGREES))
}

/// The ramp's width at ramp-space z.
pub fn ramp_width(z: f32) -> f32 {
    let t = (-z / RAMP_LENGTH).clamp(0.0, 1.0);
    FRONT_WIDTH + (ENTRANCE_WIDTH - FRONT_WIDTH) * t
}

/// Full size of a stone: footprint side × thickness × side.
pub fn stone_dimensions(size: Size) -> Vec3 {
    match size {
        Size::Small => vec3(2.0, 0.8, 2.0),
        Size::Mid => vec3(2.6, 0.8, 2.6),
        Size::Large => vec3(3.2, 0.8, 3.2),
    }
}

/// One stone's pose in board space (its centre and orientation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoneInstance {
    pub size: Size,
    pub translation: Vec3,
    pub rotation: Quat,
}

/// The quarry's opening stones lying flat on the ramp at deterministic spots.
pub fn opening_stones(data: &GameData) -> Vec<StoneInstance> {
    let counts = data.components.quarry_opening;
    let mut rng = Scatter::new(0x51_0E5);
    let mut placed: Vec<(f32, f32, f32)> = Vec::new();
    let mut stones = Vec::new();
    let to_board = quarry_transform();
    let tilt = Quat::from_angle_x(degrees(SLOPE_DEGREES));
    for size in [Size::Large, Size::Mid, Size::Small] {
        let side = stone_dimensions(size).x;
        let radius = side * 0.62;
        for _ in 0..counts.get(size) {
            let mut spot = None;
            for attempt in 0..400 {
                let z = rng.range(-RAMP_LENGTH + 4.5, -2.5);
                let half = ramp_width(z) / 2.0 - WALL_THICKNESS - radius;
                let x = rng.range(-half, half);
                let slack = if attempt > 300 { 0.8 } else { 1.0 };
                let free = placed
                    .iter()
                    .all(|&(px, pz, pr)| (px - x).hypot(pz - z) >= (pr + radius) * slack);
                if free {
                    spot = Some((x, z));
                    break;
                }
            }
            let (x, z) = spot.unwrap_or((0.0, -RAMP_LENGTH / 2.0));
            placed.push((x, z, radius));
            let spin = rng.range(0.0, 360.0);
            let local = vec3(x, stone_dimensions(size).y / 2.0, z);
            stones.push(StoneInstance {
                size,
                translation: (to_board * local.extend(1.0)).truncate(),
                rotation: tilt * Quat::from_angle_y(degrees(spin)),
            });
        }
    }
    stones
}

/// A closed prism between two outlines of equal length (bottom, top), flat-shaded,
/// with uvs from x and z times `uv_scale` (for the wood shader).
fn loft(bottom: &[Vec3], top: &[Vec3], uv_scale: f32) -> CpuMesh {
    let n = bottom.len();
    let mut positions = Vec::new();
    let mut quads: Vec<[Vec3; 4]> = Vec::new();
    for i in 0..n {
        let j = (i + 1) % n;
        quads.push([bottom[i], bottom[j], top[j], top[i]]);
    }
    let mut tris: Vec<[Vec3; 3]> = Vec::new();
    for q in &quads {
        tris.push([q[0], q[1], q[2]]);
        tris.push([q[0], q[2], q[3]]);
    }
    for i in 1..n - 1 {
        tris.push([top[0], top[i + 1], top[i]]);
        tris.push([bottom[0], bottom[i], bottom[i + 1]]);
    }
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    for t in &tris {
        let normal = (t[1] - t[0]).cross(t[2] - t[0]).normalize();
        for p in t {
            positions.push(*p);
            normals.push(normal);
            uvs.push(vec2(p.z * uv_scale, p.x * uv_scale));
        }
    }
    CpuMesh {
        positions: Positions::F32(positions),
        normals: Some(normals),
        uvs: Some(uvs),
        ..Default::default()
    }
}

/// The ramp's static parts.
pub struct QuarryMeshes {
    pub mountain: Gm<Mesh, PhysicalMaterial>,
    pub tray: Gm<Mesh, WoodMaterial>,
    pub walls: Gm<InstancedMesh, WoodMaterial>,
    pub line: Gm<Mesh, PhysicalMaterial>,
    pub stones: Gm<InstancedMesh, WoodMaterial>,
}

impl QuarryMeshes {
    pub fn new(context: &Context) -> QuarryMeshes {
        let to_board = quarry_transform();
        let at = |x: f32, y: f32, z: f32| (to_board * vec4(x, y, z, 1.0)).truncate();
        let (hf, he, l) = (FRONT_WIDTH / 2.0, ENTRANCE_WIDTH / 2.0, RAMP_LENGTH);
        // The tray: a slab under the ramp surface.
        let outline = [(-hf, 0.0), (hf, 0.0), (he, -l), (-he, -l)];
        let top: Vec<Vec3> = outline.iter().map(|&(x, z)| at(x, 0.0, z)).collect();
        let under: Vec<Vec3> = outline
            .iter()
            .map(|&(x, z)| at(x, -TRAY_THICKNESS, z))
            .collect();
        let tray = loft(&under, &top, 0.12);
        // The mountain: from the tray's underside down to a wider foot on the board.
        let foot: Vec<Vec3> = [
            (-hf - 1.5, 0.6),
            (hf + 1.5, 0.6),
            (he + 4.5, -l - 3.0),
            (-he - 4.5, -l - 3.0),
        ]
        .iter()
        .map(|&(x, z)| {
            let p = at(x, 0.0, z);
            vec3(p.x, 0.0, p.z)
        })
        .collect();
        let shoulder: Vec<Vec3> = outline
            .iter()
            .map(|&(x, z)| at(x * 1.06, -TRAY_THICKNESS - 0.05, z))
            .collect();
        let mountain = loft(&foot, &shoulder, 0.1);

        // Walls, bars and pusher as scaled cubes in ramp space.
        let side_angle = ((hf - he) / l).atan();
        let side_len = (l * l + (hf - he).powi(2)).sqrt();
        let mut walls = Vec::new();
        for sign in [-1.0f32, 1.0] {
            let mid_x = sign * ((hf + he) / 2.0 - WALL_THICKNESS / 2.0);
            walls.push(
                to_board
                    * Mat4::from_translation(vec3(mid_x, WALL_HEIGHT / 2.0 - 0.1, -l / 2.0))
                    * Mat4::from_angle_y(Rad(sign * side_angle))
                    * Mat4::from_nonuniform_scale(WALL_THICKNESS, WALL_HEIGHT, side_len),
            );
            // The entrance bars: upright posts either side of the entrance.
            walls.push(
                to_board
                    * Mat4::from_translation(vec3(sign * (he - 0.1), 2.0, -l + 0.6))
                    * Mat4::from_nonuniform_scale(0.9, 4.0, 0.9),
            );
        }
        // The pusher, waiting behind the entrance, with its handle.
        walls.push(
            to_board
                * Mat4::from_translation(vec3(0.0, 0.9, -l - 1.4))
                * Mat4::from_nonuniform_scale(ENTRANCE_WIDTH - 1.6, 1.8, 1.6),
        );
        walls.push(
            to_board
                * Mat4::from_translation(vec3(0.0, 1.3, -l - 4.2))
                * Mat4::from_nonuniform_scale(0.7, 0.7, 4.4),
        );
        let cube = shapes::block(vec3(1.0, 1.0, 1.0));
        let walls = Gm::new(
            InstancedMesh::new(
                context,
                &Instances {
                    transformations: walls,
                    ..Default::default()
                },
                &cube,
            ),
            WoodMaterial::new(Srgba::new_opaque(176, 124, 74), 1.5, 0.4),
        );
        // The red line across the ramp near the entrance.
        let z_line = -l + LINE_FROM_ENTRANCE;
        let mut line_mesh =
            shapes::block(vec3(ramp_width(z_line) - 2.0 * WALL_THICKNESS, 0.04, 0.35));
        let _ = line_mesh.transform(to_board * Mat4::from_translation(vec3(0.0, 0.02, z_line)));

        let stones = Gm::new(
            InstancedMesh::new(context, &Instances::default(), &cube),
            WoodMaterial::new(Srgba::WHITE, 1.1, 0.3),
        );
        QuarryMeshes {
            mountain: Gm::new(
                Mesh::new(context, &mountain),
                materials::plain(Srgba::new_opaque(150, 128, 100), 0.95, 0.0),
            ),
            tray: Gm::new(
                Mesh::new(context, &tray),
                WoodMaterial::new(Srgba::new_opaque(196, 150, 98), 1.0, 0.35),
            ),
            walls,
            line: Gm::new(
                Mesh::new(context, &line_mesh),
                materials::plain(Srgba::new_opaque(200, 24, 20), 0.6, 0.0),
            ),
            stones,
        }
    }

    /// Moves the stones to the given poses.
    pub fn set_stones(&mut self, stones: &[StoneInstance]) {
        let mut instances = Instances::default();
        let mut colors = Vec::with_capacity(stones.len());
        let mut uv = Vec::with_capacity(stones.len());
        for (i, stone) in stones.iter().enumerate() {
            let d = stone_dimensions(stone.size);
            instances.transformations.push(
                Mat4::from_translation(stone.translation)
                    * Mat4::from(stone.rotation)
                    * Mat4::from_nonuniform_scale(d.x, d.y, d.z),
            );
            colors.push(materials::STONE_COLORS[stone.size.index()]);
            let mut rng = Scatter::new(i as u64 + 7);
            uv.push(
                Mat3::from_translation(vec2(rng.unit() * 5.0, rng.unit() * 5.0))
                    * Mat3::from_nonuniform_scale(1.0 + rng.unit() * 0.4, 1.0),
            );
        }
        instances.colors = Some(colors);
        instances.texture_transformations = Some(uv);
        self.stones.geometry.set_instances(&instances);
    }
}

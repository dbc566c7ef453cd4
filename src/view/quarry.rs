//! The quarry: a sloping ramp standing on the board as a small mountain, with low
//! side walls, two bars and a red line at its narrow entrance, the pusher, and the
//! stones drawn from poses given by the caller (later: the physics world).

use super::materials::{self, WoodMaterial};
use super::shapes::{self, Scatter};
use crate::quarry::{Quarry, QuarryConfig, RampGeometry, StoneId, StoneShapeView, StonesConfig};
use crate::rules::Size;
use three_d::*;

/// Where the ramp's front edge stands on the board (board z, cm).
const FRONT_EDGE_Z: f32 = 12.0;
/// Centimetres per metre: the physics works in metres, the board in centimetres.
const CM: f32 = 100.0;
const TRAY_THICKNESS: f32 = 0.5;

/// The ramp as drawn, in board centimetres, taken from the physics config so that
/// what is drawn is what the stones collide with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RampShape {
    geometry: RampGeometry,
    pub slope_deg: f32,
    pub front_height: f32,
}

impl RampShape {
    pub fn from_config(config: &QuarryConfig) -> RampShape {
        RampShape {
            geometry: RampGeometry::new(&config.ramp),
            slope_deg: config.ramp.slope_deg,
            front_height: config.ramp.front_height * CM,
        }
    }

    pub fn length(&self) -> f32 {
        self.geometry.length * CM
    }

    /// Ramp space → board space. In ramp space x runs across the ramp, y is the
    /// surface normal (the surface is y = 0), z runs down the slope with 0 at the
    /// front edge and −length at the top of the entrance.
    pub fn transform(&self) -> Mat4 {
        Mat4::from_translation(vec3(0.0, self.front_height, FRONT_EDGE_Z))
            * Mat4::from_angle_x(degrees(self.slope_deg))
    }

    /// Physics world (metres, board at y = 0, ramp top above the origin) → board.
    pub fn world_to_board(&self) -> Mat4 {
        let run = self.geometry.length * self.slope_deg.to_radians().cos() * CM;
        Mat4::from_translation(vec3(0.0, 0.0, FRONT_EDGE_Z - run)) * Mat4::from_scale(CM)
    }

    /// The lane's width at ramp-space z (between bars and walls).
    pub fn width(&self, z: f32) -> f32 {
        2.0 * self.geometry.half_width_at(z / CM + self.geometry.length) * CM
    }

    fn wall_height(&self) -> f32 {
        self.geometry.wall_height * CM
    }

    fn wall_thickness(&self) -> f32 {
        self.geometry.wall_thickness * CM
    }

    fn entrance_length(&self) -> f32 {
        self.geometry.entrance_length * CM
    }

    fn bar_height(&self) -> f32 {
        self.geometry.bar_height * CM
    }

    /// Ramp-space z of the line the pusher may not cross.
    pub fn line_z(&self) -> f32 {
        (self.geometry.line_position - self.geometry.length) * CM
    }
}

/// The unit disc every disc stone is drawn with, its edges rounded like the colliders'
/// (`stones.disc_edge_radius`, exact for the mid stone and within a tenth of a
/// millimetre for the others, as one mesh is scaled to every size).
pub fn stone_disc_mesh(stones: &StonesConfig) -> CpuMesh {
    let edge = stones.disc_edge_radius;
    shapes::stone_disc(
        28,
        [edge / stones.mid.diameter, edge / stones.mid.thickness],
    )
}

/// The solid a stone is drawn as: the same as its collider.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneForm {
    Block,
    /// A cylinder with its axis along the stone's local y (rapier's cylinder axis).
    Disc,
}

/// One stone's pose in board space (its centre and orientation) and full size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoneInstance {
    pub size: Size,
    pub form: StoneForm,
    pub translation: Vec3,
    pub rotation: Quat,
    /// Full extents of its bounding box in its own frame: width, thickness, depth
    /// (cm); a disc's width and depth are its diameter.
    pub dimensions: Vec3,
    /// The quarry's stone it shows (`None` for one drawn from nowhere).
    pub id: Option<StoneId>,
    /// Drawn in the drop mark's gold: it has just dropped off the front edge.
    pub marked: bool,
}

/// The gold a stone that dropped off the front edge is drawn in for a moment: no
/// stone's colour and no player's, so it reads as "this one fell".
pub const DROP_MARK_COLOR: Srgba = Srgba::new_opaque(255, 196, 40);

/// Centimetres per second² a dropped stone falls with, as drawn (the physics
/// lets go of it at the front edge).
const FALL_CM_S2: f32 = 981.0;
/// How fast a dropped stone drifts on forward as it falls (cm/s).
const FALL_DRIFT_CM_S: f32 = 8.0;

/// A stone that dropped off the front edge `age` seconds ago, where it is drawn:
/// from its last pose in the quarry it falls on and a little forward, down to
/// the board, and lies there, marked. The physics removes a stone as soon as it
/// has left the ramp; this lets the player see it go.
pub fn falling(last: &StoneInstance, age: f32) -> StoneInstance {
    let t = age.max(0.0);
    let floor = 0.5 * last.dimensions.y;
    let drop = 0.5 * FALL_CM_S2 * t * t;
    let fall_time = ((last.translation.y - floor).max(0.0) * 2.0 / FALL_CM_S2).sqrt();
    let mut translation = last.translation;
    translation.y = (translation.y - drop).max(floor);
    translation.z += FALL_DRIFT_CM_S * t.min(fall_time);
    StoneInstance {
        translation,
        marked: true,
        ..*last
    }
}

/// What the quarry shows this frame: the stones and the pusher.
#[derive(Clone, Debug, PartialEq)]
pub struct QuarryPose {
    pub stones: Vec<StoneInstance>,
    /// The pusher's box: board-space transformation of a unit cube.
    pub pusher: Mat4,
}

/// The stones and the pusher where the physics has them.
pub fn quarry_pose(quarry: &Quarry, shape: &RampShape) -> QuarryPose {
    let to_board = shape.world_to_board();
    let place = |t: [f32; 3]| (to_board * vec4(t[0], t[1], t[2], 1.0)).truncate();
    let turn = |r: [f32; 4]| Quat::new(r[3], r[0], r[1], r[2]);
    let stones = quarry
        .stones()
        .map(|s| {
            let (form, d) = match s.shape {
                StoneShapeView::Box { half_extents: h } => {
                    (StoneForm::Block, vec3(h[0], h[1], h[2]) * 2.0 * CM)
                }
                StoneShapeView::Disc {
                    radius,
                    half_height,
                } => (
                    StoneForm::Disc,
                    vec3(radius, half_height, radius) * 2.0 * CM,
                ),
            };
            StoneInstance {
                size: s.size,
                form,
                translation: place(s.translation),
                rotation: turn(s.rotation),
                dimensions: d,
                id: Some(s.id),
                marked: false,
            }
        })
        .collect();
    let (t, r) = quarry.pusher_world_pose();
    let h = quarry.pusher_shape().half_extents;
    let pusher = Mat4::from_translation(place(t))
        * Mat4::from(turn(r))
        * Mat4::from_nonuniform_scale(2.0 * h[0] * CM, 2.0 * h[1] * CM, 2.0 * h[2] * CM);
    QuarryPose { stones, pusher }
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
    pub mountain: Gm<Mesh, materials::LitMaterial>,
    pub tray: Gm<Mesh, WoodMaterial>,
    pub walls: Gm<InstancedMesh, WoodMaterial>,
    pub line: Gm<Mesh, materials::LitMaterial>,
    /// Stones with box colliders.
    pub stones: Gm<InstancedMesh, WoodMaterial>,
    /// Stones with cylinder colliders.
    pub discs: Gm<InstancedMesh, WoodMaterial>,
    pub pusher: Gm<InstancedMesh, WoodMaterial>,
}

impl QuarryMeshes {
    pub fn new(context: &Context, shape: &RampShape, stone_sizes: &StonesConfig) -> QuarryMeshes {
        let to_board = shape.transform();
        let at = |x: f32, y: f32, z: f32| (to_board * vec4(x, y, z, 1.0)).truncate();
        let l = shape.length();
        let (hf, he) = (shape.width(0.0) / 2.0, shape.width(-l) / 2.0);
        let (wall_height, wall_thickness) = (shape.wall_height(), shape.wall_thickness());
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

        // Walls and bars as scaled cubes in ramp space: the walls run from the end of
        // the entrance to the front edge, the bars line the entrance.
        let entrance = shape.entrance_length();
        let run = l - entrance;
        let side_angle = ((hf - he) / run).atan();
        let side_len = (run * run + (hf - he).powi(2)).sqrt();
        let mut walls = Vec::new();
        for sign in [-1.0f32, 1.0] {
            let mid_x = sign * ((hf + he) / 2.0 + wall_thickness / 2.0);
            walls.push(
                to_board
                    * Mat4::from_translation(vec3(mid_x, wall_height / 2.0, -run / 2.0))
                    * Mat4::from_angle_y(Rad(sign * side_angle))
                    * Mat4::from_nonuniform_scale(wall_thickness, wall_height, side_len),
            );
            let bar = shape.bar_height();
            walls.push(
                to_board
                    * Mat4::from_translation(vec3(
                        sign * (he + wall_thickness / 2.0),
                        bar / 2.0,
                        -l + entrance / 2.0,
                    ))
                    * Mat4::from_nonuniform_scale(wall_thickness, bar, entrance),
            );
        }
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
        // The red line across the entrance: the pusher may not cross it.
        let z_line = shape.line_z();
        let mut line_mesh = shapes::block(vec3(shape.width(z_line), 0.04, 0.25));
        let _ = line_mesh.transform(to_board * Mat4::from_translation(vec3(0.0, 0.02, z_line)));
        let pusher = Gm::new(
            InstancedMesh::new(context, &Instances::default(), &cube),
            WoodMaterial::new(Srgba::new_opaque(150, 100, 60), 1.3, 0.4),
        );

        let stones = Gm::new(
            InstancedMesh::new(context, &Instances::default(), &cube),
            WoodMaterial::new(Srgba::WHITE, 1.1, 0.3),
        );
        let discs = Gm::new(
            InstancedMesh::new(
                context,
                &Instances::default(),
                &stone_disc_mesh(stone_sizes),
            ),
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
            discs,
            pusher,
        }
    }

    /// Moves the pusher (a unit cube's board transformation), or hides it.
    pub fn set_pusher(&mut self, pusher: Option<Mat4>) {
        let instances = Instances {
            transformations: pusher.into_iter().collect(),
            ..Default::default()
        };
        self.pusher.geometry.set_instances(&instances);
    }

    /// Moves the stones to the given poses: boxes and discs each as one instanced mesh.
    pub fn set_stones(&mut self, stones: &[StoneInstance]) {
        for (form, mesh) in [
            (StoneForm::Block, &mut self.stones),
            (StoneForm::Disc, &mut self.discs),
        ] {
            let mut instances = Instances::default();
            let mut colors = Vec::new();
            let mut uv = Vec::new();
            for (i, stone) in stones.iter().enumerate().filter(|(_, s)| s.form == form) {
                let d = stone.dimensions;
                instances.transformations.push(
                    Mat4::from_translation(stone.translation)
                        * Mat4::from(stone.rotation)
                        * Mat4::from_nonuniform_scale(d.x, d.y, d.z),
                );
                colors.push(if stone.marked {
                    DROP_MARK_COLOR
                } else {
                    materials::STONE_COLORS[stone.size.index()]
                });
                // Each stone shows its own piece of grain.
                let mut rng = Scatter::new(i as u64 + 7);
                uv.push(
                    Mat3::from_translation(vec2(rng.unit() * 5.0, rng.unit() * 5.0))
                        * Mat3::from_nonuniform_scale(1.0 + rng.unit() * 0.4, 1.0),
                );
            }
            instances.colors = Some(colors);
            instances.texture_transformations = Some(uv);
            mesh.geometry.set_instances(&instances);
        }
    }
}

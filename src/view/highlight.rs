//! Glowing outlines on road spaces: where the player may build, where the piece may
//! travel. Unlit, so they read the same in sun and shadow, and kept out of the shadow
//! map, so changing them costs one instance upload and no shadow rebuild.

use super::road::{tile_side, TILE_HEIGHT};
use crate::rules::{Board, SpaceId};
use three_d::*;

/// Why a space is outlined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HighlightKind {
    /// A tile may be built here.
    Build,
    /// The piece may travel here.
    Travel,
    /// The move the hint ("What would Hard do?") names builds or travels here.
    Hint,
}

impl HighlightKind {
    /// The outline's colour: gold for building, cyan for travelling, magenta
    /// for the hint's space (none is a player colour).
    pub fn color(self) -> Srgba {
        match self {
            HighlightKind::Build => Srgba::new_opaque(255, 214, 64),
            HighlightKind::Travel => Srgba::new_opaque(64, 232, 255),
            HighlightKind::Hint => Srgba::new_opaque(255, 64, 224),
        }
    }
}

/// Half the outline's outer side beyond the tile's half side (cm), and its width.
const RING_OUTSET: f32 = 0.45;
const RING_WIDTH: f32 = 0.32;

/// A flat square frame around the origin on y = 0: outer half side 1, inner half
/// side `inner` (both scaled per space).
fn frame_mesh(inner: f32) -> CpuMesh {
    let corners = |h: f32| {
        [
            vec3(-h, 0.0, -h),
            vec3(h, 0.0, -h),
            vec3(h, 0.0, h),
            vec3(-h, 0.0, h),
        ]
    };
    let mut positions = corners(1.0).to_vec();
    positions.extend(corners(inner));
    let mut indices = Vec::new();
    for i in 0..4u32 {
        let j = (i + 1) % 4;
        // Outer i, outer j, inner j, inner i — wound to face up.
        indices.extend_from_slice(&[i, 4 + j, j, i, 4 + i, 4 + j]);
    }
    CpuMesh {
        positions: Positions::F32(positions),
        indices: Indices::U32(indices),
        normals: Some(vec![vec3(0.0, 1.0, 0.0); 8]),
        ..Default::default()
    }
}

/// The outlines currently shown.
pub struct Highlights {
    pub rings: Gm<InstancedMesh, ColorMaterial>,
    shown: Vec<(SpaceId, HighlightKind)>,
}

impl Highlights {
    pub fn new(context: &Context) -> Highlights {
        // Outer half side 1 = tile half side + outset; the frame is RING_WIDTH wide
        // for a mid tile and scales with the others.
        let outer = tile_side(crate::rules::Size::Mid) / 2.0 + RING_OUTSET;
        let inner = (outer - RING_WIDTH) / outer;
        Highlights {
            rings: Gm::new(
                InstancedMesh::new(context, &Instances::default(), &frame_mesh(inner)),
                ColorMaterial {
                    color: Srgba::WHITE,
                    ..Default::default()
                },
            ),
            shown: Vec::new(),
        }
    }

    /// Outlines these spaces (unknown ids are skipped); `built(i)` says whether space
    /// `i` has a tile, so the outline lies on the tile's top. Does nothing when the
    /// list is unchanged.
    pub fn set(
        &mut self,
        board: &Board,
        highlights: &[(SpaceId, HighlightKind)],
        built: impl Fn(usize) -> bool,
    ) -> bool {
        if self.shown == highlights {
            return false;
        }
        let mut instances = Instances::default();
        let mut colors = Vec::new();
        for &(id, kind) in highlights {
            let Some(i) = board.index(id) else { continue };
            let space = board.space(i);
            let half = tile_side(space.size) / 2.0 + RING_OUTSET;
            let y = if built(i) { TILE_HEIGHT } else { 0.0 } + 0.04;
            instances.transformations.push(
                Mat4::from_translation(vec3(space.position[0], y, space.position[2]))
                    * Mat4::from_nonuniform_scale(half, 1.0, half),
            );
            colors.push(kind.color());
        }
        instances.colors = Some(colors);
        self.rings.geometry.set_instances(&instances);
        self.shown = highlights.to_vec();
        true
    }

    /// The board point in the middle of the outline's near side of a space (for tests).
    pub fn ring_point(board: &Board, id: SpaceId) -> Option<Vec3> {
        let space = board.space(board.index(id)?);
        let half = tile_side(space.size) / 2.0 + RING_OUTSET;
        let scale = half / (tile_side(crate::rules::Size::Mid) / 2.0 + RING_OUTSET);
        Some(vec3(
            space.position[0],
            0.04,
            space.position[2] + half - RING_WIDTH * scale / 2.0,
        ))
    }
}

//! The pieces on the board: players' pawns on their spaces, score markers on the
//! track, placed city markers, the VP-token stacks and the bonus-token stacks.

use super::board::{self, TRACK_CELLS};
use super::materials;
use super::road::{node_spot, TILE_HEIGHT};
use super::shapes;
use crate::rules::{City, Game, Node, Segment};
use three_d::*;

const VP_TOKEN_COLOR: Srgba = Srgba::new_opaque(216, 168, 64);
const MARKER_COLOR: Srgba = Srgba::new_opaque(120, 84, 60);
const BONUS_COLOR: Srgba = Srgba::new_opaque(178, 182, 190);

/// Pawns, round tokens and square tokens, each drawn as one instanced mesh.
pub struct Pieces {
    pub pawns: Gm<InstancedMesh, materials::LitMaterial>,
    pub discs: Gm<InstancedMesh, materials::LitMaterial>,
    pub squares: Gm<InstancedMesh, materials::LitMaterial>,
}

/// Where the `k`-th of `n` pieces sharing a spot stands, around the spot.
fn crowd_offset(k: usize, n: usize, radius: f32) -> [f32; 2] {
    if n <= 1 {
        return [0.0, 0.0];
    }
    let a = std::f32::consts::TAU * k as f32 / n as f32 + 0.6;
    [radius * a.cos(), radius * a.sin()]
}

/// Where player `p`'s pawn stands: on its node, spread out when it shares it,
/// on top of a tile (the foot of the pawn).
pub fn pawn_spot(game: &Game, p: usize) -> Vec3 {
    let board_data = &game.data().board;
    let node = game.players()[p].position();
    let sharing: Vec<usize> = (0..game.players().len())
        .filter(|&q| game.players()[q].position() == node)
        .collect();
    let k = sharing.iter().position(|&q| q == p).unwrap_or(0);
    let (radius, base) = match node {
        Node::City(_) => (1.2, 0.0),
        Node::Space(id) => {
            let built = board_data
                .index(id)
                .and_then(|i| game.road().get(i).copied().flatten())
                .is_some();
            (0.65, if built { TILE_HEIGHT } else { 0.0 })
        }
    };
    let [x, z] = node_spot(board_data, node);
    let [dx, dz] = crowd_offset(k, sharing.len(), radius);
    vec3(x + dx, base, z + dz)
}

impl Pieces {
    pub fn new(context: &Context) -> Pieces {
        let make = |mesh: &CpuMesh, roughness: f32, metallic: f32| {
            Gm::new(
                InstancedMesh::new(context, &Instances::default(), mesh),
                materials::plain(Srgba::WHITE, roughness, metallic),
            )
        };
        Pieces {
            pawns: make(&shapes::pawn(), 0.45, 0.0),
            discs: make(&shapes::disc(24), 0.5, 0.1),
            squares: make(&shapes::block(vec3(1.0, 1.0, 1.0)), 0.4, 0.3),
        }
    }

    pub fn update(&mut self, game: &Game, palette: &materials::Palette) {
        // Pawns: on their node, spread out when they share it, on top of a tile.
        let mut pawns = Instances::default();
        let mut pawn_colors = Vec::new();
        for p in 0..game.players().len() {
            pawns
                .transformations
                .push(Mat4::from_translation(pawn_spot(game, p)));
            pawn_colors.push(palette.of(p));
        }
        pawns.colors = Some(pawn_colors);
        self.pawns.geometry.set_instances(&pawns);

        let mut discs = Instances::default();
        let mut disc_colors = Vec::new();
        let mut disc = |at: [f32; 2], y: f32, radius: f32, thick: f32, color: Srgba| {
            discs.transformations.push(
                Mat4::from_translation(vec3(at[0], y, at[1]))
                    * Mat4::from_nonuniform_scale(radius, thick, radius),
            );
            disc_colors.push(color);
        };
        // Score markers on the track, stacked when several share a cell.
        let mut on_cell = vec![0u32; TRACK_CELLS as usize];
        for (p, player) in game.players().iter().enumerate() {
            let cell = player.score() % TRACK_CELLS;
            let level = on_cell[cell as usize];
            on_cell[cell as usize] += 1;
            disc(
                board::track_cell(cell),
                level as f32 * 0.32,
                0.75,
                0.3,
                palette.of(p),
            );
        }
        // VP tokens stacked on their city spot; placed city markers.
        let per_city = board::markers_per_city(game.data());
        for city in City::ALL {
            if let Some(spot) = board::vp_stack_spot(city) {
                for (level, _) in game.vp_stacks()[city.index()].iter().enumerate() {
                    disc(spot, level as f32 * 0.26, 1.05, 0.25, VP_TOKEN_COLOR);
                }
            }
            let spots = board::marker_spots(city, per_city);
            for spot in spots
                .iter()
                .take(game.city_markers()[city.index()] as usize)
            {
                disc(*spot, 0.0, 0.8, 0.45, MARKER_COLOR);
            }
        }
        discs.colors = Some(disc_colors);
        self.discs.geometry.set_instances(&discs);

        // Bonus tokens: square stacks by their segment letter.
        let mut squares = Instances::default();
        let mut square_colors = Vec::new();
        for segment in Segment::ALL {
            let [x, z] = board::bonus_stack_spot(segment);
            for level in 0..game.bonus_supply()[segment.index()] {
                let turn = ((level * 7) % 5) as f32 - 2.0;
                squares.transformations.push(
                    Mat4::from_translation(vec3(x, 0.08 + level as f32 * 0.16, z))
                        * Mat4::from_angle_y(degrees(turn))
                        * Mat4::from_nonuniform_scale(1.7, 0.15, 1.7),
                );
                square_colors.push(BONUS_COLOR);
            }
        }
        squares.colors = Some(square_colors);
        self.squares.geometry.set_instances(&squares);
    }
}

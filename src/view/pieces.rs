//! The pieces on the board: players' pawns on their spaces, score markers on the
//! track, placed city markers (little milestones), the VP tokens stacked by their
//! cities and the bonus tokens by their segments' letters; and the sesterces, gold
//! coins that are only seen while they change hands.

use super::board::{self, TRACK_CELLS};
use super::materials;
use super::motion::{Layer, Layout, Piece, Placed, Tag};
use super::road::{node_spot, TILE_HEIGHT};
use super::shapes;
use crate::rules::{City, Game, Node, Segment};
use three_d::*;

const VP_TOKEN_COLOR: Srgba = Srgba::new_opaque(216, 168, 64);
const MARKER_COLOR: Srgba = Srgba::new_opaque(214, 204, 186);
const BONUS_COLOR: Srgba = Srgba::new_opaque(178, 182, 190);
pub const COIN_COLOR: Srgba = Srgba::new_opaque(226, 184, 72);
/// A sesterce coin's radius and thickness (cm).
const COIN: [f32; 2] = [0.9, 0.22];

/// Pawns, tokens, markers and coins, each kind drawn as one instanced mesh.
pub struct Pieces {
    pub pawns: Gm<InstancedMesh, materials::LitMaterial>,
    /// Score markers: plain wooden discs.
    pub discs: Gm<InstancedMesh, materials::LitMaterial>,
    /// Bonus tokens: bevelled square card tokens.
    pub squares: Gm<InstancedMesh, materials::LitMaterial>,
    /// City markers: milestones.
    pub markers: Gm<InstancedMesh, materials::LitMaterial>,
    /// VP tokens and flying sesterces: bevelled coins.
    pub coins: Gm<InstancedMesh, materials::LitMaterial>,
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
        Node::Space(id) => (0.65, node_height(game, Node::Space(id))),
    };
    let [x, z] = node_spot(board_data, node);
    let [dx, dz] = crowd_offset(k, sharing.len(), radius);
    vec3(x + dx, base, z + dz)
}

/// How high a pawn stands on a node: on the tile when one is built there.
pub fn node_height(game: &Game, node: Node) -> f32 {
    let Node::Space(id) = node else {
        return 0.0;
    };
    let built = game
        .data()
        .board
        .index(id)
        .and_then(|i| game.road().get(i).copied().flatten())
        .is_some();
    if built {
        TILE_HEIGHT
    } else {
        0.0
    }
}

/// A flying sesterce as it is drawn (its place set by each flight).
pub fn coin() -> Placed {
    Placed {
        layer: Layer::Coin,
        tag: Tag::Fixed,
        at: Mat4::from_nonuniform_scale(COIN[0], COIN[1], COIN[0]),
        color: COIN_COLOR,
        uv: Mat3::identity(),
    }
}

impl Pieces {
    pub fn new(context: &Context) -> Pieces {
        let make = |mesh: &CpuMesh| {
            Gm::new(
                InstancedMesh::new(context, &Instances::default(), mesh),
                materials::plain(Srgba::WHITE, 0.5, 0.0),
            )
        };
        Pieces {
            pawns: make(&shapes::pawn()),
            discs: make(&shapes::disc(24)),
            squares: make(&shapes::bevelled_square()),
            markers: make(&shapes::milestone()),
            coins: make(&shapes::coin(16)),
        }
    }

    /// Every board piece where the game has it, named for the motion.
    pub fn layout(game: &Game, palette: &materials::Palette, out: &mut Layout) {
        for p in 0..game.players().len() {
            out.push(
                Layer::Pawn,
                Tag::Piece(Piece::Pawn(p)),
                Mat4::from_translation(pawn_spot(game, p)),
                palette.of(p),
            );
        }
        let disc = |at: [f32; 2], y: f32, radius: f32, thick: f32| {
            Mat4::from_translation(vec3(at[0], y, at[1]))
                * Mat4::from_nonuniform_scale(radius, thick, radius)
        };
        // Score markers on the track, stacked when several share a cell.
        let mut on_cell = vec![0u32; TRACK_CELLS as usize];
        for (p, player) in game.players().iter().enumerate() {
            let cell = player.score() % TRACK_CELLS;
            let level = on_cell[cell as usize];
            on_cell[cell as usize] += 1;
            out.push(
                Layer::Disc,
                Tag::Piece(Piece::Score(p)),
                disc(board::track_cell(cell), level as f32 * 0.32, 0.75, 0.3),
                palette.of(p),
            );
        }
        // VP tokens stacked on their city spot; placed city markers.
        let per_city = board::markers_per_city(game.data());
        for city in City::ALL {
            if let Some(spot) = board::vp_stack_spot(city) {
                for (level, _) in game.vp_stacks()[city.index()].iter().enumerate() {
                    let piece = Piece::VpToken {
                        city: city.index(),
                        level,
                    };
                    let at = disc(spot, level as f32 * 0.26, 1.05, 0.25);
                    out.push(Layer::Coin, Tag::Piece(piece), at, VP_TOKEN_COLOR);
                }
            }
            let spots = board::marker_spots(city, per_city);
            let placed = game.city_markers()[city.index()] as usize;
            for (nth, spot) in spots.iter().take(placed).enumerate() {
                let piece = Piece::Marker {
                    city: city.index(),
                    nth,
                };
                let at =
                    Mat4::from_translation(vec3(spot[0], 0.0, spot[1])) * Mat4::from_scale(0.9);
                out.push(Layer::Marker, Tag::Piece(piece), at, MARKER_COLOR);
            }
        }
        // Bonus tokens: square stacks by their segment letter.
        for segment in Segment::ALL {
            let [x, z] = board::bonus_stack_spot(segment);
            for level in 0..game.bonus_supply()[segment.index()] {
                let turn = ((level * 7) % 5) as f32 - 2.0;
                let piece = Piece::Bonus {
                    segment: segment.index(),
                    level: level as usize,
                };
                out.push(
                    Layer::Square,
                    Tag::Piece(piece),
                    Mat4::from_translation(vec3(x, level as f32 * 0.16, z))
                        * Mat4::from_angle_y(degrees(turn))
                        * Mat4::from_nonuniform_scale(1.7, 0.15, 1.7),
                    BONUS_COLOR,
                );
            }
        }
    }
}

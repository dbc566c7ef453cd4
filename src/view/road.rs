//! The road: printed spaces in the outline of their tile size (tinted and lettered
//! by segment, pips for the size), the lines joining them, the four cities with
//! their names; and the tiles built on it, each with its builder's colour.

use super::board::segment_tint;
use super::canvas::{condensed_extent, rgb, Canvas};
use super::materials::{self, WoodMaterial};
use super::motion::{Layer, Layout, Piece, Tag};
use super::shapes;
use crate::rules::{Board, City, Game, GameData, Node, Size};
use three_d::*;

/// Side of a road tile (and of its printed space) in cm.
pub fn tile_side(size: Size) -> f32 {
    match size {
        Size::Small => 2.0,
        Size::Mid => 2.6,
        Size::Large => 3.2,
    }
}

pub const TILE_HEIGHT: f32 = 0.45;
/// The builder's disc on a built tile: its radius over the tile's side.
const OWNER_SHARE: f32 = 0.3;
/// The grey of a stone tile (on the road and on the carts).
pub const TILE_COLOR: Srgba = Srgba::new_opaque(168, 164, 156);
pub const CITY_RADIUS: f32 = 2.4;

/// The board position (x, z) of a node.
pub fn node_spot(board: &Board, node: Node) -> [f32; 2] {
    let p = match node {
        Node::City(city) => board.city_position(city),
        Node::Space(id) => match board.index(id) {
            Some(i) => board.space(i).position,
            None => [0.0; 3],
        },
    };
    [p[0], p[2]]
}

/// Height of the cities' printed names (cm), and their letters' width against
/// the usual: tall enough to read at the default view of a 1280×720 window,
/// narrow enough for the longest name to fit between the road and the quarry.
pub const CITY_NAME_HEIGHT: f32 = 2.4;
const CITY_NAME_WIDTH: f32 = 0.8;

/// Where a city's name is printed (its centre): in the open paper inside the road
/// next to the city, clear of the spaces and the token spots.
pub fn city_label_spot(city: City) -> [f32; 2] {
    match city {
        City::Rome => [-21.0, -18.4],
        City::Tarracina => [11.0, -17.8],
        City::Beneventum => [8.0, 16.8],
        City::Brundisium => [-16.8, -0.6],
    }
}

/// A city's name as the board prints it: in capitals, as on a milestone.
pub fn city_label(city: City) -> String {
    city.name().to_uppercase()
}

/// The half extent (x, z in cm) of a city's printed name.
pub fn city_label_half(city: City) -> [f32; 2] {
    let [w, h] = condensed_extent(&city_label(city), CITY_NAME_HEIGHT, CITY_NAME_WIDTH);
    [w / 2.0, h / 2.0]
}

/// Paints the road bed, the printed lines, the spaces and the cities.
pub fn print_road(canvas: &mut Canvas, data: &GameData) {
    let board = &data.board;
    let ink = rgb(62, 44, 30);
    let bed = rgb(200, 176, 136);
    let mut links = Vec::new();
    for city in City::ALL {
        for next in board.next(Node::City(city)) {
            links.push((node_spot(board, Node::City(city)), node_spot(board, *next)));
        }
    }
    for space in board.spaces() {
        for next in &space.next {
            links.push((
                [space.position[0], space.position[2]],
                node_spot(board, *next),
            ));
        }
    }
    for &(a, b) in &links {
        canvas.line(a, b, 1.5, bed, 0.8);
    }
    for &(a, b) in &links {
        canvas.line(a, b, 0.22, ink, 1.0);
    }
    for space in board.spaces() {
        let c = [space.position[0], space.position[2]];
        let h = tile_side(space.size) / 2.0 + 0.12;
        // The outline of the tile size it takes, in its segment's tint; a large
        // space framed twice. Its segment's letter at the top, and one, two or
        // three pips (small, mid, large) at the bottom.
        canvas.rounded_rect(c, [h, h], 0.3, None, segment_tint(space.id.segment), 1.0);
        canvas.rounded_rect(c, [h, h], 0.3, Some(0.18), ink, 1.0);
        if space.size == Size::Large {
            canvas.rounded_rect(c, [h - 0.35, h - 0.35], 0.2, Some(0.08), ink, 0.8);
        }
        canvas.text(
            [c[0], c[1] - h * 0.2],
            h * 0.66,
            &format!("{:?}", space.id.segment),
            ink,
        );
        let pips = size_pips(space.size);
        for k in 0..pips {
            let dx = (k as f32 - (pips as f32 - 1.0) / 2.0) * 0.52;
            canvas.fill_circle([c[0] + dx, c[1] + h * 0.6], 0.16, ink, 0.9);
        }
    }
    for city in City::ALL {
        let c = node_spot(board, Node::City(city));
        canvas.fill_circle(c, CITY_RADIUS + 0.35, rgb(150, 52, 36), 1.0);
        canvas.fill_circle(c, CITY_RADIUS, rgb(206, 120, 72), 1.0);
        canvas.ring(c, CITY_RADIUS - 0.5, 0.12, rgb(246, 226, 190));
        // The name on a paper cartouche, in the frame's red, so the four cities
        // stand out from the spaces' ink.
        let at = city_label_spot(city);
        let [hx, hz] = city_label_half(city);
        canvas.rounded_rect(at, [hx + 0.5, hz + 0.4], 0.4, None, rgb(250, 240, 218), 1.0);
        canvas.rounded_rect(
            at,
            [hx + 0.5, hz + 0.4],
            0.4,
            Some(0.12),
            rgb(150, 52, 36),
            1.0,
        );
        canvas.condensed_text(
            at,
            CITY_NAME_HEIGHT,
            CITY_NAME_WIDTH,
            &city_label(city),
            rgb(120, 36, 24),
        );
    }
}

fn size_pips(size: Size) -> usize {
    match size {
        Size::Small => 1,
        Size::Mid => 2,
        Size::Large => 3,
    }
}

/// The tiles built on the road (grey stone slabs) with a dot in the builder's colour.
pub struct Tiles {
    pub slabs: Gm<InstancedMesh, WoodMaterial>,
    pub dots: Gm<InstancedMesh, materials::LitMaterial>,
}

impl Tiles {
    pub fn new(context: &Context) -> Tiles {
        let slab = shapes::block(vec3(1.0, 1.0, 1.0));
        let dot = shapes::disc(16);
        Tiles {
            slabs: Gm::new(
                InstancedMesh::new(context, &Instances::default(), &slab),
                WoodMaterial::new(Srgba::WHITE, 1.2, 0.18),
            ),
            dots: Gm::new(
                InstancedMesh::new(context, &Instances::default(), &dot),
                materials::plain(Srgba::WHITE, 0.5, 0.0),
            ),
        }
    }

    /// Every built tile where the game has it, named for the motion (its owner's
    /// dot rides on it).
    pub fn layout(game: &Game, palette: &materials::Palette, out: &mut Layout) {
        let board = &game.data().board;
        for (i, owner) in game.road().iter().enumerate() {
            let Some(owner) = owner else { continue };
            let space = board.space(i);
            let side = tile_side(space.size) - 0.1;
            let [x, _, z] = space.position;
            let tilt = ((i * 37) % 11) as f32 - 5.0;
            let piece = Piece::RoadTile {
                space: i,
                size: space.size,
            };
            out.push(
                Layer::RoadSlab,
                Tag::Piece(piece),
                Mat4::from_translation(vec3(x, TILE_HEIGHT / 2.0, z))
                    * Mat4::from_angle_y(degrees(tilt * 0.6))
                    * Mat4::from_nonuniform_scale(side, TILE_HEIGHT, side),
                TILE_COLOR,
            );
            // The builder's colour on a good part of the tile's top: whose tile
            // it is reads from the table's edge.
            let radius = OWNER_SHARE * side;
            out.push(
                Layer::RoadDot,
                Tag::Rides(piece),
                Mat4::from_translation(vec3(x, TILE_HEIGHT, z))
                    * Mat4::from_nonuniform_scale(radius, 0.05, radius),
                palette.of(*owner),
            );
        }
    }
}

/// The nodes a pawn passes going from `from` to `to` by the fewest road steps
/// (either way along the road), both ends left out; empty when they are
/// neighbours, the same, or not joined.
pub fn route(board: &Board, from: Node, to: Node) -> Vec<Node> {
    use std::collections::{HashMap, VecDeque};
    let mut joined: HashMap<Node, Vec<Node>> = HashMap::new();
    let mut nodes: Vec<Node> = City::ALL.iter().map(|c| Node::City(*c)).collect();
    nodes.extend(board.spaces().iter().map(|s| Node::Space(s.id)));
    for node in nodes {
        for next in board.next(node) {
            joined.entry(node).or_default().push(*next);
            joined.entry(*next).or_default().push(node);
        }
    }
    let mut came_from: HashMap<Node, Node> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(node) = queue.pop_front() {
        if node == to {
            break;
        }
        for next in joined.get(&node).into_iter().flatten() {
            if *next != from && !came_from.contains_key(next) {
                came_from.insert(*next, node);
                queue.push_back(*next);
            }
        }
    }
    let mut path = Vec::new();
    let mut at = to;
    while let Some(&before) = came_from.get(&at) {
        if before == from {
            break;
        }
        path.push(before);
        at = before;
    }
    if !came_from.contains_key(&to) {
        return Vec::new();
    }
    path.reverse();
    path
}

//! The table around the board: each player's area by seat (the cart with its loaded
//! tiles, the stones in front of the screen, the push +1 token, the screen in the
//! player's colour — sesterces stay hidden behind it) and the face-up income cards.

use super::board::BOARD_THICKNESS;
use super::canvas::{rgb, Canvas};
use super::card_sheet::{card_centre, print_card_sheet, sheet_cell, token_cell, CARD_SIZE};
use super::clearance::Wall;
use super::materials::{self, WoodMaterial};
use super::motion::{Layer, Layout, Piece, Tag};
use super::road::{tile_side, TILE_COLOR};
use super::seating::{area_point, area_transform, Seating};
use super::shapes::{self, Scatter};
use crate::quarry::{QuarryConfig, StoneShape};
use crate::rules::{Game, GameData, Size, SizeCounts};
use three_d::*;

/// Height of the table top (cm); the board lies on it.
pub const TABLE_TOP: f32 = -BOARD_THICKNESS;

/// The player screen: width, height, thickness (cm), standing at local z.
const SCREEN: [f32; 3] = [15.0, 5.0, 0.3];
const SCREEN_Z: f32 = 0.5;
/// Where the stones lie in front of the screen (local z of the first row).
const STONES_Z: f32 = -6.0;
/// The cart's centre in the player's frame, and the gap between its slots.
const CART_AT: [f32; 2] = [-15.5, -3.0];
const SLOT_GAP: f32 = 0.5;
/// The push +1 token's centre in the player's frame, and its radius.
const TOKEN_AT: [f32; 2] = [11.0, -5.0];
const TOKEN_RADIUS: f32 = 1.3;

const CART_WOOD: Srgba = Srgba::new_opaque(170, 118, 70);
const SLOT_COLOR: Srgba = Srgba::new_opaque(92, 62, 38);
const RAIL_WOOD: Srgba = Srgba::new_opaque(140, 94, 54);
const TOKEN_COLOR: Srgba = Srgba::new_opaque(40, 34, 30);

/// Footprint of cart slot `slot`: room for the largest load it allows, tiles side
/// by side. Returns (width, depth) in cm.
fn slot_footprint(loads: &[SizeCounts]) -> [f32; 2] {
    let mut width: f32 = 0.0;
    let mut depth: f32 = 0.0;
    for load in loads {
        let sides: Vec<f32> = load.pieces().iter().map(|s| tile_side(*s)).collect();
        let w = sides.iter().sum::<f32>() + SLOT_GAP * sides.len().saturating_sub(1) as f32;
        width = width.max(w);
        depth = depth.max(sides.iter().copied().fold(0.0, f32::max));
    }
    [width + 0.6, depth + 0.6]
}

/// A cart slot as laid out: its centre in the cart's frame and its footprint (cm).
pub type SlotPlace = ([f32; 2], [f32; 2]);

/// The cart's slots: centre x (cart frame) and footprint of each, and the bed's size.
pub fn cart_layout(cart: &[Vec<SizeCounts>]) -> (Vec<SlotPlace>, [f32; 2]) {
    let feet: Vec<[f32; 2]> = cart.iter().map(|l| slot_footprint(l)).collect();
    let width = feet.iter().map(|f| f[0]).sum::<f32>() + SLOT_GAP * (feet.len() + 1) as f32;
    let depth = feet.iter().map(|f| f[1]).fold(0.0, f32::max) + 2.0 * SLOT_GAP;
    let mut x = -width / 2.0 + SLOT_GAP;
    let slots = feet
        .iter()
        .map(|f| {
            let centre = [x + f[0] / 2.0, 0.0];
            x += f[0] + SLOT_GAP;
            (centre, *f)
        })
        .collect();
    (slots, [width, depth])
}

/// Where the tiles on a slot lie (cart frame x, z) and their sizes: side by side,
/// largest first.
fn slot_tiles(centre: [f32; 2], load: &SizeCounts) -> Vec<([f32; 2], Size)> {
    let mut pieces = load.pieces();
    pieces.reverse();
    let width = pieces.iter().map(|s| tile_side(*s)).sum::<f32>()
        + SLOT_GAP * pieces.len().saturating_sub(1) as f32;
    let mut x = centre[0] - width / 2.0;
    pieces
        .into_iter()
        .map(|s| {
            let at = [x + tile_side(s) / 2.0, centre[1]];
            x += tile_side(s) + SLOT_GAP;
            (at, s)
        })
        .collect()
}

/// The board positions of the tops of the tiles on `slot` of `seat`'s cart when it
/// holds `load` (largest first): for tests and for pointing at them.
pub fn cart_tile_top(
    data: &GameData,
    seating: &Seating,
    seat: usize,
    slot: usize,
    load: &SizeCounts,
) -> Vec<Vec3> {
    let (slots, _) = cart_layout(&data.components.cart);
    let Some((centre, _)) = slots.get(slot) else {
        return Vec::new();
    };
    slot_tiles(*centre, load)
        .into_iter()
        .map(|([x, z], _)| {
            area_point(
                seating,
                seat,
                vec3(
                    CART_AT[0] + x,
                    CART_BED_TOP + TILE_THICKNESS,
                    CART_AT[1] + z,
                ),
            )
        })
        .collect()
}

const CART_BED_TOP: f32 = 1.6;
const CART_BED_THICKNESS: f32 = 0.5;
const TILE_THICKNESS: f32 = 0.45;

/// The centre of the `k`-th stone of a player's row (by size, smallest first),
/// in the player's frame, on the table.
fn stone_spot(k: usize, count: usize, spacing: f32) -> [f32; 2] {
    let per_row = 6usize;
    let row = k / per_row;
    let in_row = count.saturating_sub(row * per_row).min(per_row);
    let col = k % per_row;
    let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * spacing;
    [x, STONES_Z - row as f32 * spacing]
}

/// The board position of the top of a player's `k`-th stone in front of the screen.
pub fn stone_top(
    game: &Game,
    seating: &Seating,
    config: &QuarryConfig,
    player: usize,
    k: usize,
) -> Option<Vec3> {
    let p = game.players().get(player)?;
    let pieces = p.stones().pieces();
    let size = *pieces.get(k)?;
    let spacing = stone_spacing(config);
    let [x, z] = stone_spot(k, pieces.len(), spacing);
    let thick = config.stones.dims(size).thickness * 100.0;
    Some(area_point(seating, p.seat(), vec3(x, thick, z)))
}

fn stone_spacing(config: &QuarryConfig) -> f32 {
    config.stones.large.diameter * 100.0 + 0.5
}

/// What the table pieces show; a change means they must be rebuilt.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TableShown {
    stones: Vec<SizeCounts>,
    carts: Vec<Vec<SizeCounts>>,
    tokens: Vec<bool>,
    face_up: Vec<usize>,
}

impl TableShown {
    pub fn of(game: &Game) -> TableShown {
        TableShown {
            stones: game.players().iter().map(|p| p.stones()).collect(),
            carts: game
                .players()
                .iter()
                .map(|p| p.cart().slots.clone())
                .collect(),
            tokens: game.players().iter().map(|p| p.push_token()).collect(),
            face_up: game.income().face_up().to_vec(),
        }
    }
}

/// The table pieces, each kind one instanced mesh.
pub struct TablePieces {
    /// Cart beds and rails, slots and tiles: scaled cubes.
    pub blocks: Gm<InstancedMesh, materials::LitMaterial>,
    /// The players' folding screens, of card in their colours.
    pub screens: Gm<InstancedMesh, materials::LitMaterial>,
    /// The carts' wheels.
    pub wheels: Gm<InstancedMesh, materials::LitMaterial>,
    /// Push +1 tokens: discs.
    pub rounds: Gm<InstancedMesh, materials::LitMaterial>,
    /// Players' stones, the same solids as in the quarry.
    pub stones: Gm<InstancedMesh, WoodMaterial>,
    /// Face-up income cards and the printed tops of the push tokens.
    pub cards: Gm<InstancedMesh, materials::LitMaterial>,
    stone_dims: [[f32; 2]; 3],
}

/// How far a screen's wings fold towards its player (degrees).
const SCREEN_FOLD: f32 = 28.0;
/// The cart's rails: height above the bed and thickness (cm).
const RAIL: [f32; 2] = [0.7, 0.35];
const WHEEL_RADIUS: f32 = 1.25;

impl TablePieces {
    pub fn new(context: &Context, data: &GameData, quarry: &QuarryConfig) -> TablePieces {
        let stone_mesh = match quarry.stones.stone_shape {
            StoneShape::Box => shapes::block(vec3(1.0, 1.0, 1.0)),
            StoneShape::Disc => super::quarry::stone_disc_mesh(&quarry.stones),
        };
        let dims = |s: Size| {
            let d = quarry.stones.dims(s);
            [d.diameter * 100.0, d.thickness * 100.0]
        };
        let mut sheet = print_card_sheet(&data.components.income_cards);
        sheet.data.to_linear_srgb();
        let plain = |mesh: &CpuMesh| {
            Gm::new(
                InstancedMesh::new(context, &Instances::default(), mesh),
                materials::plain(Srgba::WHITE, 0.6, 0.0),
            )
        };
        TablePieces {
            blocks: plain(&shapes::block(vec3(1.0, 1.0, 1.0))),
            screens: Gm::new(
                InstancedMesh::new(
                    context,
                    &Instances::default(),
                    &shapes::folding_screen(SCREEN[0], SCREEN[1], SCREEN[2], SCREEN_FOLD),
                ),
                materials::LitMaterial {
                    albedo: Srgba::WHITE,
                    texture: Some(Texture2DRef::from_cpu_texture(context, &print_screen())),
                },
            ),
            wheels: plain(&shapes::wheel(12)),
            rounds: plain(&shapes::coin(20)),
            stones: Gm::new(
                InstancedMesh::new(context, &Instances::default(), &stone_mesh),
                WoodMaterial::new(Srgba::WHITE, 1.1, 0.3),
            ),
            cards: Gm::new(
                InstancedMesh::new(
                    context,
                    &Instances::default(),
                    &shapes::ground_quad([-0.5, -0.5], [0.5, 0.5], 0.0),
                ),
                materials::LitMaterial {
                    albedo: Srgba::WHITE,
                    texture: Some(Texture2DRef::from_cpu_texture(context, &sheet)),
                },
            ),
            stone_dims: [dims(Size::Small), dims(Size::Mid), dims(Size::Large)],
        }
    }

    /// Every table piece where the game has it, each seat's where `seating`
    /// puts it, named for the motion.
    pub fn layout(
        &self,
        game: &Game,
        palette: &materials::Palette,
        seating: &Seating,
        out: &mut Layout,
    ) {
        let cart_data = &game.data().components.cart;
        let (slots, bed) = cart_layout(cart_data);
        let spacing = self.stone_dims[2][0] + 0.5;
        for (p, player) in game.players().iter().enumerate() {
            let area = area_transform(seating, player.seat());
            let colour = palette.of(p);
            // The folding screen, standing, its wings towards the player.
            out.push(
                Layer::Screen,
                Tag::Fixed,
                area * Mat4::from_translation(vec3(0.0, 0.0, SCREEN_Z)),
                colour,
            );
            let cart = area * Mat4::from_translation(vec3(CART_AT[0], 0.0, CART_AT[1]));
            cart_body(out, cart, bed, colour);
            let mut nth = [0usize; 3];
            for (slot, (centre, foot)) in slots.iter().enumerate() {
                out.push(
                    Layer::Block,
                    Tag::Fixed,
                    cart * Mat4::from_translation(vec3(centre[0], CART_BED_TOP + 0.01, centre[1]))
                        * Mat4::from_nonuniform_scale(foot[0], 0.04, foot[1]),
                    SLOT_COLOR,
                );
                let load = player.cart().slots.get(slot).copied().unwrap_or_default();
                for ([x, z], size) in slot_tiles(*centre, &load) {
                    let side = tile_side(size) - 0.1;
                    let piece = Piece::CartTile {
                        player: p,
                        size,
                        nth: nth[size.index()],
                    };
                    nth[size.index()] += 1;
                    out.push(
                        Layer::Block,
                        Tag::Piece(piece),
                        cart * Mat4::from_translation(vec3(
                            x,
                            CART_BED_TOP + TILE_THICKNESS / 2.0,
                            z,
                        )) * Mat4::from_nonuniform_scale(side, TILE_THICKNESS, side),
                        TILE_COLOR,
                    );
                }
            }
            // The stones in front of the screen, smallest first, a little scattered.
            let pieces = player.stones().pieces();
            let mut scatter = Scatter::new(p as u64 * 31 + 5);
            let mut nth = [0usize; 3];
            for (k, size) in pieces.iter().enumerate() {
                let [d, t] = self.stone_dims[size.index()];
                let [x, z] = stone_spot(k, pieces.len(), spacing);
                let piece = Piece::Stone {
                    player: p,
                    size: *size,
                    nth: nth[size.index()],
                };
                nth[size.index()] += 1;
                out.push(
                    Layer::Stone,
                    Tag::Piece(piece),
                    area * Mat4::from_translation(vec3(x, t / 2.0, z))
                        * Mat4::from_angle_y(degrees(scatter.range(-20.0, 20.0)))
                        * Mat4::from_nonuniform_scale(d, t, d),
                    materials::STONE_COLORS[size.index()],
                );
            }
            // The push +1 token: a dark disc with "+1" printed on top.
            if player.push_token() {
                let at = area * Mat4::from_translation(vec3(TOKEN_AT[0], 0.0, TOKEN_AT[1]));
                let piece = Piece::PushToken(p);
                out.push(
                    Layer::Round,
                    Tag::Piece(piece),
                    at * Mat4::from_nonuniform_scale(TOKEN_RADIUS, 0.3, TOKEN_RADIUS),
                    TOKEN_COLOR,
                );
                // A square print inside the disc's top (its corners stay on the disc).
                let side = TOKEN_RADIUS * 0.8 * std::f32::consts::SQRT_2 * 0.98;
                out.push_textured(
                    Layer::Card,
                    Tag::Rides(piece),
                    at * Mat4::from_translation(vec3(0.0, 0.31, 0.0))
                        * Mat4::from_nonuniform_scale(side, 1.0, side),
                    Srgba::WHITE,
                    token_cell(),
                );
            }
        }
        // The face-up income cards in a row in front of the board.
        // Each where it was dealt: a taken card leaves its place empty.
        let places = game.income().places();
        let n = places.len();
        let face_up = game.income().face_up();
        for (i, card) in places.iter().enumerate() {
            let Some(card) = card.map(|index| face_up[index]) else {
                continue;
            };
            out.push_textured(
                Layer::Card,
                Tag::Piece(Piece::Card(card)),
                Mat4::from_translation(card_centre(i, n))
                    * Mat4::from_nonuniform_scale(CARD_SIZE[0], 1.0, CARD_SIZE[1]),
                Srgba::WHITE,
                sheet_cell(card),
            );
        }
    }
}

/// The print on a screen's card panels, in greys that the player's colour tints:
/// a pale field in a double frame, a wreath-like ring in the middle, as on the
/// box's screens.
fn print_screen() -> CpuTexture {
    let extent = [6.0, 4.0];
    let field = rgb(238, 236, 232);
    let ink = rgb(118, 112, 106);
    let mut canvas = Canvas::rectangle(192, extent, |_, _| field);
    canvas.rounded_rect([0.0, 0.0], [2.75, 1.75], 0.3, Some(0.14), ink, 1.0);
    canvas.rounded_rect([0.0, 0.0], [2.45, 1.45], 0.22, Some(0.05), ink, 0.8);
    canvas.ring([0.0, 0.0], 0.85, 0.16, ink);
    canvas.ring([0.0, 0.0], 0.6, 0.05, ink);
    for k in 0..12 {
        let a = std::f32::consts::TAU * k as f32 / 12.0;
        canvas.fill_circle([0.72 * a.cos(), 0.72 * a.sin()], 0.07, ink, 0.9);
    }
    let mut texture = canvas.into_texture();
    texture.name = "screen print".to_string();
    texture.data.to_linear_srgb();
    texture
}

/// A cart in the frame `cart` (its bed's middle on the table): a bed with low
/// rails round it on four spoked wheels, and a drawbar with the owner's colour
/// on its end.
fn cart_body(out: &mut Layout, cart: Mat4, bed: [f32; 2], colour: Srgba) {
    let block = |at: Vec3, size: Vec3| {
        cart * Mat4::from_translation(at) * Mat4::from_nonuniform_scale(size.x, size.y, size.z)
    };
    let bed_y = CART_BED_TOP - CART_BED_THICKNESS / 2.0;
    out.push(
        Layer::Block,
        Tag::Fixed,
        block(
            vec3(0.0, bed_y, 0.0),
            vec3(bed[0], CART_BED_THICKNESS, bed[1]),
        ),
        CART_WOOD,
    );
    let rail_y = CART_BED_TOP + RAIL[0] / 2.0;
    for side in [-1.0f32, 1.0] {
        out.push(
            Layer::Block,
            Tag::Fixed,
            block(
                vec3(0.0, rail_y, side * (bed[1] / 2.0 - RAIL[1] / 2.0)),
                vec3(bed[0], RAIL[0], RAIL[1]),
            ),
            RAIL_WOOD,
        );
        out.push(
            Layer::Block,
            Tag::Fixed,
            block(
                vec3(side * (bed[0] / 2.0 - RAIL[1] / 2.0), rail_y, 0.0),
                vec3(RAIL[1], RAIL[0], bed[1]),
            ),
            RAIL_WOOD,
        );
    }
    // The drawbar, out of the cart's left end, and a band of the owner's colour.
    let bar = 4.0;
    out.push(
        Layer::Block,
        Tag::Fixed,
        block(
            vec3(-bed[0] / 2.0 - bar / 2.0, 1.0, 0.0),
            vec3(bar, 0.35, 0.45),
        ),
        RAIL_WOOD,
    );
    out.push(
        Layer::Block,
        Tag::Fixed,
        block(
            vec3(-bed[0] / 2.0 - bar + 0.4, 1.0, 0.0),
            vec3(0.8, 0.5, 0.6),
        ),
        colour,
    );
    for side in [-1.0f32, 1.0] {
        for end in [-1.0f32, 1.0] {
            out.push(
                Layer::Wheel,
                Tag::Fixed,
                cart * Mat4::from_translation(vec3(
                    end * (bed[0] / 2.0 - 2.2),
                    WHEEL_RADIUS,
                    side * (bed[1] / 2.0 + 0.3),
                )) * Mat4::from_angle_x(degrees(90.0))
                    * Mat4::from_nonuniform_scale(WHEEL_RADIUS, 0.7, WHEEL_RADIUS),
                SLOT_COLOR,
            );
        }
    }
}

/// The board position of the middle of the front face of seat `seat`'s screen.
pub fn screen_face(seating: &Seating, seat: usize) -> Vec3 {
    area_point(
        seating,
        seat,
        vec3(0.0, SCREEN[1] / 2.0, SCREEN_Z + SCREEN[2] / 2.0),
    )
}

/// Seat `seat`'s screen as a wall that flights to its purse arc over.
pub fn screen_wall(seating: &Seating, seat: usize) -> Wall {
    let foot = area_point(seating, seat, vec3(0.0, 0.0, SCREEN_Z));
    let top = area_point(seating, seat, vec3(0.0, SCREEN[1], SCREEN_Z));
    let behind = area_point(seating, seat, vec3(0.0, 0.0, SCREEN_Z + 1.0));
    let facing = behind - foot;
    Wall {
        foot,
        facing: vec3(facing.x, 0.0, facing.z).normalize(),
        height: top.y - foot.y,
    }
}

/// The board position just above the middle of seat `seat`'s cart bed.
pub fn cart_top(seating: &Seating, seat: usize) -> Vec3 {
    area_point(
        seating,
        seat,
        vec3(CART_AT[0], CART_BED_TOP + 1.0, CART_AT[1]),
    )
}

/// The board position on the table just behind seat `seat`'s screen, on the
/// player's side: where its name plate lies, clear of the screen, the cart and
/// the stones (below the front seat's screen in the default view).
pub fn plate_spot(seating: &Seating, seat: usize) -> Vec3 {
    area_point(seating, seat, vec3(0.0, 0.0, SCREEN_Z + 3.2))
}

//! The whole table: board, road, pieces and quarry, lit by a sun with a shadow map
//! that is rebuilt only when something moved. The pieces are laid out from the
//! game, and (once [`Scene::set_animated`]) a change moves them there over a
//! moment instead of at once (`motion.rs`).

use super::antialias::{is_software_renderer, renderer_name};
use super::board::{self, BoardMeshes};
use super::canvas::Canvas;
use super::card_sheet::{card_centre, CARD_SIZE};
use super::highlight::{HighlightKind, Highlights};
use super::materials::Palette;
use super::motion::{Layer, Layout, Motion, Piece, Tag, Wells};
use super::pieces::{self, Pieces};
use super::quarry::{QuarryMeshes, QuarryPose, RampShape};
use super::road::{self, Tiles};
use super::seating::{area_point, Seating};
use super::table::{self as seats, TablePieces, TableShown};
use crate::quarry::QuarryConfig;
use crate::rules::{Board, Game, GameData, Node, SpaceId};
use std::collections::HashMap;
use three_d::*;

/// Texels on a side of the board print on a GPU: about 34 a cm, so that the
/// print's type stays crisp where a 4K window shows the board 1,300 px tall.
pub const PRINT_RESOLUTION: usize = 2048;
/// On a software renderer: a quarter of the texels. There a 2048² print doubled
/// the time to the first frame (about 1.1 s to 2.3 s on llvmpipe: the painting,
/// the conversion to linear light, the upload and its mipmaps), and such a
/// renderer draws the table small anyway (1280×720 shows the board about 420 px
/// tall: 17 texels a cm are plenty).
pub const SOFTWARE_PRINT_RESOLUTION: usize = 1024;

/// Texels on a side of the board print for a GL renderer (see above).
pub fn print_resolution_for_renderer(renderer: &str) -> usize {
    if is_software_renderer(renderer) {
        SOFTWARE_PRINT_RESOLUTION
    } else {
        PRINT_RESOLUTION
    }
}

/// Texels on a side of the sun's shadow map.
pub const SHADOW_MAP_SIZE: u32 = 2048;

/// What the pieces' look depends on; a change means the shadow map is stale.
#[derive(Clone, Debug, PartialEq, Default)]
struct Shown {
    road: Vec<Option<usize>>,
    positions: Vec<Node>,
    scores: Vec<u32>,
    vp_stacks: [usize; 4],
    city_markers: [u32; 4],
    bonus_supply: [u32; 3],
    sesterces: Vec<u32>,
    table: TableShown,
}

/// What each player holds, to tell who gained from a move (the taker of a card).
fn holdings(game: &Game) -> Vec<u32> {
    let players = game.players().iter();
    players
        .map(|p| p.sesterces() + p.stones().total() + p.bonus_tokens().iter().sum::<u32>())
        .collect()
}

/// Every instanced mesh of the pieces, in drawing order.
const LAYERS: [Layer; 13] = [
    Layer::RoadSlab,
    Layer::RoadDot,
    Layer::Pawn,
    Layer::Disc,
    Layer::Square,
    Layer::Marker,
    Layer::Coin,
    Layer::Block,
    Layer::Screen,
    Layer::Wheel,
    Layer::Round,
    Layer::Stone,
    Layer::Card,
];

/// The drawable table.
pub struct Scene {
    board: BoardMeshes,
    tiles: Tiles,
    pieces: Pieces,
    table: TablePieces,
    highlights: Highlights,
    /// The road's layout, to place highlights.
    road_layout: Board,
    quarry: QuarryMeshes,
    shape: RampShape,
    sun: DirectionalLight,
    ambient: AmbientLight,
    shown: Shown,
    /// The quarry pose last shown.
    quarry_shown: Option<QuarryPose>,
    /// What each player held when the pieces were last laid out.
    held: Vec<u32>,
    /// The pieces as the game last placed them, and their flights there.
    layout: Layout,
    motion: Motion,
    /// Changes move the pieces (the window); off, they are placed at once
    /// (pictures, tests, benchmarks).
    animated: bool,
    /// The next layout is taken as it is (a new or loaded game).
    snap: bool,
    shadows_stale: bool,
    shadow_map_size: u32,
    /// Draw the quarry (ramp and stones); off gives a board-only scene.
    show_quarry: bool,
    /// Shadow maps rebuilt so far (for tests and benchmarks).
    pub shadow_builds: u32,
    /// The players' colours.
    palette: Palette,
    /// Who sits where round the board (whose area is at the front).
    seating: Seating,
    /// See [`Scene::revision`].
    revision: u64,
}

/// The board's print (paper, track, road, cities, type) as a texture, painted on
/// the CPU when a table is built.
/// `resolution` texels on a side.
pub fn print_board(data: &GameData, resolution: usize) -> CpuTexture {
    let mut canvas = Canvas::new(resolution, board::BOARD_SIZE, board::paper);
    board::print_board(&mut canvas, data);
    road::print_road(&mut canvas, data);
    canvas.into_texture()
}

impl Scene {
    /// Builds the static table for this board. Pieces appear with `update`.
    pub fn new(context: &Context, data: &GameData, quarry: &QuarryConfig) -> Scene {
        let shape = RampShape::from_config(quarry);
        Scene {
            board: BoardMeshes::new(
                context,
                print_board(data, print_resolution_for_renderer(&renderer_name(context))),
            ),
            tiles: Tiles::new(context),
            pieces: Pieces::new(context),
            table: TablePieces::new(context, data, quarry),
            highlights: Highlights::new(context),
            road_layout: data.board.clone(),
            quarry: QuarryMeshes::new(context, &shape, &quarry.stones),
            shape,
            sun: DirectionalLight::new(
                context,
                2.8,
                Srgba::new_opaque(255, 244, 226),
                vec3(0.55, -1.0, -0.35),
            ),
            ambient: AmbientLight::new(context, 0.38, Srgba::new_opaque(220, 230, 255)),
            shown: Shown::default(),
            quarry_shown: None,
            held: Vec::new(),
            layout: Layout::default(),
            motion: Motion::with_coin(pieces::coin()),
            animated: false,
            snap: true,
            shadows_stale: true,
            shadow_map_size: SHADOW_MAP_SIZE,
            show_quarry: true,
            shadow_builds: 0,
            palette: Palette::default(),
            seating: Seating::default(),
            revision: 0,
        }
    }

    /// The ramp as drawn (for projecting quarry points).
    pub fn ramp(&self) -> &RampShape {
        &self.shape
    }

    /// Texels on a side of the sun's shadow map.
    pub fn shadow_map_size(&self) -> u32 {
        self.shadow_map_size
    }

    /// The players' chosen colours (pieces, tiles' owner dots, carts and screens);
    /// the pieces are redrawn with them at the next `update`.
    pub fn set_palette(&mut self, palette: Palette) {
        if palette != self.palette {
            self.palette = palette;
            self.shown = Shown::default();
        }
    }

    /// Seats the players round the board (the areas are moved at the next
    /// `update`): the table is laid out anew when the front seat changes.
    pub fn set_seating(&mut self, seating: Seating) {
        if seating != self.seating {
            self.seating = seating;
            self.shown = Shown::default();
        }
    }

    /// Who sits where round the board, as last set.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// Changes the shadow map's resolution (rebuilt at the next `refresh_shadows`).
    pub fn set_shadow_map_size(&mut self, texels: u32) {
        let texels = texels.clamp(64, 8192);
        if texels != self.shadow_map_size {
            self.shadow_map_size = texels;
            self.shadows_stale = true;
        }
    }

    /// Changes move the pieces over a moment (on) or place them at once (off, the
    /// default: a picture of a state shows that state).
    pub fn set_animated(&mut self, on: bool) {
        self.animated = on;
        if !on {
            self.finish_motion();
        }
    }

    /// Moves the pieces' clock on by `dt` seconds.
    pub fn tick(&mut self, dt: f32) {
        if self.motion.busy() {
            self.motion.tick(dt);
            self.draw_pieces();
        }
    }

    /// A piece is still on its way (the bots' pause waits for this).
    pub fn animating(&self) -> bool {
        self.motion.busy()
    }

    /// Seconds until every moving piece has landed.
    pub fn motion_left(&self) -> f32 {
        self.motion.remaining()
    }

    /// Where a piece is drawn now (its centre), if it is on the table.
    pub fn piece_drawn_at(&self, piece: Piece) -> Option<Vec3> {
        self.layout
            .items
            .iter()
            .find(|item| item.tag == Tag::Piece(piece))
            .map(|item| self.motion.drawn(item).w.truncate())
    }

    /// Every moving piece at its place at once (a click, the End key).
    pub fn finish_motion(&mut self) {
        if self.motion.busy() {
            self.motion.finish();
            self.draw_pieces();
        }
    }

    /// The next state shown is placed at once, whatever changed (a new or a
    /// loaded game takes the table).
    pub fn snap(&mut self) {
        self.snap = true;
    }

    /// Shows a game state and the quarry's stones and pusher at these poses.
    pub fn update(&mut self, game: &Game, quarry: &QuarryPose) {
        let shown = Shown {
            road: game.road().to_vec(),
            positions: game.players().iter().map(|p| p.position()).collect(),
            scores: game.players().iter().map(|p| p.score()).collect(),
            vp_stacks: [0, 1, 2, 3].map(|c| game.vp_stacks()[c].len()),
            city_markers: game.city_markers(),
            bonus_supply: game.bonus_supply(),
            sesterces: game.players().iter().map(|p| p.sesterces()).collect(),
            table: TableShown::of(game),
        };
        if self.quarry_shown.as_ref() != Some(quarry) {
            self.quarry.set_stones(&quarry.stones);
            self.quarry.set_pusher(Some(quarry.pusher));
            self.quarry_shown = Some(quarry.clone());
            self.shadows_stale = true;
            self.revision += 1;
        }
        if shown != self.shown {
            let mut layout = Layout::default();
            Tiles::layout(game, &self.palette, &mut layout);
            Pieces::layout(game, &self.palette, &mut layout);
            self.table
                .layout(game, &self.palette, &self.seating, &mut layout);
            if self.animated && !self.snap {
                let wells = self.wells(game, &shown);
                self.motion.settle(&layout, &wells);
            } else {
                self.motion.snap(&layout);
            }
            self.snap = false;
            self.layout = layout;
            self.held = holdings(game);
            self.shown = shown;
            self.draw_pieces();
        }
        if !self.show_quarry {
            self.show_quarry = true;
            self.shadows_stale = true;
            self.revision += 1;
        }
    }

    /// Where the pieces of a change come from and go to (see [`Wells`]), from the
    /// state last shown and the new one.
    fn wells(&self, game: &Game, shown: &Shown) -> Wells {
        let board = &game.data().board;
        let ramp = self.shape.transform();
        let on_ramp = |z: f32| (ramp * vec4(0.0, 0.6, z, 1.0)).truncate();
        let players = game.players();
        let purses = players
            .iter()
            .map(|p| area_point(&self.seating, p.seat(), vec3(0.0, 1.0, 3.0)))
            .collect();
        let paid = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let before = self.shown.sesterces.get(i).copied();
                before.map_or(0, |b| p.sesterces() as i64 - b as i64)
            })
            .collect();
        let held = holdings(game);
        let gainer = (0..held.len())
            .filter(|&i| self.held.get(i).is_some_and(|&b| held[i] > b))
            .max_by_key(|&i| held[i] - self.held[i]);
        let mut walks = HashMap::new();
        for (p, (&now, before)) in shown
            .positions
            .iter()
            .zip(self.shown.positions.iter())
            .enumerate()
        {
            if now == *before {
                continue;
            }
            let steps = road::route(board, *before, now)
                .into_iter()
                .map(|node| {
                    let [x, z] = road::node_spot(board, node);
                    vec3(x, pieces::node_height(game, node), z)
                })
                .collect();
            walks.insert(p, steps);
        }
        let track_turns = shown
            .scores
            .iter()
            .zip(self.shown.scores.iter())
            .enumerate()
            .filter(|(_, (now, before))| now != before)
            .map(|(p, (&now, &before))| (p, board::track_turns(before, now)))
            .collect();
        let screens = players
            .iter()
            .map(|p| seats::screen_wall(&self.seating, p.seat()))
            .collect();
        let n = game.income().places().len();
        let storage = vec3(
            -(board::BOARD_SIZE / 2.0 + 8.0),
            seats::TABLE_TOP + 0.5,
            board::BOARD_SIZE / 2.0 - 4.0,
        );
        Wells {
            quarry_front: on_ramp(0.0),
            storage,
            stones_to: if game.awaiting_quarry().is_some() {
                on_ramp(-self.shape.length())
            } else {
                storage
            },
            pile: card_centre(n, n) + vec3(CARD_SIZE[0] * 0.6, 2.0, 0.0),
            purses,
            paid,
            gainer,
            walks,
            track_turns,
            screens,
        }
    }

    /// Sends the laid-out pieces, where the motion has them now, to the meshes.
    fn draw_pieces(&mut self) {
        for layer in LAYERS {
            let instances = self.layout.instances(layer, &self.motion);
            let textured = layer == Layer::Card;
            let instances = Instances {
                texture_transformations: instances.texture_transformations.filter(|_| textured),
                ..instances
            };
            self.layer_mesh(layer).set_instances(&instances);
        }
        self.shadows_stale = true;
        self.revision += 1;
    }

    /// The mesh a layer of pieces is drawn with.
    fn layer_mesh(&mut self, layer: Layer) -> &mut InstancedMesh {
        match layer {
            Layer::RoadSlab => &mut self.tiles.slabs.geometry,
            Layer::RoadDot => &mut self.tiles.dots.geometry,
            Layer::Pawn => &mut self.pieces.pawns.geometry,
            Layer::Disc => &mut self.pieces.discs.geometry,
            Layer::Square => &mut self.pieces.squares.geometry,
            Layer::Marker => &mut self.pieces.markers.geometry,
            Layer::Coin => &mut self.pieces.coins.geometry,
            Layer::Block => &mut self.table.blocks.geometry,
            Layer::Screen => &mut self.table.screens.geometry,
            Layer::Wheel => &mut self.table.wheels.geometry,
            Layer::Round => &mut self.table.rounds.geometry,
            Layer::Stone => &mut self.table.stones.geometry,
            Layer::Card => &mut self.table.cards.geometry,
        }
    }

    /// Outlines these road spaces, glowing in the kind's colour (replacing the
    /// previous outlines). Cheap: no shadow rebuild; an unchanged list does nothing.
    pub fn set_highlights(&mut self, highlights: &[(SpaceId, HighlightKind)]) {
        let road = &self.shown.road;
        let changed = self.highlights.set(&self.road_layout, highlights, |i| {
            road.get(i).copied().flatten().is_some()
        });
        if changed {
            self.revision += 1;
        }
    }

    /// A number that changes whenever anything drawn may have changed (pieces,
    /// stones, highlights, shadows): an unchanged revision and camera give the
    /// same picture, so the window can reuse its last frame.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Empties the table: no pieces, no quarry; only the board.
    pub fn clear(&mut self) {
        self.quarry.set_stones(&[]);
        self.quarry.set_pusher(None);
        self.quarry_shown = None;
        self.layout = Layout::default();
        self.motion.snap(&self.layout);
        self.snap = true;
        self.draw_pieces();
        self.highlights.set(&self.road_layout, &[], |_| false);
        self.revision += 1;
        self.shown = Shown::default();
        self.show_quarry = false;
        self.shadows_stale = true;
    }

    /// Rebuilds the shadow map if something moved since the last one. Returns true
    /// when it did.
    pub fn refresh_shadows(&mut self) -> bool {
        if !self.shadows_stale {
            return false;
        }
        let mut casters = casters(&self.board, &self.quarry, self.show_quarry);
        let pieces = piece_objects(&self.tiles, &self.pieces, &self.table);
        casters.extend(
            pieces
                .iter()
                .filter(|(_, _, layer)| *layer != Layer::Card)
                .map(|(_, geometry, _)| *geometry),
        );
        // Rendering into a fresh depth texture only fails on a lost context; then
        // the scene is simply drawn without shadows.
        let built = self
            .sun
            .generate_shadow_map(self.shadow_map_size, casters.iter().copied());
        drop(casters);
        if built.is_err() {
            self.sun.clear_shadow_map();
        }
        self.shadows_stale = false;
        self.shadow_builds += 1;
        self.revision += 1;
        true
    }

    /// Everything to draw, in a list for `RenderTarget::render`.
    pub fn objects(&self) -> Vec<&dyn Object> {
        let mut list: Vec<&dyn Object> =
            vec![&self.board.table, &self.board.slab, &self.board.print];

        if self.highlights.rings.geometry.instance_count() > 0 {
            list.push(&self.highlights.rings);
        }
        let pieces = piece_objects(&self.tiles, &self.pieces, &self.table);
        list.extend(pieces.into_iter().map(|(object, _, _)| object));
        for (object, count) in [
            (
                &self.quarry.stones as &dyn Object,
                self.quarry.stones.geometry.instance_count(),
            ),
            (
                &self.quarry.discs,
                self.quarry.discs.geometry.instance_count(),
            ),
            (
                &self.quarry.pusher,
                self.quarry.pusher.geometry.instance_count(),
            ),
        ] {
            if count > 0 {
                list.push(object);
            }
        }
        if self.show_quarry {
            list.push(&self.quarry.mountain);
            list.push(&self.quarry.tray);
            list.push(&self.quarry.walls);
            list.push(&self.quarry.line);
        }
        list
    }

    pub fn lights(&self) -> [&dyn Light; 2] {
        [&self.sun, &self.ambient]
    }

    /// The colour behind the table (only seen past its edge).
    pub fn clear_state(&self) -> ClearState {
        ClearState::color_and_depth(0.16, 0.13, 0.11, 1.0, 1.0)
    }

    /// Clears the target and draws the table. Call `refresh_shadows` first.
    pub fn render(&self, target: &RenderTarget, camera: &Camera) {
        target.clear(self.clear_state());
        target.render(camera, self.objects(), &self.lights());
    }
}

/// The board and the quarry's casters of shadows (empty instanced meshes left out);
/// the pieces are added by the scene.
fn casters<'a>(
    board: &'a BoardMeshes,
    quarry: &'a QuarryMeshes,
    show_quarry: bool,
) -> Vec<&'a dyn Geometry> {
    let mut list: Vec<&dyn Geometry> = vec![&board.slab.geometry, &board.print.geometry];
    let instanced: [&InstancedMesh; 3] = [
        &quarry.stones.geometry,
        &quarry.discs.geometry,
        &quarry.pusher.geometry,
    ];
    for mesh in instanced {
        if mesh.instance_count() > 0 {
            list.push(mesh);
        }
    }
    if show_quarry {
        list.push(&quarry.mountain.geometry);
        list.push(&quarry.tray.geometry);
        list.push(&quarry.walls.geometry);
        list.push(&quarry.line.geometry);
    }
    list
}

/// The pieces' meshes with something in them, for drawing (`objects`) and
/// shadows (`casters`; cards left out: they lie flat on the table).
fn piece_objects<'a>(
    tiles: &'a Tiles,
    pieces: &'a Pieces,
    table: &'a TablePieces,
) -> Vec<(&'a dyn Object, &'a dyn Geometry, Layer)> {
    let mut list: Vec<(&dyn Object, &dyn Geometry, Layer)> = Vec::new();
    for layer in LAYERS {
        let (object, geometry, count): (&dyn Object, &dyn Geometry, u32) = match layer {
            Layer::RoadSlab => (
                &tiles.slabs,
                &tiles.slabs.geometry,
                tiles.slabs.geometry.instance_count(),
            ),
            Layer::Stone => (
                &table.stones,
                &table.stones.geometry,
                table.stones.geometry.instance_count(),
            ),
            _ => {
                let gm = match layer {
                    Layer::RoadDot => &tiles.dots,
                    Layer::Pawn => &pieces.pawns,
                    Layer::Disc => &pieces.discs,
                    Layer::Square => &pieces.squares,
                    Layer::Marker => &pieces.markers,
                    Layer::Coin => &pieces.coins,
                    Layer::Block => &table.blocks,
                    Layer::Screen => &table.screens,
                    Layer::Wheel => &table.wheels,
                    Layer::Round => &table.rounds,
                    _ => &table.cards,
                };
                (gm, &gm.geometry, gm.geometry.instance_count())
            }
        };
        if count > 0 {
            list.push((object, geometry, layer));
        }
    }
    list
}

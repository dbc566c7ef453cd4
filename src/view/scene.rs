//! The whole table: board, road, pieces and quarry, lit by a sun with a shadow map
//! that is rebuilt only when something moved.

use super::board::{self, BoardMeshes};
use super::canvas::Canvas;
use super::highlight::{HighlightKind, Highlights};
use super::materials::Palette;
use super::pieces::Pieces;
use super::quarry::{QuarryMeshes, QuarryPose, RampShape};
use super::road::{self, Tiles};
use super::table::{Seating, TablePieces, TableShown};
use crate::quarry::QuarryConfig;
use crate::rules::{Board, Game, GameData, Node, SpaceId};
use three_d::*;

/// Texels on a side of the board print.
pub const PRINT_RESOLUTION: usize = 1024;
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
    quarry: Option<QuarryPose>,
    table: TableShown,
}

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

impl Scene {
    /// Builds the static table for this board. Pieces appear with `update`.
    pub fn new(context: &Context, data: &GameData, quarry: &QuarryConfig) -> Scene {
        let shape = RampShape::from_config(quarry);
        let mut canvas = Canvas::new(PRINT_RESOLUTION, board::BOARD_SIZE, board::paper);
        board::print_board(&mut canvas, data);
        road::print_road(&mut canvas, data);
        Scene {
            board: BoardMeshes::new(context, canvas.into_texture()),
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

    /// Shows a game state and the quarry's stones and pusher at these poses.
    pub fn update(&mut self, game: &Game, quarry: &QuarryPose) {
        let shown = Shown {
            road: game.road().to_vec(),
            positions: game.players().iter().map(|p| p.position()).collect(),
            scores: game.players().iter().map(|p| p.score()).collect(),
            vp_stacks: [0, 1, 2, 3].map(|c| game.vp_stacks()[c].len()),
            city_markers: game.city_markers(),
            bonus_supply: game.bonus_supply(),
            quarry: Some(quarry.clone()),
            table: TableShown::of(game),
        };
        if shown != self.shown {
            if shown.quarry != self.shown.quarry {
                self.quarry.set_stones(&quarry.stones);
                self.quarry.set_pusher(Some(quarry.pusher));
            }
            self.tiles.update(game, &self.palette);
            self.pieces.update(game, &self.palette);
            if shown.table != self.shown.table {
                self.table.update(game, &self.palette, &self.seating);
            }
            self.shown = shown;
            self.shadows_stale = true;
            self.revision += 1;
        }
        if !self.show_quarry {
            self.show_quarry = true;
            self.shadows_stale = true;
            self.revision += 1;
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
        let empty = Instances::default();
        for mesh in [
            &mut self.tiles.slabs.geometry,
            &mut self.tiles.dots.geometry,
            &mut self.pieces.pawns.geometry,
            &mut self.pieces.discs.geometry,
            &mut self.pieces.squares.geometry,
        ] {
            mesh.set_instances(&empty);
        }
        self.table.clear();
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
        let mut casters = casters(
            &self.board,
            &self.tiles,
            &self.pieces,
            &self.quarry,
            self.show_quarry,
        );
        for mesh in [
            &self.table.blocks.geometry,
            &self.table.rounds.geometry,
            &self.table.stones.geometry,
        ] {
            if mesh.instance_count() > 0 {
                casters.push(mesh);
            }
        }
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

        let pieces: [(&dyn Object, u32); 13] = [
            (
                &self.highlights.rings,
                self.highlights.rings.geometry.instance_count(),
            ),
            (
                &self.tiles.slabs,
                self.tiles.slabs.geometry.instance_count(),
            ),
            (&self.tiles.dots, self.tiles.dots.geometry.instance_count()),
            (
                &self.pieces.pawns,
                self.pieces.pawns.geometry.instance_count(),
            ),
            (
                &self.pieces.discs,
                self.pieces.discs.geometry.instance_count(),
            ),
            (
                &self.pieces.squares,
                self.pieces.squares.geometry.instance_count(),
            ),
            (
                &self.quarry.stones,
                self.quarry.stones.geometry.instance_count(),
            ),
            (
                &self.table.blocks,
                self.table.blocks.geometry.instance_count(),
            ),
            (
                &self.table.rounds,
                self.table.rounds.geometry.instance_count(),
            ),
            (
                &self.table.stones,
                self.table.stones.geometry.instance_count(),
            ),
            (
                &self.table.cards,
                self.table.cards.geometry.instance_count(),
            ),
            (
                &self.quarry.discs,
                self.quarry.discs.geometry.instance_count(),
            ),
            (
                &self.quarry.pusher,
                self.quarry.pusher.geometry.instance_count(),
            ),
        ];
        list.extend(pieces.iter().filter(|(_, n)| *n > 0).map(|(o, _)| *o));
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

/// Everything that casts shadows (all but the table; empty instanced meshes left out).
fn casters<'a>(
    board: &'a BoardMeshes,
    tiles: &'a Tiles,
    pieces: &'a Pieces,
    quarry: &'a QuarryMeshes,
    show_quarry: bool,
) -> Vec<&'a dyn Geometry> {
    let mut list: Vec<&dyn Geometry> = vec![&board.slab.geometry, &board.print.geometry];
    let instanced: [&InstancedMesh; 8] = [
        &tiles.slabs.geometry,
        &tiles.dots.geometry,
        &pieces.pawns.geometry,
        &pieces.discs.geometry,
        &pieces.squares.geometry,
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

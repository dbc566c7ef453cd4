//! Offscreen render tests: pixels of the opening table at the projected positions
//! of the board, the ramp and stones of each size. Skips (passes) with a printed
//! reason where no OpenGL can be had through EGL.

use crate::common::window::hue;
use std::sync::Arc;
use three_d::{degrees, vec3, vec4, Camera, ClearState, Quat, Rotation3, Vec3, Viewport};
use via_appia::assets::default_game_data;
use via_appia::quarry::{QuarryConfig, StonePreset, StoneShape};
use via_appia::rules::{Game, GameBuilder, GameData, Size, SizeCounts, SpaceId};
use via_appia::view::highlight::{HighlightKind, Highlights};
use via_appia::view::materials::player_color;
use via_appia::view::showcase::{scene_state, SceneKind};
use via_appia::view::{card_sheet, table};
use via_appia::view::{
    Antialiasing, Frame, Image, Offscreen, Preset, QuarryPose, RampShape, Scene, StoneForm,
    StoneInstance, TextureTarget, View,
};

const WIDTH: u32 = 320;
const HEIGHT: u32 = 180;

fn brightness(p: [u8; 4]) -> f32 {
    (p[0] as f32 + p[1] as f32 + p[2] as f32) / 3.0
}

fn saturation(p: [u8; 4]) -> f32 {
    let max = p[0].max(p[1]).max(p[2]) as f32;
    let min = p[0].min(p[1]).min(p[2]) as f32;
    max - min
}

fn at(image: &Image, camera: &Camera, point: Vec3, what: &str) -> [u8; 4] {
    match image.pixel_at(camera, point) {
        Some(p) => p,
        None => panic!("{what} at {point:?} projects outside the image"),
    }
}

/// The top-centre of the stone of this size nearest the middle of the ramp.
fn stone_top(ramp: &RampShape, stones: &[StoneInstance], size: Size) -> Vec3 {
    let middle = (ramp.transform() * vec4(0.0, 0.0, -ramp.length() / 2.0, 1.0)).truncate();
    let stone = stones
        .iter()
        .filter(|s| s.size == size)
        .min_by(|a, b| {
            let da = (a.translation - middle).x.hypot((a.translation - middle).z);
            let db = (b.translation - middle).x.hypot((b.translation - middle).z);
            da.total_cmp(&db)
        })
        .unwrap_or_else(|| panic!("no {size:?} stone in the opening"));
    stone.translation + stone.rotation * vec3(0.0, stone.dimensions.y / 2.0, 0.0)
}

#[test]
fn opening_table_pixels() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let Opening {
        mut scene,
        game,
        pose,
        ..
    } = set_up_opening(&offscreen, default_config());
    let stones = pose.stones.clone();
    let ramp = *scene.ramp();
    assert_eq!(stones.len(), 24);
    scene.update(&game, &pose);
    assert!(scene.refresh_shadows());
    // Nothing moved: the shadow map is kept.
    scene.update(&game, &pose);
    assert!(!scene.refresh_shadows());

    let camera = Preset::Quarry
        .view()
        .camera(Viewport::new_at_origo(WIDTH, HEIGHT));
    let image = offscreen.render(&scene, &camera, Antialiasing::None);

    // The board's warm paper, on open board left of the ramp.
    let paper = at(&image, &camera, vec3(-14.0, 0.0, 0.0), "board");
    assert!(brightness(paper) > 150.0, "paper {paper:?}");
    assert!(paper[0] > paper[2] + 15, "paper is warm: {paper:?}");

    // The ramp: the wooden tray between stones, just above the front edge.
    let tray = (ramp.transform() * vec4(ramp.width(-0.6) / 2.0 - 0.3, 0.0, -0.6, 1.0)).truncate();
    let tray_px = at(&image, &camera, tray, "ramp");
    assert!(
        tray_px[0] > tray_px[2] + 30,
        "ramp is wood-coloured: {tray_px:?}"
    );

    let small = at(
        &image,
        &camera,
        stone_top(&ramp, &stones, Size::Small),
        "small stone",
    );
    let mid = at(
        &image,
        &camera,
        stone_top(&ramp, &stones, Size::Mid),
        "mid stone",
    );
    let large = at(
        &image,
        &camera,
        stone_top(&ramp, &stones, Size::Large),
        "large stone",
    );
    assert!(saturation(small) < 40.0, "small stone is gray: {small:?}");
    assert!(
        saturation(mid) < 45.0 && brightness(mid) > 170.0,
        "mid stone is white: {mid:?}"
    );
    assert!(
        brightness(mid) > brightness(small) + 20.0,
        "mid {mid:?} brighter than small {small:?}"
    );
    assert!(large[0] > large[2] + 40, "large stone is wood: {large:?}");
    assert!(
        brightness(large) < brightness(mid),
        "large {large:?} darker than mid {mid:?}"
    );

    // The empty table (board only) differs from the opening.
    scene.clear();
    scene.refresh_shadows();
    let empty = offscreen.render(&scene, &camera, Antialiasing::None);
    let differing = image
        .pixels
        .iter()
        .zip(&empty.pixels)
        .filter(|(a, b)| {
            a.iter()
                .zip(b.iter())
                .map(|(x, y)| (*x as i32 - *y as i32).abs())
                .sum::<i32>()
                > 30
        })
        .count();
    assert!(
        differing > (WIDTH * HEIGHT / 20) as usize,
        "only {differing} pixels differ between the empty and the opening table"
    );
    let empty_stone = at(
        &empty,
        &camera,
        stone_top(&ramp, &stones, Size::Large),
        "large stone spot",
    );
    assert_ne!(empty_stone, large);
}

fn offscreen_or_skip() -> Option<Offscreen> {
    match Offscreen::new() {
        Ok(o) => Some(o),
        Err(reason) => {
            println!("skipping render test: {reason}");
            None
        }
    }
}

fn default_config() -> QuarryConfig {
    QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron")
}

/// The opening game on a fresh scene: what most tests look at.
struct Opening {
    data: Arc<GameData>,
    config: QuarryConfig,
    scene: Scene,
    game: Game,
    pose: QuarryPose,
}

/// The opening on a fresh scene, not yet drawn.
fn set_up_opening(offscreen: &Offscreen, config: QuarryConfig) -> Opening {
    let data = default_game_data().expect("default game data loads");
    let scene = Scene::new(offscreen.context(), &data, &config);
    let (game, pose) = scene_state(data.clone(), SceneKind::Opening, &config).expect("opening");
    Opening {
        data,
        config,
        scene,
        game,
        pose,
    }
}

/// The opening on a fresh scene, updated and with its shadows drawn.
fn opening(offscreen: &Offscreen, config: QuarryConfig) -> Opening {
    let mut opening = set_up_opening(offscreen, config);
    opening.scene.update(&opening.game, &opening.pose);
    opening.scene.refresh_shadows();
    opening
}

#[test]
fn disc_stones_are_drawn_as_discs() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let config = QuarryConfig::load_preset(StonePreset::Discs).expect("quarry_discs.ron");
    assert_eq!(config.stones.stone_shape, StoneShape::Disc);
    let Opening {
        mut scene,
        game,
        pose,
        ..
    } = opening(&offscreen, config);
    assert!(pose.stones.iter().all(|s| s.form == StoneForm::Disc));
    let ramp = *scene.ramp();
    let camera = Preset::Quarry
        .view()
        .camera(Viewport::new_at_origo(WIDTH, HEIGHT));
    let image = offscreen.render(&scene, &camera, Antialiasing::None);
    let small = at(
        &image,
        &camera,
        stone_top(&ramp, &pose.stones, Size::Small),
        "small disc",
    );
    let mid = at(
        &image,
        &camera,
        stone_top(&ramp, &pose.stones, Size::Mid),
        "mid disc",
    );
    let large = at(
        &image,
        &camera,
        stone_top(&ramp, &pose.stones, Size::Large),
        "large disc",
    );
    assert!(saturation(small) < 40.0, "small disc is gray: {small:?}");
    assert!(
        saturation(mid) < 45.0 && brightness(mid) > 170.0,
        "mid disc is white: {mid:?}"
    );
    assert!(large[0] > large[2] + 40, "large disc is wood: {large:?}");

    // One large disc lying on open board, seen from above: its centre is wood, the
    // corner of its bounding square (outside the circle) is paper.
    let mut lone = pose.clone();
    let disc = *pose
        .stones
        .iter()
        .find(|s| s.size == Size::Large)
        .expect("a large stone");
    let centre = vec3(-14.0, disc.dimensions.y / 2.0, 2.0);
    lone.stones = vec![StoneInstance {
        translation: centre,
        rotation: Quat::from_angle_y(degrees(0.0)),
        ..disc
    }];
    scene.update(&game, &lone);
    scene.refresh_shadows();
    let above = View {
        target: centre,
        yaw: 0.0,
        pitch: 1.5,
        distance: 16.0,
    }
    .camera(Viewport::new_at_origo(WIDTH, HEIGHT));
    let image = offscreen.render(&scene, &above, Antialiasing::None);
    let r = disc.dimensions.x / 2.0;
    let top = centre + vec3(0.0, disc.dimensions.y / 2.0, 0.0);
    let middle = at(&image, &above, top, "disc centre");
    let corner = at(
        &image,
        &above,
        top + vec3(0.85 * r, 0.0, 0.85 * r),
        "corner",
    );
    let rim = at(
        &image,
        &above,
        top + vec3(0.8 * r, 0.0, 0.0),
        "inside the rim",
    );
    assert!(middle[0] > middle[2] + 40, "disc is wood: {middle:?}");
    assert!(rim[0] > rim[2] + 40, "disc reaches its radius: {rim:?}");
    assert!(
        brightness(corner) > brightness(middle) + 40.0,
        "the corner of the disc's square is board paper, not stone: {corner:?} vs {middle:?}"
    );
}

#[test]
fn players_areas_show_their_pieces() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let Opening {
        data,
        config,
        mut scene,
        game,
        pose,
    } = set_up_opening(&offscreen, default_config());
    // Load the first player's cart: a large tile on the first slot.
    let game = GameBuilder::from_game(game)
        .cart_slot(0, 0, SizeCounts::new(0, 0, 1))
        .build()
        .expect("consistent");
    scene.update(&game, &pose);
    scene.refresh_shadows();
    // The whole table from high up: every seat's area in the picture (the
    // default view frames the board and the front seat only).
    let whole_table = View {
        target: vec3(0.0, 0.0, 5.0),
        yaw: 0.0,
        pitch: 60f32.to_radians(),
        distance: 150.0,
    };
    let camera = whole_table.camera(Viewport::new_at_origo(640, 360));
    let image = offscreen.render(&scene, &camera, Antialiasing::None);

    // Every player's screen stands in the player's colour.
    let seating = scene.seating();
    for (p, player) in game.players().iter().enumerate() {
        let px = at(
            &image,
            &camera,
            table::screen_face(&seating, player.seat()),
            "screen",
        );
        let want = player_color(p);
        let want_hue = hue([want.r, want.g, want.b, 255]);
        let turn = (hue(px) - want_hue).abs();
        assert!(
            turn.min(360.0 - turn) < 12.0 && saturation(px) > 30.0,
            "player {p}'s screen {px:?} is not of its colour {want:?}"
        );
    }
    // The loaded tile lies on the cart: gray stone, not the cart's wood.
    let seat = game.players()[0].seat();
    let tile = table::cart_tile_top(&data, &seating, seat, 0, &game.players()[0].cart().slots[0]);
    let tile_px = at(&image, &camera, tile[0], "tile on the cart");
    assert!(saturation(tile_px) < 40.0, "tile is gray: {tile_px:?}");
    // The face-up cards are printed paper on the dark wood.
    let card = at(
        &image,
        &camera,
        card_sheet::card_centre(0, game.income().face_up().len()) + vec3(1.2, 0.0, 1.4),
        "card",
    );
    assert!(brightness(card) > 150.0, "card is light paper: {card:?}");

    // More stones in front of a screen: the new stones' places change.
    let before = game.players()[0].stones().total() as usize;
    let mut more_stones = game.players()[0].stones();
    more_stones.mid += 3;
    let game = GameBuilder::from_game(game)
        .stones(0, more_stones)
        .build()
        .expect("consistent");
    scene.update(&game, &pose);
    scene.refresh_shadows();
    let more = offscreen.render(&scene, &camera, Antialiasing::None);
    for k in before..before + 3 {
        let top = table::stone_top(&game, &seating, &config, 0, k).expect("the new stone");
        let (old, new) = (
            at(&image, &camera, top, "stone spot"),
            at(&more, &camera, top, "new stone"),
        );
        assert!(
            brightness(new) > brightness(old) + 40.0,
            "mid stone {k} (white) shows over the table: {old:?} → {new:?}"
        );
    }
}

#[test]
fn highlighted_spaces_glow() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let Opening {
        data, mut scene, ..
    } = opening(&offscreen, default_config());
    let camera = Preset::Road.view().camera(Viewport::new_at_origo(640, 360));
    let plain = offscreen.render(&scene, &camera, Antialiasing::None);
    let a1: SpaceId = "A1".parse().expect("space name");
    let c3: SpaceId = "C3a".parse().expect("space name");
    scene.set_highlights(&[(a1, HighlightKind::Build), (c3, HighlightKind::Travel)]);
    assert!(
        !scene.refresh_shadows(),
        "highlights need no shadow rebuild"
    );
    let lit = offscreen.render(&scene, &camera, Antialiasing::None);
    for (id, kind) in [(a1, HighlightKind::Build), (c3, HighlightKind::Travel)] {
        let point = Highlights::ring_point(&data.board, id).expect("a space");
        let (before, after) = (
            at(&plain, &camera, point, "space outline"),
            at(&lit, &camera, point, "highlight"),
        );
        let want = kind.color();
        let distance = (after[0] as i32 - want.r as i32).abs()
            + (after[1] as i32 - want.g as i32).abs()
            + (after[2] as i32 - want.b as i32).abs();
        assert!(distance < 60, "{id} outline {after:?} is not {want:?}");
        assert_ne!(before, after, "{id} changed colour");
    }
    // Cleared again: the board as before.
    scene.set_highlights(&[]);
    let again = offscreen.render(&scene, &camera, Antialiasing::None);
    assert_eq!(again.pixels, plain.pixels);
}

#[test]
fn antialiasing_modes_smooth_edges_only() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let Opening { scene, .. } = opening(&offscreen, default_config());
    let camera = Preset::Quarry
        .view()
        .camera(Viewport::new_at_origo(WIDTH, HEIGHT));
    let hard = offscreen.render(&scene, &camera, Antialiasing::None);
    let total = (WIDTH * HEIGHT) as usize;
    for mode in [Antialiasing::Fxaa, Antialiasing::Msaa(4)] {
        let smooth = offscreen.render(&scene, &camera, mode);
        let changed = hard
            .pixels
            .iter()
            .zip(&smooth.pixels)
            .filter(|(a, b)| a != b)
            .count();
        // Edges change; the large flat areas (paper, table, ramp) mostly stay.
        assert!(
            changed > total / 100 && changed < total / 2,
            "{mode}: {changed} of {total} pixels changed"
        );
    }

    // The window draws into a viewport beside a panel: the same frame, offset.
    let (x0, y0) = (40u32, 16u32);
    let (w, h) = (WIDTH + 60, HEIGHT + 30);
    let wide = TextureTarget::new(offscreen.context(), w, h);
    let target = wide.target();
    target.clear(ClearState::color_and_depth(0.0, 0.0, 0.0, 1.0, 1.0));
    let beside = Preset::Quarry.view().camera(Viewport {
        x: x0 as i32,
        y: y0 as i32,
        width: WIDTH,
        height: HEIGHT,
    });
    let mut frame = Frame::new(offscreen.context(), Antialiasing::Fxaa);
    frame.draw(&scene, &beside, &target);
    let big: Vec<[u8; 4]> = target.read_color();
    let alone = offscreen.render(&scene, &camera, Antialiasing::Fxaa);
    // Rows of `big` run from the top; the viewport's y counts from the bottom.
    let top = h - y0 - HEIGHT;
    let mut differing = 0;
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let a = big[((top + y) * w + x0 + x) as usize];
            if a != alone.pixel(x, y) {
                differing += 1;
            }
        }
    }
    assert!(
        differing < total / 200,
        "{differing} pixels differ between the offset and the plain frame"
    );
    assert_eq!(
        big[0],
        [0, 0, 0, 255],
        "outside the viewport stays untouched"
    );
}

/// The window's presenter: a still table is drawn smooth once and then copied
/// unchanged; anything that moves is drawn afresh.
#[test]
fn a_still_table_is_drawn_once_then_copied_and_motion_redraws() {
    use via_appia::view::{Presented, Presenter};
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let context = offscreen.context();
    let Opening {
        mut scene,
        game,
        pose,
        ..
    } = set_up_opening(&offscreen, default_config());
    let frame = TextureTarget::new(context, WIDTH, HEIGHT);
    let target = frame.target();
    let camera = Preset::Table
        .view()
        .camera(Viewport::new_at_origo(WIDTH, HEIGHT));
    let mut presenter = Presenter::new(context, Antialiasing::None, Antialiasing::Fxaa);
    let mut frame = |scene: &mut Scene, pose| {
        scene.update(&game, pose);
        scene.refresh_shadows();
        let how = presenter.present(scene, &camera, &target);
        (how, target.read_color::<[u8; 4]>())
    };
    let (first, rough) = frame(&mut scene, &pose);
    let (second, smooth) = frame(&mut scene, &pose);
    let (third, copied) = frame(&mut scene, &pose);
    assert_eq!(
        (first, second, third),
        (Presented::Motion, Presented::Still, Presented::Copied)
    );
    assert_eq!(
        smooth, copied,
        "the copy is the kept frame, pixel for pixel"
    );
    assert_ne!(rough, smooth, "the still frame is the anti-aliased one");
    let mut moved = pose.clone();
    moved.stones[0].translation.y += 0.5;
    let (after, _) = frame(&mut scene, &moved);
    assert_eq!(after, Presented::Motion, "a moved stone is drawn afresh");
}

#[test]
fn the_context_names_the_same_renderer() {
    let Some(offscreen) = offscreen_or_skip() else {
        return;
    };
    let name = via_appia::view::antialias::renderer_name(offscreen.context());
    assert_eq!(name, offscreen.renderer());
    assert_eq!(
        Antialiasing::for_context(offscreen.context()),
        offscreen.antialiasing()
    );
}

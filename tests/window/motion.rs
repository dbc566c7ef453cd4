//! Offscreen pictures of the table while a piece moves: a tile taken from the
//! quarry's rewards is drawn on its way to the cart, between the two, and lies
//! on the cart once its flight is over (or skipped); and the road steps a walking
//! pawn passes.

use three_d::{InnerSpace, Vec3, Viewport};
use via_appia::assets::default_game_data;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{GameBuilder, Size, SizeCounts};
use via_appia::view::motion::Piece;
use via_appia::view::showcase::{scene_state, SceneKind};
use via_appia::view::{table, Antialiasing, Image, Offscreen, Preset, Scene};

fn saturation(p: [u8; 4]) -> f32 {
    let max = p[0].max(p[1]).max(p[2]) as f32;
    let min = p[0].min(p[1]).min(p[2]) as f32;
    max - min
}

fn grey_stone(p: [u8; 4]) -> bool {
    saturation(p) < 40.0 && p[0] > 90
}

fn pixel(image: &Image, camera: &three_d::Camera, point: Vec3, what: &str) -> [u8; 4] {
    image
        .pixel_at(camera, point)
        .unwrap_or_else(|| panic!("{what} at {point:?} projects outside the image"))
}

#[test]
fn a_tile_taken_flies_from_the_quarry_to_the_cart() {
    let offscreen = match Offscreen::new() {
        Ok(o) => o,
        Err(reason) => {
            println!("skipping motion render test: {reason}");
            return;
        }
    };
    let data = default_game_data().expect("default game data loads");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let mut scene = Scene::new(offscreen.context(), &data, &config);
    scene.set_animated(true);
    let (game, pose) = scene_state(data.clone(), SceneKind::Opening, &config).expect("opening");
    scene.update(&game, &pose);
    assert!(
        !scene.animating(),
        "the first look at a table moves nothing"
    );
    // The first player takes a large tile: it lands on the first slot of the cart.
    let load = SizeCounts::new(0, 0, 1);
    let taken = GameBuilder::from_game(game.clone())
        .cart_slot(0, 0, load)
        .build()
        .expect("consistent");
    scene.update(&taken, &pose);
    assert!(scene.animating(), "the new tile is on its way");
    let tile = Piece::CartTile {
        player: 0,
        size: Size::Large,
        nth: 0,
    };
    let ramp = *scene.ramp();
    let quarry_front = (ramp.transform() * three_d::vec4(0.0, 0.0, 0.0, 1.0)).truncate();
    let start = scene.piece_drawn_at(tile).expect("the tile is drawn");
    assert!(
        (start - quarry_front).magnitude() < 3.0,
        "it starts at the quarry's front edge: {start:?} vs {quarry_front:?}"
    );
    let left = scene.motion_left();
    assert!(
        (0.3..=0.9).contains(&left),
        "a short flight (with what follows it): {left} s"
    );
    scene.tick(left / 2.0);
    scene.refresh_shadows();
    let seat = taken.players()[0].seat();
    let on_cart = table::cart_tile_top(&data, &scene.seating(), seat, 0, &load)[0];
    let mid = scene.piece_drawn_at(tile).expect("the tile is drawn");
    let (to_quarry, to_cart) = (
        (mid - quarry_front).magnitude(),
        (mid - on_cart).magnitude(),
    );
    let whole = (on_cart - quarry_front).magnitude();
    assert!(
        to_quarry > whole * 0.2 && to_cart > whole * 0.2,
        "half way it is between the quarry and the cart: {mid:?}"
    );
    let camera = Preset::Table
        .view()
        .camera(Viewport::new_at_origo(640, 360));
    let flying = offscreen.render(&scene, &camera, Antialiasing::None);
    let in_the_air = pixel(&flying, &camera, mid, "the flying tile");
    let cart_empty = pixel(&flying, &camera, on_cart, "the cart's slot");
    assert!(
        grey_stone(in_the_air),
        "the tile is drawn in the air between: {in_the_air:?}"
    );
    assert!(
        !grey_stone(cart_empty),
        "the slot is still empty mid-flight: {cart_empty:?}"
    );

    scene.tick(left);
    assert!(!scene.animating(), "landed");
    scene.refresh_shadows();
    let landed = offscreen.render(&scene, &camera, Antialiasing::None);
    let on_slot = pixel(&landed, &camera, on_cart, "the tile on the cart");
    let air = pixel(&landed, &camera, mid, "where it flew");
    assert!(
        grey_stone(on_slot),
        "the tile lies on the cart: {on_slot:?}"
    );
    assert_ne!(air, in_the_air, "nothing is left in the air");

    // Skipping: a mid tile on the second space, finished at once.
    let mid_tile = SizeCounts::new(0, 1, 0);
    let more = GameBuilder::from_game(taken)
        .cart_slot(0, 1, mid_tile)
        .build()
        .expect("consistent");
    scene.update(&more, &pose);
    assert!(scene.animating());
    scene.finish_motion();
    assert!(!scene.animating(), "a click or End finishes every move");
    let second = Piece::CartTile {
        player: 0,
        size: Size::Mid,
        nth: 0,
    };
    let at = scene.piece_drawn_at(second).expect("the second tile");
    let places = table::cart_tile_top(&data, &scene.seating(), seat, 1, &mid_tile);
    assert!(
        places.iter().any(|p| (p.x - at.x).hypot(p.z - at.z) < 0.5),
        "the skipped tile lies on the cart: {at:?} vs {places:?}"
    );
}

/// A pawn walks through the nodes between its old and new place, either way
/// along the road; a step to a neighbour has nothing in between.
#[test]
fn a_walk_passes_the_nodes_between() {
    use via_appia::rules::{City, Node};
    use via_appia::view::road::route;
    let data = default_game_data().expect("default game data loads");
    let board = &data.board;
    let rome = Node::City(City::Rome);
    let first = board.next(rome)[0];
    let second = board.next(first)[0];
    assert_eq!(route(board, rome, second), vec![first]);
    assert_eq!(route(board, second, rome), vec![first], "back the same way");
    assert!(route(board, rome, first).is_empty(), "a neighbour: one hop");
    assert!(route(board, rome, rome).is_empty());
}

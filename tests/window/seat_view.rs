//! The table at its default view, as a newcomer first sees it: the person's own
//! screen and cart at the front, in the lower third of the table's picture, alone
//! against bots and for each person of a hot-seat table once he has lifted the
//! curtain (offscreen, seated as the table decides); the board spanning more
//! than half of a 1280×800 window with its panels (the real window, read back
//! in pixels); and the cities' names printed tall enough to read at 1280×720.

use crate::common::table::{quick_move, table};
use crate::common::window::*;
use three_d::{vec3, Camera, Vec3, Viewport};
use via_appia::app::layout::{SCORE_PANEL_WIDTH, TURN_PANEL_WIDTH};
use via_appia::bots::BotLevel;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::City;
use via_appia::table::{Intent, SeatKind, Table};
use via_appia::view::road::{city_label_half, city_label_spot};
use via_appia::view::seating::Seating;
use via_appia::view::table::{cart_top, screen_face};
use via_appia::view::{quarry_pose, Antialiasing, Image, Offscreen, Preset, Scene};

/// The menu bar over the table (points = pixels at scale 1).
const MENU_BAR: u32 = 26;

/// The table's part of a window `width` × `height` with the panels shown.
fn table_viewport(width: u32, height: u32) -> Viewport {
    let side = (SCORE_PANEL_WIDTH + TURN_PANEL_WIDTH) as u32;
    Viewport::new_at_origo(width - side, height - MENU_BAR)
}

fn offscreen_or_skip(test: &str) -> Option<Offscreen> {
    match Offscreen::new() {
        Ok(o) => Some(o),
        Err(reason) => {
            println!("skipping {test}: {reason}");
            None
        }
    }
}

/// Where `point` lands in the picture: pixels from the left and from the top.
fn on_screen(camera: &Camera, point: Vec3) -> (f32, f32) {
    let viewport = camera.viewport();
    let pixel = camera.pixel_at_position(point);
    (pixel.x, viewport.height as f32 - pixel.y)
}

fn hue_gap(a: [u8; 4], b: [u8; 3]) -> f32 {
    let d = (hue(a) - hue([b[0], b[1], b[2], 255])).abs();
    d.min(360.0 - d)
}

/// The table drawn at the default view in the 1280×800 window's table area, seated
/// as `play` has it now; asserts that the front seat's screen and cart lie in the
/// lower third and that its screen there is in its colour.
fn assert_front_seat_low(offscreen: &Offscreen, scene: &mut Scene, play: &Table, what: &str) {
    let game = &play.session.game;
    let front = play.front_seat();
    scene.set_seating(Seating::of(game, front));
    let pose = quarry_pose(&play.session.quarry, scene.ramp());
    scene.update(game, &pose);
    scene.refresh_shadows();
    let viewport = table_viewport(1280, 800);
    let camera = Preset::Table.view().camera(viewport);
    let image: Image = offscreen.render(scene, &camera, Antialiasing::None);
    let seating = scene.seating();
    let seat = game.players()[front].seat();
    let third = viewport.height as f32 * 2.0 / 3.0;
    for (part, point) in [
        ("screen", screen_face(&seating, seat)),
        ("cart", cart_top(&seating, seat)),
    ] {
        let (x, y) = on_screen(&camera, point);
        assert!(
            y > third && y < viewport.height as f32 && x > 0.0 && x < viewport.width as f32,
            "{what}: {}'s {part} at ({x:.0}, {y:.0}) is not in the lower third of {}×{}",
            game.players()[front].name(),
            viewport.width,
            viewport.height
        );
    }
    let px = image
        .pixel_at(&camera, screen_face(&seating, seat))
        .expect("the screen is in the picture");
    let colour = play.session.seats[front].colour.rgb();
    assert!(
        hue_gap(px, colour) < 15.0,
        "{what}: the screen in front {px:?} is not {}'s colour {colour:?}",
        game.players()[front].name()
    );
}

#[test]
fn the_persons_screen_and_cart_are_in_front_alone_and_for_each_seat_in_hot_seat() {
    let Some(offscreen) = offscreen_or_skip("the front seat test") else {
        return;
    };
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    // Alone against two bots, in the middle seat of three, in a game he does not
    // start: the front is not simply the start player's.
    let bot = SeatKind::Bot(BotLevel::Random);
    let alone = (1..40)
        .map(|seed| table(&[bot.clone(), SeatKind::Human, bot.clone()], seed))
        .find(|t| t.session.game.players()[1].seat() != 0)
        .expect("a seed where the person does not start");
    let mut scene = Scene::new(offscreen.context(), alone.session.game.data(), &config);
    assert_front_seat_low(&offscreen, &mut scene, &alone, "alone against bots");

    // Three people: each, once he has lifted the curtain, has the front.
    let mut hot = table(&[SeatKind::Human, SeatKind::Human, SeatKind::Human], 5);
    let mut seen = Vec::new();
    while seen.len() < 3 {
        assert!(hot.curtain());
        hot.intent(Intent::RevealMoney);
        let current = hot.session.game.current();
        assert_eq!(hot.front_seat(), current);
        assert_front_seat_low(&offscreen, &mut scene, &hot, "hot-seat, curtain lifted");
        seen.push(current);
        while !hot.curtain() {
            hot.intent(Intent::Command(quick_move(&hot)));
        }
    }
    seen.sort_unstable();
    assert_eq!(seen, vec![0, 1, 2]);
}

#[test]
fn the_city_names_read_at_1280_by_720() {
    let Some(offscreen) = offscreen_or_skip("the city names test") else {
        return;
    };
    let data = via_appia::assets::default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let scene = Scene::new(offscreen.context(), &data, &config);
    let camera = Preset::Table.view().camera(table_viewport(1280, 720));
    let image = offscreen.render(&scene, &camera, Antialiasing::None);
    for city in City::ALL {
        let [x, z] = city_label_spot(city);
        let [hx, hz] = city_label_half(city);
        let (_, top) = on_screen(&camera, vec3(x, 0.0, z - hz));
        let (_, bottom) = on_screen(&camera, vec3(x, 0.0, z + hz));
        let (left, _) = on_screen(&camera, vec3(x - hx, 0.0, z));
        let (right, _) = on_screen(&camera, vec3(x + hx, 0.0, z));
        let height = bottom - top;
        println!("{}: name {height:.1} px tall at 1280×720", city.name());
        assert!(
            height >= 14.0,
            "{}'s name is {height:.1} px tall at 1280×720",
            city.name()
        );
        // And the name is printed there: red-brown ink across the box.
        let mut inked = 0;
        let steps = 40;
        for i in 0..steps {
            let t = (i as f32 + 0.5) / steps as f32;
            let at = vec3(x - hx + 2.0 * hx * t, 0.0, z);
            if let Some(p) = image.pixel_at(&camera, at) {
                if p[0] as i32 > p[1] as i32 + 50 && p[0] < 190 {
                    inked += 1;
                }
            }
        }
        assert!(
            inked >= steps / 6,
            "{}'s name ({left:.0}..{right:.0} px) shows no ink: {inked} of {steps}",
            city.name()
        );
    }
}

/// Rows of the table's part of `image` that are mostly board paper: the longest
/// run of rows holding at least `min` paper pixels, with gaps of a few rows
/// (lines, a city's disc) bridged. Returns (first row, last row).
fn board_rows(image: &(u32, u32, Vec<u8>), xs: std::ops::Range<u32>, min: usize) -> (u32, u32) {
    let paper = |p: [u8; 3]| {
        p[0] > 170 && p[1] > 140 && p[2] > 100 && i32::from(p[0]) > i32::from(p[2]) + 15
    };
    let rows: Vec<bool> = (0..image.1)
        .map(|y| xs.clone().filter(|&x| paper(pixel(image, x, y))).count() >= min)
        .collect();
    let (mut best, mut start, mut last) = ((0, 0), None, 0);
    for (y, &on) in rows.iter().enumerate() {
        let y = y as u32;
        if on {
            match start {
                Some(_) if y - last <= 6 => {}
                _ => start = Some(y),
            }
            last = y;
            let s = start.unwrap_or(y);
            if y - s > best.1 - best.0 {
                best = (s, y);
            }
        }
    }
    best
}

#[test]
fn the_board_spans_half_the_window_at_the_default_view() {
    if !has_xvfb() {
        println!("skipping the board extent test: xvfb-run is not installed");
        return;
    }
    let png = scratch("default-view.png");
    let _ = std::fs::remove_file(&png);
    let capture = png.to_string_lossy().to_string();
    let args = [
        "play",
        "--seats",
        "easy,human,easy",
        "--seed",
        "5",
        "--frames",
        "40",
        "--capture",
        capture.as_str(),
    ];
    if play_in_xvfb(&args).is_none() {
        return;
    }
    let image = read_png(&png);
    assert_eq!((image.0, image.1), (1280, 800));
    let left = SCORE_PANEL_WIDTH as u32;
    let right = image.0 - TURN_PANEL_WIDTH as u32;
    let (top, bottom) = board_rows(&image, left..right, 120);
    let extent = bottom - top;
    println!("the board spans rows {top}..{bottom} of 800");
    assert!(
        extent >= image.1 / 2,
        "the board spans rows {top}..{bottom}: {extent} px of {}",
        image.1
    );
    // The person's own screen (Marcus, blue) stands in the lower third.
    let blue = |p: [u8; 3]| {
        let [r, g, b] = p.map(i32::from);
        b > 120 && b > r + 60 && b > g + 30
    };
    let lower = image.1 * 2 / 3;
    let low_blue = (left..right)
        .flat_map(|x| (lower..image.1).map(move |y| (x, y)))
        .filter(|&(x, y)| blue(pixel(&image, x, y)))
        .count();
    assert!(
        low_blue > 400,
        "the person's blue screen is not in the lower third: {low_blue} blue pixels there"
    );
}

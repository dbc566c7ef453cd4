//! The table at its default view, as a newcomer first sees it: the person's own
//! screen and cart at the front, in the lower third of the table's picture, alone
//! against bots and for each person of a hot-seat table once he has lifted the
//! curtain (offscreen, seated as the table decides); the board spanning more
//! than half of a 1280×800 window with its panels (the real window, read back
//! in pixels); every seat's name plate in the default view; and the cities' names
//! printed in type tall enough to read at 1280×720 and 1280×800.

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
use via_appia::view::table::{cart_top, plate_spot, screen_face};
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

/// The red-brown ink of the cities' names (and not the cartouche's paper, the
/// road's tints or the frame's brighter red).
fn name_ink(p: [u8; 4]) -> bool {
    p[0] as i32 > p[1] as i32 + 50 && p[0] < 190
}

#[test]
fn the_city_names_read_at_1280_by_720_and_by_800() {
    let Some(offscreen) = offscreen_or_skip("the city names test") else {
        return;
    };
    let data = via_appia::assets::default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let scene = Scene::new(offscreen.context(), &data, &config);
    for (width, height) in [(1280, 720), (1280, 800)] {
        city_names_read(&offscreen, &scene, width, height);
    }
}

/// The cities' names at the default view in the table's part of a `width` ×
/// `height` window: capitals at least 14 px tall, letters across the box, dark ink.
fn city_names_read(offscreen: &Offscreen, scene: &Scene, width: u32, height: u32) {
    let camera = Preset::Table.view().camera(table_viewport(width, height));
    let image = offscreen.render(scene, &camera, Antialiasing::None);
    for city in City::ALL {
        let [x, z] = city_label_spot(city);
        let [hx, hz] = city_label_half(city);
        let (_, top) = on_screen(&camera, vec3(x, 0.0, z - hz));
        let (_, bottom) = on_screen(&camera, vec3(x, 0.0, z + hz));
        let (left, _) = on_screen(&camera, vec3(x - hx, 0.0, z));
        let (right, _) = on_screen(&camera, vec3(x + hx, 0.0, z));
        // The ink as drawn: the rows and columns of the name's box (a pixel round
        // it, short of the cartouche's red edge) holding the name's ink. Its rows
        // are the capitals' height on screen; its columns, letters spread across
        // the box rather than a blot.
        let (x0, x1) = ((left - 2.0).max(0.0) as u32, (right + 2.0) as u32);
        let (y0, y1) = ((top - 1.0).max(0.0) as u32, (bottom + 1.0) as u32);
        let (x1, y1) = (x1.min(image.width - 1), y1.min(image.height - 1));
        let inked = |x: u32, y: u32| name_ink(image.pixel(x, y));
        let rows: Vec<u32> = (y0..=y1)
            .filter(|&y| (x0..=x1).filter(|&x| inked(x, y)).count() >= 2)
            .collect();
        let columns = (x0..=x1)
            .filter(|&x| (y0..=y1).any(|y| inked(x, y)))
            .count();
        let tall = match (rows.first(), rows.last()) {
            (Some(a), Some(b)) => b - a + 1,
            _ => 0,
        };
        let wide = right - left;
        println!(
            "{}: capitals {tall} px tall (box {:.1} px), ink in {columns} of {wide:.0} columns at {width}×{height}",
            city.name(),
            bottom - top
        );
        assert!(
            tall >= 14,
            "{}'s name is {tall} px tall at {width}×{height} (box {:.1} px)",
            city.name(),
            bottom - top
        );
        assert!(
            columns as f32 >= wide * 0.5 && (columns as f32) <= wide + 10.0,
            "{}'s name shows ink in {columns} columns of {wide:.0} at {width}×{height}",
            city.name()
        );
        // Dark ink on pale paper: the darkest ink is far from the cartouche.
        let darkest = (y0..=y1)
            .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
            .filter(|&(x, y)| inked(x, y))
            .map(|(x, y)| {
                let p = image.pixel(x, y);
                p[0] as u32 + p[1] as u32 + p[2] as u32
            })
            .min()
            .unwrap_or(u32::MAX);
        assert!(
            darkest < 3 * 130,
            "{}'s name has no dark ink at {width}×{height} (darkest {darkest})",
            city.name()
        );
    }
}

/// Room kept round a name plate's spot (pixels across and up): about half of a
/// plate with a Roman name and its swatch.
const PLATE_ROOM: [f32; 2] = [48.0, 14.0];

/// Every seat's name plate, screen and cart inside the table's part of the window
/// at the default view, the person (the second seat, not the start player) at the
/// front: for two, three and four players, at 1280×800, 1280×720 and 4K (the
/// geometry, as the window projects the plates); and offscreen, each seat's
/// screen drawn in its colour.
#[test]
fn every_seat_and_its_name_plate_is_in_the_default_view() {
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let offscreen = offscreen_or_skip("the seats' pixels in the framing test");
    let bot = SeatKind::Bot(BotLevel::Random);
    for players in 2..=4 {
        let mut kinds = vec![bot.clone(); players];
        kinds[1] = SeatKind::Human;
        let play = table(&kinds, 3);
        let game = &play.session.game;
        let front = play.front_seat();
        assert_eq!(front, 1, "the person has the front");
        let seating = Seating::of(game, front);
        assert_eq!(seating.place(game.players()[front].seat()), 0);
        for (w, h) in [(1280, 800), (1280, 720), (3840, 2160)] {
            let viewport = table_viewport(w, h);
            let camera = Preset::Table.view().camera(viewport);
            let (vw, vh) = (viewport.width as f32, viewport.height as f32);
            for (p, player) in game.players().iter().enumerate() {
                let seat = player.seat();
                for (part, point, room) in [
                    ("name plate", plate_spot(&seating, seat), PLATE_ROOM),
                    ("screen", screen_face(&seating, seat), [0.0, 0.0]),
                    ("cart", cart_top(&seating, seat), [0.0, 0.0]),
                ] {
                    let (x, y) = on_screen(&camera, point);
                    assert!(
                        x >= room[0] && x <= vw - room[0] && y >= room[1] && y <= vh - room[1],
                        "{players} players at {w}×{h}: player {p}'s {part} at ({x:.0}, {y:.0}) \
                         is not inside {vw}×{vh} with {room:?} px to spare"
                    );
                }
            }
        }
        let Some(offscreen) = &offscreen else {
            continue;
        };
        let mut scene = Scene::new(offscreen.context(), game.data(), &config);
        scene.set_seating(seating);
        let pose = quarry_pose(&play.session.quarry, scene.ramp());
        scene.update(game, &pose);
        scene.refresh_shadows();
        let camera = Preset::Table.view().camera(table_viewport(1280, 800));
        let image = offscreen.render(&scene, &camera, Antialiasing::None);
        for (p, player) in game.players().iter().enumerate() {
            // Half-way up the screen's face, on the side the camera sees.
            let face = screen_face(&seating, player.seat());
            let colour = play.session.seats[p].colour.rgb();
            let seen = (-6..=6)
                .flat_map(|dx| (-6..=6).map(move |dz| (dx, dz)))
                .filter_map(|(dx, dz)| {
                    image.pixel_at(&camera, face + vec3(dx as f32 * 0.4, 0.0, dz as f32 * 0.4))
                })
                .filter(|&px| hue_gap(px, colour) < 15.0 && saturation(px) > 0.25)
                .count();
            assert!(
                seen >= 10,
                "{players} players: player {p}'s screen is not drawn in its colour {colour:?} ({seen} pixels)"
            );
        }
    }
}

fn saturation(p: [u8; 4]) -> f32 {
    let max = p[0].max(p[1]).max(p[2]) as f32;
    let min = p[0].min(p[1]).min(p[2]) as f32;
    if max <= 0.0 {
        0.0
    } else {
        (max - min) / max
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

//! The window in each language and colour scheme, read back in pixels: the
//! game opens under Xvfb, its last frame is captured from OpenGL (`play
//! --capture`), and the picture is checked — the turn panel carries text in
//! every language (German's longest words included) and none of it runs into
//! a panel's edge, the heading is in the seat's ink of the scheme chosen,
//! and the hot-seat curtain shows the seat's shape beside the name where the
//! colour-blind scheme asks for shapes.

use crate::common::window::*;
use via_appia::settings::ColourScheme;
use via_appia::table::seats::PlayerColour;

type Image = (u32, u32, Vec<u8>);

/// The turn panel's width in the window (points = pixels at scale 1).
const TURN_PANEL: u32 = via_appia::app::layout::TURN_PANEL_WIDTH as u32;
/// The scoreboard's width.
const SCOREBOARD: u32 = via_appia::app::layout::SCORE_PANEL_WIDTH as u32;
/// Below the menu bar.
const TOP: u32 = 26;

/// The last frame of `play ARGS --lang LANG` with `scheme`, after 30 frames.
fn capture(name: &str, seats: &str, lang: &str, scheme: ColourScheme) -> Option<Image> {
    let config = scratch(&format!("{name}-config"));
    let _ = std::fs::remove_dir_all(&config);
    std::fs::create_dir_all(config.join("via-appia")).expect("config folder");
    let settings = format!("(colours: {scheme:?})");
    std::fs::write(config.join("via-appia").join("settings.ron"), settings).expect("written");
    let png = scratch(&format!("{name}.png"));
    let script = format!(
        r#"XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data" "{BIN}" play --seats {seats} --seed 5 --lang {lang} --frames 30 --capture "{png}""#,
        config = config.display(),
        png = png.display(),
    );
    let stderr = window_script("the language screenshots", &script)?;
    assert!(png.exists(), "no capture for {name}: {stderr}");
    Some(read_png(&png))
}

/// Text drawn on the parchment panels: dark pixels, or strong colour (the
/// panels, cards and buttons are light and pale; the text dark brown or a
/// seat's ink, the coins gold).
fn is_ink(p: [u8; 3]) -> bool {
    let spread = p.iter().max().unwrap_or(&0) - p.iter().min().unwrap_or(&0);
    brightness(p) < 140.0 || (spread > 110 && brightness(p) < 170.0)
}

/// A seat's colour as the panels write names in it (deepened where the pure
/// colour would not read on the parchment).
fn ink_of(colour: [u8; 3]) -> [u8; 3] {
    let ink =
        via_appia::ui::theme::seat_ink(egui::Color32::from_rgb(colour[0], colour[1], colour[2]));
    [ink.r(), ink.g(), ink.b()]
}

/// The leftmost and rightmost column of the turn panel's top rows holding
/// pixels of `colour` (the heading "<name>'s turn").
fn heading_extent(
    image: &Image,
    colour: [u8; 3],
    rows: std::ops::Range<u32>,
) -> Option<(u32, u32)> {
    let w = image.0;
    let is = near(colour, 30);
    let columns: Vec<u32> = (w - TURN_PANEL..w)
        .filter(|&x| rows.clone().any(|y| is(pixel(image, x, y))))
        .collect();
    Some((*columns.first()?, *columns.last()?))
}

/// Whether some `side`×`side` square of the turn panel's top is all `colour`:
/// a painted shape, which no letter of the heading is.
fn has_solid_square(image: &Image, colour: [u8; 3], side: u32) -> bool {
    let w = image.0;
    let is = near(colour, 30);
    (w - TURN_PANEL..w - side).any(|x0| {
        (TOP..200)
            .any(|y0| (x0..x0 + side).all(|x| (y0..y0 + side).all(|y| is(pixel(image, x, y)))))
    })
}

/// No text reaches the inner edges of the two panels: where it would, a word
/// was cut off (egui clips a label at its panel's edge).
fn assert_nothing_at_the_edges(image: &Image, what: &str) {
    let (w, h) = (image.0, image.1);
    let strips = [
        (
            "the turn panel's left edge",
            w - TURN_PANEL + 1..w - TURN_PANEL + 6,
        ),
        ("the turn panel's right edge", w - 6..w),
        (
            "the scoreboard's right edge",
            SCOREBOARD - 7..SCOREBOARD - 1,
        ),
    ];
    for (edge, xs) in strips {
        let inked = count(image, xs, TOP..h, is_ink);
        assert_eq!(inked, 0, "{what}: text reaches {edge}");
    }
}

const LANGS: [&str; 3] = ["en", "de", "fr"];

#[test]
fn the_turn_panel_speaks_each_language_within_its_edges_in_each_scheme() {
    let livia = PlayerColour::ALL[0];
    for scheme in [ColourScheme::Box, ColourScheme::ColourBlind] {
        let mut seen = Vec::new();
        for lang in LANGS {
            let name = format!("panel-{lang}-{scheme:?}");
            let Some(image) = capture(&name, "human,easy", lang, scheme) else {
                return;
            };
            let w = image.0;
            let ink = count(&image, w - TURN_PANEL..w, TOP..image.1, is_ink);
            assert!(
                ink > 2000,
                "{name}: the turn panel holds text ({ink} pixels)"
            );
            assert_nothing_at_the_edges(&image, &name);
            let own = ink_of(livia.rgb_in(scheme));
            let heading = heading_extent(&image, own, TOP..56)
                .unwrap_or_else(|| panic!("{name}: the heading in Livia's colour {own:?}"));
            let other = match scheme {
                ColourScheme::Box => ColourScheme::ColourBlind,
                ColourScheme::ColourBlind => ColourScheme::Box,
            };
            let foreign = count(
                &image,
                w - TURN_PANEL..w,
                TOP..50,
                near(livia.rgb_in(other), 12),
            );
            assert!(
                foreign < 5,
                "{name}: the other scheme's colour drawn ({foreign})"
            );
            let panel: Vec<[u8; 3]> = (w - TURN_PANEL..w)
                .flat_map(|x| (TOP..image.1).map(move |y| (x, y)))
                .map(|(x, y)| pixel(&image, x, y))
                .collect();
            seen.push((lang, heading, panel));
        }
        let width = |i: usize| seen[i].1 .1 - seen[i].1 .0;
        // "Livia's turn" is shorter than "Livia ist am Zug" and "Au tour de Livia".
        assert!(
            width(0) + 20 < width(1),
            "{scheme:?}: German heading {:?}",
            seen[1].1
        );
        assert!(
            width(0) + 20 < width(2),
            "{scheme:?}: French heading {:?}",
            seen[2].1
        );
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            assert!(
                seen[a].2 != seen[b].2,
                "{scheme:?}: the {} and {} panels are drawn alike",
                seen[a].0,
                seen[b].0
            );
        }
    }
}

#[test]
fn the_curtain_shows_the_seats_shape_beside_the_name_in_the_colour_blind_scheme() {
    let livia = PlayerColour::ALL[0];
    for (lang, scheme) in [
        ("en", ColourScheme::ColourBlind),
        ("de", ColourScheme::ColourBlind),
        ("fr", ColourScheme::ColourBlind),
        ("en", ColourScheme::Box),
    ] {
        let name = format!("curtain-{lang}-{scheme:?}");
        let Some(image) = capture(&name, "human,human", lang, scheme) else {
            return;
        };
        assert_nothing_at_the_edges(&image, &name);
        let own = livia.rgb_in(scheme);
        let (left, right) = heading_extent(&image, ink_of(own), 60..120)
            .unwrap_or_else(|| panic!("{name}: the curtain's heading in {own:?}"));
        assert!(right - left > 120, "{name}: a heading, {left}..{right}");
        let shape = has_solid_square(&image, own, 6);
        match scheme {
            ColourScheme::ColourBlind => assert!(shape, "{name}: the seat's shape"),
            ColourScheme::Box => assert!(!shape, "{name}: the box's colours need no shape"),
        }
    }
}

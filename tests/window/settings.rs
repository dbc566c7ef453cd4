//! The player's settings in the real window (Xvfb and xdotool): Ctrl + makes the
//! panels larger and is kept in `settings.ron`; the colour-blind scheme draws
//! every seat in Okabe and Ito's colours with its shape; a broken settings file
//! is named in the window and kept, never lost.

use crate::common::window::*;

/// The config folder of one test, holding `settings.ron` with `text` (if any).
fn config_with(test: &str, text: Option<&str>) -> std::path::PathBuf {
    let config = scratch(&format!("{test}-config"));
    let _ = std::fs::remove_dir_all(&config);
    std::fs::create_dir_all(config.join("via-appia")).expect("config folder");
    if let Some(text) = text {
        std::fs::write(config.join("via-appia").join("settings.ron"), text).expect("written");
    }
    config
}

#[test]
fn ctrl_plus_makes_the_panels_larger_and_the_settings_keep_it() {
    if lacks_xdotool("the settings test") {
        return;
    }
    let config = config_with("scale", Some("(colours: ColourBlind)"));
    let errors = scratch("scale.err");
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}"
        export XDG_DATA_HOME="{config}/data"
        {start}
        xdotool key --window "$window" ctrl+plus
        sleep 0.5
        xdotool key --window "$window" ctrl+plus
        sleep 1
        {stop}
        "#,
        config = config.display(),
        start = start_window("--seats human,easy --seed 5 --bot-pause 0.3", &errors),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the settings test", &script) else {
        return;
    };
    let kept = std::fs::read_to_string(config.join("via-appia").join("settings.ron"))
        .unwrap_or_else(|e| panic!("settings written: {e}; {stderr}"));
    let settings = via_appia::settings::Settings::from_text(&kept, "settings.ron")
        .expect("the file the game wrote loads");
    assert_eq!(settings.ui_scale, 1.2, "{kept}");
    assert_eq!(
        settings.colours,
        via_appia::settings::ColourScheme::ColourBlind,
        "the rest kept: {kept}"
    );
}

/// Pixels of the left panel's top (the scoreboard's names) within `tolerance`
/// of `colour`.
fn count_near(image: &(u32, u32, Vec<u8>), colour: [u8; 3], tolerance: i32) -> usize {
    (0..280)
        .flat_map(|x| (28..240).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let p = pixel(image, x, y);
            (0..3).all(|i| (i32::from(p[i]) - i32::from(colour[i])).abs() <= tolerance)
        })
        .count()
}

#[test]
fn the_colour_blind_scheme_draws_the_seats_in_its_own_colours() {
    let vermillion = [213, 94, 0];
    let box_red = [200, 40, 40];
    let mut seen = Vec::new();
    for (test, text) in [("cb", "(colours: ColourBlind)"), ("box", "(colours: Box)")] {
        let config = config_with(test, Some(text));
        let capture = scratch(&format!("{test}.png"));
        let script = format!(
            r#"XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data" "{BIN}" play --seats random,random --seed 3 --bot-pause 0 --frames 40 --capture "{png}""#,
            config = config.display(),
            png = capture.display(),
        );
        if window_script("the colour scheme test", &script).is_none() {
            return;
        }
        let image = read_png(&capture);
        seen.push((
            count_near(&image, vermillion, 12),
            count_near(&image, box_red, 12),
        ));
    }
    let (cb, boxed) = (seen[0], seen[1]);
    assert!(
        cb.0 >= 20,
        "vermillion names and shapes in the colour-blind scheme: {seen:?}"
    );
    assert!(cb.1 < 5, "no box red in the colour-blind scheme: {seen:?}");
    assert!(boxed.1 >= 20, "the box's red names: {seen:?}");
    assert!(
        boxed.0 < 5,
        "no vermillion with the box's colours: {seen:?}"
    );
}

#[test]
fn a_broken_settings_file_is_named_in_the_window_and_kept() {
    let config = config_with("broken", Some("(ui_scale: 7.5)"));
    let script = format!(
        r#"XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data" "{BIN}" play --seats human,easy --seed 3 --frames 20 --print-log"#,
        config = config.display(),
    );
    let Some(stderr) = window_script("the broken settings test", &script) else {
        return;
    };
    assert!(stderr.contains("ready"), "the window opened: {stderr}");
    assert!(
        stderr.contains("settings.ron:1:2: field `ui_scale`: must be from 0.5 to 3"),
        "the error names file, line, column and field: {stderr}"
    );
    let file = config.join("via-appia").join("settings.ron");
    assert_eq!(
        std::fs::read_to_string(&file).expect("still there"),
        "(ui_scale: 7.5)",
        "opening the window loses nothing"
    );
    let error = via_appia::settings::Settings::load(&file).expect_err("refused");
    assert_eq!(error.field.as_deref(), Some("ui_scale"));
}

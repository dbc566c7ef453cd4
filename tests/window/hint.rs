//! "What would Hard do?" in the real window (Xvfb and xdotool): F2 asks, the
//! Hard bot thinks off the frame, the log notes the hint, and the turn panel
//! shows it framed in the hint's magenta.

use crate::common::window::*;

#[test]
fn f2_shows_what_hard_would_do_and_the_log_notes_it() {
    let test = "the hint key test";
    if lacks_xdotool(test) {
        return;
    }
    let config = scratch("hint-config");
    let errors = scratch("hint.err");
    let png = scratch("hint.png");
    // Seed 5: the person begins; the bot waits long, so the panel stays the person's.
    let args = format!(
        "--seats human,easy --seed 5 --bot-pause 10 --frames 240 --capture \"{}\"",
        png.display()
    );
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        {start}
        xdotool key --window "$window" F2
        wait $game
        cat "{err}" >&2
        "#,
        config = config.display(),
        start = start_window(&args, &errors),
        err = errors.display(),
    );
    let Some(stderr) = window_script(test, &script) else {
        return;
    };
    let log = log_lines(&stderr);
    let asked: Vec<&&str> = log
        .iter()
        .filter(|l| l.contains("asked for a hint"))
        .collect();
    assert_eq!(asked.len(), 1, "the log notes one hint: {log:?}");
    assert!(asked[0].contains("Livia asked for a hint: "), "{asked:?}");
    assert!(
        !(log.iter().filter(|l| !l.contains("asked for a hint")))
            .any(|l| l.contains("Livia takes") || l.contains("Livia goes")),
        "the hint moved nothing: {log:?}"
    );
    let image = read_png(&png);
    // The turn panel's right third of the window: the hint's frame in magenta.
    let magenta = count(
        &image,
        image.0 * 2 / 3..image.0,
        0..image.1,
        near([255, 64, 224], 40),
    );
    assert!(
        magenta > 200,
        "the hint's frame is drawn: {magenta} magenta pixels"
    );
    let elsewhere = count(&image, 0..image.0 / 3, 0..image.1, near([255, 64, 224], 40));
    assert!(
        elsewhere < magenta / 4,
        "the magenta is the hint's: {elsewhere} on the left"
    );
}

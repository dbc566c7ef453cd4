//! Watching a game again in the real window (Xvfb and xdotool): a record of a
//! physical game (`simulate --record --quarry physics`) opened with `play
//! --watch`, Right pressed three times and Left once. The printed log says where
//! the watch went (forward turn by turn, then back) and carries the game's lines
//! in step; the captured frame shows the banner over the table.

use crate::common::window::*;
use std::process::Command;

/// A record of a whole physical game between bots, written by the binary.
fn record_file() -> std::path::PathBuf {
    let dir = scratch("watch-records");
    let output = Command::new(BIN)
        .args([
            "simulate", "--games", "1", "--seed", "5", "--quarry", "physics",
        ])
        .args(["--quiet", "--record"])
        .arg(&dir)
        .output()
        .expect("simulate runs");
    assert!(output.status.success(), "{output:?}");
    dir.join("game-5.json")
}

/// The turns the watch reported, in order ("watch: turn 3 of 525, …"): the
/// turn shown, and whether the next one was being played forward.
fn turns(stderr: &str) -> Vec<(usize, bool)> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix("watch: turn "))
        .filter_map(|l| Some((l.split(' ').next()?.parse().ok()?, l.ends_with(", moving"))))
        .collect()
}

#[test]
fn a_record_is_watched_forward_and_back_with_the_banner_over_the_table() {
    let test = "the watch test";
    if lacks_xdotool(test) {
        return;
    }
    let record = record_file();
    let capture = scratch("watch.png");
    let errors = scratch("watch.err");
    let config = scratch("watch-config");
    let args = format!(
        "--watch \"{}\" --frames 900 --capture \"{}\"",
        record.display(),
        capture.display()
    );
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        {start}
        for key in Right Right Right; do
            xdotool key --window "$window" $key
            sleep 4
        done
        xdotool key --window "$window" Left
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
    let seen = turns(&stderr);
    assert_eq!(
        seen.first(),
        Some(&(0, false)),
        "the watch opens at the opening: {stderr}"
    );
    // The furthest the watch got: a turn shown, or the one after it being played.
    let furthest = (seen.iter())
        .map(|&(turn, moving)| turn + usize::from(moving))
        .max();
    let furthest = furthest.unwrap_or(0);
    assert!(furthest >= 3, "Right went forward turn by turn: {seen:?}");
    let (last, moving) = *seen.last().unwrap_or(&(0, false));
    assert!(!moving && last < furthest, "Left went back: {seen:?}");
    // The log is the game's: its first line, then the moves of the turns watched.
    let log = log_lines(&stderr);
    assert!(log.iter().any(|l| l.contains("begins")), "{log:?}");
    assert!(log.len() >= 3, "the turns' moves are in the log: {log:?}");
    // The banner: Roman red across the top of the table (between the panels).
    let image = read_png(&capture);
    let red = count(&image, 400..880, 30..90, near([150, 34, 26], 16));
    assert!(red > 4_000, "the banner is drawn ({red} red pixels)");
}

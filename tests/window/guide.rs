//! The guided first game played to its end in the real window, at a
//! person's pace, in each language: the welcome read (Enter), a card's stones
//! taken, the quarry's button clicked where the guide points, a mid and a
//! small stone put in with Space and pushed with Space held, the tiles loaded,
//! a tile built on the space the guide rings, the turn ended, a journey
//! clicked on the board, the end read. What the guide shows is read from
//! `--print-log` ("guide: push pushing at X Y"), and each step's window is
//! saved (`--capture-guide`) and checked for the callout's Roman-red edge
//! beside the income cards. The game goes on after the guide: the guide ends
//! when it has told how the game ends, and the rest is the person's own game.

use crate::common::window::*;

/// The script's shell helpers: wait for a guide line, the point it names,
/// clicks, keys and a held Space.
const HELPERS: &str = r#"
waitfor() { w=0; until grep -q "^guide: $1" "$E" || [ $w -ge ${2:-300} ]; do sleep 0.1; w=$((w+1)); done; }
at() { grep "^guide: $1.* at " "$E" | tail -n 1 | sed 's/.* at //'; }
click() { xdotool mousemove --window "$window" $1 $2 click 1; }
key() { xdotool key --window "$window" $1; }
hold() { xdotool keydown --window "$window" space; sleep $1; xdotool keyup --window "$window" space; }
"#;

/// The guide's steps in order, as `--print-log` names them.
const STEPS: [&str; 8] = [
    "welcome", "income", "quarry", "push", "rewards", "build", "travel", "end",
];

fn play_the_guide(lang: &str) -> Option<(String, std::path::PathBuf)> {
    let errors = scratch(&format!("guide-{lang}.err"));
    let shots = scratch(&format!("guide-{lang}-shots"));
    let _ = std::fs::remove_dir_all(&shots);
    let script = format!(
        r#"
        export XDG_DATA_HOME="{data}"
        E="{err}"
        {helpers}
        {start}
        waitfor "welcome ready"; sleep 1; key Return
        waitfor "income ready at"; sleep 1; key shift+x
        waitfor "quarry ready at"; sleep 1; click $(at "quarry ready")
        waitfor "push choosing"; sleep 1; key s
        waitfor "push placing"; sleep 1; key space; sleep 1; hold 6
        sleep 3; waitfor "push choosing at"; sleep 1; key a
        waitfor "push placing at" ; sleep 1; key space; sleep 1; hold 6
        waitfor "rewards"; sleep 2
        # The suggested place first (the mid tile the space by Rome takes),
        # then every other tile or sale, until the turn ends.
        for k in j f l k h g w j f l k h g w; do
          grep -q "^guide: build" "$E" && break
          key $k; sleep 1.2
        done
        waitfor "build ready at" 400; sleep 1; click $(at "build ready")
        waitfor "build built-one"; sleep 1
        for k in a s d f; do grep -q "^guide: travel" "$E" && break; key $k; sleep 1.2; done
        waitfor "travel ready at" 400; sleep 1; click $(at "travel ready")
        waitfor "end ready" 400; sleep 1; key Return
        waitfor "over"; sleep 0.5
        {stop}
        "#,
        data = scratch(&format!("guide-{lang}-data")).display(),
        err = errors.display(),
        helpers = HELPERS,
        start = start_window(
            &format!(
                "--guide --lang {lang} --bot-pause 0.3 --capture-guide \"{}\"",
                shots.display()
            ),
            &errors
        ),
        stop = stop_window(&errors),
    );
    let stderr = window_script("the guided game", &script)?;
    Some((stderr, shots))
}

/// Roman-red pixels of the callout's edge in a part of a picture.
fn callout_edge(
    image: &(u32, u32, Vec<u8>),
    xs: std::ops::Range<u32>,
    ys: std::ops::Range<u32>,
) -> usize {
    count(image, xs, ys, near([150, 34, 26], 14))
}

fn check(lang: &str) {
    if lacks_xdotool("the guided game test") {
        return;
    }
    let started = std::time::Instant::now();
    let Some((stderr, shots)) = play_the_guide(lang) else {
        return;
    };
    let guide: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("guide: "))
        .collect();
    // Every step came, in order, and the guide ended.
    let mut from = 0;
    for step in STEPS {
        let found = guide[from..]
            .iter()
            .position(|l| l.starts_with(&format!("guide: {step} ")));
        let at =
            found.unwrap_or_else(|| panic!("{lang}: no step {step} after {from} in {guide:#?}"));
        from += at;
    }
    assert_eq!(guide.last(), Some(&"guide: over"), "{lang}: {guide:#?}");
    // Each step moved on only on Livia's own move of that kind
    // (`table::guide`), so the steps' order is the game's: a card taken, a
    // push, the tiles loaded, a tile built, a journey.
    // The income step's window: the cards outlined in gold, the callout in
    // the table view's bottom right corner, its right edge there, leaving the
    // quarry in the board's middle clear (below its red line).
    let income = std::fs::read_dir(&shots)
        .expect("the guide's pictures")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.to_string_lossy().contains("-income-ready"))
        .expect("a picture of the income step");
    let image = read_png(&income);
    assert!(
        callout_edge(&image, 940..958, 560..795) > 150,
        "{lang}: the callout's edge in the bottom right corner in {}",
        income.display()
    );
    assert_eq!(
        callout_edge(&image, 570..650, 300..420),
        0,
        "{lang}: the quarry is clear in {}",
        income.display()
    );
    println!("{lang}: the guided game took {:?}", started.elapsed());
}

#[test]
fn the_guided_game_is_played_to_its_end_in_english() {
    check("en");
}

#[test]
fn the_guided_game_is_played_to_its_end_in_german() {
    check("de");
}

#[test]
fn the_guided_game_is_played_to_its_end_in_french() {
    check("fr");
}

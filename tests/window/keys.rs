//! A turn played from the keyboard in the real window (Xvfb and xdotool): the
//! first income card's letter takes its sesterces, its Shift letter its stones.

use crate::common::window::*;

/// Plays the person's first turn of seed 5 (the person begins) with `keys`,
/// and returns the window's log lines.
fn first_turn_by_keys(test: &str, keys: &str) -> Option<Vec<String>> {
    if lacks_xdotool(test) {
        return None;
    }
    let config = scratch(&format!("{test}-config"));
    let errors = scratch(&format!("{test}.err"));
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        {start}
        xdotool key --window "$window" {keys}
        sleep 1.5
        {stop}
        "#,
        config = config.display(),
        start = start_window("--seats human,easy --seed 5 --bot-pause 10", &errors),
        stop = stop_window(&errors),
    );
    let stderr = window_script(test, &script)?;
    Some(log_lines(&stderr).iter().map(|l| l.to_string()).collect())
}

#[test]
fn a_card_letter_takes_its_sesterces_and_shift_its_stones() {
    let Some(log) = first_turn_by_keys("the income key test", "z") else {
        return;
    };
    let taken: Vec<&String> = log.iter().filter(|l| l.contains(" takes ")).collect();
    assert_eq!(taken.len(), 1, "one card taken by Z: {log:?}");
    assert!(taken[0].contains("sesterce"), "its first half: {taken:?}");
    let Some(log) = first_turn_by_keys("the shifted income key test", "shift+z") else {
        return;
    };
    let taken: Vec<&String> = log.iter().filter(|l| l.contains(" takes ")).collect();
    assert_eq!(taken.len(), 1, "one card taken by Shift+Z: {log:?}");
    assert!(!taken[0].contains("sesterce"), "its stones: {taken:?}");
}

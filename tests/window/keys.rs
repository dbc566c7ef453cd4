//! A turn played from the keyboard in the real window (Xvfb and xdotool): the
//! first income card's letter takes its sesterces, its Shift letter its stones.

use crate::common::window::*;

/// Plays the person's first turn of seed 5 (the person begins) with `keys`,
/// and returns the window's log lines.
fn first_turn_by_keys(test: &str, keys: &str) -> Option<Vec<String>> {
    let steps = format!("xdotool key --window \"$window\" {keys}\n        sleep 1.5");
    log_of_steps(test, "--seats human,easy --seed 5 --bot-pause 10", &steps)
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

//! The table's sounds in the real window (Xvfb): what a game of bots sounds
//! like, counted by the window as each cue comes due; the game starting with no
//! audio device, saying so once and playing on; M muting, kept in the settings.
//! ALSA is pointed at a card that does not exist (`HOME/.asoundrc`), so these
//! tests run the same on a machine with speakers.

use crate::common::window::*;
use std::collections::HashMap;
use std::path::PathBuf;

/// A home folder whose ALSA default device is a card that is not there, and a
/// config folder of the test's own.
fn deaf_home(test: &str) -> (PathBuf, PathBuf) {
    let home = scratch(&format!("{test}-home"));
    std::fs::create_dir_all(&home).expect("home");
    let asoundrc = "pcm.!default {\n  type hw\n  card 99\n}\n";
    std::fs::write(home.join(".asoundrc"), asoundrc).expect(".asoundrc");
    let config = scratch(&format!("{test}-config"));
    let _ = std::fs::remove_dir_all(&config);
    std::fs::create_dir_all(config.join("via-appia")).expect("config");
    (home, config)
}

/// The window's count of cues by sound (`sounds due: card 3, coin 5; 0 played`).
fn sounds_due(stderr: &str) -> HashMap<String, u32> {
    let line = stderr
        .lines()
        .find_map(|l| l.strip_prefix("sounds due: "))
        .unwrap_or_else(|| panic!("no sounds reported: {stderr}"));
    let due = line.split(';').next().unwrap_or_default();
    due.split(", ")
        .filter_map(|part| {
            let (name, count) = part.rsplit_once(' ')?;
            Some((name.to_string(), count.parse().ok()?))
        })
        .collect()
}

/// Stones the log says dropped off the front edge.
fn dropped(stderr: &str) -> u32 {
    log_lines(stderr)
        .iter()
        .filter_map(|l| l.split("Off the front edge: ").nth(1))
        .flat_map(|rest| rest.split(';').next().unwrap_or_default().split(", "))
        .filter_map(|part| part.split(' ').next()?.parse::<u32>().ok())
        .sum()
}

#[test]
fn bots_at_the_table_sound_like_wood_cards_and_coins_with_no_device_at_all() {
    let (home, config) = deaf_home("bots");
    let script = format!(
        r#"HOME="{home}" XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data" "{BIN}" play --seats easy,easy --seed 5 --bot-pause 0 --frames 600 --print-log"#,
        home = home.display(),
        config = config.display(),
    );
    let Some(stderr) = window_script("the sound test", &script) else {
        return;
    };
    let said: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("sound: "))
        .collect();
    assert_eq!(said.len(), 1, "said once: {stderr}");
    assert!(said[0].contains("plays silently"), "{}", said[0]);
    assert!(
        !stderr.contains("ALSA lib"),
        "alsa-lib's own complaints kept off: {stderr}"
    );
    let due = sounds_due(&stderr);
    for sound in [
        "stone-on-stone",
        "stone-on-ramp",
        "stone-on-pusher",
        "card",
        "coin",
    ] {
        assert!(due.get(sound).is_some_and(|&n| n > 0), "{sound}: {due:?}");
    }
    let fell = dropped(&stderr);
    let landed = due.get("stone-on-table").copied().unwrap_or(0);
    assert!(fell > 0, "stones dropped in 600 frames: {stderr}");
    assert!(landed >= fell, "each drop lands: {landed} against {fell}");
    assert!(
        !due.contains_key("your-turn"),
        "no person at this table: {due:?}"
    );
    assert!(stderr.contains("; 0 played"), "nothing reached a device");
}

#[test]
fn m_mutes_the_table_and_the_settings_keep_it() {
    if lacks_xdotool("the mute test") {
        return;
    }
    let (home, config) = deaf_home("mute");
    let errors = scratch("mute.err");
    let script = format!(
        r#"
        export HOME="{home}" XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        "{BIN}" play --seats human,easy --seed 5 --frames 120 --print-log 2>"{err}" &
        game=$!
        window=$(xdotool search --sync --onlyvisible --name "Via Appia 3D" | head -n 1)
        waited=0
        until grep -q '^ready' "{err}" || [ $waited -ge 300 ]; do sleep 0.1; waited=$((waited+1)); done
        sleep 0.3
        xdotool key --window "$window" m
        wait $game
        cat "{err}" >&2
        "#,
        home = home.display(),
        config = config.display(),
        err = errors.display(),
    );
    let Some(stderr) = window_script("the mute test", &script) else {
        return;
    };
    let file = config.join("via-appia").join("settings.ron");
    let kept = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}: {stderr}"));
    let settings =
        via_appia::settings::Settings::from_text(&kept, "settings.ron").expect("it loads");
    assert!(settings.muted, "{kept}");
    assert_eq!(settings.volume, 0.7, "the volume is kept for unmuting");
    let due = sounds_due(&stderr);
    assert_eq!(
        due.get("your-turn"),
        Some(&1),
        "the person's first turn: {due:?}"
    );
}

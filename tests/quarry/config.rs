//! Loading quarry.ron: the shipped file is valid, and bad files give the documented errors.

use via_appia::quarry::{ConfigError, ConfigErrorKind, QuarryConfig, StoneShape};

fn default_text() -> String {
    std::fs::read_to_string(QuarryConfig::default_path()).expect("assets/quarry.ron is readable")
}

/// The default text with the value of the first line that starts with `key:` replaced.
fn with_value(key: &str, value: &str) -> String {
    let text = default_text();
    let prefix = format!("{key}:");
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with(&prefix) {
                l.split(':').next().unwrap_or("").to_string() + ": " + value + ","
            } else {
                l.to_string()
            }
        })
        .collect();
    lines.join("\n")
}

/// The error for the default text with `key` set to a value out of its range: an
/// invalid value, with the line it stands on.
fn refused_value(key: &str, value: &str) -> ConfigError {
    let text = with_value(key, value);
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("out of range");
    assert_eq!(err.kind, ConfigErrorKind::Invalid, "{err}");
    assert!(err.line > 0, "{err}");
    err
}

/// The default text without the lines of `fields`: a file from before they existed.
fn without_fields(fields: &[&str]) -> String {
    let text = default_text();
    let lines: Vec<&str> = (text.lines())
        .filter(|l| !fields.iter().any(|f| l.contains(f)))
        .collect();
    lines.join("\n")
}

#[test]
fn shipped_config_loads() {
    let config =
        QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid");
    assert_eq!(config.stones.stone_shape, StoneShape::Box);
    assert!(
        config.solver.length_unit < 0.1,
        "centimetre stones need a small length unit"
    );
}

#[test]
fn config_round_trips_through_ron() {
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("valid");
    let again = QuarryConfig::from_ron_str(&config.to_ron().expect("serializes"), "saved.ron")
        .expect("saved config reloads");
    assert_eq!(config, again);
}

#[test]
fn every_field_is_documented() {
    let text = default_text();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim();
        let is_field =
            trimmed.contains(':') && !trimmed.starts_with("//") && !trimmed.ends_with("(");
        if is_field {
            assert!(
                lines[i - 1].trim().starts_with("//"),
                "line {} has no comment above: {trimmed}",
                i + 1
            );
        }
    }
}

#[test]
fn missing_file_is_an_io_error() {
    let err = QuarryConfig::load("/no/such/quarry.ron").expect_err("missing file");
    assert_eq!(err.kind, ConfigErrorKind::Io);
    assert!(
        err.to_string()
            .starts_with("/no/such/quarry.ron: cannot read"),
        "{err}"
    );
}

#[test]
fn wrong_type_names_line_column_and_field() {
    let text = with_value("length", "\"thirty\"");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("a string is not a length");
    assert_eq!(err.kind, ConfigErrorKind::Parse);
    let line = text
        .lines()
        .position(|l| l.contains("\"thirty\""))
        .expect("edited line")
        + 1;
    assert_eq!(err.line, line);
    assert!(err.column > 1);
    assert_eq!(err.field, "ramp.length");
    assert!(
        err.to_string().starts_with(&format!("bad.ron:{line}:")),
        "{err}"
    );
}

#[test]
fn out_of_range_names_the_field_and_its_line() {
    let text = default_text().replace("stone_ramp: (friction: 0.50", "stone_ramp: (friction: -0.1");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("negative friction");
    assert_eq!(err.kind, ConfigErrorKind::Invalid);
    assert_eq!(err.field, "materials.stone_ramp.friction");
    let line = text
        .lines()
        .position(|l| l.contains("friction: -0.1"))
        .expect("edited line")
        + 1;
    assert_eq!(err.line, line);
    assert!(
        err.to_string().contains("materials.stone_ramp.friction"),
        "{err}"
    );
}

#[test]
fn line_must_lie_within_the_entrance() {
    let err = refused_value("line_position", "0.09");
    assert_eq!(err.field, "ramp.line_position");
}

#[test]
fn unknown_shape_is_a_parse_error() {
    let text = default_text().replace("stone_shape: Box", "stone_shape: Sphere");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("no sphere stones");
    assert_eq!(err.kind, ConfigErrorKind::Parse);
    assert_eq!(err.field, "stones.stone_shape");
}

#[test]
fn missing_field_is_a_parse_error() {
    let text = default_text().replace("bar_height: 0.015,", "");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("bar_height missing");
    assert_eq!(err.kind, ConfigErrorKind::Parse);
    assert!(err.message.contains("bar_height"), "{err}");
}

#[test]
fn the_hand_speeds_are_careful_ones() {
    let text = with_value("careful_speed", "5.0");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("careful past max");
    assert_eq!(err.kind, ConfigErrorKind::Invalid);
    assert_eq!(err.field, "pusher.careful_speed");
    assert!(err.to_string().contains("max_speed"), "{err}");
    let text = with_value("steady_speed", "0.2");
    let err = QuarryConfig::from_ron_str(&text, "bad.ron").expect_err("steady past careful");
    assert_eq!(err.field, "pusher.steady_speed");
    assert!(err.line > 0);
    // A file from before the two fields existed still loads, with their defaults.
    let old = without_fields(&["careful_speed:", "steady_speed:"]);
    let config = QuarryConfig::from_ron_str(&old, "old.ron").expect("an older file loads");
    assert_eq!(
        (config.pusher.careful_speed, config.pusher.steady_speed),
        (0.15, 0.08)
    );
}

#[test]
fn the_contact_recycle_distance_is_checked_and_defaults_to_rapiers() {
    let err = refused_value("contact_recycle_distance", "0.5");
    assert_eq!(err.field, "solver.contact_recycle_distance");
    let shipped = QuarryConfig::from_ron_str(&default_text(), "quarry.ron").expect("shipped");
    assert!(shipped.solver.contact_recycling);
    assert_eq!(shipped.solver.contact_recycle_distance, 0.0001);
    // A file from before the field existed still loads, recycling as rapier did then.
    let old = without_fields(&["contact_recycle_distance:"]);
    let config = QuarryConfig::from_ron_str(&old, "old.ron").expect("an older file loads");
    assert_eq!(config.solver.contact_recycle_distance, 0.0005);
}

#[test]
fn sliding_friction_is_checked_and_older_files_keep_one_coefficient() {
    let err = refused_value("sliding_share", "1.2");
    assert_eq!(err.field, "materials.sliding_share");
    let err = refused_value("slip_speed", "0.0");
    assert_eq!(err.field, "materials.slip_speed");
    let shipped = QuarryConfig::from_ron_str(&default_text(), "quarry.ron").expect("shipped");
    assert_eq!(shipped.materials.sliding_share, 0.85);
    // A file from before the fields existed loads with sliding as gripping as resting.
    let old = without_fields(&["sliding_share:", "slip_speed:"]);
    let config = QuarryConfig::from_ron_str(&old, "old.ron").expect("an older file loads");
    assert_eq!(config.materials.sliding_share, 1.0);
    assert_eq!(config.materials.slip_speed, 0.01);
}

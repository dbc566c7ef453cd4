//! Saving tuned values back into `quarry.ron` without losing its comments.
//!
//! `QuarryConfig::to_ron` writes the struct through serde, which knows nothing
//! of the comment above each field (meaning, unit, range) that tuners rely on.
//! So the panel does not rewrite the file: it finds each field's value in the
//! existing text and replaces only the values that changed, then checks that
//! the new text loads back to exactly the config it meant to save. Unchanged
//! values keep their spelling (`0.40` stays `0.40`).

use super::tuning_fields::{Access, FIELDS};
use crate::quarry::{QuarryConfig, StoneShape};
use std::ops::Range;
use std::path::Path;

/// The byte range of the scalar value of each `name: value` field, by dotted
/// path. Comments and strings are skipped; struct values get no range.
pub(super) fn value_spans(text: &str) -> Vec<(String, Range<usize>)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |p| p + 2);
        } else if rest.starts_with('"') {
            i += string_len(rest);
        } else if bytes[i].is_ascii_alphabetic() || bytes[i] == b'_' {
            let end = i + rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let after = text[end..].trim_start();
            if after.starts_with(':') && !after.starts_with("::") {
                let name = &text[i..end];
                let value_start = text.len() - after.len() + 1;
                let value_start = value_start
                    + (text[value_start..].len() - text[value_start..].trim_start().len());
                let token_len = text[value_start..]
                    .find(|c: char| c.is_whitespace() || ",)]}/(".contains(c))
                    .unwrap_or(text.len() - value_start);
                let path = stack
                    .iter()
                    .filter(|s| !s.is_empty())
                    .map(String::as_str)
                    .chain([name])
                    .collect::<Vec<_>>()
                    .join(".");
                let is_struct = text[value_start..].starts_with('(');
                if token_len > 0 && !is_struct {
                    spans.push((path, value_start..value_start + token_len));
                }
                pending = Some(name.to_string());
            }
            i = end;
        } else {
            match bytes[i] {
                b'(' | b'[' | b'{' => stack.push(pending.take().unwrap_or_default()),
                b')' | b']' | b'}' => {
                    stack.pop();
                }
                _ => {}
            }
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    spans
}

/// Length of the string literal at the start of `s` (quotes included).
fn string_len(s: &str) -> usize {
    let mut escaped = false;
    for (i, c) in s.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return i + 1,
            _ => escaped = false,
        }
    }
    s.len()
}

/// A field's value as RON writes it, and whether `old` already says the same.
fn value_text(config: &QuarryConfig, access: Access, old: &str) -> (String, bool) {
    let mut c = config.clone();
    match access {
        Access::F32(get, _) => {
            let v = *get(&mut c);
            // Debug keeps a `.0` or an exponent: RON reads it back as a float, exactly.
            (format!("{v:?}"), old.parse::<f32>().ok() == Some(v))
        }
        Access::U32(get, _) => {
            let v = *get(&mut c);
            (v.to_string(), old.parse::<u32>().ok() == Some(v))
        }
        Access::Bool(get) => {
            let v = *get(&mut c);
            (v.to_string(), old.parse::<bool>().ok() == Some(v))
        }
        Access::Shape(get) => {
            let v = match *get(&mut c) {
                StoneShape::Box => "Box",
                StoneShape::Disc => "Disc",
            };
            (v.to_string(), old == v)
        }
    }
}

/// `text` with every field's value set from `config`, comments and layout kept.
/// Refuses (with the reason) when a field is not written in the text, or when
/// the result would not load back to `config`.
pub fn write_into(text: &str, config: &QuarryConfig, file: &str) -> Result<String, String> {
    let spans = value_spans(text);
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    for field in FIELDS {
        let Some((_, range)) = spans.iter().find(|(p, _)| p == field.path) else {
            return Err(format!(
                "{file} has no value for `{}`; add it to the file by hand first",
                field.path
            ));
        };
        let (new, same) = value_text(config, field.access, &text[range.clone()]);
        if !same {
            edits.push((range.clone(), new));
        }
    }
    edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    let mut out = text.to_string();
    for (range, new) in edits {
        out.replace_range(range, &new);
    }
    match QuarryConfig::from_ron_str(&out, file) {
        Ok(back) if back == *config => Ok(out),
        Ok(_) => Err(format!(
            "writing the values into {file} would not load back the same config; nothing saved"
        )),
        Err(e) => Err(format!(
            "the edited {file} would not load ({e}); nothing saved"
        )),
    }
}

/// Saves `config` to `path`, keeping the file's comments. The config is
/// validated first; the file is replaced in one rename so that a reader (the
/// file watch, an editor) never sees half a file. A missing file is written
/// into the comments of the built-in `quarry.ron` (a tuner's first save into
/// his own folder), its folder made if need be.
pub fn save_keeping_comments(path: &Path, config: &QuarryConfig) -> Result<(), String> {
    config.validate().map_err(|e| format!("not saved: {e}"))?;
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(old) => write_into(&old, config, &name)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                std::fs::create_dir_all(folder)
                    .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
            }
            // The built-in copy of the same file (quarry_discs.ron keeps its own
            // comments), else quarry.ron's: every quarry file has the same fields.
            let own = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let shipped = |name: &str| {
                crate::assets::SHIPPED
                    .iter()
                    .find(|(file, _)| *file == name)
                    .map(|(_, text)| *text)
            };
            let built_in = shipped(own)
                .or_else(|| shipped("quarry.ron"))
                .ok_or("no built-in quarry.ron")?;
            write_into(built_in, config, &name)?
        }
        Err(e) => return Err(format!("cannot read {name}: {e}; nothing saved")),
    };
    let mut temp = path.as_os_str().to_owned();
    temp.push(".saving");
    let temp = std::path::PathBuf::from(temp);
    std::fs::write(&temp, text).map_err(|e| format!("cannot write {}: {e}", temp.display()))?;
    std::fs::rename(&temp, path).map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        format!("cannot replace {name}: {e}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped_text() -> String {
        std::fs::read_to_string(QuarryConfig::default_path()).expect("quarry.ron")
    }

    #[test]
    fn every_field_of_the_shipped_file_has_a_value_span() {
        let text = shipped_text();
        let spans = value_spans(&text);
        for field in FIELDS {
            assert!(
                spans.iter().any(|(p, _)| p == field.path),
                "{} not found",
                field.path
            );
        }
        let slope = spans
            .iter()
            .find(|(p, _)| p == "ramp.slope_deg")
            .expect("slope");
        let shipped = QuarryConfig::load_preset(crate::quarry::StonePreset::Blocks).expect("loads");
        assert_eq!(
            text[slope.1.clone()].parse::<f32>().ok(),
            Some(shipped.ramp.slope_deg),
            "the span holds the slope's value"
        );
    }

    #[test]
    fn changed_values_are_written_and_comments_and_untouched_spelling_kept() {
        let text = shipped_text();
        let mut config = QuarryConfig::from_ron_str(&text, "quarry.ron").expect("valid");
        config.materials.stone_ramp.friction = 0.3125;
        config.solver.iterations = 7;
        config.solver.ccd = false;
        config.stones.stone_shape = StoneShape::Disc;
        config.pusher.give = 2.5e-4;
        let out = write_into(&text, &config, "quarry.ron").expect("written");
        assert_eq!(
            QuarryConfig::from_ron_str(&out, "quarry.ron").expect("loads"),
            config
        );
        let comments = |t: &str| -> Vec<String> {
            t.lines()
                .filter(|l| l.trim_start().starts_with("//"))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(comments(&out), comments(&text), "every comment kept");
        assert!(out.contains("stone_stone: (friction: 0.50, restitution: 0.30)"));
        assert!(out.contains("stone_ramp: (friction: 0.3125, restitution: 0.20)"));
        let changed = text
            .lines()
            .zip(out.lines())
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(changed, 5, "only the five edited lines differ");
    }

    #[test]
    fn a_file_missing_a_field_is_refused_not_overwritten() {
        let text = shipped_text().replace("        gravity: 9.81,\n", "");
        let config = QuarryConfig::from_ron_str(&shipped_text(), "q").expect("valid");
        let err = write_into(&text, &config, "quarry.ron").unwrap_err();
        assert!(err.contains("solver.gravity"), "{err}");
    }

    #[test]
    fn saving_writes_the_file_and_an_invalid_config_is_not_saved() {
        let dir = std::env::temp_dir().join(format!("via-appia-tuning-ron-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("quarry.ron");
        std::fs::write(&path, shipped_text()).expect("copy");
        let mut config = QuarryConfig::load(&path).expect("valid");
        config.ramp.slope_deg = 17.5;
        save_keeping_comments(&path, &config).expect("saved");
        assert_eq!(QuarryConfig::load(&path).expect("loads"), config);
        let before = std::fs::read_to_string(&path).expect("read");
        config.ramp.slope_deg = 80.0;
        assert!(save_keeping_comments(&path, &config).is_err());
        assert_eq!(std::fs::read_to_string(&path).expect("read"), before);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_first_save_of_the_disc_file_keeps_the_disc_files_own_comments() {
        let dir = std::env::temp_dir().join(format!("via-appia-discs-ron-{}", std::process::id()));
        let path = dir.join("quarry_discs.ron");
        let config = crate::quarry::QuarryConfig::load_preset(crate::quarry::StonePreset::Discs)
            .expect("valid");
        save_keeping_comments(&path, &config).expect("saved");
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("with the stones of the published game: wooden discs"));
        assert_eq!(QuarryConfig::load(&path).expect("loads"), config);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}

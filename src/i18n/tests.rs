//! The translation files against each other and against the code: every
//! message in all three languages with the same arguments, every message used,
//! every key the code asks for present, and no player-visible text left written
//! in the code of the parts that speak through Fluent.

use super::files::{built_in, parse, AREAS};
use super::{tr_in, Arg, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The parts of the game whose every word comes from the translation files.
/// The test below reads each for text still written in the code.
pub const SPEAKING: &[&str] = &[
    "src/ui/settings_panel.rs",
    "src/ui/panels.rs",
    "src/ui/rewards.rs",
    "src/ui/marks.rs",
    "src/ui/new_game.rs",
    "src/ui/menu.rs",
    "src/ui/tuning.rs",
    "src/ui/how_to_play.rs",
    "src/app/push_panel.rs",
    "src/app/layout.rs",
    "src/app/drop_marks.rs",
    "src/app/seat_marks.rs",
    "src/app/leaving.rs",
    "src/app/retune_dialog.rs",
    "src/app/window/games.rs",
    "src/app/window/guide.rs",
    "src/ui/guide_panel.rs",
    "src/app/window/tuning.rs",
    "src/table/describe.rs",
    "src/table/play.rs",
    "src/table/session.rs",
    "src/table/session/undo.rs",
    "src/table/refusals.rs",
    "src/table/problems.rs",
    "src/table/hand.rs",
    "src/table/autosave.rs",
    "src/table/seat_player.rs",
    "src/app/window/settings.rs",
    "src/app/window/sounds.rs",
    "src/sound/speaker.rs",
    "src/bots/policy.rs",
    "src/bots/foresight.rs",
    "src/bots/search.rs",
    "src/bots/plain.rs",
];

/// Each message of a language, with the variables its text uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (area, text) in AREAS.iter().zip(built_in(lang)) {
        for line in text.lines() {
            let Some((id, _)) = line.split_once(" = ").or_else(|| line.split_once(" =")) else {
                continue;
            };
            if id.starts_with([' ', '#', '.', '*', '[']) || id.is_empty() {
                continue;
            }
            let previous = all.insert(id.trim().to_string(), BTreeSet::new());
            assert!(previous.is_none(), "{} {area}: {id} twice", lang.code());
        }
        // The variables of each message: every `$name` from its line on, up
        // to the next message.
        let mut current: Option<String> = None;
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" =") {
                if !id.starts_with([' ', '#']) && !id.is_empty() {
                    current = Some(id.trim().to_string());
                }
            }
            if let Some(id) = &current {
                for var in line.split('$').skip(1) {
                    let name: String = var
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    if let Some(vars) = all.get_mut(id) {
                        vars.insert(name);
                    }
                }
            }
        }
    }
    all
}

#[test]
fn every_shipped_file_parses() {
    for lang in Lang::ALL {
        for (area, text) in AREAS.iter().zip(built_in(lang)) {
            let name = format!("{}/{area}.ftl", lang.code());
            if let Err(problem) = parse(text.to_string(), &name) {
                panic!("{problem}");
            }
        }
    }
}

#[test]
fn every_message_is_in_all_three_languages_with_the_same_arguments() {
    let english = messages(Lang::En);
    for lang in [Lang::De, Lang::Fr] {
        let other = messages(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            missing.is_empty(),
            "missing in {}: {missing:?}",
            lang.code()
        );
        assert!(extra.is_empty(), "only in {}: {extra:?}", lang.code());
        for (key, vars) in &english {
            assert_eq!(
                Some(vars),
                other.get(key),
                "{} {key}: arguments",
                lang.code()
            );
        }
    }
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The keys the code asks for: every `tr!("key"` and `tr_in(…, "key"`.
fn keys_in_code() -> BTreeSet<String> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    // This file names the markers it looks for.
    files.retain(|f| !f.ends_with("i18n/tests.rs"));
    let mut keys = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let code: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        let code = code.join("\n");
        for marker in ["tr!(", "i18n_key("] {
            let mut parts = code.split(marker);
            let mut before = parts.next().unwrap_or_default();
            for part in parts {
                // `tr!(`, not `include_str!(`; the key may start the next
                // line where rustfmt broke a long call.
                let word = before.ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let rest = part.trim_start();
                if !word && rest.starts_with('"') {
                    keys.extend(rest[1..].split('"').next().map(str::to_string));
                }
                before = part;
            }
        }
    }
    keys.extend(tuning_field_keys());
    keys
}

/// The tuning panel names each field of the quarry file, and each section, by
/// a key built from its path (`ui::tuning_fields`): every `field!("ramp.slope_deg"`
/// asks for `tuning-field-ramp-slope_deg` and `tuning-section-ramp`.
fn tuning_field_keys() -> BTreeSet<String> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/tuning_fields.rs");
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let mut keys = BTreeSet::new();
    for part in text.split("field!(").skip(1) {
        let rest = part.trim_start();
        let Some(path) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) else {
            continue;
        };
        keys.insert(format!("tuning-field-{}", path.replace('.', "-")));
        let section = path.split('.').next().unwrap_or(path);
        keys.insert(format!("tuning-section-{section}"));
    }
    keys
}

#[test]
fn every_message_is_used_and_every_key_asked_for_exists() {
    let english = messages(Lang::En);
    let used = keys_in_code();
    let unknown: Vec<&String> = used.iter().filter(|k| !english.contains_key(*k)).collect();
    assert!(unknown.is_empty(), "asked for, never written: {unknown:?}");
    let unused: Vec<&String> = english.keys().filter(|k| !used.contains(*k)).collect();
    assert!(unused.is_empty(), "written, never asked for: {unused:?}");
}

/// Literals in `code` a player would read: a capitalised word, or two words.
fn written_text(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in code.lines() {
        let line = line.trim();
        let skip = [
            "//",
            "#[",
            "tr!(",
            "expect(",
            "panic!(",
            "unreachable!(",
            "eprintln!(",
        ];
        if skip
            .iter()
            .any(|s| line.starts_with(s) || line.contains(&format!(" {s}")))
        {
            continue;
        }
        for (i, literal) in line.split('"').enumerate() {
            if i % 2 == 0 {
                continue;
            }
            let words: Vec<&str> = literal
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.chars().count() >= 2)
                .collect();
            let capital = words.iter().any(|w| w.starts_with(char::is_uppercase));
            let is_key = literal.contains('-') && !literal.contains(' ');
            if !is_key && (capital || words.len() >= 2) {
                found.push(literal.to_string());
            }
        }
    }
    found
}

#[test]
fn the_speaking_parts_write_no_text_of_their_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in SPEAKING {
        let text = std::fs::read_to_string(root.join(file)).expect("the file exists");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let written = written_text(code);
        assert!(written.is_empty(), "{file} still writes: {written:?}");
    }
}

#[test]
fn the_check_for_written_text_finds_it() {
    let code =
        "ui.label(\"Player colours\");\nui.strong(tr!(\"settings-sound\"));\nlet id = \"menu\";";
    assert_eq!(written_text(code), vec!["Player colours".to_string()]);
}

#[test]
fn a_message_in_each_language_with_its_arguments() {
    let args = [("path", Arg::from("/x/settings.ron"))];
    crate::i18n::assert_in_each_language(
        "settings-kept",
        &args,
        [
            "Kept in /x/settings.ron",
            "Gespeichert in /x/settings.ron",
            "Enregistré dans /x/settings.ron",
        ],
    );
    assert_eq!(tr_in(Lang::De, "no-such-key", &[]), "no-such-key");
}

/// Words that give the bot whose reason is read a gender: a bot's seat may carry
/// any name ("Julia takes a small tile — one it can build"), so its reasons in
/// German and French are worded without them.
fn gendered_words(lang: Lang, text: &str) -> Vec<String> {
    let words: &[&str] = match lang {
        Lang::De => &[
            "er", "ihm", "ihn", "sein", "seine", "seinem", "seinen", "seiner", "seines",
        ],
        Lang::Fr => &["il", "lui", "elle"],
        Lang::En => &[],
    };
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| words.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_bots_reasons_fit_any_name_in_german_and_french() {
    assert_eq!(
        gendered_words(Lang::De, "eine Platte, die er bauen kann"),
        vec!["er".to_string()]
    );
    assert_eq!(
        gendered_words(Lang::Fr, "la carte dont il a besoin, qu’il peut"),
        vec!["il".to_string(), "il".to_string()]
    );
    for lang in [Lang::De, Lang::Fr] {
        let (_, bots) = AREAS
            .iter()
            .zip(built_in(lang))
            .find(|(area, _)| **area == "bots")
            .expect("the bots' file");
        let messages = bots.lines().filter(|l| !l.trim_start().starts_with('#'));
        for line in messages {
            let found = gendered_words(lang, line);
            assert!(
                found.is_empty(),
                "{} bots.ftl: {found:?} in {line}",
                lang.code()
            );
        }
    }
}

#[test]
fn languages_are_read_from_codes_and_locales() {
    assert_eq!(Lang::from_code("de_DE.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("en"), Some(Lang::En));
    assert_eq!(Lang::from_code("es_ES"), None);
    assert_eq!(Lang::from_code("dex"), None);
}

#[test]
fn a_broken_override_is_named_with_line_and_column() {
    let problem = parse(
        "ok = fine\n= no name\nnext = x\n".to_string(),
        "de/menu.ftl",
    )
    .expect_err("not Fluent");
    assert_eq!(problem.file, "de/menu.ftl");
    assert_eq!(problem.line, 2, "{problem}");
}

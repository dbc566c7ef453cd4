//! The folders' directions, checked: each top-level module may name only the
//! modules below it (`crate::…`), the pure layers name no physics or window
//! crate, and the headless layers no window crate. The compiler keeps the
//! window stack out of a build without the `window` feature; this keeps a new
//! import from turning the layers into a knot before anyone builds that way.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each headless module and the modules it may name. The window's modules
/// (`app`, `ui`, `view`, `sound`) sit on top and may name any.
const BELOW: &[(&str, &[&str])] = &[
    ("rules", &[]),
    ("ron_text", &[]),
    ("assets", &["rules", "ron_text"]),
    ("quarry", &["rules", "ron_text", "assets"]),
    ("i18n", &["rules", "assets", "tr"]),
    (
        "bots",
        &["rules", "ron_text", "assets", "quarry", "i18n", "tr"],
    ),
    ("record", &["rules", "quarry"]),
    ("save", &["rules", "assets"]),
    ("settings", &["assets", "i18n", "tr"]),
    (
        "table",
        &[
            "rules", "ron_text", "assets", "quarry", "i18n", "tr", "bots", "record", "save",
            "settings",
        ],
    ),
    (
        "net",
        &[
            "rules", "ron_text", "assets", "quarry", "i18n", "tr", "bots", "record", "save",
            "settings", "table",
        ],
    ),
    (
        "cli",
        &[
            "rules", "ron_text", "assets", "quarry", "i18n", "tr", "bots", "record", "save",
            "settings", "table", "net", "view",
        ],
    ),
];

/// Crates of the window stack: only the window's modules (and the offscreen
/// commands, behind the same feature) may use them.
const WINDOW_CRATES: &[&str] = &["three_d", "egui", "winit", "glutin", "kira", "alsa"];

/// Window-stack files outside the window's folders, each behind the `window`
/// feature in its module.
const WINDOW_FILES: &[&str] = &["cli/screenshot.rs", "cli/bench_render.rs"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files of a top-level module: `src/NAME.rs` and `src/NAME/**`.
fn files_of(module: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let file = src().join(format!("{module}.rs"));
    if file.exists() {
        files.push(file);
    }
    let mut dirs = vec![src().join(module)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// The modules a text names as `crate::NAME` (not `$crate::`, a macro's own).
fn named_modules(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c == '$' || c == '_' || c.is_alphanumeric()) {
            continue;
        }
        let name: String = text[at + "crate::".len()..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        names.insert(name);
    }
    names
}

/// Whether a text uses `krate` as a path (`krate::`), not as part of a longer name.
fn uses_crate(text: &str, krate: &str) -> bool {
    text.match_indices(&format!("{krate}::")).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        !before.is_some_and(|c| c == '_' || c == ':' || c.is_alphanumeric())
    })
}

fn relative(path: &Path) -> String {
    let rel = path.strip_prefix(src()).unwrap_or(path);
    rel.to_string_lossy().replace('\\', "/")
}

#[test]
fn every_module_names_only_the_modules_below_it() {
    let mut wrong = Vec::new();
    for (module, below) in BELOW {
        let files = files_of(module);
        assert!(!files.is_empty(), "src/{module} has files");
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a source file");
            for name in named_modules(&text) {
                let window_file = WINDOW_FILES.contains(&relative(&file).as_str());
                if name != *module && !below.contains(&name.as_str()) && !window_file {
                    wrong.push(format!("{} names crate::{name}", relative(&file)));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_headless_layers_use_no_window_crate_and_the_rules_no_physics() {
    let mut wrong = Vec::new();
    for (module, _) in BELOW {
        for file in files_of(module) {
            let rel = relative(&file);
            if WINDOW_FILES.contains(&rel.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a source file");
            let mut banned: Vec<&str> = WINDOW_CRATES.to_vec();
            if *module == "rules" {
                banned.extend(["rapier3d", "parry3d"]);
            }
            for krate in banned {
                if uses_crate(&text, krate) {
                    wrong.push(format!("{rel} uses {krate}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The window's modules, on top of every other.
const WINDOW_MODULES: &[&str] = &["app", "ui", "view", "sound"];

#[test]
fn every_top_level_module_has_its_place() {
    let entries = std::fs::read_dir(src()).expect("src/");
    let mut unplaced = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_stem().and_then(|n| n.to_str()) else {
            continue;
        };
        let placed = BELOW.iter().any(|(m, _)| *m == name)
            || WINDOW_MODULES.contains(&name)
            || ["lib", "main", "layer_tests"].contains(&name);
        if !placed {
            unplaced.push(name.to_string());
        }
    }
    assert!(
        unplaced.is_empty(),
        "give these modules a place in BELOW or WINDOW_MODULES: {unplaced:?}"
    );
}

#[test]
fn the_checks_see_a_wrong_import() {
    let text = "use crate::table::Session;\nmacro_rules! m { () => { $crate::tr!() } }";
    let names = named_modules(text);
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["table"]);
    assert!(uses_crate("let c = three_d::Context::new();", "three_d"));
    assert!(!uses_crate(
        "let c = my_three_d::Context::new();",
        "three_d"
    ));
}

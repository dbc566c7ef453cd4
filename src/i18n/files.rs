//! The translation files: built in, each replaceable by a file of the same name
//! in an asset folder (`i18n/<lang>/<area>.ftl`), and parsed into one Fluent
//! bundle per language.

use super::{Bundle, Lang};
use crate::assets::{asset_file, read_text};
use fluent_bundle::FluentResource;
use std::fmt;
use unic_langid::LanguageIdentifier;

/// The areas of the game's words, a file each per language.
pub const AREAS: [&str; 13] = [
    "common", "menu", "settings", "panels", "push", "rewards", "log", "bots", "setup", "tuning",
    "help", "errors", "online",
];

macro_rules! area_files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../assets/i18n/", $lang, "/common.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/menu.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/settings.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/panels.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/push.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/rewards.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/log.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/bots.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/setup.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/tuning.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/help.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/errors.ftl")),
            include_str!(concat!("../../assets/i18n/", $lang, "/online.ftl")),
        ]
    };
}

/// The built-in text of every area, by language.
pub(super) fn built_in(lang: Lang) -> [&'static str; 13] {
    match lang {
        Lang::En => area_files!("en"),
        Lang::De => area_files!("de"),
        Lang::Fr => area_files!("fr"),
    }
}

/// A translation file that could not be used, and where it went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {} (the built-in words are used)",
            self.file, self.line, self.column, self.message
        )
    }
}

/// The name of an area's file, as asset folders hold it.
pub fn file_name(lang: Lang, area: &str) -> String {
    format!("i18n/{}/{area}.ftl", lang.code())
}

/// Parses `text` as a Fluent file named `name`: the resource, or the first
/// error with its line and column.
pub fn parse(text: String, name: &str) -> Result<FluentResource, Problem> {
    FluentResource::try_new(text.clone()).map_err(|(_, errors)| {
        let first = errors.first();
        let (line, column) = line_column(&text, first.map_or(0, |e| e.pos.start));
        Problem {
            file: name.to_string(),
            line,
            column,
            message: first.map_or("not a Fluent file".to_string(), |e| e.kind.to_string()),
        }
    })
}

/// The 1-based line and column of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before: String = text
        .char_indices()
        .take_while(|(i, _)| *i < at)
        .map(|(_, c)| c)
        .collect();
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// One language's bundle: each area from its override where one parses, else
/// built in; and the overrides that did not.
pub(super) fn bundle(lang: Lang) -> (Bundle, Vec<Problem>) {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Unicode isolation marks around every placeable would show as boxes in
    // the panels' font; the game's words are never right to left.
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    for (area, text) in AREAS.iter().zip(built_in(lang)) {
        let name = file_name(lang, area);
        let own = asset_file(&name).map(|path| {
            let shown = path.display().to_string();
            read_text(&path)
                .map_err(|e| Problem {
                    file: shown.clone(),
                    line: 0,
                    column: 0,
                    message: e.message,
                })
                .and_then(|text| parse(text, &shown))
        });
        let resource = match own {
            Some(Ok(resource)) => resource,
            Some(Err(problem)) => {
                problems.push(problem);
                built_in_resource(text)
            }
            None => built_in_resource(text),
        };
        // A message defined twice keeps its first text; the test of the
        // shipped files makes sure none is.
        let _ = bundle.add_resource(resource);
    }
    (bundle, problems)
}

/// A built-in file, parsed (the tests make sure every one parses whole; a
/// broken one would still give the messages it could read).
fn built_in_resource(text: &str) -> FluentResource {
    match FluentResource::try_new(text.to_string()) {
        Ok(r) | Err((r, _)) => r,
    }
}

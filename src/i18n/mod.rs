//! The game's words in English, German and French (Fluent).
//!
//! Every text a player sees is a message in `assets/i18n/<lang>/<area>.ftl`,
//! built into the binary and overridable like every asset: a file
//! `i18n/de/panels.ftl` in an asset folder (`via-appia --assets DIR`, or the
//! user's `~/.config/via-appia/`) replaces the built-in one. A file that does not
//! parse is refused with its file, line and column, and the built-in words are
//! used (`load_problems`). The German and French texts use the rulebook's own
//! terms (Steinbruch, Platten, Sesterzen, Schieber, Karren; carrière, dalles,
//! sesterces, glissière, charrette).
//!
//! Code asks for a message by key: `tr!("menu-settings")`, or with arguments
//! `tr!("log-travels", name = name, steps = 2)` (Fluent chooses the plural).
//! The window speaks the player's language (the settings, `--lang`, else the
//! system's); headless tools speak English.

mod files;
pub mod words;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

pub use files::{Problem, AREAS};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// Its code: the folder of its files and `--lang`'s value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// Its name in itself, as the language menu lists it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// The language of a code or locale (`de`, `de_DE.UTF-8`, `fr-CA`), if the
    /// game speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let lower = code.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| {
            lower == l.code()
                || lower.starts_with(&format!("{}_", l.code()))
                || lower.starts_with(&format!("{}-", l.code()))
        })
    }

    /// The system's language (`LANG`, `LC_ALL`… as the system reports them),
    /// or English.
    pub fn of_system() -> Lang {
        sys_locale::get_locale()
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or_default()
    }

    fn index(self) -> usize {
        self as usize
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// From now on, messages are in `lang`.
pub fn set_language(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

thread_local! {
    /// A language for this thread alone ([`in_language`]).
    static THREAD: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// The language messages are in now (on this thread).
pub fn language() -> Lang {
    THREAD.with(|t| t.get()).unwrap_or_else(|| {
        Lang::ALL
            .get(usize::from(CURRENT.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or_default()
    })
}

/// Runs `f` with this thread's messages in `lang`, whatever the window's
/// language: tests lay panels out in each language side by side.
pub fn in_language<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = THREAD.with(|t| t.replace(Some(lang)));
    let result = f();
    THREAD.with(|t| t.set(before));
    result
}

type Bundle = FluentBundle<FluentResource>;

/// Every language's messages, read once.
fn bundles() -> &'static [Bundle; 3] {
    static BUNDLES: OnceLock<[Bundle; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(|lang| files::bundle(lang).0))
}

/// The files that could not be used (an override that does not parse), each
/// named with line and column; the built-in words were used instead.
pub fn load_problems() -> Vec<Problem> {
    static PROBLEMS: OnceLock<Vec<Problem>> = OnceLock::new();
    PROBLEMS
        .get_or_init(|| {
            Lang::ALL
                .into_iter()
                .flat_map(|l| files::bundle(l).1)
                .collect()
        })
        .clone()
}

/// Marks a message key the code holds before it asks for the message (a list,
/// a match), so that the test of every key used finds it.
pub const fn i18n_key(key: &'static str) -> &'static str {
    key
}

/// A value for a message's placeable.
#[derive(Clone, Debug)]
pub enum Arg {
    Num(f64),
    Str(String),
}

macro_rules! numeric_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Num(v as f64)
            }
        }
    )*};
}
numeric_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Str(v.to_string())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Str(v)
    }
}

impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Str(v.clone())
    }
}

/// The message `key` in the current language.
pub fn tr(key: &str) -> String {
    tr_args(key, &[])
}

/// The message `key` in the current language with its arguments. A message
/// missing in the language falls back to English, then to the key itself (the
/// tests make sure neither happens).
pub fn tr_args(key: &str, args: &[(&str, Arg)]) -> String {
    tr_in(language(), key, args)
}

/// The message `key` in `lang`.
pub fn tr_in(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let all = bundles();
    [lang, Lang::En]
        .iter()
        .find_map(|l| format_message(&all[l.index()], key, args))
        .unwrap_or_else(|| key.to_string())
}

fn format_message(bundle: &Bundle, key: &str, args: &[(&str, Arg)]) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Str(s) => FluentValue::from(s.clone()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// A message by key, with named arguments: `tr!("log-passes", name = who)`.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::tr($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// For tests: `key` with `args` reads `expected` in English, German and French.
#[cfg(test)]
pub fn assert_in_each_language(key: &str, args: &[(&str, Arg)], expected: [&str; 3]) {
    for (lang, want) in Lang::ALL.into_iter().zip(expected) {
        assert_eq!(tr_in(lang, key, args), want, "{} {key}", lang.code());
    }
}

#[cfg(test)]
mod tests;

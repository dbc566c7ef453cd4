//! Config errors that name the file, line, column and field, so a tuner finds the typo.

use crate::ron_text::{field_at, locate_field};
use std::fmt;

/// Why a quarry config was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigError {
    pub file: String,
    /// 1-based; 0 when the error has no position (missing file).
    pub line: usize,
    pub column: usize,
    /// Dotted path of the field, e.g. `ramp.line_position`; empty when unknown.
    pub field: String,
    pub kind: ConfigErrorKind,
    pub message: String,
    /// Set for values out of range or against each other (`ConfigErrorKind::Invalid`).
    pub reason: Option<Reason>,
}

/// The three families of errors the loader documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfigErrorKind {
    /// The file could not be read.
    Io,
    /// The text is not valid RON or has the wrong types or fields.
    Parse,
    /// The values parse but are out of range or contradict each other.
    Invalid,
}

/// A semantic validation failure before it is placed in the text.
#[derive(Clone, Debug, PartialEq)]
pub struct Violation {
    pub field: &'static str,
    /// In English, for the command line and logs.
    pub message: String,
    pub reason: Reason,
}

/// Why values were refused, kept apart from the English message so that the
/// window can say it in the player's language (`table::problems::reason_text`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reason {
    OutOfRange {
        value: f32,
        low: f32,
        high: f32,
    },
    NotPositive {
        value: f32,
        high: f32,
    },
    /// A relation between fields, by name (one of [`RELATIONS`]).
    Relation(&'static str),
}

/// The relations between fields the validator checks, by name
/// ([`Reason::Relation`]); a test holds this list to the validator's calls.
pub const RELATIONS: [&str; 16] = [
    "line-inside-entrance",
    "entrance-shorter",
    "lane-widens",
    "rounding-thin",
    "sizes-grow",
    "large-through-entrance",
    "large-behind-line",
    "pusher-between-bars",
    "min-plan-below-max",
    "firm-plan-between",
    "careful-below-max",
    "steady-below-careful",
    "substeps-range",
    "iterations-range",
    "pgs-iterations-range",
    "attempts-range",
];

impl ConfigError {
    pub(super) fn parse(file: &str, text: &str, err: &ron::error::SpannedError) -> ConfigError {
        let (line, column) = (err.span.start.line, err.span.start.col);
        ConfigError {
            file: file.to_string(),
            line,
            column,
            field: field_at(text, line, column),
            kind: ConfigErrorKind::Parse,
            message: crate::assets::clip(&err.code.to_string()),
            reason: None,
        }
    }

    /// A file that could not be read as text (too big, not UTF-8).
    pub(super) fn unreadable(err: crate::assets::AssetError) -> ConfigError {
        ConfigError {
            file: err.file,
            line: err.line,
            column: err.column,
            field: String::new(),
            kind: ConfigErrorKind::Io,
            message: err.message,
            reason: None,
        }
    }

    pub(super) fn invalid(file: &str, text: &str, violation: Violation) -> ConfigError {
        let (line, column) = locate_field(text, violation.field).unwrap_or((0, 0));
        ConfigError {
            file: file.to_string(),
            line,
            column,
            field: violation.field.to_string(),
            kind: ConfigErrorKind::Invalid,
            message: violation.message,
            reason: Some(violation.reason),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        if !self.field.is_empty() {
            write!(f, ": field `{}`", self.field)?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ConfigError {}

//! What went wrong outside the rules — a file, the quarry's tuning, a seat's
//! program — in the player's language.
//!
//! The errors themselves (`AssetError`, `ConfigError`, `QuarryError`,
//! `AgentError`) keep their English `Display` for the command-line tools and
//! bug reports. The window says them through the messages `errors-file-…`,
//! `errors-quarry-…` and `errors-program-…`: what happened and where, in the
//! player's words. The value range a quarry field breaks, or the relation
//! between fields, is said in the player's words too (`quarry-rule-…`); what only
//! a tuner or a programmer can act on otherwise — a RON parser's complaint, the
//! system's reason a file cannot be opened — follows as the parser or the system
//! wrote it.

use crate::assets::{AssetError, Fault, MAX_FILE_BYTES};
use crate::i18n::i18n_key;
use crate::quarry::{ConfigError, ConfigErrorKind, QuarryError, Reason};
use crate::table::agent::{AgentError, Departure};
use crate::tr;

/// A file that could not be used (a save, an asset, a tuning file).
pub fn file_error_text(e: &AssetError) -> String {
    let trouble = Trouble {
        file: &e.file,
        fault: &e.fault,
        line: e.line,
        column: e.column,
        field: e.field.as_deref(),
        details: &e.message,
    };
    trouble.text()
}

/// A quarry config file (`quarry.ron`) that could not be used.
pub fn config_error_text(e: &ConfigError) -> String {
    let fault = match e.kind {
        ConfigErrorKind::Io => Fault::Unreadable,
        ConfigErrorKind::Parse => Fault::Syntax,
        ConfigErrorKind::Invalid => Fault::Invalid,
    };
    let details = e
        .reason
        .map_or_else(|| e.message.clone(), |r| reason_text(&r));
    let trouble = Trouble {
        file: &e.file,
        fault: &fault,
        line: e.line,
        column: e.column,
        field: Some(e.field.as_str()).filter(|f| !f.is_empty()),
        details: &details,
    };
    trouble.text()
}

/// Why quarry values were refused, in the player's language.
pub fn reason_text(reason: &Reason) -> String {
    let number = |v: f32| crate::i18n::Arg::from(v.to_string());
    match *reason {
        Reason::OutOfRange { value, low, high } => tr!(
            "quarry-rule-out-of-range",
            value = number(value),
            low = number(low),
            high = number(high)
        ),
        Reason::NotPositive { value, high } => tr!(
            "quarry-rule-not-positive",
            value = number(value),
            high = number(high)
        ),
        Reason::Relation(name) => RELATION_WORDS
            .iter()
            .find(|(n, _)| *n == name)
            .map_or_else(|| name.to_string(), |(_, key)| crate::i18n::tr(key)),
    }
}

/// The words of each relation the quarry's validator checks
/// (`crate::quarry::RELATIONS`; a test holds the two lists together).
const RELATION_WORDS: [(&str, &str); 16] = [
    (
        "line-inside-entrance",
        i18n_key("quarry-rule-line-inside-entrance"),
    ),
    ("entrance-shorter", i18n_key("quarry-rule-entrance-shorter")),
    ("lane-widens", i18n_key("quarry-rule-lane-widens")),
    ("rounding-thin", i18n_key("quarry-rule-rounding-thin")),
    ("sizes-grow", i18n_key("quarry-rule-sizes-grow")),
    (
        "large-through-entrance",
        i18n_key("quarry-rule-large-through-entrance"),
    ),
    (
        "large-behind-line",
        i18n_key("quarry-rule-large-behind-line"),
    ),
    (
        "pusher-between-bars",
        i18n_key("quarry-rule-pusher-between-bars"),
    ),
    (
        "min-plan-below-max",
        i18n_key("quarry-rule-min-plan-below-max"),
    ),
    (
        "firm-plan-between",
        i18n_key("quarry-rule-firm-plan-between"),
    ),
    (
        "careful-below-max",
        i18n_key("quarry-rule-careful-below-max"),
    ),
    (
        "steady-below-careful",
        i18n_key("quarry-rule-steady-below-careful"),
    ),
    ("substeps-range", i18n_key("quarry-rule-substeps-range")),
    ("iterations-range", i18n_key("quarry-rule-iterations-range")),
    (
        "pgs-iterations-range",
        i18n_key("quarry-rule-pgs-iterations-range"),
    ),
    ("attempts-range", i18n_key("quarry-rule-attempts-range")),
];

/// One line for a tuner whose quarry could not be built: the field most likely
/// at fault with its value, and what to try.
pub fn quarry_error_text(e: &QuarryError) -> String {
    match e {
        QuarryError::Config(e) => config_error_text(e),
        QuarryError::EntranceBlocked => tr!("errors-entrance-blocked"),
        QuarryError::PusherInTheWay => tr!("errors-pusher-in-the-way"),
        QuarryError::LoadingFailed {
            attempts,
            did_not_fit,
            length,
            ..
        } if did_not_fit == attempts => {
            let length = format!("{:.3}", length);
            tr!("errors-quarry-stones-do-not-fit", length = length)
        }
        QuarryError::LoadingFailed { slope_deg, .. } => {
            let slope = format!("{:.1}", slope_deg);
            tr!("errors-quarry-pile-not-resting", slope = slope)
        }
        QuarryError::Invalid(e) => {
            let what = tr!("errors-quarry-invalid", field = e.field.clone());
            tr!(
                "errors-with-details",
                what = what,
                details = e.message.clone()
            )
        }
    }
}

/// What a seat's program did wrong, said after "`<name>'s program:`" in the log.
pub fn agent_error_text(e: &AgentError) -> String {
    match e {
        AgentError::Spec(details) => {
            let what = tr!("errors-program-bad-command");
            tr!(
                "errors-with-details",
                what = what,
                details = details.clone()
            )
        }
        AgentError::NotFound { program, .. } => {
            tr!("errors-program-not-found", program = program.clone())
        }
        AgentError::Start {
            program, reason, ..
        } => {
            let what = tr!("errors-program-not-started", program = program.clone());
            tr!("errors-with-details", what = what, details = reason.clone())
        }
        AgentError::Malformed { reason, .. } => {
            let what = tr!("errors-program-unreadable");
            tr!("errors-with-details", what = what, details = reason.clone())
        }
        AgentError::Illegal { command, .. } => {
            tr!("errors-program-illegal", command = command.clone())
        }
        AgentError::Late { timeout, .. } => {
            let seconds = crate::table::agent::seconds_text(*timeout);
            tr!("errors-program-late", seconds = seconds)
        }
        AgentError::NotReading { .. } => tr!("errors-program-not-reading"),
        AgentError::Exited { how, .. } => match how {
            Departure::Exited => tr!("errors-program-exited"),
            Departure::ExitedWith(status) => {
                tr!("errors-program-exited-with", status = status.clone())
            }
            Departure::ClosedOutput => tr!("errors-program-closed"),
        },
    }
}

/// A file's trouble, whichever loader found it.
struct Trouble<'a> {
    file: &'a str,
    fault: &'a Fault,
    line: usize,
    column: usize,
    field: Option<&'a str>,
    details: &'a str,
}

impl Trouble<'_> {
    /// What happened, where in the file, and the details when only a tuner
    /// can act on them.
    fn text(&self) -> String {
        let file = self.file.to_string();
        let what = match self.fault {
            Fault::Missing => return tr!("errors-file-missing", file = file),
            Fault::TooLarge => {
                let mib = MAX_FILE_BYTES >> 20;
                return tr!("errors-file-too-large", file = file, mib = mib);
            }
            Fault::SaveFormat(found) => {
                use crate::table::session::file::{OLDEST_FORMAT, SAVE_FORMAT};
                let (found, oldest, newest) = (*found, OLDEST_FORMAT, SAVE_FORMAT);
                return tr!(
                    "errors-save-format",
                    file = file,
                    found = found,
                    oldest = oldest,
                    newest = newest
                );
            }
            Fault::Unreadable => tr!("errors-file-unreadable", file = file),
            Fault::NotText => tr!("errors-file-not-text", file = file),
            Fault::Syntax => tr!("errors-file-syntax", file = file),
            Fault::Invalid => tr!("errors-file-invalid", file = file),
        };
        let what = match self.place() {
            Some(place) => tr!("errors-file-at", what = what, place = place),
            None => what,
        };
        if matches!(self.fault, Fault::NotText) {
            return what;
        }
        let details = self.details.to_string();
        tr!("errors-with-details", what = what, details = details)
    }

    /// "line 3, column 5, field `seed`", as much of it as is known.
    fn place(&self) -> Option<String> {
        let mut parts = Vec::new();
        if self.line > 0 {
            let (line, column) = (self.line, self.column);
            parts.push(tr!("errors-file-line", line = line, column = column));
        }
        if let Some(field) = self.field {
            parts.push(tr!("errors-file-field", field = field.to_string()));
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

#[cfg(test)]
#[path = "problems_tests.rs"]
mod tests;

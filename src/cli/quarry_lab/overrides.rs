//! `--set path.to.field=value`: edits one field of the config by its dotted path.
//!
//! The config goes through JSON so that any field can be reached by name without a
//! hand-written table; the result is validated like a loaded file.

use crate::quarry::QuarryConfig;
use serde_json::Value;

/// Applies `path=value` to the config. The value is read as JSON (numbers, true/false),
/// and a bare word as a string, so `stones.stone_shape=Disc` works.
pub fn apply(config: &QuarryConfig, assignment: &str) -> Result<QuarryConfig, String> {
    let (path, raw) = assignment
        .split_once('=')
        .ok_or_else(|| format!("--set `{assignment}`: expected path.to.field=value"))?;
    let value =
        serde_json::from_str(raw.trim()).unwrap_or_else(|_| Value::String(raw.trim().to_string()));
    set_value(config, path.trim(), value)
}

/// Sets the field at `path` to `value` and checks the resulting config.
pub fn set_value(config: &QuarryConfig, path: &str, value: Value) -> Result<QuarryConfig, String> {
    let mut tree = serde_json::to_value(config).map_err(|e| e.to_string())?;
    let slot = path
        .split('.')
        .try_fold(&mut tree, |node, key| node.get_mut(key))
        .ok_or_else(|| format!("--set: no config field `{path}`"))?;
    if slot.is_object() {
        return Err(format!(
            "--set: `{path}` is a group of fields, name one of them"
        ));
    }
    *slot = value;
    let edited: QuarryConfig =
        serde_json::from_value(tree).map_err(|e| format!("--set `{path}`: wrong type: {e}"))?;
    edited
        .validate()
        .map_err(|e| format!("--set `{path}`: {}", e.message))?;
    Ok(edited)
}

/// A numeric value for a swept field (kept as f32 or integer as the field needs).
pub fn number(value: f64) -> Value {
    if value.fract() == 0.0 && value.abs() < 1.0e9 {
        Value::from(value as i64)
    } else {
        Value::from(value)
    }
}

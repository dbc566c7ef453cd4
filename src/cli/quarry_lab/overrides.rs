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

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> QuarryConfig {
        QuarryConfig::load(QuarryConfig::default_path()).expect("assets/quarry.ron is valid")
    }

    #[test]
    fn sets_a_nested_number_and_repeats() {
        let once = apply(&config(), "materials.stone_ramp.friction=0.5").expect("valid");
        assert_eq!(once.materials.stone_ramp.friction, 0.5);
        let twice = apply(&once, " pusher.max_speed = 0.9 ").expect("valid");
        assert_eq!(twice.pusher.max_speed, 0.9);
        assert_eq!(
            twice.materials.stone_ramp.friction, 0.5,
            "the first --set stays"
        );
    }

    #[test]
    fn sets_booleans_integers_and_enum_words() {
        let c = apply(&config(), "solver.ccd=false").expect("bool");
        assert!(!c.solver.ccd);
        let c = apply(&c, "solver.iterations=6").expect("integer");
        assert_eq!(c.solver.iterations, 6);
        let c = apply(&c, "stones.stone_shape=Disc").expect("enum word");
        assert_eq!(c.stones.stone_shape, crate::quarry::StoneShape::Disc);
    }

    #[test]
    fn bad_assignments_name_the_field() {
        let c = config();
        let err = apply(&c, "materials.stone_ramp.friction").expect_err("no =");
        assert!(err.contains("path.to.field=value"), "{err}");
        let err = apply(&c, "materials.stone_ramp.grip=0.5").expect_err("no such field");
        assert!(err.contains("materials.stone_ramp.grip"), "{err}");
        let err = apply(&c, "materials.stone_ramp=0.5").expect_err("a group");
        assert!(err.contains("group of fields"), "{err}");
        let err = apply(&c, "solver.iterations=many").expect_err("wrong type");
        assert!(
            err.contains("solver.iterations") && err.contains("wrong type"),
            "{err}"
        );
        let err = apply(&c, "materials.stone_ramp.friction=-1").expect_err("out of range");
        assert!(err.contains("materials.stone_ramp.friction"), "{err}");
        let err = apply(&c, "pusher.firm_plan_speed=5").expect_err("above max_speed");
        assert!(err.contains("pusher.firm_plan_speed"), "{err}");
    }

    #[test]
    fn swept_numbers_keep_integers_integral() {
        assert_eq!(number(3.0), Value::from(3));
        assert_eq!(number(0.25), Value::from(0.25));
    }
}

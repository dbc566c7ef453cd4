//! Every field of `QuarryConfig` as the tuning panel shows it: its dotted path
//! (as written in `quarry.ron`), its unit, how its slider is scaled, and how to
//! reach it in the struct.
//!
//! The table holds no ranges. A slider's range is asked of the quarry's own
//! validation (`QuarryConfig::check_in`): the panel searches, field by field,
//! how far the value can go up and down with every other field as it is. The
//! validator stays the one source of truth, relations between fields included
//! (the pusher narrower than the entrance, small ≤ mid ≤ large…), so a slider
//! can never produce a config the quarry refuses.

use crate::quarry::{QuarryConfig, StoneShape};

/// How a slider maps its length to values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    Linear,
    /// For values that span orders of magnitude (lengths, thresholds, times).
    Log,
}

/// How to reach one field and what kind of widget edits it.
#[derive(Clone, Copy)]
pub enum Access {
    F32(fn(&mut QuarryConfig) -> &mut f32, Scale),
    U32(fn(&mut QuarryConfig) -> &mut u32, Scale),
    Bool(fn(&mut QuarryConfig) -> &mut bool),
    Shape(fn(&mut QuarryConfig) -> &mut StoneShape),
}

/// One row of the tuning panel.
#[derive(Clone, Copy)]
pub struct TuningField {
    /// Dotted path, e.g. `materials.stone_ramp.friction`.
    pub path: &'static str,
    /// Shown after the value; empty for plain numbers.
    pub unit: &'static str,
    pub access: Access,
}

impl TuningField {
    /// The first part of the path: `ramp`, `stones`, `materials`, …
    pub fn section(&self) -> &'static str {
        self.path.split('.').next().unwrap_or(self.path)
    }

    /// The field's name in the window's language, e.g. "Stone on ramp: friction";
    /// its path in the file is in the row's hover.
    pub fn label(&self) -> String {
        crate::i18n::tr(&self.key())
    }

    fn key(&self) -> String {
        format!("tuning-field-{}", self.path.replace('.', "-"))
    }

    /// The unit as the panel shows it: symbols as they are, the units written as
    /// words in the window's language.
    pub fn unit_label(&self) -> String {
        match self.unit {
            "deg" => crate::tr!("tuning-unit-deg"),
            "steps" => crate::tr!("tuning-unit-steps"),
            "units/s" => crate::tr!("tuning-unit-units-per-second"),
            symbol => symbol.to_string(),
        }
    }
}

macro_rules! field {
    ($path:literal, $unit:literal, f32 $scale:ident, $($f:ident).+) => {
        TuningField { path: $path, unit: $unit, access: Access::F32(|c| &mut c.$($f).+, Scale::$scale) }
    };
    ($path:literal, $unit:literal, u32 $scale:ident, $($f:ident).+) => {
        TuningField { path: $path, unit: $unit, access: Access::U32(|c| &mut c.$($f).+, Scale::$scale) }
    };
    ($path:literal, bool, $($f:ident).+) => {
        TuningField { path: $path, unit: "", access: Access::Bool(|c| &mut c.$($f).+) }
    };
    ($path:literal, shape, $($f:ident).+) => {
        TuningField { path: $path, unit: "", access: Access::Shape(|c| &mut c.$($f).+) }
    };
}

/// Every field, in the order of `assets/quarry.ron`. A test checks this table
/// against the file and against the struct, so a field added to either shows
/// up as a failing test rather than as a field without a slider.
#[rustfmt::skip]
pub const FIELDS: &[TuningField] = &[
    field!("ramp.slope_deg", "deg", f32 Linear, ramp.slope_deg),
    field!("ramp.length", "m", f32 Log, ramp.length),
    field!("ramp.front_height", "m", f32 Log, ramp.front_height),
    field!("ramp.entrance_width", "m", f32 Log, ramp.entrance_width),
    field!("ramp.entrance_length", "m", f32 Log, ramp.entrance_length),
    field!("ramp.line_position", "m", f32 Log, ramp.line_position),
    field!("ramp.front_width", "m", f32 Log, ramp.front_width),
    field!("ramp.wall_height", "m", f32 Log, ramp.wall_height),
    field!("ramp.wall_thickness", "m", f32 Log, ramp.wall_thickness),
    field!("ramp.bar_height", "m", f32 Log, ramp.bar_height),
    field!("ramp.floor_thickness", "m", f32 Log, ramp.floor_thickness),
    field!("stones.stone_shape", shape, stones.stone_shape),
    field!("stones.disc_edge_radius", "m", f32 Linear, stones.disc_edge_radius),
    field!("stones.density", "kg/m³", f32 Log, stones.density),
    field!("stones.small.diameter", "m", f32 Log, stones.small.diameter),
    field!("stones.small.thickness", "m", f32 Log, stones.small.thickness),
    field!("stones.mid.diameter", "m", f32 Log, stones.mid.diameter),
    field!("stones.mid.thickness", "m", f32 Log, stones.mid.thickness),
    field!("stones.large.diameter", "m", f32 Log, stones.large.diameter),
    field!("stones.large.thickness", "m", f32 Log, stones.large.thickness),
    field!("materials.stone_stone.friction", "μ", f32 Linear, materials.stone_stone.friction),
    field!("materials.stone_stone.restitution", "", f32 Linear, materials.stone_stone.restitution),
    field!("materials.stone_ramp.friction", "μ", f32 Linear, materials.stone_ramp.friction),
    field!("materials.stone_ramp.restitution", "", f32 Linear, materials.stone_ramp.restitution),
    field!("materials.stone_wall.friction", "μ", f32 Linear, materials.stone_wall.friction),
    field!("materials.stone_wall.restitution", "", f32 Linear, materials.stone_wall.restitution),
    field!("materials.stone_pusher.friction", "μ", f32 Linear, materials.stone_pusher.friction),
    field!("materials.stone_pusher.restitution", "", f32 Linear, materials.stone_pusher.restitution),
    field!("materials.sliding_share", "", f32 Linear, materials.sliding_share),
    field!("materials.slip_speed", "m/s", f32 Log, materials.slip_speed),
    field!("pusher.width", "m", f32 Log, pusher.width),
    field!("pusher.depth", "m", f32 Log, pusher.depth),
    field!("pusher.height", "m", f32 Log, pusher.height),
    field!("pusher.max_speed", "m/s", f32 Log, pusher.max_speed),
    field!("pusher.max_angle_deg", "deg", f32 Linear, pusher.max_angle_deg),
    field!("pusher.min_plan_speed", "m/s", f32 Log, pusher.min_plan_speed),
    field!("pusher.firm_plan_speed", "m/s", f32 Log, pusher.firm_plan_speed),
    field!("pusher.careful_speed", "m/s", f32 Log, pusher.careful_speed),
    field!("pusher.steady_speed", "m/s", f32 Log, pusher.steady_speed),
    field!("pusher.near_pile", "m", f32 Linear, pusher.near_pile),
    field!("pusher.near_pile_speed", "m/s", f32 Linear, pusher.near_pile_speed),
    field!("pusher.give", "m", f32 Log, pusher.give),
    field!("solver.timestep", "s", f32 Log, solver.timestep),
    field!("solver.substeps", "steps", u32 Linear, solver.substeps),
    field!("solver.step_travel", "m", f32 Log, solver.step_travel),
    field!("solver.iterations", "", u32 Linear, solver.iterations),
    field!("solver.pgs_iterations", "", u32 Linear, solver.pgs_iterations),
    field!("solver.length_unit", "m", f32 Log, solver.length_unit),
    field!("solver.prediction_distance", "m", f32 Log, solver.prediction_distance),
    field!("solver.contact_stiffness_hz", "Hz", f32 Log, solver.contact_stiffness_hz),
    field!("solver.static_contact_stiffness_hz", "Hz", f32 Log, solver.static_contact_stiffness_hz),
    field!("solver.gravity", "m/s²", f32 Linear, solver.gravity),
    field!("solver.sleep_linear_threshold", "units/s", f32 Log, solver.sleep_linear_threshold),
    field!("solver.sleep_angular_threshold", "rad/s", f32 Log, solver.sleep_angular_threshold),
    field!("solver.time_until_sleep", "s", f32 Linear, solver.time_until_sleep),
    field!("solver.ccd", bool, solver.ccd),
    field!("solver.contact_recycling", bool, solver.contact_recycling),
    field!("solver.contact_recycle_distance", "m", f32 Log, solver.contact_recycle_distance),
    field!("solver.wake_before_touch", bool, solver.wake_before_touch),
    field!("solver.linear_damping", "1/s", f32 Log, solver.linear_damping),
    field!("solver.angular_damping", "1/s", f32 Log, solver.angular_damping),
    field!("solver.time_cap", "s", f32 Log, solver.time_cap),
    field!("loading.zone_start", "m", f32 Linear, loading.zone_start),
    field!("loading.front_margin", "m", f32 Linear, loading.front_margin),
    field!(
        "loading.front_margin_from_tipping",
        bool,
        loading.front_margin_from_tipping
    ),
    field!("loading.side_margin", "m", f32 Linear, loading.side_margin),
    field!("loading.gap", "m", f32 Log, loading.gap),
    field!("loading.drop_height", "m", f32 Log, loading.drop_height),
    field!("loading.attempts", "", u32 Log, loading.attempts),
    field!("loading.settle_cap", "s", f32 Log, loading.settle_cap),
];

fn section_key(section: &str) -> String {
    format!("tuning-section-{section}")
}

/// A section's heading in the window's language.
pub fn section_label(section: &str) -> String {
    crate::i18n::tr(&section_key(section))
}

/// The sections in the order they first appear in `FIELDS`.
pub fn sections() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for f in FIELDS {
        if !out.contains(&f.section()) {
            out.push(f.section());
        }
    }
    out
}

/// Whether the quarry's validation accepts `config`. No file text is needed
/// to decide, only to place an error, so none is given.
pub fn accepted(config: &QuarryConfig) -> bool {
    config.check_in("", "").is_ok()
}

/// The values a field may take with every other field of `config` unchanged:
/// `lo..=hi` as the validator decides, `None` on a side where the validator
/// sets no limit. `config` must itself be accepted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Span<T> {
    pub lo: Option<T>,
    pub hi: Option<T>,
}

/// The span of an `f32` field, found by bisection over the ordered bit
/// patterns of `f32` (exact to the last representable value).
pub fn f32_span(config: &QuarryConfig, get: fn(&mut QuarryConfig) -> &mut f32) -> Span<f32> {
    let mut probe = config.clone();
    let start = key(*get(&mut probe));
    let mut ok = |k: i64| {
        *get(&mut probe) = unkey(k);
        accepted(&probe)
    };
    // -0.0 passes a `>= 0` check; a slider should show 0.
    let plain = |k: i64| unkey(k) + 0.0;
    let lo = edge(start, key(f32::NEG_INFINITY), &mut ok).map(plain);
    let hi = edge(start, key(f32::INFINITY), &mut ok).map(plain);
    Span { lo, hi }
}

/// The span of a `u32` field.
pub fn u32_span(config: &QuarryConfig, get: fn(&mut QuarryConfig) -> &mut u32) -> Span<u32> {
    let mut probe = config.clone();
    let start = i64::from(*get(&mut probe));
    let mut ok = |k: i64| {
        *get(&mut probe) = u32::try_from(k).unwrap_or(u32::MAX);
        accepted(&probe)
    };
    let lo = edge(start, 0, &mut ok).map(|k| u32::try_from(k).unwrap_or(0));
    let hi =
        edge(start, i64::from(u32::MAX), &mut ok).map(|k| u32::try_from(k).unwrap_or(u32::MAX));
    Span { lo, hi }
}

/// The last accepted key from `good` towards `far`, or `None` if even `far` is
/// accepted (no limit on that side). Assumes the accepted keys form one interval
/// around `good`, which holds for range checks and for relations of two fields.
fn edge(good: i64, far: i64, ok: &mut impl FnMut(i64) -> bool) -> Option<i64> {
    if ok(far) {
        return None;
    }
    let (mut good, mut bad) = (good, far);
    while (bad - good).abs() > 1 {
        let mid = good + (bad - good) / 2;
        if ok(mid) {
            good = mid;
        } else {
            bad = mid;
        }
    }
    Some(good)
}

/// A total order of non-NaN floats as integers: `a < b` iff `key(a) < key(b)`.
fn key(x: f32) -> i64 {
    let bits = x.to_bits() as i32;
    i64::from(bits ^ ((bits >> 31) & i32::MAX))
}

fn unkey(k: i64) -> f32 {
    let bits = k as i32;
    f32::from_bits((bits ^ ((bits >> 31) & i32::MAX)) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{in_language, Lang};
    use crate::quarry::QuarryConfig;
    use std::collections::BTreeSet;

    #[test]
    fn every_field_and_section_has_its_own_name_in_each_language() {
        let names = |lang| {
            in_language(lang, || {
                let fields = FIELDS.iter().map(TuningField::label);
                let sections = sections().into_iter().map(section_label);
                fields.chain(sections).collect::<Vec<_>>()
            })
        };
        let [en, de, fr] = Lang::ALL.map(names);
        for (i, name) in en.iter().enumerate() {
            assert!(!name.starts_with("tuning-"), "no English words: {name}");
            assert!(!de[i].starts_with("tuning-") && !fr[i].starts_with("tuning-"));
        }
        let distinct = |v: &Vec<String>| v.iter().collect::<BTreeSet<_>>().len();
        assert_eq!(distinct(&en), en.len(), "two rows with one name");
        assert_eq!(distinct(&de), de.len(), "two rows with one name in German");
        assert_eq!(distinct(&fr), fr.len(), "two rows with one name in French");
        let german = de.iter().zip(&en).filter(|(d, e)| d != e).count();
        assert!(german > en.len() * 9 / 10, "German names: {german}");
        assert_eq!(de[0], "Neigung der Rampe");
    }

    fn shipped() -> (QuarryConfig, String) {
        let path = QuarryConfig::default_path();
        let text = std::fs::read_to_string(&path).expect("quarry.ron");
        let config = QuarryConfig::from_ron_str(&text, "quarry.ron").expect("valid");
        (config, text)
    }

    /// Leaf paths of a JSON value: the struct's fields as serde sees them.
    fn leaves(value: &serde_json::Value, prefix: &str, out: &mut BTreeSet<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (k, v) in map {
                    let path = if prefix.is_empty() {
                        k.clone()
                    } else {
                        format!("{prefix}.{k}")
                    };
                    leaves(v, &path, out);
                }
            }
            _ => {
                out.insert(prefix.to_string());
            }
        }
    }

    /// Leaf paths written in a RON text: every `name:` whose value is not a
    /// struct, with the names of the structs around it.
    fn ron_leaves(text: &str) -> BTreeSet<String> {
        let value: ron::Value = ron::from_str(text).expect("parses as a RON value");
        fn walk(value: &ron::Value, prefix: &str, out: &mut BTreeSet<String>) {
            match value {
                ron::Value::Map(map) => {
                    for (k, v) in map.iter() {
                        let ron::Value::String(k) = k else {
                            panic!("a key that is not a name: {k:?}")
                        };
                        let path = if prefix.is_empty() {
                            k.clone()
                        } else {
                            format!("{prefix}.{k}")
                        };
                        walk(v, &path, out);
                    }
                }
                _ => {
                    out.insert(prefix.to_string());
                }
            }
        }
        let mut out = BTreeSet::new();
        walk(&value, "", &mut out);
        out
    }

    #[test]
    fn every_field_of_the_file_and_of_the_struct_has_a_slider() {
        let (config, text) = shipped();
        let table: BTreeSet<String> = FIELDS.iter().map(|f| f.path.to_string()).collect();
        assert_eq!(table.len(), FIELDS.len(), "a path is listed twice");
        let mut from_struct = BTreeSet::new();
        leaves(
            &serde_json::to_value(&config).expect("json"),
            "",
            &mut from_struct,
        );
        assert_eq!(table, from_struct, "table against QuarryConfig's fields");
        assert_eq!(table, ron_leaves(&text), "table against assets/quarry.ron");
    }

    #[test]
    fn each_row_edits_the_field_it_names() {
        let (config, _) = shipped();
        let before = serde_json::to_value(&config).expect("json");
        for field in FIELDS {
            let mut edited = config.clone();
            match field.access {
                Access::F32(get, _) => *get(&mut edited) += 1.0,
                Access::U32(get, _) => *get(&mut edited) += 1,
                Access::Bool(get) => *get(&mut edited) ^= true,
                Access::Shape(get) => {
                    let s = get(&mut edited);
                    *s = match *s {
                        StoneShape::Box => StoneShape::Disc,
                        StoneShape::Disc => StoneShape::Box,
                    }
                }
            }
            let after = serde_json::to_value(&edited).expect("json");
            let mut a = BTreeSet::new();
            let mut b = BTreeSet::new();
            leaves(&before, "", &mut a);
            leaves(&after, "", &mut b);
            let changed: Vec<&String> = a
                .iter()
                .filter(|p| {
                    let ptr = format!("/{}", p.replace('.', "/"));
                    before.pointer(&ptr) != after.pointer(&ptr)
                })
                .collect();
            assert_eq!(changed, [field.path], "row {}", field.path);
        }
    }

    #[test]
    fn spans_are_the_validators_limits() {
        let (config, _) = shipped();
        let span = |path: &str| {
            let f = FIELDS.iter().find(|f| f.path == path).expect("row");
            let Access::F32(get, _) = f.access else {
                panic!("not f32")
            };
            f32_span(&config, get)
        };
        // range(0, 45)
        assert_eq!(
            span("ramp.slope_deg"),
            Span {
                lo: Some(0.0),
                hi: Some(45.0)
            }
        );
        // positive(.., 20000): open at 0, so the smallest positive float.
        let density = span("stones.density");
        assert_eq!(density.hi, Some(20_000.0));
        assert_eq!(density.lo, Some(f32::from_bits(1)));
        // relations: the pusher must stay narrower than the entrance.
        let width = span("pusher.width");
        let entrance = config.ramp.entrance_width;
        assert!(width
            .hi
            .is_some_and(|h| h < entrance && h > entrance * 0.9999));
        // relations: line_position <= entrance_length and <= loading.zone_start,
        // and a large stone must fit behind it.
        let line = span("ramp.line_position");
        let limit = config.ramp.entrance_length.min(config.loading.zone_start);
        assert_eq!(line.hi, Some(limit));
        assert!(line.lo.is_some_and(|l| l > config.stones.large.diameter));
        // every span holds the current value and its ends are accepted.
        for field in FIELDS {
            if let Access::F32(get, _) = field.access {
                let s = f32_span(&config, get);
                let mut probe = config.clone();
                let value = *get(&mut probe);
                for end in [s.lo, s.hi].into_iter().flatten() {
                    *get(&mut probe) = end;
                    assert!(accepted(&probe), "{} = {end}", field.path);
                }
                assert!(s.lo.is_none_or(|l| l <= value) && s.hi.is_none_or(|h| h >= value));
            }
        }
    }

    #[test]
    fn integer_spans_and_key_order() {
        let (config, _) = shipped();
        let f = FIELDS
            .iter()
            .find(|f| f.path == "solver.substeps")
            .expect("row");
        let Access::U32(get, _) = f.access else {
            panic!("not u32")
        };
        assert_eq!(
            u32_span(&config, get),
            Span {
                lo: Some(1),
                hi: Some(64)
            }
        );
        for (a, b) in [
            (-1.0f32, -0.5),
            (-0.0, 0.0),
            (0.0, 1e-45),
            (1.0, 2.0),
            (-3e38, 3e38),
        ] {
            assert!(key(a) < key(b), "{a} < {b}");
            assert_eq!(unkey(key(a)), a);
        }
    }
}

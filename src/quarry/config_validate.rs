//! Ranges and relations a config must satisfy before a quarry is built from it.

use super::config::{Material, PusherConfig, QuarryConfig, StoneDims};
use super::config_error::{Reason, Violation};

type Check = Result<(), Violation>;

fn fail(field: &'static str, message: String, reason: Reason) -> Check {
    Err(Violation {
        field,
        message,
        reason,
    })
}

/// `lo <= value <= hi`, and finite: a NaN in a config would poison the whole simulation.
fn range(field: &'static str, value: f32, lo: f32, hi: f32) -> Check {
    if value.is_finite() && value >= lo && value <= hi {
        Ok(())
    } else {
        let reason = Reason::OutOfRange {
            value,
            low: lo,
            high: hi,
        };
        fail(
            field,
            format!("{value} is out of range [{lo}, {hi}]"),
            reason,
        )
    }
}

fn positive(field: &'static str, value: f32, hi: f32) -> Check {
    if value.is_finite() && value > 0.0 && value <= hi {
        Ok(())
    } else {
        let reason = Reason::NotPositive { value, high: hi };
        fail(field, format!("{value} must be > 0 and <= {hi}"), reason)
    }
}

/// `name` is the relation's name (one of `RELATIONS`), for its words in the window.
fn relation(ok: bool, field: &'static str, name: &'static str, message: &str) -> Check {
    if ok {
        Ok(())
    } else {
        fail(field, message.to_string(), Reason::Relation(name))
    }
}

/// Checks every field; the first violation found is reported.
pub fn validate(c: &QuarryConfig) -> Check {
    ramp(c)?;
    stones(c)?;
    materials(c)?;
    pusher(c)?;
    solver(c)?;
    loading(c)
}

fn ramp(c: &QuarryConfig) -> Check {
    let r = &c.ramp;
    range("ramp.slope_deg", r.slope_deg, 0.0, 45.0)?;
    positive("ramp.length", r.length, 2.0)?;
    range("ramp.front_height", r.front_height, 0.0, 1.0)?;
    positive("ramp.entrance_width", r.entrance_width, 1.0)?;
    positive("ramp.entrance_length", r.entrance_length, 1.0)?;
    positive("ramp.line_position", r.line_position, 1.0)?;
    positive("ramp.front_width", r.front_width, 2.0)?;
    positive("ramp.wall_height", r.wall_height, 0.5)?;
    positive("ramp.wall_thickness", r.wall_thickness, 0.1)?;
    positive("ramp.bar_height", r.bar_height, 0.5)?;
    positive("ramp.floor_thickness", r.floor_thickness, 0.1)?;
    relation(
        r.line_position <= r.entrance_length,
        "ramp.line_position",
        "line-inside-entrance",
        "the line must lie within the entrance, behind its end (line_position <= entrance_length)",
    )?;
    relation(
        r.entrance_length < r.length,
        "ramp.entrance_length",
        "entrance-shorter",
        "the entrance must be shorter than the ramp",
    )?;
    relation(
        r.front_width >= r.entrance_width,
        "ramp.front_width",
        "lane-widens",
        "the lane widens towards the front: front_width >= entrance_width",
    )
}

fn stone_dims(field_d: &'static str, field_t: &'static str, d: StoneDims) -> Check {
    positive(field_d, d.diameter, 0.2)?;
    positive(field_t, d.thickness, 0.2)
}

fn stones(c: &QuarryConfig) -> Check {
    let s = &c.stones;
    range("stones.disc_edge_radius", s.disc_edge_radius, 0.0, 0.002)?;
    relation(
        s.disc_edge_radius
            < 0.5
                * s.small
                    .thickness
                    .min(s.mid.thickness)
                    .min(s.large.thickness),
        "stones.disc_edge_radius",
        "rounding-thin",
        "the rounding must be less than half the thinnest stone's thickness",
    )?;
    positive("stones.density", s.density, 20_000.0)?;
    stone_dims("stones.small.diameter", "stones.small.thickness", s.small)?;
    stone_dims("stones.mid.diameter", "stones.mid.thickness", s.mid)?;
    stone_dims("stones.large.diameter", "stones.large.thickness", s.large)?;
    relation(
        s.small.diameter <= s.mid.diameter && s.mid.diameter <= s.large.diameter,
        "stones.mid.diameter",
        "sizes-grow",
        "sizes must grow: small <= mid <= large diameter",
    )?;
    relation(
        s.large.diameter * std::f32::consts::SQRT_2 < c.ramp.entrance_width,
        "stones.large.diameter",
        "large-through-entrance",
        "a large stone turned any way must fit through the entrance (diameter * sqrt 2 < ramp.entrance_width)",
    )?;
    relation(
        s.large.diameter < c.ramp.line_position,
        "stones.large.diameter",
        "large-behind-line",
        "a large stone must fit on the ramp behind the line (diameter < ramp.line_position)",
    )
}

fn material(friction: &'static str, restitution: &'static str, m: Material) -> Check {
    range(friction, m.friction, 0.0, 5.0)?;
    range(restitution, m.restitution, 0.0, 1.0)
}

fn materials(c: &QuarryConfig) -> Check {
    let m = &c.materials;
    material(
        "materials.stone_stone.friction",
        "materials.stone_stone.restitution",
        m.stone_stone,
    )?;
    material(
        "materials.stone_ramp.friction",
        "materials.stone_ramp.restitution",
        m.stone_ramp,
    )?;
    material(
        "materials.stone_wall.friction",
        "materials.stone_wall.restitution",
        m.stone_wall,
    )?;
    material(
        "materials.stone_pusher.friction",
        "materials.stone_pusher.restitution",
        m.stone_pusher,
    )?;
    range("materials.sliding_share", m.sliding_share, 0.5, 1.0)?;
    positive("materials.slip_speed", m.slip_speed, 0.1)
}

fn pusher(c: &QuarryConfig) -> Check {
    let p = &c.pusher;
    positive("pusher.width", p.width, 1.0)?;
    positive("pusher.depth", p.depth, 1.0)?;
    positive("pusher.height", p.height, 1.0)?;
    positive("pusher.max_speed", p.max_speed, 10.0)?;
    range("pusher.max_angle_deg", p.max_angle_deg, 0.0, 80.0)?;
    positive("pusher.min_plan_speed", p.min_plan_speed, 10.0)?;
    positive("pusher.give", p.give, 0.05)?;
    relation(
        p.width < c.ramp.entrance_width,
        "pusher.width",
        "pusher-between-bars",
        "the pusher must fit between the bars (width < ramp.entrance_width)",
    )?;
    relation(
        p.min_plan_speed <= p.max_speed,
        "pusher.min_plan_speed",
        "min-plan-below-max",
        "min_plan_speed must not exceed max_speed",
    )?;
    relation(
        p.firm_plan_speed.is_finite()
            && p.min_plan_speed <= p.firm_plan_speed
            && p.firm_plan_speed <= p.max_speed,
        "pusher.firm_plan_speed",
        "firm-plan-between",
        "firm_plan_speed must lie between min_plan_speed and max_speed",
    )?;
    hand_speeds(p)
}

/// The speeds of a push by hand: a careful push is one the pusher can make, and
/// the steady push is a careful one.
fn hand_speeds(p: &PusherConfig) -> Check {
    positive("pusher.careful_speed", p.careful_speed, 10.0)?;
    positive("pusher.steady_speed", p.steady_speed, 10.0)?;
    relation(
        p.careful_speed <= p.max_speed,
        "pusher.careful_speed",
        "careful-below-max",
        "careful_speed must not exceed max_speed",
    )?;
    relation(
        p.steady_speed <= p.careful_speed,
        "pusher.steady_speed",
        "steady-below-careful",
        "steady_speed must not exceed careful_speed (the steady push is a careful one)",
    )?;
    range("pusher.near_pile", p.near_pile, 0.0, 0.1)?;
    range(
        "pusher.near_pile_speed",
        p.near_pile_speed,
        0.0,
        p.max_speed,
    )
}

fn solver(c: &QuarryConfig) -> Check {
    let s = &c.solver;
    range("solver.timestep", s.timestep, 1.0e-4, 0.1)?;
    relation(
        (1..=64).contains(&s.substeps),
        "solver.substeps",
        "substeps-range",
        "substeps must be in 1..=64",
    )?;
    range("solver.step_travel", s.step_travel, 1.0e-4, 0.1)?;
    relation(
        (1..=64).contains(&s.iterations),
        "solver.iterations",
        "iterations-range",
        "iterations must be in 1..=64",
    )?;
    relation(
        (1..=16).contains(&s.pgs_iterations),
        "solver.pgs_iterations",
        "pgs-iterations-range",
        "pgs_iterations must be in 1..=16",
    )?;
    range("solver.length_unit", s.length_unit, 1.0e-4, 10.0)?;
    range(
        "solver.contact_stiffness_hz",
        s.contact_stiffness_hz,
        1.0,
        1000.0,
    )?;
    range(
        "solver.static_contact_stiffness_hz",
        s.static_contact_stiffness_hz,
        1.0,
        1000.0,
    )?;
    range(
        "solver.prediction_distance",
        s.prediction_distance,
        0.0,
        0.1,
    )?;
    range(
        "solver.contact_recycle_distance",
        s.contact_recycle_distance,
        0.0,
        0.01,
    )?;
    range("solver.gravity", s.gravity, 0.0, 100.0)?;
    range(
        "solver.sleep_linear_threshold",
        s.sleep_linear_threshold,
        0.0,
        100.0,
    )?;
    range(
        "solver.sleep_angular_threshold",
        s.sleep_angular_threshold,
        0.0,
        100.0,
    )?;
    range("solver.time_until_sleep", s.time_until_sleep, 0.0, 10.0)?;
    range("solver.linear_damping", s.linear_damping, 0.0, 100.0)?;
    range("solver.angular_damping", s.angular_damping, 0.0, 100.0)?;
    range("solver.time_cap", s.time_cap, s.timestep, 600.0)
}

fn loading(c: &QuarryConfig) -> Check {
    let l = &c.loading;
    range(
        "loading.zone_start",
        l.zone_start,
        c.ramp.line_position,
        c.ramp.length,
    )?;
    range(
        "loading.front_margin",
        l.front_margin,
        0.0,
        c.ramp.length - l.zone_start,
    )?;
    range(
        "loading.side_margin",
        l.side_margin,
        0.0,
        c.ramp.front_width / 2.0,
    )?;
    range("loading.gap", l.gap, 0.0, 0.1)?;
    range("loading.drop_height", l.drop_height, 0.0, 0.2)?;
    relation(
        (1..=10_000).contains(&l.attempts),
        "loading.attempts",
        "attempts-range",
        "attempts must be in 1..=10000",
    )?;
    range("loading.settle_cap", l.settle_cap, c.solver.timestep, 600.0)
}

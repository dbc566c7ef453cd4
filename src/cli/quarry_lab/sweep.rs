//! `--sweep field=from:to:step`: the figures against one field, as a table, a CSV and a
//! PNG chart.

use super::figures::Figures;
use crate::cli::chart_font::{register_chart_font, FONT};
use plotters::prelude::*;
use std::fmt::Write;
use std::path::Path;

/// A parsed sweep: the field's dotted path and the values to try.
#[derive(Clone, Debug, PartialEq)]
pub struct Sweep {
    pub field: String,
    pub values: Vec<f64>,
}

/// At most this many values, so that a typo in the step does not start a night's run.
const MAX_VALUES: usize = 200;

impl Sweep {
    pub fn parse(text: &str) -> Result<Sweep, String> {
        let bad = || {
            format!("--sweep `{text}`: expected field=from:to:step, e.g. ramp.slope_deg=10:20:2")
        };
        let (field, range) = text.split_once('=').ok_or_else(bad)?;
        let parts: Vec<f64> = range
            .split(':')
            .map(|p| p.trim().parse::<f64>())
            .collect::<Result<_, _>>()
            .map_err(|_| bad())?;
        let [from, to, step] = parts[..] else {
            return Err(bad());
        };
        if !(step > 0.0 && from <= to && from.is_finite() && to.is_finite()) {
            return Err(format!("--sweep `{text}`: need from <= to and step > 0"));
        }
        // Counted in floating point first: a tiny step makes the quotient
        // infinite, which as an integer would wrap round to an empty sweep.
        let span = ((to - from) / step + 1e-9).floor() + 1.0;
        if span.is_nan() || span > MAX_VALUES as f64 {
            return Err(format!(
                "--sweep `{text}`: {span:.3e} values, at most {MAX_VALUES}"
            ));
        }
        let count = span as usize;
        // Rounded so that 0.1 steps print as 0.3, not 0.30000000000000004.
        let values = (0..count)
            .map(|i| ((from + step * i as f64) * 1e9).round() / 1e9)
            .collect();
        Ok(Sweep {
            field: field.trim().to_string(),
            values,
        })
    }
}

/// One row per value: the value and its figures.
pub type Rows = Vec<(f64, Figures)>;

const HEADER: [&str; 11] = [
    "value",
    "drops_all",
    "drops_small",
    "drops_mid",
    "drops_large",
    "zero_drop_share",
    "side_per_push",
    "back_per_push",
    "time_cap_hits",
    "wall_ms_median",
    "faults",
];

fn cells(value: f64, f: &Figures) -> [String; 11] {
    let n = f64::from(f.all.pushes.max(1));
    [
        format!("{value}"),
        format!("{:.3}", f.all.mean_drops),
        format!("{:.3}", f.small.mean_drops),
        format!("{:.3}", f.mid.mean_drops),
        format!("{:.3}", f.large.mean_drops),
        format!("{:.3}", f.all.zero_drop_share),
        format!("{:.3}", f64::from(f.side_losses) / n),
        format!("{:.3}", f64::from(f.back_losses) / n),
        format!("{}", f.time_cap_hits),
        format!("{:.2}", f.wall_ms_median),
        format!("{}", f.faults),
    ]
}

/// The table printed on the terminal.
pub fn table(field: &str, rows: &Rows) -> String {
    let mut out = format!("sweep of {field}\n");
    let _ = writeln!(out, "{}", HEADER.map(|h| format!("{h:>16}")).join(""));
    for (value, figures) in rows {
        let _ = writeln!(
            out,
            "{}",
            cells(*value, figures).map(|c| format!("{c:>16}")).join("")
        );
    }
    out
}

/// The same table as CSV.
pub fn csv(rows: &Rows) -> String {
    let mut out = HEADER.join(",") + "\n";
    for (value, figures) in rows {
        out += &(cells(*value, figures).join(",") + "\n");
    }
    out
}

/// One line of the chart: its legend name, the figure it shows and its colour.
type Series = (&'static str, fn(&Figures) -> f64, RGBColor);

/// A chart of mean front drops per pushed size (small gray, mid blue, large brown, all black)
/// and the zero-drop share (red, same scale) against the swept value, with a title, axis
/// names, tick numbers and a legend.
pub fn chart(path: &Path, field: &str, rows: &Rows) -> Result<(), String> {
    register_chart_font()?;
    let err = |e: &dyn std::fmt::Display| format!("chart {}: {e}", path.display());
    let root = BitMapBackend::new(path, (900, 560)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let (x0, x1) = bounds(rows.iter().map(|r| r.0));
    let y1 = rows
        .iter()
        .flat_map(|(_, f)| {
            [
                f.small.mean_drops,
                f.mid.mean_drops,
                f.large.mean_drops,
                f.all.mean_drops,
                1.0,
            ]
        })
        .fold(1.0f64, f64::max)
        * 1.1;
    let pushes = rows.first().map_or(0, |(_, f)| f.all.pushes);
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("quarry-lab: front drops against {field} ({pushes} pushes a value)"),
            (FONT, 22),
        )
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d(x0..x1, 0.0..y1)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(rows.len().clamp(2, 12))
        .y_labels(8)
        .max_light_lines(1)
        .x_desc(field)
        .y_desc("front drops per push  /  zero-drop share")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 17))
        .draw()
        .map_err(|e| err(&e))?;
    let series: [Series; 5] = [
        (
            "small pushed",
            |f| f.small.mean_drops,
            RGBColor(140, 140, 140),
        ),
        ("mid pushed", |f| f.mid.mean_drops, RGBColor(60, 110, 200)),
        (
            "large pushed",
            |f| f.large.mean_drops,
            RGBColor(120, 70, 30),
        ),
        ("all pushes", |f| f.all.mean_drops, BLACK),
        (
            "share of pushes dropping nothing",
            |f| f.all.zero_drop_share,
            RED,
        ),
    ];
    for (name, figure, color) in series {
        let points: Vec<(f64, f64)> = rows.iter().map(|(v, f)| (*v, figure(f))).collect();
        chart
            .draw_series(LineSeries::new(points.clone(), color.stroke_width(2)))
            .map_err(|e| err(&e))?
            .label(name)
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 24, y)], color.stroke_width(2))
            });
        chart
            .draw_series(
                points
                    .into_iter()
                    .map(|p| Circle::new(p, 4, color.filled())),
            )
            .map_err(|e| err(&e))?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font((FONT, 15))
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))
}

fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = values.fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    if lo >= hi {
        (lo - 0.5, lo + 0.5)
    } else {
        (lo, hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_field_and_values() {
        let s = Sweep::parse(" ramp.slope_deg =10:20:5").expect("valid");
        assert_eq!(s.field, "ramp.slope_deg");
        assert_eq!(s.values, vec![10.0, 15.0, 20.0]);
        let s = Sweep::parse("pusher.max_speed=0.1:0.3:0.1").expect("valid");
        assert_eq!(s.values, vec![0.1, 0.2, 0.3], "no 0.30000000000000004");
        let s = Sweep::parse("solver.iterations=4:4:1").expect("one value");
        assert_eq!(s.values, vec![4.0]);
    }

    #[test]
    fn rejects_bad_sweeps() {
        for bad in [
            "ramp.slope_deg",
            "ramp.slope_deg=10:20",
            "ramp.slope_deg=10:20:2:1",
            "ramp.slope_deg=a:20:2",
        ] {
            let err = Sweep::parse(bad).expect_err(bad);
            assert!(err.contains("field=from:to:step"), "{bad}: {err}");
        }
        for bad in [
            "ramp.slope_deg=10:20:0",
            "ramp.slope_deg=10:20:-1",
            "ramp.slope_deg=20:10:1",
            "ramp.slope_deg=10:inf:1",
        ] {
            let err = Sweep::parse(bad).expect_err(bad);
            assert!(err.contains("from <= to and step > 0"), "{bad}: {err}");
        }
        let err = Sweep::parse("ramp.slope_deg=0:1000:1").expect_err("too many");
        assert!(err.contains("at most"), "{err}");
        // A step so small that the count is infinite must not wrap to nothing.
        let err = Sweep::parse("ramp.slope_deg=0:1e308:1e-308").expect_err("infinite");
        assert!(err.contains("at most"), "{err}");
    }
}

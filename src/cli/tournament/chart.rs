//! The tournament's chart: win share per bot with its 95 % interval (left) and
//! decision time per bot, median and 95th percentile (right).

use super::report::Summary;
use crate::cli::chart_font::{register_chart_font, FONT};
use plotters::prelude::*;
use std::path::Path;

const BAR: RGBColor = RGBColor(60, 110, 200);
const P95: RGBColor = RGBColor(200, 120, 40);

/// Draws the chart into a PNG at `path`.
pub fn draw(path: &Path, summary: &Summary) -> Result<(), String> {
    register_chart_font()?;
    let err = |e: &dyn std::fmt::Display| format!("chart {}: {e}", path.display());
    let root = BitMapBackend::new(path, (1100, 520)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let title = format!(
        "tournament: {} ({} games, {} quarry with {}, seats rotated)",
        summary.seats.join(" vs "),
        summary.games,
        summary.quarry,
        summary.stones
    );
    let root = root.titled(&title, (FONT, 22)).map_err(|e| err(&e))?;
    let (left, right) = root.split_horizontally(550);
    win_panel(&left, summary).map_err(|e| err(&e))?;
    time_panel(&right, summary).map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))
}

type Area<'a> = DrawingArea<BitMapBackend<'a>, plotters::coord::Shift>;
type DrawResult<'a> =
    Result<(), DrawingAreaErrorKind<<BitMapBackend<'a> as DrawingBackend>::ErrorType>>;

/// The bot's name under its bar (x runs over -0.5 .. n - 0.5).
fn name_at(summary: &Summary, x: f64) -> String {
    let i = x.round();
    if (x - i).abs() > 0.01 || i < 0.0 {
        return String::new();
    }
    summary.seats.get(i as usize).cloned().unwrap_or_default()
}

fn win_panel<'a>(area: &Area<'a>, summary: &Summary) -> DrawResult<'a> {
    let n = summary.standings.len();
    let mut chart = ChartBuilder::on(area)
        .caption("win share, 95 % Wilson interval", (FONT, 18))
        .margin(14)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(-0.5..(n as f64 - 0.5), 0.0..100.0)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n * 2 + 1)
        .x_label_formatter(&|x| name_at(summary, *x))
        .y_desc("games won (%)")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .draw()?;
    let fair = 100.0 / n.max(1) as f64;
    chart.draw_series(LineSeries::new(
        [(-0.5, fair), (n as f64 - 0.5, fair)],
        BLACK.mix(0.4).stroke_width(1),
    ))?;
    for (i, s) in summary.standings.iter().enumerate() {
        let x = i as f64;
        chart.draw_series([Rectangle::new(
            [(x - 0.3, 0.0), (x + 0.3, 100.0 * s.win_share)],
            BAR.filled(),
        )])?;
        let (lo, hi) = (100.0 * s.win_share_low, 100.0 * s.win_share_high);
        let whisker = BLACK.stroke_width(2);
        chart.draw_series([
            PathElement::new([(x, lo), (x, hi)], whisker),
            PathElement::new([(x - 0.1, lo), (x + 0.1, lo)], whisker),
            PathElement::new([(x - 0.1, hi), (x + 0.1, hi)], whisker),
        ])?;
        chart.draw_series([Text::new(
            format!("{:.1} %", 100.0 * s.win_share),
            (x + 0.12, (100.0 * s.win_share).min(92.0) + 4.0),
            (FONT, 15),
        )])?;
    }
    Ok(())
}

fn time_panel<'a>(area: &Area<'a>, summary: &Summary) -> DrawResult<'a> {
    let n = summary.standings.len();
    let top = summary
        .standings
        .iter()
        .map(|s| s.decision_ms_p95)
        .fold(0.01f64, f64::max)
        * 1.15;
    let mut chart = ChartBuilder::on(area)
        .caption("decision time (median, p95)", (FONT, 18))
        .margin(14)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(-0.5..(n as f64 - 0.5), 0.0..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n * 2 + 1)
        .x_label_formatter(&|x| name_at(summary, *x))
        .y_desc("milliseconds per decision")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .draw()?;
    for (i, s) in summary.standings.iter().enumerate() {
        let x = i as f64;
        chart.draw_series([
            Rectangle::new([(x - 0.3, 0.0), (x, s.decision_ms_median)], BAR.filled()),
            Rectangle::new([(x, 0.0), (x + 0.3, s.decision_ms_p95)], P95.filled()),
        ])?;
    }
    chart
        .draw_series([Rectangle::new([(0.0, 0.0), (0.0, 0.0)], BAR.filled())])?
        .label("median")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 14, y + 5)], BAR.filled()));
    chart
        .draw_series([Rectangle::new([(0.0, 0.0), (0.0, 0.0)], P95.filled())])?
        .label("95th percentile")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 14, y + 5)], P95.filled()));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font((FONT, 15))
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}

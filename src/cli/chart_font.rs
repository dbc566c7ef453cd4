//! The text face of the headless charts (quarry-lab's sweep, the tournament).
//!
//! The bitmap backend has no system-font support (no `ttf` feature: it would pull
//! font-kit and fontconfig), so the Ubuntu Light face that egui already ships is
//! handed to plotters' ab_glyph renderer instead: no system fonts, no second copy.

use plotters::style::FontStyle;

/// The family name the charts' text is drawn in.
pub const FONT: &str = "sans-serif";

/// Registers the charts' font with plotters (idempotent).
pub fn register_chart_font() -> Result<(), String> {
    plotters::style::register_font(FONT, FontStyle::Normal, epaint_default_fonts::UBUNTU_LIGHT)
        .map_err(|_| "chart: the built-in font could not be read".to_string())
}

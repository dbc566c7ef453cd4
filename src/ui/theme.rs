//! The game's one egui style: the panels are the board's parchment, the text
//! its dark-brown print, the frames the wood of the box, with Roman red and
//! the coins' gold as accents; larger type than egui's default, rounded
//! "cards" and room between the lines.
//!
//! Decisions:
//! - Sizes are in points: the window multiplies them by the settings' "Size of
//!   the panels" and the screen's pixel ratio, so one style reads at 1280×720,
//!   at 4K and at every scale.
//! - Both themes egui knows (dark and light) get the same style, so that a
//!   system set to either shows the game's colours.
//! - A seat's colour is kept pure where it is a swatch (the disc or shape
//!   beside a name, like the pawn on the table); as the colour of text it is
//!   deepened ([`seat_ink`]) until it reads on the parchment, as a printer
//!   would darken a yellow for type.

use egui::{
    Color32, CornerRadius, FontFamily, FontId, Frame, Margin, Shadow, Stroke, Style, TextStyle,
};

/// The panels' background: the board's parchment.
pub const PARCHMENT: Color32 = Color32::from_rgb(238, 226, 199);
/// A card laid on the parchment (the income cards' paper).
pub const CARD: Color32 = Color32::from_rgb(248, 240, 221);
/// The print: text and outlines.
pub const INK: Color32 = Color32::from_rgb(56, 38, 24);
/// Text of less weight (hints, explanations).
pub const INK_WEAK: Color32 = Color32::from_rgb(104, 80, 58);
/// The box's wood: frames and separators.
pub const WOOD: Color32 = Color32::from_rgb(128, 88, 52);
/// A light wood for buttons.
pub const BUTTON: Color32 = Color32::from_rgb(226, 208, 170);
pub const BUTTON_HOVER: Color32 = Color32::from_rgb(236, 219, 182);
pub const BUTTON_DOWN: Color32 = Color32::from_rgb(206, 183, 138);
/// Roman red: the accent of headings and what asks for attention.
pub const ROMAN_RED: Color32 = Color32::from_rgb(150, 34, 26);
/// The coins' gold: what is picked, the winner's laurel.
pub const GOLD: Color32 = Color32::from_rgb(202, 152, 44);
/// The hint's colour ("What would Hard do?"): the outline of the hinted card,
/// cart space or sale in the panels and of the hinted space on the board
/// (`HighlightKind::Hint`), unlike any colour of the board or the panels.
pub const HINT: Color32 = Color32::from_rgb(255, 64, 224);
/// A warning that reads on parchment (orange would not).
pub const WARN: Color32 = Color32::from_rgb(138, 70, 0);
/// An error or refusal.
pub const ERROR: Color32 = Color32::from_rgb(170, 28, 18);
/// What is going well: a suggestion, a careful push.
pub const GOOD: Color32 = Color32::from_rgb(36, 110, 50);
/// The fill of a suggested button: light green, so its dark text reads.
pub const GOOD_FILL: Color32 = Color32::from_rgb(190, 216, 160);

/// Points of each text style (egui's own: 9 / 13 / 13 / 18).
const SMALL: f32 = 11.5;
const BODY: f32 = 14.5;
const BUTTON_TEXT: f32 = 14.5;
const HEADING: f32 = 21.0;
const MONOSPACE: f32 = 13.5;

/// Puts the game's style in force for every theme of `ctx`.
pub fn apply(ctx: &egui::Context) {
    ctx.all_styles_mut(style);
}

/// The game's style, written over `s`.
pub fn style(s: &mut Style) {
    s.text_styles = [
        (
            TextStyle::Small,
            FontId::new(SMALL, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(BODY, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(BUTTON_TEXT, FontFamily::Proportional),
        ),
        (
            TextStyle::Heading,
            FontId::new(HEADING, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(MONOSPACE, FontFamily::Monospace),
        ),
    ]
    .into();
    let sp = &mut s.spacing;
    sp.item_spacing = egui::vec2(7.0, 5.0);
    sp.button_padding = egui::vec2(7.0, 3.0);
    sp.interact_size.y = 22.0;
    sp.window_margin = Margin::same(12);
    sp.menu_margin = Margin::same(8);
    sp.icon_width = 16.0;
    sp.icon_width_inner = 9.0;
    visuals(&mut s.visuals);
}

fn visuals(v: &mut egui::Visuals) {
    v.dark_mode = false;
    v.text_options.alpha_from_coverage = egui::epaint::AlphaFromCoverage::LIGHT_MODE_DEFAULT;
    v.override_text_color = None;
    v.weak_text_color = Some(INK_WEAK);
    v.hyperlink_color = ROMAN_RED;
    v.faint_bg_color = Color32::from_rgb(230, 216, 186);
    v.extreme_bg_color = CARD;
    v.text_edit_bg_color = Some(Color32::from_rgb(252, 248, 238));
    v.code_bg_color = Color32::from_rgb(228, 214, 184);
    v.warn_fg_color = WARN;
    v.error_fg_color = ERROR;
    v.panel_fill = PARCHMENT;
    v.window_fill = CARD;
    v.window_stroke = Stroke::new(1.5, WOOD);
    v.window_corner_radius = CornerRadius::same(10);
    v.menu_corner_radius = CornerRadius::same(8);
    v.window_shadow = Shadow {
        offset: [4, 8],
        blur: 16,
        spread: 0,
        color: Color32::from_black_alpha(70),
    };
    v.popup_shadow = Shadow {
        offset: [3, 5],
        blur: 8,
        spread: 0,
        color: Color32::from_black_alpha(50),
    };
    v.selection.bg_fill = Color32::from_rgb(232, 196, 112);
    v.selection.stroke = Stroke::new(1.5, INK);
    v.text_cursor.stroke = Stroke::new(2.0, ROMAN_RED);
    v.striped = false;
    let w = &mut v.widgets;
    let round = CornerRadius::same(6);
    w.noninteractive.bg_fill = PARCHMENT;
    w.noninteractive.weak_bg_fill = PARCHMENT;
    w.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(196, 170, 128));
    w.noninteractive.fg_stroke = Stroke::new(1.0, INK);
    w.noninteractive.corner_radius = round;
    let button =
        |fill: Color32, edge: Color32, width: f32, text: Color32| egui::style::WidgetVisuals {
            bg_fill: fill,
            weak_bg_fill: fill,
            bg_stroke: Stroke::new(width, edge),
            corner_radius: round,
            fg_stroke: Stroke::new(1.5, text),
            expansion: 0.0,
        };
    w.inactive = button(BUTTON, Color32::from_rgb(170, 132, 88), 1.0, INK);
    w.hovered = button(BUTTON_HOVER, GOLD, 1.5, INK);
    w.active = button(BUTTON_DOWN, ROMAN_RED, 1.5, INK);
    w.open = button(BUTTON_HOVER, WOOD, 1.0, INK);
}

/// A rounded card on the parchment: a seat on the scoreboard, a line of the
/// results. `edge` outlines it (the seat to act, the winner).
pub fn card_frame(edge: Option<Color32>) -> Frame {
    Frame::new()
        .fill(CARD)
        .corner_radius(CornerRadius::same(8))
        .inner_margin(Margin::symmetric(8, 6))
        .stroke(match edge {
            Some(colour) => Stroke::new(2.0, colour),
            None => Stroke::new(1.0, Color32::from_rgb(204, 180, 140)),
        })
}

/// Relative luminance (WCAG) of an sRGB colour.
fn luminance(c: Color32) -> f32 {
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.040_45 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// The contrast ratio (WCAG, 1–21) of two colours.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The contrast body text needs (WCAG AA).
pub const TEXT_CONTRAST: f32 = 4.5;

/// A seat's colour as the colour of text on the panels: the colour itself
/// where it reads on the parchment (contrast ≥ 4.5; the lighter card paper
/// then reads too), else deepened step by step until it does (the yellows
/// become a dark gold, a light green a forest green).
pub fn seat_ink(colour: Color32) -> Color32 {
    let mut ink = colour;
    let mut shade = 1.0f32;
    while contrast(ink, PARCHMENT) < TEXT_CONTRAST && shade > 0.05 {
        shade -= 0.04;
        let dim = |v: u8| (f32::from(v) * shade).round() as u8;
        ink = Color32::from_rgb(dim(colour.r()), dim(colour.g()), dim(colour.b()));
    }
    ink
}

/// Black or white, whichever reads better on `fill` (text on a seat's chip).
pub fn text_on(fill: Color32) -> Color32 {
    if contrast(Color32::WHITE, fill) >= contrast(INK, fill) {
        Color32::WHITE
    } else {
        INK
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::ColourScheme;
    use crate::table::seats::PlayerColour;

    /// Every seat's name reads on the panels in both colour schemes, and the
    /// box's red and blue keep their own shade.
    #[test]
    fn every_seat_colour_reads_as_text_in_both_schemes() {
        for scheme in [ColourScheme::Box, ColourScheme::ColourBlind] {
            for seat in PlayerColour::ALL {
                let [r, g, b] = seat.rgb_in(scheme);
                let colour = Color32::from_rgb(r, g, b);
                let ink = seat_ink(colour);
                assert!(
                    contrast(ink, CARD) >= TEXT_CONTRAST
                        && contrast(ink, PARCHMENT) >= TEXT_CONTRAST,
                    "{scheme:?} {seat:?}: {ink:?}"
                );
                // Still the seat's hue: the largest channel stays the largest.
                let top = |c: Color32| {
                    let v = [c.r(), c.g(), c.b()];
                    (0..3).max_by_key(|&i| v[i]).unwrap_or(0)
                };
                assert_eq!(top(ink), top(colour), "{scheme:?} {seat:?}");
            }
        }
        let blue = Color32::from_rgb(40, 90, 200);
        assert_eq!(seat_ink(blue), blue, "a colour that reads is kept");
    }

    #[test]
    fn the_text_of_the_style_reads_on_its_panels_and_buttons() {
        let mut s = Style::default();
        style(&mut s);
        let v = &s.visuals;
        for (what, fill) in [
            ("panel", v.panel_fill),
            ("window", v.window_fill),
            ("button", v.widgets.inactive.weak_bg_fill),
            ("hovered button", v.widgets.hovered.weak_bg_fill),
            ("suggested button", GOOD_FILL),
        ] {
            assert!(contrast(INK, fill) >= 7.0, "{what}: {fill:?}");
        }
        for accent in [ROMAN_RED, WARN, ERROR, GOOD, INK_WEAK] {
            assert!(contrast(accent, PARCHMENT) >= TEXT_CONTRAST, "{accent:?}");
        }
        assert!(s.text_styles[&TextStyle::Body].size > 13.0, "larger type");
    }
}

//! Headless egui for panel tests: frames run on a plain `Context` with synthetic
//! input on a tall screen (long panels are drawn whole), widgets are found by the text they draw, and clicks are a pointer
//! press and release at that text's place, as a mouse would make them.

use egui::epaint::{ClippedShape, Shape};
use egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Rect, Ui, Vec2};

pub struct Harness {
    ctx: egui::Context,
    time: f64,
}

impl Harness {
    /// A context in the game's style (`theme`), as the window has it.
    pub fn new() -> Harness {
        Harness {
            ctx: themed_context(),
            time: 0.0,
        }
    }

    /// One frame of `draw` with `events`; what `draw` returned and what was drawn.
    pub fn frame<R>(
        &mut self,
        events: Vec<Event>,
        mut draw: impl FnMut(&mut Ui) -> R,
    ) -> (R, Vec<ClippedShape>) {
        self.time += 1.0 / 60.0;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1400.0, 4000.0))),
            time: Some(self.time),
            events,
            ..Default::default()
        };
        let mut result = None;
        let output = self.ctx.run_ui(input, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| result = Some(draw(ui)));
        });
        let result = result.expect("the frame ran the panel");
        (result, output.shapes)
    }

    /// Whether some text drawn by `draw` contains `needle`.
    pub fn shows_text(&mut self, needle: &str, mut draw: impl FnMut(&mut Ui)) -> bool {
        // A window's first frame only measures it, drawing nothing: look twice.
        (0..2).any(|_| {
            let (_, shapes) = self.frame(Vec::new(), &mut draw);
            find_text(&shapes, needle).is_some()
        })
    }

    /// Lays out `draw`, clicks the centre of the first text equal to `label`, and
    /// returns what `draw` returned in the frame of the release. Panics when
    /// the label is not drawn, so a test cannot pass by clicking nothing.
    pub fn click<R>(&mut self, label: &str, mut draw: impl FnMut(&mut Ui) -> R) -> R {
        // A window's first frame only measures it, drawing nothing: look twice.
        let rect = (0..2)
            .find_map(|_| {
                let (_, shapes) = self.frame(Vec::new(), &mut draw);
                find_exact_text(&shapes, label)
            })
            .unwrap_or_else(|| panic!("no text {label:?} is drawn"));
        let pos = rect.center();
        let button = |pressed| Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::default(),
        };
        self.frame(vec![Event::PointerMoved(pos), button(true)], &mut draw);
        self.frame(vec![button(false)], &mut draw).0
    }

    /// One frame of `draw` in which `key` is pressed (with Shift, or alone);
    /// what `draw` returned then.
    pub fn key<R>(&mut self, key: egui::Key, shift: bool, draw: impl FnMut(&mut Ui) -> R) -> R {
        let modifiers = if shift {
            Modifiers::SHIFT
        } else {
            Modifiers::NONE
        };
        let press = Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        };
        self.frame(vec![press], draw).0
    }
}

/// Every text `draw` lays out in a side panel `width` points wide (as the
/// window's panels are: fixed width, text wrapping inside), with its rectangle
/// measured from the panel's left edge.
pub fn texts_drawn(width: f32, mut draw: impl FnMut(&mut Ui)) -> Vec<(String, Rect)> {
    let ctx = themed_context();
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 4000.0))),
        ..Default::default()
    };
    let mut left = 0.0;
    let mut run = |ctx: &egui::Context| {
        ctx.run_ui(input.clone(), |ui| {
            egui::Panel::left("fit")
                .resizable(false)
                .exact_size(width)
                .show_inside(ui, |ui| {
                    left = ui.max_rect().left();
                    draw(ui);
                });
        })
    };
    // The first frame measures; the second draws what was measured.
    run(&ctx);
    let output = run(&ctx);
    texts(&output.shapes)
        .into_iter()
        .map(|(text, rect)| (text, rect.translate(Vec2::new(-left, 0.0))))
        .collect()
}

/// A text laid out on the screen: its words, where it lies, and the rectangle
/// it is clipped to (a window's, a scroll area's, the screen's).
#[derive(Clone, Debug)]
pub struct Drawn {
    pub text: String,
    pub rect: Rect,
    pub clip: Rect,
    /// Lines it was laid out in: a name on two is a name broken.
    pub rows: usize,
}

/// Every text `draw` lays out on a screen of `size` points (windows and areas
/// over the whole screen, as the window's floating screens are), with the
/// clip rectangle of each; the second frame, after the first measured.
pub fn texts_on_screen(size: Vec2, mut draw: impl FnMut(&egui::Context)) -> Vec<Drawn> {
    let ctx = themed_context();
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut output = None;
    for _ in 0..3 {
        output = Some(ctx.run_ui(input.clone(), |ui| draw(ui.ctx())));
    }
    let shapes = output.map(|o| o.shapes).unwrap_or_default();
    let mut out = Vec::new();
    for clipped in &shapes {
        let mut here = Vec::new();
        collect_galleys(&clipped.shape, &mut here);
        out.extend(here.into_iter().map(|(galley, pos)| {
            Drawn {
                text: shown_text(&galley),
                rect: galley.rect.translate(pos.to_vec2()),
                clip: clipped.clip_rect,
                rows: galley
                    .rows
                    .iter()
                    .filter(|r| !r.row.glyphs.is_empty())
                    .count()
                    .max(1),
            }
        }));
    }
    out
}

/// A context with the window's style: the type sizes the panels are measured in.
pub fn themed_context() -> egui::Context {
    let ctx = egui::Context::default();
    super::theme::apply(&ctx);
    ctx
}

/// Every laid-out text with its screen rectangle.
pub fn texts(shapes: &[ClippedShape]) -> Vec<(String, Rect)> {
    let mut out = Vec::new();
    for clipped in shapes {
        collect(&clipped.shape, &mut out);
    }
    out
}

/// The laid-out texts of one shape with their positions.
fn collect_galleys(shape: &Shape, out: &mut Vec<(std::sync::Arc<egui::Galley>, Pos2)>) {
    match shape {
        Shape::Text(t) => out.push((t.galley.clone(), t.pos)),
        Shape::Vec(shapes) => shapes.iter().for_each(|s| collect_galleys(s, out)),
        _ => {}
    }
}

/// The texts in one shape (a list of shapes walked through).
fn collect(shape: &Shape, out: &mut Vec<(String, Rect)>) {
    match shape {
        Shape::Text(t) => out.push((
            shown_text(&t.galley),
            t.galley.rect.translate(t.pos.to_vec2()),
        )),
        Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, out)),
        _ => {}
    }
}

/// The text a galley shows: its whole text, or where it was cut short to fit
/// (`Label::truncate`), what is left of it with its "…" (`Galley::text` keeps the
/// whole text either way, so a test reading it would never see a line cut short).
fn shown_text(galley: &egui::Galley) -> String {
    if galley.elided {
        galley.rows.iter().map(|row| row.text()).collect()
    } else {
        galley.text().to_string()
    }
}

/// The rectangles drawn with an outline of `colour` (a button's stroke, a
/// painted frame).
pub fn outlined(shapes: &[ClippedShape], colour: egui::Color32) -> Vec<Rect> {
    fn walk(shape: &Shape, colour: egui::Color32, out: &mut Vec<Rect>) {
        match shape {
            Shape::Rect(r) if r.stroke.color == colour && r.stroke.width > 0.0 => out.push(r.rect),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, colour, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in shapes {
        walk(&clipped.shape, colour, &mut out);
    }
    out
}

pub fn find_text(shapes: &[ClippedShape], needle: &str) -> Option<Rect> {
    texts(shapes)
        .into_iter()
        .find(|(t, _)| t.contains(needle))
        .map(|(_, r)| r)
}

fn find_exact_text(shapes: &[ClippedShape], label: &str) -> Option<Rect> {
    texts(shapes)
        .into_iter()
        .find(|(t, _)| t == label)
        .map(|(_, r)| r)
}

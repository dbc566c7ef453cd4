//! The guided first game on screen: a callout per step (`table::guide`), in
//! the game's parchment with a Roman-red edge, placed beside what it talks
//! about and pointing at it: the income cards, the quarry's button, the push
//! panel and the rewards in the turn panel (outlined in gold, an arrow from the
//! callout), or the lit spaces on the board (ringed, an arrow to the first).
//! The panels say where their parts lie with [`mark`] as they are laid out;
//! the callout is drawn after them in the same frame. Also the offer of the
//! guided game at a first start.

use super::theme::{CARD, GOLD, INK, ROMAN_RED};
use crate::table::guide::Step;
use crate::tr;
use egui::{Align2, Color32, Context, Id, Pos2, Rect, RichText, Stroke, Ui};

/// Parts of the panels a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// The face-up income cards.
    IncomeCards,
    /// The turn panel's "Quarry: push stones".
    QuarryButton,
    /// The turn panel's action buttons (stones to push, build, travel, end the turn).
    Actions,
    /// The push panel beside the quarry.
    PushPanel,
    /// The rewards and the cart.
    Rewards,
}

/// Says that `target` was laid out from `top` down to where `ui` will place
/// its next widget, across the whole width of `ui`. Marks last one frame.
pub fn mark(ui: &Ui, target: Target, top: f32) {
    let rect = Rect::from_x_y_ranges(ui.max_rect().x_range(), top..=ui.cursor().top());
    let pass = ui.ctx().cumulative_pass_nr();
    ui.ctx()
        .data_mut(|d| d.insert_temp(mark_id(target), (pass, rect)));
}

/// Where `target` was laid out this frame, if it was.
pub fn marked(ctx: &Context, target: Target) -> Option<Rect> {
    let pass = ctx.cumulative_pass_nr();
    let (at, rect): (u64, Rect) = ctx.data(|d| d.get_temp(mark_id(target)))?;
    (at == pass && rect.height() > 4.0).then_some(rect)
}

fn mark_id(target: Target) -> Id {
    Id::new(("guide-target", target))
}

/// What the table shows now, as far as the step's words and pointer depend
/// on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Situation {
    /// Another seat is playing: wait.
    OthersPlay,
    /// The person's turn, nothing special.
    Ready,
    /// In the quarry, choosing the stone to push.
    ChoosingStone,
    /// The stone waits at the entrance to be put in.
    Placing,
    /// The stone is in: push with Space held.
    Pushing,
    /// The stones are moving after the push.
    Settling,
    /// Stones dropped: their tiles wait to be loaded (or sold).
    Rewards,
    /// Nothing on the cart to build with.
    CartEmpty,
    /// Tiles on the cart, but none fits an open space yet.
    NoSpaceYet,
    /// One tile built this turn: a second, or end the turn.
    BuiltOne,
    /// No journey can be made now.
    CannotTravel,
}

impl Situation {
    /// Every situation, for the tests.
    pub const ALL: [Situation; 11] = [
        Situation::OthersPlay,
        Situation::Ready,
        Situation::ChoosingStone,
        Situation::Placing,
        Situation::Pushing,
        Situation::Settling,
        Situation::Rewards,
        Situation::CartEmpty,
        Situation::NoSpaceYet,
        Situation::BuiltOne,
        Situation::CannotTravel,
    ];

    /// A short name, for `--print-log` ("guide: push pushing").
    pub fn key(self) -> &'static str {
        match self {
            Situation::OthersPlay => "others-play",
            Situation::Ready => "ready",
            Situation::ChoosingStone => "choosing",
            Situation::Placing => "placing",
            Situation::Pushing => "pushing",
            Situation::Settling => "settling",
            Situation::Rewards => "rewards",
            Situation::CartEmpty => "cart-empty",
            Situation::NoSpaceYet => "no-space-yet",
            Situation::BuiltOne => "built-one",
            Situation::CannotTravel => "cannot-travel",
        }
    }
}

/// Everything the callout needs.
#[derive(Clone, Debug, PartialEq)]
pub struct GuideView {
    pub step: Step,
    pub situation: Situation,
    /// The person's name.
    pub name: String,
    /// The free middle of the window, between the panels (points).
    pub table: Rect,
    /// The lit spaces of the board the step is about (points).
    pub spots: Vec<Pos2>,
    /// Points spread over the quarry's ramp on screen, which the callout keeps
    /// clear of: the stones a person pushes, the middle of the board in the
    /// table's view.
    pub quarry: Vec<Pos2>,
}

/// A click in the callout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideAnswer {
    /// On to the next step (a step that only explains).
    Next,
    /// Leave the guide; the game goes on.
    Skip,
    /// The last step read: the guide is finished and the game goes on.
    PlayOn,
    /// The last step read: the guide is finished, and a game of one's own.
    NewGame,
}

/// The callout's width (points).
pub const CALLOUT_WIDTH: f32 = 330.0;
/// Its edge: Roman red, thick enough to be seen over the table.
const EDGE: f32 = 3.0;

/// The step's words: its title, what it teaches, and what to do now.
pub fn words(view: &GuideView) -> (String, String, Option<String>) {
    let name = view.name.as_str();
    let (title, body) = match view.step {
        Step::Welcome => (
            tr!("guide-welcome-title"),
            tr!("guide-welcome", name = name),
        ),
        Step::Income => (tr!("guide-income-title"), tr!("guide-income")),
        Step::Quarry => (tr!("guide-quarry-title"), tr!("guide-quarry")),
        Step::Push => (tr!("guide-push-title"), tr!("guide-push")),
        Step::Rewards => (tr!("guide-rewards-title"), tr!("guide-rewards")),
        Step::Build => (tr!("guide-build-title"), tr!("guide-build")),
        Step::Travel => (tr!("guide-travel-title"), tr!("guide-travel")),
        Step::End | Step::Over => (tr!("guide-end-title"), tr!("guide-end")),
    };
    let now = match view.situation {
        Situation::OthersPlay => Some(tr!("guide-wait")),
        Situation::Ready => None,
        Situation::ChoosingStone => Some(tr!("guide-push-choose")),
        Situation::Placing => Some(tr!("guide-push-place")),
        Situation::Pushing => Some(tr!("guide-push-hold")),
        Situation::Settling => Some(tr!("guide-push-settling")),
        Situation::Rewards if view.step == Step::Rewards => None,
        Situation::Rewards => Some(tr!("guide-rewards-load")),
        Situation::CartEmpty => Some(tr!("guide-build-cart-empty")),
        Situation::NoSpaceYet => Some(tr!("guide-build-no-space")),
        Situation::BuiltOne => Some(tr!("guide-build-built-one")),
        Situation::CannotTravel => Some(tr!("guide-travel-cannot")),
    };
    (title, body, now)
}

/// What the callout points at in the panels, if anything.
fn target(view: &GuideView) -> Option<Target> {
    use Situation as S;
    if view.situation == S::OthersPlay {
        return None;
    }
    // What the table asks now comes first (a second trip to the quarry in
    // the build step goes through the same hand), then the step's own part.
    match (view.step, view.situation) {
        (_, S::ChoosingStone | S::BuiltOne) => Some(Target::Actions),
        (_, S::Placing | S::Pushing | S::Settling) => Some(Target::PushPanel),
        (_, S::Rewards) | (Step::Rewards, _) => Some(Target::Rewards),
        (_, S::CartEmpty | S::NoSpaceYet) | (Step::Quarry, _) => Some(Target::QuarryButton),
        (Step::Income, _) | (Step::Travel, S::CannotTravel) => Some(Target::IncomeCards),
        (Step::Push, _) => Some(Target::PushPanel),
        _ => None,
    }
}

/// What the callout did in a frame: the click in it, if any, and the point
/// it points at (the middle of the part outlined, or the first space ringed).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Shown {
    pub answer: Option<GuideAnswer>,
    pub pointing_at: Option<Pos2>,
}

/// Draws the callout for `view`.
pub fn callout(ctx: &Context, view: &GuideView) -> Shown {
    let pointed = target(view).and_then(|t| {
        marked(ctx, t).or_else(|| {
            // The quarry's button is among the actions: point at them all
            // where it was not marked on its own.
            (t == Target::QuarryButton)
                .then(|| marked(ctx, Target::Actions))
                .flatten()
        })
    });
    let table = view.table;
    let spots: Vec<Pos2> = if view.situation == Situation::OthersPlay {
        Vec::new()
    } else {
        let on_table = view.spots.iter().copied().filter(|p| table.contains(*p));
        on_table.collect()
    };
    // Beside a part of a panel; over the board's bottom edge when spaces on the
    // board are lit (and over the quarry's bottom while pushing); in the middle
    // while it only explains.
    let pushing = matches!(
        view.situation,
        Situation::Placing | Situation::Pushing | Situation::Settling
    );
    let beside = pointed.filter(|_| !pushing).map(|rect| {
        let at = egui::pos2(rect.left() - 40.0, rect.top().max(table.top() + 8.0));
        (Align2::RIGHT_TOP, at)
    });
    let (pivot, at) = match beside {
        _ if view.step.explains() && pointed.is_none() => (Align2::CENTER_CENTER, table.center()),
        _ if pointed.is_some() || pushing => {
            let last = ctx.memory(|m| m.area_rect(Id::new("guide-callout")));
            let size = last.map_or(egui::vec2(CALLOUT_WIDTH + 28.0, 260.0), |r| r.size());
            clear_of_the_quarry(beside, size, table, &view.quarry)
        }
        _ => (
            Align2::CENTER_BOTTOM,
            egui::pos2(table.center().x, table.bottom() - 10.0),
        ),
    };
    let (title, body, now) = words(view);
    let number = view.step.number().unwrap_or(Step::TAUGHT.len());
    let mut answer = None;
    let frame = egui::Frame::window(&ctx.global_style())
        .fill(CARD)
        .stroke(Stroke::new(EDGE, ROMAN_RED));
    let shown = egui::Area::new(Id::new("guide-callout"))
        .order(egui::Order::Foreground)
        .pivot(pivot)
        .fixed_pos(at)
        .constrain_to(table.shrink(4.0))
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(CALLOUT_WIDTH);
                let step = tr!("guide-step", step = number, steps = Step::TAUGHT.len());
                ui.label(RichText::new(step).small().color(ROMAN_RED));
                ui.label(RichText::new(title).heading().color(ROMAN_RED));
                ui.label(RichText::new(body).color(INK));
                if let Some(now) = now {
                    ui.separator();
                    ui.label(RichText::new(now).strong().color(INK));
                }
                ui.add_space(4.0);
                ui.horizontal_wrapped(|ui| answer = buttons(ui, view.step));
            });
        });
    let callout = shown.response.rect;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        Id::new("guide-pointer"),
    ));
    if let Some(rect) = pointed {
        painter.rect_stroke(
            rect.expand(3.0),
            6.0,
            Stroke::new(3.0, GOLD),
            egui::StrokeKind::Outside,
        );
        let from = if pushing {
            callout.right_center()
        } else {
            egui::pos2(callout.right(), callout.top() + 28.0)
        };
        let to = egui::pos2(rect.left() - 4.0, from.y.clamp(rect.top(), rect.bottom()));
        arrow(&painter, from, to);
    } else if let Some(first) = spots.first() {
        let ring = Stroke::new(3.0, ROMAN_RED);
        for spot in &spots {
            painter.circle_stroke(*spot, 18.0, ring);
        }
        let from = egui::pos2(callout.center().x, callout.top());
        arrow(&painter, from, *first + (from - *first).normalized() * 20.0);
    }
    Shown {
        answer,
        pointing_at: pointed.map(|r| r.center()).or(spots.first().copied()),
    }
}

/// Where the callout goes when it points at a panel or while the person pushes:
/// beside the part it points at (`beside`) if that leaves the quarry clear, else
/// the corner of the table's view that covers least of it (the fewest of the
/// points spread over its ramp).
fn clear_of_the_quarry(
    beside: Option<(Align2, Pos2)>,
    size: egui::Vec2,
    table: Rect,
    quarry: &[Pos2],
) -> (Align2, Pos2) {
    let inset = table.shrink(10.0);
    let corners = [
        (Align2::RIGHT_BOTTOM, inset.right_bottom()),
        (Align2::LEFT_BOTTOM, inset.left_bottom()),
        (Align2::RIGHT_TOP, inset.right_top()),
        (Align2::LEFT_TOP, inset.left_top()),
    ];
    let covered = |(pivot, at): (Align2, Pos2)| {
        let rect = pivot.anchor_size(at, size);
        // As `constrain_to` will move it.
        let rect = rect.translate(egui::vec2(
            (table.left() - rect.left()).max(0.0) - (rect.right() - table.right()).max(0.0),
            (table.top() - rect.top()).max(0.0) - (rect.bottom() - table.bottom()).max(0.0),
        ));
        quarry.iter().filter(|p| rect.contains(**p)).count()
    };
    let mut best = beside.unwrap_or(corners[0]);
    for place in beside.into_iter().chain(corners) {
        if covered(place) == 0 {
            return place;
        }
        if covered(place) < covered(best) {
            best = place;
        }
    }
    best
}

/// The buttons under a step: "Next" where it explains (and at the end, "Play
/// on" and "New game"), and always a way out.
fn buttons(ui: &mut Ui, step: Step) -> Option<GuideAnswer> {
    let mut answer = None;
    match step {
        Step::End => {
            if ui.button(tr!("guide-play-on")).clicked() {
                answer = Some(GuideAnswer::PlayOn);
            }
            if ui.button(tr!("guide-new-game")).clicked() {
                answer = Some(GuideAnswer::NewGame);
            }
        }
        _ => {
            if step.explains() && ui.button(tr!("guide-next")).clicked() {
                answer = Some(GuideAnswer::Next);
            }
            if ui.button(tr!("guide-skip")).clicked() {
                answer = Some(GuideAnswer::Skip);
            }
        }
    }
    answer
}

/// A thick arrow from `from` to `to`, its head at `to`.
fn arrow(painter: &egui::Painter, from: Pos2, to: Pos2) {
    let along = to - from;
    if along.length() < 6.0 {
        return;
    }
    let dir = along.normalized();
    let side = egui::vec2(-dir.y, dir.x);
    let stroke = Stroke::new(4.0, ROMAN_RED);
    let base = to - dir * 14.0;
    painter.line_segment([from, base], stroke);
    painter.add(egui::Shape::convex_polygon(
        vec![to, base + side * 8.0, base - side * 8.0],
        ROMAN_RED,
        Stroke::NONE,
    ));
}

/// The answer to the first start's offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferAnswer {
    /// Play the guided first game now.
    Guide,
    /// Not now (the menu keeps it).
    NoThanks,
}

/// The offer of the guided first game, over the new-game screen at a first
/// start.
pub fn offer(ctx: &Context) -> Option<OfferAnswer> {
    let mut answer = None;
    let frame = egui::Frame::window(&ctx.global_style())
        .fill(CARD)
        .stroke(Stroke::new(EDGE, ROMAN_RED));
    egui::Area::new(Id::new("guide-offer"))
        .order(egui::Order::Foreground)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(CALLOUT_WIDTH + 40.0);
                ui.label(
                    RichText::new(tr!("guide-offer-title"))
                        .heading()
                        .color(ROMAN_RED),
                );
                ui.label(RichText::new(tr!("guide-offer")).color(INK));
                ui.add_space(4.0);
                ui.horizontal_wrapped(|ui| {
                    let play = egui::Button::new(RichText::new(tr!("guide-offer-yes")).strong())
                        .fill(super::theme::GOOD_FILL);
                    if ui.add(play).clicked() {
                        answer = Some(OfferAnswer::Guide);
                    }
                    if ui.button(tr!("guide-offer-no")).clicked() {
                        answer = Some(OfferAnswer::NoThanks);
                    }
                });
            });
        });
    answer
}

/// The callout's edge colour, for tests that find it in a picture.
pub const CALLOUT_EDGE: Color32 = ROMAN_RED;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::ui::harness::Harness;

    fn view(step: Step, situation: Situation) -> GuideView {
        GuideView {
            step,
            situation,
            name: "Livia".into(),
            table: Rect::from_min_max(egui::pos2(256.0, 30.0), egui::pos2(960.0, 800.0)),
            spots: vec![egui::pos2(600.0, 500.0)],
            quarry: Vec::new(),
        }
    }

    /// Every step and situation has words in every language (no key shown
    /// raw), and the name is said where the welcome says it.
    /// Points over a quadrilateral: its corners' blend on a 9 × 9 grid.
    fn spread(corners: [Pos2; 4]) -> Vec<Pos2> {
        let [a, b, c, d] = corners.map(|p| p.to_vec2());
        let mut points = Vec::new();
        for i in 0..9 {
            for j in 0..9 {
                let (u, v) = (i as f32 / 8.0, j as f32 / 8.0);
                let p =
                    a * (1.0 - u) * (1.0 - v) + b * u * (1.0 - v) + c * u * v + d * (1.0 - u) * v;
                points.push(p.to_pos2());
            }
        }
        points
    }

    #[test]
    fn the_callout_keeps_the_quarry_clear() {
        let table = Rect::from_min_max(egui::pos2(256.0, 28.0), egui::pos2(960.0, 800.0));
        let size = egui::vec2(358.0, 240.0);
        let panel_top = egui::pos2(928.0, 140.0);
        let place = (Align2::RIGHT_TOP, panel_top);
        let beside = Some(place);
        // Nothing in the way: beside the part pointed at.
        assert_eq!(clear_of_the_quarry(beside, size, table, &[]), place);
        // The quarry in the middle of the board, right under "beside": a corner.
        let [p, q] = [egui::pos2(540.0, 180.0), egui::pos2(640.0, 360.0)];
        let quarry = spread([p, egui::pos2(q.x, p.y), q, egui::pos2(p.x, q.y)]);
        let (pivot, at) = clear_of_the_quarry(beside, size, table, &quarry);
        let placed = pivot.anchor_size(at, size);
        assert!(quarry.iter().all(|p| !placed.contains(*p)), "{placed:?}");
        assert!(table.contains_rect(placed), "{placed:?}");
        // The close-up of shot 06: the entrance at the top middle, the ramp
        // widening down to the bottom left. The bottom right is clear of it.
        let ramp = spread([
            egui::pos2(590.0, 200.0),
            egui::pos2(690.0, 220.0),
            egui::pos2(620.0, 800.0),
            egui::pos2(300.0, 760.0),
        ]);
        let (pivot, _) = clear_of_the_quarry(None, size, table, &ramp);
        assert_eq!(pivot, Align2::RIGHT_BOTTOM);
    }

    #[test]
    fn every_step_has_its_words_in_every_language() {
        for lang in Lang::ALL {
            crate::i18n::set_language(lang);
            for step in Step::TAUGHT {
                for situation in Situation::ALL {
                    let (title, body, now) = words(&view(step, situation));
                    for text in [Some(title), Some(body), now].into_iter().flatten() {
                        assert!(!text.contains("guide-"), "{lang:?} {step:?}: {text}");
                        assert!(text.len() > 3, "{lang:?} {step:?}: {text}");
                    }
                }
            }
            let (_, welcome, _) = words(&view(Step::Welcome, Situation::Ready));
            assert!(welcome.contains("Livia"), "{lang:?}: {welcome}");
        }
        crate::i18n::set_language(Lang::En);
    }

    #[test]
    fn the_buttons_answer_next_skip_and_play_on() {
        crate::i18n::set_language(Lang::En);
        let mut h = Harness::new();
        let click = |h: &mut Harness, label: &str, step| {
            h.click(label, |ui| {
                ui.horizontal_wrapped(|ui| buttons(ui, step)).inner
            })
        };
        assert_eq!(
            click(&mut h, "Next (Enter)", Step::Welcome),
            Some(GuideAnswer::Next)
        );
        assert_eq!(
            click(&mut h, "Skip the guide (Esc)", Step::Income),
            Some(GuideAnswer::Skip)
        );
        assert_eq!(
            click(&mut h, "Play on (Enter)", Step::End),
            Some(GuideAnswer::PlayOn)
        );
        assert_eq!(
            click(&mut h, "New game", Step::End),
            Some(GuideAnswer::NewGame)
        );
    }

    #[test]
    fn each_step_points_at_its_part_of_the_panels() {
        let at = |step, situation| target(&view(step, situation));
        assert_eq!(
            at(Step::Income, Situation::Ready),
            Some(Target::IncomeCards)
        );
        assert_eq!(
            at(Step::Quarry, Situation::Ready),
            Some(Target::QuarryButton)
        );
        assert_eq!(
            at(Step::Push, Situation::ChoosingStone),
            Some(Target::Actions)
        );
        assert_eq!(at(Step::Push, Situation::Pushing), Some(Target::PushPanel));
        assert_eq!(at(Step::Rewards, Situation::Ready), Some(Target::Rewards));
        assert_eq!(
            at(Step::Build, Situation::Ready),
            None,
            "the board's spaces"
        );
        assert_eq!(at(Step::Income, Situation::OthersPlay), None);
    }
}

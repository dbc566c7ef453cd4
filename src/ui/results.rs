//! The results screen: shown over the table when the game ends. It celebrates
//! the winner (the name large, in the seat's colour, under a laurel) and
//! explains the score seat by seat in the rulebook's words: the victory points
//! gained during the game (tiles built, VP tokens of the cities), the 2 points
//! for the most sesterces, each segment's majority (most tiles 8, second most
//! 4), and the total. Then the ways on: *Rematch* (the same seats, a new
//! seed), *Watch again* (the game once more, turn by turn: `table::watch`),
//! *New game* (the new-game screen) and *Quit*; *Look at the table*
//! folds it away (the turn panel brings it back).
//!
//! Decisions:
//! - Seats are shown in the order they finished (the winner first; ties keep
//!   table order and share their place), each a column of the same width, so
//!   a row reads across as a comparison.
//! - Every number comes from `Game::final_scoring` (the rules' own scoring),
//!   and what the number counted is drawn beside it (the sesterces as a coin,
//!   the tiles built in a segment as a tile), so "+8" is never unexplained.
//! - Rows are laid out at fixed widths: the explanation wraps in its column
//!   (German and French run longer), the numbers never move.

use super::icons::{self, Icon};
use super::menu::MenuIntent;
use super::panels::{seat_colour, seat_mark};
use super::theme::{self, GOLD, INK, INK_WEAK, ROMAN_RED};
use crate::i18n::words::city_name;
use crate::rules::scoring::{FinalScoring, MAJORITY_FIRST, MAJORITY_SECOND, MONEY_BONUS};
use crate::rules::{City, Game, PlayerId, Segment, Size};
use crate::tr;
use egui::{Align, Color32, Layout, RichText, Sense, Stroke, Ui, Vec2};

/// The winner's name's size (points), where it fits.
const WINNER_SIZE: f32 = 34.0;

/// The explanations' column and each seat's column (points).
pub const LABEL_WIDTH: f32 = 320.0;
pub const SEAT_WIDTH: f32 = 96.0;

/// What the results screen asks for besides its numbers.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultsChoice {
    /// Rematch, New game or Quit: what the menu would do.
    Menu(MenuIntent),
    /// Look at the table: the screen folds away.
    Close,
}

/// The width the screen's content takes for `seats` seats.
pub fn content_width(seats: usize) -> f32 {
    LABEL_WIDTH + SEAT_WIDTH * seats as f32
}

/// The results screen as a window in the middle of `ctx`'s screen; `None`
/// until a button is clicked (or when the game is not over).
pub fn results_window(
    ctx: &egui::Context,
    game: &Game,
    colours: &[Color32],
) -> Option<ResultsChoice> {
    let seats = game.final_scoring()?.totals.len();
    let screen = ctx.content_rect();
    // As wide as the table of scores, or the screen where that is narrower
    // (a large panel scale): then it scrolls.
    let width = content_width(seats).min(screen.width() - 48.0).max(160.0);
    let mut choice = None;
    egui::Window::new(tr!("results-title"))
        .id(egui::Id::new("results"))
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(width)
        .max_width(width)
        .max_height((screen.height() - 24.0).max(200.0))
        .show(ctx, |ui| {
            // As tall as its content, up to the screen's height less the
            // buttons'; past that it scrolls.
            let tall = (screen.height() - 120.0).max(120.0);
            egui::ScrollArea::both()
                .max_height(tall)
                .min_scrolled_height(tall)
                .min_scrolled_width(width)
                .show(ui, |ui| {
                    score_sheet(ui, game, colours);
                });
            ui.add_space(6.0);
            choice = buttons(ui);
        });
    choice
}

/// The screen's content: the winner, the score explained, the buttons.
pub fn results(ui: &mut Ui, game: &Game, colours: &[Color32]) -> Option<ResultsChoice> {
    game.final_scoring()?;
    score_sheet(ui, game, colours);
    ui.add_space(6.0);
    buttons(ui)
}

/// The winner and the score explained (the part that scrolls on a small
/// screen; the buttons stay under it).
fn score_sheet(ui: &mut Ui, game: &Game, colours: &[Color32]) {
    let Some(scoring) = game.final_scoring() else {
        return;
    };
    let order = finishing_order(scoring);
    let width = content_width(order.len());
    ui.set_min_width(width);
    ui.vertical_centered(|ui| {
        ui.label(
            RichText::new(tr!("results-title").to_uppercase())
                .color(ROMAN_RED)
                .size(15.0)
                .strong(),
        );
        winners(ui, game, scoring, colours);
    });
    ui.add_space(6.0);
    ScoreTable {
        game,
        scoring,
        colours,
        order: &order,
    }
    .show(ui);
    ui.add_space(4.0);
    let ties = tr!(
        "results-ties",
        first = MAJORITY_FIRST,
        second = MAJORITY_SECOND
    );
    ui.scope(|ui| {
        ui.set_max_width(width);
        ui.label(RichText::new(ties).small().color(INK_WEAK));
    });
}

/// The seats by final score, best first; ties in table order.
fn finishing_order(scoring: &FinalScoring) -> Vec<PlayerId> {
    let mut order: Vec<PlayerId> = (0..scoring.totals.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(scoring.totals[i]));
    order
}

/// A seat's place: one more than the number of seats with more points.
fn place(scoring: &FinalScoring, seat: PlayerId) -> usize {
    let mine = scoring.totals[seat];
    1 + scoring.totals.iter().filter(|&&t| t > mine).count()
}

/// Room for one laurel branch beside the winner's name (points).
const BRANCH: Vec2 = Vec2::new(30.0, 42.0);

/// A laurel branch in gold, curving up beside the winner's name like half a
/// wreath: a stem bent round the name, with pairs of leaves along it pointing
/// up its curve (`right`: the branch on the name's right, mirrored).
fn laurel_branch(ui: &mut Ui, right: bool) {
    let (rect, _) = ui.allocate_exact_size(BRANCH, Sense::hover());
    let painter = ui.painter();
    // Mirrored on the right: x runs from the name outwards.
    let flip = |v: Vec2| if right { Vec2::new(-v.x, v.y) } else { v };
    let origin = if right {
        rect.left_bottom()
    } else {
        rect.right_bottom()
    };
    // The stem: an arc from the bottom next to the name, out and up.
    let at = |t: f32| {
        let a = std::f32::consts::PI * (0.15 + 0.75 * t);
        origin
            + flip(Vec2::new(
                -0.75 * BRANCH.x * a.sin(),
                -0.5 * BRANCH.y * (1.0 - a.cos()),
            ))
    };
    let stem = Stroke::new(1.5, Color32::from_rgb(150, 104, 20));
    let dark = Color32::from_rgb(176, 128, 30);
    let steps = 6;
    for k in 0..steps {
        let (t0, t1) = (k as f32 / steps as f32, (k + 1) as f32 / steps as f32);
        let (p0, p1) = (at(t0), at(t1));
        painter.line_segment([p0, p1], stem);
        let along = (p1 - p0).normalized();
        let across = Vec2::new(-along.y, along.x);
        for (side, fill) in [(1.0f32, GOLD), (-1.0, dark)] {
            // A leaf from the stem, leaning up the curve.
            let length = 10.0 - 0.8 * k as f32;
            let dir = (along * 0.75 + across * side * 0.65).normalized();
            let base = p0;
            let tip = base + dir * length;
            let mid = base + dir * (0.5 * length);
            let normal = Vec2::new(-dir.y, dir.x) * 2.6;
            painter.add(egui::Shape::convex_polygon(
                vec![base, mid + normal, tip, mid - normal],
                fill,
                Stroke::NONE,
            ));
        }
    }
    // A berry at the branch's top.
    painter.circle_filled(at(1.0), 2.4, dark);
}

/// The winner's name, large in the seat's colour (every name where the
/// victory is shared), and what the victory was.
fn winners(ui: &mut Ui, game: &Game, scoring: &FinalScoring, colours: &[Color32]) {
    let room = content_width(scoring.totals.len());
    for &w in &scoring.winners {
        let colour = seat_colour(colours, w);
        let name = game.players()[w].name();
        ui.horizontal(|ui| {
            // As large as the line allows: a long name of wide letters is set smaller.
            let swatch = 26.0;
            let gap = ui.spacing().item_spacing.x;
            let wide = |size: f32| {
                let font = egui::FontId::proportional(size);
                ui.painter()
                    .layout_no_wrap(name.to_string(), font, INK)
                    .size()
                    .x
            };
            let size =
                (WINNER_SIZE * (room - swatch - gap - 8.0) / wide(WINNER_SIZE)).min(WINNER_SIZE);
            // Centred: the name's width is known only once laid out.
            let total = wide(size) + swatch + 3.0 * gap + 2.0 * BRANCH.x;
            ui.add_space(((room - total) / 2.0).max(0.0));
            laurel_branch(ui, false);
            seat_swatch(ui, colour, swatch);
            let text = RichText::new(name)
                .size(size)
                .strong()
                .color(theme::seat_ink(colour));
            ui.add(egui::Label::new(text).extend());
            laurel_branch(ui, true);
        });
    }
    let count = scoring.winners.len();
    let score = scoring.winners.first().map_or(0, |&w| scoring.totals[w]);
    ui.label(
        RichText::new(tr!("results-wins", count = count, score = score))
            .size(18.0)
            .color(INK),
    );
}

/// A seat's colour as a disc (its pawn) or, in the colour-blind scheme, its shape.
pub fn seat_swatch(ui: &mut Ui, colour: Color32, side: f32) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    match seat_mark(colour) {
        Some(mark) => {
            super::marks::paint_mark(ui.painter(), rect.center(), side * 0.9, mark, colour)
        }
        None => {
            ui.painter()
                .circle(rect.center(), side * 0.42, colour, Stroke::new(1.5, INK));
        }
    }
}

/// The score explained, a row per part of the final scoring.
struct ScoreTable<'a> {
    game: &'a Game,
    scoring: &'a FinalScoring,
    colours: &'a [Color32],
    order: &'a [PlayerId],
}

/// One seat's cell: a drawing of what was counted (and its count), then the points.
struct Cell {
    counted: Option<(Icon, u32)>,
    points: String,
    /// The total's cell: larger, with the seat's place after it.
    place: Option<usize>,
}

impl ScoreTable<'_> {
    fn show(&self, ui: &mut Ui) {
        let s = self.scoring;
        self.header(ui);
        let track = |i: PlayerId| Cell {
            counted: None,
            points: s.before[i].to_string(),
            place: None,
        };
        let (large, mid, small) = (
            Size::Large.tile_vp(),
            Size::Mid.tile_vp(),
            Size::Small.tile_vp(),
        );
        self.row(
            ui,
            0,
            tr!("results-row-track"),
            tr!(
                "results-row-track-note",
                large = large,
                mid = mid,
                small = small
            ),
            track,
        );
        let money = |i: PlayerId| Cell {
            counted: Some((Icon::Coin, self.game.players()[i].sesterces())),
            points: plus(s.money[i]),
            place: None,
        };
        self.row(
            ui,
            1,
            tr!("results-row-money", vp = MONEY_BONUS),
            tr!("results-row-money-note"),
            money,
        );
        for segment in Segment::ALL {
            let k = segment.index();
            let (from, to) = (city_name(City::ALL[k]), city_name(City::ALL[k + 1]));
            let label = tr!(
                "results-row-segment",
                segment = format!("{segment:?}"),
                from = from,
                to = to
            );
            let note = tr!(
                "results-row-segment-note",
                first = MAJORITY_FIRST,
                second = MAJORITY_SECOND
            );
            let cell = |i: PlayerId| Cell {
                counted: Some((
                    Icon::Tile(Size::Mid),
                    self.game.players()[i].bonus_tokens()[k],
                )),
                points: plus(s.segments[k][i]),
                place: None,
            };
            self.row(ui, 2 + k, label, note, cell);
        }
        let total = |i: PlayerId| Cell {
            counted: None,
            points: s.totals[i].to_string(),
            place: Some(place(s, i)),
        };
        self.row(ui, 0, tr!("results-row-total"), String::new(), total);
    }

    /// The seats' names over their columns, with their places.
    fn header(&self, ui: &mut Ui) {
        ui.with_layout(Layout::left_to_right(Align::Min), |ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            ui.add_space(LABEL_WIDTH);
            for &seat in self.order {
                let colour = seat_colour(self.colours, seat);
                let name = self.game.players()[seat].name();
                ui.allocate_ui_with_layout(
                    Vec2::new(SEAT_WIDTH, 0.0),
                    Layout::left_to_right(Align::Center),
                    |ui| {
                        ui.set_width(SEAT_WIDTH);
                        ui.spacing_mut().item_spacing.x = 3.0;
                        let side = icons::line_side(ui) * 0.8;
                        let words = RichText::new(name).strong().color(theme::seat_ink(colour));
                        let text_width = ui
                            .painter()
                            .layout_no_wrap(
                                name.to_string(),
                                egui::TextStyle::Body.resolve(ui.style()),
                                INK,
                            )
                            .size()
                            .x
                            .min(SEAT_WIDTH - side - 6.0);
                        ui.add_space(((SEAT_WIDTH - side - 3.0 - text_width) / 2.0).max(0.0));
                        seat_swatch(ui, colour, side);
                        ui.add(egui::Label::new(words).truncate());
                    },
                );
            }
        });
    }

    /// One part of the scoring: its words (and a note under them) on the left,
    /// each seat's cell in its column; `stripe` alternates the rows' paper.
    fn row(
        &self,
        ui: &mut Ui,
        stripe: usize,
        label: String,
        note: String,
        cell: impl Fn(PlayerId) -> Cell,
    ) {
        let total = note.is_empty();
        let width = content_width(self.order.len());
        let frame = egui::Frame::new()
            .fill(if total {
                Color32::from_rgb(236, 214, 160)
            } else if stripe.is_multiple_of(2) {
                theme::CARD
            } else {
                Color32::from_rgb(240, 229, 205)
            })
            .corner_radius(6.0)
            .inner_margin(egui::Margin::symmetric(0, 3));
        frame.show(ui, |ui| {
            ui.set_width(width);
            ui.with_layout(Layout::left_to_right(Align::Min), |ui| {
                ui.spacing_mut().item_spacing.x = 0.0;
                ui.allocate_ui_with_layout(
                    Vec2::new(LABEL_WIDTH, 0.0),
                    Layout::top_down(Align::Min),
                    |ui| {
                        ui.set_width(LABEL_WIDTH - 8.0);
                        ui.horizontal(|ui| {
                            ui.add_space(8.0);
                            ui.vertical(|ui| {
                                ui.spacing_mut().item_spacing.y = 1.0;
                                let words = RichText::new(label).color(INK);
                                ui.label(if total {
                                    words.strong().size(18.0)
                                } else {
                                    words.strong()
                                });
                                if !total {
                                    ui.label(RichText::new(note).small().color(INK_WEAK));
                                }
                            });
                        });
                    },
                );
                for &seat in self.order {
                    let c = cell(seat);
                    ui.allocate_ui_with_layout(
                        Vec2::new(SEAT_WIDTH, 0.0),
                        Layout::left_to_right(Align::Center),
                        |ui| {
                            ui.set_width(SEAT_WIDTH);
                            ui.spacing_mut().item_spacing.x = 4.0;
                            let points = RichText::new(&c.points).color(INK);
                            let points = if c.place.is_some() {
                                points.size(22.0).strong()
                            } else {
                                points.size(17.0).strong()
                            };
                            let inner = SEAT_WIDTH - 16.0;
                            ui.add_space(8.0);
                            match c.counted {
                                Some((what, n)) => {
                                    ui.scope(|ui| {
                                        ui.set_width(inner * 0.5);
                                        let words = counted_words(what, n);
                                        icons::counted(ui, what, n, &words);
                                    });
                                    ui.label(points);
                                }
                                None => {
                                    ui.add_space(inner * 0.2);
                                    ui.label(points);
                                    if let Some(here) = c.place {
                                        let words = tr!("results-place", place = here);
                                        ui.label(RichText::new(words).small().color(INK_WEAK));
                                    }
                                }
                            }
                        },
                    );
                }
            });
        });
        ui.add_space(1.0);
    }
}

/// Points gained in a part of the scoring: "+8", or "–" for none.
fn plus(points: u32) -> String {
    if points == 0 {
        "–".to_string()
    } else {
        format!("+{points}")
    }
}

/// What a drawing in a cell counted, in words (shown on hovering it).
fn counted_words(what: Icon, n: u32) -> String {
    match what {
        Icon::Coin => tr!("panels-score-money", count = n),
        _ => tr!("results-tiles-built", count = n),
    }
}

/// Rematch, Watch again, New game, Quit, and folding the screen away.
fn buttons(ui: &mut Ui) -> Option<ResultsChoice> {
    let mut choice = None;
    ui.horizontal(|ui| {
        let big = |text: String| egui::Button::new(RichText::new(text).size(18.0).strong());
        let rematch = ui
            .add(big(tr!("results-rematch")).fill(theme::GOOD_FILL))
            .on_hover_text(tr!("results-rematch-hint"));
        if rematch.clicked() {
            choice = Some(ResultsChoice::Menu(MenuIntent::Rematch));
        }
        let watch = ui
            .add(big(tr!("watch-again")))
            .on_hover_text(tr!("watch-again-hint"));
        if watch.clicked() {
            choice = Some(ResultsChoice::Menu(MenuIntent::WatchAgain));
        }
        if ui.add(big(tr!("results-new-game"))).clicked() {
            choice = Some(ResultsChoice::Menu(MenuIntent::NewGame));
        }
        if ui.add(big(tr!("results-quit"))).clicked() {
            choice = Some(ResultsChoice::Menu(MenuIntent::Quit));
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui.button(tr!("results-look")).clicked() {
                choice = Some(ResultsChoice::Close);
            }
        });
    });
    choice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::default_game_data;
    use crate::i18n::{in_language, Lang};
    use crate::rules::{GameBuilder, Setup};
    use crate::ui::harness::{texts_on_screen, Harness};

    /// Livia, Marcus and Julia at the end of a game: Marcus with most money and
    /// most tiles in A, Livia most in B, none in C.
    fn finished() -> Game {
        let data = default_game_data().expect("data");
        let setup = Setup {
            seed: 9,
            players: vec!["Livia".into(), "Marcus".into(), "Julia".into()],
            options: Default::default(),
        };
        let game = Game::new(data, &setup).expect("game");
        GameBuilder::from_game(game)
            .sesterces(0, 3)
            .sesterces(1, 7)
            .sesterces(2, 5)
            .build()
            .map(|g| GameBuilder::from_game(g).game_over().build().expect("over"))
            .expect("consistent")
    }

    #[test]
    fn each_button_gives_its_choice() {
        let game = finished();
        let mut h = Harness::new();
        let mut click = |label: &str| h.click(label, |ui| results(ui, &game, &[]));
        assert_eq!(
            click("Rematch"),
            Some(ResultsChoice::Menu(MenuIntent::Rematch))
        );
        assert_eq!(
            click("New game"),
            Some(ResultsChoice::Menu(MenuIntent::NewGame))
        );
        assert_eq!(
            click("Watch again"),
            Some(ResultsChoice::Menu(MenuIntent::WatchAgain))
        );
        assert_eq!(click("Quit"), Some(ResultsChoice::Menu(MenuIntent::Quit)));
        assert_eq!(click("Look at the table (Esc)"), Some(ResultsChoice::Close));
    }

    /// The winner is named, every part of the score is said with its points
    /// (the money bonus only for the most sesterces), in each language.
    #[test]
    fn the_score_is_explained_seat_by_seat_in_each_language() {
        let game = finished();
        let scoring = game.final_scoring().expect("over").clone();
        assert_eq!(scoring.winners, vec![1], "Marcus has the most money");
        for lang in Lang::ALL {
            in_language(lang, || {
                let drawn = texts_on_screen(egui::vec2(1280.0, 720.0), |ctx| {
                    results_window(ctx, &game, &[]);
                });
                let shown = |needle: &str| drawn.iter().any(|t| t.text == needle);
                let wins = tr!("results-wins", count = 1, score = scoring.totals[1]);
                let money = tr!("results-row-money", vp = MONEY_BONUS);
                for words in [
                    "Marcus".to_string(),
                    wins,
                    tr!("results-row-track"),
                    money,
                    tr!("results-row-total"),
                    tr!("results-rematch"),
                ] {
                    assert!(shown(&words), "{}: {words:?} in {drawn:#?}", lang.code());
                }
                let plus_two = drawn.iter().filter(|t| t.text == "+2").count();
                assert_eq!(plus_two, 1, "{}: the money bonus once", lang.code());
                let place = tr!("results-place", place = 1);
                assert!(shown(&place), "{}: {place:?}", lang.code());
            });
        }
    }

    #[test]
    fn places_are_shared_by_equal_totals() {
        let scoring = crate::rules::scoring::score_final(&[10, 12, 10], &[0, 0, 0], &[[0; 3]; 3]);
        assert_eq!(finishing_order(&scoring), vec![1, 0, 2]);
        assert_eq!(place(&scoring, 1), 1);
        assert_eq!(place(&scoring, 0), 2);
        assert_eq!(place(&scoring, 2), 2);
    }
}

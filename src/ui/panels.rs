//! The panels themselves. Each takes the game read-only and returns the intent
//! of a click, if any.

use super::guide_panel::{mark, Target};
use crate::i18n::words::{size_key, stones_text, tiles_text};
use crate::rules::{Command, Game, Phase, PlayerId, Segment, Size, SizeCounts};
use crate::table::describe::{command_label, expected_text};
use crate::table::Intent;
use crate::tr;
use egui::{Color32, RichText, Ui};

use super::icons;
use super::marks::paint_mark;
use super::shortcuts::Shortcuts;
use super::theme;
pub use crate::table::seats::PLAYER_COLOURS;
use crate::table::seats::{colour_scheme, PlayerColour, SeatMark};

/// A cart that cannot be built from and has no room for a tile that could: said
/// in so many words (the bots' own judgement), with what the road wants.
fn stuck_cart_warning(ui: &mut Ui, game: &Game) {
    let Some(wanted) = crate::bots::evaluate::stuck_cart(game, game.current()) else {
        return;
    };
    let sizes = wanted_sizes(&wanted);
    let way = if game.options().unload_stuck_cart && game.cart_is_stuck() {
        tr!("panels-stuck-unload")
    } else {
        tr!("panels-stuck-wait")
    };
    ui.label(RichText::new(tr!("panels-stuck", sizes = sizes, way = way)).color(theme::WARN));
}

/// The tile sizes the road wants, largest first: "large or mid".
pub fn wanted_sizes(wanted: &[crate::rules::Size]) -> String {
    wanted
        .iter()
        .rev()
        .map(|&s| tr!("panels-stuck-size", size = size_key(s)))
        .reduce(|first, second| tr!("panels-or", first = first, second = second))
        .unwrap_or_default()
}

/// A cart none of whose tiles can be built now may be unloaded (the decided
/// rule, when the game plays with it): a tick for each tile on the cart (all
/// ticked at first) and one button that returns the ticked ones, as the turn.
fn unload_box(ui: &mut Ui, game: &Game, legal: &[Command], keys: &mut Shortcuts) -> Option<Intent> {
    if !legal
        .iter()
        .any(|c| matches!(c, Command::UnloadCart { .. }))
    {
        return None;
    }
    let cart = game.current_player().cart();
    let id = ui.id().with("unload-ticks");
    let remembered: Option<Vec<SizeCounts>> = ui.data_mut(|d| d.get_temp(id));
    let mut ticked = remembered
        .filter(|t| {
            t.len() == cart.slots.len() && cart.slots.iter().zip(t).all(|(l, t)| l.covers(t))
        })
        .unwrap_or_else(|| cart.slots.clone());
    ui.separator();
    ui.label(tr!("panels-unload"));
    for (slot, load) in cart.slots.iter().enumerate() {
        for size in Size::ALL.into_iter().rev().filter(|&s| load.get(s) > 0) {
            let mut on = ticked[slot].get(size) > 0;
            let (size_name, space) = (size_key(size), slot + 1);
            let text = tr!("panels-unload-tile", size = size_name, space = space);
            if ui.checkbox(&mut on, text).changed() {
                *ticked[slot].get_mut(size) = if on { load.get(size) } else { 0 };
            }
        }
    }
    ui.data_mut(|d| d.insert_temp(id, ticked.clone()));
    let command = Command::UnloadCart { returned: ticked };
    keys.action(
        ui,
        legal.contains(&command),
        egui::Button::new(tr!("panels-unload-button")),
    )
    .then_some(Intent::Command(command))
}

/// The Undo button, always in its place at the top of the actions (greyed out
/// when there is nothing to take back), so that the buttons below never move.
/// `undo` is the step's words as the table stood before it.
pub fn undo_button(ui: &mut Ui, undo: Option<&str>) -> Option<Intent> {
    let label = match undo {
        Some(step) => tr!("panels-undo-step", step = step),
        None => tr!("panels-undo"),
    };
    // One line whatever the step's words: a longer label must not push the
    // buttons below it down.
    ui.add_enabled(undo.is_some(), egui::Button::new(label).truncate())
        .on_disabled_hover_text(tr!("panels-undo-nothing"))
        .clicked()
        .then_some(Intent::Undo)
}

/// A seat's colour for egui.
pub fn colour32(colour: PlayerColour) -> Color32 {
    let [r, g, b] = colour.rgb();
    Color32::from_rgb(r, g, b)
}

pub fn player_colour(player: PlayerId) -> Color32 {
    colour32(PlayerColour::ALL[player % PlayerColour::ALL.len()])
}

/// The seat's shape where the colour scheme marks seats: the seat whose colour
/// (in the scheme drawn now) is `colour`. Panels are given the seats' colours
/// (`colour32` of their `PlayerColour`), so the colour names the seat.
pub fn seat_mark(colour: Color32) -> Option<SeatMark> {
    if !colour_scheme().marks() {
        return None;
    }
    PlayerColour::ALL
        .into_iter()
        .find(|c| colour32(*c) == colour)
        .map(PlayerColour::mark)
}

/// `text` in the seat's ink (its colour, deepened where it would not read on
/// the parchment), after the seat's swatch: its pawn's colour as a disc, or its
/// shape where the scheme has shapes. Wrapped: a long name must not widen the
/// panel (and push the lines and buttons below it past the panel's edge).
fn seat_label(ui: &mut Ui, colours: &[Color32], player: PlayerId, text: RichText) {
    let colour = seat_colour(colours, player);
    ui.horizontal(|ui| {
        let side = ui.text_style_height(&egui::TextStyle::Body);
        super::results::seat_swatch(ui, colour, side);
        ui.add(egui::Label::new(text.color(theme::seat_ink(colour))).wrap());
    });
}

/// The colour chosen for a seat (`colours`, indexed like the players), or the
/// seat's default colour.
pub fn seat_colour(colours: &[Color32], player: PlayerId) -> Color32 {
    colours
        .get(player)
        .copied()
        .unwrap_or_else(|| player_colour(player))
}

/// The active player's choices, all taken from `legal_actions()`.
pub fn actions_panel(
    ui: &mut Ui,
    game: &Game,
    colours: &[Color32],
    undo: Option<&str>,
    w: &crate::bots::Weights,
    hinted: Option<&Command>,
) -> Option<Intent> {
    if game.is_over() {
        ui.heading(tr!("panels-game-over"));
        return None;
    }
    let player = game.current();
    let name = game.players()[player].name();
    seat_label(
        ui,
        colours,
        player,
        RichText::new(tr!("panels-turn", name = name)).heading(),
    );
    let expects = expected_text(game.phase_expects());
    let now = tr!("panels-round-now", round = game.round(), expects = expects);
    now_line(ui, now);
    if game.awaiting_quarry().is_some() {
        ui.label(tr!("panels-stones-moving"));
        return None;
    }
    let mut chosen = undo_button(ui, undo);
    let legal = game.legal_actions();
    let keys = &mut Shortcuts::new(ui);
    if let Some(rewards) = super::rewards::waiting_rewards(game) {
        ui.separator();
        let top = ui.cursor().top();
        let taken = super::rewards::rewards_panel(ui, game, rewards, &legal, keys, w, hinted);
        mark(ui, Target::Rewards, top);
        return chosen.or(taken);
    }
    if matches!(game.phase(), Phase::ChooseAction) {
        stuck_cart_warning(ui, game);
        let top = ui.cursor().top();
        chosen = chosen.or(super::income_cards::income_cards(
            ui, game, &legal, keys, hinted,
        ));
        mark(ui, Target::IncomeCards, top);
    }
    ui.separator();
    let actions_top = ui.cursor().top();
    let others: Vec<&Command> = legal
        .iter()
        .filter(|c| !matches!(c, Command::TakeIncome { .. } | Command::UnloadCart { .. }))
        .collect();
    for (command, label) in others.iter().zip(button_labels(game, &others)) {
        let top = ui.cursor().top();
        let mut button = egui::Button::new(label);
        if hinted == Some(*command) {
            button = button.stroke(egui::Stroke::new(3.0, super::theme::HINT));
        }
        if keys.action(ui, true, button) {
            chosen = Some(Intent::Command((*command).clone()));
        }
        if **command == Command::StartQuarry {
            mark(ui, Target::QuarryButton, top);
        }
    }
    mark(ui, Target::Actions, actions_top);
    // Last, so that the actions above keep their keys: a player who presses A for the
    // quarry out of habit must not give his tiles back and lose the turn.
    if matches!(game.phase(), Phase::ChooseAction) {
        chosen = chosen.or(unload_box(ui, game, &legal, keys));
    }
    if let Phase::Quarry(q) = game.phase() {
        if !q.rewards().is_empty() {
            let rewards: Vec<String> = q
                .rewards()
                .iter()
                .map(|&r| tr!("panels-reward", size = size_key(r)))
                .collect();
            ui.label(tr!("panels-waiting-rewards", rewards = rewards.join(", ")));
        }
    }
    chosen
}

/// What the turn expects now, under the round, in a box two lines high
/// whether it takes one line or two, so that the buttons below keep their
/// place from phase to phase (cut short with "…" past two lines).
pub(super) fn now_line(ui: &mut Ui, now: String) {
    let width = ui.available_width();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let mut job = egui::text::LayoutJob::simple(now, font, ui.visuals().text_color(), width);
    job.wrap.max_rows = 2;
    job.wrap.overflow_character = Some('…');
    ui.allocate_ui_with_layout(
        egui::vec2(width, 2.0 * line),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(egui::vec2(width, 2.0 * line));
            ui.label(job);
        },
    );
}

/// The buttons' words: each command's label, and where two tiles of one size
/// could be built on the same space from different cart spaces, which cart
/// space (the choice matters: it frees that space for the next load).
fn button_labels(game: &Game, commands: &[&Command]) -> Vec<String> {
    let labels: Vec<String> = commands.iter().map(|c| command_label(game, c)).collect();
    labels
        .iter()
        .zip(commands)
        .map(|(label, command)| match command {
            Command::Build { slot, .. } if labels.iter().filter(|l| *l == label).count() > 1 => {
                tr!("panels-from-cart-space", action = label, space = slot + 1)
            }
            _ => label.clone(),
        })
        .collect()
}

/// Public information for everyone, and the sesterces of `viewer` only: a
/// card per seat (the seat to act outlined in its colour) with the score, where
/// its pawn stands, its stones and cart drawn as pieces, the tiles it built per
/// segment, and its money as coins where it may be seen.
pub fn scoreboard(ui: &mut Ui, game: &Game, viewer: Option<PlayerId>, colours: &[Color32]) {
    let money_shown = |i| viewer == Some(i) || game.is_over();
    scoreboard_for(ui, game, &money_shown, colours);
}

/// [`scoreboard`], with each seat's sesterces shown where `money_shown` says
/// (a game watched again shows everyone's).
pub fn scoreboard_for(
    ui: &mut Ui,
    game: &Game,
    money_shown: &dyn Fn(PlayerId) -> bool,
    colours: &[Color32],
) {
    ui.heading(RichText::new(tr!("panels-round", round = game.round())).color(theme::ROMAN_RED));
    for (i, p) in game.players().iter().enumerate() {
        let to_act = i == game.current() && !game.is_over();
        let colour = seat_colour(colours, i);
        theme::card_frame(to_act.then(|| theme::seat_ink(colour))).show(ui, |ui| {
            ui.set_width(ui.available_width());
            let marker = if to_act { "▶ " } else { "" };
            let line = tr!("panels-score", name = p.name(), score = p.score());
            seat_label(
                ui,
                colours,
                i,
                RichText::new([marker, &line].concat()).strong(),
            );
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 5.0;
                let place = tr!("panels-place", place = p.position().to_string());
                ui.label(tr!("panels-score-at", place = place));
                ui.label(RichText::new(tr!("panels-score-stones")).small().weak());
                icons::stones(ui, &p.stones(), &stones_text(&p.stones()));
                ui.label(RichText::new(tr!("panels-score-cart")).small().weak());
                let cart = p.cart().tiles();
                icons::tiles(ui, &cart, &tiles_text(&cart));
            });
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 5.0;
                let tiles: Vec<String> = Segment::ALL
                    .iter()
                    .map(|s| format!("{s:?} {}", p.bonus_tokens()[s.index()]))
                    .collect();
                ui.label(tr!("panels-score-tiles", tiles = tiles.join(" ")));
                if p.push_token() {
                    ui.label(RichText::new(tr!("panels-score-push")).color(theme::ROMAN_RED));
                }
                if money_shown(i) {
                    let words = tr!("panels-score-money", count = p.sesterces());
                    icons::coins(ui, p.sesterces(), &words);
                }
            });
        });
        ui.add_space(2.0);
    }
}

/// The hot-seat curtain between two human turns: the money stays hidden until
/// the player to act clicks.
pub fn curtain(ui: &mut Ui, game: &Game, colours: &[Color32]) -> Option<Intent> {
    let name = game.current_player().name();
    let colour = seat_colour(colours, game.current());
    ui.vertical_centered(|ui| {
        ui.add_space(40.0);
        let heading = ui.heading(
            RichText::new(tr!("panels-turn", name = name))
                .color(theme::seat_ink(colour))
                .size(32.0),
        );
        // The seat's shape before the name, so that colour is not the only cue
        // of whose screen this is; painted beside the centred heading.
        if let Some(mark) = seat_mark(colour) {
            let size = 0.6 * heading.rect.height().min(40.0);
            // Inside the panel even when a long name fills the line.
            let x = (heading.rect.left() - size).max(ui.max_rect().left() + 0.5 * size);
            let at = egui::pos2(x, heading.rect.top() + 0.5 * size / 0.6);
            paint_mark(ui.painter(), at, size, mark, colour);
        }
        ui.label(tr!("panels-curtain-look-away"));
        ui.add_space(20.0);
        let continue_text = tr!("panels-curtain-continue", name = name);
        let button = egui::Button::new(RichText::new(continue_text).size(20.0))
            .shortcut_text(tr!("panels-key-enter"));
        let enter = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
        (ui.add(button).clicked() || enter).then_some(Intent::RevealMoney)
    })
    .inner
}

/// The last lines of the log, newest last.
pub fn log_panel(ui: &mut Ui, lines: &[String]) {
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in lines {
                ui.label(line);
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bots' weights, as the window hands the panel its table's.
    fn weights() -> crate::bots::Weights {
        crate::bots::BotsConfig::load_default()
            .expect("bots.ron")
            .evaluation
    }
    use crate::assets::default_game_data;
    use crate::rules::Setup;

    fn run_panel(mut f: impl FnMut(&mut Ui)) {
        let ctx = egui::Context::default();
        #[allow(deprecated)]
        let _ = ctx.run(egui::RawInput::default(), |ctx| {
            #[allow(deprecated)]
            egui::CentralPanel::default().show(ctx, |ui| f(ui));
        });
    }

    #[test]
    fn a_tile_that_lies_in_two_cart_spaces_gets_one_button_per_space() {
        let data = default_game_data().unwrap();
        let game = Game::new(
            data,
            &Setup {
                seed: 4,
                players: vec!["A".into(), "B".into()],
                options: Default::default(),
            },
        )
        .unwrap();
        let space = crate::rules::Node::Space(crate::rules::SpaceId {
            segment: Segment::A,
            row: 1,
            lane: 1,
        });
        let build = |slot| Command::Build {
            slot,
            size: crate::rules::Size::Small,
            space,
        };
        let (a, b, end) = (build(0), build(2), Command::EndTurn);
        let labels = button_labels(&game, &[&a, &b, &end]);
        assert_ne!(labels[0], labels[1], "{labels:?}");
        assert!(labels[0].ends_with("from cart space 1"), "{labels:?}");
        assert!(labels[1].ends_with("from cart space 3"), "{labels:?}");
        assert_eq!(labels[2], "End turn");
        let alone = button_labels(&game, &[&a, &end]);
        assert!(!alone[0].contains("cart space"), "{alone:?}");
    }

    #[test]
    fn panels_draw_every_phase_of_a_random_game_without_panicking() {
        let data = default_game_data().unwrap();
        let mut game = Game::new(
            data,
            &Setup {
                seed: 4,
                players: vec!["A".into(), "B".into(), "C".into()],
                options: Default::default(),
            },
        )
        .unwrap();
        let mut bot = crate::bots::random::RandomPlayer::new(4);
        let mut steps = 0u32;
        while let Some(command) = bot.next_command(&game) {
            if steps.is_multiple_of(11) {
                run_panel(|ui| {
                    actions_panel(ui, &game, &[], None, &weights(), None);
                    scoreboard(ui, &game, Some(game.current()), &[]);
                    curtain(ui, &game, &[]);
                });
            }
            game.apply(&command).unwrap();
            steps += 1;
        }
        run_panel(|ui| {
            scoreboard(ui, &game, None, &[]);
            super::super::results::results(ui, &game, &[]);
        });
    }
}

#[cfg(test)]
mod unload_tests {
    use super::*;

    /// The bots' weights, as the window hands the panel its table's.
    fn weights() -> crate::bots::Weights {
        crate::bots::BotsConfig::load_default()
            .expect("bots.ron")
            .evaluation
    }
    use crate::assets::default_game_data;
    use crate::rules::IncomeTake;
    use crate::rules::Setup;
    use crate::ui::harness::Harness;

    /// Segment A built but a large space; the player to act carries a small tile
    /// in space 1 and a mid in space 2: nothing he holds can be built.
    fn stuck() -> Game {
        let data = default_game_data().expect("data");
        let setup = Setup {
            seed: 5,
            players: vec!["A".into(), "B".into()],
            options: Default::default(),
        };
        let mut g = Game::new(data, &setup).expect("game");
        let me = g.current();
        crate::bots::evaluate::build_segment_a_but_its_last_large_space(&mut g);
        crate::rules::GameBuilder::from_game(g)
            .cart_slot(me, 0, SizeCounts::new(1, 0, 0))
            .cart_slot(me, 1, SizeCounts::new(0, 1, 0))
            .build()
            .expect("consistent")
    }

    #[test]
    fn a_stuck_cart_is_named_and_the_ticked_tiles_go_back_in_one_click() {
        let game = stuck();
        let mut h = Harness::new();
        assert!(h.shows_text("Your cart is stuck", |ui| {
            actions_panel(ui, &game, &[], None, &weights(), None);
        }));
        let chosen = h.click("Return the ticked tiles (your turn)", |ui| {
            actions_panel(ui, &game, &[], None, &weights(), None)
        });
        let Some(Intent::Command(Command::UnloadCart { returned })) = chosen else {
            panic!("the unload button gives the command: {chosen:?}")
        };
        assert_eq!(
            returned,
            game.current_player().cart().slots,
            "every tile is ticked at first"
        );
        assert!(game
            .clone()
            .apply(&Command::UnloadCart { returned })
            .is_ok());
    }

    /// With three cards or fewer a card gives both halves on one button, shown with
    /// its plain key; the stones' key (Shift) a player used until then takes it too.
    #[test]
    fn a_card_giving_both_halves_answers_its_key_with_and_without_shift() {
        // The cards beyond the first few back in the pile.
        let game = stuck();
        let row = game.income().clone();
        let keep = game.data().components.both_halves_at;
        let game = crate::rules::GameBuilder::from_game(game)
            .income(
                row.face_up()[..keep].to_vec(),
                [row.pile(), &row.face_up()[keep..]].concat(),
                row.flipped().to_vec(),
            )
            .build()
            .expect("consistent");
        assert!(game.income_gives_both());
        for shift in [false, true] {
            let mut h = Harness::new();
            h.frame(Vec::new(), |ui| {
                actions_panel(ui, &game, &[], None, &weights(), None)
            });
            let chosen = h.key(egui::Key::X, shift, |ui| {
                actions_panel(ui, &game, &[], None, &weights(), None)
            });
            let both = Command::TakeIncome {
                card: 1,
                take: IncomeTake::Both,
            };
            assert_eq!(chosen, Some(Intent::Command(both)), "shift {shift}");
        }
    }

    /// Unloading is the turn and gives tiles back: it comes after the usual actions,
    /// so key A is still what it was on the turns before (the first action, the quarry
    /// here), and a player who presses it out of habit keeps his cart.
    #[test]
    fn a_stuck_cart_leaves_key_a_on_the_first_action() {
        let game = stuck();
        let first = game
            .legal_actions()
            .into_iter()
            .find(|c| !matches!(c, Command::TakeIncome { .. } | Command::UnloadCart { .. }))
            .expect("an action besides income and unloading");
        let mut h = Harness::new();
        h.frame(Vec::new(), |ui| {
            actions_panel(ui, &game, &[], None, &weights(), None)
        });
        let chosen = h.key(egui::Key::A, false, |ui| {
            actions_panel(ui, &game, &[], None, &weights(), None)
        });
        assert_eq!(
            chosen,
            Some(Intent::Command(first.clone())),
            "A is {first:?}"
        );
        assert!(matches!(first, Command::StartQuarry), "{first:?}");
    }

    /// A hint to go to the quarry outlines the quarry's button, and only it.
    #[test]
    fn the_hinted_action_is_outlined() {
        let game = stuck();
        let mut h = Harness::new();
        let (_, shapes) = h.frame(Vec::new(), |ui| {
            let hinted = Command::StartQuarry;
            actions_panel(ui, &game, &[], None, &weights(), Some(&hinted))
        });
        let outlines = crate::ui::harness::outlined(&shapes, super::super::theme::HINT);
        assert_eq!(outlines.len(), 1, "{outlines:?}");
        let quarry = crate::ui::harness::find_text(&shapes, "Quarry").expect("the button");
        assert!(outlines[0].contains(quarry.center()), "{outlines:?}");
    }
}

#[cfg(test)]
mod words {
    use crate::i18n::{tr_in, Arg, Lang};

    #[test]
    fn the_scoreboard_counts_sesterces_and_names_rome_in_each_language() {
        let money = |lang, n: u32| tr_in(lang, "panels-score-money", &[("count", Arg::from(n))]);
        assert_eq!(money(Lang::En, 1), "1 sesterce");
        assert_eq!(money(Lang::En, 0), "0 sesterces");
        assert_eq!(money(Lang::De, 1), "1 Sesterze");
        assert_eq!(money(Lang::De, 3), "3 Sesterzen");
        assert_eq!(money(Lang::Fr, 2), "2 sesterces");
        let place = |lang, p: &str| tr_in(lang, "panels-place", &[("place", Arg::from(p))]);
        assert_eq!(place(Lang::En, "Rome"), "Rome");
        assert_eq!(place(Lang::De, "Rome"), "Rom");
        assert_eq!(place(Lang::De, "A3b"), "A3b");
        let winners = |lang, n: usize| {
            tr_in(
                lang,
                "panels-winners",
                &[("names", Arg::from("A and B")), ("count", Arg::from(n))],
            )
        };
        assert_eq!(winners(Lang::En, 2), "A and B win!");
        assert_eq!(winners(Lang::En, 1), "A and B wins!");
    }
}

//! The quarry's rewards, taken in two clicks: the fallen stones are shown as
//! stones (pick one; the first is picked already), and the cart as its three
//! spaces, each with the tiles it can take lit for the picked stone; a click on
//! a tile in a space loads it there, and *Sell* turns the stone into a sesterce.
//!
//! Decisions:
//! - Every space always shows the same tile buttons in the same places (the
//!   sizes that space can ever hold), greyed where the picked stone cannot go:
//!   nothing moves under the pointer when a reward is taken or another picked.
//! - The suggested place is the bots' own judgement (`suggested_load`): the
//!   tile worth most on the cart (one built a few turns later counts, for
//!   less), on the last space that takes it, so that the first space stays free
//!   for a large tile; Sell where a sesterce is worth more.
//! - A tile no space takes now or after one more tile (`TileOutlook::NotSoon`)
//!   is marked before it is taken: its button is drawn in the warning colour,
//!   and the line under the cart says why.
//! - A place that would trap the cart (`LoadRisk`: stuck at once, or the last
//!   room for a tile the road ahead wants taken) is named under the cart before
//!   it is chosen, its button drawn in the warning colour.

use super::icons::{self, Icon};
use super::shortcuts::Shortcuts;
use super::theme;
use crate::bots::evaluate::{load_risk, suggested_load, tile_outlook, LoadRisk, TileOutlook};
use crate::bots::Weights;
use crate::i18n::words::size_key;
use crate::rules::{Command, Game, Phase, Size, SizeCounts};
use crate::table::Intent;
use crate::tr;
use egui::{Color32, RichText, Ui};

/// What a cart space's card adds to its column on each side (margin and
/// edge), in points.
const SPACE_CHROME: f32 = 9.0;

/// The suggested button's fill, and a tile that cannot be used soon.
const SUGGESTED: Color32 = theme::GOOD_FILL;
const UNUSABLE: Color32 = theme::WARN;

/// Where a reward could go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Tile { tile: Size, slot: usize },
    Sell,
}

/// The rewards waiting in the quarry action of the player to act, if that is
/// what the turn asks for now.
pub fn waiting_rewards(game: &Game) -> Option<&[Size]> {
    match game.phase() {
        Phase::Quarry(q) if q.pushing_done() && !q.rewards().is_empty() => Some(q.rewards()),
        _ => None,
    }
}

/// The place the bots' judgement suggests for a `reward` among the legal
/// commands: the tile and space they would load it as (a tile that can only be
/// built later counts as they count it), or Sell.
pub fn suggested_place(game: &Game, legal: &[Command], reward: Size, w: &Weights) -> Place {
    let load = suggested_load(w, game, game.current(), reward);
    load.map(|(tile, slot)| Place::Tile { tile, slot })
        .filter(|&place| command_for(legal, reward, place).is_some())
        .unwrap_or(Place::Sell)
}

/// The command that puts `reward` at `place`, if it is legal.
fn command_for(legal: &[Command], reward: Size, place: Place) -> Option<Command> {
    let command = match place {
        Place::Tile { tile, slot } => Command::TakeTile { reward, tile, slot },
        Place::Sell => Command::SellReward { reward },
    };
    legal.contains(&command).then_some(command)
}

/// The rewards and the cart. `legal` are the legal commands of the player to act.
pub fn rewards_panel(
    ui: &mut Ui,
    game: &Game,
    rewards: &[Size],
    legal: &[Command],
    keys: &mut Shortcuts,
    w: &Weights,
    hinted: Option<&Command>,
) -> Option<Intent> {
    let reward = stone_picker(ui, rewards, keys)?;
    let suggested = suggested_place(game, legal, reward, w);
    let shown = Shown {
        reward,
        suggested,
        hinted,
    };
    let (mut chosen, risks) = cart_spaces(ui, game, legal, &shown, keys);
    let sell = egui::Button::new(tr!("rewards-sell", size = size_key(reward)));
    let sell = if suggested == Place::Sell {
        sell.fill(SUGGESTED)
    } else {
        sell
    };
    let sell = shown.outline(sell, command_for(legal, reward, Place::Sell));
    if keys.action(ui, command_for(legal, reward, Place::Sell).is_some(), sell) {
        chosen = command_for(legal, reward, Place::Sell);
    }
    outlook_lines(ui, game, reward);
    risk_lines(ui, &risks);
    chosen.map(Intent::Command)
}

/// A legal place that would trap the cart: the tile, the space and the risk.
type Risky = (Size, usize, LoadRisk);

/// One warning line for each place that would trap the cart.
fn risk_lines(ui: &mut Ui, risks: &[Risky]) {
    for (tile, slot, risk) in risks {
        let tile_name = tr!("rewards-tile", size = size_key(*tile));
        let space = slot + 1;
        let words = match risk {
            LoadRisk::StuckNow(wanted) => {
                let sizes = super::panels::wanted_sizes(wanted);
                tr!(
                    "rewards-risk-stuck",
                    tile = tile_name,
                    space = space,
                    sizes = sizes
                )
            }
            LoadRisk::LastRoomFor(size) => tr!(
                "rewards-risk-room",
                tile = tile_name,
                space = space,
                size = size_key(*size)
            ),
        };
        ui.label(RichText::new(words).small().color(UNUSABLE));
    }
}

/// The fallen stones by size, each drawn as a stone with its count: one click
/// picks the size to place next (the largest is picked until another is). All
/// three sizes keep their place, greyed when none is left.
fn stone_picker(ui: &mut Ui, rewards: &[Size], keys: &mut Shortcuts) -> Option<Size> {
    let id = ui.id().with("picked-reward");
    let count = |size: Size| rewards.iter().filter(|&&r| r == size).count();
    let remembered: Option<(Size, Vec<Size>)> = ui.data_mut(|d| d.get_temp(id));
    let mut picked = remembered
        .filter(|(s, among)| count(*s) > 0 && same_rewards(rewards, among))
        .map(|(s, _)| s)
        .or_else(|| rewards.iter().copied().max())?;
    ui.strong(tr!("rewards-pick"));
    ui.horizontal(|ui| {
        for size in Size::ALL.into_iter().rev() {
            let n = count(size);
            // The stone drawn on the chip's left, its count beside it; the
            // words on hovering it.
            let words = tr!("rewards-chip", count = n, size = size_key(size));
            let text = RichText::new(format!("      ×{n}")).strong();
            let chip = egui::Button::selectable(picked == size, text).min_size([76.0, 26.0].into());
            let (chosen, rect) = keys.action_at(ui, n > 0, chip);
            draw_stone(ui, rect, size, n > 0);
            ui.interact(
                rect,
                ui.id().with(("chip-words", size.index())),
                egui::Sense::hover(),
            )
            .on_hover_text(words);
            if chosen {
                picked = size;
            }
        }
    });
    ui.data_mut(|d| d.insert_temp(id, (picked, rewards.to_vec())));
    Some(picked)
}

/// Whether `rewards` are what is left of `before` (stones only placed or sold since):
/// a pick is kept while its stones are placed one by one, and a push that drops new
/// stones, or a later turn, starts again from the largest.
fn same_rewards(rewards: &[Size], before: &[Size]) -> bool {
    Size::ALL.iter().all(|&size| {
        let n = |list: &[Size]| list.iter().filter(|&&r| r == size).count();
        n(rewards) <= n(before)
    })
}

/// A stone as the disc it is, in its size's colour, at the left of `chip`
/// (greyed where none of that size fell).
fn draw_stone(ui: &Ui, chip: egui::Rect, size: Size, present: bool) {
    let centre = egui::pos2(chip.left() + 16.0, chip.center().y);
    if present {
        icons::paint(ui.painter(), Icon::Stone(size), centre, 20.0);
    } else {
        let r = [6.0, 8.0, 10.0][size.index()];
        ui.painter()
            .circle_filled(centre, r, Color32::from_gray(190));
    }
}

/// What the rewards panel marks on its buttons for the stone picked.
struct Shown<'a> {
    reward: Size,
    /// The bots' place for it (filled green).
    suggested: Place,
    /// The move "What would Hard do?" answered (outlined in the hint's colour).
    hinted: Option<&'a Command>,
}

impl Shown<'_> {
    /// `button` outlined in the hint's colour where it makes the hinted move.
    fn outline<'b>(&self, button: egui::Button<'b>, command: Option<Command>) -> egui::Button<'b> {
        if command.is_some() && command.as_ref() == self.hinted {
            button.stroke(egui::Stroke::new(3.0, theme::HINT))
        } else {
            button
        }
    }
}

/// The cart's spaces side by side, each with what it takes, what it holds, and
/// a button for every tile size it can hold.
fn cart_spaces(
    ui: &mut Ui,
    game: &Game,
    legal: &[Command],
    shown: &Shown,
    keys: &mut Shortcuts,
) -> (Option<Command>, Vec<Risky>) {
    let (reward, suggested) = (shown.reward, shown.suggested);
    let layout = &game.data().components.cart;
    let cart = game.current_player().cart();
    let player = game.current();
    let mut chosen = None;
    let mut risks = Vec::new();
    let gap = ui.spacing().item_spacing.x;
    let columns = layout.len().max(1) as f32;
    // Three spaces side by side fill the panel's width, whatever the type size.
    let space_width =
        ((ui.available_width() - gap * (columns - 1.0)) / columns - 2.0 * SPACE_CHROME).floor();
    ui.horizontal_top(|ui| {
        for (slot, allowed) in layout.iter().enumerate() {
            let frame = theme::card_frame(None).inner_margin(egui::Margin::same(8));
            frame.show(ui, |ui| {
                ui.set_width(space_width);
                ui.vertical(|ui| {
                    ui.strong(tr!("rewards-space", space = slot + 1));
                    ui.small(tr!("rewards-takes", loads = loads_text(allowed)));
                    let held = cart.slots.get(slot).copied().unwrap_or(SizeCounts::ZERO);
                    ui.small(tr!("rewards-holds", held = held_text(&held)));
                    for tile in Size::ALL.into_iter().rev() {
                        if !allowed.iter().any(|a| a.get(tile) > 0) {
                            continue;
                        }
                        let place = Place::Tile { tile, slot };
                        let command = command_for(legal, reward, place);
                        let words = tr!("rewards-tile-button", size = size_key(tile));
                        // The tile drawn to its size on the button, its words on hovering.
                        let mut button = egui::Button::new(" ")
                            .min_size([space_width, icons::line_side(ui) + 6.0].into());
                        let risk = command
                            .as_ref()
                            .and_then(|_| load_risk(game, player, tile, slot));
                        let not_soon = tile_outlook(game, player, tile) == TileOutlook::NotSoon;
                        if not_soon || risk.is_some() {
                            button = button.stroke(egui::Stroke::new(2.0, UNUSABLE));
                        }
                        if let Some(risk) = risk {
                            risks.push((tile, slot, risk));
                        }
                        if place == suggested {
                            button = button.fill(SUGGESTED);
                        }
                        button = shown.outline(button, command.clone());
                        let (taken, rect) = keys.action_at(ui, command.is_some(), button);
                        let at = egui::pos2(rect.left() + 8.0 + 10.0, rect.center().y);
                        let mut painter = ui.painter().clone();
                        if command.is_none() {
                            painter.multiply_opacity(0.45);
                        }
                        icons::paint(&painter, Icon::Tile(tile), at, 20.0);
                        ui.interact(
                            rect,
                            ui.id().with(("tile-words", slot, tile.index())),
                            egui::Sense::hover(),
                        )
                        .on_hover_text(words);
                        if taken {
                            chosen = command;
                        }
                    }
                });
            });
        }
    });
    (chosen, risks)
}

/// For each tile the stone can become: can the player build it now, soon, or not.
fn outlook_lines(ui: &mut Ui, game: &Game, reward: Size) {
    for tile in Size::ALL.into_iter().rev().filter(|&t| t <= reward) {
        let name = tr!("rewards-tile", size = size_key(tile));
        let (words, colour) = match tile_outlook(game, game.current(), tile) {
            TileOutlook::Now => (tr!("rewards-outlook-now", tile = name), None),
            TileOutlook::Soon => (tr!("rewards-outlook-soon", tile = name), None),
            TileOutlook::NotSoon => (tr!("rewards-outlook-not-soon", tile = name), Some(UNUSABLE)),
        };
        let text = RichText::new(words).small();
        ui.label(match colour {
            Some(c) => text.color(c),
            None => text,
        });
    }
}

/// "large, or mid + small" — the loads a cart space allows (in English).
fn loads_text(allowed: &[SizeCounts]) -> String {
    let mut loads: Vec<String> = allowed
        .iter()
        .filter(|a| !allowed.iter().any(|b| b != *a && b.covers(a)))
        .map(|a| {
            Size::ALL
                .into_iter()
                .rev()
                .filter(|&s| a.get(s) > 0)
                .map(|s| tr!("rewards-size", size = size_key(s)))
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .collect();
    loads.dedup();
    loads
        .into_iter()
        .reduce(|first, second| tr!("rewards-or", first = first, second = second))
        .unwrap_or_default()
}

/// "nothing", "a mid", "a mid and a small" (in English).
fn held_text(held: &SizeCounts) -> String {
    let tiles: Vec<String> = Size::ALL
        .into_iter()
        .rev()
        .flat_map(|s| std::iter::repeat_n(s, held.get(s) as usize))
        .map(|s| tr!("rewards-held-one", size = size_key(s)))
        .collect();
    tiles
        .into_iter()
        .reduce(|first, second| tr!("log-and", first = first, second = second))
        .unwrap_or_else(|| tr!("log-nothing"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_space_names_its_largest_loads_only() {
        let space_one = [
            SizeCounts::new(0, 0, 1),
            SizeCounts::new(1, 1, 0),
            SizeCounts::new(0, 1, 0),
            SizeCounts::new(1, 0, 0),
        ];
        assert_eq!(loads_text(&space_one), "large, or mid + small");
        assert_eq!(
            loads_text(&[SizeCounts::new(0, 1, 0), SizeCounts::new(1, 0, 0)]),
            "mid, or small"
        );
        assert_eq!(held_text(&SizeCounts::new(1, 1, 0)), "a mid and a small");
        assert_eq!(held_text(&SizeCounts::ZERO), "nothing");
    }

    /// The picker as the panel draws it, over `rewards`.
    fn picker(rewards: &[Size]) -> impl FnMut(&mut Ui) -> Option<Size> + '_ {
        move |ui: &mut Ui| {
            let mut keys = Shortcuts::new(ui);
            stone_picker(ui, rewards, &mut keys)
        }
    }

    #[test]
    fn a_pick_lasts_while_its_stones_are_placed_and_new_stones_start_from_the_largest() {
        use Size::{Large, Mid, Small};
        let mut panel = crate::ui::harness::Harness::new();
        let first = [Large, Mid, Small];
        assert_eq!(panel.frame(Vec::new(), picker(&first)).0, Some(Large));
        // D is the third chip's key: the small stone.
        assert_eq!(panel.key(egui::Key::D, false, picker(&first)), Some(Small));
        // The large one placed: the pick stays on the small one.
        assert_eq!(
            panel.frame(Vec::new(), picker(&[Mid, Small])).0,
            Some(Small)
        );
        // A second push drops a large and a small: the largest again, not the old pick.
        let second = [Mid, Small, Large, Small];
        assert_eq!(panel.frame(Vec::new(), picker(&second)).0, Some(Large));
        // And a later turn's rewards likewise.
        assert_eq!(panel.frame(Vec::new(), picker(&[Small])).0, Some(Small));
        assert_eq!(panel.frame(Vec::new(), picker(&[Mid, Small])).0, Some(Mid));
    }

    /// A new game of seed 5 whose first player has `rewards` waiting.
    fn rewarded(rewards: Vec<Size>) -> Game {
        let data = crate::assets::default_game_data().expect("data");
        let setup = crate::rules::Setup {
            seed: 5,
            players: vec!["A".into(), "B".into()],
            options: Default::default(),
        };
        let game = Game::new(data, &setup).expect("game");
        crate::rules::GameBuilder::from_game(game)
            .quarry_rewards(1, rewards)
            .build()
            .expect("consistent")
    }

    /// The suggested place is the bots' own load, tiles built later counted as
    /// they count them: with a large stone and a mid space open now, they load
    /// a mid tile on space 2 (keeping space 1 for a large), and the panel says
    /// the same; the large tile, buildable only later, is not sold off either.
    #[test]
    fn the_suggested_place_is_the_load_the_bots_would_make() {
        let game = rewarded(vec![Size::Large]);
        let me = game.current();
        let w = crate::bots::BotsConfig::load_default()
            .expect("bots.ron")
            .evaluation;
        let legal = game.legal_actions();
        let (tile, slot) = suggested_load(&w, &game, me, Size::Large).expect("a tile");
        let place = suggested_place(&game, &legal, Size::Large, &w);
        assert_eq!(place, Place::Tile { tile, slot });
        assert_eq!(
            place,
            Place::Tile {
                tile: Size::Mid,
                slot: 1
            }
        );
    }

    /// A mid stone waits while the road wants a large tile: the mid tile on
    /// space 1 is named as the trap before it is chosen, not after.
    #[test]
    fn a_place_that_would_trap_the_cart_is_named_before_it_is_chosen() {
        let data = crate::assets::default_game_data().expect("data");
        let setup = crate::rules::Setup {
            seed: 5,
            players: vec!["A".into(), "B".into()],
            options: Default::default(),
        };
        let mut game = Game::new(data, &setup).expect("game");
        crate::bots::evaluate::build_segment_a_but_a_large_space_and_a_neighbour(&mut game);
        let game = crate::rules::GameBuilder::from_game(game)
            .quarry_rewards(1, vec![Size::Mid])
            .build()
            .expect("consistent");
        let legal = game.legal_actions();
        let mut h = crate::ui::harness::Harness::new();
        let shown = h.shows_text(
            "Mid tile on space 1 takes the last room for a large tile",
            |ui| {
                let mut keys = Shortcuts::new(ui);
                let w = crate::bots::BotsConfig::load_default()
                    .expect("bots.ron")
                    .evaluation;
                rewards_panel(ui, &game, &[Size::Mid], &legal, &mut keys, &w, None);
            },
        );
        assert!(shown, "the trap is named");
    }

    /// The hinted place of the stone picked is outlined in the hint's colour:
    /// a cart space's tile, or the sale.
    #[test]
    fn the_hinted_place_is_outlined() {
        let game = rewarded(vec![Size::Mid]);
        let legal = game.legal_actions();
        let w = crate::bots::BotsConfig::load_default()
            .expect("bots.ron")
            .evaluation;
        let outlines = |hinted: &Command| {
            let mut h = crate::ui::harness::Harness::new();
            let (_, shapes) = h.frame(Vec::new(), |ui| {
                let mut keys = Shortcuts::new(ui);
                rewards_panel(ui, &game, &[Size::Mid], &legal, &mut keys, &w, Some(hinted));
            });
            let sell = crate::ui::harness::find_text(&shapes, "Sell");
            (crate::ui::harness::outlined(&shapes, theme::HINT), sell)
        };
        let sale = command_for(&legal, Size::Mid, Place::Sell).expect("a sale");
        let (sold, sell) = outlines(&sale);
        let sell = sell.expect("the sell button");
        assert_eq!(sold.len(), 1, "{sold:?}");
        assert!(sold[0].contains(sell.center()), "{sold:?} {sell:?}");
        let tile = (legal.iter())
            .find(|c| matches!(c, Command::TakeTile { .. }))
            .expect("a tile to take");
        let (taken, _) = outlines(tile);
        assert_eq!(taken.len(), 1, "{taken:?}");
        assert!(
            !taken[0].contains(sell.center()),
            "the tile's button, not the sale"
        );
    }
}

#[cfg(test)]
mod words {
    use crate::i18n::{tr_in, Arg, Lang};

    #[test]
    fn the_rewards_speak_each_language_with_the_size_in_place() {
        let large = [("size", Arg::from("large"))];
        crate::i18n::assert_in_each_language(
            "rewards-sell",
            &large,
            [
                "Sell the large stone for 1 sesterce",
                "Den großen Stein für 1 Sesterze verkaufen",
                "Vendre la grande pierre pour 1 sesterce",
            ],
        );
        let chip = |lang, n: usize| {
            tr_in(
                lang,
                "rewards-chip",
                &[("count", Arg::from(n)), ("size", Arg::from("small"))],
            )
        };
        assert_eq!(chip(Lang::En, 2), "2 small");
        assert_eq!(chip(Lang::Fr, 1), "1 petite");
        assert_eq!(chip(Lang::Fr, 3), "3 petites");
        let mid = [("size", Arg::from("mid"))];
        assert_eq!(tr_in(Lang::En, "rewards-tile-button", &mid), "Mid tile");
        assert_eq!(tr_in(Lang::De, "rewards-held-one", &mid), "eine mittlere");
    }
}

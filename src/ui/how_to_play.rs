//! "How to play": the rules of Via Appia in a few short sections, for someone
//! who has never played it, opened with F1 or from the menu bar. The text
//! follows `RULES.md` (the project's rules reference); its numbers (travel
//! fares, tile points, final scoring, when both income halves are given) are the
//! engine's own constants and data, so the window never tells a rule the engine
//! does not play.

use crate::rules::scoring::{MAJORITY_FIRST, MAJORITY_SECOND, MONEY_BONUS};
use crate::rules::travel::STEP_COST;
use crate::rules::{GameData, Size};
use egui::{RichText, Ui};

/// One section: a heading and its paragraphs.
pub struct Section {
    pub title: &'static str,
    pub paragraphs: Vec<String>,
}

/// The rules, section by section, with the numbers of `data`.
pub fn sections(data: &GameData) -> Vec<Section> {
    let c = &data.components;
    let [one, two, three] = STEP_COST;
    let [large, mid, small] = [Size::Large, Size::Mid, Size::Small].map(Size::tile_vp);
    vec![
        Section {
            title: "The aim",
            paragraphs: vec![
                "Build the Via Appia from Rome to Brundisium. Tiles you build, cities \
                 you reach first and the majorities you hold at the end score victory \
                 points (VP); the most VP wins."
                    .to_string(),
                "Your sesterces lie behind your screen: only you see your own money \
                 (at a table of several people, the curtain hides it between turns)."
                    .to_string(),
            ],
        },
        Section {
            title: "A turn",
            paragraphs: vec![
                "On your turn you do exactly one of four things: take income, work the \
                 quarry, build road, or travel. If you can do none, you pass."
                    .to_string(),
            ],
        },
        Section {
            title: "Income",
            paragraphs: vec![format!(
                "Take one face-up income card and receive either its sesterces or its \
                 stones. When {} or fewer cards are left face up, you receive both \
                 halves. Whoever takes the last card gets a push +1 token, and new \
                 cards are laid out.",
                c.both_halves_at
            )],
        },
        Section {
            title: "Quarry: pushing stones",
            paragraphs: vec![
                "Push up to two of your own stones into the quarry, one after the \
                 other: place the stone behind the red line (click, or Space), then \
                 drive the pusher with the mouse, or hold Space for a steady push \
                 and let go of it to finish (Q/E turn the pusher). The pusher may be \
                 held at any angle but never crosses the line. A push +1 token lets \
                 you push a third stone."
                    .to_string(),
                "Push carefully and evenly, as the rule asks: a slow, steady push \
                 moves the whole pile and is what works. The push panel shows the \
                 pusher's speed and calls it careful or firm; a hand that rushes is \
                 held back at the pusher's top speed."
                    .to_string(),
                "Every stone that drops off the front edge is yours to exchange: take \
                 a road tile of the same size or smaller onto your cart, or sell it \
                 for 1 sesterce. If you pushed two or more stones and none fell, you \
                 still get a small tile or 1 sesterce. Stones lost over a side earn \
                 nothing."
                    .to_string(),
            ],
        },
        Section {
            title: "The cart",
            paragraphs: vec![
                "Tiles travel on your cart, which has three spaces: one holds a large \
                 tile, or a mid and a small, or one mid or one small; one holds a mid \
                 or a small; one holds a small. A tile is only taken if it fits on the \
                 cart as it is loaded."
                    .to_string(),
            ],
        },
        Section {
            title: "Building road",
            paragraphs: vec![
                format!(
                    "Build one or two tiles from your cart. A tile goes on an empty \
                     space of its own size that is joined by a line to a built space \
                     or to the city behind it. You may build in segment A from the \
                     start, in B once you have reached Tarracina, in C once you have \
                     reached Beneventum. Each tile scores {large} / {mid} / {small} VP \
                     (large / mid / small) and a bonus token of its segment."
                ),
                "A second tile in the same turn must go in the same segment, and only \
                 if every earlier segment is complete (two in A are always allowed). \
                 Two tiles in one turn also earn 1 sesterce."
                    .to_string(),
            ],
        },
        Section {
            title: "Travel",
            paragraphs: vec![
                format!(
                    "Move your piece 1, 2 or 3 steps towards Brundisium for {one} / \
                     {two} / {three} sesterces, only over built tiles and along the \
                     lines. A small or mid tile holds one piece, a large tile two; you \
                     may pass a full tile but not stop on it. You must stop at the \
                     next city."
                ),
                "Each city marker on the city ahead of you lowers your fare by 1 \
                 sesterce per marker, never below 0."
                    .to_string(),
            ],
        },
        Section {
            title: "Cities and VP tokens",
            paragraphs: vec![format!(
                "Whoever reaches a city takes its top VP token ({}, in that order; with \
                 two players {}), and a city marker is put on that city, except by the \
                 last player to arrive there.",
                vp_list(&c.vp_stacks.more_players),
                vp_list(&c.vp_stacks.two_players)
            )],
        },
        Section {
            title: "End of the game",
            paragraphs: vec![
                "When someone takes a VP token in Brundisium, or the road is complete, \
                 the round is played to its end so that everyone has had as many \
                 turns."
                    .to_string(),
            ],
        },
        Section {
            title: "Final scoring",
            paragraphs: vec![
                format!("Most sesterces: +{MONEY_BONUS} VP (everyone tied for most gets it)."),
                format!(
                    "In each segment, by the tiles you built there: most {MAJORITY_FIRST} \
                     VP, second most {MAJORITY_SECOND} VP. Tied for most, the tied \
                     players share {MAJORITY_FIRST} + {MAJORITY_SECOND} equally (rounded \
                     down) and nobody is second; tied for second, they share \
                     {MAJORITY_SECOND} (rounded down). No tiles in a segment, no points \
                     there."
                ),
                "The most VP wins; a tie shares the victory.".to_string(),
            ],
        },
    ]
}

/// "6, 3, 1".
fn vp_list(stack: &[u32]) -> String {
    stack
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Draws the rules into a window's body.
pub fn show(ui: &mut Ui, data: &GameData) {
    for section in sections(data) {
        ui.label(RichText::new(section.title).strong().size(16.0));
        for paragraph in &section.paragraphs {
            ui.label(paragraph);
        }
        ui.add_space(6.0);
    }
    ui.separator();
    ui.label(
        "Keys: F1 this help · 1/2/3 camera · T quarry tuning · Q/E turn · Space put the \
         stone in, then hold for a steady push and let go to finish",
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::default_game_data;
    use crate::ui::harness::Harness;

    fn all_text(data: &GameData) -> String {
        sections(data)
            .iter()
            .flat_map(|s| s.paragraphs.iter().cloned())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn the_rules_give_the_fares_tile_points_and_scoring_of_the_game_data() {
        let data = default_game_data().expect("data");
        let text = all_text(&data);
        for needle in [
            "1 / 3 / 6 sesterces",
            "5 / 3 / 1 VP",
            "never below 0",
            "most 8 VP, second most 4 VP",
            "+2 VP",
            "income",
            "same segment",
            "(6, 3, 1, in that order; with two players 6, 1)",
            "Push carefully and evenly, as the rule asks",
            "hold Space for a steady push",
        ] {
            assert!(text.contains(needle), "{needle:?} missing from: {text}");
        }
        let titles: Vec<&str> = sections(&data).iter().map(|s| s.title).collect();
        for title in ["A turn", "Income", "Travel", "Final scoring"] {
            assert!(titles.contains(&title), "{title}");
        }
    }

    #[test]
    fn the_window_body_draws_every_section() {
        let data = default_game_data().expect("data");
        let mut h = Harness::new();
        for section in sections(&data) {
            assert!(h.shows_text(section.title, |ui| show(ui, &data)));
        }
    }
}

//! "How to play": the rules of Via Appia in a few short sections, for someone
//! who has never played it, opened with F1 or from the menu bar. The text
//! follows `RULES.md` (the project's rules reference); its numbers (travel
//! fares, tile points, final scoring, when both income halves are given) are the
//! engine's own constants and data, so the window never tells a rule the engine
//! does not play. The words are the messages `help-…` of `i18n/<lang>/help.ftl`,
//! the numbers their arguments.

use crate::rules::scoring::{MAJORITY_FIRST, MAJORITY_SECOND, MONEY_BONUS};
use crate::rules::travel::STEP_COST;
use crate::rules::{GameData, Size};
use crate::tr;
use egui::{RichText, Ui};

/// One section: a heading and its paragraphs.
pub struct Section {
    pub title: String,
    pub paragraphs: Vec<String>,
}

/// The rules, section by section, with the numbers of `data`, in the player's
/// language.
pub fn sections(data: &GameData) -> Vec<Section> {
    let c = &data.components;
    let [one, two, three] = STEP_COST;
    let [large, mid, small] = [Size::Large, Size::Mid, Size::Small].map(Size::tile_vp);
    let more = vp_list(&c.vp_stacks.more_players);
    let pair = vp_list(&c.vp_stacks.two_players);
    let cities = tr!("help-cities-tokens", tokens = more, tokens_two = pair);
    let (first, second) = (MAJORITY_FIRST, MAJORITY_SECOND);
    vec![
        Section {
            title: tr!("help-aim-title"),
            paragraphs: vec![tr!("help-aim-goal"), tr!("help-aim-screen")],
        },
        Section {
            title: tr!("help-turn-title"),
            paragraphs: vec![tr!("help-turn-actions")],
        },
        Section {
            title: tr!("help-income-title"),
            paragraphs: vec![tr!("help-income-cards", cards = c.both_halves_at)],
        },
        Section {
            title: tr!("help-quarry-title"),
            paragraphs: vec![
                tr!("help-quarry-push"),
                tr!("help-quarry-careful"),
                tr!("help-quarry-aim"),
                tr!("help-quarry-exchange"),
            ],
        },
        Section {
            title: tr!("help-cart-title"),
            paragraphs: vec![tr!("help-cart-spaces")],
        },
        Section {
            title: tr!("help-build-title"),
            paragraphs: vec![
                tr!("help-build-where", large = large, mid = mid, small = small),
                tr!("help-build-second"),
            ],
        },
        Section {
            title: tr!("help-travel-title"),
            paragraphs: vec![
                tr!("help-travel-steps", one = one, two = two, three = three),
                tr!("help-travel-markers"),
            ],
        },
        Section {
            title: tr!("help-cities-title"),
            paragraphs: vec![cities],
        },
        Section {
            title: tr!("help-end-title"),
            paragraphs: vec![tr!("help-end-round")],
        },
        Section {
            title: tr!("help-scoring-title"),
            paragraphs: vec![
                tr!("help-scoring-money", vp = MONEY_BONUS),
                tr!("help-scoring-majority", first = first, second = second),
                tr!("help-scoring-winner"),
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
    ui.label(tr!("help-keys"));
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
        let all = sections(&data);
        let titles: Vec<&str> = all.iter().map(|s| s.title.as_str()).collect();
        for title in ["A turn", "Income", "Travel", "Final scoring"] {
            assert!(titles.contains(&title), "{title}");
        }
    }

    #[test]
    fn the_window_body_draws_every_section() {
        let data = default_game_data().expect("data");
        let mut h = Harness::new();
        for section in sections(&data) {
            assert!(h.shows_text(&section.title, |ui| show(ui, &data)));
        }
    }

    #[test]
    fn german_and_french_give_the_same_numbers_in_the_rulebook_s_words() {
        use crate::i18n::{tr_in, Arg, Lang};
        let fares = [("one", 1u32), ("two", 3), ("three", 6)].map(|(n, v)| (n, Arg::from(v)));
        assert!(tr_in(Lang::De, "help-travel-steps", &fares).contains("1 / 3 / 6 Sesterzen"));
        assert!(tr_in(Lang::Fr, "help-travel-steps", &fares).contains("1 / 3 / 6 sesterces"));
        let tokens = [
            ("tokens", Arg::from("6, 3, 1")),
            ("tokens_two", Arg::from("6, 1")),
        ];
        assert!(tr_in(Lang::De, "help-cities-tokens", &tokens)
            .contains("(6, 3, 1, in dieser Reihenfolge; bei zwei Spielern 6, 1)"));
        assert_eq!(
            tr_in(Lang::De, "help-quarry-title", &[]),
            "Steinbruch: Steine einschieben"
        );
        assert_eq!(tr_in(Lang::Fr, "help-cart-title", &[]), "La charrette");
    }
}

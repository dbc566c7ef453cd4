//! The new-game screen: 2–4 seats with names, colours and who plays them (a
//! person or a bot of some level), the rule options, and the seed. It opens set
//! for one person against two Normal bots, the game most people sit down for. The seed is shown and editable so that a game
//! can be played again exactly: the same seed, seats and commands give the same
//! game and the same quarry.

use super::panels::colour32;
use crate::bots::BotLevel;
use crate::quarry::StonePreset;
use crate::rules::RuleOptions;
use crate::table::seats::{PlayerColour, Seat, SeatKind};
pub use crate::table::NewGameRequest;
use crate::tr;
use egui::{Color32, RichText, Ui};

/// The rules allow 2 to 4 players (`Game::new` refuses any other count).
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 4;

/// Longest name the panels lay out without breaking the scoreboard.
pub const MAX_NAME_CHARS: usize = 24;

/// Names offered to new seats, in order; a taken one is skipped. The
/// translation files hold them (`setup-suggested-names`, separated by commas).
fn suggested_names() -> Vec<String> {
    tr!("setup-suggested-names")
        .split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// Who plays a seat, as the screen names it: "Human", "Normal bot", "Program".
pub fn seat_kind_label(kind: &SeatKind) -> String {
    match kind {
        SeatKind::Human => tr!("setup-kind-human"),
        SeatKind::Bot(level) => match level {
            BotLevel::Random => tr!("setup-kind-bot-random"),
            BotLevel::Plain => tr!("setup-kind-bot-plain"),
            BotLevel::Easy => tr!("setup-kind-bot-easy"),
            BotLevel::Normal => tr!("setup-kind-bot-normal"),
            BotLevel::Hard => tr!("setup-kind-bot-hard"),
        },
        SeatKind::Agent(_) => tr!("setup-kind-program"),
    }
}

/// The stones a game is played with, as the new-game screen and the tuning
/// panel name them.
pub fn stones_label(preset: StonePreset) -> String {
    match preset {
        StonePreset::Blocks => tr!("setup-stones-blocks"),
        StonePreset::Discs => tr!("setup-stones-discs"),
    }
}

/// The table a fresh screen suggests: one person against two Normal bots.
pub const DEFAULT_SEATS: [SeatKind; 3] = [
    SeatKind::Human,
    SeatKind::Bot(BotLevel::Normal),
    SeatKind::Bot(BotLevel::Normal),
];

/// One seat as it is being filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatForm {
    pub name: String,
    pub colour: PlayerColour,
    pub kind: SeatKind,
}

/// What the screen holds between frames.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameForm {
    pub seats: Vec<SeatForm>,
    pub quarry_min_stones: u8,
    /// `RuleOptions::unload_stuck_cart`.
    pub unload_stuck_cart: bool,
    /// The stones the quarry is played with (each brings its own calibrated quarry file).
    pub stones: StonePreset,
    /// The seed as typed; it must parse as a `u64`.
    pub seed_text: String,
}

/// The values of `quarry_min_stones` the rules accept, asked of
/// `RuleOptions::validate` so that the screen never disagrees with the engine.
pub fn quarry_min_stones_choices() -> Vec<u8> {
    (0..=u8::MAX)
        .filter(|&n| {
            RuleOptions {
                quarry_min_stones: n,
                ..RuleOptions::default()
            }
            .validate()
            .is_ok()
        })
        .collect()
}

fn quarry_min_stones_label(n: u8) -> String {
    match n {
        1 => tr!("setup-min-stones-original", count = n),
        2 => tr!("setup-min-stones-variant", count = n),
        n => tr!("setup-min-stones-other", count = n),
    }
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm::new(rand::random())
    }
}

impl NewGameForm {
    /// The default table ([`DEFAULT_SEATS`]) with suggested names, the original
    /// rules and `seed`.
    pub fn new(seed: u64) -> NewGameForm {
        NewGameForm::with_seats(seed, &DEFAULT_SEATS)
    }

    /// A form with one seat of each kind given (suggested names and colours in
    /// order; at most [`MAX_SEATS`] are taken), the original rules and `seed`.
    pub fn with_seats(seed: u64, kinds: &[SeatKind]) -> NewGameForm {
        let mut form = NewGameForm {
            seats: Vec::new(),
            quarry_min_stones: RuleOptions::default().quarry_min_stones,
            unload_stuck_cart: RuleOptions::default().unload_stuck_cart,
            stones: StonePreset::default(),
            seed_text: seed.to_string(),
        };
        for kind in kinds.iter().cloned() {
            if form.add_seat() {
                if let Some(seat) = form.seats.last_mut() {
                    seat.kind = kind;
                }
            }
        }
        form
    }

    /// The form of a rematch: the seats of the game just played (names,
    /// colours, who plays them, in table order), its rules and stones, and a
    /// fresh seed other than `old_seed`.
    pub fn rematch(
        names: &[String],
        seats: &[Seat],
        options: RuleOptions,
        stones: StonePreset,
        old_seed: u64,
    ) -> NewGameForm {
        let mut form = NewGameForm {
            seats: names
                .iter()
                .zip(seats)
                .map(|(name, seat)| SeatForm {
                    name: name.clone(),
                    colour: seat.colour,
                    kind: seat.kind.clone(),
                })
                .collect(),
            quarry_min_stones: options.quarry_min_stones,
            unload_stuck_cart: options.unload_stuck_cart,
            stones,
            seed_text: String::new(),
        };
        form.reroll_seed();
        while form.seed() == Some(old_seed) {
            form.reroll_seed();
        }
        form
    }

    /// Adds a seat with a free colour and an unused name; false when the table
    /// is full. The first seat is a person's; later ones are Normal bots, as
    /// most tables add an opponent (the seat's kind can be changed).
    pub fn add_seat(&mut self) -> bool {
        if self.seats.len() >= MAX_SEATS {
            return false;
        }
        let taken = |name: &str| self.seats.iter().any(|s| same_name(&s.name, name));
        let name = suggested_names()
            .into_iter()
            .find(|n| !taken(n))
            .unwrap_or_else(|| tr!("setup-default-name", number = self.seats.len() + 1));
        let colour = PlayerColour::ALL
            .into_iter()
            .find(|c| self.seats.iter().all(|s| s.colour != *c))
            .unwrap_or(PlayerColour::Red);
        let kind = if self.seats.iter().any(|s| s.kind.is_human()) {
            SeatKind::Bot(BotLevel::Normal)
        } else {
            SeatKind::Human
        };
        self.seats.push(SeatForm { name, colour, kind });
        true
    }

    /// Removes a seat; false when that would leave fewer than two.
    pub fn remove_seat(&mut self, index: usize) -> bool {
        if self.seats.len() <= MIN_SEATS || index >= self.seats.len() {
            return false;
        }
        self.seats.remove(index);
        true
    }

    /// A fresh random seed in the field.
    pub fn reroll_seed(&mut self) {
        self.seed_text = rand::random::<u64>().to_string();
    }

    /// Why the game cannot start yet, one sentence per problem; empty when it can.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let n = self.seats.len();
        if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
            let (min, max) = (MIN_SEATS, MAX_SEATS);
            problems.push(tr!("setup-players", min = min, max = max, count = n));
        }
        for (i, form) in self.seats.iter().enumerate() {
            // Seats are counted from 1 on the screen.
            let seat = i + 1;
            let name = form.name.trim();
            if name.is_empty() {
                problems.push(tr!("setup-no-name", seat = seat));
            } else if name.chars().count() > MAX_NAME_CHARS {
                let max = MAX_NAME_CHARS;
                problems.push(tr!("setup-long-name", seat = seat, max = max));
            } else if let Some(j) = self.seats[..i]
                .iter()
                .position(|s| same_name(&s.name, name))
            {
                let (a, b) = (j + 1, seat);
                problems.push(tr!("setup-same-name", other = a, seat = b, name = name));
            }
            if let Some(j) = self.seats[..i].iter().position(|s| s.colour == form.colour) {
                let (a, b, c) = (j + 1, seat, form.colour.label());
                problems.push(tr!("setup-same-colour", other = a, seat = b, colour = c));
            }
        }
        let options = RuleOptions {
            quarry_min_stones: self.quarry_min_stones,
            unload_stuck_cart: self.unload_stuck_cart,
        };
        if let Err(e) = options.validate() {
            problems.push(tr!("setup-bad-option", error = e.to_string()));
        }
        if self.seed().is_none() {
            // As text: a number argument would be rounded to an `f64`.
            problems.push(tr!("setup-bad-seed", max = u64::MAX.to_string()));
        }
        problems
    }

    /// The seed as typed, if it is one.
    pub fn seed(&self) -> Option<u64> {
        self.seed_text.trim().parse().ok()
    }

    /// The checked request, or the reasons it cannot be made.
    pub fn request(&self) -> Result<NewGameRequest, Vec<String>> {
        let problems = self.problems();
        let Some(seed) = self.seed() else {
            return Err(problems);
        };
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(NewGameRequest {
            seed,
            players: self
                .seats
                .iter()
                .map(|s| s.name.trim().to_string())
                .collect(),
            seats: self
                .seats
                .iter()
                .map(|s| Seat {
                    kind: s.kind.clone(),
                    colour: s.colour,
                })
                .collect(),
            options: RuleOptions {
                quarry_min_stones: self.quarry_min_stones,
                unload_stuck_cart: self.unload_stuck_cart,
            },
            stones: self.stones,
        })
    }

    /// Draws the screen; the request when Start was clicked on a valid form.
    pub fn show(&mut self, ui: &mut Ui) -> Option<NewGameRequest> {
        ui.heading(tr!("setup-new-game"));
        self.seats_grid(ui);
        let can_add = self.seats.len() < MAX_SEATS;
        if ui
            .add_enabled(can_add, egui::Button::new(tr!("setup-add-seat")))
            .on_disabled_hover_text(tr!("setup-at-most-players", count = MAX_SEATS))
            .clicked()
        {
            self.add_seat();
        }
        ui.separator();
        ui.label(tr!("setup-min-stones"));
        for n in quarry_min_stones_choices() {
            ui.radio_value(&mut self.quarry_min_stones, n, quarry_min_stones_label(n));
        }
        ui.checkbox(&mut self.unload_stuck_cart, tr!("setup-unload-stuck-cart"));
        ui.horizontal(|ui| {
            ui.label(tr!("setup-stones"));
            for preset in StonePreset::ALL {
                ui.radio_value(&mut self.stones, preset, stones_label(preset));
            }
        });
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(tr!("setup-seed"));
            ui.add(egui::TextEdit::singleline(&mut self.seed_text).desired_width(190.0));
            if ui.button(tr!("setup-new-seed")).clicked() {
                self.reroll_seed();
            }
        });
        ui.label(tr!("setup-seed-note"));
        ui.separator();
        let request = self.request();
        let start = RichText::new(tr!("setup-start")).size(18.0).strong();
        let clicked = ui
            .add_enabled(
                request.is_ok(),
                egui::Button::new(start).fill(super::theme::GOOD_FILL),
            )
            .clicked();
        if let Err(problems) = &request {
            for problem in problems {
                ui.label(RichText::new(problem).color(super::theme::ERROR));
            }
        }
        request.ok().filter(|_| clicked)
    }

    fn seats_grid(&mut self, ui: &mut Ui) {
        let mut remove = None;
        let removable = self.seats.len() > MIN_SEATS;
        egui::Grid::new("new-game-seats")
            .striped(true)
            .show(ui, |ui| {
                let titles = [
                    tr!("setup-seat"),
                    tr!("setup-name"),
                    tr!("setup-colour"),
                    tr!("setup-played-by"),
                    String::new(),
                ];
                for title in titles {
                    ui.strong(title);
                }
                ui.end_row();
                for (i, seat) in self.seats.iter_mut().enumerate() {
                    ui.label(RichText::new(format!("{}", i + 1)).color(ink(seat.colour)));
                    ui.add_sized([140.0, 20.0], egui::TextEdit::singleline(&mut seat.name));
                    egui::ComboBox::from_id_salt(("seat-colour", i))
                        .selected_text(RichText::new(seat.colour.label()).color(ink(seat.colour)))
                        .show_ui(ui, |ui| {
                            for colour in PlayerColour::ALL {
                                ui.selectable_value(
                                    &mut seat.colour,
                                    colour,
                                    RichText::new(colour.label()).color(ink(colour)),
                                );
                            }
                        });
                    egui::ComboBox::from_id_salt(("seat-kind", i))
                        .selected_text(seat_kind_label(&seat.kind))
                        .show_ui(ui, |ui| {
                            for kind in SeatKind::offered() {
                                let name = seat_kind_label(&kind);
                                ui.selectable_value(&mut seat.kind, kind, name);
                            }
                        });
                    if ui
                        .add_enabled(removable, egui::Button::new(tr!("setup-remove-seat")))
                        .on_disabled_hover_text(tr!("setup-at-least-players", count = MIN_SEATS))
                        .clicked()
                    {
                        remove = Some(i);
                    }
                    ui.end_row();
                }
            });
        if let Some(i) = remove {
            self.remove_seat(i);
        }
    }
}

/// A seat's colour as the colour of its words on the screen (deepened where
/// the pure colour would not read on the paper).
fn ink(colour: PlayerColour) -> Color32 {
    super::theme::seat_ink(colour32(colour))
}

/// Names are compared trimmed and without regard to case: "livia" and "Livia "
/// would be the same person on the scoreboard.
fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;
    use crate::table::seats::shared_colour;
    use crate::ui::harness::Harness;

    #[test]
    fn a_fresh_form_is_valid_and_keeps_its_seed() {
        let form = NewGameForm::new(1234);
        let request = form.request().expect("the default form is valid");
        assert_eq!(request.seed, 1234);
        assert_eq!(request.players, ["Livia", "Marcus", "Julia"]);
        assert_eq!(
            request.setup(),
            Setup {
                seed: 1234,
                players: vec!["Livia".into(), "Marcus".into(), "Julia".into()],
                options: RuleOptions::default(),
            }
        );
        assert_eq!(shared_colour(&request.seats), None);
        let kinds: Vec<SeatKind> = request.seats.iter().map(|s| s.kind.clone()).collect();
        assert_eq!(kinds, DEFAULT_SEATS, "one person against two Normal bots");
    }

    #[test]
    fn a_form_for_given_seats_has_exactly_those_kinds() {
        let kinds = [SeatKind::Bot(BotLevel::Easy), SeatKind::Human];
        let form = NewGameForm::with_seats(8, &kinds);
        let got: Vec<SeatKind> = form.seats.iter().map(|s| s.kind.clone()).collect();
        assert_eq!(got, kinds);
        let five = vec![SeatKind::Human; 5];
        assert_eq!(NewGameForm::with_seats(8, &five).seats.len(), MAX_SEATS);
    }

    #[test]
    fn five_seats_are_impossible_and_one_cannot_be_left() {
        let mut form = NewGameForm::with_seats(1, &[SeatKind::Human, SeatKind::Human]);
        assert!(form.add_seat());
        assert_eq!(form.seats[2].kind, SeatKind::Bot(BotLevel::Normal));
        assert!(form.add_seat());
        assert!(!form.add_seat(), "a fifth seat");
        assert_eq!(form.seats.len(), 4);
        let colours: Vec<_> = form.seats.iter().map(|s| s.colour).collect();
        assert_eq!(
            colours,
            PlayerColour::ALL,
            "each new seat gets a free colour"
        );
        assert!(form.request().is_ok());
        assert!(form.remove_seat(0));
        assert!(form.remove_seat(0));
        assert!(!form.remove_seat(0), "down to one player");
        assert_eq!(form.seats.len(), 2);
    }

    #[test]
    fn duplicate_or_empty_names_and_shared_colours_are_refused_with_reasons() {
        let mut form = NewGameForm::new(1);
        form.seats[1].name = "  livia ".into();
        let problems = form.request().unwrap_err();
        assert!(
            problems.iter().any(|p| p.contains("both called")),
            "{problems:?}"
        );
        form.seats[1].name = "   ".into();
        assert!(form.problems().iter().any(|p| p.contains("no name")));
        form.seats[1].name = " Marcus ".into();
        form.seats[1].colour = form.seats[0].colour;
        assert!(form.problems().iter().any(|p| p.contains("both red")));
        form.seats[1].colour = PlayerColour::Green;
        let request = form.request().expect("valid again");
        assert_eq!(request.players[1], "Marcus", "names are trimmed");
        assert_eq!(request.seats[1].colour, PlayerColour::Green);
    }

    #[test]
    fn rule_option_and_seed_must_be_in_range() {
        assert_eq!(quarry_min_stones_choices(), [1, 2]);
        let mut form = NewGameForm::new(1);
        form.quarry_min_stones = 3;
        assert!(form.request().is_err());
        form.quarry_min_stones = 2;
        form.seed_text = "12x".into();
        assert!(form.problems().iter().any(|p| p.contains("seed")));
        form.seed_text = u64::MAX.to_string();
        let request = form.request().expect("valid");
        assert_eq!(request.seed, u64::MAX);
        assert_eq!(request.options.quarry_min_stones, 2);
    }

    #[test]
    fn start_clicked_on_a_valid_form_returns_the_request() {
        let mut form = NewGameForm::new(99);
        form.seats[1].kind = SeatKind::Bot(BotLevel::Random);
        let mut h = Harness::new();
        let got = h.click("Start game", |ui| form.show(ui));
        let request = got.expect("Start returns the request");
        assert_eq!(request.seed, 99);
        assert_eq!(request.seats[1].kind, SeatKind::Bot(BotLevel::Random));
    }

    #[test]
    fn the_stones_are_discs_unless_blocks_are_clicked() {
        let mut form = NewGameForm::new(5);
        assert_eq!(form.request().expect("valid").stones, StonePreset::Discs);
        let mut h = Harness::new();
        h.click(&stones_label(StonePreset::Blocks), |ui| form.show(ui));
        assert_eq!(form.stones, StonePreset::Blocks);
        let request = form.request().expect("valid");
        assert_eq!(request.stones, StonePreset::Blocks);
    }

    #[test]
    fn start_does_nothing_while_the_form_is_invalid_and_says_why() {
        let mut form = NewGameForm::new(99);
        form.seats[1].name = "Livia".into();
        let mut h = Harness::new();
        assert_eq!(h.click("Start game", |ui| form.show(ui)), None);
        assert!(h.shows_text("both called", |ui| {
            form.show(ui);
        }));
    }

    #[test]
    fn the_screen_speaks_german_and_french_with_numbers_as_arguments() {
        use crate::i18n::{tr_in, Arg, Lang};
        let three = [("count", Arg::from(3u8))];
        crate::i18n::assert_in_each_language(
            "setup-min-stones-other",
            &three,
            ["3 stones", "3 Steine", "3 pierres"],
        );
        assert_eq!(tr_in(Lang::De, "setup-kind-bot-hard", &[]), "Bot (Schwer)");
        assert_eq!(tr_in(Lang::Fr, "setup-kind-human", &[]), "Humain");
        let seed = [("max", Arg::from(u64::MAX.to_string()))];
        assert!(tr_in(Lang::Fr, "setup-bad-seed", &seed).contains("18446744073709551615"));
        assert_eq!(
            seat_kind_label(&SeatKind::Bot(BotLevel::Normal)),
            "Normal bot"
        );
    }

    #[test]
    fn the_add_seat_button_stops_at_four() {
        let mut form = NewGameForm::new(5);
        let mut h = Harness::new();
        for _ in 0..4 {
            h.click("Add seat", |ui| form.show(ui));
        }
        assert_eq!(form.seats.len(), MAX_SEATS);
    }

    #[test]
    fn a_seat_can_be_given_to_any_bot_level_from_its_list() {
        let mut form = NewGameForm::new(5);
        let mut h = Harness::new();
        // Open the second seat's list (the first "Normal bot" drawn) and pick Easy.
        h.click("Normal bot", |ui| form.show(ui));
        h.click("Easy bot", |ui| form.show(ui));
        assert_eq!(form.seats[1].kind, SeatKind::Bot(BotLevel::Easy));
        assert_eq!(form.seats[2].kind, SeatKind::Bot(BotLevel::Normal));
    }
}

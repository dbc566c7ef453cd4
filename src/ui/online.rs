//! Game → Online: the dialog to host a table on a game server or join one by
//! its code (or go back to the last one), and the small panel beside the table
//! while it is played online: the table's code to share, who sits where and
//! whether their screen is connected, whose move it is, the connection's
//! state, a seat left empty given to a bot, and the table's chat.

use crate::bots::BotLevel;
use crate::net::online_seat::LinkState;
use crate::net::protocol::{SeatSpec, Stones, TableSpec, MAX_CHAT_CHARS, MAX_NAME_CHARS};
use crate::settings::TableTicket;
use crate::tr;
use egui::{RichText, Ui};

/// The server a fresh form offers: one started on this machine (`via-appia serve`).
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:7878";

/// Seconds an empty seat waits before the others may give it to a bot.
pub const ABSENT_AFTER_S: u64 = 60;

/// Who sits in a seat of a table being hosted (the first is the host).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Guest {
    /// A friend, who joins by the table's code.
    Friend,
    Bot(BotLevel),
}

/// What the dialog holds between frames.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineForm {
    pub server: String,
    /// The names, the host's first.
    pub names: Vec<String>,
    /// Who sits in each seat after the host's.
    pub guests: Vec<Guest>,
    pub stones: Stones,
    /// The code typed to join, and the seat (1-based as shown).
    pub code: String,
    pub join_seat: usize,
    /// The last table this screen sat at, to go back to.
    pub back_to: Option<TableTicket>,
    /// Why the last try failed.
    pub error: Option<String>,
    /// A try under way (connecting to the server, waiting for the table).
    pub busy: bool,
}

/// What the person chose in the dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineChoice {
    Host {
        server: String,
        table: TableSpec,
    },
    Join {
        server: String,
        code: String,
        seat: usize,
    },
    Back(TableTicket),
    Cancel,
}

impl OnlineForm {
    /// A form for `name` against one friend and an Easy bot, on `server`.
    pub fn new(server: &str, name: &str, back_to: Option<TableTicket>) -> OnlineForm {
        OnlineForm {
            server: server.to_string(),
            names: vec![
                name.to_string(),
                tr!("online-friend-name"),
                tr!("setup-kind-bot-easy"),
            ],
            guests: vec![Guest::Friend, Guest::Bot(BotLevel::Easy)],
            stones: Stones::Discs,
            code: String::new(),
            join_seat: 2,
            back_to,
            error: None,
            busy: false,
        }
    }

    /// The table as the server is asked for it; an error names what is wrong.
    pub fn table(&self) -> Result<TableSpec, String> {
        let names: Vec<String> = self.names.iter().map(|n| n.trim().to_string()).collect();
        if names.iter().any(String::is_empty) {
            return Err(tr!("online-name-missing"));
        }
        let mut seats = vec![SeatSpec::Person];
        seats.extend(self.guests.iter().map(|g| match g {
            Guest::Friend => SeatSpec::Person,
            Guest::Bot(level) => SeatSpec::Bot(*level),
        }));
        Ok(TableSpec {
            seats,
            names: Some(names),
            options: Default::default(),
            stones: self.stones,
            seed: None,
            absent_after_s: ABSENT_AFTER_S,
        })
    }

    /// The server's address, as typed, checked for its scheme.
    fn server(&self) -> Result<String, String> {
        let url = self.server.trim();
        let servers = crate::net::link::servers(url);
        let valid = |url: &String| url.starts_with("ws://") || url.starts_with("wss://");
        if !servers.is_empty() && servers.iter().all(valid) {
            Ok(url.to_string())
        } else {
            Err(tr!("online-server-scheme"))
        }
    }

    /// Draws the dialog.
    pub fn show(&mut self, ui: &mut Ui) -> Option<OnlineChoice> {
        let mut choice = None;
        ui.horizontal(|ui| {
            ui.label(tr!("online-server"));
            ui.add(egui::TextEdit::singleline(&mut self.server).desired_width(380.0))
                .on_hover_text(tr!("online-server-hint"));
        });
        if let Some(ticket) = self.back_to.clone() {
            ui.separator();
            let label = tr!(
                "online-back-to",
                code = ticket.code.clone(),
                seat = ticket.seat + 1
            );
            if ui.button(label).clicked() {
                choice = Some(OnlineChoice::Back(ticket));
            }
        }
        ui.separator();
        ui.heading(tr!("online-host"));
        self.seats(ui);
        ui.horizontal(|ui| {
            ui.label(tr!("online-stones"));
            ui.radio_value(&mut self.stones, Stones::Discs, tr!("setup-stones-discs"));
            ui.radio_value(&mut self.stones, Stones::Blocks, tr!("setup-stones-blocks"));
        });
        if ui.button(tr!("online-host-button")).clicked() {
            match (self.server(), self.table()) {
                (Ok(server), Ok(table)) => choice = Some(OnlineChoice::Host { server, table }),
                (Err(e), _) | (_, Err(e)) => self.error = Some(e),
            }
        }
        ui.separator();
        ui.heading(tr!("online-join"));
        ui.horizontal(|ui| {
            ui.label(tr!("online-code"));
            ui.add(egui::TextEdit::singleline(&mut self.code).desired_width(80.0));
            ui.label(tr!("online-seat"));
            ui.add(egui::DragValue::new(&mut self.join_seat).range(1..=4));
            if ui.button(tr!("online-join-button")).clicked() {
                let code = self.code.trim().to_uppercase();
                choice = match (self.server(), code.len()) {
                    (Err(e), _) => {
                        self.error = Some(e);
                        None
                    }
                    (_, 0) => {
                        self.error = Some(tr!("online-code-missing"));
                        None
                    }
                    (Ok(server), _) => Some(OnlineChoice::Join {
                        server,
                        code,
                        seat: self.join_seat.saturating_sub(1),
                    }),
                };
            }
        });
        if self.busy {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("online-connecting"));
            });
        } else if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(super::theme::ERROR));
        }
        ui.separator();
        if ui.button(tr!("setup-cancel-back")).clicked() {
            choice = Some(OnlineChoice::Cancel);
        }
        choice
    }

    /// The seats of the table to host: the host's name, then each guest's name
    /// and who it is; a seat can be added (up to 4) or taken away (down to 2).
    fn seats(&mut self, ui: &mut Ui) {
        let mut remove = None;
        egui::Grid::new("online-seats").show(ui, |ui| {
            for (i, name) in self.names.iter_mut().enumerate() {
                ui.label(tr!("online-seat-number", seat = i + 1));
                let field = egui::TextEdit::singleline(name).char_limit(MAX_NAME_CHARS);
                ui.add_sized([140.0, 20.0], field);
                match i.checked_sub(1).and_then(|g| self.guests.get_mut(g)) {
                    None => {
                        ui.label(tr!("online-seat-you"));
                    }
                    Some(guest) => {
                        egui::ComboBox::from_id_salt(("online-guest", i))
                            .selected_text(guest_label(*guest))
                            .show_ui(ui, |ui| {
                                let mut offered = vec![Guest::Friend];
                                offered.extend(BotLevel::ALL.into_iter().map(Guest::Bot));
                                for option in offered {
                                    ui.selectable_value(guest, option, guest_label(option));
                                }
                            });
                        let removable = self.guests.len() > 1;
                        let button = egui::Button::new(tr!("setup-remove-seat"));
                        if ui.add_enabled(removable, button).clicked() {
                            remove = Some(i);
                        }
                    }
                }
                ui.end_row();
            }
        });
        if let Some(i) = remove.filter(|_| self.names.len() > 2) {
            self.names.remove(i);
            self.guests.remove(i - 1);
        }
        if self.names.len() < 4 && ui.button(tr!("online-seat-add")).clicked() {
            self.names.push(tr!("online-friend-name"));
            self.guests.push(Guest::Friend);
        }
    }
}

/// A filled dot for a seat whose screen (or bot) is there, a ring for one away.
fn presence_dot(ui: &mut Ui, connected: bool) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
    let painter = ui.painter();
    if connected {
        painter.circle_filled(rect.center(), 4.5, super::theme::GOOD);
    } else {
        painter.circle_stroke(
            rect.center(),
            4.0,
            egui::Stroke::new(1.5, super::theme::INK_WEAK),
        );
    }
}

fn guest_label(guest: Guest) -> String {
    match guest {
        Guest::Friend => tr!("online-seat-friend"),
        Guest::Bot(level) => {
            crate::ui::new_game::seat_kind_label(&crate::table::SeatKind::Bot(level))
        }
    }
}

/// What the panel beside an online table shows.
pub struct OnlineView<'a> {
    pub code: &'a str,
    pub seat: Option<usize>,
    pub names: &'a [String],
    pub seats: &'a [SeatSpec],
    /// Seats given to a bot since the table was made.
    pub to_bots: &'a [usize],
    pub presence: &'a [bool],
    pub state: &'a LinkState,
    /// The seat to act, `None` once the game is over.
    pub to_act: Option<usize>,
    pub problem: Option<&'a str>,
    pub chat: &'a [(Option<usize>, String)],
    /// The rematch's table, once one was asked for.
    pub rematch: Option<&'a str>,
}

/// What the person asked of the online table.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineAction {
    GiveToBot(usize),
    /// This screen's seat back from the bot it was given to.
    TakeSeatBack,
    /// Ask for a rematch at a new table (the game is over).
    AskRematch,
    /// Sit at the rematch's table.
    PlayRematch,
    Say(String),
    Leave,
}

/// Draws the panel's contents; `line` is the chat line being typed.
pub fn online_panel(ui: &mut Ui, view: &OnlineView, line: &mut String) -> Option<OnlineAction> {
    let mut action = None;
    ui.label(RichText::new(tr!("online-table-code", code = view.code)).strong())
        .on_hover_text(tr!("online-share-code"));
    match view.state {
        LinkState::Connecting => {
            ui.label(tr!("online-connecting"));
        }
        LinkState::Connected => {}
        LinkState::Reconnecting(why) => {
            // The network's own words are for the curious: on hover.
            let text = RichText::new(tr!("online-reconnecting")).color(super::theme::ERROR);
            ui.label(text).on_hover_text(why.as_str());
        }
        LinkState::Failed(why) => {
            ui.label(
                RichText::new(tr!("online-failed", why = why.as_str())).color(super::theme::ERROR),
            );
        }
    }
    // Always one line here, so that the seats below never move under the mouse.
    let name_of = |seat: usize| view.names.get(seat).map_or("", String::as_str);
    match view.to_act {
        Some(seat) if Some(seat) == view.seat => {
            let text = RichText::new(tr!("online-your-turn")).strong();
            ui.label(text.color(super::theme::GOOD));
        }
        Some(seat) => {
            ui.label(tr!("online-to-move", name = name_of(seat)));
        }
        None => {
            ui.label(tr!("online-over"));
        }
    }
    for (seat, name) in view.names.iter().enumerate() {
        ui.horizontal(|ui| {
            let bot = matches!(view.seats.get(seat), Some(SeatSpec::Bot(_)))
                || view.to_bots.contains(&seat);
            let here = view.presence.get(seat).copied().unwrap_or(false);
            let (connected, word) = match (Some(seat) == view.seat, bot, here) {
                (true, _, _) => (true, tr!("online-you")),
                (_, true, _) => (true, tr!("online-bot")),
                (_, _, true) => (true, tr!("online-here")),
                (_, _, false) => (false, tr!("online-away")),
            };
            presence_dot(ui, connected);
            let text = RichText::new(format!("{name} · {word}"));
            ui.label(if view.to_act == Some(seat) {
                text.strong()
            } else {
                text
            });
            if !bot && !here && Some(seat) != view.seat && view.to_act.is_some() {
                let button = ui.small_button(tr!("online-give-to-bot"));
                if button
                    .on_hover_text(tr!("online-give-to-bot-hint"))
                    .clicked()
                {
                    action = Some(OnlineAction::GiveToBot(seat));
                }
            }
        });
    }
    let mine_to_bot = view.seat.is_some_and(|s| view.to_bots.contains(&s));
    if mine_to_bot && view.to_act.is_some() {
        let button = ui.button(tr!("online-take-back"));
        if button.on_hover_text(tr!("online-take-back-hint")).clicked() {
            action = Some(OnlineAction::TakeSeatBack);
        }
    }
    if view.to_act.is_none() {
        match view.rematch {
            Some(code) => {
                if ui.button(tr!("online-play-rematch", code = code)).clicked() {
                    action = Some(OnlineAction::PlayRematch);
                }
            }
            None => {
                let button = ui.button(tr!("online-ask-rematch"));
                if button
                    .on_hover_text(tr!("online-ask-rematch-hint"))
                    .clicked()
                {
                    action = Some(OnlineAction::AskRematch);
                }
            }
        }
    }
    if let Some(problem) = view.problem {
        ui.label(RichText::new(tr!("online-problem", message = problem)).weak());
    }
    ui.separator();
    for (seat, text) in view.chat.iter().rev().take(5).rev() {
        let who = seat
            .and_then(|s| view.names.get(s))
            .map_or("·", String::as_str);
        ui.label(format!("{who}: {text}"));
    }
    ui.horizontal(|ui| {
        let field = egui::TextEdit::singleline(line)
            .char_limit(MAX_CHAT_CHARS)
            .hint_text(tr!("online-chat-hint"))
            .desired_width(150.0);
        let typed = ui.add(field);
        let enter = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(tr!("online-say")).clicked() || enter) && !line.trim().is_empty() {
            action = Some(OnlineAction::Say(std::mem::take(line)));
        }
    });
    if ui
        .button(tr!("online-leave"))
        .on_hover_text(tr!("online-leave-hint"))
        .clicked()
    {
        action = Some(OnlineAction::Leave);
    }
    action
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::harness::Harness;

    #[test]
    fn hosting_asks_the_server_for_the_seats_names_and_stones_chosen() {
        let mut form = OnlineForm::new(DEFAULT_SERVER, "Anna", None);
        let mut h = Harness::new();
        let choice = h.click("Host the table", |ui| form.show(ui));
        let Some(OnlineChoice::Host { server, table }) = choice else {
            panic!("{choice:?}");
        };
        assert_eq!(server, DEFAULT_SERVER);
        assert_eq!(
            table.seats,
            vec![
                SeatSpec::Person,
                SeatSpec::Person,
                SeatSpec::Bot(BotLevel::Easy)
            ]
        );
        assert_eq!(table.names.as_ref().map(|n| n[0].as_str()), Some("Anna"));
        assert_eq!(table.absent_after_s, ABSENT_AFTER_S);
    }

    #[test]
    fn a_bad_server_or_a_missing_code_is_said_and_nothing_is_asked() {
        let mut form = OnlineForm::new("http://example.org", "Anna", None);
        let mut h = Harness::new();
        assert_eq!(h.click("Host the table", |ui| form.show(ui)), None);
        assert!(
            form.error.as_ref().is_some_and(|e| e.contains("ws://")),
            "{:?}",
            form.error
        );
        form.server = DEFAULT_SERVER.to_string();
        assert_eq!(h.click("Join", |ui| form.show(ui)), None);
        assert!(form.error.is_some());
        form.code = " abcdef ".to_string();
        assert_eq!(
            h.click("Join", |ui| form.show(ui)),
            Some(OnlineChoice::Join {
                server: DEFAULT_SERVER.to_string(),
                code: "ABCDEF".to_string(),
                seat: 1
            })
        );
        // Several servers of one database: each must be an address.
        form.server = "ws://a:7878 example.org".to_string();
        form.error = None;
        assert_eq!(h.click("Join", |ui| form.show(ui)), None);
        assert!(form.error.is_some(), "the second is no server address");
        let two = "ws://a:7878, ws://b:7878";
        form.server = two.to_string();
        let Some(OnlineChoice::Join { server, .. }) = h.click("Join", |ui| form.show(ui)) else {
            panic!("two servers are an address");
        };
        assert_eq!(
            crate::net::link::servers(&server),
            ["ws://a:7878", "ws://b:7878"]
        );
    }

    #[test]
    fn the_panel_names_who_is_away_and_offers_their_seat_to_a_bot() {
        let names = ["Anna".to_string(), "Bruno".to_string(), "Easy".to_string()];
        let seats = [
            SeatSpec::Person,
            SeatSpec::Person,
            SeatSpec::Bot(BotLevel::Easy),
        ];
        let view = OnlineView {
            code: "QWERTY",
            seat: Some(0),
            names: &names,
            seats: &seats,
            to_bots: &[],
            presence: &[true, false, false],
            state: &LinkState::Connected,
            to_act: Some(0),
            problem: None,
            chat: &[(Some(1), "back in five".to_string())],
            rematch: None,
        };
        let mut h = Harness::new();
        let mut line = String::new();
        assert!(h.shows_text("Your turn", |ui| {
            online_panel(ui, &view, &mut line);
        }));
        assert!(h.shows_text("Bruno · away", |ui| {
            online_panel(ui, &view, &mut line);
        }));
        assert!(h.shows_text("Bruno: back in five", |ui| {
            online_panel(ui, &view, &mut line);
        }));
        let asked = h.click("Give to a bot", |ui| online_panel(ui, &view, &mut line));
        assert_eq!(asked, Some(OnlineAction::GiveToBot(1)));
    }
}

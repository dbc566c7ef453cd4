//! Game → Online in the window: the dialog to host or join a table on a game
//! server, the seat's link ([`OnlineSeat`]) played onto the window's own table
//! every frame, and the panel beside the table. The person plays exactly as
//! at home; the table shows only this seat's money (no curtain: nobody else
//! looks at this screen). The seat's ticket (server, code, seat, token) is
//! kept in the settings, so that the dialog offers to go back to it after the
//! window was closed.

use super::Screen;
use crate::bots::BotLevel;
use crate::net::link::Approach;
use crate::net::online_seat::{LinkState, OnlineSeat};
use crate::rules::Game;
use crate::settings::{Settings, TableTicket};
use crate::table::session::Session;
use crate::table::Table;
use crate::tr;
use crate::ui::online::{online_panel, OnlineAction, OnlineChoice, OnlineForm, OnlineView};
use crate::view::Preset;

/// This window's seat at an online table.
pub struct Online {
    pub seat: OnlineSeat,
    /// The window's table is this seat's (the server has seated it).
    seated: bool,
    /// The chat line being typed.
    line: String,
    /// The event the last report was for (`Screen::online_report`).
    reported: Option<u64>,
    /// This screen asked for the rematch: it sits down there once it is made.
    join_rematch: bool,
}

impl Screen {
    /// The menu's Online: the dialog, set for the last server and table.
    pub fn open_online(&mut self) {
        let settings = &self.windows.settings;
        let name = self
            .play
            .session
            .game
            .players()
            .first()
            .map_or_else(|| tr!("online-friend-name"), |p| p.name().to_string());
        self.online_form = Some(OnlineForm::new(
            &settings.server,
            &name,
            settings.last_table.clone(),
        ));
        self.windows.menu_open = false;
    }

    /// Draws the dialog while it is open.
    pub(super) fn online_dialog(&mut self, ui: &mut egui::Ui) -> Option<OnlineChoice> {
        let form = self.online_form.as_mut()?;
        let mut choice = None;
        egui::Window::new(tr!("online-title"))
            .id(egui::Id::new("online"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 50.0])
            .show(ui.ctx(), |ui| choice = form.show(ui));
        choice
    }

    /// The person's choice in the dialog: the link starts; the table comes
    /// once the server has seated this screen.
    pub fn answer_online(&mut self, choice: OnlineChoice) {
        let (server, approach) = match choice {
            OnlineChoice::Cancel => {
                self.online_form = None;
                return;
            }
            OnlineChoice::Host { server, table } => (server, Approach::Host { table, seat: 0 }),
            OnlineChoice::Join { server, code, seat } => (server, Approach::Join { code, seat }),
            OnlineChoice::Back(ticket) => {
                let approach = Approach::Resume {
                    code: ticket.code,
                    token: ticket.token,
                };
                (ticket.server, approach)
            }
        };
        match OnlineSeat::open(&server, approach, self.data.clone()) {
            Ok(seat) => {
                if let Some(form) = &mut self.online_form {
                    form.busy = true;
                    form.error = None;
                }
                self.online = Some(Online {
                    seat,
                    seated: false,
                    line: String::new(),
                    reported: None,
                    join_rematch: false,
                });
                let settings = Settings {
                    server,
                    ..self.windows.settings.clone()
                };
                self.change_settings(settings);
            }
            Err(e) => {
                if let Some(form) = &mut self.online_form {
                    form.error = Some(e);
                }
            }
        }
    }

    /// Each frame before the table advances: the news from the server played
    /// onto the table, or the table seated once the server has sent it.
    pub(super) fn online_frame(&mut self) {
        let Some(online) = &mut self.online else {
            return;
        };
        if online.seated {
            online.seat.poll(&mut self.play);
            if online.join_rematch && online.seat.rematch.is_some() {
                self.play_rematch();
            }
            return;
        }
        online.seat.listen();
        if let LinkState::Failed(why) = &online.seat.state {
            let why = why.clone();
            self.online = None;
            if self.online_form.is_none() {
                self.open_online();
            }
            if let Some(form) = &mut self.online_form {
                form.error = Some(tr!("online-failed", why = why));
                form.busy = false;
            }
            return;
        }
        let Some(session) = online.seat.session() else {
            return;
        };
        self.seat_online(session);
    }

    /// The server's table takes the window's: its quarry's tuning, no
    /// autosave (the server keeps the game), the seat's ticket kept.
    fn seat_online(&mut self, session: Session) {
        let config = session.quarry.config().clone();
        if config != self.config {
            self.rebuild_scene(&config);
            self.config = config;
        }
        self.windows.tuning.game_loaded(&self.config);
        let mut play = Table::new(session, self.play.kit());
        play.bot_pace = self.windows.settings.bot_pace;
        play.set_bot_threads(super::spare_cores());
        let Some(online) = &mut self.online else {
            return;
        };
        online.seat.seat_table(&mut play);
        online.seated = true;
        let ticket = match (&online.seat.code, online.seat.seat, &online.seat.token) {
            (Some(code), Some(seat), Some(token)) => Some(TableTicket {
                server: online.seat.url.clone(),
                code: code.clone(),
                seat,
                token: token.clone(),
            }),
            _ => None,
        };
        self.play = play;
        self.scene.snap();
        self.new_game = None;
        self.online_form = None;
        self.in_play = true;
        self.windows.results_folded = false;
        self.guide = None;
        self.rig.go_to(Preset::Table);
        if ticket.is_some() {
            let settings = Settings {
                last_table: ticket,
                ..self.windows.settings.clone()
            };
            self.change_settings(settings);
        }
    }

    /// What the person asked in the panel.
    pub(super) fn online_act(&mut self, action: OnlineAction) {
        let Some(online) = &mut self.online else {
            return;
        };
        match action {
            OnlineAction::GiveToBot(seat) => online.seat.give_to_bot(seat, BotLevel::Easy),
            OnlineAction::Say(text) => online.seat.say(&text),
            OnlineAction::TakeSeatBack => online.seat.take_seat_back(),
            OnlineAction::AskRematch => {
                online.seat.ask_rematch();
                online.join_rematch = true;
            }
            OnlineAction::PlayRematch => self.play_rematch(),
            OnlineAction::Leave => {
                let code = online.seat.code.clone().unwrap_or_default();
                self.online = None;
                self.play.notice = Some(tr!("online-left", code = code));
                self.open_new_game(crate::ui::new_game::NewGameForm::default(), false);
            }
        }
    }

    /// `online: event N quarry HASH catch-ups C` once the table has caught up
    /// with a new event of the server (`play --print-log`, for the tests
    /// that compare the window's table with the server's).
    pub fn online_report(&mut self) -> Option<String> {
        let online = self.online.as_mut().filter(|o| o.seated)?;
        let seq = online.seat.mirror()?.seq;
        if !online.seat.caught_up(&self.play) || online.reported == Some(seq) {
            return None;
        }
        online.reported = Some(seq);
        let hash = crate::net::wire::quarry_hash(&self.play.session.quarry);
        let catch_ups = online.seat.catch_ups;
        Some(format!(
            "online: event {seq} quarry {hash} catch-ups {catch_ups}"
        ))
    }

    /// The results screen's Rematch at an online table: asked of the server,
    /// and this screen sits down at the new table once it is made.
    pub(super) fn ask_online_rematch(&mut self) {
        if let Some(online) = &mut self.online {
            online.seat.ask_rematch();
            online.join_rematch = true;
        }
    }

    /// Sits at the rematch's table: the seat kept there for this screen's
    /// token (the new table gives its own token for it).
    fn play_rematch(&mut self) {
        let Some(online) = &self.online else { return };
        let seat = &online.seat;
        let (Some((code, Some(new_seat))), Some(token)) = (&seat.rematch, &seat.token) else {
            return;
        };
        let ticket = TableTicket {
            server: seat.url.clone(),
            code: code.clone(),
            seat: *new_seat,
            token: token.clone(),
        };
        self.answer_online(OnlineChoice::Back(ticket));
    }

    /// True while the window plays at an online table.
    pub fn is_online(&self) -> bool {
        self.online.is_some()
    }
}

/// The online table's section under the scores: its seats, the link, the
/// chat (folds away under the table's code).
pub fn section(ui: &mut egui::Ui, online: &mut Online, game: &Game) -> Option<OnlineAction> {
    let seat = &online.seat;
    let names = seat.players()?.to_vec();
    let seats = seat.seat_specs()?.to_vec();
    let to_bots = seat.seats_given_to_bots();
    let view = OnlineView {
        code: seat.code.as_deref().unwrap_or(""),
        seat: seat.seat,
        names: &names,
        seats: &seats,
        to_bots: &to_bots,
        presence: &seat.presence,
        state: &seat.state,
        to_act: (!game.is_over()).then(|| game.current()),
        problem: seat.problem.as_deref(),
        chat: &seat.chat,
        rematch: seat.rematch.as_ref().map(|(code, _)| code.as_str()),
    };
    let mut action = None;
    let title = egui::RichText::new(tr!("online-title")).strong();
    egui::CollapsingHeader::new(title)
        .id_salt("online-table")
        .default_open(true)
        .show(ui, |ui| action = online_panel(ui, &view, &mut online.line));
    ui.separator();
    action
}

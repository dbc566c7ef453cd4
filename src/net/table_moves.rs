//! What a table does with its clients' messages, and how it moves on by itself
//! (its bots' turns, the pushes they plan, the game's end). Every refusal is a
//! sentence for the client who sent the message; nothing changed then.

use super::protocol::{clean_chat, ClientMessage, PublicEvent, SeatSpec, ServerMessage};
use super::table_state::{new_bot, HandPush, StoredEvent, TableState};
use super::wire::{quarry_hash, sha256_hex, Listener};
use crate::bots::SeatView;
use crate::quarry::{DriveStage, HandFrame, PushPlan};
use crate::rules::Command;
use crate::table::agent::PlanLimits;
use crate::table::session::split_falls;
use std::sync::Arc;

/// How a client wants to sit at a table.
#[derive(Clone, Debug, PartialEq)]
pub enum Seating {
    Join { seat: usize },
    Resume { token: String, last: u64 },
    Watch { last: u64 },
}

impl TableState {
    /// Seats (or lets watch) a client: a free person's seat is claimed with a new
    /// token; a resumed seat needs its token, and the newest connection holding
    /// a seat's token is the seat's (an older one is told and dropped). The
    /// client then gets `joined`, every event after its last, and its state.
    pub fn attach(
        &mut self,
        conn: u64,
        seating: Seating,
        tx: tokio::sync::mpsc::UnboundedSender<Arc<str>>,
    ) -> Result<Option<usize>, String> {
        let (seat, token, last) = match seating {
            Seating::Watch { last } => (None, None, last),
            Seating::Join { seat } => {
                let n = self.setup.seats.len();
                if seat >= n {
                    return Err(format!("this table has seats 0 to {}", n - 1));
                }
                if self.setup.seats[seat] != SeatSpec::Person || self.bots[seat].is_some() {
                    return Err(format!("seat {seat} is played by a bot"));
                }
                if self.tokens[seat].is_some() {
                    return Err(format!(
                        "seat {seat} is taken (its player comes back with the seat's token)"
                    ));
                }
                if self.kept_for(seat).is_some() {
                    return Err(format!(
                        "seat {seat} is kept for its player of the last game (who comes with \
                         `resume` and that game's token)"
                    ));
                }
                (Some(seat), Some(self.claim(seat)?), 0)
            }
            Seating::Resume { token, last } => {
                let hash = sha256_hex(token.trim().as_bytes());
                let held = (self.tokens.iter()).position(|t| t.as_deref() == Some(hash.as_str()));
                let kept =
                    (self.setup.kept_for.iter()).position(|k| k.as_deref() == Some(hash.as_str()));
                match (held, kept) {
                    (Some(seat), _) => (Some(seat), None, last),
                    // A rematch's seat, taken with the last game's token.
                    (None, Some(seat)) if self.tokens[seat].is_none() => {
                        (Some(seat), Some(self.claim(seat)?), last)
                    }
                    (None, Some(seat)) => {
                        return Err(format!(
                            "seat {seat} was taken with that token already: come back with \
                             the token this table gave"
                        ))
                    }
                    (None, None) => return Err("no seat at this table has that token".to_string()),
                }
            }
        };
        if last > self.seq {
            return Err(format!(
                "event {last} has not happened yet (the last is {})",
                self.seq
            ));
        }
        if let Some(seat) = seat {
            self.forget_seat_holder(seat);
            self.absent_since[seat] = None;
        }
        let listener = Listener { conn, seat, tx };
        listener.send(&ServerMessage::Joined {
            code: self.setup.code.clone(),
            seat,
            token,
            opening_quarry: serde_json::to_string(&self.opening).map_err(|e| e.to_string())?,
        });
        self.send_gap(&listener, last)?;
        let quarry = quarry_hash(&self.session.quarry);
        let state = super::wire::seat_state(self, seat, &quarry, &mut Vec::new());
        listener.send(&ServerMessage::State(Box::new(state)));
        self.listeners.push(listener);
        self.tell_rematch(self.listeners.len() - 1);
        self.tell_presence();
        Ok(seat)
    }

    /// Claims a free seat with a new token (its hash stored): the token.
    fn claim(&mut self, seat: usize) -> Result<String, String> {
        let token = new_token()?;
        let hash = sha256_hex(token.as_bytes());
        self.store.claim_seat(self.id, seat, &hash)?;
        self.tokens[seat] = Some(hash);
        Ok(token)
    }

    /// The hash of the last game's token a rematch's seat is kept for, while
    /// the seat is not taken.
    fn kept_for(&self, seat: usize) -> Option<&String> {
        let kept = self.setup.kept_for.get(seat)?.as_ref()?;
        self.tokens.get(seat)?.is_none().then_some(kept)
    }

    /// The events after `last`, from the store (what was saved is what was seen).
    fn send_gap(&self, listener: &Listener, last: u64) -> Result<(), String> {
        let rows = self.store.events(self.id, last)?;
        for (seq, text) in rows {
            let stored: StoredEvent = serde_json::from_str(&text)
                .map_err(|e| format!("event {seq} cannot be read: {e}"))?;
            listener.send(&ServerMessage::Event {
                seq,
                event: stored.event,
            });
        }
        Ok(())
    }

    /// An older connection holding the seat is told and let go.
    fn forget_seat_holder(&mut self, seat: usize) {
        let message = ServerMessage::Error {
            message: format!("seat {seat} was taken over by a newer connection with its token"),
        };
        self.listeners.retain(|l| {
            if l.seat == Some(seat) {
                l.send(&message);
                false
            } else {
                true
            }
        });
    }

    /// A connection went away.
    pub fn detach(&mut self, conn: u64) {
        let mut left = Vec::new();
        self.listeners.retain(|l| {
            if l.conn == conn {
                left.extend(l.seat);
                false
            } else {
                true
            }
        });
        self.seats_left(left);
        self.tell_presence();
    }

    fn tell_presence(&mut self) {
        let connected = (0..self.setup.seats.len())
            .map(|seat| self.listeners.iter().any(|l| l.seat == Some(seat)))
            .collect();
        self.tell_all(&ServerMessage::Presence { connected });
    }

    /// A seated (or watching) client's message. `Ok(true)` when the table may
    /// have moved on by itself now (call [`TableState::advance`]).
    pub fn handle(&mut self, conn: u64, message: ClientMessage) -> Result<bool, String> {
        if let Some(why) = &self.broken {
            return Err(why.clone());
        }
        let seat = (self.listeners.iter().find(|l| l.conn == conn))
            .ok_or("this connection has no seat at the table")?
            .seat;
        match message {
            ClientMessage::Chat { text } => {
                let text = clean_chat(&text);
                self.store_event(&StoredEvent {
                    event: PublicEvent::Chat { seat, text },
                    bot_rng: None,
                })?;
                Ok(false)
            }
            ClientMessage::Command { at, command, plan } => {
                let seat = seat.ok_or("a spectator gives no commands")?;
                self.command(seat, at, command, plan)?;
                Ok(true)
            }
            ClientMessage::Hand { frames } => {
                let seat = seat.ok_or("a spectator pushes nothing")?;
                self.hand(seat, &frames)
            }
            ClientMessage::GiveToBot {
                seat: absent,
                level,
            } => {
                seat.ok_or("only a player at the table may give a seat to a bot")?;
                self.give_to_bot(absent, level)?;
                Ok(true)
            }
            ClientMessage::TakeSeatBack => {
                let seat = seat.ok_or("a spectator has no seat to take back")?;
                self.take_seat_back(seat)?;
                Ok(false)
            }
            ClientMessage::Rematch => Err("a rematch is the table task's to make".to_string()),
            ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Resume { .. }
            | ClientMessage::Watch { .. } => {
                Err("this connection already sits at a table".to_string())
            }
        }
    }

    /// A person's (or a client program's) command, checked in full before it is
    /// stored: its seat's turn, the event it was made against, the rules.
    fn command(
        &mut self,
        seat: usize,
        at: u64,
        command: Command,
        plan: Option<PushPlan>,
    ) -> Result<(), String> {
        let game = &self.session.game;
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        if self.bots[seat].is_some() {
            return Err(format!("seat {seat} is played by a bot now"));
        }
        if game.current() != seat {
            return Err(format!(
                "it is not your turn (seat {} is to act)",
                game.current()
            ));
        }
        if at != self.seq {
            return Err(format!(
                "stale: made against event {at}, the table is at event {}",
                self.seq
            ));
        }
        if self.session.push.is_some() {
            return Err("a push is under way".to_string());
        }
        if matches!(command, Command::QuarryResult { .. }) {
            return Err("what falls in a push is the server's quarry's to say".to_string());
        }
        game.check(&command)
            .map_err(|e| format!("not legal now: {e}"))?;
        let plan = match (&command, plan) {
            (Command::Push { .. }, Some(plan)) => {
                Some(PlanLimits::new(&self.session.quarry).clamp_plan(&plan)?)
            }
            (_, Some(_)) => return Err("only a push has a plan".to_string()),
            (_, None) => None,
        };
        self.apply_stored(seat, command, plan, None)
    }

    /// Stores a checked command, then applies it and tells everyone.
    fn apply_stored(
        &mut self,
        seat: usize,
        command: Command,
        plan: Option<PushPlan>,
        bot_rng: Option<rand_pcg::Pcg64>,
    ) -> Result<(), String> {
        let event = PublicEvent::Command {
            seat,
            command: command.clone(),
            plan,
        };
        let seq = self.store_event(&StoredEvent { event, bot_rng })?;
        if let Err(e) = self.session.bot_command(command.clone(), "", plan) {
            let why = format!("a stored command failed ({e}); the table stops here");
            self.broken = Some(why.clone());
            return Err(why);
        }
        if matches!(command, Command::Push { .. }) && plan.is_none() {
            self.hand_push = Some(HandPush {
                at: seq,
                seat,
                trace: Vec::new(),
            });
        }
        self.tell_states_kept()
    }

    /// The pushing seat's hand wishes, one physics frame each (a frame with a
    /// `repeat` stands for that many). Once the hand has let go, the server lets
    /// the stones settle and stores the push's end.
    fn hand(&mut self, seat: usize, frames: &[HandFrame]) -> Result<bool, String> {
        let push = self
            .hand_push
            .as_mut()
            .ok_or("no push by hand is under way")?;
        if push.seat != seat {
            return Err("it is not your push".to_string());
        }
        let at = push.at;
        for frame in frames {
            for _ in 0..frame.repeat.max(1) {
                let Some(driver) = self.session.push.as_mut() else {
                    break;
                };
                if matches!(driver.stage(), DriveStage::Settling | DriveStage::Done) {
                    break;
                }
                let one = HandFrame {
                    repeat: 1,
                    ..*frame
                };
                driver.feed(&self.session.quarry, one);
                if let Some(push) = &mut self.hand_push {
                    add_frame(&mut push.trace, one);
                }
                // A refused stone (the entrance blocked) leaves the push going.
                if let Err(e) = self.session.frame() {
                    return Err(format!("the push: {e}"));
                }
            }
        }
        self.tell_all(&ServerMessage::Frames {
            push: at,
            frames: frames.to_vec(),
        });
        let settling = (self.session.push.as_ref())
            .is_none_or(|d| matches!(d.stage(), DriveStage::Settling | DriveStage::Done));
        if settling {
            self.finish_push(seat)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// Steps the push under way to its end and stores what fell (with the hand's
    /// wishes for a push by hand), then tells everyone.
    fn finish_push(&mut self, seat: usize) -> Result<(), String> {
        let hand = self.hand_push.take().map(|p| p.trace);
        self.run_push_out()?;
        let (front, elsewhere) = split_falls(self.session.push_falls());
        let event = PublicEvent::Pushed {
            seat,
            result: Command::QuarryResult { front, elsewhere },
            hand,
            quarry_hash: quarry_hash(&self.session.quarry),
        };
        self.store_event(&StoredEvent {
            event,
            bot_rng: None,
        })?;
        self.tell_states_kept()
    }

    /// Tells everyone their states; a game that just ended has its record
    /// stored first, so that whoever sees the end can find the record.
    fn tell_states_kept(&mut self) -> Result<(), String> {
        if self.session.game.is_over() {
            self.store_record()?;
        }
        self.tell_states();
        Ok(())
    }

    /// An absent person's seat to a bot, once it has been empty long enough.
    fn give_to_bot(&mut self, seat: usize, level: crate::bots::BotLevel) -> Result<(), String> {
        if self.setup.seats.get(seat) != Some(&SeatSpec::Person) || self.bots[seat].is_some() {
            return Err(format!("seat {seat} is not a person's seat"));
        }
        let since = self.absent_since[seat].ok_or(format!("seat {seat}'s player is here"))?;
        let waited = since.elapsed().as_secs();
        if waited < self.setup.absent_after_s {
            return Err(format!(
                "seat {seat} has been empty for {waited} s; the table waits {} s",
                self.setup.absent_after_s
            ));
        }
        if self.hand_push.as_ref().is_some_and(|p| p.seat == seat) {
            return Err(format!("seat {seat}'s push is under way"));
        }
        self.store_event(&StoredEvent {
            event: PublicEvent::SeatToBot { seat, level },
            bot_rng: None,
        })?;
        self.bots[seat] = Some(new_bot(&self.shelf, level, self.setup.seed, seat));
        self.tell_states();
        Ok(())
    }

    /// A person come back takes their seat back from its bot. Only between
    /// moves: the bot's turns run whole on the table's task (its push stepped
    /// to the end before the next message is read), and a push still under way
    /// is refused. The seat is the connection's own, so only its token holder.
    fn take_seat_back(&mut self, seat: usize) -> Result<(), String> {
        if self.bots[seat].is_none() || self.setup.seats[seat] != SeatSpec::Person {
            return Err(format!("seat {seat} is not played by a bot"));
        }
        if self.session.push.is_some() {
            return Err("a push is under way; take the seat back between moves".to_string());
        }
        if self.session.game.is_over() {
            return Err("the game is over".to_string());
        }
        self.store_event(&StoredEvent {
            event: PublicEvent::SeatBack { seat },
            bot_rng: None,
        })?;
        self.bots[seat] = None;
        self.absent_since[seat] = None;
        self.tell_states();
        Ok(())
    }

    /// Moves the table on as far as it goes by itself: a planned push under way
    /// is stepped to its end, the server's bots take their turns, and a game
    /// that ended has its record stored. Runs on a blocking thread.
    pub fn advance(&mut self) -> Result<(), String> {
        loop {
            if let Some(why) = &self.broken {
                return Err(why.clone());
            }
            if self.session.push.is_some() {
                if self.hand_push.is_some() {
                    return Ok(());
                }
                let seat = self.session.game.current();
                self.finish_push(seat)?;
                continue;
            }
            if self.session.game.is_over() {
                return self.store_record();
            }
            let seat = self.session.game.current();
            if self.bots[seat].is_none() {
                return Ok(());
            }
            self.bot_turn(seat)?;
        }
    }

    /// The server's bot at `seat` moves (its view only), its plan carried out by
    /// its hand; an illegal choice is replaced by the first legal command.
    fn bot_turn(&mut self, seat: usize) -> Result<(), String> {
        let session = &self.session;
        let Some(bot) = self.bots[seat].as_mut() else {
            return Ok(());
        };
        let view = SeatView::new(&session.game, seat, &session.ledger);
        let decision = bot
            .decide(&view, &session.quarry)
            .filter(|d| session.game.check(&d.command).is_ok());
        let (command, plan) = match decision {
            Some(d) => (d.command, d.plan),
            None => {
                let first = session.game.legal_actions().first().cloned();
                (first.ok_or("the bot has no legal command")?, None)
            }
        };
        let plan = match command {
            Command::Push { size } => {
                let plan = plan.unwrap_or_else(|| PushPlan::careful(session.quarry.config(), size));
                Some(bot.execute(&plan, session.quarry.config()))
            }
            _ => None,
        };
        let rng = bot.rng().clone();
        self.apply_stored(seat, command, plan, Some(rng))
    }

    /// Stores the finished game's record once (and tells the server's hook).
    fn store_record(&mut self) -> Result<(), String> {
        if self.finished {
            return Ok(());
        }
        let record = self
            .session
            .record_so_far()
            .ok_or("the game kept no record")?;
        let text = serde_json::to_string(&record).map_err(|e| e.to_string())?;
        self.store.finish(self.id, &text)?;
        self.finished = true;
        if let Some(hook) = &self.shelf.on_finished {
            hook(&self.setup.code, &record, &self.session.game)?;
        }
        Ok(())
    }
}

/// Adds a frame to a trace, counting it into the last run if its wishes are equal.
fn add_frame(trace: &mut Vec<HandFrame>, frame: HandFrame) {
    match trace.last_mut() {
        Some(last) if HandFrame { repeat: 1, ..*last } == frame && last.repeat < u32::MAX => {
            last.repeat += 1
        }
        _ => trace.push(frame),
    }
}

/// A seat's token: 128 random bits from the operating system, as hex.
fn new_token() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random source: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotLevel;
    use crate::net::group_commit::Store;
    use crate::net::protocol::{Stones, TableSpec};
    use crate::net::store::{EventStore, SqliteStore};
    use crate::net::table_state::{Shelf, TableSetup};
    use tokio::sync::mpsc::unbounded_channel;

    /// A table of two persons' seats on a new SQLite file in `dir`.
    fn table(dir: &std::path::Path) -> TableState {
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir).expect("dir");
        let mut sqlite = SqliteStore::open(&dir.join("db.sqlite")).expect("store");
        let spec = TableSpec {
            seats: vec![SeatSpec::Person; 2],
            names: None,
            options: Default::default(),
            stones: Stones::Discs,
            seed: Some(5),
            absent_after_s: 0,
        };
        let setup = TableSetup::from_spec(&spec, "LEFTAB", 5).expect("setup");
        let text = serde_json::to_string(&setup).expect("JSON");
        let id = sqlite.create_table("LEFTAB", &text).expect("row");
        let store = Arc::new(Store::start(Box::new(sqlite)).expect("writer"));
        let shelf = Arc::new(Shelf::load().expect("assets"));
        TableState::create((id, 0), setup, shelf, store).expect("table")
    }

    #[test]
    fn a_seat_whose_connection_closed_before_its_detach_was_read_is_empty() {
        let dir = std::env::temp_dir().join(format!("via-appia-left-{}", std::process::id()));
        let mut table = table(&dir);
        let (person, gone) = unbounded_channel();
        let (other, _kept) = unbounded_channel();
        table
            .attach(1, Seating::Join { seat: 0 }, person)
            .expect("seat 0");
        table
            .attach(2, Seating::Join { seat: 1 }, other)
            .expect("seat 1");
        // The person's connection ends: its queue closes, and the table's
        // next message to all finds it gone before its detach is read.
        drop(gone);
        table.tell_presence();
        table.detach(1);
        let give = ClientMessage::GiveToBot {
            seat: 0,
            level: BotLevel::Random,
        };
        let given = table.handle(2, give);
        let _ = std::fs::remove_dir_all(&dir);
        given.expect("the empty seat goes to a bot");
        assert!(table.bots[0].is_some());
    }
}

//! A screen's seat at a table on a server: the [`Link`] to the server, the
//! client's [`Mirror`] of the table (the truth, as this seat may know it), and
//! the play of the server's events onto the screen's own [`Table`] — the table
//! the window shows and the person plays at, exactly as at home.
//!
//! The table plays every move as it comes, in order, and at its own pace: a
//! move made elsewhere waits until the push before it has been seen to its
//! end; a push by a hand elsewhere steps frame by frame as its frames arrive.
//! A move of the person here is played at once (no lag) and sent; the next one
//! waits until the server has numbered the last. Whenever the table has caught
//! up with the server, the server's game (its draws, the money as this seat
//! may know it) takes the table's place; after each push the table's quarry is
//! checked against the server's hash and replaced by the mirror's if it parted.
//! Anything the table cannot play (a refusal of the person's command, a
//! reconnection that missed live frames) ends in the same catch-up: the
//! mirror's game and quarry take the table's place.

use super::client::Mirror;
use super::link::{Approach, Link, News};
use super::protocol::{
    ClientMessage, PublicEvent, SeatSpec, ServerMessage, MAX_FRAMES_PER_MESSAGE, MAX_FRAMES_STEPPED,
};
use super::wire::quarry_hash;
use crate::quarry::{HandFrame, HandTrace};
use crate::rules::{Command, GameData};
use crate::table::seats::{PlayerColour, Seat, SeatKind};
use crate::table::session::Session;
use crate::table::Table;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often the frames of the person's push go out at most: 40 messages a
/// second of a few frames each, well inside the server's limit of 120 a second
/// (a window at 60 frames a second, or a test looping faster, never reaches
/// it), and soon enough for the other screens to see the push as it is made.
pub const FRAMES_EVERY: Duration = Duration::from_millis(25);

/// How the connection stands, for the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkState {
    Connecting,
    Connected,
    /// Dropped; coming back (the reason).
    Reconnecting(String),
    /// Ended for good (the reason).
    Failed(String),
}

/// One screen's seat at a table on a server. See the module docs.
pub struct OnlineSeat {
    link: Link,
    data: Arc<GameData>,
    pub url: String,
    pub code: Option<String>,
    pub seat: Option<usize>,
    pub token: Option<String>,
    pub state: LinkState,
    mirror: Option<Mirror>,
    /// The table's players and seats, from its `opened` event.
    opened: Option<(Vec<String>, Vec<SeatSpec>)>,
    /// The last event the screen's table has played.
    played: u64,
    /// Events come but not yet played at the table.
    waiting: VecDeque<(u64, PublicEvent)>,
    /// Live frames of pushes by hand elsewhere, by their push's event number.
    early_frames: Vec<(u64, Vec<HandFrame>)>,
    /// The push by a hand elsewhere the table follows (its event number).
    following: Option<u64>,
    /// The person's commands not yet sent, and sent but not yet numbered.
    unsent: VecDeque<Command>,
    sent: VecDeque<Command>,
    /// The person's push by hand whose frames are being sent: frames sent.
    own_push: Option<u64>,
    /// When frames were last sent (they go at most every [`FRAMES_EVERY`]).
    frames_sent_at: Option<Instant>,
    /// A push has begun (its `command` event played) whose `pushed` event has
    /// not been played yet: the server's state meanwhile awaits what falls.
    push_open: bool,
    /// The table must take the mirror's game and quarry (it parted).
    catch_up: bool,
    /// The server state the table last took (its event number).
    state_taken: Option<u64>,
    /// Which seats have a screen connected.
    pub presence: Vec<bool>,
    /// The table's chat: the seat (None: a spectator or the server) and line.
    pub chat: Vec<(Option<usize>, String)>,
    /// The last problem the server or the link told, in words.
    pub problem: Option<String>,
    /// Times the table took the mirror's game and quarry after parting.
    pub catch_ups: u32,
    /// The rematch's table and this screen's seat there, once made.
    pub rematch: Option<(String, Option<usize>)>,
    /// Seated again after a drop, the server's state not yet taken.
    resumed: bool,
}

impl OnlineSeat {
    /// Starts the link: the screen's table comes once the server has seated it
    /// ([`OnlineSeat::session`]).
    pub fn open(url: &str, approach: Approach, data: Arc<GameData>) -> Result<OnlineSeat, String> {
        let link = Link::open(url, approach)?;
        Ok(OnlineSeat {
            link,
            data,
            url: url.to_string(),
            code: None,
            seat: None,
            token: None,
            state: LinkState::Connecting,
            mirror: None,
            opened: None,
            played: 0,
            waiting: VecDeque::new(),
            early_frames: Vec::new(),
            following: None,
            unsent: VecDeque::new(),
            sent: VecDeque::new(),
            own_push: None,
            frames_sent_at: None,
            push_open: false,
            catch_up: false,
            state_taken: None,
            presence: Vec::new(),
            chat: Vec::new(),
            problem: None,
            catch_ups: 0,
            rematch: None,
            resumed: false,
        })
    }

    /// The players' names (from the table's opening), once known.
    pub fn players(&self) -> Option<&[String]> {
        self.opened.as_ref().map(|(names, _)| &names[..])
    }

    /// Who sits in each seat, as the table was made.
    pub fn seat_specs(&self) -> Option<&[SeatSpec]> {
        self.opened.as_ref().map(|(_, seats)| &seats[..])
    }

    /// The mirror of the table (the server's truth as this seat may know it).
    pub fn mirror(&self) -> Option<&Mirror> {
        self.mirror.as_ref()
    }

    /// Takes in what the link told since the last call.
    pub fn listen(&mut self) {
        for news in self.link.news() {
            self.take(news);
        }
    }

    fn take(&mut self, news: News) {
        match news {
            News::Seated {
                code,
                seat,
                token,
                opening_quarry,
            } => {
                self.state = LinkState::Connected;
                // Back after a drop: the next state says what the server has.
                self.resumed = self.mirror.is_some();
                self.code = Some(code.clone());
                self.seat = seat;
                self.token = token;
                if self.mirror.is_none() {
                    let made = serde_json::from_str(&opening_quarry)
                        .map_err(|e| format!("the server's opening quarry cannot be read: {e}"))
                        .and_then(|opening| Mirror::new(self.data.clone(), code, seat, opening));
                    match made {
                        Ok(mirror) => self.mirror = Some(mirror),
                        Err(e) => self.state = LinkState::Failed(e),
                    }
                }
            }
            News::Message(message) => self.take_message(message),
            News::Lost(why) => self.state = LinkState::Reconnecting(why),
            News::Failed(why) => self.state = LinkState::Failed(why),
        }
    }

    fn take_message(&mut self, message: ServerMessage) {
        let Some(mirror) = &mut self.mirror else {
            return;
        };
        let before = mirror.seq;
        if let Err(e) = mirror.take(&message) {
            self.problem = Some(e);
            self.catch_up = true;
            return;
        }
        match message {
            ServerMessage::Event { seq, event } if seq > before => {
                if let PublicEvent::Opened { players, seats, .. } = &event {
                    self.opened = Some((players.clone(), seats.clone()));
                }
                if let PublicEvent::Chat { seat, text } = &event {
                    self.chat.push((*seat, text.clone()));
                }
                self.waiting.push_back((seq, event));
            }
            ServerMessage::Frames { push, frames } => self.early_frames.push((push, frames)),
            ServerMessage::Presence { connected } => self.presence = connected,
            ServerMessage::Rematch { code, seat } => self.rematch = Some((code, seat)),
            ServerMessage::Error { message } => self.refused(message),
            ServerMessage::State(state) if self.resumed && state.seq == self.mirror_seq() => {
                self.resumed = false;
                self.pick_up_after_drop(&state);
            }
            _ => {}
        }
    }

    fn mirror_seq(&self) -> u64 {
        self.mirror.as_ref().map_or(0, |m| m.seq)
    }

    /// Back after a drop: what was sent meanwhile may be lost. The person's
    /// commands whose events did not come are sent again, and the frames of
    /// the person's push under way at the server go again from the frame the
    /// server has (from the first if the server itself started again).
    fn pick_up_after_drop(&mut self, state: &super::protocol::SeatState) {
        let me = self.seat;
        let echoed = (self.waiting.iter())
            .filter(|(_, e)| matches!(e, PublicEvent::Command { seat, .. } if Some(*seat) == me))
            .count();
        let lost: Vec<Command> = self.sent.drain(echoed.min(self.sent.len())..).collect();
        for command in lost.into_iter().rev() {
            self.unsent.push_front(command);
        }
        let mine = |at: u64| {
            (self.mirror.iter().flat_map(|m| m.events.iter())).any(|(seq, e)| {
                *seq == at && matches!(e, PublicEvent::Command { seat, .. } if Some(*seat) == me)
            })
        };
        if state.push_under_way.is_some_and(mine) {
            self.own_push = Some(state.push_frames);
            self.frames_sent_at = None;
        }
    }

    /// A refusal from the server: of the person's command (the table then
    /// catches up with the server), or a problem to show.
    fn refused(&mut self, message: String) {
        // Frames sent after the server saw the push settle: nothing lost.
        if message.starts_with("no push by hand") {
            return;
        }
        if !self.sent.is_empty() {
            self.sent.clear();
            self.unsent.clear();
            self.own_push = None;
            self.catch_up = true;
        }
        self.problem = Some(message);
    }

    /// The session for the screen's table, once the server has seated this
    /// screen and sent its state: the game as this seat may know it and the
    /// quarry stepped in lockstep with the server's. The caller makes a
    /// [`Table`] of it and hands it to [`OnlineSeat::seat_table`].
    pub fn session(&self) -> Option<Session> {
        let mirror = self.mirror.as_ref()?;
        let (_, specs) = self.opened.as_ref()?;
        let game = mirror.game.clone()?;
        if mirror.state.as_ref()?.seq != mirror.seq {
            return None;
        }
        let mut session = Session::at_table(game, mirror.quarry.clone(), 0);
        session.seats = specs
            .iter()
            .zip(PlayerColour::ALL)
            .map(|(spec, colour)| Seat {
                kind: match spec {
                    SeatSpec::Person => SeatKind::Human,
                    SeatSpec::Bot(level) => SeatKind::Bot(*level),
                },
                colour,
            })
            .collect();
        Some(session)
    }

    /// Makes `table` this seat's: it is played online from the mirror's event
    /// on.
    pub fn seat_table(&mut self, table: &mut Table) {
        table.play_online(self.seat);
        self.played = self.mirror.as_ref().map_or(0, |m| m.seq);
        self.waiting.clear();
        self.state_taken = Some(self.played);
    }

    /// Each frame, before the table advances: takes the news in, plays what the
    /// table can play, sends the person's moves and push frames.
    pub fn poll(&mut self, table: &mut Table) {
        self.listen();
        self.play_events(table);
        self.send_own(table);
        self.take_state(table);
    }

    /// Plays the events waiting, in order, as far as the table can now.
    fn play_events(&mut self, table: &mut Table) {
        if self.catch_up {
            self.catch_up_with_server(table);
            return;
        }
        while let Some((seq, event)) = self.waiting.front().cloned() {
            if !self.play_event(table, seq, &event) {
                break;
            }
            self.waiting.pop_front();
            self.played = seq;
            if self.catch_up {
                self.catch_up_with_server(table);
                return;
            }
        }
        self.give_live_frames(table);
    }

    /// Plays one event at the table; false when it must wait (a push is still
    /// being shown).
    fn play_event(&mut self, table: &mut Table, seq: u64, event: &PublicEvent) -> bool {
        match event {
            PublicEvent::Command {
                seat,
                command,
                plan,
            } => {
                let push = matches!(command, Command::Push { .. });
                if Some(*seat) == self.seat {
                    self.push_open |= push;
                    // The person's own, played here already.
                    if self.sent.pop_front().as_ref() != Some(command) {
                        self.catch_up = true;
                    }
                    return true;
                }
                if table.push_under_way() {
                    return false;
                }
                if let Err(e) = table.move_from_elsewhere(command.clone(), *plan) {
                    self.problem = Some(e);
                    self.catch_up = true;
                    return true;
                }
                self.push_open |= push;
                if push && plan.is_none() {
                    self.following = Some(seq);
                }
                true
            }
            PublicEvent::Pushed {
                hand,
                quarry_hash: theirs,
                ..
            } => {
                if table.push_under_way() {
                    if self.following.take().is_some() {
                        table.push_end_from_elsewhere(hand.clone().unwrap_or_default());
                    }
                    return false;
                }
                self.following = None;
                self.push_open = false;
                if quarry_hash(&table.session.quarry) != *theirs {
                    self.problem = Some(format!("quarry differs after event {seq}"));
                    self.catch_up = true;
                }
                true
            }
            PublicEvent::Opened { .. }
            | PublicEvent::Chat { .. }
            | PublicEvent::SeatToBot { .. }
            | PublicEvent::SeatBack { .. }
            | PublicEvent::Rematch { .. } => true,
        }
    }

    /// Live frames of the push by a hand elsewhere the table follows.
    fn give_live_frames(&mut self, table: &mut Table) {
        let Some(push) = self.following else {
            self.early_frames.retain(|(at, _)| *at > self.played);
            return;
        };
        for (at, frames) in std::mem::take(&mut self.early_frames) {
            if at == push {
                table.frames_from_elsewhere(&frames);
            } else if at > push {
                self.early_frames.push((at, frames));
            }
        }
    }

    /// The table takes the mirror's game and quarry (between pushes).
    fn catch_up_with_server(&mut self, table: &mut Table) {
        if table.push_under_way() {
            return;
        }
        let Some(mirror) = &self.mirror else { return };
        let fresh = mirror.state.as_ref().map(|s| s.seq) == Some(mirror.seq);
        let Some(game) = mirror.game.clone().filter(|_| fresh) else {
            // The state after the last event is on its way.
            return;
        };
        table.take_quarry(mirror.quarry.clone());
        table.take_game(game);
        let _ = table.take_outbox();
        self.played = mirror.seq;
        self.state_taken = Some(mirror.seq);
        self.waiting.clear();
        self.early_frames.clear();
        self.following = None;
        self.sent.clear();
        self.unsent.clear();
        self.own_push = None;
        self.push_open = false;
        self.catch_up = false;
        self.catch_ups += 1;
    }

    /// Sends the person's commands, one at a time once the server has numbered
    /// the last, and the frames of the person's push by hand as they come.
    fn send_own(&mut self, table: &mut Table) {
        self.unsent.extend(table.take_outbox());
        let Some(mirror) = &self.mirror else { return };
        // Back after a drop, nothing goes out before the server's state says
        // what it has (frames sent meanwhile would start its push in the middle).
        if self.state != LinkState::Connected || self.resumed {
            return;
        }
        if self.sent.is_empty() && self.waiting.is_empty() && self.own_push.is_none() {
            if let Some(command) = self.unsent.pop_front() {
                let by_hand = matches!(command, Command::Push { .. });
                self.link.send(ClientMessage::Command {
                    at: mirror.seq,
                    command: command.clone(),
                    plan: None,
                });
                self.sent.push_back(command);
                if by_hand {
                    self.own_push = Some(0);
                }
            }
        }
        self.send_frames(table);
    }

    /// The person's push frames not sent yet, in messages the server takes.
    fn send_frames(&mut self, table: &Table) {
        let Some(sent) = self.own_push else { return };
        let over = !table.push_under_way();
        let due = self
            .frames_sent_at
            .is_none_or(|at| at.elapsed() >= FRAMES_EVERY);
        if !over && !due {
            return;
        }
        self.frames_sent_at = Some(Instant::now());
        let new = frames_after(table.own_hand_trace(), sent);
        let count: u64 = new.iter().map(|f| u64::from(f.repeat)).sum();
        for frames in in_messages(new) {
            self.link.send(ClientMessage::Hand { frames });
        }
        self.own_push = (!over).then_some(sent + count);
    }

    /// Once the table has played every event and has no move of its own on
    /// the way, the server's state for it takes the table's game.
    fn take_state(&mut self, table: &mut Table) {
        let caught_up = self.caught_up(table);
        let Some(mirror) = &self.mirror else { return };
        let fresh = mirror.state.as_ref().map(|s| s.seq) == Some(mirror.seq);
        if !caught_up || !fresh || self.state_taken == Some(mirror.seq) {
            return;
        }
        if let Some(game) = mirror.game.clone() {
            table.take_game(game);
            self.state_taken = Some(mirror.seq);
        }
    }

    /// True once the table has played every event the server sent and has no
    /// move of its own on the way.
    pub fn caught_up(&self, table: &Table) -> bool {
        let seq = self.mirror.as_ref().map_or(0, |m| m.seq);
        self.waiting.is_empty()
            && self.sent.is_empty()
            && self.unsent.is_empty()
            && !table.push_under_way()
            && !self.push_open
            && self.played == seq
    }

    /// True while it is the person's turn at the server's table.
    pub fn my_turn(&self) -> bool {
        self.mirror.as_ref().is_some_and(|m| m.my_turn().is_some())
    }

    /// A line for the table's chat.
    pub fn say(&mut self, text: &str) {
        self.link.send(ClientMessage::Chat {
            text: text.to_string(),
        });
    }

    /// Breaks the connection as a network would; it comes back by itself.
    pub fn drop_connection(&self) {
        self.link.drop_connection();
    }

    /// Asks for the rematch (once the game is over): the server answers every
    /// screen with the new table's code ([`OnlineSeat::rematch`]).
    pub fn ask_rematch(&mut self) {
        self.link.send(ClientMessage::Rematch);
    }

    /// Takes this screen's seat back from the bot it was given to.
    pub fn take_seat_back(&mut self) {
        self.link.send(ClientMessage::TakeSeatBack);
    }

    /// The seats a bot plays now because their person was away (given to a
    /// bot and not taken back).
    pub fn seats_given_to_bots(&self) -> Vec<usize> {
        let mut seats = Vec::new();
        for (_, event) in self.mirror.iter().flat_map(|m| m.events.iter()) {
            match event {
                PublicEvent::SeatToBot { seat, .. } => seats.push(*seat),
                PublicEvent::SeatBack { seat } => seats.retain(|s| s != seat),
                _ => {}
            }
        }
        seats
    }

    /// Gives an absent person's seat to a bot (the server checks the time).
    pub fn give_to_bot(&mut self, seat: usize, level: crate::bots::BotLevel) {
        self.link.send(ClientMessage::GiveToBot { seat, level });
    }
}

/// Frames cut into messages the server takes: at most
/// [`MAX_FRAMES_PER_MESSAGE`] runs and [`MAX_FRAMES_STEPPED`] frames each.
pub fn in_messages(frames: Vec<HandFrame>) -> Vec<Vec<HandFrame>> {
    let mut messages = Vec::new();
    let mut message: Vec<HandFrame> = Vec::new();
    let mut stepped = 0u32;
    for frame in frames {
        let mut left = frame.repeat.max(1);
        while left > 0 {
            let room = MAX_FRAMES_STEPPED - stepped;
            if room == 0 || message.len() == MAX_FRAMES_PER_MESSAGE {
                messages.push(std::mem::take(&mut message));
                stepped = 0;
                continue;
            }
            let take = left.min(room);
            message.push(HandFrame {
                repeat: take,
                ..frame
            });
            stepped += take;
            left -= take;
        }
    }
    if !message.is_empty() {
        messages.push(message);
    }
    messages
}

/// The frames of `trace` after the first `sent`, runs counted as in the trace.
pub fn frames_after(trace: &HandTrace, sent: u64) -> Vec<HandFrame> {
    let mut skip = sent;
    let mut out = Vec::new();
    for frame in trace {
        let repeat = u64::from(frame.repeat.max(1));
        if skip >= repeat {
            skip -= repeat;
            continue;
        }
        let left = (repeat - skip) as u32;
        skip = 0;
        out.push(HandFrame {
            repeat: left,
            ..*frame
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_after_skips_whole_runs_and_cuts_into_one() {
        let a = HandFrame::new(0.0, 0.0, 0.0);
        let b = HandFrame::new(0.01, 0.0, 0.0);
        let trace = vec![HandFrame { repeat: 3, ..a }, HandFrame { repeat: 2, ..b }];
        assert_eq!(frames_after(&trace, 0), trace);
        assert_eq!(frames_after(&trace, 4), vec![HandFrame { repeat: 1, ..b }]);
        assert_eq!(
            frames_after(&trace, 1),
            vec![HandFrame { repeat: 2, ..a }, HandFrame { repeat: 2, ..b }]
        );
        assert!(frames_after(&trace, 5).is_empty());
    }

    #[test]
    fn long_runs_and_many_runs_are_cut_into_messages_the_server_takes() {
        let a = HandFrame::new(0.0, 0.0, 0.0);
        let long = in_messages(vec![HandFrame { repeat: 1500, ..a }]);
        let counts: Vec<u32> = long
            .iter()
            .map(|m| m.iter().map(|f| f.repeat).sum())
            .collect();
        assert_eq!(counts, vec![600, 600, 300]);
        let many: Vec<HandFrame> = (0..100)
            .map(|i| HandFrame::new(i as f32, 0.0, 0.0))
            .collect();
        let cut = in_messages(many);
        assert_eq!(cut.iter().map(Vec::len).collect::<Vec<_>>(), vec![64, 36]);
    }
}

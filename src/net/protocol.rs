//! The game server's messages: JSON objects in WebSocket text frames, one message
//! a frame, each with its `type` and the protocol version `v`.
//!
//! A client sends [`ClientMessage`]s: it creates a table, joins a seat by the
//! table's short code (and is given the seat's token), resumes a seat with its
//! token and the number of the last event it saw, watches a table, gives
//! commands (each with the number of the event it was made against), the hand's
//! wishes for a push frame by frame, chat lines, an absent seat to a bot, and
//! (its person come back with the seat's token) that seat back from the bot.
//! A client never sends a result: what falls in a push is the server's quarry's.
//!
//! # A rematch
//! Once the game is over, a seated player sends `{"type":"rematch"}`. The
//! server makes a new table (same seats, names, options and stones, a fresh
//! seed: the rules draw the start player from it), stores the event `rematch
//! {code}` at the old table and sends every client there `{"type":"rematch",
//! "code":…, "seat":…}`, `seat` being the receiver's seat at the new table
//! (`null` for a spectator). A person takes that seat with `{"type":"resume",
//! "code":NEW, "token":OLD_TOKEN, "last":0}`, the old table's token: the seat
//! is kept for it (a `join` of it is refused), and the answer `joined` carries
//! the new table's token for the seat. Asking again answers the same code; a
//! client that comes back to the old table hears `rematch` after its state.
//! (Module `rematch`.)
//!
//! The server answers with [`ServerMessage`]s: numbered [`PublicEvent`]s (the
//! table's history as everyone at the table saw it) and, after each, the
//! receiver's own [`SeatState`]: the game as that seat may know it, made by
//! `bots::SeatView::public_game` (the filter the bots and the seat protocol use:
//! its own sesterces only, others' money as counted, the pile in a canonical
//! order, a neutral generator). Spectators get the same with no seat's money.
//!
//! Decisions:
//! - The version goes in every client message (`v`), so that a server can refuse
//!   an old client at its first word instead of misreading it later.
//! - Commands carry the event number they were made against: a command made on a
//!   table that has moved on since is refused as stale (lichess's and
//!   boardgame.io's `stateID`), never applied to a state its sender did not see.
//! - The game state sent leaves out the rules' data (board, deck, cart layout),
//!   which every build carries: it is replaced by a hash of that data, and a client
//!   whose data differs refuses the state in words.

use crate::bots::BotLevel;
use crate::quarry::{HandFrame, HandTrace, PushPlan, StonePreset};
use crate::rules::{Command, RuleOptions};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client message with another `v` is refused.
pub const NET_PROTOCOL_VERSION: u32 = 1;

/// The largest client message the server reads (bytes of its text frame).
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// The largest message a client accepts from the server (a seat's whole game
/// state is about 5 KiB; a push's trace can be longer).
pub const MAX_SERVER_MESSAGE_BYTES: usize = 8 << 20;

/// Longest chat line kept (characters).
pub const MAX_CHAT_CHARS: usize = 300;

/// Most hand frames in one message (a second of pushing at 60 frames a second).
pub const MAX_FRAMES_PER_MESSAGE: usize = 64;

/// Most physics frames one message may ask for, repeats counted (10 s).
pub const MAX_FRAMES_STEPPED: u32 = 600;

/// Longest player name (characters).
pub const MAX_NAME_CHARS: usize = 24;

/// Who sits in a seat of a new table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatSpec {
    /// A person (or a program run by a client, `join --agent`) joins it by code.
    Person,
    /// One of our bots, run by the server.
    Bot(BotLevel),
}

/// The stones a table plays with (the two quarry presets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stones {
    Blocks,
    #[default]
    Discs,
}

impl Stones {
    pub fn preset(self) -> StonePreset {
        match self {
            Stones::Blocks => StonePreset::Blocks,
            Stones::Discs => StonePreset::Discs,
        }
    }
}

/// A table as its creator asks for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// Two to four seats, table order.
    pub seats: Vec<SeatSpec>,
    /// The players' names (default: "Seat 1", … or the bot's level).
    #[serde(default)]
    pub names: Option<Vec<String>>,
    #[serde(default)]
    pub options: RuleOptions,
    #[serde(default)]
    pub stones: Stones,
    /// The game's seed; the server draws one when it is absent. The seed is
    /// never sent to the players (it decides the hidden pile).
    #[serde(default)]
    pub seed: Option<u64>,
    /// Seconds a person's seat must have been empty before the others may give
    /// it to a bot.
    #[serde(default = "default_absent_after")]
    pub absent_after_s: u64,
}

fn default_absent_after() -> u64 {
    60
}

/// What a client says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A new table; answered with `created` and its code.
    Create { table: TableSpec },
    /// Sit at a free person's seat (0-based) of a table; answered with `joined`
    /// and the seat's token, which only this answer ever carries.
    Join { code: String, seat: usize },
    /// Come back to one's seat: the token, and the last event number seen (0:
    /// none); answered with `joined` and every event after `last`.
    Resume {
        code: String,
        token: String,
        last: u64,
    },
    /// Watch a table without a seat (the public view), from event `last` on.
    Watch { code: String, last: u64 },
    /// A command of the seat's player, made against event number `at`. A push
    /// (`Push`) may carry the plan of a program's or bot's hand; without one the
    /// push follows `hand` messages.
    Command {
        at: u64,
        command: Command,
        #[serde(default)]
        plan: Option<PushPlan>,
    },
    /// The hand's wishes for the next frames of one's own push under way.
    Hand { frames: Vec<HandFrame> },
    /// A line for the table's chat.
    Chat { text: String },
    /// Give an absent person's seat to a bot of `level` for the rest of the game.
    GiveToBot { seat: usize, level: BotLevel },
    /// Once the game is over: the next game at a new table with the same seats
    /// (see the module docs); answered with `rematch`.
    Rematch,
    /// Take one's own seat back from the bot it was given to (`give_to_bot`):
    /// sent on the connection that holds the seat's token (`resume`), between
    /// moves; stored as `seat_back`, and the bot plays the seat no more.
    TakeSeatBack,
}

/// A client message as it travels: the version and the message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClientEnvelope {
    pub v: u32,
    #[serde(flatten)]
    pub message: ClientMessage,
}

/// What happened at a table, as everyone at it saw it: the numbered history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum PublicEvent {
    /// The table was set up: names and seats (the seed stays with the server).
    Opened {
        players: Vec<String>,
        seats: Vec<SeatSpec>,
        stones: Stones,
        options: RuleOptions,
    },
    /// A seat's command, applied. A push with a plan is pushed by that plan; a
    /// push without follows the hand's frames until a `pushed` event.
    Command {
        seat: usize,
        command: Command,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<PushPlan>,
    },
    /// A push ended: what fell (the quarry's result, applied to the game), the
    /// hand's wishes frame by frame for a push by hand (to step it again), and
    /// the hash of the server's quarry once still.
    Pushed {
        seat: usize,
        result: Command,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand: Option<HandTrace>,
        quarry_hash: String,
    },
    /// A chat line (`seat: None`: a spectator or the server).
    Chat { seat: Option<usize>, text: String },
    /// An absent person's seat is played by a bot from now on.
    SeatToBot { seat: usize, level: BotLevel },
    /// The rematch was made: the new table's code.
    Rematch { code: String },
    /// The seat's person took it back from its bot; they play it from now on.
    SeatBack { seat: usize },
}

/// The game as one receiver may know it, after event `seq`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    pub seq: u64,
    /// The receiver's seat, `None` for a spectator.
    pub seat: Option<usize>,
    /// `rules::Game` as `SeatView::public_game` makes it, as JSON text without
    /// its `data` (text: the game's generator is a 128-bit number).
    pub game: String,
    /// Hash of the rules' data the server plays with (see the module docs).
    pub data_hash: String,
    /// The commands the receiver may give now (empty when it is not its turn).
    pub legal: Vec<Command>,
    /// The game is over.
    pub over: bool,
    /// A push under way by hand: the number of its `command` event.
    pub push_under_way: Option<u64>,
    /// Physics frames of that push the server has stepped so far: a pushing
    /// screen that comes back after a drop sends its hand's frames from there.
    #[serde(default)]
    pub push_frames: u64,
    /// Hash of the server's quarry as it lies now.
    pub quarry_hash: String,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The first message on a connection.
    Hello { v: u32, server: String },
    /// A table was made; join it by this code.
    Created { code: String },
    /// Seated (or watching). `token` only in the answer to `join`. The opening
    /// quarry (its description, its generator neutral) lets the client lay the
    /// very quarry the server laid, and step every push after it in lockstep.
    Joined {
        code: String,
        seat: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// `quarry::QuarryDescription` as JSON text (its generator's 128-bit
        /// state cannot travel inside a tagged message).
        opening_quarry: String,
    },
    /// A numbered event of the table's history.
    Event { seq: u64, event: PublicEvent },
    /// The receiver's view after the events so far.
    State(Box<SeatState>),
    /// Live frames of a push by hand under way (the event number of its push),
    /// for screens that step it as it happens; the `pushed` event repeats them.
    Frames { push: u64, frames: Vec<HandFrame> },
    /// Which seats have a client connected now.
    Presence { connected: Vec<bool> },
    /// A message refused, or a problem, in words; nothing changed.
    Error { message: String },
    /// The game's rematch is at table `code`; `seat`: the receiver's seat there
    /// (taken with `resume`, this table's token and `last: 0`), `None` for a
    /// spectator.
    Rematch { code: String, seat: Option<usize> },
}

/// Reads a client's text frame: size, JSON, version and message, each refusal
/// a sentence for the client.
pub fn read_client(text: &str) -> Result<ClientMessage, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "message too long: {} bytes, at most {MAX_MESSAGE_BYTES}",
            text.len()
        ));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let v = value.get("v").and_then(serde_json::Value::as_u64);
    match v {
        Some(v) if v == u64::from(NET_PROTOCOL_VERSION) => {}
        Some(v) => {
            return Err(format!(
            "protocol version {v} is not spoken here (this server speaks {NET_PROTOCOL_VERSION})"
        ))
        }
        None => return Err("every message needs `v`, the protocol version".to_string()),
    }
    let envelope: ClientEnvelope = serde_json::from_value(value)
        .map_err(|e| format!("not a message of this protocol: {e}"))?;
    check_client(&envelope.message)?;
    Ok(envelope.message)
}

/// Limits that JSON's shape cannot say.
fn check_client(message: &ClientMessage) -> Result<(), String> {
    match message {
        ClientMessage::Hand { frames } if frames.len() > MAX_FRAMES_PER_MESSAGE => Err(format!(
            "{} hand frames in one message, at most {MAX_FRAMES_PER_MESSAGE}",
            frames.len()
        )),
        ClientMessage::Hand { frames } if frames.iter().any(|f| f.repeat == 0) => {
            Err("a hand frame with `repeat: 0`".to_string())
        }
        ClientMessage::Hand { frames }
            if frames.iter().map(|f| u64::from(f.repeat)).sum::<u64>()
                > MAX_FRAMES_STEPPED as u64 =>
        {
            Err(format!(
                "more than {MAX_FRAMES_STEPPED} physics frames in one message"
            ))
        }
        ClientMessage::Chat { text } if text.trim().is_empty() => {
            Err("an empty chat line".to_string())
        }
        _ => Ok(()),
    }
}

/// A message as the client sends it.
pub fn client_text(message: &ClientMessage) -> String {
    let envelope = ClientEnvelope {
        v: NET_PROTOCOL_VERSION,
        message: message.clone(),
    };
    to_json(&envelope)
}

/// A message as the server sends it.
pub fn server_text(message: &ServerMessage) -> String {
    to_json(message)
}

/// JSON of a message. Our messages hold strings, integers, finite floats and
/// string-keyed maps, which always serialize; the fallback keeps even a bug
/// from panicking a connection.
fn to_json<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        serde_json::json!({ "type": "error", "message": format!("unwritable message: {e}") })
            .to_string()
    })
}

/// A chat line as kept: trimmed, control characters dropped, clipped.
pub fn clean_chat(text: &str) -> String {
    let text: String = text
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_CHAT_CHARS)
        .collect();
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_back_with_its_version() {
        let text = client_text(&ClientMessage::Join {
            code: "ABCDE".into(),
            seat: 1,
        });
        assert!(text.contains("\"v\":1"), "{text}");
        assert_eq!(
            read_client(&text),
            Ok(ClientMessage::Join {
                code: "ABCDE".into(),
                seat: 1
            })
        );
    }

    #[test]
    fn refusals_say_why() {
        let too_long = format!(
            "{{\"v\":1,\"type\":\"chat\",\"text\":\"{}\"}}",
            "a".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(read_client(&too_long).unwrap_err().contains("too long"));
        assert!(read_client("{").unwrap_err().contains("not JSON"));
        let old = r#"{"v":0,"type":"chat","text":"hi"}"#;
        assert!(read_client(old).unwrap_err().contains("version 0"));
        let none = r#"{"type":"chat","text":"hi"}"#;
        assert!(read_client(none).unwrap_err().contains("`v`"));
        let odd = r#"{"v":1,"type":"fly","to":"moon"}"#;
        assert!(read_client(odd).unwrap_err().contains("not a message"));
    }

    #[test]
    fn the_rematch_and_the_seat_back_read_as_the_docs_write_them() {
        let ask = read_client(r#"{"v":1,"type":"rematch"}"#);
        assert_eq!(ask, Ok(ClientMessage::Rematch));
        let back = read_client(r#"{"v":1,"type":"take_seat_back"}"#);
        assert_eq!(back, Ok(ClientMessage::TakeSeatBack));
        let told = server_text(&ServerMessage::Rematch {
            code: "K7QX2M".into(),
            seat: Some(1),
        });
        assert_eq!(told, r#"{"type":"rematch","code":"K7QX2M","seat":1}"#);
        let event = serde_json::to_string(&PublicEvent::SeatBack { seat: 0 }).expect("JSON");
        assert_eq!(event, r#"{"kind":"seat_back","seat":0}"#);
    }

    #[test]
    fn a_seat_spec_reads_as_written() {
        let spec: TableSpec =
            serde_json::from_str(r#"{"seats":["person",{"bot":"Easy"}]}"#).expect("reads");
        assert_eq!(spec.seats[1], SeatSpec::Bot(BotLevel::Easy));
        assert_eq!(spec.absent_after_s, 60);
        assert_eq!(clean_chat("  hi\u{7}there "), "hithere");
    }
}

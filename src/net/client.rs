//! The client's side, as a library the window and `via-appia join` both drive:
//! a connection ([`Client`]) and the client's copy of its table ([`Mirror`]).
//!
//! The mirror holds what the server says the seat may know (its latest
//! [`SeatState`], the game rebuilt from it) and its own quarry, laid from the
//! opening the server sent and stepped through every push in lockstep with the
//! server: a bot's or program's push by its plan, a push by hand by the hand's
//! wishes that the `pushed` event carries. After each push the mirror's quarry
//! hash must equal the server's; a mirror that differs lays its quarry again
//! from the opening and steps every push of the table again (the events it
//! holds), which is exact for the same build. Live `frames` of a push by hand
//! are for a screen that shows the push as it happens, on a copy of the quarry:
//! the mirror's own quarry steps only on stored events, so it never holds a
//! frame the server might have lost.

use super::protocol::{
    client_text, ClientMessage, PublicEvent, SeatState, ServerMessage, MAX_SERVER_MESSAGE_BYTES,
};
use super::wire::{data_hash, data_text, game_from_state, quarry_hash};
use crate::quarry::{PushDriver, Quarry, QuarryDescription};
use crate::rules::{Command, Game, GameData};
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// One connection to a server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `url` (`ws://host:port`) and reads the server's `hello`.
    pub async fn connect(url: &str) -> Result<Client, String> {
        let mut config = WebSocketConfig::default();
        config.max_message_size = Some(MAX_SERVER_MESSAGE_BYTES);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(|e| format!("cannot connect to {url}: {e}"))?;
        let mut client = Client { ws };
        match client.next().await? {
            ServerMessage::Hello { .. } => Ok(client),
            other => Err(format!("the server did not say hello: {other:?}")),
        }
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), String> {
        self.send_text(client_text(message)).await
    }

    /// Sends a text frame as it is (tests send what no client would).
    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| format!("the connection broke: {e}"))
    }

    /// The server's next message.
    pub async fn next(&mut self) -> Result<ServerMessage, String> {
        loop {
            let frame = self
                .ws
                .next()
                .await
                .ok_or("the server closed the connection")?
                .map_err(|e| format!("the connection broke: {e}"))?;
            match frame {
                Message::Text(text) => {
                    return serde_json::from_str(text.as_str())
                        .map_err(|e| format!("the server sent what this game cannot read: {e}"))
                }
                Message::Close(_) => return Err("the server closed the connection".to_string()),
                _ => continue,
            }
        }
    }
}

/// The client's copy of its table. See the module docs.
pub struct Mirror {
    data_text: String,
    data_hash: String,
    pub code: String,
    pub seat: Option<usize>,
    opening: QuarryDescription,
    /// The quarry stepped in lockstep with the server's.
    pub quarry: Quarry,
    /// Every event received, in order (from 1 when the mirror began at 0).
    pub events: Vec<(u64, PublicEvent)>,
    /// The number of the last event applied.
    pub seq: u64,
    /// The latest state and the game it describes.
    pub state: Option<SeatState>,
    pub game: Option<Game>,
    /// Read the game of every state (a screen shows each); when false, only
    /// of those where the seat must choose and of the game's end (a headless
    /// seat: reading a game costs more than the rules of a move).
    pub read_every_state: bool,
    /// The size of a push by hand whose end has not come yet.
    pending_hand: Option<crate::rules::Size>,
    /// Pushes after which the quarry differed from the server's and was laid again.
    pub resyncs: u32,
    /// True once a laid-again quarry still differed (a different build).
    pub drifted: bool,
}

impl Mirror {
    /// A mirror from the server's `joined` answer.
    pub fn new(
        data: Arc<GameData>,
        code: String,
        seat: Option<usize>,
        opening: QuarryDescription,
    ) -> Result<Mirror, String> {
        let quarry = Quarry::from_description(opening.clone())
            .map_err(|e| format!("the server's opening quarry cannot be laid: {e}"))?;
        Ok(Mirror {
            data_hash: data_hash(&data),
            data_text: data_text(&data),
            code,
            seat,
            opening,
            quarry,
            events: Vec::new(),
            seq: 0,
            state: None,
            game: None,
            read_every_state: true,
            pending_hand: None,
            resyncs: 0,
            drifted: false,
        })
    }

    /// Takes one server message in. Events already applied are skipped (a gap
    /// sent again after a reconnection).
    pub fn take(&mut self, message: &ServerMessage) -> Result<(), String> {
        match message {
            ServerMessage::Event { seq, event } if *seq > self.seq => {
                if *seq != self.seq + 1 {
                    return Err(format!("event {seq} came after event {}", self.seq));
                }
                self.step(event)?;
                self.events.push((*seq, event.clone()));
                self.seq = *seq;
            }
            ServerMessage::State(state) if state.seq == self.seq => {
                if self.read_every_state || state.over || !state.legal.is_empty() {
                    self.game = Some(game_from_state(state, &self.data_text, &self.data_hash)?);
                }
                self.state = Some((**state).clone());
            }
            _ => {}
        }
        Ok(())
    }

    /// Steps the quarry through a push the event starts or ends.
    fn step(&mut self, event: &PublicEvent) -> Result<(), String> {
        match event {
            PublicEvent::Command {
                command: Command::Push { size },
                plan,
                ..
            } => match plan {
                Some(plan) => {
                    let mut driver = PushDriver::planned(&self.quarry, *size, plan);
                    driver.run(&mut self.quarry).map_err(|e| e.to_string())?;
                }
                None => self.pending_hand = Some(*size),
            },
            PublicEvent::Pushed {
                hand,
                quarry_hash: theirs,
                ..
            } => {
                if let (Some(trace), Some(size)) = (hand, self.pending_hand.take()) {
                    let mut driver = PushDriver::retraced(&self.quarry, size, trace.clone());
                    driver.run(&mut self.quarry).map_err(|e| e.to_string())?;
                }
                if quarry_hash(&self.quarry) != *theirs {
                    self.resyncs += 1;
                    self.relay()?;
                    if quarry_hash(&self.quarry) != *theirs {
                        self.drifted = true;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Lays the quarry again from the opening and steps every push held.
    fn relay(&mut self) -> Result<(), String> {
        self.quarry = Quarry::from_description(self.opening.clone()).map_err(|e| e.to_string())?;
        let events: Vec<PublicEvent> = self.events.iter().map(|(_, e)| e.clone()).collect();
        let pending = self.pending_hand.take();
        for event in &events {
            if matches!(event, PublicEvent::Pushed { .. }) {
                // The hash is checked by the caller, once, for the last push.
                self.step_without_check(event)?;
            } else {
                self.step(event)?;
            }
        }
        self.pending_hand = pending;
        Ok(())
    }

    fn step_without_check(&mut self, event: &PublicEvent) -> Result<(), String> {
        if let PublicEvent::Pushed {
            hand: Some(trace), ..
        } = event
        {
            if let Some(size) = self.pending_hand.take() {
                let mut driver = PushDriver::retraced(&self.quarry, size, trace.clone());
                driver.run(&mut self.quarry).map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    }

    /// The commands the seat may give now: the latest state's, when it is up
    /// to date and no push is under way.
    pub fn my_turn(&self) -> Option<&[Command]> {
        let state = self.state.as_ref()?;
        (state.seq == self.seq && !state.legal.is_empty() && state.push_under_way.is_none())
            .then_some(&state.legal[..])
    }

    /// True once the game in the latest state is over.
    pub fn game_over(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.over)
    }
}

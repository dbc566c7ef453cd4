//! A rematch: once a game is over, any seated player may ask for the next one
//! at a new table with the same seats, names, options and stones and a fresh
//! seed. The rules draw the start player from the seed (RULES.md: a random
//! start player), so the seat order stays as it was: a fresh seed is the whole
//! change, and everybody keeps their seat number.
//!
//! The new table keeps each person's seat for the person who held it: its setup
//! holds the hash of that seat's token at the old table ([`TableSetup::kept_for`](super::table_state::TableSetup::kept_for)).
//! A person takes it with `resume` on the new table's code and the old table's
//! token (`last: 0`); the answer `joined` carries the new seat's own token, the
//! only time a `resume` is answered with one. A `join` of a kept seat is
//! refused, so nobody else who heard the code takes it. A seat nobody held (a
//! person's seat never joined) is free to join; the server's bots stay bots, and
//! a person's seat that was given to a bot is the person's again.
//!
//! The old table stores a `rematch` event with the new code, and tells every
//! client at it (`rematch`, with the receiver's seat at the new table); a
//! client that comes back to the old table later hears it after its state. A
//! second ask is answered with the same code. If the server dies between making
//! the new table and storing the event, the new table stays unused and the next
//! ask makes another.

use super::protocol::{PublicEvent, SeatSpec, ServerMessage, TableSpec};
use super::server::Registry;
use super::table_state::{StoredEvent, TableState};
use std::sync::{Arc, Weak};
use tokio::sync::mpsc::UnboundedSender;

/// What an ask for a rematch comes to.
enum Ask {
    /// It was made already (the asker is told again).
    Made,
    /// A new table from this spec, its seats kept for these token hashes.
    New(TableSpec, Vec<Option<String>>),
}

impl TableState {
    /// Checks an ask: a seated player's, the game over.
    fn ask_rematch(&self, conn: u64) -> Result<Ask, String> {
        let seat = (self.listeners.iter().find(|l| l.conn == conn))
            .ok_or("this connection has no seat at the table")?
            .seat;
        seat.ok_or("only a player at the table may ask for a rematch")?;
        if !self.session.game.is_over() {
            return Err("a rematch once the game is over".to_string());
        }
        if self.rematch.is_some() {
            return Ok(Ask::Made);
        }
        let setup = &self.setup;
        let spec = TableSpec {
            seats: setup.seats.clone(),
            names: Some(setup.players.clone()),
            options: setup.options,
            stones: setup.stones,
            seed: None,
            absent_after_s: setup.absent_after_s,
        };
        let kept = (setup.seats.iter().zip(&self.tokens))
            .map(|(kind, token)| match kind {
                SeatSpec::Person => token.clone(),
                SeatSpec::Bot(_) => None,
            })
            .collect();
        Ok(Ask::New(spec, kept))
    }

    /// The rematch `code` made: stored, then told to everyone.
    fn rematch_made(&mut self, code: String) -> Result<(), String> {
        self.store_event(&StoredEvent {
            event: PublicEvent::Rematch { code: code.clone() },
            bot_rng: None,
        })?;
        self.rematch = Some(code);
        for i in 0..self.listeners.len() {
            self.tell_rematch(i);
        }
        Ok(())
    }

    /// Tells listener `i` of the rematch, with its seat at the new table.
    pub(super) fn tell_rematch(&self, i: usize) {
        let (Some(code), Some(listener)) = (&self.rematch, self.listeners.get(i)) else {
            return;
        };
        let seat = (listener.seat).filter(|s| self.setup.seats.get(*s) == Some(&SeatSpec::Person));
        listener.send(&ServerMessage::Rematch {
            code: code.clone(),
            seat,
        });
    }
}

/// A client's ask for a rematch, on the table's task: checked, the new table
/// made by the registry, the event stored on a blocking thread. A refusal goes
/// to `errors`; `None` when a blocking thread failed (the table stops).
pub(super) async fn rematch(
    mut state: TableState,
    conn: u64,
    errors: &UnboundedSender<Arc<str>>,
    registry: &Weak<Registry>,
) -> Option<TableState> {
    let refuse = |message: String| {
        let text = super::protocol::server_text(&ServerMessage::Error { message });
        let _ = errors.send(text.into());
    };
    let (spec, kept) = match state.ask_rematch(conn) {
        Err(why) => {
            refuse(why);
            return Some(state);
        }
        Ok(Ask::Made) => {
            if let Some(i) = state.listeners.iter().position(|l| l.conn == conn) {
                state.tell_rematch(i);
            }
            return Some(state);
        }
        Ok(Ask::New(spec, kept)) => (spec, kept),
    };
    let Some(registry) = registry.upgrade() else {
        refuse("the server is stopping".to_string());
        return Some(state);
    };
    let made = registry
        .create_setup(&spec, |setup| setup.kept_for = kept)
        .await;
    let code = match made {
        Ok(code) => code,
        Err(why) => {
            refuse(format!("the rematch could not be made: {why}"));
            return Some(state);
        }
    };
    let stored = tokio::task::spawn_blocking(move || {
        let stored = state.rematch_made(code);
        (state, stored)
    })
    .await;
    match stored {
        Ok((state, Ok(()))) => Some(state),
        Ok((state, Err(why))) => {
            refuse(why);
            Some(state)
        }
        Err(e) => {
            eprintln!(
                "a table's work failed ({e}); it is loaded again from its store when asked for"
            );
            None
        }
    }
}

//! The task of one table: it owns the [`TableState`] and takes its clients'
//! messages one at a time from a queue, so that nothing else ever touches the
//! table. Whatever takes time or waits for the disk (a bot thinking, a push
//! stepped to its end, an event written) runs on tokio's blocking threads, the
//! table moved there and back; messages wait in the queue meanwhile. A table
//! whose work failed stops (a thread that panicked, a write its store refused,
//! its lease taken over); the server loads it again from its store when a
//! client next asks for it.

use super::protocol::{ClientMessage, ServerMessage};
use super::server::Registry;
use super::table_moves::Seating;
use super::table_state::{SharedStore, Shelf, TableSetup, TableState};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// Messages a table's queue holds at most; a connection waits when it is full.
pub const QUEUE: usize = 256;

/// What a connection asks of a table.
pub enum TableInput {
    /// Sit (or watch); answered with the seat.
    Attach {
        conn: u64,
        seating: Seating,
        tx: mpsc::UnboundedSender<Arc<str>>,
        reply: oneshot::Sender<Result<Option<usize>, String>>,
    },
    /// A message of a connection at the table; a refusal goes to `errors`.
    /// `received`: when its frame was read (the server's timings).
    Message {
        conn: u64,
        message: ClientMessage,
        errors: mpsc::UnboundedSender<Arc<str>>,
        received: Instant,
    },
    /// The connection went away.
    Detach { conn: u64 },
    /// Another server took the table's lease: stop serving it (see `lease`).
    Stop,
}

/// Loads a table from its store: its setup, its seats' tokens, every event.
/// `epoch`: this server's lease on it, carried by every event it writes.
pub fn load(
    (id, epoch): (i64, u64),
    setup: &str,
    shelf: Arc<Shelf>,
    store: SharedStore,
) -> Result<TableState, String> {
    let setup: TableSetup =
        serde_json::from_str(setup).map_err(|e| format!("a table's setup cannot be read: {e}"))?;
    let (tokens, events) = (store.seat_tokens(id)?, store.events(id, 0)?);
    let mut state = TableState::rebuild(id, setup, shelf, store, tokens, events)?;
    state.epoch = epoch;
    Ok(state)
}

/// Runs a table until every sender of its queue is gone or its work failed.
/// `registry`: where the table makes its rematch.
pub async fn run(
    state: TableState,
    mut queue: mpsc::Receiver<TableInput>,
    registry: std::sync::Weak<Registry>,
) {
    let Some(mut state) = advance(state).await else {
        return;
    };
    if state.lease_lost || state.unsaved {
        return stop(state);
    }
    while let Some(input) = queue.recv().await {
        match input {
            TableInput::Attach {
                conn,
                seating,
                tx,
                reply,
            } => {
                // A seat claimed is written, and the events missed are read,
                // by the store's writer: waited for on a blocking thread.
                let attached = tokio::task::spawn_blocking(move || {
                    let attached = state.attach(conn, seating, tx);
                    (state, attached)
                })
                .await;
                let Ok((attached_state, attached)) = attached else {
                    eprintln!(
                        "a table's work failed; it is loaded again from its store when asked for"
                    );
                    return;
                };
                state = attached_state;
                let _ = reply.send(attached);
            }
            TableInput::Message {
                conn,
                message: ClientMessage::Rematch,
                errors,
                ..
            } => {
                // Makes a table through the registry: not a blocking thread's work.
                match super::rematch::rematch(state, conn, &errors, &registry).await {
                    Some(rematched) => state = rematched,
                    None => return,
                }
            }
            TableInput::Message {
                conn,
                message,
                errors,
                received,
            } => {
                let is_command = matches!(message, ClientMessage::Command { .. });
                // On a blocking thread: a command is written to the store, and
                // a store waits for the disk, which no async worker should.
                let handled = tokio::task::spawn_blocking(move || {
                    let handled = state.handle(conn, message);
                    (state, handled)
                })
                .await;
                let Ok((handled_state, handled)) = handled else {
                    eprintln!(
                        "a table's work failed; it is loaded again from its store when asked for"
                    );
                    return;
                };
                state = handled_state;
                if is_command && handled.is_ok() {
                    state.shelf.timings.handled.add(received.elapsed());
                }
                match handled {
                    Ok(true) => match advance(state).await {
                        Some(moved) => state = moved,
                        None => return,
                    },
                    Ok(false) => {}
                    Err(message) => {
                        let text = super::protocol::server_text(&ServerMessage::Error { message });
                        let _ = errors.send(text.into());
                    }
                }
            }
            TableInput::Detach { conn } => state.detach(conn),
            TableInput::Stop => state.lease_lost = true,
        }
        if state.lease_lost || state.unsaved {
            return stop(state);
        }
    }
}

/// The table's lease went to another server, or its store refused a write:
/// its clients are let go, to come back (as they do after any drop) through a
/// server that finds the new owner, or loads the table again from its store.
fn stop(mut state: TableState) {
    let why = match (state.lease_lost, &state.broken) {
        (true, _) => "this table is served by another server now; coming back finds it".to_string(),
        (false, Some(why)) => why.clone(),
        (false, None) => "this table stopped; coming back loads it again".to_string(),
    };
    eprintln!("table {}: {why}", state.setup.code);
    state.tell_all(&ServerMessage::Error { message: why });
    for listener in state.listeners.drain(..) {
        listener.close();
    }
}

/// The table moved on by itself on a blocking thread; `None` if that thread
/// panicked (the table is gone from memory, its store keeps it).
async fn advance(mut state: TableState) -> Option<TableState> {
    let moved = tokio::task::spawn_blocking(move || {
        let result = state.advance();
        (state, result)
    })
    .await;
    match moved {
        Ok((mut state, Err(message))) => {
            eprintln!("table {}: {message}", state.setup.code);
            state.tell_all(&ServerMessage::Error { message });
            Some(state)
        }
        Ok((state, Ok(()))) => Some(state),
        Err(e) => {
            eprintln!(
                "a table's work failed ({e}); it is loaded again from its store when asked for"
            );
            None
        }
    }
}

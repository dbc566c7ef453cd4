//! The server: a WebSocket endpoint on tokio, a registry of tables by code, a
//! task per table (`table_task`) and a task per connection.
//!
//! A connection says `hello`, then creates a table or sits at one (join, resume
//! or watch); from then on its messages go to that table's queue and the table's
//! messages come back through the connection's own queue. Each connection is
//! held to [`MAX_MESSAGE_BYTES`] a message and to a rate ([`RATE`] messages a
//! second, [`BURST`] at once); what breaks a rule is refused in words, and no
//! message can make the server panic or another table wait.

use super::group_commit::{Store, StoreCounts};
use super::protocol::{
    read_client, server_text, ClientMessage, ServerMessage, TableSpec, MAX_MESSAGE_BYTES,
    NET_PROTOCOL_VERSION,
};
use super::store::EventStore;
use super::table_moves::Seating;
use super::table_state::{SharedStore, Shelf, TableSetup, TableState};
use super::table_task::{self, TableInput, QUEUE};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// Messages a second a connection may send on average (a push by hand sends
/// 60 frames a second, one message each at most).
pub const RATE: f64 = 120.0;
/// Messages a connection may send at once.
pub const BURST: f64 = 240.0;
/// Messages waiting for a slow client before it is let go.
const MAX_QUEUED: usize = 20_000;
/// Letters of a table's code: no 0/O, 1/I/L to misread.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 6;

/// The tables of a server.
pub struct Registry {
    /// Itself, for the table tasks it starts (a table makes its rematch here).
    me: std::sync::Weak<Registry>,
    shelf: Arc<Shelf>,
    store: SharedStore,
    tables: Mutex<HashMap<String, TableEntry>>,
    next_conn: AtomicU64,
}

struct TableEntry {
    id: i64,
    setup: String,
    /// The running task's queue; `None` until first asked for (a finished
    /// game) or after its task stopped.
    queue: Option<mpsc::Sender<TableInput>>,
}

impl Registry {
    /// A registry over `store`: every unfinished table is rebuilt from its events
    /// now (its bots move on), finished ones when first asked for.
    pub fn open(store: Box<dyn EventStore>, shelf: Shelf) -> Result<Arc<Registry>, String> {
        let store: SharedStore = Arc::new(Store::start(store)?);
        let stored = store.tables()?;
        let registry = Arc::new_cyclic(|me| Registry {
            me: me.clone(),
            shelf: Arc::new(shelf),
            store,
            tables: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
        });
        let mut tables = registry
            .tables
            .lock()
            .map_err(|_| "the registry is unusable")?;
        for table in stored {
            let mut entry = TableEntry {
                id: table.id,
                setup: table.setup,
                queue: None,
            };
            if table.record.is_none() {
                match registry.start(&entry) {
                    Ok(queue) => entry.queue = Some(queue),
                    Err(e) => eprintln!("table {}: not loaded: {e}", table.code),
                }
            }
            tables.insert(table.code, entry);
        }
        drop(tables);
        Ok(registry)
    }

    /// Loads a table from the store and starts its task.
    fn start(&self, entry: &TableEntry) -> Result<mpsc::Sender<TableInput>, String> {
        let state = table_task::load(
            entry.id,
            &entry.setup,
            self.shelf.clone(),
            self.store.clone(),
        )?;
        Ok(self.spawn(state))
    }

    fn spawn(&self, state: TableState) -> mpsc::Sender<TableInput> {
        let (tx, rx) = mpsc::channel(QUEUE);
        tokio::spawn(table_task::run(state, rx, self.me.clone()));
        tx
    }

    /// What the store's writer has written so far (`serve --stats`).
    pub fn store_counts(&self) -> Arc<StoreCounts> {
        self.store.counts()
    }

    /// Where the commands' time goes (`serve --stats`).
    pub fn timings(&self) -> Arc<super::timings::ServerTimings> {
        self.shelf.timings.clone()
    }

    /// A new table from a creator's spec; its code. The table is laid and its
    /// first event written on a blocking thread (the store's writer is waited
    /// for there, as every table's work waits for it).
    pub async fn create(&self, spec: &TableSpec) -> Result<String, String> {
        self.create_setup(spec, |_| {}).await
    }

    /// A table from a spec, its setup finished by `finish` (a rematch keeps
    /// its seats for their players); its code.
    pub(super) async fn create_setup(
        &self,
        spec: &TableSpec,
        finish: impl FnOnce(&mut TableSetup),
    ) -> Result<String, String> {
        let code = loop {
            let code = new_code()?;
            let tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
            if !tables.contains_key(&code) {
                break code;
            }
        };
        let mut seed = [0u8; 8];
        getrandom::fill(&mut seed).map_err(|e| format!("no random source: {e}"))?;
        let mut setup = TableSetup::from_spec(spec, &code, u64::from_le_bytes(seed))?;
        finish(&mut setup);
        let setup_text = serde_json::to_string(&setup).map_err(|e| e.to_string())?;
        let (shelf, store) = (self.shelf.clone(), self.store.clone());
        let (stored_code, stored_setup) = (code.clone(), setup_text.clone());
        // The store refuses a code taken meanwhile (its column is unique).
        let (id, state) = tokio::task::spawn_blocking(move || {
            let id = store.create_table(&stored_code, &stored_setup)?;
            let state = TableState::create(id, setup, shelf, store)?;
            Ok::<_, String>((id, state))
        })
        .await
        .map_err(|e| format!("the table could not be made: {e}"))??;
        let queue = self.spawn(state);
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        tables.insert(
            code.clone(),
            TableEntry {
                id,
                setup: setup_text,
                queue: Some(queue),
            },
        );
        Ok(code)
    }

    /// The queue of the table with this code, its task started if need be.
    fn queue(&self, code: &str) -> Result<mpsc::Sender<TableInput>, String> {
        let code = code.trim().to_ascii_uppercase();
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        let entry = tables
            .get_mut(&code)
            .ok_or_else(|| format!("no table has the code {code}"))?;
        match &entry.queue {
            Some(queue) if !queue.is_closed() => Ok(queue.clone()),
            _ => {
                let queue = self.start(entry)?;
                entry.queue = Some(queue.clone());
                Ok(queue)
            }
        }
    }
}

/// A table's code: random letters that read unambiguously.
fn new_code() -> Result<String, String> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random source: {e}"))?;
    Ok(bytes
        .iter()
        .map(|b| CODE_LETTERS[usize::from(*b) % CODE_LETTERS.len()] as char)
        .collect())
}

/// Serves WebSocket clients on `listener` until the process ends.
pub async fn serve(listener: TcpListener, registry: Arc<Registry>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            // Out of file descriptors, say: wait a moment rather than spin.
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(stream, registry.clone()));
    }
}

/// Binds `addr`, opens the registry and serves on a runtime of its own thread:
/// for tests, benchmarks and a window that hosts. Returns the bound address.
pub fn spawn(addr: &str, store: Box<dyn EventStore>, shelf: Shelf) -> Result<SocketAddr, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("no runtime: {e}"))?;
    let listener = runtime
        .block_on(TcpListener::bind(addr))
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    let registry = runtime.block_on(async { Registry::open(store, shelf) })?;
    std::thread::Builder::new()
        .name("via-appia-server".into())
        .spawn(move || runtime.block_on(serve(listener, registry)))
        .map_err(|e| format!("cannot start the server's thread: {e}"))?;
    Ok(bound)
}

/// A connection's allowance of messages (a token bucket).
struct Allowance {
    tokens: f64,
    at: Instant,
}

impl Allowance {
    fn new() -> Allowance {
        Allowance {
            tokens: BURST,
            at: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let earned = now.duration_since(self.at).as_secs_f64() * RATE;
        self.tokens = (self.tokens + earned).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One client, from its handshake to its last frame.
async fn connection(stream: TcpStream, registry: Arc<Registry>) {
    let mut config = WebSocketConfig::default();
    // Larger frames than ours are refused by tungstenite (the connection ends);
    // up to this size they reach `read_client`, which says what is wrong.
    config.max_message_size = Some(4 * MAX_MESSAGE_BYTES);
    config.max_frame_size = Some(4 * MAX_MESSAGE_BYTES);
    let Ok(ws) = tokio_tungstenite::accept_async_with_config(stream, Some(config)).await else {
        return;
    };
    let (mut sink, mut incoming) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Arc<str>>();
    let conn = registry.next_conn.fetch_add(1, Ordering::Relaxed);
    let hello = ServerMessage::Hello {
        v: NET_PROTOCOL_VERSION,
        server: format!("via-appia {}", env!("CARGO_PKG_VERSION")),
    };
    let _ = tx.send(server_text(&hello).into());
    let mut table: Option<mpsc::Sender<TableInput>> = None;
    let mut allowance = Allowance::new();
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                if rx.len() > MAX_QUEUED {
                    break;
                }
                if sink.send(Message::text(text.to_string())).await.is_err() {
                    break;
                }
            }
            frame = incoming.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        refuse(&tx, "text frames only: one JSON message a frame".to_string());
                        continue;
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                if !allowance.take() {
                    refuse(&tx, format!("too many messages: at most {RATE} a second"));
                    continue;
                }
                let received = Instant::now();
                let message = match read_client(text.as_str()) {
                    Ok(message) => message,
                    Err(why) => {
                        refuse(&tx, why);
                        continue;
                    }
                };
                let sat = take_message(&registry, conn, (message, received), &tx, &mut table).await;
                if let Err(why) = sat {
                    refuse(&tx, why);
                }
            }
        }
    }
    if let Some(queue) = table {
        let _ = queue.send(TableInput::Detach { conn }).await;
    }
}

fn refuse(tx: &mpsc::UnboundedSender<Arc<str>>, message: String) {
    let _ = tx.send(server_text(&ServerMessage::Error { message }).into());
}

/// A well-formed message: to the registry before the connection sits at a
/// table, to its table after.
async fn take_message(
    registry: &Registry,
    conn: u64,
    (message, received): (ClientMessage, Instant),
    tx: &mpsc::UnboundedSender<Arc<str>>,
    table: &mut Option<mpsc::Sender<TableInput>>,
) -> Result<(), String> {
    let (code, seating) = match message {
        ClientMessage::Create { table: spec } => {
            let code = registry.create(&spec).await?;
            let _ = tx.send(server_text(&ServerMessage::Created { code }).into());
            return Ok(());
        }
        ClientMessage::Join { code, seat } => (code, Seating::Join { seat }),
        ClientMessage::Resume { code, token, last } => (code, Seating::Resume { token, last }),
        ClientMessage::Watch { code, last } => (code, Seating::Watch { last }),
        other => {
            let queue = table
                .as_ref()
                .ok_or("sit at a table first (join, resume or watch)")?;
            let input = TableInput::Message {
                conn,
                message: other,
                errors: tx.clone(),
                received,
            };
            if queue.send(input).await.is_err() {
                *table = None;
                return Err("the table stopped; come back to it (resume)".to_string());
            }
            return Ok(());
        }
    };
    if table.is_some() {
        return Err("this connection already sits at a table".to_string());
    }
    let queue = registry.queue(&code)?;
    let (reply, answer) = oneshot::channel();
    let input = TableInput::Attach {
        conn,
        seating,
        tx: tx.clone(),
        reply,
    };
    queue
        .send(input)
        .await
        .map_err(|_| "the table stopped; try again".to_string())?;
    answer
        .await
        .map_err(|_| "the table stopped; try again".to_string())??;
    *table = Some(queue);
    Ok(())
}

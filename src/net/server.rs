//! The server: a WebSocket endpoint on tokio, a registry of tables by code, a
//! task per table (`table_task`) and a task per connection.
//!
//! A connection says `hello`, then creates a table or sits at one (join, resume
//! or watch); from then on its messages go to that table's queue and the table's
//! messages come back through the connection's own queue. Each connection is
//! held to [`MAX_MESSAGE_BYTES`] a message and to a rate ([`RATE`] messages a
//! second, [`BURST`] at once); what breaks a rule is refused in words, and no
//! message can make the server panic or another table wait. Where several
//! servers share the store, a table another server holds is relayed there
//! (`lease`, `pipe`).

use super::group_commit::{Store, StoreCounts};
use super::lease::{LeaseTerms, Route};
use super::pipe::{self, PIPED_PATH};
use super::protocol::{
    read_client, server_text, ClientMessage, ServerMessage, TableSpec, MAX_MESSAGE_BYTES,
    NET_PROTOCOL_VERSION,
};
use super::store::EventStore;
use super::table_moves::Seating;
use super::table_state::{SharedStore, Shelf, TableSetup, TableState};
use super::table_task::{self, TableInput, QUEUE};
use super::wire::CLOSE;
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
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
    pub(super) store: SharedStore,
    pub(super) tables: Mutex<HashMap<String, TableEntry>>,
    next_conn: AtomicU64,
    /// How tables are leased, where several servers share the store (`lease`).
    pub(super) lease: Option<LeaseTerms>,
    /// Set, under the `tables` lock, when this server gives its leases up
    /// (`Registry::hand_over`): from then on it takes and renews none.
    pub(super) handed_over: AtomicBool,
}

pub(super) struct TableEntry {
    pub id: i64,
    /// This server's lease on it (0: not leased).
    pub epoch: u64,
    pub setup: String,
    /// The running task's queue; `None` until first asked for (a finished
    /// game) or after its task stopped.
    pub queue: Option<mpsc::Sender<TableInput>>,
    /// When its lease was taken (a renewal asked before then does not know it).
    pub taken: Instant,
}

impl Registry {
    /// A registry over `store`: every unfinished table is rebuilt from its events
    /// now (its bots move on), finished ones when first asked for. A store that
    /// several servers share (it leases its tables) is served on `terms`: only
    /// the tables nobody serves are taken now, and the leases are kept (see
    /// `lease`); call it inside the runtime.
    pub fn open(
        store: Box<dyn EventStore>,
        shelf: Shelf,
        terms: Option<LeaseTerms>,
    ) -> Result<Arc<Registry>, String> {
        let store: SharedStore = Arc::new(Store::start(store)?);
        let lease = match (store.leases(), terms) {
            (false, _) => None,
            (true, Some(terms)) => Some(terms),
            (true, None) => return Err("a shared store needs this server's URL".to_string()),
        };
        let leased = lease.is_some();
        let registry = Arc::new_cyclic(|me| Registry {
            me: me.clone(),
            shelf: Arc::new(shelf),
            store,
            tables: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            lease,
            handed_over: AtomicBool::new(false),
        });
        if leased {
            registry.take_orphans(true)?;
            super::lease::start_keeping(&registry)?;
            return Ok(registry);
        }
        let stored = registry.store.tables()?;
        let mut tables = registry
            .tables
            .lock()
            .map_err(|_| "the registry is unusable")?;
        for table in stored {
            let mut entry = TableEntry {
                id: table.id,
                epoch: 0,
                setup: table.setup,
                queue: None,
                taken: Instant::now(),
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
    pub(super) fn start(&self, entry: &TableEntry) -> Result<mpsc::Sender<TableInput>, String> {
        let state = table_task::load(
            (entry.id, entry.epoch),
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
        if self.handed_over.load(Ordering::SeqCst) {
            return Err(super::lease::HANDED_OVER.to_string());
        }
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
        let lease = self.lease.clone();
        // The store refuses a code taken meanwhile (its column is unique).
        let ((id, epoch), state) = tokio::task::spawn_blocking(move || {
            let id = match lease {
                Some(terms) => {
                    store.create_leased(&stored_code, &stored_setup, &terms.url, terms.ttl)?
                }
                None => (store.create_table(&stored_code, &stored_setup)?, 0),
            };
            let state = TableState::create(id, setup, shelf, store)?;
            Ok::<_, String>((id, state))
        })
        .await
        .map_err(|e| format!("the table could not be made: {e}"))??;
        let queue = self.spawn(state);
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        if let Some(terms) = self
            .lease
            .as_ref()
            .filter(|_| self.handed_over.load(Ordering::SeqCst))
        {
            // Made while this server gave its leases up: this one is given up too.
            let _ = queue.try_send(TableInput::Stop);
            tokio::task::block_in_place(|| self.store.release_leases(&terms.url))?;
            return Err(super::lease::HANDED_OVER.to_string());
        }
        tables.insert(
            code.clone(),
            TableEntry {
                id,
                epoch,
                setup: setup_text,
                queue: Some(queue),
                taken: Instant::now(),
            },
        );
        Ok(code)
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
    let terms = LeaseTerms {
        url: format!("ws://{bound}"),
        ttl: super::lease::DEFAULT_LEASE,
    };
    let registry = runtime.block_on(async { Registry::open(store, shelf, Some(terms)) })?;
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

/// One client, from its handshake to its last frame: served here, or
/// relayed to the server that holds its table's lease (`pipe`).
async fn connection(stream: TcpStream, registry: Arc<Registry>) {
    let mut config = WebSocketConfig::default();
    // Larger frames than ours are refused by tungstenite (the connection ends);
    // up to this size they reach `read_client`, which says what is wrong.
    config.max_message_size = Some(4 * MAX_MESSAGE_BYTES);
    config.max_frame_size = Some(4 * MAX_MESSAGE_BYTES);
    let piped = Arc::new(AtomicBool::new(false));
    let is_piped = piped.clone();
    // The callback's error type is tungstenite's (an HTTP response), not ours.
    #[allow(clippy::result_large_err)]
    let mark = move |request: &Request, response: Response| {
        is_piped.store(request.uri().path() == PIPED_PATH, Ordering::Relaxed);
        Ok(response)
    };
    let Ok(ws) = tokio_tungstenite::accept_hdr_async_with_config(stream, mark, Some(config)).await
    else {
        return;
    };
    let piped = piped.load(Ordering::Relaxed);
    let (mut sink, mut incoming) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Arc<str>>();
    let conn = registry.next_conn.fetch_add(1, Ordering::Relaxed);
    let hello = ServerMessage::Hello {
        v: NET_PROTOCOL_VERSION,
        server: format!("via-appia {}", env!("CARGO_PKG_VERSION")),
    };
    let _ = tx.send(server_text(&hello).into());
    let mut table: Option<mpsc::Sender<TableInput>> = None;
    let (mut to_owner, mut from_owner) = (None, None);
    let mut allowance = Allowance::new();
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                if rx.len() > MAX_QUEUED || &*text == CLOSE {
                    break;
                }
                if sink.send(Message::text(text.to_string())).await.is_err() {
                    break;
                }
            }
            relayed = pipe::next(&mut from_owner) => {
                match relayed {
                    Some(Ok(Message::Text(text))) => {
                        if sink.send(Message::Text(text)).await.is_err() {
                            break;
                        }
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => {}
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
                if let Some(owner) = to_owner.as_mut() {
                    if SinkExt::send(owner, Message::Text(text)).await.is_err() {
                        break;
                    }
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
                match sat {
                    Ok(None) => {}
                    Ok(Some(_)) if piped => refuse(&tx, format!(
                        "this server no longer holds that table's lease; come back ({})",
                        "a pipe is not piped on"
                    )),
                    Ok(Some(owner)) => match relay(&registry, conn, owner, text.as_str(), &tx, &mut table).await {
                        Ok(Some(upstream)) => {
                            let (owner_sink, owner_stream) = upstream.split();
                            (to_owner, from_owner) = (Some(owner_sink), Some(owner_stream));
                        }
                        Ok(None) => {}
                        Err(why) => refuse(&tx, why),
                    },
                    Err(why) => refuse(&tx, why),
                }
            }
        }
    }
    if let Some(queue) = table {
        let _ = queue.send(TableInput::Detach { conn }).await;
    }
    // Said goodbye to in a Close frame, but not waited for: a client gone
    // without one may never answer.
    let goodbye = async {
        let _ = sink.close().await;
        if let Some(mut owner) = to_owner {
            let _ = SinkExt::close(&mut owner).await;
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), goodbye).await;
}

/// A client's request to sit at a table another server holds: a pipe to
/// that server, or, if it does not answer, a wait for its lease to run out
/// and the table taken here (`None`: sat here).
async fn relay(
    registry: &Registry,
    conn: u64,
    owner: Owner,
    sit: &str,
    tx: &mpsc::UnboundedSender<Arc<str>>,
    table: &mut Option<mpsc::Sender<TableInput>>,
) -> Result<Option<pipe::Upstream>, String> {
    let silent = match pipe::open(&owner.url, sit).await {
        Ok(upstream) => return Ok(Some(upstream)),
        Err(why) => why,
    };
    if owner.expires_in > super::lease::MAX_WAIT {
        return Err(silent);
    }
    tokio::time::sleep(owner.expires_in + Duration::from_millis(200)).await;
    let message = read_client(sit)?;
    match take_message(registry, conn, (message, Instant::now()), tx, table).await? {
        None => Ok(None),
        Some(again) => pipe::open(&again.url, sit).await.map(Some),
    }
}

fn refuse(tx: &mpsc::UnboundedSender<Arc<str>>, message: String) {
    let _ = tx.send(server_text(&ServerMessage::Error { message }).into());
}

/// The server that holds a table's lease.
struct Owner {
    url: String,
    expires_in: Duration,
}

/// A well-formed message: to the registry before the connection sits at a
/// table, to its table after.
/// `Some`: the table is served by another server (its lease's holder).
async fn take_message(
    registry: &Registry,
    conn: u64,
    (message, received): (ClientMessage, Instant),
    tx: &mpsc::UnboundedSender<Arc<str>>,
    table: &mut Option<mpsc::Sender<TableInput>>,
) -> Result<Option<Owner>, String> {
    let (code, seating) = match message {
        ClientMessage::Create { table: spec } => {
            let code = registry.create(&spec).await?;
            let _ = tx.send(server_text(&ServerMessage::Created { code }).into());
            return Ok(None);
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
            return Ok(None);
        }
    };
    if table.is_some() {
        return Err("this connection already sits at a table".to_string());
    }
    // Loading a table or asking the store for its lease waits for the store.
    let queue = match tokio::task::block_in_place(|| registry.route(&code))? {
        Route::Here(queue) => queue,
        Route::Owner { url, expires_in } => return Ok(Some(Owner { url, expires_in })),
    };
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
    Ok(None)
}

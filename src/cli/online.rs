//! `via-appia serve`, `host` and `join`: the game server and its headless
//! clients (module `net`). All three are in the headless build.

use crate::bots::BotLevel;
use crate::net::client::Client;
use crate::net::lease::LeaseTerms;
use crate::net::protocol::{ClientMessage, SeatSpec, ServerMessage, Stones, TableSpec};
use crate::net::seat_client::{play_seat, Decider, SeatOptions};
use crate::net::server::{serve, Registry};
use crate::net::store::{EventStore, SqliteStore};
use crate::net::store_pg::{is_postgres_url, PgStore};
use crate::net::table_state::Shelf;
use crate::rules::RuleOptions;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// Where to listen (plain WebSocket; put a TLS reverse proxy in front for the internet).
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: String,
    /// The SQLite file that keeps every table (default: `server.sqlite` in the
    /// data folder, `~/.local/share/via-appia` on Linux), or a PostgreSQL
    /// database as `postgres://USER@HOST:PORT/DBNAME`, which several servers
    /// may share (no TLS: reach a remote one through an SSH tunnel).
    #[arg(long, value_name = "FILE|URL")]
    pub db: Option<PathBuf>,
    /// With PostgreSQL: how the other servers reach this one (default
    /// `ws://` and the address it listens on). It names this server as the
    /// holder of its tables' leases: keep it when the server restarts.
    #[arg(long, value_name = "ws://HOST:PORT")]
    pub public_url: Option<String>,
    /// With PostgreSQL: seconds a table's lease lasts unless renewed (default
    /// 10); after a crash, another server takes the tables over within this
    /// time and a third (at once after Ctrl-C or SIGTERM, which give them up).
    #[arg(long, value_name = "SECS")]
    pub lease_s: Option<f64>,
    /// Also write each finished game's record file (`game-CODE.json`, which
    /// `via-appia replay` checks) into DIR.
    #[arg(long, value_name = "DIR")]
    pub records: Option<PathBuf>,
    /// Print what the store has written every SECS seconds: `store: E events
    /// in C commits, W other writes` (each commit and other write is one fsync).
    #[arg(long, value_name = "SECS")]
    pub stats: Option<f64>,
}

#[derive(clap::Args, Debug)]
pub struct HostArgs {
    /// The server, as `ws://HOST:PORT`.
    pub url: String,
    /// The seats in table order: `person` (joined by code: a person or `join`)
    /// or a bot the server runs: `random`, `easy`, `normal`, `hard`, `plain`.
    #[arg(long, value_delimiter = ',', default_value = "person,person")]
    pub seats: Vec<String>,
    /// The game's seed (default: the server draws one; it stays secret).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The stones: the box's discs or blocks.
    #[arg(long, value_enum, default_value = "discs")]
    pub stones: super::Stones,
    /// Seconds a person's seat must be empty before the others may give it to a bot.
    #[arg(long, default_value_t = 60)]
    pub absent_after: u64,
}

#[derive(clap::Args, Debug)]
pub struct JoinArgs {
    /// The server, as `ws://HOST:PORT`.
    pub url: String,
    /// The table's code (`host` prints it).
    #[arg(long)]
    pub code: String,
    /// The seat to play, 0-based in table order.
    #[arg(long)]
    pub seat: usize,
    /// Play the seat with one of our bots.
    #[arg(long, conflicts_with = "agent", required_unless_present = "agent")]
    pub bot: Option<String>,
    /// Play the seat with an outside program speaking the seat protocol (it runs here).
    #[arg(long)]
    pub agent: Option<String>,
    /// Come back to the seat with its token (printed when the seat was joined).
    #[arg(long)]
    pub token: Option<String>,
    /// Other servers of the same database, tried in turn when one does not
    /// answer (`--also ws://HOST2:PORT,ws://HOST3:PORT`).
    #[arg(long, value_delimiter = ',', value_name = "URL")]
    pub also: Vec<String>,
    /// The bot's random seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds to keep trying to reconnect after the connection drops.
    #[arg(long, default_value_t = 60)]
    pub reconnect_for: u64,
}

/// The server's file by default: in the user's data folder.
pub fn default_db() -> PathBuf {
    dirs::data_dir()
        .map(|d| d.join("via-appia"))
        .unwrap_or_else(|| PathBuf::from("."))
        .join("server.sqlite")
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// The store `--db` names: a PostgreSQL database by its `postgres://` URL,
/// else the SQLite file at that path; with what to call it in the first line.
pub fn open_store(db: &std::path::Path) -> Result<(Box<dyn EventStore>, String), String> {
    match db.to_str().filter(|text| is_postgres_url(text)) {
        Some(url) => {
            let store = PgStore::open(url)?;
            let place = format!("postgres {}", store.place());
            Ok((Box::new(store), place))
        }
        None => Ok((Box::new(SqliteStore::open(db)?), db.display().to_string())),
    }
}

pub fn run_serve(args: &ServeArgs) -> Result<(), String> {
    let db = args.db.clone().unwrap_or_else(default_db);
    // Opened before the runtime: the PostgreSQL client must not be made
    // inside an async task.
    let (store, place) = open_store(&db)?;
    let mut shelf = Shelf::load()?;
    if let Some(dir) = args.records.clone() {
        shelf.on_finished = Some(std::sync::Arc::new(move |code, record, game| {
            write_record(&dir, code, record, game)
        }));
    }
    let runtime = runtime()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(&args.addr)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", args.addr))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        // One server on its own file leases nothing.
        let terms = match store.leases() {
            true => Some(lease_terms(args, bound)?),
            false if args.public_url.is_some() || args.lease_s.is_some() => {
                return Err(
                    "--public-url and --lease-s are for servers sharing a PostgreSQL \
                     database (--db postgres://…); an SQLite file has one server"
                        .to_string(),
                )
            }
            false => None,
        };
        let registry = Registry::open(store, shelf, terms)?;
        // The first line says where it listens (tests read it; port 0 picks one).
        super::print_out(&format!("listening on ws://{bound} (db {place})"))?;
        if let Some(every) = args.stats.filter(|s| *s > 0.0) {
            let counts = registry.store_counts();
            let timings = registry.timings();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(Duration::from_secs_f64(every));
                loop {
                    tick.tick().await;
                    let (events, commits, others) = counts.read();
                    let line = format!(
                        "store: {events} events in {commits} commits, {others} other writes"
                    );
                    let line = format!("{line}\n{}", timings.line());
                    if super::print_out(&line).is_err() {
                        return;
                    }
                }
            });
        }
        tokio::select! {
            _ = serve(listener, registry.clone()) => Ok(()),
            why = stop_asked() => {
                // Stopped on purpose: the other servers take the tables now.
                let handed = tokio::task::spawn_blocking(move || registry.hand_over()).await;
                match handed {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(e)) => Err(format!("{why}; the leases were not given up: {e}")),
                    Err(e) => Err(format!("{why}; the leases were not given up: {e}")),
                }
            }
        }
    })
}

/// Waits for Ctrl-C or SIGTERM; what came. A signal that cannot be listened
/// for never comes (the process then ends as it always did on it).
async fn stop_asked() -> String {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            return tokio::select! {
                _ = ctrl_c => "stopped (Ctrl-C)".to_string(),
                _ = term.recv() => "stopped (SIGTERM)".to_string(),
            };
        }
    }
    ctrl_c.await;
    "stopped (Ctrl-C)".to_string()
}

/// How this server leases tables where the store is shared.
fn lease_terms(args: &ServeArgs, bound: std::net::SocketAddr) -> Result<LeaseTerms, String> {
    let lease_s = args
        .lease_s
        .unwrap_or(crate::net::lease::DEFAULT_LEASE.as_secs_f64());
    if !(lease_s.is_finite() && (0.3..=3600.0).contains(&lease_s)) {
        return Err(format!(
            "--lease-s {lease_s}: a lease lasts from 0.3 to 3600 seconds"
        ));
    }
    let url = match &args.public_url {
        Some(url) if url.starts_with("ws://") => url.trim_end_matches('/').to_string(),
        Some(url) => return Err(format!("--public-url {url}: write it as ws://HOST:PORT")),
        None if bound.ip().is_unspecified() => {
            return Err(format!(
                "listening on {bound}, the other servers cannot tell how to reach this one: \
                 say it with --public-url ws://HOST:{}",
                bound.port()
            ))
        }
        None => format!("ws://{bound}"),
    };
    Ok(LeaseTerms {
        url,
        ttl: Duration::from_secs_f64(lease_s),
    })
}

/// Writes a finished game's record file (`game-CODE.json`, as `simulate
/// --record` writes them) for `via-appia replay`.
fn write_record(
    dir: &std::path::Path,
    code: &str,
    record: &crate::record::GameRecord,
    game: &crate::rules::Game,
) -> Result<(), String> {
    let file = super::replay::RecordFile {
        record: record.clone(),
        final_state: super::summary::game_summary(game),
    };
    let text = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())?;
    let path = dir.join(format!("game-{code}.json"));
    std::fs::create_dir_all(dir)
        .and_then(|_| std::fs::write(&path, text))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// A seat's kind as `host --seats` writes it.
fn seat_spec(text: &str) -> Result<SeatSpec, String> {
    let text = text.trim().to_ascii_lowercase();
    match text.as_str() {
        "person" | "human" | "program" => Ok(SeatSpec::Person),
        "bot" => Ok(SeatSpec::Bot(BotLevel::Normal)),
        other => BotLevel::parse(other).map(SeatSpec::Bot).ok_or_else(|| {
            format!("unknown seat `{other}`: person, random, easy, normal, hard or plain")
        }),
    }
}

pub fn run_host(args: &HostArgs) -> Result<(), String> {
    let seats = (args.seats.iter())
        .map(|s| seat_spec(s))
        .collect::<Result<Vec<_>, _>>()?;
    let spec = TableSpec {
        seats,
        names: None,
        options: RuleOptions::default(),
        stones: match args.stones {
            super::Stones::Blocks => Stones::Blocks,
            super::Stones::Discs => Stones::Discs,
        },
        seed: args.seed,
        absent_after_s: args.absent_after,
    };
    let code = runtime()?.block_on(host(&args.url, spec))?;
    super::print_out(&code)
}

/// Creates a table on the server at `url`; its code.
pub async fn host(url: &str, spec: TableSpec) -> Result<String, String> {
    let mut client = Client::connect(url).await?;
    client.send(&ClientMessage::Create { table: spec }).await?;
    loop {
        match client.next().await? {
            ServerMessage::Created { code } => return Ok(code),
            ServerMessage::Error { message } => return Err(message),
            _ => {}
        }
    }
}

pub fn run_join(args: &JoinArgs) -> Result<(), String> {
    let decider = match (&args.bot, &args.agent) {
        (Some(level), _) => Decider::Bot(BotLevel::parse(level).ok_or_else(|| {
            format!("unknown bot level `{level}`: random, easy, normal, hard or plain")
        })?),
        (None, Some(command)) => Decider::Agent(command.clone()),
        (None, None) => return Err("--bot LEVEL or --agent CMD".to_string()),
    };
    let options = SeatOptions {
        url: args.url.clone(),
        also: args.also.clone(),
        code: args.code.clone(),
        seat: args.seat,
        token: args.token.clone(),
        decider,
        seed: args.seed,
        reconnect_for: Duration::from_secs(args.reconnect_for),
        drop_after: None,
    };
    let outcome = runtime()?.block_on(play_seat(options))?;
    let text = serde_json::json!({
        "token": outcome.token,
        "scores": outcome.scores,
        "commands": outcome.commands,
        "reconnections": outcome.reconnections,
        "quarry_resyncs": outcome.resyncs,
    });
    super::print_out(&text.to_string())
}

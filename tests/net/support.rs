//! What the server tests share: a server, a runtime, a table, a record.

use std::path::{Path, PathBuf};
use std::time::Duration;
use via_appia::cli::replay::{replay_record, RecordFile};
use via_appia::net::client::Client;
use via_appia::net::protocol::{ClientMessage, SeatSpec, ServerMessage, Stones, TableSpec};
use via_appia::net::seat_client::{Decider, SeatOptions};
use via_appia::net::server;
use via_appia::net::store::{EventStore, SqliteStore};
use via_appia::net::table_state::Shelf;
use via_appia::table::headless::replay_physics;

/// A folder of its own for one test's files.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A server in this process on a free port, over the SQLite file `db`; its URL.
pub fn server(db: &Path) -> String {
    server_on(Box::new(SqliteStore::open(db).expect("store")))
}

/// A server in this process on a free port, over any store; its URL.
pub fn server_on(store: Box<dyn EventStore>) -> String {
    let shelf = Shelf::load().expect("assets");
    let addr = server::spawn("127.0.0.1:0", store, shelf).expect("server");
    format!("ws://{addr}")
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime")
}

/// A table of persons' seats (joined by the tests' clients), discs, this seed.
pub fn spec(seats: usize, seed: u64) -> TableSpec {
    TableSpec {
        seats: vec![SeatSpec::Person; seats],
        names: None,
        options: Default::default(),
        stones: Stones::Discs,
        seed: Some(seed),
        absent_after_s: 0,
    }
}

/// A seat played by a bot of `level` from this process.
pub fn seat(url: &str, code: &str, seat: usize, level: via_appia::bots::BotLevel) -> SeatOptions {
    SeatOptions {
        url: url.to_string(),
        also: Vec::new(),
        code: code.to_string(),
        seat,
        token: None,
        decider: Decider::Bot(level),
        seed: 7,
        reconnect_for: Duration::from_secs(30),
        drop_after: None,
    }
}

/// A connection that has read the server's hello.
pub async fn connect(url: &str) -> Client {
    Client::connect(url).await.expect("connects")
}

/// The next message that is not presence or live frames, within 20 s.
pub async fn next(client: &mut Client) -> ServerMessage {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(20), client.next())
            .await
            .expect("the server answers within 20 s")
            .expect("a message");
        if !matches!(
            message,
            ServerMessage::Presence { .. } | ServerMessage::Frames { .. }
        ) {
            return message;
        }
    }
}

/// The next error message, skipping others, within 20 s.
pub async fn next_error(client: &mut Client) -> String {
    loop {
        if let ServerMessage::Error { message } = next(client).await {
            return message;
        }
    }
}

/// Joins `seat` of table `code` on a fresh connection: the connection, the
/// opening quarry the server sent (JSON text) and the seat's token.
pub async fn join_seat(url: &str, code: &str, seat: usize) -> (Client, String, String) {
    let mut client = connect(url).await;
    let join = ClientMessage::Join {
        code: code.to_string(),
        seat,
    };
    send(&mut client, join).await;
    let ServerMessage::Joined {
        opening_quarry,
        token,
        ..
    } = next(&mut client).await
    else {
        panic!("joined first");
    };
    (client, opening_quarry, token.expect("a token"))
}

/// Sends a message.
pub async fn send(client: &mut Client, message: ClientMessage) {
    client.send(&message).await.expect("sent");
}

/// The record file the server stored in the SQLite file `db` for the table
/// `code` once its game ended.
pub fn stored_record(db: &Path, code: &str) -> Option<RecordFile> {
    stored_record_in(&mut SqliteStore::open(db).expect("store"), code)
}

/// The record file the server stored for the table `code` once its game ended.
pub fn stored_record_in(store: &mut dyn EventStore, code: &str) -> Option<RecordFile> {
    let table = store
        .tables()
        .expect("tables")
        .into_iter()
        .find(|t| t.code == code)?;
    let text = table.record?;
    let record: via_appia::record::GameRecord = serde_json::from_str(&text).expect("a record");
    // As `serve --records` writes it: the record and the state it ends in.
    let data = via_appia::assets::default_game_data().expect("data");
    let game = record.replay(data).expect("replays");
    let final_state = via_appia::cli::summary::game_summary(&game);
    Some(RecordFile {
        record,
        final_state,
    })
}

/// Events the SQLite file `db` holds for the table `code`.
pub fn stored_events(db: &Path, code: &str) -> usize {
    stored_events_in(&mut SqliteStore::open(db).expect("store"), code)
}

/// Events the store holds for the table `code`.
pub fn stored_events_in(store: &mut dyn EventStore, code: &str) -> usize {
    let Some(table) = store
        .tables()
        .expect("tables")
        .into_iter()
        .find(|t| t.code == code)
    else {
        return 0;
    };
    store.events(table.id, 0).expect("events").len()
}

/// A record file must replay on the rules (`via-appia replay`) and on the
/// physics, push by push, to the scores the clients saw.
pub fn check_record(file: &RecordFile, scores: &[u32]) {
    replay_record(file, "the server's record").expect("replays on the rules");
    let data = via_appia::assets::default_game_data().expect("data");
    let (game, _) = replay_physics(&file.record, data).expect("replays on the physics");
    let replayed: Vec<u32> = game.players().iter().map(|p| p.score()).collect();
    assert_eq!(replayed, scores, "the replay ends where the clients did");
    assert!(game.is_over());
}

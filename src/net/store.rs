//! Where the server keeps its tables: the table's setup, the hashes of its seats'
//! tokens and its numbered events, each written before any client sees it.
//!
//! [`EventStore`] is what a table needs of a store; [`SqliteStore`] is the one
//! file a single server keeps (WAL, `synchronous=FULL`: an event is on disk when
//! `append` returns, and a `kill -9` at any moment loses only what no client saw).
//! [`super::store_pg::PgStore`] keeps the same tables on PostgreSQL: the
//! `(table_id, seq)` primary key turns two racing writers of one event into one
//! write and one refusal. One contract (`tests/net/store_contract.rs`) is tested
//! against both stores.
//!
//! [`EventStore::append_many`] writes the events of many tables in one
//! transaction, one wait for the disk for all of them (a group commit, see
//! `group_commit`): with `synchronous=FULL` every commit is an fsync, and one
//! fsync an event was what held 200 tables back. Each event keeps its own
//! refusal: a duplicate `(table_id, seq)` in a batch is refused alone, the
//! others are written.

use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;

/// A table as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTable {
    pub id: i64,
    pub code: String,
    /// The table's setup as JSON (`table_task::TableSetup`).
    pub setup: String,
    /// The finished game's record (`record::GameRecord` as JSON), once it ended.
    pub record: Option<String>,
}

/// One stored event: its number and its JSON (`table_task::StoredEvent`).
pub type StoredEventRow = (u64, String);

/// An event to write: its table, its number, its JSON, and the epoch of the
/// writer's lease on the table (0 where tables are not leased).
#[derive(Clone, Debug, PartialEq)]
pub struct NewEvent {
    pub table: i64,
    pub seq: u64,
    pub event: String,
    pub epoch: u64,
}

/// Words in every refusal of a write whose lease was taken over: the table
/// that hears them stops, for its new owner serves it now.
pub const LEASE_LOST: &str = "its lease was taken over";

/// The URLs of servers that gave their leases up, as they do.
pub type LeaseNews = tokio::sync::mpsc::UnboundedReceiver<String>;

/// Who may write a table, where several servers share one store
/// (see `net::lease`).
#[derive(Clone, Debug, PartialEq)]
pub enum LeaseAnswer {
    /// The asker holds it: every event it writes carries this epoch.
    Held { epoch: u64 },
    /// Another server holds it and renewed it within the lease time.
    Elsewhere {
        /// The holder's URL (`ws://HOST:PORT`): the server serves it there.
        owner: String,
        /// Until the lease runs out unless renewed.
        expires_in: std::time::Duration,
    },
}

/// What a store must do. Errors are sentences.
pub trait EventStore: Send {
    /// A new table under `code`; refused if the code is taken.
    fn create_table(&mut self, code: &str, setup: &str) -> Result<i64, String>;
    /// Every table, oldest first.
    fn tables(&mut self) -> Result<Vec<StoredTable>, String>;
    /// The table's events after number `after`, in order.
    fn events(&mut self, table: i64, after: u64) -> Result<Vec<StoredEventRow>, String>;
    /// Writes event `seq` of the table; refused if that number is already
    /// written (a second writer), so that no event is ever overwritten.
    fn append(&mut self, table: i64, seq: u64, event: &str) -> Result<(), String>;
    /// Writes several events, of any tables, durably together: each its own
    /// answer (a duplicate number is refused as [`EventStore::append`] refuses
    /// it); the outer error when the whole write failed and none is written.
    /// A store that can commit many rows at once overrides this; the default
    /// appends one by one.
    fn append_many(&mut self, events: &[NewEvent]) -> Result<Vec<Result<(), String>>, String> {
        Ok(events
            .iter()
            .map(|e| self.append(e.table, e.seq, &e.event))
            .collect())
    }
    /// The hash of the token of each claimed seat.
    fn seat_tokens(&mut self, table: i64) -> Result<Vec<(usize, String)>, String>;
    /// Claims a seat with its token's hash; refused if it is already claimed.
    fn claim_seat(&mut self, table: i64, seat: usize, token_hash: &str) -> Result<(), String>;
    /// Keeps the finished game's record.
    fn finish(&mut self, table: i64, record: &str) -> Result<(), String>;
    /// The table with this code, if any.
    fn table(&mut self, code: &str) -> Result<Option<StoredTable>, String> {
        Ok(self.tables()?.into_iter().find(|t| t.code == code))
    }

    /// Whether tables are leased: several servers share this store. The
    /// defaults below are a store of one server (its file): every table is its.
    fn leases(&self) -> bool {
        false
    }
    /// Takes the table's lease for `owner` for `ttl` if it is free, ran out
    /// or is `owner`'s already (a new epoch each time it is taken).
    fn take_lease(
        &mut self,
        _table: i64,
        _owner: &str,
        _ttl: std::time::Duration,
    ) -> Result<LeaseAnswer, String> {
        Ok(LeaseAnswer::Held { epoch: 0 })
    }
    /// Makes a table as [`EventStore::create_table`] does, its lease held by
    /// `owner` from the start (no other server can take it in between).
    fn create_leased(
        &mut self,
        code: &str,
        setup: &str,
        _owner: &str,
        _ttl: std::time::Duration,
    ) -> Result<(i64, u64), String> {
        Ok((self.create_table(code, setup)?, 0))
    }
    /// Renews every lease `owner` holds; each table still held, with its epoch.
    fn renew_leases(
        &mut self,
        _owner: &str,
        _ttl: std::time::Duration,
    ) -> Result<Vec<(i64, u64)>, String> {
        Ok(Vec::new())
    }
    /// Gives up every lease `owner` holds, for another server to take at once
    /// (a server stopping on purpose), and tells the other servers.
    fn release_leases(&mut self, _owner: &str) -> Result<(), String> {
        Ok(())
    }
    /// Where this server hears that another gave its leases up (the giver's
    /// URL), to take the tables over at once; `None` where none ever does.
    fn lease_news(&mut self) -> Result<Option<LeaseNews>, String> {
        Ok(None)
    }
    /// The unfinished tables nobody serves: their lease ran out or was never
    /// taken, or (`restarted`) it is that owner's from before a restart.
    fn orphans(&mut self, _restarted: Option<&str>) -> Result<Vec<StoredTable>, String> {
        Ok(Vec::new())
    }
}

/// The SQLite file of one server.
pub struct SqliteStore {
    db: Connection,
}

impl SqliteStore {
    /// Opens (or creates) the file, its folder included.
    pub fn open(path: &Path) -> Result<SqliteStore, String> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)
                .map_err(|e| format!("cannot create the folder {}: {e}", folder.display()))?;
        }
        let db = Connection::open(path)
            .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        SqliteStore::set_up(db).map_err(|e| format!("the database {}: {e}", path.display()))
    }

    /// A store in memory (tests, benchmarks).
    pub fn in_memory() -> Result<SqliteStore, String> {
        let db = Connection::open_in_memory().map_err(|e| e.to_string())?;
        SqliteStore::set_up(db)
    }

    fn set_up(db: Connection) -> Result<SqliteStore, String> {
        let fail = |e: rusqlite::Error| e.to_string();
        db.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        db.pragma_update(None, "synchronous", "FULL")
            .map_err(fail)?;
        db.pragma_update(None, "foreign_keys", "ON").map_err(fail)?;
        db.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(fail)?;
        db.execute_batch(
            "CREATE TABLE IF NOT EXISTS tables (
                 id INTEGER PRIMARY KEY,
                 code TEXT NOT NULL UNIQUE,
                 setup TEXT NOT NULL,
                 record TEXT,
                 created INTEGER NOT NULL DEFAULT (unixepoch())
             );
             CREATE TABLE IF NOT EXISTS seats (
                 table_id INTEGER NOT NULL REFERENCES tables(id),
                 seat INTEGER NOT NULL,
                 token_hash TEXT NOT NULL,
                 PRIMARY KEY (table_id, seat)
             );
             CREATE TABLE IF NOT EXISTS events (
                 table_id INTEGER NOT NULL REFERENCES tables(id),
                 seq INTEGER NOT NULL,
                 event TEXT NOT NULL,
                 PRIMARY KEY (table_id, seq)
             );",
        )
        .map_err(fail)?;
        Ok(SqliteStore { db })
    }
}

/// A row of `id, code, setup, record`.
fn stored_table(row: &rusqlite::Row) -> rusqlite::Result<StoredTable> {
    Ok(StoredTable {
        id: row.get(0)?,
        code: row.get(1)?,
        setup: row.get(2)?,
        record: row.get(3)?,
    })
}

fn text(e: rusqlite::Error) -> String {
    format!("the database refused: {e}")
}

impl EventStore for SqliteStore {
    fn create_table(&mut self, code: &str, setup: &str) -> Result<i64, String> {
        self.db
            .execute(
                "INSERT INTO tables (code, setup) VALUES (?1, ?2)",
                params![code, setup],
            )
            .map_err(text)?;
        Ok(self.db.last_insert_rowid())
    }

    fn tables(&mut self) -> Result<Vec<StoredTable>, String> {
        let mut query = self
            .db
            .prepare("SELECT id, code, setup, record FROM tables ORDER BY id")
            .map_err(text)?;
        let rows = query.query_map([], stored_table).map_err(text)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(text)
    }

    fn events(&mut self, table: i64, after: u64) -> Result<Vec<StoredEventRow>, String> {
        let after = i64::try_from(after).unwrap_or(i64::MAX);
        let mut query = self
            .db
            .prepare_cached(
                "SELECT seq, event FROM events WHERE table_id = ?1 AND seq > ?2 ORDER BY seq",
            )
            .map_err(text)?;
        let rows = query
            .query_map(params![table, after], |row| {
                let seq: i64 = row.get(0)?;
                Ok((u64::try_from(seq).unwrap_or(0), row.get(1)?))
            })
            .map_err(text)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(text)
    }

    fn append(&mut self, table: i64, seq: u64, event: &str) -> Result<(), String> {
        let seq = i64::try_from(seq).map_err(|_| "event number out of range".to_string())?;
        self.db
            .prepare_cached("INSERT INTO events (table_id, seq, event) VALUES (?1, ?2, ?3)")
            .and_then(|mut insert| insert.execute(params![table, seq, event]))
            .map_err(text)?;
        Ok(())
    }

    /// One transaction, one commit (one fsync of the WAL). A refused insert
    /// (the primary key) undoes only itself; an error that ended the
    /// transaction (SQLite rolls back on a full disk or an I/O error) fails
    /// the whole write.
    fn append_many(&mut self, events: &[NewEvent]) -> Result<Vec<Result<(), String>>, String> {
        let tx = self.db.transaction().map_err(text)?;
        let mut answers = Vec::with_capacity(events.len());
        for e in events {
            let answer = match i64::try_from(e.seq) {
                Err(_) => Err("event number out of range".to_string()),
                Ok(seq) => tx
                    .prepare_cached("INSERT INTO events (table_id, seq, event) VALUES (?1, ?2, ?3)")
                    .and_then(|mut insert| insert.execute(params![e.table, seq, e.event]))
                    .map(|_| ())
                    .map_err(text),
            };
            if answer.is_err() && tx.is_autocommit() {
                return Err(format!(
                    "the write of {} events was undone: {}",
                    events.len(),
                    answer.err().unwrap_or_default()
                ));
            }
            answers.push(answer);
        }
        tx.commit().map_err(text)?;
        Ok(answers)
    }

    fn seat_tokens(&mut self, table: i64) -> Result<Vec<(usize, String)>, String> {
        let mut query = self
            .db
            .prepare("SELECT seat, token_hash FROM seats WHERE table_id = ?1 ORDER BY seat")
            .map_err(text)?;
        let rows = query
            .query_map(params![table], |row| {
                let seat: i64 = row.get(0)?;
                Ok((usize::try_from(seat).unwrap_or(usize::MAX), row.get(1)?))
            })
            .map_err(text)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(text)
    }

    fn claim_seat(&mut self, table: i64, seat: usize, token_hash: &str) -> Result<(), String> {
        let seat = i64::try_from(seat).map_err(|_| "seat out of range".to_string())?;
        let taken: Option<i64> = self
            .db
            .query_row(
                "SELECT seat FROM seats WHERE table_id = ?1 AND seat = ?2",
                params![table, seat],
                |row| row.get(0),
            )
            .optional()
            .map_err(text)?;
        if taken.is_some() {
            return Err("that seat is taken (come back to it with its token)".to_string());
        }
        self.db
            .execute(
                "INSERT INTO seats (table_id, seat, token_hash) VALUES (?1, ?2, ?3)",
                params![table, seat, token_hash],
            )
            .map_err(text)?;
        Ok(())
    }

    fn table(&mut self, code: &str) -> Result<Option<StoredTable>, String> {
        self.db
            .query_row(
                "SELECT id, code, setup, record FROM tables WHERE code = ?1",
                params![code],
                stored_table,
            )
            .optional()
            .map_err(text)
    }

    fn finish(&mut self, table: i64, record: &str) -> Result<(), String> {
        self.db
            .execute(
                "UPDATE tables SET record = ?2 WHERE id = ?1",
                params![table, record],
            )
            .map_err(text)?;
        Ok(())
    }
}

//! The server's one writer: a thread that owns the store and writes for every
//! table, so that events written by many tables in the same moment go to disk
//! together (a group commit: one transaction, one fsync).
//!
//! A table's work, on a blocking thread, hands its event to the writer and
//! waits for the answer, which comes only once the transaction holding the
//! event is committed; only then does the table tell its clients. So the rule
//! "stored before anyone hears of it" holds as before, and a table waits for at
//! most one commit in progress plus its own.
//!
//! The writer batches whatever is queued when it comes round: no timer, no
//! waiting for company. Alone, an event is written at once (one fsync, as
//! before); under load, the events queued during one fsync share the next. The
//! other calls (reads, a new table, a seat claimed, a record kept) are done in
//! their turn between batches, on the same connection, so every call sees every
//! write answered before it.
//!
//! The writer counts what it writes ([`StoreCounts`]): `serve --stats` prints it,
//! and `bench-server` reads the fsyncs a second from it.
//!
//! # Measured
//! `bench-server --tables 200` (release, the server and its 400 light clients
//! on one machine of 2 cores shared with other work, 45 to 60 s a run). With
//! 250 ms of thinking before each command (about 750 commands a second) the
//! round trip is p50 2.1 ms, p95 13 ms on a quiet machine (887 events a second
//! in 502 commits); with other programs taking most of it (load 8 to 13),
//! p50 5.5 ms, p95 81 ms, where one fsync an event (the same server with
//! batches of one) gave p50 12 ms, p95 148 ms. With no thinking (every client
//! sends the moment it may: the server's capacity) it is p50 93 ms, p95 184 ms,
//! 1,764 events a second in 128 commits (14 events a commit) on the quiet
//! machine; on the busy one 1,227 events a second against 546 with one fsync
//! each (p95 293 ms against 466 ms). At capacity the time is the processors',
//! not the disk's: a profile of the server (perf) puts 57 % of it in stepping
//! pushes, 10 % in writing each listener's state (the game's JSON, the
//! quarry's hash), 6 % in the writer; the round trip is then the tables queued
//! for the processors (200 tables / 1,480 commands a second = 135 ms a round).
//! Reads go through the writer too (one connection): they are few (a table
//! loaded, a client's missed events), and so see every write answered.

use super::store::{EventStore, LeaseAnswer, NewEvent, StoredEventRow, StoredTable};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::Arc;
use std::time::Duration;

/// Most events in one transaction (a bound on one commit's time).
const MAX_BATCH: usize = 1024;

/// What the writer has done since it started.
#[derive(Default, Debug)]
pub struct StoreCounts {
    /// Events written (refusals not counted).
    pub events: AtomicU64,
    /// Transactions of events committed: one fsync of the WAL each.
    pub commits: AtomicU64,
    /// Other writes (a table, a seat, a record): one fsync each.
    pub other_writes: AtomicU64,
}

impl StoreCounts {
    /// `events`, `commits` and `other_writes` now.
    pub fn read(&self) -> (u64, u64, u64) {
        (
            self.events.load(Ordering::Relaxed),
            self.commits.load(Ordering::Relaxed),
            self.other_writes.load(Ordering::Relaxed),
        )
    }
}

type Call = Box<dyn FnOnce(&mut dyn EventStore) + Send>;

enum Job {
    Append {
        event: NewEvent,
        reply: SyncSender<Result<(), String>>,
    },
    Call(Call),
}

/// The handle every table holds: each call waits (blocks its thread) for the
/// writer's answer; call it from blocking threads, not from async tasks.
pub struct Store {
    jobs: Sender<Job>,
    counts: Arc<StoreCounts>,
    leased: bool,
}

const GONE: &str = "the store's writer stopped (an earlier failure); the server must restart";

impl Store {
    /// Starts the writer thread over `store`.
    pub fn start(store: Box<dyn EventStore>) -> Result<Store, String> {
        let (jobs, queue) = channel();
        let counts = Arc::new(StoreCounts::default());
        let leased = store.leases();
        let writer_counts = counts.clone();
        std::thread::Builder::new()
            .name("via-appia-store".into())
            .spawn(move || write_all(store, queue, &writer_counts))
            .map_err(|e| format!("cannot start the store's writer: {e}"))?;
        Ok(Store {
            jobs,
            counts,
            leased,
        })
    }

    pub fn counts(&self) -> Arc<StoreCounts> {
        self.counts.clone()
    }

    /// Writes event `seq` of the table under the lease's `epoch`, with
    /// whatever other events are queued; returns once it is on disk (or
    /// refused: a duplicate number, a lease taken over).
    pub fn append(&self, table: i64, epoch: u64, seq: u64, event: String) -> Result<(), String> {
        let (reply, answer) = sync_channel(1);
        let event = NewEvent {
            table,
            seq,
            event,
            epoch,
        };
        self.jobs
            .send(Job::Append { event, reply })
            .map_err(|_| GONE.to_string())?;
        answer.recv().map_err(|_| GONE.to_string())?
    }

    /// Runs `call` on the store in the writer's turn; its answer.
    fn call<T: Send + 'static>(
        &self,
        call: impl FnOnce(&mut dyn EventStore) -> Result<T, String> + Send + 'static,
    ) -> Result<T, String> {
        let (reply, answer) = sync_channel(1);
        let job: Call = Box::new(move |store| {
            let _ = reply.send(call(store));
        });
        self.jobs
            .send(Job::Call(job))
            .map_err(|_| GONE.to_string())?;
        answer.recv().map_err(|_| GONE.to_string())?
    }

    pub fn create_table(&self, code: &str, setup: &str) -> Result<i64, String> {
        let (code, setup) = (code.to_string(), setup.to_string());
        let counts = self.counts.clone();
        self.call(move |s| {
            counts.other_writes.fetch_add(1, Ordering::Relaxed);
            s.create_table(&code, &setup)
        })
    }

    pub fn tables(&self) -> Result<Vec<StoredTable>, String> {
        self.call(|s| s.tables())
    }

    pub fn events(&self, table: i64, after: u64) -> Result<Vec<StoredEventRow>, String> {
        self.call(move |s| s.events(table, after))
    }

    pub fn seat_tokens(&self, table: i64) -> Result<Vec<(usize, String)>, String> {
        self.call(move |s| s.seat_tokens(table))
    }

    pub fn claim_seat(&self, table: i64, seat: usize, token_hash: &str) -> Result<(), String> {
        let hash = token_hash.to_string();
        let counts = self.counts.clone();
        self.call(move |s| {
            counts.other_writes.fetch_add(1, Ordering::Relaxed);
            s.claim_seat(table, seat, &hash)
        })
    }

    pub fn table(&self, code: &str) -> Result<Option<StoredTable>, String> {
        let code = code.to_string();
        self.call(move |s| s.table(&code))
    }

    /// Whether the store leases its tables (several servers share it).
    pub fn leases(&self) -> bool {
        self.leased
    }

    pub fn take_lease(
        &self,
        table: i64,
        owner: &str,
        ttl: Duration,
    ) -> Result<LeaseAnswer, String> {
        let owner = owner.to_string();
        self.call(move |s| s.take_lease(table, &owner, ttl))
    }

    pub fn create_leased(
        &self,
        code: &str,
        setup: &str,
        owner: &str,
        ttl: Duration,
    ) -> Result<(i64, u64), String> {
        let (code, setup, owner) = (code.to_string(), setup.to_string(), owner.to_string());
        let counts = self.counts.clone();
        self.call(move |s| {
            counts.other_writes.fetch_add(1, Ordering::Relaxed);
            s.create_leased(&code, &setup, &owner, ttl)
        })
    }

    pub fn renew_leases(&self, owner: &str, ttl: Duration) -> Result<Vec<(i64, u64)>, String> {
        let owner = owner.to_string();
        self.call(move |s| s.renew_leases(&owner, ttl))
    }

    pub fn release_leases(&self, owner: &str) -> Result<(), String> {
        let owner = owner.to_string();
        self.call(move |s| s.release_leases(&owner))
    }

    pub fn lease_news(&self) -> Result<Option<super::store::LeaseNews>, String> {
        self.call(|s| s.lease_news())
    }

    pub fn orphans(&self, restarted: Option<&str>) -> Result<Vec<StoredTable>, String> {
        let restarted = restarted.map(str::to_string);
        self.call(move |s| s.orphans(restarted.as_deref()))
    }

    pub fn finish(&self, table: i64, record: &str) -> Result<(), String> {
        let record = record.to_string();
        let counts = self.counts.clone();
        self.call(move |s| {
            counts.other_writes.fetch_add(1, Ordering::Relaxed);
            s.finish(table, &record)
        })
    }
}

/// The writer's loop: everything queued, in order, runs of events in one write.
fn write_all(mut store: Box<dyn EventStore>, queue: Receiver<Job>, counts: &StoreCounts) {
    let mut batch: Vec<(NewEvent, SyncSender<Result<(), String>>)> = Vec::new();
    while let Ok(first) = queue.recv() {
        let mut next = Some(first);
        while let Some(job) = next.take() {
            match job {
                Job::Append { event, reply } => batch.push((event, reply)),
                Job::Call(call) => {
                    commit(store.as_mut(), &mut batch, counts);
                    call(store.as_mut());
                }
            }
            if batch.len() < MAX_BATCH {
                next = queue.try_recv().ok();
            }
        }
        commit(store.as_mut(), &mut batch, counts);
    }
}

/// Writes the batch in one go and answers each event's writer.
fn commit(
    store: &mut dyn EventStore,
    batch: &mut Vec<(NewEvent, SyncSender<Result<(), String>>)>,
    counts: &StoreCounts,
) {
    if batch.is_empty() {
        return;
    }
    let events: Vec<NewEvent> = batch.iter().map(|(e, _)| e.clone()).collect();
    let answers = store.append_many(&events);
    counts.commits.fetch_add(1, Ordering::Relaxed);
    match answers {
        Ok(answers) => {
            let written = answers.iter().filter(|a| a.is_ok()).count();
            counts.events.fetch_add(written as u64, Ordering::Relaxed);
            for ((_, reply), answer) in batch.drain(..).zip(answers) {
                let _ = reply.send(answer);
            }
        }
        Err(why) => {
            for (_, reply) in batch.drain(..) {
                let _ = reply.send(Err(why.clone()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::store::SqliteStore;

    #[test]
    fn racing_writers_of_one_event_get_one_write_and_refusals() {
        let store = Arc::new(
            Store::start(Box::new(SqliteStore::in_memory().expect("db"))).expect("writer"),
        );
        let tables: Vec<i64> = (0..8)
            .map(|t| store.create_table(&format!("T{t}"), "{}").expect("table"))
            .collect();
        // Eight threads each write events 1..=50 of every table: every event
        // is written once, by one of them, whatever the batches were.
        let writers: Vec<_> = (0..8)
            .map(|w| {
                let store = store.clone();
                let tables = tables.clone();
                std::thread::spawn(move || {
                    let mut written = 0;
                    for seq in 1..=50u64 {
                        for &t in &tables {
                            if store.append(t, 0, seq, format!("{t}/{seq} by {w}")).is_ok() {
                                written += 1;
                            }
                        }
                    }
                    written
                })
            })
            .collect();
        let written: usize = writers.into_iter().map(|w| w.join().expect("writer")).sum();
        assert_eq!(written, 8 * 50, "each event once");
        for &t in &tables {
            let rows = store.events(t, 0).expect("events");
            let seqs: Vec<u64> = rows.iter().map(|(seq, _)| *seq).collect();
            assert_eq!(seqs, (1..=50).collect::<Vec<_>>());
        }
        assert_eq!(store.counts().read().0, 8 * 50);
    }

    #[test]
    fn events_queued_during_a_write_share_one_commit_and_a_duplicate_is_refused() {
        let store = Arc::new(
            Store::start(Box::new(SqliteStore::in_memory().expect("db"))).expect("writer"),
        );
        let t = store.create_table("T", "{}").expect("table");
        // The writer is held busy while sixteen events queue up behind it, two
        // of them the same number of the same table.
        let (release, gate) = sync_channel::<()>(0);
        let busy = {
            let store = store.clone();
            std::thread::spawn(move || store.call(move |_| gate.recv().map_err(|e| e.to_string())))
        };
        std::thread::sleep(std::time::Duration::from_millis(100));
        let (_, commits_before, _) = store.counts().read();
        let writers: Vec<_> = (0..16u64)
            .map(|i| {
                let store = store.clone();
                let seq = i.min(14) + 1;
                std::thread::spawn(move || store.append(t, 0, seq, format!("writer {i}")))
            })
            .collect();
        std::thread::sleep(std::time::Duration::from_millis(300));
        release.send(()).expect("released");
        busy.join().expect("busy").expect("held");
        let answers: Vec<_> = writers.into_iter().map(|w| w.join().expect("w")).collect();
        let refused: Vec<&String> = answers.iter().filter_map(|a| a.as_ref().err()).collect();
        assert_eq!(refused.len(), 1, "one of the two writers of event 15");
        assert!(refused[0].contains("UNIQUE"), "{}", refused[0]);
        let (events, commits, _) = store.counts().read();
        assert_eq!(events, 15);
        assert_eq!(commits - commits_before, 1, "sixteen events, one commit");
        assert_eq!(store.events(t, 0).expect("events").len(), 15);
    }
}

//! Several servers on one PostgreSQL database: each table is served by one of
//! them at a time, the holder of its lease; any of them answers any client.
//!
//! # One owner per table, by lease
//! The database keeps a lease for each table: `leases(table_id, owner, epoch,
//! expires_at)`. The owner is the server's URL (`serve --public-url`), the
//! address other servers reach it at; it stays the same when the server
//! restarts there, so a restarted server takes its own tables back at once
//! instead of waiting for their leases to run out. Expiry is measured by the
//! database's clock (`now()`), so the servers' clocks do not matter.
//!
//! - **Taken** in one statement (`INSERT … ON CONFLICT DO UPDATE … WHERE` it
//!   ran out or is the taker's already), which raises the epoch: of two servers
//!   taking one lease at the same moment, one gets it.
//! - **Renewed** by [`keep`] every third of the lease time, all of a server's
//!   leases in one `UPDATE`. A table whose lease is no longer this server's (it
//!   was paused past the lease time and another took over) is stopped: its
//!   clients are let go and come back through a server that finds the new
//!   owner. A server that could not renew for a whole lease time (cut off from
//!   the database) stops all its tables the same way.
//! - **Fenced**: every event a server writes carries its lease's epoch, and the
//!   database refuses one whose epoch is not the lease's (the trigger
//!   `via_appia_fence`, which reads the lease `FOR SHARE`: a takeover waits for
//!   a write in flight, and a write after it is refused). So a server that does
//!   not yet know it lost a table cannot add to it; the refusal stops the table
//!   as above ([`super::store::LEASE_LOST`]).
//! - **Taken over**: every third of the lease time, [`keep`] also looks for
//!   unfinished tables whose lease ran out and takes them. The table is rebuilt
//!   from its events (every push stepped again and checked against its stored
//!   end), its bots move on, and its clients, which reconnect after any drop,
//!   find it. A client that asks for a table whose owner does not answer waits
//!   out the lease on that connection, and its server then takes the table.
//!   So after a `kill -9` a table is served again within the lease time plus a
//!   third of it. A server stopped on purpose (Ctrl-C, SIGTERM) gives its
//!   leases up first and says so ([`Registry::hand_over`]): the others take
//!   its tables over at once, those without a client connected included.
//!
//! # Any server answers any client: through a pipe to the owner
//! A client may connect to any server (a name in front of several of them, a
//! load balancer, the address a friend was given). A server asked for a table
//! it does not hold opens a WebSocket to the owner and relays every message
//! both ways ([`super::pipe`]); the client never knows.
//!
//! - **Why not a redirect:** the client keeps the one address it was given,
//!   which may be the only one it can reach, and no client changes. The cost
//!   is one hop inside the servers' network and a second connection per
//!   piped client.
//! - **How servers learn of new events:** through that pipe, not through
//!   PostgreSQL's `LISTEN/NOTIFY` or NATS. Only the owner knows what each seat
//!   may see (a seat's own money is hidden from the others) and steps each push
//!   as it is made. A server that learned of new events from the database would
//!   have to rebuild the table and step every push again to tell its clients
//!   anything but the public events. The pipe carries exactly what the owner
//!   says, in its order, with nothing to reconcile, and needs no bus.
//!   `LISTEN/NOTIFY` carries one thing: a server that gives its leases up says
//!   so (channel `via_appia_leases`, payload its URL), and the others look for
//!   tables to take at once.
//! - **No loops:** a server reached through a pipe never pipes again. If it no
//!   longer holds the table, it says so and the client comes back.
//!
//! # How far it carries
//! Measured by `bench-server --tables 400 --servers 2 --think 250 --seconds 60
//! --db postgres://…` on one machine of 2 cores shared by the servers, their
//! clients and PostgreSQL 15 (fsync on): round trip p50 10.4 ms, p95 39 ms
//! (relayed clients p95 45 ms), 1,613 events a second (4 a table, bots that
//! think 250 ms), half of each round trip the database's commit; one server
//! alone on the same database: p50 6.6 ms, p95 22 ms. On one machine two
//! servers only add the relay's hop and a second writer; they pay off on
//! separate machines. People think for seconds, a few tenths of an event a
//! second a table, so one such database carries a few thousand tables at
//! people's pace, with about 1 MiB a table on its servers. Beyond that the
//! next step is sharding: tables across several databases by table id, each
//! with its own servers.
//!
//! One server on its SQLite file leases nothing: its store answers that every
//! table is its own ([`super::store::EventStore::leases`]).

use super::server::{Registry, TableEntry};
use super::store::{LeaseAnswer, LeaseNews};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// The answer of a server that gave its leases up and is stopping.
pub const HANDED_OVER: &str = "this server is stopping; its tables are served by the others now";

/// Lease time when `serve --lease-s` does not say.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(10);

/// The longest a client waits on its connection for an owner that does not
/// answer to lose its lease.
pub const MAX_WAIT: Duration = Duration::from_secs(60);

/// How this server leases tables.
#[derive(Clone, Debug)]
pub struct LeaseTerms {
    /// This server's URL as the others reach it (`ws://HOST:PORT`); its name
    /// as a lease's owner.
    pub url: String,
    /// How long a lease lasts unless renewed.
    pub ttl: Duration,
}

/// Where a table is served.
pub enum Route {
    /// Here: its task's queue.
    Here(tokio::sync::mpsc::Sender<super::table_task::TableInput>),
    /// By the lease's holder.
    Owner { url: String, expires_in: Duration },
}

/// Renews this server's leases and takes over tables nobody serves, every
/// third of the lease time and whenever another server says it gave its
/// leases up (`news`), until the registry is gone.
pub async fn keep(registry: Weak<Registry>, ttl: Duration, mut news: Option<LeaseNews>) {
    let mut tick = tokio::time::interval(ttl / 3);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut renewed = Instant::now();
    loop {
        let heard = async {
            match news.as_mut() {
                Some(news) => news.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = tick.tick() => {}
            given_up = heard => {
                if given_up.is_none() {
                    news = None;
                }
            }
        }
        let Some(held) = registry
            .upgrade()
            .filter(|r| !r.handed_over.load(Ordering::SeqCst))
        else {
            return;
        };
        let keeper = held.clone();
        // The store is called on the writer's thread and waited for.
        let kept = tokio::task::spawn_blocking(move || {
            keeper.renew()?;
            let renewed = Instant::now();
            if let Err(why) = keeper.take_orphans(false) {
                eprintln!("leases: no tables taken over: {why}");
            }
            Ok::<_, String>(renewed)
        })
        .await;
        match kept {
            Ok(Ok(at)) => renewed = at,
            Ok(Err(why)) => eprintln!("leases: {why}"),
            Err(e) => eprintln!("leases: the keeper's work failed: {e}"),
        }
        if renewed.elapsed() > ttl {
            // Cut off from the database for longer than a lease: another
            // server may hold these tables now. Their clients are let go, to
            // find whoever does.
            held.stop_all();
        }
    }
}

impl Registry {
    /// Stops every table served here and gives their leases up, saying so to
    /// the other servers, which take the tables over at once rather than when
    /// the leases run out: a server stopped on purpose (`serve` on Ctrl-C or
    /// SIGTERM). Their clients come back through the others.
    ///
    /// Its own keeper hears the same news and finds the same tables without a
    /// lease, and a connection still open here may ask for a table: so the
    /// leases are given up under the `tables` lock, with `handed_over` set,
    /// and every later take or renewal here (which takes that lock and looks
    /// at the flag first) is refused. Otherwise it could take its own tables
    /// back in the moment before it exits, and they would wait out their
    /// leases.
    pub fn hand_over(&self) -> Result<(), String> {
        let Some(terms) = &self.lease else {
            return Ok(());
        };
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        self.handed_over.store(true, Ordering::SeqCst);
        stop_tables(&mut tables);
        self.store.release_leases(&terms.url)
    }

    /// Stops every table served here (their leases cannot be renewed).
    fn stop_all(&self) {
        if let Ok(mut tables) = self.tables.lock() {
            stop_tables(&mut tables);
        }
    }

    /// Renews every lease this server holds; stops each table it no longer holds.
    pub(super) fn renew(&self) -> Result<(), String> {
        let Some(terms) = &self.lease else {
            return Ok(());
        };
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        if self.handed_over.load(Ordering::SeqCst) {
            return Ok(());
        }
        let asked = Instant::now();
        let held: HashSet<(i64, u64)> = self
            .store
            .renew_leases(&terms.url, terms.ttl)?
            .into_iter()
            .collect();
        for entry in tables.values_mut() {
            let Some(queue) = entry.queue.as_ref().filter(|q| !q.is_closed()) else {
                continue;
            };
            // A lease taken since the renewal was asked is not in its answer.
            if entry.taken < asked && !held.contains(&(entry.id, entry.epoch)) {
                let _ = queue.try_send(super::table_task::TableInput::Stop);
                entry.queue = None;
            }
        }
        Ok(())
    }

    /// Takes the lease of every unfinished table nobody serves and serves it;
    /// `restarted`: also those this server held before it restarted.
    pub(super) fn take_orphans(&self, restarted: bool) -> Result<(), String> {
        let Some(terms) = &self.lease else {
            return Ok(());
        };
        let own = restarted.then_some(terms.url.as_str());
        for table in self.store.orphans(own)? {
            let running = {
                let tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
                (tables.get(&table.code))
                    .and_then(|e| e.queue.as_ref())
                    .is_some_and(|q| !q.is_closed())
            };
            if self.handed_over.load(Ordering::SeqCst) {
                return Ok(());
            }
            if !running {
                if let Err(why) = self.route(&table.code) {
                    eprintln!("table {}: not taken over: {why}", table.code);
                }
            }
        }
        Ok(())
    }

    /// Where the table with this code is served: here (its task started if
    /// need be, its lease taken) or by the server holding its lease.
    pub(super) fn route(&self, code: &str) -> Result<Route, String> {
        let code = code.trim().to_ascii_uppercase();
        let mut tables = self.tables.lock().map_err(|_| "the registry is unusable")?;
        if let Some(queue) = (tables.get(&code))
            .and_then(|e| e.queue.as_ref())
            .filter(|q| !q.is_closed())
        {
            return Ok(Route::Here(queue.clone()));
        }
        if self.handed_over.load(Ordering::SeqCst) {
            return Err(HANDED_OVER.to_string());
        }
        let Some(terms) = self.lease.clone() else {
            let entry = (tables.get_mut(&code)).ok_or_else(|| no_table(&code))?;
            let queue = self.start(entry)?;
            entry.queue = Some(queue.clone());
            return Ok(Route::Here(queue));
        };
        let (id, setup) = match tables.get(&code) {
            Some(entry) => (entry.id, entry.setup.clone()),
            None => {
                let stored = self.store.table(&code)?.ok_or_else(|| no_table(&code))?;
                (stored.id, stored.setup)
            }
        };
        match self.store.take_lease(id, &terms.url, terms.ttl)? {
            LeaseAnswer::Held { epoch } => {
                let mut entry = TableEntry {
                    id,
                    epoch,
                    setup,
                    queue: None,
                    taken: Instant::now(),
                };
                let queue = self.start(&entry)?;
                entry.queue = Some(queue.clone());
                tables.insert(code, entry);
                Ok(Route::Here(queue))
            }
            LeaseAnswer::Elsewhere { owner, expires_in } => {
                tables.remove(&code);
                Ok(Route::Owner {
                    url: owner,
                    expires_in,
                })
            }
        }
    }
}

/// Stops the tasks of these tables.
fn stop_tables(tables: &mut HashMap<String, TableEntry>) {
    for entry in tables.values_mut() {
        if let Some(queue) = entry.queue.take() {
            let _ = queue.try_send(super::table_task::TableInput::Stop);
        }
    }
}

fn no_table(code: &str) -> String {
    format!("no table has the code {code}")
}

/// The keeper started for a registry that leases (called once it exists).
pub(super) fn start_keeping(registry: &Arc<Registry>) -> Result<(), String> {
    if let Some(terms) = &registry.lease {
        let news = registry.store.lease_news()?;
        tokio::spawn(keep(Arc::downgrade(registry), terms.ttl, news));
    }
    Ok(())
}

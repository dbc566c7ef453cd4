//! Several `via-appia serve` processes on one throwaway PostgreSQL: a table's
//! lease has one holder and a holder taken over cannot write; people at two
//! servers play one game and see the same events; one seat's two moves raced
//! through two servers give one move; the owner killed by `kill -9` in the
//! middle of a push by hand, the other server takes the table within the
//! lease time and the game ends as its record says.

use crate::online_seat::{play_to_the_end, Screen};
use crate::pg::{cluster_or_skip, Cluster};
use crate::support::*;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command as Process, Stdio};
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};
use via_appia::bots::BotLevel;
use via_appia::net::lease::LeaseTerms;
use via_appia::net::link::Approach;
use via_appia::net::protocol::{ClientMessage, SeatSpec, ServerMessage};
use via_appia::net::seat_client::play_seat;
use via_appia::net::server::Registry;
use via_appia::net::store::{EventStore, LeaseAnswer, NewEvent, LEASE_LOST};
use via_appia::net::store_pg::PgStore;
use via_appia::net::table_state::Shelf;

/// A `serve` process on `db` with leases of `lease_s` seconds; killed when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Server {
    fn start(db: &str, lease_s: f64) -> Server {
        let mut child = Process::new(env!("CARGO_BIN_EXE_via-appia"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db, "--lease-s"])
            .arg(lease_s.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output"))
            .read_line(&mut line)
            .expect("its first line");
        let url = (line.split_whitespace())
            .find(|w| w.starts_with("ws://"))
            .unwrap_or_else(|| panic!("no URL in {line:?}"))
            .to_string();
        Server { child, url }
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A throwaway cluster, a database named `name` and two servers on it with
/// leases of `lease_s` seconds; `None` (why printed) without PostgreSQL.
fn two_servers(name: &str, lease_s: f64) -> Option<(Cluster, String, Server, Server)> {
    let cluster = cluster_or_skip(name)?;
    let db = cluster.database(name);
    let (one, two) = (Server::start(&db, lease_s), Server::start(&db, lease_s));
    Some((cluster, db, one, two))
}

fn event(table: i64, seq: u64, epoch: u64) -> NewEvent {
    NewEvent {
        table,
        seq,
        event: format!("event {seq} in epoch {epoch}"),
        epoch,
    }
}

#[test]
fn a_lease_has_one_holder_and_a_holder_taken_over_cannot_write() {
    let Some(cluster) = cluster_or_skip("leases") else {
        return;
    };
    let url = cluster.database("leases");
    let (mut one, mut two) = (
        PgStore::open(&url).expect("a"),
        PgStore::open(&url).expect("b"),
    );
    let ttl = Duration::from_millis(600);
    let (table, epoch) = one
        .create_leased("LEASED", "{}", "ws://one", ttl)
        .expect("a table");
    assert_eq!(epoch, 1);
    match two.take_lease(table, "ws://two", ttl).expect("asked") {
        LeaseAnswer::Elsewhere { owner, expires_in } => {
            assert_eq!(owner, "ws://one");
            assert!(expires_in <= ttl, "{expires_in:?}");
        }
        held => panic!("held twice: {held:?}"),
    }
    assert!(
        two.orphans(None).expect("orphans").is_empty(),
        "it is served"
    );
    let written = one.append_many(&[event(table, 1, 1)]).expect("a write");
    assert_eq!(written, vec![Ok(())]);
    assert_eq!(
        one.renew_leases("ws://one", ttl).expect("renewed"),
        vec![(table, 1)]
    );

    // The holder stops renewing; once the lease ran out, two servers race
    // to take it at the same moment: one does.
    std::thread::sleep(ttl + Duration::from_millis(200));
    let orphans = two.orphans(None).expect("orphans");
    assert_eq!(orphans.len(), 1, "a table nobody serves");
    let start = Arc::new(Barrier::new(2));
    let racers: Vec<_> = ["ws://two", "ws://three"]
        .into_iter()
        .map(|owner| {
            let (url, start) = (url.clone(), start.clone());
            std::thread::spawn(move || {
                let mut store = PgStore::open(&url).expect("a connection");
                start.wait();
                store.take_lease(table, owner, Duration::from_secs(30))
            })
        })
        .collect();
    let answers: Vec<LeaseAnswer> = racers
        .into_iter()
        .map(|r| r.join().expect("a racer").expect("an answer"))
        .collect();
    let held: Vec<&LeaseAnswer> = answers
        .iter()
        .filter(|a| matches!(a, LeaseAnswer::Held { .. }))
        .collect();
    assert_eq!(held, vec![&LeaseAnswer::Held { epoch: 2 }], "{answers:?}");

    // The old holder's next write is refused by the database, alone in its
    // batch; the new holder writes on.
    let refused = one.append_many(&[event(table, 2, 1)]).expect("answered");
    let why = refused[0].as_ref().expect_err("a stale epoch");
    assert!(why.contains(LEASE_LOST), "{why}");
    assert!(one
        .renew_leases("ws://one", ttl)
        .expect("renewed")
        .is_empty());
    let mut new_holder = PgStore::open(&url).expect("c");
    let written = new_holder
        .append_many(&[event(table, 2, 2)])
        .expect("a write");
    assert_eq!(written, vec![Ok(())]);
    let texts: Vec<String> = (new_holder.events(table, 0).expect("events").into_iter())
        .map(|(_, text)| text)
        .collect();
    assert_eq!(texts, ["event 1 in epoch 1", "event 2 in epoch 2"]);
    // A finished table is nobody's orphan.
    new_holder.finish(table, "{}").expect("finished");
    assert!(two.orphans(None).expect("orphans").is_empty());
}

#[test]
fn two_people_on_two_servers_play_one_game_and_see_the_same_events() {
    let Some((_cluster, db, one, two)) = two_servers("two_servers", 5.0) else {
        return;
    };
    let mut table = spec(3, 41);
    table.seats[1] = SeatSpec::Bot(BotLevel::Easy);
    let mut anna = Screen::open(&one.url, Approach::Host { table, seat: 0 }, 5);
    let code = anna.here.code.clone().expect("a code");
    // Bruno's server does not hold the table: it relays him to Anna's.
    let mut bruno = Screen::open(
        &two.url,
        Approach::Join {
            code: code.clone(),
            seat: 2,
        },
        9,
    );
    play_to_the_end(&mut [&mut anna, &mut bruno]);
    anna.ends_on_the_servers_quarry();
    bruno.ends_on_the_servers_quarry();
    let events = |screen: &Screen| screen.here.mirror().expect("a mirror").events.clone();
    let (seen_by_anna, seen_by_bruno) = (events(&anna), events(&bruno));
    let mut store = PgStore::open(&db).expect("store");
    assert_eq!(seen_by_anna.len(), stored_events_in(&mut store, &code));
    assert_eq!(
        seen_by_anna, seen_by_bruno,
        "the same events in the same order"
    );
    check_record(
        &stored_record_in(&mut store, &code).expect("a record"),
        &anna.scores(),
    );
    assert_eq!(anna.scores(), bruno.scores());
}

#[test]
fn one_seats_two_moves_raced_through_two_servers_give_one_move() {
    let Some((_cluster, db, one, two)) = two_servers("raced_moves", 5.0) else {
        return;
    };
    let mut store = PgStore::open(&db).expect("store");
    let rt = runtime();
    for round in 0..6u64 {
        let code = rt
            .block_on(via_appia::cli::online::host(&one.url, spec(2, 30 + round)))
            .expect("a table");
        let (mut direct, mut piped, seq, legal) = rt.block_on(async {
            // The seat to move is joined on the owner, then taken up again
            // through the other server with its token (a second screen).
            let (a, token_a, state_a) = join(&one.url, &code, 0).await;
            let (b, token_b, state_b) = join(&one.url, &code, 1).await;
            let (direct, token, state) = match state_a.legal.is_empty() {
                true => (b, token_b, state_b),
                false => (a, token_a, state_a),
            };
            let mut piped = connect(&two.url).await;
            let resume = ClientMessage::Resume {
                code: code.clone(),
                token,
                last: state.seq,
            };
            send(&mut piped, resume).await;
            loop {
                if let ServerMessage::State(_) = next(&mut piped).await {
                    break;
                }
            }
            (direct, piped, state.seq, state.legal[0].clone())
        });
        let before = stored_events_in(&mut store, &code);
        let command = ClientMessage::Command {
            at: seq,
            command: legal,
            plan: None,
        };
        rt.block_on(async {
            let (a, b) = tokio::join!(direct.send(&command), piped.send(&command));
            // The older screen may already have been let go: its send may fail.
            assert!(a.is_ok() || b.is_ok());
            tokio::time::sleep(Duration::from_millis(500)).await;
        });
        assert_eq!(
            stored_events_in(&mut store, &code),
            before + 1,
            "round {round}: one of the two moves is taken"
        );
    }
}

/// Joins `seat`; its connection, token and first state.
async fn join(
    url: &str,
    code: &str,
    seat: usize,
) -> (
    via_appia::net::client::Client,
    String,
    via_appia::net::protocol::SeatState,
) {
    let mut client = connect(url).await;
    let join = ClientMessage::Join {
        code: code.to_string(),
        seat,
    };
    send(&mut client, join).await;
    let mut token = None;
    loop {
        match next(&mut client).await {
            ServerMessage::Joined { token: t, .. } => token = t,
            ServerMessage::State(state) => return (client, token.expect("a token"), *state),
            ServerMessage::Error { message } => panic!("{message}"),
            _ => {}
        }
    }
}

#[test]
fn the_owner_killed_mid_push_another_server_takes_the_table_and_the_game_ends_as_recorded() {
    let Some(cluster) = cluster_or_skip("owner_killed") else {
        return;
    };
    let db = cluster.database("owner_killed");
    const LEASE_S: f64 = 2.0;
    let one = Arc::new(Mutex::new(Server::start(&db, LEASE_S)));
    let two = Server::start(&db, LEASE_S);
    let owner = one.lock().expect("server one").url.clone();
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&owner, spec(2, 23)))
        .expect("a table on server one");
    // The person's window is given both servers and sits at the owner; the
    // other seat's client plays through server two, relayed to the owner.
    let both = format!("{owner} {}", two.url);
    let join = Approach::Join {
        code: code.clone(),
        seat: 0,
    };
    let mut screen = Screen::open(&both, join, 5);
    let mut other = seat(&two.url, &code, 1, BotLevel::Easy);
    other.also = vec![owner.clone()];
    let other = rt.spawn(play_seat(other));
    // Server one is killed in the person's push by hand, once it has stored
    // the push's command (the push is under way there).
    let killed_at = Arc::new(Mutex::new(None));
    let (killed, dying) = (killed_at.clone(), one.clone());
    let mut sql = postgres::Client::connect(&db, postgres::NoTls).expect("sql");
    let watched = code.clone();
    screen.at_mid_push = Some(Box::new(move || {
        if !last_event(&mut sql, &watched, None).is_some_and(|e| is_push_command(&e)) {
            return false;
        }
        dying.lock().expect("server one").kill();
        *killed.lock().expect("the moment") = Some(Instant::now());
        true
    }));
    // When the lease went to server two, as the database says.
    let lease_watch = {
        let (db, code, two) = (db.clone(), code.clone(), two.url.clone());
        std::thread::spawn(move || holder_changed(&db, &code, &two))
    };
    play_to_the_end(&mut [&mut screen]);
    let other = rt.block_on(other).expect("task").expect("played");
    assert_eq!(other.scores, screen.scores());
    assert!(other.reconnections >= 1, "the relayed client came back");
    let killed = killed_at
        .lock()
        .expect("the moment")
        .expect("server one was killed in a push by hand");
    let taken = lease_watch
        .join()
        .expect("the watch")
        .expect("server two took the lease");
    let took = taken.duration_since(killed);
    println!("server two took the table {took:?} after the kill (lease {LEASE_S} s)");
    assert!(
        took <= Duration::from_secs_f64(LEASE_S * 4.0 / 3.0 + 1.0),
        "taken over within the lease time and a third: {took:?}"
    );
    let mut sql = postgres::Client::connect(&db, postgres::NoTls).expect("sql");
    let last_of_one = last_event(&mut sql, &code, Some(1)).expect("server one's events");
    assert!(
        is_push_command(&last_of_one),
        "server one died in the push: its last event is the push's command: {last_of_one}"
    );
    screen.ends_on_the_servers_quarry();
    let mut store = PgStore::open(&db).expect("store");
    check_record(
        &stored_record_in(&mut store, &code).expect("a record"),
        &screen.scores(),
    );
}

/// The table's last stored event (of the lease's `epoch` if given).
fn last_event(sql: &mut postgres::Client, code: &str, epoch: Option<i64>) -> Option<String> {
    let row = sql.query_opt(
        "SELECT e.event FROM events e JOIN tables t ON t.id = e.table_id
         WHERE t.code = $1 AND ($2::BIGINT IS NULL OR e.epoch = $2)
         ORDER BY e.seq DESC LIMIT 1",
        &[&code, &epoch],
    );
    row.ok().flatten().map(|row| row.get(0))
}

fn is_push_command(event: &str) -> bool {
    event.contains(r#""kind":"command""#) && event.contains(r#""Push""#)
}

/// Waits (a minute at most) until the table has 60 events: well into its game.
fn under_way(store: &mut PgStore, code: &str) {
    let started = Instant::now();
    while stored_events_in(store, code) < 60 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the game does not move"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The moment the table's lease is held by `holder` (within 2 min).
fn holder_changed(db: &str, code: &str, holder: &str) -> Option<Instant> {
    let mut sql = postgres::Client::connect(db, postgres::NoTls).ok()?;
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline {
        let row = sql.query_opt(
            "SELECT l.owner FROM leases l JOIN tables t ON t.id = l.table_id WHERE t.code = $1",
            &[&code],
        );
        if let Ok(Some(row)) = row {
            if row.get::<_, String>(0) == holder {
                return Some(Instant::now());
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    None
}

#[test]
fn a_server_stopped_on_purpose_hands_its_tables_over_at_once() {
    // Leases of half a minute: a table waits for none of it.
    let Some((_cluster, db, mut one, two)) = two_servers("handed_over", 30.0) else {
        return;
    };
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&one.url, spec(2, 29)))
        .expect("a table on server one");
    // A second table waits for a person nobody sent: no client comes back
    // for it, and server two must take it when it hears of the hand-over.
    let mut waiting = spec(2, 30);
    waiting.seats[1] = SeatSpec::Bot(BotLevel::Easy);
    let quiet = rt
        .block_on(via_appia::cli::online::host(&one.url, waiting))
        .expect("a second table on server one");
    let mut seats = [
        seat(&one.url, &code, 0, BotLevel::Random),
        seat(&two.url, &code, 1, BotLevel::Easy),
    ];
    seats[0].also = vec![two.url.clone()];
    seats[1].also = vec![one.url.clone()];
    let mut store = PgStore::open(&db).expect("store");
    let (a, b) = (
        rt.spawn(play_seat(seats[0].clone())),
        rt.spawn(play_seat(seats[1].clone())),
    );
    under_way(&mut store, &code);
    let pid = one.child.id().to_string();
    // The shell's own `kill`: no procps needed.
    let stopped = Process::new("sh")
        .args(["-c", &format!("kill -TERM {pid}")])
        .status()
        .expect("sh");
    assert!(stopped.success());
    let asked = Instant::now();
    let exit = one.child.wait().expect("server one ends");
    assert!(exit.success(), "a clean stop: {exit:?}");
    let taken = holder_changed(&db, &code, &two.url).expect("server two took the table");
    let took = taken.duration_since(asked);
    let quiet_taken = holder_changed(&db, &quiet, &two.url).expect("and the quiet one");
    let quiet_took = quiet_taken.duration_since(asked);
    println!(
        "server two took the table {took:?} after SIGTERM, the one without clients \
         {quiet_took:?} (lease 30 s, a look every 10 s)"
    );
    assert!(
        took < Duration::from_secs(5),
        "long before the lease ran out: {took:?}"
    );
    assert!(
        quiet_took < Duration::from_secs(5),
        "told, not at its next look: {quiet_took:?}"
    );
    let (a, b) = (rt.block_on(a), rt.block_on(b));
    let (a, b) = (
        a.expect("task").expect("seat 0"),
        b.expect("task").expect("seat 1"),
    );
    assert_eq!(a.scores, b.scores);
    check_record(
        &stored_record_in(&mut store, &code).expect("a record"),
        &a.scores,
    );
}

#[test]
fn a_server_that_gave_its_leases_up_takes_none_back() {
    let Some(cluster) = cluster_or_skip("given_up") else {
        return;
    };
    let db = cluster.database("given_up");
    let rt = runtime();
    let terms = LeaseTerms {
        url: "ws://127.0.0.1:9".to_string(),
        ttl: Duration::from_secs(30),
    };
    let store = Box::new(PgStore::open(&db).expect("store"));
    let registry = rt.block_on(async {
        Registry::open(store, Shelf::load().expect("assets"), Some(terms)).expect("registry")
    });
    let code = rt.block_on(registry.create(&spec(2, 31))).expect("a table");
    let given = registry.clone();
    rt.block_on(async { tokio::task::spawn_blocking(move || given.hand_over()).await })
        .expect("task")
        .expect("leases given up");
    // Its own keeper hears the hand-over on LISTEN/NOTIFY too, and finds the
    // table without a lease: it must leave it to the others.
    std::thread::sleep(Duration::from_secs(2));
    let mut sql = postgres::Client::connect(&db, postgres::NoTls).expect("sql");
    let row = sql
        .query_one(
            "SELECT l.expires_at < now() FROM leases l JOIN tables t ON t.id = l.table_id
             WHERE t.code = $1",
            &[&code],
        )
        .expect("its lease");
    assert!(
        row.get::<_, bool>(0),
        "taken back by the server that gave it up"
    );
    let refused = rt.block_on(registry.create(&spec(2, 32)));
    assert!(refused.is_err_and(|why| why.contains("stopping")));
}

#[test]
fn the_database_restarted_mid_game_the_table_loads_again_and_finishes() {
    let Some(cluster) = cluster_or_skip("db_restart") else {
        return;
    };
    let db = cluster.database("db_restart");
    let server = Server::start(&db, 5.0);
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&server.url, spec(2, 31)))
        .expect("a table");
    let seats = [
        seat(&server.url, &code, 0, BotLevel::Random),
        seat(&server.url, &code, 1, BotLevel::Easy),
    ];
    let (a, b) = (
        rt.spawn(play_seat(seats[0].clone())),
        rt.spawn(play_seat(seats[1].clone())),
    );
    let mut store = PgStore::open(&db).expect("store");
    under_way(&mut store, &code);
    // PostgreSQL crashes and comes back: the writes in between are refused,
    // the table stops, and is loaded again from what was stored.
    cluster.restart();
    let (a, b) = (rt.block_on(a), rt.block_on(b));
    let (a, b) = (
        a.expect("task").expect("seat 0"),
        b.expect("task").expect("seat 1"),
    );
    assert_eq!(a.scores, b.scores);
    assert!(
        a.reconnections + b.reconnections >= 1,
        "the clients were let go"
    );
    let mut store = PgStore::open(&db).expect("store");
    check_record(
        &stored_record_in(&mut store, &code).expect("a record"),
        &a.scores,
    );
    drop(server);
}

//! What every store must answer (`EventStore`), checked by one function on
//! the SQLite file and on PostgreSQL; two PostgreSQL connections racing for
//! the same next events; a whole game served from PostgreSQL.

use crate::pg::cluster_or_skip;
use std::sync::{Arc, Barrier};
use via_appia::net::store::{EventStore, NewEvent, SqliteStore};
use via_appia::net::store_pg::PgStore;

fn event(table: i64, seq: u64, text: &str) -> NewEvent {
    NewEvent {
        table,
        seq,
        event: text.to_string(),
        epoch: 0,
    }
}

fn texts(store: &mut dyn EventStore, table: i64) -> Vec<String> {
    let rows = store.events(table, 0).expect("events");
    rows.into_iter().map(|(_, text)| text).collect()
}

/// The contract: tables by unique code, events numbered once and read back in
/// order, a batch that keeps its good events and refuses a duplicate alone,
/// seats claimed once, records kept.
fn contract(store: &mut dyn EventStore) {
    let a = store.create_table("AAAAAA", r#"{"a":1}"#).expect("a table");
    let refused = store.create_table("AAAAAA", "{}");
    assert!(refused.is_err(), "a code twice: {refused:?}");
    let b = store.create_table("BBBBBB", "{}").expect("another");
    let found = store
        .table("AAAAAA")
        .expect("asked")
        .expect("found by its code");
    assert_eq!((found.id, found.setup.as_str()), (a, r#"{"a":1}"#));
    assert_eq!(store.table("ZZZZZZ").expect("asked"), None);
    assert_ne!(a, b);

    store.append(a, 1, "a1").expect("1");
    store.append(a, 2, "a2").expect("2");
    let again = store.append(a, 2, "a2 again").expect_err("an event twice");
    assert!(again.contains("UNIQUE"), "says why: {again}");
    assert_eq!(
        store.events(a, 1).expect("after 1"),
        vec![(2, "a2".to_string())]
    );
    assert!(store.events(a, 2).expect("after 2").is_empty());

    let answers = store
        .append_many(&[
            event(a, 3, "a3"),
            event(b, 1, "b1"),
            event(a, 1, "a1 again"),
            event(b, 2, "b2"),
            event(b, 2, "b2 again"),
            event(a, 4, "a4"),
        ])
        .expect("the batch is written");
    let refused: Vec<bool> = answers.iter().map(Result::is_err).collect();
    assert_eq!(refused, [false, false, true, false, true, false]);
    assert_eq!(
        texts(store, a),
        ["a1", "a2", "a3", "a4"],
        "nothing overwritten"
    );
    assert_eq!(texts(store, b), ["b1", "b2"]);
    let seqs: Vec<u64> = store.events(a, 0).expect("a").iter().map(|r| r.0).collect();
    assert_eq!(seqs, [1, 2, 3, 4]);
    // An event of no table is refused alone too (the foreign key).
    let answers = store
        .append_many(&[
            event(b, 3, "b3"),
            event(a + b + 1000, 1, "nowhere"),
            event(b, 4, "b4"),
        ])
        .expect("the batch is written");
    let refused: Vec<bool> = answers.iter().map(Result::is_err).collect();
    assert_eq!(refused, [false, true, false], "{answers:?}");
    assert_eq!(texts(store, b), ["b1", "b2", "b3", "b4"]);

    store.claim_seat(a, 1, "hash1").expect("claimed");
    let taken = store.claim_seat(a, 1, "other").expect_err("a seat twice");
    assert!(taken.contains("taken"), "{taken}");
    store.claim_seat(a, 0, "hash0").expect("another seat");
    store
        .claim_seat(b, 1, "hashb")
        .expect("the same seat of another table");
    assert_eq!(
        store.seat_tokens(a).expect("seats"),
        vec![(0, "hash0".to_string()), (1, "hash1".to_string())]
    );

    store.finish(b, r#"{"record":true}"#).expect("kept");
    let tables = store.tables().expect("tables");
    let codes: Vec<&str> = tables.iter().map(|t| t.code.as_str()).collect();
    assert_eq!(codes, ["AAAAAA", "BBBBBB"], "oldest first");
    assert_eq!(tables[0].setup, r#"{"a":1}"#);
    assert_eq!(tables[0].record, None);
    assert_eq!(tables[1].record.as_deref(), Some(r#"{"record":true}"#));
}

#[test]
fn the_sqlite_store_keeps_the_contract() {
    contract(&mut SqliteStore::in_memory().expect("store"));
}

#[test]
fn the_postgres_store_keeps_the_contract() {
    let Some(cluster) = cluster_or_skip("the_postgres_store_keeps_the_contract") else {
        return;
    };
    let url = cluster.database("contract");
    contract(&mut PgStore::open(&url).expect("store"));
    // Opened again (a restart): the schema is there, the tables too.
    let mut again = PgStore::open(&url).expect("opened again");
    assert_eq!(again.tables().expect("tables").len(), 2);
}

#[test]
fn a_url_that_cannot_connect_says_so() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let url = format!("postgres://nobody:secret@127.0.0.1:{port}/nothing");
    let why = PgStore::open(&url).err().expect("nothing listens there");
    assert!(why.contains("cannot connect"), "{why}");
    assert!(
        why.contains(&format!("nobody@127.0.0.1:{port}/nothing")),
        "{why}"
    );
    assert!(!why.contains("secret"), "never the password: {why}");
    let why = PgStore::open("postgres://a@b:notaport/c")
        .err()
        .expect("no port");
    assert!(why.contains("not one PostgreSQL reads"), "{why}");
}

#[test]
fn two_connections_racing_for_the_same_next_events_write_each_once() {
    let Some(cluster) = cluster_or_skip("two_connections_racing") else {
        return;
    };
    let url = cluster.database("race");
    let table = PgStore::open(&url)
        .expect("store")
        .create_table("RACE01", "{}")
        .expect("table");
    const EVENTS: u64 = 60;
    // Two servers' writers, each its own connection, write every next event
    // at the same moment: even numbers one at a time, odd ones in batches.
    let start = Arc::new(Barrier::new(2));
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let (url, start) = (url.clone(), start.clone());
            std::thread::spawn(move || {
                let mut store = PgStore::open(&url).expect("a connection");
                let mut written = Vec::new();
                for seq in 1..=EVENTS {
                    start.wait();
                    let text = format!("{seq} by {w}");
                    let answer = if seq % 2 == 0 {
                        store.append(table, seq, &text)
                    } else {
                        let batch = store.append_many(&[event(table, seq, &text)]);
                        batch.expect("the batch").remove(0)
                    };
                    match answer {
                        Ok(()) => written.push(seq),
                        Err(why) => assert!(why.contains("already written"), "{why}"),
                    }
                }
                written
            })
        })
        .collect();
    let written: Vec<Vec<u64>> = writers
        .into_iter()
        .map(|w| w.join().expect("a writer"))
        .collect();
    assert_eq!(
        written[0].len() + written[1].len(),
        EVENTS as usize,
        "each event once"
    );
    let mut store = PgStore::open(&url).expect("store");
    let rows = store.events(table, 0).expect("events");
    let seqs: Vec<u64> = rows.iter().map(|(seq, _)| *seq).collect();
    assert_eq!(seqs, (1..=EVENTS).collect::<Vec<_>>());
    for (seq, text) in rows {
        let by = usize::from(text.ends_with("by 1"));
        assert!(
            written[by].contains(&seq),
            "event {seq} is its writer's: {text}"
        );
    }
}

#[test]
fn a_whole_physical_game_served_from_postgres_equals_its_record() {
    let Some(cluster) = cluster_or_skip("a_whole_game_on_postgres") else {
        return;
    };
    let url = cluster.database("game");
    let store = PgStore::open(&url).expect("store");
    let open = move || -> Box<dyn EventStore> { Box::new(PgStore::open(&url).expect("store")) };
    crate::game::whole_game(Box::new(store), &open);
}

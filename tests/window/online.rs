//! A person in the real window at a table on a game server, against a headless
//! bot client at the other seat: the window sits down with `play --online`
//! (what Game → Online does), the person goes to the quarry and pushes a stone
//! by hand with Space held (a steady push, not a flick), sells what fell and
//! the bot client answers. The window's table must then lie exactly where the
//! server's does: the quarry's hash after the push is the one the server
//! stored, and the window never had to catch up.

use crate::common::window::*;
use std::time::Duration;
use via_appia::bots::BotLevel;
use via_appia::net::client::Client;
use via_appia::net::protocol::{
    ClientMessage, PublicEvent, SeatSpec, ServerMessage, Stones, TableSpec,
};
use via_appia::net::seat_client::{play_seat, Decider, SeatOptions};
use via_appia::net::store::{EventStore, SqliteStore};
use via_appia::net::table_state::StoredEvent;
use via_appia::rules::{Game, Setup};

#[test]
fn a_person_in_the_window_pushes_by_hand_online_and_ends_on_the_servers_quarry() {
    if lacks_xdotool("the online window test") {
        return;
    }
    let db = scratch("online.db");
    let _ = std::fs::remove_file(&db);
    let store = SqliteStore::open(&db).expect("store");
    let shelf = via_appia::net::table_state::Shelf::load().expect("assets");
    let addr =
        via_appia::net::server::spawn("127.0.0.1:0", Box::new(store), shelf).expect("server");
    let url = format!("ws://{addr}");
    let names = vec!["Anna".to_string(), "Bruno".to_string()];
    let seed = seed_where_anna_starts(&names);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let code = rt.block_on(create(&url, names, seed));
    let other = SeatOptions {
        url: url.clone(),
        also: Vec::new(),
        code: code.clone(),
        seat: 1,
        token: None,
        decider: Decider::Bot(BotLevel::Easy),
        seed: 3,
        reconnect_for: Duration::from_secs(30),
        drop_after: None,
    };
    let _bruno = rt.spawn(play_seat(other));

    let config = scratch("online-config");
    let errors = scratch("online.err");
    let key = |k: &str, then: f32| {
        format!("xdotool key --window \"$window\" {k}\n        sleep {then}\n")
    };
    let steps = [
        // Seated: the server's state is on the table.
        format!(
            "waited=0; until grep -q '^online: event' \"{err}\" || [ $waited -ge 200 ]; do sleep 0.1; waited=$((waited+1)); done\n",
            err = errors.display()
        ),
        key("a", 1.0),
        key("a", 1.5),
        key("space", 1.5),
        "xdotool keydown --window \"$window\" space\n        sleep 1.5\n        xdotool keyup --window \"$window\" space\n        sleep 4\n".to_string(),
        key("s", 1.0),
        key("w", 0.6),
        key("w", 0.6),
        key("w", 0.6),
        key("w", 0.6),
        key("w", 4.0),
    ]
    .concat();
    let script = format!(
        r#"
        export XDG_CONFIG_HOME="{config}" XDG_DATA_HOME="{config}/data"
        mkdir -p "{config}/via-appia"
        echo "(guide_offered: true)" > "{config}/via-appia/settings.ron"
        {start}
        {steps}
        {stop}
        "#,
        config = config.display(),
        start = start_window(
            &format!("--online {url} --code {code} --seat 0 --bot-pause 0"),
            &errors
        ),
        stop = stop_window(&errors),
    );
    let Some(stderr) = window_script("the online window test", &script) else {
        return;
    };
    let log = log_lines(&stderr);
    assert!(
        log.iter().any(|l| l.contains("Anna pushes a small stone")),
        "the person pushed: {stderr}"
    );
    assert!(
        log.iter().any(|l| l.contains("Anna pushed")),
        "by hand, at a pace the log gives: {stderr}"
    );
    let (seq, hash, catch_ups) = last_report(&stderr).expect("the window reported its table");
    assert_eq!(catch_ups, 0, "the window never had to catch up: {stderr}");
    let server_hash = pushed_hash_at(&db, &code, seq).expect("a push was stored");
    assert_eq!(
        hash, server_hash,
        "the window's quarry is the server's: {stderr}"
    );
    assert!(seq >= 4, "the game went on past the push: event {seq}");
    println!("the window ended at event {seq} on quarry {hash}");
}

/// A seed whose start player is the first seat (the person in the window).
fn seed_where_anna_starts(names: &[String]) -> u64 {
    let data = via_appia::assets::default_game_data().expect("data");
    (1..)
        .find(|&seed| {
            let setup = Setup {
                seed,
                players: names.to_vec(),
                options: Default::default(),
            };
            Game::new(data.clone(), &setup).is_ok_and(|g| g.current() == 0)
        })
        .expect("a seed")
}

async fn create(url: &str, names: Vec<String>, seed: u64) -> String {
    let mut client = Client::connect(url).await.expect("connects");
    let table = TableSpec {
        seats: vec![SeatSpec::Person, SeatSpec::Person],
        names: Some(names),
        options: Default::default(),
        stones: Stones::Discs,
        seed: Some(seed),
        absent_after_s: 60,
    };
    client
        .send(&ClientMessage::Create { table })
        .await
        .expect("sent");
    loop {
        if let ServerMessage::Created { code } = client.next().await.expect("answer") {
            return code;
        }
    }
}

/// The last `online: event N quarry HASH catch-ups C` line.
fn last_report(stderr: &str) -> Option<(u64, String, u32)> {
    let line = stderr
        .lines()
        .rev()
        .find(|l| l.starts_with("online: event "))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    Some((
        words[2].parse().ok()?,
        words[4].to_string(),
        words[6].parse().ok()?,
    ))
}

/// The quarry hash of the last push the server stored at or before event `seq`.
fn pushed_hash_at(db: &std::path::Path, code: &str, seq: u64) -> Option<String> {
    let mut store = SqliteStore::open(db).expect("store");
    let table = store
        .tables()
        .expect("tables")
        .into_iter()
        .find(|t| t.code == code)?;
    let events = store.events(table.id, 0).expect("events");
    events
        .iter()
        .filter(|(at, _)| *at <= seq)
        .filter_map(|(_, text)| {
            let stored: StoredEvent = serde_json::from_str(text).ok()?;
            match stored.event {
                PublicEvent::Pushed { quarry_hash, .. } => Some(quarry_hash),
                _ => None,
            }
        })
        .next_back()
}

//! Taking a seat back from a bot: a person leaves, the other player gives the
//! seat to a bot, the bot plays it a while, the person comes back with the
//! seat's token and takes it back; the server is killed (`kill -9`) and
//! started again, and the rebuilt table still knows the seat is the person's:
//! the person plays on, the game finishes and equals its record.

use crate::restart::start;
use crate::support::*;
use std::time::{Duration, Instant};
use via_appia::bots::BotLevel;
use via_appia::net::client::Client;
use via_appia::net::protocol::{ClientMessage, PublicEvent, ServerMessage};
use via_appia::net::seat_client::{play_seat, SeatOptions};
use via_appia::net::store::{EventStore, SqliteStore};

/// The next event of the table, skipping other messages; a refusal panics.
async fn next_event(client: &mut Client) -> PublicEvent {
    loop {
        match next(client).await {
            ServerMessage::Event { event, .. } => return event,
            ServerMessage::Error { message } => panic!("refused: {message}"),
            _ => {}
        }
    }
}

/// Every stored event of the table: (seat of a command, the event kind, whether
/// a server bot made it).
fn stored(db: &std::path::Path, code: &str) -> Vec<(Option<u64>, String, bool)> {
    let mut store = SqliteStore::open(db).expect("store");
    let table = (store.tables().expect("tables").into_iter())
        .find(|t| t.code == code)
        .expect("stored");
    let rows = store.events(table.id, 0).expect("events");
    rows.iter()
        .map(|(_, text)| {
            let v: serde_json::Value = serde_json::from_str(text).expect("JSON");
            let kind = v["event"]["kind"].as_str().unwrap_or("").to_string();
            (
                v["event"]["seat"].as_u64(),
                kind,
                v.get("bot_rng").is_some(),
            )
        })
        .collect()
}

#[test]
fn a_person_back_takes_the_seat_from_the_bot_and_a_restart_keeps_it_theirs() {
    let dir = temp_dir("seat-back");
    let db = dir.join("db.sqlite");
    let (mut server, url) = start("127.0.0.1:0", &db);
    let addr = url.trim_start_matches("ws://").to_string();
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&url, spec(2, 53)))
        .expect("a table");
    let (scores, p_commands) = rt.block_on(async {
        // The person at seat 0 sits and leaves.
        let (person, _, token_p) = join_seat(&url, &code, 0).await;
        drop(person);
        let (mut other, _, token_q) = join_seat(&url, &code, 1).await;
        // Seat 0 to a bot, once the server has seen the person go.
        let started = Instant::now();
        'given: loop {
            let give = ClientMessage::GiveToBot {
                seat: 0,
                level: BotLevel::Random,
            };
            send(&mut other, give).await;
            loop {
                match next(&mut other).await {
                    ServerMessage::Event {
                        event: PublicEvent::SeatToBot { seat: 0, .. },
                        ..
                    } => break 'given,
                    ServerMessage::Error { message } if message.contains("is here") => {
                        assert!(started.elapsed() < Duration::from_secs(10), "{message}");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        break;
                    }
                    ServerMessage::Error { message } => panic!("refused: {message}"),
                    _ => {}
                }
            }
        }
        // A seat no bot plays is not taken back.
        send(&mut other, ClientMessage::TakeSeatBack).await;
        let refused = next_error(&mut other).await;
        assert!(refused.contains("not played by a bot"), "{refused}");
        drop(other);
        let q = tokio::spawn(play_seat(SeatOptions {
            token: Some(token_q),
            ..seat(&url, &code, 1, BotLevel::Easy)
        }));
        // The bot plays seat 0 a while.
        let given = stored_events(&db, &code);
        while stored_events(&db, &code) < given + 30 {
            assert!(started.elapsed() < Duration::from_secs(60), "no play");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // The person comes back with the token and takes the seat back.
        let mut back = connect(&url).await;
        let resume = ClientMessage::Resume {
            code: code.clone(),
            token: token_p.clone(),
            last: 0,
        };
        send(&mut back, resume).await;
        send(&mut back, ClientMessage::TakeSeatBack).await;
        while next_event(&mut back).await != (PublicEvent::SeatBack { seat: 0 }) {}
        drop(back);
        // The server dies and starts again on the same file and port.
        server.kill().expect("kill -9");
        server.wait().expect("gone");
        let (again, _) = start(&addr, &db);
        server = again;
        let p = play_seat(SeatOptions {
            token: Some(token_p),
            ..seat(&url, &code, 0, BotLevel::Random)
        });
        let p = p.await.expect("the person plays seat 0 to the end");
        let q = q.await.expect("seat 1").expect("seat 1 plays to the end");
        assert_eq!(p.scores, q.scores);
        (p.scores, p.commands)
    });
    let _ = server.kill();
    let _ = server.wait();
    assert!(
        p_commands > 0,
        "the person played after taking the seat back"
    );
    // The bot played seat 0 between `seat_to_bot` and `seat_back`, never after.
    let events = stored(&db, &code);
    let kinds: Vec<&str> = events.iter().map(|(_, k, _)| k.as_str()).collect();
    let given = kinds
        .iter()
        .position(|k| *k == "seat_to_bot")
        .expect("given");
    let back = kinds
        .iter()
        .position(|k| *k == "seat_back")
        .expect("taken back");
    let bot_moves = |range: std::ops::Range<usize>| {
        (events[range].iter())
            .filter(|(seat, kind, bot)| *seat == Some(0) && kind == "command" && *bot)
            .count()
    };
    assert!(bot_moves(given..back) > 0, "the bot played the seat");
    assert_eq!(
        bot_moves(back..events.len()),
        0,
        "and not after it was taken back"
    );
    let path = dir.join("records").join(format!("game-{code}.json"));
    let file = via_appia::cli::replay::load_record(&path).expect("a record file");
    check_record(&file, &scores);
}

//! Two headless bot clients play a whole physical game on a server; one drops
//! its connection mid-turn and comes back to its seat by token.

use crate::support::*;
use via_appia::bots::BotLevel;
use via_appia::net::protocol::{ClientMessage, ServerMessage};
use via_appia::net::seat_client::play_seat;
use via_appia::net::store::{EventStore, SqliteStore};

#[test]
fn two_clients_play_a_whole_physical_game_that_equals_its_record() {
    let dir = temp_dir("game");
    let db = dir.join("db.sqlite");
    let store = SqliteStore::open(&db).expect("store");
    let open = move || -> Box<dyn EventStore> { Box::new(SqliteStore::open(&db).expect("store")) };
    whole_game(Box::new(store), &open);
}

/// A server over `store` plays a whole game between two bot clients (one
/// drops and comes back); `open` opens the same store again to read what it
/// kept: the record, which must replay, and every event, which the clients
/// and a late watcher saw.
pub fn whole_game(store: Box<dyn EventStore>, open: &dyn Fn() -> Box<dyn EventStore>) {
    let url = server_on(store);
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&url, spec(2, 11)))
        .expect("a table");
    let first = seat(&url, &code, 0, BotLevel::Random);
    // Seat 1 drops its connection after its 3rd command (it is then mid-turn:
    // the quarry's push or a card's second half follows) and resumes.
    let second = via_appia::net::seat_client::SeatOptions {
        drop_after: Some(3),
        ..seat(&url, &code, 1, BotLevel::Easy)
    };
    let (a, b) = rt.block_on(async {
        let a = tokio::spawn(play_seat(first));
        let b = tokio::spawn(play_seat(second));
        (a.await.expect("seat 0"), b.await.expect("seat 1"))
    });
    let (a, b) = (
        a.expect("seat 0 plays to the end"),
        b.expect("seat 1 plays to the end"),
    );
    assert_eq!(a.scores, b.scores, "both saw the same end");
    assert_eq!(b.reconnections, 1, "seat 1 came back once");
    assert_eq!(a.token.len(), 32, "128 bits as hex");
    assert_eq!((a.drifted, b.drifted), (false, false));
    assert_eq!(
        (a.resyncs, b.resyncs),
        (0, 0),
        "every push ended on the server's quarry"
    );
    let file =
        stored_record_in(open().as_mut(), &code).expect("the finished game's record is stored");
    check_record(&file, &a.scores);
    // Read here, not in the runtime below: PostgreSQL's client must not be
    // made inside an async task.
    let stored = stored_events_in(open().as_mut(), &code);
    assert_eq!(a.seq as usize, stored, "the client saw every event");

    // A spectator joining now sees the whole history and nobody's hidden cards.
    rt.block_on(async {
        let mut watcher = connect(&url).await;
        send(
            &mut watcher,
            ClientMessage::Watch {
                code: code.clone(),
                last: 0,
            },
        )
        .await;
        let mut events = 0;
        loop {
            match next(&mut watcher).await {
                ServerMessage::Event { .. } => events += 1,
                ServerMessage::State(state) => {
                    assert_eq!(state.seat, None);
                    assert!(state.legal.is_empty());
                    assert!(!state.game.contains("\"board\""));
                    break;
                }
                _ => {}
            }
        }
        assert_eq!(events, stored);
    });
}

#[test]
fn a_seat_state_never_holds_the_pile_order_or_the_generator() {
    let dir = temp_dir("hidden");
    let url = server(&dir.join("db.sqlite"));
    let rt = runtime();
    rt.block_on(async {
        let code = via_appia::cli::online::host(&url, spec(2, 5))
            .await
            .expect("table");
        let mut a = connect(&url).await;
        send(
            &mut a,
            ClientMessage::Join {
                code: code.clone(),
                seat: 0,
            },
        )
        .await;
        let state = loop {
            if let ServerMessage::State(state) = next(&mut a).await {
                break state;
            }
        };
        let game: serde_json::Value = serde_json::from_str(&state.game).expect("JSON");
        let pile: Vec<u64> = (game["income"]["pile"].as_array().expect("a pile").iter())
            .filter_map(serde_json::Value::as_u64)
            .collect();
        assert!(pile.len() > 3, "{pile:?}");
        assert!(
            pile.windows(2).all(|w| w[0] <= w[1]),
            "canonical order: {pile:?}"
        );
        // The same table seen from seat 1: the same pile, the same generator.
        let mut b = connect(&url).await;
        send(&mut b, ClientMessage::Join { code, seat: 1 }).await;
        let other = loop {
            if let ServerMessage::State(state) = next(&mut b).await {
                break state;
            }
        };
        let other: serde_json::Value = serde_json::from_str(&other.game).expect("JSON");
        assert_eq!(other["income"], game["income"]);
        assert_eq!(other["rng"], game["rng"], "a neutral generator");
    });
}

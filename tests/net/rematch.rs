//! A rematch: two headless clients finish a game, one asks for the next, both
//! hear the new table's code, take their kept seats with their old tokens and
//! play the new game to its end; a stranger cannot take a kept seat, and a
//! server started again on the same file still knows the rematch.

use crate::support::*;
use via_appia::bots::BotLevel;
use via_appia::net::client::Client;
use via_appia::net::protocol::{ClientMessage, PublicEvent, ServerMessage};
use via_appia::net::seat_client::{play_seat, SeatOptions};
use via_appia::net::store::{EventStore, SqliteStore};

/// Comes back to a seat of table `code` with its token, past every event.
async fn resume(url: &str, code: &str, token: &str, last: u64) -> Client {
    let mut client = connect(url).await;
    let ask = ClientMessage::Resume {
        code: code.to_string(),
        token: token.to_string(),
        last,
    };
    send(&mut client, ask).await;
    loop {
        match next(&mut client).await {
            ServerMessage::State(_) => return client,
            ServerMessage::Error { message } => panic!("refused: {message}"),
            _ => {}
        }
    }
}

/// The next `rematch` message: its code and seat.
async fn rematch_heard(client: &mut Client) -> (String, Option<usize>) {
    loop {
        match next(client).await {
            ServerMessage::Rematch { code, seat } => return (code, seat),
            ServerMessage::Error { message } => panic!("refused: {message}"),
            _ => {}
        }
    }
}

/// A table's stored setup, as JSON.
fn stored_setup(db: &std::path::Path, code: &str) -> serde_json::Value {
    let mut store = SqliteStore::open(db).expect("store");
    let table = (store.tables().expect("tables").into_iter())
        .find(|t| t.code == code)
        .expect("the table is stored");
    serde_json::from_str(&table.setup).expect("JSON")
}

#[test]
fn after_a_game_a_rematch_seats_the_same_players_at_a_new_table_and_is_played() {
    let dir = temp_dir("rematch");
    let db = dir.join("db.sqlite");
    let url = server(&db);
    let rt = runtime();
    let old = rt
        .block_on(via_appia::cli::online::host(&url, spec(2, 41)))
        .expect("a table");
    let play = |code: &str, seat_no: usize, token: Option<String>| SeatOptions {
        token,
        ..seat(&url, code, seat_no, BotLevel::Random)
    };
    let (a, b) = rt.block_on(async {
        let a = tokio::spawn(play_seat(play(&old, 0, None)));
        let b = tokio::spawn(play_seat(play(&old, 1, None)));
        let (a, b) = (a.await.expect("seat 0"), b.await.expect("seat 1"));
        (a.expect("seat 0 finishes"), b.expect("seat 1 finishes"))
    });
    let new = rt.block_on(async {
        let mut first = resume(&url, &old, &a.token, a.seq).await;
        let mut second = resume(&url, &old, &b.token, b.seq).await;
        send(&mut first, ClientMessage::Rematch).await;
        // The old table's history says so (its event), then each is told.
        let event = loop {
            if let ServerMessage::Event { event, .. } = next(&mut first).await {
                break event;
            }
        };
        let (code, seat) = rematch_heard(&mut first).await;
        assert_eq!(event, PublicEvent::Rematch { code: code.clone() });
        assert_eq!(seat, Some(0), "the same seat");
        assert_eq!(rematch_heard(&mut second).await, (code.clone(), Some(1)));
        assert_ne!(code, old);
        // Asked again: the same table.
        send(&mut second, ClientMessage::Rematch).await;
        assert_eq!(rematch_heard(&mut second).await.0, code);
        // Someone else who heard the code cannot take a kept seat.
        let mut stranger = connect(&url).await;
        let join = ClientMessage::Join {
            code: code.clone(),
            seat: 0,
        };
        send(&mut stranger, join).await;
        let refused = next_error(&mut stranger).await;
        assert!(refused.contains("kept for its player"), "{refused}");
        // The first player takes the kept seat with the old token and is
        // given the new table's; a rematch of a game not over is refused.
        let mut early = connect(&url).await;
        let take = ClientMessage::Resume {
            code: code.clone(),
            token: a.token.clone(),
            last: 0,
        };
        send(&mut early, take).await;
        let ServerMessage::Joined { seat, token, .. } = next(&mut early).await else {
            panic!("joined first");
        };
        assert_eq!(seat, Some(0));
        let token = token.expect("the new seat's token");
        assert_ne!(token, a.token, "a new token for the new table");
        send(&mut early, ClientMessage::Rematch).await;
        let refused = next_error(&mut early).await;
        assert!(refused.contains("once the game is over"), "{refused}");
        (code, token)
    });
    let (new, token_0) = new;
    // Both play it: seat 0 with its new token, seat 1 comes with its old one.
    let (c, d) = rt.block_on(async {
        let c = tokio::spawn(play_seat(play(&new, 0, Some(token_0.clone()))));
        let d = tokio::spawn(play_seat(play(&new, 1, Some(b.token.clone()))));
        let (c, d) = (c.await.expect("seat 0"), d.await.expect("seat 1"));
        (
            c.expect("seat 0 plays the rematch"),
            d.expect("seat 1 plays the rematch"),
        )
    });
    assert_eq!(c.scores, d.scores);
    assert_ne!(d.token, b.token, "seat 1 was given the new table's token");
    let file = stored_record(&db, &new).expect("the rematch's record");
    check_record(&file, &c.scores);
    let (first, second) = (stored_setup(&db, &old), stored_setup(&db, &new));
    assert_eq!(first["players"], second["players"]);
    assert_eq!(first["seats"], second["seats"]);
    assert_ne!(first["seed"], second["seed"], "a fresh seed");
    // A server started again on the file rebuilds the old table with its
    // rematch: a player coming back to it hears the code.
    let url_again = server(&db);
    rt.block_on(async {
        let mut back = resume(&url_again, &old, &a.token, 0).await;
        assert_eq!(rematch_heard(&mut back).await, (new.clone(), Some(0)));
    });
}

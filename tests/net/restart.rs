//! `kill -9` of the real server mid-game, a restart on the same file and port:
//! the clients come back to their seats by token, the game finishes and equals
//! its record.

use crate::support::*;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use via_appia::bots::BotLevel;
use via_appia::net::seat_client::play_seat;

/// Starts `via-appia serve` on `addr` over `db`; the child and its URL.
pub(crate) fn start(addr: &str, db: &Path) -> (Child, String) {
    let records = db.with_file_name("records");
    let mut child = Command::new(env!("CARGO_BIN_EXE_via-appia"))
        .args(["serve", "--addr", addr, "--db"])
        .arg(db)
        .arg("--records")
        .arg(records)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("its output");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("its first line");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("ws://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"))
        .to_string();
    (child, url)
}

#[test]
fn a_server_killed_mid_game_comes_back_and_the_game_finishes_equal_to_its_record() {
    let dir = temp_dir("restart");
    let db = dir.join("db.sqlite");
    let (mut server, url) = start("127.0.0.1:0", &db);
    let addr = url.trim_start_matches("ws://").to_string();
    let rt = runtime();
    let code = rt
        .block_on(via_appia::cli::online::host(&url, spec(2, 17)))
        .expect("a table");
    let seats = [
        seat(&url, &code, 0, BotLevel::Random),
        seat(&url, &code, 1, BotLevel::Easy),
    ];
    let (scores, reconnections) = rt.block_on(async {
        let a = tokio::spawn(play_seat(seats[0].clone()));
        let b = tokio::spawn(play_seat(seats[1].clone()));
        // Kill it once the game is well under way.
        let started = Instant::now();
        while stored_events(&db, &code) < 120 {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the game does not move"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        server.kill().expect("kill -9");
        server.wait().expect("gone");
        let before = stored_events(&db, &code);
        assert!(stored_record(&db, &code).is_none(), "killed before the end");
        let (again, _) = start(&addr, &db);
        server = again;
        let (a, b) = (a.await.expect("seat 0"), b.await.expect("seat 1"));
        let (a, b) = (a.expect("seat 0 finishes"), b.expect("seat 1 finishes"));
        assert!(
            stored_events(&db, &code) > before,
            "played on after the restart"
        );
        assert_eq!(a.scores, b.scores);
        (a.scores, a.reconnections + b.reconnections)
    });
    let _ = server.kill();
    let _ = server.wait();
    assert!(reconnections >= 2, "both seats came back ({reconnections})");
    assert!(
        stored_record(&db, &code).is_some(),
        "the record, stored after the restart"
    );
    // The record file `serve --records` wrote, with the state the game ended in.
    let path = dir.join("records").join(format!("game-{code}.json"));
    let file = via_appia::cli::replay::load_record(&path).expect("a record file");
    check_record(&file, &scores);
}

#[test]
fn a_push_by_hand_under_way_when_the_server_dies_is_pushed_again_from_its_start() {
    use crate::hand_push::push_by_hand;
    use via_appia::net::client::Mirror;
    use via_appia::net::protocol::{ClientMessage, PublicEvent, SeatSpec, ServerMessage};
    use via_appia::net::seat_client::decide;
    use via_appia::rules::Command;
    use via_appia::table::seat_player::SeatPlayer;

    let dir = temp_dir("midpush");
    let db = dir.join("db.sqlite");
    let (mut server, url) = start("127.0.0.1:0", &db);
    let addr = url.trim_start_matches("ws://").to_string();
    let rt = runtime();
    let mut table = spec(2, 29);
    table.seats[1] = SeatSpec::Bot(BotLevel::Random);
    let code = rt
        .block_on(via_appia::cli::online::host(&url, table))
        .expect("a table");
    let data = via_appia::assets::default_game_data().expect("data");
    let kit = via_appia::bots::BotKit::load_default().expect("bots");
    let token = rt.block_on(async {
        let (mut client, opening_quarry, token) = join_seat(&url, &code, 0).await;
        let opening = serde_json::from_str(&opening_quarry).expect("a quarry");
        let mut mirror = Mirror::new(data, code.clone(), Some(0), opening).expect("mirror");
        let mut player = SeatPlayer::Bot(via_appia::bots::Bot::new(BotLevel::Random, kit, 5));
        let mut asked = None;
        // Play until the first push of one's own.
        let (size, at) = loop {
            let message = next(&mut client).await;
            mirror.take(&message).expect("follows");
            if mirror.my_turn().is_none() || asked == Some(mirror.seq) {
                continue;
            }
            asked = Some(mirror.seq);
            let (command, plan) = decide(&mirror, &mut player).expect("a decision");
            let at = mirror.seq;
            if let Command::Push { size } = command {
                send(
                    &mut client,
                    ClientMessage::Command {
                        at,
                        command,
                        plan: None,
                    },
                )
                .await;
                break (size, at);
            }
            send(&mut client, ClientMessage::Command { at, command, plan }).await;
        };
        while mirror
            .state
            .as_ref()
            .is_none_or(|s| s.push_under_way.is_none() || s.seq != mirror.seq)
        {
            let message = next(&mut client).await;
            mirror.take(&message).expect("follows");
        }
        let before = mirror
            .state
            .as_ref()
            .map(|s| s.quarry_hash.clone())
            .unwrap_or_default();
        // Forty frames of the push, seen by the server (its live frames come
        // back), then the server dies.
        push_by_hand(&mut client, &mirror, size, Some(40)).await;
        loop {
            if let Ok(ServerMessage::Frames { .. }) = client.next().await {
                break;
            }
        }
        server.kill().expect("kill -9");
        server.wait().expect("gone");
        let (again, _) = start(&addr, &db);
        server = again;
        // Back with the token: the push is under way again, from its start.
        let mut client = connect(&url).await;
        let last = mirror.seq;
        send(
            &mut client,
            ClientMessage::Resume {
                code: code.clone(),
                token: token.clone(),
                last,
            },
        )
        .await;
        let state = loop {
            if let ServerMessage::State(state) = next(&mut client).await {
                break state;
            }
        };
        assert_eq!(state.push_under_way, Some(at + 1), "the push, at its start");
        assert_eq!(state.quarry_hash, before, "no frame of it kept");
        let expected = push_by_hand(&mut client, &mirror, size, None).await;
        loop {
            let message = next(&mut client).await;
            mirror.take(&message).expect("follows");
            if let ServerMessage::Event {
                event: PublicEvent::Pushed { quarry_hash, .. },
                ..
            } = message
            {
                assert_eq!(
                    quarry_hash, expected,
                    "pushed again, it ends where the hand's copy did"
                );
                break;
            }
        }
        token
    });
    // The rest of the game by a bot client at the seat, come back by token.
    let outcome = rt
        .block_on(play_seat(via_appia::net::seat_client::SeatOptions {
            token: Some(token),
            ..seat(&url, &code, 0, BotLevel::Random)
        }))
        .expect("the game finishes");
    let _ = server.kill();
    let _ = server.wait();
    let path = dir.join("records").join(format!("game-{code}.json"));
    let file = via_appia::cli::replay::load_record(&path).expect("a record file");
    assert!(
        file.record.steps.iter().any(|s| s.hand.is_some()),
        "the push by hand, recorded"
    );
    check_record(&file, &outcome.scores);
}

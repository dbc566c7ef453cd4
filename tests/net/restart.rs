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
fn start(addr: &str, db: &Path) -> (Child, String) {
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

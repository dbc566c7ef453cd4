//! A small fuzz of the protocol: random bytes and mangled messages at one table
//! while a game plays on at another. The server answers every frame, never
//! panics or hangs, and the other table's game ends as if nothing happened.

use crate::support::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use via_appia::bots::BotLevel;
use via_appia::net::protocol::{client_text, ClientMessage, ServerMessage};
use via_appia::net::seat_client::play_seat;

/// Valid messages to mangle.
fn seeds(code: &str) -> Vec<String> {
    let messages = [
        ClientMessage::Join {
            code: code.into(),
            seat: 0,
        },
        ClientMessage::Resume {
            code: code.into(),
            token: "ab".repeat(16),
            last: 3,
        },
        ClientMessage::Watch {
            code: code.into(),
            last: 0,
        },
        ClientMessage::Chat {
            text: "hello".into(),
        },
        ClientMessage::Command {
            at: 1,
            command: via_appia::rules::Command::Pass,
            plan: None,
        },
        ClientMessage::Hand {
            frames: vec![via_appia::quarry::HandFrame::new(0.0, 0.0, 0.0)],
        },
        ClientMessage::GiveToBot {
            seat: 1,
            level: BotLevel::Easy,
        },
    ];
    messages.iter().map(client_text).collect()
}

/// One mangled message: bytes flipped, cut, numbers made huge, or random text.
fn mangle(rng: &mut Pcg64, seeds: &[String]) -> String {
    let mut text = seeds[rng.random_range(0..seeds.len())].clone().into_bytes();
    match rng.random_range(0..5) {
        0 => {
            for _ in 0..rng.random_range(1..6) {
                let i = rng.random_range(0..text.len());
                text[i] = rng.random_range(32..127);
            }
        }
        1 => text.truncate(rng.random_range(0..text.len())),
        2 => {
            let s = String::from_utf8_lossy(&text)
                .replace(":1", ":18446744073709551615")
                .replace(":0", ":-1e309");
            text = s.into_bytes();
        }
        3 => {
            text = (0..rng.random_range(0..200))
                .map(|_| rng.random_range(32..127))
                .collect()
        }
        _ => {
            let s = String::from_utf8_lossy(&text).replace("\"v\":1,", "");
            text = s.into_bytes();
        }
    }
    String::from_utf8_lossy(&text).into_owned()
}

#[test]
fn mangled_messages_get_answers_and_another_table_plays_on() {
    let dir = temp_dir("fuzz");
    let db = dir.join("db.sqlite");
    let url = server(&db);
    let rt = runtime();
    let (game_code, fuzz_code) = rt.block_on(async {
        let a = via_appia::cli::online::host(&url, spec(2, 31))
            .await
            .expect("table");
        let b = via_appia::cli::online::host(&url, spec(2, 32))
            .await
            .expect("table");
        (a, b)
    });
    let outcome = rt.block_on(async {
        let (first, second) = (
            seat(&url, &game_code, 0, BotLevel::Random),
            seat(&url, &game_code, 1, BotLevel::Random),
        );
        let game = tokio::spawn(async move {
            let (a, b) = (play_seat(first), play_seat(second));
            let (a, b) = tokio::join!(a, b);
            (a.expect("seat 0"), b.expect("seat 1"))
        });
        let mut rng = Pcg64::seed_from_u64(58);
        let seeds = seeds(&fuzz_code);
        let (mut answered, mut sent) = (0, 0);
        for _ in 0..20 {
            let mut client = connect(&url).await;
            for _ in 0..20 {
                let text = mangle(&mut rng, &seeds);
                if client.send_text(text).await.is_err() {
                    break;
                }
                sent += 1;
            }
            // Then a message every server must answer: a table that is not there.
            let probe = ClientMessage::Join {
                code: "ZZZZZZ".into(),
                seat: 9,
            };
            if client.send(&probe).await.is_ok() {
                loop {
                    match tokio::time::timeout(std::time::Duration::from_secs(20), client.next())
                        .await
                    {
                        Ok(Ok(ServerMessage::Error { message }))
                            if message.contains("ZZZZZZ") || message.contains("already sits") =>
                        {
                            answered += 1;
                            break;
                        }
                        Ok(Ok(_)) => continue,
                        Ok(Err(_)) => break,
                        Err(_) => panic!("the server hung"),
                    }
                }
            }
        }
        assert!(sent >= 300, "{sent} sent");
        assert!(
            answered >= 15,
            "{answered} of 20 connections answered to the end"
        );
        game.await.expect("the game")
    });
    assert_eq!(outcome.0.scores, outcome.1.scores);
    let file = stored_record(&db, &game_code).expect("the other table's game ended");
    check_record(&file, &outcome.0.scores);
}

//! Nobody acts for anyone else: each refusal is an error in words, and the
//! table is where it was (the next right command, made against the same event
//! number, is taken).

use crate::support::*;
use via_appia::net::client::Client;
use via_appia::net::protocol::{ClientMessage, SeatState, ServerMessage, MAX_MESSAGE_BYTES};
use via_appia::rules::{Command, SizeCounts};

/// Joins `seat`; its token and first state.
async fn join(url: &str, code: &str, seat: usize) -> (Client, String, SeatState) {
    let mut client = connect(url).await;
    send(
        &mut client,
        ClientMessage::Join {
            code: code.to_string(),
            seat,
        },
    )
    .await;
    let mut token = None;
    loop {
        match next(&mut client).await {
            ServerMessage::Joined { token: t, .. } => token = t,
            ServerMessage::State(state) => {
                return (client, token.expect("a token"), *state);
            }
            ServerMessage::Error { message } => panic!("{message}"),
            _ => {}
        }
    }
}

/// Sends `message` and returns the error it is answered with.
async fn refusal(client: &mut Client, message: ClientMessage) -> String {
    send(client, message).await;
    next_error(client).await
}

/// A command made against event `at`.
fn command(at: u64, command: Command) -> ClientMessage {
    ClientMessage::Command {
        at,
        command,
        plan: None,
    }
}

#[test]
fn commands_not_ones_own_to_give_are_refused_and_change_nothing() {
    let dir = temp_dir("refusals");
    let db = dir.join("db.sqlite");
    let url = server(&db);
    let rt = runtime();
    rt.block_on(async {
        let code = via_appia::cli::online::host(&url, spec(2, 9))
            .await
            .expect("table");
        let (a, token_a, state_a) = join(&url, &code, 0).await;
        let (b, _, state_b) = join(&url, &code, 1).await;
        let (mut to_act, mut waiting, state) = if state_a.legal.is_empty() {
            (b, a, state_b)
        } else {
            (a, b, state_a)
        };
        let seq = state.seq;
        let legal = state.legal[0].clone();
        let events = stored_events(&db, &code);

        // Another seat's command: out of turn.
        assert!(refusal(&mut waiting, command(seq, legal.clone()))
            .await
            .contains("not your turn"));
        // A stale event number.
        assert!(refusal(&mut to_act, command(seq - 1, legal.clone()))
            .await
            .starts_with("stale"));
        // A push result of one's own.
        let result = Command::QuarryResult {
            front: SizeCounts::new(1, 0, 0),
            elsewhere: SizeCounts::ZERO,
        };
        assert!(refusal(&mut to_act, command(seq, result))
            .await
            .contains("server's quarry"));
        // An illegal command.
        assert!(refusal(
            &mut to_act,
            command(
                seq,
                Command::Push {
                    size: via_appia::rules::Size::Large,
                }
            )
        )
        .await
        .contains("not legal"));
        // Garbage, a wrong version, an oversized message, a binary frame's worth of nonsense.
        to_act.send_text("{{{ not json".into()).await.expect("sent");
        assert!(next_error(&mut to_act).await.contains("not JSON"));
        to_act
            .send_text(r#"{"v":99,"type":"chat","text":"hi"}"#.into())
            .await
            .expect("sent");
        assert!(next_error(&mut to_act).await.contains("version 99"));
        let long = format!(
            r#"{{"v":1,"type":"chat","text":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        to_act.send_text(long).await.expect("sent");
        assert!(next_error(&mut to_act).await.contains("too long"));

        // No token: a connection that sat nowhere, a taken seat, a wrong token.
        let mut stranger = connect(&url).await;
        assert!(refusal(&mut stranger, command(seq, legal.clone()))
            .await
            .contains("sit at a table first"));
        assert!(refusal(
            &mut stranger,
            ClientMessage::Join {
                code: code.clone(),
                seat: 0,
            }
        )
        .await
        .contains("taken"));
        assert!(refusal(
            &mut stranger,
            ClientMessage::Resume {
                code: code.clone(),
                token: "0".repeat(32),
                last: 0,
            }
        )
        .await
        .contains("token"));
        assert!(refusal(
            &mut stranger,
            ClientMessage::Join {
                code: "NOPE99".into(),
                seat: 0,
            }
        )
        .await
        .contains("no table"));
        // A spectator gives no commands.
        send(
            &mut stranger,
            ClientMessage::Watch {
                code: code.clone(),
                last: 0,
            },
        )
        .await;
        assert!(refusal(&mut stranger, command(seq, legal.clone()))
            .await
            .contains("spectator"));

        assert_eq!(stored_events(&db, &code), events, "nothing was stored");
        // The seat's own command against the same number is still taken.
        send(
            &mut to_act,
            ClientMessage::Command {
                at: seq,
                command: legal,
                plan: None,
            },
        )
        .await;
        loop {
            match next(&mut to_act).await {
                ServerMessage::Event { seq: s, .. } => {
                    assert_eq!(s, seq + 1);
                    break;
                }
                ServerMessage::Error { message } => panic!("{message}"),
                _ => {}
            }
        }

        // A second connection with seat 0's token takes the seat over; the
        // older one is told.
        let mut again = connect(&url).await;
        send(
            &mut again,
            ClientMessage::Resume {
                code: code.clone(),
                token: token_a,
                last: seq,
            },
        )
        .await;
        assert!(matches!(
            next(&mut again).await,
            ServerMessage::Joined {
                seat: Some(0),
                token: None,
                ..
            }
        ));
        let _ = (&mut waiting, &mut to_act);
    });
}

#[test]
fn a_flood_is_refused_beyond_the_rate() {
    let dir = temp_dir("flood");
    let url = server(&dir.join("db.sqlite"));
    let rt = runtime();
    rt.block_on(async {
        let mut client = connect(&url).await;
        for _ in 0..600 {
            client.send_text("{}".into()).await.expect("sent");
        }
        let mut too_many = 0;
        for _ in 0..600 {
            if next_error(&mut client).await.contains("too many") {
                too_many += 1;
            }
        }
        assert!(too_many > 100, "{too_many} refused for the rate");
    });
}

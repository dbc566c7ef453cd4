//! A person's push online: the hand's wishes sent frame by frame, the server
//! stepping its quarry on them, every screen ending on the server's quarry bit
//! for bit, and the game's record replaying the push from the stored wishes.

use crate::support::*;
use via_appia::bots::{Bot, BotLevel};
use via_appia::net::client::{Client, Mirror};
use via_appia::net::protocol::{ClientMessage, PublicEvent, ServerMessage};
use via_appia::net::seat_client::decide;
use via_appia::net::wire::quarry_hash;
use via_appia::quarry::{DriveStage, HandFrame, PushDriver, PusherPose};
use via_appia::rules::{Command, Size};
use via_appia::table::seat_player::SeatPlayer;

/// Frames a push by hand may take before the test gives up on it.
const MAX_FRAMES: usize = 2_000;

/// Sends a push by hand: the stone put in at the middle, the pusher dragged
/// down the slope 3 mm a frame for 150 frames (or until it stops), then let go.
/// The hand steps its own copy of the quarry to know the stage, as a window
/// does; returns the hash that copy ends on once still. With `stop_after`, only
/// that many frames are sent (a push cut short) and the hash is of nothing.
pub async fn push_by_hand(
    client: &mut Client,
    mirror: &Mirror,
    size: Size,
    stop_after: Option<usize>,
) -> String {
    let mut quarry = mirror.quarry.clone();
    let mut driver = PushDriver::by_hand(&quarry, size);
    let mut batch = Vec::new();
    let mut pushing = 0;
    for n in 0..MAX_FRAMES {
        if stop_after == Some(n) {
            let frames = std::mem::take(&mut batch);
            send(client, ClientMessage::Hand { frames }).await;
            return String::new();
        }
        let mut frame = HandFrame::new(0.0, 0.0, 0.0);
        match driver.stage() {
            DriveStage::Placing => frame.place = true,
            DriveStage::Clearing | DriveStage::Pushing => {
                let pose = quarry.pusher_pose();
                frame.aim = Some(PusherPose {
                    advance: pose.advance + 0.003,
                    ..pose
                });
                pushing += 1;
                frame.let_go = pushing > 150;
            }
            DriveStage::Settling | DriveStage::Done => break,
        }
        driver.feed(&quarry, frame);
        driver.frame(&mut quarry).expect("a frame");
        batch.push(frame);
        if batch.len() == 10 || frame.let_go {
            let frames = std::mem::take(&mut batch);
            send(client, ClientMessage::Hand { frames }).await;
        }
        if frame.let_go {
            break;
        }
    }
    driver.run(&mut quarry).expect("settles");
    quarry_hash(&quarry)
}

#[test]
fn a_push_by_hand_online_ends_on_the_servers_quarry_and_replays_from_its_record() {
    let dir = temp_dir("hand");
    let db = dir.join("db.sqlite");
    let url = server(&db);
    let rt = runtime();
    let mut table = spec(2, 23);
    table.seats[1] = via_appia::net::protocol::SeatSpec::Bot(BotLevel::Random);
    let code = rt
        .block_on(via_appia::cli::online::host(&url, table))
        .expect("a table");
    let data = via_appia::assets::default_game_data().expect("data");
    let kit = via_appia::bots::BotKit::load_default().expect("bots");
    let (hand_pushes, scores) = rt.block_on(async {
        let (mut client, opening_quarry, _) = join_seat(&url, &code, 0).await;
        let opening = serde_json::from_str(&opening_quarry).expect("a quarry");
        let mut mirror = Mirror::new(data, code.clone(), Some(0), opening).expect("mirror");
        let mut player = SeatPlayer::Bot(Bot::new(BotLevel::Random, kit, 3));
        let mut hand_pushes = 0;
        let mut expected: Option<String> = None;
        let mut asked = None;
        while !mirror.game_over() {
            let message = next(&mut client).await;
            mirror.take(&message).expect("the mirror follows");
            if let ServerMessage::Event {
                event:
                    PublicEvent::Pushed {
                        seat: 0,
                        hand: Some(_),
                        quarry_hash: theirs,
                        ..
                    },
                ..
            } = &message
            {
                assert_eq!(
                    expected.take().as_ref(),
                    Some(theirs),
                    "the hand's own copy ends on the server's quarry"
                );
                assert_eq!(&quarry_hash(&mirror.quarry), theirs, "the mirror too");
                hand_pushes += 1;
            }
            if let ServerMessage::Error { message } = &message {
                panic!("refused: {message}");
            }
            if mirror.my_turn().is_none() || asked == Some(mirror.seq) {
                continue;
            }
            asked = Some(mirror.seq);
            let (command, plan) = decide(&mirror, &mut player).expect("a decision");
            match command {
                // The first three pushes by hand, the rest by the bot's plan.
                Command::Push { size } if hand_pushes < 3 => {
                    let at = mirror.seq;
                    send(
                        &mut client,
                        ClientMessage::Command {
                            at,
                            command,
                            plan: None,
                        },
                    )
                    .await;
                    // The push's own event and state first: then the hand.
                    while mirror.seq == at
                        || mirror.state.as_ref().is_none_or(|s| s.seq != mirror.seq)
                    {
                        let message = next(&mut client).await;
                        mirror.take(&message).expect("the mirror follows");
                    }
                    let push = mirror.state.as_ref().and_then(|s| s.push_under_way);
                    assert_eq!(push, Some(at + 1), "the push is the next event");
                    expected = Some(push_by_hand(&mut client, &mirror, size, None).await);
                }
                command => {
                    let at = mirror.seq;
                    send(&mut client, ClientMessage::Command { at, command, plan }).await;
                }
            }
        }
        assert_eq!(mirror.resyncs, 0);
        let game = mirror.game.as_ref().expect("a game");
        (
            hand_pushes,
            game.players()
                .iter()
                .map(|p| p.score())
                .collect::<Vec<u32>>(),
        )
    });
    assert_eq!(hand_pushes, 3, "three pushes by hand");
    let file = stored_record(&db, &code).expect("a record");
    let traced = file
        .record
        .steps
        .iter()
        .filter(|s| s.hand.is_some())
        .count();
    assert_eq!(traced, 3, "the record holds each hand's wishes");
    check_record(&file, &scores);
}

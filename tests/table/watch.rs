//! Watching a game again (`table::watch`): a whole game on the physical quarry
//! (a person pushing by hand, two bots pushing by plan, the quarry rebuilt by
//! saves along the way) is recorded, written and read back as JSON, and the
//! watch, stepped forward over every turn and back again, lands on the state
//! the game was in at that turn, rules and stones bit for bit, its log line for
//! line (the bots' reasons included).

use super::common::hand::push_by_hand;
use super::common::poses::pose_bits;
use super::common::table::kit;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::collections::BTreeMap;
use via_appia::assets::default_game_data;
use via_appia::bots::{Bot, BotLevel, SeatView};
use via_appia::quarry::{PushPlan, QuarryConfig, QuarryDescription};
use via_appia::record::GameRecord;
use via_appia::rules::{Command, Game, Setup};
use via_appia::table::session::Session;
use via_appia::table::watch::Watch;
use via_appia::table::{Intent, Table};

/// The game and its quarry after so many steps of the record.
type Played = BTreeMap<usize, (Game, QuarryDescription, Vec<(u32, [u32; 7])>, Vec<String>)>;

/// Plays a whole game: seat 0 is a person (an Easy bot chooses for him, his
/// pushes are made by hand, as the mouse makes them), seats 1 and 2 an Easy and
/// a Random bot pushing by plan; every third round a save rebuilds the quarry.
/// Returns the record and the state after every step.
fn play_a_whole_game(seed: u64) -> (GameRecord, Played) {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let setup = Setup {
        seed,
        players: ["Livia", "Marcus", "Julia"].map(String::from).to_vec(),
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    session.start_record(&setup, "physics", Some(config.clone()));
    let levels = [BotLevel::Easy, BotLevel::Easy, BotLevel::Random];
    let mut bots: Vec<Bot> = (levels.iter().enumerate())
        .map(|(i, level)| Bot::new(*level, kit(), seed + i as u64))
        .collect();
    let mut hand_rng = Pcg64::seed_from_u64(seed);
    let mut played = Played::new();
    let keep = |session: &Session, played: &mut Played| {
        let quarry = &session.quarry;
        let state = (
            session.game.clone(),
            quarry.describe(),
            pose_bits(quarry),
            session.log.clone(),
        );
        played.insert(session.recorded_steps(), state);
    };
    keep(&session, &mut played);
    let (mut hand_pushes, mut saved_in_round) = (0, 0);
    while !session.game.is_over() {
        assert!(session.recorded_steps() < 3_000, "the game never ends");
        let seat = session.game.current();
        let view = SeatView::new(&session.game, seat, &session.ledger);
        let decision = bots[seat]
            .decide(&view, &session.quarry)
            .expect("a legal move");
        if seat == 0 {
            session.handle(Intent::RevealMoney).expect("the curtain");
            (session.handle(Intent::Command(decision.command))).expect("a legal move");
            if session.push.is_some() {
                push_by_hand(&mut session, &mut hand_rng);
                hand_pushes += 1;
            }
        } else {
            let plan = match decision.command {
                Command::Push { size } => {
                    let plan = (decision.plan)
                        .unwrap_or_else(|| PushPlan::careful(session.quarry.config(), size));
                    Some(bots[seat].execute(&plan, session.quarry.config()))
                }
                _ => None,
            };
            let reason = &decision.reason;
            (session.bot_command(decision.command, reason, plan)).expect("a legal move");
            while session.push.is_some() {
                session.frame().expect("the push goes on");
            }
        }
        let round = session.game.round();
        if round.is_multiple_of(3) && saved_in_round != round && session.save_refusal().is_none() {
            // A save rebuilds the quarry from its description, as autosaves do.
            session.save_to_string().expect("saved");
            saved_in_round = round;
        }
        keep(&session, &mut played);
    }
    assert!(
        hand_pushes >= 3,
        "the person pushed by hand {hand_pushes} times"
    );
    let record = session.record_so_far().expect("recorded");
    assert!(!record.quarry_resets.is_empty(), "saves rebuilt the quarry");
    assert!(record.steps.iter().any(|s| s.hand.is_some()));
    assert!(record.steps.iter().any(|s| s.plan.is_some()));
    let dropped = (record.steps.iter()).any(|s| {
        matches!(&s.command, Command::QuarryResult { front, .. } if front.small + front.mid + front.large > 0)
    });
    assert!(dropped, "some push dropped stones");
    // Through JSON, as a record file holds it.
    let text = serde_json::to_string(&record).expect("JSON");
    let read: GameRecord = serde_json::from_str(&text).expect("reads back");
    assert_eq!(read, record);
    (read, played)
}

/// The game of seed 31, played once for the tests of this file.
fn the_game() -> &'static (GameRecord, Played) {
    static GAME: std::sync::OnceLock<(GameRecord, Played)> = std::sync::OnceLock::new();
    GAME.get_or_init(|| play_a_whole_game(31))
}

/// The watch's table is the game as played after `steps` steps, bit for bit.
fn assert_at(table: &Table, played: &Played, steps: usize, position: usize) {
    let (game, quarry, poses, log) = &played[&steps];
    let session = &table.session;
    assert!(
        &session.game == game,
        "position {position}: the rules' state differs"
    );
    assert_eq!(
        &pose_bits(&session.quarry),
        poses,
        "position {position}: the stones lie elsewhere"
    );
    assert!(
        &session.quarry.describe() == quarry,
        "position {position}: the quarry's state differs"
    );
    assert_eq!(&session.log, log, "position {position}: the log differs");
}

#[test]
fn a_whole_physical_game_watched_forward_and_back_lands_on_the_played_state_at_every_turn() {
    let started = std::time::Instant::now();
    let (record, played) = the_game();
    let record = record.clone();
    let playing = started.elapsed();
    let data = default_game_data().expect("game data");
    let (mut watch, mut table) = Watch::new(record, data, kit(), None).expect("watchable");
    let last = watch.positions() - 1;
    assert!(last > 30, "{last} turns");
    assert_at(&table, played, 0, 0);
    // Forward, turn by turn, each turn played as the window plays it.
    for k in 1..=last {
        watch.forward(&mut table);
        let mut frames = 0;
        while watch.moving() {
            watch.advance(&mut table, 1.0, false);
            frames += 1;
            assert!(frames < 100_000, "turn {k} never ends");
        }
        assert_eq!(watch.problem, None);
        assert_eq!(watch.at(), k);
        assert_at(&table, played, watch.steps_before(k), k);
    }
    assert!(table.session.game.is_over());
    let forward = started.elapsed() - playing;
    // Back over every turn; every fifth turn is played forward again from the
    // snapshot gone back to, so a clone of the quarry steps as the original did.
    for k in (0..last).rev() {
        watch.back(&mut table);
        assert_eq!(watch.at(), k);
        assert_at(&table, played, watch.steps_before(k), k);
        if k % 5 == 0 {
            watch.forward(&mut table);
            while watch.moving() {
                watch.advance(&mut table, 1.0, false);
            }
            assert_at(&table, played, watch.steps_before(k + 1), k + 1);
            watch.back(&mut table);
        }
    }
    // Back during a turn played forward goes to the turn's start; End and Home jump.
    watch.forward(&mut table);
    watch.advance(&mut table, 1.0, false);
    watch.back(&mut table);
    assert!(!watch.moving());
    assert_at(&table, played, 0, 0);
    watch.go_to(&mut table, last);
    assert_at(&table, played, watch.steps_before(last), last);
    println!(
        "{last} turns: played in {:.1} s, watched forward in {:.1} s, back in {:.1} s",
        playing.as_secs_f64(),
        forward.as_secs_f64(),
        (started.elapsed() - playing - forward).as_secs_f64()
    );
}

/// A record whose quarry result the physics does not give stops the watch at
/// that step, and says so; the table stays at the last turn reached.
#[test]
fn a_record_that_parts_from_the_physics_stops_the_watch_where_it_parts() {
    let mut record = the_game().0.clone();
    let index = (record.steps.iter())
        .position(|s| matches!(s.command, Command::QuarryResult { .. }))
        .expect("a push");
    if let Command::QuarryResult { front, .. } = &mut record.steps[index].command {
        front.large += 3;
    }
    let data = default_game_data().expect("game data");
    let (mut watch, mut table) = Watch::new(record, data, kit(), None).expect("watchable");
    let last = watch.positions() - 1;
    watch.go_to(&mut table, last);
    let problem = watch.problem.clone().expect("stopped");
    assert!(problem.contains(&index.to_string()), "{problem}");
    assert!(watch.at() < last);
    assert_eq!(table.notice.as_deref(), Some(problem.as_str()));
}

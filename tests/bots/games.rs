//! Whole games between bots through the headless loop: no bot ever gives a
//! command the rules refuse, and a game on the physical quarry replays bit for
//! bit from its record.

use std::sync::Arc;
use via_appia::bots::noise::Foresight;
use via_appia::bots::{BotKit, BotLevel};
use via_appia::record::GameRecord;
use via_appia::rules::{Command, RuleOptions};
use via_appia::table::headless::{bot_seats, play, replay_physics, HeadlessTable, QuarryMode};

/// Games per pairing: `default` (sized so that a debug `cargo test` stays
/// within a minute: a Normal game takes 3-5 s unoptimised), or `BOT_GAMES` from
/// the environment (`BOT_GAMES=167 cargo test --release --test bots games::` plays
/// 1,002 games).
fn games_per_pairing(default: u64) -> u64 {
    std::env::var("BOT_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Plays every pairing on the model quarry and checks each seat's commands.
/// Games the bots never finish are given up by the loop and only counted here:
/// they are a weakness of the bots, not a broken rule, but must stay rare.
fn play_pairings(pairings: &[&[BotLevel]], games: u64, first_seed: u64) {
    let table =
        HeadlessTable::load_default(QuarryMode::Model, RuleOptions::default()).expect("assets");
    play_pairings_at(&table, pairings, games, first_seed);
}

fn play_pairings_at(table: &HeadlessTable, pairings: &[&[BotLevel]], games: u64, first_seed: u64) {
    let (mut played, mut stalled) = (0, 0);
    let started = std::time::Instant::now();
    for (p, seats) in pairings.iter().enumerate() {
        for i in 0..games {
            let seed = first_seed + 1000 * p as u64 + i;
            let game = play(table, seed, &bot_seats(seats), false).expect("the game is played");
            for (seat, tally) in game.tallies.iter().enumerate() {
                assert_eq!(
                    (tally.illegal, tally.refused, tally.missing),
                    (0, 0, 0),
                    "seed {seed}, {seats:?}, seat {seat}: illegal, refused, missing"
                );
                assert!(!tally.decision_ms.is_empty());
            }
            if !game.finished {
                eprintln!("seed {seed}, {seats:?}: given up unfinished");
                stalled += 1;
            }
            played += 1;
        }
    }
    eprintln!(
        "{played} bot games, {stalled} unfinished, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(played, pairings.len() as u64 * games);
    assert!(stalled <= played / 20 + 1, "{stalled} of {played} stalled");
}

#[test]
fn easy_and_random_bots_never_give_an_illegal_command() {
    use BotLevel::*;
    play_pairings(
        &[
            &[Easy, Random],
            &[Easy, Easy, Easy],
            &[Random, Easy, Random, Easy],
        ],
        games_per_pairing(40),
        1,
    );
}

/// The plain opponent (rules of thumb) plays legal games to the end, among its
/// own kind and against the others, at every table size.
#[test]
fn the_plain_opponent_never_gives_an_illegal_command_and_finishes() {
    use BotLevel::*;
    play_pairings(
        &[
            &[Plain, Plain],
            &[Plain, Random, Easy],
            &[Plain, Plain, Plain, Plain],
        ],
        games_per_pairing(20),
        7000,
    );
}

#[test]
fn normal_bots_never_give_an_illegal_command() {
    use BotLevel::*;
    play_pairings(
        &[&[Normal, Easy], &[Normal, Normal], &[Random, Easy, Normal]],
        games_per_pairing(2),
        5000,
    );
}

/// Hard with a small budget unless `BOT_GAMES` is set (an unoptimised Hard
/// decision at the shipped budget takes about a second): the same search and
/// the same push choice, fewer iterations and pushes.
#[test]
fn hard_bots_never_give_an_illegal_command() {
    use BotLevel::*;
    let mut table =
        HeadlessTable::load_default(QuarryMode::Model, RuleOptions::default()).expect("assets");
    if std::env::var_os("BOT_GAMES").is_none() {
        let mut config = (*table.kit.config).clone();
        if let Some(search) = config.hard.search.as_mut() {
            search.iterations = 24;
        }
        config.hard.foresight = Foresight {
            plans: 3,
            samples: 1,
        };
        table.kit = Arc::new(BotKit {
            config: Arc::new(config),
            ..(*table.kit).clone()
        });
    }
    play_pairings_at(
        &table,
        &[&[Hard, Normal], &[Easy, Hard, Random]],
        games_per_pairing(1),
        9000,
    );
}

#[test]
fn a_physics_game_replays_bit_for_bit_from_its_record() {
    let table =
        HeadlessTable::load_default(QuarryMode::Physics, RuleOptions::default()).expect("assets");
    let seats = bot_seats(&[BotLevel::Easy, BotLevel::Random]);
    let played = play(&table, 21, &seats, true).expect("the game ends");
    let record = played.record.expect("recorded");
    assert_eq!(record.quarry.as_deref(), Some("physics"));
    let pushes = record.steps.iter().filter(|s| s.plan.is_some()).count();
    assert_eq!(pushes as u32, played.pushes, "every push carries its plan");
    assert!(pushes > 5, "{pushes}");

    // Through JSON, as `simulate --record` writes it.
    let text = serde_json::to_string(&record).expect("JSON");
    let read: GameRecord = serde_json::from_str(&text).expect("reads back");
    let (game, _quarry) = replay_physics(&read, table.data.clone()).expect("replays");
    assert_eq!(game.final_scoring(), played.game.final_scoring());
    assert_eq!(game.players(), played.game.players());

    // The same seed and seats play the same game again, quarry included.
    let again = play(&table, 21, &seats, true).expect("the game ends");
    assert_eq!(again.record.expect("recorded"), read);

    // A quarry result that the physics did not give is caught at its step.
    let mut tampered = read.clone();
    let (index, step) = tampered
        .steps
        .iter_mut()
        .enumerate()
        .find(|(_, s)| matches!(s.command, Command::QuarryResult { .. }))
        .expect("a quarry result");
    if let Command::QuarryResult { front, .. } = &mut step.command {
        front.small += 1;
    }
    let Err(err) = replay_physics(&tampered, table.data.clone()) else {
        panic!("a changed quarry result replayed without complaint");
    };
    assert!(err.starts_with(&format!("step {index}:")), "{err}");
}

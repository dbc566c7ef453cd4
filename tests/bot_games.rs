//! Whole games between bots through the headless loop: no bot ever gives a
//! command the rules refuse, and a game on the physical quarry replays bit for
//! bit from its record.

use via_appia::bots::BotLevel;
use via_appia::cli::bot_game::{play, replay_physics, QuarryMode, Table};
use via_appia::record::GameRecord;
use via_appia::rules::{Command, RuleOptions};

/// Bot games per level pairing on the model quarry; `BOT_GAMES` in the
/// environment asks for more (the release figure in the README used 1,000 in all).
fn games_per_pairing() -> u64 {
    std::env::var("BOT_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(25)
}

#[test]
fn bots_never_give_an_illegal_command() {
    use BotLevel::*;
    let table = Table::load_default(QuarryMode::Model, RuleOptions::default()).expect("assets");
    let pairings: [&[BotLevel]; 6] = [
        &[Easy, Random],
        &[Normal, Easy],
        &[Normal, Normal],
        &[Easy, Easy, Easy],
        &[Random, Easy, Normal],
        &[Normal, Easy, Random, Easy],
    ];
    let n = games_per_pairing();
    let mut played = 0;
    for (p, seats) in pairings.iter().enumerate() {
        for i in 0..n {
            let seed = 1000 * p as u64 + i;
            let game = play(&table, seed, seats, false).expect("the game ends");
            assert!(game.game.is_over());
            for (seat, tally) in game.tallies.iter().enumerate() {
                assert_eq!(
                    (tally.illegal, tally.refused, tally.missing),
                    (0, 0, 0),
                    "seed {seed}, {seats:?}, seat {seat}"
                );
                assert!(!tally.decision_ms.is_empty());
            }
            played += 1;
        }
    }
    assert_eq!(played, 6 * n);
}

#[test]
fn a_physics_game_replays_bit_for_bit_from_its_record() {
    let table = Table::load_default(QuarryMode::Physics, RuleOptions::default()).expect("assets");
    let seats = [BotLevel::Easy, BotLevel::Random];
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
    assert_eq!(game.final_scoring, played.game.final_scoring);
    assert_eq!(game.players, played.game.players);

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
    let err = replay_physics(&tampered, table.data.clone()).expect_err("caught");
    assert!(err.starts_with(&format!("step {index}:")), "{err}");
}

//! Outside programs at the table the window uses (`table::Table`, without a
//! window): the example program plays a whole physical game against a bot; a
//! program that talks nonsense, or that does not exist, is reported in the log and
//! the Normal bot moves for it, and the game goes on; and a headless physical
//! game a program played replays bit for bit from its record. Without `python3`
//! the Python cases say so and pass.

use crate::common::python::have_python;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use via_appia::assets::default_game_data;
use via_appia::bots::{BotKit, BotLevel};
use via_appia::quarry::QuarryConfig;
use via_appia::record::GameRecord;
use via_appia::rules::{RuleOptions, Setup, SizeCounts};
use via_appia::table::headless::{self, replay_physics, HeadlessTable, QuarryMode};
use via_appia::table::seat_player::AgentOptions;
use via_appia::table::session::Session;
use via_appia::table::{SeatKind, Table};

const EXAMPLE: &str = "python3 tests/agents/example_agent.py";
/// Far above a real game, so that a stuck game fails instead of hanging.
const MAX_FRAMES: usize = 400_000;

/// A fresh folder for the programs' stderr.
fn log_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn table(seats: &[SeatKind], seed: u64, logs: &Path, timeout: Duration) -> Table {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load_default().expect("quarry.ron");
    let setup = Setup {
        seed,
        players: ["Ada", "Bruno", "Cato"][..seats.len()]
            .iter()
            .map(|n| n.to_string())
            .collect(),
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    for (seat, kind) in session.seats.iter_mut().zip(seats) {
        seat.kind = kind.clone();
    }
    let kit: Arc<BotKit> = BotKit::load_default().expect("bots");
    let options = AgentOptions {
        timeout,
        log_dir: Some(logs.to_path_buf()),
    };
    let mut table = Table::with_agents(session, kit, &options);
    table.bot_pause = 0.0;
    table.think_on_worker = false;
    table
}

/// Advances the table until the game is over or `until` holds.
fn play(table: &mut Table, until: impl Fn(&Table) -> bool) {
    for _ in 0..MAX_FRAMES {
        if table.session.game.is_over() || until(table) {
            return;
        }
        table.advance(1.0 / 60.0);
        assert!(
            table.notice.is_none(),
            "the table stalled: {:?}",
            table.notice
        );
    }
    panic!("the game did not end in {MAX_FRAMES} frames");
}

fn problems(table: &Table) -> Vec<String> {
    (table.session.log.iter())
        .filter(|l| l.contains("the Normal bot moves for it"))
        .cloned()
        .collect()
}

#[test]
fn the_example_program_plays_a_whole_physical_game_against_a_bot() {
    if !have_python() {
        return;
    }
    let logs = log_dir("example");
    let seats = [
        SeatKind::Agent(EXAMPLE.to_string()),
        SeatKind::Bot(BotLevel::Easy),
    ];
    let mut table = table(&seats, 7, &logs, Duration::from_secs(10));
    play(&mut table, |_| false);
    assert!(table.session.game.is_over(), "the game ended");
    assert_eq!(
        problems(&table),
        Vec::<String>::new(),
        "every answer was good"
    );
    let stderr = std::fs::read_to_string(logs.join("seat-0.log")).expect("the program's log");
    assert!(stderr.contains("started"), "{stderr}");
    // The bots' half of the table was played too, and pushes happened.
    assert!(table.session.game.players().iter().all(|p| p.score() > 0));
    let _ = std::fs::remove_dir_all(&logs);
}

#[test]
fn a_program_that_talks_nonsense_is_reported_and_the_normal_bot_moves_for_it() {
    if !have_python() {
        return;
    }
    let logs = log_dir("nonsense");
    let nonsense = r#"python3 -c "import sys
for line in sys.stdin:
    print('{\"id\": \"seven\"}', flush=True)""#;
    let seats = [
        SeatKind::Bot(BotLevel::Easy),
        SeatKind::Agent(nonsense.to_string()),
    ];
    let mut table = table(&seats, 3, &logs, Duration::from_millis(500));
    play(&mut table, |t| t.session.game.round() >= 4);
    let problems = problems(&table);
    assert!(!problems.is_empty(), "the nonsense was reported");
    assert!(
        problems.iter().all(|p| p.starts_with("Bruno's program")),
        "{problems:?}"
    );
    assert!(table.session.game.round() >= 4 || table.session.game.is_over());
    let _ = std::fs::remove_dir_all(&logs);
}

#[test]
fn a_program_that_cannot_start_is_reported_once_and_the_game_goes_on() {
    let logs = log_dir("missing");
    let seats = [
        SeatKind::Agent("no-such-program-anywhere --please".to_string()),
        SeatKind::Bot(BotLevel::Random),
    ];
    let mut table = table(&seats, 5, &logs, Duration::from_millis(300));
    play(&mut table, |t| t.session.game.round() >= 5);
    let problems = problems(&table);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("no-such-program-anywhere"),
        "{problems:?}"
    );
    let _ = std::fs::remove_dir_all(&logs);
}

#[test]
fn a_physical_game_a_program_played_replays_bit_for_bit_from_its_commands() {
    if !have_python() {
        return;
    }
    let logs = log_dir("replay");
    let mut table =
        HeadlessTable::load_default(QuarryMode::Physics, RuleOptions::default()).expect("assets");
    table.agents = AgentOptions {
        timeout: Duration::from_secs(10),
        log_dir: Some(logs.clone()),
    };
    let seats = [
        SeatKind::Bot(BotLevel::Easy),
        SeatKind::Agent(EXAMPLE.to_string()),
    ];
    let played = headless::play(&table, 8, &seats, true).expect("the game ends");
    assert!(played.finished, "the game ended");
    assert_eq!(played.tallies[1].fallbacks, 0, "every answer was good");
    assert!(played.pushes > 5, "{}", played.pushes);
    let record = played.record.expect("recorded");
    let text = serde_json::to_string(&record).expect("JSON");
    let read: GameRecord = serde_json::from_str(&text).expect("reads back");
    let (game, quarry) = replay_physics(&read, table.data.clone()).expect("replays");
    assert_eq!(game.final_scoring(), played.game.final_scoring());
    assert_eq!(game.players(), played.game.players());
    assert_eq!(game.quarry(), played.game.quarry(), "the quarry's stones");
    let [small, mid, large] = quarry.contents();
    assert_eq!(SizeCounts::new(small, mid, large), game.quarry());
    let _ = std::fs::remove_dir_all(&logs);
}

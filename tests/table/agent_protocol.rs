//! The seat protocol end to end: real programs (Python's standard library only)
//! answering real turns with the documented messages, up to a whole game; and the
//! helpers the fuzz over misbehaving programs (`agent_fuzz.rs`) shares. Without
//! `python3` on the machine the tests say so and pass.

use crate::common::python::have_python;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use via_appia::assets::default_game_data;
use via_appia::bots::ledger::MoneyLedger;
use via_appia::bots::view::SeatView;
use via_appia::quarry::{Quarry, QuarryConfig};
use via_appia::rules::{Command, Game, GameBuilder, Setup, SizeCounts};
use via_appia::table::agent::{Agent, AgentError, AgentSpec, TurnRequest};
use via_appia::table::session::split_falls;

/// The fuzz's timeout: short, so that the tests are fast; long enough for a
/// Python program to start on a busy machine.
pub(crate) const SHORT: Duration = Duration::from_millis(300);
/// Slack on top of a timeout before a wait counts as a hang.
pub(crate) const SLACK: Duration = Duration::from_millis(1500);
/// The example agent's timeout: Python starting up on a loaded CI machine.
pub(crate) const EXAMPLE_TIMEOUT: Duration = Duration::from_secs(10);

pub(crate) const EXAMPLE: &str = "python3 tests/agents/example_agent.py";

pub(crate) fn names() -> Vec<String> {
    vec!["Ada".to_string(), "Bruno".to_string()]
}

/// A fresh log file path for one test's program.
pub(crate) fn log_path(label: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("via-appia-agent-test-{}", std::process::id()));
    let path = dir.join(format!("{label}-{n}.log"));
    let _ = std::fs::remove_file(&path);
    path
}

pub(crate) fn game(seed: u64) -> Game {
    let data = default_game_data().expect("game data");
    let setup = Setup {
        seed,
        players: names(),
        options: Default::default(),
    };
    Game::new(data, &setup).expect("a game")
}

pub(crate) fn quarry_for(game: &Game, seed: u64) -> Quarry {
    let config = QuarryConfig::load_default().expect("quarry.ron");
    let q = game.quarry();
    Quarry::new(&config, [q.small, q.mid, q.large], seed).expect("the opening quarry")
}

/// The turn the player to act is asked, from the seat's public view.
pub(crate) fn request(game: &Game, ledger: &MoneyLedger, quarry: &Quarry) -> TurnRequest {
    let seat = game.current();
    let view = SeatView::new(game, seat, ledger);
    TurnRequest::new(
        &view.public_game(),
        seat,
        game.players()[seat].sesterces(),
        &game.legal_actions(),
        quarry,
    )
}

/// A game at its first turn and the quarry, built once (loading the quarry
/// settles the physics).
pub(crate) fn opening() -> &'static (Game, Quarry, TurnRequest) {
    static OPENING: std::sync::OnceLock<(Game, Quarry, TurnRequest)> = std::sync::OnceLock::new();
    OPENING.get_or_init(|| {
        let game = game(11);
        let quarry = quarry_for(&game, 11);
        let turn = request(&game, &MoneyLedger::at_start(&game), &quarry);
        (game, quarry, turn)
    })
}

/// The opening game moved on to the quarry, where pushes are legal.
pub(crate) fn push_turn() -> TurnRequest {
    let (game, quarry, _) = opening();
    // One stone of each size, so that a push has a choice of sizes.
    let mut game = GameBuilder::from_game(game.clone())
        .stones(game.current(), SizeCounts::new(2, 1, 1))
        .build()
        .expect("consistent");
    game.apply(&Command::StartQuarry)
        .expect("the quarry may start");
    let turn = request(&game, &MoneyLedger::at_start(&game), quarry);
    assert!(turn.legal.iter().any(|c| matches!(c, Command::Push { .. })));
    turn
}

/// A Python program given as source, run with `python3 -c` (no shell).
pub(crate) fn python(source: &str) -> AgentSpec {
    let command = shell_words::join(["python3", "-c", source]);
    AgentSpec::parse(&command).expect("a command")
}

/// Source of a program that answers every turn with `answer(turn)`, a Python
/// expression giving the line to print (without its newline).
pub(crate) fn answering(answer: &str) -> String {
    format!(
        "import json, sys\n\
         for line in sys.stdin:\n\
         \x20   m = json.loads(line)\n\
         \x20   if m['type'] == 'turn':\n\
         \x20       turn = m\n\
         \x20       print({answer}, flush=True)\n"
    )
}

pub(crate) fn start(spec: &AgentSpec, label: &str, timeout: Duration) -> (Agent, PathBuf) {
    let log = log_path(label);
    let agent = Agent::start(spec, 0, &names(), &log, timeout).expect("the program starts");
    (agent, log)
}

/// Asks one turn and checks the wait was bounded by the timeout.
pub(crate) fn ask_timed(
    agent: &mut Agent,
    turn: &TurnRequest,
) -> Result<via_appia::table::agent::AgentAnswer, AgentError> {
    let started = Instant::now();
    let result = agent.ask(turn);
    let took = started.elapsed();
    assert!(
        took < agent.timeout() + SLACK,
        "the ask took {took:?} with a timeout of {:?}: {result:?}",
        agent.timeout()
    );
    result
}

/// The fuzz's first turn asked of `source`, with the short timeout.
pub(crate) fn first_answer(
    source: &str,
    label: &str,
) -> Result<via_appia::table::agent::AgentAnswer, AgentError> {
    let (mut agent, _log) = start(&python(source), label, SHORT);
    // The first turn waits for Python to start as well: give it time.
    agent.set_timeout(EXAMPLE_TIMEOUT);
    ask_timed(&mut agent, &push_turn())
}

pub(crate) fn malformed(
    result: Result<via_appia::table::agent::AgentAnswer, AgentError>,
    says: &str,
) {
    match result {
        Err(AgentError::Malformed { player, reason }) => {
            assert_eq!(player, "Ada");
            assert!(reason.contains(says), "`{reason}` does not say `{says}`");
        }
        other => panic!("expected a malformed answer saying `{says}`, got {other:?}"),
    }
}

pub(crate) fn read_log(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

#[test]
fn the_example_agent_answers_a_real_turn_with_a_legal_command() {
    if !have_python() {
        return;
    }
    let (_, _, turn) = opening();
    let (mut agent, log) = start(
        &AgentSpec::parse(EXAMPLE).expect("spec"),
        "example",
        EXAMPLE_TIMEOUT,
    );
    let answer = agent.ask(turn).expect("the example agent answers");
    assert!(turn.legal.contains(&answer.command), "{answer:?}");
    assert!(answer.reason.is_some(), "the example gives its reasons");
    let push = push_turn();
    let answer = agent.ask(&push).expect("the example agent answers a push");
    let Command::Push { size } = answer.command else {
        panic!("the example agent pushes when it can: {answer:?}");
    };
    assert_eq!(size, via_appia::rules::Size::Large, "its largest stone");
    let plan = answer.plan.expect("with a plan");
    assert!(plan.speed <= push.limits.max_speed && plan.speed >= push.limits.min_speed);
    assert!(plan.lateral.abs() <= push.limits.lateral_max);
    agent.game_over(&[10, 12]).expect("told");
    drop(agent);
    let text = read_log(&log);
    assert!(
        text.contains("started `python3 tests/agents/example_agent.py`"),
        "{text}"
    );
    assert!(
        text.contains("example agent: seat 0"),
        "its stderr is logged: {text}"
    );
    assert!(text.contains("game over"), "{text}");
}

/// The whole session of a turn and its answer as JSON: the messages keep the
/// shape the README documents.
#[test]
fn a_turn_has_the_documented_fields_and_no_hidden_ones() {
    let turn = push_turn();
    let value = serde_json::to_value(&turn).expect("JSON");
    for field in ["seat", "table", "quarry", "limits", "legal"] {
        assert!(value.get(field).is_some(), "no `{field}`");
    }
    let table = &value["table"];
    for field in [
        "round",
        "current",
        "phase",
        "players",
        "income",
        "road",
        "cities",
        "cart_layout",
    ] {
        assert!(table.get(field).is_some(), "no `table.{field}`");
    }
    let text = value.to_string();
    assert!(!text.contains("\"rng\""), "the generator is never sent");
    assert!(
        table["income"]["pile"].is_u64(),
        "the pile is a count, not its order"
    );
    let stones = value["quarry"]["stones"].as_array().expect("stones");
    assert!(!stones.is_empty());
    for stone in stones {
        let advance = stone["advance"].as_f64().expect("advance");
        assert!(
            advance > 0.0 && advance < f64::from(turn.limits.ramp_length) + 0.05,
            "{stone}"
        );
    }
    assert_eq!(
        value["legal"][0],
        serde_json::json!({"Push": {"size": "Small"}})
    );
}

#[test]
fn the_example_agent_plays_a_whole_game_on_the_physical_quarry() {
    if !have_python() {
        return;
    }
    let started = Instant::now();
    let mut game = game(5);
    let mut quarry = quarry_for(&game, 5);
    let mut ledger = MoneyLedger::at_start(&game);
    let spec = AgentSpec::parse(EXAMPLE).expect("spec");
    let logs: Vec<PathBuf> = (0..2)
        .map(|i| log_path(&format!("whole-game-{i}")))
        .collect();
    let mut agents: Vec<Agent> = (0..2)
        .map(|seat| {
            Agent::start(&spec, seat, &names(), &logs[seat], EXAMPLE_TIMEOUT).expect("starts")
        })
        .collect();
    let (mut moves, mut pushes) = (0, 0);
    while !game.is_over() {
        let turn = request(&game, &ledger, &quarry);
        assert!(moves < 2000, "the game does not end");
        let seat = game.current();
        let answer = agents[seat]
            .ask(&turn)
            .unwrap_or_else(|e| panic!("move {moves}: {e}"));
        let mut events = game.apply(&answer.command).expect("a legal command");
        if let Command::Push { size } = answer.command {
            let plan = answer.plan.expect("the example always plans");
            let report = quarry.push(size, &plan).expect("the push");
            let (front, elsewhere) = split_falls(&report.events);
            events.extend(
                game.apply(&Command::QuarryResult { front, elsewhere })
                    .expect("the quarry's result"),
            );
            pushes += 1;
        }
        ledger.observe(&events);
        moves += 1;
    }
    let scores = game
        .final_scoring()
        .as_ref()
        .map(|s| s.totals.clone())
        .expect("final scores");
    for agent in &mut agents {
        agent.game_over(&scores).expect("told");
    }
    drop(agents);
    eprintln!(
        "a whole game: {moves} moves, {pushes} pushes, scores {scores:?}, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    for log in &logs {
        assert!(read_log(log).contains("game over"), "{}", read_log(log));
    }
}

//! A fuzz over seat programs that misbehave in every way a program can —
//! garbage, a line of megabytes, wrong types, numbers that are not numbers,
//! illegal commands, silence, exiting, closing their output, answering the wrong
//! turn. Each must give the right `AgentError` in bounded time, never a panic or
//! a hang. Without `python3` on the machine the tests say so and pass.

use crate::agent_protocol::*;
use crate::common::python::have_python;
use proptest::prelude::*;
use std::time::{Duration, Instant};
use via_appia::rules::Command;
use via_appia::table::agent::protocol::{read_answer, Reading};
use via_appia::table::agent::{Agent, AgentError, AgentSpec};

#[test]
fn garbage_and_wrong_types_are_malformed() {
    if !have_python() {
        return;
    }
    let cases = [
        ("'hello, game'", "not JSON"),
        ("'[1, 2, 3]'", "not a JSON object"),
        ("json.dumps({'choose': 0})", "no `id`"),
        (
            "json.dumps({'id': str(turn['id']), 'choose': 0})",
            "`id` must be",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': '0'})",
            "`choose` must be",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': -1})",
            "`choose` must be",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 1.5})",
            "`choose` must be",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 2**70})",
            "`choose` must be",
        ),
        ("json.dumps({'id': turn['id']})", "neither"),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'command': 'Pass'})",
            "not both",
        ),
        (
            "json.dumps({'id': turn['id'], 'command': {'Push': {'size': 'Huge'}}})",
            "not a command",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'reason': 7})",
            "`reason` must be text",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'plan': {'lateral': 0}})",
            "the plan cannot be read",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'plan': {'lateral': 'left', \
             'stone_angle': 0, 'pusher_angle': 0, 'speed': 1}})",
            "the plan cannot be read",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'plan': {'lateral': 0, 'stone_angle': 0, \
             'pusher_angle': 0, 'speed': 1, 'spin': 3}})",
            "unknown field",
        ),
        (
            // Python writes NaN and Infinity, which are not JSON.
            "json.dumps({'id': turn['id'], 'choose': 0, 'plan': {'lateral': float('nan'), \
             'stone_angle': 0, 'pusher_angle': 0, 'speed': 1}})",
            "not JSON",
        ),
        (
            "json.dumps({'id': turn['id'], 'choose': 0, 'plan': {'lateral': 0, \
             'stone_angle': 0, 'pusher_angle': 0, 'speed': float('inf')}})",
            "not JSON",
        ),
        (
            "json.dumps({'id': turn['id'] + 5, 'choose': 0})",
            "but turn",
        ),
        ("'\\x00\\x01 binary'", "not JSON"),
    ];
    for (answer, says) in cases {
        malformed(first_answer(&answering(answer), "garbage"), says);
    }
}

#[test]
fn numbers_too_big_for_json_floats_are_malformed_and_huge_ones_clamped() {
    if !have_python() {
        return;
    }
    let plan = |lateral: &str, speed: &str| {
        format!(
            "'{{\"id\": %d, \"choose\": 0, \"plan\": {{\"lateral\": {lateral}, \"stone_angle\": 1e300, \
             \"pusher_angle\": -1e300, \"speed\": {speed}, \"accel_time\": 99, \"distance\": -4}}}}' % turn['id']"
        )
    };
    let result = first_answer(&answering(&plan("1e999", "1")), "overflow");
    assert!(
        matches!(&result, Err(AgentError::Malformed { .. })),
        "a number beyond f64 is refused: {result:?}"
    );
    let turn = push_turn();
    let answer = first_answer(&answering(&plan("-1e300", "1e30")), "huge").expect("clamped");
    let plan = answer.plan.expect("a plan");
    let l = &turn.limits;
    assert_eq!(plan.lateral, -l.lateral_max);
    assert_eq!(plan.pusher_angle, -l.pusher_angle_max);
    assert_eq!(plan.speed, l.max_speed);
    assert_eq!(plan.accel_time, l.max_accel_time);
    assert_eq!(plan.distance, 0.0);
    assert!(
        plan.stone_angle.is_finite() && (0.0..=std::f32::consts::TAU).contains(&plan.stone_angle)
    );
}

#[test]
fn illegal_commands_are_reported_as_illegal() {
    if !have_python() {
        return;
    }
    let cases = [
        "json.dumps({'id': turn['id'], 'command': 'Pass'})",
        "json.dumps({'id': turn['id'], 'command': 'StartQuarry'})",
        "json.dumps({'id': turn['id'], 'command': {'QuarryResult': {'front': {'large': 9}}}})",
        "json.dumps({'id': turn['id'], 'choose': len(turn['legal'])})",
    ];
    for answer in cases {
        match first_answer(&answering(answer), "illegal") {
            Err(AgentError::Illegal { player, command }) => {
                assert_eq!(player, "Ada");
                assert!(!command.is_empty());
            }
            other => panic!("{answer}: expected an illegal command, got {other:?}"),
        }
    }
    // The command itself, when legal, is as good as its index; a plan on a
    // command that is not a push is ignored; an answer without a plan is fine.
    let answer = first_answer(
        &answering(
            "json.dumps({'id': turn['id'], 'command': {'Push': {'size': 'Mid'}}, 'reason': 'a\\nb'})",
        ),
        "by-command",
    )
    .expect("legal");
    assert_eq!(
        answer.command,
        Command::Push {
            size: via_appia::rules::Size::Mid
        }
    );
    assert_eq!(answer.plan, None, "no plan: the game's careful default");
    assert_eq!(answer.reason.as_deref(), Some("a b"));
}

#[test]
fn a_huge_line_is_refused_without_reading_it_whole() {
    if !have_python() {
        return;
    }
    let source = "import sys, time\n\
                  sys.stdin.readline()\n\
                  sys.stdin.readline()\n\
                  sys.stdout.write('x' * (8 << 20))\n\
                  sys.stdout.flush()\n\
                  time.sleep(30)\n";
    let (mut agent, _) = start(&python(source), "huge", SHORT);
    agent.set_timeout(EXAMPLE_TIMEOUT);
    malformed(ask_timed(&mut agent, &push_turn()), "longer than 1 MiB");
    agent.set_timeout(SHORT);
    // The rest of that line never ends: the next turn is simply late.
    assert!(matches!(
        ask_timed(&mut agent, &push_turn()),
        Err(AgentError::Late { .. })
    ));
    let dropped = Instant::now();
    drop(agent);
    assert!(dropped.elapsed() < SLACK, "a program that sleeps is killed");
}

#[test]
fn silence_is_late_after_the_timeout_and_late_answers_are_skipped() {
    if !have_python() {
        return;
    }
    // Reads every turn, answers the first one only after 1 s, then at once.
    let source = "import json, sys, time\n\
                  first = True\n\
                  for line in sys.stdin:\n\
                  \x20   m = json.loads(line)\n\
                  \x20   if m['type'] != 'turn':\n\
                  \x20       continue\n\
                  \x20   if first:\n\
                  \x20       time.sleep(1.0)\n\
                  \x20       first = False\n\
                  \x20   print(json.dumps({'id': m['id'], 'choose': 1 if m['id'] > 1 else 0}), flush=True)\n";
    let (mut agent, _) = start(&python(source), "late", SHORT);
    let turn = push_turn();
    let started = Instant::now();
    match ask_timed(&mut agent, &turn) {
        Err(e @ AgentError::Late { .. }) => {
            assert!(started.elapsed() >= SHORT);
            assert_eq!(e.to_string(), "Ada's program answered late (over 0.3 s)");
        }
        other => panic!("expected late, got {other:?}"),
    }
    // The answer to turn 1 arrives while turn 2 is waited for: skipped.
    agent.set_timeout(EXAMPLE_TIMEOUT);
    let answer = ask_timed(&mut agent, &turn).expect("the second turn's answer");
    assert_eq!(
        answer.command, turn.legal[1],
        "not the stale answer to turn 1"
    );

    // A program that never answers: every turn is late, each within its timeout.
    let (mut agent, _) = start(
        &python("import sys\nfor line in sys.stdin:\n    pass\n"),
        "silent",
        SHORT,
    );
    for _ in 0..3 {
        assert!(matches!(
            ask_timed(&mut agent, &turn),
            Err(AgentError::Late { .. })
        ));
    }
}

#[test]
fn a_program_that_does_not_read_is_found_out() {
    if !have_python() {
        return;
    }
    let (mut agent, _) = start(
        &python("import time\ntime.sleep(60)\n"),
        "deaf",
        Duration::from_millis(50),
    );
    let turn = push_turn();
    let mut found = false;
    for _ in 0..200 {
        match ask_timed(&mut agent, &turn) {
            Err(AgentError::Late { .. }) => {}
            Err(AgentError::NotReading { .. }) => {
                found = true;
                break;
            }
            other => panic!("expected late, then not reading: {other:?}"),
        }
    }
    assert!(found, "the pipe and the outbox fill up");
    let dropped = Instant::now();
    drop(agent);
    assert!(
        dropped.elapsed() < SLACK,
        "its writer is blocked, yet the drop ends"
    );
}

#[test]
fn a_program_that_exits_or_closes_its_output_is_gone_for_good() {
    if !have_python() {
        return;
    }
    let turn = push_turn();
    let (mut agent, log) = start(
        &python("import sys\nsys.stderr.write('giving up\\n')\nsys.exit(3)\n"),
        "exits",
        EXAMPLE_TIMEOUT,
    );
    match ask_timed(&mut agent, &turn) {
        Err(e @ AgentError::Exited { .. }) => assert!(e.to_string().contains('3'), "{e}"),
        other => panic!("expected exited, got {other:?}"),
    }
    assert!(agent.is_gone());
    let again = Instant::now();
    assert!(matches!(agent.ask(&turn), Err(AgentError::Exited { .. })));
    assert!(agent.game_over(&[1, 2]).is_err());
    assert!(again.elapsed() < Duration::from_millis(50), "fails fast");
    drop(agent);
    assert!(
        read_log(&log).contains("giving up"),
        "stderr lands in the log"
    );

    let (mut agent, _) = start(
        &python("import os, time\nos.close(1)\ntime.sleep(30)\n"),
        "closed",
        EXAMPLE_TIMEOUT,
    );
    match ask_timed(&mut agent, &turn) {
        Err(e @ AgentError::Exited { .. }) => {
            assert!(e.to_string().contains("closed its output"), "{e}")
        }
        other => panic!("expected closed output, got {other:?}"),
    }
    let dropped = Instant::now();
    drop(agent);
    assert!(dropped.elapsed() < SLACK);
}

#[test]
fn a_program_that_does_not_exist_is_named_as_not_found() {
    let log = log_path("missing");
    let spec = AgentSpec::parse("no-such-program-via-appia --flag").expect("spec");
    match Agent::start(&spec, 1, &names(), &log, SHORT) {
        Err(e @ AgentError::NotFound { .. }) => {
            let text = e.to_string();
            assert_eq!(
                text,
                "Bruno's program `no-such-program-via-appia` was not found"
            );
        }
        other => panic!("expected a program not found, got {other:?}"),
    }
    assert!(
        read_log(&log).contains("seat 1 (Bruno)"),
        "the attempt is logged"
    );
}

#[test]
fn stale_answers_and_blank_lines_before_the_answer_are_skipped() {
    if !have_python() {
        return;
    }
    let answer = "'\\n' + json.dumps({'id': turn['id'] - 1, 'choose': 0}) + '\\n  \\n' \
                  + json.dumps({'id': turn['id'], 'choose': 2})";
    let turn = push_turn();
    let got = first_answer(&answering(answer), "stale").expect("the real answer");
    assert_eq!(got.command, turn.legal[2]);
}

/// Programs that answer at random: junk bytes, floods of lines, half-right
/// JSON, right answers, silence and exit. Whatever they do, each ask ends within
/// its timeout with an answer or an error, and the game never panics.
#[test]
fn random_misbehaviour_never_panics_or_hangs() {
    if !have_python() {
        return;
    }
    let source = r#"
import json, random, sys, time
rng = random.Random(int(sys.argv[1]))
out = sys.stdout.buffer
for line in sys.stdin:
    m = json.loads(line)
    if m['type'] != 'turn':
        continue
    i, n = m['id'], len(m['legal'])
    roll = rng.randrange(12)
    if roll == 0:
        out.write(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
    elif roll == 1:
        out.write(b'{"id": %d, "choose": ' % i)
    elif roll == 2:
        out.write(b''.join(b'[%d]\n' % k for k in range(5000)))
    elif roll == 3:
        out.write(json.dumps({'id': i, 'choose': rng.randrange(-2, n + 2)}).encode())
    elif roll == 4:
        out.write(json.dumps({'id': i, 'choose': 0, 'plan': {k: rng.choice([0, -1e308, 1e308, 'x', None, []]) for k in ['lateral', 'stone_angle', 'pusher_angle', 'speed', 'accel_time', 'distance']}}).encode())
    elif roll == 5:
        time.sleep(0.4)
    elif roll == 6:
        out.write(b'\xff\xfe\x00' * rng.randrange(1, 2000))
    elif roll == 7:
        out.write(json.dumps({'id': i, 'command': rng.choice(m['legal'] + ['Pass', {'Travel': {'to': 'Nowhere'}}, 5, None])}).encode())
    elif roll == 8 and rng.random() < 0.2:
        sys.exit(1)
    else:
        out.write(json.dumps({'id': i + rng.choice([-1, 0, 0, 1]), 'choose': 0, 'reason': 'x' * rng.randrange(500)}).encode())
    out.write(b'\n')
    out.flush()
"#;
    let turn = push_turn();
    for seed in 0..4 {
        let command = shell_words::join(["python3", "-c", source, &seed.to_string()]);
        let spec = AgentSpec::parse(&command).expect("spec");
        let (mut agent, _) = start(&spec, "random", EXAMPLE_TIMEOUT);
        // Python's start-up is not the program's fault: the first turn waits long.
        let _ = ask_timed(&mut agent, &turn);
        agent.set_timeout(SHORT);
        for _ in 0..25 {
            if let Ok(answer) = ask_timed(&mut agent, &turn) {
                assert!(turn.legal.contains(&answer.command));
                if let Some(plan) = answer.plan {
                    assert!(plan.speed.is_finite() && plan.lateral.is_finite());
                }
            }
        }
        let dropped = Instant::now();
        drop(agent);
        assert!(dropped.elapsed() < SLACK);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Any text at all read as an answer: an answer or an error, never a panic.
    #[test]
    fn any_line_reads_without_panic(line in ".{0,400}") {
        let turn = &opening().2;
        let _ = read_answer(&line, 3, turn);
    }

    /// Answers that are almost right: every field of every type.
    #[test]
    fn any_json_answer_reads_without_panic(
        id in prop_oneof![Just(serde_json::json!(3)), Just(serde_json::json!(2)), Just(serde_json::json!("3")), Just(serde_json::json!(-3)), Just(serde_json::json!(3.0))],
        choose in prop_oneof![any::<i64>().prop_map(serde_json::Value::from), (0u64..40).prop_map(serde_json::Value::from), any::<f64>().prop_map(serde_json::Value::from), ".{0,8}".prop_map(serde_json::Value::from), Just(serde_json::Value::Null)],
        number in prop_oneof![any::<f64>().prop_map(serde_json::Value::from), any::<i64>().prop_map(serde_json::Value::from), Just(serde_json::json!("1")), Just(serde_json::Value::Null)],
        with_plan in any::<bool>(),
    ) {
        let turn = &opening().2;
        let mut answer = serde_json::json!({"id": id, "choose": choose});
        if with_plan {
            answer["plan"] = serde_json::json!({"lateral": number, "stone_angle": number, "pusher_angle": 0, "speed": number});
        }
        if let Reading::Answer(a) = read_answer(&answer.to_string(), 3, turn) {
            prop_assert!(turn.legal.contains(&a.command));
            if let Some(plan) = a.plan {
                prop_assert!(plan.lateral.is_finite() && plan.speed.is_finite());
            }
        }
    }
}

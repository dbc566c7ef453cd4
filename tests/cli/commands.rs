//! The headless commands as a user runs them: the real binary, real files.

use crate::common::python;
use std::path::Path;
use std::process::Command;

fn via_appia(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_via-appia"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The stdout of a run that must have succeeded (else its output is the message).
fn succeeded(out: &std::process::Output) -> String {
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scripts")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn help_lists_the_headless_commands() {
    let out = via_appia(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for command in ["script", "simulate"] {
        assert!(
            text.contains(command),
            "--help does not mention {command}:\n{text}"
        );
    }
}

#[test]
fn script_prints_the_final_state_as_json() {
    let out = via_appia(&["script", &fixture("opening.ron")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let players = summary["players"].as_array().expect("players");
    assert_eq!(players.len(), 2);
    let livia = &players[0];
    assert_eq!(livia["name"], "Livia");
    assert_eq!(livia["position"], "A1");
    assert_eq!(livia["score"], 3, "a mid tile is worth 3");
    assert_eq!(livia["tiles_per_segment"]["A"], 1);
    assert_eq!(summary["road"]["A"]["built"], 1);
    assert_eq!(summary["game_over"], false);
}

#[test]
fn an_illegal_script_command_stops_with_its_index_and_reason() {
    let dir = std::env::temp_dir().join(format!("via-appia-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.ron");
    std::fs::write(
        &file,
        "(seed: 1, players: [\"A\", \"B\"], commands: [StartQuarry, Push(size: Large)])",
    )
    .unwrap();
    let out = via_appia(&["script", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("command 1") && err.contains("no large stone"),
        "{err}"
    );

    std::fs::write(&file, "(seed: 1, players: [\"A\", \"B\"], commands: [Fly])").unwrap();
    let out = via_appia(&["script", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.ron:1:"),
        "a parse error names file, line and column: {err}"
    );
}

#[test]
fn simulate_plays_games_and_writes_records_that_replay() {
    let dir = std::env::temp_dir().join(format!("via-appia-records-{}", std::process::id()));
    let out = via_appia(&[
        "simulate",
        "--games",
        "5",
        "--seed",
        "3",
        "--players",
        "random,random,random",
        "--quiet",
        "--json",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(summary["games"], 5);
    assert_eq!(summary["win_share"].as_array().map(Vec::len), Some(3));
    let data = via_appia::assets::default_game_data().unwrap();
    for seed in 3..8 {
        let text =
            std::fs::read_to_string(dir.join(format!("game-{seed}.json"))).expect("record written");
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let record: via_appia::record::GameRecord =
            serde_json::from_value(value["record"].clone()).unwrap();
        assert!(!record.steps.is_empty());
        assert!(
            record.steps.iter().any(|s| s.path.is_some()),
            "some step travels"
        );
        let game = record.replay(data.clone()).expect("replays");
        assert!(game.is_over());
        assert_eq!(game.final_scoring(), record.final_scoring.as_ref());
        // `replay` does the same and checks the final state written beside it.
        let file = dir.join(format!("game-{seed}.json"));
        let replayed = via_appia(&["replay", file.to_str().unwrap()]);
        assert!(
            replayed.status.success(),
            "{}",
            String::from_utf8_lossy(&replayed.stderr)
        );
        let shown: serde_json::Value = serde_json::from_slice(&replayed.stdout).expect("JSON");
        assert_eq!(shown, value["final_state"]);
    }
    // A record whose final state was edited is caught.
    let text = std::fs::read_to_string(dir.join("game-3.json")).unwrap();
    let edited = text.replacen("\"game_over\": true", "\"game_over\": false", 1);
    assert_ne!(edited, text);
    std::fs::write(dir.join("edited.json"), edited).unwrap();
    let out = via_appia(&["replay", dir.join("edited.json").to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("final_state"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn simulate_rejects_bad_players() {
    let out = via_appia(&["simulate", "--games", "1", "--players", "random", "--quiet"]);
    assert!(!out.status.success());
    let out = via_appia(&[
        "simulate",
        "--games",
        "1",
        "--players",
        "random,wizard",
        "--quiet",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("wizard"));
}

#[test]
fn quarry_lab_prints_its_figures_as_json() {
    let out = via_appia(&[
        "quarry-lab",
        "--pushes",
        "4",
        "--seed",
        "3",
        "--jobs",
        "2",
        "--shape",
        "box",
        "--set",
        "materials.stone_ramp.friction=0.55",
        "--set",
        "pusher.max_speed=0.9",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let figures: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(figures["all"]["pushes"], 4);
    let by_size: u64 = ["small", "mid", "large"]
        .iter()
        .map(|s| figures[s]["pushes"].as_u64().expect("pushes by size"))
        .sum();
    assert_eq!(by_size, 4, "every push is counted under its size");
    assert_eq!(
        figures["all"]["distribution"].as_array().map(Vec::len),
        Some(6)
    );
    for key in [
        "time_cap_hits",
        "side_losses",
        "back_losses",
        "failed_pushes",
        "wall_ms_median",
        "wall_ms_p95",
        "sim_seconds_median",
        "faults",
    ] {
        assert!(figures.get(key).is_some(), "no {key} in {figures}");
    }
}

#[test]
fn quarry_lab_threads_do_not_change_the_figures() {
    let run = |jobs: &str| {
        let out = via_appia(&[
            "quarry-lab",
            "--pushes",
            "3",
            "--shape",
            "disc",
            "--jobs",
            jobs,
            "--json",
        ]);
        assert!(out.status.success());
        let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        for key in ["wall_ms_median", "wall_ms_p95"] {
            v[key] = serde_json::Value::Null;
        }
        v
    };
    assert_eq!(run("1"), run("3"));
}

#[test]
fn quarry_lab_rejects_bad_flags_naming_the_field() {
    let cases: [(&[&str], &str); 8] = [
        (&["--set", "solver.grip=1"], "solver.grip"),
        (&["--set", "solver.iterations=many"], "solver.iterations"),
        (
            &["--set", "materials.stone_ramp.friction=-1"],
            "materials.stone_ramp.friction",
        ),
        (&["--sweep", "ramp.slope_deg=20:10:1"], "from <= to"),
        (&["--sweep", "ramp.slope_deg=10:20:0"], "step > 0"),
        (&["--straight", "--scatter", "0.05"], "not within 0 to 0.02"),
        (
            &["--straight", "--scatter", "wide"],
            "not a number of metres",
        ),
        (&["--scatter", "0.004"], "--straight"),
    ];
    for (flags, expected) in cases {
        let mut args = vec!["quarry-lab", "--pushes", "1"];
        args.extend_from_slice(flags);
        let out = via_appia(&args);
        assert!(!out.status.success(), "{flags:?} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{flags:?}: {err}");
    }
    let out = via_appia(&["quarry-lab", "--shape", "sphere"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("sphere"));
}

/// `screenshot --stones` names the stones it can draw when given others (before any
/// OpenGL is asked for).
#[test]
#[cfg(feature = "window")]
fn screenshot_refuses_stones_it_does_not_know() {
    let out = via_appia(&["screenshot", "--out", "x.png", "--stones", "marbles"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("discs") && err.contains("blocks"), "{err}");
}

/// Runs `quarry-lab --pushes 2 --sweep SWEEP` into a scratch folder; checks that
/// it succeeded and wrote a PNG, and gives its table and its CSV's lines.
fn lab_sweep(sweep: &str, tag: &str) -> (String, Vec<String>) {
    let dir = std::env::temp_dir().join(format!("via-appia-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let prefix = dir.join("sweep");
    let out = via_appia(&[
        "quarry-lab",
        "--pushes",
        "2",
        "--sweep",
        sweep,
        "--out",
        prefix.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let csv = std::fs::read_to_string(prefix.with_extension("csv")).expect("CSV written");
    let png = std::fs::read(prefix.with_extension("png")).expect("PNG written");
    assert!(png.starts_with(b"\x89PNG"));
    std::fs::remove_dir_all(&dir).ok();
    let table = String::from_utf8_lossy(&out.stdout).to_string();
    (table, csv.lines().map(str::to_string).collect())
}

#[test]
fn quarry_lab_sweep_writes_a_table_csv_and_png() {
    let (table, lines) = lab_sweep("pusher.max_speed=0.8:1.0:0.2", "sweep");
    assert!(table.contains("sweep of pusher.max_speed"), "{table}");
    assert_eq!(lines.len(), 3, "header and one row a value: {lines:?}");
    assert!(lines[0].starts_with("value,drops_all"));
    assert!(lines[1].starts_with("0.8,") && lines[2].starts_with("1,"));
}

/// A home of its own for a copied binary: no user files, no checkout.
struct Elsewhere {
    root: std::path::PathBuf,
    exe: std::path::PathBuf,
}

impl Elsewhere {
    fn new(tag: &str) -> Elsewhere {
        let root =
            std::env::temp_dir().join(format!("via-appia-elsewhere-{}-{tag}", std::process::id()));
        let bin = root.join("bin");
        std::fs::create_dir_all(&bin).expect("folder");
        let exe = bin.join("via-appia");
        std::fs::copy(env!("CARGO_BIN_EXE_via-appia"), &exe).expect("copy the binary");
        Elsewhere { root, exe }
    }

    fn run(&self, args: &[&str], env: &[(&str, &Path)]) -> std::process::Output {
        let home = self.root.join("home");
        let mut command = Command::new(&self.exe);
        command
            .args(args)
            .current_dir(self.root.join("bin"))
            .env_remove("CARGO_MANIFEST_DIR")
            .env_remove("VIA_APPIA_ASSETS")
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("XDG_DATA_HOME", home.join(".local/share"));
        for (key, value) in env {
            command.env(key, value);
        }
        // The binary was copied here by this process: while another test's
        // thread forks, the child may still hold the copy's write handle for a
        // moment, and exec answers "text file busy" (ETXTBSY). Try again then.
        for _ in 0..50 {
            match command.output() {
                Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                output => return output.expect("the copied binary runs"),
            }
        }
        panic!("the copied binary stayed busy for 2.5 s")
    }
}

impl Drop for Elsewhere {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.root).ok();
    }
}

#[test]
fn a_binary_copied_to_an_empty_folder_runs_every_headless_command() {
    let place = Elsewhere::new("copy");
    let out_dir = place.root.join("out");
    let out = out_dir.to_str().expect("utf-8");
    let model = place.root.join("model.ron");
    let script = fixture("opening.ron");
    for args in [
        vec!["script", script.as_str()],
        vec![
            "simulate",
            "--games",
            "2",
            "--players",
            "random,easy",
            "--quiet",
        ],
        vec!["quarry-lab", "--pushes", "2"],
        vec![
            "tournament",
            "--games",
            "2",
            "--seats",
            "random,easy",
            "--quarry",
            "model",
            "--quiet",
            "--out",
            out,
        ],
        vec![
            "quarry-model",
            "--pushes",
            "12",
            "--min-pushes",
            "4",
            "--quiet",
            "--out",
            model.to_str().expect("utf-8"),
        ],
    ] {
        let run = place.run(&args, &[]);
        assert!(
            run.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    assert!(model.is_file() && out_dir.join("games.csv").is_file());
}

#[test]
fn asset_files_are_found_in_the_given_folder_the_variable_and_the_user_folder() {
    let place = Elsewhere::new("assets");
    let broken = "(ramp: (slope_deg: \"steep\"))";
    let given = place.root.join("given");
    let variable = place.root.join("variable");
    let user = place.root.join("home/.config/via-appia");
    for dir in [&given, &variable, &user] {
        std::fs::create_dir_all(dir).expect("folder");
        std::fs::write(dir.join("quarry.ron"), broken).expect("write");
    }
    // The flag comes first, then the variable, then the user's folder.
    let flag = place.run(
        &[
            "--assets",
            given.to_str().expect("utf-8"),
            "quarry-lab",
            "--pushes",
            "1",
        ],
        &[("VIA_APPIA_ASSETS", &variable)],
    );
    let by_variable = place.run(
        &["quarry-lab", "--pushes", "1"],
        &[("VIA_APPIA_ASSETS", &variable)],
    );
    let by_user = place.run(&["quarry-lab", "--pushes", "1"], &[]);
    for (run, dir) in [(flag, &given), (by_variable, &variable), (by_user, &user)] {
        let err = String::from_utf8_lossy(&run.stderr).to_string();
        assert!(!run.status.success());
        let file = dir.join("quarry.ron").display().to_string();
        assert!(
            err.contains(&format!("{file}:1:")),
            "expected {file}: {err}"
        );
    }
    // Without any of them the built-in quarry.ron is used.
    std::fs::remove_file(user.join("quarry.ron")).expect("remove");
    let built_in = place.run(&["quarry-lab", "--pushes", "1"], &[]);
    assert!(
        built_in.status.success(),
        "{}",
        String::from_utf8_lossy(&built_in.stderr)
    );
    let missing = place.run(
        &["--assets", "/no/such/folder", "simulate", "--games", "1"],
        &[],
    );
    assert!(String::from_utf8_lossy(&missing.stderr).contains("not a folder"));
}

/// `simulate` and `tournament` seat an outside program as `agent:COMMAND`: the
/// example program plays whole physical games, and the summary says the Normal
/// bot never had to move for it. A player list with a person is refused.
#[test]
fn simulate_and_tournament_seat_an_outside_program() {
    if !python::have_python() {
        return;
    }
    let logs = std::env::temp_dir().join(format!("via-appia-cli-agents-{}", std::process::id()));
    let logs = logs.display().to_string();
    let agent = "agent:python3 tests/agents/example_agent.py";
    let players = format!("{agent},easy");
    let out = via_appia(&[
        "simulate",
        "--players",
        &players,
        "--games",
        "2",
        "--quarry",
        "physics",
        "--quiet",
        "--agent-log",
        &logs,
    ]);
    let text = succeeded(&out);
    assert!(
        text.contains("the Normal bot moved for them 0 times"),
        "{text}"
    );
    assert!(text.contains("0 games given up"), "{text}");
    let tournament_out =
        std::env::temp_dir().join(format!("via-appia-cli-t-{}", std::process::id()));
    let out = via_appia(&[
        "tournament",
        "--seats",
        &players,
        "--games",
        "2",
        "--quarry",
        "model",
        "--quiet",
        "--agent-log",
        &logs,
        "--out",
        &tournament_out.display().to_string(),
    ]);
    let text = succeeded(&out);
    assert!(
        text.contains("agent:python3 tests/agents/example_agent.py"),
        "{text}"
    );
    let refused = via_appia(&["simulate", "--players", "human,easy", "--games", "1"]);
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("agent:COMMAND"), "{why}");
    let _ = std::fs::remove_dir_all(&logs);
    let _ = std::fs::remove_dir_all(&tournament_out);
}

/// `--speed` pushes every plan at one speed (or a range), and `--sweep speed=…`
/// draws the figures against the pushing speed: a careful speed takes longer to
/// simulate than a shove over the same cases, and a speed the pusher cannot reach
/// is refused with the field to raise.
#[test]
fn quarry_lab_pushes_at_a_chosen_speed_and_sweeps_the_speed() {
    let figures = |speed: &str| {
        let out = via_appia(&[
            "quarry-lab",
            "--pushes",
            "4",
            "--seed",
            "3",
            "--speed",
            speed,
            "--json",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("JSON")
    };
    let slow = figures("0.05");
    let fast = figures("0.2");
    let seconds = |v: &serde_json::Value| v["sim_seconds_median"].as_f64().expect("seconds");
    assert!(
        seconds(&slow) > seconds(&fast) + 0.2,
        "a push at 5 cm/s lasts longer than one at 0.2 m/s: {} vs {}",
        seconds(&slow),
        seconds(&fast)
    );
    assert_eq!(figures("0.05:0.15")["all"]["pushes"], 4);
    for (flag, expected) in [
        ("1.5", "pusher.max_speed"),
        ("0", "0 < FROM <= TO"),
        ("0.3:0.1", "0 < FROM <= TO"),
        ("fast", "m/s"),
    ] {
        let out = via_appia(&["quarry-lab", "--pushes", "1", "--speed", flag]);
        assert!(!out.status.success(), "--speed {flag} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "--speed {flag}: {err}");
    }

    let (_, lines) = lab_sweep("speed=0.05:0.15:0.1", "speed");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[1].starts_with("0.05,") && lines[2].starts_with("0.15,"),
        "{lines:?}"
    );
    let out = via_appia(&["quarry-lab", "--pushes", "1", "--sweep", "speed=0.5:2:0.5"]);
    assert!(!out.status.success(), "a sweep past the pusher's top speed");
}

#[test]
fn quarry_lab_pushes_into_played_quarries() {
    let out = via_appia(&[
        "quarry-lab",
        "--pushes",
        "5",
        "--played",
        "3",
        "--jobs",
        "2",
        "--speed",
        "0.05",
        "--json",
    ]);
    let figures: serde_json::Value = serde_json::from_str(&succeeded(&out)).expect("JSON");
    assert_eq!(figures["all"]["pushes"], 5);
    assert_eq!(figures["played_in_a_row"], 3);
    let (least, most) = (
        figures["held_min"].as_u64().expect("held_min"),
        figures["held_max"].as_u64().expect("held_max"),
    );
    // A push adds one stone to the opening's 24; what falls off leaves.
    assert!(least <= most && most <= 27, "held {least}..{most}");
    let text = succeeded(&via_appia(&[
        "quarry-lab",
        "--pushes",
        "2",
        "--played",
        "2",
    ]));
    assert!(
        text.contains("played quarries, 2 pushes in a row each"),
        "{text}"
    );
    let refused = via_appia(&["quarry-lab", "--pushes", "2", "--played", "1"]);
    assert!(
        !refused.status.success(),
        "one push in a row is no played quarry"
    );
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--played"));
}

/// `--sizes S:M:L` draws the sizes pushed into played quarries by weight (players get
/// mostly small stones); fresh-opening figures are per size already, so it needs
/// `--played`.
#[test]
fn quarry_lab_pushes_the_sizes_asked_for_into_played_quarries() {
    let args = ["quarry-lab", "--pushes", "4", "--played", "2", "--json"];
    let only_large = via_appia(&[&args[..], &["--sizes", "0:0:1"]].concat());
    let figures: serde_json::Value = serde_json::from_str(&succeeded(&only_large)).expect("JSON");
    assert_eq!(figures["large"]["pushes"], 4);
    assert_eq!(figures["small"]["pushes"], 0);
    assert_eq!(figures["small"]["mean_drops"].to_string(), "0.0");
    for (flags, expected) in [
        (&["--played", "2", "--sizes", "6:3"][..], "--sizes `6:3`"),
        (&["--played", "2", "--sizes", "0:0:0"], "--sizes `0:0:0`"),
        (&["--played", "2", "--sizes", "6:3:x"], "small:mid:large"),
        (&["--sizes", "6:3:1"], "--played"),
    ] {
        let out = via_appia(&[&["quarry-lab", "--pushes", "2"][..], flags].concat());
        assert!(!out.status.success(), "{flags:?} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{flags:?}: {err}");
    }
}

#[test]
fn serve_refuses_lease_settings_for_an_sqlite_file() {
    let dir = std::env::temp_dir().join(format!("via-appia-serve-flags-{}", std::process::id()));
    let db = dir.join("one.sqlite").display().to_string();
    let out = via_appia(&[
        "serve",
        "--addr",
        "127.0.0.1:0",
        "--db",
        &db,
        "--lease-s",
        "5",
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!out.status.success(), "a lease on a file of one server");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--lease-s") && said.contains("PostgreSQL"),
        "{said}"
    );
}

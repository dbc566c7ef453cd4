//! `via-appia tournament` and `simulate --quarry` as a user runs them: the real
//! binary, real files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn via_appia(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_via-appia"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    dir
}

fn ok_json(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

#[test]
fn tournament_refuses_bad_flags_with_a_reason() {
    let cases: [(&[&str], &str); 7] = [
        (&["--seats", "easy"], "2 to 4"),
        (&["--seats", "easy,wizard"], "wizard"),
        (&["--seats", "easy,normal", "--games", "5"], "multiple of 2"),
        (
            &["--seats", "easy,normal", "--games", "0"],
            "'0' for '--games",
        ),
        (&["--jobs", "0"], "'0' for '--jobs"),
        (&["--quarry", "dice"], "dice"),
        (&["--stones", "marbles"], "discs"),
    ];
    for (flags, expected) in cases {
        let mut args = vec!["tournament", "--quiet", "--out"];
        let dir = temp_dir("bad-flags");
        let dir = dir.to_string_lossy().to_string();
        args.push(&dir);
        args.extend_from_slice(flags);
        let out = via_appia(&args);
        assert!(!out.status.success(), "{flags:?} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{flags:?}: {err}");
    }
}

fn tiny_tournament(dir: &Path, jobs: &str) -> serde_json::Value {
    tiny_tournament_on(dir, jobs, "blocks")
}

fn tiny_tournament_on(dir: &Path, jobs: &str, stones: &str) -> serde_json::Value {
    ok_json(&via_appia(&[
        "tournament",
        "--stones",
        stones,
        "--seats",
        "easy,random",
        "--games",
        "6",
        "--quarry",
        "model",
        "--seed",
        "11",
        "--jobs",
        jobs,
        "--out",
        dir.to_str().expect("utf-8 path"),
        "--json",
        "--quiet",
    ]))
}

/// Everything but the clock.
fn without_timings(mut v: serde_json::Value) -> serde_json::Value {
    v["wall_seconds"] = serde_json::Value::Null;
    v["jobs"] = serde_json::Value::Null;
    for s in v["standings"].as_array_mut().expect("standings") {
        s["decision_ms_median"] = serde_json::Value::Null;
        s["decision_ms_p95"] = serde_json::Value::Null;
    }
    v
}

#[test]
fn a_tiny_tournament_writes_csv_png_and_json_whatever_the_threads() {
    let dir = temp_dir("tournament");
    let summary = tiny_tournament(&dir, "2");
    assert_eq!(summary["games"], 6);
    assert_eq!(summary["deals"], 3);
    assert_eq!(summary["quarry"], "model");
    assert_eq!(summary["stones"], "blocks");
    let finished = 6 - summary["unfinished"].as_u64().expect("unfinished") as usize;
    let standings = summary["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 2);
    let mut wins = 0.0;
    for s in standings {
        assert_eq!(s["games"], finished);
        assert_eq!(s["illegal"], 0);
        assert_eq!(s["refused"], 0);
        assert_eq!(s["missing"], 0);
        let (lo, share, hi) = (
            s["win_share_low"].as_f64().expect("low"),
            s["win_share"].as_f64().expect("share"),
            s["win_share_high"].as_f64().expect("high"),
        );
        assert!(lo <= share && share <= hi && hi <= 1.0, "{s}");
        assert!(s["decisions"].as_u64().expect("decisions") > 0);
        assert!(s["win_share_by_position"].as_array().map(Vec::len) == Some(2));
        wins += s["wins"].as_f64().expect("wins");
    }
    assert!(
        (wins - finished as f64).abs() < 1e-9,
        "every finished game has its winners: {wins}"
    );

    let standings_csv = std::fs::read_to_string(dir.join("standings.csv")).expect("standings.csv");
    let lines: Vec<&str> = standings_csv.lines().collect();
    assert_eq!(lines.len(), 3, "{standings_csv}");
    assert!(lines[0].starts_with("bot,level,games,wins,win_share,win_share_low"));
    assert!(lines[1].starts_with("easy,easy,") && lines[2].starts_with("random,random,"));
    let games_csv = std::fs::read_to_string(dir.join("games.csv")).expect("games.csv");
    assert_eq!(games_csv.lines().count(), 7, "{games_csv}");
    assert!(games_csv.starts_with("game,seed,rotation,finished,commands,pushes,easy_position"));
    let png = std::fs::read(dir.join("tournament.png")).expect("tournament.png");
    assert!(png.starts_with(b"\x89PNG"));
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("tournament.json")).expect("json"))
            .expect("tournament.json parses");
    assert_eq!(file, summary);

    let again = tiny_tournament(&temp_dir("tournament-1"), "1");
    assert_eq!(without_timings(again), without_timings(summary));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::remove_dir_all(temp_dir("tournament-1")).ok();
}

#[test]
fn a_tournament_on_discs_draws_from_the_disc_model() {
    let (discs_dir, blocks_dir) = (temp_dir("tournament-discs"), temp_dir("tournament-blocks"));
    let discs = tiny_tournament_on(&discs_dir, "2", "discs");
    assert_eq!(discs["stones"], "discs");
    assert_eq!(discs["games"], 6);
    for s in discs["standings"].as_array().expect("standings") {
        assert_eq!(s["illegal"], 0);
        assert_eq!(s["refused"], 0);
    }
    // Same seeds and bots: only the quarry's outcomes differ, and with them the games.
    tiny_tournament_on(&blocks_dir, "2", "blocks");
    let games = |dir: &Path| std::fs::read_to_string(dir.join("games.csv")).expect("games.csv");
    assert_ne!(games(&discs_dir), games(&blocks_dir));
    let chart = std::fs::read(discs_dir.join("tournament.png")).expect("chart");
    assert!(chart.starts_with(b"\x89PNG"));
    std::fs::remove_dir_all(&discs_dir).ok();
    std::fs::remove_dir_all(&blocks_dir).ok();
}

#[test]
fn simulate_plays_bots_on_each_quarry() {
    for (quarry, players, games) in [
        ("random", "random,easy,normal", "3"),
        ("model", "normal,easy", "2"),
        ("physics", "easy,random", "1"),
    ] {
        let summary = ok_json(&via_appia(&[
            "simulate",
            "--games",
            games,
            "--seed",
            "5",
            "--players",
            players,
            "--quarry",
            quarry,
            "--json",
            "--quiet",
        ]));
        assert_eq!(summary["quarry"], quarry);
        assert!(summary["unfinished"].as_u64() <= Some(1), "{summary}");
        let seats = players.split(',').count();
        assert_eq!(summary["seats"].as_array().map(Vec::len), Some(seats));
        for key in ["illegal", "refused", "missing"] {
            let bad: u64 = summary[key]
                .as_array()
                .expect(key)
                .iter()
                .filter_map(serde_json::Value::as_u64)
                .sum();
            assert_eq!(bad, 0, "{quarry} {players}: {key} {summary}");
        }
        assert!(
            summary["mean_pushes"].as_f64().expect("pushes") > 1.0,
            "{summary}"
        );
        assert!(
            summary["decision_ms_median"]
                .as_array()
                .expect("timings")
                .len()
                == seats
        );
    }
}

#[test]
fn simulate_refuses_bad_quarry_and_game_counts() {
    let out = via_appia(&["simulate", "--quarry", "dice", "--quiet"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("dice"));
    let out = via_appia(&["simulate", "--games", "0", "--quiet"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("'0' for '--games"));
    let out = via_appia(&["simulate", "--players", "easy,expert", "--quiet"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("known: random, plain, easy, normal, hard"),
        "{err}"
    );
}

#[test]
fn quarry_model_writes_a_model_that_loads_and_reports_its_accuracy() {
    let dir = temp_dir("quarry-model");
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("model.ron");
    let report = ok_json(&via_appia(&[
        "quarry-model",
        "--pushes",
        "90",
        "--held-out",
        "30",
        "--min-pushes",
        "10",
        "--seed",
        "4",
        "--jobs",
        "2",
        "--out",
        file.to_str().expect("utf-8 path"),
        "--json",
        "--quiet",
    ]));
    assert_eq!(report["accuracy"].as_array().map(Vec::len), Some(3));
    assert!(report["pushes"].as_u64().expect("pushes") > 60);
    let model = via_appia::bots::QuarryModel::load(&file).expect("the written model loads");
    assert!(
        model.fitted_with.contains("--pushes 90"),
        "{}",
        model.fitted_with
    );
    let text = std::fs::read_to_string(&file).expect("model");
    assert!(text.starts_with("// The quarry outcome model"), "{text}");
    assert!(text.contains("Held-out check on"));

    let out = via_appia(&["quarry-model", "--pushes", "0", "--quiet"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--pushes 0"));
    std::fs::remove_dir_all(&dir).ok();
}

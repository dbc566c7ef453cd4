//! One test per input a tester found that crashed, hung, or was taken silently.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use via_appia::assets::{asset_path, load_game_data, AssetError};
use via_appia::cli::script::load_script;
use via_appia::quarry::QuarryConfig;

fn shipped(name: &str) -> String {
    std::fs::read_to_string(asset_path(name)).expect("shipped asset")
}

/// A fresh folder for one test's files.
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-bad-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

fn load_pair(tag: &str, board: &str, game: &str) -> Result<(), AssetError> {
    let dir = scratch(tag);
    let b = write(&dir, "board.ron", board);
    let g = write(&dir, "game.ron", game);
    let result = load_game_data(&b, &g).map(|_| ());
    std::fs::remove_dir_all(&dir).ok();
    result
}

/// The error names the file, a line and the field.
fn located(err: &AssetError, file: &str, field: &str) {
    assert!(err.file.ends_with(file), "{err}");
    assert!(err.line > 0 && err.column > 0, "no line:column: {err}");
    assert!(
        err.field.as_deref().is_some_and(|f| f.contains(field)),
        "field `{field}` not named: {err}"
    );
}

fn via_appia(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_via-appia"))
        .args(args)
        .output()
        .expect("run via-appia")
}

fn script_file(tag: &str, text: &str) -> (PathBuf, PathBuf) {
    let dir = scratch(tag);
    let path = write(&dir, "script.ron", text);
    (dir, path)
}

#[test]
fn a_huge_face_up_cards_is_refused_not_a_panic() {
    let game =
        shipped("game.ron").replacen("face_up_cards: 7", "face_up_cards: 9223372036854775808", 1);
    assert_ne!(
        game,
        shipped("game.ron"),
        "the shipped file has face_up_cards: 7"
    );
    let err = load_pair("face-up", &shipped("board.ron"), &game).unwrap_err();
    located(&err, "game.ron", "face_up_cards");
}

#[test]
fn quarry_opening_counts_that_would_wrap_are_refused() {
    let game = shipped("game.ron");
    let start = game.find("quarry_opening:").expect("quarry_opening");
    let end = start + game[start..].find(')').expect("its counts") + 1;
    let wrapped = format!(
        "{}quarry_opening: (small: 4294967295, mid: 1, large: 0){}",
        &game[..start],
        &game[end..]
    );
    let err = load_pair("opening", &shipped("board.ron"), &wrapped).unwrap_err();
    located(&err, "game.ron", "quarry_opening");
}

#[test]
fn a_vp_token_too_large_to_score_is_refused() {
    let game = shipped("game.ron");
    let start = game.find("two_players: [").expect("two_players") + "two_players: [".len();
    let wrapped = format!("{}4294967295, {}", &game[..start], &game[start..]);
    let err = load_pair("vp", &shipped("board.ron"), &wrapped).unwrap_err();
    located(&err, "game.ron", "vp_stacks.two_players[0]");
}

#[test]
fn misspelled_fields_are_refused_by_name() {
    let quarry = shipped("quarry.ron").replacen("slope_deg:", "slope_degrees:", 1);
    let err = QuarryConfig::from_ron_str(&quarry, "quarry.ron").unwrap_err();
    assert!(err.to_string().contains("slope_degrees"), "{err}");
    assert!(err.line > 0, "{err}");

    let (dir, path) = script_file(
        "meduim",
        "(seed: 1, players: [\"A\", \"B\"], commands: [StartQuarry, Push(size: Small),\n QuarryResult(front: (meduim: 1))])",
    );
    let err = load_script(&path).unwrap_err();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(
        (err.line, err.field.as_deref()),
        (2, Some("meduim")),
        "{err}"
    );
}

#[test]
fn board_positions_must_be_finite_and_on_the_board() {
    for bad in ["NaN", "inf", "1e30"] {
        let board = shipped("board.ron").replacen(
            "position: (-16.2, 0.0, -23.0)",
            &format!("position: ({bad}, 0.0, -23.0)"),
            1,
        );
        assert_ne!(board, shipped("board.ron"));
        let err = load_pair("pos", &board, &shipped("game.ron")).unwrap_err();
        located(&err, "board.ron", "spaces[A1].position");
    }
}

/// 60 rows of two spaces, each joined to both spaces of the next row: 2^60
/// paths. The reachability check must still answer at once.
#[test]
fn a_board_with_exponentially_many_paths_is_checked_in_polynomial_time() {
    let mut spaces = String::new();
    let rows = 60;
    for row in 1..=rows {
        for lane in ["a", "b"] {
            let next = if row == rows {
                "\"Tarracina\"".to_string()
            } else {
                format!("\"A{}a\", \"A{}b\"", row + 1, row + 1)
            };
            spaces.push_str(&format!(
                "(id: \"A{row}{lane}\", segment: A, row: {row}, size: Small, position: (0.0, 0.0, 0.0), lines_to: [{next}]),\n"
            ));
        }
    }
    let board = format!(
        "(cities: [(city: Rome, position: (0.0, 0.0, 0.0), lines_to: [\"A1a\", \"A1b\"]),\n\
         (city: Tarracina, position: (0.0, 0.0, 0.0), lines_to: [\"B1\"]),\n\
         (city: Beneventum, position: (0.0, 0.0, 0.0), lines_to: [\"C1\"]),\n\
         (city: Brundisium, position: (0.0, 0.0, 0.0), lines_to: [])],\n spaces: [{spaces}])"
    );
    let started = Instant::now();
    let result = load_pair("paths", &board, &shipped("game.ron"));
    assert!(result.is_err(), "segments B and C are missing");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn a_quarry_result_whose_counts_would_wrap_is_illegal_not_an_abort() {
    for result in [
        "QuarryResult(front: (small: 4294967295), elsewhere: (small: 1))",
        "QuarryResult(front: (small: 0), elsewhere: (small: 4294967295))",
    ] {
        let (dir, path) = script_file(
            "wrap",
            &format!(
                "(seed: 1, players: [\"A\", \"B\"], commands: [StartQuarry, Push(size: Small), {result}])"
            ),
        );
        let out = via_appia(&["script", path.to_str().expect("utf-8 path")]);
        std::fs::remove_dir_all(&dir).ok();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{result}: {err}");
        assert!(
            err.contains("script.ron") && err.contains("commands[2]"),
            "{err}"
        );
    }
}

#[test]
fn a_script_set_up_is_refused_with_file_line_and_field() {
    for (text, field) in [
        (
            "(seed: 1, players: [\"A\", \"B\"],\n options: (quarry_min_stones: 0), commands: [])",
            "options.quarry_min_stones",
        ),
        (
            "(seed: 1,\n players: [\"A\", \"B\", \"C\", \"D\", \"E\"], commands: [])",
            "players",
        ),
        (
            "(seed: 1,\n players: [\"A\", \"\"], commands: [])",
            "players[1]",
        ),
    ] {
        let (dir, path) = script_file("setup", text);
        let err = load_script(&path).unwrap_err();
        std::fs::remove_dir_all(&dir).ok();
        assert_eq!(err.line, 2, "{err}");
        located(&err, "script.ron", field);
    }
}

#[test]
fn a_file_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
    let dir = scratch("utf8");
    let mut bytes = shipped("quarry.ron").into_bytes();
    let at = bytes.len() / 2;
    bytes[at] = 0xff;
    let path = dir.join("quarry.ron");
    std::fs::write(&path, &bytes).expect("write");
    let err = QuarryConfig::load(&path).unwrap_err();
    std::fs::remove_dir_all(&dir).ok();
    assert!(err.line > 0, "{err}");
    assert!(err.message.contains(&format!("byte {at}")), "{err}");
}

#[test]
fn an_unterminated_string_does_not_echo_the_file() {
    let game = shipped("game.ron");
    let (dir, path) = script_file(
        "unterminated",
        &format!("(seed: 1, players: [\"A, \"B\"], commands: [])\n{game}"),
    );
    let err = load_script(&path).unwrap_err().to_string();
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        err.len() < 400 && !err.contains('\n'),
        "{} bytes: {err}",
        err.len()
    );
}

#[test]
fn command_line_values_are_bounded() {
    let mut cases = vec![
        &["simulate", "--games", "0"][..],
        &["simulate", "--games", "18446744073709551615"],
        &["simulate", "--quarry-min-stones", "3"],
        &["tournament", "--games", "0"],
        &["tournament", "--jobs", "0"],
        &["quarry-lab", "--pushes", "0"],
        &["quarry-lab", "--jobs", "100000"],
        &["quarry-lab", "--sweep", "ramp.slope_deg=0:1e308:1e-308"],
        &["quarry-model", "--jobs", "0"],
    ];
    // The window's commands exist only in a build with the window.
    if cfg!(feature = "window") {
        cases.extend([
            &["play", "--frames", "0"][..],
            &["play", "--bot-pause", "NaN"],
            &["bench-render", "--frames", "0"],
        ]);
    }
    for args in cases {
        let out = via_appia(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} was taken");
        assert!(out.status.code().is_some(), "{args:?} crashed: {err}");
        let flag = args[1];
        assert!(
            err.contains(flag),
            "{args:?}: the error names {flag}: {err}"
        );
    }
}

#[test]
fn a_quarry_that_cannot_be_loaded_names_the_fields_to_look_at() {
    let out = via_appia(&["quarry-lab", "--pushes", "1", "--set", "ramp.slope_deg=45"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    for field in ["loading.attempts", "ramp.slope_deg", "solver.iterations"] {
        assert!(err.contains(field), "{field}: {err}");
    }
}

/// A rules save with one number made absurd: refused at its line, field named.
fn edited_save(after: &str, find: &str, replace: &str) -> AssetError {
    let data = via_appia::assets::default_game_data().expect("data");
    let setup = via_appia::rules::Setup {
        seed: 2,
        players: vec!["Ann".into(), "Bob".into()],
        options: Default::default(),
    };
    let game = via_appia::rules::Game::new(data, &setup).expect("game");
    let text = via_appia::save::save_to_string(&game).expect("save");
    let start = text.find(after).expect("the section is in the save");
    let edited = format!(
        "{}{}",
        &text[..start],
        text[start..].replacen(find, replace, 1)
    );
    assert_ne!(edited, text, "`{find}` is in the save");
    via_appia::save::load_from_str(&edited, "save.ron").unwrap_err()
}

#[test]
fn absurd_numbers_in_a_save_are_refused_at_their_field() {
    let err = edited_save("\n    players:", "sesterces: 2,", "sesterces: 4294967295,");
    assert!(err.line > 0, "{err}");
    let field = err.field.clone().unwrap_or_default();
    assert!(
        field.starts_with("players[") && field.ends_with("].sesterces"),
        "{err}"
    );
    let err = edited_save("round:", "round: 1,", "round: 0,");
    assert!(err.line > 0, "{err}");
    assert_eq!(err.field.as_deref(), Some("round"), "{err}");
    let err = edited_save("income_cards:", "sesterces: 2,", "sesterces: 4294967295,");
    assert!(err.line > 0, "{err}");
    assert!(
        err.field
            .as_deref()
            .is_some_and(|f| f.starts_with("data.components.income_cards[")),
        "{err}"
    );
}

//! Bad data files are refused with the file, line, column and field named.

use std::path::{Path, PathBuf};
use via_appia::assets::{asset_path, load_game_data, AssetError};

fn shipped(name: &str) -> String {
    std::fs::read_to_string(asset_path(name)).expect("shipped asset")
}

/// Writes a board and game file (either may be the shipped one) and loads them.
fn load_pair(tag: &str, board: &str, game: &str) -> Result<(), AssetError> {
    let dir = std::env::temp_dir().join(format!("via-appia-data-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (b, g): (PathBuf, PathBuf) = (dir.join("board.ron"), dir.join("game.ron"));
    std::fs::write(&b, board).unwrap();
    std::fs::write(&g, game).unwrap();
    let result = load_game_data(&b, &g).map(|_| ());
    std::fs::remove_dir_all(&dir).ok();
    result
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .expect("needle in text")
        + 1
}

#[test]
fn shipped_data_loads() {
    assert!(load_pair("ok", &shipped("board.ron"), &shipped("game.ron")).is_ok());
}

#[test]
fn a_wrong_type_names_file_line_column_and_field() {
    let game = shipped("game.ron").replacen("city_markers: 9", "city_markers: \"nine\"", 1);
    let err = load_pair("type", &shipped("board.ron"), &game).unwrap_err();
    assert!(err.file.ends_with("game.ron"), "{err}");
    assert_eq!(err.line, line_of(&game, "city_markers:"));
    assert!(err.column > 0);
    assert_eq!(err.field.as_deref(), Some("city_markers"), "{err}");
}

#[test]
fn a_board_whose_sizes_exceed_the_tiles_is_rejected() {
    // Turn the small space A4 into a large one: 9 large spaces, and game.ron
    // allows 9 large tiles, so also lower the tiles to 8.
    let board = shipped("board.ron").replacen(
        "(id: \"A4\", segment: A, row: 4, size: Small",
        "(id: \"A4\", segment: A, row: 4, size: Large",
        1,
    );
    let game = shipped("game.ron").replacen(
        "tiles: (small: 24, mid: 14, large: 9)",
        "tiles: (small: 24, mid: 14, large: 8)",
        1,
    );
    let err = load_pair("sizes", &board, &game).unwrap_err();
    assert!(err.file.ends_with("board.ron"), "{err}");
    assert!(err.message.contains("large"), "{err}");
    assert!(err.line > 0);
}

#[test]
fn a_space_unreachable_from_its_city_is_rejected() {
    // Cut the line from A1 to A2b: A2b can no longer be reached from Rome.
    let board = shipped("board.ron");
    let a1 = board
        .lines()
        .find(|l| l.contains("(id: \"A1\""))
        .expect("A1")
        .to_string();
    let cut = a1.replace("lines_to: [\"A2a\", \"A2b\"]", "lines_to: [\"A2a\"]");
    assert_ne!(a1, cut, "the shipped A1 joins both A2 spaces");
    let err = load_pair("reach", &board.replacen(&a1, &cut, 1), &shipped("game.ron")).unwrap_err();
    assert!(
        err.message.contains("A2b") && err.message.contains("reached"),
        "{err}"
    );
    assert_eq!(err.line, line_of(&board, "(id: \"A2b\""), "{err}");
}

#[test]
fn a_line_that_skips_a_row_is_rejected() {
    let board = shipped("board.ron");
    let a1 = board
        .lines()
        .find(|l| l.contains("(id: \"A1\""))
        .expect("A1")
        .to_string();
    let bad = a1.replace(
        "lines_to: [\"A2a\", \"A2b\"]",
        "lines_to: [\"A2a\", \"A2b\", \"A3\"]",
    );
    let err = load_pair("skip", &board.replacen(&a1, &bad, 1), &shipped("game.ron")).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("spaces[A1].lines_to"), "{err}");
}

#[test]
fn an_unknown_field_is_named() {
    let game = shipped("game.ron").replacen(
        "push_tokens: 4,",
        "push_tokens: 4,\n    pusher_colour: 3,",
        1,
    );
    let err = load_pair("unknown", &shipped("board.ron"), &game).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("pusher_colour"), "{err}");
    assert_eq!(err.line, line_of(&game, "pusher_colour"));
}

#[test]
fn a_missing_file_is_named() {
    let err =
        load_game_data(Path::new("/nonexistent/board.ron"), &asset_path("game.ron")).unwrap_err();
    assert!(err.to_string().contains("/nonexistent/board.ron"), "{err}");
}

#[test]
fn inconsistent_components_are_rejected() {
    let game = shipped("game.ron").replacen(
        "quarry_opening: (small: 12, mid: 8, large: 4)",
        "quarry_opening: (small: 12, mid: 8, large: 9)",
        1,
    );
    let err = load_pair("opening", &shipped("board.ron"), &game).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("quarry_opening"), "{err}");
    assert_eq!(err.line, line_of(&game, "quarry_opening:"));
}

//! Save files: a whole game as RON, checked on load so that a corrupt file is
//! refused with a clear error instead of becoming a broken game.
//!
//! These hold the rules' state only (scripts, records, tests). The window's
//! hot-seat games are saved with their quarry, seats and log by
//! `table::session::file` (`Session::save_to` / `Session::load_from`).

use crate::assets::{parse_ron, AssetError};
use crate::rules::Game;
use std::path::Path;

/// The game as pretty RON text.
pub fn save_to_string(game: &Game) -> Result<String, String> {
    let config = ron::ser::PrettyConfig::new().depth_limit(4);
    ron::ser::to_string_pretty(game, config)
        .map_err(|e| format!("cannot write the game as RON: {e}"))
}

/// Reads a game back; `file` names the source in errors. The state must keep
/// every invariant of the rules, or it is refused.
pub fn load_from_str(text: &str, file: &str) -> Result<Game, AssetError> {
    let game: Game = parse_ron(text, file)?;
    game.check_loaded().map_err(|(field, message)| {
        let message = format!("the saved game is inconsistent: {message}");
        AssetError::at_field(file, text, &field, message)
    })?;
    Ok(game)
}

pub fn save_to_file(game: &Game, path: &Path) -> Result<(), String> {
    let text = save_to_string(game)?;
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

pub fn load_from_file(path: &Path) -> Result<Game, AssetError> {
    let name = path.display().to_string();
    let text = crate::assets::read_text(path)?;
    load_from_str(&text, &name)
}

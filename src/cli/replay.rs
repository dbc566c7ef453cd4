//! `via-appia replay FILE.json`: replays a game record written by `simulate
//! --record` on the rules and prints its final state, checking it against the
//! state the record says the game ended in.

use super::summary::game_summary;
use crate::assets::{clip, default_game_data, read_text, AssetError};
use crate::record::GameRecord;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// A record as `simulate --record DIR` writes it (`game-SEED.json`).
    pub file: PathBuf,
}

/// The record file (`simulate --record` writes it): the game's record and the
/// final state it reached.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordFile {
    pub record: GameRecord,
    pub final_state: serde_json::Value,
}

/// Reads a record file; errors name file, line, column (and the field when
/// the JSON names one).
pub fn load_record(path: &Path) -> Result<RecordFile, AssetError> {
    let name = path.display().to_string();
    let text = read_text(path)?;
    let file: RecordFile = serde_json::from_str(&text).map_err(|e| {
        let message = e.to_string();
        let field = message
            .split('`')
            .nth(1)
            .filter(|_| message.contains("field"))
            .map(str::to_string);
        AssetError {
            file: name.clone(),
            fault: crate::assets::Fault::Syntax,
            line: e.line(),
            column: e.column(),
            field,
            message: clip(&message),
        }
    })?;
    if let Some(config) = &file.record.quarry_config {
        config.validate().map_err(|e| {
            AssetError::file(
                &name,
                crate::assets::Fault::Invalid,
                format!("field `record.quarry_config`: {e}"),
            )
        })?;
    }
    Ok(file)
}

/// Replays the record; the final state must be the one written beside it.
pub fn replay_record(file: &RecordFile, name: &str) -> Result<serde_json::Value, String> {
    let data = default_game_data().map_err(|e| e.to_string())?;
    let game = file
        .record
        .replay(data)
        .map_err(|e| format!("{name}: field `record.steps`: {e}"))?;
    game.check_invariants()
        .map_err(|e| format!("{name}: the replayed game is inconsistent: {e}"))?;
    let summary = game_summary(&game);
    if summary != file.final_state {
        return Err(format!(
            "{name}: field `final_state`: the replay ends in another state than the record says"
        ));
    }
    Ok(summary)
}

pub fn run(args: &ReplayArgs) -> Result<(), String> {
    let file = load_record(&args.file).map_err(|e| e.to_string())?;
    let summary = replay_record(&file, &args.file.display().to_string())?;
    let text = serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?;
    super::print_out(&text)
}

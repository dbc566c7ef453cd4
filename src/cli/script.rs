//! `via-appia script FILE.ron`: plays a scripted game and prints the final state.

use super::summary::game_summary;
use crate::assets::{default_game_data, load_ron, AssetError};
use crate::rules::{Command, Game, RuleOptions, Setup};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct ScriptArgs {
    /// A RON file: `(seed: 7, players: ["Ann", "Bob"], options: (quarry_min_stones: 1),
    /// commands: [StartQuarry, Push(size: Small), QuarryResult(front: (small: 1)), …])`.
    pub file: PathBuf,
}

/// A scripted game: set-up and every command in order, quarry results included.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub seed: u64,
    pub players: Vec<String>,
    #[serde(default)]
    pub options: RuleOptions,
    pub commands: Vec<Command>,
}

/// Plays a script to its end; an illegal command stops it with its index and reason.
pub fn play_script(script: &Script) -> Result<Game, String> {
    let data = default_game_data().map_err(|e| e.to_string())?;
    let mut game = Game::new(data, &script.setup())?;
    for (i, command) in script.commands.iter().enumerate() {
        game.apply(command).map_err(|e| {
            format!("field `commands[{i}]`: command {i} ({command}) is illegal: {e}")
        })?;
    }
    Ok(game)
}

impl Script {
    pub fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            players: self.players.clone(),
            options: self.options,
        }
    }
}

/// Reads a script and checks its set-up; errors name file, line, column, field.
pub fn load_script(path: &Path) -> Result<Script, AssetError> {
    let (script, text): (Script, String) = load_ron(path)?;
    let name = path.display().to_string();
    script
        .setup()
        .validate()
        .map_err(|e| AssetError::at_anchor(&name, &text, &e.anchor, e.field, e.message))?;
    Ok(script)
}

pub fn run(args: &ScriptArgs) -> Result<(), String> {
    let script = load_script(&args.file).map_err(|e| e.to_string())?;
    let game = play_script(&script).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let text = serde_json::to_string_pretty(&game_summary(&game)).map_err(|e| e.to_string())?;
    super::print_out(&text)
}

//! Replaying a game played on the physical quarry: the record's seed lays the same
//! opening, every push is made again with the plan the hand really pushed with,
//! and what falls must be what the record says fell. Determinism of the whole
//! stack (rules, rapier with `enhanced-determinism`) is what makes this hold.

use crate::quarry::Quarry;
use crate::record::GameRecord;
use crate::rules::{Command, Game, GameData, Setup};
use crate::table::session::split_falls;
use std::sync::Arc;

/// Replays a physics record, pushing the physical quarry again at every push.
/// Errors name the step where the replay parts from the record.
pub fn replay_physics(record: &GameRecord, data: Arc<GameData>) -> Result<(Game, Quarry), String> {
    let config = record
        .quarry_config
        .as_ref()
        .ok_or("the record was not played on the physical quarry (no quarry_config)")?;
    let setup = Setup {
        seed: record.seed,
        players: record.players.clone(),
        options: record.options,
    };
    let mut game = Game::new(data, &setup)?;
    let o = game.data().components.quarry_opening;
    let mut quarry = Quarry::new(config, [o.small, o.mid, o.large], record.seed)
        .map_err(|e| format!("the quarry could not be loaded: {e}"))?;
    let mut expected: Option<Command> = None;
    for (i, step) in record.steps.iter().enumerate() {
        if let Some(result) = expected.take() {
            if step.command != result {
                return Err(format!(
                    "step {i}: the record says {}, the physics gave {result}",
                    step.command
                ));
            }
        }
        game.apply(&step.command)
            .map_err(|e| format!("step {i} ({}): {e}", step.command))?;
        if let (Command::Push { size }, Some(plan)) = (&step.command, &step.plan) {
            let report = quarry
                .push(*size, plan)
                .map_err(|e| format!("step {i}: the quarry refused the push: {e}"))?;
            let (front, elsewhere) = split_falls(&report.events);
            expected = Some(Command::QuarryResult { front, elsewhere });
        } else if let Command::Push { .. } = step.command {
            return Err(format!("step {i}: a push without its plan"));
        }
    }
    if expected.is_some() {
        return Err("the record ends before the last push's result".to_string());
    }
    Ok((game, quarry))
}

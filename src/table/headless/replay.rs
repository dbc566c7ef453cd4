//! Replaying a game played on the physical quarry: the record's seed lays the same
//! opening, every push is made again with the plan the hand really pushed with
//! (or a person's hand's wishes, frame by frame), the quarry is rebuilt where the
//! record says it was, and what falls must be what the record says fell. Determinism of the whole
//! stack (rules, rapier with `enhanced-determinism`) is what makes this hold.

use crate::quarry::{PushDriver, Quarry, QuarryConfig, QuarryError};
use crate::record::GameRecord;
use crate::rules::{Command, Game, GameData, Setup};
use crate::table::session::{split_falls, Session};
use std::sync::Arc;

/// The game and the physical quarry a record starts from, with `config` as
/// its quarry's tuning: the game refused (`Err`), or the quarry refused
/// (`Ok(Err)`), each for its caller to put in its own words.
pub fn record_opening(
    record: &GameRecord,
    data: Arc<GameData>,
    config: &QuarryConfig,
) -> Result<Result<(Game, Quarry), QuarryError>, String> {
    let setup = Setup {
        seed: record.seed,
        players: record.players.clone(),
        options: record.options,
    };
    let game = Game::new(data, &setup)?;
    let o = game.data().components.quarry_opening;
    let quarry = Quarry::new(config, [o.small, o.mid, o.large], record.seed);
    Ok(quarry.map(|quarry| (game, quarry)))
}

/// Replays a physics record through a session, pushing the physical quarry again
/// at every push, frame by frame as the game did. Errors name the step where the
/// replay parts from the record.
pub fn replay_physics(record: &GameRecord, data: Arc<GameData>) -> Result<(Game, Quarry), String> {
    let config = record
        .quarry_config
        .as_ref()
        .ok_or("the record was not played on the physical quarry (no quarry_config)")?;
    let (game, quarry) = record_opening(record, data, config)?
        .map_err(|e| format!("the quarry could not be loaded: {e}"))?;
    let mut session = Session::without_words(game, quarry, record.seed);
    let mut resets = record.quarry_resets.iter().peekable();
    let mut steps = record.steps.iter().enumerate();
    while let Some((i, step)) = steps.next() {
        // A quarry rebuilt from its description (a save, the game server's
        // opening) is rebuilt here at the same place; a retuned one is retuned.
        while let Some(reset) = resets.next_if(|r| r.at_step <= i) {
            match &reset.config {
                Some(config) => session.retune_quarry(config),
                None => session.rebuild_quarry(session.quarry.describe()),
            }
            .map_err(|e| format!("step {i}: the quarry could not be rebuilt: {e}"))?;
        }
        let plan = match (&step.command, step.plan, &step.hand) {
            (Command::Push { .. }, None, None) => {
                return Err(format!("step {i}: a push without its plan or hand"))
            }
            (Command::Push { .. }, plan, _) => plan,
            _ => None,
        };
        (session.bot_command(step.command.clone(), "", plan))
            .map_err(|e| format!("step {i} ({}): {e}", step.command))?;
        if session.push.is_none() {
            continue;
        }
        if let (Command::Push { size }, None, Some(trace)) = (&step.command, plan, &step.hand) {
            // A push by a person's hand: its wishes, frame by frame, again.
            session.push = Some(PushDriver::retraced(&session.quarry, *size, trace.clone()));
        }
        while !session
            .frame()
            .map_err(|e| format!("step {i}: the push failed: {e}"))?
        {}
        let (front, elsewhere) = split_falls(session.push_falls());
        let result = Command::QuarryResult { front, elsewhere };
        match steps.next() {
            Some((_, answer)) if answer.command == result => {}
            Some((j, answer)) => {
                return Err(format!(
                    "step {j}: the record says {}, the physics gave {result}",
                    answer.command
                ))
            }
            None => return Err("the record ends before the last push's result".to_string()),
        }
    }
    Ok(session.into_parts())
}

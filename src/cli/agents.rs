//! `--agent-timeout` and `--agent-log`: how outside programs at `agent:COMMAND`
//! seats are run, for every command that seats them.

use crate::table::seat_player::AgentOptions;
use clap::Args;
use std::path::PathBuf;

/// How outside programs (`agent:COMMAND` seats) are run: shared by `play`,
/// `simulate` and `tournament`.
#[derive(Args, Debug, Clone)]
pub struct AgentArgs {
    /// Seconds an outside program has to answer each turn (its first turn gets
    /// at least 10, for its start-up); a later answer is reported and the
    /// Normal bot moves for it.
    #[arg(long, default_value_t = 5.0, value_parser = seconds_for_an_answer)]
    pub agent_timeout: f64,
    /// Folder for the programs' stderr, one `seat-N.log` each (default: `agents`
    /// in the user's data folder, `~/.local/share/via-appia/agents` on Linux).
    #[arg(long, value_name = "DIR")]
    pub agent_log: Option<PathBuf>,
}

impl AgentArgs {
    pub fn options(&self) -> AgentOptions {
        AgentOptions {
            timeout: std::time::Duration::from_secs_f64(self.agent_timeout),
            log_dir: self.agent_log.clone(),
        }
    }
}

/// `--agent-timeout`: 0.01 to 600 seconds.
fn seconds_for_an_answer(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if value.is_finite() && (0.01..=600.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!("{value} s: give 0.01 to 600 seconds"))
    }
}

//! Outside programs at a seat: the seat protocol, like GTP for Go or UCI for chess.
//!
//! A seat can be played by any program that reads JSON lines on its standard
//! input and writes JSON lines on its standard output (README, "Outside programs
//! at a seat"). The game sends `hello` once, a `turn` each time the seat must
//! choose, and `game_over` at the end; the program answers each `turn` with one
//! of its legal commands, and for a push may add a plan. Its stderr goes to a log
//! file.
//!
//! Nothing the program does can hurt the game: an answer that is late, cannot be
//! read or names an illegal command comes back as an [`AgentError`] whose text is
//! a sentence for the game log, and the table plays that move for it (the Normal
//! bot). A program that stops reading, writes without end or exits costs a
//! timeout at most, never a panic or a hang; dropping the [`Agent`] ends it.

mod process;
pub mod protocol;

pub use protocol::{
    AgentAnswer, PlanLimits, QuarryView, TableView, TurnRequest, MAX_REASON, PROTOCOL_VERSION,
};

use crate::rules::PlayerId;
use process::{Incoming, Process, SendProblem, MAX_LINE};
use protocol::{read_answer, GameOver, Hello, Reading};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How a seat's kind names an outside program on the command line: `agent:` and
/// the command, as in `agent:"python3 my_bot.py"`.
pub const SEAT_PREFIX: &str = "agent:";

/// The default time a program has for each answer.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5);

/// The command that starts an outside program: a program and its arguments, as
/// a shell would split them (quotes and backslashes), but run without a shell.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentSpec {
    pub command: String,
}

impl AgentSpec {
    /// The command after `agent:`; refused when it names no program or its
    /// quotes do not close, so that the mistake is found before a game starts.
    pub fn parse(command: &str) -> Result<AgentSpec, AgentError> {
        let spec = AgentSpec {
            command: command.trim().to_string(),
        };
        spec.words()?;
        Ok(spec)
    }

    /// A seat's text as the command line gives it: `Some` for `agent:…` (any
    /// case), `None` for anything else (a person, a bot level).
    pub fn from_seat(text: &str) -> Option<Result<AgentSpec, AgentError>> {
        let text = text.trim();
        let head = text.get(..SEAT_PREFIX.len())?;
        head.eq_ignore_ascii_case(SEAT_PREFIX)
            .then(|| AgentSpec::parse(&text[SEAT_PREFIX.len()..]))
    }

    /// The program and its arguments.
    pub fn words(&self) -> Result<(String, Vec<String>), AgentError> {
        let words = shell_words::split(&self.command).map_err(|e| {
            AgentError::Spec(format!("cannot read the command `{}` ({e})", self.command))
        })?;
        let mut words = words.into_iter();
        match words.next() {
            Some(program) if !program.is_empty() => Ok((program, words.collect())),
            _ => Err(AgentError::Spec(
                "`agent:` needs a program to run, as in agent:\"python3 my_bot.py\"".to_string(),
            )),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{SEAT_PREFIX}{}", self.command)
    }
}

/// Where the stderr of the program at `seat` (0-based, table order) goes by
/// default: `agents/seat-<seat>.log` in the user's data folder
/// (`~/.local/share/via-appia/agents` on Linux), or `agents` where the game was
/// started when there is none.
pub fn default_log_path(seat: PlayerId) -> PathBuf {
    dirs::data_dir()
        .map(|d| d.join("via-appia").join("agents"))
        .unwrap_or_else(|| PathBuf::from("agents"))
        .join(format!("seat-{seat}.log"))
}

/// What went wrong with an outside program, in words for the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentError {
    /// The text after `agent:` does not name a program.
    Spec(String),
    /// No program of that name (on the path, or at that path).
    NotFound { player: String, program: String },
    /// The program could not be started (not executable), or its log file
    /// could not be opened.
    Start {
        player: String,
        program: String,
        reason: String,
    },
    /// A line that is not an answer to the turn: not JSON, wrong types, a plan
    /// with numbers that are not numbers, the wrong turn's id, a line too long.
    Malformed { player: String, reason: String },
    /// A well-formed answer whose command is not one of the turn's legal ones.
    Illegal { player: String, command: String },
    /// No answer within the timeout.
    Late { player: String, timeout: Duration },
    /// The program has not read the turns already sent.
    NotReading { player: String },
    /// The program closed its output or exited; it is asked nothing more.
    Exited { player: String, how: Departure },
}

/// How a program left the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Departure {
    /// It exited with success.
    Exited,
    /// It exited with this status.
    ExitedWith(String),
    /// It closed its output and has not exited (yet).
    ClosedOutput,
}

impl fmt::Display for Departure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Departure::Exited => f.write_str("has exited"),
            Departure::ExitedWith(status) => write!(f, "has exited ({status})"),
            Departure::ClosedOutput => f.write_str("has closed its output"),
        }
    }
}

impl fmt::Display for AgentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentError::Spec(reason) => write!(f, "{reason}"),
            AgentError::NotFound { player, program } => {
                write!(f, "{player}'s program `{program}` was not found")
            }
            AgentError::Start {
                player,
                program,
                reason,
            } => write!(
                f,
                "{}'s program `{program}` could not be started: {reason}",
                player
            ),
            AgentError::Malformed { player, reason } => {
                write!(
                    f,
                    "{player}'s program gave an answer that cannot be read: {reason}"
                )
            }
            AgentError::Illegal { player, command } => {
                write!(
                    f,
                    "{player}'s program chose a move that is not legal now: {command}"
                )
            }
            AgentError::Late { player, timeout } => write!(
                f,
                "{player}'s program answered late (over {})",
                seconds_text(*timeout)
            ),
            AgentError::NotReading { player } => {
                write!(f, "{player}'s program is not reading its turns")
            }
            AgentError::Exited { player, how } => write!(f, "{player}'s program {how}"),
        }
    }
}

impl std::error::Error for AgentError {}

/// A duration as a person reads it: "5 s", "0.3 s".
pub fn seconds_text(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} s")
}

/// A running outside program playing one seat.
pub struct Agent {
    /// The seat's player name, for the log's sentences.
    player: String,
    seat: PlayerId,
    timeout: Duration,
    log: PathBuf,
    process: Process,
    /// The next turn's id; ids only grow, so an answer to an earlier turn is
    /// known for stale by its id alone.
    next_id: u64,
    /// How the program went away, once it has: every later ask fails at once.
    gone: Option<Departure>,
}

impl fmt::Debug for Agent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Agent")
            .field("player", &self.player)
            .field("seat", &self.seat)
            .field("timeout", &self.timeout)
            .field("gone", &self.gone)
            .finish_non_exhaustive()
    }
}

impl Agent {
    /// Starts the program for `seat` and sends it `hello`. Its stderr is
    /// appended to `stderr_log` (the folder is created), after a line saying
    /// when and what was started. `timeout` is the time for each answer.
    pub fn start(
        spec: &AgentSpec,
        seat: PlayerId,
        player_names: &[String],
        stderr_log: &Path,
        timeout: Duration,
    ) -> Result<Agent, AgentError> {
        let player = player_names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"));
        let (program, args) = spec.words()?;
        let start_error = |reason: String| AgentError::Start {
            player: player.clone(),
            program: spec.command.clone(),
            reason,
        };
        if let Some(folder) = stderr_log.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| {
                start_error(format!(
                    "cannot create the folder {}: {e}",
                    folder.display()
                ))
            })?;
        }
        let mut log = OpenOptions::new()
            .create(true)
            .append(true)
            .open(stderr_log)
            .map_err(|e| start_error(format!("cannot open {}: {e}", stderr_log.display())))?;
        let since_epoch = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        // The header is only for a person reading the log; failing to write it
        // must not keep the program from playing.
        let _ = writeln!(
            log,
            "== {since_epoch} (Unix time): seat {seat} ({player}) started `{}`",
            spec.command
        );
        let process = Process::spawn(&program, &args, log).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => AgentError::NotFound {
                player: player.clone(),
                program: program.clone(),
            },
            _ => start_error(e.to_string()),
        })?;
        let agent = Agent {
            player,
            seat,
            timeout,
            log: stderr_log.to_path_buf(),
            process,
            next_id: 1,
            gone: None,
        };
        let hello = Hello::new(seat, player_names, millis(timeout));
        // A program that exits at once is found at its first turn.
        let _ = agent.process.send(to_line(&hello));
        Ok(agent)
    }

    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The file the program's stderr goes to.
    pub fn log_path(&self) -> &Path {
        &self.log
    }

    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Changes the time for each answer from the next turn on.
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// True once the program has closed its output or exited.
    pub fn is_gone(&self) -> bool {
        self.gone.is_some()
    }

    /// Sends one turn and waits up to the timeout for its answer. Lines the
    /// program wrote before the turn was sent, and answers to earlier turns,
    /// are skipped; the first other line is the answer, checked against the
    /// request: a legal command, and for a push a plan within the limits (or
    /// none). The program stays seated after any error but [`AgentError::Exited`].
    pub fn ask(&mut self, request: &TurnRequest) -> Result<AgentAnswer, AgentError> {
        if let Some(how) = &self.gone {
            return Err(self.exited(how.clone()));
        }
        while let Some(incoming) = self.process.try_receive() {
            if let Some(error) = self.check_gone(&incoming) {
                return Err(error);
            }
        }
        let id = self.next_id;
        self.next_id += 1;
        let turn = TurnMessage {
            kind: "turn",
            id,
            request,
        };
        match self.process.send(to_line(&turn)) {
            Ok(()) => {}
            Err(SendProblem::NotReading) => {
                return Err(AgentError::NotReading {
                    player: self.player.clone(),
                })
            }
            Err(SendProblem::Closed) => return Err(self.went_away()),
        }
        let deadline = Instant::now() + self.timeout;
        loop {
            let Some(incoming) = self.process.receive(deadline) else {
                return Err(AgentError::Late {
                    player: self.player.clone(),
                    timeout: self.timeout,
                });
            };
            if let Some(error) = self.check_gone(&incoming) {
                return Err(error);
            }
            let reading = match incoming {
                Incoming::Line(line) if line.trim().is_empty() => continue,
                Incoming::Line(line) => read_answer(&line, id, request),
                Incoming::TooLong => {
                    Reading::Malformed(format!("a line longer than {} MiB", MAX_LINE >> 20))
                }
                Incoming::NotText => Reading::Malformed("a line that is not UTF-8".to_string()),
                Incoming::Closed | Incoming::Failed(_) => continue,
            };
            return match reading {
                Reading::Stale => continue,
                Reading::Answer(answer) => Ok(answer),
                Reading::Malformed(reason) => Err(AgentError::Malformed {
                    player: self.player.clone(),
                    reason,
                }),
                Reading::Illegal(command) => Err(AgentError::Illegal {
                    player: self.player.clone(),
                    command,
                }),
            };
        }
    }

    /// Tells the program the game is over (final scores in table order). No
    /// answer is awaited; dropping the agent then closes its input.
    pub fn game_over(&mut self, scores: &[u32]) -> Result<(), AgentError> {
        if let Some(how) = &self.gone {
            return Err(self.exited(how.clone()));
        }
        match self.process.send(to_line(&GameOver::new(scores))) {
            Ok(()) => Ok(()),
            Err(SendProblem::NotReading) => Err(AgentError::NotReading {
                player: self.player.clone(),
            }),
            Err(SendProblem::Closed) => Err(self.went_away()),
        }
    }

    /// The error for a program whose output closed, if `incoming` says so.
    fn check_gone(&mut self, incoming: &Incoming) -> Option<AgentError> {
        match incoming {
            Incoming::Closed | Incoming::Failed(_) => Some(self.went_away()),
            _ => None,
        }
    }

    /// Notes that the program is gone (with its exit status if it has one
    /// within a moment) and says so.
    fn went_away(&mut self) -> AgentError {
        let how = match self.process.exit_status(Duration::from_millis(100)) {
            Some(status) if status.success() => Departure::Exited,
            Some(status) => Departure::ExitedWith(status.to_string()),
            None => Departure::ClosedOutput,
        };
        self.gone = Some(how.clone());
        self.exited(how)
    }

    fn exited(&self, how: Departure) -> AgentError {
        AgentError::Exited {
            player: self.player.clone(),
            how,
        }
    }
}

impl Drop for Agent {
    /// Closes the program's input and waits a moment for it to exit, then
    /// kills it; a drop never hangs and leaves no zombie.
    fn drop(&mut self) {
        self.process.close();
    }
}

/// A turn as sent: the request with its type and id.
#[derive(Serialize)]
struct TurnMessage<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    id: u64,
    #[serde(flatten)]
    request: &'a TurnRequest,
}

/// One message as one line. The game's own messages hold only strings,
/// integers, finite-or-null floats and string-keyed maps, which always
/// serialize; the fallback keeps even a bug here from panicking the game.
fn to_line<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_else(|e| {
        serde_json::json!({ "type": "error", "message": e.to_string() }).to_string()
    })
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_is_split_like_a_shell_would_without_one() {
        let spec = AgentSpec::parse(r#" python3 "my bot.py" --level 'very hard' "#).expect("ok");
        let (program, args) = spec.words().expect("words");
        assert_eq!(program, "python3");
        assert_eq!(args, vec!["my bot.py", "--level", "very hard"]);
        assert_eq!(
            spec.to_string(),
            r#"agent:python3 "my bot.py" --level 'very hard'"#
        );
    }

    #[test]
    fn an_empty_or_unclosed_command_is_refused_with_a_reason() {
        for text in ["", "   ", "''"] {
            let err = AgentSpec::parse(text).unwrap_err();
            assert!(
                err.to_string().contains("needs a program"),
                "{text:?}: {err}"
            );
        }
        let err = AgentSpec::parse("python3 'bot.py").unwrap_err();
        assert!(err.to_string().contains("cannot read"), "{err}");
    }

    #[test]
    fn seats_are_agents_only_with_the_prefix() {
        assert_eq!(AgentSpec::from_seat("human"), None);
        assert_eq!(AgentSpec::from_seat("hard"), None);
        let spec = AgentSpec::from_seat("Agent:./bot --fast").expect("an agent");
        assert_eq!(spec.expect("parsed").command, "./bot --fast");
        assert!(AgentSpec::from_seat("agent:").expect("an agent").is_err());
    }

    #[test]
    fn errors_read_as_sentences() {
        let late = AgentError::Late {
            player: "Ada".into(),
            timeout: Duration::from_secs(5),
        };
        assert_eq!(late.to_string(), "Ada's program answered late (over 5 s)");
        let late = AgentError::Late {
            player: "Ada".into(),
            timeout: Duration::from_millis(300),
        };
        assert_eq!(late.to_string(), "Ada's program answered late (over 0.3 s)");
        assert!(default_log_path(1).ends_with("agents/seat-1.log"));
    }
}

//! Who decides for a seat that no person plays: one of our bots, or an outside
//! program speaking the seat protocol with a Normal bot beside it. A program's
//! malformed, late or illegal answer (or a program that is gone) is reported and
//! the Normal bot makes that move, so a seat always moves, never panics and never
//! hangs the table. Both see the same seat view and push through the same hand:
//! a program's plan gets the execution noise of the bots' one hand, as every
//! bot's plan does.

use super::agent::{Agent, AgentError, AgentSpec, TurnRequest};
use crate::bots::{Bot, BotKit, BotLevel, Decision, SeatView};
use crate::quarry::{PushPlan, Quarry, QuarryConfig};
use crate::rules::PlayerId;
use rand_pcg::Pcg64;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How outside programs are seated: how long each answer may take, and where
/// each program's stderr goes (`None`: the user's data folder).
#[derive(Clone, Debug, PartialEq)]
pub struct AgentOptions {
    pub timeout: Duration,
    pub log_dir: Option<PathBuf>,
}

impl Default for AgentOptions {
    fn default() -> Self {
        AgentOptions {
            timeout: Duration::from_secs(5),
            log_dir: None,
        }
    }
}

impl AgentOptions {
    /// The stderr log of the program at `seat`.
    pub fn log_path(&self, seat: PlayerId) -> PathBuf {
        match &self.log_dir {
            Some(dir) => dir.join(format!("seat-{seat}.log")),
            None => super::agent::default_log_path(seat),
        }
    }
}

/// A seat an outside program plays.
pub struct AgentSeat {
    /// The running program, or why it could not be started.
    program: Result<Agent, AgentError>,
    /// The command line, for the log.
    pub command: String,
    /// Plays the moves the program does not, and carries out its pushes' noise.
    fallback: Bot,
    /// The program is gone (or never started) and the log has said so: later
    /// moves are the Normal bot's without a word each time.
    gone_told: bool,
    /// The answer time of later turns; the first turn also pays for the
    /// program's start-up, so it gets [`FIRST_TURN`] at least.
    timeout: Duration,
    first_turn: bool,
}

/// The least time a program has for its first answer (an interpreter starting up).
const FIRST_TURN: Duration = Duration::from_secs(10);

/// A seat's decider.
pub enum SeatPlayer {
    Bot(Bot),
    Agent(Box<AgentSeat>),
}

/// A decision, and what went wrong on the way to it (for the log).
pub struct Choice {
    pub decision: Option<Decision>,
    pub problem: Option<AgentError>,
}

impl SeatPlayer {
    /// Starts the program of `spec` for `seat`; a program that cannot start is
    /// reported at its first move, and the Normal bot plays for it.
    pub fn agent(
        spec: &str,
        seat: PlayerId,
        names: &[String],
        options: &AgentOptions,
        kit: Arc<BotKit>,
        seed: u64,
    ) -> SeatPlayer {
        let program = AgentSpec::parse(spec).and_then(|spec| {
            Agent::start(&spec, seat, names, &options.log_path(seat), options.timeout)
        });
        SeatPlayer::Agent(Box::new(AgentSeat {
            program,
            command: spec.to_string(),
            fallback: Bot::new(BotLevel::Normal, kit, seed),
            gone_told: false,
            timeout: options.timeout,
            first_turn: true,
        }))
    }

    /// The next command for the seat whose view this is.
    pub fn decide(&mut self, view: &SeatView, quarry: &Quarry) -> Choice {
        match self {
            SeatPlayer::Bot(bot) => Choice {
                decision: bot.decide(view, quarry),
                problem: None,
            },
            SeatPlayer::Agent(seat) => seat.decide(view, quarry),
        }
    }

    /// The plan as this seat's hand carries it out (noise drawn now).
    pub fn execute(&mut self, plan: &PushPlan, config: &QuarryConfig) -> PushPlan {
        match self {
            SeatPlayer::Bot(bot) => bot.execute(plan, config),
            SeatPlayer::Agent(seat) => seat.fallback.execute(plan, config),
        }
    }

    /// The random state of the bot deciding (or standing in) for the seat, for a save.
    pub fn rng(&self) -> &Pcg64 {
        match self {
            SeatPlayer::Bot(bot) => bot.rng(),
            SeatPlayer::Agent(seat) => seat.fallback.rng(),
        }
    }

    /// Forgets a decision made for a position taken back (see [`Bot::rewind`]);
    /// a program is simply asked again.
    pub fn rewind(&mut self, rng: Pcg64) {
        match self {
            SeatPlayer::Bot(bot) => bot.rewind(rng),
            SeatPlayer::Agent(seat) => seat.fallback.rewind(rng),
        }
    }

    /// Tells a program the game is over (bots need not know).
    pub fn game_over(&mut self, scores: &[u32]) {
        if let SeatPlayer::Agent(seat) = self {
            if let Ok(agent) = &mut seat.program {
                // A program that is gone by now has nothing more to hear.
                let _ = agent.game_over(scores);
            }
        }
    }
}

impl AgentSeat {
    fn decide(&mut self, view: &SeatView, quarry: &Quarry) -> Choice {
        let public = view.public_game();
        let seat = view.seat();
        let legal = public.legal_actions();
        let own = public.players().get(seat).map_or(0, |p| p.sesterces());
        let asked = match &mut self.program {
            Ok(agent) => {
                if std::mem::take(&mut self.first_turn) {
                    agent.set_timeout(self.timeout.max(FIRST_TURN));
                }
                let answer = agent.ask(&TurnRequest::new(&public, seat, own, &legal, quarry));
                agent.set_timeout(self.timeout);
                answer
            }
            Err(e) => Err(e.clone()),
        };
        let gone = match &self.program {
            Ok(agent) => agent.is_gone(),
            Err(_) => true,
        };
        match asked {
            Ok(answer) => Choice {
                decision: Some(Decision {
                    command: answer.command,
                    plan: answer.plan,
                    expected_front: None,
                    reason: answer
                        .reason
                        .unwrap_or_else(|| crate::tr!("bots-program-choice")),
                }),
                problem: None,
            },
            Err(e) => {
                let decision = self.fallback.decide(view, quarry).map(|mut d| {
                    let reason = std::mem::take(&mut d.reason);
                    d.reason = crate::tr!("bots-for-program", reason = reason);
                    d
                });
                let told = gone && std::mem::replace(&mut self.gone_told, true);
                Choice {
                    decision,
                    problem: (!told).then_some(e),
                }
            }
        }
    }
}

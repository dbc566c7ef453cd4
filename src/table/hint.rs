//! "What would Hard do?": the move the Hard bot would make from the asking
//! person's own seat, and its reason, on request.
//!
//! A hint is the Hard bot's decision, made exactly as a Hard bot at that seat
//! would make it ([`Thought`]: the seat's view, the quarry as a save rebuilds
//! it, on a worker thread while the window draws), by a bot of its own: a
//! fresh Hard bot seeded by [`hint_seed`] from the game's seed, the seat and
//! the position. So a hint changes nothing and costs nothing: the game, its
//! generators and the seated bots' random streams are never touched, and
//! asking again at the same position gives the same answer. The one trace is
//! the log's line "Livia asked for a hint: …", so that the table knows.
//!
//! The hint lasts while the position it answers lasts; a hint to push goes on
//! being shown while the person pushes the stone it named (its plan says
//! where and how Hard would put it in).

use super::describe::{event_text, narrated};
use super::seat_player::SeatPlayer;
use super::thinker::Thought;
use crate::bots::{bot_seed, Bot, BotKit, BotLevel, MoneyLedger, SeatView};
use crate::quarry::{PushPlan, Quarry};
use crate::rules::{Command, Event, Game, PlayerId};
use crate::tr;
use std::sync::Arc;

/// The level whose move a hint shows.
pub const HINT_LEVEL: BotLevel = BotLevel::Hard;

/// Set apart from the seated bots' seeds, so that a hint's bot never shares a
/// stream with a bot at the table.
const HINT_SALT: u64 = 0x6869_6e74_5f48_6172; // "hint_Har"

/// The seed of the Hard bot that answers `seat`'s hint in `game` (a game set up
/// with `game_seed`): fixed by the seed, the seat and how far the game has gone,
/// so the same question at the same position gets the same answer, and a test
/// can seat a Hard bot with this seed and see it play the hinted move.
pub fn hint_seed(game_seed: u64, seat: PlayerId, game: &Game) -> u64 {
    let turns: u64 = game.players().iter().map(|p| u64::from(p.turns())).sum();
    let round = u64::from(game.round());
    bot_seed(game_seed ^ HINT_SALT, seat) ^ turns.wrapping_mul(0x100_0000_01b3) ^ round << 48
}

/// What the Hard bot would do.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The seat asking (and acting).
    pub seat: PlayerId,
    pub command: Command,
    /// For a push: where and how it would put the stone in and push it (before
    /// its hand's noise, which a person's hand has its own of).
    pub plan: Option<PushPlan>,
    /// Stones it expects off the front edge with that plan.
    pub expected_front: Option<f32>,
    /// Its reason, as the log gives a bot's.
    pub reason: String,
    /// The move and its reason as the log would narrate them had a bot made
    /// it: "Livia takes 3 small stones — stones for the quarry, …".
    pub line: String,
}

impl Hint {
    /// The hint in words: the move, its reason, and for a push the plan.
    pub fn words(&self) -> String {
        match &self.plan {
            Some(plan) => format!("{}\n{}", self.line, plan_words(plan)),
            None => self.line.clone(),
        }
    }
}

/// A push plan in a person's terms: across in cm (left is negative), the
/// stone's turn in degrees, the pusher's pace in cm/s.
pub fn plan_words(plan: &PushPlan) -> String {
    let across = (plan.lateral * 100.0).round();
    let angle = plan.stone_angle.to_degrees().round();
    let speed = (plan.speed * 100.0).round();
    tr!("hint-plan", across = across, angle = angle, speed = speed)
}

/// Where a hint stands.
#[derive(Clone, Debug, PartialEq)]
pub enum HintState {
    /// The Hard bot is thinking (on a worker thread in the window).
    Thinking,
    Ready(Hint),
    /// No hint comes (no move to make, or the thinking failed), and why.
    None(String),
}

/// A hint asked at a position, and the thinking towards it.
pub struct Asked {
    /// The position the hint answers: it goes when the game moves on.
    game: Game,
    /// The seat's public copy of it, for the words of the move (nothing
    /// hidden shows in them).
    public: Game,
    thought: Option<Thought>,
    pub state: HintState,
    /// The name of the person who asked, for the log.
    name: String,
}

impl Asked {
    /// Starts a fresh Hard bot thinking for `seat` from its view of `game`
    /// (money as `ledger` counts it) and `quarry`, simulating pushes on
    /// `threads` threads.
    pub fn start(
        kit: Arc<BotKit>,
        (game_seed, threads): (u64, usize),
        seat: PlayerId,
        (game, ledger): (&Game, &MoneyLedger),
        quarry: Quarry,
        on_worker: bool,
    ) -> Asked {
        let view = SeatView::new(game, seat, ledger);
        let public = view.public_game();
        let game = game.clone();
        let name = game
            .players()
            .get(seat)
            .map_or("?", |p| p.name())
            .to_string();
        let bot =
            Bot::new(HINT_LEVEL, kit, hint_seed(game_seed, seat, &game)).with_threads(threads);
        let thought = Thought::start(SeatPlayer::Bot(bot), view, quarry, on_worker);
        Asked {
            game,
            public,
            thought: Some(thought),
            state: HintState::Thinking,
            name,
        }
    }

    /// Whether the hint still answers the table's position: the game as it was
    /// asked, or the push the hint named under way.
    pub fn answers(&self, game: &Game, pushing: bool) -> bool {
        if *game == self.game {
            return true;
        }
        match &self.state {
            HintState::Ready(hint) => {
                pushing
                    && matches!(hint.command, Command::Push { size }
                        if game.awaiting_quarry() == Some(size)
                            && game.current() == hint.seat
                            && self.game.round() == game.round())
            }
            _ => false,
        }
    }

    /// Takes the answer once it is there: the hint, and the log's line for it.
    pub fn poll(&mut self) -> Option<String> {
        let thought = self.thought.as_mut()?;
        let answer = match thought.poll() {
            Ok(None) => return None,
            Ok(Some((_, choice))) => choice.decision,
            Err(_) => None,
        };
        self.thought = None;
        let name = self.name.clone();
        match answer {
            Some(decision) => {
                let hint = Hint {
                    seat: self.game.current(),
                    line: move_line(&self.public, &decision.command, &decision.reason),
                    command: decision.command,
                    plan: decision.plan,
                    expected_front: decision.expected_front,
                    reason: decision.reason,
                };
                let line = tr!(
                    "log-hint",
                    name = name,
                    hint = hint.words().replace('\n', "; ")
                );
                self.state = HintState::Ready(hint);
                Some(line)
            }
            None => {
                let why = tr!("hint-none");
                self.state = HintState::None(why.clone());
                Some(tr!("log-hint-none", name = name))
            }
        }
    }
}

/// The log's line for `command` with `reason`, as if a bot had made it in
/// `game`: the command is applied to a copy, and its first event that tells the
/// move is narrated (the session's own rule, `Session::record`), or the
/// command's words where no event tells it.
fn move_line(game: &Game, command: &Command, reason: &str) -> String {
    let player = game.current();
    let mut after = game.clone();
    let told = after.apply(command).ok().and_then(|events| {
        events.iter().find_map(|event| match event {
            Event::StoneShortage { .. }
            | Event::IncomeRefilled { .. }
            | Event::RoundEnded { .. }
            | Event::GameOver { .. } => None,
            other => event_text(&after, other),
        })
    });
    narrated(&after, player, command, told, reason)
}

//! A game at the table: the hot-seat [`Session`], who sits in each seat (people,
//! bots, outside programs), the push under way, and the clock that steps the physics at its own
//! rate whatever the frame rate. Everything the window does to the game goes
//! through here, so a test can play the window's game without a window.
//!
//! The curtain (money hidden until the player to act shows he sits at the
//! screen) is for tables of two or more people. A person alone against bots has
//! no one to hide from: no curtain, his money always shown, every click taken.
//!
//! A bot (or a program) decides from its seat's view ([`crate::bots::SeatView`]) and the live
//! quarry only, thinking on a worker thread ([`Thought`]) while the window draws;
//! its push is the same [`crate::quarry::PushDriver`] a person's [`Hand`] feeds,
//! following its plan frame by frame under the same clamps.

use super::autosave::{Autosave, TurnMark};
use super::hand::{Hand, HandInput, PushIntent, Stage};
use super::hint::{Asked, HintState};
use super::seat_player::{AgentOptions, Choice, SeatPlayer};
use super::seats::SeatKind;
use super::session::Session;
use super::thinker::Thought;
use super::Intent;
use crate::bots::{bot_seed, Bot, BotKit};
use crate::quarry::{Edge, Quarry, StoneId};
use crate::rules::{Command, Player, PlayerId, Size};
use crate::settings::BotPace;
use crate::tr;
use rand_pcg::Pcg64;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod bot_turn;
mod elsewhere;

use bot_turn::with_threads;

/// Seconds the quarry close-up stays on after a push, once every stone is still:
/// long enough to see the pile at rest before the camera goes back to the table.
pub const LINGER: f32 = 0.8;

/// Seconds a stone that dropped off the front edge stays marked.
pub const DROP_MARK: f32 = 1.5;

/// A stone that dropped off the front edge a moment ago, for the view to mark.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dropped {
    pub stone: StoneId,
    pub size: Size,
    /// Seconds since it dropped.
    pub age: f32,
}

/// Physics frames stepped at most per drawn frame: a slow frame makes the quarry
/// run slower for a moment instead of freezing the window catching up.
const MAX_STEPS_PER_FRAME: u32 = 4;

/// The share of a frame a bot's push shown by its result only may take: the
/// window stays responsive while the physics runs through the push in chunks.
const RESULT_ONLY_SHARE: Duration = Duration::from_millis(20);

/// Physics steps a frame takes at least for a push shown by its result only
/// (a slow machine still finishes it sooner than at the fastest shown pace).
const RESULT_ONLY_STEPS: u32 = 24;

/// Who pushes the stone now: a person's hand, or a bot's plan (its driver runs
/// the plan by itself; the hand only mirrors it for the panel). A person is named
/// when the push begins: a push that drops nothing passes the turn on with its result.
enum Pusher {
    Person(String),
    Bot,
    /// A person at another screen (a table played online): the push follows
    /// the frames of that hand as they arrive, and waits for the next ones.
    Elsewhere {
        /// The push's whole trace has come (its end): it may run to its end.
        whole: bool,
    },
}

/// A push in progress at the table.
struct LiveHand {
    hand: Hand,
    by: Pusher,
    /// The person's pace is in the log: it goes there as the hand lets go, before
    /// what the push dropped and what that ended (a round, the game).
    pace_told: bool,
}

/// The game being played at the table.
pub struct Table {
    pub session: Session,
    kit: Arc<BotKit>,
    /// Who decides for each seat no person plays (a bot, or a program with a
    /// Normal bot beside it), indexed like the players: `None` for a person, and
    /// for a decider away thinking.
    bots: Vec<Option<SeatPlayer>>,
    /// Bots think on a worker thread (the window), or at once on this thread.
    pub think_on_worker: bool,
    /// The bot to act, thinking.
    thought: Option<Thought>,
    /// Its decision, back and waiting for the bot's pause to run out.
    ready: Option<Choice>,
    /// A bot could not move (see `notice`): the table waits for a person.
    stalled: bool,
    live: Option<LiveHand>,
    /// Seconds the quarry close-up has still to stay on after the last push.
    linger: f32,
    /// Stones off the front edge lately, and how many of the push's falls are
    /// already among them.
    dropped: Vec<Dropped>,
    falls_seen: usize,
    /// Physics time owed to the quarry (s).
    owed: f32,
    /// Seconds a bot waits before each move, so people can follow it.
    pub bot_pause: f32,
    bot_wait: f32,
    /// At least this long a bot waits after a person's turn (s), so that the
    /// person's last step can still be taken back (the window sets it; 0 for
    /// tools and tests).
    pub undo_grace: f32,
    /// The seat whose thinking under way is for a position a person took back:
    /// its answer is dropped when it comes, and the bot's random state rewound.
    stale_thought: Option<PlayerId>,
    /// The view is still showing the last move (pieces on their way): the next
    /// bot move waits for it, and its pause counts from when it is shown.
    view_busy: bool,
    /// The last refusal or problem, for the panel.
    pub notice: Option<String>,
    /// How this table's outside programs run (kept for the next game at it).
    pub agents: AgentOptions,
    told_game_over: bool,
    /// The random state the bot to act had when it began its decision, kept
    /// until the decision is played: a save in between holds this state, so the
    /// loaded game's bot makes the same decision again.
    decision_from: Option<Pcg64>,
    /// Where the game is written after every turn (the window's data folder);
    /// `None`: never (tests, headless tools).
    pub autosave: Option<Autosave>,
    /// The person who last lifted the curtain at a table of people: the table
    /// stays turned to him while the curtain is down for the next.
    last_viewer: Option<PlayerId>,
    /// How fast the bots' pushes are shown (never what they drop).
    pub bot_pace: BotPace,
    /// The hint asked last ("What would Hard do?"), while its position lasts.
    hint: Option<Asked>,
    /// Threads a Hard bot (and the hint's) may simulate its candidate pushes
    /// on: never changes a decision, only how long it takes.
    bot_threads: usize,
    /// Seats played at another screen (a table played online, indexed like the
    /// players): no bot of this table decides for them and no click here
    /// plays them; their moves come through [`Table::move_from_elsewhere`].
    elsewhere: Vec<bool>,
    /// The commands a person here gave, kept for the server while the table is
    /// played online (`None`: a table of this screen alone).
    outbox: Option<Vec<Command>>,
}

/// Whose area lies at the front of a table of `players` (see [`Table::front_seat`]):
/// the person `looking` (or who looked last), else the first person in turn order,
/// else the start player. Pictures of a table (`screenshot`, `bench-render`) seat
/// their person by the same rule.
pub fn front_seat_of(
    players: &[Player],
    looking: Option<PlayerId>,
    is_person: impl Fn(PlayerId) -> bool,
) -> PlayerId {
    let first_in_turn = |only_people: bool| {
        (0..players.len())
            .filter(|&p| !only_people || is_person(p))
            .min_by_key(|&p| players[p].seat())
    };
    looking
        .or_else(|| first_in_turn(true))
        .or_else(|| first_in_turn(false))
        .unwrap_or(0)
}

impl Table {
    /// Takes over a session (a new or a loaded game); each bot seat gets a bot
    /// of its level, seeded from the game's seed and the seat, and each program's
    /// seat its program, started now with the default [`AgentOptions`].
    pub fn new(session: Session, kit: Arc<BotKit>) -> Table {
        Table::with_agents(session, kit, &AgentOptions::default())
    }

    /// [`Table::new`], with outside programs seated by `agents`.
    pub fn with_agents(session: Session, kit: Arc<BotKit>, agents: &AgentOptions) -> Table {
        let names: Vec<String> = session
            .game
            .players()
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        let bots = session
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                let seed = bot_seed(session.seed, seat);
                let saved = session.bot_rngs.get(seat).cloned().flatten();
                match &s.kind {
                    SeatKind::Human => None,
                    SeatKind::Bot(level) => Some(SeatPlayer::Bot(match saved {
                        Some(rng) => Bot::resume(*level, kit.clone(), rng),
                        None => Bot::new(*level, kit.clone(), seed),
                    })),
                    SeatKind::Agent(command) => Some(SeatPlayer::agent(
                        command,
                        seat,
                        &names,
                        agents,
                        kit.clone(),
                        seed,
                    )),
                }
            })
            .collect();
        let mut play = Table {
            session,
            kit,
            bots,
            think_on_worker: true,
            thought: None,
            ready: None,
            stalled: false,
            live: None,
            linger: 0.0,
            dropped: Vec::new(),
            falls_seen: 0,
            owed: 0.0,
            bot_pause: 0.6,
            bot_wait: 0.0,
            view_busy: false,
            notice: None,
            agents: agents.clone(),
            told_game_over: false,
            decision_from: None,
            undo_grace: 0.0,
            stale_thought: None,
            autosave: None,
            last_viewer: None,
            bot_pace: BotPace::Times1,
            hint: None,
            bot_threads: 1,
            elsewhere: Vec::new(),
            outbox: None,
        };
        play.last_viewer = play.viewer();
        play.pick_up_push();
        play
    }

    /// Lets the bots simulate their candidate pushes on `threads` threads (the
    /// window: the cores it can spare). Their decisions stay the same.
    pub fn set_bot_threads(&mut self, threads: usize) {
        self.bot_threads = threads.max(1);
        for seat in &mut self.bots {
            if let Some(player) = seat.take() {
                *seat = Some(with_threads(player, self.bot_threads));
            }
        }
    }

    /// The bots' settings and model, for the next game at this table.
    pub fn kit(&self) -> Arc<BotKit> {
        self.kit.clone()
    }

    fn seat_kind(&self, player: PlayerId) -> &SeatKind {
        // Asked many times a frame: borrowed, never a copy of a program's command.
        const PERSON: &SeatKind = &SeatKind::Human;
        self.session.seats.get(player).map_or(PERSON, |s| &s.kind)
    }

    /// The seat to act now.
    pub fn current_seat(&self) -> &SeatKind {
        self.seat_kind(self.session.game.current())
    }

    /// The people's seats.
    fn people(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.session.game.players().len()).filter(|&p| self.sits_here(p))
    }

    /// The one person at the table, if exactly one sits there.
    fn lone_person(&self) -> Option<PlayerId> {
        let mut people = self.people();
        match (people.next(), people.next()) {
            (Some(p), None) => Some(p),
            _ => None,
        }
    }

    /// The curtain is shown: a person is to act, and another person could see the screen.
    pub fn curtain(&self) -> bool {
        self.sits_here(self.session.game.current())
            && self.lone_person().is_none()
            && self.session.curtain_down()
    }

    /// Whose sesterces the screen shows: a person alone always sees his own; at
    /// a table of people, the person who lifted the curtain; never a bot's.
    pub fn viewer(&self) -> Option<PlayerId> {
        self.lone_person()
            .or_else(|| self.session.revealed.filter(|&p| self.sits_here(p)))
    }

    /// Whose area lies at the front of the table, nearest the camera: the person
    /// alone against bots; at a table of people, the one who lifted the curtain,
    /// from the moment it is lifted until the next person lifts it (before anyone
    /// has, the first person in turn order); with only bots, the start player.
    pub fn front_seat(&self) -> PlayerId {
        let looking = self.viewer().or(self.last_viewer);
        front_seat_of(self.session.game.players(), looking, |p| self.sits_here(p))
    }

    /// The bot to act, with its level's name, while it thinks over its move:
    /// "Marcus (Normal bot) is thinking…".
    pub fn thinking(&self) -> Option<String> {
        let game = &self.session.game;
        if game.is_over() || self.live.is_some() {
            return None;
        }
        let name = game.current_player().name();
        if self.is_elsewhere(game.current()) {
            return Some(tr!("online-their-move", name = name));
        }
        match self.current_seat() {
            SeatKind::Human => None,
            SeatKind::Bot(level) => Some(tr!("log-thinking-bot", name = name, level = level.key())),
            SeatKind::Agent(_) => Some(tr!("log-thinking-program", name = name)),
        }
    }

    /// True while a bot's decision is being worked out (on its worker thread).
    pub fn bot_is_thinking(&self) -> bool {
        self.thought.is_some() && self.stale_thought.is_none()
    }

    /// True while a person is to click in the panels (not a bot, not a push).
    pub fn person_to_act(&self) -> bool {
        !self.session.game.is_over()
            && self.sits_here(self.session.game.current())
            && !self.curtain()
            && self.live.is_none()
    }

    /// The push in progress, if any, and whether a person makes it.
    pub fn hand(&self) -> Option<(&Hand, bool)> {
        self.live
            .as_ref()
            .map(|l| (&l.hand, matches!(l.by, Pusher::Person(_))))
    }

    /// The stone being pushed, for the panel and the preview.
    pub fn pushed_size(&self) -> Option<Size> {
        self.session.push.as_ref().map(|p| p.size())
    }

    /// A click in the panels by the person acting.
    pub fn intent(&mut self, intent: Intent) {
        if intent == Intent::Undo && self.outbox.is_some() {
            // What was sent to the server is played at every screen.
            self.notice = Some(tr!("online-no-undo"));
            return;
        }
        if intent == Intent::Undo && self.undo_before_the_bot() {
            self.forget_decision();
        } else if self.is_elsewhere(self.session.game.current()) && !self.session.game.is_over() {
            let name = self.session.game.current_player().name();
            self.notice = Some(tr!("online-not-your-move", name = name));
            return;
        } else if !self.current_seat().is_human() && !self.session.game.is_over() {
            let name = self.session.game.current_player().name();
            self.notice = Some(tr!("log-is-a-bot", name = name));
            return;
        }
        let sitting = self.current_seat().is_human();
        let given = match &intent {
            Intent::Command(command) => Some(command.clone()),
            _ => None,
        };
        if sitting && self.lone_person().is_some() && self.session.curtain_down() {
            // Alone at the screen, the person to act is already sitting there.
            let _ = self.session.handle(Intent::RevealMoney);
        }
        match self.session.handle(intent) {
            Ok(()) => {
                self.last_viewer = self.viewer().or(self.last_viewer);
                self.notice = None;
                if let (Some(outbox), Some(command)) = (&mut self.outbox, given) {
                    outbox.push(command);
                    self.session.forget_undo();
                }
                self.pick_up_push();
                self.after_move();
            }
            Err(e) => self.notice = Some(super::refusals::session_error_text(&e)),
        }
    }

    /// The pointer over the ramp, while a person pushes.
    pub fn hand_input(&mut self, input: HandInput) {
        if let Some(live) = &mut self.live {
            if matches!(live.by, Pusher::Person(_)) {
                live.hand.input(input);
            }
        }
    }

    /// A click in the push panel (or its key).
    pub fn push_intent(&mut self, intent: PushIntent) {
        let Some(live) = &mut self.live else { return };
        if !matches!(live.by, Pusher::Person(_)) {
            return;
        }
        match intent {
            PushIntent::Place => live.hand.place(),
            PushIntent::Lateral(lateral) => live.hand.set_lateral(lateral),
            PushIntent::Turn(angle) => live.hand.input(HandInput::Turn(angle)),
            PushIntent::LetGo => live.hand.input(HandInput::LetGo),
            PushIntent::Steady(held) => live.hand.hold_steady(held),
        }
    }

    /// Whether the view is still showing the last move (its pieces moving): while
    /// it is, the bots think but do not move, so each move is seen before the next.
    pub fn hold_for_view(&mut self, busy: bool) {
        self.view_busy = busy;
    }

    /// Asks what the Hard bot would do in the place of the person to act
    /// ([`super::hint`]): it thinks on a worker thread where bots do, and the
    /// answer comes with a later [`Table::advance`]. Nothing in the game
    /// changes; the log says a hint was asked once the answer is there. Asking
    /// again at the same position keeps the hint asked.
    pub fn ask_hint(&mut self) {
        if !self.person_to_act() {
            self.notice = Some(tr!("hint-not-now"));
            return;
        }
        if self.hint().is_some() {
            return;
        }
        let seat = self.session.game.current();
        // The quarry exactly as a bot at this seat is handed it (`start_thinking`).
        let quarry = Quarry::from_description(self.session.quarry.describe())
            .unwrap_or_else(|_| self.session.quarry.clone());
        let session = &self.session;
        self.hint = Some(Asked::start(
            self.kit.clone(),
            (session.seed, self.bot_threads),
            seat,
            (&session.game, &session.ledger),
            quarry,
            self.think_on_worker,
        ));
        self.poll_hint();
    }

    /// The hint asked at this position (thinking, or its answer); `None` once
    /// the game has moved on.
    pub fn hint(&self) -> Option<&HintState> {
        let asked = self.hint.as_ref()?;
        asked
            .answers(&self.session.game, self.live.is_some())
            .then_some(&asked.state)
    }

    /// The move of the hint answered at this position, if one has come: the
    /// panels outline it (the income card's half, the cart space or sale).
    pub fn hinted_command(&self) -> Option<&Command> {
        match self.hint()? {
            HintState::Ready(hint) => Some(&hint.command),
            _ => None,
        }
    }

    /// Forgets a hint whose position has passed, and logs one that has come.
    fn poll_hint(&mut self) {
        if self.hint().is_none() {
            self.hint = None;
        }
        let line = self.hint.as_mut().and_then(Asked::poll);
        if let Some(line) = line {
            self.session.note(line);
        }
    }

    /// Advances the table by `dt` seconds of real time: bots move, the physics of
    /// a push in progress steps at its own rate, a finished push goes to the rules.
    pub fn advance(&mut self, dt: f32) {
        let dt = if dt.is_finite() { dt.max(0.0) } else { 0.0 };
        self.poll_hint();
        self.age_marks(dt);
        if self.live.is_some() {
            self.step_push(dt);
        } else {
            self.owed = 0.0;
            self.bot_turn(dt);
        }
    }

    /// Steps the push's physics for `dt` seconds of the window's time: a
    /// person's push at its own rate, a bot's at [`Table::bot_pace`]. The steps
    /// are the same whatever the pace, only fewer or more of them per frame.
    fn step_push(&mut self, dt: f32) {
        let timestep = self.session.quarry.config().solver.timestep;
        let by_bot = matches!(
            &self.live,
            Some(LiveHand {
                by: Pusher::Bot,
                ..
            })
        );
        let pace = if by_bot {
            self.bot_pace.speed()
        } else {
            Some(1.0)
        };
        // Result only: steps until the frame's share of time is spent.
        let deadline = match pace {
            Some(speed) => {
                let most = MAX_STEPS_PER_FRAME as f32 * speed * timestep;
                self.owed = (self.owed + dt * speed).min(most);
                None
            }
            None => Some(Instant::now() + RESULT_ONLY_SHARE),
        };
        let mut steps = 0;
        loop {
            if self.waits_for_frames() {
                // A hand at another screen has not sent the next frame yet.
                self.owed = self.owed.min(timestep);
                break;
            }
            match deadline {
                None if self.owed < timestep => break,
                None => self.owed -= timestep,
                Some(end) if steps >= RESULT_ONLY_STEPS && Instant::now() >= end => break,
                Some(_) => {}
            }
            steps += 1;
            let Some(live) = &mut self.live else { break };
            let stepped = live.hand.step(&mut self.session);
            if matches!(stepped, Ok(true)) || live.hand.stage == Stage::Settling {
                self.tell_pace();
            }
            self.note_drops();
            match stepped {
                Ok(false) => {}
                Ok(true) => {
                    self.live = None;
                    self.linger = LINGER;
                    self.owed = 0.0;
                    self.bot_wait = 0.0;
                    self.pick_up_push();
                    self.after_move();
                }
                Err(e) => {
                    self.notice = Some(super::refusals::session_error_text(&e));
                    break;
                }
            }
        }
    }

    /// Writes a person's pace to the log, once a push, as the hand lets go: the rules
    /// learn the push's result, not its pace; a person learns both, in the order
    /// they happened.
    fn tell_pace(&mut self) {
        let Some(LiveHand {
            hand,
            by: Pusher::Person(pusher),
            pace_told,
        }) = &mut self.live
        else {
            return;
        };
        if std::mem::replace(pace_told, true) {
            return;
        }
        let dt = self.session.quarry.config().solver.timestep;
        if let Some(pace) = hand.pace(dt) {
            let speed = (100.0 * pace).round();
            let distance = crate::i18n::words::decimal(100.0 * hand.path(), 1);
            let line = tr!(
                "log-pace",
                name = pusher.clone(),
                distance = distance,
                speed = speed
            );
            self.session.note(line);
        }
    }

    /// Saves the table's game to `path` with its bots' random states (a bot in
    /// the middle of a decision is saved as it was when the decision began).
    /// Refused during a push (`Session::save_refusal`); nothing is written then.
    pub fn save_to(&mut self, path: &Path) -> Result<(), String> {
        self.session.bot_rngs = self.bot_rngs();
        self.session.save_to(path)
    }

    /// After every move: once a turn has ended (or the game), the game is autosaved.
    fn after_move(&mut self) {
        let now = TurnMark::of(&self.session.game);
        let due = self.autosave.as_ref().is_some_and(|a| a.due(now));
        if !due || self.session.save_refusal().is_some() {
            return;
        }
        let game = &self.session.game;
        let Some(path) = (self.autosave.as_ref())
            .map(|a| a.next_path(self.session.seed, game.round(), game.is_over()))
        else {
            return;
        };
        let result = self.save_to(&path);
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        autosave.saved(now);
        if let Err(e) = result {
            // Said once: later turns try again, silently.
            if autosave.first_failure() {
                let line = tr!("log-autosave-failed", error = e);
                self.session.note(line);
            }
        }
    }

    /// Starts the hand for a push the rules have just begun.
    fn pick_up_push(&mut self) {
        if self.live.is_some() || self.session.push.is_none() {
            return;
        }
        let by_hand = self.session.push.as_ref().is_some_and(|p| p.by_a_hand());
        let by = if by_hand && self.is_elsewhere(self.session.game.current()) {
            Pusher::Elsewhere { whole: false }
        } else if self.current_seat().is_human() {
            Pusher::Person(self.session.game.current_player().name().to_string())
        } else {
            Pusher::Bot
        };
        self.live = Some(LiveHand {
            hand: Hand::new(),
            by,
            pace_told: false,
        });
        self.falls_seen = 0;
    }

    /// True while the quarry close-up suits the table best: while a stone is
    /// pushed, until every stone is still (the push ends only then), and
    /// [`LINGER`] seconds longer, so the pile is seen at rest.
    pub fn pushing(&self) -> bool {
        self.live.is_some() || self.linger > 0.0
    }

    /// The stones that dropped off the front edge in the last [`DROP_MARK`]
    /// seconds, for the view to mark as they fall.
    pub fn dropped(&self) -> &[Dropped] {
        &self.dropped
    }

    /// Takes the push's new falls over the front edge as marks (those of the
    /// frame that ended the push too: the session keeps them).
    fn note_drops(&mut self) {
        let fallen = self.session.push_falls();
        for fell in fallen.iter().skip(self.falls_seen) {
            if fell.edge == Edge::Front {
                self.dropped.push(Dropped {
                    stone: fell.stone,
                    size: fell.size,
                    age: 0.0,
                });
            }
        }
        self.falls_seen = fallen.len();
    }

    /// Real time passes for the close-up's linger and the drops' marks.
    fn age_marks(&mut self, dt: f32) {
        if self.live.is_none() {
            self.linger = (self.linger - dt).max(0.0);
        }
        for mark in &mut self.dropped {
            mark.age += dt;
        }
        self.dropped.retain(|m| m.age < DROP_MARK);
    }

    /// Stones off the front edge in the push so far.
    pub fn fallen_front(&self) -> usize {
        self.session.fallen_front()
    }
}

//! One complete game between bots without a window, shared by `simulate` and
//! `tournament`.
//!
//! The game plays through a [`Session`] as the window's does — the same command
//! path, the same push driver, the same money ledger — only without words and
//! without a clock. Every command comes from a bot's `decide` on its own
//! [`SeatView`]. The quarry answers a push in one of three ways ([`QuarryMode`]):
//! the real rapier quarry seeded from the game's seed (the bot's plan through its
//! noisy hand, frame by frame), a draw from the fitted outcome model, or the
//! random stand-in. Commands that are not among the legal ones are counted (they
//! must stay at zero) and replaced by the first legal command so that a bad bot
//! cannot stall a long run.

pub mod replay;

use crate::bots::random::random_falls;
use crate::bots::{bot_seed, Bot, BotKit, BotLevel, BotsConfig, SeatView};
use crate::quarry::{PushPlan, Quarry, QuarryConfig, StonePreset, StoneShape};
use crate::record::GameRecord;
use crate::rules::{Command, Game, GameData, Phase, RuleOptions, Setup, Size, SizeCounts};
use crate::table::seat_player::{AgentOptions, SeatPlayer};
use crate::table::seats::SeatKind;
use crate::table::session::{Pushes, Session};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::sync::{Arc, Mutex};
use std::time::Instant;

pub use replay::{record_opening, replay_physics};

/// Commands after which a game that has not ended is given up as stalled (a
/// game between bots takes 600-1,000).
pub const MAX_COMMANDS: usize = 5_000;

/// Mixed into the game seed for the model's and the random quarry's draws, so
/// that they are not the bots' or the rules' stream.
const QUARRY_STREAM: u64 = 0x0051_a77e_d5ee_d000;

/// Where a push's outcome comes from.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum QuarryMode {
    /// The rapier quarry, pushed with the bot's plan through its noisy hand.
    Physics,
    /// A draw from the fitted outcome model (`assets/quarry_model.ron`).
    Model,
    /// The random stand-in: bigger stones and fuller quarries drop more.
    Random,
}

impl QuarryMode {
    pub fn key(self) -> &'static str {
        match self {
            QuarryMode::Physics => "physics",
            QuarryMode::Model => "model",
            QuarryMode::Random => "random",
        }
    }
}

/// What every game of a run shares.
pub struct HeadlessTable {
    pub data: Arc<GameData>,
    pub kit: Arc<BotKit>,
    pub quarry_config: QuarryConfig,
    pub mode: QuarryMode,
    pub options: RuleOptions,
    /// The opening quarry the bots look at when the physics does not answer.
    still_quarry: Option<Quarry>,
    /// Copies of it handed back by finished games, for the next (no push moves
    /// them; a copy costs more than a random game's rules).
    spare_quarries: Mutex<Vec<Quarry>>,
    /// Threads each bot may try its pushes on (1 unless the command has cores to
    /// spare: games on every core already use them). Never changes a decision.
    pub bot_threads: usize,
    /// How outside programs at `agent:` seats run.
    pub agents: AgentOptions,
}

impl HeadlessTable {
    /// The shipped game data, bots, models and the blocks' quarry tuning.
    pub fn load_default(mode: QuarryMode, options: RuleOptions) -> Result<HeadlessTable, String> {
        HeadlessTable::load_stones(mode, options, StonePreset::Blocks)
    }

    /// As [`HeadlessTable::load_default`], with the quarry file of `stones`.
    pub fn load_stones(
        mode: QuarryMode,
        options: RuleOptions,
        stones: StonePreset,
    ) -> Result<HeadlessTable, String> {
        let data = crate::assets::default_game_data().map_err(|e| e.to_string())?;
        let kit = BotKit::load_default().map_err(|e| e.to_string())?;
        let config = QuarryConfig::load_preset(stones).map_err(|e| e.to_string())?;
        HeadlessTable::new(data, kit, config, mode, options)
    }

    /// A table from loaded parts. Off the physics, a push's plan changes nothing,
    /// so the bots skip trying plans on quarry clones (their choice of command is
    /// the same; only the time spent differs) and look at the opening quarry.
    pub fn new(
        data: Arc<GameData>,
        kit: Arc<BotKit>,
        quarry_config: QuarryConfig,
        mode: QuarryMode,
        options: RuleOptions,
    ) -> Result<HeadlessTable, String> {
        let (kit, still_quarry) = match mode {
            QuarryMode::Physics => (kit, None),
            QuarryMode::Model | QuarryMode::Random => {
                let opening = data.components.quarry_opening;
                let quarry = Quarry::new(
                    &quarry_config,
                    [opening.small, opening.mid, opening.large],
                    1,
                )
                .map_err(|e| format!("the quarry could not be loaded: {e}"))?;
                (Arc::new(without_foresight(&kit)), Some(quarry))
            }
        };
        Ok(HeadlessTable {
            data,
            kit,
            quarry_config,
            mode,
            options,
            still_quarry,
            spare_quarries: Mutex::new(Vec::new()),
            bot_threads: 1,
            agents: AgentOptions::default(),
        })
    }
}

impl HeadlessTable {
    /// A copy of the opening quarry for a game off the physics.
    fn take_still_quarry(&self) -> Option<Quarry> {
        let spare = self.spare_quarries.lock().ok().and_then(|mut s| s.pop());
        spare.or_else(|| self.still_quarry.clone())
    }

    /// A game off the physics is done with its copy of the opening quarry.
    fn return_still_quarry(&self, quarry: Quarry) {
        if let Ok(mut spare) = self.spare_quarries.lock() {
            spare.push(quarry);
        }
    }
}

/// Cores this machine has, for `bot_threads`.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The kit with every level's physics foresight switched off.
fn without_foresight(kit: &BotKit) -> BotKit {
    let mut config: BotsConfig = (*kit.config).clone();
    for level in [&mut config.random, &mut config.easy, &mut config.normal] {
        level.foresight.samples = 0;
    }
    BotKit {
        config: Arc::new(config),
        ..kit.clone()
    }
}

/// What one seat did in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatTally {
    /// Wall milliseconds of each `decide` call.
    pub decision_ms: Vec<f64>,
    /// Commands not among the legal ones.
    pub illegal: u32,
    /// Commands the engine refused.
    pub refused: u32,
    /// Turns on which the bot had no command although the game went on.
    pub missing: u32,
    /// Moves the Normal bot made for an outside program that answered badly,
    /// late or not at all (always 0 for bots).
    pub fallbacks: u32,
    /// The actions its turns began with.
    pub actions: ActionTally,
}

/// How many turns began with each action: whether a bot goes somewhere or
/// waits (income taken turn after turn) shows here.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ActionTally {
    pub income: u32,
    pub quarry: u32,
    pub build: u32,
    pub travel: u32,
    pub unload: u32,
    pub pass: u32,
}

impl ActionTally {
    /// Counts `command` if it begins a turn (the game at the start of a turn).
    pub fn count(&mut self, game: &Game, command: &Command) {
        if !matches!(game.phase(), Phase::ChooseAction) {
            return;
        }
        let kind = match command {
            Command::TakeIncome { .. } => &mut self.income,
            Command::StartQuarry => &mut self.quarry,
            Command::Build { .. } => &mut self.build,
            Command::Travel { .. } => &mut self.travel,
            Command::UnloadCart { .. } => &mut self.unload,
            Command::Pass => &mut self.pass,
            _ => return,
        };
        *kind += 1;
    }

    /// Every turn counted.
    pub fn total(&self) -> u32 {
        self.income + self.quarry + self.build + self.travel + self.unload + self.pass
    }

    pub fn add(&mut self, other: &ActionTally) {
        self.income += other.income;
        self.quarry += other.quarry;
        self.build += other.build;
        self.travel += other.travel;
        self.unload += other.unload;
        self.pass += other.pass;
    }
}

/// A game played to its end, or given up after `MAX_COMMANDS` (bots that never
/// finish the road: reported, never an error, so a long run goes on).
pub struct BotGame {
    pub seed: u64,
    pub game: Game,
    /// False when the game was given up before its end.
    pub finished: bool,
    pub seats: Vec<SeatKind>,
    pub commands: usize,
    pub pushes: u32,
    pub tallies: Vec<SeatTally>,
    pub record: Option<GameRecord>,
}

/// The name of a seat's player: its level (or "Program") and its place at the table.
pub fn seat_name(kind: &SeatKind, seat: usize) -> String {
    match kind {
        SeatKind::Bot(level) => format!("{} {}", level.name(), seat + 1),
        SeatKind::Agent(_) => format!("Program {}", seat + 1),
        SeatKind::Human => format!("Person {}", seat + 1),
    }
}

/// Seats for bots of these levels.
pub fn bot_seats(levels: &[BotLevel]) -> Vec<SeatKind> {
    levels.iter().map(|l| SeatKind::Bot(*l)).collect()
}

/// Plays one game with `seats` (table order: bots and outside programs) from
/// `seed` to its end.
pub fn play(
    table: &HeadlessTable,
    seed: u64,
    seats: &[SeatKind],
    record: bool,
) -> Result<BotGame, String> {
    play_seeing(table, seed, seats, record, None)
}

/// [`play`], with the Hard bot at seat `seeing` (if any) searching on the true
/// game, hidden pile included: only for measuring what fairness costs
/// (`benches/fairness.rs`); no seat kind can ask for it.
pub fn play_seeing(
    table: &HeadlessTable,
    seed: u64,
    seats: &[SeatKind],
    record: bool,
    seeing: Option<usize>,
) -> Result<BotGame, String> {
    let setup = Setup {
        seed,
        players: (seats.iter().enumerate())
            .map(|(i, kind)| seat_name(kind, i))
            .collect(),
        options: table.options,
    };
    let game = Game::new(table.data.clone(), &setup)?;
    let mut session = table_session(table, game, seed)?;
    if record {
        let config = (table.mode == QuarryMode::Physics).then(|| table.quarry_config.clone());
        session.start_record(&setup, table.mode.key(), config);
    }
    let mut bots = (seats.iter().enumerate())
        .map(|(i, kind)| seat_player(table, kind, i, &setup.players, seed))
        .collect::<Result<Vec<SeatPlayer>, String>>()?;
    let physical = table.mode == QuarryMode::Physics;
    let mut tallies = vec![SeatTally::default(); seats.len()];
    let stopwatch = Stopwatch::start();
    let (mut commands, mut pushes) = (0, 0);
    while !session.game.is_over() && commands < MAX_COMMANDS {
        let seat = session.game.current();
        let (command, plan) = bot_command(
            &mut bots[seat],
            &session,
            seeing == Some(seat),
            &stopwatch,
            &mut tallies[seat],
            seed,
        );
        tallies[seat].actions.count(&session.game, &command);
        let pushing = matches!(command, Command::Push { .. });
        // The hand carries the plan out (its noise drawn even off the physics,
        // so that the bot's stream is the same in every mode).
        let plan = plan.filter(|_| pushing).map(|plan| {
            pushes += 1;
            bots[seat].execute(&plan, &table.quarry_config)
        });
        let plan = plan.filter(|_| physical);
        // A push and its answer are two commands of the game.
        commands += if pushing { 2 } else { 1 };
        session.bot_command(command, "", plan).map_err(|e| {
            format!(
                "seed {seed}: the table refused seat {}'s command after checking it: {e}",
                seat + 1
            )
        })?;
        while session.push.is_some() {
            (session.frame()).map_err(|e| format!("seed {seed}: the push failed: {e}"))?;
        }
        if physical {
            check_in_step(&session.quarry, &session.game, seed)?;
        }
    }
    stopwatch.ticks_to_ms(&mut tallies);
    let scores: Vec<u32> = session.game.players().iter().map(|p| p.score()).collect();
    for player in &mut bots {
        player.game_over(&scores);
    }
    let record = session.take_record();
    let (game, quarry) = session.into_parts();
    if !physical {
        table.return_still_quarry(quarry);
    }
    Ok(BotGame {
        seed,
        finished: game.is_over(),
        game,
        seats: seats.to_vec(),
        commands,
        pushes,
        tallies,
        record,
    })
}

/// The session a headless game plays through: without words, its pushes
/// answered by the physics (the game's own quarry, laid from its seed) or drawn
/// from the model or the random stand-in (the bots then look at the opening
/// quarry, which no push moves).
fn table_session(table: &HeadlessTable, game: Game, seed: u64) -> Result<Session, String> {
    let mode = table.mode;
    if mode == QuarryMode::Physics {
        let quarry = physics_quarry(table, seed)?;
        return Ok(Session::without_words(game, quarry, seed));
    }
    let quarry = table.take_still_quarry().ok_or("no quarry to look at")?;
    let mut session = Session::without_words(game, quarry, seed);
    let (kit, shape) = (table.kit.clone(), table.quarry_config.stones.stone_shape);
    let mut rng = Pcg64::seed_from_u64(seed ^ QUARRY_STREAM);
    session.answer_pushes(Pushes::Drawn(Box::new(move |game, pushed| {
        drawn_falls(mode, &kit, shape, game, pushed, &mut rng)
    })));
    Ok(session)
}

/// The decider of a seat: a bot of its level, or its program with the Normal bot
/// beside it. Bots may try pushes on `bot_threads` threads. A person cannot sit
/// at a game without a window.
fn seat_player(
    table: &HeadlessTable,
    kind: &SeatKind,
    seat: usize,
    names: &[String],
    seed: u64,
) -> Result<SeatPlayer, String> {
    let (kit, seed) = (table.kit.clone(), bot_seed(seed, seat));
    match kind {
        SeatKind::Agent(command) => Ok(SeatPlayer::agent(
            command,
            seat,
            names,
            &table.agents,
            kit,
            seed,
        )),
        SeatKind::Bot(level) => Ok(SeatPlayer::Bot(
            Bot::new(*level, kit, seed).with_threads(table.bot_threads),
        )),
        SeatKind::Human => Err(format!(
            "seat {}: a person cannot sit at a game without a window (`play` opens one)",
            seat + 1
        )),
    }
}

/// The game's own physical quarry: its opening, laid from the game's seed.
pub fn physics_quarry(table: &HeadlessTable, seed: u64) -> Result<Quarry, String> {
    let o = table.data.components.quarry_opening;
    Quarry::new(&table.quarry_config, [o.small, o.mid, o.large], seed)
        .map_err(|e| format!("seed {seed}: the quarry could not be loaded: {e}"))
}

/// Times the bots' decisions cheaply. A random bot decides in a fraction of a
/// microsecond, and two readings of `Instant::now` (a vDSO `clock_gettime`)
/// per decision were 8 % of a headless random run; the processor's time-stamp
/// counter reads in a few nanoseconds. Decisions are timed in its ticks and
/// turned into milliseconds when the game ends, by the wall clock's length of
/// the whole game over its ticks (no calibration to wait for). Elsewhere than
/// on x86-64 a tick is a nanosecond of `Instant`.
struct Stopwatch {
    wall: Instant,
    ticks: u64,
}

impl Stopwatch {
    fn start() -> Stopwatch {
        let wall = Instant::now();
        let mut stopwatch = Stopwatch { wall, ticks: 0 };
        stopwatch.ticks = stopwatch.ticks();
        stopwatch
    }

    #[cfg(target_arch = "x86_64")]
    fn ticks(&self) -> u64 {
        // SAFETY: RDTSC is in every x86-64 processor and reads a counter only.
        unsafe { std::arch::x86_64::_rdtsc() }
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn ticks(&self) -> u64 {
        self.wall.elapsed().as_nanos() as u64
    }

    /// The game's decision times, read in ticks, in milliseconds.
    fn ticks_to_ms(&self, tallies: &mut [SeatTally]) {
        let ms = self.wall.elapsed().as_secs_f64() * 1000.0;
        let ticks = self.ticks().wrapping_sub(self.ticks).max(1) as f64;
        let ms_per_tick = ms / ticks;
        for tally in tallies {
            for t in &mut tally.decision_ms {
                *t *= ms_per_tick;
            }
        }
    }
}

/// The command the bot at the table gives, checked; its push plan if it pushes.
fn bot_command(
    player: &mut SeatPlayer,
    session: &Session,
    sees: bool,
    stopwatch: &Stopwatch,
    tally: &mut SeatTally,
    seed: u64,
) -> (Command, Option<PushPlan>) {
    let (game, quarry) = (&session.game, &session.quarry);
    let view = SeatView::new(game, game.current(), &session.ledger);
    let started = stopwatch.ticks();
    let decision = match player {
        SeatPlayer::Bot(bot) if sees => bot.decide_seeing(&view, game, quarry),
        _ => {
            let choice = player.decide(&view, quarry);
            if let Some(problem) = choice.problem {
                // Reported where a run's problems go; the Normal bot moved.
                tally.fallbacks += 1;
                eprintln!("seed {seed}: {problem}; the Normal bot moves for it");
            }
            choice.decision
        }
    };
    // In ticks until the game ends ([`Stopwatch::ticks_to_ms`]).
    tally
        .decision_ms
        .push(stopwatch.ticks().wrapping_sub(started) as f64);
    // The first legal command stands in for a bad one; the list is made only
    // then, since a good command needs none.
    let fallback = || {
        let command = game
            .legal_actions()
            .first()
            .cloned()
            .unwrap_or(Command::Pass);
        let plan = match command {
            Command::Push { size } => Some(PushPlan::careful(quarry.config(), size)),
            _ => None,
        };
        (command, plan)
    };
    let Some(decision) = decision else {
        tally.missing += 1;
        return fallback();
    };
    // `check` accepts exactly the commands that `legal_actions` lists: the list
    // is the candidates `check` accepts, and tests/rules/state_safety.rs shows
    // every command outside it refused. So one check tells whether the command
    // is among the legal ones, where building the list cost as much again as
    // the random bot's whole choice.
    if game.check(&decision.command).is_err() {
        tally.illegal += 1;
        return fallback();
    }
    debug_assert!(
        game.legal_actions().contains(&decision.command),
        "{} passed the check but is not among the legal commands",
        decision.command
    );
    let plan = match decision.command {
        Command::Push { size } => Some(
            decision
                .plan
                .unwrap_or_else(|| PushPlan::careful(quarry.config(), size)),
        ),
        _ => None,
    };
    (decision.command, plan)
}

/// What falls off the front and elsewhere, drawn without physics (the game awaits
/// the push's answer): from the model, or the random stand-in.
fn drawn_falls(
    mode: QuarryMode,
    kit: &BotKit,
    shape: StoneShape,
    game: &Game,
    pushed: Size,
    rng: &mut Pcg64,
) -> (SizeCounts, SizeCounts) {
    match mode {
        QuarryMode::Model => {
            // The model draws from the pile the pushed stone goes into.
            let mut pile = game.quarry();
            let n = pile.get_mut(pushed);
            *n = n.saturating_sub(1);
            let front = kit.model_for(shape).sample(pushed, &pile, rng);
            (front, SizeCounts::ZERO)
        }
        QuarryMode::Random | QuarryMode::Physics => random_falls(&game.quarry(), pushed, rng),
    }
}

/// The rules and the physics must hold the same stones once a push is answered.
fn check_in_step(quarry: &Quarry, game: &Game, seed: u64) -> Result<(), String> {
    if game.awaiting_quarry().is_some() {
        return Ok(());
    }
    let [small, mid, large] = quarry.contents();
    let physics = SizeCounts::new(small, mid, large);
    if physics != game.quarry() {
        return Err(format!(
            "seed {seed}: the rules count {:?} in the quarry, the physics holds {physics:?}",
            game.quarry()
        ));
    }
    Ok(())
}

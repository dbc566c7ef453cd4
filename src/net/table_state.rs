//! One table on the server, without the network: its setup, its session (game,
//! quarry, seed, generators), its server-run bots, its seats' token hashes, its
//! numbered events and the clients listening. Synchronous and deterministic: the
//! table's task (`table_task`) runs it on a blocking thread, and a restart
//! rebuilds it from the stored events alone ([`TableState::rebuild`]).
//!
//! What a table stores (a [`StoredEvent`]) is the public event and, for a move of
//! a server-run bot, the bot's random state after it: a rebuilt table's bots go
//! on exactly as they would have. The bots' states are never sent.

use super::protocol::{PublicEvent, SeatSpec, ServerMessage, Stones, TableSpec, MAX_NAME_CHARS};
use super::wire::{data_hash, quarry_hash, seat_state, Listener};
use crate::bots::{bot_seed, Bot, BotKit, BotLevel};
use crate::quarry::{HandFrame, PushDriver, QuarryConfig, QuarryDescription};
use crate::rules::{Command, Game, GameData, RuleOptions, Setup};
use crate::table::session::{split_falls, Session};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Instant;

/// The store every table of a server writes to, through its one writer.
pub type SharedStore = Arc<super::group_commit::Store>;

/// What every table of a server shares: the rules' data, the bots and the
/// quarry tunings of both stone presets.
pub struct Shelf {
    pub data: Arc<GameData>,
    pub kit: Arc<BotKit>,
    pub blocks: QuarryConfig,
    pub discs: QuarryConfig,
    pub data_hash: String,
    /// The data as a game's JSON writes it (left out of every state sent).
    pub data_text: String,
    /// Told of every game that ends, after its record is stored (`serve
    /// --records` writes record files with it).
    pub on_finished: Option<FinishedHook>,
    /// Where the commands' time goes (`serve --stats`).
    pub timings: Arc<super::timings::ServerTimings>,
}

/// What a server does besides storing a finished game's record: the table's
/// code, the record and the game as it ended.
pub type FinishedHook =
    Arc<dyn Fn(&str, &crate::record::GameRecord, &Game) -> Result<(), String> + Send + Sync>;

impl Shelf {
    /// The shipped (or `--assets`) data, bots and quarry tunings.
    pub fn load() -> Result<Shelf, String> {
        use crate::quarry::StonePreset;
        let data = crate::assets::default_game_data().map_err(|e| e.to_string())?;
        let kit = BotKit::load_default().map_err(|e| e.to_string())?;
        let blocks = QuarryConfig::load_preset(StonePreset::Blocks).map_err(|e| e.to_string())?;
        let discs = QuarryConfig::load_preset(StonePreset::Discs).map_err(|e| e.to_string())?;
        Ok(Shelf {
            data_hash: data_hash(&data),
            data_text: super::wire::data_text(&data),
            data,
            kit,
            blocks,
            discs,
            on_finished: None,
            timings: Arc::default(),
        })
    }

    pub fn config(&self, stones: Stones) -> &QuarryConfig {
        match stones {
            Stones::Blocks => &self.blocks,
            Stones::Discs => &self.discs,
        }
    }
}

/// A table's setup as stored: the creator's spec, checked, with its seed drawn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSetup {
    pub code: String,
    pub seed: u64,
    pub players: Vec<String>,
    pub seats: Vec<SeatSpec>,
    pub options: RuleOptions,
    pub stones: Stones,
    pub absent_after_s: u64,
    /// A rematch's seats kept for their players: per seat, the hash of the
    /// token it had at the last table (module `rematch`). Empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kept_for: Vec<Option<String>>,
}

impl TableSetup {
    /// Checks a creator's spec; `seed` is used when the spec names none.
    pub fn from_spec(spec: &TableSpec, code: &str, seed: u64) -> Result<TableSetup, String> {
        let n = spec.seats.len();
        if !(2..=4).contains(&n) {
            return Err(format!("a table has 2 to 4 seats, not {n}"));
        }
        if spec.options.validate().is_err() {
            return Err("the rule options are not valid".to_string());
        }
        let players = match &spec.names {
            Some(names) if names.len() != n => {
                return Err(format!("{} names for {n} seats", names.len()))
            }
            Some(names) => names
                .iter()
                .map(|name| {
                    let name: String = name.trim().chars().filter(|c| !c.is_control()).collect();
                    match name.chars().count() {
                        0 => Err("a player's name is empty".to_string()),
                        c if c > MAX_NAME_CHARS => Err(format!(
                            "a player's name is longer than {MAX_NAME_CHARS} characters"
                        )),
                        _ => Ok(name),
                    }
                })
                .collect::<Result<Vec<_>, _>>()?,
            None => (spec.seats.iter().enumerate())
                .map(|(i, seat)| match seat {
                    SeatSpec::Person => format!("Seat {}", i + 1),
                    SeatSpec::Bot(level) => format!("{} {}", level.name(), i + 1),
                })
                .collect(),
        };
        Ok(TableSetup {
            code: code.to_string(),
            seed: spec.seed.unwrap_or(seed),
            players,
            seats: spec.seats.clone(),
            options: spec.options,
            stones: spec.stones,
            absent_after_s: spec.absent_after_s,
            kept_for: Vec::new(),
        })
    }

    fn rules_setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            players: self.players.clone(),
            options: self.options,
        }
    }
}

/// One stored event: the public event and, for a server bot's move, the bot's
/// random state after it (never sent).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredEvent {
    pub event: PublicEvent,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_rng: Option<Pcg64>,
}

/// A push by hand under way: its command's event number, who pushes, and the
/// hand's wishes so far (runs of equal frames counted once, as a record keeps them).
pub(super) struct HandPush {
    pub at: u64,
    pub seat: usize,
    pub trace: Vec<HandFrame>,
}

/// One table. See the module docs.
pub struct TableState {
    pub id: i64,
    /// The epoch of this server's lease on the table, carried by every event
    /// it writes (0 where tables are not leased: one server's own file).
    pub epoch: u64,
    pub setup: TableSetup,
    pub(super) session: Session,
    pub(super) shelf: Arc<Shelf>,
    pub(super) store: SharedStore,
    /// The number of the last event stored.
    pub seq: u64,
    /// The opening quarry as sent to clients (generator neutral).
    pub(super) opening: QuarryDescription,
    /// The server's bot at each seat a bot plays.
    pub(super) bots: Vec<Option<Bot>>,
    /// The hash of each claimed seat's token.
    pub(super) tokens: Vec<Option<String>>,
    /// Since when each seat has had no client (`None`: one is connected).
    pub(super) absent_since: Vec<Option<Instant>>,
    pub(super) hand_push: Option<HandPush>,
    pub(super) listeners: Vec<Listener>,
    /// Why the table takes no more commands (a stored command the rules
    /// refused, or a write the store refused): every later one is refused
    /// with it.
    pub(super) broken: Option<String>,
    /// The store refused a write because another server took the table's
    /// lease: the table stops here, its clients go to the new owner.
    pub(super) lease_lost: bool,
    /// The store refused a write (a database restarting, say): the table
    /// stops, and is loaded again from what was stored when a client comes
    /// back, rather than refusing every command until the server restarts.
    pub(super) unsaved: bool,
    /// The finished game's record is stored.
    pub(super) finished: bool,
    /// The code of the game's rematch, once made.
    pub(super) rematch: Option<String>,
}

/// The generator every table's described quarry carries: laying the stones is
/// done, so it draws nothing more, and the game's own stays unknown.
const NEUTRAL_QUARRY_SEED: u64 = 0x0a11_5eed;

impl TableState {
    /// A new table: the game from its seed, the opening quarry laid and rebuilt
    /// from its neutral description, the `opened` event stored as number 1.
    pub fn create(
        (id, epoch): (i64, u64),
        setup: TableSetup,
        shelf: Arc<Shelf>,
        store: SharedStore,
    ) -> Result<TableState, String> {
        let mut table = TableState::fresh(id, setup, shelf, store)?;
        table.epoch = epoch;
        let opened = PublicEvent::Opened {
            players: table.setup.players.clone(),
            seats: table.setup.seats.clone(),
            stones: table.setup.stones,
            options: table.setup.options,
        };
        table.store_event(&StoredEvent {
            event: opened,
            bot_rng: None,
        })?;
        Ok(table)
    }

    /// The table before any event.
    fn fresh(
        id: i64,
        setup: TableSetup,
        shelf: Arc<Shelf>,
        store: SharedStore,
    ) -> Result<TableState, String> {
        let config = shelf.config(setup.stones).clone();
        let rules = setup.rules_setup();
        let game = Game::new(shelf.data.clone(), &rules)?;
        let o = shelf.data.components.quarry_opening;
        let quarry = crate::quarry::Quarry::new(&config, [o.small, o.mid, o.large], setup.seed)
            .map_err(|e| format!("the quarry could not be laid: {e}"))?;
        let mut opening = quarry.describe();
        opening.rng = Pcg64::seed_from_u64(NEUTRAL_QUARRY_SEED);
        // The quarry is laid from the description as clients read it (JSON).
        let text = serde_json::to_string(&opening).map_err(|e| e.to_string())?;
        let opening: QuarryDescription = serde_json::from_str(&text)
            .map_err(|e| format!("the opening quarry does not read back: {e}"))?;
        let mut session = Session::without_words(game, quarry, setup.seed);
        session.start_record(&rules, "physics", Some(config));
        session
            .rebuild_quarry(opening.clone())
            .map_err(|e| format!("the quarry could not be rebuilt: {e}"))?;
        let n = setup.seats.len();
        let bots = (setup.seats.iter().enumerate())
            .map(|(seat, kind)| match kind {
                SeatSpec::Bot(level) => Some(new_bot(&shelf, *level, setup.seed, seat)),
                SeatSpec::Person => None,
            })
            .collect();
        let now = Instant::now();
        Ok(TableState {
            id,
            epoch: 0,
            session,
            shelf,
            store,
            seq: 0,
            opening,
            bots,
            tokens: vec![None; n],
            absent_since: (setup.seats.iter())
                .map(|s| (*s == SeatSpec::Person).then_some(now))
                .collect(),
            setup,
            hand_push: None,
            listeners: Vec::new(),
            broken: None,
            lease_lost: false,
            unsaved: false,
            finished: false,
            rematch: None,
        })
    }

    /// A table rebuilt from its stored events: every command applied again,
    /// every push stepped again (a bot's by its plan, a person's by the hand's
    /// stored wishes) and checked against the result stored. A push by hand
    /// whose end was never stored is at its start again; a bot's push whose end
    /// was never stored is finished by [`TableState::advance`].
    pub fn rebuild(
        id: i64,
        setup: TableSetup,
        shelf: Arc<Shelf>,
        store: SharedStore,
        tokens: Vec<(usize, String)>,
        events: Vec<(u64, String)>,
    ) -> Result<TableState, String> {
        let code = setup.code.clone();
        let mut table = TableState::fresh(id, setup, shelf, store)?;
        for (seat, hash) in tokens {
            if let Some(slot) = table.tokens.get_mut(seat) {
                *slot = Some(hash);
            }
        }
        for (seq, text) in events {
            if seq != table.seq + 1 {
                return Err(format!(
                    "table {code}: event {seq} follows event {}",
                    table.seq
                ));
            }
            let stored: StoredEvent = serde_json::from_str(&text)
                .map_err(|e| format!("table {code}: event {seq} cannot be read: {e}"))?;
            table
                .replay_one(seq, stored)
                .map_err(|e| format!("table {code}: event {seq}: {e}"))?;
            table.seq = seq;
        }
        table.finished = table.session.game.is_over() && table.has_record(&code);
        Ok(table)
    }

    fn has_record(&self, code: &str) -> bool {
        matches!(self.store.table(code), Ok(Some(t)) if t.record.is_some())
    }

    fn replay_one(&mut self, seq: u64, stored: StoredEvent) -> Result<(), String> {
        match stored.event {
            PublicEvent::Opened { .. } | PublicEvent::Chat { .. } => {}
            PublicEvent::Command {
                seat,
                command,
                plan,
            } => {
                self.session
                    .bot_command(command.clone(), "", plan)
                    .map_err(|e| e.to_string())?;
                if let (Some(rng), Some(Some(bot))) = (stored.bot_rng, self.bots.get_mut(seat)) {
                    bot.rewind(rng);
                }
                if matches!(command, Command::Push { .. }) && plan.is_none() {
                    self.hand_push = Some(HandPush {
                        at: seq,
                        seat,
                        trace: Vec::new(),
                    });
                }
            }
            PublicEvent::Pushed { result, hand, .. } => {
                if let Some(trace) = hand {
                    let size = (self.session.push.as_ref())
                        .map(PushDriver::size)
                        .ok_or("a push's end with no push under way")?;
                    self.session.push =
                        Some(PushDriver::retraced(&self.session.quarry, size, trace));
                    self.hand_push = None;
                }
                self.run_push_out()?;
                let (front, elsewhere) = split_falls(self.session.push_falls());
                let again = Command::QuarryResult { front, elsewhere };
                if again != result {
                    return Err(format!("stored {result}, the quarry gave {again} again"));
                }
            }
            PublicEvent::Rematch { code } => self.rematch = Some(code),
            PublicEvent::SeatBack { seat } => {
                if let Some(slot) = self.bots.get_mut(seat) {
                    *slot = None;
                }
            }
            PublicEvent::SeatToBot { seat, level } => {
                let bot = new_bot(&self.shelf, level, self.setup.seed, seat);
                if let Some(slot) = self.bots.get_mut(seat) {
                    *slot = Some(bot);
                }
            }
        }
        Ok(())
    }

    /// Steps the push under way to its end (the rules learn what fell).
    pub(super) fn run_push_out(&mut self) -> Result<(), String> {
        while self.session.push.is_some() {
            self.session
                .frame()
                .map_err(|e| format!("the push failed: {e}"))?;
        }
        Ok(())
    }

    /// Stores the table's next event (before anyone hears of it) and tells
    /// every listener. A store that refuses stops the table (see `unsaved`).
    pub(super) fn store_event(&mut self, stored: &StoredEvent) -> Result<u64, String> {
        let text = serde_json::to_string(stored).map_err(|e| e.to_string())?;
        let seq = self.seq + 1;
        // Waits for the commit that holds it (with other tables' events).
        let asked = Instant::now();
        let written = self.store.append(self.id, self.epoch, seq, text);
        self.shelf.timings.commit.add(asked.elapsed());
        if let Err(e) = written {
            self.lease_lost = e.contains(super::store::LEASE_LOST);
            self.unsaved = true;
            let why = format!(
                "the table could not be saved ({e}); coming back loads it again from its store"
            );
            self.broken = Some(why.clone());
            return Err(why);
        }
        self.seq = seq;
        let message = ServerMessage::Event {
            seq,
            event: stored.event.clone(),
        };
        self.tell_all(&message);
        Ok(seq)
    }

    /// Sends a message to every listener; those gone are dropped.
    pub(super) fn tell_all(&mut self, message: &ServerMessage) {
        let text: Arc<str> = super::protocol::server_text(message).into();
        let mut left = Vec::new();
        self.listeners.retain(|l| {
            let here = l.send_shared(text.clone());
            if !here {
                left.extend(l.seat);
            }
            here
        });
        self.seats_left(left);
    }

    /// The seats of connections that went away are empty from now, unless
    /// another connection holds them. Called wherever a listener is dropped,
    /// not only on `detach`: a connection's queue may close (found on a send)
    /// before its detach is read, and that detach then finds no listener.
    pub(super) fn seats_left(&mut self, left: Vec<usize>) {
        let now = Instant::now();
        for seat in left {
            if !self.listeners.iter().any(|l| l.seat == Some(seat)) {
                self.absent_since[seat].get_or_insert(now);
            }
        }
    }

    /// Sends each listener its own state of the table now.
    pub(super) fn tell_states(&mut self) {
        let quarry = quarry_hash(&self.session.quarry);
        let mut gone = Vec::new();
        let mut written = Vec::new();
        for (i, listener) in self.listeners.iter().enumerate() {
            let state = seat_state(self, listener.seat, &quarry, &mut written);
            if !listener.send(&ServerMessage::State(Box::new(state))) {
                gone.push(i);
            }
        }
        let mut left = Vec::new();
        for i in gone.into_iter().rev() {
            left.extend(self.listeners.remove(i).seat);
        }
        self.seats_left(left);
    }

    /// The game as it stands (for tests and the benchmark).
    pub fn game(&self) -> &Game {
        &self.session.game
    }

    /// The record so far, finished at the game as it stands.
    pub fn record_so_far(&self) -> Option<crate::record::GameRecord> {
        self.session.record_so_far()
    }
}

/// A server bot for `seat`, its stream from the game's seed.
pub(super) fn new_bot(shelf: &Shelf, level: BotLevel, seed: u64, seat: usize) -> Bot {
    Bot::new(level, shelf.kit.clone(), bot_seed(seed, seat))
}

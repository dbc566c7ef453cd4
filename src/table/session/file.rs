//! Saving and loading a hot-seat session as RON: the game, the physical quarry
//! (as the game describes it: tuning, every stone's pose, velocity and sleep, the
//! pusher and the quarry's random state), the log, the seats and the seed — so that a
//! loaded game goes on exactly as the saved one does, bit for bit.
//!
//! Decisions:
//! - A save during a push is refused: the stones are moving and the rules wait
//!   for the physics, a state that belongs to the hand on the pusher. Finish the
//!   push (the menu says why Save is unavailable), then save.
//! - Rapier's own sets are never saved: a hand-edited index in them made rapier
//!   panic once the game stepped. The quarry is saved as its description and
//!   rebuilt from it on load, after every number was checked. A rebuilt world has
//!   no warm-start contact impulses, so the session that is saved goes on with the
//!   quarry rebuilt from the very description written: the game played on and the
//!   game loaded later step from the same state.
//! - A loaded game starts with the curtain down: whoever sits at the screen
//!   now must show that he is the player to act before his money is shown.
//! - The quarry goes on with the tuning it was saved with (it is part of the
//!   quarry's state); the window may retune it afterwards.
//! - A file is checked before it becomes a session: its format, the rules'
//!   invariants, the game data, the seats, the quarry's description, and that
//!   quarry and rules agree on the stones in the quarry. A file that fails any
//!   check is refused with an error naming the file (and line, column and field
//!   where the text is at fault); the session in play is not touched.

use super::Session;
use crate::assets::{parse_ron, AssetError};
use crate::bots::BotLevel;
use crate::quarry::{Quarry, QuarryDescription, QuarryError};
use crate::record::{GameRecord, Recorder};
use crate::ron_text::{locate_field, locate_indexed_field};
use crate::rules::Game;
use crate::table::seats::{shared_colour, Seat, SeatKind};
use rand_pcg::Pcg64;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The layout of a save file; a file of another format is refused by name.
/// Format 2: the quarry's colliders carry the material pair table themselves (format 1
/// kept it in a contact hook), so a format 1 quarry would run with other friction.
/// Format 3: the quarry is saved as its description, not as rapier's sets.
/// Format 4: the bots' random states are saved (`bots`), so a loaded game's bots
/// go on as the saved game's would. A format 3 save still loads: its bots start
/// from the game's seed, as they did then.
/// Format 5: the game's record so far (`record`), so that a loaded game can be
/// watched again from its first move (`table::watch`). Formats 3 and 4 still
/// load, without one.
pub const SAVE_FORMAT: u32 = 5;

/// The oldest format this game still reads.
pub const OLDEST_FORMAT: u32 = 3;

/// The folder new saves go to: `saves` in the user's data folder
/// (`$XDG_DATA_HOME/via-appia/saves`, usually `~/.local/share/via-appia/saves`),
/// or `saves` where the game was started when there is none.
pub fn saves_dir() -> PathBuf {
    dirs::data_dir()
        .map(|d| d.join("via-appia").join("saves"))
        .unwrap_or_else(|| PathBuf::from("saves"))
}

/// The default file for a game: `<saves>/seed-<seed>-round-<round>.ron`.
pub fn default_save_path(seed: u64, round: u32) -> PathBuf {
    saves_dir().join(format!("seed-{seed}-round-{round}.ron"))
}

#[derive(Serialize)]
struct SessionFileOut<'a> {
    format: u32,
    seed: u64,
    seats: &'a [Seat],
    log: &'a [String],
    game: &'a Game,
    quarry: &'a QuarryDescription,
    bots: &'a [Option<Pcg64>],
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<&'a GameRecord>,
}

/// Only the format, read first so that a file of another format is refused by its
/// number rather than by the first field this game no longer knows.
#[derive(Deserialize)]
struct SessionFileFormat {
    format: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SessionFileIn {
    /// Already checked through `SessionFileFormat`; named here so that it is no unknown field.
    #[allow(dead_code)]
    format: u32,
    seed: u64,
    seats: Vec<Seat>,
    log: Vec<String>,
    game: Game,
    quarry: QuarryDescription,
    /// Absent in format 3.
    #[serde(default)]
    bots: Vec<Option<Pcg64>>,
    /// Absent before format 5, and for a game not recorded from its start.
    #[serde(default)]
    record: Option<GameRecord>,
}

impl Session {
    /// Why the session cannot be saved now, if it cannot.
    pub fn save_refusal(&self) -> Option<String> {
        (self.push.is_some() || self.game.awaiting_quarry().is_some())
            .then(|| crate::tr!("setup-save-during-push"))
    }

    /// The session as RON text. The quarry goes on rebuilt from the description
    /// written (see the module's decisions); if anything fails, nothing changed.
    pub fn save_to_string(&mut self) -> Result<String, String> {
        if let Some(why) = self.save_refusal() {
            return Err(crate::tr!("setup-not-saved", why = why));
        }
        let description = self.quarry.describe();
        let rebuilt = Quarry::from_description(description.clone())
            .map_err(|e| not_saved(crate::tr!("errors-save-unholdable"), e))?;
        // The record notes the rebuild it holds, so that a replay makes it too.
        let mut recorder = self
            .recorder
            .as_ref()
            .map(|r| Recorder::resume(r.so_far().clone()));
        if let Some(r) = &mut recorder {
            r.quarry_reset(None);
        }
        let file = SessionFileOut {
            format: SAVE_FORMAT,
            seed: self.seed,
            seats: &self.seats,
            log: &self.log,
            game: &self.game,
            quarry: &description,
            bots: &self.bot_rngs,
            record: recorder.as_ref().map(Recorder::so_far),
        };
        // Pretty down to one line per stone and per part of the tuning.
        let pretty = ron::ser::PrettyConfig::new().depth_limit(3);
        let text = ron::ser::to_string_pretty(&file, pretty)
            .map_err(|e| not_saved(crate::tr!("errors-save-unholdable"), e))?;
        self.quarry = rebuilt;
        if let (Some(kept), Some(r)) = (&mut self.recorder, recorder) {
            *kept = r;
        }
        Ok(text)
    }

    /// Saves to `path`, creating its folder. The file is written beside and
    /// renamed into place, so an existing save is never left half written.
    pub fn save_to(&mut self, path: &Path) -> Result<(), String> {
        let text = self.save_to_string()?;
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| {
                let folder = folder.display().to_string();
                not_saved(crate::tr!("errors-folder-not-created", folder = folder), e)
            })?;
        }
        let mut temp = path.as_os_str().to_owned();
        temp.push(".saving");
        let temp = PathBuf::from(temp);
        let not_written = |file: &Path, e: std::io::Error| {
            let file = file.display().to_string();
            not_saved(crate::tr!("errors-file-not-written", file = file), e)
        };
        std::fs::write(&temp, text).map_err(|e| not_written(&temp, e))?;
        std::fs::rename(&temp, path).map_err(|e| {
            let _ = std::fs::remove_file(&temp);
            not_written(path, e)
        })
    }

    /// Reads a saved session; `file` names the source in errors.
    pub fn load_from_str(text: &str, file: &str) -> Result<Session, AssetError> {
        let at = |anchor: &str, field: &str, message: String| {
            AssetError::at_anchor(file, text, anchor, field, message)
        };
        let version: SessionFileFormat = parse_ron(text, file)?;
        if !(OLDEST_FORMAT..=SAVE_FORMAT).contains(&version.format) {
            let mut error = at(
                "format:",
                "format",
                format!(
                    "this save has format {}, this game reads formats \
                     {OLDEST_FORMAT} to {SAVE_FORMAT}",
                    version.format
                ),
            );
            error.fault = crate::assets::Fault::SaveFormat(version.format);
            return Err(error);
        }
        let saved: SessionFileIn = parse_ron(text, file)?;
        check_game(&saved.game).map_err(|(field, message)| {
            AssetError::at_field(file, text, &format!("game.{field}"), message)
        })?;
        check_seats(&saved.seats, saved.game.players().len())
            .map_err(|e| at("seats:", "seats", e))?;
        check_bots(&saved.bots, &saved.seats).map_err(|e| at("bots:", "bots", e))?;
        if let Some(record) = &saved.record {
            check_record(record, &saved.game).map_err(|e| at("record:", "record", e))?;
        }
        let quarry =
            Quarry::from_description(saved.quarry).map_err(|e| quarry_error(file, text, e))?;
        check_quarry(&quarry, &saved.game).map_err(|e| quarry_error_at(file, text, "quarry", e))?;
        let (seats, log) = without_programs(saved.seats, saved.log, &saved.game);
        Ok(Session {
            // Everyone at the table saw the game up to here: the count of money
            // picks up from the state the save holds.
            ledger: crate::bots::MoneyLedger::watched_whole_game(&saved.game),
            game: saved.game,
            quarry,
            lines_written: log.len() as u64,
            log,
            revealed: None,
            push: None,
            last_falls: Vec::new(),
            seats,
            seed: saved.seed,
            bot_rngs: saved.bots,
            undo: Vec::new(),
            heard: None,
            pushes: super::Pushes::Physical,
            words: true,
            last_hand_trace: Vec::new(),
            recorder: saved.record.map(Recorder::resume),
            events: Vec::new(),
        })
    }

    /// Reads a saved session from a file.
    pub fn load_from(path: &Path) -> Result<Session, AssetError> {
        let name = path.display().to_string();
        let text = crate::assets::read_text(path)?;
        Session::load_from_str(&text, &name)
    }

    /// The menu's Load: this session becomes the saved one if the file loads,
    /// and stays exactly as it was if it does not.
    pub fn load_in_place(&mut self, path: &Path) -> Result<(), AssetError> {
        *self = Session::load_from(path)?;
        Ok(())
    }
}

/// "not saved: <what> — details: <the system's words>".
fn not_saved(what: String, details: impl std::fmt::Display) -> String {
    let why = crate::tr!(
        "errors-with-details",
        what = what,
        details = details.to_string()
    );
    crate::tr!("setup-not-saved", why = why)
}

/// A saved game names the programs that played its seats, but loading a file
/// never starts a program (a save from someone else must not run commands here):
/// the Normal bot takes those seats, and the log says so.
fn without_programs(
    mut seats: Vec<Seat>,
    mut log: Vec<String>,
    game: &Game,
) -> (Vec<Seat>, Vec<String>) {
    for (player, seat) in seats.iter_mut().enumerate() {
        if let Some(command) = seat.kind.agent() {
            let name = game
                .players()
                .get(player)
                .map_or_else(|| format!("{}", player + 1), |p| p.name().to_string());
            let command = command.to_string();
            log.push(crate::tr!(
                "log-program-not-restarted",
                name = name,
                command = command
            ));
            seat.kind = SeatKind::Bot(BotLevel::Normal);
        }
    }
    (seats, log)
}

/// The rules' state is whole (`Game::check_loaded`: data valid, indices in
/// range, numbers bounded, invariants kept) and not waiting for a push (saves
/// are never made during one). The error is `(field, message)`, the field a
/// path under `game`.
fn check_game(game: &Game) -> Result<(), (String, String)> {
    if game.awaiting_quarry().is_some() {
        return Err((
            "phase".to_string(),
            "the game waits for a push, which a save never does".to_string(),
        ));
    }
    game.check_loaded()
        .map_err(|(field, message)| (field, format!("the saved game is inconsistent: {message}")))
}

fn check_seats(seats: &[Seat], players: usize) -> Result<(), String> {
    if seats.len() != players {
        return Err(format!("{} seats for {players} players", seats.len()));
    }
    if let Some(colour) = shared_colour(seats) {
        return Err(format!("two seats are {}", colour.name()));
    }
    Ok(())
}

/// The bots' random states, if the save has them, are one per seat, and only
/// the seats no person plays have one.
fn check_bots(bots: &[Option<Pcg64>], seats: &[Seat]) -> Result<(), String> {
    if bots.is_empty() {
        return Ok(());
    }
    if bots.len() != seats.len() {
        return Err(format!(
            "{} bots' random states for {} seats",
            bots.len(),
            seats.len()
        ));
    }
    match bots
        .iter()
        .zip(seats)
        .position(|(rng, seat)| rng.is_some() == seat.kind.is_human())
    {
        Some(seat) if seats[seat].kind.is_human() => Err(format!(
            "seat {seat} is a person's and has a bot's random state"
        )),
        Some(seat) => Err(format!("seat {seat} is a bot's and has no random state")),
        None => Ok(()),
    }
}

/// The record's commands, replayed on the rules from its seed, reach the saved
/// game: a record that does not would show another game when watched.
fn check_record(record: &GameRecord, game: &Game) -> Result<(), String> {
    let replayed = record.replay(game.data().clone())?;
    if &replayed != game {
        return Err("the record's moves do not lead to the saved game".to_string());
    }
    Ok(())
}

/// A refused quarry description, placed at the field at fault in the file.
fn quarry_error(file: &str, text: &str, error: QuarryError) -> AssetError {
    match error {
        QuarryError::Invalid(e) => quarry_error_at(file, text, &e.field, e.message),
        other => quarry_error_at(file, text, "", other.to_string()),
    }
}

/// An error about `quarry.<field>` (the quarry as a whole for an empty `field`), at the
/// place in `text` where that field is written, or at the quarry itself.
fn quarry_error_at(file: &str, text: &str, field: &str, message: String) -> AssetError {
    let field = if field.is_empty() || field == "quarry" {
        "quarry".to_string()
    } else {
        format!("quarry.{field}")
    };
    let (line, column) = locate_indexed_field(text, &field)
        .or_else(|| locate_field(text, "quarry"))
        .unwrap_or((1, 1));
    AssetError {
        file: file.to_string(),
        fault: crate::assets::Fault::Invalid,
        line,
        column,
        field: Some(field),
        message,
    }
}

/// The quarry holds the stones the rules say it holds, and a frame of physics
/// runs on a copy of it (its description was checked when it was rebuilt).
fn check_quarry(quarry: &Quarry, game: &Game) -> Result<(), String> {
    let rules = game.quarry();
    let counts = quarry.contents();
    if counts != [rules.small, rules.mid, rules.large] {
        return Err(format!(
            "the quarry holds {counts:?} stones (small, mid, large) but the rules say {:?}",
            [rules.small, rules.mid, rules.large]
        ));
    }
    // The world was rebuilt by the game's own code from checked numbers, so a frame
    // cannot fail; this is the last guard should a check have missed something.
    let mut trial = quarry.clone();
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || trial.step()))
        .map_err(|_| "the physics state is broken: a frame of physics fails on it".to_string())
}

//! Autosaves: after every turn the table writes the game to the user's data
//! folder, so that a crash, a killed process or a closed window loses at most
//! the turn in progress. On start the window (and `play --continue`) offers the
//! newest one.
//!
//! Decisions:
//! - A file per turn, numbered: `autosave-000042-seed-7-round-12.ron`. The
//!   number orders them (file times can be coarse or wrong); the seed and round
//!   tell a person which game it is. A finished game's last autosave ends in
//!   `-over.ron`: there is nothing to continue, and Continue says so.
//! - Each file is written beside and renamed into place (`Session::save_to`), so
//!   a kill during the write leaves the previous autosave whole.
//! - The newest [`KEEP`] files are kept; older ones are removed after a new one
//!   is written. A file that cannot be removed stays (and is reported nowhere:
//!   it costs disk, never a game).
//! - Games from several windows share the folder; the newest turn wins.

use std::path::{Path, PathBuf};

/// Autosaves kept in the folder.
pub const KEEP: usize = 5;

const PREFIX: &str = "autosave-";

/// The folder autosaves go to: `autosave` in the user's data folder
/// (`$XDG_DATA_HOME/via-appia/autosave`, usually `~/.local/share/via-appia/autosave`),
/// or `autosave` where the game was started when there is none.
pub fn autosave_dir() -> PathBuf {
    dirs::data_dir()
        .map(|d| d.join("via-appia").join("autosave"))
        .unwrap_or_else(|| PathBuf::from("autosave"))
}

/// One autosave file, as its name describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutosaveFile {
    pub path: PathBuf,
    /// Its place in the folder's order (higher is newer).
    pub number: u64,
    pub seed: u64,
    pub round: u32,
    /// The game in it is over.
    pub over: bool,
}

impl AutosaveFile {
    /// Reads what the file name says; `None` for a file that is no autosave.
    fn parse(path: &Path) -> Option<AutosaveFile> {
        let name = path.file_name()?.to_str()?;
        let rest = name.strip_prefix(PREFIX)?.strip_suffix(".ron")?;
        let (rest, over) = match rest.strip_suffix("-over") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let mut parts = rest.split('-');
        let number = parts.next()?.parse().ok()?;
        let seed = parts
            .next()
            .filter(|&p| p == "seed")
            .and(parts.next())?
            .parse()
            .ok()?;
        let round = parts
            .next()
            .filter(|&p| p == "round")
            .and(parts.next())?
            .parse()
            .ok()?;
        parts.next().is_none().then(|| AutosaveFile {
            path: path.to_path_buf(),
            number,
            seed,
            round,
            over,
        })
    }

    /// "round 12 of the game with seed 7", for the Continue button.
    pub fn label(&self) -> String {
        let seed = self.seed.to_string();
        crate::tr!("setup-continue-label", round = self.round, seed = seed)
    }
}

/// The autosaves in `dir`, oldest first (none if the folder is missing).
pub fn autosaves(dir: &Path) -> Vec<AutosaveFile> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<AutosaveFile> = entries
        .flatten()
        .filter_map(|e| AutosaveFile::parse(&e.path()))
        .collect();
    files.sort_by_key(|f| f.number);
    files
}

/// The newest autosave in `dir`, if its game can be continued (not over).
pub fn latest(dir: &Path) -> Option<AutosaveFile> {
    autosaves(dir).pop().filter(|f| !f.over)
}

/// Where the table's autosaves go and which turn was saved last.
#[derive(Clone, Debug)]
pub struct Autosave {
    pub dir: PathBuf,
    /// The turn last saved (see [`TurnMark`]); none saved yet.
    saved: Option<TurnMark>,
    /// A failed autosave was reported to the player.
    failure_told: bool,
}

/// Which turn a game is at: it changes exactly when a turn ends (the rounds, the
/// player to act and the turns played), and when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnMark {
    round: u32,
    current: usize,
    turns: u32,
    over: bool,
}

impl TurnMark {
    pub fn of(game: &crate::rules::Game) -> TurnMark {
        TurnMark {
            round: game.round(),
            current: game.current(),
            turns: game.players().iter().map(|p| p.turns()).sum(),
            over: game.is_over(),
        }
    }
}

impl Autosave {
    /// Autosaves into `dir`, counting the game as saved at `now` (a game just
    /// loaded or started need not be written again before its first turn ends).
    pub fn new(dir: PathBuf, now: TurnMark) -> Autosave {
        Autosave {
            dir,
            saved: Some(now),
            failure_told: false,
        }
    }

    /// True when the game has moved on to another turn since the last autosave.
    pub fn due(&self, now: TurnMark) -> bool {
        self.saved != Some(now)
    }

    /// The next file's path for a game of `seed` at `round`.
    pub fn next_path(&self, seed: u64, round: u32, over: bool) -> PathBuf {
        let number = autosaves(&self.dir).last().map_or(1, |f| f.number + 1);
        let end = if over { "-over" } else { "" };
        self.dir.join(format!(
            "{PREFIX}{number:06}-seed-{seed}-round-{round}{end}.ron"
        ))
    }

    /// True the first time an autosave failed: it is reported once, not every turn.
    pub fn first_failure(&mut self) -> bool {
        !std::mem::replace(&mut self.failure_told, true)
    }

    /// The turn `now` is saved: remember it and remove all but the newest [`KEEP`] files.
    pub fn saved(&mut self, now: TurnMark) {
        self.saved = Some(now);
        let files = autosaves(&self.dir);
        let excess = files.len().saturating_sub(KEEP);
        for old in &files[..excess] {
            let _ = std::fs::remove_file(&old.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_back_and_other_files_ignored() {
        let f = AutosaveFile::parse(Path::new("/x/autosave-000042-seed-7-round-12.ron"))
            .expect("an autosave");
        assert_eq!((f.number, f.seed, f.round, f.over), (42, 7, 12, false));
        let over = AutosaveFile::parse(Path::new("autosave-000003-seed-1-round-40-over.ron"))
            .expect("an autosave");
        assert!(over.over);
        for other in [
            "autosave-000042-seed-7-round-12.ron.saving",
            "seed-7-round-12.ron",
            "autosave-x-seed-7-round-12.ron",
            "autosave-1-seed-7-round-12-extra.ron",
            "autosave-1-round-7-seed-12.ron",
        ] {
            assert_eq!(AutosaveFile::parse(Path::new(other)), None, "{other}");
        }
    }

    #[test]
    fn the_newest_five_are_kept_and_a_finished_game_is_not_offered() {
        let dir = std::env::temp_dir().join(format!("via-appia-autosave-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("folder");
        let mark = |round| TurnMark {
            round,
            current: 0,
            turns: round,
            over: false,
        };
        let mut autosave = Autosave::new(dir.clone(), mark(0));
        assert!(!autosave.due(mark(0)));
        assert_eq!(latest(&dir), None);
        for round in 1..=8 {
            assert!(autosave.due(mark(round)));
            let path = autosave.next_path(9, round, false);
            std::fs::write(&path, "x").expect("written");
            autosave.saved(mark(round));
        }
        let kept = autosaves(&dir);
        assert_eq!(kept.len(), KEEP);
        assert_eq!(
            kept.iter().map(|f| f.round).collect::<Vec<_>>(),
            vec![4, 5, 6, 7, 8]
        );
        assert_eq!(latest(&dir).map(|f| f.round), Some(8));
        std::fs::write(autosave.next_path(9, 9, true), "x").expect("written");
        assert_eq!(latest(&dir), None, "a finished game is not continued");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

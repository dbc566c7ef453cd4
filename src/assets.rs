//! Loading the RON files under `assets/`: every error names the file, the line and
//! column, and the field, so that a tuner can fix a typo without reading code.
//!
//! Where the game finds its files, first found wins:
//! 1. the folder given by `--assets DIR` (or the `VIA_APPIA_ASSETS` variable);
//! 2. the user's own folder, `$XDG_CONFIG_HOME/via-appia` (`~/.config/via-appia`);
//! 3. `assets/` of the checkout the binary was built from, when it runs from
//!    that checkout (`cargo run`, `cargo test`, or `target/` inside it), so that
//!    the tuning panel's "Save to RON" edits the shipped file;
//! 4. the copies built into the binary, so that a copied or installed binary
//!    runs anywhere.
//!
//! Each file is looked up on its own: a user may override `quarry.ron` alone.

use serde::de::DeserializeOwned;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The files the game ships, as built into the binary.
pub const SHIPPED: [(&str, &str); 7] = [
    ("board.ron", include_str!("../assets/board.ron")),
    ("game.ron", include_str!("../assets/game.ron")),
    ("quarry.ron", include_str!("../assets/quarry.ron")),
    (
        "quarry_discs.ron",
        include_str!("../assets/quarry_discs.ron"),
    ),
    ("bots.ron", include_str!("../assets/bots.ron")),
    (
        "quarry_model.ron",
        include_str!("../assets/quarry_model.ron"),
    ),
    (
        "quarry_model_discs.ron",
        include_str!("../assets/quarry_model_discs.ron"),
    ),
];

/// The environment variable naming a folder of asset files.
pub const ASSETS_ENV: &str = "VIA_APPIA_ASSETS";

/// The `--assets DIR` of this run, set once before anything is loaded.
static ASSETS_FLAG: OnceLock<PathBuf> = OnceLock::new();

/// Makes `dir` the first place files are looked for (`--assets DIR`); it must
/// be a folder.
pub fn use_asset_folder(dir: &Path) -> Result<(), String> {
    if !dir.is_dir() {
        return Err(format!("--assets {}: not a folder", dir.display()));
    }
    ASSETS_FLAG
        .set(dir.to_path_buf())
        .map_err(|_| "--assets given twice".to_string())
}

/// The checkout's `assets/` folder, where the shipped files are edited.
pub fn asset_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// Path of a shipped asset in the checkout, e.g. `asset_path("board.ron")`.
pub fn asset_path(name: &str) -> PathBuf {
    asset_dir().join(name)
}

/// A path as a person reads it: inside the checkout relative to it
/// (`assets/quarry.ron`), inside the home folder with `~`.
pub fn short_path(path: &Path) -> String {
    if let Ok(rest) = path.strip_prefix(env!("CARGO_MANIFEST_DIR")) {
        return rest.display().to_string();
    }
    match dirs::home_dir().and_then(|home| path.strip_prefix(home).ok().map(Path::to_path_buf)) {
        Some(rest) => format!("~/{}", rest.display()),
        None => path.display().to_string(),
    }
}

/// The user's own folder of asset files (it need not exist).
pub fn user_asset_dir() -> Option<PathBuf> {
    dirs::config_dir().map(|d| d.join("via-appia"))
}

/// The folders searched for asset files, in order (existing or not).
pub fn asset_folders() -> Vec<PathBuf> {
    let mut folders = Vec::new();
    if let Some(dir) = ASSETS_FLAG.get() {
        folders.push(dir.clone());
    }
    if let Some(dir) = std::env::var_os(ASSETS_ENV).filter(|v| !v.is_empty()) {
        folders.push(PathBuf::from(dir));
    }
    folders.extend(user_asset_dir());
    if runs_from_checkout() {
        folders.push(asset_dir());
    }
    folders
}

/// Whether this binary runs from the checkout it was built from: started by
/// cargo there, or lying inside it. A copied or installed binary does not read
/// a checkout that happens to be on the same disk: it uses its built-in files.
fn runs_from_checkout() -> bool {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let by_cargo = std::env::var_os("CARGO_MANIFEST_DIR").is_some_and(|d| Path::new(&d) == root);
    let inside = || {
        let exe = std::env::current_exe().and_then(|e| e.canonicalize());
        let root = root.canonicalize();
        matches!((exe, root), (Ok(exe), Ok(root)) if exe.starts_with(&root))
    };
    by_cargo || inside()
}

/// The file the game reads `name` from, or `None` when it uses its built-in copy.
pub fn asset_file(name: &str) -> Option<PathBuf> {
    asset_folders()
        .into_iter()
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())
}

/// Where a tuner's edits of `name` are written: the file in use, or a new one
/// in the user's folder when the built-in copy is in use.
pub fn writable_asset_path(name: &str) -> PathBuf {
    asset_file(name)
        .or_else(|| user_asset_dir().map(|d| d.join(name)))
        .unwrap_or_else(|| asset_path(name))
}

/// Where a tuner's "Save to RON" writes the file read from `in_use`: that file,
/// unless it is the checkout's shipped copy — a player who started the game with
/// `cargo run` tunes their own table, not the files the project ships — then the
/// same name in the user's folder, which is searched before the checkout, so the
/// saved file is the one read next.
pub fn save_path_of(in_use: &Path) -> PathBuf {
    save_path_for(in_use, user_asset_dir(), &asset_dir())
}

/// [`save_path_of`] from what it depends on.
fn save_path_for(in_use: &Path, user_dir: Option<PathBuf>, checkout: &Path) -> PathBuf {
    match (user_dir, in_use.file_name()) {
        (Some(dir), Some(name)) if in_use.parent() == Some(checkout) => dir.join(name),
        _ => in_use.to_path_buf(),
    }
}

/// The text of asset `name` and how errors name it: a file found on the
/// search path, else the built-in copy.
pub fn asset_text(name: &str) -> Result<(String, String), AssetError> {
    if let Some(path) = asset_file(name) {
        return Ok((read_text(&path)?, path.display().to_string()));
    }
    SHIPPED
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(_, text)| (text.to_string(), format!("<built-in>/{name}")))
        .ok_or_else(|| AssetError::file(name, Fault::Missing, "no such asset"))
}

/// Why a RON asset could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssetError {
    pub file: String,
    /// What kind of trouble it is, so the window can say it in the player's
    /// language; `message` holds the details (for a tuner or a bug report).
    pub fault: Fault,
    /// 1-based; 0 when the error is about the file as a whole.
    pub line: usize,
    pub column: usize,
    /// The field the error is about, if known (e.g. `spaces[3].size`).
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for AssetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        if let Some(field) = &self.field {
            write!(f, ": field `{field}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for AssetError {}

/// The kinds of trouble a file can be in, from the player's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No file of that name.
    Missing,
    /// The file is there but cannot be read (permissions, a folder, a disk error).
    Unreadable,
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge,
    /// Not UTF-8 text.
    NotText,
    /// Not RON of the expected shape (a typo, a wrong type, an unknown field).
    Syntax,
    /// Well written, but its values are out of range or contradict each other.
    Invalid,
    /// A save from another version of the game: its format number.
    SaveFormat(u32),
}

impl AssetError {
    /// An error about a whole file (missing, unreadable, too large).
    pub fn file(file: &str, fault: Fault, message: impl Into<String>) -> Self {
        AssetError {
            file: file.to_string(),
            fault,
            line: 0,
            column: 0,
            field: None,
            message: message.into(),
        }
    }

    /// A validation error about the field at `path` (e.g. `players[1].sesterces`),
    /// located where the text writes it (or, failing that, its nearest parent).
    /// A broken conservation law names several (`stone_storage, quarry, …`): it
    /// is located at the first.
    pub fn at_field(file: &str, text: &str, path: &str, message: impl Into<String>) -> Self {
        let first = path.split(", ").next().unwrap_or(path);
        let (line, column) = crate::ron_text::locate_indexed_field(text, first).unwrap_or((0, 0));
        AssetError {
            file: file.to_string(),
            fault: Fault::Invalid,
            line,
            column,
            field: Some(path.to_string()),
            message: message.into(),
        }
    }

    /// A validation error about `field`, located at the first place in `text`
    /// where `anchor` occurs (or at the top of the file when it does not).
    pub fn at_anchor(
        file: &str,
        text: &str,
        anchor: &str,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        let (line, column) = crate::ron_text::locate(text, anchor).unwrap_or((1, 1));
        AssetError {
            file: file.to_string(),
            fault: Fault::Invalid,
            line,
            column,
            field: Some(field.into()),
            message: message.into(),
        }
    }
}

/// Reads a file and parses it as RON.
pub fn load_ron<T: DeserializeOwned>(path: &Path) -> Result<(T, String), AssetError> {
    let name = path.display().to_string();
    let text = read_text(path)?;
    let value = parse_ron(&text, &name)?;
    Ok((value, text))
}

/// Most bytes a data file, script, save or record may have: the largest the
/// game writes are a few megabytes; a bigger file is refused before it is read.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// Reads a text file; a file that is too big or not UTF-8 is refused with the
/// place of the first bad byte.
pub fn read_text(path: &Path) -> Result<String, AssetError> {
    use std::io::Read;
    let name = path.display().to_string();
    let cannot = |e: std::io::Error| {
        let fault = match e.kind() {
            std::io::ErrorKind::NotFound => Fault::Missing,
            _ => Fault::Unreadable,
        };
        AssetError::file(&name, fault, format!("cannot read the file: {e}"))
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(AssetError::file(
            &name,
            Fault::TooLarge,
            format!("the file is larger than {} MiB", MAX_FILE_BYTES >> 20),
        ));
    }
    text_from_bytes(bytes, &name)
}

/// The bytes as text, or an error at the line and column of the first byte
/// that is not UTF-8 (with its byte offset).
pub fn text_from_bytes(bytes: Vec<u8>, file: &str) -> Result<String, AssetError> {
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let before = String::from_utf8_lossy(&e.as_bytes()[..good]);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        AssetError {
            file: file.to_string(),
            fault: Fault::NotText,
            line,
            column,
            field: None,
            message: format!("byte {good} is not UTF-8 text (save the file as UTF-8)"),
        }
    })
}

/// The first line of a message, at most `MAX_MESSAGE` characters: an error must
/// never echo a file back (an unterminated string once printed 31 KB of save).
pub fn clip(message: &str) -> String {
    const MAX_MESSAGE: usize = 160;
    let first = message.lines().next().unwrap_or("");
    let mut out: String = first.chars().take(MAX_MESSAGE).collect();
    if out.len() < message.len() {
        out.push('…');
    }
    out
}

/// Parses RON text; `file` names it in errors.
pub fn parse_ron<T: DeserializeOwned>(text: &str, file: &str) -> Result<T, AssetError> {
    ron::Options::default()
        .from_str(text)
        .map_err(|e| from_spanned(e, text, file))
}

fn from_spanned(error: ron::error::SpannedError, text: &str, file: &str) -> AssetError {
    let position = error.span.start;
    let field = match &error.code {
        ron::Error::MissingStructField { field, .. } => Some(field.to_string()),
        ron::Error::NoSuchStructField { found, .. } => Some(found.clone()),
        ron::Error::DuplicateStructField { field, .. } => Some(field.to_string()),
        _ => crate::ron_text::field_before(text, position.line, position.col),
    };
    AssetError {
        file: file.to_string(),
        fault: Fault::Syntax,
        line: position.line,
        column: position.col,
        field,
        message: clip(&error.code.to_string()),
    }
}

/// Loads and cross-checks `board.ron` and `game.ron`.
pub fn load_game_data(
    board_path: &Path,
    game_path: &Path,
) -> Result<std::sync::Arc<crate::rules::GameData>, AssetError> {
    let board = (read_text(board_path)?, board_path.display().to_string());
    let game = (read_text(game_path)?, game_path.display().to_string());
    game_data_from_texts(board, game)
}

/// Parses and cross-checks a board and a game file given as `(text, name)`.
pub fn game_data_from_texts(
    (board_text, board_name): (String, String),
    (game_text, game_name): (String, String),
) -> Result<std::sync::Arc<crate::rules::GameData>, AssetError> {
    use crate::rules::board::{Board, BoardSpec};
    use crate::rules::data::{Components, GameData};
    let located = |name: &str, text: &str, e: crate::rules::data::ValidationError| {
        AssetError::at_anchor(name, text, &e.anchor, e.field, e.message)
    };
    let board_spec: BoardSpec = parse_ron(&board_text, &board_name)?;
    let board = Board::new(board_spec).map_err(|e| located(&board_name, &board_text, e))?;
    let components: Components = parse_ron(&game_text, &game_name)?;
    components
        .validate()
        .map_err(|e| located(&game_name, &game_text, e))?;
    let data =
        GameData::new(board, components).map_err(|e| located(&board_name, &board_text, e))?;
    Ok(std::sync::Arc::new(data))
}

/// The board and components the game plays with (see the module doc for where
/// they are found).
pub fn default_game_data() -> Result<std::sync::Arc<crate::rules::GameData>, AssetError> {
    game_data_from_texts(asset_text("board.ron")?, asset_text("game.ron")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Thing {
        name: String,
        count: u32,
    }

    #[test]
    fn a_tuner_saves_the_checkouts_file_into_their_own_folder() {
        let checkout = Path::new("/src/via-appia/assets");
        let user = PathBuf::from("/home/ann/.config/via-appia");
        let shipped = checkout.join("quarry_discs.ron");
        let saved = save_path_for(&shipped, Some(user.clone()), checkout);
        assert_eq!(saved, user.join("quarry_discs.ron"));
        // Their own file, or one from --assets, is written where it lies.
        let own = PathBuf::from("/tmp/lab/quarry_discs.ron");
        assert_eq!(save_path_for(&own, Some(user.clone()), checkout), own);
        let theirs = user.join("quarry.ron");
        assert_eq!(save_path_for(&theirs, Some(user), checkout), theirs);
        // No user folder at all (no HOME): the checkout is all there is.
        assert_eq!(save_path_for(&shipped, None, checkout), shipped);
    }

    #[test]
    fn wrong_type_names_line_column_and_field() {
        let text = "(\n  name: \"x\",\n  count: \"many\",\n)";
        let err = parse_ron::<Thing>(text, "thing.ron").unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(err.field.as_deref(), Some("count"));
        assert!(err.to_string().starts_with("thing.ron:3:"), "{err}");
    }

    #[test]
    fn missing_field_is_named() {
        let err = parse_ron::<Thing>("(name: \"x\")", "t.ron").unwrap_err();
        assert_eq!(err.field.as_deref(), Some("count"));
    }

    #[test]
    fn unknown_field_is_named() {
        let err = parse_ron::<Thing>("(name: \"x\", count: 1, colour: 2)", "t.ron").unwrap_err();
        assert_eq!(err.field.as_deref(), Some("colour"));
    }

    #[test]
    fn missing_file_names_the_file() {
        let err = load_ron::<Thing>(Path::new("/no/such/file.ron")).unwrap_err();
        assert!(err.to_string().contains("/no/such/file.ron"), "{err}");
    }

    #[test]
    fn a_file_that_is_not_utf8_names_the_byte_line_and_column() {
        let err = text_from_bytes(b"(\n  name: \"a\xffb\",\n)".to_vec(), "t.ron").unwrap_err();
        assert_eq!((err.line, err.column), (2, 11), "{err}");
        assert!(err.message.contains("byte 12"), "{err}");
    }

    #[test]
    fn an_unterminated_string_is_not_echoed() {
        let long = format!("(name: \"x, count: 1,\n{})", "// padding\n".repeat(3000));
        let err = parse_ron::<Thing>(&long, "t.ron").unwrap_err();
        assert!(
            err.to_string().len() < 300,
            "{} bytes",
            err.to_string().len()
        );
        assert!(!err.message.contains('\n'));
    }
}

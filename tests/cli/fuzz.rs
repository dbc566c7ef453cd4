//! A seeded mutation fuzzer over the shipped files of every kind: each mutant
//! must be refused with a located error or give a state that keeps every
//! invariant (and, for a quarry, steps its physics); never a panic, never an
//! input that runs unbounded. `FUZZ_MUTANTS` sets the mutants per file kind
//! (default 300: 2,700 over the nine kinds).

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use via_appia::assets::{asset_path, load_game_data, AssetError};
use via_appia::bots::random::random_command;
use via_appia::bots::{BotsConfig, QuarryModel};
use via_appia::cli::script::{load_script, play_script};
use via_appia::quarry::{Quarry, QuarryConfig};
use via_appia::rules::{Command, Game, Setup, SizeCounts};

/// Numbers a tester would try in place of a good one.
const EXTREMES: [&str; 16] = [
    "0",
    "-1",
    "1",
    "255",
    "256",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "9223372036854775808",
    "-9223372036854775809",
    "1e30",
    "-1e30",
    "NaN",
    "inf",
    "1e-308",
    "0.0",
];

fn mutants_per_kind() -> usize {
    std::env::var("FUZZ_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

/// Byte ranges of the numbers in a text.
fn numbers(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let starts = text[i].is_ascii_digit()
            || (text[i] == b'-' && text.get(i + 1).is_some_and(u8::is_ascii_digit));
        let inside_word = i > 0 && (text[i - 1].is_ascii_alphanumeric() || text[i - 1] == b'_');
        if starts && !inside_word {
            let mut j = i + 1;
            while j < text.len() && (text[j].is_ascii_alphanumeric() || b"._+-".contains(&text[j]))
            {
                j += 1;
            }
            out.push((i, j));
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of the field names (`name:`) in a text.
fn field_names(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_alphabetic() && (i == 0 || !text[i - 1].is_ascii_alphanumeric()) {
            let mut j = i;
            while j < text.len() && (text[j].is_ascii_alphanumeric() || text[j] == b'_') {
                j += 1;
            }
            if text.get(j) == Some(&b':') && text.get(j + 1) != Some(&b':') {
                out.push((i, j));
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

fn pick<R: Rng>(rng: &mut R, ranges: &[(usize, usize)]) -> Option<(usize, usize)> {
    (!ranges.is_empty()).then(|| ranges[rng.random_range(0..ranges.len())])
}

fn splice(text: &[u8], (a, b): (usize, usize), with: &[u8]) -> Vec<u8> {
    [&text[..a], with, &text[b..]].concat()
}

/// One mutation of `text`: what a tester did by hand, at random.
fn mutate_once<R: Rng>(text: &[u8], rng: &mut R) -> Vec<u8> {
    let len = text.len().max(1);
    let at = rng.random_range(0..len).min(text.len());
    match rng.random_range(0..11) {
        0 => text[..at].to_vec(),
        1 => {
            let end = (at + rng.random_range(1..200)).min(text.len());
            splice(text, (at, end), b"")
        }
        2 => {
            let end = (at + rng.random_range(1..200)).min(text.len());
            splice(text, (at, at), &text[at..end])
        }
        3 | 4 => match pick(rng, &numbers(text)) {
            Some(span) => {
                let extreme = EXTREMES[rng.random_range(0..EXTREMES.len())];
                splice(text, span, extreme.as_bytes())
            }
            None => text.to_vec(),
        },
        5 => {
            let nums = numbers(text);
            match (pick(rng, &nums), pick(rng, &nums)) {
                (Some(a), Some(b)) if a.1 <= b.0 => {
                    let (x, y) = (text[a.0..a.1].to_vec(), text[b.0..b.1].to_vec());
                    let once = splice(text, b, &x);
                    splice(&once, a, &y)
                }
                _ => text.to_vec(),
            }
        }
        6 => {
            let mut out = text.to_vec();
            if let Some(byte) = out.get_mut(at) {
                *byte = [0xff, 0xc3, 0x00, b'"', b')', b'(', b',', b'\\'][rng.random_range(0..8)];
            }
            out
        }
        7 => match text
            .iter()
            .enumerate()
            .filter(|(_, &c)| c == b'(')
            .nth(rng.random_range(0..64))
        {
            Some((i, _)) => splice(text, (i + 1, i + 1), b"bogus_field: 1, "),
            None => text.to_vec(),
        },
        8 => match pick(rng, &numbers(text)) {
            Some(span) => {
                let wrong: &[u8] =
                    [&b"\"seven\""[..], b"(x: 1)", b"[]", b"true", b"None"][rng.random_range(0..5)];
                splice(text, span, wrong)
            }
            None => text.to_vec(),
        },
        9 => match pick(rng, &field_names(text)) {
            Some((a, b)) => {
                let mut out = text.to_vec();
                let i = rng.random_range(a..b);
                out[i] = if out[i] == b'z' { b'y' } else { b'z' };
                out
            }
            None => text.to_vec(),
        },
        _ => {
            let depth = rng.random_range(100..5_000);
            let open = if rng.random_bool(0.5) { b"(" } else { b"[" };
            [open.repeat(depth), text.to_vec()].concat()
        }
    }
}

/// One to three mutations.
fn mutate<R: Rng>(text: &[u8], rng: &mut R) -> Vec<u8> {
    let mut out = text.to_vec();
    for _ in 0..rng.random_range(1..=3) {
        out = mutate_once(&out, rng);
    }
    out
}

/// What a loader said about one mutant.
enum Verdict {
    Loaded,
    Refused {
        text: String,
        line: usize,
        field: bool,
    },
}

impl From<AssetError> for Verdict {
    fn from(e: AssetError) -> Verdict {
        Verdict::Refused {
            text: e.to_string(),
            line: e.line,
            field: e.field.is_some(),
        }
    }
}

/// A refusal must name the file and a line or a field, on one short line.
fn check_refusal(kind: &str, file: &str, verdict: &Verdict) -> Result<(), String> {
    let Verdict::Refused { text, line, field } = verdict else {
        return Ok(());
    };
    // board.ron and game.ron are checked against each other: an error about
    // the pair may name either.
    let named = text.contains(file)
        || (["board.ron", "game.ron"].contains(&file)
            && (text.contains("board.ron") || text.contains("game.ron")));
    if !named {
        return Err(format!("{kind}: the error does not name {file}: {text}"));
    }
    if *line == 0 && !field {
        return Err(format!(
            "{kind}: the error has neither line nor field: {text}"
        ));
    }
    if text.contains('\n') || text.len() > 600 {
        return Err(format!(
            "{kind}: the error echoes input ({} bytes)",
            text.len()
        ));
    }
    Ok(())
}

/// A folder of one's own for each file kind (the kinds run in parallel).
fn scratch(kind: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-fuzz-{}-{kind}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn shipped(name: &str) -> Vec<u8> {
    std::fs::read(asset_path(name)).expect("shipped asset")
}

/// The next command of a random game: a quarry that drops nothing when a push
/// waits for it, else the random player's choice (`None` when nothing is legal).
fn random_next<R: Rng>(game: &Game, rng: &mut R) -> Option<Command> {
    if game.awaiting_quarry().is_some() {
        return Some(Command::QuarryResult {
            front: SizeCounts::ZERO,
            elsewhere: SizeCounts::ZERO,
        });
    }
    random_command(game, rng)
}

/// Plays up to `commands` random legal commands, every invariant kept.
fn play_on<R: Rng>(game: &mut Game, commands: usize, rng: &mut R) -> Result<(), String> {
    for _ in 0..commands {
        if game.is_over() {
            break;
        }
        let Some(command) = random_next(game, rng) else {
            break;
        };
        game.apply(&command)
            .map_err(|e| format!("{command}: {e}"))?;
        game.check_invariants()?;
    }
    Ok(())
}

/// Ends the test run when one input runs for `HANG` (a loader that never
/// returns): the mutant's file is named and the process exits with a failure
/// instead of hanging CI.
struct Watchdog {
    /// When the current mutant started, its number, and whether all are done.
    state: std::sync::Arc<std::sync::Mutex<(Instant, usize, bool)>>,
}

const HANG: Duration = Duration::from_secs(300);

impl Watchdog {
    /// Watches the mutants of `kind`, each written to `file` before it is loaded.
    fn start(kind: &str, file: &Path) -> Watchdog {
        let state = std::sync::Arc::new(std::sync::Mutex::new((Instant::now(), 0, false)));
        let watched = state.clone();
        let (kind, file) = (kind.to_string(), file.display().to_string());
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_secs(1));
            let Ok(guard) = watched.lock() else { return };
            let (since, mutant, done) = *guard;
            if done {
                return;
            }
            if since.elapsed() > HANG {
                eprintln!("{kind} mutant {mutant} ran for {HANG:?} and hangs: {file}");
                std::process::exit(101);
            }
        });
        Watchdog { state }
    }

    /// Mutant `i` starts now.
    fn now_on(&self, i: usize) {
        if let Ok(mut guard) = self.state.lock() {
            *guard = (Instant::now(), i, false);
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        if let Ok(mut guard) = self.state.lock() {
            guard.2 = true;
        }
    }
}

/// Runs `mutants` mutants of `original` through `load`, each under
/// `catch_unwind` and a time bound; returns the failures.
fn fuzz_kind(
    kind: &str,
    file: &str,
    original: &[u8],
    seed: u64,
    mut load: impl FnMut(&Path, &mut Pcg64) -> Result<Verdict, String>,
) -> Vec<String> {
    let dir = scratch(kind);
    let path = dir.join(file);
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut failures = Vec::new();
    let (mut loaded, mut refused) = (0, 0);
    let bound = Duration::from_secs(60);
    let watchdog = Watchdog::start(kind, &path);
    for i in 0..mutants_per_kind() {
        let mutant = mutate(original, &mut rng);
        std::fs::write(&path, &mutant).expect("write mutant");
        watchdog.now_on(i);
        let mut inner = Pcg64::seed_from_u64(seed ^ i as u64);
        let started = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| load(&path, &mut inner)));
        let took = started.elapsed();
        let keep = |why: String| {
            let saved = std::env::temp_dir().join(format!("via-appia-fuzz-{kind}-{i}.txt"));
            std::fs::write(&saved, &mutant).ok();
            format!("{kind} mutant {i} ({}): {why}", saved.display())
        };
        match outcome {
            Err(_) => failures.push(keep("panicked".into())),
            Ok(Err(why)) => failures.push(keep(why)),
            Ok(Ok(verdict)) => {
                if let Err(why) = check_refusal(kind, file, &verdict) {
                    failures.push(keep(why));
                }
                match verdict {
                    Verdict::Loaded => loaded += 1,
                    Verdict::Refused { .. } => refused += 1,
                }
            }
        }
        if took > bound {
            failures.push(keep(format!("took {took:?}")));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    println!(
        "{kind}: {loaded} loaded and kept every invariant, {refused} refused with a located error"
    );
    failures
}

fn assert_none(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn mutated_quarry_configs_are_refused_or_run() {
    let failures = fuzz_kind(
        "quarry",
        "quarry.ron",
        &shipped("quarry.ron"),
        11,
        |path, rng| {
            let config = match QuarryConfig::load(path) {
                Ok(config) => config,
                Err(e) => {
                    return Ok(Verdict::Refused {
                        line: e.line,
                        field: !e.field.is_empty(),
                        text: e.to_string(),
                    })
                }
            };
            // A config that loads must build its quarry (or say why not) and step.
            match Quarry::new(&config, [12, 8, 4], rng.next_u64()) {
                Ok(mut quarry) => {
                    for _ in 0..30 {
                        quarry.step();
                    }
                }
                Err(e) if e.to_string().is_empty() => return Err("an empty error".into()),
                Err(_) => {}
            }
            Ok(Verdict::Loaded)
        },
    );
    assert_none(failures);
}

fn game_data_mutants(kind: &str, mutated: &str, seed: u64) -> Vec<String> {
    let other = if mutated == "board.ron" {
        "game.ron"
    } else {
        "board.ron"
    };
    let dir = scratch(&format!("{kind}-other"));
    let other_path = dir.join(format!("shipped-{other}"));
    std::fs::write(&other_path, shipped(other)).expect("write");
    let failures = fuzz_kind(kind, mutated, &shipped(mutated), seed, |path, rng| {
        let (board, game) = if mutated == "board.ron" {
            (path, other_path.as_path())
        } else {
            (other_path.as_path(), path)
        };
        let data = match load_game_data(board, game) {
            Ok(data) => data,
            Err(e) => return Ok(e.into()),
        };
        let players = rng.random_range(2..=4usize);
        let setup = Setup {
            seed: rng.next_u64(),
            players: (0..players).map(|p| format!("P{p}")).collect(),
            options: Default::default(),
        };
        let mut game = Game::new(data, &setup)?;
        game.check_invariants()?;
        play_on(&mut game, 200, rng)?;
        Ok(Verdict::Loaded)
    });
    std::fs::remove_dir_all(&dir).ok();
    failures
}

#[test]
fn mutated_boards_are_refused_or_play() {
    assert_none(game_data_mutants("board", "board.ron", 12));
}

#[test]
fn mutated_game_files_are_refused_or_play() {
    assert_none(game_data_mutants("game", "game.ron", 13));
}

#[test]
fn mutated_bots_files_are_refused_or_load() {
    let failures = fuzz_kind("bots", "bots.ron", &shipped("bots.ron"), 14, |path, _| {
        Ok(match BotsConfig::load(path) {
            Ok(_) => Verdict::Loaded,
            Err(e) => e.into(),
        })
    });
    assert_none(failures);
}

#[test]
fn mutated_quarry_models_are_refused_or_load() {
    let failures = fuzz_kind(
        "model",
        "quarry_model.ron",
        &shipped("quarry_model.ron"),
        15,
        |path, _| {
            Ok(match QuarryModel::load(path) {
                Ok(_) => Verdict::Loaded,
                Err(e) => e.into(),
            })
        },
    );
    assert_none(failures);
}

#[test]
fn mutated_scripts_are_refused_or_play() {
    let script =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/opening.ron"))
            .expect("the opening script");
    let failures = fuzz_kind("script", "script.ron", &script, 16, |path, _| {
        let script = match load_script(path) {
            Ok(script) => script,
            Err(e) => return Ok(e.into()),
        };
        // An illegal command is an error message, a legal game keeps its invariants.
        if let Ok(game) = play_script(&script) {
            game.check_invariants()?;
        }
        Ok(Verdict::Loaded)
    });
    assert_none(failures);
}

#[test]
fn mutated_rules_saves_are_refused_or_play() {
    let data = via_appia::assets::default_game_data().expect("data");
    let setup = Setup {
        seed: 5,
        players: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        options: Default::default(),
    };
    let mut game = Game::new(data, &setup).expect("game");
    play_on(&mut game, 120, &mut Pcg64::seed_from_u64(5)).expect("a random game");
    let saved = via_appia::save::save_to_string(&game).expect("save");
    let failures = fuzz_kind("save", "save.ron", saved.as_bytes(), 17, |path, rng| {
        let mut game = match via_appia::save::load_from_file(path) {
            Ok(game) => game,
            Err(e) => return Ok(e.into()),
        };
        play_on(&mut game, 100, rng)?;
        Ok(Verdict::Loaded)
    });
    assert_none(failures);
}

#[test]
fn mutated_session_saves_are_refused_or_run_300_frames() {
    use via_appia::table::session::Session;
    let setup = Setup {
        seed: 9,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let data = via_appia::assets::default_game_data().expect("data");
    let mut session = Session::new(data, &setup, &config).expect("session");
    let saved = session.save_to_string().expect("saved");
    let failures = fuzz_kind("session", "session.ron", saved.as_bytes(), 18, |path, _| {
        let mut loaded = match Session::load_from(path) {
            Ok(session) => session,
            Err(e) => return Ok(e.into()),
        };
        loaded.game.check_invariants()?;
        for _ in 0..300 {
            loaded.quarry.step();
        }
        let finite = loaded.quarry.stones().all(|s| {
            s.translation
                .iter()
                .chain(&s.rotation)
                .all(|v| v.is_finite())
        });
        if !finite {
            return Err("a stone left the numbers after 300 frames".into());
        }
        Ok(Verdict::Loaded)
    });
    assert_none(failures);
}

#[test]
fn mutated_records_are_refused_or_replay() {
    use via_appia::cli::replay::{load_record, replay_record};
    let data = via_appia::assets::default_game_data().expect("data");
    let setup = Setup {
        seed: 4,
        players: vec!["Ann".into(), "Bob".into()],
        options: Default::default(),
    };
    let game = Game::new(data.clone(), &setup).expect("game");
    let mut recorder = via_appia::record::Recorder::new(&setup, &game);
    let mut game = game;
    let mut rng = Pcg64::seed_from_u64(4);
    for _ in 0..150 {
        let Some(command) = random_next(&game, &mut rng) else {
            break;
        };
        recorder
            .apply(&mut game, &command)
            .expect("a legal command");
    }
    let record = recorder.finish(&game);
    let text = serde_json::to_string_pretty(&serde_json::json!({
        "record": record,
        "final_state": via_appia::cli::summary::game_summary(&game),
    }))
    .expect("json");
    let failures = fuzz_kind("record", "game-4.json", text.as_bytes(), 19, |path, _| {
        let file = match load_record(path) {
            Ok(file) => file,
            Err(e) => return Ok(e.into()),
        };
        // A replay that fails names the file; one that succeeds kept every invariant.
        if let Err(e) = replay_record(&file, &path.display().to_string()) {
            if !e.contains("game-4.json") {
                return Err(format!("a replay error without the file: {e}"));
            }
        }
        Ok(Verdict::Loaded)
    });
    assert_none(failures);
}

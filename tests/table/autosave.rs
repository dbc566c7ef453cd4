//! Never losing a game: the table autosaves after every turn, and a game
//! continued from any save — autosaved between turns, or saved by hand while a
//! bot is in the middle of a decision — goes on bit for bit as the game that was
//! not interrupted, bots' choices and pushes included.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use via_appia::assets::default_game_data;
use via_appia::bots::{BotKit, BotLevel};
use via_appia::quarry::QuarryConfig;
use via_appia::rules::Setup;
use via_appia::table::autosave::{autosaves, latest, Autosave, TurnMark, KEEP};
use via_appia::table::session::Session;
use via_appia::table::{SeatKind, Table};

const FRAME: f32 = 1.0 / 60.0;
const MAX_FRAMES: usize = 400_000;
const EASY: SeatKind = SeatKind::Bot(BotLevel::Easy);
const RANDOM: SeatKind = SeatKind::Bot(BotLevel::Random);

fn kit() -> Arc<BotKit> {
    static KIT: OnceLock<Arc<BotKit>> = OnceLock::new();
    KIT.get_or_init(|| BotKit::load_default().expect("bots.ron and quarry_model.ron"))
        .clone()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// A table of bots (thinking at once, waiting `pause` seconds before each move)
/// that autosaves into `dir`.
fn table(session: Session, pause: f32, dir: &Path) -> Table {
    let mut play = Table::new(session, kit());
    play.bot_pause = pause;
    play.think_on_worker = false;
    play.autosave = Some(Autosave::new(
        dir.to_path_buf(),
        TurnMark::of(&play.session.game),
    ));
    play
}

fn new_game(seed: u64) -> Session {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load_default().expect("quarry.ron");
    let setup = Setup {
        seed,
        players: ["Livia", "Marcus", "Julia"].map(String::from).to_vec(),
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    for (seat, kind) in session.seats.iter_mut().zip([EASY, RANDOM, EASY]) {
        seat.kind = kind;
    }
    session
}

/// Plays until `stop` holds or the game is over.
fn play_until(play: &mut Table, mut stop: impl FnMut(&Table) -> bool) {
    for _ in 0..MAX_FRAMES {
        if play.session.game.is_over() || stop(play) {
            return;
        }
        play.advance(FRAME);
        assert!(play.notice.is_none(), "{:?}", play.notice);
    }
    panic!("the game did not end within {MAX_FRAMES} frames");
}

fn scores(play: &Table) -> Vec<u32> {
    play.session
        .game
        .players()
        .iter()
        .map(|p| p.score())
        .collect()
}

/// Plays the game to its end.
fn finish(play: &mut Table) {
    play_until(play, |_| false);
    assert!(play.session.game.is_over());
}

#[test]
fn a_game_continued_from_an_autosave_goes_on_exactly_like_the_one_not_stopped() {
    let dir = temp_dir("autosave-continue");
    let mut original = table(new_game(21), 0.0, &dir);
    play_until(&mut original, |p| p.session.game.round() >= 6);
    let saved = latest(&dir).expect("an autosave of the game in play");
    assert!(saved.round >= 5, "autosaved every turn: {saved:?}");
    assert!(autosaves(&dir).len() <= KEEP, "only the newest are kept");
    let kept = dir.join("continued-from.ron");
    std::fs::copy(&saved.path, &kept).expect("copied");
    finish(&mut original);
    assert!(
        latest(&dir).is_none(),
        "a finished game's last autosave is not offered to continue"
    );

    let again = temp_dir("autosave-continue-again");
    let loaded = Session::load_from(&kept).expect("the autosave loads");
    let mut continued = table(loaded, 0.0, &again);
    finish(&mut continued);
    assert_eq!(continued.session.game, original.session.game);
    assert_eq!(scores(&continued), scores(&original));
    assert_eq!(continued.session.log, original.session.log);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&again);
}

#[test]
fn a_save_made_while_a_bot_decides_loads_into_the_same_decision() {
    let dir = temp_dir("autosave-mid-decision");
    let mut original = table(new_game(8), 0.5, &dir);
    play_until(&mut original, |p| p.session.game.round() >= 4);
    // Let the bot to act think (at once) and wait for its pause: its decision is made.
    original.advance(FRAME);
    assert!(original.session.push.is_none());
    let path = dir.join("by-hand.ron");
    original
        .save_to(&path)
        .expect("saved while the bot waits to move");
    finish(&mut original);

    let loaded = Session::load_from(&path).expect("loads");
    let mut continued = table(loaded, 0.5, &temp_dir("autosave-mid-decision-again"));
    finish(&mut continued);
    assert_eq!(continued.session.game, original.session.game);
    assert_eq!(continued.session.log, original.session.log);
    let _ = std::fs::remove_dir_all(&dir);
}

//! Saving and loading a hot-seat session: a loaded game goes on exactly as the
//! saved one, physics included; a bad file is refused and changes nothing.

use crate::common::hand::push_by_hand;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::random_command;
use via_appia::bots::BotLevel;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{Command, Setup};
use via_appia::table::seats::{PlayerColour, Seat, SeatKind};
use via_appia::table::session::Session;
use via_appia::table::Intent;

fn config() -> QuarryConfig {
    QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron")
}

fn new_session(seed: u64) -> Session {
    let setup = Setup {
        seed,
        players: vec!["Livia".into(), "Marcus".into(), "Julia".into()],
        options: Default::default(),
    };
    let mut session =
        Session::new(default_game_data().expect("data"), &setup, &config()).expect("session");
    session.seats = vec![
        Seat {
            kind: SeatKind::Human,
            colour: PlayerColour::Green,
        },
        Seat {
            kind: SeatKind::Bot(BotLevel::Random),
            colour: PlayerColour::Red,
        },
        Seat {
            kind: SeatKind::Human,
            colour: PlayerColour::Yellow,
        },
    ];
    session
}

/// `commands` commands of a random player at the screen, who lifts the
/// curtain whenever it is down (that does not count); returns the pushes made.
fn play(session: &mut Session, rng: &mut Pcg64, commands: usize) -> usize {
    let mut pushes = 0;
    for _ in 0..commands {
        if session.game.is_over() {
            break;
        }
        if session.curtain_down() {
            session.handle(Intent::RevealMoney).expect("reveal");
        }
        let command = random_command(&session.game, rng).expect("a legal command");
        let pushed = matches!(command, Command::Push { .. });
        session.handle(Intent::Command(command)).expect("accepted");
        if pushed {
            push_by_hand(session, rng);
            pushes += 1;
        }
    }
    pushes
}

/// Every stone's pose as bits: equal only if bit-identical.
fn pose_bits(session: &Session) -> Vec<(u32, Vec<u32>)> {
    session
        .quarry
        .stones()
        .map(|s| {
            let bits = s
                .translation
                .iter()
                .chain(&s.rotation)
                .map(|f| f.to_bits())
                .collect();
            (s.id.0, bits)
        })
        .collect()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("via-appia-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A session played until some pushes were made, not in the middle of one.
fn played(seed: u64) -> (Session, Pcg64) {
    let mut session = new_session(seed);
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut pushes = 0;
    while pushes < 2 {
        pushes += play(&mut session, &mut rng, 10);
    }
    (session, rng)
}

#[test]
fn a_loaded_game_goes_on_exactly_like_the_saved_one() {
    let (mut original, rng) = played(3);
    let dir = temp_dir("session-save");
    let path = dir.join("nested").join("game.ron");
    original.save_to(&path).expect("saved");
    let mut loaded = Session::load_from(&path).expect("loads");
    assert!(loaded.game == original.game, "the same game after loading");
    assert_eq!(loaded.quarry.describe(), original.quarry.describe());
    assert_eq!(pose_bits(&loaded), pose_bits(&original));
    assert_eq!(loaded.log, original.log);
    assert_eq!(loaded.seats, original.seats);
    assert_eq!(loaded.seed, original.seed);
    assert_eq!(loaded.ledger, original.ledger, "the count of money goes on");
    assert!(
        loaded.curtain_down() || loaded.game.is_over(),
        "the curtain is down after a load"
    );

    let (mut rng_a, mut rng_b) = (rng.clone(), rng);
    let pushes = play(&mut original, &mut rng_a, 40);
    assert_eq!(play(&mut loaded, &mut rng_b, 40), pushes);
    assert!(pushes > 0, "the continuation pushed stones");
    assert!(
        loaded.game == original.game,
        "the same game after the same commands"
    );
    assert_eq!(
        pose_bits(&loaded),
        pose_bits(&original),
        "the same stones, bit for bit"
    );
    assert_eq!(loaded.quarry.describe(), original.quarry.describe());
    assert_eq!(loaded.log, original.log);
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn a_save_during_a_push_is_refused_and_writes_nothing() {
    let (mut session, mut rng) = played(4);
    let path = temp_dir("session-midpush").join("mid.ron");
    loop {
        if session.curtain_down() {
            session.handle(Intent::RevealMoney).expect("reveal");
            continue;
        }
        let command = random_command(&session.game, &mut rng).expect("legal");
        let pushed = matches!(command, Command::Push { .. });
        session.handle(Intent::Command(command)).expect("accepted");
        if pushed {
            break;
        }
    }
    assert!(session.save_refusal().is_some());
    let err = session.save_to(&path).unwrap_err();
    assert!(err.contains("push"), "{err}");
    assert!(!path.exists());
    assert!(
        session.retune_quarry(&config()).is_err(),
        "no reset during a push"
    );
    push_by_hand(&mut session, &mut rng);
    assert_eq!(session.save_refusal(), None);
    session.save_to(&path).expect("saved after the push");
    std::fs::remove_file(&path).expect("clean up");
}

#[test]
fn corrupt_saves_are_refused_with_their_place_and_the_session_stays() {
    let (mut session, _) = played(5);
    let good = session.save_to_string().expect("saved");
    let before = session.save_to_string().expect("saved");
    let dir = temp_dir("session-corrupt");
    // The first number after `key`, changed by `delta`.
    let adjust = |text: &str, key: &str, delta: i64| {
        let at = text.find(key).expect("key") + key.len();
        let start = text[at..]
            .find(|c: char| c.is_ascii_digit())
            .expect("a number")
            + at;
        let end = text[start..]
            .find(|c: char| !c.is_ascii_digit())
            .expect("end")
            + start;
        let old: i64 = text[start..end].parse().expect("a number");
        format!("{}{}{}", &text[..start], old + delta, &text[end..])
    };
    let cases: Vec<(&str, String, &str)> = vec![
        ("empty", String::new(), ""),
        ("garbage", "this is not a save".into(), ""),
        ("truncated", good[..good.len() / 2].to_string(), ""),
        ("binary", "\u{0}\u{1}\u{2}(((".into(), ""),
        (
            "format",
            good.replacen("format: 5", "format: 2", 1),
            "format",
        ),
        // A stone too many: the rules' invariants fail.
        (
            "stones",
            adjust(&good, "stone_storage:", 5),
            "game.stone_storage, quarry, players[..].stones",
        ),
        (
            "colours",
            good.replacen("colour: Red", "colour: Green", 1),
            "seats",
        ),
        (
            "seats",
            good.replacen("kind: Bot(Random)", "kind: Robot", 1),
            "kind",
        ),
        (
            "level",
            good.replacen("kind: Bot(Random)", "kind: Bot(Grandmaster)", 1),
            "kind",
        ),
        // A stone moved from the storage into the rules' quarry: the rules are
        // consistent, but the physical quarry does not hold that stone.
        (
            "quarry",
            adjust(&adjust(&good, "stone_storage:", -1), "quarry: (", 1),
            "quarry",
        ),
    ];
    for (name, text, field) in cases {
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, &text).expect("write");
        let err = session.load_in_place(&path).expect_err(name);
        assert!(err.file.ends_with(&format!("{name}.ron")), "{name}: {err}");
        if !text.is_empty() {
            assert!(err.line > 0, "{name} names a line: {err}");
        }
        if !field.is_empty() {
            assert_eq!(err.field.as_deref(), Some(field), "{name}: {err}");
        }
        assert_eq!(
            session.save_to_string().expect("saved"),
            before,
            "{name}: the session is untouched"
        );
    }
    let missing = session.load_in_place(&dir.join("none.ron")).unwrap_err();
    assert!(missing.message.contains("cannot read"), "{missing}");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn seat_kinds_are_saved_by_level_and_old_saves_still_load() {
    let (mut session, _) = played(7);
    let good = session.save_to_string().expect("saved");
    assert!(
        good.contains("kind: Bot(Random)"),
        "the level is in the file"
    );
    // A save from before the bot levels named its one bot `RandomBot`.
    let old = good.replacen("kind: Bot(Random)", "kind: RandomBot", 1);
    let loaded = Session::load_from_str(&old, "old.ron").expect("an old save loads");
    assert_eq!(loaded.seats, session.seats);
    // An unknown level is refused, naming it and the levels there are.
    let bad = good.replacen("kind: Bot(Random)", "kind: Bot(Grandmaster)", 1);
    let err = Session::load_from_str(&bad, "bad.ron")
        .err()
        .expect("refused");
    let text = err.to_string();
    assert!(
        text.contains("Grandmaster") && text.contains("Normal") && text.contains("bad.ron"),
        "{text}"
    );
}

#[test]
fn retuning_rebuilds_the_quarry_with_the_same_stones() {
    let (mut session, _) = played(6);
    let mut tuned = config();
    tuned.materials.stone_ramp.friction = 0.45;
    let before = session.quarry.contents();
    session.retune_quarry(&tuned).expect("retuned");
    assert_eq!(session.quarry.contents(), before);
    assert_eq!(session.quarry.config(), &tuned);
    tuned.ramp.slope_deg = 90.0;
    assert!(session.retune_quarry(&tuned).is_err(), "an invalid tuning");
    assert_eq!(
        session.quarry.config().ramp.slope_deg,
        config().ramp.slope_deg
    );
}

/// Where the value of the `n`-th `key` of the saved quarry's stones lies in `good`.
fn stone_value(good: &str, n: usize, key: &str) -> std::ops::Range<usize> {
    let quarry = good.rfind("quarry:").expect("the quarry");
    let stones = quarry + good[quarry..].find("stones: [").expect("stones");
    let mut at = stones;
    for _ in 0..=n {
        at += good[at..].find(key).expect("the key") + key.len();
    }
    let start = at
        + good[at..]
            .find(|c: char| !c.is_whitespace())
            .expect("a value");
    let end = if good[start..].starts_with('(') {
        start + good[start..].find(')').expect("a tuple") + 1
    } else {
        start + good[start..].find([',', ')']).expect("a value's end")
    };
    start..end
}

/// `good` with the value of the `n`-th `key` of the saved quarry's stones replaced.
fn edit_stone(good: &str, n: usize, key: &str, value: &str) -> String {
    let range = stone_value(good, n, key);
    format!("{}{}{}", &good[..range.start], value, &good[range.end..])
}

/// `good` with the saved pusher's `advance` (of its pose) set to `value`.
fn pusher_advance(good: &str, value: &str) -> String {
    let pose = good.rfind("pose: (").expect("the pusher's pose");
    set_value_after(good, pose, "advance: ", value)
}

/// `good` with the saved quarry config's slope set to `value`, whatever it was.
fn with_slope(good: &str, value: &str) -> String {
    set_value_after(good, 0, "slope_deg: ", value)
}

/// `good` with the value of the first `key` at or after byte `from` (up to its comma)
/// set to `value`.
fn set_value_after(good: &str, from: usize, key: &str, value: &str) -> String {
    let start = from + good[from..].find(key).expect(key) + key.len();
    let end = start + good[start..].find(',').expect("the end");
    format!("{}{}{}", &good[..start], value, &good[end..])
}

#[test]
fn a_bad_quarry_in_a_save_is_refused_with_file_line_and_field() {
    let (mut session, _) = played(8);
    let good = session.save_to_string().expect("saved");
    let before = good.clone();
    let first_id = &good[stone_value(&good, 0, "id:")];
    let third_place = &good[stone_value(&good, 2, "position:")];
    let after_next_id = good.rfind("next_id:").expect("next_id");
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "nan",
            edit_stone(&good, 3, "position:", "(NaN, 0.04, 0.2)"),
            "quarry.stones[3].position",
        ),
        (
            "far",
            edit_stone(&good, 2, "position:", "(1e30, 0.04, 0.2)"),
            "quarry.stones[2].position",
        ),
        (
            "inf",
            edit_stone(&good, 2, "position:", "(0.0, inf, 0.2)"),
            "quarry.stones[2].position",
        ),
        (
            "zero-quaternion",
            edit_stone(&good, 1, "rotation:", "(0.0, 0.0, 0.0, 0.0)"),
            "quarry.stones[1].rotation",
        ),
        (
            "fast",
            edit_stone(&good, 4, "linvel:", "(1e30, 0.0, 0.0)"),
            "quarry.stones[4].linvel",
        ),
        (
            "spin",
            edit_stone(&good, 4, "angvel:", "(0.0, 1e4, 0.0)"),
            "quarry.stones[4].angvel",
        ),
        (
            "duplicate",
            edit_stone(&good, 5, "id:", first_id),
            "quarry.stones[5].id",
        ),
        (
            "on-another",
            edit_stone(&good, 5, "position:", third_place),
            "quarry.stones[5].position",
        ),
        (
            "frames",
            set_value_after(&good, after_next_id, " frames: ", "18446744073709551615"),
            "quarry.frames",
        ),
        (
            "time",
            set_value_after(&good, after_next_id, " time: ", "1e300"),
            "quarry.time",
        ),
        (
            "unplaced",
            edit_stone(&good, 5, "id:", "4000000"),
            "quarry.stones[5].id",
        ),
        (
            "unknown",
            edit_stone(&good, 2, "sleeping:", "true, glued: true"),
            "glued",
        ),
        ("sizeless", edit_stone(&good, 0, "size:", "Huge"), "size"),
        (
            "tuning",
            with_slope(&good, "-1.0"),
            "quarry.config.ramp.slope_deg",
        ),
        ("pusher", pusher_advance(&good, "7.0"), "quarry.pusher.pose"),
        (
            "pusher-field",
            good.replacen("advance:", "advance: 7.0, x:", 1),
            "x",
        ),
        (
            "next-id",
            good.replacen("next_id:", "next_id: 1, old_next_id:", 1),
            "old_next_id",
        ),
    ];
    let dir = temp_dir("session-bad-quarry");
    for (name, text, field) in cases {
        assert!(text != good, "{name}: the edit took");
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, &text).expect("write");
        let err = session.load_in_place(&path).expect_err(name);
        assert!(err.file.ends_with(&format!("{name}.ron")), "{name}: {err}");
        assert_eq!(err.field.as_deref(), Some(field), "{name}: {err}");
        assert!(err.line > 0, "{name} names a line: {err}");
        let shown = err.to_string();
        assert_eq!(shown.lines().count(), 1, "{name}: one line: {shown}");
        // The line named is where that field is written.
        let leaf = field.rsplit('.').next().expect("a name");
        let leaf = leaf.split('[').next().expect("a name");
        let line = text.lines().nth(err.line - 1).expect("the line");
        assert!(line.contains(leaf), "{name}: line {} is `{line}`", err.line);
        assert!(
            session.save_to_string().expect("saved") == before,
            "{name}: the session is untouched"
        );
    }
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn an_old_save_with_rapier_sets_is_refused_by_its_format() {
    let (mut session, _) = played(9);
    let good = session.save_to_string().expect("saved");
    let quarry = good.rfind("quarry:").expect("the quarry");
    let old = format!(
        "{}quarry: (config: (), physics: (bodies: (arena: (items: [], free_list_head: 4294967295))), next_id: 3),\n)",
        &good[..quarry]
    )
    .replacen("format: 5", "format: 2", 1);
    let err = Session::load_from_str(&old, "old.ron")
        .err()
        .expect("refused");
    assert_eq!(err.field.as_deref(), Some("format"), "{err}");
    assert!(err.message.contains("format 2"), "{err}");
}

#[test]
fn a_loaded_save_runs_300_frames_of_physics() {
    let (mut session, mut rng) = played(10);
    let text = session.save_to_string().expect("saved");
    let mut loaded = Session::load_from_str(&text, "game.ron").expect("loads");
    for _ in 0..300 {
        loaded.quarry.step();
    }
    assert!(loaded
        .quarry
        .stones()
        .all(|s| s.translation.iter().all(|v| v.is_finite())));
    // And the game goes on with pushes.
    assert!(play(&mut loaded, &mut rng, 30) > 0 || loaded.game.is_over());
}

/// A game recorded from its first move keeps its record in its saves: the
/// loaded game goes on recording where the saved one was, and can be watched
/// again (`table::watch`) to the very state it was saved in. A record whose
/// moves do not lead to the saved game is refused by its field.
#[test]
fn a_save_keeps_the_games_record_and_a_record_of_another_game_is_refused() {
    let mut session = new_session(12);
    let setup = Setup {
        seed: 12,
        players: vec!["Livia".into(), "Marcus".into(), "Julia".into()],
        options: Default::default(),
    };
    session.start_record(&setup, "physics", Some(config()));
    let mut rng = Pcg64::seed_from_u64(12);
    let mut pushes = 0;
    while pushes < 2 {
        pushes += play(&mut session, &mut rng, 10);
    }
    let text = session.save_to_string().expect("saved");
    let mut loaded = Session::load_from_str(&text, "game.ron").expect("loads");
    let record = loaded.record_so_far().expect("the record came along");
    assert_eq!(Some(record.clone()), session.record_so_far());
    assert!(record.steps.iter().any(|s| s.hand.is_some()), "hand pushes");
    assert_eq!(
        record.quarry_resets.last().map(|r| r.at_step),
        Some(record.steps.len())
    );
    // Watched to its end, the record is the game as saved, stones bit for bit.
    let data = default_game_data().expect("data");
    let kit = via_appia::bots::BotKit::load_default().expect("bots");
    let (mut watch, mut table) =
        via_appia::table::watch::Watch::new(record, data, kit, None).expect("watchable");
    let last = watch.positions() - 1;
    watch.go_to(&mut table, last);
    assert_eq!(watch.problem, None);
    assert!(table.session.game == loaded.game);
    assert_eq!(pose_bits(&table.session), pose_bits(&loaded));
    // The loaded game records on.
    play(&mut loaded, &mut rng, 3);
    let more = loaded.record_so_far().expect("recorded");
    assert!(more.steps.len() > session.record_so_far().expect("r").steps.len());
    // A record of another deal (its seed changed) is refused, by its field.
    let at = text.find("record:").expect("the record is saved");
    let changed = text[at..].replacen("seed: 12", "seed: 13", 1);
    let bad = format!("{}{}", &text[..at], changed);
    assert_ne!(bad, text);
    let err = Session::load_from_str(&bad, "bad.ron")
        .err()
        .expect("refused");
    assert_eq!(err.field.as_deref(), Some("record"), "{err}");
}

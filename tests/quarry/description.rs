//! The quarry saved as the game's own description: a rebuilt quarry goes on bit for bit
//! like the canonical one it was described from, and a description with a bad number,
//! a duplicate stone or an unknown field is refused with the field named, never a panic.

use rapier3d::prelude::{Rotation as Quat, Vector as Vec3};
use via_appia::assets::parse_ron;
use via_appia::quarry::{Quarry, QuarryDescription, QuarryError, StoneView, MAX_STONES};
use via_appia::rules::components::Size;

use crate::common::quarry::{config, plan, pose_bits};

/// A quarry after a few pushes, as a game has it between turns.
fn played() -> Quarry {
    let mut quarry = Quarry::new(&config(), [12, 8, 4], 11).expect("loads");
    for (i, size) in [Size::Large, Size::Small, Size::Mid]
        .into_iter()
        .enumerate()
    {
        quarry
            .push(size, &plan(0.004 * i as f32 - 0.004))
            .expect("pushed");
    }
    quarry
}

/// The description written as RON and read back, as a save file carries it.
fn through_text(description: &QuarryDescription) -> QuarryDescription {
    let pretty = ron::ser::PrettyConfig::new().depth_limit(2);
    let text = ron::ser::to_string_pretty(description, pretty).expect("writes");
    parse_ron(&text, "quarry.ron").expect("reads")
}

fn refused(description: QuarryDescription) -> (String, String) {
    match Quarry::from_description(description) {
        Err(QuarryError::Invalid(e)) => (e.field, e.message),
        Err(other) => panic!("refused, but not as an invalid description: {other}"),
        Ok(_) => panic!("a bad description was accepted"),
    }
}

#[test]
fn a_quarry_rebuilt_from_text_goes_on_bit_for_bit_like_the_canonical_one() {
    let live = played();
    // What a save does to the game that goes on.
    let mut canonical = live.canonical().expect("describable");
    let description = canonical.describe();
    let read = through_text(&live.describe());
    assert_eq!(read, live.describe(), "RON keeps every number exactly");
    assert_eq!(
        description, read,
        "describing the rebuilt quarry gives it back"
    );
    let mut loaded = Quarry::from_description(read).expect("rebuilds");
    let mut copy = canonical.clone();
    assert_eq!(pose_bits(&loaded), pose_bits(&canonical));

    // The same push on all three, then a quiet while: every pose equal, every frame.
    for quarry in [&mut canonical, &mut loaded, &mut copy] {
        quarry.place_stone(Size::Large, 0.002, 0.4).expect("placed");
        let pose = quarry.pusher_pose();
        quarry.drive_pusher(via_appia::quarry::PusherPose {
            advance: 1.0,
            angle: -0.1,
            ..pose
        });
    }
    for frame in 0..400 {
        canonical.step();
        loaded.step();
        copy.step();
        let expected = pose_bits(&canonical);
        assert_eq!(pose_bits(&loaded), expected, "frame {frame}: loaded");
        assert_eq!(pose_bits(&copy), expected, "frame {frame}: clone");
    }
    assert_eq!(loaded.take_events(), canonical.take_events());
    assert_eq!(loaded.describe(), canonical.describe());
}

#[test]
fn a_rebuilt_quarry_at_rest_stays_at_rest() {
    let live = played();
    assert!(live.is_settled());
    let mut rebuilt = live.canonical().expect("rebuilds");
    assert!(rebuilt.is_settled(), "the stones sleep as they slept");
    let before: Vec<StoneView> = rebuilt.stones().collect();
    for _ in 0..120 {
        rebuilt.step();
    }
    // Rapier may step the rebuilt pile once more before it takes it out of its awake
    // set (`stranded.rs` then wakes it): it settles where it lay, on the impulses it
    // was rebuilt with (`warm_start.rs`).
    assert!(rebuilt.is_settled(), "asleep again");
    assert!(rebuilt.take_events().is_empty(), "nothing fell");
    for (then, now) in before.iter().zip(rebuilt.stones()) {
        let moved = Vec3::from(now.translation).distance(Vec3::from(then.translation));
        let turned = Quat::from_array(now.rotation).angle_between(Quat::from_array(then.rotation));
        assert!(
            moved < 5.0e-6 && turned < 1.0e-3,
            "{:?} moved {moved} m, turned {turned} rad: a few micrometres at most",
            now.id
        );
    }
}

#[test]
fn a_rebuilt_quarry_runs_300_frames_of_pushing() {
    let mut quarry = played().canonical().expect("rebuilds");
    quarry.push(Size::Mid, &plan(0.0)).expect("pushed");
    for _ in 0..300 {
        quarry.step();
    }
    assert!(quarry
        .stones()
        .all(|s| s.translation.iter().all(|v| v.is_finite())));
}

/// An edit that makes a good description bad.
type Breakage = fn(&mut QuarryDescription);

#[test]
fn bad_numbers_are_refused_with_the_field_named() {
    let good = played().describe();
    let cases: Vec<(&str, Breakage, &str)> = vec![
        (
            "NaN position",
            |d| d.stones[3].position[1] = f32::NAN,
            "stones[3].position",
        ),
        (
            "far position",
            |d| d.stones[2].position[0] = 1e30,
            "stones[2].position",
        ),
        (
            "infinite position",
            |d| d.stones[0].position[2] = f32::INFINITY,
            "stones[0].position",
        ),
        (
            "zero quaternion",
            |d| d.stones[1].rotation = [0.0; 4],
            "stones[1].rotation",
        ),
        (
            "long quaternion",
            |d| d.stones[1].rotation = [0.0, 0.0, 0.0, 1.1],
            "stones[1].rotation",
        ),
        (
            "fast stone",
            |d| d.stones[4].linvel = [1e30, 0.0, 0.0],
            "stones[4].linvel",
        ),
        (
            "spinning stone",
            |d| d.stones[4].angvel = [0.0, 2000.0, 0.0],
            "stones[4].angvel",
        ),
        (
            "NaN velocity",
            |d| d.stones[4].linvel[2] = f32::NAN,
            "stones[4].linvel",
        ),
        (
            "last centre",
            |d| d.stones[5].last_local = [0.0, -1e9, 0.0],
            "stones[5].last_local",
        ),
        (
            "sleep timer",
            |d| d.stones[5].still_for = -1.0,
            "stones[5].still_for",
        ),
        (
            "duplicate id",
            |d| d.stones[6].id = d.stones[2].id,
            "stones[6].id",
        ),
        (
            "id not placed",
            |d| d.stones[6].id = d.next_id,
            "stones[6].id",
        ),
        (
            "pusher past the line",
            |d| d.pusher.pose.advance = 5.0,
            "pusher.pose",
        ),
        (
            "pusher NaN",
            |d| d.pusher.target.angle = f32::NAN,
            "pusher.target",
        ),
        ("time", |d| d.time = f64::NAN, "time"),
        (
            "tuning",
            |d| d.config.ramp.slope_deg = f32::NAN,
            "config.ramp.slope_deg",
        ),
        (
            "too many stones",
            |d| {
                let stone = d.stones[0].clone();
                while d.stones.len() <= MAX_STONES {
                    let mut s = stone.clone();
                    s.id = d.next_id;
                    d.next_id += 1;
                    d.stones.push(s);
                }
            },
            "stones",
        ),
    ];
    for (name, break_it, field) in cases {
        let mut description = good.clone();
        break_it(&mut description);
        let (found, message) = refused(description);
        assert_eq!(found, field, "{name}: {message}");
        assert!(!message.contains('\n'), "{name}: one line: {message}");
    }
}

#[test]
fn a_slightly_long_quaternion_is_normalised() {
    let mut description = played().describe();
    let q = &mut description.stones[0].rotation;
    *q = q.map(|c| c * 1.0005);
    let quarry = Quarry::from_description(description).expect("taken");
    let r = quarry.stones().next().expect("a stone").rotation;
    let norm = r.iter().map(|c| c * c).sum::<f32>().sqrt();
    assert!((norm - 1.0).abs() < 1e-6, "{norm}");
}

#[test]
fn unknown_fields_in_the_text_are_refused() {
    let text = ron::to_string(&played().describe()).expect("writes");
    let edited = text.replacen("sleeping:", "glued: true, sleeping:", 1);
    assert_ne!(edited, text);
    let err = parse_ron::<QuarryDescription>(&edited, "q.ron").expect_err("unknown field");
    assert_eq!(err.field.as_deref(), Some("glued"), "{err}");
    let edited = text.replacen("next_id:", "bodies: [], next_id:", 1);
    let err = parse_ron::<QuarryDescription>(&edited, "q.ron").expect_err("unknown field");
    assert_eq!(err.field.as_deref(), Some("bodies"), "{err}");
}

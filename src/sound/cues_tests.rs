//! The event → sound mapping, without an audio device.

use super::cues::{self, Cue, KnockGate, FAINTEST_KNOCK, LOUD_KNOCK};
use super::Sound;
use crate::quarry::{Knock, Surface};
use crate::rules::components::{Size, SizeCounts};
use crate::rules::{City, Event};

fn knock(a: Surface, b: Surface, impulse: f32, pair: (u32, u32)) -> Knock {
    Knock {
        a,
        b,
        impulse,
        pair,
    }
}

fn sounds(cues: &[Cue]) -> Vec<Sound> {
    cues.iter().map(|c| c.sound).collect()
}

#[test]
fn stones_striking_stones_the_ramp_and_the_pusher_sound_apart() {
    let stone = Surface::Stone(Size::Mid);
    let cases = [
        (stone, Surface::Stone(Size::Small), Sound::StoneOnStone),
        (stone, Surface::Ramp, Sound::StoneOnRamp),
        (Surface::Wall, stone, Sound::StoneOnRamp),
        (Surface::Pusher, stone, Sound::StoneOnPusher),
    ];
    for (a, b, sound) in cases {
        let cue = cues::knock(&knock(a, b, LOUD_KNOCK, (1, 2))).expect("heard");
        assert_eq!(cue.sound, sound, "{a:?} on {b:?}");
    }
}

#[test]
fn a_harder_knock_is_louder_and_a_faint_one_silent() {
    let soft = knock(Surface::Stone(Size::Large), Surface::Ramp, 1e-4, (1, 2));
    let hard = Knock {
        impulse: 2e-3,
        ..soft
    };
    let (soft, hard) = (cues::knock(&soft), cues::knock(&hard));
    assert!(soft.expect("soft heard").gain < hard.expect("hard heard").gain);
    let faint = knock(
        Surface::Stone(Size::Small),
        Surface::Ramp,
        0.5 * FAINTEST_KNOCK,
        (1, 2),
    );
    assert_eq!(cues::knock(&faint), None);
    let shove = knock(
        Surface::Stone(Size::Small),
        Surface::Ramp,
        100.0 * LOUD_KNOCK,
        (1, 2),
    );
    assert_eq!(cues::knock(&shove).map(|c| c.gain), Some(1.0));
}

#[test]
fn small_stones_ring_higher_than_large_ones() {
    let at = |size| {
        cues::knock(&knock(
            Surface::Stone(size),
            Surface::Ramp,
            LOUD_KNOCK,
            (1, 2),
        ))
    };
    let rate = |size| at(size).map(|c| c.rate).unwrap_or_default();
    assert!(rate(Size::Small) > rate(Size::Mid));
    assert!(rate(Size::Mid) > rate(Size::Large));
    assert!(cues::landing(Size::Small).rate > cues::landing(Size::Large).rate);
}

#[test]
fn a_contact_is_heard_once_until_it_has_been_quiet() {
    let mut gate = KnockGate::default();
    let k = knock(Surface::Stone(Size::Mid), Surface::Ramp, LOUD_KNOCK, (4, 9));
    let swapped = Knock { pair: (9, 4), ..k };
    assert_eq!(gate.frame(0.016, &[k, swapped]).len(), 1);
    assert!(
        gate.frame(0.016, &[k]).is_empty(),
        "the same contact at once"
    );
    assert_eq!(gate.frame(KnockGate::PAIR_QUIET as f32, &[k]).len(), 1);
}

#[test]
fn a_frame_plays_only_its_loudest_knocks() {
    let mut gate = KnockGate::default();
    let many: Vec<Knock> = (0..20)
        .map(|i| {
            let impulse = LOUD_KNOCK * (i + 1) as f32 / 20.0;
            knock(
                Surface::Stone(Size::Small),
                Surface::Ramp,
                impulse,
                (i, 100),
            )
        })
        .collect();
    let played = gate.frame(0.016, &many);
    assert_eq!(played.len(), KnockGate::PER_FRAME);
    let quietest_played = played.iter().map(|c| c.gain).fold(f32::MAX, f32::min);
    let loudest_left = cues::knock(&many[20 - KnockGate::PER_FRAME - 1]).map(|c| c.gain);
    assert!(quietest_played >= loudest_left.unwrap_or(0.0));
}

#[test]
fn income_sounds_its_card_and_each_coin() {
    let cues = cues::events(&[Event::IncomeTaken {
        player: 0,
        card: 3,
        sesterces: 3,
        stones: SizeCounts::default(),
    }]);
    assert_eq!(
        sounds(&cues),
        vec![Sound::Card, Sound::Coin, Sound::Coin, Sound::Coin]
    );
    let delays: Vec<f32> = cues.iter().map(|c| c.delay).collect();
    assert!(
        delays.windows(2).all(|w| w[0] < w[1]),
        "one after another: {delays:?}"
    );
}

#[test]
fn a_journey_steps_each_space_then_pays_its_fare() {
    use crate::rules::Node;
    let path = vec![
        Node::City(City::Rome),
        Node::City(City::Tarracina),
        Node::City(City::Beneventum),
    ];
    let cues = cues::events(&[Event::Travelled {
        player: 1,
        path,
        cost: 2,
    }]);
    assert_eq!(
        sounds(&cues),
        vec![Sound::Step, Sound::Step, Sound::Coin, Sound::Coin]
    );
    assert!(cues[2].delay > cues[1].delay);
}

#[test]
fn building_taking_tiles_and_the_end_each_have_their_sound() {
    let built = Event::TileBuilt {
        player: 0,
        space: crate::rules::Node::City(City::Rome),
        size: Size::Large,
        slot: 0,
        vp: 5,
    };
    let taken = Event::TileTaken {
        player: 0,
        reward: Size::Mid,
        tile: Size::Small,
        slot: 1,
    };
    let sold = Event::RewardSold {
        player: 0,
        reward: Size::Small,
    };
    assert_eq!(
        sounds(&cues::events(&[built, taken, sold])),
        vec![Sound::TileBuilt, Sound::Tile, Sound::Coin]
    );
    assert_eq!(
        sounds(&cues::events(&[Event::Passed { player: 0 }])),
        Vec::<Sound>::new(),
        "a pass is silent"
    );
}

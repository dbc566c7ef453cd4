//! What the table sounds like when something happens: rule events, knocks in the
//! quarry, a stone landing on the table, the person's turn. Pure mapping, tested
//! without an audio device; `speaker.rs` plays the cues.

use super::bank::Sound;
use crate::quarry::{Knock, Surface};
use crate::rules::components::Size;
use crate::rules::Event;
use std::collections::HashMap;

/// One sound to play: how loud (0..1 of full), at what playback rate (pitch:
/// 2 is an octave up), and how long after now (s).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cue {
    pub sound: Sound,
    pub gain: f32,
    pub rate: f32,
    pub delay: f32,
}

impl Cue {
    pub fn new(sound: Sound) -> Cue {
        Cue {
            sound,
            gain: 1.0,
            rate: 1.0,
            delay: 0.0,
        }
    }

    fn gain(self, gain: f32) -> Cue {
        Cue { gain, ..self }
    }

    fn rate(self, rate: f32) -> Cue {
        Cue { rate, ..self }
    }

    fn after(self, delay: f32) -> Cue {
        Cue { delay, ..self }
    }
}

/// Smaller stones ring higher: the playback rate for a stone of `size`.
pub fn stone_pitch(size: Size) -> f32 {
    match size {
        Size::Small => 1.25,
        Size::Mid => 1.0,
        Size::Large => 0.8,
    }
}

/// A knock's impulse (N·s) that plays at full loudness: a large stone (about
/// 10 g) striking at 0.2 m/s; a stone set down gently gives a third to a half of it.
pub const LOUD_KNOCK: f32 = 2e-3;

/// Knocks softer than this are not played (a careful push's touches are barely
/// heard; a stone set down on the pile is).
pub const FAINTEST_KNOCK: f32 = 2e-5;

/// The cue of a knock in the quarry, or none for one too soft to hear. Loudness
/// follows the impulse (on a compressed scale, as hearing does); pitch, the stones.
pub fn knock(knock: &Knock) -> Option<Cue> {
    if knock.impulse < FAINTEST_KNOCK {
        return None;
    }
    let gain = (knock.impulse / LOUD_KNOCK).powf(0.5).clamp(0.05, 1.0);
    let (sound, rate) = match (knock.a, knock.b) {
        (Surface::Stone(x), Surface::Stone(y)) => {
            (Sound::StoneOnStone, 0.5 * (stone_pitch(x) + stone_pitch(y)))
        }
        (Surface::Stone(x), Surface::Pusher) | (Surface::Pusher, Surface::Stone(x)) => {
            (Sound::StoneOnPusher, stone_pitch(x))
        }
        (Surface::Stone(x), _) | (_, Surface::Stone(x)) => (Sound::StoneOnRamp, stone_pitch(x)),
        _ => return None,
    };
    Some(Cue::new(sound).gain(gain).rate(rate))
}

/// A stone off the front edge lands on the table a moment later (a drop of a
/// few centimetres).
pub fn landing(size: Size) -> Cue {
    Cue::new(Sound::StoneOnTable)
        .rate(stone_pitch(size))
        .after(0.12)
}

/// The soft cue that the turn is the person's.
pub fn your_turn() -> Cue {
    Cue::new(Sound::YourTurn).gain(0.7)
}

/// `count` of `sound` one after another, `gap` seconds apart, each a little
/// different in pitch so that a handful of coins does not sound like one coin.
fn several(sound: Sound, count: u32, gap: f32, start: f32) -> impl Iterator<Item = Cue> {
    const DETUNE: [f32; 5] = [1.0, 1.06, 0.95, 1.03, 0.98];
    (0..count.min(5)).map(move |i| {
        Cue::new(sound)
            .rate(DETUNE[i as usize % DETUNE.len()])
            .after(start + gap * i as f32)
    })
}

/// The cues of what the rules did, in order.
pub fn events(events: &[Event]) -> Vec<Cue> {
    events.iter().flat_map(event).collect()
}

/// The cues of one rule event.
fn event(event: &Event) -> Vec<Cue> {
    match event {
        Event::IncomeTaken {
            sesterces, stones, ..
        } => {
            let mut cues = vec![Cue::new(Sound::Card)];
            cues.extend(several(Sound::Coin, *sesterces, 0.08, 0.12));
            let stones: u32 = Size::ALL.iter().map(|&s| stones.get(s)).sum();
            cues.extend(several(Sound::StoneOnStone, stones, 0.06, 0.15).map(|c| c.gain(0.6)));
            cues
        }
        Event::IncomeRefilled { .. } => vec![Cue::new(Sound::Shuffle).after(0.2)],
        Event::PushTokenGained { .. } => vec![Cue::new(Sound::Token).after(0.1)],
        Event::StonePushed { size, .. } => {
            vec![Cue::new(Sound::StoneOnRamp)
                .gain(0.5)
                .rate(stone_pitch(*size))]
        }
        Event::PushingStopped {
            consolation: true, ..
        } => vec![Cue::new(Sound::Token).gain(0.6)],
        Event::TileTaken { tile, .. } => {
            vec![Cue::new(Sound::Tile).rate(tile_pitch(*tile))]
        }
        Event::RewardSold { .. } | Event::SecondTileBonus { .. } => vec![Cue::new(Sound::Coin)],
        Event::TileBuilt { size, .. } => {
            vec![Cue::new(Sound::TileBuilt).rate(tile_pitch(*size))]
        }
        Event::Travelled { path, cost, .. } => {
            let steps = path.len().saturating_sub(1) as u32;
            let mut cues: Vec<Cue> = several(Sound::Step, steps, 0.18, 0.0).collect();
            cues.extend(several(
                Sound::Coin,
                *cost,
                0.08,
                0.18 * steps.min(5) as f32,
            ));
            cues
        }
        Event::CityReached {
            vp_token: Some(_), ..
        }
        | Event::CityReached { marker: true, .. } => vec![Cue::new(Sound::Token).after(0.3)],
        Event::CartUnloaded { returned, .. } => {
            let tiles: u32 = returned
                .iter()
                .map(|c| Size::ALL.iter().map(|&s| c.get(s)).sum::<u32>())
                .sum();
            several(Sound::Tile, tiles, 0.12, 0.0).collect()
        }
        Event::GameOver { .. } => vec![Cue::new(Sound::GameOver).after(0.4)],
        _ => Vec::new(),
    }
}

/// Larger tiles are heavier and sound lower.
fn tile_pitch(size: Size) -> f32 {
    match size {
        Size::Small => 1.15,
        Size::Mid => 1.0,
        Size::Large => 0.85,
    }
}

/// Keeps a pile's clatter to what a table sounds like: a contact is heard again
/// only after [`KnockGate::PAIR_QUIET`] seconds, and at most
/// [`KnockGate::PER_FRAME`] knocks (the loudest) sound in one frame.
#[derive(Default)]
pub struct KnockGate {
    last_heard: HashMap<(u32, u32), f64>,
    now: f64,
}

impl KnockGate {
    pub const PAIR_QUIET: f64 = 0.15;
    pub const PER_FRAME: usize = 6;

    /// The cues of one frame's knocks, `dt` seconds after the last frame.
    pub fn frame(&mut self, dt: f32, knocks: &[Knock]) -> Vec<Cue> {
        self.now += f64::from(dt.max(0.0));
        let now = self.now;
        self.last_heard.retain(|_, at| now - *at < Self::PAIR_QUIET);
        let mut heard: Vec<(Cue, (u32, u32))> = Vec::new();
        for k in knocks {
            let key = (k.pair.0.min(k.pair.1), k.pair.0.max(k.pair.1));
            if self.last_heard.contains_key(&key) || heard.iter().any(|(_, p)| *p == key) {
                continue;
            }
            if let Some(cue) = knock(k) {
                heard.push((cue, key));
            }
        }
        heard.sort_by(|a, b| b.0.gain.total_cmp(&a.0.gain));
        heard.truncate(Self::PER_FRAME);
        for (_, key) in &heard {
            self.last_heard.insert(*key, now);
        }
        heard.into_iter().map(|(cue, _)| cue).collect()
    }
}

//! The game's sounds, each made at start from the pieces of `synth.rs`: a few
//! milliseconds of work for all of them, no files to ship or lose.
//!
//! How each is made, so that it can be changed by ear:
//! - wooden stones ring like small wooden blocks: the first four modes of a free
//!   bar (1 : 2.76 : 5.40 : 8.93) over about 1.5 kHz, each dying within tens of
//!   milliseconds, with a click of band-passed noise for the strike;
//! - cardboard (the ramp, tiles, tokens) is a low, heavily damped thud under a
//!   papery rustle of noise;
//! - a sesterce is metal: partials that are not multiples of one another, ringing
//!   for a quarter of a second;
//! - a card is band-passed noise that swells and fades, ending in a flick;
//! - the turn cue and the end of the game are soft sine chimes.

use super::synth::{
    burst, normalise, ring, silence, strike_envelope, swell_envelope, Biquad, Mode, Noise,
};

/// Everything the table can sound like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Two wooden stones strike.
    StoneOnStone,
    /// A stone strikes the cardboard ramp or a wall.
    StoneOnRamp,
    /// The wooden pusher meets a stone.
    StoneOnPusher,
    /// A stone that dropped off the front edge lands on the table.
    StoneOnTable,
    /// A card is taken from the row.
    Card,
    /// New cards are dealt into the row.
    Shuffle,
    /// A sesterce is paid or received.
    Coin,
    /// A cardboard token changes hands.
    Token,
    /// A tile goes onto a cart (or back to the storage).
    Tile,
    /// A tile is set on the road.
    TileBuilt,
    /// A piece moves one space.
    Step,
    /// It is the person's turn.
    YourTurn,
    /// The game is over.
    GameOver,
}

impl Sound {
    pub const ALL: [Sound; 13] = [
        Sound::StoneOnStone,
        Sound::StoneOnRamp,
        Sound::StoneOnPusher,
        Sound::StoneOnTable,
        Sound::Card,
        Sound::Shuffle,
        Sound::Coin,
        Sound::Token,
        Sound::Tile,
        Sound::TileBuilt,
        Sound::Step,
        Sound::YourTurn,
        Sound::GameOver,
    ];

    /// A name for files and logs.
    pub fn name(self) -> &'static str {
        match self {
            Sound::StoneOnStone => "stone-on-stone",
            Sound::StoneOnRamp => "stone-on-ramp",
            Sound::StoneOnPusher => "stone-on-pusher",
            Sound::StoneOnTable => "stone-on-table",
            Sound::Card => "card",
            Sound::Shuffle => "shuffle",
            Sound::Coin => "coin",
            Sound::Token => "token",
            Sound::Tile => "tile",
            Sound::TileBuilt => "tile-built",
            Sound::Step => "step",
            Sound::YourTurn => "your-turn",
            Sound::GameOver => "game-over",
        }
    }

    /// The samples of this sound (mono, [`super::synth::SAMPLE_RATE`]), peaking
    /// below full scale so that a few at once do not clip.
    pub fn samples(self) -> Vec<f32> {
        let seed = Sound::ALL.iter().position(|&s| s == self).unwrap_or(0) as u32 + 11;
        let mut noise = Noise::new(seed);
        let (mut out, peak) = match self {
            Sound::StoneOnStone => (wood_knock(1500.0, &mut noise), 0.8),
            Sound::StoneOnRamp => (cardboard_knock(260.0, 0.18, &mut noise), 0.8),
            Sound::StoneOnPusher => (wood_knock(950.0, &mut noise), 0.8),
            Sound::StoneOnTable => (table_landing(&mut noise), 0.9),
            Sound::Card => (card(&mut noise), 0.5),
            Sound::Shuffle => (shuffle(&mut noise), 0.5),
            Sound::Coin => (coin(&mut noise), 0.45),
            Sound::Token => (cardboard_knock(600.0, 0.0, &mut noise), 0.55),
            Sound::Tile => (cardboard_knock(330.0, 0.0, &mut noise), 0.7),
            Sound::TileBuilt => (tile_built(&mut noise), 0.8),
            Sound::Step => (step(&mut noise), 0.6),
            Sound::YourTurn => (chime(&[(659.25, 0.0), (880.0, 0.16)], 1.4), 0.35),
            Sound::GameOver => (
                chime(
                    &[(440.0, 0.0), (554.37, 0.15), (659.25, 0.3), (880.0, 0.45)],
                    2.2,
                ),
                0.4,
            ),
        };
        normalise(&mut out, peak);
        out
    }
}

/// A free wooden bar's first four modes over `hz`.
fn bar_modes(hz: f32, gain: f32, decay: f32) -> [Mode; 4] {
    [
        (1.0, 1.0, 1.0),
        (2.76, 0.45, 0.4),
        (5.40, 0.25, 0.2),
        (8.93, 0.12, 0.13),
    ]
    .map(|(ratio, g, d)| Mode {
        hz: hz * ratio,
        gain: gain * g,
        decay: decay * d,
    })
}

/// A click of noise: the strike itself.
fn click(out: &mut [f32], at: f32, hz: f32, gain: f32, noise: &mut Noise) {
    let mut filter = Biquad::band_pass(hz, 0.9);
    burst(
        out,
        at,
        0.012,
        gain,
        &mut filter,
        noise,
        strike_envelope(0.0005, 0.002),
    );
}

/// Wood on wood, ringing around `hz`.
fn wood_knock(hz: f32, noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.25);
    ring(&mut out, 0.0, &bar_modes(hz, 1.0, 0.03));
    click(&mut out, 0.0, 3.0 * hz, 0.6, noise);
    out
}

/// Something struck on cardboard: a damped thud at `hz` under a rustle, with
/// `stone` of a wooden stone's own ring over it.
fn cardboard_knock(hz: f32, stone: f32, noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.2);
    let thud = [
        Mode {
            hz,
            gain: 1.0,
            decay: 0.018,
        },
        Mode {
            hz: 2.3 * hz,
            gain: 0.45,
            decay: 0.009,
        },
    ];
    ring(&mut out, 0.0, &thud);
    if stone > 0.0 {
        ring(&mut out, 0.0, &bar_modes(1500.0, stone, 0.02));
    }
    let mut rustle = Biquad::band_pass(1400.0, 0.7);
    burst(
        &mut out,
        0.0,
        0.05,
        0.8,
        &mut rustle,
        noise,
        strike_envelope(0.001, 0.006),
    );
    out
}

/// A stone landing on the wooden table in front of the quarry, and bouncing once.
fn table_landing(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.45);
    for (at, gain) in [(0.0, 1.0), (0.085, 0.3)] {
        let table = [Mode {
            hz: 170.0,
            gain,
            decay: 0.05,
        }];
        ring(&mut out, at, &table);
        ring(&mut out, at, &bar_modes(1350.0, 0.6 * gain, 0.03));
        click(&mut out, at, 3500.0, 0.5 * gain, noise);
    }
    out
}

/// A card slid off the row, ending in a flick.
fn card(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.16);
    let mut slide = Biquad::band_pass(3500.0, 0.7);
    burst(
        &mut out,
        0.0,
        0.09,
        0.6,
        &mut slide,
        noise,
        swell_envelope(0.09),
    );
    click(&mut out, 0.085, 5000.0, 0.5, noise);
    out
}

/// Seven cards dealt in quick succession.
fn shuffle(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.5);
    for i in 0..7 {
        let at = 0.05 * i as f32;
        let mut slide = Biquad::band_pass(3000.0 + 150.0 * (i % 3) as f32, 0.7);
        let gain = 0.5 + 0.1 * ((i * 5) % 3) as f32;
        burst(
            &mut out,
            at,
            0.06,
            gain,
            &mut slide,
            noise,
            swell_envelope(0.06),
        );
    }
    out
}

/// A small coin dropped on a coin: inharmonic partials that ring on.
fn coin(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.7);
    let partials = [
        (2350.0, 1.0, 0.22),
        (3810.0, 0.6, 0.16),
        (5570.0, 0.45, 0.11),
        (7400.0, 0.25, 0.07),
    ]
    .map(|(hz, gain, decay)| Mode { hz, gain, decay });
    ring(&mut out, 0.0, &partials);
    click(&mut out, 0.0, 6000.0, 0.5, noise);
    out
}

/// A tile pressed into its space on the board: a thud, then the tap of its edge.
fn tile_built(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.3);
    let thud = [
        Mode {
            hz: 200.0,
            gain: 1.0,
            decay: 0.035,
        },
        Mode {
            hz: 520.0,
            gain: 0.5,
            decay: 0.015,
        },
    ];
    ring(&mut out, 0.0, &thud);
    let mut rustle = Biquad::band_pass(1500.0, 0.7);
    burst(
        &mut out,
        0.0,
        0.04,
        0.7,
        &mut rustle,
        noise,
        strike_envelope(0.001, 0.008),
    );
    ring(
        &mut out,
        0.06,
        &thud.map(|m| Mode {
            gain: 0.3 * m.gain,
            ..m
        }),
    );
    out
}

/// A wooden pawn set down on the board.
fn step(noise: &mut Noise) -> Vec<f32> {
    let mut out = silence(0.2);
    ring(&mut out, 0.0, &bar_modes(700.0, 1.0, 0.02));
    let board = [Mode {
        hz: 180.0,
        gain: 0.5,
        decay: 0.02,
    }];
    ring(&mut out, 0.0, &board);
    click(&mut out, 0.0, 2500.0, 0.4, noise);
    out
}

/// Soft notes (Hz, start in s), each a sine with a little octave, faded in over
/// 15 ms so that nothing clicks, and left to ring over `seconds`.
fn chime(notes: &[(f32, f32)], seconds: f32) -> Vec<f32> {
    let mut out = silence(seconds);
    let rate = super::synth::SAMPLE_RATE as f32;
    for &(hz, at) in notes {
        let start = (at * rate) as usize;
        for (n, sample) in out.iter_mut().skip(start).enumerate() {
            let t = n as f32 / rate;
            let swell = (t / 0.015).min(1.0);
            let tone = (std::f32::consts::TAU * hz * t).sin()
                + 0.15 * (std::f32::consts::TAU * 2.0 * hz * t).sin();
            *sample += swell * (-t / 0.35).exp() * tone;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::synth::SAMPLE_RATE;

    /// Where the sound's energy lies: the mean frequency of its zero crossings.
    fn crossings_hz(samples: &[f32]) -> f32 {
        let n = samples
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        0.5 * n as f32 * SAMPLE_RATE as f32 / samples.len() as f32
    }

    #[test]
    fn every_sound_is_heard_and_none_clips() {
        for sound in Sound::ALL {
            let samples = sound.samples();
            let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(peak > 0.3 && peak < 0.95, "{}: peak {peak}", sound.name());
            assert!(samples.iter().all(|s| s.is_finite()), "{}", sound.name());
            let tail = &samples[samples.len() * 9 / 10..];
            let tail_peak = tail.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(tail_peak < 0.1 * peak, "{} ends ringing", sound.name());
        }
    }

    #[test]
    fn knocks_are_short_and_chimes_ring() {
        let secs = |s: Sound| s.samples().len() as f32 / SAMPLE_RATE as f32;
        assert!(secs(Sound::StoneOnStone) <= 0.3);
        assert!(secs(Sound::StoneOnRamp) <= 0.3);
        assert!(secs(Sound::YourTurn) >= 0.8);
    }

    #[test]
    fn stone_rings_higher_than_cardboard() {
        let stone = crossings_hz(&Sound::StoneOnStone.samples()[..2000]);
        let ramp = crossings_hz(&Sound::StoneOnRamp.samples()[..2000]);
        assert!(stone > 2.0 * ramp, "stone {stone} Hz, ramp {ramp} Hz");
    }

    #[test]
    fn the_same_sounds_at_every_start() {
        for sound in Sound::ALL {
            assert_eq!(sound.samples(), sound.samples(), "{}", sound.name());
        }
    }
}

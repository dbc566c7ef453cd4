//! The few pieces of synthesis the table's sounds are made of: decaying modes
//! (a struck piece of wood or metal rings at a handful of frequencies, each dying
//! away at its own rate), filtered noise (the scrape of a card, the rattle of
//! cardboard) and the envelopes that shape them. Everything here is a pure
//! function of its arguments and a seed: the same sounds at every start.

use std::f32::consts::TAU;

/// Samples a second of every sound the game makes.
pub const SAMPLE_RATE: u32 = 44_100;

/// A mode of a struck body: its frequency (Hz), loudness, and the time (s) in
/// which it dies away to 1/e.
#[derive(Clone, Copy, Debug)]
pub struct Mode {
    pub hz: f32,
    pub gain: f32,
    pub decay: f32,
}

/// A buffer of `seconds` of silence.
pub fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32).round() as usize]
}

/// Adds the modes of a body struck at `at` seconds into `out`: each a sine that
/// starts at once (a strike has no attack) and decays exponentially. A quarter
/// of a millisecond of fade-in keeps the first sample from clicking.
pub fn ring(out: &mut [f32], at: f32, modes: &[Mode]) {
    let start = (at * SAMPLE_RATE as f32) as usize;
    let fade = 0.00025 * SAMPLE_RATE as f32;
    for mode in modes {
        let last = start + (mode.decay * 7.0 * SAMPLE_RATE as f32) as usize;
        for (i, sample) in out.iter_mut().enumerate().take(last).skip(start) {
            let n = (i - start) as f32;
            let t = n / SAMPLE_RATE as f32;
            let onset = (n / fade).min(1.0);
            *sample += mode.gain * onset * (-t / mode.decay).exp() * (TAU * mode.hz * t).sin();
        }
    }
}

/// Adds a burst of noise into `out`, starting at `at` and shaped by `envelope`
/// (given the time since the burst began, in seconds), filtered by `filter`.
pub fn burst(
    out: &mut [f32],
    at: f32,
    seconds: f32,
    gain: f32,
    filter: &mut Biquad,
    noise: &mut Noise,
    envelope: impl Fn(f32) -> f32,
) {
    let start = (at * SAMPLE_RATE as f32) as usize;
    let count = (seconds * SAMPLE_RATE as f32) as usize;
    for (n, sample) in out.iter_mut().skip(start).take(count).enumerate() {
        let t = n as f32 / SAMPLE_RATE as f32;
        *sample += gain * envelope(t) * filter.run(noise.sample());
    }
}

/// A quick attack and an exponential tail: the shape of a knock's noise.
pub fn strike_envelope(attack: f32, decay: f32) -> impl Fn(f32) -> f32 {
    move |t| {
        if t < attack {
            t / attack
        } else {
            (-(t - attack) / decay).exp()
        }
    }
}

/// A swell and fade over `length` seconds (sin²): a card sliding over a card.
pub fn swell_envelope(length: f32) -> impl Fn(f32) -> f32 {
    move |t| {
        let x = (t / length).clamp(0.0, 1.0);
        (std::f32::consts::PI * x).sin().powi(2)
    }
}

/// Scales `samples` so that the loudest one is `peak`.
pub fn normalise(samples: &mut [f32], peak: f32) {
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for s in samples.iter_mut() {
            *s *= peak / loudest;
        }
    }
}

/// White noise from a fixed seed (xorshift32): cheap, and the same every start.
pub struct Noise(u32);

impl Noise {
    pub fn new(seed: u32) -> Noise {
        Noise(seed.max(1))
    }

    /// The next sample, uniform in −1..1.
    pub fn sample(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A second-order band-pass filter (the audio EQ cookbook's), enough to
/// colour noise as paper, cardboard or wood.
#[derive(Clone, Debug)]
pub struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    x: [f32; 2],
    y: [f32; 2],
}

impl Biquad {
    /// Passes a band around `hz`, `q` wide (higher: narrower), at unit gain.
    pub fn band_pass(hz: f32, q: f32) -> Biquad {
        let (cos, alpha) = Biquad::terms(hz, q);
        Biquad::normalised([alpha, 0.0, -alpha], [1.0 + alpha, -2.0 * cos, 1.0 - alpha])
    }

    /// The cookbook's cos(ω) and α for a corner at `hz` with quality `q`.
    fn terms(hz: f32, q: f32) -> (f32, f32) {
        let w = TAU * hz.clamp(10.0, 0.45 * SAMPLE_RATE as f32) / SAMPLE_RATE as f32;
        let (sin, cos) = w.sin_cos();
        (cos, sin / (2.0 * q.max(0.1)))
    }

    fn normalised(b: [f32; 3], a: [f32; 3]) -> Biquad {
        Biquad {
            b: [b[0] / a[0], b[1] / a[0], b[2] / a[0]],
            a: [a[1] / a[0], a[2] / a[0]],
            x: [0.0; 2],
            y: [0.0; 2],
        }
    }

    /// Filters one sample.
    pub fn run(&mut self, input: f32) -> f32 {
        let out = self.b[0] * input + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [input, self.x[0]];
        self.y = [out, self.y[0]];
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The strength of `hz` in `samples` (one bin of a discrete Fourier transform).
    pub fn strength(samples: &[f32], hz: f32) -> f32 {
        let (mut re, mut im) = (0.0f32, 0.0f32);
        for (n, s) in samples.iter().enumerate() {
            let phase = TAU * hz * n as f32 / SAMPLE_RATE as f32;
            re += s * phase.cos();
            im += s * phase.sin();
        }
        (re * re + im * im).sqrt() / samples.len() as f32
    }

    #[test]
    fn a_ring_sounds_at_its_modes_and_dies_away() {
        let mut out = silence(0.3);
        let modes = [Mode {
            hz: 1000.0,
            gain: 0.5,
            decay: 0.02,
        }];
        ring(&mut out, 0.0, &modes);
        assert!(strength(&out, 1000.0) > 10.0 * strength(&out, 1500.0));
        let head: f32 = out[..441].iter().map(|s| s * s).sum();
        let tail: f32 = out[out.len() - 441..].iter().map(|s| s * s).sum();
        assert!(head > 1e4 * tail, "head {head} tail {tail}");
        assert!(out[0].abs() < 1e-6, "no click at the strike");
    }

    #[test]
    fn a_band_pass_keeps_its_band() {
        let mut noise = Noise::new(7);
        let mut filter = Biquad::band_pass(2000.0, 4.0);
        let mut out = silence(0.5);
        burst(&mut out, 0.0, 0.5, 1.0, &mut filter, &mut noise, |_| 1.0);
        assert!(strength(&out, 2000.0) > 3.0 * strength(&out, 300.0));
        assert!(strength(&out, 2000.0) > 3.0 * strength(&out, 9000.0));
    }

    #[test]
    fn noise_is_the_same_at_every_start() {
        let a: Vec<f32> = (0..100)
            .scan(Noise::new(3), |n, _| Some(n.sample()))
            .collect();
        let b: Vec<f32> = (0..100)
            .scan(Noise::new(3), |n, _| Some(n.sample()))
            .collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|s| (-1.0..=1.0).contains(s)));
    }
}

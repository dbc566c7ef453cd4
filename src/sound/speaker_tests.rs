//! The speaker through kira itself, on a backend that renders into a buffer
//! instead of a sound card: what a cue puts out, at what volume, and when.

use super::bank::Sound;
use super::cues::Cue;
use super::speaker::Speaker;
use super::synth::SAMPLE_RATE;
use kira::backend::{Backend, Renderer};
use kira::{AudioManager, AudioManagerSettings};

/// A sound card that plays into memory when asked to.
struct Capture {
    renderer: Option<Renderer>,
}

impl Backend for Capture {
    type Settings = ();
    type Error = ();

    fn setup(_: (), _buffer: usize) -> Result<(Self, u32), ()> {
        Ok((Capture { renderer: None }, SAMPLE_RATE))
    }

    fn start(&mut self, renderer: Renderer) -> Result<(), ()> {
        self.renderer = Some(renderer);
        Ok(())
    }
}

/// The left channel of the next `seconds` the speaker puts out.
fn render(speaker: &mut Speaker<Capture>, seconds: f32) -> Vec<f32> {
    let Some(renderer) = speaker
        .manager_mut()
        .and_then(|m| m.backend_mut().renderer.as_mut())
    else {
        return Vec::new();
    };
    let mut left = Vec::new();
    let mut block = vec![0.0f32; 2 * 128];
    while left.len() < (seconds * SAMPLE_RATE as f32) as usize {
        renderer.on_start_processing();
        renderer.process(&mut block, 2);
        left.extend(block.iter().step_by(2));
    }
    left
}

fn speaker(volume: f32, muted: bool) -> Speaker<Capture> {
    let out = AudioManager::<Capture>::new(AudioManagerSettings::default()).expect("capture");
    Speaker::with(Some(out), volume, muted, "capture".into())
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, s| m.max(s.abs()))
}

#[test]
fn a_cue_comes_out_and_the_volume_scales_it() {
    let mut loud = speaker(1.0, false);
    let mut soft = speaker(0.5, false);
    render(&mut loud, 0.05);
    render(&mut soft, 0.05);
    let cue = Cue::new(Sound::StoneOnStone);
    loud.play(&cue);
    soft.play(&cue);
    let (a, b) = (peak(&render(&mut loud, 0.3)), peak(&render(&mut soft, 0.3)));
    assert!(a > 0.3, "heard: peak {a}");
    assert!(
        (b / a - 0.5).abs() < 0.05,
        "half the volume: {b} against {a}"
    );
    assert_eq!(loud.played, 1);
    assert_eq!(loud.report(), "stone-on-stone 1; 1 played");
}

#[test]
fn muted_or_silent_speakers_put_out_nothing() {
    let mut muted = speaker(1.0, true);
    muted.play(&Cue::new(Sound::Coin));
    assert_eq!(peak(&render(&mut muted, 0.3)), 0.0);
    muted.set_level(1.0, false);
    muted.play(&Cue::new(Sound::Coin));
    assert!(peak(&render(&mut muted, 0.3)) > 0.1, "unmuted");
    let mut none = Speaker::<Capture>::with(None, 1.0, false, "no device".into());
    none.play(&Cue::new(Sound::Coin));
    assert!(!none.has_device());
    assert_eq!(none.played, 0);
    assert_eq!(none.report(), "coin 1; 0 played", "due, though unheard");
}

#[test]
fn a_delayed_cue_waits() {
    let mut out = speaker(1.0, false);
    render(&mut out, 0.05);
    let cue = Cue {
        delay: 0.2,
        ..Cue::new(Sound::StoneOnTable)
    };
    out.play(&cue);
    let heard = render(&mut out, 0.5);
    let first = heard
        .iter()
        .position(|s| s.abs() > 0.01)
        .unwrap_or(heard.len());
    let at = first as f32 / SAMPLE_RATE as f32;
    assert!((0.18..0.25).contains(&at), "began at {at} s");
}

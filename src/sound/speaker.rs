//! The window's speaker: kira plays the cues on the default audio device. With no
//! device (a server, CI, a machine without sound) the game plays silently and says
//! so once, on the terminal and in the Settings window.

use super::bank::Sound;
use super::cues::Cue;
use super::synth::SAMPLE_RATE;
use kira::backend::Backend;
use kira::sound::static_sound::{StaticSoundData, StaticSoundSettings};
use kira::{AudioManager, AudioManagerSettings, Decibels, DefaultBackend, Frame, StartTime};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// Cues quieter than this (of full scale, after the volume) are not played.
const INAUDIBLE: f32 = 0.003;

/// Plays cues, or nothing where there is no device. The backend is the
/// system's audio (cpal) in the game, one that renders into a buffer in tests.
pub struct Speaker<B: Backend = DefaultBackend> {
    out: Option<AudioManager<B>>,
    bank: HashMap<Sound, StaticSoundData>,
    volume: f32,
    muted: bool,
    /// What the speaker found at start, for the Settings window.
    pub state: String,
    /// Cues played since the start.
    pub played: u64,
    /// Cues that came due since the start, by sound, whether or not a device
    /// played them (`--print-log` reports them when the window closes).
    due: HashMap<Sound, u32>,
}

impl Speaker {
    /// Opens the default audio device and makes the sounds. Never fails: with no
    /// device the speaker is silent, and `state` says why.
    pub fn open(volume: f32, muted: bool) -> Speaker {
        // alsa-lib writes a screenful about a missing card to stderr on the
        // thread that opens the device; that thread's messages go to a buffer.
        #[cfg(target_os = "linux")]
        let _quiet = alsa::Output::local_error_handler();
        match AudioManager::<DefaultBackend>::new(AudioManagerSettings::default()) {
            Ok(out) => Speaker::with(Some(out), volume, muted, crate::tr!("sound-playing")),
            Err(e) => Speaker::with(
                None,
                volume,
                muted,
                crate::tr!("sound-no-device", error = e.to_string()),
            ),
        }
    }
}

impl<B: Backend> Speaker<B> {
    /// A speaker on `out` (or silent, saying `state`).
    pub fn with(out: Option<AudioManager<B>>, volume: f32, muted: bool, state: String) -> Self {
        let bank = match out {
            Some(_) => Sound::ALL.iter().map(|&s| (s, sound_data(s))).collect(),
            None => HashMap::new(),
        };
        Speaker {
            out,
            bank,
            volume,
            muted,
            state,
            played: 0,
            due: HashMap::new(),
        }
    }

    /// The audio manager, for a test to drive its backend.
    pub fn manager_mut(&mut self) -> Option<&mut AudioManager<B>> {
        self.out.as_mut()
    }

    /// The cues that came due, as `name count` in the bank's order, and how many
    /// of them a device played.
    pub fn report(&self) -> String {
        let due: Vec<String> = Sound::ALL
            .iter()
            .filter_map(|s| self.due.get(s).map(|n| format!("{} {n}", s.name())))
            .collect();
        format!("{}; {} played", due.join(", "), self.played)
    }

    /// Whether sounds reach a device.
    pub fn has_device(&self) -> bool {
        self.out.is_some()
    }

    /// The volume (0..1) and mute of the settings.
    pub fn set_level(&mut self, volume: f32, muted: bool) {
        self.volume = volume.clamp(0.0, 1.0);
        self.muted = muted;
    }

    /// Plays `cue` now (or after its delay), at its gain times the volume.
    pub fn play(&mut self, cue: &Cue) {
        *self.due.entry(cue.sound).or_default() += 1;
        let gain = cue.gain * self.volume;
        if self.muted || gain < INAUDIBLE {
            return;
        }
        let (Some(out), Some(data)) = (&mut self.out, self.bank.get(&cue.sound)) else {
            return;
        };
        let settings = StaticSoundSettings::new()
            .volume(Decibels(20.0 * gain.log10()))
            .playback_rate(f64::from(cue.rate.clamp(0.25, 4.0)))
            .start_time(StartTime::Delayed(Duration::from_secs_f32(
                cue.delay.clamp(0.0, 5.0),
            )));
        // A full voice list drops this one cue; the game goes on.
        if out.play(data.with_settings(settings)).is_ok() {
            self.played += 1;
        }
    }
}

/// A sound of the bank as kira plays it (the same samples in both ears).
fn sound_data(sound: Sound) -> StaticSoundData {
    let frames: Arc<[Frame]> = sound
        .samples()
        .into_iter()
        .map(|s| Frame { left: s, right: s })
        .collect();
    StaticSoundData {
        sample_rate: SAMPLE_RATE,
        frames,
        settings: StaticSoundSettings::new(),
        slice: None,
    }
}

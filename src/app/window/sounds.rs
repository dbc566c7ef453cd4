//! The table's sounds in the window: each frame, what the rules did, the
//! quarry's knocks, the stones that dropped and a person's new turn become cues
//! for the speaker (`crate::sound`). The speaker is silent where there is no
//! audio device; the game is the same either way.

use super::Screen;
use crate::settings::Settings;
use crate::sound::cues;
use crate::sound::Cue;

/// Whose turn the last turn cue was for: the round and the player.
pub type TurnHeard = Option<(u32, usize)>;

impl Screen {
    /// Plays what happened at the table in the frame that lasted `dt` seconds.
    /// `heard`: the rules' events of the frame (`Session::take_heard`).
    pub(super) fn sound_frame(&mut self, dt: f32, heard: &[crate::rules::Event]) {
        let session = &mut self.play.session;
        // Idempotent: a new game, a loaded one or an undone push brings a new
        // quarry, which starts deaf.
        session.quarry.listen();
        let mut cues = cues::events(heard);
        let knocks = session.quarry.take_knocks();
        cues.extend(self.knock_gate.frame(dt, &knocks));
        let new_drops = self.play.dropped().iter().filter(|d| d.age == 0.0);
        cues.extend(new_drops.map(|d| cues::landing(d.size)));
        cues.extend(self.turn_cue());
        for cue in &cues {
            self.speaker.play(cue);
        }
    }

    /// The cue that it is a person's turn, once per turn (in a hot-seat game,
    /// for every person's turn; against bots, when the bots are done).
    fn turn_cue(&mut self) -> Option<Cue> {
        let game = &self.play.session.game;
        // A person at this screen: at an online table, not another screen's.
        if game.is_over() || !self.play.sits_here(game.current()) {
            return None;
        }
        let turn = Some((game.round(), game.current()));
        (std::mem::replace(&mut self.turn_heard, turn) != turn).then(cues::your_turn)
    }

    /// The sounds that came due since the window opened (`Speaker::report`).
    pub fn speaker_report(&self) -> String {
        self.speaker.report()
    }

    /// M, or the menu bar's Sound: sound off, or back on at the volume it had.
    pub(super) fn toggle_mute(&mut self) {
        let settings = Settings {
            muted: !self.windows.settings.muted,
            ..self.windows.settings.clone()
        };
        self.change_settings(settings);
    }
}

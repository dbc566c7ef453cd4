//! Tuning while a game is played: new quarry values from the tuning panel or
//! from `quarry.ron` edited on disk, offered to the game in play (rebuild its
//! quarry now, or use them from the next game on), and the ramp redrawn.

use super::Screen;
use crate::app::retune_dialog::RetuneAnswer;
use crate::quarry::QuarryConfig;
use crate::tr;
use crate::ui::tuning::TuningIntent;
use crate::ui::tuning_watch::ConfigWatcher;
use crate::view::antialias::shadow_map_size_for_renderer;
use crate::view::Scene;

impl Screen {
    /// New quarry values from the tuning panel or the file watch: with a game in
    /// play, the person is asked first whether to rebuild its quarry.
    pub(super) fn offer_tuning(&mut self, config: QuarryConfig) {
        if self.game_running() {
            self.retune_asked = Some(config);
        } else {
            self.retune(config);
        }
    }

    pub(super) fn answer_retune(&mut self, answer: RetuneAnswer) {
        let Some(config) = self.retune_asked.take() else {
            return;
        };
        match answer {
            RetuneAnswer::Now => self.retune(config),
            RetuneAnswer::NextGame => {
                self.next_game_config = Some(config);
                self.windows.tuning.deferred();
            }
            RetuneAnswer::Cancel => self.windows.tuning.cancelled(),
        }
    }

    /// A new quarry config: the quarry is rebuilt with the rules' stones, and the
    /// ramp redrawn. A refusal is one line naming the field at fault.
    pub(super) fn retune(&mut self, config: QuarryConfig) {
        let result = self
            .play
            .session
            .retune_quarry(&config)
            .map_err(|e| match e {
                crate::table::session::SessionError::Quarry(e) => {
                    crate::table::problems::quarry_error_text(&e)
                }
                other => other.to_string(),
            });
        if result.is_ok() {
            self.rebuild_scene(&config);
            self.config = config.clone();
        }
        self.windows.tuning.applied(&config, result);
    }

    /// The table drawn anew for a quarry config (the ramp's shape may have changed).
    pub(super) fn rebuild_scene(&mut self, config: &QuarryConfig) {
        self.scene = Scene::new(&self.context, &self.data, config);
        self.scene.set_animated(true);
        self.scene
            .set_shadow_map_size(shadow_map_size_for_renderer(&self.renderer));
    }

    /// Edits of the tuned file on disk reach the tuning panel; a good file is
    /// applied.
    pub(super) fn watch_config(&mut self) {
        self.follow_tuning_file();
        let Some(read) = self.watcher.as_mut().and_then(ConfigWatcher::poll) else {
            return;
        };
        if let Some(TuningIntent::Apply(config)) = self.windows.tuning.file_changed(read) {
            self.offer_tuning(config);
        }
    }

    /// The watch is on the file the tuning panel edits: when the panel moves to
    /// another preset's file, the watch moves with it.
    pub(super) fn follow_tuning_file(&mut self) {
        let path = self.windows.tuning.path();
        if self.watched == path {
            return;
        }
        self.watched = path.to_path_buf();
        match ConfigWatcher::new(path) {
            Ok(watcher) => self.watcher = Some(watcher),
            Err(e) => {
                self.watcher = None;
                let (path, error) = (path.display().to_string(), e.to_string());
                let text = tr!("tuning-not-watched", path = path, error = error);
                self.play.notice = Some(text);
            }
        }
    }
}

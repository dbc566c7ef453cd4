//! Watching `quarry.ron` while the game runs, so that a tuner can edit it in
//! any editor and see the quarry change.
//!
//! The watch is on the file's folder, not on the file: editors that save by
//! writing a new file and renaming it over the old one replace the watched
//! inode, and a watch on the file itself would go deaf after the first save.
//! Events are filtered by file name and debounced (an editor's save is several
//! writes): the file is read once it has been quiet for [`DEBOUNCE`]. The
//! window polls once a frame; polling never blocks.
//!
//! `notify` is used directly rather than through `notify-debouncer-mini`:
//! the mini debouncer drops the event kind, and on Linux opening a file is an
//! event — every read of `quarry.ron` (ours, an editor's, quarry-lab's) would
//! count as a change, and our own read after each change would trigger the
//! next one. Here access events are ignored, and a text identical to the last
//! one read is not reported again.

use crate::quarry::{ConfigError, ConfigErrorKind, QuarryConfig};
use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// Quiet time after the last change before the file is read.
pub const DEBOUNCE: Duration = Duration::from_millis(250);

pub struct ConfigWatcher {
    path: PathBuf,
    name: OsString,
    events: Receiver<notify::Result<Event>>,
    /// Kept alive: dropping it ends the watch.
    _watcher: RecommendedWatcher,
    /// When the file last changed, while the change has not been read.
    changed_at: Option<Instant>,
    /// The text of the last read, to tell a real change from a touch.
    last_text: Option<String>,
}

impl ConfigWatcher {
    /// Starts watching the folder of `path`. Fails if the folder cannot be
    /// watched (it does not exist, or the system has no watches left).
    pub fn new(path: impl Into<PathBuf>) -> Result<ConfigWatcher, String> {
        let path = path.into();
        let name = path
            .file_name()
            .ok_or_else(|| format!("{} names no file", path.display()))?
            .to_owned();
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let (tx, events) = channel();
        let mut watcher = RecommendedWatcher::new(tx, notify::Config::default())
            .map_err(|e| format!("cannot watch {}: {e}", folder.display()))?;
        watcher
            .watch(&folder, RecursiveMode::NonRecursive)
            .map_err(|e| format!("cannot watch {}: {e}", folder.display()))?;
        Ok(ConfigWatcher {
            last_text: std::fs::read_to_string(&path).ok(),
            path,
            name,
            events,
            _watcher: watcher,
            changed_at: None,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file read and validated again if it changed and has been quiet for
    /// [`DEBOUNCE`]; `None` when there is nothing new. An error names file,
    /// line, column and field; the caller keeps its last good config.
    pub fn poll(&mut self) -> Option<Result<QuarryConfig, ConfigError>> {
        let mut watch_error = None;
        loop {
            match self.events.try_recv() {
                Ok(Ok(event)) => {
                    if self.is_change(&event) {
                        self.changed_at = Some(Instant::now());
                    }
                }
                Ok(Err(e)) => watch_error = Some(format!("watching the file failed: {e}")),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    watch_error = Some("the file watch stopped".to_string());
                    break;
                }
            }
        }
        if let Some(message) = watch_error {
            return Some(Err(self.io_error(message)));
        }
        if self.changed_at?.elapsed() < DEBOUNCE {
            return None;
        }
        self.changed_at = None;
        let file = self.path.display().to_string();
        match std::fs::read_to_string(&self.path) {
            Ok(text) if self.last_text.as_ref() == Some(&text) => None,
            Ok(text) => {
                let read = QuarryConfig::from_ron_str(&text, &file);
                self.last_text = Some(text);
                Some(read)
            }
            Err(e) => {
                self.last_text = None;
                Some(Err(self.io_error(format!("cannot read the file: {e}"))))
            }
        }
    }

    /// Whether an event may have changed the watched file's text.
    fn is_change(&self, event: &Event) -> bool {
        !matches!(event.kind, EventKind::Access(_))
            && event
                .paths
                .iter()
                .any(|p| p.file_name() == Some(self.name.as_os_str()))
    }

    fn io_error(&self, message: String) -> ConfigError {
        ConfigError {
            file: self.path.display().to_string(),
            line: 0,
            column: 0,
            field: String::new(),
            kind: ConfigErrorKind::Io,
            message,
            reason: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::tuning::TuningPanel;
    use std::time::Instant;

    /// Polls like the window does, until something comes or `limit` passes.
    fn wait(
        watcher: &mut ConfigWatcher,
        limit: Duration,
    ) -> Option<Result<QuarryConfig, ConfigError>> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(read) = watcher.poll() {
                return Some(read);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// `text` with the slope set to `value`, whatever the shipped slope is.
    fn with_slope(text: &str, value: &str) -> String {
        let (_, span) = super::super::tuning_ron::value_spans(text)
            .into_iter()
            .find(|(path, _)| path == "ramp.slope_deg")
            .expect("a slope");
        format!("{}{value}{}", &text[..span.start], &text[span.end..])
    }

    #[test]
    fn edits_replacements_and_broken_files_are_reported() {
        let dir = std::env::temp_dir().join(format!("via-appia-watch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("quarry.ron");
        let shipped = std::fs::read_to_string(QuarryConfig::default_path()).expect("read");
        std::fs::write(&path, &shipped).expect("write");
        let mut watcher = ConfigWatcher::new(&path).expect("watch");
        assert!(watcher.poll().is_none(), "nothing happened yet");

        // An edit in place.
        std::fs::write(&path, with_slope(&shipped, "17.0")).expect("edit");
        let read = wait(&mut watcher, Duration::from_secs(5)).expect("the edit is seen");
        let good = read.expect("valid");
        assert_eq!(good.ramp.slope_deg, 17.0);
        let mut panel = TuningPanel::new(&path, good.clone());

        // A broken value: the error names the field and its place.
        std::fs::write(&path, shipped.replace("gravity: 9.81", "gravity: -9.81")).expect("edit");
        let err = wait(&mut watcher, Duration::from_secs(5))
            .expect("the edit is seen")
            .expect_err("invalid");
        assert_eq!(err.field, "solver.gravity");
        assert!(err.line > 0 && err.column > 0, "{err}");
        assert_eq!(panel.file_changed(Err(err)), None, "nothing is applied");
        assert_eq!(panel.file_config(), &good, "the last good config stays");
        assert!(panel.file_error().is_some());

        // Reading the file (as an editor or quarry-lab does) is not a change,
        // nor is another file in the folder.
        let _ = std::fs::read_to_string(&path).expect("read");
        std::fs::write(dir.join("notes.txt"), "x").expect("write");
        let extra = wait(&mut watcher, Duration::from_millis(800));
        assert!(extra.is_none(), "{extra:?}");

        // An editor's atomic save: a new file renamed over the old one.
        let temp = dir.join(".quarry.ron.swp");
        std::fs::write(&temp, shipped.replace("max_speed: 0.20", "max_speed: 0.18"))
            .expect("write");
        std::fs::rename(&temp, &path).expect("rename");
        let read = wait(&mut watcher, Duration::from_secs(5)).expect("the replacement is seen");
        assert_eq!(read.expect("valid").pusher.max_speed, 0.18);

        // And the watch still works after the replacement.
        std::fs::write(&path, shipped.replace("max_speed: 0.20", "max_speed: 0.17")).expect("edit");
        let read = wait(&mut watcher, Duration::from_secs(5)).expect("still watching");
        assert_eq!(read.expect("valid").pusher.max_speed, 0.17);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}

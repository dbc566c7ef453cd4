//! Watching a game again in the window: the results screen's *Watch again*,
//! the menu's *Watch* (a save or a record file) and `via-appia watch FILE`.
//!
//! Decisions:
//! - **The watch's table takes the screen's place.** A [`Watch`] plays its
//!   record on a [`Table`] of its own; while watching, that table is the
//!   screen's `play` and the game behind waits in [`Watching`], untouched, until
//!   Esc brings it back. So the scene, the name plates, the scoreboard and the
//!   log draw the watched game exactly as they draw a game in play, with no
//!   second path through the drawing code.
//! - **Nothing reaches the watched game.** While watching, the panels' moves,
//!   the pusher, clicks on the board, Undo and Save are not passed on; the
//!   table never advances by itself (no bot thinks at it): only the watch moves
//!   it. The banner says so and how to leave.
//! - Forward plays the next turn with its pieces moving and its pushes shown
//!   at the physics' pace in the quarry close-up; back and the jumps snap the
//!   table to the position (the pieces do not fly backwards).

use super::Screen;
use crate::record::GameRecord;
use crate::table::seats::Seat;
use crate::table::watch::{read_watch_file, Watch};
use crate::table::Table;
use crate::tr;
use crate::ui::watch_bar::{WatchBar, WatchIntent};
use crate::view::Preset;
use std::path::Path;
use three_d::{Event, Key};

/// A game being watched again, and the game that waits behind it.
pub struct Watching {
    watch: Watch,
    behind: Table,
    /// A game was in play behind (else leaving opens the new-game screen).
    behind_in_play: bool,
    /// The quarry close-up is on for a push being watched.
    close_up: bool,
    /// The scene was rebuilt for the watched game's stones (and is rebuilt
    /// for the screen's own on leaving).
    scene_rebuilt: bool,
}

impl Screen {
    /// The results screen's *Watch again*: the game on the table from its first move.
    pub(super) fn watch_this_game(&mut self) {
        let record = self.play.session.record_so_far();
        let Some(record) = record.filter(|r| !r.steps.is_empty()) else {
            self.play.notice = Some(tr!("watch-no-record"));
            return;
        };
        let seats = self.play.session.seats.clone();
        if let Err(e) = self.watch_record(record, Some(seats)) {
            self.play.notice = Some(e);
        }
    }

    /// The menu's *Watch* and `via-appia watch FILE`: a save or a record file.
    pub fn watch_file(&mut self, path: &Path) -> Result<(), String> {
        let (record, seats) = read_watch_file(path)?;
        self.watch_record(record, seats)
    }

    /// Starts watching `record`; the game on the table waits behind.
    fn watch_record(&mut self, record: GameRecord, seats: Option<Vec<Seat>>) -> Result<(), String> {
        self.leave_watch();
        let (watch, table) = Watch::new(record, self.data.clone(), self.play.kit(), seats)?;
        let config = table.session.quarry.config().clone();
        let scene_rebuilt = config != self.config;
        if scene_rebuilt {
            self.rebuild_scene(&config);
        }
        let behind = std::mem::replace(&mut self.play, table);
        self.watching = Some(Watching {
            watch,
            behind,
            behind_in_play: self.in_play,
            close_up: false,
            scene_rebuilt,
        });
        self.windows.menu_open = false;
        self.new_game = None;
        self.scene.snap();
        self.rig.go_to(Preset::Table);
        Ok(())
    }

    /// Esc or *Leave*: the game behind comes back as it was.
    pub(super) fn leave_watch(&mut self) {
        let Some(watching) = self.watching.take() else {
            return;
        };
        self.play = watching.behind;
        self.in_play = watching.behind_in_play;
        if watching.scene_rebuilt {
            self.rebuild_scene(&self.config.clone());
        }
        self.scene.snap();
        self.rig.go_to(Preset::Table);
        if !self.in_play && !self.play.session.game.is_over() {
            self.open_new_game(Default::default(), false);
        }
    }

    /// A question, How to play, the settings, the menu or the tuning panel is open.
    fn dialog_open(&self) -> bool {
        let w = &self.windows;
        self.confirm.is_some() || w.help_open || w.settings_open || w.menu_open || w.tuning.open
    }

    /// True while a game is watched again.
    pub fn watching(&self) -> bool {
        self.watching.is_some()
    }

    /// A click in the watch panel (or its key).
    pub(super) fn watch_intent(&mut self, intent: WatchIntent) {
        let Some(watching) = &mut self.watching else {
            return;
        };
        let (watch, play) = (&mut watching.watch, &mut self.play);
        let last = watch.positions() - 1;
        match intent {
            WatchIntent::Forward => {
                let was_moving = watch.moving();
                watch.forward(play);
                if was_moving {
                    self.scene.snap();
                }
                return;
            }
            WatchIntent::Back => watch.back(play),
            WatchIntent::First => watch.go_to(play, 0),
            WatchIntent::Last => watch.go_to(play, last),
            WatchIntent::To(k) => watch.go_to(play, k),
            WatchIntent::Leave => {
                self.leave_watch();
                return;
            }
        }
        // A jump: the pieces are where they are, the quarry still.
        self.scene.snap();
    }

    /// Keys while watching: Left and Right step, Home and End jump; the keys
    /// that would change a game do nothing. Returns true for a key taken.
    pub(super) fn watch_key(&mut self, key: &Key, ctrl: bool) -> bool {
        let intent = match key {
            Key::ArrowLeft => WatchIntent::Back,
            Key::ArrowRight => WatchIntent::Forward,
            Key::Home => WatchIntent::First,
            Key::End => WatchIntent::Last,
            // Esc closes an open dialog first (`games::escape`), then leaves.
            Key::Escape if !self.dialog_open() => WatchIntent::Leave,
            // Undo, the push's keys: nothing to change while watching.
            Key::Z if ctrl => return true,
            Key::Space | Key::Q | Key::E => return true,
            _ => return false,
        };
        self.watch_intent(intent);
        true
    }

    /// One frame of the watch: the turn played forward moves on (once the
    /// view has shown the last step), the camera follows its pushes, and the
    /// panels learn where the watch is.
    pub(super) fn watch_frame(&mut self, dt: f32) {
        let busy = self.scene.animating();
        let Some(watching) = &mut self.watching else {
            self.windows.watching = None;
            return;
        };
        watching.watch.advance(&mut self.play, dt, busy);
        let pushing = self.play.session.push.is_some();
        if pushing != watching.close_up {
            watching.close_up = pushing;
            self.rig.go_to(if pushing {
                Preset::Quarry
            } else {
                Preset::Table
            });
        }
        let watch = &watching.watch;
        self.windows.watching = Some(WatchBar {
            position: watch.at(),
            positions: watch.positions(),
            round: self.play.session.game.round(),
            rounds: watch.last_round(),
            moving: watch.moving(),
            problem: watch.problem.clone(),
        });
    }

    /// Where the watch is, for `--print-log`: "watch: turn 3 of 120, round 2 of 40".
    pub fn watch_report(&self) -> Option<String> {
        let watch = &self.watching.as_ref()?.watch;
        Some(format!(
            "watch: turn {} of {}, round {} of {}{}",
            watch.at(),
            watch.positions() - 1,
            self.play.session.game.round().min(watch.last_round()),
            watch.last_round(),
            if watch.moving() { ", moving" } else { "" }
        ))
    }

    /// Events that must not reach a watched game: key presses are taken by
    /// [`Screen::watch_key`] first.
    pub(super) fn watch_events(&mut self, events: &mut [Event]) {
        for event in events.iter_mut() {
            if let Event::KeyPress {
                kind,
                modifiers,
                handled,
            } = event
            {
                if !*handled && self.watch_key(kind, modifiers.ctrl) {
                    *handled = true;
                }
            }
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::Action;
    use crate::bots::{BotKit, BotLevel};
    use crate::quarry::{QuarryConfig, StonePreset};
    use crate::sound::Speaker;
    use crate::table::session::Session;
    use crate::table::SeatKind;
    use crate::ui::menu::MenuIntent;
    use crate::ui::new_game::NewGameForm;
    use crate::view::offscreen::Offscreen;

    /// A window's screen (offscreen GL) over a game of three bots on blocks,
    /// played until a dozen steps are recorded; `None` (and why, printed)
    /// where no OpenGL can be had.
    fn screen_in_play() -> Option<(Offscreen, Screen)> {
        let gl = match Offscreen::new() {
            Ok(gl) => gl,
            Err(e) => {
                println!("skipping the watch test: no offscreen OpenGL: {e}");
                return None;
            }
        };
        let data = crate::assets::default_game_data().expect("data");
        let kinds = [BotLevel::Easy, BotLevel::Random, BotLevel::Easy].map(SeatKind::Bot);
        let mut form = NewGameForm::with_seats(4, &kinds);
        form.stones = StonePreset::Blocks;
        let request = form.request().expect("a valid form");
        let config = QuarryConfig::load_preset(StonePreset::Blocks).expect("quarry.ron");
        let session = Session::from_request(data.clone(), &request, &config).expect("session");
        let mut play = Table::new(session, BotKit::load_default().expect("bots"));
        play.think_on_worker = false;
        play.bot_pause = 0.0;
        for _ in 0..20_000 {
            let steps = play.session.recorded_steps();
            if steps >= 12 && play.session.push.is_none() {
                break;
            }
            play.advance(1.0 / 15.0);
        }
        assert!(play.session.recorded_steps() >= 12, "the bots moved");
        let dir = std::env::temp_dir().join(format!("via-appia-watch-{}", std::process::id()));
        let settings = super::super::settings::Loaded {
            settings: crate::settings::Settings::default(),
            path: None,
            error: None,
        };
        let speaker = Speaker::with(None, 0.0, true, String::new());
        let screen = Screen::new(gl.context(), data, play, dir, settings, speaker);
        Some((gl, screen))
    }

    #[test]
    fn watch_again_plays_the_game_from_its_start_and_esc_brings_it_back_untouched() {
        let Some((_gl, mut screen)) = screen_in_play() else {
            return;
        };
        let game = screen.play.session.game.clone();
        let log = screen.play.session.log.clone();
        screen.act(Action::Menu(MenuIntent::WatchAgain));
        assert!(screen.watching(), "{:?}", screen.play.notice);
        assert_eq!(screen.play.session.game.round(), 1);
        assert!(screen.play.session.log.len() == 1, "only the opening line");
        // Nothing a player does reaches the watched game.
        let before = screen.play.session.game.clone();
        for command in before.legal_actions() {
            screen.act(Action::Game(crate::table::Intent::Command(command)));
        }
        screen.watch_frame(0.0);
        assert!(screen.play.session.game == before, "no move was made");
        // Right plays the first turn forward, frame by frame.
        assert!(screen.watch_key(&Key::ArrowRight, false));
        for _ in 0..20_000 {
            screen.watch_frame(1.0 / 15.0);
            if !screen.watching.as_ref().is_some_and(|w| w.watch.moving()) {
                break;
            }
        }
        let bar = screen.windows.watching.clone().expect("the panels know");
        assert_eq!((bar.position, bar.moving), (1, false));
        assert!(screen.play.session.log.len() > 1, "the log follows");
        // End: the game as it stands behind the watch; Left, one turn before it.
        assert!(screen.watch_key(&Key::End, false));
        assert!(
            screen.play.session.game == game,
            "the end is the game in play"
        );
        assert_eq!(screen.play.session.log, log, "with its log");
        let last = bar.positions - 1;
        assert!(screen.watch_key(&Key::ArrowLeft, false));
        screen.watch_frame(0.0);
        assert_eq!(
            screen.windows.watching.as_ref().map(|b| b.position),
            Some(last - 1)
        );
        // Esc: the game in play is back as it was, and goes on.
        assert!(screen.watch_key(&Key::Escape, false));
        assert!(!screen.watching());
        assert!(screen.play.session.game == game);
        assert!(screen.in_play);
    }
}

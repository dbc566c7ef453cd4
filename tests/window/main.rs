//! The window stack's tests, one binary (feature `window`; a headless build,
//! `--no-default-features`, skips it): the real game window under a virtual X
//! server (Xvfb), driven with xdotool — bots playing, clicks, keys, a careful
//! drag, settings, languages and colour schemes, sounds — and the offscreen
//! renderer's pixels. Each test skips with a printed reason where `xvfb-run`,
//! `xdotool` or OpenGL is missing.

/// The helpers in `tests/common/` this binary uses.
#[path = "../common"]
mod common {
    pub mod python;
    // Only the table's set-up is used here (the seat view's tests).
    #[allow(dead_code)]
    pub mod table;
    pub mod window;
}

mod drag;
mod game;
mod guide;
mod hint;
mod keys;
mod languages;
mod motion;
mod online;
mod render;
mod results;
mod seat_view;
mod settings;
mod sound;
mod turn_surprises;
mod watch;

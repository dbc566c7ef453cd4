//! The game: a window (`window.rs`) over a game at the table (`play.rs`), which is
//! the one place where the rules, the physical quarry, the bots, the view and the
//! panels meet.

use crate::assets::default_game_data;
use crate::quarry::QuarryConfig;
use crate::rules::Setup;
use crate::ui::new_game::NewGameForm;
use three_d::*;

pub mod bot_hand;
pub mod hand;
pub mod layout;
pub mod play;
pub mod pointer;
pub mod push_panel;
pub mod session;
pub mod window;

/// Opens the window and runs until it is closed.
pub fn run() -> Result<(), String> {
    let data = default_game_data().map_err(|e| e.to_string())?;
    let config = QuarryConfig::load(QuarryConfig::default_path()).map_err(|e| e.to_string())?;
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()));
    if cfg!(target_os = "linux") && !has_display {
        return Err(
            "no display to open the game window on (neither DISPLAY nor \
             WAYLAND_DISPLAY is set); `via-appia screenshot` renders without one"
                .to_string(),
        );
    }
    // winit panics instead of returning an error when no backend starts.
    let opened = std::panic::catch_unwind(|| Window::new(window_settings()))
        .map_err(|_| "cannot open the game window: no usable display backend".to_string())?;
    let window = opened.map_err(|e| format!("cannot open the game window: {e}"))?;
    let context = window.gl();
    let form = NewGameForm::default();
    // Behind the new-game screen: the table set up for the form's first suggestion.
    let backdrop = Setup {
        seed: form.seed().unwrap_or(1),
        players: form.seats.iter().map(|s| s.name.clone()).collect(),
        options: Default::default(),
    };
    let session = session::Session::new(data.clone(), &backdrop, &config)?;
    let mut table = window::Table::new(&context, data, config, play::Play::new(session));
    table.new_game = Some(form);
    let mut gui = GUI::new(&context);
    window.render_loop(move |mut frame_input| {
        table.frame(&mut gui, &mut frame_input);
        FrameOutput {
            exit: table.quit,
            ..Default::default()
        }
    });
    Ok(())
}

fn window_settings() -> WindowSettings {
    WindowSettings {
        title: "Via Appia 3D".to_string(),
        min_size: (640, 400),
        max_size: Some((3840, 2160)),
        initial_size: Some((1280, 800)),
        surface_settings: SurfaceSettings {
            multisamples: 4,
            ..Default::default()
        },
        ..Default::default()
    }
}

//! The game window: the table drawn with three-d, an orbit camera with presets,
//! and a side panel with the turn, the round and the scores. For now a random
//! player makes the moves on request; the quarry shows the physics quarry's loaded stones.

use crate::assets::default_game_data;
use crate::bots::random::RandomPlayer;
use crate::quarry::{Quarry, QuarryConfig};
use crate::rules::{Game, Phase};
use crate::view::materials::player_color;
use crate::view::showcase::opening_game;
use crate::view::{quarry_pose, CameraRig, Preset, Scene};
use three_d::*;

pub mod bot_hand;
pub mod hand;
pub mod play;
pub mod pointer;
pub mod push_panel;
pub mod session;

/// Opens the window and runs until it is closed.
pub fn run() -> Result<(), String> {
    let data = default_game_data().map_err(|e| e.to_string())?;
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
    let config = QuarryConfig::load(QuarryConfig::default_path()).map_err(|e| e.to_string())?;
    let mut game: Game = opening_game(data.clone())?;
    let opening = [game.quarry.small, game.quarry.mid, game.quarry.large];
    let quarry =
        Quarry::new(&config, opening, 7).map_err(|e| format!("cannot load the quarry: {e}"))?;
    let mut scene = Scene::new(&context, &data, &config);
    let stones = quarry_pose(&quarry, scene.ramp());
    let mut bot = RandomPlayer::new(1);
    let mut rig = CameraRig::new(Preset::Table);
    let mut gui = GUI::new(&context);

    window.render_loop(move |mut frame_input| {
        let mut preset = None;
        let mut moves = 0usize;
        gui.update(
            &mut frame_input.events,
            frame_input.accumulated_time,
            frame_input.viewport,
            frame_input.device_pixel_ratio,
            |ui| {
                egui::Panel::right("status").show_inside(ui, |ui| {
                    status_panel(ui, &game, &mut preset, &mut moves);
                });
            },
        );
        for event in frame_input.events.iter_mut() {
            if let Event::KeyPress { kind, handled, .. } = event {
                let chosen = match kind {
                    Key::Num1 => Some(Preset::Table),
                    Key::Num2 => Some(Preset::Quarry),
                    Key::Num3 => Some(Preset::Road),
                    _ => None,
                };
                if chosen.is_some() && !*handled {
                    preset = chosen;
                    *handled = true;
                }
            }
        }
        if let Some(p) = preset {
            rig.go_to(p);
        }
        for _ in 0..moves {
            let Some(command) = bot.next_command(&game) else {
                break;
            };
            if game.apply(&command).is_err() {
                break;
            }
        }
        rig.handle_events(&mut frame_input.events);
        rig.update(frame_input.elapsed_time);
        scene.update(&game, &stones);
        scene.refresh_shadows();
        let camera = rig.camera(frame_input.viewport);
        let screen = frame_input.screen();
        scene.render(&screen, &camera);
        // The GUI draws over the table; a failure only loses the panel this frame.
        let _ = screen.write(|| gui.render());
        FrameOutput::default()
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

fn status_panel(ui: &mut egui::Ui, game: &Game, preset: &mut Option<Preset>, moves: &mut usize) {
    ui.heading("Via Appia");
    ui.label(format!("Round {}", game.round));
    match game.phase {
        Phase::GameOver => {
            ui.label("Game over");
        }
        _ => {
            ui.label(format!("To play: {}", game.current_player().name));
        }
    }
    ui.separator();
    ui.label("Scores");
    for (p, player) in game.players.iter().enumerate() {
        let c = player_color(p);
        ui.horizontal(|ui| {
            ui.colored_label(egui::Color32::from_rgb(c.r, c.g, c.b), "●");
            ui.label(format!("{}: {} VP", player.name, player.score));
        });
    }
    ui.separator();
    ui.label("Camera (keys 1, 2, 3)");
    ui.horizontal(|ui| {
        for p in Preset::ALL {
            if ui.button(p.name()).clicked() {
                *preset = Some(p);
            }
        }
    });
    ui.separator();
    ui.label("Random player");
    ui.horizontal(|ui| {
        if ui.button("1 move").clicked() {
            *moves = 1;
        }
        if ui.button("20 moves").clicked() {
            *moves = 20;
        }
    });
}

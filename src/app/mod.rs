//! The game: a window (`window.rs`) over a game at the table (`play.rs`), which is
//! the one place where the rules, the physical quarry, the bots, the view and the
//! panels meet.

use crate::assets::default_game_data;
use crate::bots::BotKit;
pub use crate::cli::play::{Opening, WindowOptions};
use crate::quarry::QuarryConfig;
use crate::rules::GameData;
use crate::table::autosave::{autosave_dir, latest};
use crate::ui::new_game::NewGameForm;
use std::sync::Arc;
use three_d::*;

pub mod drop_marks;
pub mod hint_panel;
pub mod layout;
pub mod leaving;
pub mod name_plates;
pub mod pointer;
pub mod push_panel;
pub mod retune_dialog;
pub mod seat_marks;
pub mod window;

/// Opens the window and runs until it is closed.
pub fn run(options: WindowOptions) -> Result<(), String> {
    let started = std::time::Instant::now();
    let data = default_game_data().map_err(|e| e.to_string())?;
    let config = QuarryConfig::load_default().map_err(|e| e.to_string())?;
    // The language first: the new game's first log line is written in it.
    let settings = window::settings::Loaded::from_user_folder();
    if let Some(e) = &settings.error {
        // Also shown in the window, above the turn panel and in Settings.
        eprintln!("settings: {e}");
    }
    crate::i18n::set_language(options.lang.unwrap_or(settings.settings.language.lang()));
    for problem in crate::i18n::load_problems() {
        eprintln!("words: {problem}");
    }
    let (session, form) = opening_session(&options.opening, data.clone(), &config)?;
    let kit = BotKit::load_default().map_err(|e| e.to_string())?;
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
    let play = crate::table::Table::with_agents(session, kit, &options.agents);
    let level = (settings.settings.volume, settings.settings.muted);
    let speaker = crate::sound::Speaker::open(level.0, level.1);
    // Said once: the Settings window says it too.
    eprintln!("sound: {}", speaker.state);
    let mut table = window::Screen::new(&context, data, play, autosave_dir(), settings, speaker);
    table.lang_override = options.lang;
    if let Some(lang) = options.lang {
        // The screen put the settings' language in force; this window's wins.
        crate::i18n::set_language(lang);
    }
    if let Some(pause) = options.bot_pause {
        // For this window only: the settings keep theirs.
        table.pause_override = Some(pause);
        table.play.bot_pause = pause;
        table.bot_pause = pause;
    }
    if let Some(path) = &options.watch {
        // Over the opening table, which no game is played at: leaving the
        // watch opens the new-game screen.
        table.in_play = false;
        table.watch_file(path)?;
    } else if let Some(form) = form {
        table.open_new_game(form, false);
        table.offer_guide_if_first();
    }
    if options.opening == Opening::Guide {
        table.guide_on_table();
    }
    if let Opening::Online {
        server,
        code,
        seat,
        token,
    } = &options.opening
    {
        table.open_online();
        table.answer_online(online_choice(server, code, *seat, token.as_deref()));
    }
    let mut gui = GUI::new(&context);
    crate::ui::theme::apply(gui.context());
    // The panels' size is the settings' (Ctrl + / − / 0 in `window::settings`).
    gui.context().options_mut(|o| o.zoom_with_keyboard = false);
    let mut frames = 0u64;
    let mut frame_ms = Vec::new();
    // Frames that began while a bot was thinking on its worker thread.
    let mut thinking_ms = Vec::new();
    let mut first_frame_ms = 0.0;
    let mut log_printed = 0u64;
    if let Some(folder) = &options.capture_guide {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    }
    let mut guide_printed = None;
    // The guide's step and what it asks for, and the frames left until the
    // window is saved for `--capture-guide` (the callout is drawn a frame
    // after the table changes; a few more let the panels settle).
    let mut guide_shown = None;
    let mut guide_shots = 0u32;
    let mut guide_capture_in = None;
    let mut watch_told: Option<String> = None;
    window.render_loop(move |mut frame_input| {
        if frames > 0 {
            frame_ms.push(frame_input.elapsed_time);
            if table.play.bot_is_thinking() {
                thinking_ms.push(frame_input.elapsed_time);
            }
        }
        table.frame(&mut gui, &mut frame_input);
        if frames == 0 {
            first_frame_ms = started.elapsed().as_secs_f64() * 1000.0;
            if options.print_log {
                // A test driving the window clicks once the panels are laid out.
                eprintln!("ready: the first frame is drawn");
            }
        }
        if let Some(folder) = &options.capture_guide {
            let shown = table
                .guide_report()
                .map(|r| r.split(" at ").next().unwrap_or_default().replace(' ', "-"));
            if shown != guide_shown && shown.is_some() {
                guide_capture_in = Some(4u32);
            }
            guide_shown = shown;
            if let Some(n) = guide_capture_in {
                guide_capture_in = n.checked_sub(1);
                if n == 0 {
                    guide_shots += 1;
                    let name = guide_shown.as_deref().unwrap_or("over");
                    let path = folder.join(format!("{guide_shots:02}-{name}.png"));
                    if let Err(e) = capture(&frame_input.screen(), &path) {
                        eprintln!("capture: {e}");
                    }
                }
            }
        }
        if options.print_log {
            let session = &table.play.session;
            log_printed = print_new_log_lines(&session.log, session.lines_written, log_printed);
            // The guide's step as it changes ("guide: push"), for the tests that
            // play the guided game.
            let report = table.guide_report();
            if report != guide_printed {
                eprintln!("guide: {}", report.as_deref().unwrap_or("over"));
                guide_printed = report;
            }
            // Where a watch is, each time it changes.
            let report = table.watch_report();
            if report.is_some() && report != watch_told {
                eprintln!("{}", report.as_deref().unwrap_or_default());
            }
            watch_told = report;
            if let Some(report) = table.online_report() {
                eprintln!("{report}");
            }
        }
        frames += 1;
        let last = options.frames.is_some_and(|n| frames >= n) || table.quit;
        if last && options.frames.is_some() {
            eprintln!(
                "{}; first frame drawn {first_frame_ms:.0} ms after start",
                frame_report(&frame_ms)
            );
            if !thinking_ms.is_empty() {
                eprintln!("while a bot thought: {}", frame_report(&thinking_ms));
            }
        }
        if last && options.print_log {
            eprintln!("{}", table_report(&table.play));
            eprintln!("sounds due: {}", table.speaker_report());
        }
        if last {
            if let Some(path) = &options.capture {
                if let Err(e) = capture(&frame_input.screen(), path) {
                    // The event loop never returns: report and leave with a failure.
                    eprintln!("error: {e}");
                    std::process::exit(1);
                }
            }
        }
        FrameOutput {
            exit: last,
            ..Default::default()
        }
    });
    Ok(())
}

/// A new game as `form` asks for it. Stones of another shape than `config`'s bring
/// their own quarry file, as on the new-game screen.
fn session_for(
    form: &NewGameForm,
    data: Arc<GameData>,
    config: &QuarryConfig,
) -> Result<crate::table::session::Session, String> {
    let request = form.request().map_err(|problems| problems.join("; "))?;
    let switched = config
        .for_stones(request.stones)
        .map_err(|e| e.to_string())?;
    let config = switched.as_ref().unwrap_or(config);
    crate::table::session::Session::from_request(data, &request, config)
}

/// The session the window opens with, and the new-game screen if it is shown.
/// The dialog's choice `play --online` stands for: join the seat, or come
/// back to it with its token.
fn online_choice(
    server: &str,
    code: &str,
    seat: usize,
    token: Option<&str>,
) -> crate::ui::online::OnlineChoice {
    use crate::ui::online::OnlineChoice;
    match token {
        Some(token) => OnlineChoice::Back(crate::settings::TableTicket {
            server: server.to_string(),
            code: code.to_string(),
            seat,
            token: token.to_string(),
        }),
        None => OnlineChoice::Join {
            server: server.to_string(),
            code: code.to_string(),
            seat,
        },
    }
}

fn opening_session(
    opening: &Opening,
    data: Arc<GameData>,
    config: &QuarryConfig,
) -> Result<(crate::table::session::Session, Option<NewGameForm>), String> {
    match opening {
        Opening::Load(path) => {
            let session =
                crate::table::session::Session::load_from(path).map_err(|e| e.to_string())?;
            Ok((session, None))
        }
        Opening::Continue => {
            let dir = autosave_dir();
            let saved = latest(&dir).ok_or_else(|| {
                format!(
                    "no game to continue: {} holds no autosave of a game still in play",
                    dir.display()
                )
            })?;
            let session = crate::table::session::Session::load_from(&saved.path)
                .map_err(|e| e.to_string())?;
            Ok((session, None))
        }
        Opening::Seats {
            seats,
            seed,
            stones,
        } => {
            let mut form = NewGameForm::with_seats(*seed, seats);
            form.stones = *stones;
            Ok((session_for(&form, data, config)?, None))
        }
        Opening::Guide => Ok((
            session_for(&window::guide::guided_form(), data, config)?,
            None,
        )),
        Opening::Online { .. } => {
            // The table behind the dialog until the server has seated the window.
            let form = NewGameForm::default();
            Ok((session_for(&form, data, config)?, None))
        }
        Opening::NewGameScreen => {
            let form = NewGameForm::default();
            // Behind the new-game screen: the table set for the form's suggestion.
            Ok((session_for(&form, data, config)?, Some(form)))
        }
    }
}

/// Prints the log lines written since the first `printed` were, for
/// `--print-log` (a test driving the window waits for a line, such as what a
/// push dropped, as it happens); `written` counts every line the session wrote
/// (the log keeps only the newest). Returns the count printed now. A new game
/// starts a new count.
fn print_new_log_lines(log: &[String], written: u64, printed: u64) -> u64 {
    let printed = if printed > written { 0 } else { printed };
    let new = ((written - printed) as usize).min(log.len());
    for line in &log[log.len() - new..] {
        eprintln!("log: {line}");
    }
    written
}

/// The state of the table when the window closes, for `--print-log` (its log
/// lines are printed as they are written).
fn table_report(play: &crate::table::Table) -> String {
    let game = &play.session.game;
    let mut lines = Vec::new();
    lines.push(format!(
        "state: seed {}, round {}, {} to act, {}",
        play.session.seed,
        game.round(),
        game.current_player().name(),
        if game.is_over() {
            "game over"
        } else {
            "game on"
        }
    ));
    if let Some(notice) = &play.notice {
        lines.push(format!("notice: {notice}"));
    }
    lines.join("\n")
}

/// The frame times of a run with `--frames`: wall time from one frame to the next
/// (input, physics, drawing and the buffer swap).
fn frame_report(ms: &[f64]) -> String {
    if ms.is_empty() {
        return "no frame was timed".to_string();
    }
    let mut sorted = ms.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    format!(
        "{} frames: median {:.1} ms, p95 {:.1} ms",
        sorted.len(),
        at(0.5),
        at(0.95)
    )
}

/// Saves what the screen shows as a PNG.
fn capture(screen: &RenderTarget, path: &std::path::Path) -> Result<(), String> {
    let pixels = screen.read_color::<[u8; 4]>();
    let image = crate::view::offscreen::Image {
        width: screen.width(),
        height: screen.height(),
        pixels,
    };
    image.save_png(path)
}

fn window_settings() -> WindowSettings {
    WindowSettings {
        title: "Via Appia 3D".to_string(),
        min_size: (640, 400),
        max_size: Some((3840, 2160)),
        initial_size: Some((1280, 800)),
        // Anti-aliasing is done by `view::Frame`: MSAA offscreen on hardware, FXAA on a
        // software renderer, where window multisampling would cost the frame budget.
        surface_settings: SurfaceSettings {
            multisamples: 0,
            ..Default::default()
        },
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarry::{StonePreset, StoneShape};
    use crate::table::SeatKind;

    #[test]
    fn seats_on_discs_open_on_the_disc_quarry_file() {
        let data = default_game_data().expect("game data");
        let blocks = QuarryConfig::load_default().expect("quarry.ron");
        let discs = QuarryConfig::load_preset(StonePreset::Discs).expect("quarry_discs.ron");
        let opening = |stones| Opening::Seats {
            seats: vec![SeatKind::Human, SeatKind::Bot(crate::bots::BotLevel::Hard)],
            seed: 3,
            stones,
        };
        let (session, form) =
            opening_session(&opening(StonePreset::Discs), data.clone(), &blocks).expect("opens");
        assert!(form.is_none());
        assert_eq!(session.quarry.config(), &discs);
        assert_eq!(session.quarry.config().stones.stone_shape, StoneShape::Disc);
        let (session, _) =
            opening_session(&opening(StonePreset::Blocks), data, &blocks).expect("opens");
        assert_eq!(session.quarry.config(), &blocks);
    }

    /// The table behind the new-game screen is the one its suggestion starts: the
    /// wooden discs, on their own quarry file.
    #[test]
    fn the_new_game_screen_opens_on_the_wooden_discs() {
        let data = default_game_data().expect("game data");
        let blocks = QuarryConfig::load_default().expect("quarry.ron");
        let discs = QuarryConfig::load_preset(StonePreset::Discs).expect("quarry_discs.ron");
        let (session, form) =
            opening_session(&Opening::NewGameScreen, data, &blocks).expect("opens");
        assert_eq!(form.map(|f| f.stones), Some(StonePreset::Discs));
        assert_eq!(session.quarry.config(), &discs);
    }
}

//! `via-appia bench-render`: offscreen frame times of the table — still, with the
//! shadow map rebuilt every frame, and during a real push (physics stepped each frame).

use crate::assets::default_game_data;
use crate::quarry::{PusherPose, Quarry, QuarryConfig};
use crate::rules::Size;
use crate::view::antialias::shadow_map_size_for_renderer;
use crate::view::scene::{print_board, print_resolution_for_renderer};
use crate::view::showcase::{person_seating, scene_state, SceneKind};
use crate::view::{
    quarry_pose, Antialiasing, Offscreen, OffscreenFrame, Presented, Presenter, Preset, QuarryPose,
    Scene, TextureTarget,
};
use std::str::FromStr;
use std::time::Instant;
use three_d::*;

#[derive(clap::Args, Debug)]
pub struct BenchRenderArgs {
    #[arg(long, default_value_t = 1280, value_parser = clap::value_parser!(u32).range(16..=8192))]
    pub width: u32,
    #[arg(long, default_value_t = 720, value_parser = clap::value_parser!(u32).range(16..=8192))]
    pub height: u32,
    /// Frames to time in each phase.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(3..=10_000))]
    pub frames: u32,
    /// Anti-aliasing: msaa2|msaa4|msaa8|fxaa|none (default: what the window would
    /// choose for this renderer — FXAA on a software one, MSAA 4 on a GPU).
    #[arg(long, value_parser = Antialiasing::from_str)]
    pub aa: Option<Antialiasing>,
    #[arg(long, value_enum, default_value_t = SceneKind::Opening)]
    pub scene: SceneKind,
    /// Texels on a side of the shadow map (default: what the window would choose).
    #[arg(long, value_parser = clap::value_parser!(u32).range(256..=8192))]
    pub shadow_map: Option<u32>,
}

/// Median and 90th percentile of frame times in ms.
fn summarize(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}

/// CPU seconds this process has used (all threads: llvmpipe rasterises on worker
/// threads), from `/proc/self/stat`; `None` where that file does not exist. Unlike wall
/// time it hardly changes when other processes load the machine.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    // USER_HZ is 100 on every Linux this runs on.
    Some((user + system) / 100.0)
}

/// Mean CPU milliseconds per frame over a phase, as text.
fn cpu_per_frame(before: Option<f64>, frames: usize) -> String {
    match (before, cpu_seconds()) {
        (Some(a), Some(b)) if frames > 0 => {
            format!(", CPU {:.0} ms/frame", (b - a) * 1000.0 / frames as f64)
        }
        _ => String::new(),
    }
}

/// The shipped quarry config (the drawn ramp follows the physics).
pub fn load_quarry_config() -> Result<QuarryConfig, String> {
    super::quarry_config(None)
}

pub fn run(args: &BenchRenderArgs) -> Result<(), String> {
    let start = Instant::now();
    let data = default_game_data().map_err(|e| e.to_string())?;
    let offscreen = Offscreen::new().map_err(|e| format!("no offscreen OpenGL: {e}"))?;
    let context = offscreen.context().clone();
    let config = load_quarry_config()?;
    let aa = args.aa.unwrap_or_else(|| offscreen.antialiasing());
    let mut scene = Scene::new(&context, &data, &config);
    scene.set_shadow_map_size(
        args.shadow_map
            .unwrap_or_else(|| shadow_map_size_for_renderer(offscreen.renderer())),
    );
    let (game, pose) = scene_state(data, args.scene, &config)?;
    scene.set_seating(person_seating(&game));
    let camera = Preset::Table
        .view()
        .camera(Viewport::new_at_origo(args.width, args.height));
    let mut target = OffscreenFrame::new(&context, args.width, args.height, aa);

    // The board's print is painted on the CPU at start (inside the first frame's
    // time); timed again alone, five times: the median wall time, and the mean CPU
    // time (one thread; steadier on a loaded machine).
    let resolution = print_resolution_for_renderer(offscreen.renderer());
    let cpu = cpu_seconds();
    let mut prints: Vec<f64> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let texture = print_board(game.data(), resolution);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            drop(texture);
            ms
        })
        .collect();
    let print_cpu = cpu_per_frame(cpu, prints.len()).replace("/frame", " each");
    prints.sort_by(f64::total_cmp);
    let print_ms = prints[prints.len() / 2];
    let mut frame = |scene: &mut Scene, pose: &QuarryPose| -> f64 {
        let t = Instant::now();
        scene.update(&game, pose);
        scene.refresh_shadows();
        target.draw(scene, &camera);
        offscreen.finish();
        t.elapsed().as_secs_f64() * 1000.0
    };
    frame(&mut scene, &pose);
    let first = start.elapsed().as_secs_f64() * 1000.0;

    let cpu = cpu_seconds();
    let still: Vec<f64> = (0..args.frames).map(|_| frame(&mut scene, &pose)).collect();
    let still_cpu = cpu_per_frame(cpu, still.len());
    let cpu = cpu_seconds();
    let builds_before = scene.shadow_builds;
    let moving: Vec<f64> = (0..args.frames)
        .map(|i| {
            let mut moved = pose.clone();
            if let Some(s) = moved.stones.first_mut() {
                s.translation.y += 0.01 * (i % 2) as f32 + 0.001;
            }
            frame(&mut scene, &moved)
        })
        .collect();
    let rebuilds = scene.shadow_builds - builds_before;
    let moving_cpu = cpu_per_frame(cpu, moving.len());

    // A real push: a large stone placed behind the line and pushed in at full speed,
    // the physics stepped once per frame and its poses drawn.
    let opening = [game.quarry().small, game.quarry().mid, game.quarry().large];
    let mut quarry =
        Quarry::new(&config, opening, 7).map_err(|e| format!("cannot load the quarry: {e}"))?;
    let shape = *scene.ramp();
    let mut pushing = Vec::new();
    let mut physics_ms = Vec::new();
    let mut pushes = 0;
    let cpu = cpu_seconds();
    while pushing.len() < args.frames as usize {
        if quarry.pusher_pose().advance >= config.ramp.line_position * 0.9 || pushes == 0 {
            // Pull back, place a fresh stone, push again.
            let park = PusherPose {
                advance: -1.0,
                ..Default::default()
            };
            quarry.drive_pusher(park);
            for _ in 0..240 {
                let before = quarry.pusher_pose();
                quarry.step();
                if quarry.pusher_pose() == before {
                    break;
                }
            }
            if quarry.place_stone(Size::Large, 0.0, 0.0).is_err() {
                quarry = Quarry::new(&config, opening, 7)
                    .map_err(|e| format!("cannot load the quarry: {e}"))?;
                continue;
            }
            quarry.drive_pusher(PusherPose {
                advance: config.ramp.line_position,
                ..Default::default()
            });
            pushes += 1;
        }
        let t = Instant::now();
        quarry.step();
        let pose = quarry_pose(&quarry, &shape);
        let physics = t.elapsed().as_secs_f64() * 1000.0;
        pushing.push(frame(&mut scene, &pose) + physics);
        physics_ms.push(physics);
    }

    let pushing_cpu = cpu_per_frame(cpu, pushing.len());
    let window = window_phases(
        &context, &offscreen, &game, &mut scene, &pose, &config, args,
    )?;
    let (still_median, still_p90) = summarize(still);
    let (moving_median, moving_p90) = summarize(moving);
    let (pushing_median, pushing_p90) = summarize(pushing);
    let (physics_median, _) = summarize(physics_ms);
    println!("renderer: {}", offscreen.renderer());
    println!(
        "{}×{}, anti-aliasing {aa}, shadow map {}², {:?} scene, {} frames per phase",
        args.width,
        args.height,
        scene.shadow_map_size(),
        args.scene,
        args.frames
    );
    println!(
        "time to first frame: {first:.0} ms (context, board print, meshes, shadow map, one frame)"
    );
    println!("board print ({resolution}² texels): median {print_ms:.0} ms{print_cpu}");
    println!(
        "still (shadow map kept):      median {still_median:.1} ms/frame, p90 {still_p90:.1} ms{still_cpu}"
    );
    println!(
        "moving (shadow map rebuilt {rebuilds}×): median {moving_median:.1} ms/frame, p90 {moving_p90:.1} ms{moving_cpu}"
    );
    println!(
        "pushing ({pushes} pushes, physics included, median physics {physics_median:.1} ms): median {pushing_median:.1} ms/frame, p90 {pushing_p90:.1} ms{pushing_cpu}"
    );
    println!("{window}");
    Ok(())
}

/// The frames as the window makes them (`view::Presenter`): a still table copied
/// from the kept smooth frame, and a push drawn afresh every frame in the motion
/// mode, physics and shadow rebuild included.
fn window_phases(
    context: &Context,
    offscreen: &Offscreen,
    game: &crate::rules::Game,
    scene: &mut Scene,
    pose: &QuarryPose,
    config: &QuarryConfig,
    args: &BenchRenderArgs,
) -> Result<String, String> {
    let mut presenter = Presenter::for_renderer(context, offscreen.renderer());
    let (motion, still_mode) = presenter.modes();
    let frame = TextureTarget::new(context, args.width, args.height);
    let target = frame.target();
    let camera = Preset::Table
        .view()
        .camera(Viewport::new_at_origo(args.width, args.height));
    let mut draw = |scene: &mut Scene, pose: &QuarryPose| -> (f64, Presented) {
        let t = Instant::now();
        scene.update(game, pose);
        scene.refresh_shadows();
        let how = presenter.present(scene, &camera, &target);
        offscreen.finish();
        (t.elapsed().as_secs_f64() * 1000.0, how)
    };
    let mut still = Vec::new();
    for _ in 0..args.frames + 2 {
        let (ms, how) = draw(scene, pose);
        if how == Presented::Copied {
            still.push(ms);
        }
    }
    let opening = [game.quarry().small, game.quarry().mid, game.quarry().large];
    let mut quarry =
        Quarry::new(config, opening, 7).map_err(|e| format!("cannot load the quarry: {e}"))?;
    quarry.drive_pusher(PusherPose {
        advance: -1.0,
        ..Default::default()
    });
    for _ in 0..120 {
        quarry.step();
    }
    quarry
        .place_stone(Size::Large, 0.0, 0.0)
        .map_err(|e| format!("cannot place the stone: {e}"))?;
    quarry.drive_pusher(PusherPose {
        advance: config.ramp.line_position,
        ..Default::default()
    });
    let shape = *scene.ramp();
    let mut pushing = Vec::new();
    for _ in 0..args.frames {
        let t = Instant::now();
        quarry.step();
        let pose = quarry_pose(&quarry, &shape);
        let physics = t.elapsed().as_secs_f64() * 1000.0;
        let (ms, how) = draw(scene, &pose);
        if how == Presented::Motion {
            pushing.push(ms + physics);
        }
    }
    if still.is_empty() || pushing.is_empty() {
        return Err("the window phases drew no frame of their kind".to_string());
    }
    let (still_median, still_p90) = summarize(still);
    let (push_median, push_p90) = summarize(pushing);
    Ok(format!(
        "window (view::Presenter, {motion} while moving, {still_mode} kept while still): \
         still median {still_median:.1} ms/frame, p90 {still_p90:.1} ms; \
         pushing median {push_median:.1} ms/frame, p90 {push_p90:.1} ms"
    ))
}

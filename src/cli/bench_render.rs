//! `via-appia bench-render`: offscreen frame times of the table, still and moving.

use crate::assets::default_game_data;
use crate::view::offscreen::FrameTarget;
use crate::view::showcase::{scene_state, SceneKind};
use crate::view::{Offscreen, Preset, QuarryPose, Scene};
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
    /// MSAA samples (0 or 1: none).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(0..=16))]
    pub msaa: u32,
    #[arg(long, value_enum, default_value_t = SceneKind::Opening)]
    pub scene: SceneKind,
}

/// Median and 90th percentile of frame times in ms.
fn summarize(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}

/// The shipped quarry config (the drawn ramp follows the physics).
pub fn load_quarry_config() -> Result<crate::quarry::QuarryConfig, String> {
    crate::quarry::QuarryConfig::load(crate::quarry::QuarryConfig::default_path())
        .map_err(|e| e.to_string())
}

pub fn run(args: &BenchRenderArgs) -> Result<(), String> {
    let start = Instant::now();
    let data = default_game_data().map_err(|e| e.to_string())?;
    let offscreen = Offscreen::new().map_err(|e| format!("no offscreen OpenGL: {e}"))?;
    let context = offscreen.context().clone();
    let quarry = load_quarry_config()?;
    let mut scene = Scene::new(&context, &data, &quarry);
    let (game, pose) = scene_state(data, args.scene, &quarry)?;
    let camera = Preset::Table
        .view()
        .camera(Viewport::new_at_origo(args.width, args.height));
    let target = FrameTarget::new(&context, args.width, args.height, args.msaa);

    let frame = |scene: &mut Scene, pose: &QuarryPose| -> f64 {
        let t = Instant::now();
        scene.update(&game, pose);
        scene.refresh_shadows();
        target.draw(scene, &camera);
        offscreen.finish();
        t.elapsed().as_secs_f64() * 1000.0
    };
    frame(&mut scene, &pose);
    let first = start.elapsed().as_secs_f64() * 1000.0;

    let still: Vec<f64> = (0..args.frames).map(|_| frame(&mut scene, &pose)).collect();
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
    let (still_median, still_p90) = summarize(still);
    let (moving_median, moving_p90) = summarize(moving);
    println!("renderer: {}", offscreen.renderer());
    println!(
        "{}×{}, MSAA {}, shadow map {}², {:?} scene, {} frames per phase",
        args.width,
        args.height,
        args.msaa,
        crate::view::scene::SHADOW_MAP_SIZE,
        args.scene,
        args.frames
    );
    println!(
        "time to first frame: {first:.0} ms (context, board print, meshes, shadow map, one frame)"
    );
    println!(
        "still (shadow map kept):      median {still_median:.1} ms/frame, p90 {still_p90:.1} ms"
    );
    println!(
        "moving (shadow map rebuilt {rebuilds}×): median {moving_median:.1} ms/frame, p90 {moving_p90:.1} ms"
    );
    Ok(())
}

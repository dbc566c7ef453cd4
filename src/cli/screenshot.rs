//! `via-appia screenshot`: one frame of the table rendered offscreen (EGL, no
//! display server) into a PNG.

use crate::assets::default_game_data;
use crate::view::showcase::{person_seating, scene_state, SceneKind};
use crate::view::{Antialiasing, Offscreen, Preset, Scene};
use std::path::PathBuf;
use std::str::FromStr;
use three_d::Viewport;

/// A camera preset, as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ViewArg {
    Table,
    Quarry,
    Road,
}

impl From<ViewArg> for Preset {
    fn from(v: ViewArg) -> Preset {
        match v {
            ViewArg::Table => Preset::Table,
            ViewArg::Quarry => Preset::Quarry,
            ViewArg::Road => Preset::Road,
        }
    }
}

#[derive(clap::Args, Debug)]
pub struct ScreenshotArgs {
    /// The PNG file to write.
    #[arg(long)]
    pub out: PathBuf,
    #[arg(long, default_value_t = 1280, value_parser = clap::value_parser!(u32).range(16..=8192))]
    pub width: u32,
    #[arg(long, default_value_t = 720, value_parser = clap::value_parser!(u32).range(16..=8192))]
    pub height: u32,
    /// Which table to show.
    #[arg(long, value_enum, default_value_t = SceneKind::Opening)]
    pub scene: SceneKind,
    /// The camera preset.
    #[arg(long, value_enum, default_value_t = ViewArg::Table)]
    pub view: ViewArg,
    /// The stones in the quarry: the wooden discs a new game plays with, or blocks.
    #[arg(long, value_enum, default_value_t = super::Stones::Discs)]
    pub stones: super::Stones,
    /// Anti-aliasing: msaa2|msaa4|msaa8|fxaa|none (default: FXAA on a software
    /// renderer, MSAA 4 on a GPU — what the window uses).
    #[arg(long, value_parser = Antialiasing::from_str)]
    pub aa: Option<Antialiasing>,
}

pub fn run(args: &ScreenshotArgs) -> Result<(), String> {
    let data = default_game_data().map_err(|e| e.to_string())?;
    let offscreen = Offscreen::new().map_err(|e| format!("no offscreen OpenGL: {e}"))?;
    let quarry = crate::quarry::QuarryConfig::load_preset(args.stones.preset())
        .map_err(|e| e.to_string())?;
    let mut scene = Scene::new(offscreen.context(), &data, &quarry);
    let (game, pose) = scene_state(data, args.scene, &quarry)?;
    scene.set_seating(person_seating(&game));
    if args.scene == SceneKind::Empty {
        scene.clear();
    } else {
        scene.update(&game, &pose);
    }
    scene.refresh_shadows();
    let camera = Preset::from(args.view)
        .view()
        .camera(Viewport::new_at_origo(args.width, args.height));
    let aa = args.aa.unwrap_or_else(|| offscreen.antialiasing());
    let image = offscreen.render(&scene, &camera, aa);
    image.save_png(&args.out)?;
    println!(
        "wrote {} ({}×{}, {:?} scene, {} view, {aa}) on {}",
        args.out.display(),
        args.width,
        args.height,
        args.scene,
        Preset::from(args.view).name(),
        offscreen.renderer()
    );
    Ok(())
}

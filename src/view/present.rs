//! How the window puts the table on screen within its frame budget.
//!
//! A still table looks the same frame after frame, so it is drawn once, in the best
//! mode the renderer affords (FXAA on software GL, MSAA on a GPU), into a texture
//! that later frames only copy — the panels on top can change freely. While stones,
//! pusher or camera move, every frame is drawn afresh in the motion mode: on software
//! GL without anti-aliasing (moving edges hide the steps, and FXAA alone costs more
//! than the budget there), on a GPU with MSAA as always. The moment all is still, one
//! smooth frame replaces the last rough one.

use super::antialias::{is_software_renderer, Antialiasing, Frame};
use super::scene::Scene;
use three_d::*;

/// How a frame was put on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presented {
    /// Drawn afresh in the motion mode.
    Motion,
    /// Drawn in the still mode and kept.
    Still,
    /// The kept still frame copied.
    Copied,
}

/// What a frame shows: the scene's revision and the camera.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Key {
    revision: u64,
    view_projection: Mat4,
    viewport: Viewport,
}

impl Key {
    fn of(scene: &Scene, camera: &Camera) -> Key {
        Key {
            revision: scene.revision(),
            view_projection: camera.projection() * camera.view(),
            viewport: camera.viewport(),
        }
    }
}

/// A colour and a depth texture of one size to draw into (the kept still frame,
/// or a stand-in for the screen in benchmarks and tests).
pub struct TextureTarget {
    pub color: Texture2D,
    pub depth: DepthTexture2D,
}

impl TextureTarget {
    pub fn new(context: &Context, width: u32, height: u32) -> TextureTarget {
        let (w, h) = (width.max(1), height.max(1));
        TextureTarget {
            color: Texture2D::new_empty::<[u8; 4]>(
                context,
                w,
                h,
                Interpolation::Nearest,
                Interpolation::Nearest,
                None,
                Wrapping::ClampToEdge,
                Wrapping::ClampToEdge,
            ),
            depth: DepthTexture2D::new::<f32>(
                context,
                w,
                h,
                Wrapping::ClampToEdge,
                Wrapping::ClampToEdge,
            ),
        }
    }

    pub fn target(&self) -> RenderTarget<'_> {
        RenderTarget::new(
            self.color.as_color_target(None),
            self.depth.as_depth_target(),
        )
    }
}

/// The kept still frame.
struct Kept {
    frame: TextureTarget,
    key: Option<Key>,
}

/// Draws the table each frame: afresh while it moves, from a kept frame while still.
pub struct Presenter {
    context: Context,
    motion: Frame,
    still: Frame,
    kept: Option<Kept>,
    last: Option<Key>,
}

impl Presenter {
    /// The modes for a GL renderer (see the module documentation).
    pub fn for_renderer(context: &Context, renderer: &str) -> Presenter {
        let still = Antialiasing::for_renderer(renderer);
        let motion = if is_software_renderer(renderer) {
            Antialiasing::None
        } else {
            still
        };
        Presenter::new(context, motion, still)
    }

    pub fn new(context: &Context, motion: Antialiasing, still: Antialiasing) -> Presenter {
        Presenter {
            context: context.clone(),
            motion: Frame::new(context, motion),
            still: Frame::new(context, still),
            kept: None,
            last: None,
        }
    }

    /// The anti-aliasing while moving and while still.
    pub fn modes(&self) -> (Antialiasing, Antialiasing) {
        (self.motion.mode(), self.still.mode())
    }

    /// Puts the scene on `destination` in the camera's viewport. Call
    /// `Scene::refresh_shadows` first.
    pub fn present(
        &mut self,
        scene: &Scene,
        camera: &Camera,
        destination: &RenderTarget,
    ) -> Presented {
        let key = Key::of(scene, camera);
        let unchanged = self.last == Some(key);
        self.last = Some(key);
        if let Some(kept) = self.kept.as_ref().filter(|k| k.key == Some(key)) {
            copy(&kept.frame.color, camera, destination);
            return Presented::Copied;
        }
        if !unchanged {
            self.motion.draw(scene, camera, destination);
            return Presented::Motion;
        }
        let viewport = camera.viewport();
        let kept = kept_frame(
            &mut self.kept,
            &self.context,
            viewport.width,
            viewport.height,
        );
        let mut local = camera.clone();
        local.set_viewport(Viewport::new_at_origo(viewport.width, viewport.height));
        let target = kept.frame.target();
        target.clear(scene.clear_state());
        self.still.draw(scene, &local, &target);
        kept.key = Some(key);
        copy(&kept.frame.color, camera, destination);
        Presented::Still
    }
}

/// The texture for the kept frame, at this size.
fn kept_frame<'a>(
    kept: &'a mut Option<Kept>,
    context: &Context,
    width: u32,
    height: u32,
) -> &'a mut Kept {
    let fits = kept
        .as_ref()
        .is_some_and(|k| k.frame.color.width() == width && k.frame.color.height() == height);
    if !fits {
        *kept = None;
    }
    kept.get_or_insert_with(|| Kept {
        frame: TextureTarget::new(context, width, height),
        key: None,
    })
}

/// Copies a texture of the camera's viewport size into that viewport.
fn copy(color: &Texture2D, camera: &Camera, destination: &RenderTarget) {
    destination.apply_screen_effect(
        &CopyEffect::default(),
        camera,
        &[],
        Some(ColorTexture::Single(color)),
        None,
    );
}

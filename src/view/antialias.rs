//! Smooth edges within the frame budget: MSAA where the GPU does it in hardware,
//! FXAA (one full-screen pass) where a software renderer would pay for every sample.
//!
//! On Mesa llvmpipe at 1280×720, MSAA 4 costs about 37 ms a frame — more than the whole
//! 25 ms budget — while FXAA costs a few milliseconds. The window, `screenshot` and
//! `bench-render` all choose through [`Antialiasing::for_renderer`] and draw through
//! [`Frame`], so what is measured is what the player sees.

use super::scene::Scene;
use std::fmt;
use std::str::FromStr;
use three_d::*;

/// How a frame's edges are smoothed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Antialiasing {
    /// Multisampling with this many samples per pixel (2 to 16).
    Msaa(u8),
    /// Fast approximate anti-aliasing: a post-process pass over the finished image.
    Fxaa,
    /// Hard edges.
    None,
}

/// Substrings of `GL_RENDERER` that name a CPU rasteriser (Mesa's llvmpipe, softpipe
/// and swrast, lavapipe under Zink, Microsoft's WARP-based "GDI Generic").
const SOFTWARE_RENDERERS: [&str; 6] = [
    "llvmpipe",
    "softpipe",
    "swrast",
    "software rasterizer",
    "lavapipe",
    "gdi generic",
];

impl Antialiasing {
    /// The mode for a GL renderer string: FXAA on a software renderer (MSAA there
    /// costs more than the frame budget), MSAA 4 on hardware.
    pub fn for_renderer(renderer: &str) -> Antialiasing {
        if is_software_renderer(renderer) {
            Antialiasing::Fxaa
        } else {
            Antialiasing::Msaa(4)
        }
    }

    /// The mode for the renderer behind a context (a window's `window.gl()`).
    pub fn for_context(context: &Context) -> Antialiasing {
        Antialiasing::for_renderer(&renderer_name(context))
    }

    /// Samples per pixel of the scene's render target (1 without MSAA).
    pub fn samples(self) -> u32 {
        match self {
            Antialiasing::Msaa(n) => u32::from(n.max(1)),
            _ => 1,
        }
    }
}

/// Texels on a side of the sun's shadow map for a GL renderer: a software renderer
/// rebuilds a 1024² map in a quarter of the time of a 2048² one (every frame while
/// stones move); the softer shadow edge is hardly seen at table distance.
pub fn shadow_map_size_for_renderer(renderer: &str) -> u32 {
    if is_software_renderer(renderer) {
        1024
    } else {
        super::scene::SHADOW_MAP_SIZE
    }
}

/// The `GL_RENDERER` string of a context, e.g. `llvmpipe (LLVM 15.0.7, 256 bits)`.
pub fn renderer_name(context: &Context) -> String {
    use three_d::context::HasContext;
    // SAFETY: a plain string query on a live context.
    unsafe { context.get_parameter_string(three_d::context::RENDERER) }
}

/// Whether a `GL_RENDERER` string names a CPU rasteriser.
pub fn is_software_renderer(renderer: &str) -> bool {
    let lower = renderer.to_ascii_lowercase();
    SOFTWARE_RENDERERS.iter().any(|name| lower.contains(name))
}

impl fmt::Display for Antialiasing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Antialiasing::Msaa(n) => write!(f, "msaa{n}"),
            Antialiasing::Fxaa => write!(f, "fxaa"),
            Antialiasing::None => write!(f, "none"),
        }
    }
}

impl FromStr for Antialiasing {
    type Err = String;

    /// `msaa2`, `msaa4`, `msaa8`, `msaa16`, `fxaa` or `none`.
    fn from_str(s: &str) -> Result<Antialiasing, String> {
        let lower = s.trim().to_ascii_lowercase();
        match lower.as_str() {
            "fxaa" => return Ok(Antialiasing::Fxaa),
            "none" | "off" => return Ok(Antialiasing::None),
            _ => {}
        }
        let samples = lower
            .strip_prefix("msaa")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| [2, 4, 8, 16].contains(n));
        match samples {
            Some(n) => Ok(Antialiasing::Msaa(n)),
            None => Err(format!(
                "`{s}` is not an anti-aliasing mode: msaa2, msaa4, msaa8, msaa16, fxaa or none"
            )),
        }
    }
}

/// The FXAA pass of `shaders/fxaa.frag`. three-d's own `FxaaEffect` reads nine
/// filtered texels for every pixel, which costs about 36 ms of CPU a 1280×720 frame on
/// llvmpipe; this one reads five unfiltered texels and stops there away from edges.
#[derive(Clone, Copy, Debug, Default)]
pub struct FxaaPass;

/// Shader id of the FXAA pass, in the range three-d leaves to users.
const FXAA_EFFECT_ID: u16 = 0x0110;

impl Effect for FxaaPass {
    fn fragment_shader_source(
        &self,
        _lights: &[&dyn Light],
        _color: Option<ColorTexture>,
        _depth: Option<DepthTexture>,
    ) -> String {
        include_str!("../../shaders/fxaa.frag").to_string()
    }

    fn id(&self, _color: Option<ColorTexture>, _depth: Option<DepthTexture>) -> EffectMaterialId {
        EffectMaterialId(FXAA_EFFECT_ID)
    }

    fn use_uniforms(
        &self,
        program: &Program,
        _viewer: &dyn Viewer,
        _lights: &[&dyn Light],
        color: Option<ColorTexture>,
        _depth: Option<DepthTexture>,
    ) {
        // Only ever applied with a single colour texture (see `Frame::draw`).
        if let Some(ColorTexture::Single(texture)) = color {
            program.use_texture("colorMap", texture);
            program.use_uniform(
                "resolution",
                vec2(texture.width() as f32, texture.height() as f32),
            );
        }
    }

    fn render_states(&self) -> RenderStates {
        RenderStates {
            write_mask: WriteMask::COLOR,
            depth_test: DepthTest::Always,
            cull: Cull::Back,
            ..Default::default()
        }
    }
}

/// Render targets of one size for one mode, kept from frame to frame.
enum Targets {
    /// The scene is drawn straight into the destination.
    Direct,
    /// The scene is drawn into `color` (linear filtering, which FXAA's taps need),
    /// then FXAA writes the destination.
    Fxaa {
        color: Texture2D,
        depth: DepthTexture2D,
    },
    /// The scene is drawn multisampled, resolved into `resolved`, then copied.
    Msaa {
        samples: RenderTargetMultisample<[u8; 4], f32>,
        resolved: Texture2D,
    },
}

/// A frame drawer for one anti-aliasing mode: it owns the intermediate targets and
/// recreates them when the size changes, so the window can call it every frame.
pub struct Frame {
    context: Context,
    mode: Antialiasing,
    size: (u32, u32),
    targets: Targets,
}

fn color_texture(context: &Context, width: u32, height: u32) -> Texture2D {
    Texture2D::new_empty::<[u8; 4]>(
        context,
        width,
        height,
        Interpolation::Linear,
        Interpolation::Linear,
        None,
        Wrapping::ClampToEdge,
        Wrapping::ClampToEdge,
    )
}

impl Frame {
    pub fn new(context: &Context, mode: Antialiasing) -> Frame {
        Frame {
            context: context.clone(),
            mode,
            size: (0, 0),
            targets: Targets::Direct,
        }
    }

    pub fn mode(&self) -> Antialiasing {
        self.mode
    }

    /// Makes the intermediate targets match the camera's viewport.
    fn prepare(&mut self, width: u32, height: u32) {
        if self.size == (width, height) {
            return;
        }
        let (w, h) = (width.max(1), height.max(1));
        self.targets = match self.mode {
            Antialiasing::None => Targets::Direct,
            Antialiasing::Fxaa => Targets::Fxaa {
                color: color_texture(&self.context, w, h),
                depth: DepthTexture2D::new::<f32>(
                    &self.context,
                    w,
                    h,
                    Wrapping::ClampToEdge,
                    Wrapping::ClampToEdge,
                ),
            },
            Antialiasing::Msaa(_) => Targets::Msaa {
                samples: RenderTargetMultisample::new(&self.context, w, h, self.mode.samples()),
                resolved: color_texture(&self.context, w, h),
            },
        };
        self.size = (width, height);
    }

    /// Draws the scene into `destination` (the screen or a texture of the camera's
    /// viewport size), anti-aliased. Call `Scene::refresh_shadows` first.
    pub fn draw(&mut self, scene: &Scene, camera: &Camera, destination: &RenderTarget) {
        let viewport = camera.viewport();
        self.prepare(viewport.width, viewport.height);
        // The intermediate targets start at the origin; the destination keeps the
        // camera's viewport (a window may draw the table beside a panel).
        let mut local = camera.clone();
        local.set_viewport(Viewport::new_at_origo(viewport.width, viewport.height));
        match &self.targets {
            Targets::Direct => scene.render(destination, camera),
            Targets::Fxaa { color, depth } => {
                let target =
                    RenderTarget::new(color.as_color_target(None), depth.as_depth_target());
                scene.render(&target, &local);
                destination.apply_screen_effect(
                    &FxaaPass,
                    camera,
                    &[],
                    Some(ColorTexture::Single(color)),
                    None,
                );
            }
            Targets::Msaa { samples, resolved } => {
                samples.clear(scene.clear_state());
                samples.render(&local, scene.objects(), &scene.lights());
                samples.resolve_color_to(&resolved.as_color_target(None));
                destination.apply_screen_effect(
                    &CopyEffect::default(),
                    camera,
                    &[],
                    Some(ColorTexture::Single(resolved)),
                    None,
                );
            }
        }
    }
}

/// An offscreen frame of a fixed size with its own destination texture: for
/// screenshots, tests and bench-render.
pub struct OffscreenFrame {
    frame: Frame,
    color: Texture2D,
    depth: DepthTexture2D,
}

impl OffscreenFrame {
    pub fn new(context: &Context, width: u32, height: u32, mode: Antialiasing) -> OffscreenFrame {
        OffscreenFrame {
            frame: Frame::new(context, mode),
            color: color_texture(context, width, height),
            depth: DepthTexture2D::new::<f32>(
                context,
                width,
                height,
                Wrapping::ClampToEdge,
                Wrapping::ClampToEdge,
            ),
        }
    }

    pub fn mode(&self) -> Antialiasing {
        self.frame.mode()
    }

    /// Draws the scene (the camera's viewport must be this frame's size, at the origin).
    pub fn draw(&mut self, scene: &Scene, camera: &Camera) {
        let target = RenderTarget::new(
            self.color.as_color_target(None),
            self.depth.as_depth_target(),
        );
        self.frame.draw(scene, camera, &target);
    }

    /// The drawn pixels, rows from the top.
    pub fn read(&self) -> Vec<[u8; 4]> {
        RenderTarget::new(
            self.color.as_color_target(None),
            self.depth.as_depth_target(),
        )
        .read_color()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn software_renderers_get_fxaa_and_hardware_gets_msaa() {
        for software in [
            "llvmpipe (LLVM 15.0.7, 256 bits)",
            "softpipe",
            "Mesa DRI Intel(R) ... swrast",
            "Software Rasterizer",
        ] {
            assert_eq!(Antialiasing::for_renderer(software), Antialiasing::Fxaa);
        }
        for hardware in [
            "NVIDIA GeForce RTX 3060/PCIe/SSE2",
            "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.7, DRM 3.49)",
            "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
        ] {
            assert_eq!(Antialiasing::for_renderer(hardware), Antialiasing::Msaa(4));
        }
    }

    #[test]
    fn modes_parse_and_print_the_same_names() {
        for mode in [
            Antialiasing::Msaa(2),
            Antialiasing::Msaa(4),
            Antialiasing::Msaa(8),
            Antialiasing::Fxaa,
            Antialiasing::None,
        ] {
            assert_eq!(mode.to_string().parse::<Antialiasing>(), Ok(mode));
        }
        assert!("msaa3".parse::<Antialiasing>().is_err());
        assert!("smaa".parse::<Antialiasing>().is_err());
        assert_eq!(Antialiasing::Fxaa.samples(), 1);
        assert_eq!(Antialiasing::Msaa(4).samples(), 4);
    }
}

//! Rendering without a window or display server: an EGL device display with a
//! surfaceless OpenGL 3.3 context (works on Mesa llvmpipe), rendering into a texture
//! and reading the pixels back.

use super::antialias::{Antialiasing, OffscreenFrame};
use super::scene::Scene;
use glutin::api::egl::context::PossiblyCurrentContext;
use glutin::api::egl::device::Device;
use glutin::api::egl::display::Display;
use glutin::config::{Api, ConfigSurfaceTypes, ConfigTemplateBuilder};
use glutin::context::{ContextApi, ContextAttributesBuilder, GlProfile, Version};
use glutin::display::GlDisplay;
use std::path::Path;
use std::sync::Arc;
use three_d::*;

/// An OpenGL context with no window. Field order matters: the three-d context is
/// dropped before the EGL context, which is dropped before the display.
pub struct Offscreen {
    context: Context,
    _gl: PossiblyCurrentContext,
    _display: Display,
    renderer: String,
}

impl Offscreen {
    /// Creates a surfaceless OpenGL 3.3 context on the first EGL device that gives
    /// one. The error says why none could be made (no EGL, no device, no config).
    pub fn new() -> Result<Offscreen, String> {
        let devices = Device::query_devices().map_err(|e| format!("no EGL devices: {e}"))?;
        let mut reasons = Vec::new();
        for device in devices {
            match Self::on_device(&device) {
                Ok(offscreen) => return Ok(offscreen),
                Err(reason) => reasons.push(format!(
                    "{}: {reason}",
                    device.name().unwrap_or("unnamed EGL device")
                )),
            }
        }
        if reasons.is_empty() {
            Err("EGL lists no devices".to_string())
        } else {
            Err(reasons.join("; "))
        }
    }

    fn on_device(device: &Device) -> Result<Offscreen, String> {
        // SAFETY: no raw display handle is passed; glutin owns the EGL display.
        let display = unsafe { Display::with_device(device, None) }
            .map_err(|e| format!("EGL display: {e}"))?;
        let template = ConfigTemplateBuilder::new()
            .with_surface_type(ConfigSurfaceTypes::empty())
            .with_api(Api::OPENGL)
            .build();
        // SAFETY: the display is valid for the whole call.
        let config = unsafe { display.find_configs(template) }
            .map_err(|e| format!("EGL configs: {e}"))?
            .next()
            .ok_or("no EGL config for OpenGL without a surface")?;
        let attributes = ContextAttributesBuilder::new()
            .with_context_api(ContextApi::OpenGl(Some(Version::new(3, 3))))
            .with_profile(GlProfile::Core)
            .build(None);
        // SAFETY: config comes from this display.
        let not_current = unsafe { display.create_context(&config, &attributes) }
            .map_err(|e| format!("OpenGL 3.3 context: {e}"))?;
        let gl = not_current
            .make_current_surfaceless()
            .map_err(|e| format!("surfaceless make-current: {e}"))?;
        // SAFETY: the context is current on this thread; the loader resolves symbols
        // of the same display.
        let glow = unsafe {
            three_d::context::Context::from_loader_function_cstr(|name| {
                display.get_proc_address(name)
            })
        };
        let renderer = {
            use three_d::context::HasContext;
            // SAFETY: plain string query on the current context.
            unsafe { glow.get_parameter_string(three_d::context::RENDERER) }
        };
        let context =
            Context::from_gl_context(Arc::new(glow)).map_err(|e| format!("three-d: {e}"))?;
        Ok(Offscreen {
            context,
            _gl: gl,
            _display: display,
            renderer,
        })
    }

    pub fn context(&self) -> &Context {
        &self.context
    }

    /// The OpenGL renderer string, e.g. `llvmpipe (LLVM 15.0.7, 256 bits)`.
    pub fn renderer(&self) -> &str {
        &self.renderer
    }

    /// Renders one frame of the scene with this anti-aliasing and reads it back.
    pub fn render(&self, scene: &Scene, camera: &Camera, antialiasing: Antialiasing) -> Image {
        let viewport = camera.viewport();
        let (width, height) = (viewport.width, viewport.height);
        let mut frame = OffscreenFrame::new(&self.context, width, height, antialiasing);
        frame.draw(scene, camera);
        Image {
            width,
            height,
            pixels: frame.read(),
        }
    }

    /// The anti-aliasing this renderer gets by default (FXAA on a software one).
    pub fn antialiasing(&self) -> Antialiasing {
        Antialiasing::for_renderer(&self.renderer)
    }

    /// Waits until the GPU has finished all work (for timing).
    pub fn finish(&self) {
        use three_d::context::HasContext;
        // SAFETY: plain synchronisation call on the current context.
        unsafe { self.context.finish() };
    }
}

/// An RGBA image, rows from the top.
#[derive(Clone, Debug, PartialEq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<[u8; 4]>,
}

impl Image {
    /// The pixel at column `x`, row `y` counted from the top.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        self.pixels[(y.min(self.height - 1) * self.width + x.min(self.width - 1)) as usize]
    }

    /// The pixel where the camera projects a world point, or `None` when it falls
    /// outside the image.
    pub fn pixel_at(&self, camera: &Camera, point: Vec3) -> Option<[u8; 4]> {
        let (x, y) = project(camera, point)?;
        Some(self.pixel(x, y))
    }

    /// Writes the image as an 8-bit RGBA PNG.
    pub fn save_png(&self, path: &Path) -> Result<(), String> {
        let file = std::fs::File::create(path)
            .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), self.width, self.height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let bytes: Vec<u8> = self.pixels.iter().flatten().copied().collect();
        writer
            .write_image_data(&bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }
}

/// Where the camera projects a world point: column and row from the top-left, or
/// `None` outside the viewport or behind the camera.
pub fn project(camera: &Camera, point: Vec3) -> Option<(u32, u32)> {
    let view_projection = camera.projection() * camera.view();
    let clip = view_projection * point.extend(1.0);
    if clip.w <= 0.0 {
        return None;
    }
    let p = camera.pixel_at_position(point);
    let viewport = camera.viewport();
    let x = p.x - viewport.x as f32;
    let y = viewport.height as f32 - (p.y - viewport.y as f32);
    if x < 0.0 || y < 0.0 || x >= viewport.width as f32 || y >= viewport.height as f32 {
        return None;
    }
    Some((x as u32, y as u32))
}

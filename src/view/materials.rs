//! Materials three-d does not ship: wood with grain (`shaders/wood.frag`), and the
//! colours of the game's pieces.

use three_d::*;

/// Wood with rings and grain from a procedural shader. The pattern follows the uv
/// coordinates; the albedo is multiplied by the geometry's (or instance's) colour.
#[derive(Clone, Debug)]
pub struct WoodMaterial {
    pub albedo: Srgba,
    pub roughness: f32,
    /// Rings per uv unit.
    pub ring_scale: f32,
    /// How much darker the late wood of a ring is (0 to 1).
    pub grain_contrast: f32,
}

impl WoodMaterial {
    pub fn new(albedo: Srgba, ring_scale: f32, grain_contrast: f32) -> Self {
        WoodMaterial {
            albedo,
            roughness: 0.7,
            ring_scale,
            grain_contrast,
        }
    }
}

/// The shader id for the wood material, in the range three-d leaves to users.
const WOOD_MATERIAL_ID: u16 = 0x0101;

impl Material for WoodMaterial {
    fn fragment_shader_source(&self, lights: &[&dyn Light]) -> String {
        let mut source = lights_shader_source(lights);
        source.push_str(ToneMapping::fragment_shader_source());
        source.push_str(ColorMapping::fragment_shader_source());
        source.push_str(include_str!("../../shaders/wood.frag"));
        source
    }

    fn id(&self) -> EffectMaterialId {
        EffectMaterialId(WOOD_MATERIAL_ID)
    }

    fn use_uniforms(&self, program: &Program, viewer: &dyn Viewer, lights: &[&dyn Light]) {
        viewer.tone_mapping().use_uniforms(program);
        viewer.color_mapping().use_uniforms(program);
        program.use_uniform_if_required("cameraPosition", viewer.position());
        for (i, light) in lights.iter().enumerate() {
            light.use_uniforms(program, i as u32);
        }
        program.use_uniform("albedo", self.albedo.to_linear_srgb());
        program.use_uniform_if_required("roughness", self.roughness);
        program.use_uniform_if_required("ringScale", self.ring_scale);
        program.use_uniform_if_required("grainContrast", self.grain_contrast);
    }

    fn render_states(&self) -> RenderStates {
        RenderStates::default()
    }

    fn material_type(&self) -> MaterialType {
        MaterialType::Opaque
    }
}

/// A plain lit material of one colour.
pub fn plain(color: Srgba, roughness: f32, metallic: f32) -> PhysicalMaterial {
    PhysicalMaterial {
        albedo: color,
        roughness,
        metallic,
        ..Default::default()
    }
}

/// Player colours in seat order: red, blue, yellow, green.
pub const PLAYER_COLORS: [Srgba; 4] = [
    Srgba::new_opaque(196, 40, 34),
    Srgba::new_opaque(34, 82, 186),
    Srgba::new_opaque(236, 190, 30),
    Srgba::new_opaque(40, 140, 62),
];

/// The colour of player `p` (wrapping round for safety).
pub fn player_color(p: usize) -> Srgba {
    PLAYER_COLORS[p % PLAYER_COLORS.len()]
}

/// Stone colours by size index (small, mid, large): gray, white, darker wood.
pub const STONE_COLORS: [Srgba; 3] = [
    Srgba::new_opaque(150, 150, 146),
    Srgba::new_opaque(238, 234, 222),
    Srgba::new_opaque(140, 92, 52),
];

/// The warm paper of the board print.
pub const PAPER: Srgba = Srgba::new_opaque(230, 204, 152);

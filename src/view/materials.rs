//! Materials three-d does not ship: wood with grain (`shaders/wood.frag`), and the
//! colours of the game's pieces.

use three_d::*;

/// Wood with rings and grain from a procedural shader. The pattern follows the uv
/// coordinates; the albedo is multiplied by the geometry's (or instance's) colour.
#[derive(Clone, Debug)]
pub struct WoodMaterial {
    pub albedo: Srgba,
    /// Rings per uv unit.
    pub ring_scale: f32,
    /// How much darker the late wood of a ring is (0 to 1).
    pub grain_contrast: f32,
}

impl WoodMaterial {
    pub fn new(albedo: Srgba, ring_scale: f32, grain_contrast: f32) -> Self {
        WoodMaterial {
            albedo,
            ring_scale,
            grain_contrast,
        }
    }
}

/// The shader id for the wood material, in the range three-d leaves to users.
const WOOD_MATERIAL_ID: u16 = 0x0101;

/// Lambert lighting from the first light (the sun, with its shadow map if it has
/// one) plus ambient light, as GLSL `vec3 cheap_lighting(surface, position, normal)`.
/// It reads the uniforms three-d's lights declare and send (`color0`, `direction0`,
/// `shadowMap0`, `shadowMVP0`, `ambientColor`), so the lights are used unchanged.
fn cheap_lighting_source(lights: &[&dyn Light]) -> String {
    let mut source = lights_shader_source(lights);
    // What each light declares decides what may be used (three-d keeps its light
    // ids private): the sun is light 0, ambient light declares `ambientColor`.
    let sun = lights
        .first()
        .map(|l| l.shader_source(0))
        .filter(|s| s.contains("direction0"));
    let ambient = lights.iter().enumerate().any(|(i, l)| {
        l.shader_source(i as u32)
            .contains("uniform vec3 ambientColor;")
    }) && !lights
        .iter()
        .enumerate()
        .any(|(i, l)| l.shader_source(i as u32).contains("irradianceMap"));
    source.push_str("vec3 cheap_lighting(vec3 surface, vec3 position, vec3 normal)\n{\n    vec3 color = vec3(0.0);\n");
    if ambient {
        source.push_str("    color += ambientColor * surface;\n");
    }
    if let Some(sun) = sun {
        source.push_str("    float facing = max(dot(normal, -direction0), 0.0);\n");
        if sun.contains("shadowMap0") {
            source.push_str("    facing *= is_visible(-direction0, normal, shadowMap0, shadowMVP0 * vec4(position, 1.0), vec2(0.0));\n");
        }
        source.push_str("    color += color0 * surface * facing / PI;\n");
    }
    source.push_str("    return color;\n}\n");
    source
}

/// Sends the lights' uniforms and the viewer's colour handling.
fn use_light_uniforms(program: &Program, viewer: &dyn Viewer, lights: &[&dyn Light]) {
    viewer.tone_mapping().use_uniforms(program);
    viewer.color_mapping().use_uniforms(program);
    for (i, light) in lights.iter().enumerate() {
        light.use_uniforms(program, i as u32);
    }
}

impl Material for WoodMaterial {
    fn fragment_shader_source(&self, lights: &[&dyn Light]) -> String {
        let mut source = cheap_lighting_source(lights);
        source.push_str(ToneMapping::fragment_shader_source());
        source.push_str(ColorMapping::fragment_shader_source());
        source.push_str(include_str!("../../shaders/wood.frag"));
        source
    }

    fn id(&self) -> EffectMaterialId {
        EffectMaterialId(WOOD_MATERIAL_ID)
    }

    fn use_uniforms(&self, program: &Program, viewer: &dyn Viewer, lights: &[&dyn Light]) {
        use_light_uniforms(program, viewer, lights);
        program.use_uniform("albedo", self.albedo.to_linear_srgb());
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

/// A matte surface of one colour (times the instance colour), optionally with a
/// texture: Lambert light and a one-tap shadow (`shaders/lit.frag`).
#[derive(Clone)]
pub struct LitMaterial {
    pub albedo: Srgba,
    pub texture: Option<Texture2DRef>,
}

/// Shader ids for the lit material, untextured and textured.
const LIT_MATERIAL_ID: u16 = 0x0102;
const LIT_TEXTURED_MATERIAL_ID: u16 = 0x0103;

impl Material for LitMaterial {
    fn fragment_shader_source(&self, lights: &[&dyn Light]) -> String {
        let mut source = String::new();
        if self.texture.is_some() {
            source.push_str("#define USE_TEXTURE\n");
        }
        source.push_str(&cheap_lighting_source(lights));
        source.push_str(ToneMapping::fragment_shader_source());
        source.push_str(ColorMapping::fragment_shader_source());
        source.push_str(include_str!("../../shaders/lit.frag"));
        source
    }

    fn id(&self) -> EffectMaterialId {
        EffectMaterialId(if self.texture.is_some() {
            LIT_TEXTURED_MATERIAL_ID
        } else {
            LIT_MATERIAL_ID
        })
    }

    fn use_uniforms(&self, program: &Program, viewer: &dyn Viewer, lights: &[&dyn Light]) {
        use_light_uniforms(program, viewer, lights);
        program.use_uniform("albedo", self.albedo.to_linear_srgb());
        if let Some(texture) = &self.texture {
            program.use_texture("albedoTexture", texture);
        }
    }

    fn render_states(&self) -> RenderStates {
        RenderStates::default()
    }

    fn material_type(&self) -> MaterialType {
        MaterialType::Opaque
    }
}

/// A matte material of one colour. (Roughness and metalness are kept in the
/// signature for callers; the cheap lighting has no highlights.)
pub fn plain(color: Srgba, _roughness: f32, _metallic: f32) -> LitMaterial {
    LitMaterial {
        albedo: color,
        texture: None,
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

/// The colours the players chose, indexed like the players; a player without one
/// gets the default colour of the seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Palette(pub Vec<Srgba>);

impl Palette {
    pub fn of(&self, p: usize) -> Srgba {
        self.0.get(p).copied().unwrap_or_else(|| player_color(p))
    }
}

/// Stone colours by size index (small, mid, large): gray, white, darker wood.
pub const STONE_COLORS: [Srgba; 3] = [
    Srgba::new_opaque(150, 150, 146),
    Srgba::new_opaque(238, 234, 222),
    Srgba::new_opaque(140, 92, 52),
];

/// The warm paper of the board print.
pub const PAPER: Srgba = Srgba::new_opaque(230, 204, 152);

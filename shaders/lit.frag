// A cheap lit surface: Lambert diffuse from the sun with a one-tap shadow, plus
// ambient light. Appended after `cheap_lighting` (see view/materials.rs). The PBR
// lighting three-d ships costs several times more per pixel on a software renderer.

uniform vec4 albedo;
#ifdef USE_TEXTURE
uniform sampler2D albedoTexture;
#endif

in vec3 pos;
in vec3 nor;
in vec4 col;
in vec2 uvs;

layout (location = 0) out vec4 outColor;

void main()
{
    vec4 surface = albedo * col;
#ifdef USE_TEXTURE
    surface *= texture(albedoTexture, uvs);
#endif
    vec3 normal = normalize(gl_FrontFacing ? nor : -nor);
    outColor.rgb = cheap_lighting(surface.rgb, pos, normal);
    outColor.rgb = tone_mapping(outColor.rgb);
    outColor.rgb = color_mapping(outColor.rgb);
    outColor.a = 1.0;
}

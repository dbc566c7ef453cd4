// Wood with growth rings and fine grain, computed from the uv coordinates so the
// pattern stays glued to the piece. Appended after three-d's light functions
// (`cheap_lighting`), tone mapping and colour mapping.

uniform vec4 albedo;
uniform float ringScale;
uniform float grainContrast;

in vec3 pos;
in vec3 nor;
in vec4 col;
in vec2 uvs;

layout (location = 0) out vec4 outColor;

float wood_hash(vec2 p)
{
    p = fract(p * vec2(123.34, 456.21));
    p += dot(p, p + 45.32);
    return fract(p.x * p.y);
}

float wood_noise(vec2 p)
{
    vec2 i = floor(p);
    vec2 f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    float a = wood_hash(i);
    float b = wood_hash(i + vec2(1.0, 0.0));
    float c = wood_hash(i + vec2(0.0, 1.0));
    float d = wood_hash(i + vec2(1.0, 1.0));
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

float wood_fbm(vec2 p)
{
    float sum = 0.0;
    float amplitude = 0.5;
    for (int i = 0; i < 3; i++) {
        sum += amplitude * wood_noise(p);
        p *= 2.03;
        amplitude *= 0.5;
    }
    return sum;
}

void main()
{
    // x runs along the grain, y across it.
    vec2 p = uvs * ringScale;
    float warp = wood_fbm(vec2(p.x * 0.35, p.y * 1.3));
    float rings = fract(p.y * 1.6 + warp * 2.2);
    float late = smoothstep(0.55, 0.95, rings) * (1.0 - smoothstep(0.95, 1.0, rings));
    float fibre = wood_noise(vec2(p.x * 1.2, p.y * 38.0));
    float shade = (1.0 - grainContrast * late) * (0.93 + 0.07 * fibre);
    vec3 surface = albedo.rgb * col.rgb * shade;

    vec3 normal = normalize(gl_FrontFacing ? nor : -nor);
    outColor.rgb = cheap_lighting(surface, pos, normal);
    outColor.rgb = tone_mapping(outColor.rgb);
    outColor.rgb = color_mapping(outColor.rgb);
    outColor.a = 1.0;
}

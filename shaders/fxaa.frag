// Edge smoothing after the frame is drawn (fast approximate anti-aliasing): where the
// four diagonal neighbours of a pixel differ enough in brightness, the pixel is blended
// with samples taken along the edge through it. Written for a software rasteriser:
// the five neighbourhood reads are unfiltered `texelFetch`es, and pixels away from
// edges return after them; only edge pixels pay for the four filtered reads.

uniform sampler2D colorMap;
// Size of colorMap in texels.
uniform vec2 resolution;

in vec2 uvs;

layout (location = 0) out vec4 outColor;

// Contrast below which a pixel is left alone: absolute, and relative to the brightest
// neighbour (dark areas need less contrast to show steps).
const float EDGE_MIN = 1.0 / 24.0;
const float EDGE_RELATIVE = 1.0 / 8.0;
// How far along an edge (pixels) the blend may reach.
const float SPAN = 6.0;

float brightness(vec3 c)
{
    return dot(c, vec3(0.299, 0.587, 0.114));
}

vec3 texel(ivec2 p, ivec2 last)
{
    return texelFetch(colorMap, clamp(p, ivec2(0), last), 0).rgb;
}

void main()
{
    ivec2 last = ivec2(resolution) - 1;
    ivec2 p = ivec2(uvs * resolution);
    vec4 centre = texelFetch(colorMap, clamp(p, ivec2(0), last), 0);
    // Diagonal neighbours: "up" is +y in texel rows.
    float up_left = brightness(texel(p + ivec2(-1, 1), last));
    float up_right = brightness(texel(p + ivec2(1, 1), last));
    float down_left = brightness(texel(p + ivec2(-1, -1), last));
    float down_right = brightness(texel(p + ivec2(1, -1), last));
    float mid = brightness(centre.rgb);
    float lo = min(mid, min(min(up_left, up_right), min(down_left, down_right)));
    float hi = max(mid, max(max(up_left, up_right), max(down_left, down_right)));
    outColor = centre;
    if (hi - lo < max(EDGE_MIN, hi * EDGE_RELATIVE)) {
        return;
    }
    // The edge runs across the brightness gradient.
    vec2 gradient = vec2((up_right + down_right) - (up_left + down_left),
                         (up_left + up_right) - (down_left + down_right));
    vec2 along = vec2(-gradient.y, gradient.x);
    // Stretch the step so that its shorter component is about one pixel, then limit it.
    float soften = max((up_left + up_right + down_left + down_right) * 0.03125, 1.0 / 128.0);
    along = clamp(along / (min(abs(along.x), abs(along.y)) + soften), -SPAN, SPAN) / resolution;
    vec2 uv = (vec2(p) + 0.5) / resolution;
    vec3 near = 0.5 * (texture(colorMap, uv - along / 6.0).rgb
                     + texture(colorMap, uv + along / 6.0).rgb);
    vec3 far = 0.5 * near + 0.25 * (texture(colorMap, uv - along * 0.5).rgb
                                  + texture(colorMap, uv + along * 0.5).rgb);
    // The wider blend may cross into a different surface; then keep the narrow one.
    float far_brightness = brightness(far);
    outColor.rgb = (far_brightness < lo || far_brightness > hi) ? near : far;
}

//! A quarry's stones as raw bits, for the tests that hold two quarries (or a
//! quarry and its saved copy) to being the same bit for bit.

use via_appia::quarry::Quarry;

/// Every stone's id and pose as raw bits, so that equality is bit for bit.
pub fn pose_bits(quarry: &Quarry) -> Vec<(u32, [u32; 7])> {
    quarry
        .stones()
        .map(|s| {
            let t = s.translation.map(f32::to_bits);
            let r = s.rotation.map(f32::to_bits);
            (s.id.0, [t[0], t[1], t[2], r[0], r[1], r[2], r[3]])
        })
        .collect()
}

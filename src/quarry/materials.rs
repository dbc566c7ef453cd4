//! Friction and restitution per material pair, set on the colliders so that rapier's
//! combine rules yield exactly the configured pair table.
//!
//! Rapier keeps one coefficient per collider and combines the two with a rule; when the two
//! colliders ask for different rules, the rule that comes later in rapier's order
//! (Average < Min < Multiply < Max < …) wins. Every contact that matters has a stone on one
//! side, so:
//! - a stone carries the stone–stone value with `Average`: two stones give `(v + v) / 2 = v`;
//! - ramp, walls and pusher carry their stone pair's value `p` with `Max` when `p` is at least
//!   the stone–stone value `s`, else with `Min`: `max(s, p) = p`, `min(s, p) = p`.
//!
//! Both results are exact in floating point, and no per-contact hook is needed (a hook
//! costs a call per contact manifold per step and keeps rapier from reusing contacts).
//! Only sliding lowers a pair's friction, by a hook on moving stones (`sliding.rs`).

use super::config::{Material, MaterialsConfig};
use rapier3d::prelude::*;

/// What a collider is made of, stored in its `user_data`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterialTag {
    Stone = 1,
    Ramp = 2,
    Wall = 3,
    Pusher = 4,
}

impl MaterialTag {
    /// Marks a collider with this material and gives it the coefficients and combine rules
    /// under which every stone pair gets its value from `pairs`.
    pub fn tag(self, builder: ColliderBuilder, pairs: &MaterialsConfig) -> ColliderBuilder {
        let own = self.coefficients(pairs);
        builder
            .user_data(self as u128)
            .friction(own.friction.value)
            .friction_combine_rule(own.friction.rule)
            .restitution(own.restitution.value)
            .restitution_combine_rule(own.restitution.rule)
    }

    /// The configured material of a stone touching this material.
    pub fn with_stone(self, pairs: &MaterialsConfig) -> Material {
        match self {
            MaterialTag::Stone => pairs.stone_stone,
            MaterialTag::Ramp => pairs.stone_ramp,
            MaterialTag::Wall => pairs.stone_wall,
            MaterialTag::Pusher => pairs.stone_pusher,
        }
    }

    /// This material's own coefficients and rules (see the module comment).
    fn coefficients(self, pairs: &MaterialsConfig) -> OwnCoefficients {
        let stone = pairs.stone_stone;
        let pair = self.with_stone(pairs);
        let own = |value: f32, stone_value: f32| Coefficient {
            value,
            rule: if self == MaterialTag::Stone {
                CoefficientCombineRule::Average
            } else if value >= stone_value {
                CoefficientCombineRule::Max
            } else {
                CoefficientCombineRule::Min
            },
        };
        OwnCoefficients {
            friction: own(pair.friction, stone.friction),
            restitution: own(pair.restitution, stone.restitution),
        }
    }
}

/// One coefficient of a collider and the rule it asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Coefficient {
    value: f32,
    rule: CoefficientCombineRule,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct OwnCoefficients {
    friction: Coefficient,
    restitution: Coefficient,
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [MaterialTag; 4] = [
        MaterialTag::Stone,
        MaterialTag::Ramp,
        MaterialTag::Wall,
        MaterialTag::Pusher,
    ];

    /// What rapier makes of a stone collider touching a collider of `other`.
    fn combined(pairs: &MaterialsConfig, other: MaterialTag) -> Material {
        let (s, o) = (
            MaterialTag::Stone.coefficients(pairs),
            other.coefficients(pairs),
        );
        let combine = |a: Coefficient, b: Coefficient| {
            CoefficientCombineRule::combine(a.value, b.value, a.rule, b.rule)
        };
        Material {
            friction: combine(s.friction, o.friction),
            restitution: combine(s.restitution, o.restitution),
        }
    }

    fn table(values: [(f32, f32); 4]) -> MaterialsConfig {
        let m = |(friction, restitution)| Material {
            friction,
            restitution,
        };
        MaterialsConfig {
            stone_stone: m(values[0]),
            stone_ramp: m(values[1]),
            stone_wall: m(values[2]),
            stone_pusher: m(values[3]),
            sliding_share: 1.0,
            slip_speed: 0.01,
        }
    }

    #[test]
    fn every_stone_pair_gets_exactly_its_configured_values() {
        let tables = [
            table([(0.40, 0.30), (0.35, 0.20), (0.35, 0.30), (0.40, 0.20)]),
            table([(0.0, 0.0), (0.7, 1.0), (5.0, 0.5), (0.1, 0.0)]),
            table([(5.0, 1.0), (0.0, 0.0), (0.3, 0.9), (4.99, 0.123_456_7)]),
            table([(0.1, 0.7), (0.1, 0.7), (0.3, 0.1), (0.0, 1.0)]),
        ];
        for pairs in &tables {
            for tag in ALL {
                let want = tag.with_stone(pairs);
                let got = combined(pairs, tag);
                assert_eq!(got.friction.to_bits(), want.friction.to_bits(), "{tag:?}");
                assert_eq!(
                    got.restitution.to_bits(),
                    want.restitution.to_bits(),
                    "{tag:?}"
                );
            }
        }
    }

    #[test]
    fn built_colliders_carry_the_tag_and_coefficients() {
        let pairs = table([(0.40, 0.30), (0.35, 0.20), (0.35, 0.30), (0.45, 0.20)]);
        for tag in ALL {
            let collider = tag.tag(ColliderBuilder::ball(0.01), &pairs).build();
            assert_eq!(collider.user_data, tag as u128);
            let own = tag.coefficients(&pairs);
            assert_eq!(collider.friction(), own.friction.value);
            assert_eq!(collider.friction_combine_rule(), own.friction.rule);
            assert_eq!(collider.restitution(), own.restitution.value);
            assert_eq!(collider.restitution_combine_rule(), own.restitution.rule);
        }
    }
}

//! Friction and restitution per material pair, applied by a contact hook.
//!
//! Rapier keeps one coefficient per collider and combines the two with a rule, which cannot
//! hold an arbitrary pair table (stone–stone, stone–ramp, stone–wall, stone–pusher are four
//! independent numbers). Every stone collider therefore asks for the contact-modification
//! hook, and the hook writes the configured pair's values into each manifold.

use super::config::{Material, MaterialsConfig};
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// What a collider is made of, stored in its `user_data`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterialTag {
    Stone = 1,
    Ramp = 2,
    Wall = 3,
    Pusher = 4,
}

impl MaterialTag {
    /// Marks a collider with this material; stones also switch the pair hook on.
    pub fn tag(self, builder: ColliderBuilder) -> ColliderBuilder {
        let builder = builder.user_data(self as u128);
        match self {
            MaterialTag::Stone => builder.active_hooks(ActiveHooks::MODIFY_SOLVER_CONTACTS),
            _ => builder,
        }
    }

    pub fn of(collider: &Collider) -> Option<MaterialTag> {
        match collider.user_data {
            1 => Some(MaterialTag::Stone),
            2 => Some(MaterialTag::Ramp),
            3 => Some(MaterialTag::Wall),
            4 => Some(MaterialTag::Pusher),
            _ => None,
        }
    }
}

/// The contact hook holding the pair table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MaterialTable {
    pub pairs: MaterialsConfig,
}

impl MaterialTable {
    /// The material for a contact between the two tags, if a stone is involved.
    pub fn pair(&self, a: MaterialTag, b: MaterialTag) -> Option<Material> {
        let other = match (a, b) {
            (MaterialTag::Stone, other) | (other, MaterialTag::Stone) => other,
            _ => return None,
        };
        Some(match other {
            MaterialTag::Stone => self.pairs.stone_stone,
            MaterialTag::Ramp => self.pairs.stone_ramp,
            MaterialTag::Wall => self.pairs.stone_wall,
            MaterialTag::Pusher => self.pairs.stone_pusher,
        })
    }
}

impl PhysicsHooks for MaterialTable {
    fn modify_solver_contacts(&self, context: &mut ContactModificationContext) {
        let tags = (
            context
                .colliders
                .get(context.collider1)
                .and_then(MaterialTag::of),
            context
                .colliders
                .get(context.collider2)
                .and_then(MaterialTag::of),
        );
        let (Some(a), Some(b)) = tags else { return };
        let Some(material) = self.pair(a, b) else {
            return;
        };
        if let Some(manifold) = context.rigid_mut() {
            *manifold.friction = material.friction;
            *manifold.restitution = material.restitution;
        }
    }
}

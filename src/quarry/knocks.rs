//! Knocks: the moments a stone strikes another stone, the ramp, a wall or the pusher,
//! and how hard, for the window to make them heard.
//!
//! Every stone's collider asks rapier for contact force events
//! (`stones::collider`), with a threshold of a share of its own weight, so a contact
//! that starts pressing reports itself once (rapier's `started`), and a pile at rest
//! stays quiet. The events are gathered only where someone listens (the window's live
//! quarry, [`Quarry::listen`]): a clone, such as a bot's trial push, hears nothing, and
//! gathering never changes what the physics does.

use super::materials::MaterialTag;
use super::state::Quarry;
use crate::rules::components::Size;
use rapier3d::prelude::*;
use std::sync::Mutex;

/// A stone's contact reports itself once its force passes this share of the stone's
/// weight: below a stone's own support, so that a stone set down on the ramp or on
/// another stone is heard, and a contact that goes on pressing is not heard again.
pub const KNOCK_WEIGHT_SHARE: f32 = 0.5;

/// What a stone struck (or was struck by).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    Stone(Size),
    Ramp,
    Wall,
    Pusher,
}

/// One knock: the two things that met and how hard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knock {
    pub a: Surface,
    pub b: Surface,
    /// The impulse of the step the contact began to press in (N·s): a stone set
    /// down gently gives about its weight times the step, one that strikes more.
    pub impulse: f32,
    /// The pair, for telling one contact's knocks apart from another's.
    pub pair: (u32, u32),
}

/// A contact that started pressing, as rapier reported it.
#[derive(Clone, Copy, Debug)]
struct Heard {
    colliders: (ColliderHandle, ColliderHandle),
    impulse: f32,
}

/// The contacts heard in the steps since they were last taken.
#[derive(Default)]
pub struct Ears(Mutex<Vec<Heard>>);

/// Where knocks go while someone listens; a clone of the quarry starts deaf.
#[derive(Default)]
pub struct KnockLog(Option<Ears>);

impl Clone for KnockLog {
    fn clone(&self) -> Self {
        KnockLog(None)
    }
}

impl KnockLog {
    /// The event handler for one rapier step: this log, if anyone listens.
    pub fn handler(&self) -> Option<&dyn EventHandler> {
        self.0.as_ref().map(|log| log as &dyn EventHandler)
    }
}

impl EventHandler for Ears {
    fn handle_collision_event(
        &self,
        _bodies: &RigidBodySet,
        _colliders: &ColliderSet,
        _event: CollisionEvent,
        _contact_pair: Option<&ContactPair>,
    ) {
    }

    fn handle_soft_body_tear_event(&self, _bodies: &SoftBodySet, _event: &SoftBodyTearEvent) {}

    fn handle_contact_force_event(
        &self,
        dt: Real,
        _bodies: &RigidBodySet,
        _colliders: &ColliderSet,
        contact_pair: &ContactPair,
        total_force_magnitude: Real,
    ) {
        let event = ContactForceEvent::from_contact_pair(dt, contact_pair, total_force_magnitude);
        if !event.started {
            return;
        }
        if let Ok(mut heard) = self.0.lock() {
            heard.push(Heard {
                colliders: (event.collider1, event.collider2),
                impulse: total_force_magnitude * dt,
            });
        }
    }
}

impl Quarry {
    /// From now on, knocks are gathered for [`Quarry::take_knocks`]. Idempotent.
    pub fn listen(&mut self) {
        if self.physics.knocks.0.is_none() {
            self.physics.knocks = KnockLog(Some(Ears::default()));
        }
    }

    /// The knocks since the last call, oldest first (none unless [`Quarry::listen`]
    /// was called on this very quarry).
    pub fn take_knocks(&mut self) -> Vec<Knock> {
        let heard = match &self.physics.knocks.0 {
            Some(log) => log.0.lock().map(|mut h| std::mem::take(&mut *h)),
            None => return Vec::new(),
        };
        let heard = heard.unwrap_or_default();
        heard.iter().filter_map(|h| self.knock(h)).collect()
    }

    /// A heard contact as surfaces and an impact impulse.
    fn knock(&self, heard: &Heard) -> Option<Knock> {
        let (c1, c2) = heard.colliders;
        let (a, b) = (self.surface(c1)?, self.surface(c2)?);
        Some(Knock {
            a,
            b,
            impulse: heard.impulse,
            pair: (c1.into_raw_parts().0, c2.into_raw_parts().0),
        })
    }

    /// What a collider is.
    fn surface(&self, collider: ColliderHandle) -> Option<Surface> {
        let co = self.physics.colliders.get(collider)?;
        match co.user_data {
            t if t == MaterialTag::Ramp as u128 => Some(Surface::Ramp),
            t if t == MaterialTag::Wall as u128 => Some(Surface::Wall),
            t if t == MaterialTag::Pusher as u128 => Some(Surface::Pusher),
            t if t == MaterialTag::Stone as u128 => {
                let body = co.parent()?;
                let stone = self.stone_on(body)?;
                Some(Surface::Stone(stone.size))
            }
            _ => None,
        }
    }
}

//! Which stones have left the quarry, and over which edge: the only thing the rules learn.

use super::ramp::RampGeometry;
use super::stones::StoneId;
use crate::rules::components::Size;
use rapier3d::prelude::*;
use serde::{Deserialize, Serialize};

/// Where a stone left the quarry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Edge {
    /// Off the lower front edge onto the board: the stones the player earns.
    Front,
    /// Over a side wall or bar.
    Side,
    /// Back out of the entrance, behind the line.
    Back,
}

/// A stone dropped off the quarry; it has left the world.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoneFell {
    pub stone: StoneId,
    pub size: Size,
    pub edge: Edge,
}

/// Whether a stone whose centre is at `local` (ramp frame) has fallen, and where.
///
/// A stone has fallen once its centre is below the ramp's surface plane while it is not
/// over the ramp: nothing holds it any more. The edge is read from where it is.
pub fn fallen_edge(ramp: &RampGeometry, local: Vector) -> Option<Edge> {
    let beside = local.x.abs() > ramp.half_width_at(local.z) + ramp.wall_thickness;
    let off_ramp = local.z < 0.0 || local.z > ramp.length || beside;
    if !off_ramp || local.y >= 0.0 {
        return None;
    }
    Some(edge_at(ramp, local))
}

/// The edge a point beyond the ramp's outline lies past.
pub fn edge_at(ramp: &RampGeometry, local: Vector) -> Edge {
    if local.z > ramp.length {
        Edge::Front
    } else if local.z < 0.0 {
        Edge::Back
    } else {
        Edge::Side
    }
}

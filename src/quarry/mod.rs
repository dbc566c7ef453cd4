//! The physical quarry: a rapier3d ramp, wooden stones and a pusher, tuned from RON.
//!
//! What drops off is decided by physics alone; the rules learn only the `StoneFell`
//! events a push yields (see `RULES.md`, Quarry).
//!
//! Below: why every number of `assets/quarry.ron` and `assets/quarry_discs.ron` is
//! what it is, what the presets give, and how to measure them again.
#![doc = include_str!("calibration.md")]

mod block_contacts;
mod config;
mod config_error;
mod config_validate;
mod contact_chain;
mod description;
mod description_check;
mod disc_contacts;
mod driver;
#[cfg(test)]
mod edge_rest_tests;
mod falls;
mod faults;
mod hand_trace;
mod knocks;
#[cfg(test)]
mod knocks_tests;
mod loading;
mod materials;
mod nesting;
mod push;
mod pusher;
mod ramp;
mod rest;
mod sliding;
mod state;
mod stones;
mod stranded;
#[cfg(test)]
mod sunk_rest_tests;
mod teetering;
mod wake_on_touch;
mod warm_start;
mod world;

pub use config::{
    LoadingConfig, Material, MaterialsConfig, PusherConfig, QuarryConfig, RampConfig, SolverConfig,
    StoneDims, StonePreset, StoneShape, StonesConfig,
};
pub use config_error::{ConfigError, ConfigErrorKind, Reason, RELATIONS};
pub use description::{
    PusherDescription, PusherPoseDescription, QuarryDescription, StoneDescription,
};
pub use description_check::{DescriptionError, MAX_SPEED, MAX_SPIN, MAX_STONES};
pub use driver::{push_goal, DriveStage, PushDriver};
pub use falls::{Edge, StoneFell};
pub use faults::Fault;
pub use hand_trace::{HandFrame, HandTrace};
pub use knocks::{Knock, Surface};
pub use push::{PushPlan, PushReport};
pub use pusher::{PusherPose, PusherShape};
pub use ramp::RampGeometry;
pub use state::{Quarry, QuarryError};
pub use stones::{footprint_radius, StoneId, StoneShapeView, StoneView};

//! Saving and loading the whole quarry. A loaded quarry continues bit for bit like the
//! one that was saved: rapier's sets are saved whole, floats are written exactly.

use super::state::{Quarry, QuarryError};

impl Quarry {
    /// The quarry as JSON (compact; the form saved games use).
    pub fn to_json(&self) -> Result<String, QuarryError> {
        serde_json::to_string(self).map_err(|e| QuarryError::Snapshot(e.to_string()))
    }

    pub fn from_json(text: &str) -> Result<Quarry, QuarryError> {
        serde_json::from_str(text).map_err(|e| QuarryError::Snapshot(e.to_string()))
    }

    /// The quarry as RON, readable next to `quarry.ron`.
    pub fn to_ron(&self) -> Result<String, QuarryError> {
        ron::to_string(self).map_err(|e| QuarryError::Snapshot(e.to_string()))
    }

    pub fn from_ron(text: &str) -> Result<Quarry, QuarryError> {
        ron::from_str(text).map_err(|e| QuarryError::Snapshot(e.to_string()))
    }
}

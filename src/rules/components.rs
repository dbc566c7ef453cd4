//! The game's physical pieces named as values: sizes, segments, cities.

use serde::{Deserialize, Serialize};

/// The three sizes shared by stones, tiles and road spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Size {
    Small,
    Mid,
    Large,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Mid, Size::Large];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Victory points for building a tile of this size.
    pub fn tile_vp(self) -> u32 {
        match self {
            Size::Small => 1,
            Size::Mid => 3,
            Size::Large => 5,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Mid => "mid",
            Size::Large => "large",
        }
    }
}

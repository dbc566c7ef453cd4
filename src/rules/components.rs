//! The game's physical pieces named as values: sizes, segments, cities.

use serde::{Deserialize, Serialize};

/// The three sizes shared by stones, tiles and road spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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

/// A count for each size: stones in a pile, tiles in storage, a card's stones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SizeCounts {
    #[serde(default)]
    pub small: u32,
    #[serde(default)]
    pub mid: u32,
    #[serde(default)]
    pub large: u32,
}

impl SizeCounts {
    pub const ZERO: SizeCounts = SizeCounts {
        small: 0,
        mid: 0,
        large: 0,
    };

    pub fn new(small: u32, mid: u32, large: u32) -> Self {
        SizeCounts { small, mid, large }
    }

    pub fn get(&self, size: Size) -> u32 {
        match size {
            Size::Small => self.small,
            Size::Mid => self.mid,
            Size::Large => self.large,
        }
    }

    pub fn get_mut(&mut self, size: Size) -> &mut u32 {
        match size {
            Size::Small => &mut self.small,
            Size::Mid => &mut self.mid,
            Size::Large => &mut self.large,
        }
    }

    /// All pieces together; saturates, so that counts read from a file can
    /// never wrap round to a small number and pass a check.
    pub fn total(&self) -> u32 {
        self.small
            .saturating_add(self.mid)
            .saturating_add(self.large)
    }

    /// One entry per piece, smallest first.
    pub fn pieces(&self) -> Vec<Size> {
        let mut out = Vec::with_capacity(self.total() as usize);
        for size in Size::ALL {
            out.extend(std::iter::repeat_n(size, self.get(size) as usize));
        }
        out
    }

    pub fn from_pieces(pieces: &[Size]) -> Self {
        let mut counts = SizeCounts::ZERO;
        for &size in pieces {
            *counts.get_mut(size) += 1;
        }
        counts
    }

    /// Count by count; saturates like [`SizeCounts::total`].
    pub fn add(&self, other: &SizeCounts) -> SizeCounts {
        SizeCounts::new(
            self.small.saturating_add(other.small),
            self.mid.saturating_add(other.mid),
            self.large.saturating_add(other.large),
        )
    }

    /// True if every count is at least the other's.
    pub fn covers(&self, other: &SizeCounts) -> bool {
        Size::ALL.iter().all(|&s| self.get(s) >= other.get(s))
    }
}

/// The three stretches of road, each ending in a city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Segment {
    A,
    B,
    C,
}

impl Segment {
    pub const ALL: [Segment; 3] = [Segment::A, Segment::B, Segment::C];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The city on the Rome side of the segment.
    pub fn city_behind(self) -> City {
        City::ALL[self.index()]
    }

    /// The city the segment leads to.
    pub fn city_ahead(self) -> City {
        City::ALL[self.index() + 1]
    }
}

/// The four cities, in road order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum City {
    Rome,
    Tarracina,
    Beneventum,
    Brundisium,
}

impl City {
    pub const ALL: [City; 4] = [
        City::Rome,
        City::Tarracina,
        City::Beneventum,
        City::Brundisium,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            City::Rome => "Rome",
            City::Tarracina => "Tarracina",
            City::Beneventum => "Beneventum",
            City::Brundisium => "Brundisium",
        }
    }

    pub fn from_name(name: &str) -> Option<City> {
        City::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The segment that starts at this city (none after Brundisium).
    pub fn segment_ahead(self) -> Option<Segment> {
        Segment::ALL.get(self.index()).copied()
    }

    /// The segment that ends at this city (none before Rome).
    pub fn segment_behind(self) -> Option<Segment> {
        self.index().checked_sub(1).map(|i| Segment::ALL[i])
    }
}

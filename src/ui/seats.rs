//! Who sits at the table besides the name the rules know: the colour of the
//! seat's pieces and whether a person or the random bot plays it. The rules
//! engine needs neither, so they live here and travel with the session and its
//! save file.

use super::panels::PLAYER_COLOURS;
use egui::Color32;
use serde::{Deserialize, Serialize};

/// The four piece colours of the box. A game never gives one colour to two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerColour {
    Red,
    Blue,
    Yellow,
    Green,
}

impl PlayerColour {
    /// In the order of `PLAYER_COLOURS`, which is also the default seat order.
    pub const ALL: [PlayerColour; 4] = [
        PlayerColour::Red,
        PlayerColour::Blue,
        PlayerColour::Yellow,
        PlayerColour::Green,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PlayerColour::Red => "red",
            PlayerColour::Blue => "blue",
            PlayerColour::Yellow => "yellow",
            PlayerColour::Green => "green",
        }
    }

    /// sRGB bytes, from the one palette the panels use.
    pub fn rgb(self) -> [u8; 3] {
        PLAYER_COLOURS[self.index()]
    }

    pub fn color32(self) -> Color32 {
        let [r, g, b] = self.rgb();
        Color32::from_rgb(r, g, b)
    }

    fn index(self) -> usize {
        match self {
            PlayerColour::Red => 0,
            PlayerColour::Blue => 1,
            PlayerColour::Yellow => 2,
            PlayerColour::Green => 3,
        }
    }
}

/// Who makes the choices of a seat. The window lets the random bot play the
/// seats that are not human; the curtain is only for humans.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    RandomBot,
}

impl SeatKind {
    pub const ALL: [SeatKind; 2] = [SeatKind::Human, SeatKind::RandomBot];

    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::RandomBot => "Random bot",
        }
    }
}

/// One seat at the table, indexed like `Game::players`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub kind: SeatKind,
    pub colour: PlayerColour,
}

impl Seat {
    /// A human with the colour of the seat's position, as games without a
    /// new-game screen (tests, scripts) are set up.
    pub fn default_for(index: usize) -> Seat {
        Seat {
            kind: SeatKind::Human,
            colour: PlayerColour::ALL[index % PlayerColour::ALL.len()],
        }
    }
}

/// Why a list of seats cannot be used: two seats share a colour.
pub fn shared_colour(seats: &[Seat]) -> Option<PlayerColour> {
    seats.iter().enumerate().find_map(|(i, a)| {
        seats[..i]
            .iter()
            .any(|b| b.colour == a.colour)
            .then_some(a.colour)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_seats_have_the_panel_palette_in_order() {
        for (i, rgb) in PLAYER_COLOURS.iter().enumerate() {
            assert_eq!(Seat::default_for(i).colour.rgb(), *rgb);
        }
        assert_eq!(
            shared_colour(&(0..4).map(Seat::default_for).collect::<Vec<_>>()),
            None
        );
    }

    #[test]
    fn a_colour_given_twice_is_found() {
        let seats = [
            Seat::default_for(0),
            Seat::default_for(1),
            Seat::default_for(4),
        ];
        assert_eq!(shared_colour(&seats), Some(PlayerColour::Red));
    }
}

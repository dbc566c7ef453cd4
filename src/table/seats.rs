//! Who sits at the table besides the name the rules know: the colour of the
//! seat's pieces and whether a person or a bot (of which level) plays it. The
//! rules engine needs neither, so they live here and travel with the session and
//! its save file.

use super::agent::AgentSpec;
use crate::bots::BotLevel;
use crate::settings::ColourScheme;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU8, Ordering};

/// Player colours in table order: red, blue, yellow, green (sRGB bytes), the one
/// palette the panels, the pieces and the seats use.
pub const PLAYER_COLOURS: [[u8; 3]; 4] =
    [[200, 40, 40], [40, 90, 200], [230, 190, 30], [40, 150, 60]];

/// The same seats in Okabe and Ito's colour-blind-safe colours: vermillion,
/// blue, yellow, bluish green (red and green, the pair most colour-blind
/// players confuse, become an orange red and a blue green).
pub const COLOUR_BLIND_COLOURS: [[u8; 3]; 4] =
    [[213, 94, 0], [0, 114, 178], [240, 228, 66], [0, 158, 115]];

/// The colour scheme the whole window draws with (a display preference of the
/// person at the screen, like the window's size; games and saves keep the
/// seat's colour, never its shade). 0: the box's colours, 1: colour-blind safe.
static COLOUR_SCHEME: AtomicU8 = AtomicU8::new(0);

/// Draws every seat from now on in `scheme`'s colours.
pub fn set_colour_scheme(scheme: ColourScheme) {
    let code = match scheme {
        ColourScheme::Box => 0,
        ColourScheme::ColourBlind => 1,
    };
    COLOUR_SCHEME.store(code, Ordering::Relaxed);
}

/// The scheme the window draws with now.
pub fn colour_scheme() -> ColourScheme {
    match COLOUR_SCHEME.load(Ordering::Relaxed) {
        1 => ColourScheme::ColourBlind,
        _ => ColourScheme::Box,
    }
}

/// The shape that stands beside a seat's colour in the colour-blind scheme,
/// on its pawn, its screen and its name: one per colour, the same in every
/// language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatMark {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// The four piece colours of the box. A game never gives one colour to two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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

    /// The colour in the window's language.
    pub fn label(self) -> String {
        match self {
            PlayerColour::Red => crate::tr!("colour-red"),
            PlayerColour::Blue => crate::tr!("colour-blue"),
            PlayerColour::Yellow => crate::tr!("colour-yellow"),
            PlayerColour::Green => crate::tr!("colour-green"),
        }
    }

    /// The colour's name in files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            PlayerColour::Red => "red",
            PlayerColour::Blue => "blue",
            PlayerColour::Yellow => "yellow",
            PlayerColour::Green => "green",
        }
    }

    /// sRGB bytes in the window's colour scheme ([`set_colour_scheme`]).
    pub fn rgb(self) -> [u8; 3] {
        self.rgb_in(colour_scheme())
    }

    /// sRGB bytes in `scheme`.
    pub fn rgb_in(self, scheme: ColourScheme) -> [u8; 3] {
        match scheme {
            ColourScheme::Box => PLAYER_COLOURS[self.index()],
            ColourScheme::ColourBlind => COLOUR_BLIND_COLOURS[self.index()],
        }
    }

    /// The seat's shape in the colour-blind scheme.
    pub fn mark(self) -> SeatMark {
        match self {
            PlayerColour::Red => SeatMark::Triangle,
            PlayerColour::Blue => SeatMark::Circle,
            PlayerColour::Yellow => SeatMark::Square,
            PlayerColour::Green => SeatMark::Diamond,
        }
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

/// Who makes the choices of a seat: a person, a bot of one level, or an outside
/// program speaking the seat protocol (`table::agent`), started with this command
/// line. The bot levels are [`BotLevel::ALL`], so a new level is offered everywhere
/// (new-game screen, `play --seats`, saves) as soon as `bots` has it. The curtain
/// is only for people.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "SeatKindInFile")]
pub enum SeatKind {
    Human,
    Bot(BotLevel),
    Agent(String),
}

impl SeatKind {
    /// Every kind: the person first, then the bot levels from weakest up.
    pub fn all() -> Vec<SeatKind> {
        let mut kinds = vec![SeatKind::Human];
        kinds.extend(BotLevel::ALL.into_iter().map(SeatKind::Bot));
        kinds
    }

    /// The kinds in the order the new-game screen offers them: the person, then
    /// the bots from the one most people want (Easy) up, Random last (it is for
    /// trying the table out, not for a game).
    pub fn offered() -> Vec<SeatKind> {
        let mut kinds = SeatKind::all();
        kinds.sort_by_key(|k| match k {
            SeatKind::Human => (0, None),
            // The plain opponent (rules of thumb, the yardstick) after the real levels.
            SeatKind::Bot(BotLevel::Plain) => (2, None),
            SeatKind::Bot(BotLevel::Random) => (3, None),
            SeatKind::Bot(level) => (1, Some(*level)),
            SeatKind::Agent(_) => (4, None),
        });
        kinds
    }

    /// The name on the command line: `human`, the bot level's key, or `agent`
    /// (written `agent:COMMAND`).
    pub fn key(&self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(level) => level.key(),
            SeatKind::Agent(_) => "agent",
        }
    }

    /// The kind as the command line writes it: `human`, `normal`, `agent:COMMAND`.
    pub fn spelled(&self) -> String {
        match self {
            SeatKind::Agent(command) => format!("agent:{command}"),
            other => other.key().to_string(),
        }
    }

    /// A kind by its command-line name, any case, or `agent:COMMAND` for an
    /// outside program. `bot` is kept as the name of the Normal bot, which it
    /// meant before there were levels.
    pub fn parse(text: &str) -> Option<SeatKind> {
        if let Some(spec) = AgentSpec::from_seat(text) {
            // A command the program could not be started with is refused here,
            // before a game begins ([`SeatKind::agent_problem`] says why).
            return spec.ok().map(|spec| SeatKind::Agent(spec.command));
        }
        match text.trim().to_ascii_lowercase().as_str() {
            "human" => Some(SeatKind::Human),
            "bot" => Some(SeatKind::Bot(BotLevel::Normal)),
            other => BotLevel::parse(other).map(SeatKind::Bot),
        }
    }

    /// Why `text` names a program that cannot be seated (`agent:` with no program,
    /// quotes that do not close), if it does.
    pub fn agent_problem(text: &str) -> Option<String> {
        AgentSpec::from_seat(text)?.err().map(|e| e.to_string())
    }

    /// The bot's level, or `None` for a person or a program.
    pub fn bot(&self) -> Option<BotLevel> {
        match self {
            SeatKind::Bot(level) => Some(*level),
            SeatKind::Human | SeatKind::Agent(_) => None,
        }
    }

    /// The program's command line, for a seat an outside program plays.
    pub fn agent(&self) -> Option<&str> {
        match self {
            SeatKind::Agent(command) => Some(command),
            SeatKind::Human | SeatKind::Bot(_) => None,
        }
    }

    pub fn is_human(&self) -> bool {
        *self == SeatKind::Human
    }
}

/// A seat kind as save files write it. Saves from before the bot levels name
/// the one bot there was, `RandomBot`; it still loads as the Random bot, which is
/// how it played. Anything else is refused by serde naming the variants it knows.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
enum SeatKindInFile {
    Human,
    Bot(BotLevel),
    Agent(String),
    RandomBot,
}

impl From<SeatKindInFile> for SeatKind {
    fn from(kind: SeatKindInFile) -> SeatKind {
        match kind {
            SeatKindInFile::Human => SeatKind::Human,
            SeatKindInFile::Bot(level) => SeatKind::Bot(level),
            SeatKindInFile::Agent(command) => SeatKind::Agent(command),
            SeatKindInFile::RandomBot => SeatKind::Bot(BotLevel::Random),
        }
    }
}

/// One seat at the table, indexed like `Game::players`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

    #[test]
    fn every_kind_has_a_key_that_parses_back() {
        for kind in SeatKind::all() {
            assert_eq!(SeatKind::parse(kind.key()), Some(kind.clone()), "{kind:?}");
            assert_eq!(SeatKind::parse(&kind.key().to_uppercase()), Some(kind));
        }
        assert_eq!(
            SeatKind::parse(" bot "),
            Some(SeatKind::Bot(BotLevel::Normal)),
            "`bot` is the Normal bot"
        );
        assert_eq!(SeatKind::parse("robot"), None);
    }

    #[test]
    fn the_screen_offers_every_kind_once_person_first_random_last() {
        let offered = SeatKind::offered();
        assert_eq!(offered.len(), SeatKind::all().len());
        assert_eq!(offered[0], SeatKind::Human);
        assert_eq!(offered.last(), Some(&SeatKind::Bot(BotLevel::Random)));
        assert_eq!(offered[1], SeatKind::Bot(BotLevel::Easy));
    }

    #[test]
    fn seat_kinds_round_trip_through_ron_and_old_saves_still_load() {
        for kind in SeatKind::all() {
            let text = ron::to_string(&kind).expect("written");
            assert_eq!(ron::from_str::<SeatKind>(&text).expect("read"), kind);
        }
        let old: SeatKind = ron::from_str("RandomBot").expect("an old save's bot");
        assert_eq!(old, SeatKind::Bot(BotLevel::Random));
        let err = ron::from_str::<SeatKind>("Bot(Grandmaster)").unwrap_err();
        assert!(err.to_string().contains("Grandmaster"), "{err}");
    }
}

//! The game's nouns in the player's words: sizes, cities, places on the road and
//! counts of stones and tiles. The log's lines (`table::describe`), the bots'
//! reasons (`bots::policy`) and the panels all say them the same way, from here.

use crate::rules::{City, Node, Size, SizeCounts};
use crate::tr;

/// The size as the translation files select on it (`{ $size -> [large] … }`).
pub fn size_key(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Mid => "mid",
        Size::Large => "large",
    }
}

/// A city's name in the player's language ("Rom", "Rome").
pub fn city_name(city: City) -> String {
    match city {
        City::Rome => tr!("log-city-rome"),
        City::Tarracina => tr!("log-city-tarracina"),
        City::Beneventum => tr!("log-city-beneventum"),
        City::Brundisium => tr!("log-city-brundisium"),
    }
}

/// A place on the road: a city by its name, a space by its label ("B2a").
pub fn node_name(node: Node) -> String {
    match node {
        Node::City(city) => city_name(city),
        Node::Space(space) => space.to_string(),
    }
}

/// Counts by size, largest first, each by `part` (a message per count and size).
fn counts_text(counts: &SizeCounts, part: fn(u32, Size) -> String) -> String {
    let parts: Vec<String> = Size::ALL
        .iter()
        .rev()
        .filter(|&&s| counts.get(s) > 0)
        .map(|&s| part(counts.get(s), s))
        .collect();
    if parts.is_empty() {
        tr!("log-nothing")
    } else {
        parts.join(", ")
    }
}

/// Stones by size: "2 small, 1 mid" (or "nothing").
pub fn stones_text(counts: &SizeCounts) -> String {
    counts_text(counts, |count, size| {
        tr!("log-stones-part", count = count, size = size_key(size))
    })
}

/// Tiles by size: "1 large, 2 small" (or "nothing"); in English as
/// [`stones_text`], in German and French with the tiles' own endings.
pub fn tiles_text(counts: &SizeCounts) -> String {
    counts_text(counts, |count, size| {
        tr!("log-tiles-part", count = count, size = size_key(size))
    })
}

/// A mean number of stones in words: "nothing", "one stone", "two stones".
pub fn stones_words(n: f32) -> String {
    if n < 0.25 {
        return tr!("log-nothing");
    }
    let count = n.round().max(1.0) as u32;
    tr!("bots-stones", count = count)
}

/// A number with `places` decimals as the player's language writes it: "4.5"
/// in English, "4,5" in German and French.
pub fn decimal(x: f32, places: usize) -> String {
    let text = format!("{x:.places$}");
    match super::language() {
        super::Lang::En => text,
        _ => text.replace('.', ","),
    }
}

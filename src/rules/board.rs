//! The road: spaces with their printed tile sizes, the lines joining them, and the
//! cities. Loaded from `assets/board.ron` and validated so that the engine can trust it.

use super::components::{City, Segment, Size};
use super::data::ValidationError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A road space named as on the board: segment, row from the city behind, and lane
/// (`A3` for a row of one, `A3a`/`A3b` for a row of two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct SpaceId {
    pub segment: Segment,
    pub row: u8,
    /// 0 for a row of one space, 1 for `a`, 2 for `b`.
    pub lane: u8,
}

impl fmt::Display for SpaceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lane = ["", "a", "b"][self.lane.min(2) as usize];
        write!(f, "{:?}{}{}", self.segment, self.row, lane)
    }
}

impl FromStr for SpaceId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || format!("`{s}` is not a space name like A3, B2a or C7b");
        let mut chars = s.chars();
        let segment = match chars.next() {
            Some('A') => Segment::A,
            Some('B') => Segment::B,
            Some('C') => Segment::C,
            _ => return Err(bad()),
        };
        let rest: &str = chars.as_str();
        let (digits, lane) = match rest.strip_suffix('a') {
            Some(d) => (d, 1),
            None => match rest.strip_suffix('b') {
                Some(d) => (d, 2),
                None => (rest, 0),
            },
        };
        let row: u8 = digits.parse().map_err(|_| bad())?;
        if row == 0 || digits.starts_with('0') {
            return Err(bad());
        }
        Ok(SpaceId { segment, row, lane })
    }
}

impl From<SpaceId> for String {
    fn from(id: SpaceId) -> String {
        id.to_string()
    }
}

impl TryFrom<String> for SpaceId {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

/// A place a piece can stand: a city or a road space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Node {
    City(City),
    Space(SpaceId),
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::City(c) => f.write_str(c.name()),
            Node::Space(s) => s.fmt(f),
        }
    }
}

impl FromStr for Node {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match City::from_name(s) {
            Some(c) => Ok(Node::City(c)),
            None => s
                .parse::<SpaceId>()
                .map(Node::Space)
                .map_err(|_| format!("`{s}` is neither a city nor a space name")),
        }
    }
}

impl From<Node> for String {
    fn from(n: Node) -> String {
        n.to_string()
    }
}

impl TryFrom<String> for Node {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

/// A city as written in `board.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CitySpec {
    pub city: City,
    pub position: [f32; 3],
    pub lines_to: Vec<Node>,
}

/// A road space as written in `board.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceSpec {
    pub id: SpaceId,
    pub segment: Segment,
    pub row: u8,
    pub size: Size,
    pub position: [f32; 3],
    pub lines_to: Vec<Node>,
}

/// `board.ron` as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    pub cities: Vec<CitySpec>,
    pub spaces: Vec<SpaceSpec>,
}

/// A validated road space with its lines in both directions.
#[derive(Clone, Debug, PartialEq)]
pub struct Space {
    pub id: SpaceId,
    pub size: Size,
    pub position: [f32; 3],
    /// Nodes one step forward (towards Brundisium).
    pub next: Vec<Node>,
    /// Nodes one step back (towards Rome).
    pub prev: Vec<Node>,
    /// Indices of the spaces a line joins this one to, either way.
    pub adjacent: Vec<usize>,
    /// A line joins this space to the city behind its segment.
    pub joins_city_behind: bool,
}

/// The validated board. Spaces are indexed `0..41` in file order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "BoardSpec", into = "BoardSpec")]
pub struct Board {
    spec: BoardSpec,
    spaces: Vec<Space>,
    /// Forward lines out of each city, in road order.
    city_next: [Vec<Node>; 4],
    /// Index of each space by (segment, row, lane).
    lookup: Vec<Vec<[Option<u8>; 3]>>,
    /// Rows per segment.
    rows: [u8; 3],
}

impl From<Board> for BoardSpec {
    fn from(board: Board) -> BoardSpec {
        board.spec
    }
}

impl TryFrom<BoardSpec> for Board {
    type Error = ValidationError;
    fn try_from(spec: BoardSpec) -> Result<Board, ValidationError> {
        Board::new(spec)
    }
}

impl Board {
    /// Validates a board as written and indexes it.
    pub fn new(spec: BoardSpec) -> Result<Board, ValidationError> {
        validate_positions(&spec)?;
        let rows = validate_rows(&spec)?;
        let lookup = build_lookup(&spec, &rows)?;
        let city_next = validate_cities(&spec)?;
        let mut board = Board {
            spaces: spec
                .spaces
                .iter()
                .map(|s| Space {
                    id: s.id,
                    size: s.size,
                    position: s.position,
                    next: s.lines_to.clone(),
                    prev: Vec::new(),
                    adjacent: Vec::new(),
                    joins_city_behind: false,
                })
                .collect(),
            spec,
            city_next,
            lookup,
            rows,
        };
        board.validate_lines()?;
        board.link_backwards();
        board.validate_reachability()?;
        Ok(board)
    }

    pub fn spec(&self) -> &BoardSpec {
        &self.spec
    }

    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }

    pub fn space(&self, index: usize) -> &Space {
        &self.spaces[index]
    }

    /// Index of a space, if the board has it.
    pub fn index(&self, id: SpaceId) -> Option<usize> {
        let seg = self.lookup.get(id.segment.index())?;
        let row = seg.get((id.row as usize).checked_sub(1)?)?;
        row.get(id.lane as usize)
            .copied()
            .flatten()
            .map(usize::from)
    }

    pub fn city_position(&self, city: City) -> [f32; 3] {
        self.spec.cities[city.index()].position
    }

    /// Nodes one step forward of a node.
    pub fn next(&self, node: Node) -> &[Node] {
        match node {
            Node::City(c) => &self.city_next[c.index()],
            Node::Space(s) => self.index(s).map_or(&[], |i| &self.spaces[i].next),
        }
    }

    pub fn rows(&self, segment: Segment) -> u8 {
        self.rows[segment.index()]
    }

    /// Indices of the spaces of one segment.
    pub fn segment_spaces(&self, segment: Segment) -> impl Iterator<Item = usize> + '_ {
        self.spaces
            .iter()
            .enumerate()
            .filter(move |(_, s)| s.id.segment == segment)
            .map(|(i, _)| i)
    }

    /// How many spaces of each size the board has.
    pub fn size_counts(&self) -> super::components::SizeCounts {
        let sizes: Vec<Size> = self.spaces.iter().map(|s| s.size).collect();
        super::components::SizeCounts::from_pieces(&sizes)
    }

    fn validate_lines(&self) -> Result<(), ValidationError> {
        for (spec, space) in self.spec.spaces.iter().zip(&self.spaces) {
            let field = format!("spaces[{}].lines_to", space.id);
            let anchor = format!("id: \"{}\"", space.id);
            if space.next.is_empty() {
                return Err(ValidationError::new(
                    anchor,
                    field,
                    "a space needs at least one line forward",
                ));
            }
            for &target in &space.next {
                let ok = match target {
                    Node::City(c) => {
                        c == spec.segment.city_ahead() && spec.row == self.rows(spec.segment)
                    }
                    Node::Space(t) => {
                        t.segment == spec.segment
                            && t.row == spec.row + 1
                            && self.index(t).is_some()
                    }
                };
                if !ok {
                    return Err(ValidationError::new(
                        anchor,
                        field,
                        format!("a line may only join a space to the next row or, from the last row, to the city ahead; `{target}` is not"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn link_backwards(&mut self) {
        let mut prev: Vec<Vec<Node>> = vec![Vec::new(); self.spaces.len()];
        for (i, space) in self.spaces.iter().enumerate() {
            for &target in &space.next {
                if let Node::Space(t) = target {
                    if let Some(j) = self.index(t) {
                        prev[j].push(Node::Space(self.spaces[i].id));
                    }
                }
            }
        }
        for city in City::ALL {
            for &target in &self.city_next[city.index()] {
                if let Node::Space(t) = target {
                    if let Some(j) = self.index(t) {
                        prev[j].push(Node::City(city));
                    }
                }
            }
        }
        for (space, p) in self.spaces.iter_mut().zip(prev) {
            space.prev = p;
        }
        for i in 0..self.spaces.len() {
            let space = &self.spaces[i];
            let behind = Node::City(space.id.segment.city_behind());
            let joins_city_behind = space.prev.contains(&behind);
            let adjacent: Vec<usize> = space
                .prev
                .iter()
                .chain(&space.next)
                .filter_map(|n| match n {
                    Node::Space(s) => self.index(*s),
                    Node::City(_) => None,
                })
                .collect();
            self.spaces[i].adjacent = adjacent;
            self.spaces[i].joins_city_behind = joins_city_behind;
        }
    }

    /// Every space must lie on a path from the city behind to the city ahead.
    fn validate_reachability(&self) -> Result<(), ValidationError> {
        for space in &self.spaces {
            let behind = Node::City(space.id.segment.city_behind());
            let ahead = Node::City(space.id.segment.city_ahead());
            let here = Node::Space(space.id);
            let from_behind = self.reaches(behind, here);
            let to_ahead = self.reaches(here, ahead);
            if !from_behind || !to_ahead {
                let which = if from_behind {
                    "cannot reach the city ahead"
                } else {
                    "cannot be reached from its city"
                };
                return Err(ValidationError::new(
                    format!("id: \"{}\"", space.id),
                    format!("spaces[{}].lines_to", space.id),
                    format!("space {} {which}", space.id),
                ));
            }
        }
        Ok(())
    }

    /// True if `to` can be reached from `from` by forward lines. Each node is
    /// expanded once: without the visited set a file of many rows of two spaces,
    /// each joined to both of the next row, took exponential time.
    fn reaches(&self, from: Node, to: Node) -> bool {
        let mut frontier = vec![from];
        let mut seen = std::collections::HashSet::from([from]);
        while let Some(node) = frontier.pop() {
            if node == to {
                return true;
            }
            if node != from && matches!(node, Node::City(_)) {
                continue;
            }
            for &next in self.next(node) {
                if seen.insert(next) {
                    frontier.push(next);
                }
            }
        }
        false
    }
}

/// How far from the board's centre (cm) a city or space may stand: the board
/// is 60 cm square; a little more leaves room for a larger home-made one.
const MAX_POSITION: f32 = 100.0;

/// Every position finite and on (or near) the board: a NaN or 1e30 position
/// loaded without complaint and the road was then simply not drawn.
fn validate_positions(spec: &BoardSpec) -> Result<(), ValidationError> {
    let cities = spec.cities.iter().map(|c| {
        (
            format!("city: {}", c.city.name()),
            format!("cities[{}].position", c.city.name()),
            c.position,
        )
    });
    let spaces = spec.spaces.iter().map(|s| {
        (
            format!("id: \"{}\"", s.id),
            format!("spaces[{}].position", s.id),
            s.position,
        )
    });
    for (anchor, field, position) in cities.chain(spaces) {
        if !position
            .iter()
            .all(|v| v.is_finite() && v.abs() <= MAX_POSITION)
        {
            return Err(ValidationError::new(
                anchor,
                field,
                format!("each coordinate must be a number within ±{MAX_POSITION} cm of the board's centre"),
            ));
        }
    }
    Ok(())
}

/// Rows must be numbered 1.. without gaps and hold one or two spaces each.
fn validate_rows(spec: &BoardSpec) -> Result<[u8; 3], ValidationError> {
    let mut rows = [0u8; 3];
    for s in &spec.spaces {
        let anchor = format!("id: \"{}\"", s.id);
        let field = format!("spaces[{}]", s.id);
        if s.id.segment != s.segment || s.id.row != s.row {
            return Err(ValidationError::new(
                anchor,
                field,
                format!(
                    "id {} does not match segment {:?} row {}",
                    s.id, s.segment, s.row
                ),
            ));
        }
        let r = &mut rows[s.segment.index()];
        *r = (*r).max(s.row);
    }
    for seg in Segment::ALL {
        let mut doubles = 0;
        for row in 1..=rows[seg.index()] {
            let lanes: Vec<u8> = spec
                .spaces
                .iter()
                .filter(|s| s.segment == seg && s.row == row)
                .map(|s| s.id.lane)
                .collect();
            let ok = lanes == [0] || lanes == [1, 2];
            if !ok {
                return Err(ValidationError::new(
                    format!("segment: {seg:?}"),
                    format!("spaces (segment {seg:?}, row {row})"),
                    format!("row {row} of segment {seg:?} must be one space `{seg:?}{row}` or two spaces `{seg:?}{row}a`, `{seg:?}{row}b` in that order"),
                ));
            }
            doubles += usize::from(lanes.len() == 2);
        }
        if doubles < 2 {
            return Err(ValidationError::new(
                format!("segment: {seg:?}"),
                format!("spaces (segment {seg:?})"),
                format!("segment {seg:?} needs at least two rows of two spaces"),
            ));
        }
    }
    Ok(rows)
}

fn build_lookup(
    spec: &BoardSpec,
    rows: &[u8; 3],
) -> Result<Vec<Vec<[Option<u8>; 3]>>, ValidationError> {
    let mut lookup: Vec<Vec<[Option<u8>; 3]>> =
        rows.iter().map(|&r| vec![[None; 3]; r as usize]).collect();
    if spec.spaces.len() > u8::MAX as usize {
        return Err(ValidationError::new("spaces", "spaces", "too many spaces"));
    }
    for (i, s) in spec.spaces.iter().enumerate() {
        let slot = &mut lookup[s.segment.index()][s.row as usize - 1][s.id.lane as usize];
        if slot.is_some() {
            return Err(ValidationError::new(
                format!("id: \"{}\"", s.id),
                format!("spaces[{}].id", s.id),
                "space named twice",
            ));
        }
        *slot = Some(i as u8);
    }
    Ok(lookup)
}

/// Cities come once each, in road order, with lines to the first row ahead.
fn validate_cities(spec: &BoardSpec) -> Result<[Vec<Node>; 4], ValidationError> {
    let order: Vec<City> = spec.cities.iter().map(|c| c.city).collect();
    if order != City::ALL {
        return Err(ValidationError::new(
            "cities",
            "cities",
            "the four cities must be listed once each: Rome, Tarracina, Beneventum, Brundisium",
        ));
    }
    let mut next: [Vec<Node>; 4] = Default::default();
    for c in &spec.cities {
        let anchor = format!("city: {}", c.city.name());
        let field = format!("cities[{}].lines_to", c.city.name());
        for &target in &c.lines_to {
            let ok = matches!((target, c.city.segment_ahead()), (Node::Space(t), Some(seg)) if t.segment == seg && t.row == 1);
            if !ok {
                return Err(ValidationError::new(anchor, field, format!("a city's lines go only to the first row of the segment ahead; `{target}` is not")));
            }
        }
        if c.city != City::Brundisium && c.lines_to.is_empty() {
            return Err(ValidationError::new(
                anchor,
                field,
                "a city needs a line to the segment ahead",
            ));
        }
        next[c.city.index()] = c.lines_to.clone();
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_names_round_trip() {
        for name in ["A1", "B12a", "C7b"] {
            let id: SpaceId = name.parse().unwrap();
            assert_eq!(id.to_string(), name);
        }
        for bad in ["D1", "A0", "A", "Ax", "A01"] {
            assert!(bad.parse::<SpaceId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn node_names_round_trip() {
        assert_eq!("Rome".parse::<Node>(), Ok(Node::City(City::Rome)));
        assert_eq!("A2a".parse::<Node>().unwrap().to_string(), "A2a");
    }
}

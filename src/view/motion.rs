//! Pieces that move on the table instead of jumping: a tile flies from the cart to
//! the road, stones from the taken income card to the seat, the pawn walks its
//! steps, the score marker slides along the track, coins go behind a screen…
//!
//! **How changes are found: by diffing the drawn layout, not by reading the
//! rules' events.** Every piece the view draws is placed with a [`Piece`] name
//! (pawn 2, road tile on space 14, the second mid stone of player 1…). When the
//! game changes, the new layout is compared with the last one: a piece whose place
//! changed flies from where it is drawn now to its new place; a piece that
//! appeared flies from where a piece of its kind just vanished (the tile that left
//! the cart is the tile that lands on the road) or from where such pieces come
//! from (the quarry's rewards, the income card taken, the card pile); a piece that
//! vanished may fly off to where it goes (a VP token to the score, a taken card to
//! the taker) before it is gone. This is cleaner than animating the events because
//! the end of every flight is, by construction, the place the still table draws
//! the piece at: nothing can drift from the rules, every way the state changes
//! (a bot's move, a person's, a quarry result, an undo) animates alike, and the
//! session's event stream keeps its one listener (the sounds).
//!
//! A flight lasts 0.3–0.6 s (longer ones for longer ways; a walk is a hop per
//! road step), eased in and out along an arc. [`Motion::finish`] ends them all at
//! once (a click or the End key in the window); [`Motion::busy`] is what the bots'
//! pause waits for.

use super::clearance::{lift_over, Wall};
use crate::rules::Size;
use std::collections::HashMap;
use three_d::*;

/// The shortest and longest flight (s).
pub const SHORTEST: f32 = 0.3;
pub const LONGEST: f32 = 0.6;
/// One road step of a walking pawn (s), and the longest whole walk.
const STEP: f32 = 0.26;
const LONGEST_WALK: f32 = 1.4;
/// What follows from a move (the score, a refilled card) starts this much later
/// than the move itself, so the eye sees the cause first.
const FOLLOW_UP: f32 = 0.3;
/// Coins of one payment leave one after another, this far apart (s).
const COIN_STAGGER: f32 = 0.07;
/// At most this many coins fly for one payment.
const MOST_COINS: u32 = 5;

/// The instanced mesh a piece is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    RoadSlab,
    RoadDot,
    Pawn,
    Disc,
    Square,
    Marker,
    Block,
    Screen,
    Wheel,
    Round,
    Stone,
    Card,
    Coin,
}

/// A piece's name on the table: what stays the same while it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Pawn(usize),
    Score(usize),
    /// The tile of `size` built on road space `space` (an index of the board's).
    RoadTile {
        space: usize,
        size: Size,
    },
    /// The `nth` tile of `size` on a player's cart.
    CartTile {
        player: usize,
        size: Size,
        nth: usize,
    },
    /// The `nth` stone of `size` in front of a player's screen.
    Stone {
        player: usize,
        size: Size,
        nth: usize,
    },
    /// A face-up income card, by card id.
    Card(usize),
    VpToken {
        city: usize,
        level: usize,
    },
    Marker {
        city: usize,
        nth: usize,
    },
    Bonus {
        segment: usize,
        level: usize,
    },
    PushToken(usize),
}

/// Pieces that can stand in for each other: a piece that appears may be the one of
/// its kind that just vanished elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Pawn,
    Score,
    Tile(Size),
    Stone(Size),
    Card,
    VpToken,
    Marker,
    Bonus,
    PushToken,
}

impl Piece {
    fn kind(self) -> Kind {
        match self {
            Piece::Pawn(_) => Kind::Pawn,
            Piece::Score(_) => Kind::Score,
            Piece::RoadTile { size, .. } => Kind::Tile(size),
            Piece::CartTile { size, .. } => Kind::Tile(size),
            Piece::Stone { size, .. } => Kind::Stone(size),
            Piece::Card(_) => Kind::Card,
            Piece::VpToken { .. } => Kind::VpToken,
            Piece::Marker { .. } => Kind::Marker,
            Piece::Bonus { .. } => Kind::Bonus,
            Piece::PushToken(_) => Kind::PushToken,
        }
    }

    /// What follows from a move starts a little later (see [`FOLLOW_UP`]).
    fn delay(self) -> f32 {
        match self {
            Piece::Score(_) | Piece::VpToken { .. } | Piece::Card(_) => FOLLOW_UP,
            _ => 0.0,
        }
    }
}

/// How a drawn instance relates to the pieces that move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tag {
    /// Never moves (a cart bed, a slot).
    Fixed,
    /// A piece that moves.
    Piece(Piece),
    /// Moves with a piece (the owner's dot on a road tile, a token's print).
    Rides(Piece),
}

/// One instance as laid out: which mesh, how it moves, where it rests.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub layer: Layer,
    pub tag: Tag,
    pub at: Mat4,
    pub color: Srgba,
    pub uv: Mat3,
}

/// Everything on the table as the game state places it.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    pub items: Vec<Placed>,
}

impl Layout {
    pub fn push(&mut self, layer: Layer, tag: Tag, at: Mat4, color: Srgba) {
        self.push_textured(layer, tag, at, color, Mat3::identity());
    }

    pub fn push_textured(&mut self, layer: Layer, tag: Tag, at: Mat4, color: Srgba, uv: Mat3) {
        self.items.push(Placed {
            layer,
            tag,
            at,
            color,
            uv,
        });
    }

    /// The instances of one mesh as they are drawn now: moving pieces where their
    /// flights have them, the pieces flying off before they vanish, the coins.
    pub fn instances(&self, layer: Layer, motion: &Motion) -> Instances {
        let mut transformations = Vec::new();
        let mut colors = Vec::new();
        let mut uvs = Vec::new();
        let placed = self.items.iter().filter(|p| p.layer == layer);
        let flying = motion.ghosts.iter().filter(|g| g.placed.layer == layer);
        for item in placed {
            transformations.push(motion.drawn(item));
            colors.push(item.color);
            uvs.push(item.uv);
        }
        for ghost in flying {
            if let Some(at) = ghost.flight.pose(motion.clock) {
                transformations.push(at);
                colors.push(ghost.placed.color);
                uvs.push(ghost.placed.uv);
            }
        }
        Instances {
            transformations,
            colors: Some(colors),
            texture_transformations: Some(uvs),
        }
    }
}

/// Where pieces come from and go to when nothing on the table was their other
/// end, and what changed that the layout does not show.
#[derive(Clone, Debug)]
pub struct Wells {
    /// The quarry's front edge, where its rewards are taken (tiles to the cart).
    pub quarry_front: Vec3,
    /// The general supply beside the board (stones returned, sesterces paid).
    pub storage: Vec3,
    /// Where stones leaving a seat go: into the quarry while a push waits for
    /// one, else back to the supply.
    pub stones_to: Vec3,
    /// Where refilled income cards are dealt from.
    pub pile: Vec3,
    /// Behind each player's screen, indexed like the players (sesterces go there).
    pub purses: Vec<Vec3>,
    /// Each player's change of sesterces (hidden behind the screen: coins show it).
    pub paid: Vec<i64>,
    /// The player who gained something (takes the card, the bonus token).
    pub gainer: Option<usize>,
    /// Road steps a pawn walked (its nodes' places, from the old to the new one).
    pub walks: HashMap<usize, Vec<Vec3>>,
    /// The track's corners a player's score marker goes round (from the old
    /// score to the new one): it slides along the track, not across the board.
    pub track_turns: HashMap<usize, Vec<Vec3>>,
    /// Each player's screen, indexed like the players: what goes to or from the
    /// purse behind it arcs over it.
    pub screens: Vec<Wall>,
}

impl Default for Wells {
    fn default() -> Wells {
        let origin = vec3(0.0, 0.0, 0.0);
        Wells {
            quarry_front: origin,
            storage: origin,
            stones_to: origin,
            pile: origin,
            purses: Vec::new(),
            paid: Vec::new(),
            gainer: None,
            walks: HashMap::new(),
            track_turns: HashMap::new(),
            screens: Vec::new(),
        }
    }
}

/// A way from pose to pose through waypoints, starting at `start` on the clock.
#[derive(Clone, Debug, PartialEq)]
struct Flight {
    path: Vec<Mat4>,
    start: f32,
    /// Seconds per stretch of the path.
    hop: f32,
    /// How high each stretch arcs (cm).
    lift: f32,
}

impl Flight {
    /// A flight from `from` to `to`, its length and arc after the distance.
    fn between(from: Mat4, to: Mat4, start: f32) -> Flight {
        let distance = (to.w.truncate() - from.w.truncate()).magnitude();
        Flight {
            path: vec![from, to],
            start,
            hop: (SHORTEST + distance / 100.0).min(LONGEST),
            lift: (distance * 0.3).clamp(1.0, 9.0),
        }
    }

    /// [`Flight::between`], arcing over `wall` where the way crosses it.
    fn over(from: Mat4, to: Mat4, start: f32, wall: Option<&Wall>) -> Flight {
        let mut flight = Flight::between(from, to, start);
        if let Some(wall) = wall {
            flight.lift = lift_over(from.w.truncate(), to.w.truncate(), wall, flight.lift);
        }
        flight
    }

    fn end(&self) -> f32 {
        self.start + self.hop * self.path.len().saturating_sub(1) as f32
    }

    /// The pose at `clock`: the start before it begins, `None` once it has
    /// ended (the piece is at rest at its place).
    fn pose(&self, clock: f32) -> Option<Mat4> {
        if clock >= self.end() || self.path.len() < 2 {
            return None;
        }
        let along = ((clock - self.start) / self.hop).max(0.0);
        let i = (along.floor() as usize).min(self.path.len() - 2);
        let t = ease((along - i as f32).clamp(0.0, 1.0));
        Some(blend(self.path[i], self.path[i + 1], t, self.lift))
    }
}

/// Slow, fast, slow: a piece picked up and set down.
pub fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// A pose's turn about the upright axis and what remains of it (scale, tilt):
/// poses are blended by turning the short way round and scaling between.
fn split_turn(m: Mat4) -> (f32, Mat3) {
    let linear = Mat3::from_cols(m.x.truncate(), m.y.truncate(), m.z.truncate());
    let across = linear.x;
    let turn = if across.x.abs() + across.z.abs() > 1e-6 {
        (-across.z).atan2(across.x)
    } else {
        0.0
    };
    (turn, Mat3::from_angle_y(radians(-turn)) * linear)
}

/// The pose a share `t` of the way from `a` to `b`, raised by an arc `lift` high
/// in the middle.
pub fn blend(a: Mat4, b: Mat4, t: f32, lift: f32) -> Mat4 {
    let (turn_a, rest_a) = split_turn(a);
    let (turn_b, rest_b) = split_turn(b);
    let tau = std::f32::consts::TAU;
    let mut d = (turn_b - turn_a) % tau;
    if d > std::f32::consts::PI {
        d -= tau;
    } else if d < -std::f32::consts::PI {
        d += tau;
    }
    let turn = turn_a + d * t;
    let rest = rest_a * (1.0 - t) + rest_b * t;
    let at = a.w.truncate().lerp(b.w.truncate(), t) + vec3(0.0, lift * 4.0 * t * (1.0 - t), 0.0);
    let linear = Mat3::from_angle_y(radians(turn)) * rest;
    Mat4::from_translation(at) * Mat4::from(linear)
}

/// A piece on its way off the table (a token to the score, a coin behind a
/// screen): drawn while its flight lasts, then gone.
#[derive(Clone, Debug)]
struct Ghost {
    flight: Flight,
    placed: Placed,
}

/// The table's moving pieces and the clock they move by.
#[derive(Clone, Debug, Default)]
pub struct Motion {
    /// Seconds since this motion began (advanced by [`Motion::tick`]).
    clock: f32,
    flights: HashMap<Piece, Flight>,
    ghosts: Vec<Ghost>,
    /// The last layout's moving pieces, at rest.
    last: HashMap<Piece, Placed>,
    /// Coins' look (a gold disc at the size of a coin), for the coin flights.
    coin: Option<Placed>,
}

impl Motion {
    /// A motion that shows changes of sesterces with coins looking like `coin`.
    pub fn with_coin(coin: Placed) -> Motion {
        Motion {
            coin: Some(coin),
            ..Motion::default()
        }
    }

    /// Moves the clock on by `dt` seconds; landed pieces rest. With nothing on
    /// its way the clock starts again from zero (it stays precise in long games).
    pub fn tick(&mut self, dt: f32) {
        if dt.is_finite() && dt > 0.0 {
            self.clock += dt;
        }
        let clock = self.clock;
        self.flights.retain(|_, f| f.end() > clock);
        self.ghosts.retain(|g| g.flight.end() > clock);
        if !self.busy() {
            self.clock = 0.0;
        }
    }

    /// Something is still on its way.
    pub fn busy(&self) -> bool {
        !self.flights.is_empty() || !self.ghosts.is_empty()
    }

    /// Seconds until every flight has landed.
    pub fn remaining(&self) -> f32 {
        let ends = self.flights.values().map(Flight::end);
        let ghost_ends = self.ghosts.iter().map(|g| g.flight.end());
        ends.chain(ghost_ends)
            .map(|end| end - self.clock)
            .fold(0.0, f32::max)
    }

    /// Every piece at its place at once.
    pub fn finish(&mut self) {
        self.flights.clear();
        self.ghosts.clear();
    }

    /// Takes `layout` as it is, nothing moving (a new or loaded game).
    pub fn snap(&mut self, layout: &Layout) {
        self.finish();
        self.last = pieces_of(layout);
    }

    /// Where an instance is drawn now.
    pub fn drawn(&self, item: &Placed) -> Mat4 {
        match item.tag {
            Tag::Fixed => item.at,
            Tag::Piece(piece) => self.pose_of(piece, item.at),
            Tag::Rides(carrier) => {
                let Some(flight) = self.flights.get(&carrier) else {
                    return item.at;
                };
                let (Some(now), Some(rest)) = (
                    flight.pose(self.clock),
                    flight.path.last().and_then(|m| m.invert()),
                ) else {
                    return item.at;
                };
                now * rest * item.at
            }
        }
    }

    fn pose_of(&self, piece: Piece, rest: Mat4) -> Mat4 {
        self.flights
            .get(&piece)
            .and_then(|f| f.pose(self.clock))
            .unwrap_or(rest)
    }

    /// Compares `layout` with the last one and sends every piece that moved,
    /// appeared or vanished on its way (see the module's doc).
    pub fn settle(&mut self, layout: &Layout, wells: &Wells) {
        let now = pieces_of(layout);
        if self.last.is_empty() {
            // The first look at a table: it is simply there.
            self.last = now;
            return;
        }
        let clock = self.clock;
        // What vanished, where it is drawn now, by kind.
        let mut vanished: Vec<(Piece, Placed, Mat4)> = self
            .last
            .iter()
            .filter(|(piece, _)| !now.contains_key(piece))
            .map(|(piece, placed)| (*piece, *placed, self.pose_of(*piece, placed.at)))
            .collect();
        // By name, so that which vanished piece stands in for an appearing one
        // does not depend on the map's order.
        vanished.sort_by_key(|(piece, _, _)| format!("{piece:?}"));
        let taken_card = vanished
            .iter()
            .find(|(p, _, _)| p.kind() == Kind::Card)
            .map(|(_, _, at)| at.w.truncate());
        let mut started: Vec<(Piece, Flight)> = Vec::new();
        let mut appeared: Vec<(Piece, Placed)> = now
            .iter()
            .filter(|(piece, _)| !self.last.contains_key(piece))
            .map(|(piece, placed)| (*piece, *placed))
            .collect();
        appeared.sort_by_key(|(piece, _)| format!("{piece:?}"));
        // Pieces that stayed but moved: from where they are drawn now.
        for (piece, placed) in &now {
            let Some(before) = self.last.get(piece) else {
                continue;
            };
            if before.at == placed.at {
                continue;
            }
            let from = self.pose_of(*piece, before.at);
            let flight = match piece {
                Piece::Pawn(p) => match wells.walks.get(p) {
                    Some(steps) if !steps.is_empty() => walk(from, placed.at, steps, clock),
                    _ => Flight::between(from, placed.at, clock),
                },
                Piece::Score(p) => {
                    let turns = wells.track_turns.get(p).map_or(&[][..], Vec::as_slice);
                    slide(from, placed.at, turns, clock + piece.delay())
                }
                _ => Flight::between(from, placed.at, clock + piece.delay()),
            };
            started.push((*piece, flight));
        }
        // Pieces that appeared: from a vanished one of their kind, or from
        // where their kind comes from.
        for (piece, placed) in appeared {
            let kind = piece.kind();
            let twin = vanished.iter().position(|(p, _, _)| p.kind() == kind);
            let from = match twin {
                Some(i) => Some(vanished.remove(i).2),
                None => source(kind, placed.at, wells, taken_card),
            };
            if let Some(from) = from {
                let start = clock + piece.delay();
                started.push((piece, Flight::between(from, placed.at, start)));
            }
        }
        // Pieces that vanished with nothing to become: off to where they go.
        let scored = started
            .iter()
            .find(|(p, _)| matches!(p, Piece::Score(_)))
            .and_then(|(_, f)| f.path.last().copied());
        for (piece, placed, from) in vanished {
            let to = match piece.kind() {
                Kind::VpToken => scored.map(|to| (to, None)),
                Kind::Card | Kind::Bonus => wells
                    .gainer
                    .and_then(|p| wells.purses.get(p).map(|purse| (p, purse)))
                    .map(|(p, purse)| {
                        let to = Mat4::from_translation(*purse) * Mat4::from(linear_of(placed.at));
                        (to, wells.screens.get(p))
                    }),
                Kind::Stone(_) => Some((moved_to(placed.at, wells.stones_to), None)),
                _ => None,
            };
            if let Some((to, wall)) = to {
                self.ghosts.push(Ghost {
                    flight: Flight::over(from, to, clock, wall),
                    placed: Placed { at: to, ..placed },
                });
            }
        }
        self.pay(wells, taken_card);
        for (piece, flight) in started {
            self.flights.insert(piece, flight);
        }
        self.last = now;
    }

    /// Coins for every change of sesterces: into the purse from the card taken
    /// (or the quarry's rewards), out of it to the supply.
    fn pay(&mut self, wells: &Wells, taken_card: Option<Vec3>) {
        let Some(coin) = self.coin else {
            return;
        };
        for (player, &paid) in wells.paid.iter().enumerate() {
            let Some(&purse) = wells.purses.get(player) else {
                continue;
            };
            let from_income = taken_card.unwrap_or(wells.quarry_front);
            let (from, to) = if paid > 0 {
                (from_income, purse)
            } else {
                (purse, wells.storage)
            };
            let coins = (paid.unsigned_abs() as u32).min(MOST_COINS);
            let screen = wells.screens.get(player);
            for k in 0..coins {
                let start = self.clock + k as f32 * COIN_STAGGER;
                let at = |p: Vec3| moved_to(coin.at, p);
                self.ghosts.push(Ghost {
                    flight: Flight::over(at(from), at(to), start, screen),
                    placed: Placed { at: at(to), ..coin },
                });
            }
        }
    }
}

/// The moving pieces of a layout, by name.
fn pieces_of(layout: &Layout) -> HashMap<Piece, Placed> {
    layout
        .items
        .iter()
        .filter_map(|item| match item.tag {
            Tag::Piece(piece) => Some((piece, *item)),
            _ => None,
        })
        .collect()
}

/// A pose's turn and scale without its place.
fn linear_of(m: Mat4) -> Mat3 {
    Mat3::from_cols(m.x.truncate(), m.y.truncate(), m.z.truncate())
}

/// The pose `m` moved to stand at `at`.
fn moved_to(m: Mat4, at: Vec3) -> Mat4 {
    Mat4::from_translation(at) * Mat4::from(linear_of(m))
}

/// Where a piece of `kind` that appeared with nothing vanished to come from
/// starts: tiles at the quarry's rewards, stones on the card taken (or from the
/// supply), cards off the pile; anything else is set down from above.
fn source(kind: Kind, to: Mat4, wells: &Wells, taken_card: Option<Vec3>) -> Option<Mat4> {
    let from = match kind {
        Kind::Tile(_) => wells.quarry_front,
        Kind::Stone(_) => taken_card.unwrap_or(wells.storage),
        Kind::Card => wells.pile,
        _ => to.w.truncate() + vec3(0.0, 6.0, 0.0),
    };
    Some(moved_to(to, from))
}

/// A pawn's walk: a low hop per road step, the whole walk kept short.
fn walk(from: Mat4, to: Mat4, steps: &[Vec3], start: f32) -> Flight {
    let mut path = vec![from];
    path.extend(steps.iter().map(|s| moved_to(to, *s)));
    path.push(to);
    let hops = (path.len() - 1) as f32;
    Flight {
        path,
        start,
        hop: STEP.min(LONGEST_WALK / hops),
        lift: 1.2,
    }
}

/// A score marker's way along the track: round each corner it passes, low over
/// the cells, as fast as one flight of its length.
fn slide(from: Mat4, to: Mat4, turns: &[Vec3], start: f32) -> Flight {
    let mut path = vec![from];
    path.extend(turns.iter().map(|t| moved_to(to, *t)));
    path.push(to);
    let length: f32 = path
        .windows(2)
        .map(|w| (w[1].w.truncate() - w[0].w.truncate()).magnitude())
        .sum();
    let hops = (path.len() - 1) as f32;
    Flight {
        path,
        start,
        hop: (SHORTEST + length / 100.0).min(LONGEST) / hops,
        lift: 0.6,
    }
}

#[cfg(test)]
#[path = "motion_tests.rs"]
mod tests;

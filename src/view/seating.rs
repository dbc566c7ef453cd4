//! Where the players sit round the board, and the one map from a seat's own frame
//! to the table: every place that belongs to a seat (its cart, screen, stones,
//! name plate, and anything flying to them) goes through [`area_transform`].

use super::table::TABLE_TOP;
use crate::rules::Game;
use three_d::*;

/// Distance from the board's centre to the middle of another player's area (cm),
/// and the scale of its pieces: the other seats sit close round the board and
/// smaller, so the default view, framed on the board and the front seat, still
/// shows what each of them has.
const AREA_DISTANCE: f32 = 38.0;
const OTHER_AREA_SCALE: f32 = 0.8;
/// The front player's area sits further out: the income cards lie between it and
/// the board.
const FRONT_AREA_DISTANCE: f32 = 47.0;

/// Where the players sit round the board: the front player's area lies at the
/// front edge, nearest the camera, and the others follow in turn order round the
/// board (left, far, right). The front is whose table it is: the person alone
/// against bots, or in hot-seat the person who last lifted the curtain (see
/// `Table::front_seat`). Every place on the table that belongs to a seat goes
/// through [`area_transform`] with a seating, so the pieces, the marks over them
/// and anything flying to them agree on where a seat is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The table place (0 front, 1 left, 2 far, 3 right) of each turn-order seat.
    places: [u8; 4],
}

impl Default for Seating {
    /// Four seats, the start player at the front (a table with no one's seat in front).
    fn default() -> Seating {
        Seating::new(4, 0)
    }
}

impl Seating {
    /// `players` seats round the table (turn order, as `Player::seat` counts),
    /// seat `front` at the front. Two players face each other; three sit front,
    /// left and right, leaving the far side, behind the board and quarry, free.
    pub fn new(players: usize, front: usize) -> Seating {
        let round: &[u8] = match players {
            0..=1 => &[0],
            2 => &[0, 2],
            3 => &[0, 1, 3],
            _ => &[0, 1, 2, 3],
        };
        let n = round.len();
        let mut places = [0, 1, 2, 3];
        for (seat, place) in places.iter_mut().enumerate().take(n) {
            *place = round[(seat + n - front % n) % n];
        }
        Seating { places }
    }

    /// The seating of `game` with player `front` (an index into the players) at the front.
    pub fn of(game: &Game, front: usize) -> Seating {
        let seat = game.players().get(front).map_or(0, |p| p.seat());
        Seating::new(game.players().len(), seat)
    }

    /// The table place of turn-order seat `seat`: 0 front, 1 left, 2 far, 3 right.
    pub fn place(&self, seat: usize) -> usize {
        usize::from(self.places[seat % 4])
    }

    /// The turn-order seat at the front.
    pub fn front(&self) -> usize {
        (0..4).find(|&s| self.places[s] == 0).unwrap_or(0)
    }
}

/// The rotation that turns a player's frame (x to the player's right, z towards the
/// player) to face table place `place`: front, left, far, right going round the table.
fn place_turn(place: usize) -> Mat4 {
    Mat4::from_angle_y(degrees(-90.0 * (place % 4) as f32))
}

/// The transformation from turn-order seat `seat`'s frame to the board, as seated
/// by `seating`: origin in the middle of the area on the table top.
pub fn area_transform(seating: &Seating, seat: usize) -> Mat4 {
    let place = seating.place(seat);
    let (distance, scale) = if place == 0 {
        (FRONT_AREA_DISTANCE, 1.0)
    } else {
        (AREA_DISTANCE, OTHER_AREA_SCALE)
    };
    place_turn(place)
        * Mat4::from_translation(vec3(0.0, TABLE_TOP, distance))
        * Mat4::from_scale(scale)
}

/// A point of seat `seat`'s frame on the board, as seated by `seating`.
pub fn area_point(seating: &Seating, seat: usize, local: Vec3) -> Vec3 {
    (area_transform(seating, seat) * local.extend(1.0)).truncate()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::board::BOARD_SIZE;

    #[test]
    fn the_front_seat_sits_at_the_front_and_the_others_follow_in_turn_order() {
        // Four players: left, far, right after the front, going round in turn.
        let four = Seating::new(4, 2);
        assert_eq!([0, 1, 2, 3].map(|s| four.place(s)), [2, 3, 0, 1]);
        assert_eq!(four.front(), 2);
        // Two face each other; three sit front, left and right.
        assert_eq!([0, 1].map(|s| Seating::new(2, 1).place(s)), [2, 0]);
        assert_eq!([0, 1, 2].map(|s| Seating::new(3, 1).place(s)), [3, 0, 1]);
        assert_eq!([0, 1, 2].map(|s| Seating::new(3, 0).place(s)), [0, 1, 3]);
        assert_eq!(Seating::default(), Seating::new(4, 0));
    }

    #[test]
    fn the_front_area_lies_on_the_near_side_and_the_others_round_the_board() {
        let seating = Seating::new(3, 2);
        let middle = |seat| area_point(&seating, seat, vec3(0.0, 0.0, 0.0));
        let front = middle(2);
        assert!(
            front.z > BOARD_SIZE / 2.0 && front.x.abs() < 1e-3,
            "{front:?}"
        );
        // Seat 0 comes after seat 2 in turn: on the left; seat 1 on the right.
        assert!(middle(0).x < -BOARD_SIZE / 2.0, "{:?}", middle(0));
        assert!(middle(1).x > BOARD_SIZE / 2.0, "{:?}", middle(1));
        // Another seat's pieces are drawn smaller than the front seat's.
        let width =
            |seat| (area_point(&seating, seat, vec3(1.0, 0.0, 0.0)) - middle(seat)).magnitude();
        assert!(width(0) < width(2));
    }
}

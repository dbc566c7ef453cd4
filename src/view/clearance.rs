//! How high a flying piece must arc to pass over a player's screen: coins and the
//! cards and tokens a player gains go behind the screen, to the purse, and must
//! not fly through its card.

use three_d::*;

/// What a flight clears the top of a screen by (cm).
const CLEARANCE: f32 = 0.8;

/// A standing screen, as a flight sees it: an upright wall through `foot` (the
/// middle of its foot line on the table), facing `facing` (horizontal), `height`
/// cm tall.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wall {
    pub foot: Vec3,
    pub facing: Vec3,
    pub height: f32,
}

/// The arc's height in the middle (as `motion::blend` raises a flight: `lift · 4t(1 − t)`)
/// that takes a straight way from `from` to `to` over `wall`, at least `lift`. A way
/// that does not cross the wall's plane keeps `lift`.
pub fn lift_over(from: Vec3, to: Vec3, wall: &Wall, lift: f32) -> f32 {
    let side = |p: Vec3| wall.facing.dot(p - wall.foot);
    let (a, b) = (side(from), side(to));
    if a * b >= 0.0 {
        return lift;
    }
    let t = a / (a - b);
    let below = wall.foot.y + wall.height + CLEARANCE - (from.y + (to.y - from.y) * t);
    let hump = 4.0 * t * (1.0 - t);
    if hump <= 1e-3 {
        return lift;
    }
    lift.max(below / hump)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wall() -> Wall {
        Wall {
            foot: vec3(0.0, 0.0, 10.0),
            facing: vec3(0.0, 0.0, -1.0),
            height: 5.0,
        }
    }

    /// The height of the way at the wall's plane with this lift.
    fn height_at_wall(from: Vec3, to: Vec3, lift: f32) -> f32 {
        let t = (10.0 - from.z) / (to.z - from.z);
        from.y + (to.y - from.y) * t + lift * 4.0 * t * (1.0 - t)
    }

    #[test]
    fn a_way_across_the_screen_arcs_over_its_top() {
        // A coin from a card in front of the screen to the purse just behind it.
        let (from, to) = (vec3(3.0, 0.2, -2.0), vec3(0.0, 1.0, 12.5));
        let lift = lift_over(from, to, &wall(), 2.0);
        assert!(height_at_wall(from, to, lift) >= 5.0 + CLEARANCE - 1e-3);
        // And the other way, paid out of the purse.
        let lift = lift_over(to, from, &wall(), 2.0);
        assert!(height_at_wall(to, from, lift) >= 5.0 + CLEARANCE - 1e-3);
    }

    #[test]
    fn a_way_that_stays_on_one_side_keeps_its_lift() {
        let (from, to) = (vec3(3.0, 0.2, -2.0), vec3(-5.0, 0.2, 6.0));
        assert_eq!(lift_over(from, to, &wall(), 2.0), 2.0);
    }
}

//! Which VP token a player can expect at the next city, where the first to
//! arrive takes the top of the stack (6) and the next the one below (3, or 1
//! with two players). Players as far from the city as he is, in his segment,
//! compete with him for the places: until the road to the city is built they
//! share them (nobody can go yet); once it is, whoever moves first is ahead.
//! So whoever builds the last space before a city, beside a rival as near,
//! hands that rival the first arrival, and the evaluation sees the gift.
//! Counting the top token for everyone hid it, and the search's rollouts had
//! each of two Hard bots at a city gate expect the other to build the gate
//! space for it. A rival nearer the city still leaves the top token counted,
//! as the fitted weights expect: ranking everyone by distance took Normal's
//! wins against the plain opponent from 80 % to 74 % (a step ahead is no sure
//! arrival; fares and turns decide it).

use super::road_place;
use crate::rules::{Game, Phase, PlayerId, Segment};

/// The token `player` can expect at the city ahead of him (VP), before any
/// fading for the road still to travel: the mean of the places he shares with
/// the rivals on the same row as he is, after those of them who move sooner on
/// an open road.
pub(super) fn expected_token(game: &Game, player: PlayerId) -> f64 {
    let Some(place) = road_place(game, player) else {
        return 0.0;
    };
    let open = road_open(game, place);
    let mut ahead = 0;
    let mut tied = 0;
    for q in (0..game.players().len()).filter(|&q| q != player) {
        if road_place(game, q) != Some(place) {
            continue;
        }
        if !open {
            tied += 1;
        } else if moves_sooner(game, q, player) {
            ahead += 1;
        }
    }
    // The stack is kept top last: the k-th to arrive takes `stack[len - 1 - k]`.
    let stack = &game.vp_stacks()[place.0.city_ahead().index()];
    let token = |k: usize| f64::from(stack.len().checked_sub(1 + k).map_or(0, |i| stack[i]));
    (ahead..=ahead + tied).map(token).sum::<f64>() / f64::from(tied as u32 + 1)
}

/// Whether every row between a piece at `(segment, row)` and the city ahead
/// has a tile (a piece there can go all the way, given the fares).
fn road_open(game: &Game, (segment, row): (Segment, u8)) -> bool {
    let board = &game.data().board;
    (row + 1..=board.rows(segment)).all(|r| {
        board
            .segment_spaces(segment)
            .any(|i| board.spaces()[i].id.row == r && game.road()[i].is_some())
    })
}

/// Whether `q` gets to move before `player` from here: in turn order from the
/// player to move, who counts last once he has begun his action.
fn moves_sooner(game: &Game, q: PlayerId, player: PlayerId) -> bool {
    let n = game.players().len();
    let begun = *game.phase() != Phase::ChooseAction;
    let order = |p: PlayerId| {
        let d = (p + n - game.current()) % n;
        if d == 0 && begun {
            n
        } else {
            d
        }
    };
    order(q) < order(player)
}

#[cfg(test)]
mod tests {
    use super::super::tests::game;
    use super::*;
    use crate::rules::{GameBuilder, Node};

    /// Both pieces on the row before A8, segment A built but for A8.
    fn at_the_gate() -> Game {
        let mut g = game();
        super::super::build_segment_a_but_its_last_large_space(&mut g);
        GameBuilder::from_game(g)
            .position(0, Node::Space("A7a".parse().expect("A7a")))
            .position(1, Node::Space("A7b".parse().expect("A7b")))
            .build()
            .expect("consistent")
    }

    #[test]
    fn rivals_at_a_closed_gate_share_the_first_two_tokens() {
        let g = at_the_gate();
        // Two players: Tarracina's stack is 6 then 1.
        assert_eq!(expected_token(&g, 0), 3.5);
        assert_eq!(expected_token(&g, 1), 3.5);
    }

    #[test]
    fn building_the_gate_space_hands_the_first_arrival_to_who_moves_next() {
        let g = GameBuilder::from_game(at_the_gate())
            .road_tile("A8".parse().expect("A8"), 0)
            .current(1) // player 0 built, player 1 moves next
            .build()
            .expect("consistent");
        assert_eq!(expected_token(&g, 1), 6.0);
        assert_eq!(expected_token(&g, 0), 1.0);
    }

    #[test]
    fn a_rival_elsewhere_on_the_road_leaves_the_top_token() {
        let g = GameBuilder::from_game(at_the_gate())
            .position(1, Node::Space("A6".parse().expect("A6")))
            .build()
            .expect("consistent");
        assert_eq!(expected_token(&g, 0), 6.0);
        assert_eq!(expected_token(&g, 1), 6.0);
    }
}

//! The heuristic worth of a position for one seat, in victory points: what the
//! seat has, what it can still make of it, against the best of the others. Every
//! level judges positions here and only here.
//!
//! A player's estimate adds up: the VP on the track; the expected share of each
//! segment's majority (8 / 4) and of the money bonus (2), sharper the fewer spaces
//! are left; tiles on the cart by the VP they will bring if a space of their size
//! is open to the player; the next city's VP token against the road still to
//! travel and what it costs with the markers; sesterces and stones as the means to
//! travel and to quarry (stones worth more while the quarry is full); the push +1
//! token. At the end of the game it is the final score, and a win counts extra.
//! What each thing is worth is [`Weights`] (`evaluation` in `assets/bots.ron`),
//! fitted to finished games by `via-appia tune-eval`. A race that stands still
//! costs each seat a share of what it has at stake ([`Standstill`]).

mod arrival;
mod cart;
mod standstill;

use super::weights::Weights;
use crate::rules::travel::STEP_COST;
use crate::rules::{City, Game, Node, PlayerId, Segment, Size};
#[cfg(all(test, feature = "window"))]
pub(crate) use cart::build_segment_a_but_a_large_space_and_a_neighbour;
#[cfg(test)]
pub(crate) use cart::build_segment_a_but_its_last_large_space;
use cart::{cart, pending_rewards, stuck};
pub use cart::{
    load_risk, reward_worth, stuck_cart, suggested_load, tile_outlook, LoadRisk, TileOutlook,
};
pub use standstill::Standstill;

/// Majority points in a segment: most, second most.
const MAJORITY: [f64; 2] = [8.0, 4.0];
/// The money bonus for most sesterces.
const MONEY_BONUS: f64 = 2.0;
/// Below these the quarry runs dry (see [`dry_quarry`]).
const FEED_LEVEL: f64 = 14.0;
const FEED_LARGE: f64 = 2.0;
/// The seat's position against the others (VP).
pub fn evaluate(w: &Weights, game: &Game, seat: PlayerId) -> f64 {
    let margin = margin(w, game, seat);
    if game.final_scoring().is_some() {
        return margin;
    }
    margin - w.standstill.cost(w.win, game, margin)
}

/// The seat's position against the others before any cost for a race that
/// stands still (VP): at the end of the game its final margin and the win.
pub fn margin(w: &Weights, game: &Game, seat: PlayerId) -> f64 {
    if let Some(scoring) = &game.final_scoring() {
        let own = f64::from(scoring.totals[seat]);
        let best_other = others(game, seat)
            .map(|p| f64::from(scoring.totals[p]))
            .fold(f64::MIN, f64::max);
        let won = if scoring.winners.contains(&seat) {
            w.win
        } else {
            0.0
        };
        return own - best_other + won;
    }
    let estimates: Vec<f64> = (0..game.players().len())
        .map(|p| estimate_as(w, game, p, if p == seat { Eyes::Own } else { Eyes::Rival }))
        .collect();
    let own = estimates[seat] - stuck(w, game, seat) - dry_quarry(w, game);
    let rest: Vec<f64> = others(game, seat).map(|p| estimates[p]).collect();
    let best = rest.iter().copied().fold(f64::MIN, f64::max);
    let mean = rest.iter().sum::<f64>() / rest.len().max(1) as f64;
    own - 0.5 * (best + mean)
}

fn others(game: &Game, seat: PlayerId) -> impl Iterator<Item = PlayerId> {
    (0..game.players().len()).filter(move |&p| p != seat)
}

/// Whose estimate is made: the bot's own seat, or a rival's as the bot sees it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Eyes {
    Own,
    Rival,
}

/// One player's expected final score (VP), as he sees it himself.
pub fn estimate(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    estimate_as(w, game, player, Eyes::Own)
}

/// One player's expected final score; a rival's cart is judged patiently (see
/// [`cart`]).
fn estimate_as(w: &Weights, game: &Game, player: PlayerId, eyes: Eyes) -> f64 {
    let p = &game.players()[player];
    let mut value = f64::from(p.score());
    value += majorities(w, game, player);
    value += money(w, game, player);
    value += cart(w, game, player, eyes);
    value += journey(w, game, player);
    value += stones(w, game, player);
    if p.push_token() {
        value += w.push_token;
    }
    if player == game.current() {
        value += pending_rewards(w, game, player);
    }
    value
}

/// Expected majority points over the three segments: the share of 8 and 4 a
/// softmax over bonus tokens gives, sharper as the segment fills.
fn majorities(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    let mut total = 0.0;
    for segment in Segment::ALL {
        let open = game
            .data()
            .board
            .segment_spaces(segment)
            .filter(|&i| game.road()[i].is_none())
            .count() as f64;
        let tokens: Vec<f64> = game
            .players()
            .iter()
            .map(|q| f64::from(q.bonus_tokens()[segment.index()]))
            .collect();
        if tokens[player] == 0.0 && open == 0.0 {
            continue;
        }
        let spread = w.majority_spread + w.majority_spread_per_space * open.sqrt();
        total += placing_share(&tokens, player, spread, w.majority_unstarted);
    }
    total
}

/// Expected points of `player` for first (8) and second (4) when the final
/// counts are the current ones blurred by `spread`. A player with none yet gets
/// `unstarted` of it, since the segment is still open to him.
fn placing_share(counts: &[f64], player: PlayerId, spread: f64, unstarted: f64) -> f64 {
    let weights = softmax_weights(counts, spread);
    let sum: f64 = weights.iter().sum();
    let first = |i: usize| weights[i] / sum;
    let mut second = 0.0;
    for j in 0..counts.len() {
        if j != player {
            second += first(j) * weights[player] / (sum - weights[j]).max(1e-12);
        }
    }
    let share = MAJORITY[0] * first(player) + MAJORITY[1] * second;
    if counts[player] == 0.0 {
        unstarted * share
    } else {
        share
    }
}

/// `exp(x / spread)` for each x, shifted by the largest so that no weight
/// overflows: a bot that hoarded a thousand sesterces made `exp` infinite, the
/// evaluation NaN, and every command looked alike (the game then stalled).
fn softmax_weights(xs: &[f64], spread: f64) -> Vec<f64> {
    let top = xs.iter().copied().fold(f64::MIN, f64::max);
    xs.iter().map(|x| ((x - top) / spread).exp()).collect()
}

/// The money bonus expected and what sesterces buy. The bonus goes to the
/// most sesterces when the game ends: before its last round any lead can be
/// overtaken by one income, so it counts alike for everyone (counted by the
/// sesterces of the moment, two bots outbid each other for it turn after turn,
/// piled up hundreds and stopped building). In the last round it is a softmax
/// over everyone's sesterces. Spending money is worth the fares still ahead
/// and no more: the next trip's full, later ones' less (income can still be
/// taken), beyond them nothing.
fn money(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    let bonus = if game.end_triggered() {
        let money: Vec<f64> = (game.players().iter())
            .map(|q| f64::from(q.sesterces()))
            .collect();
        let weights = softmax_weights(&money, w.bonus_spread);
        MONEY_BONUS * weights[player] / weights.iter().sum::<f64>()
    } else {
        MONEY_BONUS / game.players().len() as f64
    };
    let m = f64::from(game.players()[player].sesterces());
    let ahead = fares_ahead(game, player);
    // The longest trip's fare (three steps).
    let next_trip = m.min(f64::from(STEP_COST[2])).min(ahead);
    let later = (m.min(ahead) - next_trip).max(0.0);
    bonus + w.sesterce * next_trip + w.sesterce_later * later
}

/// What one more sesterce is worth to `player` holding `extra` more than he
/// does: a sesterce towards the next trip's fare, less towards later fares,
/// nothing beyond every fare ahead (the money bonus is counted apart). A reward
/// sold is judged by this, not by a price per coin: a bot whose fares are paid
/// gains nothing by selling stones.
pub(super) fn sesterce_worth(w: &Weights, game: &Game, player: PlayerId, extra: u32) -> f64 {
    let m = f64::from(game.players()[player].sesterces() + extra);
    let ahead = fares_ahead(game, player);
    if m + 1.0 <= f64::from(STEP_COST[2]).min(ahead) {
        w.sesterce
    } else if m + 1.0 <= ahead {
        w.sesterce_later
    } else {
        0.0
    }
}

/// Sesterces the player's piece will still pay to reach Brundisium, at the
/// rules' fares ([`Game::travel_cost`]): trips of three steps, and one shorter
/// trip per segment for the steps left over, each cheaper by the markers now on
/// the city it leads to.
fn fares_ahead(game: &Game, player: PlayerId) -> f64 {
    let Some((segment, row)) = road_place(game, player) else {
        return 0.0;
    };
    let board = &game.data().board;
    let fares: u32 = (Segment::ALL.into_iter())
        .filter(|s| *s >= segment)
        .map(|s| {
            let rows = board.rows(s);
            let from = if s == segment { row.min(rows) } else { 0 };
            let steps = rows + 1 - from;
            let leftover = match steps % 3 {
                0 => 0,
                short => game.travel_cost(short, s),
            };
            u32::from(steps / 3) * game.travel_cost(3, s) + leftover
        })
        .sum();
    f64::from(fares)
}

/// The segment and row the player's piece stands on (row 0 in the city behind
/// a segment), or `None` once it has arrived in Brundisium.
fn road_place(game: &Game, player: PlayerId) -> Option<(Segment, u8)> {
    match game.players()[player].position() {
        Node::City(city) => city.segment_ahead().map(|s| (s, 0)),
        Node::Space(id) => Some((id.segment, id.row)),
    }
}

/// A quarry running dry: below `FEED_LEVEL` stones nothing much falls for
/// anyone, and a road that waits for a large tile waits for ever. Feeding it
/// helps every player alike, so a bot that counted it for all would never do
/// it (and bot games drag on for hundreds of rounds); it is counted for the
/// bot's own seat only, like [`stuck`].
fn dry_quarry(w: &Weights, game: &Game) -> f64 {
    let stones = f64::from(game.quarry().total());
    let large = f64::from(game.quarry().get(Size::Large));
    w.dry * (FEED_LEVEL - stones).max(0.0) + w.dry_large * (FEED_LARGE - large).max(0.0)
}

/// The piece on the road: rows gained, and the next city's VP token against the
/// distance and the fare with markers.
fn journey(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    let Some((segment, row)) = road_place(game, player) else {
        // Arrived: the whole road travelled. (Counting nothing here made the
        // last step into Brundisium look like a loss of 5 VP of rows, and a
        // bot one step from it waited there for hundreds of rounds.)
        return w.row * f64::from(Segment::ALL.len() as u32 * 12);
    };
    let rows = game.data().board.rows(segment);
    let city = segment.city_ahead();
    let left = f64::from(rows + 1 - row.min(rows));
    let travelled = f64::from(segment.index() as u32 * 12) + f64::from(row);
    let token = arrival::expected_token(game, player);
    let markers = f64::from(game.city_markers()[city.index()]);
    // Each trip of up to 3 steps; cheaper with markers.
    let trips = (left / 3.0).ceil();
    let fare = (trips * 4.0 - markers * trips).max(0.0);
    let reach = 1.0 / (1.0 + w.reach_per_step * left + w.reach_per_fare * fare);
    let token_value = token * reach;
    let access = if city < City::Brundisium {
        w.access * reach
    } else {
        0.0
    };
    w.row * travelled + token_value + access
}

/// Stones in front of the screen: the tiles they may bring in the quarry, worth
/// more while the quarry is full.
fn stones(w: &Weights, game: &Game, player: PlayerId) -> f64 {
    let fullness = (f64::from(game.quarry().total()) / 24.0).clamp(0.3, 1.5);
    let s = &game.players()[player].stones();
    let stone_worth = [w.stone_small, w.stone_mid, w.stone_large];
    let mut worth = 0.0;
    let mut k = 0.0;
    for size in Size::ALL.into_iter().rev() {
        for _ in 0..s.get(size) {
            worth += stone_worth[size.index()] / (1.0 + w.stone_decay * k);
            k += 1.0;
        }
    }
    worth * fullness
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::default_game_data;
    use crate::rules::{GameBuilder, Setup};

    pub(super) fn w() -> Weights {
        crate::bots::BotsConfig::load_default()
            .expect("bots.ron")
            .evaluation
    }

    pub(super) fn game() -> Game {
        let setup = Setup {
            seed: 3,
            players: vec!["A".into(), "B".into()],
            options: Default::default(),
        };
        Game::new(default_game_data().expect("data"), &setup).expect("game")
    }

    #[test]
    fn the_final_score_decides_at_the_end() {
        // Seat 0 ahead by a tile and the money bonus.
        let g = GameBuilder::from_game(game())
            .road_tile("A3".parse().expect("A3"), 0)
            .sesterces(0, 30)
            .game_over()
            .build()
            .expect("consistent");
        let totals = &g.final_scoring().expect("scored").totals;
        let lead = f64::from(totals[0]) - f64::from(totals[1]);
        assert!(lead > 0.0, "{totals:?}");
        assert_eq!(evaluate(&w(), &g, 0), lead + w().win);
        assert_eq!(evaluate(&w(), &g, 1), -lead);
    }

    #[test]
    fn more_vp_and_more_tokens_are_better() {
        let g = game();
        let tiles = |spaces: &[&str]| {
            let mut built = GameBuilder::from_game(g.clone());
            for space in spaces {
                built = built.road_tile(space.parse().expect("a space"), 0);
            }
            built.build().expect("consistent")
        };
        // A mid tile: 3 VP on the track (and a bonus token).
        let ahead = tiles(&["A1"]);
        assert_eq!(ahead.player(0).score(), g.player(0).score() + 3);
        assert!(evaluate(&w(), &ahead, 0) > evaluate(&w(), &g, 0));
        assert!(evaluate(&w(), &ahead, 1) < evaluate(&w(), &g, 1));
        // Three bonus tokens in segment A, the majority's share alone.
        let majority = tiles(&["A1", "A2a", "A2b"]);
        assert_eq!(majority.player(0).bonus_tokens()[0], 3);
        let (with, without) = (majorities(&w(), &majority, 0), majorities(&w(), &g, 0));
        // How much more depends on the fitted spread: early in the game a lead
        // in tokens is far from a sure majority.
        assert!(with > without + 0.3, "{with} against {without}");
    }

    #[test]
    fn a_hoard_of_sesterces_keeps_the_evaluation_finite() {
        let hoards = GameBuilder::from_game(game())
            .sesterces(0, 5_000)
            .sesterces(1, 3_000);
        let g = hoards.clone().build().expect("consistent");
        assert!(evaluate(&w(), &g, 0).is_finite() && evaluate(&w(), &g, 1).is_finite());
        // In the last round the money bonus is decided by the hoards.
        let g = hoards.end_triggered(true).build().expect("consistent");
        assert!(evaluate(&w(), &g, 0).is_finite() && evaluate(&w(), &g, 1).is_finite());
        assert!(
            evaluate(&w(), &g, 0) > evaluate(&w(), &g, 1),
            "the richer seat is ahead"
        );
    }

    #[test]
    fn a_sesterce_beyond_every_fare_ahead_buys_nothing() {
        let at = |g: Game, node: Node| {
            GameBuilder::from_game(g)
                .position(0, node)
                .build()
                .expect("consistent")
        };
        let c11b = Node::Space("C11b".parse().expect("C11b"));
        let g = at(game(), c11b);
        // One step to Brundisium: a one-step fare ahead, no more.
        assert_eq!(fares_ahead(&g, 0), 1.0);
        let g = at(g, Node::City(City::Rome));
        // From Rome every segment's rows and its city, by trips of three.
        let full: u32 = Segment::ALL
            .into_iter()
            .map(|s| {
                let steps = u32::from(g.data().board.rows(s)) + 1;
                steps / 3 * 6 + [0, 1, 3][steps as usize % 3]
            })
            .sum();
        assert_eq!(fares_ahead(&g, 0), f64::from(full));
        let g = GameBuilder::from_game(at(g, c11b))
            .sesterces(1, 0)
            .build()
            .expect("consistent");
        let worth = |m: u32| {
            let rich = GameBuilder::from_game(g.clone())
                .sesterces(0, m)
                .build()
                .expect("consistent");
            money(&w(), &rich, 0)
        };
        let (one, two, thirty) = (worth(1), worth(2), worth(30));
        assert!(one > worth(0), "the fare is worth having");
        // Beyond the fare money buys nothing (the bonus counts alike until the
        // last round).
        assert_eq!(two, one);
        assert_eq!(thirty, one);
    }

    #[test]
    fn a_lead_in_sesterces_counts_for_the_money_bonus_only_in_the_last_round() {
        let purses = GameBuilder::from_game(game())
            .sesterces(0, 8)
            .sesterces(1, 5);
        let g = purses.clone().build().expect("consistent");
        let bonus = |g: &Game| {
            let w = Weights {
                sesterce: 0.0,
                sesterce_later: 0.0,
                ..w()
            };
            money(&w, g, 0)
        };
        assert_eq!(bonus(&g), 1.0, "before the end: half of 2 VP for each");
        let g = purses.end_triggered(true).build().expect("consistent");
        assert!(
            bonus(&g) > 1.7,
            "the last round: almost his ({})",
            bonus(&g)
        );
    }

    #[test]
    fn the_last_step_into_brundisium_is_no_loss_of_road() {
        let at = |node: Node| {
            GameBuilder::from_game(game())
                .position(0, node)
                .build()
                .expect("consistent")
        };
        let g = at(Node::Space("C11b".parse().expect("C11b")));
        let before = journey(&w(), &g, 0);
        // Arriving takes the top token into the score; the rows stay counted.
        let token = f64::from(
            *g.vp_stacks()[City::Brundisium.index()]
                .last()
                .expect("a token"),
        );
        let g = at(Node::City(City::Brundisium));
        let after = journey(&w(), &g, 0) + token;
        assert!(after > before, "{before} then {after}");
    }
}

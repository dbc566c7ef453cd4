//! Final scoring: money bonus, segment majorities and their ties, winners.

use crate::common::*;
use via_appia::rules::scoring::{money_bonus, score_final, segment_majorities, FinalScoring};
use via_appia::rules::{City, Command, IncomeTake, Size};

#[test]
fn most_sesterces_gets_2() {
    assert_eq!(money_bonus(&[5, 3, 1]), vec![2, 0, 0]);
    assert_eq!(money_bonus(&[0, 9]), vec![0, 2]);
}

#[test]
fn everyone_tied_for_most_sesterces_gets_2() {
    assert_eq!(money_bonus(&[5, 5, 1]), vec![2, 2, 0]);
    assert_eq!(money_bonus(&[4, 4, 4, 4]), vec![2, 2, 2, 2]);
}

/// RULES.md: "Most sesterces: +2 VP; everyone tied for most gets +2" — with no
/// [decided] exception for nobody having any.
#[test]
fn all_tied_at_zero_sesterces_still_get_2() {
    assert_eq!(money_bonus(&[0, 0, 0]), vec![2, 2, 2]);
}

#[test]
fn most_tiles_in_a_segment_gets_8_second_gets_4() {
    assert_eq!(segment_majorities(&[5, 3, 1]), vec![8, 4, 0]);
    assert_eq!(segment_majorities(&[1, 2, 7, 4]), vec![0, 0, 8, 4]);
}

/// Rulebook: in a tie for the most tiles the tied players share the points for
/// first and second (8 + 4 = 12, rounded down), and nobody is second.
#[test]
fn tie_for_most_tiles_shares_12() {
    assert_eq!(segment_majorities(&[3, 3, 1]), vec![6, 6, 0]);
    assert_eq!(segment_majorities(&[2, 2, 2]), vec![4, 4, 4]);
    assert_eq!(segment_majorities(&[1, 1, 1, 1]), vec![3, 3, 3, 3]);
    assert_eq!(segment_majorities(&[4, 4, 4, 2]), vec![4, 4, 4, 0]);
}

#[test]
fn tie_for_second_shares_4_rounded_down() {
    assert_eq!(segment_majorities(&[5, 2, 2]), vec![8, 2, 2]);
    assert_eq!(
        segment_majorities(&[5, 1, 1, 1]),
        vec![8, 1, 1, 1],
        "3 tied: 4/3 = 1 each"
    );
    assert_eq!(segment_majorities(&[6, 3, 3, 1]), vec![8, 2, 2, 0]);
}

#[test]
fn no_tiles_in_a_segment_scores_nothing() {
    assert_eq!(segment_majorities(&[0, 0, 0]), vec![0, 0, 0]);
    assert_eq!(
        segment_majorities(&[3, 0, 0]),
        vec![8, 0, 0],
        "nobody is second with no tiles"
    );
    assert_eq!(segment_majorities(&[2, 2, 0]), vec![6, 6, 0]);
}

#[test]
fn majorities_with_two_players() {
    assert_eq!(segment_majorities(&[4, 2]), vec![8, 4]);
    assert_eq!(segment_majorities(&[3, 3]), vec![6, 6]);
    assert_eq!(segment_majorities(&[0, 2]), vec![0, 8]);
}

/// The final scoring of players with these (score, sesterces, bonus tokens).
fn scored(data: &[(u32, u32, [u32; 3])]) -> FinalScoring {
    let before: Vec<u32> = data.iter().map(|d| d.0).collect();
    let sesterces: Vec<u32> = data.iter().map(|d| d.1).collect();
    let tokens: Vec<[u32; 3]> = data.iter().map(|d| d.2).collect();
    score_final(&before, &sesterces, &tokens)
}

#[test]
fn final_scoring_adds_money_and_majorities_to_the_score() {
    let f = scored(&[(20, 4, [3, 0, 1]), (18, 7, [3, 2, 0]), (25, 1, [1, 1, 0])]);
    assert_eq!(f.before, vec![20, 18, 25]);
    assert_eq!(f.money, vec![0, 2, 0]);
    assert_eq!(f.segments, [vec![6, 6, 0], vec![0, 8, 4], vec![8, 0, 0]]);
    assert_eq!(f.totals, vec![34, 34, 29]);
    assert_eq!(
        f.winners,
        vec![0, 1],
        "a tie for most VP shares the victory"
    );
}

#[test]
fn final_scoring_single_winner() {
    let f = scored(&[(30, 2, [2, 0, 0]), (10, 3, [1, 0, 0])]);
    assert_eq!(f.totals, vec![38, 16]);
    assert_eq!(f.winners, vec![0]);
}

/// Before final scoring a player's score is 5·L + 3·M + 1·S built + VP tokens.
#[test]
fn score_is_tile_vp_plus_vp_tokens() {
    let mut g = new_game(2, 8);
    let p = g.current();
    let o = 1 - p;
    let income = Command::TakeIncome {
        card: 0,
        take: IncomeTake::Sesterces,
    };
    give_cart(&mut g, p, 1, Size::Mid);
    ok(&mut g, build(1, Size::Mid, "A1"));
    ok(&mut g, income.clone());
    give_cart(&mut g, p, 0, Size::Large);
    give_cart(&mut g, p, 2, Size::Small);
    ok(&mut g, build(2, Size::Small, "A2a"));
    ok(&mut g, build(0, Size::Large, "A3"));
    ok(&mut g, income);
    build_road(&mut g, &["A4", "A5a", "A6", "A7a", "A8"], o);
    place(&mut g, p, "A6", City::Rome);
    set(&mut g, |b| b.sesterces(p, 10));
    ok(&mut g, travel("Tarracina"));
    assert_eq!(g.players()[p].score(), 3 + 1 + 5 + 6);
    assert_eq!(g.players()[p].bonus_tokens(), [3, 0, 0]);
    let tile_vp: u32 = (0..g.road().len())
        .filter(|&i| g.road()[i] == Some(p))
        .map(|i| g.data().board.space(i).size.tile_vp())
        .sum();
    assert_eq!(
        g.players()[p].score(),
        tile_vp + g.players()[p].vp_tokens().iter().sum::<u32>()
    );
}

//! Final scoring: the money bonus, the segment majorities with their tie rules,
//! and the winners.

use super::components::Segment;
use super::state::{Player, PlayerId};
use serde::{Deserialize, Serialize};

/// VP for the most sesterces (every player tied for most gets it).
pub const MONEY_BONUS: u32 = 2;
/// VP for the most and the second most tiles in a segment.
pub const MAJORITY_FIRST: u32 = 8;
pub const MAJORITY_SECOND: u32 = 4;

/// The breakdown of the final scoring, per player in table order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FinalScoring {
    /// Score before final scoring (tiles and VP tokens).
    pub before: Vec<u32>,
    pub money: Vec<u32>,
    /// Per segment A, B, C: the majority VP of each player.
    pub segments: [Vec<u32>; 3],
    pub totals: Vec<u32>,
    /// Everyone tied for the most VP.
    pub winners: Vec<PlayerId>,
}

/// Scores the end of the game.
pub fn final_scoring(players: &[Player]) -> FinalScoring {
    let before: Vec<u32> = players.iter().map(|p| p.score).collect();
    let sesterces: Vec<u32> = players.iter().map(|p| p.sesterces).collect();
    let tokens: Vec<[u32; 3]> = players.iter().map(|p| p.bonus_tokens).collect();
    score_final(&before, &sesterces, &tokens)
}

/// [`final_scoring`] from what it reads of each player (in table order): the
/// score before final scoring, the sesterces and the bonus tokens per segment.
pub fn score_final(before: &[u32], sesterces: &[u32], bonus_tokens: &[[u32; 3]]) -> FinalScoring {
    let players = before.len();
    let before = before.to_vec();
    let money = money_bonus(sesterces);
    let segments = Segment::ALL.map(|s| {
        let tiles: Vec<u32> = bonus_tokens.iter().map(|t| t[s.index()]).collect();
        segment_majorities(&tiles)
    });
    let totals: Vec<u32> = (0..players)
        .map(|i| before[i] + money[i] + segments.iter().map(|s| s[i]).sum::<u32>())
        .collect();
    let best = totals.iter().copied().max().unwrap_or(0);
    let winners = (0..players).filter(|&i| totals[i] == best).collect();
    FinalScoring {
        before,
        money,
        segments,
        totals,
        winners,
    }
}

/// +2 VP to everyone tied for the most sesterces (RULES.md makes no exception
/// when the most is 0: then everyone is tied for most).
pub fn money_bonus(sesterces: &[u32]) -> Vec<u32> {
    let most = sesterces.iter().copied().max().unwrap_or(0);
    sesterces
        .iter()
        .map(|&s| if s == most { MONEY_BONUS } else { 0 })
        .collect()
}

/// Majority VP in one segment from the tiles each player built there.
/// Most: 8, second most: 4. A tie for most shares 8 + 4 rounded down and nobody
/// is second; a tie for second shares 4 rounded down. No tiles, no points.
pub fn segment_majorities(tiles: &[u32]) -> Vec<u32> {
    let mut points = vec![0; tiles.len()];
    let most = tiles.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return points;
    }
    let first: Vec<usize> = (0..tiles.len()).filter(|&i| tiles[i] == most).collect();
    if first.len() > 1 {
        let share = (MAJORITY_FIRST + MAJORITY_SECOND) / first.len() as u32;
        for i in first {
            points[i] = share;
        }
        return points;
    }
    points[first[0]] = MAJORITY_FIRST;
    let second_count = tiles
        .iter()
        .copied()
        .filter(|&t| t < most)
        .max()
        .unwrap_or(0);
    if second_count == 0 {
        return points;
    }
    let second: Vec<usize> = (0..tiles.len())
        .filter(|&i| tiles[i] == second_count)
        .collect();
    let share = MAJORITY_SECOND / second.len() as u32;
    for i in second {
        points[i] = share;
    }
    points
}

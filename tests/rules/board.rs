//! The board: 41 spaces in rows of one or two, lines between consecutive rows.

use crate::common::*;
use via_appia::rules::{City, Node, Segment};

#[test]
fn spaces_per_segment_equal_the_bonus_tokens() {
    let g = new_game(2, 0);
    let b = &g.data().board;
    assert_eq!(b.spaces().len(), 41);
    let counts: Vec<usize> = Segment::ALL
        .iter()
        .map(|&s| b.segment_spaces(s).count())
        .collect();
    assert_eq!(counts, vec![11, 13, 17]);
}

#[test]
fn board_sizes_do_not_exceed_the_tiles() {
    let g = new_game(2, 0);
    let need = g.data().board.size_counts();
    assert!(g.data().components.tiles.covers(&need), "{need:?}");
    assert_eq!(g.data().components.tiles, sc(24, 14, 9));
}

#[test]
fn each_segment_has_rows_of_one_or_two_and_at_least_two_double_rows() {
    let g = new_game(2, 0);
    let b = &g.data().board;
    for s in Segment::ALL {
        let mut doubles = 0;
        for row in 1..=b.rows(s) {
            let n = b
                .spaces()
                .iter()
                .filter(|sp| sp.id.segment == s && sp.id.row == row)
                .count();
            assert!((1..=2).contains(&n), "{s:?} row {row} has {n} spaces");
            doubles += usize::from(n == 2);
        }
        assert!(doubles >= 2, "{s:?} has {doubles} rows of two");
    }
}

#[test]
fn lines_run_only_to_the_next_row_or_the_city_ahead() {
    let g = new_game(2, 0);
    let b = &g.data().board;
    for sp in b.spaces() {
        for &next in &sp.next {
            match next {
                Node::Space(id) => assert!(
                    id.segment == sp.id.segment && id.row == sp.id.row + 1,
                    "{} -> {}",
                    sp.id,
                    id
                ),
                Node::City(c) => {
                    assert_eq!(c, sp.id.segment.city_ahead(), "{}", sp.id);
                    assert_eq!(sp.id.row, b.rows(sp.id.segment), "{}", sp.id);
                }
            }
        }
    }
    for city in [City::Rome, City::Tarracina, City::Beneventum] {
        assert!(!b.next(Node::City(city)).is_empty());
    }
    assert!(b.next(Node::City(City::Brundisium)).is_empty());
}

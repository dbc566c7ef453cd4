//! Set-up: stones and sesterces by seat, quarry, cards, VP stacks, pieces, seeds.

use crate::common::*;
use via_appia::rules::{City, Node, Phase};

#[test]
fn starting_stones_and_sesterces_follow_the_seat_from_the_start_player() {
    for n in 2..=4 {
        for seed in 0..12 {
            let g = new_game(n, seed);
            let expected = [
                (sc(2, 0, 0), 1),
                (sc(2, 0, 0), 2),
                (sc(1, 1, 0), 2),
                (sc(1, 1, 0), 3),
            ];
            for (i, p) in g.players().iter().enumerate() {
                let seat = (i + n - g.start_player()) % n;
                assert_eq!(p.seat(), seat, "n={n} seed={seed} player {i}");
                assert_eq!(
                    (p.stones(), p.sesterces()),
                    expected[seat],
                    "n={n} seed={seed} seat {seat}"
                );
            }
            assert_eq!(g.players()[g.start_player()].seat(), 0);
            assert_eq!(g.current(), g.start_player(), "the start player acts first");
        }
    }
}

#[test]
fn quarry_is_loaded_with_4_large_8_mid_12_small() {
    for n in 2..=4 {
        let g = new_game(n, 7);
        assert_eq!(g.quarry(), sc(12, 8, 4));
    }
}

#[test]
fn stone_storage_holds_the_rest_of_the_64_stones() {
    // 4 players take 6 small + 2 mid at set-up.
    let g = new_game(4, 3);
    assert_eq!(g.stone_storage(), sc(34 - 12 - 6, 22 - 8 - 2, 8 - 4));
    // 2 players: seats 1 and 2, 4 small.
    let g = new_game(2, 3);
    assert_eq!(g.stone_storage(), sc(34 - 12 - 4, 22 - 8, 8 - 4));
}

#[test]
fn tile_storage_bonus_tokens_and_push_tokens_start_full() {
    let g = new_game(3, 1);
    assert_eq!(g.tile_storage(), sc(24, 14, 9));
    assert_eq!(g.bonus_supply(), [11, 13, 17]);
    assert_eq!(g.push_token_supply(), 4);
    assert_eq!(g.marker_supply(), 9);
    assert_eq!(g.city_markers(), [0; 4]);
    assert!(g.road().iter().all(Option::is_none));
    assert_eq!(g.road().len(), 41);
}

#[test]
fn seven_income_cards_face_up_the_rest_in_the_pile() {
    let g = new_game(4, 5);
    assert_eq!(g.income().face_up().len(), 7);
    assert_eq!(g.income().pile().len(), 9);
    assert!(g.income().flipped().is_empty());
    let mut all: Vec<usize> = g
        .income()
        .face_up()
        .iter()
        .chain(g.income().pile())
        .copied()
        .collect();
    all.sort();
    assert_eq!(all, (0..16).collect::<Vec<_>>());
}

#[test]
fn vp_stacks_are_6_3_1_per_city() {
    for n in 3..=4 {
        let g = new_game(n, 2);
        assert!(g.vp_stacks()[City::Rome.index()].is_empty());
        for city in [City::Tarracina, City::Beneventum, City::Brundisium] {
            // Top last: 6 on top.
            assert_eq!(g.vp_stacks()[city.index()], vec![1, 3, 6], "n={n} {city:?}");
        }
    }
}

#[test]
fn vp_stacks_with_two_players_are_6_and_1_only() {
    let g = new_game(2, 2);
    for city in [City::Tarracina, City::Beneventum, City::Brundisium] {
        assert_eq!(g.vp_stacks()[city.index()], vec![1, 6]);
    }
}

#[test]
fn scores_zero_pieces_in_rome_nothing_held() {
    let g = new_game(4, 9);
    assert_eq!(g.round(), 1);
    assert_eq!(*g.phase(), Phase::ChooseAction);
    for p in g.players() {
        assert_eq!(p.score(), 0);
        assert_eq!(p.position(), Node::City(City::Rome));
        assert_eq!(p.furthest_city(), City::Rome);
        assert!(!p.push_token());
        assert_eq!(p.bonus_tokens(), [0; 3]);
        assert!(p.vp_tokens().is_empty());
        assert!(p.cart().is_empty());
        assert_eq!(p.turns(), 0);
    }
    g.check_invariants().expect("set-up keeps invariants");
}

#[test]
fn same_seed_gives_identical_game() {
    assert_eq!(new_game(4, 42), new_game(4, 42));
    assert_eq!(new_game(2, 0), new_game(2, 0));
}

#[test]
fn different_seeds_vary_the_start_player_and_cards() {
    let starts: std::collections::BTreeSet<usize> =
        (0..40).map(|s| new_game(4, s).start_player()).collect();
    assert_eq!(
        starts.len(),
        4,
        "every seat should start for some seed: {starts:?}"
    );
    let rows: std::collections::BTreeSet<Vec<usize>> = (0..10)
        .map(|s| new_game(4, s).income().face_up().to_vec())
        .collect();
    assert!(rows.len() > 1, "the face-up row should vary with the seed");
}

#[test]
fn player_count_outside_2_to_4_is_refused() {
    use via_appia::assets::default_game_data;
    use via_appia::rules::{Game, Setup};
    for n in [0, 1, 5] {
        let setup = Setup {
            seed: 1,
            players: (0..n).map(|i| format!("P{i}")).collect(),
            options: Default::default(),
        };
        assert!(
            Game::new(default_game_data().unwrap(), &setup).is_err(),
            "{n} players"
        );
    }
}

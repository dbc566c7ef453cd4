//! The position builder: pieces come from their supply, and an inconsistent
//! position is refused naming its field.

use via_appia::assets::default_game_data;
use via_appia::rules::{Expected, GameBuilder, Setup, Size, SizeCounts, SpaceId};

fn builder() -> GameBuilder {
    let setup = Setup {
        seed: 5,
        players: vec!["A".into(), "B".into(), "C".into()],
        options: Default::default(),
    };
    GameBuilder::new(default_game_data().expect("data"), &setup).expect("set-up")
}

fn space(name: &str) -> SpaceId {
    name.parse().expect("space name")
}

#[test]
fn pieces_given_come_from_their_supply() {
    let start = builder().build().expect("a new game is consistent");
    let g = builder()
        .stones(0, SizeCounts::new(9, 0, 0))
        .cart_slot(1, 0, SizeCounts::new(0, 0, 1))
        .push_token(2, true)
        .road_tile(space("A1"), 2)
        .build()
        .expect("consistent");
    let had = start.player(0).stones().small;
    assert_eq!(
        g.stone_storage().small + 9,
        start.stone_storage().small + had
    );
    assert_eq!(g.tile_storage().large + 1, start.tile_storage().large);
    assert_eq!(g.push_token_supply() + 1, start.push_token_supply());
    let a1 = g.data().board.index(space("A1")).expect("A1");
    assert_eq!(g.road()[a1], Some(2));
    assert_eq!(g.player(2).bonus_tokens()[0], 1);
    assert_eq!(g.player(2).score(), g.data().board.space(a1).size.tile_vp());
    let back = GameBuilder::from_game(g)
        .clear_space(space("A1"))
        .stones(0, start.player(0).stones())
        .cart_slot(1, 0, SizeCounts::ZERO)
        .push_token(2, false)
        .build()
        .expect("consistent");
    assert_eq!(back, start, "undone piece by piece");
}

#[test]
fn a_supply_can_go_short_on_the_way_but_not_at_the_end() {
    let start = builder().build().expect("consistent");
    let all = start.stone_storage().small + start.player(0).stones().small;
    // Give player 0 everything, and more than there is, then put some back.
    let ok = builder()
        .stones(0, SizeCounts::new(all + 3, 0, 0))
        .stones(0, SizeCounts::new(all, 0, 0))
        .build();
    assert!(ok.is_ok(), "{ok:?}");
    let short = builder()
        .stones(0, SizeCounts::new(all + 1, 0, 0))
        .build()
        .expect_err("one stone too many");
    assert_eq!(short.field, "stone_storage");
}

#[test]
fn an_inconsistent_position_is_refused_naming_the_field() {
    let err = builder().sesterces(7, 3).build().expect_err("no player 7");
    assert_eq!(err.field, "players[7]");
    let twice = builder()
        .road_tile(space("A1"), 0)
        .road_tile(space("A1"), 1)
        .build()
        .expect_err("A1 built twice");
    assert!(twice.field.starts_with("road["), "{twice}");
    let cards = builder()
        .income(vec![0, 1], vec![], vec![])
        .build()
        .expect_err("cards missing");
    assert!(cards.field.contains("income"), "{cards}");
    let exchanging = builder()
        .quarry_rewards(1, vec![Size::Mid])
        .build()
        .expect("a quarry action's rewards are a consistent phase");
    assert_eq!(exchanging.phase_expects(), Expected::Rewards);
}

#[test]
fn game_over_scores_as_the_rules_do() {
    let g = builder()
        .sesterces(1, 40)
        .game_over()
        .build()
        .expect("consistent");
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![1], "the money bonus decides");
    let f = g.final_scoring().expect("scored");
    assert_eq!(g.player(1).score(), f.totals[1]);
}

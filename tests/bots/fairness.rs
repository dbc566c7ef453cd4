//! What a bot may know, and that it keeps to it: every player's money re-derived
//! from public events alone, the hidden pile order without influence on a
//! decision, and no level that throws value away for nothing.

use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::{random_quarry_result, RandomPlayer};
use via_appia::bots::{Bot, BotKit, BotLevel, MoneyLedger, SeatView};
use via_appia::quarry::{Quarry, QuarryConfig};
use via_appia::rules::{Command, Game, GameBuilder, Phase, Setup, Size};

fn new_game(players: usize, seed: u64) -> Game {
    let data = default_game_data().expect("game data");
    let setup = Setup {
        seed,
        players: (0..players).map(|i| format!("P{i}")).collect(),
        options: Default::default(),
    };
    Game::new(data, &setup).expect("set-up")
}

fn quarry_for(game: &Game, seed: u64) -> Quarry {
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let q = game.quarry();
    Quarry::holding(&config, [q.small, q.mid, q.large], seed).expect("quarry loads")
}

#[test]
fn everyones_money_is_counted_from_public_events_over_1000_random_games() {
    let mut commands = 0u64;
    for seed in 0..1000u64 {
        let players = 2 + (seed % 3) as usize;
        let mut game = new_game(players, seed);
        let mut ledger = MoneyLedger::at_start(&game);
        let mut player = RandomPlayer::new(seed ^ 0xfa11);
        while let Some(command) = player.next_command(&game) {
            let events = game.apply(&command).expect("legal");
            ledger.observe(&events);
            commands += 1;
            for (id, p) in game.players().iter().enumerate() {
                assert_eq!(
                    ledger.sesterces(id),
                    p.sesterces(),
                    "seed {seed}: the public count of P{id}'s money after {command}"
                );
            }
        }
        assert!(game.is_over());
    }
    assert!(commands > 500_000, "{commands} commands checked");
}

#[test]
fn a_seat_view_hides_the_pile_order_the_generator_and_nothing_else() {
    let mut game = new_game(3, 4);
    let mut player = RandomPlayer::new(4);
    for _ in 0..200 {
        let command = player.next_command(&game).expect("game goes on");
        game.apply(&command).expect("legal");
    }
    let ledger = MoneyLedger::watched_whole_game(&game);
    let other = with_hidden(&game, |pile| pile.reverse(), Pcg64::seed_from_u64(99));
    assert_ne!(other.income().pile(), game.income().pile());
    for seat in 0..3 {
        let view = SeatView::new(&game, seat, &ledger);
        let other_view = SeatView::new(&other, seat, &ledger);
        assert_eq!(
            view.public_game(),
            other_view.public_game(),
            "seat {seat}: hidden parts leave no trace in the public copy"
        );
        let public = view.public_game();
        let pile = game.income().pile().to_vec();
        let seen = with_hidden(&public, |p| *p = pile, game.rng().clone());
        assert_eq!(&seen, &game, "seat {seat}: everything public is as it is");
        assert_eq!(view.legal_commands(), other_view.legal_commands());
        assert_eq!(
            view.legal_commands(),
            view.public_game().legal_actions(),
            "seat {seat}: the legal commands as the public copy has them"
        );
        for id in 0..3 {
            assert_eq!(view.sesterces(id), other_view.sesterces(id));
        }
        assert_eq!(
            format!("{view:?}"),
            format!("{other_view:?}"),
            "seat {seat}: nor in what the view prints"
        );
        let mut a = Pcg64::seed_from_u64(seat as u64);
        let mut b = Pcg64::seed_from_u64(seat as u64);
        assert_eq!(
            view.determinize(&mut a),
            other_view.determinize(&mut b),
            "seat {seat}: a search's copy depends only on what the seat sees"
        );
    }
}

#[test]
fn a_seat_view_counts_the_others_money_and_knows_its_own() {
    let mut game = new_game(3, 8);
    let mut player = RandomPlayer::new(8);
    for _ in 0..150 {
        let command = player.next_command(&game).expect("game goes on");
        game.apply(&command).expect("legal");
    }
    let ledger = MoneyLedger::watched_whole_game(&game);
    // Someone's true money differs from the count (as it would if the count
    // were wrong): only the seat itself reads the truth.
    let richer = GameBuilder::from_game(game.clone())
        .sesterces(0, game.player(0).sesterces() + 5)
        .build()
        .expect("consistent");
    let own = SeatView::new(&richer, 0, &ledger);
    let other = SeatView::new(&richer, 1, &ledger);
    assert_eq!(own.sesterces(0), game.players()[0].sesterces() + 5);
    assert_eq!(other.sesterces(0), ledger.sesterces(0));
    assert_eq!(
        other.public_game().players()[0].sesterces(),
        ledger.sesterces(0)
    );
    let searched = other.determinize(&mut Pcg64::seed_from_u64(1));
    assert_eq!(searched.players()[0].sesterces(), ledger.sesterces(0));
}

/// `game` with its hidden parts changed: the draw pile rearranged by `pile`,
/// the generator replaced by `rng`.
fn with_hidden(game: &Game, pile: impl FnOnce(&mut Vec<usize>), rng: Pcg64) -> Game {
    let row = game.income();
    let mut cards = row.pile().to_vec();
    pile(&mut cards);
    GameBuilder::from_game(game.clone())
        .income(row.face_up().to_vec(), cards, row.flipped().to_vec())
        .rng(rng)
        .build()
        .expect("consistent")
}

/// Plays random commands until the player to act has a quarry decision or a
/// choice of action with a pile that matters.
fn position_for_decision(seed: u64) -> Game {
    let mut game = new_game(2, seed);
    let mut player = RandomPlayer::new(seed);
    for _ in 0..(40 + seed % 60) {
        let Some(command) = player.next_command(&game) else {
            break;
        };
        game.apply(&command).expect("legal");
    }
    while game.awaiting_quarry().is_some() {
        let command = player.next_command(&game).expect("a result");
        game.apply(&command).expect("legal");
    }
    game
}

#[test]
fn two_games_that_differ_only_in_the_hidden_pile_give_the_same_decision() {
    let kit = BotKit::load_default().expect("bots.ron and quarry_model.ron");
    for seed in 0..12u64 {
        let game = position_for_decision(seed);
        if game.is_over() {
            continue;
        }
        let shuffled = with_hidden(
            &game,
            |pile| pile.rotate_left(1 + seed as usize % 3),
            Pcg64::seed_from_u64(seed + 1000),
        );
        assert_ne!(shuffled.income().pile(), game.income().pile());
        let quarry = quarry_for(&game, seed);
        let ledger = MoneyLedger::watched_whole_game(&game);
        let seat = game.current();
        for level in BotLevel::ALL {
            let mut a = Bot::new(level, kit.clone(), 7 + seed);
            let mut b = Bot::new(level, kit.clone(), 7 + seed);
            let da = a.decide(&SeatView::new(&game, seat, &ledger), &quarry);
            let db = b.decide(&SeatView::new(&shuffled, seat, &ledger), &quarry);
            assert_eq!(da, db, "seed {seed}, {level:?}");
        }
    }
}

#[test]
fn no_level_sells_a_large_stone_when_a_large_tile_fits_and_can_be_built() {
    let kit = BotKit::load_default().expect("bots.ron and quarry_model.ron");
    let mut found = 0;
    for seed in 0..400u64 {
        let mut game = new_game(2, seed);
        let mut player = RandomPlayer::new(seed);
        let mut rng = Pcg64::seed_from_u64(seed);
        // Random play until a large reward waits and a large tile could be built.
        let mut steps = 0;
        while !game.is_over() && steps < 2000 {
            steps += 1;
            let waiting_large = matches!(game.phase(), Phase::Quarry(q) if q.pushing_done() && q.rewards().contains(&Size::Large));
            let take_large = game.legal_actions().into_iter().any(|c| {
                matches!(
                    c,
                    Command::TakeTile {
                        reward: Size::Large,
                        tile: Size::Large,
                        ..
                    }
                )
            });
            let large_space_open = game.data().board.spaces().iter().any(|s| {
                s.size == Size::Large && game.may_build_in(s.id.segment) && game.space_is_open(s.id)
            });
            if waiting_large && take_large && large_space_open {
                break;
            }
            let command = match game.awaiting_quarry() {
                // Large stones falling more often than chance, to find such positions.
                Some(pushed) => {
                    let mut result = random_quarry_result(&game.quarry(), pushed, &mut rng);
                    if let Command::QuarryResult { front, .. } = &mut result {
                        if game.quarry().large > 0 && front.large == 0 {
                            front.large = 1;
                        }
                    }
                    result
                }
                None => player.next_command(&game).expect("legal"),
            };
            if game.apply(&command).is_err() {
                break;
            }
        }
        let Phase::Quarry(q) = game.phase() else {
            continue;
        };
        if !q.rewards().contains(&Size::Large) || !q.pushing_done() {
            continue;
        }
        let quarry = quarry_for(&game, seed);
        let ledger = MoneyLedger::watched_whole_game(&game);
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            for bot_seed in 0..5 {
                let mut bot = Bot::new(level, kit.clone(), bot_seed);
                let view = SeatView::new(&game, game.current(), &ledger);
                let decision = bot.decide(&view, &quarry).expect("a decision");
                assert_ne!(
                    decision.command,
                    Command::SellReward {
                        reward: Size::Large
                    },
                    "seed {seed}: {level:?} threw a large tile away"
                );
            }
        }
        found += 1;
        if found >= 8 {
            break;
        }
    }
    assert!(
        found >= 3,
        "only {found} positions with a large reward found"
    );
}

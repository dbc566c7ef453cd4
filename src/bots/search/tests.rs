//! The Hard search's tests: determinism, forced commands, the clock, and a
//! standoff at a city gate played out.

use super::*;
use crate::assets::default_game_data;
use crate::bots::evaluate::Standstill;
use crate::bots::{BotKit, MoneyLedger};
use crate::quarry::QuarryConfig;
use crate::rules::{GameBuilder, Setup};
use rand::RngExt;

fn setup() -> (Game, Quarry, std::sync::Arc<BotKit>) {
    let setup = Setup {
        seed: 5,
        players: vec!["A".into(), "B".into()],
        options: Default::default(),
    };
    let game = Game::new(default_game_data().expect("data"), &setup).expect("game");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let o = game.data().components.quarry_opening;
    let quarry = Quarry::new(&config, [o.small, o.mid, o.large], 5).expect("quarry");
    (game, quarry, BotKit::load_default().expect("bots"))
}

/// Hard's decision as a seat makes it (the hidden pile unseen), on one thread.
fn unseen_decision(
    level: &LevelConfig,
    kit: &BotKit,
    view: &SeatView<'_>,
    quarry: &Quarry,
    rng: &mut Pcg64,
) -> Option<Decision> {
    let mind = kit.mind(quarry.config().stones.stone_shape);
    decide(level, mind, view, Hidden::Unseen(view), quarry, 1, rng)
}

fn hard(kit: &BotKit, iterations: u32) -> LevelConfig {
    let mut level = kit.config.hard;
    let mut search = level.search.expect("Hard searches");
    search.iterations = iterations;
    level.search = Some(search);
    level
}

#[test]
fn the_same_seed_and_budget_give_the_same_decision() {
    let (game, quarry, kit) = setup();
    let ledger = MoneyLedger::at_start(&game);
    let view = SeatView::new(&game, game.current(), &ledger);
    let level = hard(&kit, 40);
    let decide = |seed: u64| {
        let mut rng = Pcg64::seed_from_u64(seed);
        unseen_decision(&level, &kit, &view, &quarry, &mut rng).expect("a decision")
    };
    let first = decide(3);
    assert_eq!(first, decide(3));
    // The reason says how far the search looked, not its figures.
    assert!(
        first.reason.ends_with(", weighed 3 rounds ahead"),
        "{}",
        first.reason
    );
    assert!(!first.reason.contains("lines"), "{}", first.reason);
    assert!(game.legal_actions().contains(&first.command));
}

#[test]
fn a_push_is_chosen_the_same_on_one_thread_or_two() {
    let (game, quarry, kit) = setup();
    let ledger = MoneyLedger::at_start(&game);
    let view = SeatView::new(&game, game.current(), &ledger);
    let mut level = kit.config.hard;
    level.foresight.plans = 4;
    level.foresight.samples = 2;
    let choose = |threads| {
        let mut rng = Pcg64::seed_from_u64(9);
        halving_plan(
            &level,
            kit.mind(quarry.config().stones.stone_shape),
            &view,
            &quarry,
            crate::rules::Size::Mid,
            0.5,
            threads,
            &mut rng,
        )
    };
    let one = choose(1);
    assert_eq!(one, choose(2));
    assert_eq!(one.simulated, 4 * 2, "the budget is plans x samples");
}

#[test]
fn a_forced_command_is_given_without_searching() {
    let (mut game, quarry, kit) = setup();
    // Play on (the quarry answering "nothing fell") until a seat has one
    // legal command only.
    let mut rng = Pcg64::seed_from_u64(2);
    let mut forced = None;
    for _ in 0..2000 {
        if game.is_over() {
            break;
        }
        let command = match game.awaiting_quarry() {
            Some(_) => Command::QuarryResult {
                front: SizeCounts::ZERO,
                elsewhere: SizeCounts::ZERO,
            },
            None => {
                let legal = crate::bots::considered_commands(&game);
                if legal.len() == 1 {
                    forced = Some(legal[0].clone());
                    break;
                }
                legal[rng.random_range(0..legal.len())].clone()
            }
        };
        game.apply(&command).expect("legal");
    }
    let only = forced.expect("a position with one legal command");
    let ledger = MoneyLedger::watched_whole_game(&game);
    let view = SeatView::new(&game, game.current(), &ledger);
    let level = hard(&kit, 100_000);
    let started = std::time::Instant::now();
    let decision = unseen_decision(&level, &kit, &view, &quarry, &mut rng);
    let decision = decision.expect("a decision");
    assert_eq!(decision.command, only);
    assert!(
        !decision.reason.contains("lines chose it"),
        "{}",
        decision.reason
    );
    // 100,000 iterations would take minutes: none were run.
    assert!(started.elapsed().as_secs_f64() < 5.0, "instant");
}

/// Segment A built but for A8, the large space before Tarracina; both
/// pieces on the row before it, both carts holding a large tile: whoever
/// builds A8 hands the other the first arrival (6 VP against 1). The seat
/// to move is ahead: 7 of segment A's 10 tiles, 10 VP more on the track.
fn gate_standoff() -> (Game, Quarry, std::sync::Arc<BotKit>) {
    let (mut game, quarry, kit) = setup();
    crate::bots::evaluate::build_segment_a_but_its_last_large_space(&mut game);
    let me = game.current();
    let other = 1 - me;
    let built: Vec<crate::rules::SpaceId> = game
        .data()
        .board
        .spaces()
        .iter()
        .zip(game.road())
        .filter(|(_, owner)| owner.is_some())
        .map(|(space, _)| space.id)
        .collect();
    let mut standoff = GameBuilder::from_game(game);
    // The first seven tiles along the road (15 VP) are the seat's, the last
    // three (5 VP) the other's.
    for &space in &built[..7] {
        standoff = standoff.clear_space(space).road_tile(space, me);
    }
    for (p, at) in [(me, "A7b"), (other, "A7a")] {
        standoff = standoff
            .position(p, crate::rules::Node::Space(at.parse().expect("a space")))
            .cart_slot(p, 0, SizeCounts::new(0, 0, 1))
            .sesterces(p, 12);
    }
    let game = standoff.build().expect("consistent");
    assert_eq!(built.len(), 10);
    assert_eq!(game.player(me).score(), 15);
    assert_eq!(game.player(other).score(), 5);
    (game, quarry, kit)
}

/// Rounds two Hard bots play on from the gate standoff until A8 is built
/// (`None`: not within `rounds`), the quarry answered by the fitted model.
fn rounds_until_the_gate_is_built(standstill: Standstill, rounds: u32) -> Option<u32> {
    let (mut game, quarry, kit) = gate_standoff();
    let mut kit = (*kit).clone();
    let mut config = (*kit.config).clone();
    config.evaluation.standstill = standstill;
    kit.config = std::sync::Arc::new(config);
    let level = hard(&kit, 120);
    let mind = kit.mind(quarry.config().stones.stone_shape);
    let a8 = game
        .data()
        .board
        .index("A8".parse().expect("A8"))
        .expect("on the board");
    let start = game.round();
    let mut rng = Pcg64::seed_from_u64(4);
    while game.round() < start + rounds {
        if game.road()[a8].is_some() {
            return Some(game.round() - start);
        }
        let command = match game.awaiting_quarry() {
            Some(size) => Command::QuarryResult {
                front: mind.model.sample(size, &pile_before(&game, size), &mut rng),
                elsewhere: SizeCounts::ZERO,
            },
            None => {
                let ledger = MoneyLedger::watched_whole_game(&game);
                let view = SeatView::new(&game, game.current(), &ledger);
                let decision = unseen_decision(&level, &kit, &view, &quarry, &mut rng);
                decision.expect("a decision").command
            }
        };
        game.apply(&command).expect("a legal command");
    }
    None
}

#[test]
fn two_hard_bots_at_a_city_gate_do_not_wait_for_ever() {
    let kit = BotKit::load_default().expect("bots.ron");
    let standstill = kit.config.evaluation.standstill;
    let patient = Standstill {
        per_round: 0.0,
        ..standstill
    };
    assert_eq!(
        rounds_until_the_gate_is_built(patient, 12),
        None,
        "without a cost for standing still, both wait for the other"
    );
    let rounds = rounds_until_the_gate_is_built(standstill, 12);
    assert!(rounds.is_some(), "someone builds the gate space");
}

/// The gate standoff after `rounds` of standing still, the seat behind a row
/// back (on A6), as seed 33 of Hard vs Hard had it: whoever builds A8 hands
/// the other the first arrival. What the seat to move (ahead) and then the
/// seat behind choose, by Hard's search with its full budget.
fn choices_at_a_long_standstill(rounds: u32) -> (Command, Command) {
    let (game, quarry, kit) = gate_standoff();
    let other = 1 - game.current();
    let still = rounds * game.players().len() as u32;
    let game = GameBuilder::from_game(game)
        .position(other, crate::rules::Node::Space("A6".parse().expect("A6")))
        .standstill(still)
        .build()
        .expect("consistent");
    let level = kit.config.hard;
    let mut rng = Pcg64::seed_from_u64(7);
    let mut choose = |game: &Game| {
        let ledger = MoneyLedger::watched_whole_game(game);
        let view = SeatView::new(game, game.current(), &ledger);
        let decision = unseen_decision(&level, &kit, &view, &quarry, &mut rng);
        decision.expect("a decision").command
    };
    let ahead = choose(&game);
    let game = GameBuilder::from_game(game)
        .current(other)
        .build()
        .expect("consistent");
    let behind = choose(&game);
    (ahead, behind)
}

#[test]
fn after_a_long_standstill_the_seat_ahead_gives_way_now_and_not_on_a_later_turn() {
    // Charged only by the standstill at a line's end, building A8 on the last
    // turn the search looks at was as good as building it now, so the bot put
    // it off from turn to turn, and the seat behind put off its step forward.
    let (ahead, behind) = choices_at_a_long_standstill(60);
    assert!(
        matches!(ahead, Command::Build { .. }),
        "the seat ahead builds the gate space: {ahead}"
    );
    assert!(
        matches!(behind, Command::Travel { .. }),
        "the seat behind moves up to the gate: {behind}"
    );
}

#[test]
fn the_root_keeps_the_best_of_the_prior_first() {
    let legal = vec![Command::StartQuarry, Command::EndTurn, Command::Pass];
    let kept = best_first(&legal, &[1.0, 3.0, 2.0], 2);
    assert_eq!(kept, vec![Command::EndTurn, Command::Pass]);
}

#[test]
fn a_line_stops_when_the_bot_is_to_move_again() {
    let (game, _, _) = setup();
    let me = game.current();
    let mut clock = Clock {
        seat: me,
        own_turns_left: 0,
        away: false,
    };
    assert!(!clock.done(&game), "its own turn goes on");
    let theirs = GameBuilder::from_game(game.clone())
        .current(1 - me)
        .build()
        .expect("consistent");
    assert!(!clock.done(&theirs), "the others move");
    assert!(clock.done(&game), "its next turn: judge here");
}

/// The shipped Hard follows two more of its own turns: a line is judged only
/// at the start of the bot's third turn from now.
#[test]
fn a_line_at_the_shipped_horizon_plays_two_more_own_turns() {
    let (game, _, kit) = setup();
    let me = game.current();
    let search = kit.config.hard.search.expect("Hard searches");
    assert_eq!(search.horizon_turns, 2);
    let mut clock = Clock {
        seat: me,
        own_turns_left: search.horizon_turns,
        away: false,
    };
    let theirs = GameBuilder::from_game(game.clone())
        .current(1 - me)
        .build()
        .expect("consistent");
    assert!(!clock.done(&game), "this turn goes on");
    for turn in ["next", "second"] {
        assert!(
            !clock.done(&theirs),
            "the others move before its {turn} turn"
        );
        assert!(!clock.done(&game), "its {turn} turn is played in the line");
        assert!(!clock.done(&game), "and goes on while it is to move");
    }
    assert!(!clock.done(&theirs), "the others move once more");
    assert!(clock.done(&game), "its third turn: judge here");
}

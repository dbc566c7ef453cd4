//! One way a push happens: the same plan gives the same push, bit for bit,
//! whichever front end runs it — `Quarry::push` in one call (the bots' foresight
//! and the headless games), the session frame by frame (the window's hand), and a
//! table whose frames come at an uneven pace (the window's clock). And the one
//! meaning of `PushPlan::distance`.

use crate::common::poses::pose_bits;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::sync::Arc;
use via_appia::assets::default_game_data;
use via_appia::bots::{BotKit, BotLevel};
use via_appia::quarry::{footprint_radius, push_goal, PushDriver, PushPlan, Quarry, QuarryConfig};
use via_appia::rules::{Command, Setup, Size, SizeCounts};
use via_appia::table::hand::Hand;
use via_appia::table::session::Session;
use via_appia::table::{SeatKind, Table};

fn session(seed: u64) -> Session {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load_default().expect("quarry.ron");
    let setup = Setup {
        seed,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    Session::new(data, &setup, &config).expect("session")
}

/// A plan with every number away from its default: to the side, both turned,
/// a speed ramp.
fn plan(rng: &mut Pcg64, config: &QuarryConfig) -> PushPlan {
    let half = 0.4 * config.ramp.entrance_width;
    PushPlan {
        lateral: rng.random_range(-half..half),
        stone_angle: rng.random_range(0.0..1.2),
        pusher_angle: rng.random_range(-0.2..0.2),
        speed: rng.random_range(config.pusher.min_plan_speed..config.pusher.max_speed),
        accel_time: rng.random_range(0.0..0.2),
        distance: config.ramp.line_position,
    }
}

#[test]
fn a_plan_pushes_the_same_in_one_call_and_frame_by_frame_through_the_session() {
    for seed in 1..=4u64 {
        let mut session = session(seed);
        let mut rng = Pcg64::seed_from_u64(seed);
        session
            .bot_command(Command::StartQuarry, "to the quarry", None)
            .expect("the quarry is open at the start");
        let sizes: Vec<Size> = (session.game.legal_actions().into_iter())
            .filter_map(|c| match c {
                Command::Push { size } => Some(size),
                _ => None,
            })
            .collect();
        let size = sizes[seed as usize % sizes.len()];
        let plan = plan(&mut rng, session.quarry.config());
        let mut alone = session.quarry.clone();
        let report = alone.push(size, &plan).expect("the push is made");
        session
            .bot_command(Command::Push { size }, "a test push", Some(plan))
            .expect("the push is legal at the start");
        let mut hand = Hand::new();
        let mut frames = 0u32;
        while !hand.step(&mut session).expect("the push goes on") {
            frames += 1;
            assert!(frames < 100_000, "seed {seed}: the push never ended");
        }
        frames += 1;
        assert_eq!(frames, report.steps, "seed {seed}: frames stepped");
        assert_eq!(pose_bits(&session.quarry), pose_bits(&alone), "seed {seed}");
        assert_eq!(session.quarry.contents(), alone.contents(), "seed {seed}");
        assert_eq!(session.quarry.frames(), alone.frames(), "seed {seed}");
        let [small, mid, large] = alone.contents();
        assert_eq!(
            session.game.quarry(),
            SizeCounts::new(small, mid, large),
            "seed {seed}: the rules learnt what fell"
        );
    }
}

#[test]
fn a_bots_push_at_the_table_is_the_push_it_foresaw_whatever_the_frame_pace() {
    let kit: Arc<BotKit> = BotKit::load_default().expect("bots");
    let mut session = session(21);
    for seat in &mut session.seats {
        seat.kind = SeatKind::Bot(BotLevel::Easy);
    }
    let mut table = Table::new(session, kit);
    table.bot_pause = 0.0;
    table.think_on_worker = false;
    let mut pace = Pcg64::seed_from_u64(5);
    let mut compared = 0;
    for _ in 0..200_000 {
        if compared == 3 || table.session.game.is_over() {
            break;
        }
        table.advance(1.0 / 60.0);
        let Some(push) = &table.session.push else {
            continue;
        };
        // The push has just begun: nothing has stepped yet. Push the same plan on
        // a copy in one call, then let the table run it at an uneven pace.
        let mut foreseen = table.session.quarry.clone();
        let report = foreseen
            .push(push.size(), &push.plan().clone())
            .expect("the push is made");
        while table.session.push.is_some() {
            table.advance(pace.random_range(0.0..0.07));
        }
        assert_eq!(pose_bits(&table.session.quarry), pose_bits(&foreseen));
        assert_eq!(table.session.quarry.frames(), foreseen.frames());
        assert!(report.steps > 0);
        compared += 1;
    }
    assert_eq!(compared, 3, "three bot pushes were compared");
}

#[test]
fn the_distance_is_how_far_the_pushers_front_goes_past_the_back_of_a_stone_at_the_line() {
    let config = QuarryConfig::load_default().expect("quarry.ron");
    for (size, share) in [(Size::Small, 0.5), (Size::Large, 0.8), (Size::Mid, 0.0)] {
        // Short of the line: the stone's own length past its back.
        let distance = share * 2.0 * footprint_radius(&config, size);
        // An empty quarry: nothing holds the pusher before its goal.
        let mut quarry = Quarry::new(&config, [0, 0, 0], 3).expect("quarry");
        let plan = PushPlan {
            lateral: 0.0,
            stone_angle: 0.0,
            pusher_angle: 0.0,
            speed: 0.3,
            accel_time: 0.0,
            distance,
        };
        let mut driver = PushDriver::planned(&quarry, size, &plan);
        let mut furthest = f32::MIN;
        while !driver.is_done() {
            driver.frame(&mut quarry).expect("frame");
            furthest = furthest.max(quarry.pusher_pose().advance);
        }
        let goal = push_goal(&quarry, size, &plan, 0.0);
        assert!(
            (furthest - goal).abs() < 1e-5,
            "{size:?}: the pusher's centre stopped at {furthest}, the goal is {goal}"
        );
        let front = furthest + 0.5 * config.pusher.depth;
        let stone_back = config.ramp.line_position - 2.0 * footprint_radius(&config, size);
        assert!((front - (stone_back + distance)).abs() < 1e-5, "{size:?}");
    }
}

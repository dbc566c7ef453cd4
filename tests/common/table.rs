//! A table as the window has it, for the tests that play at one: the bots'
//! kit loaded once, a new game with chosen seats, and a person's first push
//! begun, its stone put in and the push let settle.

use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::sync::{Arc, OnceLock};
use via_appia::assets::default_game_data;
use via_appia::bots::random::random_command;
use via_appia::bots::BotKit;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{Command, Setup, Size};
use via_appia::table::hand::{HandInput, RampPoint, Stage};
use via_appia::table::session::Session;
use via_appia::table::Intent;
use via_appia::table::{SeatKind, Table};

/// One frame of the window's clock.
pub const FRAME: f32 = 1.0 / 60.0;

/// The bots' settings and model, loaded once for all tests.
pub fn kit() -> Arc<BotKit> {
    static KIT: OnceLock<Arc<BotKit>> = OnceLock::new();
    KIT.get_or_init(|| BotKit::load_default().expect("bots.ron and quarry_model.ron"))
        .clone()
}

/// A table whose bots think at once on the test's thread (see
/// `the_game_is_the_same_whether_bots_think_on_a_worker_or_not` for the worker).
pub fn table(seats: &[SeatKind], seed: u64) -> Table {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let names = ["Livia", "Marcus", "Julia", "Gaius"];
    let setup = Setup {
        seed,
        players: names[..seats.len()].iter().map(|n| n.to_string()).collect(),
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    for (seat, kind) in session.seats.iter_mut().zip(seats) {
        seat.kind = kind.clone();
    }
    let mut play = Table::new(session, kit());
    play.bot_pause = 0.0;
    play.think_on_worker = false;
    play
}

/// Lifts curtains and clicks towards a quarry action until a push begins.
pub fn begin_a_push(play: &mut Table) {
    begin_a_push_of(play, None);
}

/// [`begin_a_push`], pushing a stone of `size` where the player holds one.
pub fn begin_a_push_of(play: &mut Table, size: Option<Size>) {
    let mut rng = Pcg64::seed_from_u64(1);
    for _ in 0..400 {
        if play.hand().is_some() {
            break;
        }
        if play.curtain() {
            play.intent(Intent::RevealMoney);
            continue;
        }
        let legal = play.session.game.legal_actions();
        let command = legal
            .iter()
            .find(|c| matches!(c, Command::Push { size: s } if Some(*s) == size))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::Push { .. })))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::StartQuarry)))
            .cloned()
            .unwrap_or_else(|| random_command(&play.session.game, &mut rng).expect("legal"));
        play.intent(Intent::Command(command));
    }
    assert!(play.hand().is_some(), "a push began");
}

/// Clicks over the entrance at `lateral`: the stone goes in behind the line and
/// the hand is pushing.
pub fn put_the_stone_in(play: &mut Table, lateral: f32) {
    play.hand_input(HandInput::Press(RampPoint {
        lateral,
        advance: 0.0,
    }));
    for _ in 0..120 {
        play.advance(FRAME);
    }
    assert_eq!(play.hand().map(|(h, _)| h.stage), Some(Stage::Pushing));
}

/// Lets the push settle: frames until the hand is gone.
pub fn settle(play: &mut Table) {
    for _ in 0..3_000 {
        if play.hand().is_none() {
            return;
        }
        play.advance(FRAME);
    }
    panic!("the push never ended");
}

/// A move that ends a person's turn without the quarry: a face-up card's
/// sesterces, or the end of the turn.
pub fn quick_move(play: &Table) -> Command {
    let legal = play.session.game.legal_actions();
    legal
        .iter()
        .find(|c| matches!(c, Command::TakeIncome { .. } | Command::EndTurn))
        .or_else(|| legal.iter().find(|c| !matches!(c, Command::StartQuarry)))
        .cloned()
        .expect("a legal move")
}

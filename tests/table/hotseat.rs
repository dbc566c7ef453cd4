//! A full hot-seat game driven through the app's own input handling, without a
//! window: clicks become `Intent`s (commands offered by the panels, the curtain),
//! and every push goes through the pusher control the mouse uses, in real physics.

use crate::common::hand::push_by_hand;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::random_command;
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{Command, Setup};
use via_appia::table::session::Session;
use via_appia::table::Intent;

/// A bound far above a real game, so a stuck game fails instead of hanging.
const MAX_INTENTS: usize = 8_000;

#[test]
fn a_full_hot_seat_game_through_the_ui_intents_and_the_pusher() {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load(QuarryConfig::default_path()).expect("quarry.ron");
    let setup = Setup {
        seed: 21,
        players: vec!["Livia".into(), "Marcus".into()],
        options: Default::default(),
    };
    let mut session = Session::new(data, &setup, &config).expect("session");
    let mut rng = Pcg64::seed_from_u64(21);
    let mut pushes = 0;
    for _ in 0..MAX_INTENTS {
        if session.game.is_over() {
            break;
        }
        if session.curtain_down() {
            let any = session.game.legal_actions()[0].clone();
            assert!(
                session.handle(Intent::Command(any)).is_err(),
                "no command passes the curtain"
            );
            session.handle(Intent::RevealMoney).expect("reveal");
            continue;
        }
        let command =
            random_command(&session.game, &mut rng).expect("a legal command while the game runs");
        let pushed = matches!(command, Command::Push { .. });
        session
            .handle(Intent::Command(command))
            .expect("a command the panel offers is accepted");
        if pushed {
            push_by_hand(&mut session, &mut rng);
            pushes += 1;
            let counts = session.quarry.contents();
            let rules = session.game.quarry();
            assert_eq!(
                counts,
                [rules.small, rules.mid, rules.large],
                "physics and rules agree on the quarry"
            );
        }
    }
    assert!(
        session.game.is_over(),
        "the game ended within {MAX_INTENTS} intents"
    );
    assert!(pushes > 0);
    let turns: Vec<u32> = session.game.players().iter().map(|p| p.turns()).collect();
    assert_eq!(turns[0], turns[1]);
    assert!(!session.log.is_empty());
    session.game.check_invariants().expect("invariants hold");
}

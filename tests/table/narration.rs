//! A bot's reason in the log stays with its own move: "Marcus stops pushing —
//! enough pushed for this turn", never glued to the round's end its move set off.

use rand::SeedableRng;
use rand_pcg::Pcg64;
use via_appia::assets::default_game_data;
use via_appia::bots::random::{random_falls, RandomPlayer};
use via_appia::quarry::QuarryConfig;
use via_appia::rules::{Command, Setup};
use via_appia::table::session::{Pushes, Session};

const REASON: &str = "the reason given";

#[test]
fn a_bots_reason_follows_its_move_and_never_the_rounds_end() {
    let data = default_game_data().expect("game data");
    let config = QuarryConfig::load_default().expect("quarry.ron");
    let (mut rounds_ended_by_stopping, mut rounds_ended) = (0, 0);
    for seed in 1..=3u64 {
        let setup = Setup {
            seed,
            players: ["Livia", "Marcus", "Julia"].map(String::from).to_vec(),
            options: Default::default(),
        };
        let mut session = Session::new(data.clone(), &setup, &config).expect("a session");
        let mut rng = Pcg64::seed_from_u64(seed);
        session.answer_pushes(Pushes::Drawn(Box::new(move |game, pushed| {
            random_falls(&game.quarry(), pushed, &mut rng)
        })));
        let mut player = RandomPlayer::new(seed);
        while !session.game.is_over() {
            let command = player.next_command(&session.game).expect("a legal command");
            let before = session.lines_written;
            session
                .bot_command(command.clone(), REASON, None)
                .expect("a legal command is taken");
            let new = (session.lines_written - before) as usize;
            let lines = &session.log[session.log.len() - new..];
            let reasons = lines.iter().filter(|l| l.ends_with(REASON)).count();
            assert_eq!(reasons, 1, "{command:?}: the reason once: {lines:?}");
            for (i, line) in lines.iter().enumerate() {
                if line.starts_with("Round ") && line.contains(" ends") {
                    rounds_ended += 1;
                    assert!(!line.contains(REASON), "{command:?}: {lines:?}");
                    if command == Command::StopPushing {
                        rounds_ended_by_stopping += 1;
                        let moved = &lines[..i];
                        assert!(
                            moved
                                .iter()
                                .any(|l| l.contains("stops pushing — the reason")),
                            "{lines:?}"
                        );
                    }
                }
            }
        }
    }
    assert!(rounds_ended > 30, "{rounds_ended} rounds ended");
    assert!(
        rounds_ended_by_stopping > 0,
        "no round ended with a stop to pushing"
    );
}

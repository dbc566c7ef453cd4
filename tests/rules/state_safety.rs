//! Illegal commands from every phase are refused and change nothing; saves and
//! records reproduce games exactly.

use via_appia::assets::default_game_data;
use via_appia::bots::random::RandomPlayer;
use via_appia::record::Recorder;
use via_appia::rules::{Command, Game, IncomeTake, Node, Phase, Setup, Size, SizeCounts};
use via_appia::save::{load_from_str, save_to_string};

fn setup(seed: u64, players: usize) -> Setup {
    Setup {
        seed,
        players: (0..players).map(|i| format!("P{i}")).collect(),
        options: Default::default(),
    }
}

fn new_game(seed: u64, players: usize) -> Game {
    Game::new(default_game_data().expect("data"), &setup(seed, players)).expect("set-up")
}

/// A spread of commands, most of them illegal in any given state.
fn probes(game: &Game) -> Vec<Command> {
    let mut out = vec![
        Command::StartQuarry,
        Command::StopPushing,
        Command::EndTurn,
        Command::Pass,
        Command::TakeIncome {
            card: 0,
            take: IncomeTake::Both,
        },
        Command::TakeIncome {
            card: 0,
            take: IncomeTake::Sesterces,
        },
        Command::TakeIncome {
            card: 99,
            take: IncomeTake::Stones,
        },
        Command::QuarryResult {
            front: SizeCounts::new(99, 0, 0),
            elsewhere: SizeCounts::ZERO,
        },
        Command::QuarryResult {
            front: SizeCounts::new(1, 0, 0),
            elsewhere: SizeCounts::ZERO,
        },
        Command::Travel {
            to: "Brundisium".parse().unwrap(),
        },
        Command::Travel {
            to: "A3".parse().unwrap(),
        },
        Command::Travel {
            to: "Rome".parse().unwrap(),
        },
    ];
    for size in Size::ALL {
        out.push(Command::Push { size });
        out.push(Command::SellReward { reward: size });
        for slot in 0..4 {
            out.push(Command::TakeTile {
                reward: size,
                tile: size,
                slot,
            });
            out.push(Command::TakeTile {
                reward: Size::Small,
                tile: size,
                slot,
            });
        }
    }
    for space in game.data().board.spaces().iter().step_by(3) {
        for slot in 0..3 {
            out.push(Command::Build {
                slot,
                size: space.size,
                space: Node::Space(space.id),
            });
        }
    }
    out
}

fn phase_name(game: &Game) -> &'static str {
    match game.phase() {
        Phase::ChooseAction => "choose action",
        Phase::Quarry(q) if q.awaiting().is_some() => "awaiting quarry",
        Phase::Quarry(q) if !q.pushing_done() => "pushing",
        Phase::Quarry(_) => "exchanging",
        Phase::Building { .. } => "building",
        Phase::GameOver => "game over",
    }
}

/// Applies every probe that is not legal to a copy of the game: each must be
/// refused with a reason and leave the copy equal to the original, serialized
/// byte for byte (checked on every third probe; the rest compare by value).
fn try_illegal_probes(
    game: &Game,
    phases_seen: &mut std::collections::BTreeMap<&'static str, usize>,
) {
    let legal = game.legal_actions();
    let before = save_to_string(game).expect("serializes");
    for (i, probe) in probes(game).into_iter().enumerate() {
        let accepted = legal.contains(&probe)
            || (game.awaiting_quarry().is_some() && game.check(&probe).is_ok());
        if accepted {
            continue;
        }
        let mut copy = game.clone();
        let err = copy
            .apply(&probe)
            .expect_err("a command not in legal_actions is refused");
        assert!(!err.to_string().is_empty());
        assert!(
            copy == *game,
            "{probe:?} refused with {err} but changed the state"
        );
        if i.is_multiple_of(3) {
            assert_eq!(
                save_to_string(&copy).unwrap(),
                before,
                "{probe:?} changed the serialized state"
            );
        }
        *phases_seen.entry(phase_name(game)).or_insert(0) += 1;
    }
}

#[test]
fn illegal_commands_in_every_phase_leave_the_state_byte_identical() {
    let mut phases_seen = std::collections::BTreeMap::new();
    for seed in 0..3u64 {
        let mut game = new_game(seed, 2 + (seed % 3) as usize);
        let mut bot = RandomPlayer::new(seed);
        let mut step = 0usize;
        loop {
            step += 1;
            // Every state in the first turns, then a sample, so the test stays fast.
            if step < 40 || step.is_multiple_of(7) || game.is_over() {
                try_illegal_probes(&game, &mut phases_seen);
            }
            let Some(command) = bot.next_command(&game) else {
                break;
            };
            game.apply(&command).expect("legal");
        }
    }
    for phase in [
        "choose action",
        "awaiting quarry",
        "pushing",
        "exchanging",
        "building",
        "game over",
    ] {
        assert!(
            phases_seen.contains_key(phase),
            "no illegal command was tried while {phase}: {phases_seen:?}"
        );
    }
}

#[test]
fn every_legal_action_is_accepted_by_apply() {
    let mut game = new_game(3, 4);
    let mut bot = RandomPlayer::new(3);
    while !game.is_over() {
        for command in game.legal_actions() {
            game.clone()
                .apply(&command)
                .unwrap_or_else(|e| panic!("{command:?} listed but refused: {e}"));
        }
        let command = bot
            .next_command(&game)
            .expect("a command while the game runs");
        game.apply(&command).expect("legal");
    }
}

#[test]
fn save_and_load_mid_game_continues_identically() {
    let mut game = new_game(11, 3);
    let mut bot = RandomPlayer::new(11);
    for _ in 0..400 {
        let command = bot.next_command(&game).expect("running");
        game.apply(&command).expect("legal");
    }
    let text = save_to_string(&game).unwrap();
    let mut loaded = load_from_str(&text, "mid.ron").expect("loads");
    assert_eq!(loaded, game);
    let mut bot_b = RandomPlayer::new(99);
    let mut bot_a = RandomPlayer::new(99);
    while let Some(command) = bot_a.next_command(&game) {
        assert_eq!(bot_b.next_command(&loaded).as_ref(), Some(&command));
        let a = game.apply(&command).unwrap();
        let b = loaded.apply(&command).unwrap();
        assert_eq!(a, b);
    }
    assert_eq!(
        save_to_string(&loaded).unwrap(),
        save_to_string(&game).unwrap()
    );
}

#[test]
fn corrupt_saves_are_refused_with_a_located_error() {
    let game = new_game(5, 2);
    let text = save_to_string(&game).unwrap();
    let truncated = &text[..text.len() / 2];
    let err = load_from_str(truncated, "half.ron").unwrap_err();
    assert!(err.line > 0, "{err}");
    assert!(err.to_string().starts_with("half.ron:"), "{err}");

    let tampered = text.replacen("sesterces: 1,", "sesterces: x,", 1);
    let err = load_from_str(&tampered, "t.ron").unwrap_err();
    assert_eq!(err.field.as_deref(), Some("sesterces"), "{err}");

    // Parses, but breaks conservation: an extra stone appears from nowhere.
    let inflated = text.replacen(
        "quarry: (",
        "quarry: (\n        small: 13, mid: 8, large: 4, __:",
        1,
    );
    assert!(load_from_str(&inflated, "i.ron").is_err());
    // The same with a well-formed number: one more small stone in the storage.
    let at = text
        .find("stone_storage:")
        .expect("the storage in the save");
    let from = at + text[at..].find("small: ").expect("its small stones") + "small: ".len();
    let digits = text[from..]
        .find(|c: char| !c.is_ascii_digit())
        .expect("a number");
    let small: u32 = text[from..from + digits].parse().expect("a count");
    assert_eq!(small, game.stone_storage().small);
    let broken = format!("{}{}{}", &text[..from], small + 1, &text[from + digits..]);
    let err = load_from_str(&broken, "extra.ron").unwrap_err();
    assert!(err.message.contains("stones"), "{err}");
}

#[test]
fn replaying_a_record_reproduces_the_final_state() {
    for seed in 0..20u64 {
        let setup = setup(seed, 2 + (seed % 3) as usize);
        let data = default_game_data().unwrap();
        let mut game = Game::new(data.clone(), &setup).unwrap();
        let mut recorder = Recorder::new(&setup, &game);
        let mut bot = RandomPlayer::new(seed + 7);
        while let Some(command) = bot.next_command(&game) {
            recorder.apply(&mut game, &command).expect("legal");
        }
        let record = recorder.finish(&game);
        let json = serde_json::to_string(&record).unwrap();
        let parsed: via_appia::record::GameRecord = serde_json::from_str(&json).unwrap();
        let replayed = parsed.replay(data).expect("replays");
        assert_eq!(replayed, game, "seed {seed}");
        assert_eq!(record.final_scoring, game.final_scoring().cloned());
    }
}

#[test]
fn same_seed_and_commands_give_the_same_game_bit_for_bit() {
    let play = || {
        let mut game = new_game(42, 4);
        let mut bot = RandomPlayer::new(42);
        while let Some(command) = bot.next_command(&game) {
            game.apply(&command).unwrap();
        }
        save_to_string(&game).unwrap()
    };
    assert_eq!(play(), play());
}

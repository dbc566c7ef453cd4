//! Property test: thousands of random complete games keep every invariant.

use via_appia::assets::default_game_data;
use via_appia::bots::random::RandomPlayer;
use via_appia::rules::{Game, RuleOptions, Setup};

/// A generous bound: a random game that runs this long is stuck.
const MAX_COMMANDS: usize = 20_000;

fn play(seed: u64, players: usize, min_stones: u8) -> Game {
    let data = default_game_data().expect("shipped data loads");
    let setup = Setup {
        seed,
        players: (0..players).map(|i| format!("P{i}")).collect(),
        options: RuleOptions {
            quarry_min_stones: min_stones,
            ..Default::default()
        },
    };
    let mut game = Game::new(data, &setup).expect("set-up");
    let mut bot = RandomPlayer::new(seed ^ 0x5eed);
    game.check_invariants().expect("set-up keeps invariants");
    for step in 0..MAX_COMMANDS {
        let Some(command) = bot.next_command(&game) else {
            assert!(
                game.is_over(),
                "seed {seed}: no command but the game is not over"
            );
            return game;
        };
        game.apply(&command).unwrap_or_else(|e| {
            panic!("seed {seed} step {step}: legal command {command:?} refused: {e}")
        });
        if let Err(e) = game.check_invariants() {
            panic!("seed {seed} step {step} after {command:?}: {e}");
        }
    }
    panic!("seed {seed}: game did not end within {MAX_COMMANDS} commands");
}

#[test]
fn thousand_random_games_keep_every_invariant() {
    for seed in 0..1200u64 {
        let players = 2 + (seed % 3) as usize;
        let min_stones = 1 + (seed % 2) as u8;
        let game = play(seed, players, min_stones);
        let turns: Vec<u32> = game.players().iter().map(|p| p.turns()).collect();
        assert!(
            turns.iter().all(|&t| t == turns[0]),
            "seed {seed}: unequal turns {turns:?}"
        );
        assert!(!game.winners().is_empty(), "seed {seed}: no winner");
    }
}

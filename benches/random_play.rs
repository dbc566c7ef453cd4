//! Random-play throughput: complete 3-player games per second on one core.
//! `cargo bench --bench random_play` prints the median of several runs.

use std::time::Instant;
use via_appia::assets::default_game_data;
use via_appia::cli::simulate::play_random_game;
use via_appia::rules::Setup;

const GAMES: u64 = 1000;
const RUNS: usize = 7;

fn main() {
    let data = match default_game_data() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("cannot load the game data: {e}");
            std::process::exit(1);
        }
    };
    let mut rates = Vec::with_capacity(RUNS);
    let mut commands = 0;
    for run in 0..RUNS {
        let start = Instant::now();
        for i in 0..GAMES {
            let seed = run as u64 * GAMES + i;
            let setup = Setup {
                seed,
                players: vec!["a".into(), "b".into(), "c".into()],
                options: Default::default(),
            };
            match play_random_game(data.clone(), &setup, None) {
                Ok(played) => commands += played.commands,
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(1);
                }
            }
        }
        rates.push(GAMES as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    let median = rates[RUNS / 2];
    let per_game = commands as f64 / (GAMES as f64 * RUNS as f64);
    println!("random play, 3 players: median {median:.0} games/s over {RUNS} runs of {GAMES} games ({per_game:.0} commands per game; min {:.0}, max {:.0})", rates[0], rates[RUNS - 1]);
}

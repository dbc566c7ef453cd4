//! `via-appia simulate`: many complete games between bots, with a summary.

use super::summary::game_summary;
use crate::assets::default_game_data;
use crate::bots::random::RandomPlayer;
use crate::record::Recorder;
use crate::rules::{Game, GameData, RuleOptions, Setup};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SimulateArgs {
    /// Number of complete games to play.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Comma-separated players in table order, 2 to 4 (`random`).
    #[arg(long, default_value = "random,random,random")]
    pub players: String,
    /// Stones the quarry action needs (1 or 2).
    #[arg(long, default_value_t = 1)]
    pub quarry_min_stones: u8,
    /// Write each finished game as a JSON record into this folder.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// A player kind that `--players` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    Random,
}

fn parse_players(list: &str) -> Result<Vec<BotKind>, String> {
    let kinds = list
        .split(',')
        .map(|name| match name.trim() {
            "random" => Ok(BotKind::Random),
            other => Err(format!(
                "unknown player `{other}` in --players (known: random)"
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=4).contains(&kinds.len()) {
        return Err(format!(
            "--players lists {} players; Via Appia is for 2 to 4",
            kinds.len()
        ));
    }
    Ok(kinds)
}

/// The outcome of one simulated game.
pub struct Played {
    pub game: Game,
    pub commands: usize,
}

/// Plays one game with random players to its end. `recorder` gets every command.
pub fn play_random_game(
    data: Arc<GameData>,
    setup: &Setup,
    mut recorder: Option<&mut Recorder>,
) -> Result<Played, String> {
    let mut game = Game::new(data, setup)?;
    let mut player = RandomPlayer::new(setup.seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut commands = 0;
    let mut events = Vec::new();
    while let Some(command) = player.next_command(&game) {
        let result = match recorder.as_deref_mut() {
            Some(r) => r.apply(&mut game, &command).map(drop),
            None => {
                events.clear();
                game.apply_into(&command, &mut events)
            }
        };
        result.map_err(|e| {
            format!(
                "seed {}: the engine refused its own legal command {command}: {e}",
                setup.seed
            )
        })?;
        commands += 1;
    }
    Ok(Played { game, commands })
}

/// Figures over many games.
#[derive(Debug, Default, serde::Serialize)]
pub struct Summary {
    pub games: u64,
    pub players: usize,
    pub mean_turns: f64,
    pub mean_rounds: f64,
    pub mean_commands: f64,
    pub mean_scores: Vec<f64>,
    /// Share of games each seat won (ties count for every winner).
    pub win_share: Vec<f64>,
    pub wall_seconds: f64,
    pub games_per_second: f64,
}

pub fn run(args: &SimulateArgs) -> Result<(), String> {
    let kinds = parse_players(&args.players)?;
    let options = RuleOptions {
        quarry_min_stones: args.quarry_min_stones,
    };
    options
        .validate()
        .map_err(|e| format!("--quarry-min-stones: {}", e.message))?;
    if let Some(dir) = &args.record {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let data = default_game_data().map_err(|e| e.to_string())?;
    let bar = progress_bar(args);
    let n = kinds.len();
    let mut summary = Summary {
        games: args.games,
        players: n,
        mean_scores: vec![0.0; n],
        win_share: vec![0.0; n],
        ..Summary::default()
    };
    let start = Instant::now();
    for i in 0..args.games {
        let setup = Setup {
            seed: args.seed.wrapping_add(i),
            players: (1..=n).map(|s| format!("random {s}")).collect(),
            options,
        };
        let played = play_one(&data, &setup, args)?;
        add_game(&mut summary, &played);
        bar.inc(1);
    }
    bar.finish_and_clear();
    finish_summary(&mut summary, start.elapsed().as_secs_f64());
    print_summary(&summary, args.json)
}

fn play_one(data: &Arc<GameData>, setup: &Setup, args: &SimulateArgs) -> Result<Played, String> {
    let Some(dir) = &args.record else {
        return play_random_game(data.clone(), setup, None);
    };
    let probe = Game::new(data.clone(), setup)?;
    let mut recorder = Recorder::new(setup, &probe);
    let played = play_random_game(data.clone(), setup, Some(&mut recorder))?;
    let record = recorder.finish(&played.game);
    let value = serde_json::json!({ "record": record, "final_state": game_summary(&played.game) });
    let path = dir.join(format!("game-{}.json", setup.seed));
    let text = serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?;
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(played)
}

fn progress_bar(args: &SimulateArgs) -> ProgressBar {
    if args.quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(args.games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
    {
        bar.set_style(style);
    }
    bar
}

fn add_game(summary: &mut Summary, played: &Played) {
    let game = &played.game;
    summary.mean_turns += f64::from(game.players[0].turns);
    summary.mean_rounds += f64::from(game.round);
    summary.mean_commands += played.commands as f64;
    for (i, p) in game.players.iter().enumerate() {
        summary.mean_scores[i] += f64::from(p.score);
    }
    for w in game.winners() {
        summary.win_share[w] += 1.0;
    }
}

fn finish_summary(summary: &mut Summary, wall: f64) {
    let g = summary.games.max(1) as f64;
    summary.mean_turns /= g;
    summary.mean_rounds /= g;
    summary.mean_commands /= g;
    summary.mean_scores.iter_mut().for_each(|s| *s /= g);
    summary.win_share.iter_mut().for_each(|s| *s /= g);
    summary.wall_seconds = wall;
    summary.games_per_second = summary.games as f64 / wall.max(1e-9);
}

fn print_summary(summary: &Summary, json: bool) -> Result<(), String> {
    if json {
        let text = serde_json::to_string_pretty(summary).map_err(|e| e.to_string())?;
        println!("{text}");
        return Ok(());
    }
    println!("games           {}", summary.games);
    println!(
        "mean turns      {:.1} per player ({:.1} rounds, {:.0} commands)",
        summary.mean_turns, summary.mean_rounds, summary.mean_commands
    );
    for (i, (score, share)) in summary
        .mean_scores
        .iter()
        .zip(&summary.win_share)
        .enumerate()
    {
        println!(
            "seat {}          mean score {score:.1}, wins {:.1}%",
            i + 1,
            share * 100.0
        );
    }
    println!("wall time       {:.3} s", summary.wall_seconds);
    println!("games/second    {:.0}", summary.games_per_second);
    Ok(())
}

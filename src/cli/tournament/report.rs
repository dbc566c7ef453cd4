//! What a tournament reports: one row per game, one standing per bot, the
//! summary as text and JSON, and the CSV files.

use super::TournamentArgs;
use crate::cli::stats::{quantile, wilson};
use crate::cli::Stones;
use crate::table::headless::BotGame;
use crate::table::SeatKind;
use std::fmt::Write;
use std::path::Path;

/// One game from the bots' side: everything indexed by entry (the order of `--seats`).
pub struct GameRow {
    pub game: usize,
    pub seed: u64,
    pub rotation: usize,
    /// Where each entry sat (0 = first in table order).
    pub positions: Vec<usize>,
    pub scores: Vec<u32>,
    /// 1 for a sole winner, 1/k for each of k tied winners, else 0.
    pub wins: Vec<f64>,
    pub decision_ms: Vec<Vec<f64>>,
    pub illegal: Vec<u32>,
    pub refused: Vec<u32>,
    pub missing: Vec<u32>,
    /// Moves the Normal bot made for an outside program (0 for bots).
    pub fallbacks: Vec<u32>,
    pub commands: usize,
    pub pushes: u32,
    /// False for a game given up as stalled: it counts in no standing.
    pub finished: bool,
}

impl GameRow {
    pub fn new(game: usize, rotation: usize, entries: &[SeatKind], played: &BotGame) -> GameRow {
        let n = entries.len();
        let positions: Vec<usize> = (0..n).map(|e| (e + rotation) % n).collect();
        let winners = played.game.winners();
        let share = 1.0 / winners.len().max(1) as f64;
        let at = |e: usize| positions[e];
        let tally = |e: usize| &played.tallies[at(e)];
        GameRow {
            game,
            seed: played.seed,
            rotation,
            scores: (0..n)
                .map(|e| played.game.players()[at(e)].score())
                .collect(),
            wins: (0..n)
                .map(|e| if winners.contains(&at(e)) { share } else { 0.0 })
                .collect(),
            decision_ms: (0..n).map(|e| tally(e).decision_ms.clone()).collect(),
            illegal: (0..n).map(|e| tally(e).illegal).collect(),
            refused: (0..n).map(|e| tally(e).refused).collect(),
            missing: (0..n).map(|e| tally(e).missing).collect(),
            fallbacks: (0..n).map(|e| tally(e).fallbacks).collect(),
            positions,
            commands: played.commands,
            pushes: played.pushes,
            finished: played.finished,
        }
    }
}

/// One bot's results over the tournament.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Standing {
    /// The level's key, numbered when a level plays more than one seat (`easy#2`).
    pub name: String,
    pub level: String,
    pub games: usize,
    /// Games won, a tie shared among the winners.
    pub wins: f64,
    pub win_share: f64,
    /// 95 % Wilson interval of the win share.
    pub win_share_low: f64,
    pub win_share_high: f64,
    /// Win share in each table position (first player first).
    pub win_share_by_position: Vec<f64>,
    pub mean_score: f64,
    pub decisions: usize,
    pub decision_ms_median: f64,
    pub decision_ms_p95: f64,
    pub illegal: u32,
    pub refused: u32,
    pub missing: u32,
    /// Moves the Normal bot made for this entry's program (bad, late or no answers).
    pub fallbacks: u32,
}

impl Standing {
    pub fn all(entries: &[SeatKind], rows: &[GameRow]) -> Vec<Standing> {
        (0..entries.len())
            .map(|e| Standing::of(entries, e, rows))
            .collect()
    }

    /// The standing of entry `e` over the finished games (decision times and
    /// bad commands over all games).
    fn of(entries: &[SeatKind], e: usize, all: &[GameRow]) -> Standing {
        let rows: Vec<&GameRow> = all.iter().filter(|r| r.finished).collect();
        let level = &entries[e];
        let name = if entries.iter().filter(|l| *l == level).count() > 1 {
            format!("{}#{}", level.spelled(), e + 1)
        } else {
            level.spelled()
        };
        let games = rows.len();
        let wins: f64 = rows.iter().map(|r| r.wins[e]).sum();
        let (low, high) = wilson(wins, games as f64);
        let by_position = (0..entries.len())
            .map(|pos| {
                let here: Vec<&&GameRow> = rows.iter().filter(|r| r.positions[e] == pos).collect();
                here.iter().map(|r| r.wins[e]).sum::<f64>() / here.len().max(1) as f64
            })
            .collect();
        let times: Vec<f64> = all
            .iter()
            .flat_map(|r| r.decision_ms[e].iter().copied())
            .collect();
        Standing {
            name,
            level: level.spelled(),
            games,
            wins,
            win_share: wins / games.max(1) as f64,
            win_share_low: low,
            win_share_high: high,
            win_share_by_position: by_position,
            mean_score: rows.iter().map(|r| f64::from(r.scores[e])).sum::<f64>()
                / games.max(1) as f64,
            decisions: times.len(),
            decision_ms_median: quantile(&times, 0.5),
            decision_ms_p95: quantile(&times, 0.95),
            illegal: all.iter().map(|r| r.illegal[e]).sum(),
            refused: all.iter().map(|r| r.refused[e]).sum(),
            missing: all.iter().map(|r| r.missing[e]).sum(),
            fallbacks: all.iter().map(|r| r.fallbacks[e]).sum(),
        }
    }
}

/// The whole tournament.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Summary {
    pub seats: Vec<String>,
    pub quarry: String,
    /// `blocks` or `discs`.
    pub stones: String,
    pub games: usize,
    pub deals: usize,
    pub seed: u64,
    pub standings: Vec<Standing>,
    /// Games given up as stalled (left out of the standings).
    pub unfinished: usize,
    /// Games with more than one winner.
    pub ties: usize,
    pub mean_commands: f64,
    pub mean_pushes: f64,
    pub wall_seconds: f64,
    pub jobs: usize,
}

impl Summary {
    pub fn new(
        args: &TournamentArgs,
        standings: &[Standing],
        rows: &[GameRow],
        wall_seconds: f64,
    ) -> Summary {
        let n = rows.len().max(1) as f64;
        Summary {
            seats: standings.iter().map(|s| s.name.clone()).collect(),
            quarry: args.quarry.key().to_string(),
            stones: match args.stones {
                Stones::Blocks => "blocks",
                Stones::Discs => "discs",
            }
            .to_string(),
            games: rows.len(),
            deals: rows.len() / standings.len().max(1),
            seed: args.seed,
            standings: standings.to_vec(),
            unfinished: rows.iter().filter(|r| !r.finished).count(),
            ties: rows
                .iter()
                .filter(|r| r.wins.iter().filter(|w| **w > 0.0).count() > 1)
                .count(),
            mean_commands: rows.iter().map(|r| r.commands as f64).sum::<f64>() / n,
            mean_pushes: rows.iter().map(|r| f64::from(r.pushes)).sum::<f64>() / n,
            wall_seconds,
            jobs: args.jobs,
        }
    }

    /// The standings as a table for the terminal.
    pub fn text(&self) -> String {
        let mut out = format!(
            "{} games ({} deals x {} seat rotations), {} quarry with {}, seed {}; {} ties, {} given up unfinished; {:.0} commands and {:.1} pushes a game; {:.1} s\n",
            self.games,
            self.deals,
            self.standings.len(),
            self.quarry,
            self.stones,
            self.seed,
            self.ties,
            self.unfinished,
            self.mean_commands,
            self.mean_pushes,
            self.wall_seconds
        );
        let _ = writeln!(
            out,
            "{:<10} {:>8} {:>17} {:>11} {:>13} {:>10}  illegal/refused/missing",
            "bot", "wins", "95 % interval", "mean score", "decide median", "p95"
        );
        for s in &self.standings {
            let _ = writeln!(
                out,
                "{:<10} {:>7.1}% {:>7.1}% – {:>5.1}% {:>11.1} {:>10.2} ms {:>7.2} ms  {}/{}/{}",
                s.name,
                100.0 * s.win_share,
                100.0 * s.win_share_low,
                100.0 * s.win_share_high,
                s.mean_score,
                s.decision_ms_median,
                s.decision_ms_p95,
                s.illegal,
                s.refused,
                s.missing
            );
            if s.fallbacks > 0 {
                let _ = writeln!(
                    out,
                    "{:<10} its program answered badly, late or not at all {} times: the Normal bot moved",
                    "", s.fallbacks
                );
            }
        }
        let _ = write!(
            out,
            "win share by position (first player first): {}",
            self.standings
                .iter()
                .map(|s| format!(
                    "{} {}",
                    s.name,
                    s.win_share_by_position
                        .iter()
                        .map(|w| format!("{:.0}%", 100.0 * w))
                        .collect::<Vec<_>>()
                        .join("/")
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
        out
    }
}

/// Writes `standings.csv` (one row a bot) and `games.csv` (one row a game).
pub fn write_csv(dir: &Path, standings: &[Standing], rows: &[GameRow]) -> Result<(), String> {
    let mut table = String::from(
        "bot,level,games,wins,win_share,win_share_low,win_share_high,mean_score,decisions,decision_ms_median,decision_ms_p95,illegal,refused,missing\n",
    );
    for s in standings {
        let _ = writeln!(
            table,
            "{},{},{},{},{:.4},{:.4},{:.4},{:.3},{},{:.3},{:.3},{},{},{}",
            s.name,
            s.level,
            s.games,
            s.wins,
            s.win_share,
            s.win_share_low,
            s.win_share_high,
            s.mean_score,
            s.decisions,
            s.decision_ms_median,
            s.decision_ms_p95,
            s.illegal,
            s.refused,
            s.missing
        );
    }
    let mut games = String::from("game,seed,rotation,finished,commands,pushes");
    for s in standings {
        let _ = write!(games, ",{0}_position,{0}_score,{0}_win", s.name);
    }
    games.push('\n');
    for r in rows {
        let _ = write!(
            games,
            "{},{},{},{},{},{}",
            r.game, r.seed, r.rotation, r.finished, r.commands, r.pushes
        );
        for e in 0..standings.len() {
            let _ = write!(
                games,
                ",{},{},{}",
                r.positions[e] + 1,
                r.scores[e],
                r.wins[e]
            );
        }
        games.push('\n');
    }
    for (name, text) in [("standings.csv", table), ("games.csv", games)] {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

//! `via-appia bench-server`: the game server under load, measured. It starts a
//! real `via-appia serve` (this binary) on a free port over a fresh file, opens
//! `--tables` tables of two person's seats, plays every seat with a headless
//! client from this process (a light one that plays random legal commands,
//! `bench_seat`, or with `--mirror` the full seat of `join --bot`, which steps
//! every push in lockstep), and reports the command round trip (sending a
//! command to hearing its event: checks, the store's write and fsync, the
//! tables' queues; thinking apart, the clients decide before they send), the
//! server's memory per table, the events a second and the fsyncs a second
//! (the server's `--stats` lines: its store's writer commits the events of many
//! tables at once), and what a push costs on the wire in lockstep (a hand
//! frame, a bot's plan) against streaming every stone's pose.

use crate::bots::BotLevel;
use crate::net::protocol::{client_text, ClientMessage, SeatSpec, Stones, TableSpec};
use crate::net::seat_client::{play_seat, Decider, SeatOptions};
use crate::quarry::{
    HandFrame, PushDriver, PushPlan, PusherPose, Quarry, QuarryConfig, StonePreset,
};
use crate::rules::Size;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often the server prints its store's counts (s).
const STATS_EVERY: f64 = 0.2;

#[derive(clap::Args, Debug)]
pub struct BenchServerArgs {
    /// Tables played at once, two bot clients each.
    #[arg(long, default_value_t = 20)]
    pub tables: usize,
    /// The clients' bot level (with `--mirror`).
    #[arg(long, default_value = "random")]
    pub bot: String,
    /// Play every seat with the full client of `join --bot` (its own copy of
    /// the game and of the quarry, every push stepped in lockstep) instead of
    /// the light one: on a small machine its physics then weighs on the
    /// round trips measured as much as the server's.
    #[arg(long)]
    pub mirror: bool,
    /// The light clients' mean pause before each command (ms), a stand-in
    /// for thinking; 0 plays as fast as the server answers (its capacity).
    #[arg(long, default_value_t = 0)]
    pub think: u64,
    /// The light clients leave after this many seconds, games unfinished
    /// (default: every game to its end).
    #[arg(long)]
    pub seconds: Option<f64>,
    /// The server's store, as `serve --db` takes it (a `postgres://` URL to
    /// measure PostgreSQL; default: a fresh SQLite file, removed after).
    #[arg(long, value_name = "FILE|URL")]
    pub db: Option<String>,
    /// Servers sharing the `--db` PostgreSQL database: table T is hosted on
    /// server T mod N, its first seat plays there and its second through the
    /// next server (relayed to the owner), so that with two servers half the
    /// clients are relayed.
    #[arg(long, default_value_t = 1)]
    pub servers: usize,
}

/// One `serve` process of the benchmark.
struct Started {
    child: std::process::Child,
    url: String,
    counts: Counts,
}

/// Starts `via-appia serve` on a free port over `db`, printing its counts.
fn start_server(db: &std::path::Path) -> Result<Started, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(db)
        .args(["--stats", &STATS_EVERY.to_string()])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let mut line = String::new();
    let stdout = child.stdout.take().ok_or("no server output")?;
    let mut stdout = BufReader::new(stdout);
    stdout.read_line(&mut line).map_err(|e| e.to_string())?;
    let counts = watch_counts(stdout);
    let url = (line.split_whitespace().find(|w| w.starts_with("ws://")))
        .ok_or_else(|| format!("the server said {line:?}"))?
        .to_string();
    Ok(Started { child, url, counts })
}

/// The servers' memory together (KiB).
fn rss_all(servers: &[Started]) -> Option<u64> {
    servers.iter().map(|s| rss_kib(s.child.id())).sum()
}

/// The servers' store counts added up.
fn latest_all(servers: &[Started]) -> Result<(u64, u64, u64), String> {
    let mut sum = (0, 0, 0);
    for server in servers {
        let (e, c, w) = latest(&server.counts)?;
        sum = (sum.0 + e, sum.1 + c, sum.2 + w);
    }
    Ok(sum)
}

pub fn run(args: &BenchServerArgs) -> Result<(), String> {
    let level =
        BotLevel::parse(&args.bot).ok_or_else(|| format!("unknown bot level `{}`", args.bot))?;
    let wire = wire_costs()?;
    let dir = std::env::temp_dir().join(format!("via-appia-bench-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let db = match &args.db {
        Some(db) => std::path::PathBuf::from(db),
        None => dir.join("bench.sqlite"),
    };
    let shared = args
        .db
        .as_deref()
        .is_some_and(crate::net::store_pg::is_postgres_url);
    if args.servers == 0 || (args.servers > 1 && !shared) {
        return Err("several servers share a PostgreSQL database: give --db postgres://…".into());
    }
    let mut servers = Vec::new();
    for _ in 0..args.servers {
        servers.push(start_server(&db)?);
    }
    let urls: Vec<String> = servers.iter().map(|s| s.url.clone()).collect();
    let idle_kib = rss_all(&servers);
    let before = latest_all(&servers)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let started = Instant::now();
    let played = runtime.block_on(play_tables(&urls, args, level));
    let wall = started.elapsed();
    let loaded_kib = rss_all(&servers);
    // The first count printed after the last command.
    std::thread::sleep(Duration::from_secs_f64(STATS_EVERY * 1.5));
    let after = latest_all(&servers)?;
    let printed: Vec<String> = (servers.iter())
        .filter_map(|s| s.counts.lock().ok().and_then(|p| p.timings.clone()))
        .collect();
    let waited_s: f64 = printed.iter().filter_map(|line| waited_in_all(line)).sum();
    let timings = match printed.is_empty() {
        true => "server: no timings printed".to_string(),
        false => printed.join("\n"),
    };
    for server in &mut servers {
        let _ = server.child.kill();
        let _ = server.child.wait();
    }
    let _ = std::fs::remove_dir_all(&dir);
    let Trips {
        direct,
        mut relayed,
    } = played?;
    let relayed_line = relayed_line(&mut relayed, args.servers);
    let mut trips = direct.clone();
    trips.append(&mut relayed);
    let share = waited_s * 1000.0 / trips.iter().sum::<f64>().max(1e-9);
    trips.sort_by(f64::total_cmp);
    let at = |q: f64| {
        trips
            .get(((trips.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let played = match args.seconds {
        Some(_) => "games left unfinished",
        None => "finished tables stay loaded",
    };
    let per_table = match (idle_kib, loaded_kib) {
        (Some(idle), Some(loaded)) => format!(
            "{:.0} KiB",
            (loaded.saturating_sub(idle)) as f64 / args.tables as f64
        ),
        _ => "not measured (no /proc)".to_string(),
    };
    let secs = wall.as_secs_f64().max(1e-9);
    let events = after.0.saturating_sub(before.0);
    let commits = after.1.saturating_sub(before.1);
    let others = after.2.saturating_sub(before.2);
    let text = format!(
        "{} tables on {} server(s), {} clients, {} commands in {:.1} s\n\
         command round trip: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms{relayed_line}\n\
         {timings} (from its frame read to its event told)\n\
         the store's share of the round trip: {:.0} % (its commit waits over the clients' round trips)\n\
         store: {:.0} events/s in {:.0} commits/s ({:.1} events a commit), {:.0} fsyncs/s with the other writes (tables, seats, records)\n\
         server memory: {} idle, {} with every table played ({played}): {per_table} a table\n\
         a push on the wire: lockstep {:.0} B a hand frame ({:.1} KiB/s at 60 frames/s), {:.0} B a bot's plan; \
         streamed poses {:.0} B a frame ({:.1} KiB/s) for {} stones\n\
         stepping one careful push: {:.1} ms ({} frames)",
        args.tables,
        args.servers,
        if args.mirror {
            "full (--mirror)".to_string()
        } else {
            format!("light ({} ms thinking)", args.think)
        },
        trips.len(),
        wall.as_secs_f64(),
        at(0.5),
        at(0.95),
        at(1.0),
        share * 100.0,
        events as f64 / secs,
        commits as f64 / secs,
        events as f64 / commits.max(1) as f64,
        (commits + others) as f64 / secs,
        idle_kib.map_or("?".into(), |k| format!("{k} KiB")),
        loaded_kib.map_or("?".into(), |k| format!("{k} KiB")),
        wire.hand_frame,
        wire.hand_frame * 60.0 / 1024.0,
        wire.plan,
        wire.poses,
        wire.poses * 60.0 / 1024.0,
        wire.stones,
        wire.push_ms,
        wire.push_frames,
    );
    super::print_out(&text)
}

/// Every command's round trip (ms), played on the table's own server or
/// relayed through another.
struct Trips {
    direct: Vec<f64>,
    relayed: Vec<f64>,
}

/// `, relayed p50 … p95 …` where some clients played through another server.
fn relayed_line(relayed: &mut [f64], servers: usize) -> String {
    if servers < 2 || relayed.is_empty() {
        return String::new();
    }
    relayed.sort_by(f64::total_cmp);
    let at = |q: f64| relayed[((relayed.len() as f64 - 1.0) * q).round() as usize];
    format!(
        " (relayed through another server: p50 {:.2} ms, p95 {:.2} ms)",
        at(0.5),
        at(0.95)
    )
}

/// Seconds the tables waited for the store in all, from a `server:` line.
fn waited_in_all(line: &str) -> Option<f64> {
    let (_, tail) = line.split_once("commit waits ")?;
    tail.split_whitespace()
        .next()?
        .trim_end_matches('s')
        .parse()
        .ok()
}

/// Plays every table to its end; every command's round trip (ms).
async fn play_tables(
    urls: &[String],
    args: &BenchServerArgs,
    level: BotLevel,
) -> Result<Trips, String> {
    let (tables, mirror) = (args.tables, args.mirror);
    let until = (args.seconds).map(|s| Instant::now() + Duration::from_secs_f64(s.max(0.0)));
    let config = QuarryConfig::load_preset(StonePreset::Discs).map_err(|e| e.to_string())?;
    let config = std::sync::Arc::new(config);
    let mut seats = Vec::new();
    let mut light = Vec::new();
    for t in 0..tables {
        let spec = TableSpec {
            seats: vec![SeatSpec::Person, SeatSpec::Person],
            names: None,
            options: Default::default(),
            stones: Stones::Discs,
            seed: Some(t as u64 + 1),
            absent_after_s: 60,
        };
        let code = super::online::host(&urls[t % urls.len()], spec).await?;
        for seat in 0..2 {
            let url = &urls[(t + seat) % urls.len()];
            let relayed = seat == 1 && urls.len() > 1;
            if !mirror {
                let light_seat = super::bench_seat::LightSeat {
                    url: url.to_string(),
                    code: code.clone(),
                    seat,
                    seed: t as u64 * 2 + seat as u64,
                    think: Duration::from_millis(args.think),
                    until,
                };
                let config = config.clone();
                let play = super::bench_seat::play_light(light_seat, config);
                light.push((relayed, tokio::spawn(play)));
                continue;
            }
            seats.push((
                relayed,
                tokio::spawn(play_seat(SeatOptions {
                    url: url.to_string(),
                    also: Vec::new(),
                    code: code.clone(),
                    seat,
                    token: None,
                    decider: Decider::Bot(level),
                    seed: t as u64,
                    reconnect_for: Duration::from_secs(10),
                    drop_after: None,
                })),
            ));
        }
    }
    let mut trips = Trips {
        direct: Vec::new(),
        relayed: Vec::new(),
    };
    for (relayed, seat) in seats {
        let outcome = seat.await.map_err(|e| e.to_string())??;
        let into = if relayed {
            &mut trips.relayed
        } else {
            &mut trips.direct
        };
        into.extend(outcome.round_trips_ms);
    }
    for (relayed, seat) in light {
        let played = seat.await.map_err(|e| e.to_string())??;
        let into = if relayed {
            &mut trips.relayed
        } else {
            &mut trips.direct
        };
        into.extend(played);
    }
    Ok(trips)
}

/// What one push costs on the wire and to step.
struct WireCosts {
    hand_frame: f64,
    plan: f64,
    poses: f64,
    stones: usize,
    push_ms: f64,
    push_frames: u64,
}

/// Measured on the discs' opening quarry with a careful push of a large stone.
fn wire_costs() -> Result<WireCosts, String> {
    let config = QuarryConfig::load_preset(StonePreset::Discs).map_err(|e| e.to_string())?;
    let data = crate::assets::default_game_data().map_err(|e| e.to_string())?;
    let o = data.components.quarry_opening;
    let mut quarry =
        Quarry::new(&config, [o.small, o.mid, o.large], 1).map_err(|e| e.to_string())?;
    let plan = PushPlan::careful(&config, Size::Large);
    let frame = HandFrame {
        aim: Some(PusherPose {
            lateral: 0.012_345_67,
            advance: 0.123_456_7,
            angle: -0.012_345_67,
        }),
        ..HandFrame::new(0.012_345_67, 0.3, -0.012_345_67)
    };
    let hand_frame = client_text(&ClientMessage::Hand {
        frames: vec![frame],
    })
    .len() as f64;
    let plan_bytes = serde_json::to_string(&plan)
        .map_err(|e| e.to_string())?
        .len() as f64;
    let mut driver = PushDriver::planned(&quarry, Size::Large, &plan);
    let (mut pose_bytes, mut frames) = (0usize, 0u64);
    let mut stones = 0;
    let mut stepping = Duration::ZERO;
    while !driver.is_done() {
        let t = Instant::now();
        driver.frame(&mut quarry).map_err(|e| e.to_string())?;
        stepping += t.elapsed();
        let poses: Vec<(u32, [f32; 3], [f32; 4])> = quarry
            .stones()
            .map(|s| (s.id.0, s.translation, s.rotation))
            .collect();
        stones = poses.len();
        pose_bytes += serde_json::to_string(&poses)
            .map_err(|e| e.to_string())?
            .len();
        frames += 1;
    }
    Ok(WireCosts {
        hand_frame,
        plan: plan_bytes,
        poses: pose_bytes as f64 / frames.max(1) as f64,
        stones,
        push_ms: stepping.as_secs_f64() * 1000.0,
        push_frames: frames,
    })
}

/// What the server prints with `--stats`, the latest of each, kept up to date
/// by a thread reading its output: its store's counts (events, commits, other
/// writes) and its timings' line (`net::timings`).
#[derive(Default)]
struct Printed {
    counts: Option<(u64, u64, u64)>,
    timings: Option<String>,
}

type Counts = Arc<Mutex<Printed>>;

fn watch_counts(mut stdout: BufReader<std::process::ChildStdout>) -> Counts {
    let counts: Counts = Arc::default();
    let seen = counts.clone();
    std::thread::spawn(move || {
        let mut line = String::new();
        while stdout.read_line(&mut line).is_ok_and(|n| n > 0) {
            if let Ok(mut printed) = seen.lock() {
                if let Some(read) = read_counts(&line) {
                    printed.counts = Some(read);
                } else if line.starts_with("server:") {
                    printed.timings = Some(line.trim().to_string());
                }
            }
            line.clear();
        }
    });
    counts
}

/// `store: E events in C commits, W other writes`.
fn read_counts(line: &str) -> Option<(u64, u64, u64)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["store:", e, "events", "in", c, "commits,", w, "other", "writes"] => {
            Some((e.parse().ok()?, c.parse().ok()?, w.parse().ok()?))
        }
        _ => None,
    }
}

/// The latest counts, waiting for the first.
fn latest(counts: &Counts) -> Result<(u64, u64, u64), String> {
    let started = Instant::now();
    loop {
        if let Some(read) = counts.lock().map_err(|_| "the counts are unusable")?.counts {
            return Ok(read);
        }
        if started.elapsed() > Duration::from_secs(10) {
            return Err("the server prints no store counts".to_string());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A process's resident memory (KiB), from /proc.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

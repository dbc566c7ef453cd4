//! A seat played headless over the network (`via-appia join … --bot LEVEL` or
//! `--agent CMD`): one of our bots, or an outside program with a Normal bot
//! beside it, deciding on the mirror's game (the seat's own view, as the server
//! sent it) and the mirror's quarry, exactly as a seat at a local table decides.
//! A dropped connection is resumed with the seat's token and the last event
//! number, again and again until [`SeatOptions::reconnect_for`] has passed
//! without a server.

use super::client::{Client, Mirror};
use super::protocol::{ClientMessage, ServerMessage};
use crate::bots::{bot_seed, Bot, BotKit, BotLevel, MoneyLedger, SeatView};
use crate::quarry::{PushPlan, QuarryConfig};
use crate::rules::{Command, GameData};
use crate::table::seat_player::{AgentOptions, SeatPlayer};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Who decides for the seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Decider {
    Bot(BotLevel),
    /// An outside program's command line (the seat protocol).
    Agent(String),
}

/// How to play a seat.
#[derive(Clone, Debug)]
pub struct SeatOptions {
    pub url: String,
    /// Other servers sharing the table's database (`serve --db postgres://…`),
    /// tried in turn after `url` when a connection cannot be made.
    pub also: Vec<String>,
    pub code: String,
    pub seat: usize,
    /// The seat's token to resume with; `None`: join the free seat.
    pub token: Option<String>,
    pub decider: Decider,
    /// The bot's random stream (the same seed decides the same way).
    pub seed: u64,
    /// How long to keep trying to reconnect after a drop.
    pub reconnect_for: Duration,
    /// Drop the connection on purpose after this many own commands (tests of
    /// resuming), once.
    pub drop_after: Option<usize>,
}

/// How a seat's game went.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatOutcome {
    pub token: String,
    pub commands: usize,
    pub reconnections: usize,
    /// Final scores in table order.
    pub scores: Vec<u32>,
    /// Quarry hashes that differed from the server's after a push.
    pub resyncs: u32,
    pub drifted: bool,
    /// The last event number.
    pub seq: u64,
    /// Milliseconds from sending each command to hearing its event.
    pub round_trips_ms: Vec<f64>,
}

/// Plays the seat to the game's end.
pub async fn play_seat(options: SeatOptions) -> Result<SeatOutcome, String> {
    let data = crate::assets::default_game_data().map_err(|e| e.to_string())?;
    let kit = BotKit::load_default().map_err(|e| e.to_string())?;
    let seed = bot_seed(options.seed, options.seat);
    let mut player = match &options.decider {
        Decider::Bot(level) => SeatPlayer::Bot(Bot::new(*level, kit, seed)),
        Decider::Agent(command) => SeatPlayer::agent(
            command,
            options.seat,
            &[],
            &AgentOptions::default(),
            kit,
            seed,
        ),
    };
    let mut token = options.token.clone();
    let mut mirror: Option<Mirror> = None;
    let mut outcome = SeatOutcome {
        token: String::new(),
        commands: 0,
        reconnections: 0,
        scores: Vec::new(),
        resyncs: 0,
        drifted: false,
        seq: 0,
        round_trips_ms: Vec::new(),
    };
    let mut drop_after = options.drop_after;
    let mut lost_since: Option<Instant> = None;
    let servers: Vec<&str> = std::iter::once(options.url.as_str())
        .chain(options.also.iter().map(String::as_str))
        .collect();
    let mut server = 0;
    loop {
        let url = servers[server % servers.len()];
        let session = sit(url, &options, &data, &mut token, &mut mirror).await;
        let mut client = match session {
            Ok(client) => {
                lost_since = None;
                client
            }
            Err(e) => {
                let since = *lost_since.get_or_insert_with(Instant::now);
                if since.elapsed() > options.reconnect_for || token.is_none() {
                    return Err(e);
                }
                server += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let mirror = mirror.as_mut().ok_or("no table")?;
        let played = play_on(
            &mut client,
            mirror,
            &mut player,
            &mut outcome,
            &mut drop_after,
        )
        .await;
        match played? {
            Played::Over => {
                let game = mirror.game.as_ref().ok_or("no game")?;
                outcome.scores = game.players().iter().map(|p| p.score()).collect();
                outcome.token = token.unwrap_or_default();
                outcome.resyncs = mirror.resyncs;
                outcome.drifted = mirror.drifted;
                outcome.seq = mirror.seq;
                player.game_over(&outcome.scores);
                return Ok(outcome);
            }
            Played::Dropped => outcome.reconnections += 1,
            Played::Lost(why) => {
                outcome.reconnections += 1;
                eprintln!("seat {}: {why}; coming back", options.seat);
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

/// Connects and sits: joins the first time, resumes after.
async fn sit(
    url: &str,
    options: &SeatOptions,
    data: &Arc<GameData>,
    token: &mut Option<String>,
    mirror: &mut Option<Mirror>,
) -> Result<Client, String> {
    let mut client = Client::connect(url).await?;
    let ask = match token {
        Some(token) => ClientMessage::Resume {
            code: options.code.clone(),
            token: token.clone(),
            last: mirror.as_ref().map_or(0, |m| m.seq),
        },
        None => ClientMessage::Join {
            code: options.code.clone(),
            seat: options.seat,
        },
    };
    client.send(&ask).await?;
    loop {
        match client.next().await? {
            ServerMessage::Joined {
                code,
                seat,
                token: given,
                opening_quarry,
            } => {
                if let Some(given) = given {
                    *token = Some(given);
                }
                if mirror.is_none() {
                    let opening = serde_json::from_str(&opening_quarry)
                        .map_err(|e| format!("the server's opening quarry cannot be read: {e}"))?;
                    let mut fresh = Mirror::new(data.clone(), code, seat, opening)?;
                    fresh.read_every_state = false;
                    *mirror = Some(fresh);
                }
                return Ok(client);
            }
            ServerMessage::Error { message } => return Err(message),
            _ => {}
        }
    }
}

/// How one connection's play ended.
enum Played {
    /// The game is over.
    Over,
    /// Dropped on purpose (`drop_after`).
    Dropped,
    /// The connection broke.
    Lost(String),
}

/// Plays on one connection; an error is one that coming back cannot mend.
async fn play_on(
    client: &mut Client,
    mirror: &mut Mirror,
    player: &mut SeatPlayer,
    outcome: &mut SeatOutcome,
    drop_after: &mut Option<usize>,
) -> Result<Played, String> {
    let mut asked_at = None;
    let mut sent_at: Option<(u64, Instant)> = None;
    loop {
        let message = match client.next().await {
            Ok(message) => message,
            Err(why) => return Ok(Played::Lost(why)),
        };
        mirror.take(&message)?;
        if let (ServerMessage::Event { seq, .. }, Some((at, when))) = (&message, sent_at) {
            if *seq == at + 1 {
                outcome
                    .round_trips_ms
                    .push(when.elapsed().as_secs_f64() * 1000.0);
                sent_at = None;
            }
        }
        if let ServerMessage::Error { message } = &message {
            // A refusal of our own command: decide again on the next state.
            if message.starts_with("stale") || message.contains("not your turn") {
                asked_at = None;
            }
        }
        if mirror.game_over() {
            return Ok(Played::Over);
        }
        if mirror.my_turn().is_none() || asked_at == Some(mirror.seq) {
            continue;
        }
        let (command, plan) = decide(mirror, player)?;
        asked_at = Some(mirror.seq);
        sent_at = Some((mirror.seq, Instant::now()));
        let sent = client
            .send(&ClientMessage::Command {
                at: mirror.seq,
                command,
                plan,
            })
            .await;
        if let Err(why) = sent {
            return Ok(Played::Lost(why));
        }
        outcome.commands += 1;
        if *drop_after == Some(outcome.commands) {
            *drop_after = None;
            return Ok(Played::Dropped);
        }
    }
}

/// The seat's command on the mirror (its own view and its lockstep quarry),
/// and for a push the plan its hand carries out.
pub fn decide(
    mirror: &Mirror,
    player: &mut SeatPlayer,
) -> Result<(Command, Option<PushPlan>), String> {
    let game = mirror.game.as_ref().ok_or("no game yet")?;
    let seat = mirror.seat.ok_or("a spectator does not play")?;
    let legal = mirror.my_turn().ok_or("not the seat's turn")?;
    // The state's game already counts others' money as the seat may know it.
    let ledger = MoneyLedger::watched_whole_game(game);
    let view = SeatView::new(game, seat, &ledger);
    let choice = player.decide(&view, &mirror.quarry);
    let config: &QuarryConfig = mirror.quarry.config();
    let decision = choice.decision.filter(|d| legal.contains(&d.command));
    let (command, plan) = match decision {
        Some(d) => (d.command, d.plan),
        None => (legal.first().cloned().ok_or("no legal command")?, None),
    };
    let plan = match command {
        Command::Push { size } => {
            let plan = plan.unwrap_or_else(|| PushPlan::careful(config, size));
            Some(player.execute(&plan, config))
        }
        _ => None,
    };
    Ok((command, plan))
}

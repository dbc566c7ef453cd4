//! `bench-server`'s light seat: a client that plays a random legal command from
//! the state the server sent, a push by the careful plan, and keeps no copy of
//! the game or the quarry. It costs its machine almost nothing, so that 400 of
//! them beside the server on a small machine measure the server, not the
//! clients' own physics (a full seat, `--mirror`, steps every push of its table
//! in lockstep: on two cores, 400 of those outweigh the server they measure).

use crate::net::client::Client;
use crate::net::protocol::{ClientMessage, ServerMessage};
use crate::quarry::{PushPlan, QuarryConfig};
use crate::rules::Command;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A game longer than this many own commands is taken for one that never ends.
const MAX_COMMANDS: usize = 20_000;

/// How a light seat plays.
#[derive(Clone, Debug)]
pub struct LightSeat {
    pub url: String,
    pub code: String,
    pub seat: usize,
    pub seed: u64,
    /// The pause before each command, a stand-in for a player's thinking (not
    /// in the round trip): drawn between half and one and a half times this.
    pub think: Duration,
    /// Leave the table at this moment, the game unfinished (`None`: play to the end).
    pub until: Option<Instant>,
}

/// Plays the seat to the game's end (or its `until`); every command's round
/// trip (ms: from sending it to hearing its event).
pub async fn play_light(seat: LightSeat, config: Arc<QuarryConfig>) -> Result<Vec<f64>, String> {
    let LightSeat {
        url,
        code,
        seat,
        seed,
        think,
        until,
    } = seat;
    let mut client = Client::connect(&url).await?;
    let join = ClientMessage::Join {
        code: code.clone(),
        seat,
    };
    client.send(&join).await?;
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut trips = Vec::new();
    let mut asked: Option<u64> = None;
    let mut sent: Option<(u64, Instant)> = None;
    loop {
        let silence = Duration::from_secs(60);
        let wait = until.map_or(silence, |u| u.saturating_duration_since(Instant::now()));
        let Ok(message) = tokio::time::timeout(wait.min(silence), client.next()).await else {
            if until.is_some_and(|u| Instant::now() >= u) {
                return Ok(trips);
            }
            return Err(format!("table {code}: the server said nothing for 60 s"));
        };
        let message = message?;
        match message {
            ServerMessage::Event { seq, .. } => {
                if let Some((_, when)) = sent.filter(|(at, _)| seq == at + 1) {
                    trips.push(when.elapsed().as_secs_f64() * 1000.0);
                    sent = None;
                }
            }
            ServerMessage::State(state) => {
                if state.over {
                    return Ok(trips);
                }
                if state.legal.is_empty() || asked == Some(state.seq) {
                    continue;
                }
                if until.is_some_and(|u| Instant::now() >= u) {
                    return Ok(trips);
                }
                if trips.len() > MAX_COMMANDS {
                    return Err(format!(
                        "table {code}: no end after {MAX_COMMANDS} commands"
                    ));
                }
                let command = state.legal[rng.random_range(0..state.legal.len())].clone();
                let plan = match command {
                    Command::Push { size } => Some(PushPlan::careful(&config, size)),
                    _ => None,
                };
                asked = Some(state.seq);
                if !think.is_zero() {
                    let pause = think.mul_f64(rng.random_range(0.5..1.5));
                    tokio::time::sleep(pause).await;
                }
                sent = Some((state.seq, Instant::now()));
                let at = state.seq;
                client
                    .send(&ClientMessage::Command { at, command, plan })
                    .await?;
            }
            ServerMessage::Error { message } => {
                if message.starts_with("stale") || message.contains("not your turn") {
                    asked = None;
                } else {
                    return Err(format!("table {code}, seat {seat}: {message}"));
                }
            }
            _ => {}
        }
    }
}

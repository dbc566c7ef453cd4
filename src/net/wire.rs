//! What goes on the wire from a table, and the hashes both sides compare: each
//! receiver's [`SeatState`] (made by the bots' own filter, `SeatView`), the hash
//! of the rules' data and of a quarry, and a listener's outgoing queue.

use super::protocol::{server_text, SeatState, ServerMessage};
use super::table_state::TableState;
use crate::bots::SeatView;
use crate::quarry::Quarry;
use crate::rules::{Command, Game, GameData};
use sha2::{Digest, Sha256};
use std::sync::Arc;
use tokio::sync::mpsc::UnboundedSender;

/// A client listening to a table: its connection's number, its seat (`None`:
/// watching) and its outgoing queue (text frames, already written).
pub struct Listener {
    pub conn: u64,
    pub seat: Option<usize>,
    pub tx: UnboundedSender<Arc<str>>,
}

impl Listener {
    /// False once the connection is gone.
    pub fn send(&self, message: &ServerMessage) -> bool {
        self.send_shared(server_text(message).into())
    }

    pub fn send_shared(&self, text: Arc<str>) -> bool {
        self.tx.send(text).is_ok()
    }

    /// Asks the connection to close once what was sent before has gone out.
    pub fn close(&self) {
        let _ = self.tx.send(CLOSE.into());
    }
}

/// Sent down a connection's queue in place of a message: close the
/// connection (no message is ever empty).
pub const CLOSE: &str = "";

/// Lower-case hex of SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// The rules' data as a game's JSON writes it.
pub fn data_text(data: &GameData) -> String {
    serde_json::to_string(data).unwrap_or_default()
}

/// The hash of the rules' data a game is played with.
pub fn data_hash(data: &GameData) -> String {
    sha256_hex(data_text(data).as_bytes())
}

/// The hash of a quarry as it lies: its whole description (every stone's pose,
/// velocity and sleep, the pusher, the clock), numbers written exactly.
pub fn quarry_hash(quarry: &Quarry) -> String {
    sha256_hex(
        serde_json::to_string(&quarry.describe())
            .unwrap_or_default()
            .as_bytes(),
    )
}

/// A seat's (or a spectator's) state of the table: the game as
/// `SeatView::public_game` makes it (a spectator's knows nobody's money beyond
/// the public count), without the rules' data.
///
/// `written` keeps the views already written for this state: seats whose views
/// are equal (the usual case: the public count of money is exact) share one
/// text, so a state is written once, not once per listener.
pub fn seat_state(
    table: &TableState,
    seat: Option<usize>,
    quarry_hash: &str,
    written: &mut Vec<(Game, String)>,
) -> SeatState {
    let session = &table.session;
    let game = &session.game;
    // A seat past the last is nobody's: every player's money is the counted one.
    let viewer = seat.unwrap_or(usize::MAX);
    let public = SeatView::new(game, viewer, &session.ledger).public_game();
    let text = match written.iter().find(|(g, _)| *g == public) {
        Some((_, text)) => text.clone(),
        None => {
            let text = game_without_data(&public, &table.shelf.data_text);
            written.push((public, text.clone()));
            text
        }
    };
    let legal = match seat {
        Some(seat)
            if seat == game.current()
                && table.bots.get(seat).is_some_and(Option::is_none)
                && !game.is_over()
                && session.push.is_none()
                && table.broken.is_none() =>
        {
            let mut legal = game.legal_actions();
            legal.retain(|c| !matches!(c, Command::QuarryResult { .. }));
            legal
        }
        _ => Vec::new(),
    };
    SeatState {
        seq: table.seq,
        seat,
        game: text,
        over: game.is_over(),
        data_hash: table.shelf.data_hash.clone(),
        legal,
        push_under_way: table.hand_push.as_ref().map(|p| p.at),
        push_frames: (table.hand_push.iter())
            .flat_map(|p| p.trace.iter())
            .map(|f| u64::from(f.repeat))
            .sum(),
        quarry_hash: quarry_hash.to_string(),
    }
}

/// A game as JSON text without its `data` field, which a game writes first.
fn game_without_data(game: &Game, data_text: &str) -> String {
    let text = serde_json::to_string(game).unwrap_or_default();
    let head = format!("{{\"data\":{data_text},");
    match text.strip_prefix(&head) {
        Some(rest) => format!("{{{rest}"),
        None => text,
    }
}

/// The game a [`SeatState`] describes, with this build's rules' data put back
/// (`data_text`, as [`data_text`] writes it); refused when the server's data
/// differs from it.
pub fn game_from_state(
    state: &SeatState,
    data_text: &str,
    data_hash: &str,
) -> Result<Game, String> {
    if state.data_hash != data_hash {
        return Err(
            "the server plays with other rules' data (board, deck) than this game has".to_string(),
        );
    }
    let rest = (state.game.strip_prefix('{')).ok_or("the server's game is not a JSON object")?;
    let text = format!("{{\"data\":{data_text},{rest}");
    serde_json::from_str(&text).map_err(|e| format!("the server's game cannot be read: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;

    #[test]
    fn a_game_without_its_data_reads_back_with_ours() {
        let data = crate::assets::default_game_data().expect("data");
        let setup = Setup {
            seed: 3,
            players: vec!["a".into(), "b".into()],
            options: Default::default(),
        };
        let game = Game::new(data.clone(), &setup).expect("game");
        let state = SeatState {
            seq: 1,
            seat: Some(0),
            game: game_without_data(&game, &data_text(&data)),
            data_hash: data_hash(&data),
            legal: Vec::new(),
            over: false,
            push_under_way: None,
            push_frames: 0,
            quarry_hash: String::new(),
        };
        assert!(!state.game.contains("\"board\""), "the data stays home");
        let text = data_text(&data);
        let back = game_from_state(&state, &text, &data_hash(&data)).expect("reads back");
        assert_eq!(back, game);
        let wrong = game_from_state(&state, &text, "other").unwrap_err();
        assert!(wrong.contains("other rules' data"), "{wrong}");
    }
}

//! A client's connection relayed to the server that holds its table's lease
//! (see [`super::lease`] for why a pipe and not a redirect).
//!
//! The server the client reached opens a WebSocket to the owner at
//! `OWNER/piped`, drops the owner's greeting (the client had this server's),
//! sends the client's request to sit, and from then on copies every message
//! both ways unread. The owner treats the pipe as any client: the same rules,
//! the same allowance of messages. When either end goes, the other is closed,
//! and the client comes back as after any drop. The path marks the connection
//! as piped: a server reached that way never pipes it on (no loops).

use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The path a pipe connects to on the owner.
pub const PIPED_PATH: &str = "/piped";

/// How long the owner may take to answer a pipe.
const ANSWER_WITHIN: Duration = Duration::from_secs(3);

/// The connection to the owner.
pub type Upstream = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Opens the pipe to `owner` (`ws://HOST:PORT`) and sends it `sit`, the
/// client's request as it came.
pub async fn open(owner: &str, sit: &str) -> Result<Upstream, String> {
    let url = format!("{}{PIPED_PATH}", owner.trim_end_matches('/'));
    let unreachable = |why: String| format!("the table's server {owner} does not answer ({why})");
    let (mut upstream, _) =
        tokio::time::timeout(ANSWER_WITHIN, tokio_tungstenite::connect_async(&url))
            .await
            .map_err(|_| unreachable("no answer in time".to_string()))?
            .map_err(|e| unreachable(e.to_string()))?;
    match tokio::time::timeout(ANSWER_WITHIN, upstream.next()).await {
        Ok(Some(Ok(Message::Text(_)))) => {}
        _ => return Err(unreachable("it did not greet".to_string())),
    }
    upstream
        .send(Message::text(sit.to_string()))
        .await
        .map_err(|e| unreachable(e.to_string()))?;
    Ok(upstream)
}

/// The next message from the owner; never, when there is no pipe (so that
/// it can stand in a `select!` beside the client's own messages).
pub async fn next(
    upstream: &mut Option<futures_util::stream::SplitStream<Upstream>>,
) -> Option<Result<Message, tokio_tungstenite::tungstenite::Error>> {
    match upstream {
        Some(stream) => stream.next().await,
        None => std::future::pending().await,
    }
}

//! The connection of a screen to its table on a server, kept on its own thread
//! so that a window never waits for the network: the thread connects, hosts or
//! joins (or comes back with the seat's token), passes every server message on
//! as [`News`], sends what it is given, and after a drop connects again, again
//! and again, resuming from the last event it passed on. The screen's side
//! reads the news each frame without waiting ([`Link::news`]).

use super::client::Client;
use super::protocol::{ClientMessage, ServerMessage, TableSpec};
use std::sync::mpsc as std_mpsc;
use std::time::Duration;
use tokio::sync::mpsc;

/// How long to wait before connecting again after a drop.
pub const RECONNECT_EVERY: Duration = Duration::from_secs(1);

/// How a screen comes to a table.
#[derive(Clone, Debug, PartialEq)]
pub enum Approach {
    /// Make a new table, then sit in `seat` of it.
    Host { table: TableSpec, seat: usize },
    /// Sit in a free person's seat of a table.
    Join { code: String, seat: usize },
    /// Come back to one's seat with its token.
    Resume { code: String, token: String },
    /// Watch a table without a seat.
    Watch { code: String },
}

/// What the link thread tells the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// Seated (again, after a reconnection): the table's code, the seat, the
    /// seat's token (each time: the one the server gave at the first join) and
    /// the opening quarry as the server sent it.
    Seated {
        code: String,
        seat: Option<usize>,
        token: Option<String>,
        opening_quarry: String,
    },
    /// A server message, in the order it came.
    Message(ServerMessage),
    /// The connection broke; the thread is trying again.
    Lost(String),
    /// The table cannot be reached or refused the screen: the thread ended.
    Failed(String),
}

enum Order {
    Send(ClientMessage),
    /// Break the connection now (it comes back as after any drop).
    Drop,
}

/// The screen's end of the link (see the module docs). Dropping it ends the
/// thread and its connection.
pub struct Link {
    orders: mpsc::UnboundedSender<Order>,
    news: std_mpsc::Receiver<News>,
}

impl Link {
    /// Starts the thread for `url` (`ws://host:port`).
    pub fn open(url: &str, approach: Approach) -> Result<Link, String> {
        let (orders, order_rx) = mpsc::unbounded_channel();
        let (news_tx, news) = std_mpsc::channel();
        let url = url.to_string();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the network thread: {e}"))?;
        std::thread::Builder::new()
            .name("online-link".to_string())
            .spawn(move || runtime.block_on(keep_linked(url, approach, order_rx, news_tx)))
            .map_err(|e| format!("cannot start the network thread: {e}"))?;
        Ok(Link { orders, news })
    }

    /// Sends a message to the table (dropped while the connection is down: what
    /// matters is sent again from the screen's own state after a resume).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.orders.send(Order::Send(message));
    }

    /// Breaks the connection as a network would (tests of coming back): what
    /// is sent in the next third of a second is lost, then the connection is
    /// found broken and the thread connects again after [`RECONNECT_EVERY`].
    pub fn drop_connection(&self) {
        let _ = self.orders.send(Order::Drop);
    }

    /// Everything the thread has told since the last call.
    pub fn news(&self) -> Vec<News> {
        self.news.try_iter().collect()
    }

    /// Waits up to `timeout` for the next news (tests and tools).
    pub fn wait(&self, timeout: Duration) -> Option<News> {
        self.news.recv_timeout(timeout).ok()
    }
}

/// Where the thread is: what it knows to come back with.
struct Place {
    code: Option<String>,
    token: Option<String>,
    last: u64,
}

/// The servers an address names: one, or several of one database
/// (`serve --db postgres://…`) separated by spaces or commas, tried in turn
/// when one does not answer.
pub fn servers(text: &str) -> Vec<String> {
    (text.split([',', ' ', '\t']))
        .map(str::trim)
        .filter(|url| !url.is_empty())
        .map(str::to_string)
        .collect()
}

async fn keep_linked(
    url: String,
    approach: Approach,
    mut orders: mpsc::UnboundedReceiver<Order>,
    news: std_mpsc::Sender<News>,
) {
    let mut place = Place {
        code: None,
        token: None,
        last: 0,
    };
    if let Approach::Resume { code, token } = &approach {
        place.code = Some(code.clone());
        place.token = Some(token.clone());
    }
    let servers = servers(&url);
    let mut at = 0;
    let mut seated_once = false;
    loop {
        let url = servers
            .get(at % servers.len().max(1))
            .map_or("", String::as_str);
        let sat = sit(url, &approach, &mut place, &news).await;
        let mut client = match sat {
            Ok(client) => client,
            Err(Sitting::Refused(why)) => {
                let _ = news.send(News::Failed(why));
                return;
            }
            // Before the first seat, each server is tried once.
            Err(Sitting::Unreachable(_)) if !seated_once && at + 1 < servers.len() => {
                at += 1;
                continue;
            }
            Err(Sitting::Unreachable(why)) if !seated_once => {
                let _ = news.send(News::Failed(why));
                return;
            }
            Err(Sitting::Unreachable(why)) => {
                at += 1;
                if news.send(News::Lost(why)).is_err() || !wait_or_gone(&mut orders).await {
                    return;
                }
                continue;
            }
        };
        seated_once = true;
        let why = loop {
            tokio::select! {
                message = client.next() => match message {
                    Ok(message) => {
                        if let ServerMessage::Event { seq, .. } = &message {
                            place.last = place.last.max(*seq);
                        }
                        if news.send(News::Message(message)).is_err() {
                            return;
                        }
                    }
                    Err(why) => break why,
                },
                order = orders.recv() => match order {
                    Some(Order::Send(message)) => {
                        if let Err(why) = client.send(&message).await {
                            break why;
                        }
                    }
                    Some(Order::Drop) => {
                        // As a network that fails: what is sent for a moment
                        // goes nowhere, then the connection is found broken.
                        if !lose_a_moment(&mut orders).await {
                            return;
                        }
                        break "dropped on purpose".to_string();
                    }
                    None => return,
                },
            }
        };
        if news.send(News::Lost(why)).is_err() || !wait_or_gone(&mut orders).await {
            return;
        }
    }
}

/// Drops every order for a third of a second; false once the screen has gone.
async fn lose_a_moment(orders: &mut mpsc::UnboundedReceiver<Order>) -> bool {
    let moment = tokio::time::sleep(Duration::from_millis(330));
    tokio::pin!(moment);
    loop {
        tokio::select! {
            _ = &mut moment => return true,
            order = orders.recv() => if order.is_none() { return false },
        }
    }
}

/// Waits before the next try; false once the screen has gone. Orders given
/// meanwhile are dropped (the screen sends again from its state).
async fn wait_or_gone(orders: &mut mpsc::UnboundedReceiver<Order>) -> bool {
    let sleep = tokio::time::sleep(RECONNECT_EVERY);
    tokio::pin!(sleep);
    loop {
        tokio::select! {
            _ = &mut sleep => return true,
            order = orders.recv() => if order.is_none() { return false },
        }
    }
}

enum Sitting {
    /// The server said no (a wrong code, a taken seat): trying again is useless.
    Refused(String),
    /// No server there, or the connection broke while sitting.
    Unreachable(String),
}

/// Connects and sits: the approach the first time, with the token after.
async fn sit(
    url: &str,
    approach: &Approach,
    place: &mut Place,
    news: &std_mpsc::Sender<News>,
) -> Result<Client, Sitting> {
    let mut client = Client::connect(url).await.map_err(Sitting::Unreachable)?;
    let ask = match (&place.code, &place.token, approach) {
        (Some(code), Some(token), _) => ClientMessage::Resume {
            code: code.clone(),
            token: token.clone(),
            last: place.last,
        },
        (_, _, Approach::Host { table, seat }) => {
            let code = create(&mut client, table).await?;
            place.code = Some(code.clone());
            ClientMessage::Join { code, seat: *seat }
        }
        (_, _, Approach::Watch { code }) => ClientMessage::Watch {
            code: code.clone(),
            last: place.last,
        },
        (_, _, Approach::Join { code, seat }) => ClientMessage::Join {
            code: code.clone(),
            seat: *seat,
        },
        (_, _, Approach::Resume { code, token }) => ClientMessage::Resume {
            code: code.clone(),
            token: token.clone(),
            last: place.last,
        },
    };
    client.send(&ask).await.map_err(Sitting::Unreachable)?;
    loop {
        match client.next().await.map_err(Sitting::Unreachable)? {
            ServerMessage::Joined {
                code,
                seat,
                token,
                opening_quarry,
            } => {
                if token.is_some() {
                    place.token = token;
                }
                place.code = Some(code.clone());
                let seated = News::Seated {
                    code,
                    seat,
                    token: place.token.clone(),
                    opening_quarry,
                };
                news.send(seated)
                    .map_err(|_| Sitting::Refused("the screen has gone".to_string()))?;
                return Ok(client);
            }
            ServerMessage::Error { message } => return Err(Sitting::Refused(message)),
            _ => {}
        }
    }
}

/// Makes a new table; its code.
async fn create(client: &mut Client, table: &TableSpec) -> Result<String, Sitting> {
    let ask = ClientMessage::Create {
        table: table.clone(),
    };
    client.send(&ask).await.map_err(Sitting::Unreachable)?;
    loop {
        match client.next().await.map_err(Sitting::Unreachable)? {
            ServerMessage::Created { code } => return Ok(code),
            ServerMessage::Error { message } => return Err(Sitting::Refused(message)),
            _ => {}
        }
    }
}

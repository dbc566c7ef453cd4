//! The game server's tests, one binary, no window: a server on 127.0.0.1 (in
//! this process, or the real `via-appia serve` where it must die by `kill -9`),
//! headless seats playing whole physical games over WebSocket, a person's push
//! by hand frame by frame, refusals, and a small fuzz of the protocol.

mod support;

mod cluster;
mod fuzz;
pub mod game;
pub mod hand_push;
pub mod online_seat;
mod pg;
mod refusals;
mod rematch;
mod restart;
mod seat_back;
mod store_contract;

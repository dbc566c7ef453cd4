//! Online play: the game server (`via-appia serve`) and its clients.
//!
//! The server is the truth. It holds each table's game, quarry, seed and
//! generators ([`table_state`]), checks every command with the rules, runs the
//! bots it seats, and sends each seat only what that seat may know ([`wire`],
//! through `bots::SeatView`, the filter the bots and the seat protocol use).
//! Every accepted command and every finished push is the table's next numbered
//! event, written to the store ([`store`]: an SQLite file, or PostgreSQL with
//! [`store_pg`]; by one writer for every table that
//! commits the events of many tables together, [`group_commit`]) before any
//! client hears of it; a
//! restart rebuilds each table by replaying its events, and a client that comes
//! back sends its last event number and gets what it missed. Several servers
//! can share one PostgreSQL database: each table is served by the holder of
//! its lease, the others relay its clients there, and a table whose server
//! died is taken over from its events ([`lease`], [`pipe`]).
//!
//! # A push online: lockstep, not streamed poses
//!
//! A client sends its hand's wishes frame by frame (`hand`); the server clamps
//! them as the hand does (the same [`crate::quarry::PushDriver::feed`]) and steps
//! its quarry one frame per wish, forwarding the wishes to every screen
//! (`frames`) and storing them with the push's end (`pushed`, with the hash of
//! its quarry once still). A bot's or program's push is its plan, sent once.
//! Every client steps its own quarry through the same wishes or plan (rapier with
//! `enhanced-determinism` is bit-identical on the same build) and compares the
//! hash; one that differs lays its quarry again from the opening the server sent
//! and every push since ([`client::Mirror`]).
//!
//! Why not stream the stones' poses: measured by `via-appia bench-server` on the
//! discs' opening (25 stones, a careful push of a large stone, 54 frames), a
//! frame of poses (every stone's id, position and turn, JSON) is 2,282 bytes,
//! 134 KiB a second at 60 frames to each watcher, where a hand frame is 169
//! bytes (9.9 KiB a second) and a bot's whole push one plan of 100 bytes. The
//! server steps each push once whichever way (3.8 ms for that push, debug
//! build); in lockstep each client also steps it, which it does anyway to show
//! the push and for its bots' foresight. Poses would also not carry the contact
//! state a client needs to step on (rapier issue #966: a restored world can part
//! from the original), so lockstep plus a hash check is both smaller and exact.
//!
//! # What is not sent
//! The seed (it decides the hidden pile) never leaves the server; the opening
//! quarry goes out as a description whose generator is neutral (laying stones is
//! done; the server rebuilds its own quarry from the very same description).

pub mod client;
pub mod group_commit;
pub mod lease;
pub mod link;
pub mod online_seat;
pub mod pipe;
pub mod protocol;
pub mod rematch;
pub mod seat_client;
pub mod server;
pub mod store;
pub mod store_pg;
pub mod table_moves;
pub mod table_state;
pub mod table_task;
pub mod timings;
pub mod wire;

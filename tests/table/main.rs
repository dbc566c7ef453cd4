//! The table's tests, one binary: the game the window plays, without a window.
//! `Table` and `Session` take the calls the window makes (panel intents, a
//! person's hand on the pusher, the frame clock); hot-seat games, undo, saving
//! and loading, autosaves; one push path whichever front end drives it; and
//! outside programs at a seat (the seat protocol, end to end, with Python's
//! standard library only; without `python3` those tests say so and pass).

/// The helpers in `tests/common/` this binary uses.
#[path = "../common"]
mod common {
    pub mod hand;
    pub mod poses;
    pub mod python;
    pub mod table;
}

mod agent_fuzz;
mod agent_protocol;
mod agent_table;
mod autosave;
mod front_seat;
mod guide_seed;
mod hint;
mod hotseat;
mod narration;
mod pace;
mod play;
mod push_by_hand;
mod push_paths;
mod session_file;
mod undo;
mod undo_grace;
mod watch;

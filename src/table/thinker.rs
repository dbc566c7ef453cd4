//! A bot thinking about its move away from the window's thread, so that the
//! window keeps drawing (a Normal bot tries pushes on quarry clones, which takes
//! far longer than a frame).
//!
//! The bot goes to a worker thread with what its seat sees, owned (a view
//! borrows the game, which stays with the table): the public copy of the game
//! ([`SeatView::public_game`], nothing hidden in it), the money count and a clone
//! of the live quarry. The worker builds the seat's view on that copy, which
//! answers exactly as the view at the table would, and comes back with the
//! decision; the table takes the returned bot (its random source has moved on).
//! Nothing the thread sees changes while it thinks, and the table waits for the
//! answer however long it takes, so the game does not depend on thread timing:
//! a seed and the commands replay it. [`Thought::start`] can also think right
//! away on the caller's thread (tests; or where no thread can be started).

use super::seat_player::{Choice, SeatPlayer};
use crate::bots::{MoneyLedger, SeatView};
use crate::quarry::Quarry;
use crate::rules::{Game, PlayerId};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

/// A seat's decider and what it decided.
pub type Answer = (SeatPlayer, Choice);

/// What a bot (or a program) thinks with, owned so that it can go to another thread.
struct Job {
    bot: SeatPlayer,
    seat: PlayerId,
    /// The game as the seat sees it: others' money counted, the pile in a
    /// canonical order, a neutral generator.
    public: Game,
    ledger: MoneyLedger,
    quarry: Quarry,
}

impl Job {
    fn new(bot: SeatPlayer, view: SeatView<'_>, quarry: Quarry) -> Job {
        Job {
            bot,
            seat: view.seat(),
            public: view.public_game(),
            ledger: view.ledger().clone(),
            quarry,
        }
    }

    /// The bot's decision on the seat's view of the public copy.
    fn think(self) -> Answer {
        let Job {
            mut bot,
            seat,
            public,
            ledger,
            quarry,
        } = self;
        let choice = bot.decide(&SeatView::new(&public, seat, &ledger), &quarry);
        (bot, choice)
    }
}

/// Makes the calling thread the last to get a core, so that a bot thinking does
/// not take the window's share: on a machine with few cores (and a software GL
/// renderer that draws on all of them) the frames would slow down otherwise.
/// Only the thinking's pace changes, never its result.
#[cfg(target_os = "linux")]
fn lower_priority() {
    // On Linux the nice value belongs to each thread: `who = 0` with
    // PRIO_PROCESS means the calling thread only (setpriority(2), NOTES). A
    // failure leaves the thread at its priority, which is harmless.
    // SAFETY: a plain system call with no pointers.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {}

/// The job out of its slot, if nobody took it yet (a poisoned lock still holds it).
fn take(slot: &Mutex<Option<Job>>) -> Option<Job> {
    slot.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// A bot's thinking under way, or done.
pub struct Thought {
    state: State,
}

enum State {
    Done(Option<Box<Answer>>),
    Worker(Receiver<Answer>),
}

impl Thought {
    /// Starts `bot` deciding from `view` and `quarry`: on a worker thread if
    /// `on_worker`, else here and now. If no thread can be started, it thinks
    /// here (the window stalls for that move; the game is the same).
    pub fn start(bot: SeatPlayer, view: SeatView<'_>, quarry: Quarry, on_worker: bool) -> Thought {
        let job = Job::new(bot, view, quarry);
        if !on_worker {
            return Thought::here(job);
        }
        // The job waits in a shared slot, so that it is still here to be done on
        // this thread should the worker never start.
        let job = Arc::new(Mutex::new(Some(job)));
        let for_worker = Arc::clone(&job);
        let (send, answer) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("bot-thinking".to_string())
            .spawn(move || {
                lower_priority();
                if let Some(job) = take(&for_worker) {
                    // The table may have gone (a new game): nobody to tell.
                    let _ = send.send(job.think());
                }
            });
        let fallback = spawned.is_err().then(|| take(&job)).flatten();
        match fallback {
            Some(job) => Thought::here(job),
            None => Thought {
                state: State::Worker(answer),
            },
        }
    }

    fn here(job: Job) -> Thought {
        Thought {
            state: State::Done(Some(Box::new(job.think()))),
        }
    }

    /// The answer once it is there (given once), `Ok(None)` while the bot still
    /// thinks, or why it never will answer.
    pub fn poll(&mut self) -> Result<Option<Answer>, &'static str> {
        match &mut self.state {
            State::Done(answer) => Ok(answer.take().map(|a| *a)),
            State::Worker(receiver) => match receiver.try_recv() {
                Ok(answer) => Ok(Some(answer)),
                Err(TryRecvError::Empty) => Ok(None),
                Err(TryRecvError::Disconnected) => Err("the bot failed while thinking"),
            },
        }
    }
}

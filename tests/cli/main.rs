//! The headless commands as a user runs them, one binary: the real
//! `via-appia` binary on real files (`simulate`, `script`, `replay`,
//! `quarry-lab`, `tournament`, …), and bad input, which never crashes, hangs or
//! is silently taken: every reproducer a tester found gets a clean, located
//! error, and a seeded mutation fuzzer feeds thousands of broken files to every
//! loader (`FUZZ_MUTANTS` sets how many).

/// The helpers in `tests/common/` this binary uses.
#[path = "../common"]
mod common {
    pub mod python;
}

mod commands;
mod fuzz;
mod reproducers;
mod tournament;

//! The bots' tests, one binary: whole games between bots through the headless
//! loop (never a command the rules refuse, a physical game replayed bit for bit
//! from its record), and what a bot may know and keeps to (money re-derived from
//! public events, the hidden pile order without influence, no level throwing
//! value away).

mod fairness;
mod games;

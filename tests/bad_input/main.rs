//! Bad input never crashes, hangs or is silently taken: every reproducer a
//! tester found gets a clean, located error, and a seeded mutation fuzzer feeds
//! thousands of broken files to every loader.

mod fuzz;
mod reproducers;

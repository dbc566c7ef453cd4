//! Where a command's time goes on the server, counted as it runs: from the
//! moment its frame is read to the moment its table has told everyone
//! (`handled`), and within that the wait for the store's commit (`commit`).
//! `serve --stats` prints both; `bench-server` sets them against the round
//! trip its clients measure, which adds the network, the clients' own work and
//! the machine's scheduling.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Width of one bucket (µs) and the buckets kept; slower ones count in the last.
const BUCKET_US: u64 = 250;
const BUCKETS: usize = 4000;

/// A histogram of durations, shared by every table (atomic counters).
pub struct Histogram {
    buckets: Vec<AtomicU64>,
    /// Every duration added up (µs).
    total_us: AtomicU64,
}

impl Default for Histogram {
    fn default() -> Histogram {
        Histogram {
            buckets: (0..BUCKETS).map(|_| AtomicU64::new(0)).collect(),
            total_us: AtomicU64::new(0),
        }
    }
}

impl Histogram {
    pub fn add(&self, took: Duration) {
        let bucket = (took.as_micros() / u128::from(BUCKET_US)).min(BUCKETS as u128 - 1);
        self.buckets[bucket as usize].fetch_add(1, Ordering::Relaxed);
        let us = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.total_us.fetch_add(us, Ordering::Relaxed);
    }

    /// Every duration added up.
    pub fn total(&self) -> Duration {
        Duration::from_micros(self.total_us.load(Ordering::Relaxed))
    }

    /// How many, and the durations (ms) under which the share `q` of them fall
    /// (the top of their bucket, so at most 0.25 ms over).
    pub fn quantiles(&self, qs: &[f64]) -> (u64, Vec<f64>) {
        let counts: Vec<u64> = (self.buckets.iter())
            .map(|b| b.load(Ordering::Relaxed))
            .collect();
        let total: u64 = counts.iter().sum();
        let at = |q: f64| {
            let wanted = (q * total as f64).ceil().max(1.0) as u64;
            let mut seen = 0;
            for (i, n) in counts.iter().enumerate() {
                seen += n;
                if seen >= wanted {
                    return ((i as u64 + 1) * BUCKET_US) as f64 / 1000.0;
                }
            }
            0.0
        };
        (total, qs.iter().map(|q| at(*q)).collect())
    }
}

/// The server's timings (see the module docs).
#[derive(Default)]
pub struct ServerTimings {
    pub handled: Histogram,
    pub commit: Histogram,
}

impl ServerTimings {
    /// `server: N commands, handled p50 A ms p95 B ms, commit wait p50 C ms
    /// p95 D ms, commit waits S s in all` (every event's wait for its commit
    /// added up: the store's part of the tables' time).
    pub fn line(&self) -> String {
        let (n, handled) = self.handled.quantiles(&[0.5, 0.95]);
        let (_, commit) = self.commit.quantiles(&[0.5, 0.95]);
        format!(
            "server: {n} commands, handled p50 {:.2} ms p95 {:.2} ms, commit wait p50 {:.2} ms p95 {:.2} ms, \
             commit waits {:.3}s in all",
            handled[0],
            handled[1],
            commit[0],
            commit[1],
            self.commit.total().as_secs_f64()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_fall_in_their_buckets() {
        let h = Histogram::default();
        for ms in 1..=100u64 {
            h.add(Duration::from_millis(ms));
        }
        let (n, q) = h.quantiles(&[0.5, 0.95]);
        assert_eq!(n, 100);
        assert!((q[0] - 50.25).abs() < 1e-9, "{q:?}");
        assert!((q[1] - 95.25).abs() < 1e-9, "{q:?}");
        h.add(Duration::from_secs(60));
        assert_eq!(h.quantiles(&[1.0]).1[0], 1000.0, "the slowest bucket");
    }
}

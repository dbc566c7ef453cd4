//! The few statistics the headless reports need: quantiles of timings and a
//! binomial confidence interval for win shares.

/// The `q` quantile (0..1) of the values, nearest rank; 0 for no values.
pub fn quantile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// The Wilson score interval (95 %, z = 1.96) of a share of `successes` in
/// `trials`. Unlike the textbook `p ± z·sqrt(p(1-p)/n)`, it stays inside [0, 1]
/// and does not collapse to a point at 0 % or 100 %, which a strong bot against
/// a weak one reaches. `successes` may be fractional (a tie shared by winners).
pub fn wilson(successes: f64, trials: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let p = (successes / trials).clamp(0.0, 1.0);
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * trials)) / (1.0 + z2 / trials);
    let half =
        z / (1.0 + z2 / trials) * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_by_nearest_rank() {
        let v = [5.0, 1.0, 3.0, 2.0, 4.0];
        assert_eq!(quantile(&v, 0.5), 3.0);
        assert_eq!(quantile(&v, 0.95), 5.0);
        assert_eq!(quantile(&v, 0.0), 1.0);
        assert_eq!(quantile(&[], 0.5), 0.0);
    }

    #[test]
    fn wilson_matches_published_values() {
        // 81 of 263 at z = 1.96, worked by hand from the formula: centre
        // 0.31074, half-width 0.05546.
        let (lo, hi) = wilson(81.0, 263.0);
        assert!((lo - 0.2553).abs() < 5e-4, "{lo}");
        assert!((hi - 0.3662).abs() < 5e-4, "{hi}");
        let (lo, hi) = wilson(200.0, 200.0);
        assert!(lo > 0.98 && lo < 1.0 && hi == 1.0, "{lo} {hi}");
        let (lo, hi) = wilson(0.0, 200.0);
        assert!(lo == 0.0 && hi > 0.0 && hi < 0.02, "{lo} {hi}");
    }
}

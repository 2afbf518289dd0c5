//! Retries with exponential backoff and jitter, honouring `Retry-After`.

use rand::Rng;
use std::time::Duration;

/// How often and how long to retry.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RetryPolicy {
    /// Attempts in all, the first included (at least 1).
    pub max_attempts: u32,
    pub base_delay: Duration,
    pub max_delay: Duration,
    /// A `Retry-After` longer than this is not waited for: the call fails.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_attempts: 4,
            base_delay: Duration::from_millis(500),
            max_delay: Duration::from_secs(20),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// The wait before attempt `attempt + 1` (attempt counts from 1): the
    /// server's `Retry-After` when given, else `base * 2^(attempt-1)` with
    /// full jitter, capped at `max_delay`.
    pub fn delay(&self, attempt: u32, retry_after: Option<Duration>) -> Duration {
        if let Some(d) = retry_after {
            return d;
        }
        let exp = self
            .base_delay
            .saturating_mul(2u32.saturating_pow(attempt.saturating_sub(1)))
            .min(self.max_delay);
        let ms = exp.as_millis() as u64;
        if ms == 0 {
            return Duration::ZERO;
        }
        Duration::from_millis(rand::rng().random_range(ms / 2..=ms))
    }
}

/// Parses a `Retry-After` header given in seconds.
pub fn parse_retry_after(value: &str) -> Option<Duration> {
    value
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_is_capped_and_yields_to_retry_after() {
        let p = RetryPolicy {
            max_attempts: 5,
            base_delay: Duration::from_millis(100),
            max_delay: Duration::from_millis(300),
            max_retry_after: Duration::from_secs(60),
        };
        for _ in 0..50 {
            let d1 = p.delay(1, None);
            assert!(d1 >= Duration::from_millis(50) && d1 <= Duration::from_millis(100));
            let d3 = p.delay(3, None);
            assert!(
                d3 >= Duration::from_millis(150) && d3 <= Duration::from_millis(300),
                "{d3:?}"
            );
        }
        assert_eq!(
            p.delay(2, Some(Duration::from_secs(7))),
            Duration::from_secs(7)
        );
        assert_eq!(parse_retry_after(" 2 "), Some(Duration::from_secs(2)));
        assert_eq!(parse_retry_after("soon"), None);
    }
}

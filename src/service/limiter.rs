//! A client-side limit on seller requests, so bulk work stays under the service's rate limit.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::error::Failure;

/// `N` requests in any `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub requests: usize,
    pub window: Duration,
}

/// The service's documented seller limit (api-catalogue §7).
pub const SERVICE: Rate = Rate {
    requests: 120,
    window: Duration::from_secs(60),
};

/// Parses `120/60s`, `10/1s`, `off`; `None` means no limit. The grammar is the setting's
/// (`config::parse_rate_limit`), so a flag is checked as the limiter reads it.
pub fn parse(text: &str) -> Result<Option<Rate>, Failure> {
    let rate = crate::config::parse_rate_limit(text).map_err(Failure::Config)?;
    Ok(rate.map(|(requests, secs)| Rate {
        requests,
        window: Duration::from_secs(secs),
    }))
}

/// A sliding window: at most `requests` starts in any `window` (plus a small margin, so that
/// arrival jitter never puts one request too many into one of the service's fixed windows).
pub struct Limiter {
    rate: Rate,
    margin: Duration,
    starts: Mutex<VecDeque<Instant>>,
}

impl Limiter {
    pub fn new(rate: Rate) -> Limiter {
        let margin = (rate.window / 50)
            .max(Duration::from_millis(250))
            .min(rate.window / 10);
        Limiter {
            rate,
            margin,
            starts: Mutex::new(VecDeque::new()),
        }
    }

    /// How long to wait before the next request may start at `now`; records it when zero.
    pub fn delay(&self, now: Instant) -> Duration {
        let mut starts = self.starts.lock().unwrap_or_else(|p| p.into_inner());
        // Saturating: a window as long as `--rate-limit 1/213503982334600d` (2^64 s) is a wait
        // until the end of time, never an overflow (a panic).
        let span = self.rate.window.saturating_add(self.margin);
        while starts
            .front()
            .is_some_and(|t| now.duration_since(*t) >= span)
        {
            starts.pop_front();
        }
        if starts.len() < self.rate.requests {
            starts.push_back(now);
            return Duration::ZERO;
        }
        let oldest = *starts.front().expect("full window has a front");
        span.saturating_sub(now.saturating_duration_since(oldest))
            .max(Duration::from_millis(1))
    }

    /// Waits for a slot.
    pub async fn acquire(&self) {
        loop {
            let wait = self.delay(Instant::now());
            if wait.is_zero() {
                return;
            }
            tokio::time::sleep(wait).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rates() {
        assert_eq!(parse("120/60s").unwrap(), Some(SERVICE));
        assert_eq!(parse("off").unwrap(), None);
        assert_eq!(
            parse("5/1m").unwrap(),
            Some(Rate {
                requests: 5,
                window: Duration::from_secs(60)
            })
        );
        for bad in ["120", "x/60s", "10/", "0/5s", "10/5"] {
            assert_eq!(parse(bad).unwrap_err().code(), 3, "{bad}");
        }
    }

    #[test]
    fn a_window_past_the_end_of_time_is_a_long_wait_not_a_panic() {
        let l = Limiter::new(Rate {
            requests: 1,
            window: Duration::from_secs(u64::MAX),
        });
        let t0 = Instant::now();
        assert_eq!(l.delay(t0), Duration::ZERO);
        assert!(l.delay(t0 + Duration::from_secs(1)) > Duration::from_secs(u64::MAX / 2));
    }

    #[test]
    fn never_more_than_n_in_a_window_and_sustains_the_rate() {
        let l = Limiter::new(Rate {
            requests: 3,
            window: Duration::from_secs(10),
        });
        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(l.delay(t0), Duration::ZERO);
        }
        let wait = l.delay(t0);
        assert!(
            wait > Duration::from_secs(10) && wait < Duration::from_secs(11),
            "{wait:?}"
        );
        // After the window (and margin), three more fit.
        let later = t0 + wait;
        assert_eq!(l.delay(later), Duration::ZERO);
        // Simulated over 20 windows: the count per window stays at the limit, and the
        // throughput is at least 95 % of it.
        let l = Limiter::new(Rate {
            requests: 120,
            window: Duration::from_secs(60),
        });
        let mut now = t0;
        let mut sent = Vec::new();
        while now < t0 + Duration::from_secs(1200) {
            let d = l.delay(now);
            if d.is_zero() {
                sent.push(now);
            } else {
                now += d;
            }
        }
        for (i, s) in sent.iter().enumerate() {
            let in_window = sent[i..]
                .iter()
                .take_while(|t| t.duration_since(*s) < Duration::from_secs(60))
                .count();
            assert!(in_window <= 120);
        }
        assert!(
            sent.len() as f64 >= 0.95 * 120.0 * 20.0,
            "sent {}",
            sent.len()
        );
    }
}

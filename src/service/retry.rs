//! The retry policy around one request: which failures are retried, how long to wait, and saying so.

use std::time::Duration;

use licensectl_catalogue::{units, Api, Op};

use super::{http, Service};
use crate::answer;
use crate::error::Failure;

/// Exponential backoff with jitter: about 0.5 s, 1 s, 2 s, … capped at 60 s.
fn backoff(attempt: u32) -> Duration {
    use rand::Rng;
    let base = 500u64.saturating_mul(1 << attempt.min(7)).min(60_000);
    Duration::from_millis(base / 2 + rand::thread_rng().gen_range(0..=base / 2))
}

/// The `Retry-After` header in seconds, capped at two minutes.
fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let secs: u64 = headers
        .get("retry-after")?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()?;
    Some(Duration::from_secs(secs.min(120)))
}

/// An answer as `answer::classify` read it.
pub(crate) type Classified = Result<answer::Parsed, Failure>;

impl Service {
    /// One request with the retry policy: reads are retried on network errors and 5xx; anything is
    /// retried when the connection was never made; rate-limit and busy-sandbox answers are waited out. All within
    /// `retries` attempts, each wait shown on stderr.
    /// Returns the answer with its classification, so a large body is parsed only once.
    pub(crate) async fn exchange(
        &self,
        op: &Op,
        url: &url::Url,
    ) -> Result<(http::Response, Classified), Failure> {
        let http = &self.http;
        let mut attempt = 0u32;
        loop {
            if let (Api::Seller, Some(l)) = (op.api, &self.limiter) {
                l.acquire().await;
            }
            if self.opts.verbose {
                crate::say!("> GET {}", http::redacted(url));
            }
            let (retry, answered) = match http.get(url).await {
                Err(Failure::Network(m)) => {
                    let never_sent = m.starts_with("cannot connect");
                    let retry = (op.is_read() || never_sent).then(|| backoff(attempt));
                    match retry {
                        Some(wait) if attempt < self.retries => {
                            (Some((wait, "network error".to_string())), None)
                        }
                        _ => return Err(Failure::Network(m)),
                    }
                }
                Err(e) => return Err(e),
                Ok(resp)
                    if self.settings.embedded
                        && resp.headers.contains_key(licensectl_sandbox::BUSY_HEADER) =>
                {
                    // The embedded sandbox's own file, held by another local process past the
                    // busy timeout: a local problem, not the service refusing.
                    let db = crate::config::file::data_dir(&self.env)
                        .map(|d| d.join("sandbox.db").display().to_string())
                        .unwrap_or_else(|_| "sandbox.db".into());
                    return Err(Failure::Config(format!(
                        "the embedded sandbox's database ({db}) is busy: another process (such as `licensectl sandbox seed`) holds its write lock; nothing was done, try again when it finishes"
                    )));
                }
                Ok(resp) if resp.headers.contains_key(licensectl_sandbox::BUSY_HEADER) => {
                    // A sandbox started elsewhere whose database another process holds: it did
                    // nothing and says when to come back, so any request is waited out like a
                    // rate limit, and a spent budget is "try later" (exit 7), not a refusal.
                    if attempt >= self.retries {
                        let host = url.host_str().unwrap_or("the service");
                        let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
                        return Err(Failure::RateLimited(format!(
                            "the sandbox at {host}{port} is busy: its database is held by another process (such as `sandbox seed`); nothing was done (gave up after {attempt} retries; try again when it finishes, or raise --retries)"
                        )));
                    }
                    let after = retry_after(&resp.headers).unwrap_or_else(|| backoff(attempt));
                    (Some((after, "the sandbox is busy".to_string())), None)
                }
                Ok(resp) => {
                    if self.opts.verbose {
                        crate::say!(
                            "< HTTP {} ({} ms, {} bytes)",
                            resp.status,
                            resp.elapsed.as_millis(),
                            resp.body.len()
                        );
                    }
                    let class = answer::read(op, resp.status, &resp.body);
                    let retry = match &class {
                        Err(Failure::RateLimited(m)) => {
                            if attempt >= self.retries {
                                return Err(Failure::RateLimited(format!(
                                    "{m} (gave up after {attempt} retries; try later or lower -j / --rate-limit)"
                                )));
                            }
                            let after =
                                retry_after(&resp.headers).unwrap_or_else(|| backoff(attempt + 3));
                            Some((after, "rate limited by the service".to_string()))
                        }
                        Err(_) if resp.status >= 500 && op.is_read() && attempt < self.retries => {
                            Some((backoff(attempt), format!("HTTP {}", resp.status)))
                        }
                        _ => None,
                    };
                    (retry, Some((resp, class)))
                }
            };
            match (retry, answered) {
                (Some((wait, why)), _) => {
                    attempt += 1;
                    crate::say!(
                        "licensectl: {why}; retrying in {} (attempt {attempt} of {})",
                        units::format_duration(wait.as_secs().max(1)),
                        self.retries
                    );
                    tokio::time::sleep(wait).await;
                }
                (None, Some(done)) => return Ok(done),
                (None, None) => unreachable!("a request either is retried or has an answer"),
            }
        }
    }
}

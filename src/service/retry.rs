//! The retry policy around one request: which failures are retried, how long to wait, and saying so.

use std::time::Duration;

use licensectl_catalogue::{units, Answer, Api, Op};

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

tokio::task_local! {
    /// Set by `once`: requests made inside get one attempt, whatever `--retries` says.
    static ONE_TRY: bool;
}

/// Runs `f` with one attempt per request: a check made before a command (its pre-check) is
/// never retried — the command's own request, with its retries, says what went wrong.
pub async fn once<F: std::future::Future>(f: F) -> F::Output {
    ONE_TRY.scope(true, f).await
}

/// An empty HTTP 500 after text outside Latin-1: the likely cause, named. The 2022 server's
/// MySQL tables are Latin-1, and PHP dies on such text with an empty 500 (docs/sandbox.md).
fn beyond_latin1(url: &url::Url, class: Classified) -> Classified {
    let Err(Failure::Answer(m)) = &class else {
        return class;
    };
    if !m.starts_with("empty answer from the service (HTTP 500)") {
        return class;
    }
    let Some((name, _)) = url
        .query_pairs()
        .find(|(_, v)| v.chars().any(|c| c as u32 > 0xFF))
    else {
        return class;
    };
    Err(Failure::Answer(format!(
        "{m}: the server likely died on the text outside Latin-1 in `{name}` (its database stores Latin-1 only; send that value in plain Latin-1 text)"
    )))
}

/// What one attempt came to, when it did not end the exchange with a failure.
// One value per attempt, moved once out of the loop: a box would only add an allocation.
#[allow(clippy::large_enum_variant)]
enum Attempt {
    /// Wait this long and try again, for this reason (said on stderr).
    Retry(Duration, String),
    /// The answer, classified.
    Answered(http::Response, Classified),
}

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
        let retries = if ONE_TRY.try_with(|one| *one).unwrap_or(false) {
            0
        } else {
            self.retries
        };
        let mut attempt = 0u32;
        loop {
            if let (Api::Seller, Some(l)) = (op.api, &self.limiter) {
                l.acquire().await;
            }
            if self.opts.verbose {
                crate::say!("> GET {}", http::redacted(url));
            }
            let budget = Budget { attempt, retries };
            let next = match self.http.fetch(url, self.spools(op)).await {
                Err(Failure::Network(m)) => network_error(op, m, budget)?,
                Err(e) => return Err(e),
                Ok(resp) if resp.headers.contains_key(licensectl_sandbox::BUSY_HEADER) => {
                    self.sandbox_busy(url, &resp, budget)?
                }
                Ok(resp) => self.answered(op, url, resp, budget)?,
            };
            match next {
                Attempt::Retry(wait, why) => {
                    attempt += 1;
                    crate::say!(
                        "licensectl: {why}; retrying in {} (attempt {attempt} of {})",
                        units::format_duration(wait.as_secs().max(1)),
                        retries
                    );
                    tokio::time::sleep(wait).await;
                }
                Attempt::Answered(resp, class) => return Ok((resp, class)),
            }
        }
    }

    /// A sandbox whose database another process holds, or whose bounded queues (password
    /// hashing, list readers) are full: nothing was done.
    fn sandbox_busy(
        &self,
        url: &url::Url,
        resp: &http::Response,
        Budget { attempt, retries }: Budget,
    ) -> Result<Attempt, Failure> {
        let overloaded = resp
            .headers
            .get(licensectl_sandbox::BUSY_HEADER)
            .is_some_and(|v| v == licensectl_sandbox::BUSY_OVERLOADED);
        if self.settings.embedded && !overloaded {
            // The embedded sandbox's own file, held by another local process past the
            // busy timeout: a local problem, not the service refusing.
            let db = crate::config::file::data_dir(&self.env)
                .map(|d| d.join("sandbox.db").display().to_string())
                .unwrap_or_else(|_| "sandbox.db".into());
            return Err(Failure::Config(format!(
                "the embedded sandbox's database ({db}) is busy: another process (such as `licensectl sandbox seed`) holds its write lock; nothing was done, try again when it finishes"
            )));
        }
        // A sandbox started elsewhere whose database another process holds: it did
        // nothing and says when to come back, so any request is waited out like a
        // rate limit, and a spent budget is "try later" (exit 7), not a refusal.
        if attempt >= retries {
            let host = url.host_str().unwrap_or("the service");
            let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
            let (why, then) = if overloaded {
                (
                    "too many requests wait for its password hashing or list readers",
                    "try again with fewer at once",
                )
            } else {
                (
                    "its database is held by another process (such as `sandbox seed`)",
                    "try again when it finishes",
                )
            };
            return Err(Failure::RateLimited(format!(
                "the sandbox at {host}{port} is busy: {why}; nothing was done (gave up after {attempt} retries; {then}, or raise --retries)"
            )));
        }
        let after = retry_after(&resp.headers).unwrap_or_else(|| backoff(attempt));
        Ok(Attempt::Retry(after, "the sandbox is busy".to_string()))
    }

    /// An answer: kept, unless it is a rate limit to wait out or a 5xx to a read to retry.
    fn answered(
        &self,
        op: &Op,
        url: &url::Url,
        mut resp: http::Response,
        Budget { attempt, retries }: Budget,
    ) -> Result<Attempt, Failure> {
        if self.opts.verbose {
            crate::say!(
                "< HTTP {} ({} ms, {} bytes{})",
                resp.status,
                resp.elapsed.as_millis(),
                resp.spool.as_ref().map_or(resp.body.len(), |s| s.len()),
                if resp.spool.is_some() {
                    ", written to a temporary file as it came"
                } else {
                    ""
                }
            );
        }
        // A spooled answer of the plain shape is checked where it lies; any other is read
        // into memory and checked as every answer is (the same words for what is wrong).
        let spooled = match &resp.spool {
            Some(s) => answer::read_spooled(op, resp.status, s),
            None => None,
        };
        if spooled.is_none() {
            resp.unspool()?;
        }
        let class = match spooled {
            Some(parsed) => Ok(parsed),
            None => answer::read(op, resp.status, &resp.body),
        };
        let class = beyond_latin1(url, class);
        Ok(match &class {
            Err(Failure::RateLimited(m)) => {
                if attempt >= retries {
                    return Err(Failure::RateLimited(format!(
                        "{m} (gave up after {attempt} retries; try later or lower -j / --rate-limit)"
                    )));
                }
                let after = retry_after(&resp.headers).unwrap_or_else(|| backoff(attempt + 3));
                Attempt::Retry(after, "rate limited by the service".to_string())
            }
            Err(_) if resp.status >= 500 && op.is_read() && attempt < retries => {
                Attempt::Retry(backoff(attempt), format!("HTTP {}", resp.status))
            }
            _ => Attempt::Answered(resp, class),
        })
    }
}

impl Service {
    /// Whether this request's answer may be spooled (`Service::set_spool_lists`): a seller
    /// list, whose rows its command walks one at a time.
    fn spools(&self, op: &Op) -> bool {
        self.spool_lists && op.api == Api::Seller && matches!(op.answer, Answer::List(_))
    }
}

/// The attempts made so far, and how many retries are allowed.
#[derive(Clone, Copy)]
struct Budget {
    attempt: u32,
    retries: u32,
}

/// A network error: retried for a read, or for any request never sent; else the failure.
fn network_error(
    op: &Op,
    m: String,
    Budget { attempt, retries }: Budget,
) -> Result<Attempt, Failure> {
    let never_sent = m.starts_with("cannot connect");
    match (op.is_read() || never_sent).then(|| backoff(attempt)) {
        Some(wait) if attempt < retries => Ok(Attempt::Retry(wait, "network error".to_string())),
        _ => Err(Failure::Network(m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_500_names_text_outside_latin1_and_nothing_else() {
        let empty = || {
            Err(Failure::Answer(
                "empty answer from the service (HTTP 500)".into(),
            ))
        };
        let url = |q: &str| url::Url::parse(&format!("http://h/api/seller/?{q}")).unwrap();
        let named = |c: Classified| match c {
            Err(Failure::Answer(m)) => m,
            other => panic!("{other:?}"),
        };
        let m = named(beyond_latin1(&url("type=adduser&user=%CE%A9mega"), empty()));
        assert!(m.ends_with("outside Latin-1 in `user` (its database stores Latin-1 only; send that value in plain Latin-1 text)"), "{m}");
        // Latin-1 text (ü), or another failure, is left as it was.
        let m = named(beyond_latin1(&url("type=adduser&user=%C3%BCn"), empty()));
        assert_eq!(m, "empty answer from the service (HTTP 500)");
        let other = Err(Failure::Answer(
            "empty answer from the service (HTTP 502)".into(),
        ));
        let m = named(beyond_latin1(&url("user=%CE%A9"), other));
        assert_eq!(m, "empty answer from the service (HTTP 502)");
    }
}

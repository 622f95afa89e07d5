//! Sending one GET: URL building with every value encoded, redaction, no redirects, bounded bodies.

use std::sync::Arc;
use std::time::{Duration, Instant};

use licensectl_catalogue::{Api, Op};
use reqwest::header::HeaderMap;
use url::Url;

use crate::answer::{Spool, SPOOL_OVER};
use crate::error::Failure;

/// Query parameters whose values never appear in output.
pub const SECRET_PARAMS: &[&str] = &[
    "sellerkey",
    "pass",
    "passwd",
    "sessionid",
    "sessionID",
    "sessid",
    "enckey",
    "token",
    "code",
];

/// Answers larger than this are refused (exit 6), so the process stays under 256 MiB however much
/// a server sends (the largest list answer seen, 466,000 licenses, is ~130 MB).
pub const MAX_BODY: usize = 200 * 1024 * 1024;

pub struct Http {
    client: reqwest::Client,
    pub timeout: Duration,
    max_body: usize,
    /// The last answer received, for commands that show it raw (`api`) or inspect it (`doctor`).
    last: std::sync::Mutex<Option<Response>>,
    /// Only `api` and `doctor` need it; others don't pay for the copy.
    pub keep_last: bool,
}

#[derive(Clone)]
pub struct Response {
    pub status: u16,
    pub headers: HeaderMap,
    /// The body; empty when it was written to `spool`.
    pub body: Vec<u8>,
    /// A body past `SPOOL_OVER` bytes, written as it arrived, when the request asked for it.
    pub spool: Option<Arc<Spool>>,
    pub elapsed: Duration,
}

impl Response {
    /// The body in memory, read back from its spool if it was written to one.
    pub fn unspool(&mut self) -> Result<(), Failure> {
        if let Some(spool) = self.spool.take() {
            self.body = spool.read_back()?;
        }
        Ok(())
    }
}

impl Http {
    pub fn new(timeout: Duration) -> anyhow::Result<Http> {
        let client = reqwest::Client::builder()
            .user_agent(concat!("licensectl/", env!("CARGO_PKG_VERSION")))
            // The seller key rides in the query string: never follow a redirect anywhere.
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .timeout(timeout)
            .build()?;
        Ok(Http {
            client,
            timeout,
            max_body: MAX_BODY,
            last: std::sync::Mutex::new(None),
            keep_last: false,
        })
    }

    /// Lowers the answer size cap (`LICENSECTL_MAX_BODY`, bytes).
    pub fn with_max_body(mut self, max: usize) -> Http {
        self.max_body = max;
        self
    }

    /// One GET, its body held.
    pub async fn get(&self, url: &Url) -> Result<Response, Failure> {
        self.fetch(url, false).await
    }

    /// One GET. `spool`: a body past `SPOOL_OVER` bytes is written to an unnamed temporary
    /// file as it arrives, not held (held after all if that file cannot be written).
    pub async fn fetch(&self, url: &Url, spool: bool) -> Result<Response, Failure> {
        let started = Instant::now();
        let mut resp = self
            .client
            .get(url.clone())
            .send()
            .await
            .map_err(|e| self.network(e))?;
        let status = resp.status().as_u16();
        let headers = resp.headers().clone();
        // A sandbox states the clock it runs on in every answer (`sandbox clock` moves it): the
        // command's times follow it (`output::now`). A real service states none.
        if let Some(c) = headers
            .get(licensectl_sandbox::CLOCK_HEADER)
            .and_then(|v| v.to_str().ok())
            .and_then(licensectl_sandbox::Stated::parse)
        {
            crate::output::now::note(c.now, c.offset, c.frozen);
        }
        let too_big = || {
            Failure::Answer(format!(
                "answer is larger than {} bytes (HTTP {status}); refusing it",
                self.max_body
            ))
        };
        // A declared size over the cap is refused before a byte of the body is read.
        let declared = resp.content_length().unwrap_or(0);
        if declared > self.max_body as u64 {
            return Err(too_big());
        }
        let mut sink = Sink::new(spool, declared);
        let mut len = 0;
        while let Some(chunk) = resp.chunk().await.map_err(|e| self.network(e))? {
            if len + chunk.len() > self.max_body {
                return Err(too_big());
            }
            len += chunk.len();
            sink.push(&chunk)?;
        }
        let resp = Response {
            status,
            headers,
            body: sink.body,
            spool: sink.spool.map(Arc::new),
            elapsed: started.elapsed(),
        };
        if self.keep_last {
            if let Ok(mut last) = self.last.lock() {
                *last = Some(resp.clone());
            }
        }
        Ok(resp)
    }

    /// Takes the last answer received (status, headers, raw body, time taken).
    pub fn take_last(&self) -> Option<Response> {
        self.last.lock().ok().and_then(|mut l| l.take())
    }

    /// A network failure in one line, without the URL (it carries the seller key).
    fn network(&self, e: reqwest::Error) -> Failure {
        let e = e.without_url();
        let mut causes = Vec::new();
        let mut src: Option<&dyn std::error::Error> = std::error::Error::source(&e);
        while let Some(s) = src {
            causes.push(s.to_string());
            src = s.source();
        }
        let detail = causes.last().cloned().unwrap_or_else(|| e.to_string());
        let what = if e.is_timeout() {
            format!("no answer within {}s", self.timeout.as_secs())
        } else if e.is_connect() {
            format!("cannot connect: {detail}")
        } else if e.is_body() || e.is_decode() {
            format!("the connection broke while reading the answer: {detail}")
        } else {
            format!("request failed: {detail}")
        };
        Failure::Network(format!(
            "{what} (check the base URL and your network; retry later)"
        ))
    }
}

/// Where a body goes as it arrives: memory; or, when the request allows it, past `SPOOL_OVER`
/// bytes a `Spool` (from the first byte when the size is declared). A spool that cannot be made
/// or written (a full disk) gives back what it holds and the rest is held, as every answer was.
struct Sink {
    body: Vec<u8>,
    spool: Option<Spool>,
    /// Whether a spool may still be started.
    may_spool: bool,
}

impl Sink {
    fn new(may_spool: bool, declared: u64) -> Sink {
        let early = may_spool && declared > SPOOL_OVER as u64;
        let spool = early.then(|| Spool::new(&[]).ok()).flatten();
        let held = if early { 0 } else { declared as usize };
        Sink {
            body: Vec::with_capacity(held.min(SPOOL_OVER)),
            spool,
            may_spool: may_spool && !early,
        }
    }

    fn push(&mut self, chunk: &[u8]) -> Result<(), Failure> {
        if let Some(s) = &mut self.spool {
            if s.write(chunk).is_ok() {
                return Ok(());
            }
        }
        if let Some(s) = self.spool.take() {
            self.body = s.read_back()?;
            // A chunk written in part is added whole below.
            self.body.truncate(s.len());
        } else if self.may_spool && self.body.len() + chunk.len() > SPOOL_OVER {
            self.may_spool = false;
            if let Ok(mut s) = Spool::new(&self.body) {
                if s.write(chunk).is_ok() {
                    self.body = Vec::new();
                    self.spool = Some(s);
                    return Ok(());
                }
            }
        }
        self.body.extend_from_slice(chunk);
        Ok(())
    }
}

/// Validates a base URL; plain http is allowed only to loopback unless explicitly permitted.
pub fn base(base_url: &str, allow_insecure: bool) -> Result<Url, Failure> {
    let url = Url::parse(base_url.trim_end_matches('/'))
        .map_err(|e| Failure::Config(format!("base URL {base_url:?} is not a URL: {e}")))?;
    match url.scheme() {
        "https" => {}
        "http" if allow_insecure || is_loopback(&url) => {}
        "http" => {
            return Err(Failure::Config(format!(
                "refusing plain http to {} (the seller key would travel unencrypted); use https or --allow-insecure-http",
                url.host_str().unwrap_or("?")
            )))
        }
        s => return Err(Failure::Config(format!("base URL scheme {s:?} is not http or https"))),
    }
    Ok(url)
}

pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => d == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// The full request URL: `{base}/api/seller/` or `{base}/api/<version>/`, every value encoded.
pub fn request_url(base: &Url, api: Api, client_version: &str, pairs: &[(String, String)]) -> Url {
    let path = match api {
        Api::Seller => "api/seller/".to_string(),
        Api::Client => format!("api/{client_version}/"),
    };
    let mut url = base.clone();
    let prefix = url.path().trim_end_matches('/').to_string();
    url.set_path(&format!("{prefix}/{path}"));
    url.query_pairs_mut().extend_pairs(pairs);
    url
}

/// Refuses a request whose URL would be longer than `licensectl_catalogue::MAX_URL_BYTES`, before it is sent,
/// naming the parameter with the longest value (never the value: it may be anything).
pub fn check_length(op: &Op, url: &Url, pairs: &[(String, String)]) -> Result<(), Failure> {
    let max = licensectl_catalogue::MAX_URL_BYTES;
    let len = url.as_str().len();
    if len <= max {
        return Ok(());
    }
    let encoded = |v: &str| {
        url::form_urlencoded::byte_serialize(v.as_bytes())
            .map(str::len)
            .sum::<usize>()
    };
    let (name, value) = pairs
        .iter()
        .max_by_key(|(_, v)| encoded(v))
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .unwrap_or(("", ""));
    let what = match op.param(name) {
        Some(p) => p.display_flag(),
        None => format!("`{name}`"),
    };
    Err(Failure::Usage(format!(
        "{what} is {} characters ({} bytes in the request): the request's URL would be {len} bytes, and the service takes at most {max}; nothing was sent",
        value.chars().count(),
        encoded(value)
    )))
}

/// The URL with secret values and any userinfo replaced by `***`.
pub fn redacted(url: &Url) -> String {
    let mut u = url.clone();
    if !u.username().is_empty() || u.password().is_some() {
        let _ = u.set_password(None);
        let _ = u.set_username("***");
    }
    // Parameters the catalogue declares secret (a Sellix secret) are hidden too.
    let api = if url.path().ends_with("/seller/") {
        Api::Seller
    } else {
        Api::Client
    };
    let op = url
        .query_pairs()
        .find(|(k, _)| k == "type")
        .and_then(|(_, ty)| licensectl_catalogue::find(api, &ty));
    let secret = |k: &str| {
        op.and_then(|o| o.param(k))
            .is_some_and(|p| p.kind == licensectl_catalogue::Kind::Secret)
    };
    let pairs: Vec<(String, String)> = url
        .query_pairs()
        .map(|(k, v)| {
            let v = if SECRET_PARAMS.contains(&k.as_ref()) || secret(&k) {
                "***".to_string()
            } else {
                v.into_owned()
            };
            (k.into_owned(), v)
        })
        .collect();
    u.query_pairs_mut().clear().extend_pairs(&pairs);
    u.to_string().replace("%2A%2A%2A", "***")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_encoded_and_secrets_redacted() {
        let b = base("http://127.0.0.1:8080/", false).unwrap();
        let pairs = vec![
            ("sellerkey".to_string(), "SECRETKEY".to_string()),
            ("type".to_string(), "setnote".to_string()),
            ("note".to_string(), "a&b=c d#é".to_string()),
        ];
        let url = request_url(&b, Api::Seller, "1.3", &pairs);
        assert_eq!(url.as_str(), "http://127.0.0.1:8080/api/seller/?sellerkey=SECRETKEY&type=setnote&note=a%26b%3Dc+d%23%C3%A9");
        let shown = redacted(&url);
        assert!(!shown.contains("SECRETKEY"));
        assert!(shown.contains("sellerkey=***"));
        let with_user = request_url(
            &base("https://user:pa55@h.example", false).unwrap(),
            Api::Seller,
            "1.3",
            &pairs,
        );
        let shown = redacted(&with_user);
        assert!(
            !shown.contains("pa55") && !shown.contains("user"),
            "{shown}"
        );
        let client = request_url(&b, Api::Client, "1.2", &[]);
        assert_eq!(client.path(), "/api/1.2/");
    }

    #[test]
    fn plain_http_only_to_loopback() {
        assert!(base("http://localhost:1", false).is_ok());
        assert!(base("http://[::1]:1", false).is_ok());
        assert_eq!(base("http://example.com", false).unwrap_err().code(), 3);
        assert!(base("http://example.com", true).is_ok());
        assert!(base("https://example.com/prefix", false).is_ok());
        assert_eq!(base("ftp://x", false).unwrap_err().code(), 3);
    }
}

//! Outgoing HTTP from handlers (file uploads, webhook relays): made between two passes of the
//! request, never on the database thread, and only to public addresses unless allowed.
//!
//! A handler asks `Ctx::fetch` for an answer. On the first pass there is none: the handler's
//! transaction is rolled back, `perform` makes the request off the database thread, and the request
//! runs again with the answer at hand (server.rs). A slow remote so holds up only its own request,
//! and no write lock is held while waiting (a CLI sharing the file used to get "database is locked").

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use url::{Host, Url};

/// Everything an outgoing request depends on: a second pass that needs a different one (the
/// webhook changed in between) gets no stale answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub method: &'static str,
    pub url: String,
    pub body: Option<String>,
    pub content_type: Option<String>,
    pub ua: String,
    /// Bytes of the answer kept: at most `max` + 1 are read (so "too big" can be told).
    pub max: usize,
}

impl Request {
    pub fn get(url: &str, max: usize) -> Request {
        Request {
            method: "GET",
            url: url.to_string(),
            body: None,
            content_type: None,
            ua: "KeyAuth".into(),
            max,
        }
    }
}

/// What came of an outgoing request.
#[derive(Debug, Clone, PartialEq)]
pub enum Fetched {
    /// The remote's status and body (redirects are answers, never followed).
    Answer(u16, Vec<u8>),
    /// Not attempted: why the URL may not be fetched.
    Refused(String),
    /// Attempted and failed (DNS, connection, timeout).
    Failed,
}

/// The error a handler returns when it needs an outgoing request's answer it does not have yet.
#[derive(Debug)]
pub struct NeedFetch(pub Request);

impl std::fmt::Display for NeedFetch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "an outgoing request was needed inside the transaction")
    }
}

impl std::error::Error for NeedFetch {}

const TIMEOUT: Duration = Duration::from_secs(20);

/// A webhook's URL: the seller's base with the client's `params` appended as structure, never as
/// text. `params` (already URL-decoded) is `PATH[?QUERY][#…]`: PATH is appended to the base's path,
/// QUERY to its query (after `&` when it has one); a fragment is dropped. Scheme, host, port and
/// userinfo are the base's, whatever `params` holds, and the path may not climb out of the base's.
pub fn relay_url(base: &str, params: &str) -> Result<Url, String> {
    let mut url = Url::parse(base).map_err(|e| format!("the webhook's URL is invalid ({e})"))?;
    if url.cannot_be_a_base() {
        return Err("the webhook's URL is not a web address".into());
    }
    let base_path = url.path().to_string();
    let params = params.split('#').next().unwrap_or("");
    let (path, query) = match params.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (params, None),
    };
    if !path.is_empty() {
        url.set_path(&format!("{base_path}{path}"));
        let under = base_path.trim_end_matches('/');
        if !url.path().starts_with(under) {
            return Err("params may not leave the webhook's path".into());
        }
    }
    if let Some(q) = query.filter(|q| !q.is_empty()) {
        let joined = match url.query().filter(|b| !b.is_empty()) {
            Some(b) => format!("{b}&{q}"),
            None => q.to_string(),
        };
        url.set_query(Some(&joined));
    }
    Ok(url)
}

/// Why `url` may not be fetched at all: not http(s), credentials in it, no host.
fn refuse_url(url: &Url) -> Option<String> {
    if !matches!(url.scheme(), "http" | "https") {
        return Some(format!(
            "only http and https URLs are fetched, not {}:",
            url.scheme()
        ));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Some("URLs with credentials (user@host) are not fetched".into());
    }
    url.host().is_none().then(|| "the URL has no host".into())
}

/// Makes `req`: only to public addresses unless `allow_private`, connecting to the very addresses
/// checked (no second DNS lookup a rebinding name could answer differently), following no redirect.
pub async fn perform(req: &Request, allow_private: bool) -> Fetched {
    perform_via(req, allow_private, |host, port| async move {
        tokio::net::lookup_host((host.as_str(), port))
            .await
            .map(|a| a.collect())
    })
    .await
}

/// `perform` with the name resolver given (tests count and fake lookups).
pub async fn perform_via<F, Fut>(req: &Request, allow_private: bool, resolve: F) -> Fetched
where
    F: FnOnce(String, u16) -> Fut,
    Fut: Future<Output = std::io::Result<Vec<SocketAddr>>>,
{
    // Not a URL at all: nothing to reach, as curl fails on it.
    let Ok(url) = Url::parse(&req.url) else {
        return Fetched::Failed;
    };
    if let Some(why) = refuse_url(&url) {
        return Fetched::Refused(why);
    }
    let port = url.port_or_known_default().unwrap_or(80);
    let (domain, addrs) = match url.host() {
        Some(Host::Ipv4(ip)) => (None, vec![SocketAddr::new(IpAddr::V4(ip), port)]),
        Some(Host::Ipv6(ip)) => (None, vec![SocketAddr::new(IpAddr::V6(ip), port)]),
        Some(Host::Domain(d)) => {
            match tokio::time::timeout(TIMEOUT, resolve(d.to_string(), port)).await {
                Ok(Ok(a)) if !a.is_empty() => (Some(d.to_string()), a),
                _ => return Fetched::Failed,
            }
        }
        None => return Fetched::Refused("the URL has no host".into()),
    };
    if !allow_private {
        // Every address the name has must be public: a client may connect to any of them.
        if let Some((ip, why)) = addrs
            .iter()
            .find_map(|a| crate::addr::special(a.ip()).map(|w| (a.ip(), w)))
        {
            let host = url.host_str().unwrap_or_default();
            let what = if domain.is_some() {
                format!("{host} resolves to {ip}, {why}")
            } else {
                format!("{ip} is {why}")
            };
            return Fetched::Refused(format!(
                "{what}; the sandbox fetches only public addresses unless started with --allow-private-fetch"
            ));
        }
    }
    match tokio::time::timeout(TIMEOUT, send(req, url, domain, &addrs)).await {
        Ok(Ok((status, body))) => Fetched::Answer(status, body),
        _ => Fetched::Failed,
    }
}

async fn send(
    req: &Request,
    url: Url,
    domain: Option<String>,
    addrs: &[SocketAddr],
) -> anyhow::Result<(u16, Vec<u8>)> {
    let mut client = reqwest::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .user_agent(req.ua.as_str());
    if let Some(d) = &domain {
        client = client.resolve_to_addrs(d, addrs);
    }
    let mut out = client.build()?.request(req.method.parse()?, url);
    if let Some(b) = &req.body {
        out = out.body(b.clone());
    }
    if let Some(ct) = &req.content_type {
        out = out.header("content-type", ct.as_str());
    }
    let mut resp = out.send().await?;
    let status = resp.status().as_u16();
    let mut body = Vec::new();
    while let Some(chunk) = resp.chunk().await? {
        body.extend_from_slice(&chunk);
        if body.len() > req.max {
            break;
        }
    }
    Ok((status, body))
}

/// `perform` for code without a runtime of its own (the handler tests' kit).
#[cfg(test)]
pub fn perform_blocking(req: &Request, allow_private: bool) -> Fetched {
    let req = req.clone();
    std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(perform(&req, allow_private))
    })
    .join()
    .unwrap()
}

#[cfg(test)]
#[path = "fetch_tests.rs"]
mod tests;

//! Sending one GET: URL building with every value encoded, redaction, no redirects, bounded bodies.

use std::sync::Arc;
use std::time::{Duration, Instant};

use licensectl_catalogue::{Api, Op};
use licensectl_sandbox::serve::Local;
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
    /// The embedded sandbox, called in-process for the requests sent to its address.
    local: Option<Local>,
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
            .user_agent(USER_AGENT)
            // The seller key rides in the query string: never follow a redirect anywhere.
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .timeout(timeout)
            .build()?;
        Ok(Http {
            client,
            local: None,
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

    /// Sends the requests to `local`'s address to its router in-process (the embedded sandbox).
    pub fn with_local(mut self, local: Local) -> Http {
        self.local = Some(local);
        self
    }

    /// One GET, its body held.
    pub async fn get(&self, url: &Url) -> Result<Response, Failure> {
        self.fetch(url, false).await
    }

    /// One GET. `spool`: a body past `SPOOL_OVER` bytes is written to an unnamed temporary
    /// file as it arrives, not held (held after all if that file cannot be written).
    ///
    /// A request to the embedded sandbox (`with_local`) is handed to its router in this task
    /// instead of over loopback TCP: the same answer, read under the same checks (size cap,
    /// redirects not followed, the timeout over the whole exchange); a fault that closes the
    /// connection fails it as a closed connection does.
    pub async fn fetch(&self, url: &Url, spool: bool) -> Result<Response, Failure> {
        let started = Instant::now();
        let resp = match self.local_for(url) {
            Some(local) => {
                let exchange = self.read(self.open_local(local, url), spool, started);
                tokio::time::timeout(self.timeout, exchange)
                    .await
                    .unwrap_or_else(|_| Err(self.timed_out()))?
            }
            None => self.read(self.open_remote(url), spool, started).await?,
        };
        if self.keep_last {
            if let Ok(mut last) = self.last.lock() {
                *last = Some(resp.clone());
            }
        }
        Ok(resp)
    }

    /// The embedded sandbox, when `url` is one of its addresses.
    fn local_for(&self, url: &Url) -> Option<&Local> {
        let local = self.local.as_ref()?;
        let ip: std::net::IpAddr = match url.host()? {
            url::Host::Ipv4(ip) => ip.into(),
            url::Host::Ipv6(ip) => ip.into(),
            url::Host::Domain(_) => return None,
        };
        (url.scheme() == "http"
            && ip == local.addr.ip()
            && url.port_or_known_default() == Some(local.addr.port()))
        .then_some(local)
    }

    async fn open_remote(&self, url: &Url) -> Result<Opened, Failure> {
        let resp = self
            .client
            .get(url.clone())
            .send()
            .await
            .map_err(|e| self.network(e))?;
        Ok(Opened {
            status: resp.status().as_u16(),
            headers: resp.headers().clone(),
            declared: resp.content_length(),
            body: Incoming::Remote(resp),
        })
    }

    /// The request as reqwest would send it, to the sandbox's router; its answer with the
    /// headers hyper would have written on the connection (`date`, the length or chunking).
    async fn open_local(&self, local: &Local, url: &Url) -> Result<Opened, Failure> {
        use axum::body::HttpBody;
        use reqwest::header::{HeaderValue, CONTENT_LENGTH, DATE, TRANSFER_ENCODING};
        let target = match url.query() {
            Some(q) => format!("{}?{q}", url.path()),
            None => url.path().to_string(),
        };
        let host = match url.port() {
            Some(p) => format!("{}:{p}", url.host_str().unwrap_or_default()),
            None => url.host_str().unwrap_or_default().to_string(),
        };
        let req = axum::http::Request::get(target)
            .header("host", host)
            .header("user-agent", USER_AGENT)
            .header("accept", "*/*")
            .body(axum::body::Body::empty())
            .map_err(|e| Failure::Network(format!("request failed: {e}{CHECK}")))?;
        let resp = local
            .call(req)
            .await
            .map_err(|licensectl_sandbox::serve::Closed| {
                Failure::Network(format!("request failed: {CLOSED}{CHECK}"))
            })?;
        let (parts, body) = resp.into_parts();
        let mut headers = parts.headers;
        let exact = body.size_hint().exact();
        if !headers.contains_key(CONTENT_LENGTH) && !headers.contains_key(TRANSFER_ENCODING) {
            match exact {
                Some(n) => headers.insert(CONTENT_LENGTH, HeaderValue::from(n)),
                None => headers.insert(TRANSFER_ENCODING, HeaderValue::from_static("chunked")),
            };
        }
        if !headers.contains_key(DATE) {
            let now = chrono::Utc::now().format("%a, %d %b %Y %H:%M:%S GMT");
            if let Ok(v) = HeaderValue::from_str(&now.to_string()) {
                headers.insert(DATE, v);
            }
        }
        Ok(Opened {
            status: parts.status.as_u16(),
            headers,
            declared: exact,
            body: Incoming::Local(body.into_data_stream()),
        })
    }

    /// An opened answer read under the checks: the clock it states noted, the size cap (a
    /// declared size over it refused before a byte of the body is read), the body held or spooled.
    async fn read(
        &self,
        opened: impl std::future::Future<Output = Result<Opened, Failure>>,
        spool: bool,
        started: Instant,
    ) -> Result<Response, Failure> {
        let Opened {
            status,
            headers,
            declared,
            mut body,
        } = opened.await?;
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
        let declared = declared.unwrap_or(0);
        if declared > self.max_body as u64 {
            return Err(too_big());
        }
        let mut sink = Sink::new(spool, declared);
        let mut len = 0;
        while let Some(chunk) = body.chunk(self).await? {
            if len + chunk.len() > self.max_body {
                return Err(too_big());
            }
            len += chunk.len();
            sink.push(&chunk)?;
        }
        Ok(Response {
            status,
            headers,
            body: sink.body,
            spool: sink.spool.map(Arc::new),
            elapsed: started.elapsed(),
        })
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
            return self.timed_out();
        } else if e.is_connect() {
            format!("cannot connect: {detail}")
        } else if e.is_body() || e.is_decode() {
            format!("the connection broke while reading the answer: {detail}")
        } else {
            format!("request failed: {detail}")
        };
        Failure::Network(format!("{what}{CHECK}"))
    }

    fn timed_out(&self) -> Failure {
        Failure::Network(format!(
            "no answer within {}s{CHECK}",
            self.timeout.as_secs()
        ))
    }
}

/// What every network failure's line ends with.
const CHECK: &str = " (check the base URL and your network; retry later)";
/// hyper's words for a connection closed before its answer (`drop` and `hang` faults): the
/// in-process road says what the HTTP road says.
const CLOSED: &str = "connection closed before message completed";
const USER_AGENT: &str = concat!("licensectl/", env!("CARGO_PKG_VERSION"));

/// An answer whose head is read and whose body is still to come.
struct Opened {
    status: u16,
    headers: HeaderMap,
    declared: Option<u64>,
    body: Incoming,
}

/// Where a body comes from: a connection, or the embedded sandbox's router.
enum Incoming {
    Remote(reqwest::Response),
    Local(axum::body::BodyDataStream),
}

impl Incoming {
    async fn chunk(&mut self, http: &Http) -> Result<Option<axum::body::Bytes>, Failure> {
        match self {
            Incoming::Remote(r) => r.chunk().await.map_err(|e| http.network(e)),
            Incoming::Local(s) => match futures::StreamExt::next(s).await {
                None => Ok(None),
                Some(Ok(b)) => Ok(Some(b)),
                Some(Err(e)) => Err(Failure::Network(format!(
                    "the connection broke while reading the answer: {e}{CHECK}"
                ))),
            },
        }
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
        // The declared size (refused past the cap before this) is reserved at once: a body held
        // whole grows without copying itself at every doubling (a 28 MB list: seven copies and
        // their page faults). Under a spool it is at most `SPOOL_OVER`.
        let held = if early { 0 } else { declared as usize };
        Sink {
            body: Vec::with_capacity(held),
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

    /// A service at an international domain name is reached by its ASCII (Punycode) name: idna's
    /// unicode-rs back end maps it (`Cargo.lock` pins idna_adapter 1.1.0 for its build time;
    /// its stub 1.0.0 would refuse these names, docs/performance.md "A third round").
    #[test]
    fn international_domain_names_are_mapped() {
        for (given, host) in [
            ("https://Bücher.Example/api", "xn--bcher-kva.example"),
            ("https://faß.de", "xn--fa-hia.de"),
            ("https://例え.テスト", "xn--r8jz45g.xn--zckzah"),
        ] {
            assert_eq!(
                base(given, false).unwrap().host_str(),
                Some(host),
                "{given}"
            );
        }
    }

    /// A sandbox whose clock stands still, so two roads' answers can be compared byte for byte.
    async fn still_sandbox(faults: &[&str]) -> licensectl_sandbox::Running {
        licensectl_sandbox::start(licensectl_sandbox::Options {
            clock_at: Some(1_900_000_000),
            frozen: true,
            faults: faults.iter().map(|f| f.to_string()).collect(),
            ..Default::default()
        })
        .await
        .unwrap()
    }

    fn seller(sb: &licensectl_sandbox::Running, key: &str, q: &str) -> Url {
        let b = base(&sb.info.base_url, false).unwrap();
        Url::parse(&format!("{b}api/seller/?sellerkey={key}&{q}")).unwrap()
    }

    /// The two roads to one sandbox: loopback HTTP, and its router in-process.
    fn roads(sb: &licensectl_sandbox::Running, timeout: Duration) -> (Http, Http) {
        let tcp = Http::new(timeout).unwrap();
        let local = Http::new(timeout).unwrap().with_local(sb.local());
        assert!(tcp.local_for(&seller(sb, "k", "")).is_none());
        assert!(local.local_for(&seller(sb, "k", "")).is_some());
        (tcp, local)
    }

    #[tokio::test]
    async fn the_embedded_road_answers_the_bytes_status_and_headers_of_the_http_road() {
        let sb = still_sandbox(&[]).await;
        let (tcp, local) = roads(&sb, Duration::from_secs(10));
        let key = sb.info.seller_key.clone();
        let add = seller(
            &sb,
            &key,
            "type=add&expiry=1&mask=AAAA-BBBB&amount=3&level=1",
        );
        assert_eq!(tcp.get(&add).await.unwrap().status, 200);
        for url in [
            seller(&sb, &key, "type=fetchallkeys"),
            seller(&sb, &key, "type=info&key=NO-SUCH-KEY"),
            seller(&sb, &key, "type=nosuchtype"),
            seller(&sb, "wrong", "type=fetchallkeys"),
            Url::parse(&format!("{}/api/nowhere/", sb.info.base_url)).unwrap(),
        ] {
            let (mut a, mut b) = (tcp.get(&url).await.unwrap(), local.get(&url).await.unwrap());
            assert_eq!(a.status, b.status, "{url}");
            assert_eq!(
                String::from_utf8_lossy(&a.body),
                String::from_utf8_lossy(&b.body),
                "{url}"
            );
            // The date is the one header that may differ (a second may pass between them).
            let date = reqwest::header::DATE;
            assert!(a.headers.remove(&date).is_some() && b.headers.remove(&date).is_some());
            assert_eq!(a.headers, b.headers, "{url}");
        }
        // The size cap holds on both roads, in the same words.
        let list = seller(&sb, &key, "type=fetchallkeys");
        let (tcp, local) = (tcp.with_max_body(20), local.with_max_body(20));
        let (a, b) = (tcp.get(&list).await, local.get(&list).await);
        assert_eq!(a.err().unwrap(), b.err().unwrap());
        sb.stop().await;
    }

    #[tokio::test]
    async fn faults_act_on_the_embedded_road_as_on_the_http_road() {
        let sb = still_sandbox(&[
            "drop,type=fetchallkeys",
            "hang,type=fetchallusers",
            "502,type=info",
        ])
        .await;
        let (tcp, local) = roads(&sb, Duration::from_millis(300));
        let key = sb.info.seller_key.clone();
        // A connection closed unanswered, a request never answered: the same failure.
        for q in ["type=fetchallkeys", "type=fetchallusers"] {
            let url = seller(&sb, &key, q);
            let (a, b) = (tcp.get(&url).await, local.get(&url).await);
            let (a, b) = (a.err().unwrap(), b.err().unwrap());
            assert_eq!(a.code(), 5, "{q}: {a}");
            assert_eq!(a, b, "{q}");
        }
        // A proxy's error page, byte for byte.
        let url = seller(&sb, &key, "type=info&key=K");
        let (a, b) = (tcp.get(&url).await.unwrap(), local.get(&url).await.unwrap());
        assert_eq!((a.status, &a.body), (502, &b.body));
        assert_eq!(b.status, 502);
        sb.stop().await;
    }
}

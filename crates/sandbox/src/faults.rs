//! Faults a user switches on (`sandbox faults add`, `sandbox start --faults`): what each does, the
//! requests it applies to, and the text form (`KIND[:ARG][,next=N|,share=F][,api=A][,type=T]`)
//! the CLI, the control endpoint and the database share.

use std::sync::Mutex;

use licensectl_catalogue::{Api, Generation};
use serde::{Deserialize, Serialize};

/// What a fault does to a request it applies to.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    /// Waits this many milliseconds (a value drawn from the range) before answering as usual.
    Latency { lo: u64, hi: u64 },
    /// A proxy's error page: this HTTP status with an HTML body, the request not run.
    Status(u16),
    /// `{"success":false,"message":"…temporarily unavailable"}`, the request not run.
    Unavailable,
    /// A JSON answer cut short, the request not run.
    Malformed,
    /// The connection closed without an answer, the request not run.
    Drop,
    /// No answer until the faults are cleared or the sandbox stops (at most `HANG_MAX`); then
    /// the connection is closed.
    Hang,
    /// The service's own rate-limit answer (seller API or client API), the request not run.
    RateLimit,
}

/// The longest a `hang` holds a request.
pub const HANG_MAX: std::time::Duration = std::time::Duration::from_secs(600);
/// The longest latency a fault may add.
pub const LATENCY_MAX_MS: u64 = 600_000;

pub const UNAVAILABLE: &str = "The service is temporarily unavailable";

/// Which API a fault applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Seller,
    Client,
}

/// One fault and the requests it applies to.
#[derive(Debug, Clone, PartialEq)]
pub struct Fault {
    pub id: u64,
    pub kind: Kind,
    pub api: Option<Scope>,
    /// The operation's `type` (as the service names it: `login`, `fetchallkeys`, …).
    pub ty: Option<String>,
    /// Applies to this many more matching requests, then is removed.
    pub next: Option<u64>,
    /// Applies to this share of matching requests (0 < share <= 1).
    pub share: Option<f64>,
    /// Requests it applied to so far.
    pub hits: u64,
    /// Requests answered since it was switched on that it did not match, counted until its
    /// first hit: a fault that waits through `WAITED_WARN` of them is named by `sandbox faults`.
    pub missed: u64,
}

/// How many requests a fault may let pass without a match before `sandbox faults` warns that
/// it may never fire (a type or API the app under test does not call). A CI step's client
/// flow (init, login, check, a variable, logout) is five requests; twenty is four such runs.
pub const WAITED_WARN: u64 = 20;

fn api_name(api: Scope) -> &'static str {
    match api {
        Scope::Seller => "seller",
        Scope::Client => "client",
    }
}

/// The `type` names a request on `api` can carry, as the service takes them (case included):
/// the catalogue's operations of that API, under their name on each generation, and the seller
/// types only an older generation answered (`Server::extra`, those the current one does not).
pub fn types_of(api: Scope) -> Vec<&'static str> {
    let want = match api {
        Scope::Seller => Api::Seller,
        Scope::Client => Api::Client,
    };
    let mut v: Vec<&'static str> = licensectl_catalogue::all()
        .filter(|op| op.api == want)
        .flat_map(|op| Generation::ALL.map(|g| op.type_on(g)))
        .flatten()
        .collect();
    if api == Scope::Seller {
        let now = Generation::Current.server().extra;
        let older_only = Generation::ALL
            .iter()
            .flat_map(|g| g.server().extra)
            .filter(|e| now.iter().all(|n| n.ty != e.ty));
        v.extend(older_only.map(|e| e.ty));
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// Whether a request of `api` can carry `type=ty`; else why not, naming the nearest type
/// (a wrong case, a typo, or an operation of the other API): a fault that can never fire is
/// refused rather than left waiting.
fn check_type(api: Option<Scope>, ty: &str) -> Result<(), String> {
    let scopes = match api {
        Some(a) => vec![a],
        None => vec![Scope::Seller, Scope::Client],
    };
    if scopes.iter().any(|s| types_of(*s).contains(&ty)) {
        return Ok(());
    }
    if let Some(a) = api {
        let other = if a == Scope::Seller {
            Scope::Client
        } else {
            Scope::Seller
        };
        if types_of(other).contains(&ty) {
            return Err(format!(
                "type {ty:?} is an operation of the {} API, not of the {} API: it would never fire (licensectl ops lists each API's)",
                api_name(other),
                api_name(a)
            ));
        }
    }
    let all: Vec<&str> = scopes.iter().flat_map(|s| types_of(*s)).collect();
    let near = nearest(ty, &all).unwrap_or_default();
    let which = match api {
        Some(a) => format!("the {} API", api_name(a)),
        None => "either API".into(),
    };
    Err(format!(
        "no operation of {which} has the type {ty:?} (types are matched as the service takes them, case included); did you mean {near:?}? (licensectl ops lists them)"
    ))
}

/// The candidate nearest to `given`: fewest edits ignoring case, then fewest with it.
fn nearest<'a>(given: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let lower = given.to_lowercase();
    candidates
        .iter()
        .min_by_key(|c| {
            (
                strsim::levenshtein(&lower, &c.to_lowercase()),
                strsim::levenshtein(given, c),
            )
        })
        .copied()
}

/// The kinds, by the names a spec uses (a status is its number, 500-599).
pub const KINDS: &[&str] = &[
    "latency",
    "500..599",
    "unavailable",
    "malformed",
    "drop",
    "hang",
    "ratelimit",
];

impl Kind {
    fn name(&self) -> String {
        match self {
            Kind::Latency { .. } => "latency".into(),
            Kind::Status(code) => code.to_string(),
            Kind::Unavailable => "unavailable".into(),
            Kind::Malformed => "malformed".into(),
            Kind::Drop => "drop".into(),
            Kind::Hang => "hang".into(),
            Kind::RateLimit => "ratelimit".into(),
        }
    }
    fn arg(&self) -> Option<String> {
        match *self {
            Kind::Latency { lo, hi } if lo == hi => Some(format!("{lo}ms")),
            Kind::Latency { lo, hi } => Some(format!("{lo}ms-{hi}ms")),
            _ => None,
        }
    }
}

/// Milliseconds from `300ms`, `2s` or `300` (milliseconds).
fn millis(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (num, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 1)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1000)
    } else {
        (t, 1)
    };
    let n: u64 = num
        .trim()
        .parse()
        .map_err(|_| format!("latency {text:?}: expected milliseconds such as 300ms or 2s"))?;
    let ms = n.saturating_mul(scale);
    if ms > LATENCY_MAX_MS {
        return Err(format!("latency {text:?}: at most 600s"));
    }
    Ok(ms)
}

/// A kind from its name and argument.
pub fn kind(name: &str, arg: Option<&str>) -> Result<Kind, String> {
    let name = name.trim().to_ascii_lowercase();
    let k = match name.as_str() {
        "latency" => {
            let a = arg.ok_or("latency needs a duration: latency:300ms or latency:100ms-2s")?;
            let (lo, hi) = match a.split_once("..").or_else(|| a.split_once('-')) {
                Some((lo, hi)) => (millis(lo)?, millis(hi)?),
                None => (millis(a)?, millis(a)?),
            };
            if lo > hi {
                return Err(format!(
                    "latency {a:?}: the range's low end is above its high end"
                ));
            }
            return Ok(Kind::Latency { lo, hi });
        }
        "unavailable" => Kind::Unavailable,
        "malformed" => Kind::Malformed,
        "drop" => Kind::Drop,
        "hang" => Kind::Hang,
        "ratelimit" | "rate-limit" | "429" => Kind::RateLimit,
        n => match n.parse::<u16>() {
            Ok(code) if (500..=599).contains(&code) => Kind::Status(code),
            _ => {
                return Err(format!(
                    "no fault kind {name:?}; kinds: {}",
                    KINDS.join(", ")
                ))
            }
        },
    };
    match arg {
        Some(a) => Err(format!("{name} takes no argument (got {a:?})")),
        None => Ok(k),
    }
}

impl Fault {
    /// Parses `KIND[:ARG][,next=N][,share=F][,api=seller|client][,type=OP]`.
    pub fn parse(spec: &str) -> Result<Fault, String> {
        let mut parts = spec.split(',');
        let head = parts.next().unwrap_or("").trim();
        let (name, arg) = match head.split_once([':', ' ', '=']) {
            Some((n, a)) => (n, Some(a.trim())),
            None => (head, None),
        };
        let mut f = Fault {
            id: 0,
            kind: kind(name, arg)?,
            api: None,
            ty: None,
            next: None,
            share: None,
            hits: 0,
            missed: 0,
        };
        for part in parts {
            let (k, v) = part
                .split_once('=')
                .map(|(k, v)| (k.trim(), v.trim()))
                .ok_or_else(|| format!("fault {spec:?}: expected NAME=VALUE, got {part:?}"))?;
            match k {
                "next" => {
                    f.next = Some(
                        v.parse()
                            .ok()
                            .filter(|n| *n > 0)
                            .ok_or_else(|| format!("next={v}: expected a count of at least 1"))?,
                    )
                }
                "share" => {
                    f.share = Some(
                        v.parse::<f64>()
                            .ok()
                            .filter(|s| *s > 0.0 && *s <= 1.0)
                            .ok_or_else(|| {
                                format!("share={v}: expected a number above 0, at most 1")
                            })?,
                    )
                }
                "api" => {
                    f.api = Some(match v {
                        "seller" => Scope::Seller,
                        "client" => Scope::Client,
                        _ => return Err(format!("api={v}: expected seller or client")),
                    })
                }
                "type" if !v.is_empty() && v.len() <= 64 => f.ty = Some(v.to_string()),
                _ => {
                    return Err(format!(
                    "fault {spec:?}: unknown {k}={v} (next=N, share=F, api=seller|client, type=OP)"
                ))
                }
            }
        }
        if f.next.is_some() && f.share.is_some() {
            return Err("next and share do not go together: one or the other".into());
        }
        if let Some(t) = &f.ty {
            check_type(f.api, t)?;
        }
        Ok(f)
    }

    /// The text form `parse` reads (with the requests still left for `next`).
    pub fn spec(&self) -> String {
        let mut s = self.kind.name();
        if let Some(a) = self.kind.arg() {
            s = format!("{s}:{a}");
        }
        if let Some(n) = self.next {
            s.push_str(&format!(",next={n}"));
        }
        if let Some(f) = self.share {
            s.push_str(&format!(",share={f}"));
        }
        if let Some(a) = self.api {
            s.push_str(match a {
                Scope::Seller => ",api=seller",
                Scope::Client => ",api=client",
            });
        }
        if let Some(t) = &self.ty {
            s.push_str(&format!(",type={t}"));
        }
        s
    }

    /// The fault as the control endpoint lists it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "id": self.id,
            "kind": self.kind.name(),
            "arg": self.kind.arg(),
            "api": self.api.map(|a| if a == Scope::Seller { "seller" } else { "client" }),
            "type": self.ty,
            "next": self.next,
            "share": self.share,
            "hits": self.hits,
            "missed": self.missed,
            "waiting": self.waiting(),
            "spec": self.spec(),
        })
    }

    /// Whether it has let `WAITED_WARN` requests pass without a match and never fired.
    pub fn waiting(&self) -> bool {
        self.hits == 0 && self.missed >= WAITED_WARN
    }

    fn matches(&self, api: Scope, ty: &str) -> bool {
        self.api.is_none_or(|a| a == api) && self.ty.as_deref().is_none_or(|t| t == ty)
    }
}

/// What the faults do to one request.
#[derive(Debug, Default, PartialEq)]
pub struct Picked {
    /// Milliseconds to wait first.
    pub delay_ms: u64,
    /// The answer that replaces the service's, if any.
    pub answer: Option<Kind>,
    /// A fault was counted (a hit, a `next` used up, a miss before the warning): the kept list
    /// changed.
    pub changed: bool,
    /// The releases so far, when picked (`Faults::hang` waits for the next one).
    pub epoch: u64,
}

/// The faults switched on, in the order added.
#[derive(Default)]
pub struct Faults {
    inner: Mutex<Inner>,
    /// Wakes hanging requests (faults cleared, or the sandbox stopping).
    release: tokio::sync::Notify,
    /// Counts the releases, so a request picked before one never waits for another.
    epoch: std::sync::atomic::AtomicU64,
}

#[derive(Default)]
struct Inner {
    list: Vec<Fault>,
    last_id: u64,
}

/// How a fault is kept in the database.
#[derive(Serialize, Deserialize)]
struct Kept {
    spec: String,
    hits: u64,
    #[serde(default)]
    missed: u64,
}

impl Faults {
    /// Adds a fault; returns it with its id.
    pub fn add(&self, mut f: Fault) -> Fault {
        let Ok(mut i) = self.inner.lock() else {
            return f;
        };
        i.last_id += 1;
        f.id = i.last_id;
        i.list.push(f.clone());
        f
    }
    /// Removes every fault and releases hanging requests; returns how many there were.
    pub fn clear(&self) -> usize {
        let n = self
            .inner
            .lock()
            .map(|mut i| std::mem::take(&mut i.list).len())
            .unwrap_or(0);
        self.release();
        n
    }
    /// Wakes every hanging request.
    pub fn release(&self) {
        self.epoch.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.release.notify_waiters();
    }
    /// Waits until the first release after `picked` (at once if one came already), or `HANG_MAX`.
    pub async fn hang(&self, picked: &Picked) {
        let released = async {
            loop {
                let woken = self.release.notified();
                tokio::pin!(woken);
                woken.as_mut().enable();
                if self.epoch.load(std::sync::atomic::Ordering::SeqCst) != picked.epoch {
                    return;
                }
                woken.await;
            }
        };
        let _ = tokio::time::timeout(HANG_MAX, released).await;
    }
    pub fn list(&self) -> Vec<Fault> {
        self.inner
            .lock()
            .map(|i| i.list.clone())
            .unwrap_or_default()
    }

    /// What the faults do to a request on `api` of operation `ty`: every latency that applies
    /// adds up; the first other fault that applies answers instead of the service.
    pub fn pick(&self, api: Scope, ty: &str) -> Picked {
        let mut p = Picked::default();
        let Ok(mut i) = self.inner.lock() else {
            return p;
        };
        // Read under the lock `clear` takes before it releases: a hang picked here is released
        // by any later clear.
        p.epoch = self.epoch.load(std::sync::atomic::Ordering::SeqCst);
        if i.list.is_empty() {
            return p;
        }
        for f in i.list.iter_mut() {
            let is_latency = matches!(f.kind, Kind::Latency { .. });
            if !f.matches(api, ty) {
                if f.hits == 0 {
                    f.missed = f.missed.saturating_add(1);
                    // Kept until the warning is due (the embedded sandbox's next command reads
                    // it); past that, a count in memory only.
                    p.changed |= f.missed <= WAITED_WARN;
                }
                continue;
            }
            if !is_latency && p.answer.is_some() {
                continue;
            }
            if f.share.is_some_and(|s| rand::random::<f64>() >= s) {
                continue;
            }
            f.hits += 1;
            // Kept, so the embedded sandbox's next `sandbox faults` shows it.
            p.changed = true;
            if let Some(n) = f.next.as_mut() {
                *n -= 1;
                p.changed = true;
            }
            match f.kind {
                Kind::Latency { lo, hi } => {
                    let ms = if hi > lo {
                        rand::Rng::gen_range(&mut rand::thread_rng(), lo..=hi)
                    } else {
                        lo
                    };
                    p.delay_ms = p.delay_ms.saturating_add(ms).min(LATENCY_MAX_MS);
                }
                k => p.answer = Some(k),
            }
        }
        i.list.retain(|f| f.next != Some(0));
        p
    }

    /// The list as the database keeps it.
    pub fn saved(&self) -> String {
        let kept: Vec<Kept> = self
            .list()
            .iter()
            .map(|f| Kept {
                spec: f.spec(),
                hits: f.hits,
                missed: f.missed,
            })
            .collect();
        serde_json::to_string(&kept).unwrap_or_else(|_| "[]".into())
    }

    /// Replaces the list with one the database kept (unreadable entries are left out).
    pub fn load(&self, saved: &str) {
        let kept: Vec<Kept> = serde_json::from_str(saved).unwrap_or_default();
        if let Ok(mut i) = self.inner.lock() {
            i.list.clear();
        }
        for k in kept {
            if let Ok(mut f) = Fault::parse(&k.spec) {
                f.hits = k.hits;
                f.missed = k.missed;
                self.add(f);
            }
        }
    }
}

/// The HTML page a proxy in front of the service serves for `code` (Cloudflare's and nginx's
/// plain error page).
pub fn proxy_page(code: u16) -> String {
    let reason = axum::http::StatusCode::from_u16(code)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("Server Error");
    format!(
        "<html>\r\n<head><title>{code} {reason}</title></head>\r\n<body>\r\n<center><h1>{code} {reason}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n"
    )
}

/// The body of a `malformed` answer: JSON cut off mid-string.
pub const MALFORMED: &str = r#"{"success":true,"message":"Successfully retrieved","info":{"use"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_back_as_written() {
        for spec in [
            "502,next=2",
            "latency:300ms,share=0.2,api=client",
            "latency:100ms-2000ms",
            "unavailable,api=seller,type=fetchallkeys",
            "malformed",
            "drop,next=1",
            "hang,type=login",
            "ratelimit,api=client",
        ] {
            assert_eq!(Fault::parse(spec).map(|f| f.spec()), Ok(spec.to_string()));
        }
        assert_eq!(Fault::parse("latency 2s").unwrap().spec(), "latency:2000ms");
        for bad in [
            "404",
            "latency",
            "latency:5h",
            "502:x",
            "502,next=0",
            "502,share=1.5",
            "502,next=1,share=0.5",
            "502,api=web",
            "nosuch",
            "502,colour=red",
        ] {
            assert!(Fault::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn next_faults_count_down_and_latencies_add_up() {
        let faults = Faults::default();
        faults.add(Fault::parse("latency:100ms").unwrap());
        faults.add(Fault::parse("502,next=2,api=seller").unwrap());
        faults.add(Fault::parse("drop,type=login").unwrap());
        faults.add(Fault::parse("latency:50ms,api=client").unwrap());
        let p = faults.pick(Scope::Client, "init");
        assert_eq!((p.delay_ms, p.answer), (150, None));
        let p = faults.pick(Scope::Client, "login");
        assert_eq!(p.answer, Some(Kind::Drop));
        for _ in 0..2 {
            let p = faults.pick(Scope::Seller, "info");
            assert_eq!(
                (p.delay_ms, p.answer, p.changed),
                (100, Some(Kind::Status(502)), true)
            );
        }
        assert_eq!(faults.pick(Scope::Seller, "info").answer, None, "used up");
        assert_eq!(faults.list().len(), 3);
        let again = Faults::default();
        again.load(&faults.saved());
        assert_eq!(
            again.list().iter().map(Fault::spec).collect::<Vec<_>>(),
            faults.list().iter().map(Fault::spec).collect::<Vec<_>>()
        );
        assert_eq!(faults.clear(), 3);
        assert!(faults.list().is_empty());
    }

    #[test]
    fn a_type_no_request_of_its_api_carries_is_refused_naming_the_nearest() {
        for (spec, nearest) in [
            ("unavailable,type=INIT", "\"init\""),
            ("unavailable,type=LOGIN", "\"login\""),
            ("unavailable,api=client,type=loginemail", "\"loginEmail\""),
            (
                "unavailable,api=seller,type=fetchallkey",
                "\"fetchallkeys\"",
            ),
            ("unavailable,type=2FAenable", "\"2faenable\""),
        ] {
            let e = Fault::parse(spec).unwrap_err();
            assert!(
                e.contains(&format!("did you mean {nearest}")),
                "{spec}: {e}"
            );
        }
        let e = Fault::parse("unavailable,api=client,type=fetchallkeys").unwrap_err();
        assert!(
            e.contains("of the seller API, not of the client API"),
            "{e}"
        );
        for ok in [
            "unavailable,type=init",
            "unavailable,api=client,type=loginEmail",
            "unavailable,api=seller,type=addWhite",
            "unavailable,api=seller,type=balance",
            "unavailable,api=seller,type=keydata",
            "unavailable,type=fetchallkeys",
        ] {
            assert!(Fault::parse(ok).is_ok(), "{ok}");
        }
    }

    #[test]
    fn a_fault_that_lets_requests_pass_counts_them_until_its_first_hit() {
        let faults = Faults::default();
        faults.add(Fault::parse("unavailable,type=login").unwrap());
        for n in 1..=WAITED_WARN {
            let p = faults.pick(Scope::Client, "init");
            assert!(p.changed, "kept until the warning is due");
            assert_eq!(faults.list()[0].waiting(), n == WAITED_WARN);
        }
        assert!(!faults.pick(Scope::Client, "init").changed);
        let again = Faults::default();
        again.load(&faults.saved());
        assert!(again.list()[0].waiting(), "kept in the database");
        assert_eq!(
            faults.pick(Scope::Client, "login").answer,
            Some(Kind::Unavailable)
        );
        assert!(!faults.list()[0].waiting(), "it fired");
    }

    #[tokio::test]
    async fn a_hang_picked_before_a_clear_is_released_by_it() {
        let faults = Faults::default();
        faults.add(Fault::parse("hang").unwrap());
        let p = faults.pick(Scope::Client, "init");
        assert_eq!(p.answer, Some(Kind::Hang));
        // Cleared before the request starts waiting: it must not wait for another release.
        faults.clear();
        let waited = tokio::time::timeout(std::time::Duration::from_secs(5), faults.hang(&p)).await;
        assert!(waited.is_ok(), "released at once");
    }
}

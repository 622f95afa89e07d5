//! `/self/`: customers reset their own HWID. The page (`page.rs`) works without JavaScript;
//! `POST /self/reset-hwid` takes its form, or JSON from a script. Who the customer is, the
//! service says: the app's own login (username and password, or a license key) through the
//! client API, in a session of its own — the gateway keeps no password. The cooldown is the
//! service's too: the user's `cooldown` field, read before and set after each reset, counted on
//! the service's clock (the login's `lastlogin` is the service's now). Wrong credentials are
//! throttled per address and per user, and the answer never says which part was wrong. One
//! reset runs at a time per user, so concurrent resets cannot both pass the cooldown.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Request, StatusCode};
use axum::response::Response;
use hmac::{Hmac, Mac};
use licensectl_catalogue::{find, Api};
use serde_json::{json, Value};
use sha2::Sha256;
use subtle::ConstantTimeEq;

use super::request::Params;
use super::store::Entry;
use super::{body_of, header, page, Shared};
use crate::context::Context;
use crate::error::Failure;
use licensectl_sandbox::throttle::Throttle;

/// Wrong credentials an address may send a minute, and a user may be tried with.
pub const PER_ADDRESS: u32 = 10;
pub const PER_USER: u32 = 5;
/// The one answer to credentials the service did not accept, whichever part was wrong.
pub const NOT_ACCEPTED: &str =
    "The username and password (or the license key) were not accepted. Check them and try again.";
pub const TOO_MANY: &str = "Too many attempts. Try again in a minute.";
const CSRF_COOKIE: &str = "lcg_csrf";

pub struct Desk {
    /// Why resets cannot be served (the profile has no client API settings), if so.
    off: Option<String>,
    cooldown: Option<u64>,
    by_addr: Throttle<IpAddr>,
    by_user: Throttle<String>,
    /// One reset at a time per user; an entry lives while a reset of that user runs.
    running: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// Keys the form's anti-forgery value to the cookie the page set (random at each start).
    csrf_key: [u8; 32],
}

impl Desk {
    pub fn new(cx: &Context, cooldown: Option<u64>) -> Desk {
        let missing: Vec<&str> = ["app_name", "ownerid"]
            .into_iter()
            .filter(|s| cx.settings.get(s).is_none())
            .collect();
        let off = (!missing.is_empty()).then(|| {
            format!(
                "self-service is off: the gateway's profile has no {} (the client API's settings)",
                missing.join(" or ")
            )
        });
        if let Some(why) = &off {
            crate::say!("licensectl: gateway: {why}");
        }
        let mut csrf_key = [0u8; 32];
        rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut csrf_key);
        Desk {
            off,
            cooldown,
            by_addr: Throttle::with_limit(PER_ADDRESS),
            by_user: Throttle::with_limit(PER_USER),
            running: Mutex::new(HashMap::new()),
            csrf_key,
        }
    }

    fn csrf_for(&self, nonce: &str) -> String {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.csrf_key).expect("any key size");
        mac.update(nonce.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    /// The lock of `user`'s resets (made when none is held).
    fn lock_of(&self, user: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut m = self.running.lock().unwrap_or_else(|p| p.into_inner());
        // Entries no reset holds any more go: the map is as large as the resets running.
        m.retain(|_, l| Arc::strong_count(l) > 1);
        m.entry(user.to_string()).or_default().clone()
    }
}

/// `GET /self/`: the form, with a fresh anti-forgery value bound to a cookie.
pub async fn page(State(g): State<Arc<Shared>>) -> Response {
    let nonce = crate::service::sessions::random_token(16);
    let csrf = g.desk.csrf_for(&nonce);
    let mut r = page::form(&csrf, g.desk.off.as_deref());
    set_cookie(&mut r, &nonce);
    r
}

fn set_cookie(r: &mut Response, nonce: &str) {
    let cookie = format!("{CSRF_COOKIE}={nonce}; Path=/self/; HttpOnly; SameSite=Strict");
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().insert("set-cookie", v);
    }
}

/// What the customer gave.
enum Proof {
    Login {
        username: String,
        password: String,
        code: Option<String>,
    },
    Key(String),
}

impl Proof {
    /// Who the throttle counts it against before the service says who it is.
    fn counted_as(&self) -> String {
        match self {
            Proof::Login { username, .. } => format!("user:{}", username.to_lowercase()),
            Proof::Key(k) => format!("key:{}", k.to_lowercase()),
        }
    }
}

/// How a reset ended, for the customer and the audit.
struct Outcome {
    status: StatusCode,
    message: String,
    next: Option<i64>,
    audit: String,
    user: String,
}

impl Outcome {
    fn refused(status: StatusCode, message: &str) -> Outcome {
        Outcome {
            status,
            message: message.to_string(),
            next: None,
            audit: format!("refused: {message}"),
            user: String::new(),
        }
    }
}

/// `POST /self/reset-hwid`.
pub async fn reset(State(g): State<Arc<Shared>>, req: Request<Body>) -> Response {
    let ip = super::caller_of(&g, &req);
    let (parts, body) = match body_of(req).await {
        Ok(p) => p,
        Err((status, why)) => return super::refusal(status, &why),
    };
    let ct = header(&parts.headers, "content-type").unwrap_or("");
    let json_in = ct.to_ascii_lowercase().starts_with("application/json");
    let outcome = run(
        &g,
        ip,
        &parts.headers,
        parts.uri.query(),
        ct,
        &body,
        json_in,
    )
    .await;
    let entry = Entry {
        at: g.cx.env.now(),
        who: if outcome.user.is_empty() {
            "(customer)".into()
        } else {
            format!("customer {}", outcome.user)
        },
        role: "customer".into(),
        address: ip.to_string(),
        operation: "resetuser".into(),
        target: outcome.user.clone(),
        params: "{}".into(),
        outcome: crate::redact::text(&outcome.audit).into_owned(),
    };
    super::seller::write(&g, entry).await;
    if json_in {
        let mut v =
            json!({"success": outcome.status == StatusCode::OK, "message": outcome.message});
        if let Some(n) = outcome.next {
            v["next_reset_at"] = json!(n);
        }
        return super::answer(outcome.status, &v);
    }
    // A new anti-forgery pair, so the form shown again can be sent again.
    let nonce = crate::service::sessions::random_token(16);
    let csrf = g.desk.csrf_for(&nonce);
    let mut r = page::result(outcome.status, &outcome.message, outcome.next, &csrf);
    set_cookie(&mut r, &nonce);
    r
}

#[allow(clippy::too_many_arguments)]
async fn run(
    g: &Arc<Shared>,
    ip: IpAddr,
    headers: &HeaderMap,
    query: Option<&str>,
    ct: &str,
    body: &[u8],
    json_in: bool,
) -> Outcome {
    if let Some(off) = &g.desk.off {
        return Outcome::refused(StatusCode::SERVICE_UNAVAILABLE, off);
    }
    if query.is_some_and(|q| !q.is_empty()) {
        return Outcome::refused(
            StatusCode::BAD_REQUEST,
            "Send the form's fields in the body, not the address.",
        );
    }
    let params = match Params::read(None, Some(ct), body) {
        Ok(p) => p,
        Err(m) => return Outcome::refused(StatusCode::BAD_REQUEST, &m.0),
    };
    if !json_in && !csrf_ok(g, headers, &params) {
        return Outcome::refused(
            StatusCode::FORBIDDEN,
            "This form has expired or was sent from another site. Open the page again and resend it.",
        );
    }
    let proof = match proof(&params) {
        Ok(p) => p,
        Err(why) => return Outcome::refused(StatusCode::BAD_REQUEST, why),
    };
    let now = g.cx.env.now();
    let counted = proof.counted_as();
    if !g.desk.by_addr.admit(ip, now, true) || !g.desk.by_user.admit_key(counted.clone(), now, true)
    {
        return Outcome::refused(StatusCode::TOO_MANY_REQUESTS, TOO_MANY);
    }
    // The app may refuse a login without a HWID (`forceHwid`): the login sends the one the
    // service holds, read first; a user with none locked has nothing to reset.
    if let Err(o) = budget_now(g) {
        return o;
    }
    // One reset at a time per customer, from before the HWID is read (a login sending it would
    // lock it again after a concurrent reset) to after the cooldown is set.
    let lock = g.desk.lock_of(&counted);
    let _held = lock.lock().await;
    let hwid = match stored_hwid(g, &proof).await {
        Some(h) => h,
        None => {
            g.desk.by_addr.admit(ip, now, false);
            g.desk.by_user.admit_key(counted.clone(), now, false);
            return Outcome::refused(StatusCode::FORBIDDEN, NOT_ACCEPTED);
        }
    };
    let proved = crate::service::detached(login(g, &proof, &hwid)).await;
    let (user, service_now) = match proved {
        Ok(p) => p,
        Err(Login::NotAccepted) => {
            g.desk.by_addr.admit(ip, now, false);
            g.desk.by_user.admit_key(counted, now, false);
            return Outcome::refused(StatusCode::FORBIDDEN, NOT_ACCEPTED);
        }
        Err(Login::Failed(status, why)) => return Outcome::refused(status, &why),
    };
    let mut out = reset_user(g, &user, service_now).await;
    out.user = user;
    out
}

fn csrf_ok(g: &Shared, headers: &HeaderMap, params: &Params) -> bool {
    let nonce = header(headers, "cookie").and_then(|c| {
        c.split(';')
            .filter_map(|kv| kv.trim().split_once('='))
            .find(|(k, _)| *k == CSRF_COOKIE)
            .map(|(_, v)| v.to_string())
    });
    match (nonce, params.get("csrf")) {
        (Some(n), Some(sent)) if !n.is_empty() => {
            bool::from(g.desk.csrf_for(&n).as_bytes().ct_eq(sent.as_bytes()))
        }
        _ => false,
    }
}

/// The customer's proof from the form: username and password (and a 2FA code), or a key.
fn proof(p: &Params) -> Result<Proof, &'static str> {
    let field = |name: &str, max: usize| -> Result<Option<String>, &'static str> {
        match p.get(name).map(str::trim) {
            None | Some("") => Ok(None),
            Some(v) if v.chars().count() > max || v.chars().any(char::is_control) => {
                Err("A field is too long or holds a line break or control character.")
            }
            Some(v) => Ok(Some(v.to_string())),
        }
    };
    let username = field("username", 70)?;
    let password = p.get("password").filter(|v| !v.is_empty());
    if password.is_some_and(|v| v.len() > 500 || v.chars().any(char::is_control)) {
        return Err("A field is too long or holds a line break or control character.");
    }
    let key = field("key", 70)?;
    let code = field("code", 12)?;
    match (username, password, key) {
        (Some(username), Some(password), None) => Ok(Proof::Login {
            username,
            password: password.to_string(),
            code,
        }),
        (None, None, Some(k)) => Ok(Proof::Key(k)),
        _ => Err("Give your username and password, or your license key."),
    }
}

enum Login {
    NotAccepted,
    Failed(StatusCode, String),
}

/// The app's own login through the client API, in a session of its own: the user it proves, and
/// the service's time then (its `lastlogin`).
async fn login(g: &Shared, proof: &Proof, hwid: &str) -> Result<(String, i64), Login> {
    let op = |ty| find(Api::Client, ty).expect("a client operation of the catalogue");
    let unavailable = |e: anyhow::Error| match e.downcast_ref::<Failure>() {
        Some(Failure::RateLimited(_)) => {
            Login::Failed(StatusCode::TOO_MANY_REQUESTS, TOO_MANY.into())
        }
        Some(Failure::Service(m)) => {
            crate::say!("licensectl: gateway: self-service login refused by the service: {m}");
            Login::NotAccepted
        }
        _ => {
            crate::say!("licensectl: gateway: self-service login: {e:#}");
            Login::Failed(
                StatusCode::BAD_GATEWAY,
                "The licensing service could not be reached. Try again later.".into(),
            )
        }
    };
    // The app's version, as `client init` sends it (the profile's `app_version`).
    let ver =
        g.cx.settings
            .get("app_version")
            .unwrap_or("1.0")
            .to_string();
    g.cx.send(op("init"), &[("ver".to_string(), ver)])
        .await
        .map_err(unavailable)?;
    let (ty, params) = match proof {
        Proof::Login {
            username,
            password,
            code,
        } => {
            let mut p = vec![
                ("username".to_string(), username.clone()),
                ("pass".to_string(), password.clone()),
            ];
            if let Some(c) = code {
                p.push(("code".into(), c.clone()));
            }
            ("login", p)
        }
        Proof::Key(k) => ("license", vec![("key".to_string(), k.clone())]),
    };
    let mut params = params;
    params.push(("hwid".into(), hwid.to_string()));
    let reply = g.cx.send(op(ty), &params).await.map_err(unavailable)?;
    let v = reply.map(|r| r.into_value()).unwrap_or_default();
    let info = v.get("info").and_then(Value::as_object);
    let user = info.map(|i| crate::answer::text(i, "username"));
    let at = info.and_then(|i| crate::answer::num(i, "lastlogin"));
    match (user.filter(|u| !u.is_empty()), at) {
        (Some(u), Some(at)) => Ok((u, at)),
        _ => Err(Login::Failed(
            StatusCode::BAD_GATEWAY,
            "The licensing service's answer could not be read. Try again later.".into(),
        )),
    }
}

/// The HWID the service holds for the user the proof names (a key: its user), if any is locked.
async fn stored_hwid(g: &Shared, proof: &Proof) -> Option<String> {
    let read = |op, k: &str, v: &str| {
        let p = vec![(k.to_string(), v.to_string())];
        async move {
            let r = g.cx.send(op, &p).await.ok()??;
            r.into_value().as_object().cloned()
        }
    };
    let user = match proof {
        Proof::Login { username, .. } => username.clone(),
        Proof::Key(k) => {
            let lic = read(seller("info"), "key", k).await?;
            crate::answer::text(&lic, "usedby")
        }
    };
    if user.is_empty() {
        return None;
    }
    let record = read(seller("userdata"), "user", &user).await?;
    Some(crate::answer::text(&record, "hwid")).filter(|h| !h.is_empty())
}

fn seller(ty: &str) -> &'static licensectl_catalogue::Op {
    find(Api::Seller, ty).expect("a seller operation of the catalogue")
}

/// A reset that could not be made: the service's rate limit, or anything else on the way.
fn failed(user: &str, e: anyhow::Error) -> Outcome {
    crate::say!("licensectl: gateway: self-service reset of {user}: {e:#}");
    let busy = matches!(e.downcast_ref::<Failure>(), Some(Failure::RateLimited(_)));
    let mut o = if busy {
        Outcome::refused(StatusCode::TOO_MANY_REQUESTS, TOO_MANY)
    } else {
        let why = "The reset could not be made now. Try again later.";
        Outcome::refused(StatusCode::BAD_GATEWAY, why)
    };
    o.audit = format!("failed: {}", crate::redact::text(&format!("{e:#}")));
    o
}

/// An integer field of a record answer (`None` for no answer or no such field).
fn field(r: Option<crate::answer::Reply>, name: &str) -> Option<i64> {
    let v = r?.into_value();
    crate::answer::num(v.as_object()?, name)
}

/// Reads the user's cooldown, refuses inside it, else resets the HWID and sets the next cooldown.
async fn reset_user(g: &Shared, user: &str, now: i64) -> Outcome {
    let user_p = vec![("user".to_string(), user.to_string())];
    if let Err(o) = budget_now(g) {
        return o;
    }
    let until = match g.cx.send(seller("userdata"), &user_p).await {
        Ok(r) => field(r, "cooldown").unwrap_or(0),
        Err(e) => return failed(user, e),
    };
    if until > now {
        let mut o = Outcome::refused(StatusCode::TOO_MANY_REQUESTS, &next_allowed(until));
        o.next = Some(until);
        o.audit = format!("refused: inside the cooldown, until {until}");
        return o;
    }
    let cooldown = match g.desk.cooldown {
        Some(c) => c,
        None => {
            budget_wait(g).await;
            match g.cx.send(seller("getsettings"), &[]).await {
                Ok(r) => field(r, "cooldown").unwrap_or(0).max(0) as u64,
                Err(e) => return failed(user, e),
            }
        }
    };
    budget_wait(g).await;
    if let Err(e) = g.cx.send(seller("resetuser"), &user_p).await {
        return failed(user, e);
    }
    let mut done = Outcome {
        status: StatusCode::OK,
        message: "Your HWID was reset. Start the app on your new PC to lock it there.".into(),
        next: None,
        audit: "ok".into(),
        user: String::new(),
    };
    if cooldown > 0 {
        set_cooldown(g, user, now.saturating_add(cooldown as i64), &mut done).await;
    }
    done
}

/// The service's cooldown field set to `next`, after a reset.
async fn set_cooldown(g: &Shared, user: &str, next: i64, done: &mut Outcome) {
    budget_wait(g).await;
    let p = vec![
        ("user".to_string(), user.to_string()),
        ("cooldown".to_string(), next.to_string()),
    ];
    match g.cx.send(seller("setcooldown"), &p).await {
        Ok(_) => {
            done.next = Some(next);
            done.message.push_str(&format!(" {}", next_allowed(next)));
        }
        Err(e) => {
            crate::say!("licensectl: gateway: the cooldown of {user} was not set: {e:#}");
            done.audit = "ok; the cooldown was not set".into();
        }
    }
}

/// The shared upstream budget before a reset starts: refused at once when it is spent.
fn budget_now(g: &Shared) -> Result<(), Outcome> {
    match &g.limiter {
        Some(l) if !l.delay(Instant::now()).is_zero() => {
            Err(Outcome::refused(StatusCode::TOO_MANY_REQUESTS, TOO_MANY))
        }
        _ => Ok(()),
    }
}

/// The shared upstream budget once a reset has started: waited for, never left half done.
async fn budget_wait(g: &Shared) {
    if let Some(l) = &g.limiter {
        l.acquire().await;
    }
}

/// "The next reset is allowed at …", in UTC.
fn next_allowed(at: i64) -> String {
    let when = chrono::DateTime::from_timestamp(at, 0).map_or_else(
        || at.to_string(),
        |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
    );
    format!("The next reset is allowed at {when}.")
}

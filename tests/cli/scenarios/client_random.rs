//! Random client API 1.2 requests against `sandbox start --bugs` set up like the recorded
//! app (`minHwid=20`, `sessionReuse=1`, `owner=testseller`), checked against a model of the 2024
//! server written here as data from its PHP (KeyAuth-Source-Code 704ec0b, `api/1.2/index.php`,
//! `includes/misc/etc.php`'s `sanitize()`, `includes/api/shared/primary.php`'s `getSession()`),
//! and against the recorded answers (keyauth-transcripts.md) where a request meets one:
//!
//! - every type but `init` reads the session id first (`trim()` of an array throws: HTTP 500 and
//!   `Error: …`), then looks the session up (#34's answer when there is none), then reads its
//!   parameters in order — after its logged-in check where it makes that first;
//! - `init` measures `enckey` with `strlen()`, compares `ver` only when one is sent (#33's answer
//!   otherwise), and links `https://keyauth.cc/panel/OWNER/APP/`;
//! - `log` answers an empty body before it reads anything; an unknown type is #35's answer;
//! - every answer: HTTP 200 but the exception handler's 500, JSON as PHP writes it (`\/`, ASCII),
//!   `Access-Control-Allow-Origin: *`.
//!
//! What the data decide (a key used or not, a user logged in or not) the model leaves open. Each
//! run draws a new seed, printed on failure; `LICENSECTL_TEST_SEED=N` replays one. Bounded: 200
//! requests on one sandbox.

use crate::harness::Sandbox;

/// xorshift64*: the same seed makes the same requests.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

/// A type, the parameters it reads after the session id in the PHP's order, and whether it
/// refuses a session that is not logged in before reading them.
#[rustfmt::skip]
const TYPES: &[(&str, &[&str], bool)] = &[
    ("register", &["username", "key", "pass", "email", "hwid"], false),
    ("upgrade", &["username", "key"], false),
    ("login", &["username", "hwid", "pass", "token"], false),
    ("license", &["key", "hwid"], false),
    ("forgot", &["username", "email"], false),
    ("fetchOnline", &[], false),
    ("fetchStats", &[], false),
    ("setvar", &["var", "data"], true),
    ("getvar", &["var"], true),
    ("var", &["varid"], false),
    ("checkblacklist", &["hwid"], false),
    ("chatget", &["channel"], true),
    ("chatsend", &["channel", "message"], true),
    ("file", &["fileid"], false),
    ("check", &[], true),
    ("logout", &[], false),
];

const TRIM: &str = "trim(): Argument #1 ($string) must be of type string, array given";
const HWID: &str = "HWID-client-0123456789abcdef";

/// A value as the request sends it.
#[derive(Clone, Debug)]
enum Value {
    Missing,
    One(String),
    Array,
}

fn plausible(name: &str, key: &str) -> String {
    match name {
        "username" => "alice".into(),
        "pass" => "Passw0rd-1".into(),
        "key" => key.into(),
        "hwid" => HWID.into(),
        "email" => "alice@example.invalid".into(),
        "var" | "varid" => "motd".into(),
        "channel" => "general".into(),
        _ => "hello".into(),
    }
}

fn value(r: &mut Rng, name: &str, key: &str) -> Value {
    const ODD: &[&str] = &[
        "",
        "ünïcødé ✓",
        "😀x",
        "o'brien \"q\"",
        "<b>x</b>",
        "ab",
        "12345",
    ];
    match r.below(10) {
        0..=5 => Value::One(plausible(name, key)),
        6 => Value::Missing,
        7 => Value::Array,
        8 => Value::One("A".repeat(1 + r.below(3) * 50)),
        _ => Value::One(r.pick(ODD).to_string()),
    }
}

/// The value PHP's `sanitize()` hands on: tags stripped, trimmed, `None` when empty.
fn sanitized(v: &Value) -> Option<String> {
    let Value::One(s) = v else { return None };
    let mut out = String::new();
    let mut tag = false;
    for c in s.trim().chars() {
        match (tag, c) {
            (false, '<') => tag = true,
            (false, c) => out.push(c),
            (true, '>') => tag = false,
            _ => {}
        }
    }
    let out = out.trim().to_string();
    (!out.is_empty()).then_some(out)
}

/// What the model says of one request.
#[derive(Debug, PartialEq)]
enum Expect {
    /// PHP's exception handler: HTTP 500, `{"success":false,"message":"Error: …"}`.
    Died(&'static str),
    /// Exactly this body (HTTP 200).
    Body(String),
    /// A failure with this message (HTTP 200).
    Fails(&'static str),
    /// Success with this message (HTTP 200).
    Succeeds(&'static str),
    /// The data decide.
    Either,
}

/// The recorded answer of record `n` (its last body line).
fn recorded(n: u32) -> String {
    let text = include_str!("keyauth-transcripts.md");
    let at = text
        .find(&format!("\n#### {n}. "))
        .unwrap_or_else(|| panic!("record {n}"));
    let record = &text[at..];
    let mut blocks = record.split("```").skip(1).step_by(2);
    let answer = blocks.nth(1).expect("an answer block");
    answer.trim_end().lines().last().unwrap_or("").to_string()
}

/// The model of the server; `live`: the session sent is one the server gave, `logged_in`: as the
/// sandbox's answers showed it so far (`None`: unknown).
fn expect(ty: &str, q: &[(String, Value)], live: bool, logged_in: Option<bool>) -> Expect {
    let get = |n: &str| {
        q.iter()
            .find(|(k, _)| k == n)
            .map_or(Value::Missing, |(_, v)| v.clone())
    };
    let array = |n: &str| matches!(get(n), Value::Array);
    if ty == "log" {
        return Expect::Body(String::new());
    }
    if ty == "init" {
        if array("enckey") {
            return Expect::Died(
                "strlen(): Argument #1 ($string) must be of type string, array given",
            );
        }
        if sanitized(&get("enckey")).is_some_and(|k| k.len() > 35) {
            return Expect::Fails(
                "The paramater \"enckey\" is too long. Must be 35 characters or less.",
            );
        }
        if array("ver") {
            return Expect::Died(TRIM);
        }
        if sanitized(&get("ver")).is_some_and(|v| v != "1.0") {
            return Expect::Body(recorded(33));
        }
        if array("hash") {
            return Expect::Died(TRIM);
        }
        return Expect::Succeeds("Initialized");
    }
    let Some((_, reads, logged_in_first)) = TYPES.iter().find(|(t, ..)| *t == ty) else {
        return Expect::Body(recorded(35));
    };
    if array("sessionid") {
        return Expect::Died(TRIM);
    }
    if !live {
        return Expect::Body(recorded(34));
    }
    if *logged_in_first {
        match logged_in {
            Some(false) => return Expect::Fails("Session is not validated"),
            None => return Expect::Either,
            Some(true) => {}
        }
    }
    if reads.iter().any(|p| array(p)) {
        // Reads checked against the data first (a 70-character limit) may answer before.
        let long = |p: &str| sanitized(&get(p)).is_some_and(|v| v.chars().count() > 70);
        if ["register", "license"].contains(&ty) && (long("username") || long("key")) {
            return Expect::Either;
        }
        return Expect::Died(TRIM);
    }
    let short_hwid = sanitized(&get("hwid")).is_some_and(|h| h.chars().count() < 20);
    // `license` refuses a key over 70 characters before it looks at the HWID.
    let long_key = sanitized(&get("key")).is_some_and(|k| k.chars().count() > 70);
    match ty {
        "register"
            if sanitized(&get("username")).is_none()
                && sanitized(&get("key")).is_none_or(|k| k.chars().count() <= 70) =>
        {
            Expect::Fails("Username too short, try longer one.")
        }
        "license" if long_key => Expect::Fails("Key must be shorter than 70 characters"),
        "login" | "license" if short_hwid => {
            Expect::Fails("HWID must be 20 or more characters, change this in app settings.")
        }
        "license" if sanitized(&get("key")).is_none() && get("hwid").is_some_one() => {
            Expect::Fails("Username too short, try longer one.")
        }
        "logout" => Expect::Succeeds("Successfully logged out."),
        _ => Expect::Either,
    }
}

impl Value {
    fn is_some_one(&self) -> bool {
        sanitized(self).is_some()
    }
}

#[test]
fn random_client_requests_are_answered_as_the_2024_server_answers_them() {
    let seed: u64 = std::env::var("LICENSECTL_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    let settings = [
        ("minHwid", "20"),
        ("sessionReuse", "1"),
        ("owner", "testseller"),
    ];
    let sb = Sandbox::generation_set("current", true, &settings);
    let keys = sb.keys(3);
    let url = format!("{}/api/1.2/", sb.info.base_url);
    let panel = format!(
        "https:\\/\\/keyauth.cc\\/panel\\/testseller\\/{}\\/",
        sb.info.app_name
    );
    let http = reqwest::Client::new();
    let mut r = Rng::new(seed);
    let mut sid: Option<String> = None;
    let mut logged_in: Option<bool> = None;
    let mut checked = 0;
    for i in 0..200 {
        let ty = match r.below(12) {
            0..=2 => "init",
            3 => "log",
            4 if r.below(4) == 0 => "nosuchtype",
            _ => TYPES[r.below(TYPES.len())].0,
        };
        let key = r
            .pick(&keys.iter().map(String::as_str).collect::<Vec<_>>())
            .to_string();
        let names: Vec<&str> = match ty {
            "init" => vec!["ver", "hash", "enckey"],
            "log" => vec!["message", "pcuser"],
            _ => TYPES
                .iter()
                .find(|(t, ..)| *t == ty)
                .map_or(vec![], |(_, reads, _)| reads.to_vec()),
        };
        let mut q: Vec<(String, Value)> = names
            .into_iter()
            .map(|n| {
                let v = match (ty, n) {
                    ("init", "ver") if r.below(3) > 0 => Value::One("1.0".into()),
                    ("init", "enckey") if r.below(3) > 0 => {
                        Value::One("0123456789abcdef0123456789abcdef".into())
                    }
                    _ => value(&mut r, n, &key),
                };
                (n.to_string(), v)
            })
            .collect();
        // The session: the one the server gave, a made-up one, or an array.
        let live = sid.is_some() && r.below(8) > 0;
        if ty != "init" {
            let s = match (r.below(12), &sid) {
                (0, _) => Value::Array,
                (_, Some(s)) if live => Value::One(s.clone()),
                _ => Value::One("nosession0".into()),
            };
            q.push(("sessionid".into(), s));
        }
        let live = live && matches!(q.last(), Some((_, Value::One(s))) if Some(s) == sid.as_ref());
        let want = expect(ty, &q, live, logged_in);
        let mut pairs = vec![
            ("name".to_string(), sb.info.app_name.clone()),
            ("ownerid".to_string(), sb.info.ownerid.clone()),
        ];
        if ty != "nosuchtype" || r.below(2) == 0 {
            pairs.push(("type".into(), ty.into()));
        }
        for (k, v) in &q {
            match v {
                Value::One(s) => pairs.push((k.clone(), s.clone())),
                Value::Array => {
                    pairs.push((format!("{k}[]"), "1".into()));
                    pairs.push((format!("{k}[]"), "2".into()));
                }
                Value::Missing => {}
            }
        }
        let (status, cors, body) = sb.block_on(async {
            let resp = http.post(&url).form(&pairs).send().await.unwrap();
            let cors = resp.headers().get("access-control-allow-origin").cloned();
            (resp.status().as_u16(), cors, resp.text().await.unwrap())
        });
        let ctx = || {
            format!(
                "seed {seed} (replay: LICENSECTL_TEST_SEED={seed}), request {i}: type={ty} {q:?}\n  model: {want:?}\n  sandbox: {status} {body:?}"
            )
        };
        assert_eq!(
            cors.as_ref().map(|v| v.as_bytes()),
            Some(&b"*"[..]),
            "{}",
            ctx()
        );
        assert!(body.is_ascii(), "PHP's JSON is ASCII: {}", ctx());
        let parsed: Option<serde_json::Value> = serde_json::from_str(&body).ok();
        let message = parsed
            .as_ref()
            .and_then(|v| v["message"].as_str())
            .unwrap_or_default()
            .to_string();
        let success = parsed.as_ref().is_some_and(|v| v["success"] == true);
        if message != "invalidver" {
            assert!(
                !body.replace("\\/", "").contains('/'),
                "`/` as PHP writes it: {}",
                ctx()
            );
        }
        match &want {
            Expect::Died(why) => {
                let died = format!(
                    r#"{{"success":false,"message":"Error: {}"}}"#,
                    why.replace('"', "\\\"")
                );
                assert_eq!((status, body.as_str()), (500, died.as_str()), "{}", ctx());
            }
            Expect::Body(exact) => {
                assert_eq!((status, body.as_str()), (200, exact.as_str()), "{}", ctx())
            }
            Expect::Fails(m) => assert_eq!(
                (status, success, message.as_str()),
                (200, false, *m),
                "{}",
                ctx()
            ),
            Expect::Succeeds(m) => assert_eq!(
                (status, success, message.as_str()),
                (200, true, *m),
                "{}",
                ctx()
            ),
            Expect::Either => assert_eq!(status, 200, "{}", ctx()),
        }
        if want != Expect::Either {
            checked += 1;
        }
        // What the answer shows of the session's state.
        match (ty, success) {
            ("init", true) => {
                let v = parsed.as_ref().unwrap();
                assert_eq!(
                    v["appinfo"]["customerPanelLink"],
                    panel.replace("\\/", "/"),
                    "{}",
                    ctx()
                );
                assert!(body.contains(&panel), "{}", ctx());
                sid = v["sessionid"].as_str().map(str::to_string);
                logged_in = Some(false);
            }
            ("login" | "register" | "license", true) => logged_in = Some(true),
            ("logout", true) => sid = None,
            ("check", _) if live && status == 200 => logged_in = Some(success),
            _ => {}
        }
    }
    assert!(
        checked >= 80,
        "seed {seed}: only {checked} of 200 predicted"
    );
}

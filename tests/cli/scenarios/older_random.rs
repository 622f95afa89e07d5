//! Random seller requests against `sandbox start --generation 2022 --bugs`, checked against a
//! model of the 2022 server written here as data, from its PHP (KeyAuth-Source-Code cec90ea,
//! `api/seller/index.php` and `includes/misc/`) and its schema (`db_structure.sql`):
//!
//! - the parameters each type reads, and what each read does: a `WHERE` against a table of a
//!   character set, an `INSERT` into a column of a length, arithmetic, an integer column;
//! - what dies with an empty HTTP 500 (PHP 8.2 over MariaDB in strict mode, a utf8mb3 connection):
//!   an array (`name[]=…`) where `trim()` reads it; text outside Latin-1 against a latin1 table,
//!   outside the BMP against a utf8mb4 one; text longer than its column; text that is no number in
//!   arithmetic or in an integer column; the checks that answer JSON first;
//! - what it accepts and answers whatever the data: any subscription and level, a variable for a
//!   user who does not exist, a blacklist of any text, an edit of nothing.
//!
//! A read the PHP reaches only past a check of the data (a row found, a name not taken) is a
//! "maybe": the model then predicts nothing. Each run draws a new seed, printed on failure;
//! `LICENSECTL_TEST_SEED=N` replays one. Bounded: 300 requests on one sandbox.

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

/// The character set of the table a value meets.
#[derive(Clone, Copy)]
enum Cs {
    Latin1,
    Utf8,
    Utf8mb4,
}

/// What the PHP does with a parameter.
#[derive(Clone, Copy)]
enum Read {
    /// `sanitize()` only: an array dies.
    Plain,
    Where(Cs),
    Insert(Cs, usize),
    /// `$x * 86400` and the like.
    Arith,
    /// Written into an `int` column (absent: `''`, which dies too).
    IntInsert,
}

use Read::*;

/// A parameter of a type: its name, what the PHP does with it, whether every request gets there.
type Param = (&'static str, Read, bool);

const S: bool = true;
const M: bool = false;

/// A type, a check before its parameters, its parameters.
type Type = (&'static str, Option<(&'static str, bool)>, &'static [Param]);

/// The types, their parameters in the PHP's order, and a check that answers before any of them
/// (`Some((name, dies))`: that parameter must be a number, or the answer is JSON — or an empty 500
/// where the PHP calls `error()` without its `$format`).
#[rustfmt::skip]
const TYPES: &[Type] = &[
    ("addtime", None, &[("time", Arith, S)]),
    ("setvar", None, &[("user", Insert(Cs::Utf8mb4, 70), M), ("var", Insert(Cs::Utf8mb4, 99), M), ("data", Insert(Cs::Utf8mb4, 500), M)]),
    ("getvar", None, &[("user", Where(Cs::Utf8mb4), S), ("var", Where(Cs::Utf8mb4), S)]),
    ("addvar", Some(("authed", true)), &[("name", Insert(Cs::Latin1, 49), S), ("data", Insert(Cs::Latin1, 20000), M), ("authed", IntInsert, M)]),
    ("addsub", None, &[("name", Insert(Cs::Latin1, 49), S), ("level", Insert(Cs::Latin1, 49), S)]),
    ("delappsub", None, &[("name", Where(Cs::Latin1), S)]),
    ("countsubs", None, &[("name", Where(Cs::Latin1), S)]),
    ("retrvvar", None, &[("name", Where(Cs::Latin1), S)]),
    ("delvar", None, &[("name", Where(Cs::Latin1), S)]),
    ("addchannel", None, &[("name", Insert(Cs::Utf8mb4, 50), S), ("delay", IntInsert, S)]),
    ("delchannel", None, &[("name", Where(Cs::Utf8mb4), S)]),
    ("clearchannel", None, &[("name", Where(Cs::Utf8mb4), S)]),
    ("editchan", None, &[("name", Plain, S), ("delay", Arith, S), ("name", Where(Cs::Utf8mb4), S)]),
    ("muteuser", Some(("time", true)), &[("user", Where(Cs::Latin1), S), ("user", Insert(Cs::Utf8mb4, 70), M), ("time", IntInsert, M)]),
    ("unmuteuser", None, &[("user", Where(Cs::Utf8mb4), S)]),
    ("kill", None, &[("sessid", Where(Cs::Latin1), S)]),
    ("addwebhook", Some(("authed", false)), &[("baseurl", Insert(Cs::Latin1, 200), S), ("ua", Insert(Cs::Latin1, 49), S), ("authed", IntInsert, S)]),
    ("black", None, &[("hwid", Insert(Cs::Latin1, 100), S), ("ip", Insert(Cs::Latin1, 49), S)]),
    ("activate", None, &[("pass", Plain, S), ("hwid", Plain, S), ("user", Where(Cs::Latin1), S), ("key", Plain, S)]),
    ("resetpw", None, &[("user", Where(Cs::Latin1), S), ("passwd", Plain, S)]),
    ("editsub", None, &[("sub", Where(Cs::Latin1), S), ("level", Insert(Cs::Latin1, 49), M)]),
    ("setnote", None, &[("key", Where(Cs::Utf8), S), ("note", Insert(Cs::Utf8, 69), M)]),
    ("editvar", None, &[("varid", Where(Cs::Latin1), S), ("data", Insert(Cs::Latin1, 20000), M)]),
    ("addhwiduser", None, &[("user", Where(Cs::Latin1), S), ("hwid", Insert(Cs::Latin1, 2000), M)]),
    ("userdata", None, &[("user", Where(Cs::Latin1), S)]),
    ("verifyuser", None, &[("user", Where(Cs::Latin1), S)]),
    ("usersub", None, &[("user", Where(Cs::Latin1), S)]),
    ("deluser", None, &[("user", Where(Cs::Latin1), S)]),
    ("resetuser", None, &[("user", Where(Cs::Latin1), S)]),
    ("banuser", None, &[("user", Where(Cs::Latin1), S), ("reason", Insert(Cs::Latin1, 99), M)]),
    ("unbanuser", None, &[("user", Where(Cs::Latin1), S)]),
    ("setcooldown", None, &[("user", Where(Cs::Latin1), S), ("cooldown", IntInsert, M)]),
    ("delsub", None, &[("user", Where(Cs::Latin1), S), ("sub", Where(Cs::Latin1), S)]),
    ("deluservar", None, &[("user", Where(Cs::Utf8mb4), S), ("var", Where(Cs::Utf8mb4), S)]),
    ("adduser", Some(("expiry", false)), &[("user", Plain, S), ("sub", Where(Cs::Latin1), S), ("user", Insert(Cs::Latin1, 49), M), ("pass", Plain, M)]),
    ("extend", Some(("expiry", false)), &[("user", Plain, S), ("sub", Where(Cs::Latin1), S), ("user", Where(Cs::Latin1), M)]),
    ("edit", None, &[("key", Plain, S), ("expiry", Insert(Cs::Utf8, 49), M)]),
    ("verify", None, &[("key", Where(Cs::Utf8), S)]),
    ("info", None, &[("key", Where(Cs::Utf8), S)]),
    ("ban", None, &[("key", Plain, S), ("reason", Plain, S)]),
    ("check", None, &[("username", Plain, S)]),
    ("balance", None, &[("username", Plain, S)]),
    ("fetchallkeys", None, &[]),
    ("fetchallsubs", None, &[]),
    ("fetchallusers", None, &[]),
    ("stats", None, &[]),
    ("pauseapp", None, &[]),
    ("delblacks", None, &[]),
];

/// `updatesettings`' settings in the PHP's order, with their column's length (`None`: no such
/// column in the 2022 `apps` table, so any value dies; `enabled` and `hwidcheck`: an int column
/// after `true`/`false` became 1/0).
#[rustfmt::skip]
const SETTINGS: &[(&str, Option<usize>)] = &[
    ("enabled", Some(0)), ("hwidcheck", Some(0)), ("ver", Some(5)), ("webhook", Some(130)),
    ("resellerstore", Some(69)), ("appdisabled", Some(100)), ("keynotfound", Some(100)),
    ("keypaused", None), ("keyexpired", Some(100)), ("sellixsecret", Some(32)), ("dayproduct", None),
];

/// Answers the PHP gives whatever the data, once nothing died.
const ALWAYS: &[(&str, &str)] = &[
    (
        "addsub",
        r#"{"success":true,"message":"Successfully created subscription!"}"#,
    ),
    (
        "black",
        r#"{"success":true,"message":"Blacklist Addition Successful"}"#,
    ),
    (
        "editvar",
        r#"{"success":true,"message":"Variable Edit Successful"}"#,
    ),
    ("addhwiduser", r#"{"success":true,"message":"Added HWID"}"#),
    (
        "edit",
        r#"{"success":true,"message":"License Edit Successful"}"#,
    ),
    (
        "updatesettings",
        r#"{"success":true,"message":"Settings Update Successful"}"#,
    ),
];

/// A value as the request sends it.
#[derive(Clone, Debug)]
enum Value {
    Missing,
    One(String),
    Array,
}

const NUMBERS: &[&str] = &["1", "2", "7", "30"];
const TEXT: &[&str] = &[
    "alice", "bob", "default", "gold", "lobby", "v1", "hello", "all",
];
const ODD: &[&str] = &[
    "",
    "ünï",
    "ünïcødé ✓",
    "日本語テスト",
    "😀x",
    "Ωmega",
    "o'brien \"q\"",
    "<b>x</b>",
    "abc",
    "-1",
    "99999999999999999999",
    "12345",
];

fn value(r: &mut Rng, numeric: bool) -> Value {
    match r.below(10) {
        0..=5 => Value::One(r.pick(if numeric { NUMBERS } else { TEXT }).to_string()),
        6 => Value::Missing,
        7 => Value::Array,
        8 => Value::One("A".repeat(1 + r.below(3) * 60)),
        _ => Value::One(r.pick(ODD).to_string()),
    }
}

/// The value PHP's `sanitize()` hands on: trimmed, tags stripped, `None` when empty.
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

fn is_numeric(s: &str) -> bool {
    let t = s.trim();
    let t = t.strip_prefix(['+', '-']).unwrap_or(t);
    !t.is_empty() && t.parse::<f64>().is_ok() && t.chars().all(|c| c.is_ascii_digit() || c == '.')
}

fn dies(read: Read, v: &Value) -> bool {
    if matches!(v, Value::Array) {
        return true;
    }
    let s = sanitized(v);
    let beyond = |s: &str, cs: Cs| match cs {
        Cs::Latin1 => s.chars().any(|c| c as u32 > 0xFF),
        Cs::Utf8 | Cs::Utf8mb4 => s.chars().any(|c| c as u32 > 0xFFFF),
    };
    match (read, s) {
        (Plain, _) | (_, None) if !matches!(read, IntInsert) => false,
        (IntInsert, s) => s.is_none_or(|s| s.parse::<i32>().is_err()),
        (Where(cs), Some(s)) => !matches!(cs, Cs::Utf8) && beyond(&s, cs),
        (Insert(cs, max), Some(s)) => s.chars().count() > max || beyond(&s, cs),
        (Arith, Some(s)) => !s.starts_with(|c: char| c.is_ascii_digit() || c == '-'),
        _ => false,
    }
}

/// What the model says of one request.
#[derive(Debug, PartialEq)]
enum Expect {
    /// An empty body with this status.
    Died(u16),
    /// A body (JSON or a line), exactly this one when given.
    Answer(Option<&'static str>),
    /// The data decide.
    Either,
}

fn expect(ty: &str, q: &[(String, Value)]) -> Expect {
    let get = |n: &str| {
        q.iter()
            .find(|(k, _)| k == n)
            .map(|(_, v)| v.clone())
            .unwrap_or(Value::Missing)
    };
    // `index.php` sanitises `key` and `user` for every type, first of all.
    if ["key", "user"]
        .iter()
        .any(|n| matches!(get(n), Value::Array))
    {
        return Expect::Died(500);
    }
    if ty == "updatesettings" {
        for (name, max) in SETTINGS {
            let v = get(name);
            if matches!(v, Value::Array) {
                return Expect::Died(500);
            }
            let Some(s) = sanitized(&v).filter(|s| s != "0") else {
                continue;
            };
            let dead = match (name, max) {
                (_, None) => true,
                (&("enabled" | "hwidcheck"), _) => {
                    s != "true" && s != "false" && s.parse::<i32>().is_err()
                }
                (_, Some(max)) => dies(Insert(Cs::Utf8, *max), &Value::One(s)),
            };
            if dead {
                return Expect::Died(500);
            }
        }
        return Expect::Answer(ALWAYS.iter().find(|(t, _)| *t == ty).map(|(_, a)| *a));
    }
    let Some((_, gate, params)) = TYPES.iter().find(|(t, ..)| *t == ty) else {
        return Expect::Either;
    };
    if let Some((name, dies_on_it)) = gate {
        let v = get(name);
        let numeric = matches!(&v, Value::One(s) if is_numeric(s));
        if !numeric {
            return if *dies_on_it {
                Expect::Died(500)
            } else {
                Expect::Answer(None)
            };
        }
    }
    // `setvar` of one user (not `all`) writes whatever the data.
    let one_user = ty == "setvar" && sanitized(&get("user")).is_some_and(|u| u != "all");
    let mut maybe = false;
    for (name, read, sure) in *params {
        if dies(*read, &get(name)) {
            if *sure || one_user {
                return Expect::Died(500);
            }
            maybe = true;
        }
    }
    // `check` of no account echoes nothing: an empty 200.
    if maybe || ty == "check" {
        return Expect::Either;
    }
    // A variable for anyone, whether or not such a user exists.
    if ty == "setvar" && sanitized(&get("user")).is_some_and(|u| u != "all") {
        return Expect::Answer(Some(
            r#"{"success":true,"message":"Successfully set variable!"}"#,
        ));
    }
    Expect::Answer(ALWAYS.iter().find(|(t, _)| *t == ty).map(|(_, a)| *a))
}

/// A random request: a type, then each of its parameters plausible or not.
fn request(r: &mut Rng) -> (String, Vec<(String, Value)>) {
    let ty = if r.below(12) == 0 {
        "updatesettings"
    } else {
        TYPES[r.below(TYPES.len())].0
    };
    let names: Vec<&str> = if ty == "updatesettings" {
        SETTINGS.iter().map(|(n, _)| *n).collect()
    } else {
        let (_, gate, params) = TYPES.iter().find(|(t, ..)| *t == ty).unwrap();
        let mut names: Vec<&str> = gate.iter().map(|(n, _)| *n).collect();
        for (n, ..) in params.iter() {
            if !names.contains(n) {
                names.push(n);
            }
        }
        names
    };
    let numeric = [
        "time",
        "delay",
        "authed",
        "expiry",
        "cooldown",
        "enabled",
        "hwidcheck",
    ];
    let q = names
        .into_iter()
        .map(|n| (n.to_string(), value(r, numeric.contains(&n))))
        .filter(|(_, v)| !matches!(v, Value::Missing))
        .collect();
    (ty.to_string(), q)
}

#[test]
fn the_2022_generation_with_its_bugs_dies_and_accepts_where_the_php_does() {
    let seed: u64 = std::env::var("LICENSECTL_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    let sb = Sandbox::generation("2022", true);
    let url = format!("{}/api/seller/", sb.info.base_url);
    let http = reqwest::Client::new();
    let mut r = Rng::new(seed);
    let mut checked = (0, 0);
    // Channel names are unique: a second `addchannel` of one dies.
    let mut channels = std::collections::HashSet::new();
    for i in 0..300 {
        let (ty, q) = request(&mut r);
        let mut pairs = vec![
            ("sellerkey".to_string(), sb.info.seller_key.clone()),
            ("type".to_string(), ty.clone()),
        ];
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
        let mut want = expect(&ty, &q);
        if ty == "addchannel" && want == Expect::Answer(None) {
            let name = q
                .iter()
                .find(|(k, _)| k == "name")
                .and_then(|(_, v)| sanitized(v));
            if !channels.insert(name) {
                want = Expect::Either;
            }
        }
        let (status, body) = sb.block_on(async {
            let resp = http.get(&url).query(&pairs).send().await.unwrap();
            (resp.status().as_u16(), resp.text().await.unwrap())
        });
        let ctx = || {
            format!(
                "seed {seed} (replay: LICENSECTL_TEST_SEED={seed}), request {i}: type={ty} {q:?}\n  model: {want:?}\n  sandbox: {status} {body:?}"
            )
        };
        match want {
            Expect::Died(code) => {
                checked.0 += 1;
                assert_eq!((status, body.as_str()), (code, ""), "{}", ctx());
            }
            Expect::Answer(exact) => {
                checked.1 += 1;
                assert!(!body.is_empty(), "an answer, not a death: {}", ctx());
                if let Some(exact) = exact {
                    assert_eq!(body, exact, "{}", ctx());
                }
            }
            Expect::Either => {}
        }
    }
    // The model predicts most requests, deaths and answers both.
    assert!(
        checked.0 >= 20 && checked.1 >= 60,
        "seed {seed}: only {checked:?} (deaths, answers) predicted"
    );
}

//! Round trips of random apps (issue 19.1): a few seeded apps per generation — subscriptions sharing
//! levels, licenses used and unused, users with variables, global variables, blacklists — backed
//! up, restored into a fresh sandbox of the same generation, and backed up again: the two documents
//! are equal apart from the fields the README ("Backup and restore") says cannot come back.
//! The same into targets whose own records differ from the source's (a `default` subscription at
//! level 1 the source lacks, other settings), and for the practice app (`sandbox seed`): equal apart
//! from what the restore said of the target before sending (`the target differs: …`).

use crate::harness::Sandbox;
use serde_json::Value;

/// A tiny deterministic generator (xorshift64*): the same seed makes the same app.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
    fn coin(&mut self) -> bool {
        self.below(2) == 1
    }
}

/// Builds a random app on `sb`; what a generation drops (notes, public variables on 2022) is only
/// used where it survives, so every difference left is a documented one.
fn random_app(sb: &Sandbox, seed: u64, current: bool) {
    random_app_with(sb, seed, current, "default");
}

/// `random_app` whose users' seller-made subscription is `first` (made at level 1 if missing).
fn random_app_with(sb: &Sandbox, seed: u64, current: bool, first: &str) {
    let mut r = Rng::new(seed);
    for i in 0..r.below(3) {
        let level = (1 + r.below(2)).to_string();
        sb.ok(&["subs", "create", &format!("s{i}"), "--level", &level]);
    }
    // Fixed keys without X or x: the 2022 server reads those as random characters in a mask.
    let mut n = 0;
    let mut key = || {
        n += 1;
        format!("K{seed}-{n:04}-ABC")
    };
    for i in 0..2 + r.below(4) {
        let level = (1 + r.below(2)).to_string();
        let expiry = format!("{}d", 1 + r.below(60));
        let (note, mask) = (format!("n{i}"), key());
        let mut args = vec![
            "licenses", "create", "--level", &level, "--expiry", &expiry, "--mask", &mask,
        ];
        if current && r.coin() {
            args.extend(["--note", &note]);
        }
        sb.ok(&args);
    }
    for u in 0..1 + r.below(2) {
        let user = format!("u{u}");
        if current {
            // Level 1: `default` (and any other subscription of level 1) is what it grants.
            let mask = key();
            sb.ok(&[
                "licenses", "create", "--level", "1", "--expiry", "30d", "--mask", &mask,
            ]);
            let run = sb.run_stdin(
                &[
                    "licenses",
                    "activate",
                    &mask,
                    "--user",
                    &user,
                    "--password-stdin",
                ],
                "pw\n",
            );
            assert_eq!(run.code, 0, "seed {seed}: {}", run.stderr);
        } else {
            // The 2022 server has no `assignkey`: a user from a license cannot be rebuilt there
            // (docs/generations.md), one made by the seller can.
            let days = format!("{}d", 1 + r.below(90));
            let run = sb.create_user(&user, first, &days, "pw");
            assert_eq!(run.code, 0, "seed {seed}: {}", run.stderr);
        }
        if r.coin() {
            let data = format!("x{}", r.below(100));
            sb.ok(&["users", "set-var", &user, "--var", "plan", "--data", &data]);
        }
    }
    for i in 0..r.below(4) {
        let mut args = vec![
            "vars".to_string(),
            "create".into(),
            format!("g{i}"),
            "--data".into(),
            format!("d{}", r.below(1000)),
        ];
        if current && r.coin() {
            args.push("--no-authed".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        sb.ok(&args);
    }
    for i in 0..r.below(3) {
        let (flag, value) = if r.coin() {
            ("--ip", format!("10.0.{}.{i}", r.below(250)))
        } else {
            ("--hwid", format!("HW-{seed}-{i}"))
        };
        sb.ok(&["blacklists", "create", flag, &value]);
    }
}

/// The fields a restore cannot bring back (README "Backup and restore"): the target's own ids and
/// dates, what the service never lists (passwords, emails, IPs, login dates), and the document's
/// own stamp and app identity.
const NOT_RESTORED: &[&str] = &[
    "id",
    "gendate",
    "usedon",
    "createdate",
    "lastlogin",
    "created",
    "app",
    "password",
    "email",
    "ip",
    "accounts",
    "whitelists",
];

/// The document with those fields dropped and every list in a canonical order (the order of
/// blacklist entries, among others, is the target's).
fn canonical(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !NOT_RESTORED.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), canonical(v)))
                .collect(),
        ),
        Value::Array(a) => {
            let mut items: Vec<Value> = a.iter().map(canonical).collect();
            items.sort_by_key(|i| i.to_string());
            Value::Array(items)
        }
        other => other.clone(),
    }
}

/// `assignkey` grants one subscription per key: a user whose key granted several subscriptions of
/// one level gets the others without it (docs/generations.md, "Restore across levels"). So a
/// user's subscriptions are compared without their key, and the user by the keys it holds.
fn keys_per_user(doc: &mut Value) {
    for u in doc["users"].as_array_mut().into_iter().flatten() {
        let mut keys: Vec<Value> = Vec::new();
        for s in u["subscriptions"].as_array_mut().into_iter().flatten() {
            if let Some(k) = s.as_object_mut().and_then(|s| s.remove("key")) {
                if !k.is_null() && !keys.contains(&k) {
                    keys.push(k);
                }
            }
        }
        keys.sort_by_key(|k| k.to_string());
        u["keys"] = Value::Array(keys);
    }
}

fn backup(sb: &Sandbox) -> (String, Value) {
    let file = sb.home.path().join(format!("b{}.json", sb.now()));
    let r = sb.run(&["backup", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut doc = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    keys_per_user(&mut doc);
    (file.to_str().unwrap().to_string(), doc)
}

/// Paths where two canonical documents differ, for a readable failure.
fn diff(a: &Value, b: &Value, at: &str, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys().filter(|k| !x.contains_key(*k))) {
                let n = Value::Null;
                diff(
                    x.get(k).unwrap_or(&n),
                    y.get(k).unwrap_or(&n),
                    &format!("{at}.{k}"),
                    out,
                );
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                diff(p, q, &format!("{at}[{i}]"), out);
            }
        }
        _ if a != b => out.push(format!("{at}: {a} != {b}")),
        _ => {}
    }
}

fn round_trip(generation: &str, seed: u64) {
    let from = Sandbox::generation(generation, false);
    random_app(&from, seed, generation == "current");
    let to = Sandbox::generation(generation, false);
    restored_equal(&from, &to, &format!("{generation} seed {seed}"));
}

/// Restores a backup of `from` into `to` and backs `to` up again: the two documents are equal
/// apart from what cannot come back and what the restore said of the target before sending
/// (the target's own subscriptions, settings the seller API cannot set there).
fn restored_equal(from: &Sandbox, to: &Sandbox, what: &str) {
    let (file, before) = backup(from);
    assert!(
        before["licenses"].as_array().is_some_and(|l| l.len() >= 2),
        "{before}"
    );
    let plan = to.run(&["restore", &file, "--dry-run"]);
    assert_eq!(plan.code, 0, "{what}: {}{}", plan.stdout, plan.stderr);
    // A 2022 backup's variables do not say whether they are members-only: accepted here (the
    // round trip compares what can be read).
    let r = to.run(&["restore", &file, "--accept-unknown"]);
    assert_eq!(r.code, 0, "{what}: {}{}", r.stdout, r.stderr);
    let said: Vec<&str> = r
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("licensectl: the target differs: "))
        .collect();
    // The dry run said the same, before the real run sent anything.
    for s in &said {
        assert!(
            plan.stdout.contains(&format!("target differs: {s}")),
            "{what}: {s}\n{}",
            plan.stdout
        );
    }
    let (_, mut after) = backup(to);
    let mut before = before;
    for s in &said {
        if let Some(rest) = s.strip_prefix("the target's own subscription ") {
            let name = rest.split(" (level").next().unwrap();
            let subs = after["subscriptions"].as_array_mut().unwrap();
            subs.retain(|x| x["name"] != name);
        } else if let Some(rest) = s.strip_prefix("setting ") {
            let name = rest.split(':').next().unwrap();
            for doc in [&mut before, &mut after] {
                doc["settings"].as_object_mut().unwrap().remove(name);
            }
        } else {
            panic!("{what}: an unexpected collision: {s}");
        }
    }
    let mut out = Vec::new();
    diff(&canonical(&before), &canonical(&after), "", &mut out);
    assert!(
        out.is_empty(),
        "{what}: the restored app differs:\n{}",
        out.join("\n")
    );
}

/// A source without `default` (its level-1 subscription is `basic`) and other settings, restored
/// into a fresh target (`default` at level 1, a download URL and app version of its own): keys are
/// assigned the subscription the backup says they granted, and the rest is said up front.
fn into_a_differing_target(generation: &str, seed: u64) {
    let current = generation == "current";
    let from = Sandbox::generation(generation, false);
    from.ok(&["subs", "create", "basic", "--level", "1"]);
    from.ok(&["subs", "delete", "default", "--yes"]);
    from.ok(&["app", "update", "--app-version", "2.5", "--hwid-lock"]);
    random_app_with(&from, seed, current, "basic");
    let to = Sandbox::generation(generation, false);
    to.ok(&[
        "app",
        "update",
        "--download",
        "https://example.com/old.exe",
        "--app-version",
        "0.9",
        "--no-hwid-lock",
    ]);
    let what = format!("{generation} seed {seed} into a differing target");
    restored_equal(&from, &to, &what);
    let plan =
        Sandbox::generation(generation, false).ok(&["restore", &backup(&from).0, "--dry-run"]);
    assert!(
        plan.contains(
            "target differs: the target's own subscription default (level 1) is not in the backup"
        ),
        "{what}: {plan}"
    );
}

#[test]
fn random_apps_round_trip_into_targets_whose_own_records_differ() {
    for (generation, seed) in [("current", 4), ("current", 5), ("2022", 4)] {
        into_a_differing_target(generation, seed);
    }
}

#[test]
fn the_practice_app_round_trips_into_a_fresh_sandbox() {
    let from = Sandbox::start_seeded_with(120, 12);
    let to = Sandbox::start();
    restored_equal(&from, &to, "the practice app");
}

#[test]
fn random_apps_round_trip_on_the_current_generation() {
    for seed in [1, 2, 3] {
        round_trip("current", seed);
    }
}

#[test]
fn random_apps_round_trip_on_the_2022_generation() {
    for seed in [1, 2, 3] {
        round_trip("2022", seed);
    }
}

//! Snapshots (issue 41): `sandbox snapshot save|load|list|delete` on a served sandbox (its
//! controls, seller key only) and on the embedded one; a snapshot is the whole state, clock and
//! faults included; a load is seen whole or not at all; `sandbox start --snapshot` gives each CI
//! worker an app of its own; files 0600 in a 0700 directory.

use super::{raw, seller_path};
use crate::harness::Sandbox;

fn stats(sb: &Sandbox) -> serde_json::Value {
    let r = raw(sb, &seller_path(sb, "type=stats"));
    serde_json::from_str(&r.body).unwrap_or_else(|e| panic!("{e}: {}", r.body))
}

#[test]
fn a_snapshot_brings_back_records_clock_and_faults_on_a_served_sandbox() {
    let sb = Sandbox::start();
    sb.ok(&["licenses", "create", "--amount", "3", "--expiry", "30d"]);
    sb.ok(&["sandbox", "clock", "set", "2027-01-01T00:00Z"]);
    sb.ok(&["sandbox", "clock", "freeze"]);
    sb.ok(&[
        "sandbox", "faults", "add", "latency", "1ms", "--api", "client",
    ]);
    let saved = sb.json(&["sandbox", "snapshot", "save", "fixtures"]);
    assert_eq!(saved[0]["name"], "fixtures", "{saved}");
    // Everything changes after the save…
    sb.ok(&["licenses", "delete-all", "--yes"]);
    sb.ok(&["sandbox", "clock", "resume"]);
    sb.ok(&["sandbox", "clock", "advance", "400d"]);
    sb.ok(&["sandbox", "faults", "clear"]);
    sb.ok(&[
        "sandbox", "faults", "add", "502", "--api", "client", "--type", "init",
    ]);
    // …and comes back with the load.
    let r = sb.run(&["sandbox", "snapshot", "load", "fixtures"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("loaded snapshot fixtures"),
        "{}",
        r.stderr
    );
    assert_eq!(sb.json(&["licenses", "list"]).as_array().unwrap().len(), 3);
    let clock = sb.json(&["sandbox", "clock"]);
    assert_eq!(
        (clock["now"].as_i64(), clock["frozen"].as_bool()),
        (Some(1_798_761_600), Some(true))
    );
    let faults = sb.json(&["sandbox", "faults", "--jq", "map(.spec)"]);
    assert_eq!(faults, serde_json::json!(["latency:1ms,api=client"]));
    // Listed; kept private.
    let listed = sb.json(&["sandbox", "snapshot", "list"]);
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert!(listed[0]["bytes"].as_u64().unwrap() > 0);
    let dir = sb.data_dir().join("snapshots");
    assert_eq!(crate::harness::mode(&dir), 0o700);
    assert_eq!(crate::harness::mode(&dir.join("fixtures.snapshot")), 0o600);
    // Seller key only, as the other controls.
    let wrong = "0123456789abcdef0123456789abcdef";
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", wrong),
        &["sandbox", "snapshot", "load", "fixtures"],
        None,
    );
    assert_eq!(r.code, 4, "{}", r.stderr);
    // A missing one is the sandbox saying no; delete asks first.
    sb.run(&["sandbox", "snapshot", "load", "nosuch"])
        .expect_failure(1, "no snapshot named nosuch");
    sb.run(&["sandbox", "snapshot", "delete", "fixtures"])
        .expect_failure(2, "--yes");
    sb.ok(&["sandbox", "snapshot", "delete", "fixtures", "--yes"]);
    assert!(sb
        .json(&["sandbox", "snapshot"])
        .as_array()
        .unwrap()
        .is_empty());
}

#[test]
fn the_embedded_sandbox_saves_and_loads_between_commands() {
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    assert_eq!(
        run(&["licenses", "create", "--amount", "2", "--expiry", "1d"]).code,
        0
    );
    let r = run(&["sandbox", "snapshot", "save", "two-keys"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        run(&["licenses", "create", "--amount", "5", "--expiry", "1d"]).code,
        0
    );
    assert_eq!(run(&["sandbox", "snapshot", "load", "two-keys"]).code, 0);
    let r = run(&["licenses", "list", "-o", "json"]);
    assert_eq!(r.json().as_array().unwrap().len(), 2, "{}", r.stdout);
}

/// A load is one transaction under the sandbox's gate: every read made while two snapshots are
/// loaded in turn sees one of them whole (keys and variables of the same snapshot), never a mix.
#[test]
fn a_read_during_loads_sees_one_snapshot_whole() {
    let sb = Sandbox::start();
    sb.ok(&["licenses", "create", "--amount", "40", "--expiry", "1d"]);
    sb.ok(&["sandbox", "snapshot", "save", "keys"]);
    sb.ok(&["licenses", "delete-all", "--yes"]);
    for n in 0..3 {
        sb.ok(&["vars", "create", &format!("v{n}"), "--data", "x"]);
    }
    sb.ok(&["sandbox", "snapshot", "save", "vars"]);
    let shape = |v: &serde_json::Value| {
        let n = |k: &str| {
            v[k].as_i64()
                .or_else(|| v[k].as_str().and_then(|s| s.parse().ok()))
        };
        (n("unused"), n("vars"))
    };
    let keys = {
        sb.ok(&["sandbox", "snapshot", "load", "keys"]);
        shape(&stats(&sb))
    };
    let vars = {
        sb.ok(&["sandbox", "snapshot", "load", "vars"]);
        shape(&stats(&sb))
    };
    assert_ne!(keys, vars, "{keys:?}");
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let reader = s.spawn(|| {
            let mut seen = 0;
            while !stop.load(std::sync::atomic::Ordering::SeqCst) || seen == 0 {
                let got = shape(&stats(&sb));
                assert!(got == keys || got == vars, "half a load: {got:?}");
                seen += 1;
            }
            seen
        });
        for n in 0..6 {
            sb.ok(&[
                "sandbox",
                "snapshot",
                "load",
                if n % 2 == 0 { "keys" } else { "vars" },
            ]);
        }
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        assert!(reader.join().unwrap() > 0);
    });
}

/// The documented CI pattern: one fixture snapshot, then a sandbox per worker started from it
/// in memory — each an app of its own, none seeing another's changes.
#[test]
fn workers_started_from_one_snapshot_are_isolated() {
    let sb = Sandbox::start();
    sb.ok(&["licenses", "create", "--amount", "2", "--expiry", "30d"]);
    sb.ok(&["sandbox", "snapshot", "save", "ci"]);
    let (url_a, key, mut a) = super::controls::start(&sb, &["--snapshot", "ci"]);
    let (url_b, key_b, mut b) = super::controls::start(&sb, &["--snapshot", "ci"]);
    let at = |url: &str, args: &[&str]| {
        sb.run_with(
            sb.bare()
                .env("LICENSECTL_BASE_URL", url)
                .env("LICENSECTL_SELLER_KEY", &key),
            args,
            None,
        )
    };
    let made = at(
        &url_a,
        &["licenses", "create", "--amount", "3", "--expiry", "1d"],
    );
    let count = |url: &str| {
        at(url, &["licenses", "list", "-o", "json"])
            .json()
            .as_array()
            .unwrap()
            .len()
    };
    let (in_a, in_b) = (count(&url_a), count(&url_b));
    for c in [&mut a, &mut b] {
        let _ = c.kill();
        let _ = c.wait();
    }
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert_eq!(key, key_b, "the snapshot's app");
    assert_eq!(key, sb.info.seller_key);
    assert_eq!((in_a, in_b), (5, 2));
    // A name that is not one is refused before anything starts.
    let r = sb.run(&["sandbox", "start", "--memory", "--snapshot", "../ci"]);
    r.expect_failure(2, "snapshot name");
}

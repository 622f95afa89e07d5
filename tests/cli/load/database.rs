//! The sandbox under load, on a database file: 32 concurrent HTTP writers, then kill -9 mid-load.
//! The two load tests are `#[ignore]`d (run them with scripts/load.sh); the 0600 check always runs.

use crate::harness::bounded;
use crate::load::loadkit::Seller;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Instant;

const WRITERS: usize = 32;
const MUTATIONS: usize = 1_000;
/// Acknowledged keys after which the kill -9 test kills the sandbox.
const KILL_AFTER: usize = 2_000;

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// Every acknowledged key appears exactly once among all keys, and the keys are unique.
fn check_keys(all: &[String], acked: &HashSet<String>) -> Result<(), String> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for k in all {
        *seen.entry(k).or_default() += 1;
    }
    if let Some((k, n)) = seen.iter().find(|(_, n)| **n > 1) {
        return Err(format!("key {k} stored {n} times"));
    }
    match acked.iter().find(|k| !seen.contains_key(k.as_str())) {
        Some(k) => Err(format!("acknowledged key {k} is missing")),
        None => Ok(()),
    }
}

#[test]
#[ignore = "load test: scripts/load.sh"]
fn load_concurrent_writers_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("load.db");
    let rt = rt();
    let opts = licensectl_sandbox::Options {
        db: Some(db.clone()),
        ..Default::default()
    };
    let running = rt.block_on(licensectl_sandbox::start(opts)).unwrap();
    let s = Seller::new(&running.info.base_url, &running.info.seller_key);
    let started = Instant::now();
    let (keys, users) = rt.block_on(async {
        s.must(&[("type", "addsub"), ("name", "default"), ("level", "1")])
            .await;
        let tasks = (0..WRITERS).map(|w| {
            let s = s.clone();
            tokio::spawn(async move { writer(&s, w).await })
        });
        let mut keys = HashSet::new();
        let mut users = Vec::new();
        for t in futures::future::join_all(tasks).await {
            let (k, u) = t.unwrap();
            keys.extend(k);
            users.extend(u);
        }
        (keys, users)
    });
    let elapsed = started.elapsed();
    let requests = s.requests.load(Ordering::Relaxed);
    let faults = s.faults();
    assert!(
        faults.is_empty(),
        "{} faults, first: {:?}",
        faults.len(),
        &faults[..faults.len().min(5)]
    );
    assert_eq!(keys.len(), WRITERS * MUTATIONS / 5, "acknowledged keys");
    // Read back through the seller API.
    let (all_keys, statuses, names, vars) = rt.block_on(async {
        let v = s.send(&[("type", "fetchallkeys")]).await.unwrap();
        let rows = v["keys"].as_array().cloned().unwrap_or_default();
        let all: Vec<String> = rows
            .iter()
            .map(|r| r["key"].as_str().unwrap().into())
            .collect();
        let statuses: Vec<String> = rows
            .iter()
            .map(|r| r["status"].as_str().unwrap().into())
            .collect();
        let names = s.column("fetchallusernames", "usernames", "username").await;
        let vars = s.send(&[("type", "fetchalluservars")]).await.unwrap();
        (
            all,
            statuses,
            names,
            vars["vars"].as_array().cloned().unwrap_or_default(),
        )
    });
    check_keys(&all_keys, &keys).unwrap();
    assert_eq!(
        all_keys.len(),
        keys.len(),
        "no key beyond the acknowledged ones"
    );
    // Every key was banned then unbanned, in that order, by the writer that made it.
    assert!(
        statuses.iter().all(|s| s == "Not Used"),
        "a key left banned"
    );
    let names: HashSet<String> = names.into_iter().collect();
    assert_eq!(names.len(), users.len(), "users stored");
    assert!(
        users.iter().all(|u| names.contains(u)),
        "an acknowledged user is missing"
    );
    assert_eq!(vars.len(), users.len(), "one variable per user");
    assert!(vars
        .iter()
        .all(|v| v["data"] == format!("{}-data", v["user"].as_str().unwrap())));
    rt.block_on(running.stop());
    println!(
        "load: {WRITERS} writers x {MUTATIONS} mutations = {} mutations, {requests} requests in {:.2}s = {:.0} requests/s; \
         {} keys, {} users, {} variables verified; 0 HTTP 500s, 0 \"database is locked\"",
        WRITERS * MUTATIONS,
        elapsed.as_secs_f64(),
        requests as f64 / elapsed.as_secs_f64(),
        all_keys.len(),
        names.len(),
        vars.len()
    );
}

/// One writer: 1,000 mutations in rounds of five (add a key, add a user, set a variable on the
/// user, ban the key, unban it), reading the banned key back in between. Returns what was acked.
async fn writer(s: &Seller, w: usize) -> (Vec<String>, Vec<String>) {
    let mut keys = Vec::new();
    let mut users = Vec::new();
    for round in 0..MUTATIONS / 5 {
        let v = s.must(&[("type", "add"), ("expiry", "30")]).await;
        let key = v["key"].as_str().unwrap_or_default().to_string();
        keys.push(key.clone());
        let user = format!("w{w}u{round}");
        s.must(&[
            ("type", "adduser"),
            ("user", &user),
            ("sub", "default"),
            ("expiry", "30"),
        ])
        .await;
        users.push(user.clone());
        let data = format!("{user}-data");
        s.must(&[
            ("type", "setvar"),
            ("user", &user),
            ("var", "v"),
            ("data", &data),
        ])
        .await;
        s.must(&[("type", "ban"), ("key", &key), ("reason", "load")])
            .await;
        let info = s.must(&[("type", "info"), ("key", &key)]).await;
        if info["status"] != "Banned" {
            s.faults
                .lock()
                .unwrap()
                .push(format!("{key} not banned: {info}"));
        }
        s.must(&[("type", "unban"), ("key", &key)]).await;
    }
    (keys, users)
}

/// `licensectl sandbox start --db PATH -o json` as a child; returns it with its first stdout line.
fn spawn_sandbox(db: &Path, home: &Path) -> (Child, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_licensectl"))
        .args(["sandbox", "start", "--db"])
        .arg(db)
        .args(["-o", "json"])
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", home)
        .env("LICENSECTL_CONFIG", home.join("config.toml"))
        .env("LICENSECTL_DATA_DIR", home.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("licensectl starts");
    let line =
        crate::harness::bounded::first_line(&mut child, "sandbox start: its credentials line");
    let info: Value = serde_json::from_str(&line)
        .unwrap_or_else(|e| panic!("first line is not JSON ({e}): {line:?}"));
    (child, info)
}

#[test]
fn sandbox_database_file_is_private() {
    use std::os::unix::fs::PermissionsExt;
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("new").join("dir").join("sandbox.db");
    let (mut child, info) = spawn_sandbox(&db, home.path());
    let mode = std::fs::metadata(&db).map(|m| m.permissions().mode() & 0o777);
    child.kill().unwrap();
    bounded::wait(&mut child, "licensectl");
    assert_eq!(mode.unwrap(), 0o600, "{}", db.display());
    assert_eq!(info["seller_key"].as_str().unwrap().len(), 32);
    // The write-ahead log holds the same secrets: it must be no more readable.
    for side in ["sandbox.db-wal", "sandbox.db-shm"] {
        if let Ok(m) = std::fs::metadata(db.with_file_name(side)) {
            assert_eq!(m.permissions().mode() & 0o777, 0o600, "{side}");
        }
    }
}

#[test]
#[ignore = "load test: scripts/load.sh"]
fn load_kill9_keeps_every_acknowledged_write() {
    let home = tempfile::tempdir().unwrap();
    let db = home.path().join("kill.db");
    let (mut child, info) = spawn_sandbox(&db, home.path());
    let s = Seller::new(
        info["base_url"].as_str().unwrap(),
        info["seller_key"].as_str().unwrap(),
    );
    let acked_keys = Arc::new(Mutex::new(HashSet::new()));
    let acked_users = Arc::new(Mutex::new(Vec::new()));
    let enough = Arc::new(tokio::sync::Notify::new());
    let rt = rt();
    let started = Instant::now();
    rt.block_on(async {
        s.must(&[("type", "addsub"), ("name", "default"), ("level", "1")])
            .await;
        let tasks = (0..WRITERS).map(|w| {
            let (s, keys, users, enough) = (
                s.clone(),
                acked_keys.clone(),
                acked_users.clone(),
                enough.clone(),
            );
            tokio::spawn(async move {
                // Bounded: at most 200 rounds each, and stop at the first unanswered request.
                for i in 0..200 {
                    let Some(v) = s.send(&[("type", "add"), ("expiry", "30")]).await else {
                        break;
                    };
                    if v["success"] == true {
                        let mut keys = keys.lock().unwrap();
                        keys.insert(v["key"].as_str().unwrap().to_string());
                        if keys.len() == KILL_AFTER {
                            enough.notify_one();
                        }
                    }
                    let user = format!("k{w}u{i}");
                    let q = [
                        ("type", "adduser"),
                        ("user", &user),
                        ("sub", "default"),
                        ("expiry", "30"),
                    ];
                    let Some(v) = s.send(&q).await else { break };
                    if v["success"] == true {
                        users.lock().unwrap().push(user);
                    }
                }
            })
        });
        let handles: Vec<_> = tasks.collect();
        // Kill once a good number of writes are acknowledged, with the writers still going.
        enough.notified().await;
        child.kill().unwrap(); // SIGKILL
        for h in handles {
            h.await.unwrap();
        }
    });
    bounded::wait(&mut child, "licensectl");
    let load_time = started.elapsed();
    let keys = acked_keys.lock().unwrap().clone();
    let users = acked_users.lock().unwrap().clone();
    assert!(s.faults().is_empty(), "{:?}", s.faults());
    assert!(keys.len() < WRITERS * 200, "the kill came mid-load");
    // Reopen the same file in a new sandbox: it opens, has the same app, and every acked write.
    let opts = licensectl_sandbox::Options {
        db: Some(db.clone()),
        ..Default::default()
    };
    let running = rt
        .block_on(licensectl_sandbox::start(opts))
        .expect("database reopens");
    assert_eq!(
        running.info.seller_key,
        info["seller_key"].as_str().unwrap()
    );
    let s2 = Seller::new(&running.info.base_url, &running.info.seller_key);
    let (all_keys, names) = rt.block_on(async {
        let k = s2.column("fetchallkeys", "keys", "key").await;
        (
            k,
            s2.column("fetchallusernames", "usernames", "username")
                .await,
        )
    });
    check_keys(&all_keys, &keys).unwrap();
    let names: HashSet<String> = names.into_iter().collect();
    assert!(
        users.iter().all(|u| names.contains(u)),
        "an acknowledged user is missing"
    );
    // At most the requests in flight at the kill were written without an answer.
    assert!(
        all_keys.len() - keys.len() <= WRITERS,
        "{} unacknowledged keys",
        all_keys.len() - keys.len()
    );
    let integrity = rt.block_on(s2.send(&[("type", "stats")]));
    assert!(integrity.is_some_and(|v| v["success"] == true));
    rt.block_on(running.stop());
    println!(
        "kill -9: {} keys and {} users acknowledged before SIGKILL after {:.2}s; reopened: all present \
         ({} keys, {} users on file)",
        keys.len(),
        users.len(),
        load_time.as_secs_f64(),
        all_keys.len(),
        names.len()
    );
}

//! The sandbox's memory under bursts (issue 40), read from `/proc` of a `sandbox start` child:
//! peak RSS (`VmHWM`) against a bound that does not grow with the burst. The figures at full size
//! (64 connections × 3 rounds, 100,000-row lists) are `scripts/memory.sh`'s; these are smaller
//! bursts with the same bound's shape, cheap enough for every run.

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// A `sandbox start` child process, killed when dropped.
pub struct Child {
    child: std::process::Child,
    pub info: Value,
    _home: tempfile::TempDir,
}

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Child {
    /// `licensectl sandbox start -o json ARGS` in a fresh home; its first line read.
    pub fn start(args: &[&str]) -> Child {
        let home = tempfile::tempdir().unwrap();
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
            .args(["sandbox", "start", "--port", "0", "-o", "json"])
            .args(args)
            .env_clear()
            .env("HOME", home.path())
            .env("LICENSECTL_DATA_DIR", home.path().join("data"))
            .env("LICENSECTL_CONFIG", home.path().join("config.toml"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let info = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
        Child {
            child,
            info,
            _home: home,
        }
    }

    fn field(&self, name: &str) -> String {
        self.info[name].as_str().unwrap().to_string()
    }

    /// A line of `/proc/PID/status` in MiB (`VmHWM`: the peak resident set; `VmRSS`: now).
    pub fn status_mib(&self, name: &str) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let kib: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}:")))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("no {name} in {status}"));
        kib / 1024.0
    }

    /// The seller API's URL for these parameters.
    pub fn seller(&self, query: &str) -> String {
        format!(
            "{}/api/seller/?sellerkey={}&{query}",
            self.field("base_url"),
            self.field("seller_key")
        )
    }
}

/// The JSON answer to a GET (`Null` when it is not JSON).
async fn get(http: &reqwest::Client, url: String) -> Value {
    let text = http.get(url).send().await.unwrap().text().await.unwrap();
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

/// Login bursts: each connection hashes a password (Argon2, 19 MiB of memory a hash). Before
/// issue 40 every concurrent login took a thread of tokio's blocking pool that kept its memory:
/// 16 connections cost at least 16 × 19 MiB. Now hashing is a pool of one thread a core (at most
/// 8), each reusing its memory: the peak is the start-up's, that pool's memory and a margin,
/// whatever the number of connections.
#[test]
fn a_login_burst_keeps_the_sandbox_within_its_hashing_pool() {
    const CONNECTIONS: usize = 16;
    const ROUNDS: usize = 2;
    let sb = Child::start(&["--memory"]);
    let base = sb.status_mib("VmRSS");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let client_url = format!(
        "{}/api/1.3/?name={}&ownerid={}",
        sb.field("base_url"),
        sb.field("app_name"),
        sb.field("ownerid")
    );
    let created: Value = rt.block_on(async {
        let url = sb.seller("type=adduser&user=burst&sub=default&expiry=30&pass=burstpass");
        serde_json::from_str(&reqwest::get(url).await.unwrap().text().await.unwrap()).unwrap()
    });
    assert_eq!(created["success"], true, "{created}");
    let failures: usize = rt.block_on(async {
        let tasks: Vec<_> = (0..CONNECTIONS)
            .map(|_| {
                let url = client_url.clone();
                tokio::spawn(async move {
                    // One connection each, as wrk's are.
                    let http = reqwest::Client::builder()
                        .pool_max_idle_per_host(1)
                        .build()
                        .unwrap();
                    let mut failed = 0;
                    for _ in 0..ROUNDS {
                        let init = get(&http, format!("{url}&type=init&ver=1.0")).await;
                        let sid = init["sessionid"].as_str().unwrap_or_default().to_string();
                        let login = get(
                            &http,
                            format!("{url}&type=login&username=burst&pass=burstpass&hwid=H1&sessionid={sid}"),
                        )
                        .await;
                        if login["success"] != true {
                            failed += 1;
                        }
                    }
                    failed
                })
            })
            .collect();
        let mut failed = 0;
        for t in tasks {
            failed += t.await.unwrap();
        }
        failed
    });
    assert_eq!(failures, 0, "every login succeeded");
    let peak = sb.status_mib("VmHWM");
    let hashers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8) as f64;
    // 20 MiB a hashing thread (its Argon2 memory and stack), and a margin for the connections'
    // buffers and the allocator: 48 MiB, under the 16 × 19 MiB the old pool cost at least.
    let bound = base + hashers * 20.0 + 48.0;
    assert!(
        peak <= bound,
        "peak {peak:.0} MiB over {bound:.0} MiB (start {base:.0} MiB, {hashers} hashing threads)"
    );
}

/// A large seller list is sent as its rows are read (`vars list` of 40,000 variables, a 2 MiB
/// answer): the sandbox holds a few 256 KiB chunks of it, never the answer whole nor a tree of
/// values (which took ~25× the answer: 133 MiB over the start for 100,000 variables, issue 40).
/// The bound is the start's and a fixed margin (the chunks, the reader's page cache), whatever
/// the list's length; the answer is the list, every row in it.
#[test]
fn a_large_list_goes_out_as_its_rows_are_read() {
    const VARS: usize = 40_000;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("vars.db");
    let seeded = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args(["sandbox", "seed", "--db"])
        .arg(&db)
        .args(["--licenses", "0", "--users", "0", "--vars"])
        .arg(VARS.to_string())
        .args(["--no-customers", "-o", "json"])
        .env("LICENSECTL_CONFIG", dir.path().join("config.toml"))
        .env("LICENSECTL_DATA_DIR", dir.path().join("data"))
        .output()
        .unwrap();
    assert!(seeded.status.success(), "{seeded:?}");
    let sb = Child::start(&["--db", db.to_str().unwrap()]);
    let base = sb.status_mib("VmRSS");
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let url = sb.seller("type=fetchallvars");
    let (headers, text) = rt.block_on(async {
        let resp = reqwest::get(url).await.unwrap();
        let headers = resp.headers().clone();
        (headers, resp.text().await.unwrap())
    });
    assert_eq!(
        headers["content-type"], "application/json; charset=utf-8",
        "the list's own type"
    );
    assert!(text.len() > 2_000_000, "{} bytes", text.len());
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["success"], true);
    assert_eq!(v["vars"].as_array().map(Vec::len), Some(VARS));
    let peak = sb.status_mib("VmHWM");
    let bound = base + 16.0;
    assert!(
        peak <= bound,
        "peak {peak:.0} MiB over {bound:.0} MiB (start {base:.0} MiB, answer {:.1} MiB)",
        text.len() as f64 / 1048576.0
    );
}

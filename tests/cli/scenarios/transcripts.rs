//! The sandbox against the recorded service: every seller request of keyauth-transcripts.md
//! (Parts A and D, the 2022 open-source server) replayed in order against a `--flavor 2022`
//! sandbox, the answers compared byte for byte.
//!
//! The recording is a copy of the spec's (`keyauth-transcripts.md` beside this file). The client
//! requests of Part C and #172 (the 2022 client API, which the sandbox does not reproduce: its
//! client API is the current one, docs/sandbox.md) are sent for their effect on the data — keys
//! redeemed, users made — and not compared.
//!
//! What is compared: the status, the content type, the absence of a CORS header, and the body.
//! What is normalised, in both the recorded and the sandbox's body, because it must vary:
//! - random keys: a key the recording shows in a creation answer (`key`, `keys`, the text lines of
//!   `format=text`) is mapped to the key the sandbox made at the same place, in later requests and
//!   answers;
//! - client session ids, mapped the same way from `init` answers;
//! - times: every run of exactly 10 digits (creation, expiry, login and use times), and `timeleft`;
//! - row ids (`"id":"N"`), file ids (`File ID N`), password hashes (`"password":"…"`), the
//!   customer-panel token (`"token":"…"`);
//! - the order of rows listed by a random id (sessions, `UNORDERED`): compared as sets;
//! - the app: its secret, name, ownerid and owner account (`testseller`), and the sandbox's address
//!   (`127.0.0.1:8081` in the recording).
//!
//! Records the sandbox still answers differently are listed in `STILL_DIFFERENT` with the reason;
//! the test fails when one of them starts to match (shrink the list) or another one differs.

use crate::harness::Sandbox;
use std::collections::BTreeMap;

const RECORDING: &str = include_str!("keyauth-transcripts.md");

/// Recorded answers the 2022 flavour does not reproduce yet, and why.
const STILL_DIFFERENT: &[(u32, &str)] = &[
    (6, "fetchallusers rows carried `password` (the hash) and no `email`/`2fa`; the sandbox hands out no hashes"),
    (48, "getsettings: the 2022 default messages and its pausedmsg/expiredmsg/reseller product fields"),
    (49, "`check` (an account's role) is not implemented"),
    (51, "the Sellix/Shoppy JSON body (`data.quantity`) is not read"),
    (57, "`keydata` is not implemented"),
    (58, "`keydata` is not implemented"),
    (70, "follows #51: the Sellix-made keys are missing from the list"),
    (75, "Part C ran on the 2022 client API (not reproduced): the upgrade left other data"),
    (77, "Part C ran on the 2022 client API (not reproduced): the upgrade left other data"),
    (107, "`activate` answered `info.ip` null"),
    (110, "Part C ran on the 2022 client API (not reproduced): the upgrade left other data"),
    (120, "`retrvvar` sent no `authed`"),
    (150, "blacklist rows lacked region/country/asn, and were listed in insertion order"),
    (156, "the upload fetched the recorded server's own /terms/index.html, which the sandbox does not serve"),
    (158, "follows #156"),
    (159, "follows #156"),
    (160, "follows #156"),
    (161, "follows #156"),
    (169, "getsettings: as #48"),
];

/// Lists whose order follows random ids (sessions): their rows are compared as sets.
const UNORDERED: &[u32] = &[142];

/// The body with each top-level list's rows sorted.
fn sorted(body: &str) -> String {
    let Ok(serde_json::Value::Object(mut m)) = serde_json::from_str(body) else {
        return body.to_string();
    };
    for v in m.values_mut() {
        if let serde_json::Value::Array(rows) = v {
            rows.sort_by_key(|r| r.to_string());
        }
    }
    serde_json::Value::Object(m).to_string()
}

struct Record {
    n: u32,
    method: String,
    url: String,
    body: String,
    status: u16,
    ctype: String,
    cors: bool,
    answer: String,
}

/// The records of the recording: `#### N. title`, a request block, an answer block.
fn records() -> Vec<Record> {
    let mut out = Vec::new();
    let mut lines = RECORDING.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("#### ") else {
            continue;
        };
        let n: u32 = rest.split('.').next().unwrap().parse().unwrap();
        let mut blocks: Vec<Vec<&str>> = Vec::new();
        while blocks.len() < 2 {
            let l = lines.next().expect("a block");
            if l == "```" {
                let mut block = Vec::new();
                for l in lines.by_ref() {
                    if l == "```" {
                        break;
                    }
                    block.push(l);
                }
                blocks.push(block);
            }
        }
        let req = &blocks[0];
        let (method, url) = req[0].split_once(' ').unwrap();
        let body = match req.iter().position(|l| l.is_empty()) {
            Some(i) => req[i + 1..].join("\n"),
            None => String::new(),
        };
        let ans = &blocks[1];
        let status: u16 = ans[0].split(' ').nth(1).unwrap().parse().unwrap();
        let blank = ans.iter().position(|l| l.is_empty()).unwrap_or(ans.len());
        let header = |name: &str| {
            ans[1..blank].iter().find_map(|l| {
                let (k, v) = l.split_once(": ")?;
                k.eq_ignore_ascii_case(name).then(|| v.to_string())
            })
        };
        let answer = if blank + 1 < ans.len() {
            ans[blank + 1..].join("\n")
        } else {
            String::new()
        };
        let answer = if answer == "<empty body>" {
            String::new()
        } else {
            answer
        };
        out.push(Record {
            n,
            method: method.to_string(),
            url: url.to_string(),
            body,
            status,
            ctype: header("Content-Type").unwrap_or_default(),
            cors: header("Access-Control-Allow-Origin").is_some(),
            answer,
        });
    }
    out
}

/// The 8081 records (the 2022 server), in order: Parts A, C and D.
fn old_server(all: Vec<Record>) -> Vec<Record> {
    all.into_iter()
        .filter(|r| r.url.starts_with("http://127.0.0.1:8081/"))
        .collect()
}

/// Replaces each `from` with its `to`, longest first (a key may prefix another).
fn substitute(s: &str, map: &BTreeMap<String, String>) -> String {
    let mut pairs: Vec<_> = map.iter().collect();
    pairs.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
    let mut out = s.to_string();
    for (from, to) in pairs {
        if !from.is_empty() {
            out = out.replace(from.as_str(), to);
        }
    }
    out
}

/// The values a creation answer names: keys (`key`, `keys`, text lines) and session ids.
fn made(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(body) {
        if let Some(k) = v.get("key").and_then(|k| k.as_str()) {
            out.push(k.to_string());
        }
        if let Some(ks) = v.get("keys").and_then(|k| k.as_array()) {
            out.extend(ks.iter().filter_map(|k| k.as_str().map(str::to_string)));
        }
        if let Some(s) = v.get("sessionid").and_then(|k| k.as_str()) {
            out.push(s.to_string());
        }
    } else if !body.is_empty() && !body.contains(' ') && !body.starts_with('[') {
        out.extend(body.lines().map(|l| l.trim_end_matches('\r').to_string()));
    }
    out
}

/// The value after `"name":` (quoted or not) replaced with `to`.
fn blank_field(s: &str, name: &str, to: &str) -> String {
    let pat = format!("\"{name}\":");
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(&pat) {
        out.push_str(&rest[..i + pat.len()]);
        rest = &rest[i + pat.len()..];
        let end = if let Some(r) = rest.strip_prefix('"') {
            1 + r.find('"').map_or(r.len(), |e| e + 1)
        } else {
            rest.find([',', '}', ']']).unwrap_or(rest.len())
        };
        if &rest[..end] != "null" {
            out.push_str(to);
        } else {
            out.push_str("null");
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Every run of exactly `n` digits replaced with `to`, and `File ID N`.
fn blank_digits(s: &str, n: usize, to: &str) -> String {
    let mut out = String::new();
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let j = (i..b.len())
                .find(|&j| !b[j].is_ascii_digit())
                .unwrap_or(b.len());
            if j - i == n {
                out.push_str(to);
            } else {
                out.extend(&b[i..j]);
            }
            i = j;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

fn normalise(s: &str) -> String {
    let mut s = blank_digits(s, 10, "T");
    for (field, to) in [
        ("timeleft", "N"),
        ("id", "\"ID\""),
        ("password", "\"HASH\""),
        ("token", "\"TOKEN\""),
    ] {
        s = blank_field(&s, field, to);
    }
    if let Some(i) = s.find("File ID ") {
        let tail = &s[i + 8..];
        let end = tail.find(' ').unwrap_or(tail.len());
        s = format!("{}File ID FID{}", &s[..i], &tail[end..]);
    }
    s
}

#[test]
fn the_2022_flavour_answers_every_recorded_seller_request_as_the_server_did() {
    // The recording shows the server's bugs too: `--flavor 2022 --flavor-bugs`.
    let sb = Sandbox::flavored("2022", true);
    let addr = sb.info.base_url.trim_start_matches("http://").to_string();
    // Recorded → sandbox, applied to requests; the reverse applies to the sandbox's answers.
    let mut to_sandbox: BTreeMap<String, String> = BTreeMap::new();
    to_sandbox.insert("127.0.0.1:8081".into(), addr.clone());
    to_sandbox.insert("127.0.0.1%3A8081".into(), addr.replace(':', "%3A"));
    to_sandbox.insert("SELLERKEY".into(), sb.info.seller_key.clone());
    to_sandbox.insert("TestApp".into(), sb.info.app_name.clone());
    to_sandbox.insert("1kDeIQmbvk".into(), sb.info.ownerid.clone());
    to_sandbox.insert(
        "0ccb3ea75e30301db8d995139d2bc7953f6d23e69f9e4c8470cdb8dd10ea34af".into(),
        sb.info.app_secret.clone(),
    );
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let mut differing: BTreeMap<u32, String> = BTreeMap::new();
    for rec in old_server(records()) {
        let url = substitute(&rec.url, &to_sandbox);
        let body = substitute(&rec.body, &to_sandbox);
        let seller = rec.url.contains("/api/seller/");
        let (status, ctype, cors, answer) = sb.block_on(async {
            let req = if rec.method == "POST" {
                http.post(&url)
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(body.clone())
            } else {
                http.get(&url)
            };
            let r = req.send().await.unwrap();
            let status = r.status().as_u16();
            let h = |n: &str| {
                r.headers()
                    .get(n)
                    .map(|v| v.to_str().unwrap_or_default().to_string())
            };
            let ctype = h("content-type").unwrap_or_default();
            let cors = h("access-control-allow-origin").is_some();
            (status, ctype, cors, r.text().await.unwrap())
        });
        // What this answer made, mapped for the requests that follow.
        let (was, now) = (made(&rec.answer), made(&answer));
        if was.len() == now.len() {
            for (w, n) in was.into_iter().zip(now) {
                to_sandbox.insert(w, n);
            }
        }
        if !seller {
            continue;
        }
        let from_sandbox: BTreeMap<String, String> = to_sandbox
            .iter()
            .map(|(k, v)| (v.clone(), k.clone()))
            .collect();
        let expected = (
            rec.status,
            rec.ctype.clone(),
            rec.cors,
            normalise(&rec.answer),
        );
        let got = (
            status,
            ctype,
            cors,
            normalise(&substitute(&answer, &from_sandbox)).replace("\r\n", "\n"),
        );
        let expected = (
            expected.0,
            expected.1,
            expected.2,
            expected.3.replace("\r\n", "\n"),
        );
        let (expected, got) = if UNORDERED.contains(&rec.n) {
            (
                (expected.0, expected.1, expected.2, sorted(&expected.3)),
                (got.0, got.1, got.2, sorted(&got.3)),
            )
        } else {
            (expected, got)
        };
        if expected != got {
            differing.insert(
                rec.n,
                format!(
                    "#{} {}\n  recorded {:?}\n  sandbox  {:?}",
                    rec.n, rec.url, expected, got
                ),
            );
        }
    }
    let known: BTreeMap<u32, &str> = STILL_DIFFERENT.iter().copied().collect();
    let now_match: Vec<_> = known
        .keys()
        .filter(|n| !differing.contains_key(n))
        .collect();
    let new: Vec<_> = differing
        .iter()
        .filter(|(n, _)| !known.contains_key(n))
        .map(|(_, d)| d.as_str())
        .collect();
    assert!(
        now_match.is_empty(),
        "records that now match (remove them from STILL_DIFFERENT): {now_match:?}"
    );
    assert!(
        new.is_empty(),
        "{} recorded answers differ:\n{}",
        new.len(),
        new.join("\n")
    );
}

#[test]
fn only_the_client_api_of_the_current_flavour_sends_a_cors_header() {
    // The service sends `Access-Control-Allow-Origin: *` on its client API 1.0-1.2 only (#21,
    // #208, #209); every sandbox answer carried it. `sandbox start --cors` adds it everywhere.
    for (flavor, client_cors) in [("current", true), ("2022", false)] {
        let sb = Sandbox::flavored(flavor, false);
        let cors = |url: String| {
            sb.block_on(async {
                let r = reqwest::get(&url).await.unwrap();
                r.headers().contains_key("access-control-allow-origin")
            })
        };
        let seller = format!(
            "{}/api/seller/?sellerkey={}&type=fetchallkeys",
            sb.info.base_url, sb.info.seller_key
        );
        assert!(!cors(seller), "{flavor}: seller API");
        let client = format!(
            "{}/api/1.2/?type=init&ver=1.0&name={}&ownerid={}",
            sb.info.base_url, sb.info.app_name, sb.info.ownerid
        );
        assert_eq!(cors(client), client_cors, "{flavor}: client 1.2");
    }
}

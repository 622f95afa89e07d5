//! The attack matrix over the gateway's declared surfaces (`attacks::GATEWAY`), generated: every
//! parameter of every surface repeated, in another case, as an array, percent-encoded, in the
//! query and the body at once, with CR/LF, with each hostile value and with the seller key
//! itself; hostile tokens; path tricks under `/self/`; an oversized body; a slow client. The
//! seller API's baseline is a type the token's role may not call (`deluser` for a viewer), so a
//! bypass would reach the upstream, where a fault counts every `deluser` that arrives: none may.
//! No answer, log line, audit row or store holds the seller key, whatever was sent.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use licensectl_catalogue::attacks::{
    Surface, FORM, FORWARDED_FOR, GATEWAY, HOSTILE, HOSTILE_TOKENS, JSON, URL_PATH_TRICKS,
};
use serde_json::Value;

use crate::gateway::Gateway;
use crate::harness::Sandbox;

/// One raw HTTP/1.1 exchange (paths sent exactly as written): status, headers and body as text.
fn raw(gw: &Gateway, method: &str, target: &str, body: &str, ct: &str) -> (u16, String) {
    raw_headed(gw, method, target, body, ct, "")
}

/// `raw` with extra header lines (each ending in CR LF).
fn raw_headed(
    gw: &Gateway,
    method: &str,
    target: &str,
    body: &str,
    ct: &str,
    extra: &str,
) -> (u16, String) {
    let addr = gw.url.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let req = format!(
        "{method} {target} HTTP/1.1\r\nhost: {addr}\r\nconnection: close\r\ncontent-type: {ct}\r\n{extra}content-length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = s.write_all(req.as_bytes());
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, text)
}

fn enc(v: &str) -> String {
    url::form_urlencoded::byte_serialize(v.as_bytes()).collect()
}

/// The surface's baseline parameters: for the seller API a refused call, for the reset a login.
fn baseline(s: &Surface, token: &str) -> Vec<(String, String)> {
    let p = |k: &str, v: &str| (k.to_string(), v.to_string());
    match s.path {
        "/api/seller/" => vec![
            p("sellerkey", token),
            p("type", "deluser"),
            p("user", "ann"),
            p("note", "n"),
        ],
        _ => vec![
            p("username", "ann"),
            p("password", "pw-ann-1"),
            p("csrf", "0"),
        ],
    }
}

fn form(pairs: &[(String, String)]) -> String {
    pairs
        .iter()
        .map(|(k, v)| format!("{k}={}", enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// `pairs` as a JSON object, in order, a name given twice written twice.
fn json_object(pairs: &[(String, String)]) -> String {
    let member = |(k, v): &(String, String)| {
        format!("{}:{}", Value::from(k.as_str()), Value::from(v.as_str()))
    };
    format!(
        "{{{}}}",
        pairs.iter().map(member).collect::<Vec<_>>().join(",")
    )
}

/// One request: (what, method, target, body, content type).
type Attack = (String, String, String, String, &'static str);

/// Every request the declarations call for on `s`, in each body it declares.
fn attacks(s: &Surface, token: &str, seller_key: &str) -> Vec<Attack> {
    let base = baseline(s, token);
    let mut out = Vec::new();
    let mut tail = Vec::new();
    let mut send = |what: String, pairs: Vec<(String, String)>, raw_extra: &str| {
        let q = format!("{}{raw_extra}", form(&pairs));
        if s.method == "GET" {
            out.push((
                what,
                "GET".into(),
                format!("{}?{q}", s.path),
                String::new(),
                FORM,
            ));
            return;
        }
        for ct in s.bodies {
            let body = match *ct {
                JSON if raw_extra.is_empty() => json_object(&pairs),
                // A form's own tricks (`p[]=`, a raw fragment) have no JSON spelling.
                JSON => continue,
                _ => q.clone(),
            };
            out.push((
                format!("{what} ({ct})"),
                "POST".into(),
                s.path.to_string(),
                body,
                *ct,
            ));
        }
    };
    for p in s.params {
        let v = base
            .iter()
            .find(|(k, _)| k == p)
            .map_or("x".into(), |(_, v)| v.clone());
        // Given twice even where the baseline lacks it (a reset's `key`).
        let mut twice = base.clone();
        twice.retain(|(k, _)| k != p);
        twice.push((p.to_string(), v.clone()));
        twice.push((p.to_string(), "other".into()));
        send(format!("{p} twice"), twice, "");
        let mut upper = base.clone();
        upper.push((p.to_uppercase(), v.clone()));
        send(format!("{p} again in upper case"), upper, "");
        let arr: Vec<_> = base.iter().filter(|(k, _)| k != p).cloned().collect();
        send(
            format!("{p} as an array"),
            arr,
            &format!("&{p}[]={}", enc(&v)),
        );
        let mut crlf = base.clone();
        crlf.retain(|(k, _)| k != p);
        crlf.push((p.to_string(), format!("{v}\r\nX-Injected: 1")));
        send(format!("{p} with CR/LF"), crlf, "");
        for (i, h) in HOSTILE.iter().enumerate().chain([(99, &seller_key)]) {
            let mut hv = base.clone();
            hv.retain(|(k, _)| k != p);
            hv.push((p.to_string(), h.to_string()));
            send(format!("{p} = hostile {i}"), hv, "");
        }
    }
    if s.path == "/api/seller/" {
        for ty in ["DELUSER", "DelUser", "del%75ser", "deluser%00", "deluser "] {
            let mut b: Vec<_> = base.iter().filter(|(k, _)| k != "type").cloned().collect();
            b.push(("user".into(), "ann".into()));
            b.retain(|(k, _)| k != "user");
            send(format!("type {ty:?}"), b, &format!("&type={ty}&user=ann"));
        }
        // Query against body: a harmless type in the query, the forbidden one in the body.
        tail.push((
            "type in the query and the body".into(),
            "POST".into(),
            format!("{}?sellerkey={token}&type=fetchallkeys", s.path),
            "type=deluser&user=ann".into(),
            FORM,
        ));
    }
    if let Some(cred) = s.credential {
        for t in HOSTILE_TOKENS.iter().chain(HOSTILE) {
            let mut b = base.clone();
            b.retain(|(k, _)| k != cred);
            b.push((cred.to_string(), t.to_string()));
            send(format!("{cred} = {t:?}"), b, "");
        }
    }
    out.extend(tail);
    out
}

#[test]
fn every_declared_surface_withstands_the_generated_attacks() {
    let sb = Sandbox::start();
    let _ = sb.run(&["subs", "create", "default", "--level", "1"]);
    assert_eq!(sb.create_user("ann", "default", "30d", "pw-ann-1").code, 0);
    let mut gw = Gateway::start(&sb, &[]);
    let viewer = gw.token(&sb, "vera", "viewer");
    sb.add_fault_spec("502,type=deluser");
    let key = sb.info.seller_key.clone();
    let mut n = 0;
    for s in GATEWAY {
        for (what, method, target, body, ct) in attacks(s, &viewer, &key) {
            n += 1;
            let (status, text) = raw(&gw, &method, &target, &body, ct);
            let what = format!("{} {}: {what}", s.method, s.path);
            assert!(status != 0, "{what}: no answer");
            assert!(
                !text.contains(&key),
                "{what}: the seller key in the answer:\n{text}"
            );
            assert!(
                !text.contains("X-Injected: 1\r\n"),
                "{what}: a header injected:\n{text}"
            );
            if s.path == "/self/reset-hwid" || s.path == "/api/seller/" {
                assert!(status >= 400, "{what}: answered {status}:\n{text}");
            }
            // A name given twice is refused as such, in a form or a JSON body alike: never
            // the first or the last of the two taken.
            if what.contains(" twice (") {
                assert!(
                    status == 400 && text.contains("given twice"),
                    "{what}: answered {status}:\n{text}"
                );
            }
        }
    }
    let mut off_map = 0;
    for trick in URL_PATH_TRICKS {
        for method in ["GET", "POST", "DELETE"] {
            let (status, text) = raw(
                &gw,
                method,
                trick,
                &format!("sellerkey={viewer}&type=deluser&user=ann"),
                "application/x-www-form-urlencoded",
            );
            assert!(
                status != 200 || !text.contains("\"success\""),
                "{method} {trick}: {text}"
            );
            assert!(!text.contains(&key));
            // Off the gateway's map: refused in its own shape, and audited below.
            if status == 404 || status == 405 {
                assert!(
                    text.contains("Refused by the licensectl gateway")
                        && text.contains("nosniff")
                        && (status == 404 || text.to_ascii_lowercase().contains("\r\nallow: ")),
                    "{method} {trick}: {text}"
                );
                off_map += 1;
            }
        }
    }
    // Oversized: a body past the limit, a URL past hyper's head limit.
    let big = format!(
        "sellerkey={viewer}&type=fetchallkeys&note={}",
        "A".repeat(64 * 1024)
    );
    let (status, _) = raw(
        &gw,
        "POST",
        "/api/seller/",
        &big,
        "application/x-www-form-urlencoded",
    );
    assert_eq!(status, 413);
    let (status, _) = raw(
        &gw,
        "GET",
        &format!("/api/seller/?n={}", "A".repeat(200 * 1024)),
        "",
        "text/plain",
    );
    assert!(status == 0 || status >= 400, "{status}");
    // Slow: a head that never ends is dropped after the deadline (400 ms in tests).
    let mut slow = TcpStream::connect(gw.url.trim_start_matches("http://")).unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    slow.write_all(b"GET /api/seller/?type=").unwrap();
    let mut buf = Vec::new();
    let _ = slow.read_to_end(&mut buf);
    assert!(n > 100, "{n} attacks generated");

    // Nothing reached the upstream's `deluser`; the gateway still serves; no seller key anywhere.
    let hits = sb.faults()[0]["hits"].clone();
    // The hostile tokens were wrong tokens from this address: it is throttled now (exit 7).
    gw.run(&sb, &viewer, &["licenses", "list"])
        .expect_failure(7, "too many wrong tokens");
    // Stopped as Ctrl-C does: every audit row is written by then.
    gw.stop();
    let db = gw.db.display().to_string();
    let passed: Vec<serde_json::Value> = sb
        .json(&["gateway", "audit", "--db", &db, "--limit", "100000"])
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !r["outcome"].as_str().unwrap_or("").starts_with("refused:"))
        .cloned()
        .collect();
    assert_eq!(hits, 0, "a refused call reached the upstream: {passed:?}");
    let audited_off_map = sb
        .json(&["gateway", "audit", "--db", &db, "--limit", "100000"])
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            let o = r["outcome"].as_str().unwrap_or("");
            o.contains("no such path on the gateway") || o.contains("is not served at this path")
        })
        .count();
    assert!(off_map > 0);
    assert_eq!(
        audited_off_map, off_map,
        "every path or method refused is audited"
    );
    let audit = sb.ok(&["gateway", "audit", "--db", &db, "-o", "json"]);
    assert!(!audit.contains(&key), "the seller key in the audit");
    let mut store = std::fs::read(&gw.db).unwrap();
    store.extend(std::fs::read(gw.db.with_extension("db-wal")).unwrap_or_default());
    store.extend(std::fs::read(sb.home.path().join("gateway.log")).unwrap_or_default());
    assert!(
        !store.windows(key.len()).any(|w| w == key.as_bytes()),
        "the seller key in the store or log"
    );
}

/// Behind a reverse proxy the per-address throttles and the audit count the caller the proxy
/// names: a `--trusted-proxy`'s `X-Forwarded-For`, read from the right, never an address the
/// caller chose; from any other peer the header is ignored. Every declared forwarded header, on
/// every surface holding a credential, against a gateway trusting no proxy and one trusting its
/// loopback peer: the audit's address is the declared one, request by request.
#[test]
fn a_forwarded_address_is_believed_only_from_a_trusted_proxy() {
    let sb = Sandbox::start();
    for trusted in [false, true] {
        let flags: &[&str] = if trusted {
            &["--trusted-proxy", "127.0.0.1"]
        } else {
            &[]
        };
        let mut gw = Gateway::start(&sb, flags);
        let viewer = gw.token(&sb, "vera", "viewer");
        let mut expected = Vec::new();
        for s in GATEWAY.iter().filter(|s| s.credential.is_some()) {
            let body = form(&baseline(s, &viewer));
            for (lines, seen) in FORWARDED_FOR {
                let extra: String = lines
                    .iter()
                    .map(|l| format!("x-forwarded-for: {l}\r\n"))
                    .collect();
                let (status, text) = raw_headed(&gw, s.method, s.path, &body, FORM, &extra);
                assert!(status >= 400, "{} {} {lines:?}: {text}", s.method, s.path);
                let want = if trusted {
                    seen.unwrap_or("127.0.0.1")
                } else {
                    "127.0.0.1"
                };
                expected.push(format!("{} {} {lines:?} -> {want}", s.method, s.path));
            }
        }
        gw.stop();
        let db = gw.db.display().to_string();
        let rows = sb.json(&["gateway", "audit", "--db", &db, "--limit", "100000"]);
        let got: Vec<String> = rows
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["address"].as_str().unwrap_or("?").to_string())
            .collect();
        let want: Vec<&str> = expected
            .iter()
            .map(|e| e.rsplit(" -> ").next().unwrap())
            .collect();
        assert_eq!(
            got, want,
            "trusted: {trusted}; the requests in order:\n{expected:#?}"
        );
        for f in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{db}{f}"));
        }
    }
}

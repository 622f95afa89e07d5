//! Every fault kind, switched on with one `licensectl sandbox faults add`, seen by `licensectl`
//! (its exit code and message) and by a raw HTTP client (the bytes on the wire).

use super::{client_init_path, raw, raw_get, seller_path, NoAnswer};
use crate::harness::Sandbox;
use std::time::{Duration, Instant};

/// The faults the sandbox lists, as JSON.
fn listed(sb: &Sandbox) -> Vec<serde_json::Value> {
    sb.json(&["sandbox", "faults"]).as_array().unwrap().clone()
}

#[test]
fn a_5xx_is_a_proxy_page_for_the_next_n_requests() {
    let sb = Sandbox::start();
    let added = sb.json(&["sandbox", "faults", "add", "502", "--next", "2"]);
    assert_eq!(added[0]["spec"], "502,next=2");
    let r = raw(&sb, &seller_path(&sb, "type=fetchallkeys"));
    assert_eq!(r.status, 502);
    assert!(r.head.contains("content-type: text/html"), "{}", r.head);
    assert!(
        r.body.contains("<title>502 Bad Gateway</title>"),
        "{}",
        r.body
    );
    assert_eq!(listed(&sb)[0]["next"], 1, "one left");
    // Not the service's JSON: refused as a bad answer, its status named.
    sb.run(&["licenses", "list", "--retries", "0"])
        .expect_failure(6, "HTTP 502");
    assert!(listed(&sb).is_empty(), "used up");
    sb.ok(&["licenses", "list"]);
    // A 503 on every request, until cleared; licensectl retries, then gives up.
    sb.ok(&["sandbox", "faults", "add", "503"]);
    let r = sb.run(&["licenses", "list", "--retries", "1"]);
    r.expect_failure(6, "HTTP 503");
    assert!(r.stderr.contains("retrying"), "retried first: {}", r.stderr);
    assert_eq!(raw(&sb, &seller_path(&sb, "type=fetchallkeys")).status, 503);
    sb.ok(&["sandbox", "faults", "clear"]);
    assert_eq!(raw(&sb, &seller_path(&sb, "type=fetchallkeys")).status, 406);
}

#[test]
fn unavailable_is_the_service_refusing_and_stays_signed_on_the_client_api() {
    let sb = Sandbox::start();
    sb.ok(&["sandbox", "faults", "add", "unavailable"]);
    let r = raw(&sb, &seller_path(&sb, "type=fetchallkeys"));
    assert_eq!(r.status, 200);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["success"], false);
    assert!(v["message"]
        .as_str()
        .unwrap()
        .ends_with("temporarily unavailable"));
    sb.run(&["licenses", "list"])
        .expect_failure(1, "temporarily unavailable");
    // The client API signs it as the service signs its answers: licensectl verifies it and
    // reports the service's message, not a bad signature.
    let r = raw(&sb, &client_init_path(&sb));
    assert!(r.head.contains("x-signature-ed25519:"), "{}", r.head);
    sb.run(&["client", "init"])
        .expect_failure(1, "temporarily unavailable");
    // Nothing was done: no key was made.
    sb.ok(&["sandbox", "faults", "clear"]);
    sb.run(&["licenses", "create", "--expiry", "1d"]);
    assert_eq!(sb.json(&["licenses", "list"]).as_array().unwrap().len(), 1);
}

#[test]
fn malformed_json_is_refused_as_a_bad_answer() {
    let sb = Sandbox::start();
    sb.ok(&["sandbox", "faults", "add", "malformed", "--api", "seller"]);
    let r = raw(&sb, &seller_path(&sb, "type=fetchallkeys"));
    assert_eq!(r.status, 200);
    assert!(
        serde_json::from_str::<serde_json::Value>(&r.body).is_err(),
        "{}",
        r.body
    );
    sb.run(&["licenses", "list"]).expect_failure(6, "not JSON");
    // Only the seller API: the client API answers as usual.
    let r = raw(&sb, &client_init_path(&sb));
    assert!(
        serde_json::from_str::<serde_json::Value>(&r.body).is_ok(),
        "{}",
        r.body
    );
    sb.ok(&["client", "init"]);
}

#[test]
fn a_dropped_connection_has_no_answer_at_all() {
    let sb = Sandbox::start();
    sb.ok(&["sandbox", "faults", "add", "drop", "--next", "1"]);
    let r = raw_get(
        &sb,
        &seller_path(&sb, "type=fetchallkeys"),
        Duration::from_secs(10),
    );
    assert_eq!(r.unwrap_err(), NoAnswer::Closed);
    sb.ok(&["sandbox", "faults", "add", "drop", "--type", "fetchallkeys"]);
    sb.run(&["licenses", "list", "--retries", "0"])
        .expect_failure(5, "licenses list");
    // Another type is not dropped.
    sb.ok(&["subs", "list"]);
}

#[test]
fn a_hang_holds_the_request_until_the_faults_are_cleared() {
    let sb = Sandbox::start();
    sb.ok(&["sandbox", "faults", "add", "hang", "--api", "seller"]);
    let r = raw_get(
        &sb,
        &seller_path(&sb, "type=fetchallkeys"),
        Duration::from_millis(300),
    );
    assert_eq!(r.unwrap_err(), NoAnswer::Silent);
    let started = Instant::now();
    sb.run(&["licenses", "list", "--retries", "0", "--timeout", "1"])
        .expect_failure(5, "licenses list");
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "it waited out its timeout"
    );
    // A request hanging when the faults are cleared is let go: its connection closes.
    let held = std::thread::scope(|s| {
        let waiting = s.spawn(|| {
            raw_get(
                &sb,
                &seller_path(&sb, "type=fetchallkeys"),
                Duration::from_secs(30),
            )
        });
        // Cleared only once that request is held (its hit is counted before it hangs).
        let held = (0..500).any(|_| listed(&sb)[0]["hits"].as_u64().unwrap() >= 3);
        assert!(held, "the third request never reached the sandbox");
        sb.ok(&["sandbox", "faults", "clear"]);
        waiting.join().unwrap()
    });
    assert_eq!(held.unwrap_err(), NoAnswer::Closed);
    sb.ok(&["licenses", "list"]);
}

#[test]
fn the_rate_limit_answer_is_the_services_on_each_api() {
    let sb = Sandbox::start();
    sb.ok(&["sandbox", "faults", "add", "ratelimit", "--next", "2"]);
    let r = raw(&sb, &seller_path(&sb, "type=fetchallkeys"));
    assert!(
        r.body.contains("Seller key used too frequently"),
        "{}",
        r.body
    );
    let r = raw(&sb, &client_init_path(&sb));
    assert!(r.body.contains("sent too many requests"), "{}", r.body);
    // Unsigned, as the service sends its client rate-limit answer.
    assert!(!r.head.contains("x-signature-ed25519"), "{}", r.head);
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "ratelimit",
        "--type",
        "fetchallkeys",
    ]);
    sb.run(&["licenses", "list", "--retries", "0"])
        .expect_failure(7, "too frequently");
}

#[test]
fn latency_delays_the_answer_and_a_share_of_one_applies_to_all() {
    let sb = Sandbox::start();
    sb.ok(&[
        "sandbox", "faults", "add", "latency", "300ms", "--share", "1", "--api", "client",
    ]);
    let started = Instant::now();
    let r = raw(&sb, &client_init_path(&sb));
    assert!(started.elapsed() >= Duration::from_millis(300));
    assert!(r.body.contains("\"success\":true"), "{}", r.body);
    sb.ok(&["sandbox", "faults", "clear"]);
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "latency",
        "200ms-400ms",
        "--next",
        "1",
    ]);
    let started = Instant::now();
    sb.ok(&["licenses", "list"]);
    assert!(started.elapsed() >= Duration::from_millis(200));
    assert!(listed(&sb).is_empty());
}

#[test]
fn bad_fault_specs_are_usage_errors_and_start_takes_specs() {
    let sb = Sandbox::start();
    for args in [
        &["404"][..],
        &["latency"],
        &["502", "--share", "2"],
        &["nosuch"],
        &["drop", "x"],
    ] {
        let r = sb.run(&[&["sandbox", "faults", "add"][..], args].concat());
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
    }
    sb.run(&[
        "sandbox", "faults", "add", "502", "--next", "1", "--share", "0.5",
    ])
    .expect_failure(2, "cannot be used with");
    sb.run(&["sandbox", "start", "--memory", "--faults", "502,next=x"])
        .expect_failure(2, "--faults");
}

#[test]
fn answers_standing_in_for_the_service_stay_signed_on_client_api_1_2() {
    use hmac::Mac;
    let sb = Sandbox::start();
    let post = |form: &[(&str, &str)]| {
        let url = format!("{}/api/1.2/", sb.info.base_url);
        sb.block_on(async {
            let r = reqwest::Client::new()
                .post(url)
                .form(form)
                .send()
                .await
                .unwrap();
            let sig = r
                .headers()
                .get("signature")
                .map(|v| v.to_str().unwrap().to_string());
            (sig, r.text().await.unwrap())
        })
    };
    let (name, owner) = (sb.info.app_name.as_str(), sb.info.ownerid.as_str());
    let init = [
        ("type", "init"),
        ("name", name),
        ("ownerid", owner),
        ("ver", "1.0"),
        ("enckey", "k"),
    ];
    let (_, body) = post(&init);
    let sid = serde_json::from_str::<serde_json::Value>(&body).unwrap()["sessionid"]
        .as_str()
        .unwrap()
        .to_string();
    sb.ok(&["sandbox", "faults", "add", "unavailable", "--api", "client"]);
    // `init` is signed with the app secret, as the service signs it.
    let (sig, body) = post(&init);
    assert!(body.contains("temporarily unavailable"), "{body}");
    let mut mac =
        hmac::Hmac::<sha2::Sha256>::new_from_slice(sb.info.app_secret.as_bytes()).unwrap();
    mac.update(body.as_bytes());
    assert_eq!(sig, Some(hex::encode(mac.finalize().into_bytes())));
    // Later types with the session's key.
    let check = [
        ("type", "check"),
        ("name", name),
        ("ownerid", owner),
        ("sessionid", sid.as_str()),
    ];
    let (sig, body) = post(&check);
    assert!(body.contains("temporarily unavailable"), "{body}");
    assert_eq!(sig.map(|s| s.len()), Some(64), "signed");
    // The rate-limit answer comes before the type switch at the service: unsigned.
    sb.ok(&["sandbox", "faults", "clear"]);
    sb.ok(&["sandbox", "faults", "add", "ratelimit", "--api", "client"]);
    let (sig, body) = post(&check);
    assert!(body.contains("too many requests"), "{body}");
    assert_eq!(sig, None);
}

#[test]
fn a_share_applies_to_about_that_share_of_requests() {
    let sb = Sandbox::start();
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "unavailable",
        "--share",
        "0.5",
        "--api",
        "seller",
    ]);
    let failed = (0..200)
        .filter(|_| {
            raw(&sb, &seller_path(&sb, "type=setseller"))
                .body
                .contains("unavailable")
        })
        .count();
    // Binomial(200, 0.5): outside 50..=150 about once in 10^12 runs.
    assert!((50..=150).contains(&failed), "{failed} of 200");
    assert_eq!(listed(&sb)[0]["hits"], failed);
}

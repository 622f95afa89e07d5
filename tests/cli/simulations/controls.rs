//! Who may use the controls: the app's seller key only (exit 4 otherwise, as for any seller
//! command), on a loopback sandbox unless it was started with `--expose-controls`; and they are
//! nowhere in the service's own API paths.

use super::{raw, seller_path};
use crate::harness::Sandbox;
use std::process::{Command, Stdio};

const WRONG: &str = "0123456789abcdef0123456789abcdef";

#[test]
fn a_wrong_seller_key_is_refused_with_exit_4() {
    let sb = Sandbox::start();
    for args in [
        &["sandbox", "clock"][..],
        &["sandbox", "clock", "advance", "1d"],
        &["sandbox", "faults"],
        &["sandbox", "faults", "add", "502"],
        &["sandbox", "faults", "clear"],
    ] {
        let r = sb.run_with(sb.cmd().env("LICENSECTL_SELLER_KEY", WRONG), args, None);
        assert_eq!(r.code, 4, "{args:?}: {}", r.stderr);
    }
    let r = raw(
        &sb,
        &format!("/sandbox/clock?sellerkey={WRONG}&action=advance&by=1d"),
    );
    assert_eq!(r.status, 404);
    assert!(r.body.contains("No application found"));
    assert_eq!(sb.now(), crate::harness::T0, "nothing moved");
    assert!(sb
        .json(&["sandbox", "faults"])
        .as_array()
        .unwrap()
        .is_empty());
}

#[test]
fn the_controls_are_not_in_the_services_api_paths() {
    let sb = Sandbox::start();
    for ty in ["clock", "faults", "sandbox/clock"] {
        let r = raw(
            &sb,
            &seller_path(&sb, &format!("type={ty}&action=advance&by=1d")),
        );
        assert!(r.body.contains("Type doesn't exist"), "{ty}: {}", r.body);
    }
    let r = raw(
        &sb,
        &format!(
            "/api/1.3/?type=clock&name={}&ownerid={}",
            sb.info.app_name, sb.info.ownerid
        ),
    );
    assert!(
        r.body.contains("type paramater was not found"),
        "{}",
        r.body
    );
    assert_eq!(sb.now(), crate::harness::T0);
    // The raw controls, as the README's recipe calls them.
    let r = raw(
        &sb,
        &format!(
            "/sandbox/clock?sellerkey={}&action=advance&by=1d",
            sb.info.seller_key
        ),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(sb.now(), crate::harness::T0 + 86_400);
}

/// `sandbox start --memory ARGS`: its base URL (on 127.0.0.1), its key, the child.
pub(super) fn start(sb: &Sandbox, args: &[&str]) -> (String, String, std::process::Child) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args(["sandbox", "start", "-o", "json", "--memory"])
        .args(args)
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let line =
        crate::harness::bounded::first_line(&mut child, "sandbox start: its credentials line");
    let info: serde_json::Value = serde_json::from_str(&line).unwrap();
    let port = info["base_url"]
        .as_str()
        .unwrap()
        .rsplit(':')
        .next()
        .unwrap();
    (
        format!("http://127.0.0.1:{port}"),
        info["seller_key"].as_str().unwrap().to_string(),
        child,
    )
}

#[test]
fn a_sandbox_serving_beyond_loopback_refuses_the_controls_unless_told() {
    let sb = Sandbox::start();
    for (flags, code) in [(&[][..], 3), (&["--expose-controls"][..], 0)] {
        let args = [&["--listen", "0.0.0.0"][..], flags].concat();
        let (url, key, mut child) = start(&sb, &args);
        let r = sb.run_with(
            sb.bare()
                .env("LICENSECTL_BASE_URL", &url)
                .env("LICENSECTL_SELLER_KEY", &key),
            &["sandbox", "clock", "advance", "1d"],
            None,
        );
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(r.code, code, "{flags:?}: {}", r.stderr);
        if code == 3 {
            assert!(r.stderr.contains("--expose-controls"), "{}", r.stderr);
        }
    }
}

#[test]
fn start_takes_a_clock_and_faults() {
    let sb = Sandbox::start();
    let args = [
        "--clock",
        "2027-01-01T00:00Z",
        "--frozen",
        "--faults",
        "502,next=1;latency:1ms,api=client",
    ];
    let (url, key, mut child) = start(&sb, &args);
    let run = |args: &[&str]| {
        sb.run_with(
            sb.bare()
                .env("LICENSECTL_BASE_URL", &url)
                .env("LICENSECTL_SELLER_KEY", &key),
            args,
            None,
        )
    };
    let clock = run(&["sandbox", "clock", "-o", "json"]);
    let faults = run(&["sandbox", "faults", "-o", "json", "--jq", "map(.spec)"]);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(clock.code, 0, "{}", clock.stderr);
    assert_eq!(clock.json()["now"], 1_798_761_600);
    assert_eq!(clock.json()["frozen"], true);
    assert_eq!(faults.code, 0, "{}", faults.stderr);
    assert_eq!(
        faults.json(),
        serde_json::json!(["502,next=1", "latency:1ms,api=client"])
    );
}

const JAN_2030: i64 = 1_893_456_000;

#[test]
fn the_embedded_sandbox_keeps_its_clock_and_faults_for_the_next_command() {
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    assert_eq!(run(&["sandbox", "clock", "freeze"]).code, 0);
    let r = run(&["sandbox", "clock", "set", "2027-01-01T00:00Z"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["licenses", "create", "--expiry", "1d", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let key = r.json()["keys"][0].as_str().unwrap().to_string();
    let r = run(&["licenses", "info", &key, "-o", "json"]);
    assert_eq!(
        r.json()["gendate"],
        1_798_761_600,
        "the next command's sandbox"
    );
    let r = run(&["sandbox", "clock", "advance", "31d", "-o", "json"]);
    assert_eq!(r.json()["now"], 1_798_761_600 + 31 * 86_400);
    // A fault switched on in one command applies to the next one's requests.
    assert_eq!(
        run(&["sandbox", "faults", "add", "502", "--next", "1"]).code,
        0
    );
    let r = run(&["licenses", "list", "--retries", "0"]);
    r.expect_failure(6, "HTTP 502");
    assert!(
        r.stderr.contains("faults on: 502,next=1"),
        "said so: {}",
        r.stderr
    );
    let r = run(&["licenses", "list", "-o", "json"]);
    assert_eq!(r.code, 0, "used up: {}", r.stderr);
    assert!(!r.stderr.contains("faults on"), "{}", r.stderr);
    assert_eq!(run(&["sandbox", "clock", "set", "2030-01-01"]).code, 0);
    // `sandbox seed` dates its rows from the moved clock too: none after it, all within the spread.
    let r = run(&[
        "sandbox",
        "seed",
        "--licenses",
        "20",
        "--users",
        "5",
        "--no-customers",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["users", "list", "-o", "json"]);
    for u in r.json().as_array().unwrap() {
        let created = u["createdate"].as_i64().unwrap();
        assert!(
            (JAN_2030 - 91 * 86_400..=JAN_2030).contains(&created),
            "{u}"
        );
    }
}

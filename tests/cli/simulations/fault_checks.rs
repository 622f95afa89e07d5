//! Faults that cannot silently miss (issue 41): `--type` is checked against the catalogue's
//! operations of the API the fault applies to, as the service spells them (exit 2 naming the
//! nearest); `sandbox faults` shows each fault's hits and warns about one that has let 20
//! requests pass without a match.

use super::{client_init_path, raw};
use crate::harness::Sandbox;

#[test]
fn a_type_no_request_carries_is_refused_naming_the_nearest() {
    let sb = Sandbox::start();
    for (args, nearest) in [
        // The three: a type of no API, a wrong case, the other API's operation.
        (
            &["unavailable", "--type", "INIT"][..],
            "did you mean \"init\"",
        ),
        (
            &["unavailable", "--type", "LOGIN"],
            "did you mean \"login\"",
        ),
        (
            &["unavailable", "--api", "client", "--type", "fetchallkeys"],
            "of the seller API, not of the client API",
        ),
        (
            &["502", "--api", "seller", "--type", "fetchallkey"],
            "did you mean \"fetchallkeys\"",
        ),
    ] {
        let mut a = vec!["sandbox", "faults", "add"];
        a.extend(args);
        sb.run(&a).expect_failure(2, nearest);
    }
    assert!(sb.faults().is_empty(), "nothing was switched on");
    // `sandbox start --faults` and the control itself refuse them too.
    let home = tempfile::tempdir().unwrap();
    let r = sb.run_with(
        sb.bare().env("LICENSECTL_DATA_DIR", home.path()),
        &[
            "sandbox",
            "start",
            "--memory",
            "--faults",
            "drop,type=Login",
        ],
        None,
    );
    r.expect_failure(2, "did you mean \"login\"");
    let r = raw(
        &sb,
        &format!(
            "/sandbox/faults?sellerkey={}&action=add&spec=drop,type=INIT",
            sb.info.seller_key
        ),
    );
    assert_eq!(r.status, 400, "{}", r.body);
    // Spelt as the service takes it, each API's own works.
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "unavailable",
        "--api",
        "client",
        "--type",
        "loginEmail",
    ]);
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "unavailable",
        "--api",
        "seller",
        "--type",
        "fetchallkeys",
    ]);
}

#[test]
fn sandbox_faults_shows_hits_and_warns_of_a_fault_that_lets_requests_pass() {
    let sb = Sandbox::start();
    sb.ok(&[
        "sandbox", "faults", "add", "latency", "0ms", "--type", "init",
    ]);
    sb.ok(&["sandbox", "faults", "add", "unavailable", "--type", "login"]);
    let listed = sb.run(&["sandbox", "faults"]);
    assert!(!listed.stderr.contains("warning"), "{}", listed.stderr);
    for _ in 0..20 {
        assert_eq!(raw(&sb, &client_init_path(&sb)).status, 200);
    }
    let r = sb.run(&["sandbox", "faults", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows = r.json();
    assert_eq!(rows[0]["hits"], 20, "{rows}");
    assert_eq!(
        (rows[1]["hits"].clone(), rows[1]["missed"].clone()),
        (0.into(), 20.into())
    );
    assert!(
        r.stderr.contains(
            "warning: fault 2 (unavailable,type=login) has let 20 requests pass without a match"
        ),
        "{}",
        r.stderr
    );
    assert!(
        !r.stderr.contains("fault 1 "),
        "fault 1 fired: {}",
        r.stderr
    );
}

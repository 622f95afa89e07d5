//! Exit classes as documented and messages as sentences (issue 21): a short `create` answer is an
//! error naming how many keys came back.

use super::hostile::{echo, response, run};
use crate::harness::Sandbox;

#[test]
fn a_short_create_answer_is_an_error_naming_how_many_keys_came_back() {
    let sb = Sandbox::start();
    let server = echo(|_| {
        response(
            "200 OK",
            r#"{"success":true,"message":"Licenses successfully generated","keys":["AAAA-1111","BBBB-2222"]}"#,
        )
    });
    let base = format!("http://{server}");
    let r = run(
        &sb,
        &base,
        &["licenses", "create", "--amount", "3", "--expiry", "1d"],
        None,
    );
    r.expect_failure(6, "answered with 2 keys");
    assert!(
        r.stdout.contains("AAAA-1111") && r.stdout.contains("BBBB-2222"),
        "{}",
        r.stdout
    );
}

/// A read made beside a record (a used key's user, a banned key's reason) that the service
/// refuses for a passing reason fails the command (exit 1): never exit 0 with the user unknown
/// or the key shown as not banned. Only "not found" is none.
#[test]
fn a_refused_read_beside_a_record_fails_the_command() {
    let sb = Sandbox::start();
    let used = sb.register("cust", "pw");
    // A paused subscription is not in `userdata`: its key's record reads `usersub` too (a
    // running one's does not, issue 40).
    let held = sb.register("held", "pw");
    sb.ok(&["users", "pause", "held"]);
    let banned = sb.keys(1).remove(0);
    sb.ok(&[
        "licenses",
        "ban",
        &banned,
        "--reason",
        "chargeback",
        "--yes",
    ]);
    for (ty, args) in [
        ("userdata", vec!["licenses", "info", &used]),
        ("usersub", vec!["licenses", "info", &held]),
        (
            "fetchallkeys",
            vec!["licenses", "info", &banned, "--json", "banned"],
        ),
    ] {
        sb.add_fault_spec(&format!("unavailable,next=1,type={ty}"));
        let r = sb.run(&args);
        assert_eq!(r.code, 1, "{ty}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains("temporarily unavailable"),
            "{ty}: {}",
            r.stderr
        );
    }
    let v = sb.json(&["licenses", "info", &banned, "--json", "banned"]);
    assert_eq!(v["banned"], "chargeback", "{v}");
}

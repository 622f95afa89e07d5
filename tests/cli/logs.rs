//! Seller `logs`: the logs clients send, listed and cleared.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn logs_list_shows_client_logs_and_delete_all_clears() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["logs", "list"]), json!([]));
    let err = sb.fails(1, &["logs", "delete-all", "--yes"]);
    assert!(err.contains("Failed to delete all logs!"), "{err}");

    sb.ok(&["client", "init"]);
    sb.ok(&[
        "client",
        "log",
        "--message",
        "opened settings",
        "--pcuser",
        "alice-pc",
    ]);
    sb.advance(60);
    sb.ok(&["client", "log", "--message", "a, \"quoted\" line"]);
    let logs = sb.json(&["logs", "list"]);
    let rows = logs.as_array().unwrap();
    assert_eq!(rows.len(), 2, "{logs}");
    assert!(rows[0]["id"].is_number());
    assert_eq!(rows[0]["logdata"], "opened settings");
    assert_eq!(rows[0]["pcuser"], "alice-pc");
    assert_eq!(rows[0]["logdate"], sb.now() - 60, "times are Unix integers");
    assert_eq!(rows[0]["credential"], json!(null), "not logged in");
    assert_eq!(rows[1]["pcuser"], json!(null));
    assert!(
        rows[0].get("logapp").is_none(),
        "the app secret is dropped: {logs}"
    );

    let csv = sb.ok(&["logs", "list", "-o", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("id,logdate,logdata,credential,pcuser"));
    assert!(
        lines
            .next()
            .unwrap()
            .ends_with(",opened settings,,alice-pc"),
        "{csv}"
    );
    assert!(
        csv.contains("\"a, \"\"quoted\"\" line\""),
        "CSV quoting: {csv}"
    );

    // Only with --show-secrets is the app secret (logapp) shown.
    let r = sb.run(&["logs", "list", "-o", "json", "--show-secrets"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()[0]["logapp"], sb.info.app_secret.as_str());

    assert!(sb.fails(2, &["logs", "delete-all"]).contains("--yes"));
    assert_eq!(sb.json(&["logs", "list"]).as_array().unwrap().len(), 2);
    let r = sb.json(&["logs", "delete-all", "--yes"]);
    assert_eq!(r["message"], "Successfully deleted all logs!");
    assert_eq!(sb.json(&["logs", "list"]), json!([]));
}

//! Seller `sessions`: listing and killing the client API's sessions.

use crate::harness::Sandbox;
use serde_json::json;

const NO_SESSION: &str = "Session not found";

#[test]
fn sessions_list_and_kill() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["sessions", "list"]), json!([]), "none yet");
    sb.ok(&["client", "init"]);
    let masked = sb.json(&["sessions", "list"]);
    assert!(
        masked[0]["id"].as_str().unwrap().ends_with('…'),
        "session ids are secrets: {masked}"
    );
    let list = sb.json(&["sessions", "list", "--show-secrets"]);
    let rows = list.as_array().unwrap();
    assert_eq!(rows.len(), 1, "{list}");
    let sid = rows[0]["id"].as_str().unwrap().to_string();
    assert_eq!(sid.len(), 10, "the full id, so it can be killed: {sid}");
    assert_eq!(rows[0]["credential"], json!(null));
    assert_eq!(rows[0]["validated"], false, "flags are booleans");
    assert_eq!(rows[0]["ip"], "127.0.0.1");
    assert_eq!(rows[0]["expiry"], sb.now() + 21_600, "six hours");
    let tsv = sb.ok(&["sessions", "list", "-o", "tsv"]);
    assert!(
        tsv.starts_with("id\tcredential\texpiry\tvalidated\tip\n"),
        "{tsv}"
    );

    // The kept session works until it is killed.
    sb.ok(&["client", "stats"]);
    let err = sb.fails(2, &["sessions", "kill", &sid]);
    assert!(err.contains("--yes"), "{err}");
    assert_eq!(sb.json(&["sessions", "list"]).as_array().unwrap().len(), 1);
    assert_eq!(
        sb.json(&["sessions", "kill", &sid, "--yes"])["message"],
        "Successfully killed session!"
    );
    assert_eq!(sb.json(&["sessions", "list"]), json!([]));
    let err = sb.fails(1, &["client", "stats"]);
    assert!(err.contains(NO_SESSION), "{err}");
    let err = sb.fails(1, &["sessions", "kill", &sid, "--yes"]);
    assert!(err.contains("Failed to kill session!"), "{err}");
    let long = "x".repeat(11);
    assert!(sb
        .fails(2, &["sessions", "kill", &long, "--yes"])
        .contains("at most 10"));

    // kill-all ends every session; with none it has nothing to do (exit 0, said).
    let err = sb.fails(0, &["sessions", "kill-all", "--yes"]);
    assert!(err.contains("Failed to kill all sessions!"), "{err}");
    sb.ok(&["client", "init"]);
    sb.ok(&["client", "init"]);
    assert_eq!(sb.json(&["sessions", "list"]).as_array().unwrap().len(), 2);
    assert!(sb.fails(2, &["sessions", "kill-all"]).contains("--yes"));
    assert_eq!(sb.json(&["sessions", "list"]).as_array().unwrap().len(), 2);
    assert_eq!(
        sb.ok(&["sessions", "kill-all", "--yes"]).trim(),
        "Successfully killed all sessions!"
    );
    assert!(sb.fails(1, &["client", "stats"]).contains(NO_SESSION));

    // Sessions past their expiry are not listed.
    sb.ok(&["client", "init"]);
    sb.advance(21_601);
    assert_eq!(sb.json(&["sessions", "list"]), json!([]));
}

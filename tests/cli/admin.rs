//! Seller `sessions`, `blacklists`, `whitelists` and `logs`, with their effects on the client API.

use crate::harness::Sandbox;
use serde_json::json;

const BLACKED: &str = "You've been blacklisted from our application";
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

    // kill-all ends every session, and fails when there is none.
    let err = sb.fails(1, &["sessions", "kill-all", "--yes"]);
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

#[test]
fn blacklisted_hwid_refuses_register_and_login() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let hwid = "HWID-BLACK-0001";
    let r = sb.json(&["blacklists", "create", "--hwid", hwid]);
    assert_eq!(r["message"], "Blacklist Addition Successful");
    let register = || sb.register_with("alice", "s3cret", &key, &["--hwid", hwid]);
    register().expect_failure(1, BLACKED);
    assert_eq!(
        sb.json(&["licenses", "info", &key])["status"],
        "Not Used",
        "the refused register used no key"
    );

    // Deleting the entry lifts it: the same register now works.
    let err = sb.fails(2, &["blacklists", "delete", hwid, "--type", "hwid"]);
    assert!(err.contains("--yes"), "{err}");
    let err = sb.fails(1, &["blacklists", "delete", hwid, "--type", "ip", "--yes"]);
    assert!(
        err.contains("Failed to delete blacklist!"),
        "wrong type: {err}"
    );
    // An unknown type is refused before sending (the service would say "Invalid blacklist type!").
    let err = sb.fails(2, &["blacklists", "delete", hwid, "--type", "mac", "--yes"]);
    assert!(
        err.contains("--type \"mac\" is not one of ip, hwid"),
        "{err}"
    );
    let r = sb.json(&["blacklists", "delete", hwid, "--type", "hwid", "--yes"]);
    assert_eq!(r["message"], "Successfully deleted blacklist!");
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]));
    let r = register();
    assert_eq!(r.code, 0, "{}", r.stderr);

    // Blacklisted again, the registered user cannot log in with that HWID.
    sb.ok(&["blacklists", "create", "--hwid", hwid, "--country", "XZ"]);
    let login = [
        "client",
        "login",
        "--username",
        "alice",
        "--hwid",
        hwid,
        "--password-stdin",
    ];
    sb.run_stdin(&login, "s3cret\n").expect_failure(1, BLACKED);
    sb.ok(&["blacklists", "delete", hwid, "--type", "hwid", "--yes"]);
    let r = sb.run_stdin(&login, "s3cret\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn blacklists_list_shape_ip_block_and_delete_all() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]));
    let err = sb.fails(1, &["blacklists", "delete-all", "--yes"]);
    assert!(err.contains("Failed to delete all blacklists!"), "{err}");
    let long = "9".repeat(50);
    assert!(sb
        .fails(2, &["blacklists", "create", "--ip", &long])
        .contains("at most 49"));
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]), "nothing sent");

    sb.ok(&[
        "blacklists",
        "create",
        "--ip",
        "127.0.0.1",
        "--asn",
        "AS64500",
    ]);
    let list = sb.json(&["blacklists", "list"]);
    assert_eq!(
        list,
        json!([
            {"hwid": null, "ip": "127.0.0.1", "type": "ip", "region": null, "country": null, "asn": null},
            {"hwid": null, "ip": null, "type": "asn", "region": null, "country": null, "asn": "AS64500"},
        ])
    );
    let tsv = sb.ok(&["blacklists", "list", "-o", "tsv"]);
    assert_eq!(
        tsv.lines().next(),
        Some("type\tip\thwid\tregion\tcountry\tasn")
    );
    assert_eq!(tsv.lines().nth(1), Some("ip\t127.0.0.1\t\t\t\t"));

    // The sandbox sees the CLI from 127.0.0.1: an IP entry blocks any HWID.
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    sb.register_with("bob", "s3cret", &key, &[])
        .expect_failure(1, BLACKED);

    assert!(sb.fails(2, &["blacklists", "delete-all"]).contains("--yes"));
    assert_eq!(
        sb.json(&["blacklists", "list"]).as_array().unwrap().len(),
        2
    );
    let r = sb.json(&["blacklists", "delete-all", "--yes"]);
    assert_eq!(r["message"], "Successfully deleted all blacklists!");
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]));
    let r = sb.register_with("bob", "s3cret", &key, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn whitelists_create_delete_delete_all() {
    let sb = Sandbox::start();
    let r = sb.json(&["whitelists", "create", "198.51.100.23"]);
    assert_eq!(
        r,
        json!({"success": true, "message": "Successfully added whitelist!"})
    );
    let err = sb.fails(1, &["whitelists", "create", "198.51.100.23"]);
    assert!(err.contains("Failed to add whitelist!"), "kept once: {err}");
    assert!(sb
        .fails(2, &["whitelists", "create", &"1".repeat(50)])
        .contains("at most 49"));
    sb.fails(2, &["whitelists", "create"]);

    assert!(sb
        .fails(2, &["whitelists", "delete", "198.51.100.23"])
        .contains("--yes"));
    // Still there: adding it again fails.
    sb.fails(1, &["whitelists", "create", "198.51.100.23"]);
    assert_eq!(
        sb.ok(&["whitelists", "delete", "198.51.100.23", "--yes"])
            .trim(),
        "Successfully deleted whitelist!"
    );
    let err = sb.fails(1, &["whitelists", "delete", "198.51.100.23", "--yes"]);
    assert!(err.contains("Failed to delete whitelist!"), "{err}");
    // Gone: it can be added again.
    sb.ok(&["whitelists", "create", "198.51.100.23"]);
    sb.ok(&["whitelists", "create", "2001:db8::1"]);

    assert!(sb.fails(2, &["whitelists", "delete-all"]).contains("--yes"));
    sb.fails(1, &["whitelists", "create", "2001:db8::1"]);
    let r = sb.json(&["whitelists", "delete-all", "--yes"]);
    assert_eq!(r["message"], "Successfully deleted all whitelists!");
    let err = sb.fails(1, &["whitelists", "delete-all", "--yes"]);
    assert!(err.contains("Failed to delete all whitelists!"), "{err}");
    sb.fails(1, &["whitelists", "delete", "2001:db8::1", "--yes"]);
}

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

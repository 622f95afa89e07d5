//! Seller `blacklists`: the list's shape, IP and HWID blocks and their effect on the client API.

use crate::harness::Sandbox;
use serde_json::json;

const BLACKED: &str = "You've been blacklisted from our application";

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
    let err = sb.fails(0, &["blacklists", "delete-all", "--yes"]);
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

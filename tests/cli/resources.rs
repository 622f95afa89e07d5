//! Seller resources around licenses: subs, vars and files.

use crate::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;
use serde_json::json;

fn user(sb: &Sandbox, name: &str, sub: &str) {
    let r = sb.create_user(name, sub, "7d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn subs_create_count_pause_delete() {
    let sb = Sandbox::start();
    assert_eq!(
        sb.json(&["subs", "create", "gold", "--level", "3"])["message"],
        "Successfully created subscription!"
    );
    let err = sb.fails(1, &["subs", "create", "gold", "--level", "3"]);
    assert!(err.contains("Unhandled Error!"), "duplicate: {err}");
    assert!(sb
        .fails(2, &["subs", "create", "tin", "--level", "x"])
        .contains("--level \"x\" is not a whole number"));
    assert!(sb
        .fails(2, &["subs", "create", "tin", "--level", "1234567890123"])
        .contains("at most 12"));
    assert_eq!(
        sb.json(&["subs", "edit", "gold", "--level", "2"])["message"],
        "Subscription successfully edited"
    );
    assert_eq!(
        sb.json(&["subs", "list"]),
        json!([{"name": "default", "level": "1"}, {"name": "gold", "level": "2"}]),
        "a fresh sandbox has `default` at level 1"
    );

    user(&sb, "alice", "gold");
    let count = |sb: &Sandbox| sb.json(&["subs", "count", "gold"])["count"].clone();
    assert_eq!(count(&sb), 1);
    assert_eq!(sb.json(&["subs", "count", "nothing"])["count"], 0);

    // Pausing freezes alice's remaining time; unpausing three days later gives it back.
    let expiry = |sb: &Sandbox| -> i64 {
        let v = sb.json(&["users", "info", "alice"]);
        v["subscriptions"][0]["expiry"].as_i64().unwrap()
    };
    let end = expiry(&sb);
    assert_eq!(
        sb.json(&["subs", "pause", "gold", "--yes"])["message"],
        "Successfully paused subscription!"
    );
    assert_eq!(count(&sb), 0, "paused subs are not active");
    assert!(sb
        .fails(1, &["subs", "pause", "gold", "--yes"])
        .contains("Failed to pause subscription!"));
    sb.advance(3 * 86_400);
    assert_eq!(
        sb.json(&["subs", "unpause", "gold"])["message"],
        "Successfully unpaused subscription!"
    );
    assert_eq!(count(&sb), 1);
    assert_eq!(expiry(&sb), end + 3 * 86_400);
    assert!(sb
        .fails(1, &["subs", "unpause", "gold"])
        .contains("Failed to unpause subscription!"));

    assert!(sb.fails(2, &["subs", "delete", "gold"]).contains("--yes"));
    assert_eq!(sb.json(&["subs", "list"]).as_array().unwrap().len(), 2);
    assert_eq!(
        sb.json(&["subs", "delete", "gold", "--yes"])["message"],
        "Successfully deleted subscription!"
    );
    assert_eq!(
        sb.json(&["subs", "list"]),
        json!([{"name": "default", "level": "1"}])
    );
    assert!(sb
        .fails(1, &["subs", "delete", "gold", "--yes"])
        .contains("Failed to delete subscription!"));
}

#[test]
fn vars_create_get_edit_delete() {
    let sb = Sandbox::start();
    let v = sb.json(&[
        "vars",
        "create",
        "motd",
        "--data",
        "Restart at 04:00 & soon",
        "--no-authed",
    ]);
    assert_eq!(v["message"], "Successfully created variable!");
    sb.json(&["vars", "create", "secret", "--data", "42"]);
    assert_eq!(
        sb.json(&["vars", "get", "motd"]),
        json!({"message": "Restart at 04:00 & soon", "authed": false})
    );
    assert_eq!(
        sb.json(&["vars", "get", "secret"])["authed"],
        true,
        "authed by default"
    );
    assert!(sb
        .fails(1, &["vars", "create", "motd", "--data", "x"])
        .contains("Varialbe name already exists!"));
    assert!(sb
        .fails(1, &["vars", "get", "nope"])
        .contains("Variable not found"));
    let long = "d".repeat(1001);
    assert!(sb
        .fails(2, &["vars", "create", "big", "--data", &long])
        .contains("at most 1000"));

    assert_eq!(
        sb.json(&["vars", "edit", "motd", "--data", "Maintenance"])["message"],
        "Variable Edit Successful"
    );
    assert_eq!(
        sb.json(&["vars", "get", "motd"]),
        json!({"message": "Maintenance", "authed": false}),
        "edit keeps authed"
    );
    assert_eq!(
        sb.json(&["vars", "list"]),
        json!([{"varid": "motd", "msg": "Maintenance", "authed": false}, {"varid": "secret", "msg": "42", "authed": true}])
    );

    assert!(sb.fails(2, &["vars", "delete", "motd"]).contains("--yes"));
    assert_eq!(
        sb.json(&["vars", "delete", "motd", "--yes"])["message"],
        "Successfully deleted variable!"
    );
    assert!(sb
        .fails(1, &["vars", "delete", "motd", "--yes"])
        .contains("Failed to delete variable!"));
    assert!(sb.fails(2, &["vars", "delete-all"]).contains("--yes"));
    assert_eq!(sb.json(&["vars", "list"]).as_array().unwrap().len(), 1);
    assert_eq!(
        sb.json(&["vars", "delete-all", "--yes"])["message"],
        "Successfully deleted all variables!"
    );
    assert_eq!(sb.json(&["vars", "list"]), json!([]));
    assert!(sb
        .fails(1, &["vars", "delete-all", "--yes"])
        .contains("Failed to delete all variables!"));
}

#[test]
fn files_upload_info_edit_delete() {
    let sb = Sandbox::start();
    let origin = serve(Fault::Raw(http("200 OK", &[], b"bytes")));
    let url = format!("{origin}/dl/loader.exe");
    let v = sb.json(&["files", "upload", &url]);
    let id = v["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 6, "{v}");
    assert_eq!(v["message"], format!("File ID {id} Uploaded Successfully"));
    let file = sb.json(&["files", "info", &id]);
    assert_eq!(
        file,
        json!({"id": id, "url": url, "name": "loader.exe", "size": "5 B", "authed": 1})
    );
    let list = sb.json(&["files", "list"]);
    assert_eq!(
        (list[0]["id"].as_str(), list[0]["url"].as_str()),
        (Some(id.as_str()), Some(url.as_str()))
    );
    let err = sb.fails(1, &["files", "info", "000000"]);
    assert!(err.contains("No file Found with ID: 000000"), "{err}");
    let gone = serve(Fault::Raw(http("404 Not Found", &[], b"no")));
    let err = sb.fails(1, &["files", "upload", &format!("{gone}/x.bin")]);
    assert!(err.contains("URL is invalid"), "{err}");

    // edit re-downloads: a bigger file under a new name, no login needed.
    let bigger = serve(Fault::Raw(http("200 OK", &[], &[b'x'; 2048])));
    let url2 = format!("{bigger}/loader-v2.exe");
    let v = sb.json(&["files", "edit", &id, "--url", &url2, "--no-authed"]);
    assert_eq!(v["message"], "Successfully updated file");
    let file = sb.json(&["files", "info", &id]);
    assert_eq!(
        (
            file["name"].as_str(),
            file["size"].as_str(),
            file["authed"].as_i64()
        ),
        (Some("loader-v2.exe"), Some("2.0 KB"), Some(0))
    );
    let err = sb.fails(
        1,
        &[
            "files",
            "edit",
            &id,
            "--url",
            &format!("{gone}/y"),
            "--authed",
        ],
    );
    assert!(
        err.contains("Failed to fetch file. HTTP Status: 404"),
        "{err}"
    );
    assert_eq!(
        sb.json(&["files", "info", &id])["authed"],
        0,
        "a failed edit changes nothing"
    );

    assert!(sb.fails(2, &["files", "delete", &id]).contains("--yes"));
    assert_eq!(
        sb.json(&["files", "delete", &id, "--yes"])["message"],
        "Successfully deleted files!"
    );
    assert!(sb
        .fails(1, &["files", "info", &id])
        .contains("No file Found"));
    assert!(sb
        .fails(1, &["files", "delete", &id, "--yes"])
        .contains("Failed to delete"));
    sb.json(&["files", "upload", &url]);
    sb.json(&["files", "upload", &url]);
    assert!(sb.fails(2, &["files", "delete-all"]).contains("--yes"));
    assert_eq!(sb.json(&["files", "list"]).as_array().unwrap().len(), 2);
    assert_eq!(
        sb.json(&["files", "delete-all", "--yes"])["message"],
        "Successfully deleted all files!"
    );
    assert_eq!(sb.json(&["files", "list"]), json!([]));
    assert!(sb
        .fails(1, &["files", "delete-all", "--yes"])
        .contains("Failed to delete all files!"));
}

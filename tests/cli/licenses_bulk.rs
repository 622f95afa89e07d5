//! Seller `licenses`: units (add-time in days, edit in seconds), notes, and the bulk deletes.

use crate::harness::Sandbox;
use crate::licenses::{durations, info, listed, user_create};
use serde_json::json;

#[test]
fn units_notes_and_edit() {
    let sb = Sandbox::start();
    let k = sb.keys(3);
    user_create(&sb, "bob", "default", "7d");
    sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);

    // add-time is in days: 7d adds 604800 s to every unused key, never to used ones.
    let v = sb.json(&["licenses", "add-time", "--time", "7d", "--yes"]);
    assert_eq!(v["message"], "Added time to unused licenses!");
    for (key, expires) in durations(&sb) {
        let want = if key == k[0] {
            2_592_000
        } else {
            2_592_000 + 604_800
        };
        assert_eq!(expires, want.to_string(), "{key}");
    }
    let err = sb.fails(2, &["licenses", "add-time", "--time", "1h", "--yes"]);
    assert!(err.contains("does not convert exactly to days"), "{err}");
    sb.json(&["licenses", "add-time", "--time", "12h", "--yes"]);
    assert_eq!(
        info(&sb, &k[1])["expires"],
        2_592_000 + 604_800 + 43_200,
        "12h is exactly 0.5 days"
    );

    // edit is in seconds: 60d is sent as 5184000.
    assert_eq!(
        sb.json(&["licenses", "edit", &k[1], "--expiry", "60d"])["message"],
        "License Edit Successful"
    );
    assert_eq!(info(&sb, &k[1])["expires"], 5184000);
    sb.json(&["licenses", "edit", &k[2], "--expiry", "90m"]);
    assert_eq!(info(&sb, &k[2])["expires"], 5400);
    let err = sb.fails(2, &["licenses", "edit", &k[2], "--expiry", "soon"]);
    assert!(err.contains("expected a number with a unit"), "{err}");
    assert_eq!(info(&sb, &k[2])["expires"], 5400);
    let table = sb.ok(&["licenses", "info", &k[1], "-o", "table"]);
    assert!(table.contains("60d"), "{table}");

    // add-time with no unused key left is the service's failure.
    sb.json(&["licenses", "delete-unused", "--yes"]);
    let err = sb.fails(1, &["licenses", "add-time", "--time", "1d", "--yes"]);
    assert!(
        err.contains("Failed to add time! Key must not be used."),
        "{err}"
    );

    // Notes: set-note, note and info agree; limits are checked before sending.
    let v = sb.json(&[
        "licenses",
        "set-note",
        &k[0],
        "--note",
        "reseller: bob & co",
    ]);
    assert_eq!(v["message"], "Successfully set note");
    assert_eq!(
        sb.json(&["licenses", "note", &k[0]]),
        json!({"key": k[0], "note": "reseller: bob & co"}),
        "a license record always carries its key"
    );
    assert_eq!(info(&sb, &k[0])["note"], "reseller: bob & co");
    assert!(sb
        .fails(1, &["licenses", "set-note", "NOPE", "--note", "x"])
        .contains("Failed to set note"));
    assert!(sb
        .fails(1, &["licenses", "note", "NOPE"])
        .contains("Key not found"));
    let long = "n".repeat(70);
    assert!(sb
        .fails(2, &["licenses", "set-note", &k[0], "--note", &long])
        .contains("at most 69"));
    assert_eq!(info(&sb, &k[0])["note"], "reseller: bob & co");
}

#[test]
fn bulk_deletes_touch_only_what_they_name() {
    let sb = Sandbox::start();
    let k = sb.keys(4);
    user_create(&sb, "bob", "default", "7d");
    sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);

    assert!(sb
        .fails(2, &["licenses", "delete-unused"])
        .contains("--yes"));
    assert_eq!(listed(&sb).len(), 4);
    let v = sb.json(&["licenses", "delete-unused", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted all unused keys!");
    let left = listed(&sb);
    assert_eq!(left.len(), 1);
    assert_eq!(
        (left[0]["key"].as_str(), left[0]["status"].as_str()),
        (Some(k[0].as_str()), Some("Used"))
    );
    // Nothing to do is not a failure: exit 0, a note on stderr (issue 11).
    let err = sb.fails(0, &["licenses", "delete-unused", "--yes"]);
    assert!(
        err.contains("nothing to do: Didn't find any unused keys!"),
        "{err}"
    );

    // delete-many takes a comma list; --user-too removes the users who redeemed them.
    let m = sb.json(&["licenses", "create", "--amount", "3", "--expiry", "1d"])["keys"].clone();
    let m: Vec<&str> = m
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap())
        .collect();
    user_create(&sb, "eve", "default", "7d");
    sb.json(&["licenses", "assign", m[0], "--user", "eve"]);
    let both = format!("{},{}", m[0], m[1]);
    assert!(sb
        .fails(2, &["licenses", "delete-many", "--keys", &both])
        .contains("--yes"));
    let v = sb.json(&[
        "licenses",
        "delete-many",
        "--keys",
        &both,
        "--user-too",
        "--yes",
    ]);
    assert_eq!(v["message"], "Successfully deleted license(s)");
    let keys: Vec<String> = durations(&sb).into_iter().map(|(k, _)| k).collect();
    assert_eq!(keys, vec![k[0].clone(), m[2].to_string()]);
    assert!(sb
        .fails(1, &["users", "info", "eve"])
        .contains("User not found"));
    let err = sb.fails(1, &["licenses", "delete-many", "--keys", "NOPE", "--yes"]);
    assert!(err.contains("Failed to delete license(s)"), "{err}");

    // delete-used leaves the unused key; delete-all takes the rest.
    assert!(sb.fails(2, &["licenses", "delete-used"]).contains("--yes"));
    assert_eq!(
        sb.json(&["licenses", "delete-used", "--yes"])["message"],
        "Successfully deleted all used keys!"
    );
    let left = listed(&sb);
    assert_eq!((left.len(), left[0]["key"].as_str()), (1, Some(m[2])));
    assert!(sb
        .fails(0, &["licenses", "delete-used", "--yes"])
        .contains("Didn't find any used keys!"));
    assert_eq!(sb.json(&["users", "info", "bob"])["username"], "bob");
    assert!(sb.fails(2, &["licenses", "delete-all"]).contains("--yes"));
    assert_eq!(listed(&sb).len(), 1);
    assert_eq!(
        sb.json(&["licenses", "delete-all", "--yes"])["message"],
        "Deleted all keys!"
    );
    assert_eq!(sb.json(&["licenses", "list"]), json!([]));
    assert!(sb
        .fails(0, &["licenses", "delete-all", "--yes"])
        .contains("Didn't find any keys!"));
}

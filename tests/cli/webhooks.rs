//! Seller `webhooks`: relayed requests, created, listed and deleted.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn webhooks_create_list_delete() {
    let sb = Sandbox::start();
    let v = sb.json(&[
        "webhooks",
        "create",
        "--url",
        "https://example.com/hook/path?x=1",
        "--webid",
        "hook1",
        "--user-agent",
        "bot/1",
    ]);
    assert_eq!(v["message"], "Successfully added webhook!");
    sb.json(&[
        "webhooks",
        "create",
        "--url",
        "https://example.org/",
        "--no-authed",
    ]);
    let list = sb.json(&["webhooks", "list"]);
    let rows = list.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["webid"], "hook1");
    assert_eq!(
        rows[0]["short_baselink"], "https://example.com/h",
        "first 21 characters"
    );
    assert_eq!(
        (rows[0]["useragent"].as_str(), rows[0]["authed"].as_bool()),
        (Some("bot/1"), Some(true))
    );
    assert_eq!(
        (rows[1]["useragent"].as_str(), rows[1]["authed"].as_bool()),
        (Some("KeyAuth"), Some(false))
    );
    assert_eq!(rows[1]["webid"].as_str().unwrap().len(), 10, "random id");
    assert!(rows[0].get("app").is_none(), "the app secret is dropped");
    let err = sb.fails(
        1,
        &[
            "webhooks",
            "create",
            "--url",
            "https://example.com/",
            "--webid",
            "hook1",
        ],
    );
    assert!(err.contains("Failed to add webhook!"), "{err}");

    assert!(sb
        .fails(2, &["webhooks", "delete", "hook1"])
        .contains("--yes"));
    assert_eq!(
        sb.json(&["webhooks", "delete", "hook1", "--yes"])["message"],
        "Successfully deleted webhook!"
    );
    assert!(sb
        .fails(1, &["webhooks", "delete", "hook1", "--yes"])
        .contains("Failed to delete webhook!"));
    assert_eq!(sb.json(&["webhooks", "list"]).as_array().unwrap().len(), 1);
    sb.json(&["webhooks", "delete-all", "--yes"]);
    assert_eq!(sb.json(&["webhooks", "list"]), json!([]));
}

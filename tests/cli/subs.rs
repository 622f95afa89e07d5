//! Seller `subs`: subscriptions created, counted, paused and deleted; and the first refusals of
//! `subs`, `buttons`, `webhooks`, `files` and `chats`.

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
        json!([{"name": "default", "level": 1}, {"name": "gold", "level": 2}]),
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
        json!([{"name": "default", "level": 1}])
    );
    assert!(sb
        .fails(1, &["subs", "delete", "gold", "--yes"])
        .contains("Failed to delete subscription!"));
}

#[test]
fn subs_buttons_webhooks_files_chats() {
    let sb = Sandbox::start();
    assert_eq!(
        sb.json(&["subs", "create", "gold", "--level", "3"])["success"],
        true
    );
    assert_eq!(
        sb.json(&["subs", "edit", "gold", "--level", "4"])["message"],
        "Subscription successfully edited"
    );
    assert_eq!(
        sb.json(&["subs", "list"]),
        json!([{"name": "default", "level": 1}, {"name": "gold", "level": 4}]),
        "a fresh sandbox has `default` at level 1"
    );
    assert!(sb
        .fails(1, &["subs", "edit", "nope", "--level", "1"])
        .contains("Failed to edit subscription"));

    assert_eq!(
        sb.json(&["buttons", "create", "--value", "go", "--text", "Go!"])["message"],
        "Succesfully added button!"
    );
    assert!(sb
        .fails(
            1,
            &["buttons", "create", "--value", "go", "--text", "again"]
        )
        .contains("same value"));

    let hook = sb.json(&[
        "webhooks",
        "create",
        "--url",
        "https://example.com/h",
        "--no-authed",
        "--user-agent",
        "ua",
    ]);
    assert_eq!(hook["message"], "Successfully added webhook!");
    assert!(sb
        .fails(1, &["webhooks", "create", "--url", "not a url"])
        .contains("URL isn't a valid URL!"));
    assert!(
        sb.fails(2, &["webhooks", "delete-all"]).contains("--yes"),
        "destructive without a terminal needs --yes"
    );
    assert_eq!(
        sb.json(&["webhooks", "delete-all", "--yes"])["message"],
        "Successfully deleted all webhooks!"
    );
    assert!(sb
        .fails(1, &["webhooks", "delete-all", "--yes"])
        .contains("Failed to find any webhooks!"));

    assert!(sb
        .fails(1, &["files", "delete", "123456", "--yes"])
        .contains("Failed to delete"));
    assert!(sb
        .fails(1, &["files", "upload", "ftp://x/y"])
        .contains("local path"));

    sb.create_user("alice", "gold", "30d", "pw");
    assert_eq!(
        sb.json(&["chats", "mute", "alice", "--duration", "1h"])["message"],
        "Successfully muted user!"
    );
    let mutes = sb.json(&["chats", "mutes"]);
    assert_eq!(mutes[0]["user"], "alice");
    assert_eq!(
        mutes[0]["time"],
        sb.now() + 3600,
        "mute duration sent in seconds"
    );
    assert!(sb
        .fails(1, &["chats", "mute", "nobody", "--duration", "1h"])
        .contains("User doesn't exist!"));
}

//! Seller resources the client side uses: webhooks, chats (channels, delays, mutes) and buttons.

use crate::harness::{Sandbox, HWID};
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

#[test]
fn chats_channels_delays_mutes() {
    let sb = Sandbox::start();
    // create takes seconds, edit takes minutes: the CLI converts both from one human duration.
    assert_eq!(
        sb.json(&["chats", "create", "general", "--delay", "90s"])["message"],
        "Successfully created channel!"
    );
    assert_eq!(
        sb.json(&["chats", "list"]),
        json!([{"name": "general", "delay": 90}])
    );
    assert!(sb
        .fails(1, &["chats", "create", "general", "--delay", "1s"])
        .contains("Failed to create channel!"));
    assert_eq!(
        sb.json(&["chats", "edit", "general", "--delay", "2m"])["message"],
        "Successfully updated channel!"
    );
    assert_eq!(sb.json(&["chats", "list"])[0]["delay"], 120);
    let err = sb.fails(2, &["chats", "edit", "general", "--delay", "20s"]);
    assert!(err.contains("does not convert exactly to minutes"), "{err}");
    assert_eq!(
        sb.json(&["chats", "list"])[0]["delay"],
        120,
        "refused means unchanged"
    );
    assert!(sb
        .fails(1, &["chats", "edit", "nope", "--delay", "1m"])
        .contains("Failed To update channel!"));

    // A message from a logged-in client, then clear and delete.
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.register_with("alice", "pw", &key, &["--hwid", HWID]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["client", "chat-send", "general", "--message", "hello"]);
    assert_eq!(
        sb.json(&["client", "chat-get", "general"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert!(sb
        .fails(2, &["chats", "clear", "general"])
        .contains("--yes"));
    assert_eq!(
        sb.json(&["chats", "clear", "general", "--yes"])["message"],
        "Successfully cleared channel!"
    );
    assert_eq!(sb.json(&["client", "chat-get", "general"]), json!([]));
    assert!(sb
        .fails(1, &["chats", "clear", "general", "--yes"])
        .contains("Failed to clear channel!"));

    // Mutes: seconds from now; unmute lifts it.
    sb.json(&["chats", "mute", "alice", "--duration", "2m"]);
    assert_eq!(
        sb.json(&["chats", "mutes"]),
        json!([{"user": "alice", "time": sb.now() + 120}])
    );
    let err = sb.fails(1, &["client", "chat-send", "general", "--message", "again"]);
    assert!(err.contains("You're muted from chat until"), "{err}");
    assert_eq!(
        sb.json(&["chats", "unmute", "alice"])["message"],
        "Successfully unmuted user!"
    );
    assert_eq!(sb.json(&["chats", "mutes"]), json!([]));
    assert!(sb
        .fails(1, &["chats", "unmute", "alice"])
        .contains("Failed to unmute user!"));

    assert!(sb
        .fails(2, &["chats", "delete", "general"])
        .contains("--yes"));
    assert_eq!(
        sb.json(&["chats", "delete", "general", "--yes"])["message"],
        "Successfully deleted channel!"
    );
    assert_eq!(sb.json(&["chats", "list"]), json!([]));
    assert!(sb
        .fails(1, &["chats", "delete", "general", "--yes"])
        .contains("Failed to delete channel!"));
}

#[test]
fn buttons_create_list_delete() {
    let sb = Sandbox::start();
    sb.json(&["buttons", "create", "--value", "dl", "--text", "Download"]);
    sb.json(&[
        "buttons",
        "create",
        "--value",
        "help",
        "--text",
        "Help & FAQ",
    ]);
    assert_eq!(
        sb.json(&["buttons", "list"]),
        json!([{"text": "Download", "value": "dl"}, {"text": "Help & FAQ", "value": "help"}])
    );
    assert!(sb.fails(2, &["buttons", "delete", "dl"]).contains("--yes"));
    assert_eq!(
        sb.json(&["buttons", "delete", "dl", "--yes"])["message"],
        "Successfully deleted button!"
    );
    assert!(sb
        .fails(1, &["buttons", "delete", "dl", "--yes"])
        .contains("Failed to delete button!"));
    assert_eq!(sb.json(&["buttons", "list"]).as_array().unwrap().len(), 1);
    assert!(sb.fails(2, &["buttons", "delete-all"]).contains("--yes"));
    assert_eq!(
        sb.json(&["buttons", "delete-all", "--yes"])["message"],
        "Successfully deleted all buttons!"
    );
    assert_eq!(sb.json(&["buttons", "list"]), json!([]));
    assert!(sb
        .fails(1, &["buttons", "delete-all", "--yes"])
        .contains("Failed to delete all buttons!"));
}

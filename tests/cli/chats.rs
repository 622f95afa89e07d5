//! Seller `chats`: channels, delays and mutes, and the client's view of them.

use crate::harness::{Sandbox, HWID};
use serde_json::json;

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

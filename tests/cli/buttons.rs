//! Seller `buttons`: web-loader buttons.

use crate::harness::Sandbox;
use serde_json::json;

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

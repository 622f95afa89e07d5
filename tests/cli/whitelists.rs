//! Seller `whitelists`: IPs allowed past the VPN block.

use crate::harness::Sandbox;
use serde_json::json;

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

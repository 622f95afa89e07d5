//! Seller `vars`: global application variables.

use crate::harness::Sandbox;
use serde_json::json;

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
        // The variable's record, as `vars list` lists it (the service's `message` is `msg`).
        json!({"varid": "motd", "msg": "Restart at 04:00 & soon", "authed": false})
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
        json!({"varid": "motd", "msg": "Maintenance", "authed": false}),
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
        .fails(0, &["vars", "delete-all", "--yes"])
        .contains("Failed to delete all variables!"));
}

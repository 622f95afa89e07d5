//! `users` variables: set-var, get-var, delete-var, purge-var, vars; the client API's view; and
//! what `users delete` takes with it.

use crate::harness::{Sandbox, HWID};
use crate::users::{info, login, names, two_users};
use serde_json::json;

#[test]
fn set_get_and_list_vars() {
    let sb = Sandbox::start();
    two_users(&sb);
    assert_eq!(sb.json(&["users", "vars"]), json!([]), "none: exit 0");
    let v = sb.json(&[
        "users",
        "set-var",
        "alice",
        "--var",
        "tier",
        "--data",
        "gold & co",
    ]);
    assert_eq!(v["message"], "Successfully set variable!");
    let v = sb.json(&["users", "get-var", "alice", "--var", "tier"]);
    assert_eq!(v["response"], "gold & co", "values are URL-encoded");
    // Setting again replaces the value.
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "silver",
    ]);
    assert_eq!(
        sb.json(&["users", "get-var", "alice", "--var", "tier"])["response"],
        "silver"
    );
    // `all` sets it on every user.
    sb.ok(&[
        "users", "set-var", "all", "--var", "seen", "--data", "yes", "--yes",
    ]);
    assert_eq!(
        sb.json(&["users", "vars"]),
        json!([
            {"user": "alice", "name": "tier", "data": "silver"},
            {"user": "alice", "name": "seen", "data": "yes"},
            {"user": "bob", "name": "seen", "data": "yes"},
        ])
    );
    let tsv = sb.ok(&["users", "vars", "-o", "tsv"]);
    assert!(
        tsv.starts_with("user\tname\tdata\nalice\ttier\tsilver\n"),
        "{tsv}"
    );
    assert_eq!(
        sb.json(&["users", "info", "bob"])["uservars"],
        json!([{"name": "seen", "data": "yes"}])
    );

    let err = sb.fails(1, &["users", "set-var", "zed", "--var", "v", "--data", "d"]);
    assert!(err.contains("No users found!"), "{err}");
    let err = sb.fails(1, &["users", "set-var", "bob", "--var", "v", "--data", "0"]);
    assert!(err.contains("Must specify variable data"), "{err}");
    let long = "d".repeat(501);
    let err = sb.fails(
        2,
        &["users", "set-var", "bob", "--var", "v", "--data", &long],
    );
    assert!(err.contains("at most 500"), "{err}");
    let err = sb.fails(1, &["users", "get-var", "bob", "--var", "tier"]);
    assert!(err.contains("Variable not found for user"), "{err}");
    sb.fails(2, &["users", "get-var", "bob"]);
    let bad_key = "x".repeat(32);
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", &bad_key),
        &["users", "vars"],
        None,
    );
    assert_eq!(r.code, 4, "{}", r.stderr);
}

#[test]
fn read_only_vars_as_the_client_sees_them() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&[
        "users",
        "set-var",
        "alice",
        "--var",
        "tier",
        "--data",
        "gold",
        "--read-only",
    ]);
    sb.ok(&["users", "set-var", "alice", "--var", "note", "--data", "hi"]);
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = sb.json(&["client", "get-var", "--var", "tier"]);
    assert_eq!(v["response"], "gold");
    let err = sb.fails(1, &["client", "set-var", "--var", "tier", "--data", "x"]);
    assert!(err.contains("Variable is read only"), "{err}");
    sb.ok(&[
        "client",
        "set-var",
        "--var",
        "note",
        "--data",
        "from client",
    ]);
    let v = sb.json(&["users", "get-var", "alice", "--var", "note"]);
    assert_eq!(
        v["response"], "from client",
        "the seller sees the client's write"
    );
    // The seller may change a read-only variable, and lift the flag.
    sb.ok(&[
        "users",
        "set-var",
        "alice",
        "--var",
        "tier",
        "--data",
        "plat",
        "--no-read-only",
    ]);
    sb.ok(&["client", "set-var", "--var", "tier", "--data", "mine"]);
    assert_eq!(
        sb.json(&["users", "get-var", "alice", "--var", "tier"])["response"],
        "mine"
    );
}

#[test]
fn delete_var_and_purge_var() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&[
        "users", "set-var", "all", "--var", "tier", "--data", "gold", "--yes",
    ]);
    sb.ok(&["users", "set-var", "alice", "--var", "keep", "--data", "k"]);

    assert!(sb
        .fails(2, &["users", "delete-var", "alice", "--var", "tier"])
        .contains("--yes"));
    assert_eq!(sb.json(&["users", "vars"]).as_array().unwrap().len(), 3);
    let v = sb.json(&["users", "delete-var", "alice", "--var", "tier", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted variable");
    sb.fails(1, &["users", "get-var", "alice", "--var", "tier"]);
    assert_eq!(
        sb.json(&["users", "get-var", "bob", "--var", "tier"])["response"],
        "gold"
    );
    let err = sb.fails(
        1,
        &["users", "delete-var", "alice", "--var", "tier", "--yes"],
    );
    assert!(err.contains("Failed to delete variable"), "{err}");

    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "gold",
    ]);
    assert!(sb
        .fails(2, &["users", "purge-var", "tier"])
        .contains("--yes"));
    assert_eq!(sb.json(&["users", "vars"]).as_array().unwrap().len(), 3);
    let v = sb.json(&["users", "purge-var", "tier", "--yes"]);
    assert_eq!(
        v["message"],
        "Successfully deleted user variables with that name!"
    );
    assert_eq!(
        sb.json(&["users", "vars"]),
        json!([{"user": "alice", "name": "keep", "data": "k"}])
    );
    let err = sb.fails(1, &["users", "purge-var", "tier", "--yes"]);
    assert!(err.contains("Failed to delete user variables"), "{err}");
}

#[test]
fn delete_takes_subs_and_vars_with_it() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "gold",
    ]);
    sb.ok(&["users", "set-var", "bob", "--var", "tier", "--data", "iron"]);
    assert!(sb.fails(2, &["users", "delete", "alice"]).contains("--yes"));
    assert_eq!(
        names(&sb),
        ["alice", "bob"],
        "nothing deleted without --yes"
    );
    let v = sb.json(&["users", "delete", "alice", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted user!");
    assert_eq!(names(&sb), ["bob"]);
    sb.fails(1, &["users", "verify", "alice"]);
    assert_eq!(sb.json(&["users", "subs", "alice"]), json!([]));
    let vars = sb.json(&["users", "vars"]);
    assert_eq!(
        vars,
        json!([{"user": "bob", "name": "tier", "data": "iron"}])
    );
    let err = sb.fails(1, &["users", "get-var", "alice", "--var", "tier"]);
    assert!(err.contains("Variable not found for user"), "{err}");
    // A new user of the same name starts clean.
    sb.ok(&[
        "users", "create", "alice", "--sub", "default", "--expiry", "1d",
    ]);
    assert_eq!(info(&sb, "alice")["uservars"], json!([]));
    assert_eq!(
        sb.json(&["users", "subs", "alice"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let err = sb.fails(1, &["users", "delete", "zed", "--yes"]);
    assert!(err.contains("Failed to delete user!"), "{err}");
}

//! `users`: creating, inspecting, listing, deleting, editing and banning end users.

use crate::harness::{Run, Sandbox, HWID};
use serde_json::{json, Value};

/// Subscription `default` and users `alice` (30 days) and `bob` (1 day), both with password `pw`.
pub fn two_users(sb: &Sandbox) {
    // A fresh sandbox has `default` at level 1.
    for (user, days) in [("alice", "30d"), ("bob", "1d")] {
        let r = sb.create_user(user, "default", days, "pw");
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
}

/// `client init`, then `client login` as `user` from `hwid` with `password`.
pub fn login(sb: &Sandbox, user: &str, hwid: &str, password: &str) -> Run {
    sb.ok(&["client", "init"]);
    let args = [
        "client",
        "login",
        "--username",
        user,
        "--hwid",
        hwid,
        "--password-stdin",
        "-o",
        "json",
    ];
    sb.run_stdin(&args, &format!("{password}\n"))
}

pub fn names(sb: &Sandbox) -> Vec<String> {
    let v = sb.json(&["users", "names"]);
    v.as_array()
        .unwrap()
        .iter()
        .map(|u| u["username"].as_str().unwrap().to_string())
        .collect()
}

pub fn info(sb: &Sandbox, user: &str) -> Value {
    sb.json(&["users", "info", user])
}

#[test]
fn create_verify_info_list_names() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["users", "names"]), json!([]), "no users: exit 0");
    two_users(&sb);
    let err = sb.fails(
        1,
        &[
            "users", "create", "all", "--sub", "default", "--expiry", "1d",
        ],
    );
    assert!(err.contains("Username not allowed!"), "{err}");
    let err = sb.fails(
        2,
        &[
            "users", "create", "carl", "--sub", "default", "--expiry", "1h",
        ],
    );
    assert!(err.contains("does not convert exactly to days"), "{err}");

    let v = sb.json(&["users", "verify", "alice"]);
    assert_eq!(v["message"], "User Successfully Verified");
    let err = sb.fails(1, &["users", "verify", "zed"]);
    assert!(err.contains("the service said: User Not Found"), "{err}");

    let alice = info(&sb, "alice");
    assert_eq!(alice["username"], "alice");
    assert_eq!(alice["subscriptions"][0]["subscription"], "default");
    assert_eq!(
        alice["subscriptions"][0]["expiry"],
        sb.now() + 30 * 86_400,
        "create sends the expiry in days"
    );
    assert_eq!(alice["createdate"], sb.now());
    assert!(alice["banned"].is_null() && alice["hwid"].is_null());
    // The sandbox never returns a hash; nor does the CLI print one, secrets shown or not.
    for extra in [None, Some("--show-secrets")] {
        let mut args = vec!["users", "info", "alice", "-o", "json"];
        args.extend(extra);
        let out = sb.ok(&args);
        assert!(
            !out.contains("password") && !out.contains("$argon2"),
            "no hash in: {out}"
        );
    }
    let err = sb.fails(1, &["users", "info", "zed"]);
    assert!(err.contains("User not found"), "{err}");
    let long = "x".repeat(71);
    assert!(sb
        .fails(2, &["users", "info", &long])
        .contains("at most 70"));

    let list = sb.json(&["users", "list"]);
    let rows = list.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1]["username"], "bob");
    assert_eq!(rows[0]["owner"], "SellerAPI");
    assert!(rows[0].get("app").is_none(), "the app secret is dropped");
    assert!(rows[0].get("password").is_none());
    let tsv = sb.ok(&["users", "list", "-o", "tsv"]);
    assert!(
        tsv.starts_with("username\thwid\tip\tcreatedate\tlastlogin\tbanned\n"),
        "{tsv}"
    );
    assert_eq!(tsv.lines().count(), 3);
    assert_eq!(names(&sb), ["alice", "bob"]);
    assert_eq!(
        sb.ok(&["users", "names", "-o", "tsv"]),
        "username\nalice\nbob\n"
    );

    let bad_key = "x".repeat(32);
    for args in [["users", "list"], ["users", "names"]] {
        let r = sb.run_with(sb.cmd().env("LICENSECTL_SELLER_KEY", &bad_key), &args, None);
        assert_eq!(r.code, 4, "{}", r.stderr);
    }
}

#[test]
fn delete_expired_and_delete_all() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&["users", "set-var", "bob", "--var", "v", "--data", "d"]);
    // Nothing to do is not a failure: exit 0, a note on stderr (issue 11).
    let err = sb.fails(0, &["users", "delete-expired", "--yes"]);
    assert!(
        err.contains("nothing to do: No users are expired!"),
        "{err}"
    );
    sb.advance(2 * 86_400); // bob's day is over, alice has 28 left
    assert!(sb.fails(2, &["users", "delete-expired"]).contains("--yes"));
    assert_eq!(names(&sb), ["alice", "bob"]);
    let v = sb.json(&["users", "delete-expired", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted expired users!");
    assert_eq!(names(&sb), ["alice"]);
    assert_eq!(
        sb.json(&["users", "vars"]),
        json!([]),
        "bob's vars went too"
    );

    sb.ok(&[
        "users", "create", "carl", "--sub", "default", "--expiry", "1d",
    ]);
    assert!(sb.fails(2, &["users", "delete-all"]).contains("--yes"));
    assert_eq!(names(&sb), ["alice", "carl"]);
    let v = sb.json(&["users", "delete-all", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted all users!");
    assert_eq!(sb.json(&["users", "list"]), json!([]));
    assert_eq!(sb.json(&["users", "subs", "alice"]), json!([]));
    let err = sb.fails(1, &["users", "delete-all", "--yes"]);
    assert!(err.contains("Failed to delete all users!"), "{err}");
    let err = sb.fails(0, &["users", "delete-expired", "--yes"]);
    assert!(err.contains("You have no users!"), "{err}");
}

#[test]
fn hwid_lock_reset_add_and_cooldown() {
    let sb = Sandbox::start();
    two_users(&sb);
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        info(&sb, "alice")["hwid"],
        HWID,
        "the first login locks the HWID"
    );
    let other = "OTHER-PC-9876543210-XYZ";
    login(&sb, "alice", other, "pw").expect_failure(1, "HWID doesn't match");

    // The self-service reset cooldown is stored as given.
    let v = sb.json(&["users", "set-cooldown", "alice", "--cooldown", "1900000000"]);
    assert_eq!(v["message"], "Cooldown set successfully!");
    assert_eq!(info(&sb, "alice")["cooldown"], 1_900_000_000i64);
    assert_eq!(
        info(&sb, "bob")["cooldown"],
        serde_json::Value::Null,
        "never set: null, as the service has it"
    );
    let err = sb.fails(1, &["users", "set-cooldown", "zed", "--cooldown", "1"]);
    assert!(err.contains("Failed to set cooldown!"), "{err}");
    sb.fails(2, &["users", "set-cooldown", "alice", "--cooldown", "soon"]);
    let v = sb.json(&["users", "reset-hwid", "alice"]);
    assert_eq!(v["message"], "Successfully reset user!");
    assert!(info(&sb, "alice")["hwid"].is_null());
    let r = login(&sb, "alice", other, "pw");
    assert_eq!(
        r.code, 0,
        "after a reset another machine may log in: {}",
        r.stderr
    );
    let err = sb.fails(1, &["users", "reset-hwid", "zed"]);
    assert!(err.contains("Failed to reset user!"), "{err}");

    let v = sb.json(&["users", "add-hwid", "alice", "--hwid", "EXTRA"]);
    assert_eq!(v["message"], "Added HWID");
    assert_eq!(info(&sb, "alice")["hwid"], format!("{other}EXTRA"));
    sb.ok(&["users", "add-hwid", "bob", "--hwid", "BOBPC"]);
    assert_eq!(info(&sb, "bob")["hwid"], "BOBPC");
    let long = "h".repeat(2001);
    assert!(sb
        .fails(2, &["users", "add-hwid", "bob", "--hwid", &long])
        .contains("at most 2000"));

    assert!(sb.fails(2, &["users", "reset-hwid-all"]).contains("--yes"));
    assert_eq!(info(&sb, "bob")["hwid"], "BOBPC");
    let v = sb.json(&["users", "reset-hwid-all", "--yes"]);
    assert_eq!(v["message"], "Successfully reset all users!");
    assert!(info(&sb, "alice")["hwid"].is_null() && info(&sb, "bob")["hwid"].is_null());
    sb.ok(&["users", "delete-all", "--yes"]);
    let err = sb.fails(1, &["users", "reset-hwid-all", "--yes"]);
    assert!(err.contains("Failed to reset all users!"), "{err}");
}

#[test]
fn set_password_then_login_with_it() {
    let sb = Sandbox::start();
    two_users(&sb);
    let dry = [
        "--dry-run",
        "users",
        "set-password",
        "alice",
        "--password-stdin",
    ];
    let r = sb.run_stdin(&dry, "n3w-pass\n");
    assert!(
        r.stdout.contains("passwd=***") && !r.stdout.contains("n3w"),
        "the password is redacted: {}",
        r.stdout
    );
    let args = [
        "users",
        "set-password",
        "alice",
        "--password-stdin",
        "-o",
        "json",
    ];
    let r = sb.run_stdin(&args, "n3w-pass\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["message"], "Password reset successful");
    // The old password is gone.
    login(&sb, "alice", HWID, "pw").expect_failure(1, "Password does not match.");
    let r = login(&sb, "alice", HWID, "n3w-pass");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["username"], "alice");
    assert!(!info(&sb, "alice").to_string().contains("argon2"));
    assert_eq!(
        sb.run(&["users", "set-password", "alice", "--password", "x"])
            .code,
        2,
        "no password flag"
    );
    // An empty line is refused, not sent.
    sb.run_stdin(
        &["users", "set-password", "alice", "--password-stdin"],
        "\n",
    )
    .expect_failure(2, "no password on stdin");
    assert_eq!(login(&sb, "alice", HWID, "n3w-pass").code, 0, "unchanged");
    // Without a password it is cleared: the next login sets it.
    let v = sb.json(&["users", "set-password", "alice"]);
    assert_eq!(v["message"], "Password reset successful");
    assert_eq!(login(&sb, "alice", HWID, "fresh").code, 0);
    assert_eq!(login(&sb, "alice", HWID, "n3w-pass").code, 1);
    assert_eq!(login(&sb, "alice", HWID, "fresh").code, 0);
    sb.run_stdin(&["users", "set-password", "zed", "--password-stdin"], "x\n")
        .expect_failure(1, "Failed To reset password");
}

#[test]
fn set_email_then_login_with_it() {
    let sb = Sandbox::start();
    two_users(&sb);
    let v = sb.json(&[
        "users",
        "set-email",
        "alice",
        "--email",
        "Alice@Example.com",
    ]);
    assert_eq!(v["message"], "Successfully changed email!");
    sb.ok(&["client", "init"]);
    let r = sb.login_email("alice@example.com", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["username"], "alice");
    let err = sb.fails(1, &["users", "set-email", "zed", "--email", "z@x.io"]);
    assert!(err.contains("Failed to change email!"), "{err}");
}

#[test]
fn ban_blacklists_hwid_and_ip_and_unban_lifts_it() {
    // The service's behaviour: a loopback IP is blacklisted too (off by default in the sandbox,
    // legacy_clients::banning_a_user_keeps_loopback_clients_in).
    let sb = Sandbox::start_set(&[("loopbackBans", "1")]);
    two_users(&sb);
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let locked = info(&sb, "alice");
    let ip = locked["ip"]
        .as_str()
        .expect("login records the IP")
        .to_string();

    assert!(sb
        .fails(2, &["users", "ban", "alice", "--reason", "fraud"])
        .contains("--yes"));
    assert!(
        info(&sb, "alice")["banned"].is_null(),
        "not banned without --yes"
    );
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]));
    let v = sb.json(&["users", "ban", "alice", "--reason", "chargeback", "--yes"]);
    assert_eq!(v["message"], "Successfully banned user!");
    assert_eq!(info(&sb, "alice")["banned"], "chargeback");
    let bl = sb.json(&["blacklists", "list"]);
    let rows = bl.as_array().unwrap();
    assert_eq!(rows.len(), 2, "{bl}");
    assert!(
        rows.iter()
            .any(|r| r["type"] == "hwid" && r["hwid"] == HWID),
        "{bl}"
    );
    assert!(
        rows.iter()
            .any(|r| r["type"] == "ip" && r["ip"] == ip.as_str()),
        "{bl}"
    );
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 1, "a banned user cannot log in");
    let err = sb.fails(1, &["users", "ban", "zed", "--reason", "x", "--yes"]);
    assert!(err.contains("User not found!"), "{err}");

    let v = sb.json(&["users", "unban", "alice"]);
    assert_eq!(v["message"], "Successfully unbanned user!");
    assert!(info(&sb, "alice")["banned"].is_null());
    assert_eq!(sb.json(&["blacklists", "list"]), json!([]));
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "unbanned, logs in again: {}", r.stderr);
    let err = sb.fails(1, &["users", "unban", "alice"]);
    assert!(err.contains("Failed to unban user!"), "{err}");
    let err = sb.fails(1, &["users", "unban", "zed"]);
    assert!(err.contains("User not found!"), "{err}");
}

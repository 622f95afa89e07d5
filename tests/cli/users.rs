//! Seller `users`: creating, inspecting, listing, deleting, editing and banning end users; their
//! subscriptions (subs, extend, subtract, pause, unpause, delete-sub, rename) and variables
//! (set-var, get-var, delete-var, purge-var, vars, and the client API's view).

use crate::harness::pty::Pty;
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
    let err = sb.fails(0, &["users", "delete-all", "--yes"]);
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
    // client::api_versions::banning_a_user_keeps_loopback_clients_in).
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

const DAY: i64 = 86_400;

/// `(subscription, expiry, paused)` of each row `users subs` shows.
fn subs(sb: &Sandbox, user: &str) -> Vec<(String, i64, i64)> {
    let v = sb.json(&["users", "subs", user]);
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["subscription"].as_str().unwrap().to_string(),
                s["expiry"].as_i64().unwrap(),
                s["paused"].as_bool().unwrap() as i64,
            )
        })
        .collect()
}

fn row(sub: &str, expiry: i64, paused: i64) -> (String, i64, i64) {
    (sub.to_string(), expiry, paused)
}

#[test]
fn subs_lists_one_users_rows() {
    let sb = Sandbox::start();
    two_users(&sb);
    let v = sb.json(&["users", "subs", "alice"]);
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["user"], "alice");
    assert_eq!(rows[0]["subscription"], "default");
    assert_eq!(rows[0]["expiry"], sb.now() + 30 * DAY);
    assert_eq!(rows[0]["paused"], false);
    assert!(rows[0].get("app").is_none(), "the app secret is dropped");
    let tsv = sb.ok(&["users", "subs", "bob", "-o", "tsv"]);
    assert!(
        tsv.starts_with("subscription\texpiry\tpaused\tkey\n"),
        "{tsv}"
    );
    assert_eq!(tsv.lines().count(), 2);
    assert_eq!(
        sb.json(&["users", "subs", "zed"]),
        json!([]),
        "none: exit 0"
    );
    sb.fails(2, &["users", "subs"]);
}

#[test]
fn extend_adds_time_or_grants_a_sub() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&[
        "users", "extend", "alice", "--sub", "default", "--expiry", "7d",
    ]);
    assert_eq!(v["message"], "Successfully extended user(s)!");
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", t0 + 30 * DAY + 604_800, 0)]
    );
    assert_eq!(
        subs(&sb, "bob"),
        [row("default", t0 + DAY, 0)],
        "bob untouched"
    );

    sb.ok(&["subs", "create", "gold", "--level", "2"]);
    sb.ok(&["users", "extend", "bob", "--sub", "gold", "--expiry", "7d"]);
    assert_eq!(
        subs(&sb, "bob"),
        [row("default", t0 + DAY, 0), row("gold", t0 + 604_800, 0)],
        "no gold sub: one is granted from now"
    );
    let gold = sb.json(&["users", "info", "bob"])["subscriptions"][1].clone();
    assert_eq!(gold["subscription"], "gold");

    // `all --active-only` adds to those who hold it and grants nobody.
    sb.ok(&[
        "users",
        "extend",
        "all",
        "--sub",
        "gold",
        "--expiry",
        "1d",
        "--active-only",
        "--yes",
    ]);
    assert_eq!(subs(&sb, "alice").len(), 1, "alice had no gold");
    assert_eq!(subs(&sb, "bob")[1], row("gold", t0 + 604_800 + DAY, 0));

    let err = sb.fails(
        1,
        &[
            "users", "extend", "alice", "--sub", "nope", "--expiry", "1d",
        ],
    );
    assert!(err.contains("Subscription not found!"), "{err}");
    let err = sb.fails(
        1,
        &["users", "extend", "zed", "--sub", "gold", "--expiry", "1d"],
    );
    assert!(err.contains("User(s) not found!"), "{err}");
    // Days go as an exact decimal (36h = 1.5 days); a time that is not one is refused.
    sb.ok(&[
        "users", "extend", "alice", "--sub", "gold", "--expiry", "36h",
    ]);
    assert_eq!(subs(&sb, "alice")[1], row("gold", t0 + 129_600, 0));
    let err = sb.fails(
        2,
        &[
            "users", "extend", "alice", "--sub", "gold", "--expiry", "1h",
        ],
    );
    assert!(err.contains("does not convert exactly to days"), "{err}");
}

#[test]
fn subtract_takes_seconds_off() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&[
        "users", "subtract", "alice", "--sub", "default", "--time", "1h", "--yes",
    ]);
    assert_eq!(
        v["message"],
        "Successfully subtracted time from subscription!"
    );
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", t0 + 30 * DAY - 3600, 0)]
    );
    sb.ok(&[
        "users", "subtract", "all", "--sub", "default", "--time", "90s", "--yes",
    ]);
    assert_eq!(subs(&sb, "alice")[0].1, t0 + 30 * DAY - 3690);
    assert_eq!(subs(&sb, "bob")[0].1, t0 + DAY - 90);
    // Taking a whole day off bob ends his subscription: the info view still lists it, ended.
    sb.ok(&[
        "users", "subtract", "bob", "--sub", "default", "--time", "1d", "--yes",
    ]);
    let ended = &sb.json(&["users", "info", "bob"])["subscriptions"];
    assert_eq!(ended[0]["subscription"], "default", "{ended}");
    assert_eq!(ended[0]["paused"], false, "{ended}");
    assert!(ended[0]["expiry"].as_i64().unwrap() <= sb.now(), "{ended}");

    let err = sb.fails(
        1,
        &[
            "users", "subtract", "alice", "--sub", "gold", "--time", "1h", "--yes",
        ],
    );
    assert!(err.contains("Failed to subtract"), "{err}");
    sb.fails(
        2,
        &[
            "users", "subtract", "alice", "--sub", "default", "--time", "1x", "--yes",
        ],
    );
}

#[test]
fn pause_and_unpause_keep_the_remaining_time() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&["users", "pause", "alice"]);
    assert_eq!(v["message"], "Successfully paused user!");
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", 30 * DAY, 1)],
        "holds seconds left"
    );
    // The info view lists the paused subscription with the time it keeps, as `users subs` does.
    assert_eq!(
        sb.json(&["users", "info", "alice"])["subscriptions"],
        json!([{"subscription": "default", "expiry": 30 * DAY, "paused": true, "key": null,
            "level": null, "timeleft": null, "user": "alice", "id": 1}])
    );
    // A paused user cannot log in.
    login(&sb, "alice", HWID, "pw").expect_failure(1, "paused");
    let err = sb.fails(1, &["users", "pause", "alice"]);
    assert!(err.contains("Failed to pause user!"), "{err}");

    sb.advance(100 * DAY);
    // Paused is not expired: delete-expired takes bob only.
    sb.ok(&["users", "delete-expired", "--yes"]);
    assert_eq!(sb.json(&["users", "names"]), json!([{"username": "alice"}]));

    let v = sb.json(&["users", "unpause", "alice"]);
    assert_eq!(v["message"], "Successfully unpaused user!");
    assert_eq!(subs(&sb, "alice"), [row("default", t0 + 130 * DAY, 0)]);
    assert_eq!(
        sb.json(&["users", "info", "alice"])["subscriptions"][0]["expiry"],
        sb.now() + 30 * DAY
    );
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let err = sb.fails(1, &["users", "unpause", "alice"]);
    assert!(err.contains("Failed to unpause user!"), "{err}");
    let err = sb.fails(1, &["users", "pause", "zed"]);
    assert!(err.contains("Failed to pause user!"), "{err}");
}

#[test]
fn delete_sub_removes_one_subscription() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&["subs", "create", "gold", "--level", "2"]);
    sb.ok(&[
        "users", "extend", "alice", "--sub", "gold", "--expiry", "1d",
    ]);
    assert_eq!(subs(&sb, "alice").len(), 2);
    assert!(sb
        .fails(2, &["users", "delete-sub", "alice", "--sub", "gold"])
        .contains("--yes"));
    assert_eq!(subs(&sb, "alice").len(), 2);
    let v = sb.json(&["users", "delete-sub", "alice", "--sub", "gold", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted subscription!");
    let left = subs(&sb, "alice");
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].0, "default");
    let err = sb.fails(
        1,
        &["users", "delete-sub", "alice", "--sub", "gold", "--yes"],
    );
    assert!(err.contains("Failed to delete subscription!"), "{err}");
}

#[test]
fn rename_moves_subs_and_vars() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "gold",
    ]);
    let err = sb.fails(1, &["users", "rename", "alice", "--new-username", "bob"]);
    assert!(err.contains("Username already used!"), "{err}");
    let v = sb.json(&["users", "rename", "alice", "--new-username", "alicia"]);
    assert_eq!(
        v["message"],
        "Successfully changed username, user logged out!"
    );
    assert_eq!(
        sb.json(&["users", "names"]),
        json!([{"username": "alicia"}, {"username": "bob"}])
    );
    sb.fails(1, &["users", "verify", "alice"]);
    let a = sb.json(&["users", "info", "alicia"]);
    assert_eq!(a["subscriptions"][0]["subscription"], "default");
    assert_eq!(
        a["uservars"],
        json!([{"user": "alicia", "name": "tier", "data": "gold", "readOnly": null}]),
        "a `users vars` row"
    );
    let v = sb.json(&["users", "get-var", "alicia", "--var", "tier"]);
    assert_eq!(v["data"], "gold");
    let r = login(&sb, "alicia", HWID, "pw");
    assert_eq!(r.code, 0, "the password moves too: {}", r.stderr);
    let err = sb.fails(1, &["users", "rename", "ghost", "--new-username", "x"]);
    assert!(err.contains("Failed to change username!"), "{err}");
    let long = "n".repeat(71);
    sb.fails(2, &["users", "rename", "bob", "--new-username", &long]);
}

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
    // The variable's record, as `users vars` lists it (the service's `response` is `data`).
    assert_eq!(
        v,
        json!({"user": "alice", "name": "tier", "data": "gold & co", "readOnly": null}),
        "values are URL-encoded"
    );
    // Setting again replaces the value.
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "silver",
    ]);
    assert_eq!(
        sb.json(&["users", "get-var", "alice", "--var", "tier"])["data"],
        "silver"
    );
    // `all` sets it on every user.
    sb.ok(&[
        "users", "set-var", "all", "--var", "seen", "--data", "yes", "--yes",
    ]);
    assert_eq!(
        sb.json(&["users", "vars"]),
        json!([
            // `fetchalluservars` does not say which are read-only: null.
            {"user": "alice", "name": "tier", "data": "silver", "readOnly": null},
            {"user": "alice", "name": "seen", "data": "yes", "readOnly": null},
            {"user": "bob", "name": "seen", "data": "yes", "readOnly": null},
        ])
    );
    let tsv = sb.ok(&["users", "vars", "-o", "tsv"]);
    assert!(
        tsv.starts_with("user\tname\tdata\nalice\ttier\tsilver\n"),
        "{tsv}"
    );
    assert_eq!(
        sb.json(&["users", "info", "bob"])["uservars"],
        json!([{"user": "bob", "name": "seen", "data": "yes", "readOnly": null}])
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
        v["data"], "from client",
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
        sb.json(&["users", "get-var", "alice", "--var", "tier"])["data"],
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
        sb.json(&["users", "get-var", "bob", "--var", "tier"])["data"],
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
        json!([{"user": "alice", "name": "keep", "data": "k", "readOnly": null}])
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
        json!([{"user": "bob", "name": "tier", "data": "iron", "readOnly": null}])
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

#[test]
fn users_create_refuses_password_flags_and_checks_input() {
    let sb = Sandbox::start();
    sb.run(&["subs", "create", "default", "--level", "1"]);
    let r = sb.run(&[
        "users",
        "create",
        "bob",
        "--sub",
        "default",
        "--expiry",
        "7d",
        "--password",
        "x",
    ]);
    assert_eq!(r.code, 2, "no password flag exists: {}", r.stderr);
    assert_eq!(
        sb.json(&["users", "create", "bob", "--sub", "default", "--expiry", "7d"])["message"],
        "Successfully created user!"
    );
    assert!(sb
        .fails(
            1,
            &["users", "create", "bob", "--sub", "default", "--expiry", "7d"]
        )
        .contains("Username already exists!"));
    assert!(sb
        .fails(
            1,
            &["users", "create", "carl", "--sub", "nope", "--expiry", "7d"]
        )
        .contains("Subscription not found!"));
}

#[test]
fn delete_expired_counts_the_expired_users_on_a_terminal() {
    let sb = Sandbox::start();
    sb.keys(1);
    for (user, expiry) in [("alice", "30d"), ("bob", "1d"), ("carol", "2d")] {
        assert_eq!(sb.create_user(user, "default", expiry, "pw").code, 0);
    }
    sb.advance(36 * 3600); // bob's day is over
    let mut t = Pty::spawn(&sb, &["users", "delete-expired"]);
    t.expect("Continue?");
    assert!(t.screen.contains("hits 1 record(s)"), "{}", t.screen);
    assert!(
        t.screen.contains(&format!("app {}", sb.info.app_name)),
        "{}",
        t.screen
    );
    t.send("n");
    let (code, _) = t.finish();
    assert_eq!(code, 2, "declined");
    assert_eq!(sb.json(&["users", "names"]).as_array().unwrap().len(), 3);
}

/// `users subtract` takes the user's only subscription without --sub, as `users extend` does.
#[test]
fn subtract_takes_the_only_subscription_without_sub() {
    let sb = Sandbox::start();
    assert_eq!(sb.create_user("ann", "default", "30d", "pw").code, 0);
    let before = sb.json(&["users", "subs", "ann"])[0]["expiry"]
        .as_i64()
        .unwrap();
    let r = sb.run(&["users", "subtract", "ann", "--time", "1d", "--yes"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("only subscription, default"),
        "{}",
        r.stderr
    );
    let after = sb.json(&["users", "subs", "ann"])[0]["expiry"]
        .as_i64()
        .unwrap();
    assert_eq!(before - after, 86_400);
}

/// Two users named carol on a 2022 server with its bugs (`adduser` of an existing name stores a
/// second one: keyauth-differences.md R21), made with raw requests.
fn carol_twice() -> Sandbox {
    let sb = Sandbox::generation("2022", true);
    for days in ["30", "10"] {
        let url = format!(
            "{}/api/seller/?sellerkey={}&type=adduser&user=carol&sub=default&expiry={days}",
            sb.info.base_url, sb.info.seller_key
        );
        let body = sb.block_on(async { reqwest::get(&url).await.unwrap().text().await.unwrap() });
        assert!(body.contains("Successfully created user!"), "{body}");
    }
    sb
}

#[test]
fn create_of_an_existing_name_on_a_server_that_would_store_a_twin_is_refused_before_sending() {
    for bugs in [true, false] {
        let sb = Sandbox::generation("2022", bugs);
        assert_eq!(sb.create_user("carol", "default", "30d", "pw").code, 0);
        let r = sb.create_user("carol", "default", "5d", "pw");
        r.expect_failure(
            1,
            "user carol already exists; this server (2022 generation) would store a second user",
        );
        let names = sb.json(&["users", "names"]);
        assert_eq!(names.as_array().unwrap().len(), 1, "bugs {bugs}: {names}");
    }
    // The current server refuses it itself, with its words.
    let sb = Sandbox::start();
    assert_eq!(sb.create_user("carol", "default", "30d", "pw").code, 0);
    sb.create_user("carol", "default", "5d", "pw")
        .expect_failure(1, "Username already exists!");
}

/// The same check on every row of `--from-file`: the existing name's row fails with the reason,
/// the others are created.
#[test]
fn bulk_create_refuses_each_existing_name_on_a_server_that_would_store_a_twin() {
    let sb = Sandbox::generation("2022", true);
    assert_eq!(sb.create_user("carol", "default", "30d", "pw").code, 0);
    let csv = "user,sub,expiry,pass\ncarol,default,5d,pw2\ndave,default,5d,pw3\n";
    let r = sb.run_stdin(
        &[
            "users",
            "create",
            "--from-file",
            "-",
            "--continue-on-error",
            "-o",
            "jsonl",
        ],
        csv,
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    let rows: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let outcome: Vec<(&str, bool)> = rows
        .iter()
        .map(|row| (row["item"].as_str().unwrap(), row["ok"].as_bool().unwrap()))
        .collect();
    assert_eq!(outcome, [("carol", false), ("dave", true)], "{}", r.stdout);
    assert!(
        rows[0]["error"]
            .as_str()
            .unwrap()
            .contains("would store a second user of that name"),
        "{}",
        r.stdout
    );
    let names = sb.json(&["users", "names"]);
    assert_eq!(names.as_array().unwrap().len(), 2, "{names}");
}

#[test]
fn info_of_a_name_two_users_share_says_so() {
    let sb = carol_twice();
    let r = sb.run(&["users", "info", "carol", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("warning: 2 users are named carol"),
        "{}",
        r.stderr
    );
    assert_eq!(r.json()["subscriptions"].as_array().unwrap().len(), 2);
    let one = Sandbox::generation("2022", true);
    assert_eq!(one.create_user("carol", "default", "30d", "pw").code, 0);
    let r = one.run(&["users", "info", "carol"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);
}

/// A 2022 server dies with an empty HTTP 500 on a name outside Latin-1 (its MySQL tables are
/// Latin-1, `--generation 2022 --bugs`): `users create` sends its pre-check once — no retries —
/// and fails in one line naming the command and the likely cause; so does a command without one.
#[test]
fn text_outside_latin1_on_a_2022_server_is_one_try_and_a_named_cause() {
    let sb = Sandbox::generation("2022", true);
    let r = sb.create_user("Ωmega", "default", "30d", "pw");
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(
        !r.stderr.contains("retrying"),
        "a pre-check is one try:\n{}",
        r.stderr
    );
    assert_eq!(
        r.stderr.trim_end(),
        "licensectl: error: users create: empty answer from the service (HTTP 500): the server likely died on the text outside Latin-1 in `user` (its database stores Latin-1 only; send that value in plain Latin-1 text)"
    );
    let r = sb.run(&["vars", "create", "Ωmega", "--data", "x"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("vars create: empty answer from the service (HTTP 500): the server likely died on the text outside Latin-1 in `name`"),
        "{}",
        r.stderr
    );
    // Latin-1 text is stored.
    assert_eq!(sb.create_user("ünï", "default", "30d", "pw").code, 0);
}

/// The expiry of `user`'s `default` subscription.
fn default_expiry(sb: &Sandbox, user: &str) -> i64 {
    sb.json(&["users", "subs", user])[0]["expiry"]
        .as_i64()
        .unwrap()
}

/// A `--from-file` row runs the same pre-send hooks as the single command: `users extend` and
/// `users subtract` find the user's only subscription, and the row is the single record.
#[test]
fn bulk_extend_and_subtract_use_the_only_subscription_as_one_command_does() {
    let sb = Sandbox::start();
    two_users(&sb);
    let start = default_expiry(&sb, "alice");
    let mut single = sb.json(&["users", "extend", "alice", "--expiry", "7d"]);
    // A row's `ok` is the answer's `success`.
    single.as_object_mut().unwrap().shift_remove("success");
    assert_eq!(default_expiry(&sb, "alice") - start, 7 * 86_400);
    let r = sb.run_stdin(
        &[
            "users",
            "extend",
            "--from-file",
            "-",
            "--expiry",
            "7d",
            "--yes",
            "-o",
            "json",
        ],
        "alice\n",
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("extending alice's only subscription, default"),
        "{}",
        r.stderr
    );
    assert_eq!(default_expiry(&sb, "alice") - start, 14 * 86_400);
    let mut row = r.json()[0].clone();
    assert_eq!(
        (&row["ok"], &row["error"]),
        (&json!(true), &Value::Null),
        "{row}"
    );
    for k in ["item", "ok", "error"] {
        row.as_object_mut().unwrap().shift_remove(k);
    }
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&row), keys(&single), "{row} / {single}");
    let r = sb.run_stdin(
        &[
            "users",
            "subtract",
            "--from-file",
            "-",
            "--time",
            "1d",
            "--yes",
            "-o",
            "json",
        ],
        "alice\nbob\n",
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("subtracting bob's only subscription, default"),
        "{}",
        r.stderr
    );
    assert_eq!(default_expiry(&sb, "alice") - start, 13 * 86_400);
}

/// `users extend all --sub NAME` (its help's example) is a change to everyone: at a terminal
/// it asks first (it does not look up a user named `all`), and off one it needs --yes.
#[test]
fn extend_all_asks_at_a_terminal_and_extends_everyone() {
    let sb = Sandbox::start();
    two_users(&sb);
    let (a, b) = (default_expiry(&sb, "alice"), default_expiry(&sb, "bob"));
    let args = [
        "users", "extend", "all", "--sub", "default", "--expiry", "1d",
    ];
    sb.run(&args).expect_failure(2, "--yes");
    let mut t = Pty::spawn(&sb, &args);
    t.expect("Continue?");
    t.send("y\n");
    let (code, screen) = t.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(!screen.contains("not found"), "{screen}");
    assert_eq!(default_expiry(&sb, "alice") - a, 86_400);
    assert_eq!(default_expiry(&sb, "bob") - b, 86_400);
    let mut args = args.to_vec();
    args.push("--yes");
    sb.ok(&args);
    assert_eq!(default_expiry(&sb, "bob") - b, 2 * 86_400);
}

/// Every duration `users extend --help` suggests is accepted as written (it suggested `90s`,
/// which is no whole number of days and was refused).
#[test]
fn users_extend_help_suggests_only_durations_it_takes() {
    let sb = Sandbox::start();
    let r = sb.create_user("dana", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let help = sb.ok(&["users", "extend", "--help"]);
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let (_, after) = flat
        .split_once("--expiry <DURATION>")
        .expect("an --expiry flag");
    let (_, hint) = after.split_once("e.g. ").expect("examples");
    // `12h, 30d, lifetime; sent in days` or `… lifetime --active-only …`: up to the last comma'd word.
    let mut examples: Vec<&str> = Vec::new();
    for w in hint.split_whitespace() {
        let bare = w.trim_end_matches([',', ';']);
        examples.push(bare);
        if !w.ends_with(',') {
            break;
        }
    }
    assert!(examples.len() >= 3, "{examples:?}");
    for ex in examples {
        let r = sb.run(&[
            "users", "extend", "dana", "--sub", "default", "--expiry", ex,
        ]);
        assert_eq!(r.code, 0, "--expiry {ex}: {}", r.stderr);
    }
}

/// A positional argument written as a flag says it is positional, with the command as it should
/// be written (clap's tip pointed at the nearest flag: `users extend --user dana` suggested
/// `--base-url`).
#[test]
fn a_positional_named_as_a_flag_says_it_is_positional() {
    let sb = Sandbox::start();
    let r = sb.run(&["users", "extend", "--user", "dana", "--expiry", "7d"]);
    r.expect_failure(2, "USER is positional");
    assert!(!r.stderr.contains("--base-url"), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("licensectl users extend dana --expiry 7d"),
        "{}",
        r.stderr
    );
    let r = sb.run(&["licenses", "info", "--key=ABC-DEF"]);
    r.expect_failure(2, "KEY is positional");
    assert!(
        r.stderr.contains("licensectl licenses info ABC-DEF"),
        "{}",
        r.stderr
    );
    // Any other unknown flag keeps clap's own message.
    sb.run(&["users", "extend", "dana", "--expiri", "7d"])
        .expect_failure(2, "--expiry");
}

/// The service's "Subscription not found!" for `--sub premum` comes with the app's
/// subscriptions and the nearest one; nothing else was changed.
#[test]
fn an_unknown_subscription_lists_the_apps_and_the_nearest() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "premium", "--level", "2"]);
    let r = sb.create_user("dana", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = sb.run(&[
        "users", "extend", "dana", "--sub", "premum", "--expiry", "7d",
    ]);
    r.expect_failure(1, "Subscription not found");
    assert!(
        r.stderr.contains("the app has no subscription \"premum\""),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("default, premium"), "{}", r.stderr);
    assert!(
        r.stderr.contains("did you mean \"premium\"?"),
        "{}",
        r.stderr
    );
    assert_eq!(
        r.stderr.lines().filter(|l| l.contains("error")).count(),
        1,
        "{}",
        r.stderr
    );
}

/// The same hint on every row of a `--from-file` job (`--continue-on-error`: every row is sent, however
/// the rows interleave), from one read of the subscriptions: a refused change made nothing, so
/// the list read for the first row stands for the others (the hint's cost does not grow with
/// the rows).
#[test]
fn a_bulk_job_of_unknown_subscriptions_reads_the_subscriptions_once() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "premium", "--level", "2"]);
    let names = ["dana", "eli", "fay", "gus"];
    for name in names {
        let r = sb.create_user(name, "default", "30d", "pw");
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let r = sb.run_stdin(
        &[
            "-v",
            "users",
            "extend",
            "--from-file",
            "-",
            "--sub",
            "premum",
            "--expiry",
            "7d",
            "--yes",
            "--continue-on-error",
            "-o",
            "jsonl",
        ],
        &names.join("\n"),
    );
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    let rows: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), names.len(), "{}", r.stdout);
    for row in &rows {
        let error = row["error"].as_str().unwrap_or_default();
        assert!(error.contains("did you mean \"premium\"?"), "{row}");
    }
    let lists = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("> GET") && l.ends_with("type=fetchallsubs"))
        .count();
    assert_eq!(lists, 1, "{}", r.stderr);
}

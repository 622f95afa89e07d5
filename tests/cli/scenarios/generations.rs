//! Server generations: the CLI against the sandbox's `2022` generation (the open-source server's
//! seller API) and its `current` one — missing types, `balance`, masks, key form, doctor, backup.

use crate::harness::Sandbox;
use serde_json::json;

fn old() -> Sandbox {
    Sandbox::generation("2022", false)
}

#[test]
fn a_type_the_server_lacks_is_named_with_an_alternative() {
    let sb = old();
    let err = sb.fails(1, &["licenses", "note", "ABC"]);
    assert!(
        err.contains("this server has no `fetchnote`")
            && err.contains("older KeyAuth server")
            && err.contains("use `licensectl licenses info` instead"),
        "{err}"
    );
    // The generation is now known: the next missing type is refused without a request.
    let r = sb.run(&["-v", "logs", "list"]);
    r.expect_failure(1, "this server has no `fetchalllogs`");
    assert!(!r.stderr.contains("> GET"), "sent anyway:\n{}", r.stderr);
}

#[test]
fn add_balance_is_sent_as_balance_to_the_2022_server() {
    let sb = old();
    let r = sb.run(&["-v", "accounts", "add-balance", "bob", "--day", "1"]);
    // The request reached the 2022 handler (bob is no account of this seller).
    r.expect_failure(1, "You don't own account");
    assert!(r.stderr.contains("type=balance"), "{}", r.stderr);
    let sb = Sandbox::generation("current", false);
    let r = sb.run(&["-v", "accounts", "add-balance", "bob", "--day", "1"]);
    r.expect_failure(1, "You don't own account");
    assert!(!r.stderr.contains("type=balance&"), "{}", r.stderr);
}

#[test]
fn star_masks_make_random_keys_on_both_generations() {
    for generation in ["2022", "current"] {
        let sb = Sandbox::generation(generation, false);
        // A fresh sandbox (either generation) has `default` at level 1.
        let v = sb.json(&[
            "licenses",
            "create",
            "--expiry",
            "1d",
            "--mask",
            "TEST-****-****",
            "--amount",
            "2",
        ]);
        let keys = v["keys"].as_array().unwrap();
        assert_eq!(keys.len(), 2, "{generation}: {v}");
        for k in keys {
            let k = k.as_str().unwrap();
            assert!(
                k.starts_with("TEST-") && !k.contains('*'),
                "{generation}: {k}"
            );
            assert_eq!(k.len(), 14, "{generation}: {k}");
        }
        assert_ne!(keys[0], keys[1]);
    }
}

#[test]
fn x_masks_are_random_on_the_2022_server_and_fixed_on_the_current_one() {
    let sb = old();
    // A fresh sandbox (either generation) has `default` at level 1.
    let v = sb.json(&[
        "licenses",
        "create",
        "--expiry",
        "1d",
        "--mask",
        "TEST-XXXX-xxxx",
        "--amount",
        "2",
    ]);
    let keys = v["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 2, "{v}");
    for k in keys {
        let k = k.as_str().unwrap();
        assert!(k.starts_with("TEST-") && k != "TEST-XXXX-xxxx", "{k}");
    }
    let sb = Sandbox::generation("current", false);
    let err = sb.fails(
        2,
        &[
            "licenses",
            "create",
            "--expiry",
            "1d",
            "--mask",
            "TEST-XXXX-xxxx",
            "--amount",
            "2",
        ],
    );
    assert!(err.contains("one fixed key"), "{err}");
}

#[test]
fn a_seller_key_of_the_wrong_length_is_refused_before_sending() {
    let sb = old();
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", "abc"),
        &["-v", "licenses", "list"],
        None,
    );
    r.expect_failure(4, "a seller key is 32 characters; this one has 3");
    assert!(!r.stderr.contains("> GET"), "{}", r.stderr);
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", "abc"),
        &["doctor"],
        None,
    );
    assert_eq!(r.code, 4, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("seller key\tFAIL\ta seller key is 32 characters"),
        "{}",
        r.stdout
    );
}

#[test]
fn doctor_reports_the_generation_and_what_works_there() {
    let sb = old();
    let r = sb.run(&["doctor"]);
    // Without client_api = "1.2" its client check fails, saying how to fix it.
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stdout.contains("client_api = \"\"1.2\"\""),
        "{}",
        r.stdout
    );
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_CLIENT_API", "1.2"),
        &["doctor"],
        None,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let out = r.stdout;
    let line = out
        .lines()
        .find(|l| l.starts_with("generation"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.starts_with("generation\tok\t2022"), "{line}");
    assert!(line.contains("2022"), "{line}");
    assert!(
        line.contains("not at all: buttons") || line.contains("logs"),
        "{line}"
    );
    assert!(
        line.contains("licenses (not delete-many, note, assign)"),
        "{line}"
    );
    // The sandbox says what its plain 2022 generation promises; with its bugs, the server's.
    assert!(
        out.contains("sandbox\tok\ta 2022 sandbox without --bugs"),
        "{out}"
    );
    let buggy = Sandbox::generation("2022", true);
    let r = buggy.run_with(
        buggy.cmd().env("LICENSECTL_CLIENT_API", "1.2"),
        &["doctor"],
        None,
    );
    assert!(
        r.stdout.contains(
            "sandbox\tok\ta 2022 sandbox with --bugs: answers as the open-source 2022 server"
        ),
        "{}",
        r.stdout
    );
    let sb = Sandbox::generation("current", false);
    let out = sb.ok(&["doctor"]);
    assert!(
        out.contains("current (the hosted service's seller API): every command group works"),
        "{out}"
    );
}

#[test]
fn backup_of_a_2022_server_says_what_it_could_not_read() {
    let sb = old();
    let keys = sb.keys(2);
    let r = sb.run(&["backup"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("could not give: app details (`appdetails`)")
            && r.stderr.contains("webhooks list (`fetchallwebhooks`)"),
        "{}",
        r.stderr
    );
    let doc = r.json();
    assert_eq!(doc["app"]["available"], false, "{doc}");
    assert_eq!(doc["webhooks"]["available"], false, "{doc}");
    assert_eq!(doc["licenses"].as_array().unwrap().len(), keys.len());
}

#[test]
fn the_known_2022_bugs_only_with_bugs() {
    let sb = Sandbox::generation("2022", true);
    let keys = sb.keys(1);
    let err = sb.fails(1, &["licenses", "delete", &keys[0], "--yes"]);
    assert!(err.contains("Unhandled Error!"), "{err}");
    let sb = old();
    let keys = sb.keys(1);
    sb.ok(&["licenses", "delete", &keys[0], "--yes"]);
}

#[test]
fn a_server_without_client_api_1_3_hints_at_1_2() {
    let sb = old();
    let err = sb.fails(3, &["client", "init"]);
    assert!(
        err.contains("no client API 1.3") && err.contains("client_api = \"1.2\""),
        "{err}"
    );
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_CLIENT_API", "1.2"),
        &["client", "init"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn sandbox_start_knows_its_generations() {
    let sb = Sandbox::start();
    let err = sb.fails(2, &["sandbox", "start", "--memory", "--generation", "2019"]);
    assert!(err.contains("2019") && err.contains("2022"), "{err}");
    // The flags' names before "generation" still parse (scripts written with them keep working):
    // the refusal is the value's, not an unknown argument's.
    let err = sb.fails(
        2,
        &[
            "sandbox",
            "start",
            "--memory",
            "--flavor-bugs",
            "--flavor",
            "2019",
        ],
    );
    assert!(err.contains("2019") && !err.contains("unexpected"), "{err}");
    // Hidden: the help names only the new ones.
    let help = sb.ok(&["sandbox", "start", "--help"]);
    assert!(
        help.contains("--generation") && help.contains("--bugs") && !help.contains("flavor"),
        "{help}"
    );
}

/// A backup of a current server with keys the 2022 server cannot remake: one with X and x in
/// it, one with a note.
fn backup_with_x_keys() -> (Sandbox, std::path::PathBuf, Vec<String>) {
    let sb = Sandbox::generation("current", false);
    // A fresh sandbox (either generation) has `default` at level 1.
    let mut keys = Vec::new();
    for mask in ["PLAIN-1234", "MAX-xyz-9", "NOTED-777"] {
        let v = sb.json(&["licenses", "create", "--expiry", "3d", "--mask", mask]);
        keys.push(v["keys"][0].as_str().unwrap().to_string());
    }
    assert_eq!(keys, ["PLAIN-1234", "MAX-xyz-9", "NOTED-777"]);
    sb.ok(&["licenses", "set-note", "NOTED-777", "--note", "vip"]);
    let file = sb.home.path().join("b.json");
    sb.ok(&["backup", file.to_str().unwrap()]);
    (sb, file, keys)
}

#[test]
fn restore_into_a_2022_server_predicts_and_then_lists_every_difference() {
    let (_from, file, _) = backup_with_x_keys();
    let to = old();
    let file = file.to_str().unwrap();
    let plan = to.ok(&["restore", file, "--dry-run"]);
    // The note is set after `add` (which takes none there) with `setnote`.
    assert!(
        plan.contains("will differ: license MAX-xyz-9: would get another key")
            && !plan.contains("will differ: license NOTED-777")
            && !plan.contains("will differ: license PLAIN-1234"),
        "{plan}"
    );
    let r = to.run(&["restore", file]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(!r.stdout.contains("restored"), "{}", r.stdout);
    for needle in [
        "differs: license MAX-xyz-9: not on the target",
        "differs: license MAX-",
        "on the target but not in the backup",
        "the target differs from the backup in 2 way(s)",
    ] {
        assert!(r.stderr.contains(needle), "{needle}:\n{}", r.stderr);
    }
    assert!(!r.stderr.contains("license PLAIN-1234"), "{}", r.stderr);
    assert!(!r.stderr.contains("license NOTED-777"), "{}", r.stderr);
    let noted = to.json(&["licenses", "info", "NOTED-777"]);
    assert_eq!(noted["note"], "vip", "{noted}");
}

#[test]
fn restore_into_the_current_server_proves_a_clean_round_trip_from_a_2022_one() {
    let from = old();
    let keys = from.keys(2);
    from.create_user("ann", "default", "5d", "pw");
    let file = from.home.path().join("b.json");
    from.ok(&["backup", file.to_str().unwrap()]);
    let to = Sandbox::generation("current", false);
    let out = to.ok(&["restore", file.to_str().unwrap()]);
    assert!(out.contains("restored"), "{out}");
    let listed = to.json(&["licenses", "list"]);
    for k in &keys {
        assert!(listed.to_string().contains(k.as_str()), "{k}: {listed}");
    }
}

#[test]
fn restore_refuses_up_front_what_the_target_cannot_make() {
    let from = Sandbox::generation("current", false);
    // A fresh sandbox (either generation) has `default` at level 1.
    from.ok(&["buttons", "create", "--value", "buy", "--text", "Buy"]);
    let file = from.home.path().join("b.json");
    from.ok(&["backup", file.to_str().unwrap()]);
    let to = old();
    let plan = to.ok(&["restore", file.to_str().unwrap(), "--dry-run"]);
    assert!(
        plan.contains(
            "create button buy (cannot: this server (2022 generation) has no `addbutton`)"
        ),
        "{plan}"
    );
    let r = to.run(&["restore", file.to_str().unwrap()]);
    r.expect_failure(
        1,
        "not restored: create button buy: this server (2022 generation) has no `addbutton`",
    );
    assert!(r.stdout.contains("1 not restored"), "{}", r.stdout);
}

/// `ann` made from a new 30-day key by `licenses activate` on the 2022 server; returns the key.
fn activated(sb: &Sandbox, user: &str) -> String {
    let key = sb.keys(1).remove(0);
    let args = [
        "licenses",
        "activate",
        &key,
        "--user",
        user,
        "--password-stdin",
    ];
    let r = sb.run_stdin(&args, "pw-ann-1\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    key
}

#[test]
fn a_used_key_on_the_2022_server_is_read_back_with_its_subscription() {
    // 2022's `userdata` names no key per subscription; its `usersub` does. The edit's read-back
    // said the subscription keeps its expiry and printed used on + the new length (3 days early
    // of nothing: the subscription runs 30 days), and `licenses info` said "in 3d".
    for bugs in [false, true] {
        edit_of_a_used_key_on_2022(&Sandbox::generation("2022", bugs));
    }
}

fn edit_of_a_used_key_on_2022(sb: &Sandbox) {
    let key = activated(sb, "ann");
    let ends = sb.now() + 30 * 86_400;
    sb.advance(3600);
    let out = sb.ok(&["licenses", "edit", &key, "--expiry", "3d", "-o", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (&v["expiry"], &v["subscription"]),
        (&json!(ends), &json!("default")),
        "{v}"
    );
    let text = sb.ok(&["licenses", "edit", &key, "--expiry", "3d"]);
    assert!(
        text.contains("default: expires") && text.contains("(in 30d)"),
        "{text}"
    );
    let v = sb.json(&["licenses", "info", &key]);
    assert_eq!(
        (&v["expiry_from"], &v["expiry"]),
        (&json!("subscription"), &json!(ends)),
        "{v}"
    );
    let table = sb.ok(&["licenses", "info", &key, "-o", "table"]);
    assert!(!table.contains("not running"), "{table}");
}

#[test]
fn a_user_made_by_activate_on_2022_has_one_subscription_its_ban_and_its_variables() {
    for bugs in [false, true] {
        activated_user_on_2022(&Sandbox::generation("2022", bugs));
    }
}

fn activated_user_on_2022(sb: &Sandbox) {
    let key = activated(sb, "henry");
    let info = sb.json(&["users", "info", "henry"]);
    let subs = info["subscriptions"].as_array().unwrap();
    assert_eq!(subs.len(), 1, "one row in the database: {info}");
    assert_eq!(subs[0]["key"], json!(key), "{info}");
    assert_eq!(
        info["banned"],
        serde_json::Value::Null,
        "a key of every server: {info}"
    );
    sb.ok(&[
        "users", "set-var", "henry", "--var", "theme", "--data", "dark",
    ]);
    sb.ok(&["users", "ban", "henry", "--reason", "abuse", "--yes"]);
    let r = sb.run(&["lookup", "henry", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = r.json();
    assert_eq!(doc["subscriptions"].as_array().unwrap().len(), 1, "{doc}");
    assert!(
        doc.get("warnings").is_none(),
        "no false stale warning: {doc}"
    );
    assert_eq!(
        doc["variables"],
        json!([{"name": "theme", "data": "dark"}]),
        "{doc}"
    );
    assert_eq!(doc["licenses"][0]["user_banned"], "abuse", "{doc}");
    let info = sb.json(&["licenses", "info", &key]);
    let mut looked = doc["licenses"][0].clone();
    looked["id"] = serde_json::Value::Null;
    assert_eq!(looked, info, "lookup's license is licenses info's");
    assert_eq!(sb.json(&["users", "info", "henry"])["banned"], "abuse");
}

/// The 2022 server's `userdata` carries no variables: `users info` (and each row of its
/// `--from-file` form, the same hook) reads them from the list of every user variable, as
/// `lookup` does, and shows only the user's. It printed `uservars: null` (an empty Variables row)
/// for a user who has some, with exit 0.
#[test]
fn users_info_on_2022_shows_the_users_variables() {
    let sb = old();
    activated(&sb, "ivy");
    activated(&sb, "jon");
    for (user, var, data) in [("ivy", "theme", "dark"), ("jon", "seat", "3")] {
        sb.ok(&["users", "set-var", user, "--var", var, "--data", data]);
    }
    let want = json!([{"user": "ivy", "name": "theme", "data": "dark", "readOnly": null}]);
    assert_eq!(sb.json(&["users", "info", "ivy"])["uservars"], want);
    let rows = sb.run_stdin(
        &["users", "info", "--from-file", "-", "-o", "json"],
        "ivy\n",
    );
    assert_eq!(rows.code, 0, "{}", rows.stderr);
    assert_eq!(rows.json()[0]["uservars"], want, "{}", rows.stdout);
}

/// On the 2022 server a user's ban and variables come from the users and user-variables lists:
/// a list the service refuses for a passing reason ("Service temporarily unavailable") fails
/// `users info` (exit 1), never shows a banned user as not banned or their variables as none.
#[test]
fn a_refused_ban_or_variables_list_on_2022_fails_users_info() {
    let sb = old();
    activated(&sb, "ivy");
    sb.ok(&[
        "users", "set-var", "ivy", "--var", "theme", "--data", "dark",
    ]);
    sb.ok(&["users", "ban", "ivy", "--reason", "abuse", "--yes"]);
    for (list, args) in [
        ("fetchallusers", &["users", "info", "ivy"][..]),
        ("fetchalluservars", &["lookup", "ivy"][..]),
    ] {
        sb.add_fault_spec(&format!("unavailable,next=1,type={list}"));
        let r = sb.run(args);
        assert_eq!(r.code, 1, "{list}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains("temporarily unavailable"),
            "{list}: {}",
            r.stderr
        );
    }
    // Once the service answers again, the ban is read (an empty list stays none: the watch
    // test of olga, whose app has no user variables, reads "Variables none").
    assert_eq!(sb.json(&["users", "info", "ivy"])["banned"], "abuse");
}

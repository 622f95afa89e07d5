//! Seller `accounts`: reseller and manager accounts, created, listed, credited and deleted.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn accounts_create_list_balance_delete() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["accounts", "list"]), json!([]), "an empty team");
    let create = |user: &str, role: &str, email: &str, extra: &[&str]| {
        let mut args = vec!["accounts", "create", user, "--role", role, "--email", email];
        args.extend(extra);
        args.push("--password-stdin");
        sb.run_stdin(&args, "pw\n")
    };
    let r = create(
        "bob",
        "Reseller",
        "bob@example.com",
        &["--keylevels", "1|2"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim(), "Successfully added account!");
    let r = create("carol", "Manager", "carol@example.com", &["--perms", "3"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for (user, role, email, extra, message) in [
        (
            "dave",
            "Boss",
            "d@example.com",
            &[][..],
            "Role options are Manager or Reseller!",
        ),
        (
            "bob",
            "Reseller",
            "x@example.com",
            &[],
            "Username already taken!",
        ),
        (
            "dave",
            "Reseller",
            "bob@example.com",
            &[],
            "Email already taken!",
        ),
        (
            "dave",
            "Manager",
            "d@example.com",
            &["--perms", "0"],
            "Invalid permission value",
        ),
    ] {
        create(user, role, email, extra).expect_failure(1, message);
    }
    let r = sb.run(&[
        "accounts",
        "create",
        "eve",
        "--role",
        "Reseller",
        "--email",
        "e@x.io",
        "--password",
        "pw",
    ]);
    assert_eq!(r.code, 2, "no password flag: {}", r.stderr);

    let team = sb.json(&["accounts", "list"]);
    assert_eq!(
        team,
        json!([
            // Every account field on every row: null where the service does not send it.
            {"username": "bob", "balance": "0|0|0|0|0|0|0", "key_levels": "1|2", "permissions": null, "kind": "reseller"},
            {"username": "carol", "balance": null, "key_levels": null, "permissions": 3, "kind": "manager"},
        ])
    );
    let tsv = sb.ok(&["accounts", "list", "-o", "tsv"]);
    assert_eq!(
        tsv.lines().next(),
        Some("kind\tusername\tbalance\tkey_levels\tpermissions")
    );
    let stats = sb.json(&["app", "stats"]);
    assert_eq!(
        (&stats["resellers"], &stats["managers"]),
        (&json!(1), &json!(1))
    );
    assert_eq!(stats["totalaccs"], 2);

    let r = sb.json(&[
        "accounts",
        "add-balance",
        "bob",
        "--month",
        "10",
        "--three-month",
        "3",
        "--six-month",
        "6",
        "--lifetime",
        "2",
    ]);
    assert_eq!(r["message"], "Balance Successfully Added");
    sb.ok(&[
        "accounts",
        "add-balance",
        "bob",
        "--day",
        "1",
        "--month",
        "5",
    ]);
    let balance = sb.json(&["accounts", "balance", "bob"]);
    assert_eq!(
        balance,
        json!({
            "day": 1, "week": 0, "month": 15, "three_month": 3, "six_month": 6,
            "lifetime": 2, "year": 0, "total_keys": 27
        })
    );
    assert_eq!(
        sb.json(&["accounts", "list"])[0]["balance"],
        "1|0|15|3|6|2|0"
    );
    let err = sb.fails(1, &["accounts", "add-balance", "nobody", "--day", "1"]);
    assert!(err.contains("You don't own account"), "{err}");
    assert!(sb
        .fails(2, &["accounts", "add-balance", "bob", "--day", "x"])
        .contains("--day"));
    let gone = "Reseller Account Doesn't Exist Or It Doesn't Belong To You";
    assert!(sb
        .fails(1, &["accounts", "balance", "nobody"])
        .contains(gone));
    assert!(sb
        .fails(1, &["accounts", "balance", "bob", "--app-name", "other"])
        .contains(gone));

    assert!(sb
        .fails(2, &["accounts", "delete", "bob"])
        .contains("--yes"));
    assert_eq!(sb.json(&["accounts", "list"]).as_array().unwrap().len(), 2);
    let r = sb.json(&["accounts", "delete", "bob", "--yes"]);
    assert_eq!(r["message"], "Successfully deleted account!");
    let team = sb.json(&["accounts", "list"]);
    assert_eq!(team.as_array().unwrap().len(), 1);
    assert_eq!(team[0]["username"], "carol");
    assert!(sb.fails(1, &["accounts", "balance", "bob"]).contains(gone));
    let err = sb.fails(1, &["accounts", "delete", "bob", "--yes"]);
    assert!(err.contains("Failed to delete account!"), "{err}");
}

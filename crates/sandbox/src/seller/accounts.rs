//! Seller `accounts` handlers: reseller and manager accounts and reseller balances (api-catalogue §2.14, §2.17).

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::handler::{fail, fail_status, ok, ok_with, Ctx, Handled, Handler, Reply};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addAccount", add_account),
    ("deleteAccount", delete_account),
    ("setbalance", setbalance),
    ("getbalance", getbalance),
    ("fetchteam", fetchteam),
];

/// Balance buckets in the stored order `day|week|month|threemonth|sixmonth|lifetime|year`,
/// with the `setbalance` parameter and the `getbalance` field of each.
const BUCKETS: [(&str, &str); 7] = [
    ("day", "day"),
    ("week", "week"),
    ("month", "month"),
    ("threemonth", "three_month"),
    ("sixmonth", "six_month"),
    ("lifetime", "lifetime"),
    ("year", "year"),
];

/// The seven bucket amounts of a stored balance; older 6-field balances lack `year`.
fn buckets(balance: &str) -> [i64; 7] {
    let mut out = [0; 7];
    for (slot, part) in out.iter_mut().zip(balance.split('|')) {
        *slot = part.trim().parse().unwrap_or(0);
    }
    out
}

fn add_account(cx: &mut Ctx) -> Handled {
    // Checks in the service's order.
    let role = cx.q.str("role");
    if role != "Manager" && role != "Reseller" {
        return Ok(fail("Role options are Manager or Reseller!"));
    }
    let Some(email) = cx.q.get("email") else {
        return Ok(fail("Unhandled Error! Contact support if you need help"));
    };
    let user = cx.q.get("user");
    let exists = |sql: &str, v: &str| -> rusqlite::Result<bool> {
        Ok(cx.db.query_row(sql, [v], |_| Ok(())).optional()?.is_some())
    };
    if exists(
        "SELECT 1 FROM accounts WHERE username = ?1",
        user.unwrap_or(""),
    )? {
        return Ok(fail("Username already taken!"));
    }
    let email = rules::hash_email(email);
    if exists("SELECT 1 FROM accounts WHERE email = ?1", &email)? {
        return Ok(fail("Email already taken!"));
    }
    let Some(perms) =
        cx.q.get("perms")
            .map_or(Some(2047), |p| p.parse::<i64>().ok())
            .filter(|p| *p > 0)
    else {
        return Ok(fail(
            "Invalid permission value. You must have at least one permission flag enabled!",
        ));
    };
    // The sandbox creates no account without a name or password.
    let (Some(user), Some(pass)) = (user, cx.q.get("pass")) else {
        return Ok(fail("Failed to add account!"));
    };
    cx.db.execute(
        "INSERT INTO accounts (username, email, password, role, keylevels, permissions, balance)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, '0|0|0|0|0|0|0')",
        params![
            user,
            email,
            cx.hash_password(pass)?,
            role,
            cx.q.get("keylevels").unwrap_or("N/A"),
            perms
        ],
    )?;
    Ok(ok("Successfully added account!"))
}

fn delete_account(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "DELETE FROM accounts WHERE username = ?1",
        [cx.q.str("user")],
    )?;
    Ok(if n > 0 {
        ok("Successfully deleted account!")
    } else {
        fail("Failed to delete account!")
    })
}

fn balance_of(cx: &Ctx, username: &str) -> rusqlite::Result<Option<String>> {
    cx.db
        .query_row(
            "SELECT balance FROM accounts WHERE username = ?1",
            [username],
            |r| r.get(0),
        )
        .optional()
}

fn setbalance(cx: &mut Ctx) -> Handled {
    let Some(username) = cx.q.get("username") else {
        return Ok(fail("Username Not Set"));
    };
    let Some(balance) = balance_of(cx, username)? else {
        return Ok(fail(
            "You don't own account you were attemping to modify balance for",
        ));
    };
    let mut amounts = buckets(&balance);
    // Every bucket is added, `year` included (ENT reads it and then adds 0, §9).
    for (slot, (param, _)) in amounts.iter_mut().zip(BUCKETS) {
        let Some(text) = cx.q.get(param) else {
            continue;
        };
        let Ok(n) = text.parse::<i64>() else {
            // What PHP 8 throws for arithmetic on a non-numeric string.
            return Ok(fail_status(
                500,
                "Error: Unsupported operand types: string + string",
            ));
        };
        *slot += n;
    }
    let joined = amounts.map(|n| n.to_string()).join("|");
    cx.db.execute(
        "UPDATE accounts SET balance = ?1 WHERE username = ?2",
        params![joined, username],
    )?;
    Ok(ok("Balance Successfully Added"))
}

fn getbalance(cx: &mut Ctx) -> Handled {
    // Accounts belong to the app by name; the sandbox holds one app.
    let balance = match cx.q.get("appname") == Some(cx.app.name.as_str()) {
        true => balance_of(cx, cx.q.str("username"))?,
        false => None,
    };
    let Some(balance) = balance else {
        return Ok(fail(
            "Reseller Account Doesn't Exist Or It Doesn't Belong To You",
        ));
    };
    let amounts = buckets(&balance);
    let mut out = serde_json::Map::new();
    // ENT leaves three_month and six_month null (§9); the sandbox returns the stored amounts.
    for ((_, field), n) in BUCKETS.iter().zip(amounts) {
        out.insert((*field).into(), Value::String(n.to_string()));
    }
    out.insert("total_keys".into(), amounts.iter().sum::<i64>().into());
    Ok(Reply::json(200, json!({"success": true, "balance": out})))
}

fn fetchteam(cx: &mut Ctx) -> Handled {
    let mut st = cx.db.prepare(
        "SELECT username, role, balance, keylevels, permissions FROM accounts ORDER BY username",
    )?;
    let (mut resellers, mut managers) = (Vec::new(), Vec::new());
    let rows = st.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, i64>(4)?,
        ))
    })?;
    for row in rows {
        let (username, role, balance, key_levels, permissions) = row?;
        if role == "Reseller" {
            resellers
                .push(json!({"username": username, "balance": balance, "key_levels": key_levels}));
        } else {
            managers.push(json!({"username": username, "permissions": permissions}));
        }
    }
    // Not in any server source; an empty team is a success with two empty lists, not a 406.
    Ok(ok_with(
        "Successfully retrieved team",
        json!({"resellers": resellers, "managers": managers}),
    ))
}

#[cfg(test)]
mod tests {
    use crate::hash::verify_password;
    use crate::testkit::{json, outcome, Kit};

    fn create(kit: &Kit, user: &str, role: &str, email: &str) -> (bool, String) {
        outcome(&kit.seller(&[
            ("type", "addAccount"),
            ("user", user),
            ("role", role),
            ("email", email),
            ("pass", "s3cret"),
            ("keylevels", "1|2"),
        ]))
    }

    #[test]
    fn create_checks_and_stores_hashes() {
        let kit = Kit::new();
        assert_eq!(
            create(&kit, "bob", "Admin", "bob@example.com"),
            (false, "Role options are Manager or Reseller!".into())
        );
        assert_eq!(
            create(&kit, "bob", "Reseller", "bob@example.com"),
            (true, "Successfully added account!".into())
        );
        let (email, password, levels, perms): (String, String, String, i64) = kit
            .db
            .query_row(
                "SELECT email, password, keylevels, permissions FROM accounts WHERE username = 'bob'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap();
        assert!(!email.contains('@') && !password.contains("s3cret"));
        assert!(verify_password("s3cret", &password));
        assert_eq!((levels.as_str(), perms), ("1|2", 2047));
        assert_eq!(
            create(&kit, "bob", "Manager", "other@example.com"),
            (false, "Username already taken!".into())
        );
        assert_eq!(
            create(&kit, "bobby", "Manager", "BOB@example.com"),
            (false, "Email already taken!".into())
        );
        let r = kit.seller(&[
            ("type", "addAccount"),
            ("user", "carol"),
            ("role", "Manager"),
            ("email", "carol@example.com"),
            ("pass", "pw"),
            ("perms", "0"),
        ]);
        assert_eq!(
            outcome(&r).1,
            "Invalid permission value. You must have at least one permission flag enabled!"
        );
        let r = kit.seller(&[
            ("type", "addAccount"),
            ("user", "dave"),
            ("role", "Manager"),
        ]);
        assert_eq!(
            outcome(&r).1,
            "Unhandled Error! Contact support if you need help"
        );
    }

    #[test]
    fn delete_account() {
        let kit = Kit::new();
        create(&kit, "bob", "Reseller", "bob@example.com");
        let r = kit.seller(&[("type", "deleteAccount"), ("user", "bob")]);
        assert_eq!(outcome(&r), (true, "Successfully deleted account!".into()));
        let r = kit.seller(&[("type", "deleteAccount"), ("user", "bob")]);
        assert_eq!(outcome(&r), (false, "Failed to delete account!".into()));
        let team = kit.seller(&[("type", "fetchteam")]);
        assert_eq!(json(&team)["resellers"], serde_json::json!([]));
    }

    #[test]
    fn balance_is_added_per_bucket_including_year() {
        let kit = Kit::new();
        create(&kit, "bob", "Reseller", "bob@example.com");
        for _ in 0..2 {
            let r = kit.seller(&[
                ("type", "setbalance"),
                ("username", "bob"),
                ("day", "2"),
                ("threemonth", "1"),
                ("year", "3"),
            ]);
            assert_eq!(outcome(&r), (true, "Balance Successfully Added".into()));
        }
        let r = kit.seller(&[
            ("type", "getbalance"),
            ("username", "bob"),
            ("appname", "kit"),
        ]);
        assert_eq!(r.status, 200);
        let b = &json(&r)["balance"];
        assert_eq!(b["day"], "4");
        assert_eq!(b["three_month"], "2");
        assert_eq!(b["six_month"], "0");
        assert_eq!(b["year"], "6");
        assert_eq!(b["total_keys"], 12);

        let r = kit.seller(&[("type", "setbalance"), ("day", "1")]);
        assert_eq!(outcome(&r), (false, "Username Not Set".into()));
        let r = kit.seller(&[("type", "setbalance"), ("username", "nobody")]);
        assert_eq!(
            outcome(&r).1,
            "You don't own account you were attemping to modify balance for"
        );
        let r = kit.seller(&[("type", "setbalance"), ("username", "bob"), ("day", "x")]);
        assert_eq!(r.status, 500);
    }

    #[test]
    fn balance_of_another_app_or_nobody_is_refused() {
        let kit = Kit::new();
        create(&kit, "bob", "Reseller", "bob@example.com");
        let missing = "Reseller Account Doesn't Exist Or It Doesn't Belong To You";
        for pairs in [
            [("username", "bob"), ("appname", "other")],
            [("username", "nobody"), ("appname", "kit")],
        ] {
            let mut q = vec![("type", "getbalance")];
            q.extend(pairs);
            assert_eq!(outcome(&kit.seller(&q)), (false, missing.into()));
        }
    }

    #[test]
    fn team_lists_resellers_and_managers() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchteam")]);
        assert_eq!(r.status, 200);
        assert_eq!(json(&r)["managers"], serde_json::json!([]));
        create(&kit, "bob", "Reseller", "bob@example.com");
        create(&kit, "carol", "Manager", "carol@example.com");
        let r = kit.seller(&[("type", "fetchteam")]);
        assert_eq!(outcome(&r), (true, "Successfully retrieved team".into()));
        let v = json(&r);
        assert_eq!(v["resellers"][0]["username"], "bob");
        assert_eq!(v["resellers"][0]["balance"], "0|0|0|0|0|0|0");
        assert_eq!(v["resellers"][0]["key_levels"], "1|2");
        assert_eq!(v["managers"][0]["username"], "carol");
        assert_eq!(v["managers"][0]["permissions"], 2047);
        assert_eq!(v["managers"].as_array().unwrap().len(), 1);
    }
}

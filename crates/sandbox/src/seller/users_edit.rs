//! Seller `users` handlers that change an existing user: HWID lock, password, email, name,
//! reset cooldown, ban (api-catalogue §2.2).

use rusqlite::{params, OptionalExtension};

use super::licenses_removal::ban_user;
use crate::handler::{fail, fail_status, ok, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("resetuser", resetuser),
    ("resetalluser", resetalluser),
    ("resetpw", resetpw),
    ("editemail", editemail),
    ("editusername", editusername),
    ("addhwiduser", addhwiduser),
    ("setcooldown", setcooldown),
    ("banuser", banuser),
    ("unbanuser", unbanuser),
];

fn resetuser(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE users SET hwid = NULL WHERE username = ?1",
        [cx.q.str("user")],
    )?;
    Ok(if n > 0 {
        ok("Successfully reset user!")
    } else {
        fail("Failed to reset user!")
    })
}

fn resetalluser(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("UPDATE users SET hwid = NULL", [])? > 0 {
        ok("Successfully reset all users!")
    } else {
        fail("Failed to reset all users!")
    })
}

fn resetpw(cx: &mut Ctx) -> Handled {
    let hash =
        cx.q.get("passwd")
            .map(|p| cx.hash_password(p))
            .transpose()?;
    let n = cx.db.execute(
        "UPDATE users SET password = ?1 WHERE username = ?2",
        params![hash, cx.q.str("user")],
    )?;
    Ok(if n > 0 {
        ok("Password reset successful")
    } else {
        fail_status(500, "Failed To reset password")
    })
}

fn editemail(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE users SET email = ?1 WHERE username = ?2",
        params![cx.q.get("email").map(rules::hash_email), cx.q.str("user")],
    )?;
    Ok(if n > 0 {
        ok("Successfully changed email!")
    } else {
        fail("Failed to change email!")
    })
}

fn editusername(cx: &mut Ctx) -> Handled {
    let old = cx.q.str("currentUsername");
    let Some(new) = cx.q.get("newUsername") else {
        return Ok(fail("Failed to change username!"));
    };
    if rules::user_exists(cx.db, new)? {
        return Ok(fail("Username already used!"));
    }
    let n = cx.db.execute(
        "UPDATE users SET username = ?1 WHERE username = ?2",
        params![new, old],
    )?;
    if n == 0 {
        return Ok(fail("Failed to change username!"));
    }
    for sql in [
        "UPDATE subs SET user = ?1 WHERE user = ?2",
        "UPDATE uservars SET user = ?1 WHERE user = ?2",
        "UPDATE chatmsgs SET author = ?1 WHERE author = ?2",
        "UPDATE chatmutes SET user = ?1 WHERE user = ?2",
        "UPDATE keys SET usedby = ?1 WHERE usedby = ?2",
    ] {
        cx.db.execute(sql, params![new, old])?;
    }
    // The answer says the user is logged out: end the named session and every one under the old name.
    cx.db.execute(
        "DELETE FROM sessions WHERE id = ?1 OR credential = ?2",
        params![cx.q.get("sessionID"), old],
    )?;
    Ok(ok("Successfully changed username, user logged out!"))
}

fn addhwiduser(cx: &mut Ctx) -> Handled {
    // The service appends without a separator and answers success even for an unknown user.
    cx.db.execute(
        "UPDATE users SET hwid = COALESCE(hwid, '') || ?1 WHERE username = ?2",
        params![cx.q.str("hwid"), cx.q.str("user")],
    )?;
    Ok(ok("Added HWID"))
}

fn setcooldown(cx: &mut Ctx) -> Handled {
    let Some(cooldown) = cx.q.int("cooldown") else {
        return Ok(fail("Failed to set cooldown!"));
    };
    let n = cx.db.execute(
        "UPDATE users SET cooldown = ?1 WHERE username = ?2",
        params![cooldown, cx.q.str("user")],
    )?;
    Ok(if n > 0 {
        ok("Cooldown set successfully!")
    } else {
        fail("Failed to set cooldown!")
    })
}

fn banuser(cx: &mut Ctx) -> Handled {
    let Some(reason) = cx.q.get("reason") else {
        return Ok(fail("Ban reason is missing"));
    };
    Ok(if ban_user(cx, cx.q.str("user"), reason)? {
        ok("Successfully banned user!")
    } else {
        fail("User not found!")
    })
}

fn unbanuser(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("user");
    let row: Option<(Option<String>, Option<String>, Option<String>)> = cx
        .db
        .query_row(
            "SELECT hwid, ip, banned FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
            [user],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let Some((hwid, ip, banned)) = row else {
        return Ok(fail("User not found!"));
    };
    // Only this user's rows: their HWID among HWID bans, their IP among IP bans.
    cx.db.execute(
        "DELETE FROM bans WHERE (type = 'hwid' AND hwid = ?1) OR (type = 'ip' AND ip = ?2)",
        params![hwid, ip],
    )?;
    if banned.is_none() {
        return Ok(fail("Failed to unban user!"));
    }
    cx.db
        .execute("UPDATE users SET banned = NULL WHERE username = ?1", [user])?;
    Ok(ok("Successfully unbanned user!"))
}

#[cfg(test)]
mod tests {
    use crate::testkit::with_users as kit;
    use crate::testkit::{json, outcome, Kit};

    fn field(kit: &Kit, user: &str, name: &str) -> serde_json::Value {
        json(&kit.seller(&[("type", "userdata"), ("user", user)]))[name].clone()
    }

    fn set_hwid_ip(kit: &Kit, user: &str, hwid: &str, ip: &str) {
        kit.db
            .execute(
                "UPDATE users SET hwid = ?1, ip = ?2 WHERE username = ?3",
                [hwid, ip, user],
            )
            .unwrap();
    }

    #[test]
    fn reset_hwid_one_and_all() {
        let kit = kit();
        set_hwid_ip(&kit, "alice", "H1", "1.1.1.1");
        set_hwid_ip(&kit, "bob", "H2", "2.2.2.2");
        let r = kit.seller(&[("type", "resetuser"), ("user", "alice")]);
        assert_eq!(outcome(&r), (true, "Successfully reset user!".into()));
        assert!(field(&kit, "alice", "hwid").is_null());
        assert_eq!(field(&kit, "bob", "hwid"), "H2");
        let r = kit.seller(&[("type", "resetuser"), ("user", "zed")]);
        assert_eq!(outcome(&r).1, "Failed to reset user!");
        let r = kit.seller(&[("type", "resetalluser")]);
        assert_eq!(outcome(&r), (true, "Successfully reset all users!".into()));
        assert!(field(&kit, "bob", "hwid").is_null());
        kit.seller(&[("type", "delallusers")]);
        let r = kit.seller(&[("type", "resetalluser")]);
        assert_eq!(outcome(&r).1, "Failed to reset all users!");
    }

    #[test]
    fn resetpw_sets_or_clears_the_hash() {
        let kit = kit();
        let hash = |kit: &Kit| -> Option<String> {
            kit.db
                .query_row(
                    "SELECT password FROM users WHERE username = 'alice'",
                    [],
                    |r| r.get(0),
                )
                .unwrap()
        };
        let r = kit.seller(&[("type", "resetpw"), ("user", "alice"), ("passwd", "n3w")]);
        assert_eq!(outcome(&r), (true, "Password reset successful".into()));
        assert!(crate::hash::verify_password("n3w", &hash(&kit).unwrap()));
        kit.seller(&[("type", "resetpw"), ("user", "alice")]);
        assert_eq!(hash(&kit), None);
        let r = kit.seller(&[("type", "resetpw"), ("user", "zed")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (500, "Failed To reset password")
        );
    }

    #[test]
    fn editemail_stores_the_hash() {
        let kit = kit();
        let r = kit.seller(&[
            ("type", "editemail"),
            ("user", "alice"),
            ("email", "A@x.io"),
        ]);
        assert_eq!(outcome(&r), (true, "Successfully changed email!".into()));
        let stored: String = kit
            .db
            .query_row(
                "SELECT email FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(stored, crate::rules::hash_email("a@x.io"));
        let r = kit.seller(&[("type", "editemail"), ("user", "zed"), ("email", "z@x.io")]);
        assert_eq!(outcome(&r).1, "Failed to change email!");
    }

    #[test]
    fn editusername_moves_everything_and_logs_out() {
        let kit = kit();
        kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "v"),
            ("data", "d"),
        ]);
        kit.db
            .execute(
                "INSERT INTO sessions (id, credential, expiry, created_at) VALUES ('s1', 'alice', 9e9, 0)",
                [],
            )
            .unwrap();
        let taken = [
            ("type", "editusername"),
            ("currentUsername", "alice"),
            ("newUsername", "bob"),
        ];
        assert_eq!(outcome(&kit.seller(&taken)).1, "Username already used!");
        let r = kit.seller(&[
            ("type", "editusername"),
            ("currentUsername", "alice"),
            ("newUsername", "alicia"),
            ("sessionID", "s1"),
        ]);
        assert_eq!(
            outcome(&r),
            (
                true,
                "Successfully changed username, user logged out!".into()
            )
        );
        assert_eq!(
            field(&kit, "alicia", "subscriptions")
                .as_array()
                .unwrap()
                .len(),
            1
        );
        assert_eq!(field(&kit, "alicia", "uservars")[0]["name"], "v");
        let sessions: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM sessions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(sessions, 0);
        let gone = [
            ("type", "editusername"),
            ("currentUsername", "alice"),
            ("newUsername", "x"),
        ];
        assert_eq!(outcome(&kit.seller(&gone)).1, "Failed to change username!");
    }

    #[test]
    fn addhwiduser_appends() {
        let kit = kit();
        set_hwid_ip(&kit, "alice", "H1", "1.1.1.1");
        let r = kit.seller(&[("type", "addhwiduser"), ("user", "alice"), ("hwid", "H2")]);
        assert_eq!(outcome(&r), (true, "Added HWID".into()));
        assert_eq!(field(&kit, "alice", "hwid"), "H1H2");
        kit.seller(&[("type", "addhwiduser"), ("user", "bob"), ("hwid", "H3")]);
        assert_eq!(field(&kit, "bob", "hwid"), "H3");
    }

    #[test]
    fn setcooldown_stores_the_raw_value() {
        let kit = kit();
        let r = kit.seller(&[
            ("type", "setcooldown"),
            ("user", "alice"),
            ("cooldown", "1900000000"),
        ]);
        assert_eq!(outcome(&r), (true, "Cooldown set successfully!".into()));
        assert_eq!(field(&kit, "alice", "cooldown"), 1_900_000_000);
        let r = kit.seller(&[("type", "setcooldown"), ("user", "zed"), ("cooldown", "1")]);
        assert_eq!(outcome(&r).1, "Failed to set cooldown!");
    }

    #[test]
    fn ban_blacklists_and_unban_lifts_only_that_users_rows() {
        let kit = kit();
        set_hwid_ip(&kit, "alice", "HA", "10.0.0.1");
        set_hwid_ip(&kit, "bob", "HB", "10.0.0.2");
        let r = kit.seller(&[("type", "banuser"), ("user", "alice")]);
        assert_eq!(outcome(&r).1, "Ban reason is missing");
        let r = kit.seller(&[("type", "banuser"), ("user", "zed"), ("reason", "x")]);
        assert_eq!(outcome(&r).1, "User not found!");
        for user in ["alice", "bob"] {
            let r = kit.seller(&[("type", "banuser"), ("user", user), ("reason", "fraud")]);
            assert_eq!(outcome(&r), (true, "Successfully banned user!".into()));
        }
        assert_eq!(field(&kit, "alice", "banned"), "fraud");
        assert!(crate::rules::blacklisted(&kit.db, "10.0.0.1", None).unwrap());
        let r = kit.seller(&[("type", "unbanuser"), ("user", "alice")]);
        assert_eq!(outcome(&r), (true, "Successfully unbanned user!".into()));
        assert!(field(&kit, "alice", "banned").is_null());
        assert!(!crate::rules::blacklisted(&kit.db, "10.0.0.1", Some("HA")).unwrap());
        assert!(crate::rules::blacklisted(&kit.db, "0.0.0.0", Some("HB")).unwrap());
        assert!(crate::rules::blacklisted(&kit.db, "10.0.0.2", None).unwrap());
        let r = kit.seller(&[("type", "unbanuser"), ("user", "alice")]);
        assert_eq!(outcome(&r).1, "Failed to unban user!");
        let r = kit.seller(&[("type", "unbanuser"), ("user", "zed")]);
        assert_eq!(outcome(&r).1, "User not found!");
    }
}

//! Client `ban` (the application bans its own user) and `checkblacklist`.

use rusqlite::params;

use crate::client::require_user;
use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[("ban", ban), ("checkblacklist", checkblacklist)];

fn ban(cx: &mut Ctx) -> Handled {
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let reason =
        cx.q.get("reason")
            .unwrap_or("User banned from triggering ban function in the client");
    if reason.chars().count() > 99 {
        return Ok(fail("Reason must be 99 characters or less"));
    }
    // Only the HWID the client names (none: none) and the client's IP, as the service does: the
    // user's stored HWID is not blacklisted (seller `banuser` blacklists that one).
    if let Some(hwid) = cx.q.get("hwid") {
        cx.db.execute(
            "INSERT INTO bans (hwid, type) SELECT ?1, 'hwid'
             WHERE NOT EXISTS (SELECT 1 FROM bans WHERE type = 'hwid' AND hwid = ?1)",
            [hwid],
        )?;
    }
    if crate::store::may_blacklist_ip(cx.db, cx.ip)? {
        cx.db.execute(
            "INSERT INTO bans (ip, type) SELECT ?1, 'ip'
             WHERE NOT EXISTS (SELECT 1 FROM bans WHERE type = 'ip' AND ip = ?1)",
            [cx.ip],
        )?;
    }
    let n = cx.db.execute(
        "UPDATE users SET banned = ?1 WHERE username = ?2",
        params![reason, user],
    )?;
    // The service tests a variable it never set here and so always says "Failed to ban user.";
    // the sandbox reports what happened.
    Ok(if n > 0 {
        ok("Successfully Banned User")
    } else {
        fail("Failed to ban user.")
    })
}

fn checkblacklist(cx: &mut Ctx) -> Handled {
    // Note the inverted flag: success means the client IS blacklisted, as in the service.
    Ok(if rules::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        ok("Client is blacklisted")
    } else {
        fail("Client is not blacklisted")
    })
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{on, user};
    use crate::testkit::Kit;

    #[test]
    fn ban_bans_the_user_and_blacklists_the_client() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let check = |hwid: &str| on(&kit, &sid, &[("type", "checkblacklist"), ("hwid", hwid)]);
        assert_eq!(check("PC-9"), (false, "Client is not blacklisted".into()));
        let long = "r".repeat(100);
        assert_eq!(
            on(&kit, &sid, &[("type", "ban"), ("reason", &long)]).1,
            "Reason must be 99 characters or less"
        );
        let r = on(&kit, &sid, &[("type", "ban"), ("hwid", "PC-9")]);
        assert_eq!(r, (true, "Successfully Banned User".into()));
        assert_eq!(check("PC-9"), (true, "Client is blacklisted".into()));
        let reason: String = kit
            .db
            .query_row(
                "SELECT banned FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            reason,
            "User banned from triggering ban function in the client"
        );
        let fresh = kit.init();
        let login = on(
            &kit,
            &fresh,
            &[
                ("type", "login"),
                ("username", "alice"),
                ("pass", "pw"),
                ("hwid", "HWID-alice"),
            ],
        );
        assert_eq!(login.1, "The user is banned");
    }

    #[test]
    fn ban_without_an_hwid_blacklists_the_ip_and_not_the_users_stored_hwid() {
        // As the service: the HWID sent (none here) and the IP, never the user's stored HWID.
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let r = on(&kit, &sid, &[("type", "ban")]);
        assert_eq!(r, (true, "Successfully Banned User".into()));
        let rows: Vec<(String, Option<String>, Option<String>)> = kit
            .db
            .prepare("SELECT type, hwid, ip FROM bans ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows, [("ip".to_string(), None, Some(kit.ip.clone()))]);
        // Another address with the user's HWID is not blacklisted.
        let mut other = kit;
        other.ip = "198.51.100.9".into();
        let check = on(
            &other,
            &other.init(),
            &[("type", "checkblacklist"), ("hwid", "HWID-alice")],
        );
        assert_eq!(check, (false, "Client is not blacklisted".into()));
        // A HWID sent is blacklisted, once however often it is banned.
        let sid = user(&other, "bob");
        for _ in 0..2 {
            on(&other, &sid, &[("type", "ban"), ("hwid", "HWID-bob")]);
        }
        let n: i64 = other
            .db
            .query_row(
                "SELECT COUNT(*) FROM bans WHERE hwid = 'HWID-bob'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 1);
    }

    #[test]
    fn ban_needs_a_login() {
        let kit = Kit::new();
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "ban")]),
            (false, "Session is not validated".into())
        );
        assert_eq!(
            on(&kit, &anon, &[("type", "checkblacklist")]),
            (false, "Client is not blacklisted".into())
        );
    }

    #[test]
    fn loopback_addresses_are_kept_out_of_automatic_ip_bans_unless_switched_on() {
        let ip_bans = |kit: &Kit| -> i64 {
            kit.db
                .query_row("SELECT COUNT(*) FROM bans WHERE type = 'ip'", [], |r| {
                    r.get(0)
                })
                .unwrap()
        };
        for (ip, switch, banned) in [
            ("127.0.0.1", "0", 0),
            ("::1", "0", 0),
            ("::ffff:127.0.0.1", "0", 0),
            ("127.0.0.1", "1", 1),
            ("203.0.113.7", "0", 1),
        ] {
            let mut kit = Kit::new();
            kit.ip = ip.into();
            crate::store::set_dashboard(&kit.db, "loopbackBans", switch).unwrap();
            let sid = user(&kit, "alice");
            assert!(on(&kit, &sid, &[("type", "ban"), ("hwid", "PC-9")]).0);
            assert_eq!(
                ip_bans(&kit),
                banned,
                "client ban from {ip}, loopbackBans={switch}"
            );
            let hwid_banned = on(
                &kit,
                &kit.init(),
                &[("type", "checkblacklist"), ("hwid", "PC-9")],
            );
            assert!(hwid_banned.0, "the HWID is blacklisted either way");

            // Seller `banuser` blacklists the IP the user last came from, by the same rule.
            kit.db.execute("DELETE FROM bans", []).unwrap();
            let sid = user(&kit, "bob");
            assert!(on(&kit, &sid, &[("type", "check")]).0);
            let r = kit.seller(&[("type", "banuser"), ("user", "bob"), ("reason", "x")]);
            assert!(crate::testkit::outcome(&r).0);
            assert_eq!(ip_bans(&kit), banned, "seller banuser of a user from {ip}");
        }
    }
}

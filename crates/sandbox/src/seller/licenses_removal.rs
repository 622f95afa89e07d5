//! Seller `licenses` deletes and bans: `del`, `delmultiple`, `delunused`, `delused`,
//! `delalllicenses`, `ban`, `unban` (the rest of the group is in `licenses.rs`
//! and `licenses_add.rs`).

use rusqlite::{params, OptionalExtension};

use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("del", del),
    ("delmultiple", delmultiple),
    ("delunused", delunused),
    ("delused", delused),
    ("delalllicenses", delalllicenses),
    ("ban", ban),
    ("unban", unban),
];

fn delete_key(cx: &Ctx, key: &str, user_too: bool) -> anyhow::Result<bool> {
    let Some(k) = rules::find_key(cx.db, key)? else {
        return Ok(false);
    };
    cx.db.execute("DELETE FROM subs WHERE key = ?1", [key])?;
    if let (true, Some(user)) = (user_too, &k.usedby) {
        delete_user(cx, user)?;
    }
    cx.db.execute("DELETE FROM keys WHERE key = ?1", [key])?;
    Ok(true)
}

/// Removes a user with everything that hangs off them.
pub fn delete_user(cx: &Ctx, user: &str) -> anyhow::Result<bool> {
    cx.db.execute("DELETE FROM subs WHERE user = ?1", [user])?;
    cx.db
        .execute("DELETE FROM uservars WHERE user = ?1", [user])?;
    cx.db
        .execute("DELETE FROM sessions WHERE credential = ?1", [user])?;
    Ok(cx
        .db
        .execute("DELETE FROM users WHERE username = ?1", [user])?
        > 0)
}

fn del(cx: &mut Ctx) -> Handled {
    Ok(if delete_key(cx, cx.q.str("key"), cx.q.flag("userToo"))? {
        ok("Successfully deleted license!")
    } else {
        fail("Failed to delete license!")
    })
}

fn delmultiple(cx: &mut Ctx) -> Handled {
    for key in cx.q.str("key").split(", ").filter(|k| !k.is_empty()) {
        if !delete_key(cx, key.trim(), cx.q.flag("userToo"))? {
            return Ok(fail("Failed to delete license(s)"));
        }
    }
    Ok(ok("Successfully deleted license(s)"))
}

fn delete_where(cx: &Ctx, status: Option<&str>) -> anyhow::Result<usize> {
    let keys: Vec<String> = {
        let mut st = cx
            .db
            .prepare("SELECT key FROM keys WHERE ?1 IS NULL OR status = ?1")?;
        let rows = st
            .query_map([status], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        rows
    };
    for k in &keys {
        cx.db.execute("DELETE FROM subs WHERE key = ?1", [k])?;
    }
    Ok(cx
        .db
        .execute("DELETE FROM keys WHERE ?1 IS NULL OR status = ?1", [status])?)
}

fn delunused(cx: &mut Ctx) -> Handled {
    Ok(if delete_where(cx, Some("Not Used"))? > 0 {
        ok("Successfully deleted all unused keys!")
    } else {
        fail("Didn't find any unused keys!")
    })
}

fn delused(cx: &mut Ctx) -> Handled {
    Ok(if delete_where(cx, Some("Used"))? > 0 {
        ok("Successfully deleted all used keys!")
    } else {
        fail("Didn't find any used keys!")
    })
}

fn delalllicenses(cx: &mut Ctx) -> Handled {
    Ok(if delete_where(cx, None)? > 0 {
        ok("Deleted all keys!")
    } else {
        fail("Didn't find any keys!")
    })
}

/// A user's HWID and IP; `None` when there is no such user.
fn hwid_and_ip(cx: &Ctx, user: &str) -> anyhow::Result<Option<(Option<String>, Option<String>)>> {
    Ok(cx
        .db
        .query_row(
            "SELECT hwid, ip FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
            [user],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// Bans a user: sets the reason and blacklists their HWID and IP (a loopback IP only when
/// `loopbackBans` is on).
pub fn ban_user(cx: &Ctx, user: &str, reason: &str) -> anyhow::Result<bool> {
    let row = hwid_and_ip(cx, user)?;
    let Some((hwid, ip)) = row else {
        return Ok(false);
    };
    cx.db.execute(
        "UPDATE users SET banned = ?1 WHERE username = ?2",
        params![reason, user],
    )?;
    if let Some(h) = hwid.filter(|h| !h.is_empty()) {
        cx.db
            .execute("INSERT INTO bans (hwid, type) VALUES (?1, 'hwid')", [h])?;
    }
    if let Some(i) = ip {
        if crate::store::may_blacklist_ip(cx.db, &i)? {
            cx.db
                .execute("INSERT INTO bans (ip, type) VALUES (?1, 'ip')", [i])?;
        }
    }
    cx.db
        .execute("DELETE FROM sessions WHERE credential = ?1", [user])?;
    Ok(true)
}

fn ban(cx: &mut Ctx) -> Handled {
    let key = cx.q.str("key");
    let Some(k) = rules::find_key(cx.db, key)? else {
        return Ok(fail("Failed to ban license!"));
    };
    let reason = cx.q.get("reason").unwrap_or("No reason specified");
    cx.db.execute(
        "UPDATE keys SET status = 'Banned', banned = ?1 WHERE key = ?2",
        params![reason, key],
    )?;
    if let (true, Some(user)) = (cx.q.flag("userToo"), &k.usedby) {
        ban_user(cx, user, reason)?;
    }
    Ok(ok("Successfully banned license!"))
}

/// Lifts a user's ban and the blacklist rows of their HWID and IP (as seller `unbanuser` does).
fn unban_user(cx: &Ctx, user: &str) -> anyhow::Result<()> {
    let row = hwid_and_ip(cx, user)?;
    if let Some((hwid, ip)) = row {
        cx.db.execute(
            "DELETE FROM bans WHERE (type = 'hwid' AND hwid = ?1) OR (type = 'ip' AND ip = ?2)",
            params![hwid, ip],
        )?;
        cx.db
            .execute("UPDATE users SET banned = NULL WHERE username = ?1", [user])?;
    }
    Ok(())
}

/// As in the service, unbanning a redeemed key also unbans the user who redeemed it.
fn unban(cx: &mut Ctx) -> Handled {
    let key = cx.q.str("key");
    if let Some(user) = rules::find_key(cx.db, key)?.and_then(|k| k.usedby) {
        unban_user(cx, &user)?;
    }
    let n = cx.db.execute(
        "UPDATE keys SET banned = NULL, status = CASE WHEN usedby IS NULL THEN 'Not Used' ELSE 'Used' END WHERE key = ?1",
        [key],
    )?;
    Ok(if n > 0 {
        ok("Successfully unbanned license!")
    } else {
        fail("Failed to unban license!")
    })
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn unban_lifts_the_redeeming_users_ban_too() {
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        let r = kit.seller(&[("type", "add"), ("expiry", "1")]);
        let key = json(&r)["key"].as_str().unwrap().to_string();
        let r = kit.seller(&[
            ("type", "activate"),
            ("key", &key),
            ("user", "carl"),
            ("pass", "pw"),
            ("hwid", "HWID-0123456789-ABCDEF"),
        ]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
        kit.seller(&[("type", "ban"), ("key", &key), ("userToo", "1")]);
        let bans = |kit: &Kit| -> i64 {
            kit.db
                .query_row("SELECT COUNT(*) FROM bans", [], |r| r.get(0))
                .unwrap()
        };
        assert!(bans(&kit) > 0);
        let r = kit.seller(&[("type", "unban"), ("key", &key)]);
        assert_eq!(outcome(&r), (true, "Successfully unbanned license!".into()));
        let banned: Option<String> = kit
            .db
            .query_row(
                "SELECT banned FROM users WHERE username = 'carl'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!((banned, bans(&kit)), (None, 0));
    }
}

//! Seller `users` handlers: creating, inspecting, editing, banning and deleting end users
//! (api-catalogue §2.2). Their subscriptions are in `usersubs.rs`, their variables in `uservars.rs`.

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use super::licenses::{ban_user, delete_user};
use crate::domain;
use crate::reply::{fail, fail_status, list, ok, Ctx, Handled, Handler, Reply};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("adduser", adduser),
    ("deluser", deluser),
    ("delexpusers", delexpusers),
    ("delallusers", delallusers),
    ("verifyuser", verifyuser),
    ("userdata", userdata),
    ("fetchallusers", fetchallusers),
    ("fetchallusernames", fetchallusernames),
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

const ALL: &str = "SELECT username FROM users ORDER BY id";

fn adduser(cx: &mut Ctx) -> Handled {
    let Some(days) = cx.q.number("expiry") else {
        return Ok(fail("Expiry not set correctly, must be number of days"));
    };
    let Some(user) = cx.q.get("user") else {
        return Ok(fail("You must specify username."));
    };
    if user == "all" {
        return Ok(fail("Username not allowed!"));
    }
    if domain::user_exists(cx.db, user)? {
        return Ok(fail("Username already exists!"));
    }
    let sub = cx.q.str("sub");
    let found: Option<String> = cx
        .db
        .query_row(
            "SELECT name FROM subscriptions WHERE name = ?1",
            [sub],
            |r| r.get(0),
        )
        .optional()?;
    if found.is_none() {
        return Ok(fail("Subscription not found!"));
    }
    let expiry = cx.now + (days * 86_400.0).round() as i64;
    if expiry <= cx.now {
        return Ok(fail("Subscription expiry must be set in the future!"));
    }
    domain::create_user(
        cx.db,
        user,
        cx.q.get("pass"),
        None,
        None,
        None,
        "SellerAPI",
        cx.now,
    )?;
    cx.db.execute(
        "INSERT INTO subs (user, subscription, expiry, key, paused) VALUES (?1, ?2, ?3, NULL, 0)",
        params![user, sub, expiry],
    )?;
    Ok(ok("Successfully created user!"))
}

fn deluser(cx: &mut Ctx) -> Handled {
    Ok(if delete_user(cx, cx.q.str("user"))? {
        ok("Successfully deleted user!")
    } else {
        fail("Failed to delete user!")
    })
}

fn usernames(cx: &Ctx, sql: &str, p: impl rusqlite::Params) -> anyhow::Result<Vec<String>> {
    let mut st = cx.db.prepare(sql)?;
    let names = st
        .query_map(p, |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(names)
}

fn delexpusers(cx: &mut Ctx) -> Handled {
    if usernames(cx, ALL, [])?.is_empty() {
        return Ok(fail("You have no users!"));
    }
    // A paused subscription holds remaining seconds, not a time: it is live, not expired
    // (the service compares it with now and would delete paused users).
    let expired = usernames(
        cx,
        "SELECT username FROM users WHERE username NOT IN
           (SELECT user FROM subs WHERE paused = 1 OR expiry > ?1) ORDER BY id",
        [cx.now],
    )?;
    if expired.is_empty() {
        return Ok(fail("No users are expired!"));
    }
    for user in &expired {
        delete_user(cx, user)?;
    }
    Ok(ok("Successfully deleted expired users!"))
}

fn delallusers(cx: &mut Ctx) -> Handled {
    let all = usernames(cx, ALL, [])?;
    for user in &all {
        delete_user(cx, user)?;
    }
    Ok(if all.is_empty() {
        fail("Failed to delete all users!")
    } else {
        ok("Successfully deleted all users!")
    })
}

fn verifyuser(cx: &mut Ctx) -> Handled {
    Ok(if domain::user_exists(cx.db, cx.q.str("user"))? {
        ok("User Successfully Verified")
    } else {
        fail_status(406, "User Not Found")
    })
}

/// Rows of `sql` (one `?1` parameter) as JSON objects named by `columns`.
fn rows(cx: &Ctx, sql: &str, arg: &str, columns: &[&str]) -> anyhow::Result<Vec<Value>> {
    let mut st = cx.db.prepare(sql)?;
    let out = st
        .query_map([arg], |r| {
            let mut m = serde_json::Map::new();
            for (i, c) in columns.iter().enumerate() {
                let v = match r.get_ref(i)? {
                    rusqlite::types::ValueRef::Integer(n) => json!(n),
                    rusqlite::types::ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
                    _ => Value::Null,
                };
                m.insert((*c).to_string(), v);
            }
            Ok(Value::Object(m))
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(out)
}

fn userdata(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("user");
    let fields = [
        "ip",
        "hwid",
        "createdate",
        "lastlogin",
        "cooldown",
        "banned",
    ];
    let Some(record) = rows(
        cx,
        "SELECT ip, hwid, createdate, lastlogin, cooldown, banned FROM users WHERE username = ?1",
        user,
        &fields,
    )?
    .pop() else {
        return Ok(fail("User not found"));
    };
    // Only running subscriptions, as the service lists; `expiry` is a varchar there.
    let mut st = cx.db.prepare(
        "SELECT subscription, key, expiry FROM subs WHERE user = ?1 AND paused = 0 AND expiry > ?2 ORDER BY id",
    )?;
    let subs = st
        .query_map(params![user, cx.now], |r| {
            Ok(json!({
                "subscription": r.get::<_, String>(0)?,
                "key": r.get::<_, Option<String>>(1)?,
                "expiry": r.get::<_, i64>(2)?.to_string(),
            }))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let vars = rows(
        cx,
        "SELECT name, data FROM uservars WHERE user = ?1 ORDER BY id",
        user,
        &["name", "data"],
    )?;
    // The service also sends the password hash and a token derived from it; the sandbox never does.
    let mut out =
        json!({"success": true, "username": user, "subscriptions": subs, "uservars": vars});
    if let (Value::Object(out), Value::Object(rec)) = (&mut out, record) {
        out.extend(rec);
    }
    Ok(Reply::json(200, out))
}

fn fetchallusers(cx: &mut Ctx) -> Handled {
    // Every column but the password hash and the TOTP secrets, which the sandbox never returns.
    // The service caps the list at 520 rows.
    let users = rows(
        cx,
        "SELECT id, username, email, hwid, ?1, owner, createdate, lastlogin, banned, ip, cooldown, twofa
         FROM users ORDER BY id LIMIT 520",
        &cx.app.secret,
        &[
            "id", "username", "email", "hwid", "app", "owner", "createdate", "lastlogin", "banned",
            "ip", "cooldown", "2fa",
        ],
    )?;
    Ok(list(
        "Successfully Retrieved Users",
        "users",
        users,
        "No users found",
    ))
}

fn fetchallusernames(cx: &mut Ctx) -> Handled {
    let names = usernames(cx, ALL, [])?;
    let rows = names
        .into_iter()
        .map(|n| json!({ "username": n }))
        .collect();
    Ok(list(
        "Successfully Retrieved Usernames",
        "usernames",
        rows,
        "No users found",
    ))
}

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
    let hash = cx.q.get("passwd").map(domain::hash_password).transpose()?;
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
        params![cx.q.get("email").map(domain::hash_email), cx.q.str("user")],
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
    if domain::user_exists(cx.db, new)? {
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
            "SELECT hwid, ip, banned FROM users WHERE username = ?1",
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

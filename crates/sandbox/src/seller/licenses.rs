//! Seller `licenses` handlers: inspect, list, edit and redeem keys (api-catalogue §2.1).
//! Creating keys is in `licenses_add.rs`, deleting them in `licenses_removal.rs`.

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::handler::{
    fail, fail_status, ok, ok_with, streamed_list, Body, Ctx, Handled, Handler, Reply,
};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("info", info),
    ("fetchallkeys", fetchallkeys),
    ("verify", verify),
    ("addtime", addtime),
    ("setnote", setnote),
    ("fetchnote", fetchnote),
    ("edit", edit),
    ("getkey", getkey),
    ("assignkey", assignkey),
    ("activate", activate),
];

fn info(cx: &mut Ctx) -> Handled {
    // Cached: the statement is parsed and planned once per connection, not per request (the
    // busiest seller request; docs/performance.md). Its answer is written straight from the row
    // (a tree of `Value`s was a dozen allocations a request).
    let mut st = cx.db.prepare_cached(
        "SELECT expires, note, status, level, genby, usedby, usedon, gendate FROM keys WHERE key = ?1 ORDER BY id LIMIT 1",
    )?;
    let mut rows = st.query([cx.q.str("key")])?;
    let Some(r) = rows.next()? else {
        return Ok(fail("Key Not Found"));
    };
    // NULL is "" (`note`, `usedby`); text as it is; anything else is refused as `get::<String>` did.
    let text = |i: usize| -> rusqlite::Result<&str> {
        match r.get_ref(i)? {
            rusqlite::types::ValueRef::Null if i == 1 || i == 5 => Ok(""),
            v => Ok(v.as_str()?),
        }
    };
    let info = KeyInfo {
        success: true,
        duration: r.get(0)?,
        note: text(1)?,
        status: text(2)?,
        level: text(3)?,
        createdby: text(4)?,
        usedby: text(5)?,
        usedon: r.get(6)?,
        creationdate: r.get(7)?,
    };
    let mut reply = Reply {
        status: 200,
        body: Body::Raw(serde_json::to_string(&info)?),
        unsigned: false,
    };
    // An older generation, `--bugs` and `format=text` rework the answer as a tree.
    let reworked = cx.mode.reshapes() || cx.mode.bugs || cx.q.get("format") == Some("text");
    if reworked {
        reply.body = Body::Json(serde_json::to_value(&info)?);
    }
    Ok(reply)
}

/// `info`'s answer, in the service's order: numbers as strings, a key nobody used with "" for
/// `usedon` and `usedby`.
#[derive(serde::Serialize)]
struct KeyInfo<'a> {
    success: bool,
    #[serde(serialize_with = "as_string")]
    duration: i64,
    note: &'a str,
    status: &'a str,
    level: &'a str,
    createdby: &'a str,
    usedby: &'a str,
    #[serde(serialize_with = "opt_as_string")]
    usedon: Option<i64>,
    #[serde(serialize_with = "as_string")]
    creationdate: i64,
}

fn opt_as_string<S: serde::Serializer>(n: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
    match n {
        Some(n) => as_string(n, s),
        None => s.serialize_str(""),
    }
}

/// One `keys` row as the service lists it; `expires` and `gendate` are strings there (varchar).
#[derive(serde::Serialize)]
struct KeyRow<'a> {
    id: i64,
    key: &'a str,
    note: Option<&'a str>,
    #[serde(serialize_with = "as_string")]
    expires: i64,
    status: &'a str,
    level: &'a str,
    genby: &'a str,
    #[serde(serialize_with = "as_string")]
    gendate: i64,
    usedon: Option<i64>,
    usedby: Option<&'a str>,
    app: &'a str,
    banned: Option<&'a str>,
}

/// `n`'s decimal text as a JSON string: written here, not through `Display` (`fmt`'s machinery
/// was ~5 % of a seller `info`'s instructions, and runs for every row of `fetchallkeys`).
fn as_string<S: serde::Serializer>(n: &i64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(itoa::Buffer::new().format(*n))
}

fn fetchallkeys(cx: &mut Ctx) -> Handled {
    // Written as read: 100,000 keys as `Value` maps took ~10x their text in memory and most of
    // the answer's time (docs/performance.md).
    streamed_list(
        "Successfully Retrieved Licenses",
        "keys",
        "No keys found",
        |w| {
            let mut st = cx.db.prepare(
                "SELECT id, key, note, expires, status, level, genby, gendate, usedon, usedby, banned FROM keys ORDER BY id",
            )?;
            let mut rows = st.query([])?;
            while let Some(r) = rows.next()? {
                let text = |i: usize| r.get_ref(i).and_then(|v| Ok(v.as_str()?));
                let opt = |i: usize| r.get_ref(i).and_then(|v| Ok(v.as_str_or_null()?));
                w.push(&KeyRow {
                    id: r.get(0)?,
                    key: text(1)?,
                    note: opt(2)?,
                    expires: r.get(3)?,
                    status: text(4)?,
                    level: text(5)?,
                    genby: text(6)?,
                    gendate: r.get(7)?,
                    usedon: r.get(8)?,
                    usedby: opt(9)?,
                    app: &cx.app.secret,
                    banned: opt(10)?,
                })?;
            }
            Ok(())
        },
    )
}

fn verify(cx: &mut Ctx) -> Handled {
    Ok(match rules::find_key(cx.db, cx.q.str("key"))? {
        Some(_) => ok("Key Successfully Verified"),
        None => fail_status(406, "Key Not Found"),
    })
}

fn addtime(cx: &mut Ctx) -> Handled {
    let Some(days) = cx.q.number("time") else {
        return Ok(fail_status(
            500,
            "Failed to add time! Key must not be used.",
        ));
    };
    let n = cx.db.execute(
        // Saturating: past i64, SQLite's sum is a REAL no reader of `expires` can take.
        "UPDATE keys SET expires = CASE
            WHEN ?1 > 0 AND expires > 9223372036854775807 - ?1 THEN 9223372036854775807
            WHEN ?1 < 0 AND expires < -9223372036854775808 - ?1 THEN -9223372036854775808
            ELSE expires + ?1 END
         WHERE status = 'Not Used'",
        [(days * 86_400.0).round() as i64],
    )?;
    Ok(if n > 0 {
        ok("Added time to unused licenses!")
    } else {
        fail_status(500, "Failed to add time! Key must not be used.")
    })
}

/// Deletes a key with its subscriptions, and its user when asked; false when there was no key.
fn setnote(cx: &mut Ctx) -> Handled {
    let note = cx.q.str("note");
    if note.chars().count() > 69 {
        return Ok(fail("Note must be less than 69 characters"));
    }
    let n = cx.db.execute(
        "UPDATE keys SET note = ?1 WHERE key = ?2",
        params![note, cx.q.str("key")],
    )?;
    Ok(if n > 0 {
        ok("Successfully set note")
    } else {
        fail("Failed to set note")
    })
}

fn fetchnote(cx: &mut Ctx) -> Handled {
    let note: Option<Option<String>> = cx
        .db
        .query_row(
            "SELECT note FROM keys WHERE key = ?1",
            [cx.q.str("key")],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match note {
        Some(n) => Reply::json(200, json!({"note": n.unwrap_or_default()})),
        None => fail("Key not found"),
    })
}

fn edit(cx: &mut Ctx) -> Handled {
    let Some(seconds) = cx.q.int("expiry") else {
        return Ok(fail("You must set expiry value"));
    };
    cx.db.execute(
        "UPDATE keys SET expires = ?1 WHERE key = ?2",
        params![seconds, cx.q.str("key")],
    )?;
    Ok(ok("License Edit Successful"))
}

fn getkey(cx: &mut Ctx) -> Handled {
    let key: Option<String> = cx
        .db
        .query_row(
            "SELECT key FROM keys WHERE usedby = ?1 ORDER BY id LIMIT 1",
            [cx.q.str("user")],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match key {
        Some(k) => Reply::json(200, json!({"success": true, "key": k})),
        None => fail("License not found"),
    })
}

fn assignkey(cx: &mut Ctx) -> Handled {
    let Some(key) = rules::find_key(cx.db, cx.q.str("key"))? else {
        return Ok(fail("License not found!"));
    };
    if key.usedby.is_some() {
        return Ok(fail("Key is already assigned to a user!"));
    }
    if key.status == "Banned" {
        return Ok(fail("Key is banned, and can not be assigned!"));
    }
    let user = cx.q.str("user");
    if !rules::user_exists(cx.db, user)? {
        return Ok(fail("Username not found!"));
    }
    Ok(if rules::redeem(cx.db, &key, user, cx.now, false)? {
        ok("Successfully Assigned Key To User!")
    } else {
        fail("Subscription not found!")
    })
}

fn activate(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("user");
    if rules::user_exists(cx.db, user)? {
        return Ok(fail("Username Already Exists."));
    }
    let Some(key) = rules::find_key(cx.db, cx.q.str("key"))? else {
        return Ok(fail("Key Not Found."));
    };
    if key.status == "Banned" {
        return Ok(fail("Your license is banned."));
    }
    if key.status != "Not Used" {
        return Ok(fail("Key Already Used."));
    }
    if rules::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        return Ok(fail("HWID is blacklisted"));
    }
    if rules::subs_of_level(cx.db, &key.level)?.is_empty() {
        return Ok(fail("No active subscriptions found."));
    }
    rules::create_user(
        cx.db,
        cx.now,
        &rules::NewUser {
            name: user,
            password: cx.q.get("pass"),
            hwid: cx.q.get("hwid"),
            ip: Some(cx.ip),
            owner: "SellerAPI",
            ..Default::default()
        },
        |p| cx.hash_password(p),
    )?;
    rules::redeem(cx.db, &key, user, cx.now, true)?;
    let info = rules::user_info(cx.db, user, cx.now, false)?;
    Ok(ok_with(
        "Logged in!",
        json!({"info": {"username": user, "subscriptions": info, "ip": cx.ip}}),
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_are_written_as_display_writes_them() {
        for n in [
            0,
            1,
            -1,
            9,
            10,
            -10,
            99,
            2592000,
            1_790_547_716,
            i64::MAX,
            i64::MIN,
        ] {
            let written = super::as_string(&n, serde_json::value::Serializer).unwrap();
            assert_eq!(written, serde_json::Value::String(n.to_string()));
        }
    }
}

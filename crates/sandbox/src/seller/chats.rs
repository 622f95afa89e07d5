//! Seller `chats` handlers: channels and mutes (api-catalogue §2.8).

use rusqlite::params;
use serde_json::{json, Value};

use crate::domain;
use crate::reply::{fail, list, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] =
    &[("fetchallmutes", fetchallmutes), ("muteuser", muteuser)];

fn fetchallmutes(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT user, time FROM chatmutes WHERE time > ?1 ORDER BY id")?;
    let rows = st
        .query_map([cx.now], |r| {
            Ok(json!({"user": r.get::<_, String>(0)?, "time": r.get::<_, i64>(1)?}))
        })?
        .collect::<rusqlite::Result<Vec<Value>>>()?;
    Ok(list(
        "Successfully retrieved mutes",
        "mutes",
        rows,
        "No mutes found",
    ))
}

fn muteuser(cx: &mut Ctx) -> Handled {
    let Some(secs) = cx.q.int("time") else {
        return Ok(fail("Invalid time paramater, must be number"));
    };
    let user = cx.q.str("user");
    if !domain::user_exists(cx.db, user)? {
        return Ok(fail("User doesn't exist!"));
    }
    cx.db.execute(
        "INSERT INTO chatmutes (user, time) VALUES (?1, ?2) ON CONFLICT(user) DO UPDATE SET time = excluded.time",
        params![user, cx.now + secs],
    )?;
    Ok(ok("Successfully muted user!"))
}

//! Seller `subs` handlers: subscription definitions (api-catalogue §2.4).

use rusqlite::params;
use serde_json::{json, Value};

use crate::reply::{fail, list, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addsub", addsub),
    ("fetchallsubs", fetchallsubs),
    ("editsub", editsub),
];

fn addsub(cx: &mut Ctx) -> Handled {
    let level = cx.q.str("level");
    if level.len() > 12 {
        return Ok(fail("Level too long"));
    }
    if level.parse::<u64>().is_err() {
        return Ok(fail("Level must be a number"));
    }
    let Some(name) = cx.q.get("name") else {
        return Ok(fail("Failed to create subscription!"));
    };
    let done = cx.db.execute(
        "INSERT OR IGNORE INTO subscriptions (name, level) VALUES (?1, ?2)",
        params![name, level],
    )?;
    Ok(if done > 0 {
        ok("Successfully created subscription!")
    } else {
        fail("Unhandled Error! Contact support if you need help")
    })
}

fn fetchallsubs(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT name, level FROM subscriptions ORDER BY id")?;
    let rows = st
        .query_map([], |r| {
            Ok(json!({"name": r.get::<_, String>(0)?, "level": r.get::<_, String>(1)?}))
        })?
        .collect::<rusqlite::Result<Vec<Value>>>()?;
    Ok(list(
        "Successfully retrieved subscriptions",
        "subs",
        rows,
        "No subscriptions found",
    ))
}

fn editsub(cx: &mut Ctx) -> Handled {
    let level = cx.q.str("level");
    if level.is_empty() || level.len() > 12 {
        return Ok(fail("Failed to edit subscription"));
    }
    let n = cx.db.execute(
        "UPDATE subscriptions SET level = ?1 WHERE name = ?2",
        params![level, cx.q.str("sub")],
    )?;
    Ok(if n > 0 {
        ok("Subscription successfully edited")
    } else {
        fail("Failed to edit subscription")
    })
}

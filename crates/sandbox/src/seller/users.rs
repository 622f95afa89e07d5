//! Seller `users` handlers: end users, their subscriptions and variables (api-catalogue §2.2–2.3).

use rusqlite::{params, OptionalExtension};

use crate::domain;
use crate::reply::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[("adduser", adduser)];

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

//! Seller `users` handlers on one user's subscriptions: pause, extend, subtract, delete, list
//! (api-catalogue §2.2). A paused row's `expiry` holds the remaining seconds, not a time.

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::handler::{fail, ok, ok_with, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("pauseuser", pauseuser),
    ("unpauseuser", unpauseuser),
    ("extend", extend),
    ("subtract", subtract),
    ("delsub", delsub),
    ("usersub", usersub),
];

fn pauseuser(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE subs SET paused = 1, expiry = expiry - ?1 WHERE user = ?2 AND paused = 0 AND expiry > ?1",
        params![cx.now, cx.q.str("username")],
    )?;
    Ok(if n > 0 {
        ok("Successfully paused user!")
    } else {
        fail("Failed to pause user!")
    })
}

fn unpauseuser(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE subs SET paused = 0, expiry = expiry + ?1 WHERE user = ?2 AND paused = 1",
        params![cx.now, cx.q.str("username")],
    )?;
    Ok(if n > 0 {
        ok("Successfully unpaused user!")
    } else {
        fail("Failed to unpause user!")
    })
}

fn extend(cx: &mut Ctx) -> Handled {
    let Some(days) = cx.q.number("expiry") else {
        return Ok(fail("Expiry not set correctly, must be number of days"));
    };
    let sub = cx.q.str("sub");
    let known: Option<i64> = cx
        .db
        .query_row("SELECT 1 FROM subscriptions WHERE name = ?1", [sub], |r| {
            r.get(0)
        })
        .optional()?;
    if known.is_none() {
        return Ok(fail("Subscription not found!"));
    }
    let add = (days * 86_400.0).round() as i64;
    if add <= 0 {
        return Ok(fail("Subscription expiry must be set in the future!"));
    }
    let user = cx.q.str("user");
    let all = user == "all";
    if !all && !rules::user_exists(cx.db, user)? {
        return Ok(fail("User(s) not found!"));
    }
    // A paused row holds seconds left, so it is live whatever its value.
    // Extend the live rows first so new grants are not extended twice (the service inserts first
    // for `all`, doubling them), and only live rows: adding to an expired one revives nothing.
    let mut n = cx.db.execute(
        "UPDATE subs SET expiry = expiry + ?2
         WHERE subscription = ?3 AND (?4 OR user = ?5) AND (paused = 1 OR expiry > ?1)",
        params![cx.now, add, sub, all, user],
    )?;
    if !(all && cx.q.flag("activeOnly")) {
        n += cx.db.execute(
            "INSERT INTO subs (user, subscription, expiry, key, paused)
             SELECT username, ?3, ?1 + ?2, NULL, 0 FROM users
             WHERE (?4 OR username = ?5) AND username NOT IN
               (SELECT user FROM subs WHERE subscription = ?3 AND (paused = 1 OR expiry > ?1))",
            params![cx.now, add, sub, all, user],
        )?;
    }
    Ok(if n > 0 {
        ok("Successfully extended user(s)!")
    } else {
        fail("Failed to extend user(s)")
    })
}

fn subtract(cx: &mut Ctx) -> Handled {
    let Some(seconds) = cx.q.int("seconds").filter(|s| *s > 0) else {
        return Ok(fail("Seconds specified must be greater than zero!"));
    };
    let user = cx.q.str("user");
    let n = cx.db.execute(
        "UPDATE subs SET expiry = expiry - ?1 WHERE subscription = ?2 AND (?3 = 'all' OR user = ?3)",
        params![seconds, cx.q.str("sub"), user],
    )?;
    Ok(if n > 0 {
        ok("Successfully subtracted time from subscription!")
    } else {
        fail("Failed to subtract from susbcriptions!")
    })
}

fn delsub(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "DELETE FROM subs WHERE user = ?1 AND subscription = ?2",
        params![cx.q.str("user"), cx.q.str("sub")],
    )?;
    Ok(if n > 0 {
        ok("Successfully deleted subscription!")
    } else {
        fail("Failed to delete subscription!")
    })
}

fn usersub(cx: &mut Ctx) -> Handled {
    // Only this user's rows: the service caches the answer per app and can show another user's.
    let mut st = cx.db.prepare(
        "SELECT id, user, subscription, expiry, key, paused FROM subs WHERE user = ?1 ORDER BY id",
    )?;
    let rows = st
        .query_map([cx.q.str("user")], |r| {
            Ok(json!({
                "id": r.get::<_, i64>(0)?,
                "user": r.get::<_, String>(1)?,
                "subscription": r.get::<_, String>(2)?,
                "expiry": r.get::<_, i64>(3)?.to_string(),
                "app": cx.app.secret,
                "key": r.get::<_, Option<String>>(4)?,
                "paused": r.get::<_, i64>(5)?,
            }))
        })?
        .collect::<rusqlite::Result<Vec<Value>>>()?;
    // An empty answer is still a success, with the cache's "not_found" marker in place of rows.
    let subs = if rows.is_empty() {
        json!("not_found")
    } else {
        Value::Array(rows)
    };
    Ok(ok_with(
        "Successfully Retrieved User Subscription",
        json!({ "subs": subs }),
    ))
}

#[cfg(test)]
mod tests {
    use crate::testkit::with_users as kit;
    use crate::testkit::{json, outcome, Kit};

    /// `(subscription, expiry, paused)` of a user's rows, as `usersub` shows them.
    fn subs(kit: &Kit, user: &str) -> Vec<(String, i64, i64)> {
        let r = kit.seller(&[("type", "usersub"), ("user", user)]);
        match json(&r)["subs"].as_array() {
            Some(rows) => rows
                .iter()
                .map(|s| {
                    (
                        s["subscription"].as_str().unwrap().to_string(),
                        s["expiry"].as_str().unwrap().parse().unwrap(),
                        s["paused"].as_i64().unwrap(),
                    )
                })
                .collect(),
            None => vec![],
        }
    }

    const DAY: i64 = 86_400;

    #[test]
    fn pause_freezes_remaining_time_and_unpause_restores_it() {
        let mut kit = kit();
        let start = kit.now;
        let r = kit.seller(&[("type", "pauseuser"), ("username", "alice")]);
        assert_eq!(outcome(&r), (true, "Successfully paused user!".into()));
        assert_eq!(subs(&kit, "alice"), [("default".into(), 30 * DAY, 1)]);
        let again = kit.seller(&[("type", "pauseuser"), ("username", "alice")]);
        assert_eq!(outcome(&again), (false, "Failed to pause user!".into()));
        kit.now += 100 * DAY;
        let r = kit.seller(&[("type", "unpauseuser"), ("username", "alice")]);
        assert_eq!(outcome(&r), (true, "Successfully unpaused user!".into()));
        assert_eq!(
            subs(&kit, "alice"),
            [("default".into(), start + 130 * DAY, 0)]
        );
        let again = kit.seller(&[("type", "unpauseuser"), ("username", "alice")]);
        assert_eq!(outcome(&again).1, "Failed to unpause user!");
    }

    #[test]
    fn extend_adds_to_active_subs_or_grants_new_ones() {
        let mut kit = kit();
        let start = kit.now;
        kit.now += 2 * DAY; // bob's one-day sub has run out
        let r = kit.seller(&[
            ("type", "extend"),
            ("user", "all"),
            ("sub", "default"),
            ("expiry", "7"),
            ("activeOnly", "1"),
        ]);
        assert_eq!(outcome(&r), (true, "Successfully extended user(s)!".into()));
        assert_eq!(subs(&kit, "alice")[0].1, start + 37 * DAY);
        assert_eq!(subs(&kit, "bob").len(), 1);
        kit.seller(&[
            ("type", "extend"),
            ("user", "all"),
            ("sub", "default"),
            ("expiry", "1"),
        ]);
        assert_eq!(subs(&kit, "alice")[0].1, start + 38 * DAY);
        assert_eq!(
            subs(&kit, "bob")[1].1,
            kit.now + DAY,
            "new grant extended once"
        );
        let cases = [
            (
                ("user", "zed"),
                ("sub", "default"),
                ("expiry", "1"),
                "User(s) not found!",
            ),
            (
                ("user", "bob"),
                ("sub", "nope"),
                ("expiry", "1"),
                "Subscription not found!",
            ),
            (
                ("user", "bob"),
                ("sub", "default"),
                ("expiry", "x"),
                "Expiry not set correctly, must be number of days",
            ),
            (
                ("user", "bob"),
                ("sub", "default"),
                ("expiry", "0"),
                "Subscription expiry must be set in the future!",
            ),
        ];
        for (u, s, e, msg) in cases {
            assert_eq!(
                outcome(&kit.seller(&[("type", "extend"), u, s, e])),
                (false, msg.into())
            );
        }
    }

    #[test]
    fn subtract_takes_seconds_off() {
        let kit = kit();
        let before = subs(&kit, "alice")[0].1;
        let r = kit.seller(&[
            ("type", "subtract"),
            ("user", "alice"),
            ("sub", "default"),
            ("seconds", "3600"),
        ]);
        assert_eq!(
            outcome(&r),
            (
                true,
                "Successfully subtracted time from subscription!".into()
            )
        );
        assert_eq!(subs(&kit, "alice")[0].1, before - 3600);
        kit.seller(&[
            ("type", "subtract"),
            ("user", "all"),
            ("sub", "default"),
            ("seconds", "60"),
        ]);
        assert_eq!(subs(&kit, "alice")[0].1, before - 3660);
        let r = kit.seller(&[
            ("type", "subtract"),
            ("user", "alice"),
            ("sub", "default"),
            ("seconds", "0"),
        ]);
        assert_eq!(
            outcome(&r).1,
            "Seconds specified must be greater than zero!"
        );
        let r = kit.seller(&[
            ("type", "subtract"),
            ("user", "zed"),
            ("sub", "default"),
            ("seconds", "5"),
        ]);
        assert_eq!(outcome(&r).1, "Failed to subtract from susbcriptions!");
    }

    #[test]
    fn delsub_removes_only_that_users_rows() {
        let kit = kit();
        let r = kit.seller(&[("type", "delsub"), ("user", "alice"), ("sub", "default")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted subscription!".into())
        );
        assert!(subs(&kit, "alice").is_empty());
        assert_eq!(subs(&kit, "bob").len(), 1);
        let again = kit.seller(&[("type", "delsub"), ("user", "alice"), ("sub", "default")]);
        assert_eq!(outcome(&again).1, "Failed to delete subscription!");
    }

    #[test]
    fn usersub_answers_only_that_user_and_not_found_when_empty() {
        let kit = kit();
        let r = kit.seller(&[("type", "usersub"), ("user", "bob")]);
        let rows = json(&r)["subs"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0]["user"], "bob");
        assert_eq!(rows[0]["app"], kit.app.secret.as_str());
        let none = kit.seller(&[("type", "usersub"), ("user", "zed")]);
        assert_eq!(none.status, 200);
        assert_eq!(
            outcome(&none),
            (true, "Successfully Retrieved User Subscription".into())
        );
        assert_eq!(json(&none)["subs"], "not_found");
    }
}

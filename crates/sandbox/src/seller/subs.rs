//! Seller `subs` handlers: subscription definitions (api-catalogue §2.4).

use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, ok, ok_with, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addsub", addsub),
    ("fetchallsubs", fetchallsubs),
    ("editsub", editsub),
    ("delappsub", delappsub),
    ("countsubs", countsubs),
    ("pausesub", pausesub),
    ("unpausesub", unpausesub),
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
    let rows = st.query_map([], |r| {
        Ok(json!({"name": r.get::<_, String>(0)?, "level": r.get::<_, String>(1)?}))
    })?;
    cx.list_rows(
        "Successfully retrieved subscriptions",
        "subs",
        "No subscriptions found",
        rows,
    )
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

/// Removes the definition only: time already granted to users stays theirs, as in the service.
fn delappsub(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "DELETE FROM subscriptions WHERE name = ?1",
        [cx.q.str("name")],
    )?;
    Ok(if n > 0 {
        ok("Successfully deleted subscription!")
    } else {
        fail("Failed to delete subscription!")
    })
}

fn countsubs(cx: &mut Ctx) -> Handled {
    let Some(name) = cx.q.get("name") else {
        return Ok(fail(r#"Paramater with name "name" missing"#));
    };
    let count: i64 = cx.db.query_row(
        "SELECT COUNT(*) FROM subs WHERE subscription = ?1 AND paused = 0 AND expiry > ?2",
        params![name, cx.now],
        |r| r.get(0),
    )?;
    Ok(ok_with(
        "Subscription count found successfully",
        json!({ "count": count }),
    ))
}

/// While paused, `expiry` holds the remaining seconds instead of an absolute time.
fn pausesub(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE subs SET paused = 1, expiry = expiry - ?2 WHERE subscription = ?1 AND paused = 0 AND expiry > ?2",
        params![cx.q.str("subscription"), cx.now],
    )?;
    Ok(if n > 0 {
        ok("Successfully paused subscription!")
    } else {
        fail("Failed to pause subscription!")
    })
}

fn unpausesub(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "UPDATE subs SET paused = 0, expiry = expiry + ?2 WHERE subscription = ?1 AND paused = 1",
        params![cx.q.str("subscription"), cx.now],
    )?;
    Ok(if n > 0 {
        ok("Successfully unpaused subscription!")
    } else {
        fail("Failed to unpause subscription!")
    })
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    /// A `premium` definition and a user holding it for a day.
    fn kit_with_user() -> Kit {
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "premium"), ("level", "2")]);
        let r = kit.seller(&[
            ("type", "adduser"),
            ("user", "alice"),
            ("sub", "premium"),
            ("expiry", "1"),
            ("pass", "pw"),
        ]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
        kit
    }

    fn expiry(kit: &Kit) -> (i64, i64) {
        kit.db
            .query_row(
                "SELECT expiry, paused FROM subs WHERE user = 'alice'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    }

    #[test]
    fn addsub_rejects_bad_levels_and_duplicates() {
        let kit = Kit::new();
        let add = |name: &str, level: &str| {
            outcome(&kit.seller(&[("type", "addsub"), ("name", name), ("level", level)]))
        };
        assert_eq!(add("a", "x").1, "Level must be a number");
        assert_eq!(add("a", "1234567890123").1, "Level too long");
        assert_eq!(
            add("a", "1"),
            (true, "Successfully created subscription!".into())
        );
        assert_eq!(
            add("a", "1").1,
            "Unhandled Error! Contact support if you need help"
        );
    }

    #[test]
    fn list_edit_and_delete() {
        let kit = Kit::new();
        // A fresh sandbox has `default` at level 1, so the first keys (level 1) can be redeemed.
        let fresh = kit.seller(&[("type", "fetchallsubs")]);
        assert_eq!(
            json(&fresh)["subs"],
            serde_json::json!([{"name": "default", "level": "1"}])
        );
        kit.seller(&[("type", "delappsub"), ("name", "default")]);
        let empty = kit.seller(&[("type", "fetchallsubs")]);
        assert_eq!(
            (empty.status, outcome(&empty).1.as_str()),
            (406, "No subscriptions found")
        );
        kit.seller(&[("type", "addsub"), ("name", "premium"), ("level", "2")]);
        let r = kit.seller(&[("type", "editsub"), ("sub", "premium"), ("level", "3")]);
        assert_eq!(outcome(&r).1, "Subscription successfully edited");
        let r = kit.seller(&[("type", "editsub"), ("sub", "nope"), ("level", "3")]);
        assert_eq!(outcome(&r), (false, "Failed to edit subscription".into()));
        let subs = kit.seller(&[("type", "fetchallsubs")]);
        assert_eq!(json(&subs)["subs"][0]["level"], "3");

        let del = |name: &str| outcome(&kit.seller(&[("type", "delappsub"), ("name", name)]));
        assert_eq!(
            del("premium"),
            (true, "Successfully deleted subscription!".into())
        );
        assert_eq!(
            del("premium"),
            (false, "Failed to delete subscription!".into())
        );
        assert_eq!(kit.seller(&[("type", "fetchallsubs")]).status, 406);
    }

    #[test]
    fn countsubs_counts_active_user_subs() {
        let kit = kit_with_user();
        let count = |kit: &Kit| {
            json(&kit.seller(&[("type", "countsubs"), ("name", "premium")]))["count"].clone()
        };
        let r = kit.seller(&[("type", "countsubs"), ("name", "premium")]);
        assert_eq!(outcome(&r).1, "Subscription count found successfully");
        assert_eq!(count(&kit), 1);
        let r = kit.seller(&[("type", "countsubs")]);
        assert_eq!(
            outcome(&r),
            (false, r#"Paramater with name "name" missing"#.into())
        );
        let mut kit = kit;
        kit.now += 2 * 86_400;
        assert_eq!(count(&kit), 0, "expired subs are not counted");
    }

    #[test]
    fn pause_freezes_remaining_time_and_unpause_restores_it() {
        let mut kit = kit_with_user();
        let start = kit.now;
        let r = kit.seller(&[("type", "pausesub"), ("subscription", "premium")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully paused subscription!".into())
        );
        assert_eq!(expiry(&kit), (86_400, 1));
        assert_eq!(
            json(&kit.seller(&[("type", "countsubs"), ("name", "premium")]))["count"],
            0
        );
        let r = kit.seller(&[("type", "pausesub"), ("subscription", "premium")]);
        assert_eq!(outcome(&r), (false, "Failed to pause subscription!".into()));

        // Time spent paused is not lost.
        kit.now += 3 * 86_400;
        let r = kit.seller(&[("type", "unpausesub"), ("subscription", "premium")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully unpaused subscription!".into())
        );
        assert_eq!(expiry(&kit), (start + 3 * 86_400 + 86_400, 0));
        let r = kit.seller(&[("type", "unpausesub"), ("subscription", "premium")]);
        assert_eq!(
            outcome(&r),
            (false, "Failed to unpause subscription!".into())
        );
    }
}

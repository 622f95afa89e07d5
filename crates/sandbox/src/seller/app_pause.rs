//! Seller `app` handlers that change the app's state: pause with subscription freeze, program hashes
//! (api-catalogue §2.13).

use rusqlite::params;

use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::store;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("pauseapp", pauseapp),
    ("unpauseapp", unpauseapp),
    ("addhash", addhash),
    ("resethash", resethash),
];

fn pauseapp(cx: &mut Ctx) -> Handled {
    // The service fails when the flag does not change; here that also keeps a second pause from
    // freezing already-frozen remaining times again.
    if store::setting(cx.db, "paused")? == "1" {
        return Ok(fail("Failed to pause application"));
    }
    // ENT never matches a row here (§9); the sandbox freezes as intended: expiry → seconds left.
    // Atomic without a transaction of its own: the server runs every request in one.
    cx.db.execute("DELETE FROM app_frozen_subs", [])?;
    cx.db.execute(
        "INSERT INTO app_frozen_subs (sub) SELECT id FROM subs WHERE paused = 0 AND expiry > ?1",
        [cx.now],
    )?;
    cx.db.execute(
        "UPDATE subs SET paused = 1, expiry = expiry - ?1 WHERE id IN (SELECT sub FROM app_frozen_subs)",
        [cx.now],
    )?;
    store::set(cx.db, "paused", "1")?;
    Ok(ok("Successfully paused application"))
}

fn unpauseapp(cx: &mut Ctx) -> Handled {
    if store::setting(cx.db, "paused")? != "1" {
        return Ok(fail("Failed to unpause application"));
    }
    // Only what the app pause froze resumes; a sub paused on its own (or resumed meanwhile) is left.
    cx.db.execute(
        "UPDATE subs SET paused = 0, expiry = expiry + ?1
         WHERE paused = 1 AND id IN (SELECT sub FROM app_frozen_subs)",
        params![cx.now],
    )?;
    cx.db.execute("DELETE FROM app_frozen_subs", [])?;
    store::set(cx.db, "paused", "0")?;
    Ok(ok("Successfully unpaused application"))
}

fn addhash(cx: &mut Ctx) -> Handled {
    let Some(hash) = cx.q.get("hash") else {
        return Ok(fail("Failed to add hash!"));
    };
    // Accepted hashes are one concatenated string, matched by containment, as in the service.
    let all = store::get(cx.db, "hash")?.unwrap_or_default() + hash;
    store::set(cx.db, "hash", &all)?;
    Ok(ok("Successfully added hash!"))
}

fn resethash(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute("DELETE FROM settings WHERE k = 'hash'", [])?;
    Ok(if n > 0 {
        ok("Successfully reset hash!")
    } else {
        fail("Failed to reset hash!")
    })
}

#[cfg(test)]
mod tests {
    use crate::store;
    use crate::testkit::{outcome, Kit};

    const DAY: i64 = 86_400;

    /// (paused, expiry) of each of the user's subs.
    fn subs(kit: &Kit, user: &str) -> Vec<(i64, i64)> {
        let mut st = kit
            .db
            .prepare("SELECT paused, expiry FROM subs WHERE user = ?1 ORDER BY id")
            .unwrap();
        let rows = st
            .query_map([user], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        rows
    }

    fn user_with_sub(kit: &Kit, user: &str, days: &str) {
        let r = kit.seller(&[
            ("type", "adduser"),
            ("user", user),
            ("sub", "default"),
            ("expiry", days),
            ("pass", "pw"),
        ]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
    }

    #[test]
    fn pause_and_unpause_inside_the_request_transaction() {
        // Found by the `sandbox_request` fuzz target: the server runs every request in a
        // transaction, and the handlers' own one failed there ("cannot start a transaction within
        // a transaction"), so `app pause` and `app unpause` answered HTTP 500.
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        user_with_sub(&kit, "alice", "2");
        let tx = kit.db.unchecked_transaction().unwrap();
        let pause = kit.seller(&[("type", "pauseapp")]);
        assert_eq!(
            outcome(&pause),
            (true, "Successfully paused application".into())
        );
        let unpause = kit.seller(&[("type", "unpauseapp")]);
        assert_eq!(
            outcome(&unpause),
            (true, "Successfully unpaused application".into())
        );
        tx.commit().unwrap();
        assert_eq!(subs(&kit, "alice"), [(0, kit.now + 2 * DAY)]);
    }

    #[test]
    fn pause_freezes_and_unpause_resumes_remaining_time() {
        let mut kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        user_with_sub(&kit, "alice", "10");
        let start = kit.now;

        let r = kit.seller(&[("type", "pauseapp")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully paused application".into())
        );
        assert_eq!(subs(&kit, "alice"), vec![(1, 10 * DAY)]);
        let init = kit.client(&[("type", "init"), ("ver", "1.0")]);
        assert_eq!(
            outcome(&init).1,
            store::default_setting("pausedApp"),
            "init refuses while paused"
        );
        let again = kit.seller(&[("type", "pauseapp")]);
        assert_eq!(
            outcome(&again),
            (false, "Failed to pause application".into())
        );
        assert_eq!(subs(&kit, "alice"), vec![(1, 10 * DAY)], "not frozen twice");

        kit.now += 5 * DAY;
        let r = kit.seller(&[("type", "unpauseapp")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully unpaused application".into())
        );
        assert_eq!(subs(&kit, "alice"), vec![(0, start + 15 * DAY)]);
        assert!(outcome(&kit.client(&[("type", "init"), ("ver", "1.0")])).0);
    }

    #[test]
    fn unpause_leaves_other_paused_subs_alone() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "unpauseapp")]);
        assert_eq!(outcome(&r), (false, "Failed to unpause application".into()));
        // A sub paused on its own before the app pause holds 3 days of remaining time.
        kit.db
            .execute(
                "INSERT INTO subs (user, subscription, expiry, paused) VALUES ('bob', 'default', ?1, 1)",
                [3 * DAY],
            )
            .unwrap();
        kit.seller(&[("type", "pauseapp")]);
        kit.seller(&[("type", "unpauseapp")]);
        assert_eq!(subs(&kit, "bob"), vec![(1, 3 * DAY)]);
    }

    #[test]
    fn hashes_are_added_and_reset() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "resethash")]);
        assert_eq!(outcome(&r), (false, "Failed to reset hash!".into()));
        let r = kit.seller(&[("type", "addhash")]);
        assert_eq!(outcome(&r), (false, "Failed to add hash!".into()));
        for h in ["aaaa", "bbbb"] {
            let r = kit.seller(&[("type", "addhash"), ("hash", h)]);
            assert_eq!(outcome(&r), (true, "Successfully added hash!".into()));
        }
        assert_eq!(
            store::get(&kit.db, "hash").unwrap().as_deref(),
            Some("aaaabbbb")
        );
        let r = kit.seller(&[("type", "resethash")]);
        assert_eq!(outcome(&r), (true, "Successfully reset hash!".into()));
        assert_eq!(store::get(&kit.db, "hash").unwrap(), None);
    }
}

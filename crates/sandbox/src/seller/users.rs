//! Seller `users` handlers: creating and deleting end users (api-catalogue §2.2).
//! Reads are in `users_read.rs`, edits and bans in `users_edit.rs`, subscriptions in
//! `users_subs.rs`, variables in `users_vars.rs`.

use licensectl_catalogue::{Bug, Quirk};
use rusqlite::{params, OptionalExtension};

use super::licenses_removal::delete_user;
use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("adduser", adduser),
    ("deluser", deluser),
    ("delexpusers", delexpusers),
    ("delallusers", delallusers),
];

pub(super) const ALL: &str = "SELECT username FROM users ORDER BY id";

fn adduser(cx: &mut Ctx) -> Handled {
    create(cx, true)
}

/// The service's `adduser`, which stores a second user of a name it has (`--bugs`,
/// keyauth-differences.md R21): see `bugs.rs`.
pub(super) fn adduser_twin(cx: &mut Ctx) -> Handled {
    create(cx, false)
}

/// `adduser`; `refuse_existing`: an existing name is refused, as the service means.
fn create(cx: &mut Ctx, refuse_existing: bool) -> Handled {
    let Some(days) = cx.q.number("expiry") else {
        return Ok(fail("Expiry not set correctly, must be number of days"));
    };
    let then = super::differences(cx);
    // The 2022 server stored a user with no name, and took `all` as a name like any other.
    let any_name = cx.mode.bugs && then.bugs.contains(&Bug::AnyUserName);
    let Some(user) = cx.q.get("user").or(any_name.then_some("")) else {
        return Ok(fail("You must specify username."));
    };
    if user == "all" && !any_name {
        return Ok(fail("Username not allowed!"));
    }
    // The 2022 server looked the subscription up before the name.
    let sub_first = then.quirks.contains(&Quirk::SubscriptionBeforeName);
    if !sub_first && refuse_existing && rules::user_exists(cx.db, user)? {
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
    if sub_first && refuse_existing && rules::user_exists(cx.db, user)? {
        return Ok(fail("Username already exists!"));
    }
    // Saturating: `expiry=1e30` days is a number too (found by the sandbox_request fuzz target).
    let expiry = cx.now.saturating_add((days * 86_400.0).round() as i64);
    if expiry <= cx.now {
        return Ok(fail("Subscription expiry must be set in the future!"));
    }
    rules::create_user(
        cx.db,
        cx.now,
        &rules::NewUser {
            name: user,
            password: cx.q.get("pass"),
            owner: "SellerAPI",
            never_logged_in: true,
            ..Default::default()
        },
        |p| cx.hash_password(p),
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

pub(super) fn usernames(
    cx: &Ctx,
    sql: &str,
    p: impl rusqlite::Params,
) -> anyhow::Result<Vec<String>> {
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

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    use crate::testkit::with_users as kit;

    fn names(kit: &Kit) -> Vec<String> {
        let r = kit.seller(&[("type", "fetchallusernames")]);
        match json(&r)["usernames"].as_array() {
            Some(rows) => rows
                .iter()
                .map(|u| u["username"].as_str().unwrap().to_string())
                .collect(),
            None => vec![],
        }
    }

    #[test]
    fn adduser_refuses_duplicates_and_unknown_subs() {
        let kit = kit();
        for (user, sub, msg) in [
            ("alice", "default", "Username already exists!"),
            ("carol", "x", "Subscription not found!"),
            ("all", "default", "Username not allowed!"),
        ] {
            let q = [
                ("type", "adduser"),
                ("user", user),
                ("sub", sub),
                ("expiry", "1"),
            ];
            assert_eq!(outcome(&kit.seller(&q)), (false, msg.into()));
        }
    }

    #[test]
    fn deluser_removes_the_user_and_what_hangs_off_them() {
        let kit = kit();
        kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "v"),
            ("data", "d"),
        ]);
        let r = kit.seller(&[("type", "deluser"), ("user", "alice")]);
        assert_eq!(outcome(&r), (true, "Successfully deleted user!".into()));
        assert_eq!(names(&kit), ["bob"]);
        let left: i64 = kit
            .db
            .query_row(
                "SELECT (SELECT COUNT(*) FROM subs WHERE user = 'alice') + (SELECT COUNT(*) FROM uservars)",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(left, 0);
        let again = kit.seller(&[("type", "deluser"), ("user", "alice")]);
        assert_eq!(outcome(&again), (false, "Failed to delete user!".into()));
    }

    #[test]
    fn delexpusers_keeps_running_and_paused_users() {
        let kit = Kit::new();
        assert_eq!(
            outcome(&kit.seller(&[("type", "delexpusers")])).1,
            "You have no users!"
        );
        let mut kit = self::kit();
        kit.seller(&[
            ("type", "adduser"),
            ("user", "carol"),
            ("sub", "default"),
            ("expiry", "1"),
        ]);
        kit.seller(&[("type", "pauseuser"), ("username", "carol")]);
        assert_eq!(
            outcome(&kit.seller(&[("type", "delexpusers")])).1,
            "No users are expired!"
        );
        kit.now += 2 * 86_400;
        let r = kit.seller(&[("type", "delexpusers")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted expired users!".into())
        );
        assert_eq!(names(&kit), ["alice", "carol"]);
    }

    #[test]
    fn delallusers_empties_the_table() {
        let kit = kit();
        let r = kit.seller(&[("type", "delallusers")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted all users!".into())
        );
        let empty = kit.seller(&[("type", "fetchallusernames")]);
        assert_eq!(
            (empty.status, outcome(&empty).1.as_str()),
            (406, "No users found")
        );
        let again = kit.seller(&[("type", "delallusers")]);
        assert_eq!(outcome(&again).1, "Failed to delete all users!");
    }
}

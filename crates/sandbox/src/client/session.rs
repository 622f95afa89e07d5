//! Client session types: `init`, `check`, `logout`, and `changeUsername` (which ends the session).

use rusqlite::params;
use serde_json::json;

use crate::client::{cache, php, require_user};
use crate::handler::{fail, ok, ok_with, ClientApi, Ctx, Handled, Handler};
use crate::rules;
use crate::store::{self, random_string};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("init", init),
    ("check", check),
    ("logout", logout),
    ("changeUsername", change_username),
];

/// `init`, its checks in the 2024 server's order; with `--bugs`, where its PHP dies on a
/// parameter sent as an array (`client::php`).
fn init(cx: &mut Ctx) -> Handled {
    let bugs = cx.mode.bugs;
    // `strlen()` of the raw `enckey`, before anything else.
    if bugs && php::array(cx.q, "enckey") {
        return Ok(php::died(
            "strlen(): Argument #1 ($string) must be of type string, array given",
        ));
    }
    // 1.1 has no `enckey`; 1.0's (inside its envelope) has no length limit.
    let enckey = cx.q.get("enckey").filter(|_| cx.q.api != ClientApi::V11);
    if cx.q.api != ClientApi::V10 && enckey.is_some_and(|k| k.len() > 35) {
        return Ok(fail(
            "The paramater \"enckey\" is too long. Must be 35 characters or less.",
        ));
    }
    if store::setting(cx.db, "enabled")? == "0" {
        return Ok(fail(&store::setting(cx.db, "appdisabled")?));
    }
    if store::setting(cx.db, "paused")? == "1" {
        return Ok(fail(&store::setting(cx.db, "pausedApp")?));
    }
    if bugs && php::array(cx.q, "ver") {
        return Ok(php::trim_died());
    }
    let ver = store::setting(cx.db, "ver")?;
    // The version is compared only when one is sent (`if (!empty($ver))`).
    if cx.q.get("ver").is_some_and(|sent| sent != ver) {
        let download = store::setting(cx.db, "download")?;
        return Ok(crate::handler::Reply::json(
            200,
            json!({"success": false, "message": "invalidver", "download": download}),
        ));
    }
    if bugs && php::array(cx.q, "hash") {
        return Ok(php::trim_died());
    }
    if store::setting(cx.db, "hashcheck")? == "1" {
        // The service learns the first hash it sees; later ones must be among the app's hashes.
        // It lets an empty `hash` through (PHP `strpos` with an empty needle); the sandbox does not.
        let hash = cx.q.str("hash");
        match store::get(cx.db, "hash")?.filter(|h| !h.is_empty()) {
            None if !hash.is_empty() => store::set(cx.db, "hash", hash)?,
            Some(known) if !hash.is_empty() && known.contains(hash) => {}
            _ => return Ok(fail(&store::setting(cx.db, "hashcheckfail")?)),
        }
    }
    let stored_key = enckey.map(|k| format!("{k}-{}", cx.app.secret));
    let (id, new_session) = match reused_session(cx, stored_key.as_deref())? {
        Some(id) => (id, false),
        None => {
            let lifetime: i64 = store::setting(cx.db, "session")?.parse().unwrap_or(21_600);
            let id = random_string(10);
            cx.db.execute(
                "INSERT INTO sessions (id, credential, expiry, created_at, enckey, validated, ip) VALUES (?1, NULL, ?2, ?3, ?4, 0, ?5)",
                params![id, cx.now + lifetime, cx.now, stored_key, cx.ip],
            )?;
            cache::put(cx, &dupe_key(cx), &id, lifetime)?;
            (id, true)
        }
    };
    let placeholder = "N/A - Use fetchStats() function in latest example";
    Ok(ok_with(
        "Initialized",
        json!({
            "sessionid": id,
            "appinfo": {
                "numUsers": placeholder,
                "numOnlineUsers": placeholder,
                "numKeys": placeholder,
                "version": ver,
                "customerPanelLink": crate::client::panel_link(cx)?,
            },
            "newSession": new_session,
        }),
    ))
}

/// With `--set sessionReuse=1`, the live session of the client's IP, given the new `enckey` (and
/// logged out, but on API 1.0), as the service does. Off by default: every local client of a loopback sandbox shares
/// one IP, so two SDK instances (or two tests) would share one session and undo each other's login
/// and `enckey` (docs/sandbox.md).
fn reused_session(cx: &Ctx, enckey: Option<&str>) -> anyhow::Result<Option<String>> {
    if store::setting(cx.db, "sessionReuse")? != "1" {
        return Ok(None);
    }
    // The session this IP was last given, if it still lives (a logout ends it: a new one then).
    let Some(id) = cache::get(cx, &dupe_key(cx))? else {
        return Ok(None);
    };
    let alive = cx.db.execute(
        "UPDATE sessions SET enckey = ?1 WHERE id = ?2 AND expiry > ?3",
        params![enckey, id, cx.now],
    )? > 0;
    // API 1.0 swaps the encryption key only: the shared session stays logged in. 1.1 and later
    // log it out too, in the server's cache only: its table (the online list, the stats) still
    // counts it logged in.
    if alive && cx.q.api != crate::handler::ClientApi::V10 {
        let lifetime: i64 = store::setting(cx.db, "session")?.parse().unwrap_or(21_600);
        cache::put(cx, &format!("loggedout:{id}"), "1", lifetime)?;
    }
    Ok(alive.then_some(id))
}

/// The cache entry of the session last given to the client's IP (`KeyAuthSessionDupe`).
fn dupe_key(cx: &Ctx) -> String {
    format!("dupe:{}", cx.ip)
}

fn check(cx: &mut Ctx) -> Handled {
    Ok(match require_user(cx) {
        Ok(_) => ok("Session is validated."),
        Err(reply) => reply,
    })
}

fn logout(cx: &mut Ctx) -> Handled {
    let id = cx
        .session
        .as_ref()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    Ok(
        if cx.db.execute("DELETE FROM sessions WHERE id = ?1", [&id])? > 0 {
            ok("Successfully logged out.")
        } else {
            fail("Failed to logout.")
        },
    )
}

/// Every table that names a user by username, with its column.
const USER_COLUMNS: &[(&str, &str)] = &[
    ("users", "username"),
    ("subs", "user"),
    ("uservars", "user"),
    ("chatmsgs", "author"),
    ("chatmutes", "user"),
    ("keys", "usedby"),
    ("logs", "credential"),
];

fn change_username(cx: &mut Ctx) -> Handled {
    let old = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let new = cx.q.str("newUsername");
    // The server's UPDATE writes NULL for an empty name, which its column refuses.
    if new.is_empty() && cx.mode.bugs {
        return Ok(php::died("Column 'username' cannot be null"));
    }
    if new.is_empty() || new.chars().count() > 70 {
        return Ok(fail("Failed to change username!"));
    }
    if rules::user_exists(cx.db, new)? {
        return Ok(fail("Username already used!"));
    }
    for (table, column) in USER_COLUMNS {
        // Table and column names come from the constant above, never from the request.
        cx.db.execute(
            &format!("UPDATE {table} SET {column} = ?1 WHERE {column} = ?2"),
            params![new, old],
        )?;
    }
    // Every session of the old name would point at a user that no longer exists.
    cx.db
        .execute("DELETE FROM sessions WHERE credential = ?1", [&old])?;
    Ok(ok("Successfully changed username, user logged out."))
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{on, user};
    use crate::client::SESSION_NOT_FOUND;
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn init_gives_a_session_unless_the_version_is_wrong() {
        let kit = Kit::new();
        let r = kit.client(&[("type", "init"), ("ver", "1.0")]);
        assert_eq!(outcome(&r), (true, "Initialized".into()));
        assert_eq!(json(&r)["sessionid"].as_str().unwrap().len(), 10);
        let r = kit.client(&[("type", "init"), ("ver", "2.0")]);
        assert_eq!(outcome(&r), (false, "invalidver".into()));
    }

    #[test]
    fn hash_check_learns_the_first_hash_and_refuses_others() {
        let kit = Kit::new();
        let init = |hash: &str| kit.client(&[("type", "init"), ("ver", "1.0"), ("hash", hash)]);
        // Off by default: any hash, or none, is fine.
        assert!(outcome(&init("aaa")).0);
        crate::store::set_dashboard(&kit.db, "hashcheck", "1").unwrap();
        let refused = "This program hash does not match, make sure you're using latest version";
        assert_eq!(
            outcome(&init("")),
            (false, refused.into()),
            "no hash, none known"
        );
        assert!(outcome(&init("aaa")).0, "the first hash is learned");
        assert!(outcome(&init("aaa")).0);
        assert_eq!(outcome(&init("bbb")), (false, refused.into()));
        assert_eq!(outcome(&init("")), (false, refused.into()));
        kit.seller(&[("type", "addhash"), ("hash", "bbb")]);
        assert!(outcome(&init("bbb")).0, "seller addhash adds one");
        kit.seller(&[("type", "resethash")]);
        assert!(
            outcome(&init("ccc")).0,
            "after resethash the next is learned"
        );
        assert!(crate::store::set_dashboard(&kit.db, "hashcheck", "yes").is_err());
        assert!(crate::store::set_dashboard(&kit.db, "nope", "1").is_err());
    }

    #[test]
    fn check_needs_a_login_and_logout_ends_the_session() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        assert_eq!(
            on(&kit, &sid, &[("type", "check")]),
            (true, "Session is validated.".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "logout")]),
            (true, "Successfully logged out.".into())
        );
        assert_eq!(on(&kit, &sid, &[("type", "check")]).1, SESSION_NOT_FOUND);
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "check")]),
            (false, "Session is not validated".into())
        );
    }

    #[test]
    fn change_username_renames_everywhere_and_logs_out() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        user(&kit, "bob");
        let taken = on(
            &kit,
            &sid,
            &[("type", "changeUsername"), ("newUsername", "bob")],
        );
        assert_eq!(taken, (false, "Username already used!".into()));
        let r = on(
            &kit,
            &sid,
            &[("type", "changeUsername"), ("newUsername", "carol")],
        );
        assert_eq!(
            r,
            (
                true,
                "Successfully changed username, user logged out.".into()
            )
        );
        assert_eq!(on(&kit, &sid, &[("type", "check")]).1, SESSION_NOT_FOUND);
        let subs: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM subs WHERE user = 'carol'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(subs, 1);
        let fresh = kit.init();
        let login = on(
            &kit,
            &fresh,
            &[
                ("type", "login"),
                ("username", "carol"),
                ("pass", "pw"),
                ("hwid", "HWID-alice"),
            ],
        );
        assert!(login.0, "{login:?}");
    }

    #[test]
    fn a_reused_session_on_api_1_0_gets_the_new_key_and_stays_logged_in() {
        let kit = Kit::new();
        crate::store::set_dashboard(&kit.db, "sessionReuse", "1").unwrap();
        let sid = user(&kit, "alice");
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        let mut q = Kit::query(&[
            ("name", kit.app.name.as_str()),
            ("ownerid", kit.app.ownerid.as_str()),
            ("type", "init"),
            ("ver", "1.0"),
            ("enckey", "k3"),
        ]);
        q.api = crate::handler::ClientApi::V10;
        let mut cx = kit.ctx(&q);
        let r = crate::client::dispatch(&mut cx, false).unwrap();
        assert_eq!(json(&r)["sessionid"], sid.as_str(), "the IP's live session");
        assert_eq!(
            on(&kit, &sid, &[("type", "check")]),
            (true, "Session is validated.".into()),
            "1.0 swaps the key only"
        );
        let stored: Option<String> = kit
            .db
            .query_row("SELECT enckey FROM sessions WHERE id = ?1", [&sid], |r| {
                r.get(0)
            })
            .unwrap();
        assert_ne!(stored, None);
        assert!(stored.unwrap().contains("k3"));
    }

    #[test]
    fn init_reuses_the_ips_live_session_only_when_switched_on() {
        let kit = Kit::new();
        let (a, b) = (kit.init(), kit.init());
        assert_ne!(a, b, "off by default: each init is its own session");
        let r = kit.client(&[("type", "init"), ("ver", "1.0")]);
        assert_eq!(json(&r)["newSession"], true);

        crate::store::set_dashboard(&kit.db, "sessionReuse", "1").unwrap();
        let sid = user(&kit, "alice");
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        let r = kit.client(&[("type", "init"), ("ver", "1.0"), ("enckey", "k2")]);
        assert_eq!(
            json(&r)["sessionid"],
            sid.as_str(),
            "the IP's newest live session"
        );
        assert_eq!(json(&r)["newSession"], false);
        assert_eq!(
            on(&kit, &sid, &[("type", "check")]),
            (false, "Session is not validated".into()),
            "a reused session is logged out"
        );
        let stored: String = kit
            .db
            .query_row("SELECT enckey FROM sessions WHERE id = ?1", [&sid], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(stored, format!("k2-{}", kit.app.secret));
        let mut kit = kit;
        kit.ip = "198.51.100.9".into();
        let r = kit.client(&[("type", "init"), ("ver", "1.0")]);
        assert_ne!(
            json(&r)["sessionid"],
            sid.as_str(),
            "another IP gets its own"
        );
        assert_eq!(json(&r)["newSession"], true);
    }
}

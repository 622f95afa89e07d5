//! The recorded seller API's known bugs, answered only with `sandbox start --bugs`
//! (docs/sandbox.md, "The service's bugs"): the default sandbox does what the service means.

use licensectl_catalogue::Bug;
use rusqlite::params;

use crate::handler::{Body, Ctx, Handled, Handler};
use crate::store;

/// Runs `handler`, then undoes or changes what the operation's declared bugs on this generation
/// (`Differences::bugs`) do differently.
pub fn run(cx: &mut Ctx, bugs: &[Bug], handler: Handler) -> Handled {
    let has = |bug: Bug| bugs.contains(&bug);
    let last_ban: i64 = cx
        .db
        .query_row("SELECT COALESCE(MAX(id), 0) FROM bans", [], |r| r.get(0))?;
    if has(Bug::KeepsUserVars) {
        cx.db.execute_batch(
            "DROP TABLE IF EXISTS temp.kept_uservars;
             CREATE TEMP TABLE kept_uservars AS SELECT * FROM uservars;",
        )?;
    }
    let reply = if has(Bug::TwinUsers) {
        super::users::adduser_twin(cx)?
    } else {
        handler(cx)?
    };
    let done = matches!(&reply.body, Body::Json(v) if v["success"] == true);
    for bug in bugs {
        after(cx, *bug, done, last_ban)?;
    }
    Ok(reply)
}

/// What `bug` changes after the handler (`done`: it succeeded; `last_ban`: the last blacklist
/// row before it).
fn after(cx: &Ctx, bug: Bug, done: bool, last_ban: i64) -> rusqlite::Result<()> {
    match bug {
        Bug::RandomWebhookId if done && cx.q.get("webid").is_some() => {
            cx.db.execute(
                "UPDATE webhooks SET webid = ?1 WHERE id = ?2",
                params![store::random_string(10), cx.db.last_insert_rowid()],
            )?;
        }
        Bug::DownloadBlanksVersion
            if cx.q.get("download").is_some() && cx.q.get("ver").is_none() =>
        {
            store::set(cx.db, "ver", "")?;
        }
        Bug::RegionsUnstored => {
            cx.db.execute(
                "DELETE FROM bans WHERE id > ?1 AND type IN ('region', 'country', 'asn')",
                [last_ban],
            )?;
        }
        Bug::KeepsUserVars => {
            cx.db.execute_batch(
                "INSERT OR IGNORE INTO uservars SELECT * FROM temp.kept_uservars;
                 DROP TABLE temp.kept_uservars;",
            )?;
        }
        // Not met (the guards above), before the handler, or answered elsewhere (`gen2022.rs`,
        // the handlers that ask).
        Bug::RandomWebhookId
        | Bug::DownloadBlanksVersion
        | Bug::TwinUsers
        | Bug::Fails(_)
        | Bug::Null(_)
        | Bug::TrueUnbroken
        | Bug::AnyUserName
        | Bug::DuplicateKeys => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn buggy() -> Kit {
        let mut kit = crate::testkit::with_users();
        kit.mode.bugs = true;
        kit
    }

    #[test]
    fn a_chosen_webid_is_replaced_by_a_random_one() {
        let kit = buggy();
        let r = kit.seller(&[
            ("type", "addwebhook"),
            ("webid", "hook1"),
            ("baseurl", "https://example.com/h"),
            ("authed", "0"),
        ]);
        assert_eq!(outcome(&r), (true, "Successfully added webhook!".into()));
        assert!(json(&r).get("webid").is_none());
        let list = kit.seller(&[("type", "fetchallwebhooks")]);
        let id = json(&list)["webhooks"][0]["webid"]
            .as_str()
            .unwrap()
            .to_string();
        assert_ne!(id, "hook1");
        assert_eq!(id.len(), 10);
    }

    #[test]
    fn a_download_link_blanks_the_version() {
        let kit = buggy();
        kit.seller(&[
            ("type", "updatesettings"),
            ("download", "https://example.com/app"),
        ]);
        let s = kit.seller(&[("type", "getsettings")]);
        assert_eq!(json(&s)["version"], "");
        assert_eq!(json(&s)["download"], "https://example.com/app");
    }

    #[test]
    fn country_region_and_asn_blacklists_store_nothing() {
        let kit = buggy();
        for (ty, v) in [("country", "NL"), ("region", "Utrecht"), ("asn", "AS1")] {
            let r = kit.seller(&[("type", "black"), (ty, v)]);
            assert_eq!(outcome(&r), (true, "Blacklist Addition Successful".into()));
        }
        kit.seller(&[("type", "black"), ("ip", "198.51.100.1")]);
        let list = kit.seller(&[("type", "fetchallblacks")]);
        let rows = json(&list)["blacklists"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0]["type"], "ip");
    }

    #[test]
    fn deleting_all_users_keeps_their_variables() {
        let kit = buggy();
        let r = kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "color"),
            ("data", "blue"),
        ]);
        assert!(outcome(&r).0, "{:?}", outcome(&r));
        let r = kit.seller(&[("type", "delallusers")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully deleted all users!".into())
        );
        let n: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM uservars", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1);
    }

    /// `adduser carol` twice (R21), with different passwords: the second is stored too.
    fn twins() -> Kit {
        let kit = buggy();
        for pass in ["first", "second"] {
            let r = kit.seller(&[
                ("type", "adduser"),
                ("user", "carol"),
                ("sub", "default"),
                ("expiry", "30"),
                ("pass", pass),
            ]);
            assert_eq!(outcome(&r), (true, "Successfully created user!".into()));
        }
        kit
    }

    #[test]
    fn a_second_user_of_a_name_is_stored_and_every_list_shows_both() {
        let kit = twins();
        let names = kit.seller(&[("type", "fetchallusernames")]);
        let names: Vec<String> = json(&names)["usernames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u["username"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(names, ["alice", "bob", "carol", "carol"], "R23");
        let all = kit.seller(&[("type", "fetchallusers")]);
        assert_eq!(json(&all)["users"].as_array().unwrap().len(), 4);
        // userdata: the first row's record, every subscription of the name (R24).
        let data = kit.seller(&[("type", "userdata"), ("user", "carol")]);
        let subs = json(&data)["subscriptions"].as_array().unwrap().clone();
        assert_eq!(subs.len(), 2, "{subs:?}");
        assert!(subs.iter().all(|s| s["subscription"] == "default"));
        // usersub: both rows (R26); countsubs counts both (R88).
        let rows = kit.seller(&[("type", "usersub"), ("user", "carol")]);
        assert_eq!(json(&rows)["subs"].as_array().unwrap().len(), 2);
        let count = kit.seller(&[("type", "countsubs"), ("name", "default")]);
        assert_eq!(json(&count)["count"], 4, "alice, bob and carol twice");
    }

    #[test]
    fn one_user_of_two_is_read_first_and_changed_or_deleted_with_the_other() {
        let kit = twins();
        // A login checks the first row's password: the service reads the first row it gets.
        let sid = kit.init();
        let login = |pass: &str| {
            outcome(&kit.client(&[
                ("type", "login"),
                ("sessionid", &sid),
                ("username", "carol"),
                ("pass", pass),
                ("hwid", "HWID-0123456789-ABCDEF"),
            ]))
        };
        assert_eq!(login("second").1, "Password does not match.");
        assert!(login("first").0, "{:?}", login("first"));
        // Edits address the name: both rows change.
        let r = kit.seller(&[("type", "banuser"), ("user", "carol"), ("reason", "r")]);
        assert!(outcome(&r).0, "{r:?}");
        let banned: i64 = kit
            .db
            .query_row(
                "SELECT COUNT(*) FROM users WHERE username = 'carol' AND banned = 'r'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(banned, 2);
        let r = kit.seller(&[("type", "deluser"), ("user", "carol")]);
        assert_eq!(outcome(&r), (true, "Successfully deleted user!".into()));
        let left: i64 = kit
            .db
            .query_row(
                "SELECT (SELECT COUNT(*) FROM users WHERE username = 'carol')
                      + (SELECT COUNT(*) FROM subs WHERE user = 'carol')",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(left, 0);
    }

    #[test]
    fn without_the_bugs_a_second_user_of_a_name_is_refused() {
        let kit = crate::testkit::with_users();
        let r = kit.seller(&[
            ("type", "adduser"),
            ("user", "alice"),
            ("sub", "default"),
            ("expiry", "30"),
        ]);
        assert_eq!(outcome(&r), (false, "Username already exists!".into()));
        let n: i64 = kit
            .db
            .query_row(
                "SELECT COUNT(*) FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 1);
    }
}

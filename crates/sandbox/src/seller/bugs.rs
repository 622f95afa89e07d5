//! The recorded seller API's known bugs, answered only with `sandbox start --flavor-bugs`
//! (docs/sandbox.md, "The service's bugs"): the default sandbox does what the service means.

use rusqlite::params;

use crate::handler::{Body, Ctx, Handled, Handler};
use crate::store;

/// Runs `handler` for `ty`, then undoes or changes what the service's bug does differently.
pub fn run(cx: &mut Ctx, ty: &str, handler: Handler) -> Handled {
    let last_ban: i64 = cx
        .db
        .query_row("SELECT COALESCE(MAX(id), 0) FROM bans", [], |r| r.get(0))?;
    if ty == "delallusers" {
        cx.db.execute_batch(
            "DROP TABLE IF EXISTS temp.kept_uservars;
             CREATE TEMP TABLE kept_uservars AS SELECT * FROM uservars;",
        )?;
    }
    let reply = handler(cx)?;
    let done = matches!(&reply.body, Body::Json(v) if v["success"] == true);
    match ty {
        // `webid` is ignored: the webhook gets a random id, which the answer does not carry.
        "addwebhook" if done && cx.q.get("webid").is_some() => {
            cx.db.execute(
                "UPDATE webhooks SET webid = ?1 WHERE id = ?2",
                params![store::random_string(10), cx.db.last_insert_rowid()],
            )?;
        }
        // `download` also writes `ver`, blank when not sent.
        "updatesettings" if cx.q.get("download").is_some() && cx.q.get("ver").is_none() => {
            store::set(cx.db, "ver", "")?;
        }
        // Region, country and ASN entries answer success and are never stored.
        "black" => {
            cx.db.execute(
                "DELETE FROM bans WHERE id > ?1 AND type IN ('region', 'country', 'asn')",
                [last_ban],
            )?;
        }
        // Deleting every user leaves their user variables behind.
        "delallusers" => {
            cx.db.execute_batch(
                "INSERT OR IGNORE INTO uservars SELECT * FROM temp.kept_uservars;
                 DROP TABLE temp.kept_uservars;",
            )?;
        }
        _ => {}
    }
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn buggy() -> Kit {
        let mut kit = crate::testkit::with_users();
        kit.mode.flavor_bugs = true;
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
}

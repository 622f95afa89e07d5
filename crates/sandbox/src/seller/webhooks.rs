//! Seller `webhooks` handlers: relayed URLs the client calls by id (api-catalogue §2.7).

use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::store::random_string;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addwebhook", addwebhook),
    ("delallwebhooks", delallwebhooks),
    ("fetchallwebhooks", fetchallwebhooks),
    ("delwebhook", delwebhook),
];

fn addwebhook(cx: &mut Ctx) -> Handled {
    let authed = cx.q.str("authed");
    if authed != "0" && authed != "1" {
        return Ok(fail("Authed paramater must be 1 if you want to require login first, or 0 if you don't want to."));
    }
    let url = cx.q.str("baseurl");
    if !url::Url::parse(url).is_ok_and(|u| matches!(u.scheme(), "http" | "https")) {
        return Ok(fail("URL isn't a valid URL!"));
    }
    // The service refuses localhost; the sandbox allows it so relays can be tested on loopback.
    let webid =
        cx.q.get("webid")
            .map(str::to_string)
            .unwrap_or_else(|| random_string(10));
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO webhooks (webid, baselink, useragent, authed) VALUES (?1, ?2, ?3, ?4)",
        params![webid, url, cx.q.get("ua").unwrap_or("KeyAuth"), authed == "1"],
    )?;
    Ok(if n > 0 {
        ok("Successfully added webhook!")
    } else {
        fail("Failed to add webhook!")
    })
}

fn delallwebhooks(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute("DELETE FROM webhooks", [])?;
    Ok(if n > 0 {
        ok("Successfully deleted all webhooks!")
    } else {
        fail("Failed to find any webhooks!")
    })
}

/// `app` is the app secret, as the service returns it (the CLI hides it).
fn fetchallwebhooks(cx: &mut Ctx) -> Handled {
    let mut st = cx.db.prepare(
        "SELECT webid, substr(baselink, 1, 21), useragent, authed FROM webhooks ORDER BY id",
    )?;
    let rows = st.query_map([], |r| {
        Ok(json!({
            "webid": r.get::<_, String>(0)?,
            "short_baselink": r.get::<_, String>(1)?,
            "useragent": r.get::<_, String>(2)?,
            "app": cx.app.secret,
            "authed": r.get::<_, i64>(3)?,
        }))
    })?;
    cx.list_rows(
        "Successfully retrieved all webhooks",
        "webhooks",
        "No webhooks found",
        rows,
    )
}

/// Not in any server source (the official bots send it); messages follow the group's style.
fn delwebhook(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM webhooks WHERE webid = ?1", [cx.q.str("webid")])?;
    Ok(if n > 0 {
        ok("Successfully deleted webhook!")
    } else {
        fail("Failed to delete webhook!")
    })
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn add(kit: &Kit, webid: &str, url: &str, authed: &str) -> (bool, String) {
        outcome(&kit.seller(&[
            ("type", "addwebhook"),
            ("webid", webid),
            ("baseurl", url),
            ("authed", authed),
        ]))
    }

    #[test]
    fn addwebhook_validates() {
        let kit = Kit::new();
        assert!(add(&kit, "w1", "https://example.com", "yes")
            .1
            .starts_with("Authed paramater must be 1"));
        assert_eq!(
            add(&kit, "w1", "ftp://example.com", "1"),
            (false, "URL isn't a valid URL!".into())
        );
        assert_eq!(
            add(&kit, "w1", "https://example.com", "1"),
            (true, "Successfully added webhook!".into())
        );
        assert_eq!(
            add(&kit, "w1", "https://example.org", "1"),
            (false, "Failed to add webhook!".into())
        );
    }

    #[test]
    fn list_shows_short_link_and_app_secret() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchallwebhooks")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No webhooks found")
        );
        add(&kit, "w1", "https://api.example.com/hooks/very/long", "0");
        let r = kit.seller(&[("type", "fetchallwebhooks")]);
        assert_eq!(outcome(&r).1, "Successfully retrieved all webhooks");
        let w = &json(&r)["webhooks"][0];
        assert_eq!(w["webid"], "w1");
        assert_eq!(w["short_baselink"], "https://api.example.c");
        assert_eq!(w["useragent"], "KeyAuth");
        assert_eq!(w["authed"], 0);
        assert_eq!(w["app"], kit.app.secret.as_str());
    }

    #[test]
    fn delete_one_and_all() {
        let kit = Kit::new();
        add(&kit, "w1", "https://a.example", "1");
        add(&kit, "w2", "https://b.example", "1");
        add(&kit, "w3", "https://c.example", "1");
        let del = |id: &str| outcome(&kit.seller(&[("type", "delwebhook"), ("webid", id)]));
        assert_eq!(del("w1"), (true, "Successfully deleted webhook!".into()));
        assert_eq!(del("w1"), (false, "Failed to delete webhook!".into()));
        let r = kit.seller(&[("type", "fetchallwebhooks")]);
        assert_eq!(json(&r)["webhooks"].as_array().unwrap().len(), 2);
        let all = || outcome(&kit.seller(&[("type", "delallwebhooks")]));
        assert_eq!(all(), (true, "Successfully deleted all webhooks!".into()));
        assert_eq!(all(), (false, "Failed to find any webhooks!".into()));
        assert_eq!(kit.seller(&[("type", "fetchallwebhooks")]).status, 406);
    }
}

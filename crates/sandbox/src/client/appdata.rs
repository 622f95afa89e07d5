//! Client types that read from or report to the application: fetchOnline, fetchStats, log, file.

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::client::require_user;
use crate::handler::{fail, fail_status, ok_with, Ctx, Handled, Handler, Reply};
use crate::store;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("fetchOnline", fetch_online),
    ("fetchStats", fetch_stats),
    ("log", log),
    ("file", file),
];

/// The service shows the first 10 characters of a username and stars for the rest.
fn mask(credential: &str) -> String {
    let n = credential.chars().count();
    let head: String = credential.chars().take(10).collect();
    format!("{head}{}", "*".repeat(n.saturating_sub(10)))
}

/// With `--bugs`, the answer the server computed up to `seconds` ago (5 minutes for a
/// miss), as its Redis cache serves it (`client::cache`); else a fresh one.
fn stale(cx: &mut Ctx, key: &str, seconds: i64, fresh: fn(&mut Ctx) -> Handled) -> Handled {
    if !cx.mode.bugs {
        return fresh(cx);
    }
    if let Some(kept) = super::cache::get(cx, key)? {
        if let Ok(v) = serde_json::from_str::<Value>(&kept) {
            return Ok(Reply::json(200, v));
        }
    }
    let reply = fresh(cx)?;
    if let crate::handler::Body::Json(v) = &reply.body {
        let found = v["success"] == true;
        super::cache::put(cx, key, &v.to_string(), if found { seconds } else { 300 })?;
    }
    Ok(reply)
}

fn fetch_online(cx: &mut Ctx) -> Handled {
    stale(cx, "online", 1800, online_now)
}

fn fetch_stats(cx: &mut Ctx) -> Handled {
    stale(cx, "stats", 3600, stats_now)
}

fn online_now(cx: &mut Ctx) -> Handled {
    // The server's `SELECT DISTINCT` reads the sessions in their primary key's order.
    let mut st = cx.db.prepare(
        "SELECT DISTINCT credential FROM sessions
         WHERE validated = 1 AND credential IS NOT NULL AND expiry > ?1 ORDER BY id",
    )?;
    let names = st
        .query_map([cx.now], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut rows: Vec<Value> = Vec::new();
    for name in names {
        let row = json!({ "credential": mask(&name) });
        if !rows.contains(&row) {
            rows.push(row);
        }
    }
    if rows.is_empty() {
        return Ok(fail("No online users found!"));
    }
    Ok(ok_with(
        "Successfully fetched online users.",
        json!({ "users": rows }),
    ))
}

fn stats_now(cx: &mut Ctx) -> Handled {
    let count = |sql: &str| -> rusqlite::Result<i64> {
        cx.db.query_row(sql, params![cx.now], |r| r.get(0))
    };
    let users = count("SELECT COUNT(*) FROM users WHERE ?1 IS NOT NULL")?;
    let online = count("SELECT COUNT(*) FROM sessions WHERE validated = 1 AND expiry > ?1")?;
    let keys = count("SELECT COUNT(*) FROM keys WHERE ?1 IS NOT NULL")?;
    // The service sends these counts as strings.
    Ok(ok_with(
        "Successfully fetched stats",
        json!({"appinfo": {
            "numUsers": users.to_string(),
            "numOnlineUsers": online.to_string(),
            "numKeys": keys.to_string(),
            "version": store::setting(cx.db, "ver")?,
            "customerPanelLink": crate::client::panel_link(cx)?,
        }}),
    ))
}

fn log(cx: &mut Ctx) -> Handled {
    // The service answers before looking at the request, so nothing here can reach the client;
    // without a session PHP stops (after answering) and stores nothing.
    if cx.session.is_none() {
        return Ok(Reply::text(200, "").sent_as_is());
    }
    if let Some(msg) = cx.q.get("message").filter(|m| m.chars().count() <= 275) {
        let credential = cx.session.as_ref().and_then(|s| s.credential.clone());
        cx.db.execute(
            "INSERT INTO logs (logdate, logdata, credential, pcuser) VALUES (?1, ?2, ?3, ?4)",
            params![cx.now, msg, credential, cx.q.get("pcuser")],
        )?;
    }
    Ok(Reply::text(200, "").sent_as_is())
}

fn file(cx: &mut Ctx) -> Handled {
    let row: Option<(i64, Option<Vec<u8>>)> = cx
        .db
        .query_row(
            "SELECT authed, content FROM files WHERE id = ?1",
            [cx.q.str("fileid")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    // The 201-203 statuses are the newest service's (1.3), there to keep a caching proxy off
    // failures; the 2024 server's 1.0-1.2 answer them 200.
    let status = |newest: u16| {
        if cx.q.api == crate::handler::ClientApi::V13 {
            newest
        } else {
            200
        }
    };
    let Some((authed, content)) = row else {
        return Ok(fail_status(status(201), "File not Found"));
    };
    if authed == 1 {
        if let Err(reply) = require_user(cx) {
            return Ok(Reply {
                status: status(202),
                ..reply
            });
        }
    }
    let Some(bytes) = content else {
        return Ok(fail_status(
            status(203),
            "File no longer works, please notify the application developer.",
        ));
    };
    Ok(ok_with(
        "File download successful",
        json!({ "contents": hex::encode(bytes) }),
    ))
}

#[cfg(test)]
mod tests {
    use super::mask;
    use crate::client::fixtures::{call, on, user};
    use crate::handler::Body;
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn online_users_are_masked_and_stats_count() {
        let mut kit = Kit::new();
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "fetchOnline")]),
            (false, "No online users found!".into())
        );
        user(&kit, "alexander_the_great");
        user(&kit, "bob");
        let r = call(&kit, &anon, &[("type", "fetchOnline")]);
        assert_eq!(outcome(&r).1, "Successfully fetched online users.");
        // In the sessions' (random ids') order, as the server's `SELECT DISTINCT` reads them.
        let mut names: Vec<String> = json(&r)["users"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u["credential"].as_str().unwrap().to_string())
            .collect();
        names.sort();
        assert_eq!(names, ["alexander_*********", "bob"]);
        let r = call(&kit, &anon, &[("type", "fetchStats")]);
        assert_eq!(json(&r)["appinfo"]["numUsers"], "2");
        assert_eq!(json(&r)["appinfo"]["numOnlineUsers"], "2");
        assert_eq!(json(&r)["appinfo"]["numKeys"], "2");
        assert_eq!(json(&r)["appinfo"]["version"], "1.0");
        let panel = format!("https://keyauth.cc/panel/owner/{}/", kit.app.name);
        assert_eq!(json(&r)["appinfo"]["customerPanelLink"], panel.as_str());
        kit.now += 21_600;
        let late = kit.init();
        assert_eq!(
            on(&kit, &late, &[("type", "fetchOnline")]).1,
            "No online users found!"
        );
        assert_eq!(mask("ab"), "ab");
    }

    #[test]
    fn log_answers_an_empty_body_and_stores_the_line() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let r = call(
            &kit,
            &sid,
            &[("type", "log"), ("message", "opened"), ("pcuser", "pc1")],
        );
        assert_eq!((r.status, r.body), (200, Body::Text(String::new())));
        let long = "x".repeat(276);
        call(&kit, &sid, &[("type", "log"), ("message", &long)]);
        let rows: Vec<(String, String, String)> = kit
            .db
            .prepare("SELECT logdata, credential, pcuser FROM logs")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows, vec![("opened".into(), "alice".into(), "pc1".into())]);
    }

    #[test]
    fn files_are_served_as_hex_to_logged_in_users() {
        let kit = Kit::new();
        kit.db
            .execute(
                "INSERT INTO files (id, name, url, size, uploaddate, authed, content) VALUES
                 ('111111', 'a.bin', 'http://x/a.bin', '3 B', 0, 1, x'00ff10'),
                 ('222222', 'b.bin', 'http://x/b.bin', '0 B', 0, 0, NULL)",
                [],
            )
            .unwrap();
        let anon = kit.init();
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "111111")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (202, "Session is not validated")
        );
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "999999")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (201, "File not Found"));
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "222222")]);
        assert_eq!(r.status, 203);
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "file"), ("fileid", "111111")]);
        assert_eq!(outcome(&r), (true, "File download successful".into()));
        assert_eq!(json(&r)["contents"], "00ff10");
    }
}

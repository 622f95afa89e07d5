//! Seller `users` reads: verifying, inspecting and listing end users (api-catalogue §2.2).

use rusqlite::params;
use serde_json::{json, Value};

use super::users::{usernames, ALL};
use crate::handler::{fail, fail_status, ok, Ctx, Handled, Handler, Reply};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("verifyuser", verifyuser),
    ("userdata", userdata),
    ("fetchallusers", fetchallusers),
    ("fetchallusernames", fetchallusernames),
];

fn verifyuser(cx: &mut Ctx) -> Handled {
    Ok(if rules::user_exists(cx.db, cx.q.str("user"))? {
        ok("User Successfully Verified")
    } else {
        fail_status(406, "User Not Found")
    })
}

/// Rows of `sql` (one `?1` parameter) as JSON objects named by `columns`.
fn rows(cx: &Ctx, sql: &str, arg: &str, columns: &[&str]) -> anyhow::Result<Vec<Value>> {
    let mut st = cx.db.prepare(sql)?;
    let out = st
        .query_map([arg], |r| {
            let mut m = serde_json::Map::new();
            for (i, c) in columns.iter().enumerate() {
                let v = match r.get_ref(i)? {
                    rusqlite::types::ValueRef::Integer(n) => json!(n),
                    rusqlite::types::ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
                    _ => Value::Null,
                };
                m.insert((*c).to_string(), v);
            }
            Ok(Value::Object(m))
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(out)
}

fn userdata(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("user");
    let fields = [
        "ip",
        "hwid",
        "createdate",
        "lastlogin",
        "cooldown",
        "banned",
        "password",
    ];
    let Some(record) = rows(
        cx,
        "SELECT ip, hwid, createdate, lastlogin, cooldown, banned, password FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
        user,
        &fields,
    )?
    .pop() else {
        return Ok(fail("User not found"));
    };
    // Only running subscriptions, as the service lists; `expiry` is a varchar there.
    let mut st = cx.db.prepare(
        "SELECT subscription, key, expiry FROM subs WHERE user = ?1 AND paused = 0 AND expiry > ?2 ORDER BY id",
    )?;
    let subs = st
        .query_map(params![user, cx.now], |r| {
            Ok(json!({
                "subscription": r.get::<_, String>(0)?,
                "key": r.get::<_, Option<String>>(1)?,
                "expiry": r.get::<_, i64>(2)?.to_string(),
            }))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let vars = rows(
        cx,
        "SELECT name, data FROM uservars WHERE user = ?1 ORDER BY id",
        user,
        &["name", "data"],
    )?;
    let mut out =
        json!({"success": true, "username": user, "subscriptions": subs, "uservars": vars});
    if let (Value::Object(out), Value::Object(mut rec)) = (&mut out, record) {
        // The service also sends the password hash; the sandbox sends only the web-loader token
        // made from it (null while the user has no password).
        let token = match rec.shift_remove("password") {
            Some(Value::String(hash)) => Value::String(crate::client::web_token(&hash)),
            _ => Value::Null,
        };
        out.extend(rec);
        out.insert("token".into(), token);
    }
    Ok(Reply::json(200, out))
}

fn fetchallusers(cx: &mut Ctx) -> Handled {
    // Every column but the password hash and the TOTP secrets, which the sandbox never returns.
    // The service caps the list at 520 rows.
    let users = rows(
        cx,
        "SELECT id, username, email, hwid, ?1, owner, createdate, lastlogin, banned, ip, cooldown, twofa
         FROM users ORDER BY id LIMIT 520",
        &cx.app.secret,
        &[
            "id", "username", "email", "hwid", "app", "owner", "createdate", "lastlogin", "banned",
            "ip", "cooldown", "2fa",
        ],
    )?;
    cx.list_rows(
        "Successfully Retrieved Users",
        "users",
        "No users found",
        users.into_iter().map(Ok),
    )
}

fn fetchallusernames(cx: &mut Ctx) -> Handled {
    let names = usernames(cx, ALL, [])?;
    let rows = names.into_iter().map(|n| Ok(json!({ "username": n })));
    cx.list_rows(
        "Successfully Retrieved Usernames",
        "usernames",
        "No users found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome};
    use serde_json::Value;

    use crate::testkit::with_users as kit;

    #[test]
    fn verifyuser_answers_406_when_missing() {
        let kit = kit();
        let r = kit.seller(&[("type", "verifyuser"), ("user", "alice")]);
        assert_eq!((r.status, outcome(&r).0), (200, true));
        let r = kit.seller(&[("type", "verifyuser"), ("user", "zed")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (406, "User Not Found"));
    }

    #[test]
    fn userdata_shows_active_subs_and_vars_but_no_password() {
        let mut kit = kit();
        kit.seller(&[
            ("type", "setvar"),
            ("user", "bob"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        kit.now += 2 * 86_400;
        let r = kit.seller(&[("type", "userdata"), ("user", "bob")]);
        let v = json(&r);
        assert_eq!(v["success"], true);
        assert_eq!(v["subscriptions"].as_array().unwrap().len(), 0);
        assert_eq!(v["uservars"][0]["data"], "gold");
        assert!(v["createdate"].is_i64() && v.get("password").is_none());
        let alice = kit.seller(&[("type", "userdata"), ("user", "alice")]);
        assert_eq!(json(&alice)["subscriptions"][0]["subscription"], "default");
        let r = kit.seller(&[("type", "userdata"), ("user", "zed")]);
        assert_eq!(outcome(&r), (false, "User not found".into()));
    }

    #[test]
    fn fetchallusers_and_names_list_rows_without_secrets() {
        let kit = kit();
        let r = kit.seller(&[("type", "fetchallusernames")]);
        assert_eq!(outcome(&r).1, "Successfully Retrieved Usernames");
        assert_eq!(
            json(&r)["usernames"][1],
            serde_json::json!({"username": "bob"})
        );
        let r = kit.seller(&[("type", "fetchallusers")]);
        let rows = json(&r)["users"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["username"], "alice");
        assert_eq!(rows[0]["app"], kit.app.secret.as_str());
        assert!(rows[0]["id"].is_i64());
        assert!(rows[0].get("password").is_none() && rows[0].get("totp_secret").is_none());
        kit.seller(&[("type", "delallusers")]);
        let empty = kit.seller(&[("type", "fetchallusers")]);
        assert_eq!(
            (empty.status, outcome(&empty).1.as_str()),
            (406, "No users found")
        );
    }

    #[test]
    fn userdata_has_the_web_loader_token_and_seller_made_users_no_login_or_cooldown() {
        let kit = kit();
        let r = kit.seller(&[("type", "userdata"), ("user", "alice")]);
        let v = json(&r);
        assert_eq!(
            (&v["lastlogin"], &v["cooldown"]),
            (&Value::Null, &Value::Null)
        );
        assert_eq!(
            v.get("password"),
            None,
            "the hash itself never leaves the sandbox"
        );
        let hash: String = kit
            .db
            .query_row(
                "SELECT password FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        // MD5 of the hash's last five characters, computed here without the sandbox's helper.
        use md5::Digest;
        let tail = &hash[hash.len() - 5..];
        let expected = hex::encode(md5::Md5::digest(tail.as_bytes()));
        assert_eq!(v["token"], Value::String(expected));

        kit.seller(&[
            ("type", "adduser"),
            ("user", "nopw"),
            ("sub", "default"),
            ("expiry", "1"),
        ]);
        let r = kit.seller(&[("type", "userdata"), ("user", "nopw")]);
        assert_eq!(json(&r)["token"], Value::Null, "no password, no token");
    }
}

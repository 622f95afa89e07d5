//! Seller `app` handlers: settings, details and stats of the application (api-catalogue §2.13).

use serde_json::{json, Map, Value};

use crate::handler::{fail, ok, Ctx, Handled, Handler, Reply};
use crate::store;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("getsettings", getsettings),
    ("updatesettings", updatesettings),
    ("appdetails", appdetails),
    ("stats", stats),
];

/// Text settings `updatesettings` writes; the query parameter is the setting's name.
const TEXT: &[&str] = &[
    "ver",
    "download",
    "webhook",
    "resellerstore",
    "appdisabled",
    "usernametaken",
    "keynotfound",
    "keyused",
    "nosublevel",
    "usernamenotfound",
    "passmismatch",
    "hwidmismatch",
    "noactivesubs",
    "hwidblacked",
    "sellixsecret",
];

fn getsettings(cx: &mut Ctx) -> Handled {
    let mut m = Map::new();
    m.insert("success".into(), true.into());
    m.insert("message".into(), "Retrieved Settings Successfully".into());
    m.insert(
        "enabled".into(),
        (store::setting(cx.db, "enabled")? != "0").into(),
    );
    m.insert(
        "hwid-lock".into(),
        (store::setting(cx.db, "hwidcheck")? != "0").into(),
    );
    for (field, key) in licensectl_catalogue::app::SETTINGS_FIELDS {
        m.insert((*field).into(), store::setting(cx.db, key)?.into());
    }
    Ok(Reply::json(200, Value::Object(m)))
}

/// A parameter as the service's `empty()` sees it: absent and `"0"` both mean "leave alone".
fn given<'q>(cx: &'q Ctx, name: &str) -> Option<&'q str> {
    cx.q.get(name).filter(|v| *v != "0")
}

fn updatesettings(cx: &mut Ctx) -> Handled {
    // All values are checked before any is written; the service writes `enabled` before
    // refusing a bad `hwidcheck`, and writes any other `enabled` word into an int column.
    let mut writes: Vec<(&str, &str)> = Vec::new();
    for name in ["enabled", "hwidcheck"] {
        match given(cx, name) {
            None => {}
            Some("true") => writes.push((name, "1")),
            Some("false") => writes.push((name, "0")),
            Some(_) => {
                return Ok(fail(&format!(
                    "The {name} value must be \"true\" or \"false\""
                )))
            }
        }
    }
    for name in TEXT {
        if let Some(v) = given(cx, name) {
            writes.push((name, v));
        }
    }
    for (k, v) in writes {
        store::set(cx.db, k, v)?;
    }
    Ok(ok("Settings Update Successful"))
}

fn appdetails(cx: &mut Ctx) -> Handled {
    Ok(Reply::json(
        200,
        json!({
            "success": true,
            "message": "Fetched Application Details Successfully",
            "appdetails": {
                "name": cx.app.name,
                "ownerid": cx.app.ownerid,
                "secret": cx.app.secret,
                "version": store::setting(cx.db, "ver")?,
            },
        }),
    ))
}

fn stats(cx: &mut Ctx) -> Handled {
    let n: [i64; 9] = cx.db.query_row(
        "SELECT
            (SELECT COUNT(*) FROM keys WHERE status = 'Not Used'),
            (SELECT COUNT(*) FROM keys WHERE status = 'Used'),
            (SELECT COUNT(*) FROM keys WHERE status = 'Paused'),
            (SELECT COUNT(*) FROM keys WHERE status = 'Banned'),
            (SELECT COUNT(*) FROM webhooks),
            (SELECT COUNT(*) FROM files),
            (SELECT COUNT(*) FROM vars),
            (SELECT COUNT(*) FROM accounts WHERE role = 'Reseller'),
            (SELECT COUNT(*) FROM accounts WHERE role = 'Manager')",
        [],
        |r| {
            let mut n = [0; 9];
            for (i, slot) in n.iter_mut().enumerate() {
                *slot = r.get(i)?;
            }
            Ok(n)
        },
    )?;
    let [unused, used, paused, banned, webhooks, files, vars, resellers, managers] = n;
    let s = |v: i64| Value::String(v.to_string());
    Ok(Reply::json(
        200,
        json!({
            "success": true,
            "unused": s(unused),
            "used": s(used),
            "paused": s(paused),
            "banned": s(banned),
            "totalkeys": s(unused + used + paused + banned),
            "webhooks": s(webhooks),
            "files": s(files),
            "vars": s(vars),
            "resellers": s(resellers),
            "managers": s(managers),
            "totalaccs": s(resellers + managers),
        }),
    ))
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn settings_show_documented_defaults() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "getsettings")]);
        let v = json(&r);
        assert_eq!(
            outcome(&r),
            (true, "Retrieved Settings Successfully".into())
        );
        assert_eq!(v["enabled"], true);
        assert_eq!(v["hwid-lock"], true);
        assert_eq!(v["version"], "1.0");
        assert_eq!(v["cooldown"], "604800");
        assert_eq!(v["disabledmsg"], "This application is disabled");
        assert_eq!(v["licenseinvalidmsg"], "Invalid license key");
        assert_eq!(v["download"], "");
    }

    #[test]
    fn update_changes_what_settings_and_init_see() {
        let kit = Kit::new();
        let r = kit.seller(&[
            ("type", "updatesettings"),
            ("enabled", "false"),
            ("hwidcheck", "false"),
            ("ver", "2.0"),
            ("appdisabled", "Down for maintenance"),
            ("keyused", "0"),
        ]);
        assert_eq!(outcome(&r), (true, "Settings Update Successful".into()));
        let v = json(&kit.seller(&[("type", "getsettings")])).into_owned();
        assert_eq!(
            (&v["enabled"], &v["hwid-lock"]),
            (&false.into(), &false.into())
        );
        assert_eq!(v["version"], "2.0");
        assert_eq!(v["disabledmsg"], "Down for maintenance");
        // "0" counts as empty, as in the service.
        assert_eq!(v["keytakenmsg"], "License key has already been used");
        let init = kit.client(&[("type", "init"), ("ver", "2.0")]);
        assert_eq!(outcome(&init), (false, "Down for maintenance".into()));

        kit.seller(&[("type", "updatesettings"), ("enabled", "true")]);
        assert_eq!(
            json(&kit.seller(&[("type", "getsettings")]))["enabled"],
            true
        );
    }

    #[test]
    fn update_refuses_a_bad_switch_word_and_writes_nothing() {
        let kit = Kit::new();
        let r = kit.seller(&[
            ("type", "updatesettings"),
            ("ver", "9.9"),
            ("hwidcheck", "yes"),
        ]);
        assert_eq!(
            outcome(&r),
            (
                false,
                "The hwidcheck value must be \"true\" or \"false\"".into()
            )
        );
        let v = json(&kit.seller(&[("type", "getsettings")])).into_owned();
        assert_eq!(
            (&v["version"], &v["hwid-lock"]),
            (&"1.0".into(), &true.into())
        );
    }

    #[test]
    fn details_name_the_app() {
        let kit = Kit::new();
        kit.seller(&[("type", "updatesettings"), ("ver", "1.5")]);
        let r = kit.seller(&[("type", "appdetails")]);
        assert_eq!(outcome(&r).1, "Fetched Application Details Successfully");
        let d = &json(&r)["appdetails"];
        assert_eq!(d["name"], "kit");
        assert_eq!(d["ownerid"], kit.app.ownerid.as_str());
        assert_eq!(d["secret"], kit.app.secret.as_str());
        assert_eq!(d["version"], "1.5");
    }

    #[test]
    fn stats_count_keys_and_accounts() {
        let kit = Kit::new();
        let empty = kit.seller(&[("type", "stats")]);
        assert_eq!(json(&empty)["totalkeys"], "0");
        let keys =
            json(&kit.seller(&[("type", "add"), ("expiry", "1"), ("amount", "3")]))["keys"].clone();
        kit.seller(&[("type", "ban"), ("key", keys[0].as_str().unwrap())]);
        for (user, role, email) in [
            ("bob", "Reseller", "bob@example.com"),
            ("carol", "Manager", "carol@example.com"),
        ] {
            let r = kit.seller(&[
                ("type", "addAccount"),
                ("user", user),
                ("role", role),
                ("email", email),
                ("pass", "pw"),
            ]);
            assert!(outcome(&r).0, "{:?}", outcome(&r));
        }
        let r = kit.seller(&[("type", "stats")]);
        let v = json(&r);
        assert_eq!(v["success"], true);
        assert_eq!(
            (&v["unused"], &v["banned"], &v["used"]),
            (&"2".into(), &"1".into(), &"0".into())
        );
        assert_eq!(v["totalkeys"], "3");
        assert_eq!(
            (&v["resellers"], &v["managers"]),
            (&"1".into(), &"1".into())
        );
        assert_eq!(v["totalaccs"], "2");
        assert_eq!(v["webhooks"], "0");
    }
}

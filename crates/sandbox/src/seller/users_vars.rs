//! Seller `users` handlers on per-user variables (api-catalogue §2.3).

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::handler::{fail, fail_status, ok, ok_with, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("setvar", setvar),
    ("getvar", getvar),
    ("deluservar", deluservar),
    ("massUserVarDelete", mass_user_var_delete),
    ("fetchalluservars", fetchalluservars),
];

fn setvar(cx: &mut Ctx) -> Handled {
    let Some(var) = cx.q.get("var") else {
        return Ok(fail("Must specify variable name"));
    };
    // The service tests with PHP's empty(), which also refuses "0".
    let Some(data) = cx.q.get("data").filter(|d| *d != "0") else {
        return Ok(fail("Must specify variable data"));
    };
    let user = cx.q.str("user");
    let read_only = cx.q.int("readOnly").unwrap_or(0);
    // The service also stores a variable for a user who does not exist; the sandbox keeps no orphans.
    if user != "all" && !rules::user_exists(cx.db, user)? {
        return Ok(fail("No users found!"));
    }
    let n = cx.db.execute(
        "INSERT INTO uservars (name, data, user, readOnly)
         SELECT ?1, ?2, username, ?3 FROM users WHERE ?4 = 'all' OR username = ?4
         ON CONFLICT(name, user) DO UPDATE SET data = excluded.data, readOnly = excluded.readOnly",
        params![var, data, read_only, user],
    )?;
    Ok(match n {
        0 if user == "all" => fail("No users found!"),
        0 => fail("Failed to set variable!"),
        _ => ok("Successfully set variable!"),
    })
}

fn getvar(cx: &mut Ctx) -> Handled {
    let data: Option<String> = cx
        .db
        .query_row(
            "SELECT data FROM uservars WHERE name = ?1 AND user = ?2",
            params![cx.q.str("var"), cx.q.str("user")],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match data {
        Some(d) => ok_with("Successfully retrieved variable", json!({ "response": d })),
        None => fail_status(404, "Variable not found for user"),
    })
}

fn deluservar(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "DELETE FROM uservars WHERE user = ?1 AND name = ?2",
        params![cx.q.str("user"), cx.q.str("var")],
    )?;
    Ok(if n > 0 {
        ok("Successfully deleted variable")
    } else {
        fail("Failed to delete variable")
    })
}

fn mass_user_var_delete(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM uservars WHERE name = ?1", [cx.q.str("name")])?;
    Ok(if n > 0 {
        ok("Successfully deleted user variables with that name!")
    } else {
        fail("Failed to delete user variables with that name!")
    })
}

fn fetchalluservars(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT name, data, user FROM uservars ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(json!({
            "name": r.get::<_, String>(0)?,
            "data": r.get::<_, String>(1)?,
            "user": r.get::<_, String>(2)?,
        }))
    })?;
    cx.list_rows(
        "Successfully retrieved user variables",
        "vars",
        "No user variables Found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::testkit::with_users as kit;
    use crate::testkit::{json, outcome, Kit};

    fn get(kit: &Kit, user: &str, var: &str) -> crate::handler::Reply {
        kit.seller(&[("type", "getvar"), ("user", user), ("var", var)])
    }

    #[test]
    fn setvar_upserts_for_one_user_or_all() {
        let kit = kit();
        let r = kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        assert_eq!(outcome(&r), (true, "Successfully set variable!".into()));
        kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "tier"),
            ("data", "silver"),
            ("readOnly", "1"),
        ]);
        assert_eq!(json(&get(&kit, "alice", "tier"))["response"], "silver");
        let ro: i64 = kit
            .db
            .query_row(
                "SELECT readOnly FROM uservars WHERE user = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(ro, 1);
        kit.seller(&[
            ("type", "setvar"),
            ("user", "all"),
            ("var", "motd"),
            ("data", "hi"),
        ]);
        assert_eq!(json(&get(&kit, "bob", "motd"))["response"], "hi");
        let cases = [
            (
                ("user", "alice"),
                ("var", ""),
                ("data", "x"),
                "Must specify variable name",
            ),
            (
                ("user", "alice"),
                ("var", "v"),
                ("data", "0"),
                "Must specify variable data",
            ),
            (
                ("user", "zed"),
                ("var", "v"),
                ("data", "x"),
                "No users found!",
            ),
        ];
        for (u, v, d, msg) in cases {
            assert_eq!(
                outcome(&kit.seller(&[("type", "setvar"), u, v, d])),
                (false, msg.into())
            );
        }
        kit.seller(&[("type", "delallusers")]);
        let r = kit.seller(&[
            ("type", "setvar"),
            ("user", "all"),
            ("var", "v"),
            ("data", "x"),
        ]);
        assert_eq!(outcome(&r).1, "No users found!");
    }

    #[test]
    fn getvar_answers_404_when_missing() {
        let kit = kit();
        kit.seller(&[
            ("type", "setvar"),
            ("user", "alice"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        let r = get(&kit, "alice", "tier");
        assert_eq!(
            outcome(&r),
            (true, "Successfully retrieved variable".into())
        );
        let r = get(&kit, "bob", "tier");
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (404, "Variable not found for user")
        );
    }

    #[test]
    fn deluservar_and_purge() {
        let kit = kit();
        kit.seller(&[
            ("type", "setvar"),
            ("user", "all"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        let r = kit.seller(&[("type", "deluservar"), ("user", "alice"), ("var", "tier")]);
        assert_eq!(outcome(&r), (true, "Successfully deleted variable".into()));
        assert_eq!(get(&kit, "alice", "tier").status, 404);
        assert_eq!(get(&kit, "bob", "tier").status, 200);
        let again = kit.seller(&[("type", "deluservar"), ("user", "alice"), ("var", "tier")]);
        assert_eq!(outcome(&again).1, "Failed to delete variable");
        let r = kit.seller(&[("type", "massUserVarDelete"), ("name", "tier")]);
        assert_eq!(
            outcome(&r),
            (
                true,
                "Successfully deleted user variables with that name!".into()
            )
        );
        assert_eq!(get(&kit, "bob", "tier").status, 404);
        let again = kit.seller(&[("type", "massUserVarDelete"), ("name", "tier")]);
        assert_eq!(
            outcome(&again).1,
            "Failed to delete user variables with that name!"
        );
    }

    #[test]
    fn fetchalluservars_lists_name_data_user() {
        let kit = kit();
        let empty = kit.seller(&[("type", "fetchalluservars")]);
        assert_eq!(
            (empty.status, outcome(&empty).1.as_str()),
            (406, "No user variables Found")
        );
        kit.seller(&[
            ("type", "setvar"),
            ("user", "bob"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        let r = kit.seller(&[("type", "fetchalluservars")]);
        assert_eq!(
            json(&r)["vars"],
            serde_json::json!([{"name": "tier", "data": "gold", "user": "bob"}])
        );
    }
}

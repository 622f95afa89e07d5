//! Seller `vars` handlers: global application variables (api-catalogue §2.5).

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler, Reply};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addvar", addvar),
    ("editvar", editvar),
    ("retrvvar", retrvvar),
    ("delvar", delvar),
    ("delallvars", delallvars),
    ("fetchallvars", fetchallvars),
];

const MAX_DATA: usize = 1000;
const TOO_LONG: &str =
    "Data is too long. Must be less than 1000 characters. Use files for larger data";

fn too_long(cx: &Ctx) -> bool {
    cx.q.str("data").chars().count() > MAX_DATA
}

fn addvar(cx: &mut Ctx) -> Handled {
    if too_long(cx) {
        return Ok(fail(TOO_LONG));
    }
    let Some(authed) = cx.q.number("authed") else {
        return Ok(fail("Authed paramater must be 1 if you want to require login first, or 0 if you don't want to."));
    };
    let (Some(name), Some(data)) = (cx.q.get("name"), cx.q.get("data")) else {
        return Ok(fail("Failed to create variable!"));
    };
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO vars (varid, msg, authed) VALUES (?1, ?2, ?3)",
        params![name, data, authed != 0.0],
    )?;
    Ok(if n > 0 {
        ok("Successfully created variable!")
    } else {
        fail("Varialbe name already exists!")
    })
}

/// The service answers success whether or not the variable exists (api-catalogue §9).
fn editvar(cx: &mut Ctx) -> Handled {
    if too_long(cx) {
        return Ok(fail(TOO_LONG));
    }
    let Some(data) = cx.q.get("data") else {
        return Ok(fail("Must specify variable data"));
    };
    cx.db.execute(
        "UPDATE vars SET msg = ?1 WHERE varid = ?2",
        params![data, cx.q.str("varid")],
    )?;
    Ok(ok("Variable Edit Successful"))
}

fn retrvvar(cx: &mut Ctx) -> Handled {
    let row: Option<(String, bool)> = cx
        .db
        .query_row(
            "SELECT msg, authed FROM vars WHERE varid = ?1",
            [cx.q.str("name")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    Ok(match row {
        Some((data, authed)) => Reply::json(
            200,
            json!({"success": true, "message": data, "authed": authed.to_string()}),
        ),
        None => fail("Variable not found"),
    })
}

fn delvar(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM vars WHERE varid = ?1", [cx.q.str("name")])?;
    Ok(if n > 0 {
        ok("Successfully deleted variable!")
    } else {
        fail("Failed to delete variable!")
    })
}

fn delallvars(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM vars", [])? > 0 {
        ok("Successfully deleted all variables!")
    } else {
        fail("Failed to delete all variables!")
    })
}

fn fetchallvars(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT varid, msg, authed FROM vars ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(json!({
            "varid": r.get::<_, String>(0)?,
            "msg": r.get::<_, String>(1)?,
            "authed": r.get::<_, i64>(2)?,
        }))
    })?;
    cx.list_rows(
        "Successfully retrieved variables",
        "vars",
        "No variables Found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn add(kit: &Kit, name: &str, data: &str, authed: &str) -> (bool, String) {
        outcome(&kit.seller(&[
            ("type", "addvar"),
            ("name", name),
            ("data", data),
            ("authed", authed),
        ]))
    }

    #[test]
    fn addvar_validates_and_refuses_duplicates() {
        let kit = Kit::new();
        assert_eq!(
            add(&kit, "motd", &"x".repeat(1001), "1").1,
            "Data is too long. Must be less than 1000 characters. Use files for larger data"
        );
        assert!(add(&kit, "motd", "hi", "yes")
            .1
            .starts_with("Authed paramater must be 1"));
        assert_eq!(
            add(&kit, "motd", "hi", "0"),
            (true, "Successfully created variable!".into())
        );
        assert_eq!(
            add(&kit, "motd", "again", "1"),
            (false, "Varialbe name already exists!".into())
        );
        let r = kit.seller(&[("type", "retrvvar"), ("name", "motd")]);
        assert_eq!(json(&r)["message"], "hi");
        assert_eq!(json(&r)["authed"], "false");
    }

    #[test]
    fn editvar_changes_data_but_not_authed() {
        let kit = Kit::new();
        add(&kit, "motd", "hi", "1");
        let r = kit.seller(&[("type", "editvar"), ("varid", "motd"), ("data", "bye")]);
        assert_eq!(outcome(&r), (true, "Variable Edit Successful".into()));
        let r = kit.seller(&[("type", "retrvvar"), ("name", "motd")]);
        assert_eq!(
            (json(&r)["message"].as_str(), json(&r)["authed"].as_str()),
            (Some("bye"), Some("true"))
        );
        let long = "y".repeat(1001);
        let r = kit.seller(&[("type", "editvar"), ("varid", "motd"), ("data", &long)]);
        assert!(!outcome(&r).0);
        let r = kit.seller(&[("type", "editvar"), ("varid", "motd")]);
        assert_eq!(outcome(&r), (false, "Must specify variable data".into()));
    }

    #[test]
    fn retrvvar_unknown_is_not_found() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "retrvvar"), ("name", "nope")]);
        assert_eq!(
            (r.status, outcome(&r)),
            (200, (false, "Variable not found".into()))
        );
    }

    #[test]
    fn list_and_delete() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchallvars")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No variables Found")
        );
        add(&kit, "a", "1", "1");
        add(&kit, "b", "2", "0");
        let r = kit.seller(&[("type", "fetchallvars")]);
        assert_eq!(outcome(&r).1, "Successfully retrieved variables");
        assert_eq!(json(&r)["vars"][1]["varid"], "b");
        assert_eq!(json(&r)["vars"][1]["authed"], 0);

        let del = |name: &str| outcome(&kit.seller(&[("type", "delvar"), ("name", name)]));
        assert_eq!(del("a"), (true, "Successfully deleted variable!".into()));
        assert_eq!(del("a"), (false, "Failed to delete variable!".into()));
        let r = kit.seller(&[("type", "fetchallvars")]);
        assert_eq!(json(&r)["vars"].as_array().unwrap().len(), 1);

        let all = || outcome(&kit.seller(&[("type", "delallvars")]));
        assert_eq!(all(), (true, "Successfully deleted all variables!".into()));
        assert_eq!(all(), (false, "Failed to delete all variables!".into()));
        assert_eq!(kit.seller(&[("type", "fetchallvars")]).status, 406);
    }
}

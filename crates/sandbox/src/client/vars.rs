//! Client variable types: the logged-in user's own (`setvar`, `getvar`) and global ones (`var`).

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::client::require_user;
use crate::handler::{fail, ok, ok_with, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] =
    &[("setvar", setvar), ("getvar", getvar), ("var", global_var)];

fn setvar(cx: &mut Ctx) -> Handled {
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    // The service reports these three validation failures with success:true; kept for compatibility.
    let Some(name) = cx.q.get("var") else {
        return Ok(ok("No variable name provided"));
    };
    let Some(data) = cx.q.get("data") else {
        return Ok(ok("No variable data provided"));
    };
    if data.chars().count() > 500 {
        return Ok(ok("Variable data must be 500 characters or less"));
    }
    let read_only: Option<i64> = cx
        .db
        .query_row(
            "SELECT readOnly FROM uservars WHERE name = ?1 AND user = ?2",
            params![name, user],
            |r| r.get(0),
        )
        .optional()?;
    if read_only == Some(1) {
        return Ok(fail("Variable is read only"));
    }
    // The server's `uservars.name` is a varchar(99) in strict mode.
    if cx.mode.bugs && name.chars().count() > 99 {
        return Ok(super::php::died("Data too long for column 'name' at row 1"));
    }
    let n = cx.db.execute(
        "INSERT INTO uservars (name, data, user, readOnly) VALUES (?1, ?2, ?3, 0)
         ON CONFLICT(name, user) DO UPDATE SET data = excluded.data",
        params![name, data, user],
    )?;
    Ok(if n > 0 {
        ok("Successfully set variable")
    } else {
        fail("Failed to set variable")
    })
}

fn getvar(cx: &mut Ctx) -> Handled {
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let data: Option<String> = cx
        .db
        .query_row(
            "SELECT data FROM uservars WHERE name = ?1 AND user = ?2",
            params![cx.q.str("var"), user],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match data {
        Some(d) => ok_with("Successfully retrieved variable", json!({"response": d})),
        None => fail("Variable not found for user"),
    })
}

fn global_var(cx: &mut Ctx) -> Handled {
    let row: Option<(String, i64)> = cx
        .db
        .query_row(
            "SELECT msg, authed FROM vars WHERE varid = ?1",
            [cx.q.str("varid")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((msg, authed)) = row else {
        return Ok(fail("Variable not found."));
    };
    if authed == 1 {
        if let Err(reply) = require_user(cx) {
            return Ok(reply);
        }
    }
    Ok(ok(&msg))
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};

    #[test]
    fn user_variables_round_trip_and_respect_read_only() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let set = |var: &str, data: &str| {
            on(
                &kit,
                &sid,
                &[("type", "setvar"), ("var", var), ("data", data)],
            )
        };
        assert_eq!(
            set("theme", "dark"),
            (true, "Successfully set variable".into())
        );
        assert_eq!(set("theme", "light").1, "Successfully set variable");
        let r = call(&kit, &sid, &[("type", "getvar"), ("var", "theme")]);
        assert_eq!(json(&r)["response"], "light");
        let long = "x".repeat(501);
        assert_eq!(
            set("theme", &long),
            (true, "Variable data must be 500 characters or less".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "setvar"), ("var", "theme")]),
            (true, "No variable data provided".into())
        );
        kit.db
            .execute("UPDATE uservars SET readOnly = 1 WHERE name = 'theme'", [])
            .unwrap();
        assert_eq!(
            set("theme", "blue"),
            (false, "Variable is read only".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "getvar"), ("var", "nope")]),
            (false, "Variable not found for user".into())
        );
    }

    #[test]
    fn user_variables_need_a_login() {
        let kit = Kit::new();
        let sid = kit.init();
        let r = on(
            &kit,
            &sid,
            &[("type", "setvar"), ("var", "a"), ("data", "b")],
        );
        assert_eq!(r, (false, "Session is not validated".into()));
        assert_eq!(
            on(&kit, &sid, &[("type", "getvar"), ("var", "a")]).1,
            "Session is not validated"
        );
    }

    #[test]
    fn global_variables_need_a_login_only_when_authed() {
        let kit = Kit::new();
        kit.db
            .execute(
                "INSERT INTO vars (varid, msg, authed) VALUES ('motd', 'hello', 0), ('secret', 's3', 1)",
                [],
            )
            .unwrap();
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "var"), ("varid", "motd")]),
            (true, "hello".into())
        );
        assert_eq!(
            on(&kit, &anon, &[("type", "var"), ("varid", "secret")]).1,
            "Session is not validated"
        );
        assert_eq!(
            on(&kit, &anon, &[("type", "var"), ("varid", "none")]),
            (false, "Variable not found.".into())
        );
        let sid = user(&kit, "alice");
        assert_eq!(
            on(&kit, &sid, &[("type", "var"), ("varid", "secret")]),
            (true, "s3".into())
        );
    }
}

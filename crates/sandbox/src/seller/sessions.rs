//! Seller `sessions` handlers: list and end client sessions (api-catalogue §2.9).

use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("kill", kill),
    ("killall", killall),
    ("fetchallsessions", fetchallsessions),
];

fn kill(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM sessions WHERE id = ?1", [cx.q.str("sessid")])?;
    Ok(if n > 0 {
        ok("Successfully killed session!")
    } else {
        fail("Failed to kill session!")
    })
}

fn killall(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute("DELETE FROM sessions", [])?;
    Ok(if n > 0 {
        ok("Successfully killed all sessions!")
    } else {
        fail("Failed to kill all sessions!")
    })
}

fn fetchallsessions(cx: &mut Ctx) -> Handled {
    // The service purges sessions as they expire; the sandbox keeps the rows, so it hides dead ones.
    let mut st = cx.db.prepare(
        "SELECT id, credential, expiry, validated, ip FROM sessions WHERE expiry > ?1 ORDER BY created_at, id",
    )?;
    let rows = st.query_map([cx.now], |r| {
        Ok(json!({
            "id": r.get::<_, String>(0)?,
            "credential": r.get::<_, Option<String>>(1)?,
            "expiry": r.get::<_, i64>(2)?,
            "validated": r.get::<_, i64>(3)?,
            "ip": r.get::<_, Option<String>>(4)?,
        }))
    })?;
    cx.list_rows(
        "Successfully retrieved sessions",
        "sessions",
        "No sessions found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::client::SESSION_NOT_FOUND;
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn list_then_kill_one() {
        let kit = Kit::new();
        let sid = kit.init();
        let r = kit.seller(&[("type", "fetchallsessions")]);
        assert_eq!(r.status, 200);
        let row = &json(&r)["sessions"][0];
        assert_eq!(row["id"], sid.as_str());
        assert_eq!(row["validated"], 0);
        assert_eq!(row["expiry"], kit.now + 21_600);
        assert_eq!(row["ip"], kit.ip.as_str());

        let r = kit.seller(&[("type", "kill"), ("sessid", &sid)]);
        assert_eq!(outcome(&r), (true, "Successfully killed session!".into()));
        let r = kit.client(&[("type", "fetchOnline"), ("sessionid", &sid)]);
        assert_eq!(outcome(&r).1, SESSION_NOT_FOUND);
        let r = kit.seller(&[("type", "kill"), ("sessid", &sid)]);
        assert_eq!(outcome(&r), (false, "Failed to kill session!".into()));
    }

    #[test]
    fn kill_all_empties_the_list() {
        let mut kit = Kit::new();
        let r = kit.seller(&[("type", "killall")]);
        assert_eq!(outcome(&r), (false, "Failed to kill all sessions!".into()));
        kit.init();
        kit.init();
        assert_eq!(
            json(&kit.seller(&[("type", "fetchallsessions")]))["sessions"]
                .as_array()
                .map(Vec::len),
            Some(2)
        );
        let r = kit.seller(&[("type", "killall")]);
        assert_eq!(
            outcome(&r),
            (true, "Successfully killed all sessions!".into())
        );
        let r = kit.seller(&[("type", "fetchallsessions")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No sessions found")
        );

        // An expired session is not listed.
        kit.init();
        kit.now += 21_601;
        let r = kit.seller(&[("type", "fetchallsessions")]);
        assert_eq!(r.status, 406);
    }
}

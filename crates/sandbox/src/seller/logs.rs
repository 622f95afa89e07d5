//! Seller `logs` handlers: read and clear what the client API's `log` stored (api-catalogue §2.11).

use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[("fetchalllogs", fetchalllogs), ("dellogs", dellogs)];

fn fetchalllogs(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT id, logdate, logdata, credential, pcuser FROM logs ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(json!({
            "id": r.get::<_, i64>(0)?,
            // A varchar column in the service, so a string.
            "logdate": r.get::<_, i64>(1)?.to_string(),
            "logdata": r.get::<_, String>(2)?,
            "credential": r.get::<_, Option<String>>(3)?,
            "pcuser": r.get::<_, Option<String>>(4)?,
            "logapp": cx.app.secret,
        }))
    })?;
    cx.list_rows("Successfully retrieved logs", "logs", "No logs found", rows)
}

fn dellogs(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM logs", [])? > 0 {
        ok("Successfully deleted all logs!")
    } else {
        fail("Failed to delete all logs!")
    })
}

#[cfg(test)]
mod tests {
    use rusqlite::params;

    use crate::testkit::{json, outcome, Kit};

    fn log(kit: &Kit, data: &str) {
        kit.db
            .execute(
                "INSERT INTO logs (logdate, logdata, credential, pcuser) VALUES (?1, ?2, 'alice', 'DESKTOP-1')",
                params![kit.now, data],
            )
            .unwrap();
    }

    #[test]
    fn list_logs() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchalllogs")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (406, "No logs found"));
        log(&kit, "opened settings");
        let r = kit.seller(&[("type", "fetchalllogs")]);
        assert_eq!(outcome(&r), (true, "Successfully retrieved logs".into()));
        let row = &json(&r)["logs"][0];
        assert!(row["id"].is_number());
        assert_eq!(row["logdate"], kit.now.to_string());
        assert_eq!(row["logdata"], "opened settings");
        assert_eq!(row["credential"], "alice");
        assert_eq!(row["pcuser"], "DESKTOP-1");
        assert_eq!(row["logapp"], kit.app.secret.as_str());
    }

    #[test]
    fn delete_all_logs() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "dellogs")]);
        assert_eq!(outcome(&r), (false, "Failed to delete all logs!".into()));
        log(&kit, "a");
        log(&kit, "b");
        let r = kit.seller(&[("type", "dellogs")]);
        assert_eq!(outcome(&r), (true, "Successfully deleted all logs!".into()));
        assert_eq!(kit.seller(&[("type", "fetchalllogs")]).status, 406);
    }
}

//! Seller `buttons` handlers: web-loader buttons (api-catalogue §2.12).

use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addbutton", addbutton),
    ("delbutton", delbutton),
    ("delallbuttons", delallbuttons),
    ("fetchallbuttons", fetchallbuttons),
];

fn addbutton(cx: &mut Ctx) -> Handled {
    let (Some(text), Some(value)) = (cx.q.get("text"), cx.q.get("value")) else {
        return Ok(fail(
            "Failed to add button! You can't have two button with the same value.",
        ));
    };
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO buttons (text, value) VALUES (?1, ?2)",
        params![text, value],
    )?;
    Ok(if n > 0 {
        ok("Succesfully added button!")
    } else {
        fail("Failed to add button! You can't have two button with the same value.")
    })
}

fn delbutton(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM buttons WHERE value = ?1", [cx.q.str("value")])?;
    Ok(if n > 0 {
        ok("Successfully deleted button!")
    } else {
        fail("Failed to delete button!")
    })
}

/// Not in any server source (the official bots send it); messages follow the group's style.
fn delallbuttons(cx: &mut Ctx) -> Handled {
    Ok(if cx.db.execute("DELETE FROM buttons", [])? > 0 {
        ok("Successfully deleted all buttons!")
    } else {
        fail("Failed to delete all buttons!")
    })
}

fn fetchallbuttons(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT text, value FROM buttons ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(json!({"text": r.get::<_, String>(0)?, "value": r.get::<_, String>(1)?}))
    })?;
    cx.list_rows(
        "Successfully retrieved buttons",
        "buttons",
        "No buttons found",
        rows,
    )
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn add(kit: &Kit, value: &str, text: &str) -> (bool, String) {
        outcome(&kit.seller(&[("type", "addbutton"), ("value", value), ("text", text)]))
    }

    #[test]
    fn add_refuses_duplicate_values() {
        let kit = Kit::new();
        assert_eq!(
            add(&kit, "launch", "Launch"),
            (true, "Succesfully added button!".into())
        );
        let dup = kit.seller(&[
            ("type", "addbutton"),
            ("value", "launch"),
            ("text", "Again"),
        ]);
        assert_eq!(
            (dup.status, outcome(&dup)),
            (
                200,
                (
                    false,
                    "Failed to add button! You can't have two button with the same value.".into()
                )
            )
        );
    }

    #[test]
    fn list_and_delete() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchallbuttons")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (406, "No buttons found")
        );
        add(&kit, "launch", "Launch game");
        add(&kit, "update", "Update");
        let r = kit.seller(&[("type", "fetchallbuttons")]);
        assert_eq!(outcome(&r).1, "Successfully retrieved buttons");
        assert_eq!(json(&r)["buttons"][0]["text"], "Launch game");

        let del = |v: &str| outcome(&kit.seller(&[("type", "delbutton"), ("value", v)]));
        assert_eq!(del("launch"), (true, "Successfully deleted button!".into()));
        assert_eq!(del("launch"), (false, "Failed to delete button!".into()));
        let r = kit.seller(&[("type", "fetchallbuttons")]);
        assert_eq!(json(&r)["buttons"].as_array().unwrap().len(), 1);

        let all = || outcome(&kit.seller(&[("type", "delallbuttons")]));
        assert_eq!(all(), (true, "Successfully deleted all buttons!".into()));
        assert_eq!(all(), (false, "Failed to delete all buttons!".into()));
        assert_eq!(kit.seller(&[("type", "fetchallbuttons")]).status, 406);
    }
}

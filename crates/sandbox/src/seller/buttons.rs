//! Seller `buttons` handlers: web-loader buttons (api-catalogue §2.12).

use rusqlite::params;

use crate::reply::{fail, ok, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[("addbutton", addbutton)];

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

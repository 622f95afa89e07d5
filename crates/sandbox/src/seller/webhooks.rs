//! Seller `webhooks` handlers: relayed URLs the client calls by id (api-catalogue §2.7).

use rusqlite::params;

use crate::reply::{fail, ok, Ctx, Handled, Handler};
use crate::store::random_string;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("addwebhook", addwebhook),
    ("delallwebhooks", delallwebhooks),
];

fn addwebhook(cx: &mut Ctx) -> Handled {
    let authed = cx.q.str("authed");
    if authed != "0" && authed != "1" {
        return Ok(fail("Authed paramater must be 1 if you want to require login first, or 0 if you don't want to."));
    }
    let url = cx.q.str("baseurl");
    if !url::Url::parse(url).is_ok_and(|u| matches!(u.scheme(), "http" | "https")) {
        return Ok(fail("URL isn't a valid URL!"));
    }
    // The service refuses localhost; the sandbox allows it so relays can be tested on loopback.
    let webid =
        cx.q.get("webid")
            .map(str::to_string)
            .unwrap_or_else(|| random_string(10));
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO webhooks (webid, baselink, useragent, authed) VALUES (?1, ?2, ?3, ?4)",
        params![webid, url, cx.q.get("ua").unwrap_or("KeyAuth"), authed == "1"],
    )?;
    Ok(if n > 0 {
        ok("Successfully added webhook!")
    } else {
        fail("Failed to add webhook!")
    })
}

fn delallwebhooks(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute("DELETE FROM webhooks", [])?;
    Ok(if n > 0 {
        ok("Successfully deleted all webhooks!")
    } else {
        fail("Failed to find any webhooks!")
    })
}

//! Client `webhook`: relays a request to a URL the seller defined.

use rusqlite::OptionalExtension;
use serde_json::json;

use crate::client::require_user;
use crate::fetch;
use crate::reply::{fail, ok_with, Ctx, Handled, Handler};

pub const HANDLERS: &[(&str, Handler)] = &[("webhook", webhook)];

const MAX_RELAYED: usize = 1 << 20;

fn webhook(cx: &mut Ctx) -> Handled {
    let row: Option<(String, String, i64)> = cx
        .db
        .query_row(
            "SELECT baselink, useragent, authed FROM webhooks WHERE webid = ?1",
            [cx.q.str("webid")],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let Some((base, ua, authed)) = row else {
        return Ok(fail("Webhook Not Found."));
    };
    if authed == 1 {
        if let Err(reply) = require_user(cx) {
            return Ok(reply);
        }
    }
    let url = format!("{base}{}", cx.q.str("params"));
    let method = if cx.q.get("body").is_some() {
        "POST"
    } else {
        "GET"
    };
    match fetch::send(
        method,
        &url,
        cx.q.get("body"),
        cx.q.get("conttype"),
        &ua,
        MAX_RELAYED,
    ) {
        Ok((_, body)) => {
            let text = String::from_utf8_lossy(&body[..body.len().min(MAX_RELAYED)]).into_owned();
            Ok(ok_with(
                "Webhook request successful",
                json!({"response": text}),
            ))
        }
        Err(_) => Ok(fail("Webhook request failed")),
    }
}

//! Client `webhook`: relays a request to a URL the seller defined (built and checked by `fetch`).

use rusqlite::OptionalExtension;
use serde_json::json;

use crate::client::require_user;
use crate::fetch::{self, Fetched};
use crate::handler::{fail, ok_with, Ctx, Handled, Handler};

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
    // Read only now by the server's PHP (`client::php`).
    if cx.mode.bugs && (super::php::array(cx.q, "params") || super::php::array(cx.q, "conttype")) {
        return Ok(super::php::trim_died());
    }
    let url = match fetch::relay_url(&base, cx.q.str("params")) {
        Ok(url) => url,
        Err(why) => return Ok(fail(&format!("Webhook request refused: {why}"))),
    };
    let body = cx.q.get("body").map(str::to_string);
    let req = fetch::Request {
        method: if body.is_some() { "POST" } else { "GET" },
        url: url.to_string(),
        body,
        content_type: cx.q.get("conttype").map(str::to_string),
        ua,
        max: MAX_RELAYED,
    };
    match cx.fetch(req)? {
        Fetched::Answer(_, body) => {
            let text = String::from_utf8_lossy(&body[..body.len().min(MAX_RELAYED)]).into_owned();
            Ok(ok_with(
                "Webhook request successful",
                json!({"response": text}),
            ))
        }
        Fetched::Refused(why) => Ok(fail(&format!("Webhook request refused: {why}"))),
        Fetched::Failed => Ok(fail("Webhook request failed")),
    }
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};

    #[test]
    fn unknown_and_authed_webhooks_are_refused_before_any_request() {
        let kit = Kit::new();
        kit.db
            .execute(
                "INSERT INTO webhooks (webid, baselink, authed) VALUES ('w1', 'http://127.0.0.1:9/', 1)",
                [],
            )
            .unwrap();
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "webhook"), ("webid", "nope")]),
            (false, "Webhook Not Found.".into())
        );
        assert_eq!(
            on(&kit, &anon, &[("type", "webhook"), ("webid", "w1")]),
            (false, "Session is not validated".into())
        );
    }

    #[test]
    fn a_logged_in_user_gets_the_relayed_answer() {
        use std::io::{Read, Write};
        let server = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}/hook", server.local_addr().unwrap());
        let seen = std::thread::spawn(move || {
            let (mut conn, _) = server.accept().unwrap();
            let mut buf = [0u8; 2048];
            let n = conn.read(&mut buf).unwrap();
            let body = "pong";
            let answer = format!(
                "HTTP/1.1 200 OK\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
            conn.write_all(answer.as_bytes()).unwrap();
            String::from_utf8_lossy(&buf[..n]).into_owned()
        });
        let kit = Kit::new();
        kit.db
            .execute(
                "INSERT INTO webhooks (webid, baselink, useragent, authed) VALUES ('w1', ?1, 'kit-agent', 1)",
                [&base],
            )
            .unwrap();
        let sid = user(&kit, "alice");
        let r = call(
            &kit,
            &sid,
            &[("type", "webhook"), ("webid", "w1"), ("params", "?q=1")],
        );
        assert_eq!(json(&r)["message"], "Webhook request successful");
        assert_eq!(json(&r)["response"], "pong");
        let request = seen.join().unwrap();
        assert!(request.starts_with("GET /hook?q=1 "), "{request}");
        assert!(request.to_lowercase().contains("user-agent: kit-agent"));
    }
}

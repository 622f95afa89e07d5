//! Client `webhook`: relays a request to a URL the seller defined.

use rusqlite::OptionalExtension;
use serde_json::json;

use crate::client::require_user;
use crate::fetch;
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
    let url = format!("{base}{}", cx.q.str("params"));
    let method = if cx.q.get("body").is_some() {
        "POST"
    } else {
        "GET"
    };
    match fetch::send(
        cx.mode,
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
        // Handlers run on a blocking thread inside the server's runtime; give the test one too.
        let rt = tokio::runtime::Runtime::new().unwrap();
        let _inside = rt.enter();
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

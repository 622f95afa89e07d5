//! Client chat types: `chatget` reads a channel, `chatsend` posts with the channel's delay and mutes.

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::client::require_user;
use crate::handler::{fail, ok, ok_with, Ctx, Handled, Handler};
use crate::store::setting;

pub const HANDLERS: &[(&str, Handler)] = &[("chatget", chatget), ("chatsend", chatsend)];

/// Messages a channel keeps; older ones are dropped on send.
const KEPT: i64 = 50;

fn chatget(cx: &mut Ctx) -> Handled {
    if let Err(reply) = require_user(cx) {
        return Ok(reply);
    }
    let mut st = cx.db.prepare(
        "SELECT author, message, timestamp FROM chatmsgs WHERE channel = ?1 ORDER BY id",
    )?;
    let rows = st
        .query_map([cx.q.str("channel")], |r| {
            Ok(json!({
                "author": r.get::<_, String>(0)?,
                "message": r.get::<_, String>(1)?,
                "timestamp": r.get::<_, i64>(2)?,
            }))
        })?
        .collect::<rusqlite::Result<Vec<Value>>>()?;
    // Unlike seller lists, an empty channel is a success with an empty list.
    Ok(ok_with(
        "Successfully retrieved chat messages",
        json!({ "messages": rows }),
    ))
}

fn chatsend(cx: &mut Ctx) -> Handled {
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let channel = cx.q.str("channel");
    let delay: Option<i64> = cx
        .db
        .query_row("SELECT delay FROM chats WHERE name = ?1", [channel], |r| {
            r.get(0)
        })
        .optional()?;
    let Some(delay) = delay else {
        return Ok(fail("Chat channel not found"));
    };
    let last: Option<i64> = cx
        .db
        .query_row(
            "SELECT timestamp FROM chatmsgs WHERE author = ?1 AND channel = ?2 ORDER BY id DESC LIMIT 1",
            params![user, channel],
            |r| r.get(0),
        )
        .optional()?;
    if last.is_some_and(|t| cx.now - t < delay) {
        return Ok(fail(&setting(cx.db, "chatHitDelay")?));
    }
    // The service refuses on any mute row, even a lapsed one; the sandbox only on a current mute.
    let muted: Option<i64> = cx
        .db
        .query_row(
            "SELECT time FROM chatmutes WHERE user = ?1 AND time > ?2",
            params![user, cx.now],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(until) = muted {
        return Ok(fail(&format!(
            "You're muted from chat until {}",
            php_date(until)
        )));
    }
    let Some(message) = cx.q.get("message") else {
        return Ok(fail("Message can't be blank"));
    };
    if message.chars().count() > 2000 {
        return Ok(fail("Message too long!"));
    }
    cx.db.execute(
        "INSERT INTO chatmsgs (author, message, timestamp, channel) VALUES (?1, ?2, ?3, ?4)",
        params![user, message, cx.now, channel],
    )?;
    cx.db.execute(
        "DELETE FROM chatmsgs WHERE channel = ?1 AND id NOT IN
         (SELECT id FROM chatmsgs WHERE channel = ?1 ORDER BY id DESC LIMIT ?2)",
        params![channel, KEPT],
    )?;
    Ok(ok("Successfully sent chat message"))
}

/// PHP's `date("F j, Y, g:i a")` in UTC, as the service words the end of a mute.
fn php_date(unix: i64) -> String {
    chrono::DateTime::from_timestamp(unix, 0)
        .map(|t| t.format("%B %-d, %Y, %-I:%M %P").to_string())
        .unwrap_or_else(|| unix.to_string())
}

#[cfg(test)]
mod tests {
    use super::php_date;
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};

    fn channel(kit: &Kit, delay: i64) {
        kit.db
            .execute(
                "INSERT INTO chats (name, delay) VALUES ('general', ?1)",
                [delay],
            )
            .unwrap();
    }

    #[test]
    fn send_then_read_keeping_the_newest_fifty() {
        let mut kit = Kit::new();
        channel(&kit, 0);
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "chatget"), ("channel", "general")]);
        assert_eq!(json(&r)["messages"].as_array().unwrap().len(), 0);
        for i in 0..52 {
            kit.now += 1;
            let msg = format!("m{i}");
            let sent = on(
                &kit,
                &sid,
                &[
                    ("type", "chatsend"),
                    ("channel", "general"),
                    ("message", &msg),
                ],
            );
            assert_eq!(sent, (true, "Successfully sent chat message".into()));
        }
        let r = call(&kit, &sid, &[("type", "chatget"), ("channel", "general")]);
        let msgs = json(&r)["messages"].as_array().unwrap().clone();
        assert_eq!(msgs.len(), 50);
        assert_eq!(msgs[0]["message"], "m2");
        assert_eq!(msgs[49]["author"], "alice");
        assert_eq!(msgs[49]["timestamp"], kit.now);
    }

    #[test]
    fn send_refuses_unknown_channels_fast_senders_and_muted_users() {
        let mut kit = Kit::new();
        channel(&kit, 60);
        let sid = user(&kit, "alice");
        let send = |kit: &Kit, ch: &str, msg: &str| {
            on(
                kit,
                &sid,
                &[("type", "chatsend"), ("channel", ch), ("message", msg)],
            )
        };
        assert_eq!(send(&kit, "nope", "hi").1, "Chat channel not found");
        assert!(send(&kit, "general", "hi").0);
        assert_eq!(
            send(&kit, "general", "again").1,
            "Chat slower, you've hit the delay limit"
        );
        kit.now += 60;
        assert_eq!(
            send(&kit, "general", &"x".repeat(2001)).1,
            "Message too long!"
        );
        kit.seller(&[("type", "muteuser"), ("user", "alice"), ("time", "3600")]);
        let until = php_date(kit.now + 3600);
        assert_eq!(
            send(&kit, "general", "hi").1,
            format!("You're muted from chat until {until}")
        );
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "chatget"), ("channel", "general")]).1,
            "Session is not validated"
        );
    }

    #[test]
    fn dates_read_like_the_service() {
        assert_eq!(php_date(1_800_000_000), "January 15, 2027, 8:00 am");
    }
}

//! Seller `chats` handlers: channels and mutes (api-catalogue §2.8).

use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("fetchallchats", fetchallchats),
    ("addchannel", addchannel),
    ("editchan", editchan),
    ("delchannel", delchannel),
    ("clearchannel", clearchannel),
    ("fetchallmutes", fetchallmutes),
    ("muteuser", muteuser),
    ("unmuteuser", unmuteuser),
];

fn fetchallchats(cx: &mut Ctx) -> Handled {
    let mut st = cx.db.prepare("SELECT name, delay FROM chats ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(json!({"name": r.get::<_, String>(0)?, "delay": r.get::<_, i64>(1)?}))
    })?;
    cx.list_rows(
        "Successfully retrieved chats",
        "chats",
        "No chats found",
        rows,
    )
}

/// `delay` is in seconds here but in minutes for `editchan` (api-catalogue §6.4).
fn addchannel(cx: &mut Ctx) -> Handled {
    let Some(name) = cx.q.get("name") else {
        return Ok(fail("Channel name not specified"));
    };
    let Some(delay) = cx.q.int("delay").filter(|d| *d >= 0) else {
        return Ok(fail("Failed to create channel!"));
    };
    // A duplicate name hits the unique index: the type's failure, not a 500.
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO chats (name, delay) VALUES (?1, ?2)",
        params![name, delay],
    )?;
    Ok(if n > 0 {
        ok("Successfully created channel!")
    } else {
        fail("Failed to create channel!")
    })
}

fn editchan(cx: &mut Ctx) -> Handled {
    let Some(minutes) = cx.q.number("delay").filter(|d| *d >= 0.0) else {
        return Ok(fail("Failed To update channel!"));
    };
    let n = cx.db.execute(
        "UPDATE chats SET delay = ?1 WHERE name = ?2",
        params![(minutes * 60.0).round() as i64, cx.q.str("name")],
    )?;
    Ok(if n > 0 {
        ok("Successfully updated channel!")
    } else {
        fail("Failed To update channel!")
    })
}

fn delchannel(cx: &mut Ctx) -> Handled {
    let name = cx.q.str("name");
    if cx.db.execute("DELETE FROM chats WHERE name = ?1", [name])? == 0 {
        return Ok(fail("Failed to delete channel!"));
    }
    cx.db
        .execute("DELETE FROM chatmsgs WHERE channel = ?1", [name])?;
    Ok(ok("Successfully deleted channel!"))
}

/// As in the service, clearing a channel that has no messages is a failure.
fn clearchannel(cx: &mut Ctx) -> Handled {
    let n = cx.db.execute(
        "DELETE FROM chatmsgs WHERE channel = ?1",
        [cx.q.str("name")],
    )?;
    Ok(if n > 0 {
        ok("Successfully cleared channel!")
    } else {
        fail("Failed to clear channel!")
    })
}

fn fetchallmutes(cx: &mut Ctx) -> Handled {
    let mut st = cx
        .db
        .prepare("SELECT user, time FROM chatmutes WHERE time > ?1 ORDER BY id")?;
    let rows = st.query_map([cx.now], |r| {
        Ok(json!({"user": r.get::<_, String>(0)?, "time": r.get::<_, i64>(1)?}))
    })?;
    cx.list_rows(
        "Successfully retrieved mutes",
        "mutes",
        "No mutes found",
        rows,
    )
}

fn muteuser(cx: &mut Ctx) -> Handled {
    let Some(secs) = cx.q.int("time") else {
        return Ok(fail("Invalid time paramater, must be number"));
    };
    let user = cx.q.str("user");
    if !rules::user_exists(cx.db, user)? {
        return Ok(fail("User doesn't exist!"));
    }
    cx.db.execute(
        "INSERT INTO chatmutes (user, time) VALUES (?1, ?2) ON CONFLICT(user) DO UPDATE SET time = excluded.time",
        params![user, cx.now.saturating_add(secs)],
    )?;
    Ok(ok("Successfully muted user!"))
}

fn unmuteuser(cx: &mut Ctx) -> Handled {
    let n = cx
        .db
        .execute("DELETE FROM chatmutes WHERE user = ?1", [cx.q.str("user")])?;
    Ok(if n > 0 {
        ok("Successfully unmuted user!")
    } else {
        fail("Failed to unmute user!")
    })
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    fn add(kit: &Kit, name: &str, delay: &str) -> (bool, String) {
        outcome(&kit.seller(&[("type", "addchannel"), ("name", name), ("delay", delay)]))
    }

    fn say(kit: &Kit, channel: &str, text: &str) {
        kit.db
            .execute(
                "INSERT INTO chatmsgs (author, message, timestamp, channel) VALUES ('alice', ?1, 0, ?2)",
                [text, channel],
            )
            .unwrap();
    }

    fn messages(kit: &Kit, channel: &str) -> i64 {
        kit.db
            .query_row(
                "SELECT COUNT(*) FROM chatmsgs WHERE channel = ?1",
                [channel],
                |r| r.get(0),
            )
            .unwrap()
    }

    fn delay_of(kit: &Kit, name: &str) -> serde_json::Value {
        let r = kit.seller(&[("type", "fetchallchats")]);
        json(&r)["chats"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .map(|c| c["delay"].clone())
            .unwrap_or_default()
    }

    #[test]
    fn create_list_and_duplicate() {
        let kit = Kit::new();
        let r = kit.seller(&[("type", "fetchallchats")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (406, "No chats found"));
        assert_eq!(
            add(&kit, "general", "5"),
            (true, "Successfully created channel!".into())
        );
        let dup = kit.seller(&[("type", "addchannel"), ("name", "general"), ("delay", "9")]);
        assert_eq!(
            (dup.status, outcome(&dup)),
            (200, (false, "Failed to create channel!".into()))
        );
        let r = kit.seller(&[("type", "addchannel"), ("delay", "9")]);
        assert_eq!(outcome(&r).1, "Channel name not specified");
        let r = kit.seller(&[("type", "fetchallchats")]);
        assert_eq!(outcome(&r).1, "Successfully retrieved chats");
        assert_eq!(delay_of(&kit, "general"), 5);
    }

    #[test]
    fn editchan_takes_minutes() {
        let kit = Kit::new();
        add(&kit, "general", "5");
        let edit = |name: &str, delay: &str| {
            outcome(&kit.seller(&[("type", "editchan"), ("name", name), ("delay", delay)]))
        };
        assert_eq!(
            edit("general", "1.5"),
            (true, "Successfully updated channel!".into())
        );
        assert_eq!(delay_of(&kit, "general"), 90);
        assert_eq!(
            edit("nope", "2"),
            (false, "Failed To update channel!".into())
        );
    }

    #[test]
    fn clear_and_delete_remove_messages() {
        let kit = Kit::new();
        add(&kit, "general", "0");
        add(&kit, "other", "0");
        say(&kit, "general", "hi");
        say(&kit, "general", "there");
        say(&kit, "other", "kept");
        let clear = || outcome(&kit.seller(&[("type", "clearchannel"), ("name", "general")]));
        assert_eq!(clear(), (true, "Successfully cleared channel!".into()));
        assert_eq!(messages(&kit, "general"), 0);
        assert_eq!(clear(), (false, "Failed to clear channel!".into()));

        let del = |n: &str| outcome(&kit.seller(&[("type", "delchannel"), ("name", n)]));
        assert_eq!(del("other"), (true, "Successfully deleted channel!".into()));
        assert_eq!(messages(&kit, "other"), 0);
        assert_eq!(del("other"), (false, "Failed to delete channel!".into()));
        assert_eq!(delay_of(&kit, "other"), serde_json::Value::Null);
    }

    #[test]
    fn mute_and_unmute() {
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        kit.seller(&[
            ("type", "adduser"),
            ("user", "alice"),
            ("sub", "default"),
            ("expiry", "1"),
        ]);
        let r = kit.seller(&[("type", "muteuser"), ("user", "bob"), ("time", "60")]);
        assert_eq!(outcome(&r).1, "User doesn't exist!");
        let r = kit.seller(&[("type", "muteuser"), ("user", "alice"), ("time", "x")]);
        assert_eq!(outcome(&r).1, "Invalid time paramater, must be number");
        let r = kit.seller(&[("type", "muteuser"), ("user", "alice"), ("time", "60")]);
        assert_eq!(outcome(&r), (true, "Successfully muted user!".into()));
        let r = kit.seller(&[("type", "fetchallmutes")]);
        assert_eq!(json(&r)["mutes"][0]["time"], kit.now + 60);

        let unmute = || outcome(&kit.seller(&[("type", "unmuteuser"), ("user", "alice")]));
        assert_eq!(unmute(), (true, "Successfully unmuted user!".into()));
        assert_eq!(unmute(), (false, "Failed to unmute user!".into()));
        assert_eq!(kit.seller(&[("type", "fetchallmutes")]).status, 406);
    }
}

//! Seller `licenses` handlers: create, inspect, ban and delete keys (api-catalogue §2.1).

use rand::Rng;
use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::handler::{fail, fail_status, ok, ok_with, streamed_list, Ctx, Handled, Handler, Reply};
use crate::rules;
use crate::store;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("info", info),
    ("add", add),
    ("fetchallkeys", fetchallkeys),
    ("verify", verify),
    ("addtime", addtime),
    ("setnote", setnote),
    ("fetchnote", fetchnote),
    ("edit", edit),
    ("getkey", getkey),
    ("assignkey", assignkey),
    ("activate", activate),
];

const DEFAULT_MASK: &str = "******-******-******-******-******-******";
const DAILY_CAP: i64 = 5000;
/// Random keys tried for each new one before the sandbox gives up on a mask.
const UNIQUE_TRIES: u32 = 1000;
const NO_UNIQUE_KEY: &str = "No unused key is left for this mask: add * to it";

fn info(cx: &mut Ctx) -> Handled {
    let row = cx
        .db
        .query_row(
            "SELECT expires, note, status, level, genby, usedby, usedon, gendate FROM keys WHERE key = ?1 ORDER BY id LIMIT 1",
            [cx.q.str("key")],
            |r| {
                Ok(json!({
                    "success": true,
                    "duration": r.get::<_, i64>(0)?.to_string(),
                    "note": r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                    "status": r.get::<_, String>(2)?,
                    "level": r.get::<_, String>(3)?,
                    "createdby": r.get::<_, String>(4)?,
                    "usedby": r.get::<_, Option<String>>(5)?.unwrap_or_default(),
                    "usedon": r.get::<_, Option<i64>>(6)?.map(|t| t.to_string()).unwrap_or_default(),
                    "creationdate": r.get::<_, i64>(7)?.to_string(),
                }))
            },
        )
        .optional()?;
    Ok(match row {
        Some(v) => Reply::json(200, v),
        None => fail("Key Not Found"),
    })
}

fn charset(character: &str) -> Option<&'static [u8]> {
    match character {
        "1" => Some(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        "2" => Some(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "3" => Some(b"0123456789abcdefghijklmnopqrstuvwxyz"),
        _ => None,
    }
}

fn generate(mask: &str, set: Option<&[u8]>, legacy: bool) -> String {
    let mut rng = rand::thread_rng();
    let mut pick = |set: &[u8]| set[rng.gen_range(0..set.len())] as char;
    mask.chars()
        .map(|c| match (c, set) {
            // The 2022 server: `X` upper case and digits, `x` lower case and digits, `*` literal.
            ('X', _) if legacy => pick(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            ('x', _) if legacy => pick(b"0123456789abcdefghijklmnopqrstuvwxyz"),
            (_, _) if legacy => c,
            ('*', Some(set)) => pick(set),
            _ => c,
        })
        .collect()
}

/// Whether a mask makes random keys (on the 2022 server: has `X` or `x`; else: has `*`).
fn is_random(mask: &str, legacy: bool) -> bool {
    if legacy {
        mask.contains(['X', 'x'])
    } else {
        mask.contains('*')
    }
}

fn add(cx: &mut Ctx) -> Handled {
    add_keys(cx, true)
}

/// `add` without the service's daily key cap, which (like the rate limits) only
/// `sandbox start --limits service` enforces.
pub fn add_uncapped(cx: &mut Ctx) -> Handled {
    add_keys(cx, false)
}

fn add_keys(cx: &mut Ctx, daily_cap: bool) -> Handled {
    let Some(expiry) = cx.q.get("expiry") else {
        return Ok(fail_status(406, "Expiry not set"));
    };
    let Some(days) = cx.q.number("expiry").filter(|d| *d >= 0.0) else {
        let _ = expiry;
        return Ok(fail_status(400, "Expiry must a number of days"));
    };
    let amount = cx.q.int("amount").filter(|a| *a >= 1).unwrap_or(1);
    let level =
        cx.q.get("level")
            .filter(|l| l.parse::<u64>().is_ok())
            .unwrap_or("1");
    if cx.q.str("level").len() > 12 {
        return Ok(fail("Level too long"));
    }
    // The service counts the day's keys before checking the per-request cap.
    let since = cx.now - 86_400;
    if daily_cap {
        let today = store::count(cx.db, "keys_per_day", cx.now, 0, since)?;
        if today.saturating_add(amount) > DAILY_CAP {
            return Ok(fail_status(
                429,
                "You can only generate 5000 keys per 24 hours with SellerAPI.",
            ));
        }
        store::count(cx.db, "keys_per_day", cx.now, amount, since)?;
    }
    if amount > 100 {
        return Ok(fail("You can only generate 100 licenses at a time"));
    }
    let legacy = cx.mode.flavor == crate::mode::Generation::Open2022;
    let mask = match cx.q.get("mask") {
        None if legacy => "XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX",
        Some(m) if legacy => m,
        None | Some("XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX") => DEFAULT_MASK,
        Some(m) => m,
    };
    if !is_random(mask, legacy) && amount > 1 {
        return Ok(fail("Can't do custom key with amount greater than one"));
    }
    let set = charset(cx.q.get("character").unwrap_or("1"));
    let duration = (days * 86_400.0).round() as i64;
    let owner = cx.q.get("owner").unwrap_or("SellerAPI");
    // Keys are unique only by chance in the service; the sandbox makes sure, a bounded number of
    // times, so a mask with too few `*` (or a `character` that leaves them as they are) can't spin.
    let mut keys: Vec<String> = Vec::new();
    for _ in 0..amount {
        let mut tries = 0;
        let key = loop {
            let k = generate(mask, set, legacy);
            if !is_random(mask, legacy)
                || (!keys.contains(&k) && rules::find_key(cx.db, &k)?.is_none())
            {
                break k;
            }
            tries += 1;
            if tries == UNIQUE_TRIES {
                return Ok(fail(NO_UNIQUE_KEY));
            }
        };
        keys.push(key);
    }
    let mut insert = cx.db.prepare(
        "INSERT INTO keys (key, note, expires, status, level, genby, gendate) VALUES (?1, ?2, ?3, 'Not Used', ?4, ?5, ?6)",
    )?;
    for key in &keys {
        // The 2022 server has no `note`, `owner` or `character` on `add`.
        insert.execute(params![
            key,
            cx.q.get("note").filter(|_| !legacy),
            duration,
            level,
            if legacy { "SellerAPI" } else { owner },
            cx.now
        ])?;
    }
    Ok(if amount == 1 {
        ok_with("License Successfully Generated", json!({"key": keys[0]}))
    } else {
        let mut r = ok_with("Licenses successfully generated", json!({"keys": keys}));
        r.status = 302;
        r
    })
}

/// One `keys` row as the service lists it; `expires` and `gendate` are strings there (varchar).
#[derive(serde::Serialize)]
struct KeyRow<'a> {
    id: i64,
    key: &'a str,
    note: Option<&'a str>,
    #[serde(serialize_with = "as_string")]
    expires: i64,
    status: &'a str,
    level: &'a str,
    genby: &'a str,
    #[serde(serialize_with = "as_string")]
    gendate: i64,
    usedon: Option<i64>,
    usedby: Option<&'a str>,
    app: &'a str,
    banned: Option<&'a str>,
}

fn as_string<S: serde::Serializer>(n: &i64, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(n)
}

fn fetchallkeys(cx: &mut Ctx) -> Handled {
    // Written as read: 100,000 keys as `Value` maps took ~10x their text in memory and most of
    // the answer's time (docs/performance.md).
    streamed_list(
        "Successfully Retrieved Licenses",
        "keys",
        "No keys found",
        |w| {
            let mut st = cx.db.prepare(
                "SELECT id, key, note, expires, status, level, genby, gendate, usedon, usedby, banned FROM keys ORDER BY id",
            )?;
            let mut rows = st.query([])?;
            while let Some(r) = rows.next()? {
                let text = |i: usize| r.get_ref(i).and_then(|v| Ok(v.as_str()?));
                let opt = |i: usize| r.get_ref(i).and_then(|v| Ok(v.as_str_or_null()?));
                w.push(&KeyRow {
                    id: r.get(0)?,
                    key: text(1)?,
                    note: opt(2)?,
                    expires: r.get(3)?,
                    status: text(4)?,
                    level: text(5)?,
                    genby: text(6)?,
                    gendate: r.get(7)?,
                    usedon: r.get(8)?,
                    usedby: opt(9)?,
                    app: &cx.app.secret,
                    banned: opt(10)?,
                })?;
            }
            Ok(())
        },
    )
}

fn verify(cx: &mut Ctx) -> Handled {
    Ok(match rules::find_key(cx.db, cx.q.str("key"))? {
        Some(_) => ok("Key Successfully Verified"),
        None => fail_status(406, "Key Not Found"),
    })
}

fn addtime(cx: &mut Ctx) -> Handled {
    let Some(days) = cx.q.number("time") else {
        return Ok(fail_status(
            500,
            "Failed to add time! Key must not be used.",
        ));
    };
    let n = cx.db.execute(
        "UPDATE keys SET expires = expires + ?1 WHERE status = 'Not Used'",
        [(days * 86_400.0).round() as i64],
    )?;
    Ok(if n > 0 {
        ok("Added time to unused licenses!")
    } else {
        fail_status(500, "Failed to add time! Key must not be used.")
    })
}

/// Deletes a key with its subscriptions, and its user when asked; false when there was no key.
fn setnote(cx: &mut Ctx) -> Handled {
    let note = cx.q.str("note");
    if note.chars().count() > 69 {
        return Ok(fail("Note must be less than 69 characters"));
    }
    let n = cx.db.execute(
        "UPDATE keys SET note = ?1 WHERE key = ?2",
        params![note, cx.q.str("key")],
    )?;
    Ok(if n > 0 {
        ok("Successfully set note")
    } else {
        fail("Failed to set note")
    })
}

fn fetchnote(cx: &mut Ctx) -> Handled {
    let note: Option<Option<String>> = cx
        .db
        .query_row(
            "SELECT note FROM keys WHERE key = ?1",
            [cx.q.str("key")],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match note {
        Some(n) => Reply::json(200, json!({"note": n.unwrap_or_default()})),
        None => fail("Key not found"),
    })
}

fn edit(cx: &mut Ctx) -> Handled {
    let Some(seconds) = cx.q.int("expiry") else {
        return Ok(fail("You must set expiry value"));
    };
    cx.db.execute(
        "UPDATE keys SET expires = ?1 WHERE key = ?2",
        params![seconds, cx.q.str("key")],
    )?;
    Ok(ok("License Edit Successful"))
}

fn getkey(cx: &mut Ctx) -> Handled {
    let key: Option<String> = cx
        .db
        .query_row(
            "SELECT key FROM keys WHERE usedby = ?1 ORDER BY id LIMIT 1",
            [cx.q.str("user")],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match key {
        Some(k) => Reply::json(200, json!({"success": true, "key": k})),
        None => fail("License not found"),
    })
}

fn assignkey(cx: &mut Ctx) -> Handled {
    let Some(key) = rules::find_key(cx.db, cx.q.str("key"))? else {
        return Ok(fail("License not found!"));
    };
    if key.usedby.is_some() {
        return Ok(fail("Key is already assigned to a user!"));
    }
    if key.status == "Banned" {
        return Ok(fail("Key is banned, and can not be assigned!"));
    }
    let user = cx.q.str("user");
    if !rules::user_exists(cx.db, user)? {
        return Ok(fail("Username not found!"));
    }
    Ok(if rules::redeem(cx.db, &key, user, cx.now, false)? {
        ok("Successfully Assigned Key To User!")
    } else {
        fail("Subscription not found!")
    })
}

fn activate(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("user");
    if rules::user_exists(cx.db, user)? {
        return Ok(fail("Username Already Exists."));
    }
    let Some(key) = rules::find_key(cx.db, cx.q.str("key"))? else {
        return Ok(fail("Key Not Found."));
    };
    if key.status == "Banned" {
        return Ok(fail("Your license is banned."));
    }
    if key.status != "Not Used" {
        return Ok(fail("Key Already Used."));
    }
    if rules::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        return Ok(fail("HWID is blacklisted"));
    }
    if rules::subs_of_level(cx.db, &key.level)?.is_empty() {
        return Ok(fail("No active subscriptions found."));
    }
    rules::create_user(
        cx,
        &rules::NewUser {
            name: user,
            password: cx.q.get("pass"),
            hwid: cx.q.get("hwid"),
            ip: Some(cx.ip),
            owner: "SellerAPI",
            ..Default::default()
        },
    )?;
    rules::redeem(cx.db, &key, user, cx.now, true)?;
    let info = rules::user_info(cx.db, user, cx.now, false)?;
    Ok(ok_with(
        "Logged in!",
        json!({"info": {"username": user, "subscriptions": info, "ip": cx.ip}}),
    ))
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn a_mask_with_too_few_keys_fails_instead_of_spinning() {
        // Found by the `sandbox_request` fuzz target (a timeout): `mask=*` holds 62 keys, and an
        // unknown `character` leaves `*` as it is, so the loop making keys unique never ended and
        // held the database for good.
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        for (mask, character, amount) in [("*", "1", "63"), ("K-**", "9", "2")] {
            let q = [
                ("type", "add"),
                ("expiry", "1"),
                ("mask", mask),
                ("character", character),
                ("amount", amount),
            ];
            let r = kit.seller(&q);
            assert_eq!(outcome(&r), (false, super::NO_UNIQUE_KEY.into()), "{mask}");
        }
        // Nothing of a refused batch is kept; a mask with room still works.
        let none = kit.seller(&[("type", "fetchallkeys")]);
        assert_eq!(none.status, 406, "{:?}", json(&none));
        let q = [
            ("type", "add"),
            ("expiry", "1"),
            ("mask", "*"),
            ("amount", "62"),
        ];
        let all = kit.seller(&q);
        assert_eq!(json(&all)["keys"].as_array().map(Vec::len), Some(62));
    }
}

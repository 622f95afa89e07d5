//! The 2022 open-source server's seller API (`sandbox start --generation 2022`): its type set and
//! names, its pre-dispatch checks, and its answers as keyauth-transcripts.md records them — JSON
//! sent as `text/html`, database fields as strings, empty bodies where PHP died, its messages.

use licensectl_catalogue::{
    Bug, Differences, Extra, ExtraAnswer, Generation, Hook, Op, Outcomes, Text,
};
use rusqlite::OptionalExtension;
use serde_json::{Map, Value};
use subtle::ConstantTimeEq;

use crate::handler::{fail, fail_status, Body, Ctx, Handled, Reply};

/// The 2022 server's default messages where they differ from the current service's (the columns'
/// defaults of its `apps` table, keyauth-transcripts.md #48): `getsettings` shows them until the
/// seller sets one (setting, message then).
const SETTINGS_2022: &[(&str, &str)] = &[
    ("usernametaken", "Username Already Exists."),
    ("keynotfound", "Key Not Found."),
    ("keyused", "Key Already Used."),
    ("usernamenotfound", "Username not found."),
    ("hwidmismatch", "HWID Doesn't match. Ask for key reset."),
    ("noactivesubs", "No active subscriptions found."),
];

/// The values of the `getsettings` fields the 2022 server also sent (the catalogue declares
/// where), on a new app, where not empty (#48): settings the seller API never changed.
const SETTINGS_2022_EXTRA: &[(&str, &str)] = &[("expiredmsg", "Key has expired.")];

/// What the 2022 generation answers in a `fetchallusers` row's `password`, where the 2022 server
/// sent the user's bcrypt hash (#6): a value of the same shape that is no one's hash — the sandbox
/// never hands out password hashes (docs/sandbox.md).
pub const PASSWORD_PLACEHOLDER: &str =
    "$2y$10$SandboxNeverHandsOutPasswordHashes..................";

/// An answer with no body: the status was set, then PHP 8 stopped on a fatal error.
fn died(status: u16) -> Reply {
    Reply::text(status, "")
}

/// Answers one seller request as the 2022 server did: its own checks, then the operation the
/// request's type names there (the catalogue's `type_on`), answered by the sandbox's handler and
/// reshaped by the operation's declared differences on this generation (`Op::on`).
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    let ty = match checked_type(cx) {
        Ok(ty) => ty,
        Err(reply) => return Ok(reply),
    };
    let op = super::operation(Generation::Open2022, &ty);
    // A type only the 2022 server had (no operation), or the key check.
    let extra = Generation::Open2022
        .server()
        .extra
        .iter()
        .find(|e| op.is_none() && e.ty == ty);
    let then = match (op, extra) {
        (Some(op), _) => op.on(Generation::Open2022),
        (None, Some(e)) => Differences::on(Generation::Open2022).reads(e.reads),
        (None, None) => Differences::on(Generation::Open2022),
    };
    // The PHP's own answer where it is not the handler's (its deaths first of all).
    let php = if cx.mode.bugs {
        match super::gen2022_php::answer(cx, &then)? {
            Some(r) if matches!(r.body, Body::Text(_)) => return Ok(r),
            other => other,
        }
    } else {
        None
    };
    let Some(op) = op else {
        return match extra {
            Some(e) => answer_extra(cx, e),
            None => Ok(early(cx, 200, "Type doesn't exist")),
        };
    };
    if let Some(died) = died_before(cx, &then) {
        return Ok(died);
    }
    let reply = handled(cx, op, &then, php, service_limits)?;
    as_sent(cx, op, &then, reply)
}

/// The answer to a type the 2022 server answered that is no operation (the catalogue's
/// `Server::extra`).
fn answer_extra(cx: &mut Ctx, extra: &Extra) -> Handled {
    match extra.answer {
        ExtraAnswer::KeyCheck => key_check(cx, extra.ty),
        ExtraAnswer::Deprecated => Ok(Reply::text(200, super::DEPRECATED)),
        ExtraAnswer::KeyRow => keydata(cx).map(text_json),
        ExtraAnswer::Role => check(cx),
    }
}

/// `setseller`: the bots' seller key check (the key was checked before any type).
fn key_check(cx: &mut Ctx, ty: &str) -> Handled {
    let reply = crate::handler::ok(super::KEY_FOUND);
    Ok(text_json(if cx.q.get("format") == Some("text") {
        super::text::render(ty, reply)
    } else {
        reply
    }))
}

/// The checks `index.php` makes before it reads `type`'s handler: the seller key's length, the
/// parameters every request sanitises, a type given, the seller key's app. `Err`: the answer.
fn checked_type(cx: &Ctx) -> Result<String, Reply> {
    let key = cx.q.str("sellerkey");
    // `error()` then calls `mysqli_close(null)`: a TypeError after the 404 status.
    if key.len() != 32 {
        return Err(died(404));
    }
    // `sanitize()` of `key`, `user` and `format` runs first, for every request.
    if cx.mode.bugs && super::gen2022_php::dies_first(cx.q) {
        return Err(died(500));
    }
    let Some(ty) = cx.q.get("type").map(str::to_string) else {
        return Err(early(cx, 200, "Type not specified"));
    };
    if !bool::from(key.as_bytes().ct_eq(cx.app.seller_key.as_bytes())) {
        return Err(early(
            cx,
            404,
            "No application with specified seller key found",
        ));
    }
    Ok(ty)
}

/// Where the PHP died before the handler ran, with or without the bugs: a parameter it needs
/// missing, or one that must be a number not one (`is_numeric(null)` is false).
fn died_before(cx: &Ctx, then: &Differences) -> Option<Reply> {
    let missing = then.needs.iter().find(|(p, _)| cx.q.get(p).is_none());
    let no_number = then
        .numbers
        .iter()
        .find(|(p, _)| !cx.q.get(p).is_some_and(super::gen2022_php::is_numeric));
    missing.or(no_number).map(|(_, status)| died(*status))
}

/// The answer of `op`: the PHP's where it has one, else the sandbox's handler, with the 2022
/// generation's bugs when they are on.
fn handled(
    cx: &mut Ctx,
    op: &Op,
    then: &Differences,
    php: Option<Reply>,
    service_limits: bool,
) -> Handled {
    let fails = then.bugs.iter().find_map(|b| match b {
        Bug::Fails(message) if cx.mode.bugs => Some(fail(message)),
        _ => None,
    });
    if let Some(reply) = fails.or(php) {
        return Ok(reply);
    }
    let handler = super::handler(op.ty).expect("every seller type has a handler");
    if op.hook == Hook::ChunkedCreate && !service_limits {
        return super::licenses_add::add_uncapped(cx);
    }
    if cx.mode.bugs {
        super::bugs::run(cx, then.bugs, handler)
    } else {
        handler(cx)
    }
}

/// `reply` as the 2022 server sent it: its fields, bugs and words, a line for `format=text`, the
/// fields and rows it lacked, JSON sent as `text/html`.
fn as_sent(cx: &Ctx, op: &Op, then: &Differences, reply: Reply) -> Handled {
    let reply = older_answer(cx, op, then, reply)?;
    let reply = if cx.mode.bugs {
        nulled(then.bugs, reply)
    } else {
        reply
    };
    // Before `format=text`: a line carries the 2022 words too.
    let reply = reworded(then.words, reply);
    let reply = if cx.q.get("format") == Some("text") && !json_whatever_the_format(then, &reply) {
        text_list(then.text, cx.mode.bugs, super::text::render(op.ty, reply))
    } else {
        reply
    };
    let reply = if cx.mode.bugs && then.bugs.contains(&Bug::TrueUnbroken) {
        hwidcheck_unbroken(reply)
    } else {
        reply
    };
    let reply = lacking(then.lacks, bare_rows(then.bare, reply));
    Ok(text_json(reply))
}

/// `echo $hwidcheck ? 'true' : 'false' . "\n"`: no line break after `true` (`--bugs`).
fn hwidcheck_unbroken(reply: Reply) -> Reply {
    match reply.body {
        Body::Text(t) => {
            let t = match t.split_once('\n') {
                Some((first, rest)) if rest.starts_with("true\n") => {
                    format!("{first}\ntrue{}", &rest[5..])
                }
                _ => t,
            };
            Reply::text(reply.status, t)
        }
        _ => reply,
    }
}

/// Answers the 2022 server wrote with `die(json_encode(…))` rather than `success()`/`error()`, so
/// JSON whatever `format` asks (the catalogue's `Differences::json`).
fn json_whatever_the_format(then: &Differences, reply: &Reply) -> bool {
    let succeeded = match &reply.body {
        Body::Json(v) => v["success"] == true,
        _ => return false,
    };
    match then.json {
        Outcomes::All => true,
        Outcomes::Successes => succeeded,
        Outcomes::Failures => !succeeded,
        Outcomes::None => false,
    }
}

/// An error before the type's handler: `error($message, $format)`, a line for `format=text`.
fn early(cx: &Ctx, status: u16, msg: &str) -> Reply {
    if cx.q.get("format") == Some("text") {
        Reply::text(status, msg)
    } else {
        text_json(fail_status(status, msg))
    }
}

/// `keydata` (2022 only; the current service dropped it, `info` does its work): the key's row as
/// the database holds it, `success` first and no `message` (#57); `[]` for no such key (#58).
fn keydata(cx: &Ctx) -> Handled {
    let row = cx
        .db
        .query_row(
            "SELECT id, key, note, expires, status, level, genby, gendate, usedon, usedby, banned
             FROM keys WHERE key = ?1 ORDER BY id LIMIT 1",
            [cx.q.str("key")],
            |r| {
                let text = |i: usize| -> rusqlite::Result<Value> {
                    Ok(match r.get::<_, rusqlite::types::Value>(i)? {
                        rusqlite::types::Value::Integer(n) => Value::String(n.to_string()),
                        rusqlite::types::Value::Text(t) => Value::String(t),
                        _ => Value::Null,
                    })
                };
                let mut m = Map::new();
                m.insert("success".into(), Value::Bool(true));
                for (i, name) in [
                    "id", "key", "note", "expires", "status", "level", "genby", "gendate",
                    "usedon", "usedby",
                ]
                .iter()
                .enumerate()
                {
                    m.insert((*name).into(), text(i)?);
                }
                m.insert("app".into(), Value::String(cx.app.secret.clone()));
                m.insert("banned".into(), text(10)?);
                Ok(m)
            },
        )
        .optional()?;
    Ok(match row {
        Some(m) => Reply::json(200, Value::Object(m)),
        None => Reply::json(200, Value::Array(Vec::new())),
    })
}

/// `check` (2022 only): the bare role of the account named `username` — `seller` for the app's
/// owner (the `owner` setting), `Reseller`/`Manager` for the accounts it made — and an empty body
/// for no such account, PHP echoing a missing row's role (#49).
fn check(cx: &Ctx) -> Handled {
    let name = cx.q.str("username");
    let role = if name == crate::store::setting(cx.db, "owner")? {
        Some("seller".to_string())
    } else {
        cx.db
            .query_row(
                "SELECT role FROM accounts WHERE username = ?1",
                [name],
                |r| r.get(0),
            )
            .optional()?
    };
    Ok(Reply::text(200, role.unwrap_or_default()))
}

/// Answers whose shape changed since 2022 (keyauth-transcripts.md #3, #6, #48, #75, #78, #111):
/// its misses, its settings' defaults, the fields it sent that the current service does not.
fn older_answer(cx: &Ctx, op: &Op, then: &Differences, mut reply: Reply) -> Handled {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return Ok(reply);
    };
    if let Some((status, message)) = then.misses {
        if found_nothing(cx, m)? {
            return Ok(fail_status(status, message));
        }
    }
    let settings = op
        .resource
        .is_some_and(|r| std::ptr::eq(r, &licensectl_catalogue::resources::SETTINGS));
    if settings && m.get("success") == Some(&Value::Bool(true)) {
        *m = settings_2022(cx, std::mem::take(m))?;
    }
    for (path, at) in then.sends {
        match path.split_once('.') {
            None => {
                if let Some(value) = sent_then(cx, path, m)? {
                    *m = after(std::mem::take(m), at, &[(*path, value)]);
                }
            }
            Some((list, field)) => {
                if let Some(Value::Array(rows)) = m.get_mut(list) {
                    for row in rows.iter_mut().filter_map(Value::as_object_mut) {
                        if let Some(value) = sent_then(cx, field, row)? {
                            *row = after(std::mem::take(row), at, &[(field, value)]);
                        }
                    }
                }
            }
        }
    }
    Ok(reply)
}

/// Whether a success found nothing where the 2022 server answered a miss: no rows was a 406,
/// not the cache's `not_found` marker (#78); an unknown subscription was an error, not a count
/// of 0 (#111).
fn found_nothing(cx: &Ctx, m: &Map<String, Value>) -> rusqlite::Result<bool> {
    if m.values().any(|v| v == "not_found") {
        return Ok(true);
    }
    if m.get("count").and_then(Value::as_i64) != Some(0) {
        return Ok(false);
    }
    let named = cx
        .db
        .query_row(
            "SELECT 1 FROM subscriptions WHERE name = ?1",
            [cx.q.str("name")],
            |_| Ok(()),
        )
        .optional()?;
    Ok(named.is_none())
}

/// The value of a field the 2022 server sent and the current service does not (`None`: not
/// sent in this record or row).
fn sent_then(cx: &Ctx, field: &str, row: &Map<String, Value>) -> rusqlite::Result<Option<Value>> {
    Ok(Some(match field {
        // Each row carried the user's `password` column (#6): a value of the same shape that
        // is no one's hash, `null` where the user has no password.
        "password" => {
            let id = row.get("id").and_then(Value::as_i64).unwrap_or_default();
            let has: Option<bool> = cx
                .db
                .query_row(
                    "SELECT password IS NOT NULL FROM users WHERE id = ?1",
                    [id],
                    |r| r.get(0),
                )
                .optional()?;
            match has {
                Some(true) => Value::String(PASSWORD_PLACEHOLDER.into()),
                _ => Value::Null,
            }
        }
        // Each subscription carried the seconds it has left, computed by PHP (#75).
        "timeleft" => {
            let expiry = match row.get("expiry") {
                Some(Value::String(t)) => t.parse::<i64>().ok(),
                Some(v) => v.as_i64(),
                None => None,
            };
            match expiry {
                Some(expiry) => Value::from(expiry - cx.now),
                None => return Ok(None),
            }
        }
        // `info`'s key HWID, empty for a key nobody used (#3, #63); the settings it had that
        // the seller API never changed, as on a new app (#48).
        other => Value::String(
            SETTINGS_2022_EXTRA
                .iter()
                .find(|(name, _)| *name == other)
                .map_or("", |(_, value)| value)
                .into(),
        ),
    }))
}

/// `m` with `extra` inserted after field `at` (the 2022 server's field order).
fn after(m: Map<String, Value>, at: &str, extra: &[(&str, Value)]) -> Map<String, Value> {
    let mut out = Map::new();
    for (k, v) in m {
        let here = k == at;
        out.insert(k, v);
        if here {
            for (name, value) in extra {
                out.insert((*name).into(), value.clone());
            }
        }
    }
    out
}

/// `getsettings` as the 2022 server answered it: its default messages where the seller set none,
/// and its fields the current service dropped (#48, #169).
fn settings_2022(cx: &Ctx, mut m: Map<String, Value>) -> rusqlite::Result<Map<String, Value>> {
    for (field, key) in licensectl_catalogue::app::SETTINGS_FIELDS {
        let Some((_, then)) = SETTINGS_2022.iter().find(|(k, _)| k == key) else {
            continue;
        };
        if crate::store::get(cx.db, key)?.is_none() {
            m.insert((*field).into(), Value::String((*then).into()));
        }
    }
    Ok(m)
}

/// The answer fields its bugs sent as null (the catalogue's `Bug::Null`: `activate` answered
/// `info.ip` from a variable it never set, #107).
fn nulled(bugs: &[Bug], mut reply: Reply) -> Reply {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return reply;
    };
    for bug in bugs {
        let Bug::Null(path) = bug else { continue };
        let Some((record, field)) = path.split_once('.') else {
            continue;
        };
        if let Some(Value::Object(record)) = m.get_mut(record) {
            if record.contains_key(field) {
                record.insert(field.into(), Value::Null);
            }
        }
    }
    reply
}

/// `format=text` as the 2022 server answered it: `add` always 200 (#50); the key and user-name
/// lists as lines — losing their last character (`substr(..., 0, -2)` on a `\n`-terminated list,
/// #70, #80), a bug kept for `--bugs`.
fn text_list(text: Text, bugs: bool, mut reply: Reply) -> Reply {
    let (field, row_field) = match text {
        Text::AlwaysOk => {
            if matches!(reply.body, Body::Text(_)) {
                reply.status = 200;
            }
            return reply;
        }
        Text::Lines(path) => path.split_once('.').unwrap_or((path, path)),
        Text::AsNow => return reply,
    };
    let parsed;
    let m = match &reply.body {
        Body::Json(Value::Object(m)) => m,
        Body::Raw(t) => match serde_json::from_str::<Value>(t) {
            Ok(Value::Object(m)) => {
                parsed = m;
                &parsed
            }
            _ => return reply,
        },
        _ => return reply,
    };
    let Some(Value::Array(rows)) = m.get(field) else {
        return reply;
    };
    let lines: Vec<String> = rows
        .iter()
        .filter_map(|r| match r {
            Value::String(s) => Some(s.clone()),
            Value::Object(o) => o.get(row_field).and_then(Value::as_str).map(str::to_string),
            _ => None,
        })
        .collect();
    let mut text = lines.join("\n");
    if bugs {
        text.pop();
    }
    Reply::text(reply.status, text)
}

/// The answer without the fields the 2022 server did not send (the catalogue's `Differences::lacks`:
/// `field` at the top, `list.field` in each row of a list).
fn lacking(lacks: &[&str], mut reply: Reply) -> Reply {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return reply;
    };
    for path in lacks {
        // `shift_remove`: the other fields keep their order (`remove` moves the last one).
        match path.split_once('.') {
            None => {
                m.shift_remove(*path);
            }
            Some((list, field)) => {
                if let Some(Value::Array(rows)) = m.get_mut(list) {
                    for row in rows.iter_mut().filter_map(Value::as_object_mut) {
                        row.shift_remove(field);
                    }
                }
            }
        }
    }
    reply
}

/// A list whose rows were bare values then (the catalogue's `Differences::bare`:
/// `fetchallusernames` listed strings, not `{username}` objects, #79).
fn bare_rows(bare: Option<&str>, mut reply: Reply) -> Reply {
    let Some((list, field)) = bare.and_then(|path| path.split_once('.')) else {
        return reply;
    };
    if let Body::Json(Value::Object(m)) = &mut reply.body {
        if let Some(Value::Array(rows)) = m.get_mut(list) {
            for row in rows.iter_mut() {
                if let Some(value) = row.get(field).cloned() {
                    *row = value;
                }
            }
        }
    }
    reply
}

/// The 2022 wording of an answer's message (the catalogue's `Differences::words`).
fn reworded(words: &[(&str, &str)], mut reply: Reply) -> Reply {
    if let Body::Json(Value::Object(m)) = &mut reply.body {
        if let Some(Value::String(msg)) = m.get_mut("message") {
            if let Some((_, then)) = words.iter().find(|(now, _)| now == msg) {
                *msg = then.to_string();
            }
        }
    }
    reply
}

/// The answer as the 2022 server sent it: JSON text under `text/html`, its database fields
/// (numbers and flags read from MySQL) as strings.
fn text_json(reply: Reply) -> Reply {
    let value = match reply.body {
        Body::Json(v) => v,
        Body::Raw(t) => match serde_json::from_str(&t) {
            Ok(v) => v,
            Err(_) => return Reply::text(reply.status, t),
        },
        Body::Text(_) => return reply,
    };
    // PHP's `json_encode` escapes `/` (`"http:\/\/…"`, #158) and writes non-ASCII as `\uXXXX`.
    let text = serde_json::to_string(&stringly(value, true)).unwrap_or_default();
    Reply::text(reply.status, crate::php::json_text(&text, true))
}

/// Numbers become strings below the top level (rows and records are MySQL rows there), and at
/// the top level except the envelope; `timeleft` stays a number (PHP computes it).
fn stringly(v: Value, top: bool) -> Value {
    match v {
        Value::Object(m) => {
            let m: Map<String, Value> = m
                .into_iter()
                .map(|(k, v)| {
                    let keep = k == "timeleft" || (top && k == "success");
                    let v = if keep { v } else { stringly(v, false) };
                    (k, v)
                })
                .collect();
            Value::Object(m)
        }
        Value::Array(a) => Value::Array(a.into_iter().map(|v| stringly(v, false)).collect()),
        Value::Number(n) => Value::String(n.to_string()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use crate::handler::{Body, Query, Reply};
    use crate::mode::{Generation, Mode};
    use crate::testkit::Kit;

    fn gen2022(kit: &Kit, bugs: bool, query: &str) -> Reply {
        let raw = format!("sellerkey={}&{query}", kit.app.seller_key);
        let q = Query::parse(&raw);
        let mut cx = kit.ctx(&q);
        cx.mode = Mode {
            generation: Generation::Open2022,
            bugs,
            fuzzing: false,
            cors: false,
        };
        super::super::dispatch(&mut cx, false).unwrap()
    }

    fn text(r: &Reply) -> &str {
        match &r.body {
            Body::Text(t) => t,
            other => panic!("a 2022 answer is text: {other:?}"),
        }
    }

    #[test]
    fn check_answers_each_accounts_role_bare_and_keydata_the_row() {
        let kit = Kit::new();
        kit.seller(&[
            ("type", "addAccount"),
            ("user", "rita"),
            ("role", "Reseller"),
            ("email", "rita@example.com"),
            ("pass", "s3cret"),
            ("keylevels", "1"),
        ]);
        crate::store::set_dashboard(&kit.db, "owner", "olga").unwrap();
        for (name, role) in [("olga", "seller"), ("rita", "Reseller"), ("nobody", "")] {
            let r = gen2022(&kit, false, &format!("type=check&username={name}"));
            assert_eq!((r.status, text(&r)), (200, role), "{name}");
        }
        let miss = gen2022(&kit, false, "type=keydata&key=NOPE");
        assert_eq!(text(&miss), "[]");
        let made = gen2022(
            &kit,
            false,
            "type=add&expiry=7&mask=KD-****&level=2&amount=1",
        );
        let key: String = text(&made)
            .split('"')
            .find(|t| t.starts_with("KD-"))
            .unwrap()
            .into();
        let row = gen2022(&kit, false, &format!("type=keydata&key={key}"));
        let v: serde_json::Value = serde_json::from_str(text(&row)).unwrap();
        assert_eq!(v["success"], true);
        assert_eq!(v["key"], key.as_str());
        assert_eq!(
            (v["level"].as_str(), v["status"].as_str()),
            (Some("2"), Some("Not Used"))
        );
        assert!(v["usedby"].is_null() && v.get("message").is_none(), "{v}");
        assert!(crate::store::check_dashboard("owner", "a b").is_err());
    }

    #[test]
    fn answers_as_the_transcripts_show() {
        let kit = Kit::new();
        let q = Query::parse("sellerkey=abc&type=fetchallkeys");
        let mut cx = kit.ctx(&q);
        cx.mode = Mode::of("2022", false).unwrap();
        let r = super::super::dispatch(&mut cx, false).unwrap();
        assert_eq!((r.status, text(&r)), (404, ""), "wrong-length key: #15");
        let r = gen2022(&kit, false, "type=add&amount=1");
        assert_eq!((r.status, text(&r)), (406, ""), "no expiry: #18");
        let r = gen2022(&kit, false, "type=appdetails");
        assert_eq!(
            text(&r),
            r#"{"success":false,"message":"Type doesn't exist"}"#,
            "#10"
        );
        let r = gen2022(&kit, false, "type=fetchallkeys");
        assert_eq!(r.status, 406);
        assert!(text(&r).contains("No License Keys Found"), "{}", text(&r));
        gen2022(&kit, false, "type=addsub&name=default&level=1");
        let r = gen2022(
            &kit,
            false,
            "type=add&expiry=1&amount=3&mask=TEST-XXXX-xxxx-****",
        );
        assert_eq!(r.status, 302, "{}", text(&r));
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        let keys = v["keys"].as_array().unwrap();
        assert_eq!(keys.len(), 3);
        for k in keys {
            let k = k.as_str().unwrap();
            assert!(k.starts_with("TEST-") && k.ends_with("-****"), "{k}");
            assert!(k[5..9].chars().all(|c| !c.is_ascii_lowercase()), "{k}");
            assert!(k[10..14].chars().all(|c| !c.is_ascii_uppercase()), "{k}");
        }
        gen2022(
            &kit,
            false,
            "type=adduser&user=ann&pass=pw&sub=default&expiry=1",
        );
        let r = gen2022(&kit, false, "type=fetchallusers");
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        assert!(v["users"][0]["createdate"].is_string(), "{v}");
        assert_eq!(v["success"], true);
    }

    #[test]
    fn user_rows_carry_a_password_that_is_no_hash() {
        // The 2022 server listed each user's bcrypt hash (keyauth-transcripts.md #6); the
        // sandbox answers the field's shape, never the hash.
        let kit = Kit::new();
        gen2022(&kit, false, "type=addsub&name=default&level=1");
        gen2022(
            &kit,
            false,
            "type=adduser&user=ann&pass=pw&sub=default&expiry=1",
        );
        let r = gen2022(&kit, false, "type=fetchallusers");
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        let row = v["users"][0].as_object().unwrap();
        let fields: Vec<&str> = row.keys().map(String::as_str).collect();
        assert_eq!(&fields[..3], ["id", "username", "password"], "{v}");
        assert!(
            !fields.contains(&"email") && !fields.contains(&"2fa"),
            "{v}"
        );
        assert_eq!(row["password"], super::PASSWORD_PLACEHOLDER);
        let stored: String = kit
            .db
            .query_row("SELECT password FROM users", [], |r| r.get(0))
            .unwrap();
        assert_ne!(stored, super::PASSWORD_PLACEHOLDER);
    }

    #[test]
    fn settings_show_the_2022_defaults_until_set() {
        let kit = Kit::new();
        let r = gen2022(&kit, false, "type=getsettings");
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        assert_eq!(v["licenseinvalidmsg"], "Key Not Found.");
        assert_eq!(v["expiredmsg"], "Key has expired.");
        gen2022(&kit, false, "type=updatesettings&keynotfound=Bad%20key");
        let r = gen2022(&kit, false, "type=getsettings");
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        assert_eq!(v["licenseinvalidmsg"], "Bad key");
        // The current generation keeps the current service's defaults and fields.
        let r = Kit::new().seller(&[("type", "getsettings")]);
        assert_eq!(
            crate::testkit::json(&r)["licenseinvalidmsg"],
            "Invalid license key"
        );
        assert!(crate::testkit::json(&r).get("expiredmsg").is_none());
    }

    #[test]
    fn balance_is_the_old_setbalance_and_bugs_only_on_request() {
        let kit = Kit::new();
        let r = gen2022(&kit, false, "type=setbalance&username=bob&day=1");
        assert!(text(&r).contains("Type doesn't exist"));
        let r = gen2022(&kit, false, "type=balance&username=bob&day=1");
        assert!(!text(&r).contains("Type doesn't exist"), "{}", text(&r));
        gen2022(&kit, false, "type=addsub&name=default&level=1");
        let r = gen2022(&kit, false, "type=add&expiry=1&mask=ONE-KEY");
        assert!(text(&r).contains("ONE-KEY"));
        let r = gen2022(&kit, true, "type=del&key=ONE-KEY");
        assert!(text(&r).contains("Unhandled Error!"), "{}", text(&r));
        let r = gen2022(&kit, false, "type=del&key=ONE-KEY");
        assert!(text(&r).contains("\"success\":true"), "{}", text(&r));
    }
}

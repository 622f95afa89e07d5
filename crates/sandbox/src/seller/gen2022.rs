//! The 2022 open-source server's seller API (`sandbox start --generation 2022`): its type set and
//! names, its pre-dispatch checks, and its answers as keyauth-transcripts.md records them — JSON
//! sent as `text/html`, database fields as strings, empty bodies where PHP died, its messages.

use licensectl_catalogue::{Api, Generation, Op};
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

/// `getsettings` fields the 2022 server also sent, with their values on a new app, and the field
/// they followed (#48): settings the seller API never changed (no `updatesettings` parameter).
const SETTINGS_2022_EXTRA: &[(&str, &[(&str, &str)])] = &[
    (
        "blackedmsg",
        &[("pausedmsg", ""), ("expiredmsg", "Key has expired.")],
    ),
    (
        "sellixsecret",
        &[
            ("dayresellerproductid", ""),
            ("weekresellerproductid", ""),
            ("monthresellerproductid", ""),
            ("liferesellerproductid", ""),
        ],
    ),
];

/// What the 2022 generation answers in a `fetchallusers` row's `password`, where the 2022 server
/// sent the user's bcrypt hash (#6): a value of the same shape that is no one's hash — the sandbox
/// never hands out password hashes (docs/sandbox.md).
pub const PASSWORD_PLACEHOLDER: &str =
    "$2y$10$SandboxNeverHandsOutPasswordHashes..................";

/// An answer with no body: the status was set, then PHP 8 stopped on a fatal error.
fn died(status: u16) -> Reply {
    Reply::text(status, "")
}

/// Answers one seller request as the 2022 server did.
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    let ty = match checked_type(cx) {
        Ok(ty) => ty,
        Err(reply) => return Ok(reply),
    };
    // The PHP's own answer where it is not the handler's (its deaths first of all).
    let php = if cx.mode.bugs {
        match super::gen2022_php::answer(cx, &ty)? {
            Some(r) if matches!(r.body, Body::Text(_)) => return Ok(r),
            other => other,
        }
    } else {
        None
    };
    if let Some(reply) = before_handler(cx, &ty) {
        return reply;
    }
    let Some(op) = licensectl_catalogue::all()
        .find(|op| op.api == Api::Seller && op.type_on(Generation::Open2022) == Some(&ty))
    else {
        return Ok(early(cx, 200, "Type doesn't exist"));
    };
    let reply = handled(cx, op.ty, php, service_limits)?;
    as_sent(cx, op, &ty, reply)
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

/// The answers of the types only the 2022 server had, and of requests it refused before their
/// handler ran (`None`: the handler answers).
fn before_handler(cx: &Ctx, ty: &str) -> Option<Handled> {
    let deprecated = "Endpoint Deprecated, you can no longer use keys directly. A user is created from the key, and that user has a HWID and IP associated with it.";
    Some(match ty {
        "setseller" => {
            let reply = crate::handler::ok("Seller Key Successfully Found");
            Ok(text_json(if cx.q.get("format") == Some("text") {
                super::text::render("setseller", reply)
            } else {
                reply
            }))
        }
        "reset" | "addhwid" => Ok(Reply::text(200, deprecated)),
        "keydata" => keydata(cx).map(text_json),
        "check" => check(cx),
        "add" if cx.q.get("expiry").is_none() => Ok(died(406)),
        // `is_numeric(null)` is false: a missing time dies as a wrong one does.
        "muteuser" if !cx.q.get("time").is_some_and(super::gen2022_php::is_numeric) => {
            Ok(died(500))
        }
        "addvar" if cx.q.get("authed").is_none() => Ok(died(500)),
        _ => return None,
    })
}

/// The answer of the operation `ty` (its current name): the PHP's where it has one, else the
/// sandbox's handler, with the 2022 generation's bugs when they are on.
fn handled(cx: &mut Ctx, ty: &str, php: Option<Reply>, service_limits: bool) -> Handled {
    // `misc\license` wants `genby == $_SESSION['username']`, empty in the seller API.
    let php = match ty {
        "ban" if cx.mode.bugs => Some(fail("Failed to ban license!")),
        "unban" | "del" if cx.mode.bugs => {
            Some(fail("Unhandled Error! Contact us if you need help"))
        }
        _ => php,
    };
    if let Some(reply) = php {
        return Ok(reply);
    }
    let handler = super::handler(ty).expect("every seller type has a handler");
    match ty {
        "add" if !service_limits => super::licenses_add::add_uncapped(cx),
        _ if cx.mode.bugs => super::bugs::run(cx, ty, handler),
        _ => handler(cx),
    }
}

/// `reply` as the 2022 server sent it: its fields, bugs and words, a line for `format=text`, the
/// fields and rows it lacked, JSON sent as `text/html`. `ty`: the type as the request named it.
fn as_sent(cx: &Ctx, op: &Op, ty: &str, reply: Reply) -> Handled {
    let reply = older_answer(cx, op.ty, reply)?;
    let reply = if cx.mode.bugs {
        older_bug(op.ty, reply)
    } else {
        reply
    };
    // Before `format=text`: a line carries the 2022 words too.
    let reply = reworded(op.on(Generation::Open2022).words, reply);
    let reply = if cx.q.get("format") == Some("text") && !json_whatever_the_format(ty, &reply) {
        text_list(op.ty, cx.mode.bugs, super::text::render(op.ty, reply))
    } else {
        reply
    };
    let reply = if cx.mode.bugs && op.ty == "getsettings" {
        hwidcheck_unbroken(reply)
    } else {
        reply
    };
    let reply = lacking(op.on(Generation::Open2022).lacks, older_rows(op.ty, reply));
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
/// JSON whatever `format` asks: every answer of some types, the successes or the misses of others.
fn json_whatever_the_format(ty: &str, reply: &Reply) -> bool {
    let succeeded = match &reply.body {
        Body::Json(v) => v["success"] == true,
        _ => return false,
    };
    match ty {
        "activate" | "info" | "stats" | "fetchallblacks" | "fetchallsubs" | "fetchalluservars"
        | "fetchallfiles" | "fetchallvars" | "fetchallchats" | "fetchallsessions"
        | "fetchallbuttons" | "fetchallmutes" | "fetchallusers" => true,
        "userdata" | "countsubs" | "retrvvar" | "getkey" => succeeded,
        "fetchallkeys" | "fetchallusernames" | "usersub" => !succeeded,
        _ => false,
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

/// Answers whose shape changed since 2022 (keyauth-transcripts.md #3, #6, #48, #78, #111).
fn older_answer(cx: &Ctx, ty: &str, mut reply: Reply) -> Handled {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return Ok(reply);
    };
    match ty {
        // `info` sent the key's HWID, empty for a key nobody used (#3, #63).
        "info" if m.get("success") == Some(&Value::Bool(true)) => {
            let mut out = Map::new();
            for (k, v) in std::mem::take(m) {
                let duration = k == "duration";
                out.insert(k, v);
                if duration {
                    out.insert("hwid".into(), Value::String(String::new()));
                }
            }
            *m = out;
        }
        // No rows was a 406 miss, not the cache's `not_found` marker (#78).
        "usersub" if m.get("subs") == Some(&Value::String("not_found".into())) => {
            return Ok(fail_status(406, "No Subscriptions Found"));
        }
        // An unknown subscription was an error, not a count of 0 (#111).
        "countsubs"
            if m.get("count").and_then(Value::as_i64) == Some(0)
                && cx
                    .db
                    .query_row(
                        "SELECT 1 FROM subscriptions WHERE name = ?1",
                        [cx.q.str("name")],
                        |_| Ok(()),
                    )
                    .optional()?
                    .is_none() =>
        {
            return Ok(fail("You haven't created a subscription with that name"));
        }
        // Each subscription carried the seconds it has left, computed by PHP (#75).
        "userdata" => {
            if let Some(Value::Array(subs)) = m.get_mut("subscriptions") {
                for sub in subs.iter_mut().filter_map(Value::as_object_mut) {
                    let expiry = match sub.get("expiry") {
                        Some(Value::String(t)) => t.parse::<i64>().ok(),
                        Some(v) => v.as_i64(),
                        None => None,
                    };
                    if let Some(expiry) = expiry {
                        let left = Value::from(expiry - cx.now);
                        *sub = after(std::mem::take(sub), "expiry", &[("timeleft", left)]);
                    }
                }
            }
        }
        "getsettings" if m.get("success") == Some(&Value::Bool(true)) => {
            *m = settings_2022(cx, std::mem::take(m))?;
        }
        // Each row carried the user's `password` column after `username` (#6).
        "fetchallusers" => {
            if let Some(Value::Array(rows)) = m.get_mut("users") {
                for row in rows.iter_mut().filter_map(Value::as_object_mut) {
                    let id = row.get("id").and_then(Value::as_i64).unwrap_or_default();
                    let has: Option<bool> = cx
                        .db
                        .query_row(
                            "SELECT password IS NOT NULL FROM users WHERE id = ?1",
                            [id],
                            |r| r.get(0),
                        )
                        .optional()?;
                    let value = match has {
                        Some(true) => Value::String(PASSWORD_PLACEHOLDER.into()),
                        _ => Value::Null,
                    };
                    *row = after(std::mem::take(row), "username", &[("password", value)]);
                }
            }
        }
        _ => {}
    }
    Ok(reply)
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
    for (at, extra) in SETTINGS_2022_EXTRA {
        let extra: Vec<(&str, Value)> = extra
            .iter()
            .map(|(k, v)| (*k, Value::String((*v).into())))
            .collect();
        m = after(m, at, &extra);
    }
    Ok(m)
}

/// The 2022 server's bugs in an answer's content (`--bugs`).
fn older_bug(ty: &str, mut reply: Reply) -> Reply {
    if let Body::Json(Value::Object(m)) = &mut reply.body {
        // `activate` answered `info.ip` from a variable it never set (#107).
        if let (Some(Value::Object(info)), "activate") = (m.get_mut("info"), ty) {
            if info.contains_key("ip") {
                info.insert("ip".into(), Value::Null);
            }
        }
    }
    reply
}

/// `format=text` as the 2022 server answered it: `add` always 200 (#50); the key and user-name
/// lists as lines — losing their last character (`substr(..., 0, -2)` on a `\n`-terminated list,
/// #70, #80), a bug kept for `--bugs`.
fn text_list(ty: &str, bugs: bool, mut reply: Reply) -> Reply {
    let field = match ty {
        "add" => {
            if matches!(reply.body, Body::Text(_)) {
                reply.status = 200;
            }
            return reply;
        }
        "fetchallkeys" => "keys",
        "fetchallusernames" => "usernames",
        _ => return reply,
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
            Value::Object(o) => o
                .get(if field == "keys" { "key" } else { "username" })
                .and_then(Value::as_str)
                .map(str::to_string),
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

/// `fetchallusernames` listed bare strings then (#79), not `{username}` objects.
fn older_rows(ty: &str, mut reply: Reply) -> Reply {
    if ty != "fetchallusernames" {
        return reply;
    }
    if let Body::Json(Value::Object(m)) = &mut reply.body {
        if let Some(Value::Array(rows)) = m.get_mut("usernames") {
            for row in rows.iter_mut() {
                if let Some(name) = row.get("username").cloned() {
                    *row = name;
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

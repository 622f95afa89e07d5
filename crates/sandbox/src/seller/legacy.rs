//! The 2022 open-source server's seller API (`sandbox start --flavor 2022`): its type set and
//! names, its pre-dispatch checks, and its answers as keyauth-transcripts.md records them — JSON
//! sent as `text/html`, database fields as strings, empty bodies where PHP died, its messages.

use licensectl_catalogue::{Api, Generation};
use serde_json::{Map, Value};
use subtle::ConstantTimeEq;

use crate::handler::{fail, fail_status, Body, Ctx, Handled, Reply};

/// The 2022 texts of answers whose words changed since (type, message now, message then).
const MESSAGES: &[(&str, &str, &str)] = &[
    ("fetchallkeys", "No keys found", "No License Keys Found"),
    ("fetchallusers", "No users found", "No Users Found"),
    ("fetchallvars", "No variables found", "No variables Found"),
    ("fetchallchats", "No chats found", "No chat channels found"),
    ("fetchallfiles", "No files found", "No files Found"),
    (
        "usersub",
        "No subscriptions found",
        "No Subscriptions Found",
    ),
    ("info", "Key Not Found", "Key Not Found"),
    (
        "delfile",
        "Successfully deleted file!",
        "Successfully deleted all files!",
    ),
    (
        "delfile",
        "Failed to delete file!",
        "Failed to delete all files!",
    ),
    (
        "pauseapp",
        "Paused application and any active subscriptions!",
        "Subscription paused application",
    ),
    (
        "unpauseapp",
        "Unpaused application and any paused subscriptions!",
        "Subscription unpaused application",
    ),
    (
        "pauseapp",
        "Successfully paused application",
        "Subscription paused application",
    ),
    (
        "unpauseapp",
        "Successfully unpaused application",
        "Subscription unpaused application",
    ),
    (
        "addhash",
        "Successfully added hash!",
        "Added hash successfully",
    ),
    (
        "resethash",
        "Successfully reset hash!",
        "Reset hash successfully!",
    ),
    (
        "delused",
        "Successfully deleted all used keys!",
        "Deleted All Used Keys!",
    ),
    (
        "delunused",
        "Successfully deleted all unused keys!",
        "Deleted All Unused Keys!",
    ),
    ("delalllicenses", "Deleted all keys!", "Deleted All Keys!"),
    (
        "deluservar",
        "Successfully deleted variable",
        "Successfully deleted variable!",
    ),
    (
        "addvar",
        "Varialbe name already exists!",
        "Variable name already exists!",
    ),
];

/// An answer with no body: the status was set, then PHP 8 stopped on a fatal error.
fn died(status: u16) -> Reply {
    Reply::text(status, "")
}

/// Answers one seller request as the 2022 server did.
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    let key = cx.q.str("sellerkey");
    // `error()` then calls `mysqli_close(null)`: a TypeError after the 404 status.
    if key.len() != 32 {
        return Ok(died(404));
    }
    let Some(ty) = cx.q.get("type").map(str::to_string) else {
        return Ok(text_json(fail("Type not specified")));
    };
    if !bool::from(key.as_bytes().ct_eq(cx.app.seller_key.as_bytes())) {
        return Ok(text_json(fail_status(
            404,
            "No application with specified seller key found",
        )));
    }
    let deprecated = "Endpoint Deprecated, you can no longer use keys directly. A user is created from the key, and that user has a HWID and IP associated with it.";
    match ty.as_str() {
        "setseller" => {
            let reply = crate::handler::ok("Seller Key Successfully Found");
            return Ok(text_json(if cx.q.get("format") == Some("text") {
                super::text::render("setseller", reply)
            } else {
                reply
            }));
        }
        "reset" | "addhwid" => return Ok(Reply::text(200, deprecated)),
        "add" if cx.q.get("expiry").is_none() => return Ok(died(406)),
        "muteuser" if cx.q.get("time").is_some_and(|t| t.parse::<i64>().is_err()) => {
            return Ok(died(500))
        }
        "addvar" if cx.q.get("authed").is_none() => return Ok(died(500)),
        _ => {}
    }
    let Some(op) = licensectl_catalogue::all()
        .find(|op| op.api == Api::Seller && op.type_on(Generation::Open2022) == Some(&ty))
    else {
        return Ok(text_json(fail("Type doesn't exist")));
    };
    if cx.mode.flavor_bugs {
        // `misc\license` wants `genby == $_SESSION['username']`, empty in the seller API.
        match op.ty {
            "ban" => return Ok(text_json(fail("Failed to ban license!"))),
            "unban" | "del" => {
                return Ok(text_json(fail(
                    "Unhandled Error! Contact us if you need help",
                )))
            }
            _ => {}
        }
    }
    let handler = super::handler(op.ty).expect("every seller type has a handler");
    let reply = match op.ty {
        "add" if !service_limits => super::licenses_add::add_uncapped(cx)?,
        _ if cx.mode.flavor_bugs => super::bugs::run(cx, op.ty, handler)?,
        _ => handler(cx)?,
    };
    let reply = older_answer(op.ty, reply);
    let reply = if cx.q.get("format") == Some("text") {
        text_list(
            op.ty,
            cx.mode.flavor_bugs,
            super::text::render(op.ty, reply),
        )
    } else {
        reply
    };
    let reply = lacking(op.older_lacks, older_rows(op.ty, reply));
    Ok(text_json(reworded(op.ty, reply)))
}

/// Answers whose shape changed since 2022 (keyauth-transcripts.md #3, #78, #111).
fn older_answer(ty: &str, mut reply: Reply) -> Reply {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return reply;
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
            return fail_status(406, "No Subscriptions Found");
        }
        // An unknown subscription was an error, not a count of 0 (#111).
        "countsubs" if m.get("count").and_then(Value::as_i64) == Some(0) => {
            return fail("You haven't created a subscription with that name");
        }
        _ => {}
    }
    reply
}

/// `format=text` as the 2022 server answered it: `add` always 200 (#50); the key and user-name
/// lists as lines — losing their last character (`substr(..., 0, -2)` on a `\n`-terminated list,
/// #70, #80), a bug kept for `--flavor-bugs`.
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

/// The answer without the fields the 2022 server did not send (the catalogue's `older_lacks`:
/// `field` at the top, `list.field` in each row of a list).
fn lacking(lacks: &[&str], mut reply: Reply) -> Reply {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return reply;
    };
    for path in lacks {
        match path.split_once('.') {
            None => {
                m.remove(*path);
            }
            Some((list, field)) => {
                if let Some(Value::Array(rows)) = m.get_mut(list) {
                    for row in rows.iter_mut().filter_map(Value::as_object_mut) {
                        row.remove(field);
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

/// The 2022 wording of an answer's message.
fn reworded(ty: &str, mut reply: Reply) -> Reply {
    if let Body::Json(Value::Object(m)) = &mut reply.body {
        if let Some(Value::String(msg)) = m.get_mut("message") {
            if let Some((_, _, then)) = MESSAGES.iter().find(|(t, now, _)| *t == ty && now == msg) {
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
    let text = serde_json::to_string(&stringly(value, true)).unwrap_or_default();
    Reply::text(reply.status, text)
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

    fn legacy(kit: &Kit, bugs: bool, query: &str) -> Reply {
        let raw = format!("sellerkey={}&{query}", kit.app.seller_key);
        let q = Query::parse(&raw);
        let mut cx = kit.ctx(&q);
        cx.mode = Mode {
            flavor: Generation::Open2022,
            flavor_bugs: bugs,
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
    fn answers_as_the_transcripts_show() {
        let kit = Kit::new();
        let q = Query::parse("sellerkey=abc&type=fetchallkeys");
        let mut cx = kit.ctx(&q);
        cx.mode = Mode::flavor("2022", false).unwrap();
        let r = super::super::dispatch(&mut cx, false).unwrap();
        assert_eq!((r.status, text(&r)), (404, ""), "wrong-length key: #15");
        let r = legacy(&kit, false, "type=add&amount=1");
        assert_eq!((r.status, text(&r)), (406, ""), "no expiry: #18");
        let r = legacy(&kit, false, "type=appdetails");
        assert_eq!(
            text(&r),
            r#"{"success":false,"message":"Type doesn't exist"}"#,
            "#10"
        );
        let r = legacy(&kit, false, "type=fetchallkeys");
        assert_eq!(r.status, 406);
        assert!(text(&r).contains("No License Keys Found"), "{}", text(&r));
        legacy(&kit, false, "type=addsub&name=default&level=1");
        let r = legacy(
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
        legacy(
            &kit,
            false,
            "type=adduser&user=ann&pass=pw&sub=default&expiry=1",
        );
        let r = legacy(&kit, false, "type=fetchallusers");
        let v: serde_json::Value = serde_json::from_str(text(&r)).unwrap();
        assert!(v["users"][0]["createdate"].is_string(), "{v}");
        assert_eq!(v["success"], true);
    }

    #[test]
    fn balance_is_the_old_setbalance_and_bugs_only_on_request() {
        let kit = Kit::new();
        let r = legacy(&kit, false, "type=setbalance&username=bob&day=1");
        assert!(text(&r).contains("Type doesn't exist"));
        let r = legacy(&kit, false, "type=balance&username=bob&day=1");
        assert!(!text(&r).contains("Type doesn't exist"), "{}", text(&r));
        legacy(&kit, false, "type=addsub&name=default&level=1");
        let r = legacy(&kit, false, "type=add&expiry=1&mask=ONE-KEY");
        assert!(text(&r).contains("ONE-KEY"));
        let r = legacy(&kit, true, "type=del&key=ONE-KEY");
        assert!(text(&r).contains("Unhandled Error!"), "{}", text(&r));
        let r = legacy(&kit, false, "type=del&key=ONE-KEY");
        assert!(text(&r).contains("\"success\":true"), "{}", text(&r));
    }
}

//! Every field the sandbox answers with is declared in the catalogue's field model: each read
//! (and each action declaring extra fields) is driven against a sandbox holding one of
//! everything, and every field of every answer is looked up on the operation's resource.

use licensectl_catalogue::fields::{Meaning, Resource};
use licensectl_catalogue::resources::ENVELOPE;
use licensectl_catalogue::{Answer, Api, Op};
use serde_json::{Map, Value};

use crate::testkit::{json, with_users, Kit};

/// A value for each parameter name, good enough for the operation to find something.
fn value(op: &Op, name: &str) -> &'static str {
    match (op.group(), name) {
        (_, "key") => "TEST-KEY-0001",
        (_, "user" | "username" | "currentUsername" | "credential") => "alice",
        (_, "sub" | "subscription") => "default",
        ("subs", "name") => "default",
        ("vars", "name") => "motd",
        ("chats", _) | (_, "channel") => "general",
        (_, "var") => "color",
        (_, "varid") => "motd",
        (_, "pass") => "pw",
        (_, "appname") => "kit",
        (_, "mask") => "TEST-KEY-0002",
        _ => "1",
    }
}

/// Undeclared fields of `v` as `resource.field`.
fn undeclared(op: &Op, v: &Value, out: &mut Vec<String>) {
    let Value::Object(top) = v else { return };
    let lists: &[&str] = match &op.answer {
        Answer::List(k) => std::slice::from_ref(k),
        Answer::Lists(ks) => ks,
        _ => &[],
    };
    let res = op.resource;
    for (k, x) in top {
        if ENVELOPE.field(k).is_some() {
            continue;
        }
        let Some(res) = res else {
            out.push(format!("{} (no resource).{k}", op.command));
            continue;
        };
        match x {
            Value::Array(rows) if lists.contains(&k.as_str()) => {
                for row in rows {
                    if let Value::Object(m) = row {
                        object(res, m, out);
                    }
                }
            }
            Value::Object(m) if op.answer == Answer::Nested(leak(k)) => object(res, m, out),
            _ => field(res, k, x, out),
        }
    }
}

fn leak(k: &str) -> &'static str {
    Box::leak(k.to_string().into_boxed_str())
}

fn object(res: &'static Resource, m: &Map<String, Value>, out: &mut Vec<String>) {
    for (k, x) in m {
        field(res, k, x, out);
    }
}

fn field(res: &'static Resource, k: &str, x: &Value, out: &mut Vec<String>) {
    let Some(f) = res.field(k) else {
        let name = format!("{}.{k}", res.name);
        if !out.contains(&name) {
            out.push(name);
        }
        return;
    };
    match (f.meaning, x) {
        (Meaning::List(inner), Value::Array(rows)) => rows
            .iter()
            .filter_map(Value::as_object)
            .for_each(|m| object(inner, m, out)),
        (Meaning::Record(inner), Value::Object(m)) => object(inner, m, out),
        _ => {}
    }
}

/// A sandbox with one of everything.
fn stocked() -> (Kit, String) {
    let kit = with_users();
    let s = |pairs: &[(&str, &str)]| kit.seller(pairs);
    s(&[("type", "add"), ("expiry", "30"), ("mask", "TEST-KEY-0001")]);
    s(&[("type", "add"), ("expiry", "30"), ("amount", "2")]);
    s(&[
        ("type", "assignkey"),
        ("key", "TEST-KEY-0001"),
        ("user", "alice"),
    ]);
    s(&[
        ("type", "setvar"),
        ("user", "alice"),
        ("var", "color"),
        ("data", "red"),
    ]);
    s(&[
        ("type", "addvar"),
        ("name", "motd"),
        ("data", "hi"),
        ("authed", "0"),
    ]);
    s(&[("type", "addchannel"), ("name", "general"), ("delay", "5")]);
    s(&[("type", "muteuser"), ("user", "bob"), ("time", "60")]);
    s(&[("type", "black"), ("ip", "198.51.100.1"), ("hwid", "h1")]);
    s(&[("type", "addbutton"), ("text", "Go"), ("value", "go")]);
    s(&[
        ("type", "addAccount"),
        ("user", "res"),
        ("role", "Reseller"),
        ("email", "r@example.com"),
        ("pass", "pw"),
    ]);
    s(&[
        ("type", "addAccount"),
        ("user", "man"),
        ("role", "Manager"),
        ("email", "m@example.com"),
        ("pass", "pw"),
    ]);
    s(&[("type", "pauseuser"), ("username", "bob")]);
    let sid = kit.init();
    kit.client(&[
        ("type", "login"),
        ("username", "alice"),
        ("pass", "pw"),
        ("sessionid", &sid),
    ]);
    kit.client(&[
        ("type", "chatsend"),
        ("channel", "general"),
        ("message", "hello"),
        ("sessionid", &sid),
    ]);
    kit.client(&[
        ("type", "log"),
        ("message", "hello"),
        ("pcuser", "pc"),
        ("sessionid", &sid),
    ]);
    (kit, sid)
}

#[test]
fn every_field_the_sandbox_answers_with_is_declared() {
    let (kit, sid) = stocked();
    let mut missing = Vec::new();
    let mut ran = 0;
    for op in licensectl_catalogue::all() {
        let data_action = op.resource.is_some() && !op.may_ask();
        if !(op.is_read() || data_action) || op.ty == "webhook" || op.ty == "file" {
            continue;
        }
        let mut pairs: Vec<(&str, &str)> = vec![("type", op.ty)];
        pairs.extend(
            op.params
                .iter()
                .filter(|p| p.required || p.positional || p.name == "pass")
                .map(|p| (p.name, value(op, p.name))),
        );
        let reply = match op.api {
            Api::Seller => kit.seller(&pairs),
            Api::Client => {
                if op.session {
                    pairs.push(("sessionid", sid.as_str()));
                }
                kit.client(&pairs)
            }
        };
        if let Some(v) = reply.value() {
            ran += 1;
            undeclared(op, &json(&reply), &mut missing);
            let _ = v;
        }
    }
    assert!(ran > 30, "only {ran} answers were JSON");
    assert!(missing.is_empty(), "undeclared fields: {missing:#?}");
}

//! The lookup page: the document as one readable page (sections, human times, next commands), or
//! as one JSON document with `-o json`.

use licensectl_catalogue::units::format_duration;
use serde_json::{Map, Value};

use crate::context::Context;
use crate::output::{Format, Output};

/// Prints the document in the chosen format.
pub fn show(cx: &Context, doc: Map<String, Value>) -> anyhow::Result<()> {
    for w in doc
        .get("warnings")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        crate::say!("licensectl: warning: {}", crate::output::escape_value(s(w)));
    }
    match cx.out.format {
        Format::Json | Format::Jsonl => {
            let mut v = Value::Object(doc);
            cx.out.scrub(&mut v);
            cx.out.json(&v)?;
        }
        _ => {
            // Every value a customer could have typed (HWID, log line, name) shown escaped: a line
            // of the page is never theirs.
            let mut doc = doc;
            doc.values_mut().for_each(crate::output::escape_strings);
            cx.out.line(render(&cx.out, &doc).trim_end())?
        }
    }
    Ok(())
}

fn field(out: &mut String, name: &str, value: impl AsRef<str>) {
    let value = value.as_ref();
    if !value.is_empty() {
        out.push_str(&format!("  {name:<12} {value}\n"));
    }
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

fn left(secs: i64) -> String {
    format_duration(secs.max(0) as u64)
}

/// A time for people, or empty when absent.
fn when(o: &Output, v: &Value) -> String {
    v.as_i64()
        .filter(|t| *t > 0)
        .map(|t| o.time(t))
        .unwrap_or_default()
}

/// The page, as text.
pub fn render(o: &Output, doc: &Map<String, Value>) -> String {
    let mut out = String::new();
    let empty = Vec::new();
    let list = |k: &str| doc.get(k).and_then(Value::as_array).unwrap_or(&empty);
    for l in list("licenses") {
        out.push_str(&format!("License {}\n", s(&l["key"])));
        field(&mut out, "status", s(&l["status"]));
        field(&mut out, "level", s(&l["level"]));
        field(&mut out, "note", s(&l["note"]));
        let by = s(&l["genby"]);
        let created = when(o, &l["gendate"]);
        field(
            &mut out,
            "created",
            if by.is_empty() {
                created
            } else {
                format!("{created} by {by}")
            },
        );
        if let Some(user) = l["usedby"].as_str() {
            field(
                &mut out,
                "used",
                format!("{} by {user}", when(o, &l["usedon"])),
            );
        }
        let lasts = l["expires"].as_i64().map(left).unwrap_or_default();
        let past = |e: i64| if e <= o.now { "expired " } else { "" };
        let expires = match (s(&l["expiry_from"]), l["expiry"].as_i64()) {
            ("subscription", Some(e)) => format!("{}{}", past(e), o.time(e)),
            ("computed", Some(e)) => format!(
                "{}{} (used on + {lasts}; no subscription holds it now)",
                past(e),
                o.time(e)
            ),
            ("paused", _) => "paused: the time left is under Subscriptions".to_string(),
            _ => format!("not yet: lasts {lasts} once redeemed"),
        };
        field(&mut out, "expires", expires);
        field(&mut out, "ban reason", s(&l["banned"]));
        out.push('\n');
    }
    let u = &doc["user"];
    if let Some(name) = u["username"].as_str() {
        out.push_str(&format!("User {name}\n"));
        field(
            &mut out,
            "HWID",
            u["hwid"].as_str().unwrap_or("(none: not locked)"),
        );
        field(&mut out, "IP", s(&u["ip"]));
        field(&mut out, "created", when(o, &u["createdate"]));
        field(
            &mut out,
            "last login",
            match when(o, &u["lastlogin"]) {
                t if t.is_empty() => "never".to_string(),
                t => t,
            },
        );
        field(
            &mut out,
            "banned",
            match u["banned"].as_str() {
                Some(r) => format!("yes: {r}"),
                None => "no".into(),
            },
        );
        field(
            &mut out,
            "paused",
            if u["paused"] == true { "yes" } else { "no" },
        );
        if u["muted_until"].is_i64() {
            field(
                &mut out,
                "chat muted",
                format!("until {}", when(o, &u["muted_until"])),
            );
        }
        out.push('\n');
        out.push_str("Subscriptions\n");
        let subs = list("subscriptions");
        if subs.is_empty() {
            out.push_str("  none\n");
        }
        for sub in subs {
            let state = if sub["paused"] == true {
                format!(
                    "paused, {} left when unpaused",
                    left(sub["timeleft"].as_i64().unwrap_or(0))
                )
            } else if sub["timeleft"].as_i64().unwrap_or(0) <= 0 {
                format!("expired {}", when(o, &sub["expiry"]))
            } else {
                format!("expires {}", when(o, &sub["expiry"]))
            };
            let key = sub["key"]
                .as_str()
                .map(|k| format!("  (key {k})"))
                .unwrap_or_default();
            field(&mut out, s(&sub["subscription"]), format!("{state}{key}"));
        }
        out.push('\n');
    } else {
        let gone = list("licenses").iter().find_map(|l| l["usedby"].as_str());
        match gone {
            Some(name) => out.push_str(&format!(
                "User {name}\n  not found: the user who redeemed this license no longer exists\n\n"
            )),
            None => out.push_str("User\n  none: no user has redeemed this license\n\n"),
        }
    }
    let has_user = u.is_object();
    section(&mut out, "Blacklist (HWID / IP)", list("blacklists"), |b| {
        let value = b["hwid"].as_str().or(b["ip"].as_str()).unwrap_or("");
        format!("{:<5} {value}", s(&b["type"]))
    });
    if !has_user {
        return finish(out, list("next"));
    }
    section(&mut out, "Active sessions", list("sessions"), |x| {
        let ip = x["ip"].as_str().unwrap_or("?");
        let validated = if x["validated"] == true {
            "logged in"
        } else {
            "not logged in"
        };
        format!("{ip}  {validated}, ends {}", when(o, &x["expiry"]))
    });
    section(&mut out, "Variables", list("variables"), |v| {
        format!("{} = {}", s(&v["name"]), s(&v["data"]))
    });
    section(&mut out, "Recent logs", list("logs"), |l| {
        let pc = l["pcuser"]
            .as_str()
            .map(|p| format!("  [{p}]"))
            .unwrap_or_default();
        format!("{}{pc}  {}", when(o, &l["date"]), s(&l["message"]))
    });
    finish(out, list("next"))
}

fn finish(mut out: String, next: &[Value]) -> String {
    if !next.is_empty() {
        out.push_str("Next\n");
        for n in next {
            out.push_str(&format!("  {}\n", s(n)));
        }
    }
    out
}

fn section(out: &mut String, title: &str, rows: &[Value], line: impl Fn(&Value) -> String) {
    out.push_str(title);
    out.push('\n');
    if rows.is_empty() {
        out.push_str("  none\n");
    }
    for r in rows {
        out.push_str(&format!("  {}\n", line(r)));
    }
    out.push('\n');
}

//! The lookup page: the document as one readable page (sections, human times, next commands), or
//! as one JSON document with `-o json`.

use licensectl_catalogue::units::format_duration;
use serde_json::{Map, Value};

use licensectl_catalogue::fields::Tone;
use licensectl_catalogue::resources::LICENSE;

use crate::context::Context;
use crate::output::colour::painted;
use crate::output::Output;

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
    if cx.out.is_json() {
        let mut v = Value::Object(doc);
        cx.out.scrub(&mut v);
        cx.out.json(&v)?;
    } else {
        // Every value a customer could have typed (HWID, log line, name) shown escaped: a line
        // of the page is never theirs.
        let mut doc = doc;
        doc.values_mut().for_each(crate::output::escape_strings);
        let width = crate::output::terminal_width().unwrap_or(usize::MAX);
        cx.out.line(render(&cx.out, &doc, width).trim_end())?
    }
    Ok(())
}

/// The page being written, its lines wrapped to the terminal's width: a value too long goes on
/// under itself, broken between words (an identifier is one word: it moves whole to the next line).
struct Page {
    text: String,
    width: usize,
}

/// Where a field's value starts: `  ` + a 12-column name + ` `.
const VALUE_AT: usize = 15;

impl Page {
    fn push_str(&mut self, s: &str) {
        self.text.push_str(s);
    }

    fn push(&mut self, c: char) {
        self.text.push(c);
    }

    /// `first` (already indented) with `rest` going on at column `indent`.
    fn wrapped(&mut self, first: &str, rest: &str, indent: usize) {
        crate::output::wrap_into(&mut self.text, first, rest, indent, self.width);
    }

    fn field(&mut self, name: &str, value: impl AsRef<str>) {
        let value = value.as_ref();
        if !value.is_empty() {
            self.wrapped(&format!("  {name:<12} "), value, VALUE_AT);
        }
    }

    /// A second line of the field above, under its value.
    fn more(&mut self, value: impl AsRef<str>) {
        self.wrapped(&" ".repeat(VALUE_AT), value.as_ref(), VALUE_AT);
    }
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// A text or a number as shown (a level is a number).
fn shown(v: &Value) -> String {
    match v {
        Value::Number(n) => n.to_string(),
        other => s(other).to_string(),
    }
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
pub fn render(o: &Output, doc: &Map<String, Value>, width: usize) -> String {
    let mut out = Page {
        text: String::new(),
        width,
    };
    let empty = Vec::new();
    let list = |k: &str| doc.get(k).and_then(Value::as_array).unwrap_or(&empty);
    for l in list("licenses") {
        license(&mut out, o, l, list("subscriptions"));
    }
    let u = &doc["user"];
    user(&mut out, o, u, list("subscriptions"), list("licenses"));
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

/// A license's lines: its state, who used it, and when its time ends and why.
fn license(out: &mut Page, o: &Output, l: &Value, subs: &[Value]) {
    out.push_str(&format!("License {}\n", s(&l["key"])));
    let status = s(&l["status"]);
    let tone = LICENSE.field("status").and_then(|f| f.tone_of(status));
    out.field("status", painted(o.colour, tone, status));
    out.field("level", shown(&l["level"]));
    out.field("note", s(&l["note"]));
    out.field("created", when(o, &l["gendate"]));
    // Who made the key (a reseller, the seller's API): what `licenses list --created-by` takes.
    out.field("created by", s(&l["genby"]));
    if let Some(user) = l["usedby"].as_str() {
        out.field("used", format!("{} by {user}", when(o, &l["usedon"])));
    }
    let lasts = l["expires"].as_i64().map(left).unwrap_or_default();
    let past = |e: i64| {
        if e <= o.now() {
            painted(o.colour, Some(Tone::Bad), "expired") + " "
        } else {
            String::new()
        }
    };
    let own = subs.iter().find(|x| x["key"] == l["key"]);
    // After an extension of an expired subscription the customer's time is a newer row of
    // it, without the key: the license's expiry is that time, its own ended one under it.
    let own_end = own
        .filter(|x| x["paused"] != true)
        .and_then(|x| x["expiry"].as_i64());
    let expiry = l["expiry"].as_i64();
    match (s(&l["expiry_from"]), expiry) {
        ("subscription", Some(e)) if own_end.is_some_and(|k| k < e && k <= o.now()) => {
            let name = own.map_or("", |x| s(&x["subscription"]));
            out.field("expires", format!("{} ({name}, extended)", o.time(e)));
            let k = own_end.unwrap_or_default();
            out.more(format!("the key's own time expired {}", o.time(k)));
        }
        ("subscription", Some(e)) => out.field("expires", format!("{}{}", past(e), o.time(e))),
        ("computed", Some(e)) => out.field(
            "expires",
            format!(
                "{}{} (used on + {lasts}; no subscription holds it now)",
                past(e),
                o.time(e)
            ),
        ),
        ("paused", _) => out.field(
            "expires",
            format!(
                "{}, {} left",
                painted(o.colour, Some(Tone::Warn), "paused"),
                left(l["timeleft"].as_i64().unwrap_or(0))
            ),
        ),
        _ => out.field("expires", format!("not yet: lasts {lasts} once redeemed")),
    }
    out.field(
        "ban reason",
        painted(o.colour, Some(Tone::Bad), s(&l["banned"])),
    );
    out.push('\n');
}

/// The user's lines and their subscriptions, or why there is no user.
fn user(out: &mut Page, o: &Output, u: &Value, subs: &[Value], licenses: &[Value]) {
    if let Some(name) = u["username"].as_str() {
        out.push_str(&format!("User {name}\n"));
        out.field("HWID", u["hwid"].as_str().unwrap_or("(none: not locked)"));
        let shared: Vec<&str> = u["hwid_shared_with"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        if !shared.is_empty() {
            out.more(format!("shared with {}", shared.join(", ")));
        }
        out.field("IP", s(&u["ip"]));
        out.field("created", when(o, &u["createdate"]));
        out.field(
            "last login",
            match when(o, &u["lastlogin"]) {
                t if t.is_empty() => "never".to_string(),
                t => t,
            },
        );
        out.field(
            "banned",
            match u["banned"].as_str() {
                Some(r) => painted(o.colour, Some(Tone::Bad), &format!("yes: {r}")),
                None => "no".into(),
            },
        );
        out.field("paused", if u["paused"] == true { "yes" } else { "no" });
        if u["muted_until"].is_i64() {
            out.field(
                "chat muted",
                format!("until {}", when(o, &u["muted_until"])),
            );
        }
        out.push('\n');
        out.push_str("Subscriptions\n");
        if subs.is_empty() {
            out.push_str("  none\n");
        }
        for sub in subs {
            let state = if sub["paused"] == true {
                format!(
                    "{}, {} left when unpaused",
                    painted(o.colour, Some(Tone::Warn), "paused"),
                    left(sub["timeleft"].as_i64().unwrap_or(0))
                )
            } else if sub["timeleft"].as_i64().unwrap_or(0) <= 0 {
                format!(
                    "{} {}",
                    painted(o.colour, Some(Tone::Bad), "expired"),
                    when(o, &sub["expiry"])
                )
            } else {
                format!("expires {}", when(o, &sub["expiry"]))
            };
            out.field(s(&sub["subscription"]), state);
            if let Some(k) = sub["key"].as_str() {
                out.more(format!("key {k}"));
            }
        }
        out.push('\n');
    } else {
        let gone = licenses.iter().find_map(|l| l["usedby"].as_str());
        match gone {
            Some(name) => out.push_str(&format!(
                "User {name}\n  not found: the user who redeemed this license no longer exists\n\n"
            )),
            None => out.push_str("User\n  none: no user has redeemed this license\n\n"),
        }
    }
}

fn finish(mut out: Page, next: &[Value]) -> String {
    if !next.is_empty() {
        out.push_str("Next\n");
        for n in next {
            out.wrapped("  ", s(n), 4);
        }
    }
    out.text
}

fn section(out: &mut Page, title: &str, rows: &[Value], line: impl Fn(&Value) -> String) {
    out.push_str(title);
    out.push('\n');
    if rows.is_empty() {
        out.push_str("  none\n");
    }
    for r in rows {
        out.wrapped("  ", &line(r), 4);
    }
    out.push('\n');
}

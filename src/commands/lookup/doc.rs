//! The lookup document: one customer's facts gathered from the reads, normalised (absolute
//! expiries, time left), and the next commands that fit their state. `-o json` prints it as is.

use std::collections::HashMap;

use licensectl_catalogue::{find, Api};
use serde_json::{json, Map, Value};

use super::{Hit, Lists, Row};
use crate::commands::echo::{num, text};

/// Recent log lines shown.
const LOGS: usize = 10;

fn rows_of<'a>(lists: &'a Lists, section: &str) -> &'a [Row] {
    lists.get(section).map_or(&[], Vec::as_slice)
}

fn nonempty(s: String) -> Value {
    if s.is_empty() {
        Value::Null
    } else {
        Value::String(s)
    }
}

/// The customer's document.
pub fn build(
    term: &str,
    hit: &Hit,
    lists: &Lists,
    per_user: &HashMap<&'static str, Option<Value>>,
    now: i64,
) -> Map<String, Value> {
    let user = hit.user.clone().unwrap_or_default();
    let record = per_user
        .get("user")
        .cloned()
        .flatten()
        .and_then(|v| v.as_object().cloned());
    let sub_rows: Vec<Row> = per_user
        .get("subscriptions")
        .cloned()
        .flatten()
        .and_then(|v| v.get("subs").and_then(Value::as_array).cloned())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| v.as_object().cloned())
        .filter(|r| {
            r.get("user")
                .is_none_or(|u| u.as_str() == Some(user.as_str()))
        })
        .collect();

    let subscriptions: Vec<Value> = sub_rows
        .iter()
        .map(|r| {
            let paused = num(r, "paused").unwrap_or(0) != 0;
            let raw = num(r, "expiry").unwrap_or(0);
            // A paused subscription's expiry holds the seconds left, not a date.
            let (expiry, left) = if paused {
                (Value::Null, raw)
            } else {
                (json!(raw), raw - now)
            };
            json!({
                "subscription": text(r, "subscription"),
                "key": nonempty(text(r, "key")),
                "paused": paused,
                "expiry": expiry,
                "time_left": left,
            })
        })
        .collect();

    let mut licenses: Vec<Value> = Vec::new();
    for k in rows_of(lists, "licenses") {
        let key = text(k, "key");
        let mine =
            (!user.is_empty() && text(k, "usedby") == user) || hit.key.as_deref() == Some(&key);
        if !mine {
            continue;
        }
        let duration = num(k, "expires");
        let used_on = num(k, "usedon").filter(|t| *t > 0);
        let granted = sub_rows.iter().find(|s| text(s, "key") == key);
        let (expiry, from) = match (granted, used_on, duration) {
            (Some(s), _, _) if num(s, "paused").unwrap_or(0) != 0 => (None, "paused"),
            (Some(s), _, _) => (num(s, "expiry"), "subscription"),
            (None, Some(on), Some(d)) => (Some(on + d), "computed"),
            _ => (None, "unused"),
        };
        licenses.push(json!({
            "key": key,
            "status": text(k, "status"),
            "level": text(k, "level"),
            "note": nonempty(text(k, "note")),
            "created": num(k, "gendate"),
            "created_by": nonempty(text(k, "genby")),
            "used_by": nonempty(text(k, "usedby")),
            "used_on": used_on,
            "duration": duration,
            "expiry": expiry,
            "expiry_from": from,
            "time_left": expiry.map(|e| e - now),
            "ban_reason": nonempty(text(k, "banned")),
        }));
    }

    let listed = rows_of(lists, "users")
        .iter()
        .find(|u| !user.is_empty() && text(u, "username") == user);
    let field = |name: &str| -> Value {
        record
            .as_ref()
            .and_then(|r| r.get(name))
            .or_else(|| listed.and_then(|l| l.get(name)))
            .cloned()
            .unwrap_or(Value::Null)
    };
    let as_text = |v: Value| crate::output::raw(Some(&v));
    let as_num = |v: Value| match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    };
    let hwid = as_text(field("hwid"));
    let ip = as_text(field("ip"));
    let ban = as_text(field("banned"));
    let muted = rows_of(lists, "mutes")
        .iter()
        .filter(|m| text(m, "user") == user)
        .filter_map(|m| num(m, "time"))
        .find(|t| *t > now);
    let user_doc = if user.is_empty() || (record.is_none() && listed.is_none()) {
        Value::Null
    } else {
        json!({
            "username": user,
            "hwid": nonempty(hwid.clone()),
            "ip": nonempty(ip.clone()),
            "created": as_num(field("createdate")),
            "last_login": as_num(field("lastlogin")),
            "banned": !ban.is_empty(),
            "ban_reason": nonempty(ban.clone()),
            "paused": subscriptions.iter().any(|s| s["paused"] == true),
            "muted_until": muted,
        })
    };

    let blacklists: Vec<Value> = rows_of(lists, "blacklists")
        .iter()
        .filter(|b| {
            let (bh, bi) = (text(b, "hwid"), text(b, "ip"));
            (!bh.is_empty() && !hwid.is_empty() && hwid.contains(&bh))
                || (!bi.is_empty() && bi == ip)
                || (!bh.is_empty() && bh == term)
                || (!bi.is_empty() && bi == term)
        })
        .map(|b| json!({"type": text(b, "type"), "hwid": nonempty(text(b, "hwid")), "ip": nonempty(text(b, "ip"))}))
        .collect();
    let sessions: Vec<Value> = rows_of(lists, "sessions")
        .iter()
        .filter(|s| !user.is_empty() && text(s, "credential") == user)
        .filter(|s| num(s, "expiry").is_none_or(|e| e > now))
        .map(|s| json!({"ip": nonempty(text(s, "ip")), "expiry": num(s, "expiry"), "validated": num(s, "validated").unwrap_or(0) != 0}))
        .collect();
    let variables: Vec<Value> = record
        .as_ref()
        .and_then(|r| r.get("uservars"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| v.as_object().cloned())
        .map(|v| json!({"name": text(&v, "name"), "data": text(&v, "data")}))
        .collect();
    let mut logs: Vec<&Row> = rows_of(lists, "logs")
        .iter()
        .filter(|l| !user.is_empty() && text(l, "credential") == user)
        .collect();
    logs.sort_by_key(|l| std::cmp::Reverse(num(l, "logdate").unwrap_or(0)));
    let logs: Vec<Value> = logs
        .into_iter()
        .take(LOGS)
        .map(|l| json!({"date": num(l, "logdate"), "pcuser": nonempty(text(l, "pcuser")), "message": text(l, "logdata")}))
        .collect();

    let mut doc = Map::new();
    doc.insert("term".into(), json!(term));
    doc.insert("matched_by".into(), json!(hit.by));
    doc.insert("licenses".into(), Value::Array(licenses));
    doc.insert("user".into(), user_doc);
    doc.insert("subscriptions".into(), Value::Array(subscriptions));
    doc.insert("blacklists".into(), Value::Array(blacklists));
    doc.insert("sessions".into(), Value::Array(sessions));
    doc.insert("variables".into(), Value::Array(variables));
    doc.insert("logs".into(), Value::Array(logs));
    let next = next(&doc, now);
    doc.insert("next".into(), json!(next));
    doc
}

/// A word as the shell reads it: quoted unless plainly safe.
pub fn shell(word: &str) -> String {
    let safe = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.@:/+=,".contains(c));
    if safe {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// `licensectl <command of this seller type> <args>`: command names come from the catalogue.
fn cmd(ty: &str, args: &[String]) -> String {
    let command = find(Api::Seller, ty).map_or(ty, |op| op.command);
    let mut line = format!("licensectl {command}");
    for a in args {
        line.push(' ');
        line.push_str(a);
    }
    line
}

/// The commands that fit the customer's state, most likely fix first.
fn next(doc: &Map<String, Value>, now: i64) -> Vec<String> {
    let mut out = Vec::new();
    let empty = Vec::new();
    let licenses = doc["licenses"].as_array().unwrap_or(&empty);
    let subs = doc["subscriptions"].as_array().unwrap_or(&empty);
    let user = &doc["user"];
    for l in licenses.iter().filter(|l| l["status"] == "Banned") {
        out.push(cmd("unban", &[shell(l["key"].as_str().unwrap_or(""))]));
    }
    let Some(name) = user["username"].as_str() else {
        return out;
    };
    let u = shell(name);
    if user["banned"] == true {
        out.push(cmd("unbanuser", std::slice::from_ref(&u)));
    }
    if user["paused"] == true {
        out.push(cmd("unpauseuser", std::slice::from_ref(&u)));
    }
    let mut names: Vec<&str> = subs
        .iter()
        .filter_map(|s| s["subscription"].as_str())
        .collect();
    names.sort();
    names.dedup();
    let extend = match names.as_slice() {
        [] => None,
        [_] => Some(cmd("extend", &[u.clone(), "--expiry".into(), "30d".into()])),
        several => {
            // The one running out first (or already out) is the likely one.
            let soonest = subs
                .iter()
                .filter(|s| s["paused"] != true)
                .min_by_key(|s| s["time_left"].as_i64().unwrap_or(i64::MAX))
                .and_then(|s| s["subscription"].as_str())
                .unwrap_or(several[0]);
            Some(cmd(
                "extend",
                &[
                    u.clone(),
                    "--sub".into(),
                    shell(soonest),
                    "--expiry".into(),
                    "30d".into(),
                ],
            ))
        }
    };
    let running = subs
        .iter()
        .any(|s| s["paused"] == true || s["time_left"].as_i64().unwrap_or(0) > 0);
    // Out of time is the likelier fix than the PC when nothing runs.
    if !running {
        out.extend(extend.clone());
    }
    if !user["hwid"].is_null() {
        out.push(cmd("resetuser", std::slice::from_ref(&u)));
    }
    if running {
        out.extend(extend);
    }
    if user["muted_until"].as_i64().is_some_and(|t| t > now) {
        out.push(cmd("unmuteuser", std::slice::from_ref(&u)));
    }
    if user["banned"] != true {
        for b in doc["blacklists"].as_array().unwrap_or(&empty) {
            let (value, ty) = if let Some(h) = b["hwid"].as_str() {
                (h, "hwid")
            } else if let Some(i) = b["ip"].as_str() {
                (i, "ip")
            } else {
                continue;
            };
            out.push(cmd(
                "delblack",
                &[shell(value), "--type".into(), ty.into(), "--yes".into()],
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted_only_when_the_shell_needs_it() {
        assert_eq!(shell("alice"), "alice");
        assert_eq!(shell("S-1-5-21-1"), "S-1-5-21-1");
        assert_eq!(shell("bob smith"), "'bob smith'");
        assert_eq!(shell("it's"), r"'it'\''s'");
    }

    #[test]
    fn out_of_time_comes_before_the_pc() {
        let doc = json!({
            "licenses": [{"key": "K1", "status": "Banned"}],
            "user": {"username": "dana", "hwid": "PC", "banned": true, "paused": false, "muted_until": null},
            "subscriptions": [{"subscription": "basic", "paused": false, "time_left": -10}],
            "blacklists": [{"type": "hwid", "hwid": "PC", "ip": null}],
        });
        let next = next(doc.as_object().unwrap(), 0);
        assert_eq!(
            next,
            [
                "licensectl licenses unban K1",
                "licensectl users unban dana",
                "licensectl users extend dana --expiry 30d",
                "licensectl users reset-hwid dana",
            ],
            "a banned user's blacklist goes with the unban"
        );
    }
}

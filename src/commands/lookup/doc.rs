//! The lookup document: one customer's facts gathered from the reads, normalised (absolute
//! expiries, time left), and the next commands that fit their state. `-o json` prints it as is.

use std::collections::HashMap;

use serde_json::{json, Map, Value};

use super::{Hit, Lists, Row};
use crate::exec::hooks::{num, text};

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
    let mut sub_rows: Vec<Row> = per_user
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
    // `usersub` is cached per application; `userdata`'s running subscriptions are not.
    let mut warnings: Vec<String> = Vec::new();
    let running = record
        .as_ref()
        .and_then(|r| r.get("subscriptions"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for r in running.iter().filter_map(Value::as_object) {
        let known = sub_rows.iter().any(|s| {
            text(s, "subscription") == text(r, "subscription")
                && text(s, "key") == text(r, "key")
                && num(s, "expiry") == num(r, "expiry")
        });
        if !known {
            let mut row = r.clone();
            row.insert("paused".into(), json!(0));
            sub_rows.push(row);
            if warnings.is_empty() {
                warnings.push(format!(
                    "the service's list of {user}'s subscriptions looks stale (it caches it); running ones are added from the user's record"
                ));
            }
        }
    }

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
                "timeleft": left,
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
        // A license record of the field model (`resources::LICENSE`), as `licenses info` prints it.
        licenses.push(json!({
            "key": key,
            "status": text(k, "status"),
            "level": num(k, "level"),
            "expires": duration,
            "note": nonempty(text(k, "note")),
            "usedby": nonempty(text(k, "usedby")),
            "usedon": used_on,
            "gendate": num(k, "gendate"),
            "genby": nonempty(text(k, "genby")),
            "banned": nonempty(text(k, "banned")),
            "expiry": expiry,
            "timeleft": expiry.map(|e| e - now),
            "expiry_from": from,
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
    // A license's record names its user's ban (`user_banned`), as `licenses info` does.
    for l in &mut licenses {
        if l["usedby"].as_str().is_some_and(|u| u == user) {
            l["user_banned"] = nonempty(ban.clone());
        }
    }
    let muted = rows_of(lists, "mutes")
        .iter()
        .filter(|m| text(m, "user") == user)
        .filter_map(|m| num(m, "time"))
        .find(|t| *t > now);
    // Other users locked to the same HWID (two people on one PC, or one key passed around).
    let shared: Vec<String> = rows_of(lists, "users")
        .iter()
        .filter(|u| !hwid.is_empty() && text(u, "hwid") == hwid && text(u, "username") != user)
        .map(|u| text(u, "username"))
        .collect();
    let user_doc = if user.is_empty() || (record.is_none() && listed.is_none()) {
        Value::Null
    } else {
        json!({
            "username": user,
            "hwid": nonempty(hwid.clone()),
            "ip": nonempty(ip.clone()),
            "createdate": as_num(field("createdate")),
            "lastlogin": as_num(field("lastlogin")),
            "banned": nonempty(ban.clone()),
            "hwid_shared_with": shared,
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
    let next = super::next::next(&doc, now);
    doc.insert("next".into(), json!(next));
    if !warnings.is_empty() {
        doc.insert("warnings".into(), json!(warnings));
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_subscription_list_is_completed_from_the_record() {
        let hit = Hit {
            key: None,
            user: Some("ann".into()),
            by: "username",
        };
        let mut lists = Lists::new();
        lists.insert(
            "users",
            vec![json!({"username": "ann", "hwid": "", "ip": "1.2.3.4"})
                .as_object()
                .unwrap()
                .clone()],
        );
        let mut per_user = HashMap::new();
        // The cached answer: another user's row.
        per_user.insert(
            "subscriptions",
            Some(json!({"subs": [{"user": "bob", "subscription": "pro", "expiry": "99", "paused": 0}]})),
        );
        per_user.insert(
            "user",
            Some(json!({"username": "ann", "subscriptions": [{"subscription": "basic", "key": null, "expiry": "500"}], "uservars": []})),
        );
        let doc = build("ann", &hit, &lists, &per_user, 100);
        assert_eq!(doc["subscriptions"].as_array().unwrap().len(), 1, "{doc:?}");
        assert_eq!(doc["subscriptions"][0]["subscription"], "basic");
        assert_eq!(doc["subscriptions"][0]["timeleft"], 400);
        assert!(doc["warnings"][0].as_str().unwrap().contains("stale"));
        assert_eq!(doc["user"]["hwid"], Value::Null, "an empty HWID is no lock");
    }
}

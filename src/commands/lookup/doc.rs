//! The lookup document: one customer's facts gathered from the reads, normalised (absolute
//! expiries, time left), and the next commands that fit their state. `-o json` prints it as is.

use serde_json::{json, Map, Value};

use super::rows::{list, Lists, Row, Rows};
use super::Hit;
use crate::answer::{num, text};

/// Recent log lines shown.
const LOGS: usize = 10;

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
    reads: &crate::exec::read::UserReads,
    now: i64,
) -> Map<String, Value> {
    let user = hit.user.clone().unwrap_or_default();
    let listed = list(lists, "users")
        .each()
        .find(|u| !user.is_empty() && text(u, "username") == user)
        .map(std::borrow::Cow::into_owned);
    let record = reads.record.clone();
    let sub_rows = reads.subs.clone();
    let mut warnings: Vec<String> = Vec::new();
    if reads.stale {
        warnings.push(format!(
            "the service's list of {user}'s subscriptions looks stale (it caches it); running ones are added from the user's record"
        ));
    }
    warnings.extend(twins_warning(&user, list(lists, "users")));
    let subscriptions = subscriptions_section(&sub_rows, now);
    let licenses = licenses_section(lists, hit, &user, record.as_ref(), &sub_rows, now);

    let facts = UserFacts {
        record: record.as_ref(),
        listed: listed.as_ref(),
    };
    let hwid = facts.text("hwid");
    let ip = facts.text("ip");
    let user_doc = user_section(&user, &facts, &subscriptions, lists, now);

    let mut doc = Map::new();
    doc.insert("term".into(), json!(term));
    doc.insert("matched_by".into(), json!(hit.by));
    doc.insert("licenses".into(), Value::Array(licenses));
    doc.insert("user".into(), user_doc);
    doc.insert("subscriptions".into(), Value::Array(subscriptions));
    doc.insert(
        "blacklists".into(),
        Value::Array(blacklists_section(lists, term, &hwid, &ip)),
    );
    doc.insert(
        "sessions".into(),
        Value::Array(sessions_section(lists, &user, now)),
    );
    doc.insert(
        "variables".into(),
        Value::Array(variables_section(record.as_ref())),
    );
    doc.insert("logs".into(), Value::Array(logs_section(lists, &user)));
    let next = super::next::next(&doc, now);
    doc.insert("next".into(), json!(next));
    if !warnings.is_empty() {
        doc.insert("warnings".into(), json!(warnings));
    }
    doc
}

/// Several users of one name (a server that stores a second one, the 2022 server: keyauth-
/// differences.md R21): the service reads and changes them by name, so the page is the first
/// one's record with the subscriptions of all; the others are named, never merged silently.
fn twins_warning(user: &str, users: &dyn Rows) -> Option<String> {
    let named: Vec<Row> = users
        .each()
        .filter(|u| !user.is_empty() && text(u, "username") == user)
        .map(std::borrow::Cow::into_owned)
        .collect();
    if named.len() < 2 {
        return None;
    }
    let others: Vec<String> = named[1..]
        .iter()
        .map(|u| {
            let or_none = |f: &str| Some(text(u, f)).filter(|v| !v.is_empty());
            format!(
                "id {} (HWID {}, IP {}, created {})",
                or_none("id").unwrap_or_else(|| "?".into()),
                or_none("hwid").unwrap_or_else(|| "none".into()),
                or_none("ip").unwrap_or_else(|| "none".into()),
                or_none("createdate").unwrap_or_else(|| "?".into()),
            )
        })
        .collect();
    Some(format!(
        "{} users are named {user} (this server stored a second user of the name): the service reads and changes them by name, so this page shows the first one's record and the subscriptions of all of them; the other(s): {}",
        named.len(),
        others.join("; ")
    ))
}

/// The subscriptions section: each with its absolute expiry and time left.
fn subscriptions_section(sub_rows: &[Row], now: i64) -> Vec<Value> {
    sub_rows
        .iter()
        .map(|r| {
            let paused = num(r, "paused").unwrap_or(0) != 0;
            let raw = num(r, "expiry").unwrap_or(0);
            // A paused subscription's expiry holds the seconds left, not a date.
            let (expiry, left) = if paused {
                (Value::Null, raw)
            } else {
                (json!(raw), raw.saturating_sub(now))
            };
            json!({
                "subscription": text(r, "subscription"),
                "key": nonempty(text(r, "key")),
                "paused": paused,
                "expiry": expiry,
                "timeleft": left,
            })
        })
        .collect()
}

/// The licenses section: the customer's keys, each the record `licenses info` prints of it
/// (`exec::facts::complete_license` computes both).
fn licenses_section(
    lists: &Lists,
    hit: &Hit,
    user: &str,
    record: Option<&Row>,
    sub_rows: &[Row],
    now: i64,
) -> Vec<Value> {
    let mut licenses: Vec<Value> = Vec::new();
    for k in list(lists, "licenses").each() {
        let key = text(&k, "key");
        let mine =
            (!user.is_empty() && text(&k, "usedby") == user) || hit.key.as_deref() == Some(&key);
        if !mine {
            continue;
        }
        let mut license = k.into_owned();
        let owner = (text(&license, "usedby") == user)
            .then_some(record)
            .flatten();
        crate::exec::facts::complete_license(&mut license, owner, sub_rows, now);
        let mut license = Value::Object(license);
        let how = crate::output::shape::Shaping {
            show_secrets: false,
            normalise: true,
        };
        let model = Some(&licensectl_catalogue::resources::LICENSE);
        crate::output::shape::shape(&mut license, model, how, &mut Vec::new());
        licenses.push(license);
    }
    licenses
}

/// Where the user's fields come from: their record (`userdata`) first, then their row in the
/// users list.
struct UserFacts<'a> {
    record: Option<&'a Row>,
    listed: Option<&'a Row>,
}

impl UserFacts<'_> {
    fn field(&self, name: &str) -> Value {
        self.record
            .and_then(|r| r.get(name))
            .or_else(|| self.listed.and_then(|l| l.get(name)))
            .cloned()
            .unwrap_or(Value::Null)
    }

    fn text(&self, name: &str) -> String {
        crate::output::raw(Some(&self.field(name)))
    }

    fn num(&self, name: &str) -> Option<i64> {
        match self.field(name) {
            Value::Number(n) => n.as_i64(),
            Value::String(s) => s.trim().parse().ok(),
            _ => None,
        }
    }
}

/// The user section, or null when the search found no user or nothing is known of them.
fn user_section(
    user: &str,
    facts: &UserFacts,
    subscriptions: &[Value],
    lists: &Lists,
    now: i64,
) -> Value {
    if user.is_empty() || (facts.record.is_none() && facts.listed.is_none()) {
        return Value::Null;
    }
    let muted = list(lists, "mutes")
        .each()
        .filter(|m| text(m, "user") == user)
        .filter_map(|m| num(&m, "time"))
        .find(|t| *t > now);
    // Other users locked to the same HWID (two people on one PC, or one key passed around).
    let hwid = facts.text("hwid");
    let shared: Vec<String> = list(lists, "users")
        .each()
        .filter(|u| !hwid.is_empty() && text(u, "hwid") == hwid && text(u, "username") != user)
        .map(|u| text(&u, "username"))
        .collect();
    json!({
        "username": user,
        "hwid": nonempty(facts.text("hwid")),
        "ip": nonempty(facts.text("ip")),
        "createdate": facts.num("createdate"),
        "lastlogin": facts.num("lastlogin"),
        "banned": nonempty(facts.text("banned")),
        "hwid_shared_with": shared,
        "paused": subscriptions.iter().any(|s| s["paused"] == true),
        "muted_until": muted,
    })
}

/// The blacklists section: entries matching the user's hardware id or address, or the term.
fn blacklists_section(lists: &Lists, term: &str, hwid: &str, ip: &str) -> Vec<Value> {
    list(lists, "blacklists")
        .each()
        .filter(|b| {
            let (bh, bi) = (text(b, "hwid"), text(b, "ip"));
            (!bh.is_empty() && !hwid.is_empty() && hwid.contains(&bh))
                || (!bi.is_empty() && bi == ip)
                || (!bh.is_empty() && bh == term)
                || (!bi.is_empty() && bi == term)
        })
        .map(|b| json!({"type": text(&b, "type"), "hwid": nonempty(text(&b, "hwid")), "ip": nonempty(text(&b, "ip"))}))
        .collect()
}

/// The sessions section: the user's sessions not yet expired.
fn sessions_section(lists: &Lists, user: &str, now: i64) -> Vec<Value> {
    list(lists, "sessions")
        .each()
        .filter(|s| !user.is_empty() && text(s, "credential") == user)
        .filter(|s| num(s, "expiry").is_none_or(|e| e > now))
        .map(|s| json!({"ip": nonempty(text(&s, "ip")), "expiry": num(&s, "expiry"), "validated": num(&s, "validated").unwrap_or(0) != 0}))
        .collect()
}

/// The variables section: the user's variables from their record.
fn variables_section(record: Option<&Row>) -> Vec<Value> {
    record
        .and_then(|r| r.get("uservars"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| v.as_object().cloned())
        .map(|v| json!({"name": text(&v, "name"), "data": text(&v, "data")}))
        .collect()
}

/// The logs section: the user's latest log lines, newest first.
fn logs_section(lists: &Lists, user: &str) -> Vec<Value> {
    // The newest `LOGS` kept as the list is walked (ties in the service's order): a user with
    // a million lines costs `LOGS` rows.
    let mut logs: Vec<(std::cmp::Reverse<i64>, usize, Row)> = Vec::with_capacity(LOGS + 1);
    let theirs = list(lists, "logs")
        .each()
        .filter(|l| !user.is_empty() && text(l, "credential") == user);
    for (i, l) in theirs.enumerate() {
        let date = std::cmp::Reverse(num(&l, "logdate").unwrap_or(0));
        if logs.len() == LOGS && logs.last().is_some_and(|(d, _, _)| *d <= date) {
            continue;
        }
        logs.push((date, i, l.into_owned()));
        logs.sort_by_key(|(d, i, _)| (*d, *i));
        logs.truncate(LOGS);
    }
    logs.into_iter()
        .map(|(_, _, l)| json!({"date": num(&l, "logdate"), "pcuser": nonempty(text(&l, "pcuser")), "message": text(&l, "logdata")}))
        .collect()
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
            Box::new(vec![
                json!({"username": "ann", "hwid": "", "ip": "1.2.3.4"})
                    .as_object()
                    .unwrap()
                    .clone(),
            ]),
        );
        // The cached answer: another user's row; the record has ann's running one.
        let listed = vec![
            json!({"user": "bob", "subscription": "pro", "expiry": "99", "paused": 0})
                .as_object()
                .unwrap()
                .clone(),
        ];
        let record = json!({"username": "ann", "subscriptions": [{"subscription": "basic", "key": null, "expiry": "500"}], "uservars": []})
            .as_object()
            .unwrap()
            .clone();
        let (subs, stale) = crate::exec::facts::user_sub_rows("ann", listed, Some(&record));
        let reads = crate::exec::read::UserReads {
            record: Some(record),
            subs,
            stale,
        };
        let doc = build("ann", &hit, &lists, &reads, 100);
        assert_eq!(doc["subscriptions"].as_array().unwrap().len(), 1, "{doc:?}");
        assert_eq!(doc["subscriptions"][0]["subscription"], "basic");
        assert_eq!(doc["subscriptions"][0]["timeleft"], 400);
        assert!(doc["warnings"][0].as_str().unwrap().contains("stale"));
        assert_eq!(doc["user"]["hwid"], Value::Null, "an empty HWID is no lock");
    }
}

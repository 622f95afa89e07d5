//! What changed between two polls of `watch`, as events: pure, unit-tested.

use std::collections::{BTreeMap, HashSet};

use serde_json::{Map, Value};

use crate::answer::{num, text};

type Row = Map<String, Value>;

/// What one poll read.
#[derive(Debug, Clone, Default)]
pub struct Seen {
    /// `userdata`'s record (`None`: no user, or the service no longer knows them).
    pub user: Option<Row>,
    /// `usersub`'s rows for the user (paused and expired ones too).
    pub subs: Vec<Row>,
    /// `info`'s record of the key.
    pub key: Option<Row>,
    pub logs: Vec<Row>,
    pub sessions: Vec<Row>,
    /// When it was read.
    pub at: i64,
}

impl Seen {
    pub fn with_time(mut self, at: i64) -> Seen {
        self.at = at;
        self
    }
}

/// One change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub time: i64,
    /// One of `resources::WATCH_EVENTS`.
    pub event: &'static str,
    pub user: Option<String>,
    pub key: Option<String>,
    pub detail: String,
}

fn opt(s: String) -> Option<String> {
    Some(s).filter(|s| !s.is_empty())
}

fn date(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0)
        .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
        .unwrap_or_else(|| t.to_string())
}

/// A log line saying a login failed (the service records failures only as the app logs them).
fn failed_login(message: &str) -> bool {
    let m = message.to_lowercase();
    let about_login = m.contains("login") || m.contains("log in") || m.contains("sign in");
    about_login
        && [
            "refused", "failed", "denied", "invalid", "rejected", "wrong",
        ]
        .iter()
        .any(|w| m.contains(w))
}

/// Subscriptions by (name, key): (expiry, paused).
fn subs_of(s: &Seen) -> BTreeMap<(String, String), (i64, bool)> {
    let mut out = BTreeMap::new();
    // One row per row: a running row the list has too (without its key on 2022) counts once.
    let (rows, _) = crate::exec::facts::with_running(s.subs.clone(), s.user.as_ref());
    for r in rows {
        let id = (text(&r, "subscription"), text(&r, "key"));
        let paused = num(&r, "paused").unwrap_or(0) != 0;
        out.entry(id)
            .or_insert((num(&r, "expiry").unwrap_or(0), paused));
    }
    out
}

/// The events between `before` and `now_seen`, in time order.
pub fn changes(
    before: &Seen,
    after: &Seen,
    user: Option<&str>,
    key: Option<&str>,
    now: i64,
) -> Vec<Event> {
    let mut out: Vec<Event> = Vec::new();
    let mut push =
        |time: i64, event: &'static str, u: Option<String>, k: Option<String>, detail: String| {
            out.push(Event {
                time,
                event,
                user: u,
                key: k,
                detail,
            })
        };
    let name = user.map(str::to_string);
    let key_name = key.map(str::to_string);

    // Logs: lines not seen before.
    let known: HashSet<String> = before.logs.iter().map(|l| text(l, "id")).collect();
    for l in after
        .logs
        .iter()
        .filter(|l| !known.contains(&text(l, "id")))
    {
        let message = text(l, "logdata");
        let pc = text(l, "pcuser");
        let detail = if pc.is_empty() {
            message.clone()
        } else {
            format!("{message} [{pc}]")
        };
        let event = if failed_login(&message) {
            "failed login"
        } else {
            "log"
        };
        push(
            num(l, "logdate").unwrap_or(now),
            event,
            opt(text(l, "credential")),
            None,
            detail,
        );
    }

    // Sessions (`--all`): a session logged in that was not before.
    let was: HashSet<String> = before
        .sessions
        .iter()
        .filter(|s| {
            num(s, "validated").unwrap_or(0) != 0 || s.get("validated") == Some(&Value::Bool(true))
        })
        .map(|s| text(s, "id"))
        .collect();
    for s in &after.sessions {
        let valid =
            num(s, "validated").unwrap_or(0) != 0 || s.get("validated") == Some(&Value::Bool(true));
        if valid && !was.contains(&text(s, "id")) {
            let ip = text(s, "ip");
            push(
                now,
                "login",
                opt(text(s, "credential")),
                None,
                if ip.is_empty() {
                    String::new()
                } else {
                    format!("from {ip}")
                },
            );
        }
    }

    // The user's record.
    let mut user_banned_now = false;
    match (&before.user, &after.user) {
        (Some(a), Some(b)) => {
            let (la, lb) = (num(a, "lastlogin"), num(b, "lastlogin"));
            if lb.is_some() && lb > la {
                let ip = text(b, "ip");
                push(
                    lb.unwrap_or(now),
                    "login",
                    name.clone(),
                    None,
                    if ip.is_empty() {
                        String::new()
                    } else {
                        format!("from {ip}")
                    },
                );
            }
            for (field, event) in [("hwid", "hwid"), ("ip", "ip")] {
                let (x, y) = (text(a, field), text(b, field));
                if x != y {
                    let shown = |s: &str| {
                        if s.is_empty() {
                            "(none)".to_string()
                        } else {
                            s.to_string()
                        }
                    };
                    push(
                        now,
                        event,
                        name.clone(),
                        None,
                        format!("{} -> {}", shown(&x), shown(&y)),
                    );
                }
            }
            match (opt(text(a, "banned")), opt(text(b, "banned"))) {
                (None, Some(reason)) => {
                    user_banned_now = true;
                    push(now, "ban", name.clone(), None, format!("reason: {reason}"));
                }
                (Some(_), None) => push(now, "unban", name.clone(), None, String::new()),
                _ => {}
            }
        }
        (Some(_), None) => push(
            now,
            "gone",
            name.clone(),
            None,
            "the service no longer knows this user".into(),
        ),
        (None, Some(_)) if before.at > 0 => {
            push(now, "new user", name.clone(), None, String::new())
        }
        _ => {}
    }

    // The key's record.
    if let (Some(a), Some(b)) = (&before.key, &after.key) {
        let (sa, sb) = (text(a, "status"), text(b, "status"));
        if sa != sb {
            match sb.as_str() {
                "Banned" if !user_banned_now => push(
                    now,
                    "ban",
                    None,
                    key_name.clone(),
                    format!("reason: {}", text(b, "banned")),
                ),
                "Banned" => {}
                _ if sa == "Banned" => push(now, "unban", None, key_name.clone(), String::new()),
                "Used" => push(
                    now,
                    "license",
                    opt(text(b, "usedby")),
                    key_name.clone(),
                    "redeemed".into(),
                ),
                other => push(
                    now,
                    "license",
                    None,
                    key_name.clone(),
                    format!("now {other}"),
                ),
            }
        }
    }

    // Subscriptions.
    if before.user.is_some() || !before.subs.is_empty() {
        let (a, b) = (subs_of(before), subs_of(after));
        for (id, (exp, paused)) in &b {
            let sub = &id.0;
            match a.get(id) {
                None => push(
                    now,
                    "extended",
                    name.clone(),
                    opt(id.1.clone()),
                    format!("{sub}: granted, ends {}", date(*exp)),
                ),
                Some((old, was_paused)) => {
                    if *was_paused != *paused {
                        let e = if *paused { "paused" } else { "unpaused" };
                        push(now, e, name.clone(), opt(id.1.clone()), sub.clone());
                    } else if !paused && exp > old {
                        push(
                            now,
                            "extended",
                            name.clone(),
                            opt(id.1.clone()),
                            format!("{sub}: ends {} (was {})", date(*exp), date(*old)),
                        );
                    } else if !paused && *old > before.at && *exp <= now && *exp <= *old {
                        push(
                            *exp,
                            "expired",
                            name.clone(),
                            opt(id.1.clone()),
                            sub.clone(),
                        );
                    }
                }
            }
        }
        for (id, (exp, paused)) in &a {
            if !b.contains_key(id) {
                if !paused && *exp > before.at && *exp <= now {
                    push(
                        *exp,
                        "expired",
                        name.clone(),
                        opt(id.1.clone()),
                        id.0.clone(),
                    );
                } else if after.user.is_some() {
                    push(
                        now,
                        "gone",
                        name.clone(),
                        opt(id.1.clone()),
                        format!("{}: removed", id.0),
                    );
                }
            }
        }
    }
    out.sort_by_key(|e| e.time);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn row(v: Value) -> Row {
        v.as_object().unwrap().clone()
    }

    fn seen(user: Value, logs: Vec<Value>, at: i64) -> Seen {
        Seen {
            user: Some(row(user)),
            logs: logs.into_iter().map(row).collect(),
            at,
            ..Default::default()
        }
    }

    #[test]
    fn each_change_is_one_event() {
        let a = seen(
            json!({"username": "ann", "hwid": "PC1", "ip": "1.1.1.1", "lastlogin": 10, "banned": null,
                   "subscriptions": [{"subscription": "pro", "key": "K", "expiry": 500}]}),
            vec![json!({"id": 1, "logdate": 5, "logdata": "hi", "credential": "ann"})],
            100,
        );
        let b = seen(
            json!({"username": "ann", "hwid": "PC2", "ip": "1.1.1.1", "lastlogin": 150, "banned": "abuse",
                   "subscriptions": [{"subscription": "pro", "key": "K", "expiry": 900}]}),
            vec![
                json!({"id": 1, "logdate": 5, "logdata": "hi", "credential": "ann"}),
                json!({"id": 2, "logdate": 160, "logdata": "login refused: HWID mismatch", "credential": "ann"}),
            ],
            200,
        );
        let events: Vec<&str> = changes(&a, &b, Some("ann"), Some("K"), 200)
            .iter()
            .map(|e| e.event)
            .collect();
        assert_eq!(
            events,
            ["login", "failed login", "hwid", "ban", "extended"],
            "in time order, each once"
        );
        assert!(
            changes(&b, &b, Some("ann"), None, 200).is_empty(),
            "nothing twice"
        );
    }

    #[test]
    fn a_term_running_out_is_an_expiry() {
        let sub = |_: i64| json!({"username": "ann", "subscriptions": [], "lastlogin": 1});
        let mut a = seen(sub(0), vec![], 100);
        a.subs = vec![row(
            json!({"subscription": "basic", "key": "", "expiry": 150, "paused": 0}),
        )];
        let mut b = seen(sub(0), vec![], 200);
        b.subs = a.subs.clone();
        let e = changes(&a, &b, Some("ann"), None, 200);
        assert_eq!(e.len(), 1, "{e:?}");
        assert_eq!((e[0].event, e[0].time), ("expired", 150));
        // Paused: no expiry, a pause.
        b.subs = vec![row(
            json!({"subscription": "basic", "key": "", "expiry": 50, "paused": 1}),
        )];
        assert_eq!(changes(&a, &b, Some("ann"), None, 200)[0].event, "paused");
    }

    #[test]
    fn new_sessions_are_logins_in_all_mode() {
        let a = Seen {
            sessions: vec![row(json!({"id": "s1", "credential": null, "validated": 0}))],
            ..Default::default()
        };
        let b = Seen {
            sessions: vec![row(
                json!({"id": "s1", "credential": "bob", "validated": 1, "ip": "9.9.9.9"}),
            )],
            ..Default::default()
        };
        let e = changes(&a, &b, None, None, 5);
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].user.as_deref(), Some("bob"));
        assert_eq!(e[0].detail, "from 9.9.9.9");
    }
}

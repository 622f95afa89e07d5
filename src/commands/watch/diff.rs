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
fn subs_of(s: &Seen) -> Subs {
    let mut out: Subs = BTreeMap::new();
    // One row per row: a running row the list has too (without its key on 2022) counts once.
    let (rows, _) = crate::exec::facts::with_running(s.subs.clone(), s.user.as_ref());
    // Several rows of one name and key (an extend of an ended subscription adds a row beside
    // the old one): the one that counts is the paused one, else the one ending last, as
    // `facts::effective` ranks them — never whichever the answer listed first, which made the
    // old row's end an "expired" event (at its old time) once the new row stopped running.
    let rank = |(expiry, paused): (i64, bool)| (paused, if paused { 0 } else { expiry });
    for r in rows {
        let id = (text(&r, "subscription"), text(&r, "key"));
        let paused = num(&r, "paused").unwrap_or(0) != 0;
        let row = (num(&r, "expiry").unwrap_or(0), paused);
        let kept = out.entry(id).or_insert(row);
        if rank(row) > rank(*kept) {
            *kept = row;
        }
    }
    out
}

/// The events between `before` and `after`, in time order.
pub fn changes(
    before: &Seen,
    after: &Seen,
    user: Option<&str>,
    key: Option<&str>,
    now: i64,
) -> Vec<Event> {
    let mut found = Found {
        out: Vec::new(),
        user: user.map(str::to_string),
        key: key.map(str::to_string),
        now,
    };
    for kind in KINDS {
        kind(before, after, &mut found);
    }
    // Stable: events of the same time stay in the order of `KINDS`.
    found.out.sort_by_key(|e| e.time);
    found.out
}

/// Each kind of change, in the order its events are listed when they share a time.
const KINDS: [fn(&Seen, &Seen, &mut Found); 8] = [
    new_logs,
    new_sessions,
    user_login,
    user_hwid_and_ip,
    user_ban,
    user_gone_or_new,
    key_status,
    subscriptions,
];

/// The events of one poll as they are found, and whom `watch` follows.
struct Found {
    out: Vec<Event>,
    /// The user watched (`watch USER`), named on their events.
    user: Option<String>,
    /// The key watched (`watch KEY`), named on its events.
    key: Option<String>,
    now: i64,
}

impl Found {
    fn push(
        &mut self,
        time: i64,
        event: &'static str,
        user: Option<String>,
        key: Option<String>,
        detail: String,
    ) {
        self.out.push(Event {
            time,
            event,
            user,
            key,
            detail,
        });
    }

    /// An event of the watched user, seen now.
    fn of_user(&mut self, event: &'static str, detail: String) {
        self.push(self.now, event, self.user.clone(), None, detail);
    }

    /// An event of the watched key, seen now.
    fn of_key(&mut self, event: &'static str, user: Option<String>, detail: String) {
        self.push(self.now, event, user, self.key.clone(), detail);
    }
}

/// `from IP`, or nothing when the service did not say where from.
fn from_ip(ip: String) -> String {
    if ip.is_empty() {
        ip
    } else {
        format!("from {ip}")
    }
}

/// Log lines not seen before: each a `log`, or a `failed login` when it says so.
fn new_logs(before: &Seen, after: &Seen, found: &mut Found) {
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
        let time = num(l, "logdate").unwrap_or(found.now);
        found.push(time, event, opt(text(l, "credential")), None, detail);
    }
}

/// A session that has logged in (the service says so with 1 or `true`).
fn logged_in(s: &Row) -> bool {
    num(s, "validated").unwrap_or(0) != 0 || s.get("validated") == Some(&Value::Bool(true))
}

/// Sessions (`--all`): a session logged in that was not before is a `login`.
fn new_sessions(before: &Seen, after: &Seen, found: &mut Found) {
    let was: HashSet<String> = before
        .sessions
        .iter()
        .filter(|s| logged_in(s))
        .map(|s| text(s, "id"))
        .collect();
    for s in after.sessions.iter().filter(|s| logged_in(s)) {
        if !was.contains(&text(s, "id")) {
            let who = opt(text(s, "credential"));
            found.push(found.now, "login", who, None, from_ip(text(s, "ip")));
        }
    }
}

/// The user's record in both polls, when the service knew them both times.
fn both_users<'a>(before: &'a Seen, after: &'a Seen) -> Option<(&'a Row, &'a Row)> {
    before.user.as_ref().zip(after.user.as_ref())
}

/// A later `lastlogin` is a `login`, at its time.
fn user_login(before: &Seen, after: &Seen, found: &mut Found) {
    let Some((a, b)) = both_users(before, after) else {
        return;
    };
    let (la, lb) = (num(a, "lastlogin"), num(b, "lastlogin"));
    if lb.is_some() && lb > la {
        let time = lb.unwrap_or(found.now);
        let detail = from_ip(text(b, "ip"));
        found.push(time, "login", found.user.clone(), None, detail);
    }
}

/// Another HWID or IP: old -> new.
fn user_hwid_and_ip(before: &Seen, after: &Seen, found: &mut Found) {
    let Some((a, b)) = both_users(before, after) else {
        return;
    };
    let shown = |s: &str| {
        if s.is_empty() {
            "(none)".to_string()
        } else {
            s.to_string()
        }
    };
    for (field, event) in [("hwid", "hwid"), ("ip", "ip")] {
        let (x, y) = (text(a, field), text(b, field));
        if x != y {
            found.of_user(event, format!("{} -> {}", shown(&x), shown(&y)));
        }
    }
}

/// The user banned since the last poll (their key's ban is then the same news).
fn user_just_banned(before: &Seen, after: &Seen) -> bool {
    both_users(before, after)
        .is_some_and(|(a, b)| opt(text(a, "banned")).is_none() && opt(text(b, "banned")).is_some())
}

/// The user banned (with the reason) or unbanned.
fn user_ban(before: &Seen, after: &Seen, found: &mut Found) {
    let Some((a, b)) = both_users(before, after) else {
        return;
    };
    match (opt(text(a, "banned")), opt(text(b, "banned"))) {
        (None, Some(reason)) => found.of_user("ban", format!("reason: {reason}")),
        (Some(_), None) => found.of_user("unban", String::new()),
        _ => {}
    }
}

/// The user no longer known, or known for the first time (after a first poll that read).
fn user_gone_or_new(before: &Seen, after: &Seen, found: &mut Found) {
    match (&before.user, &after.user) {
        (Some(_), None) => found.of_user("gone", "the service no longer knows this user".into()),
        (None, Some(_)) if before.at > 0 => found.of_user("new user", String::new()),
        _ => {}
    }
}

/// The key's status: banned, unbanned, redeemed, or any other it moves to.
fn key_status(before: &Seen, after: &Seen, found: &mut Found) {
    let (Some(a), Some(b)) = (&before.key, &after.key) else {
        return;
    };
    let (sa, sb) = (text(a, "status"), text(b, "status"));
    if sa == sb {
        return;
    }
    match sb.as_str() {
        // The user's ban bans their key: one event, the user's.
        "Banned" if user_just_banned(before, after) => {}
        "Banned" => found.of_key("ban", None, format!("reason: {}", text(b, "banned"))),
        _ if sa == "Banned" => found.of_key("unban", None, String::new()),
        "Used" => found.of_key("license", opt(text(b, "usedby")), "redeemed".into()),
        other => found.of_key("license", None, format!("now {other}")),
    }
}

/// Subscriptions granted, extended, paused, unpaused, expired or removed (once the user or
/// their subscriptions have been read).
fn subscriptions(before: &Seen, after: &Seen, found: &mut Found) {
    if before.user.is_none() && before.subs.is_empty() {
        return;
    }
    let (a, b) = (subs_of(before), subs_of(after));
    subscriptions_held(&a, &b, before.at, found);
    subscriptions_dropped(&a, &b, before.at, after.user.is_some(), found);
}

type Subs = BTreeMap<(String, String), (i64, bool)>;

/// The subscriptions `after` lists: new ones granted; known ones paused, unpaused, extended,
/// or run out since the last poll.
fn subscriptions_held(a: &Subs, b: &Subs, read_at: i64, found: &mut Found) {
    let (name, now) = (found.user.clone(), found.now);
    for (id, (exp, paused)) in b {
        let (sub, key) = (&id.0, opt(id.1.clone()));
        let Some((old, was_paused)) = a.get(id) else {
            let detail = format!("{sub}: granted, ends {}", date(*exp));
            found.push(now, "extended", name.clone(), key, detail);
            continue;
        };
        if *was_paused != *paused {
            let e = if *paused { "paused" } else { "unpaused" };
            found.push(now, e, name.clone(), key, sub.clone());
        } else if !paused && exp > old {
            let detail = format!("{sub}: ends {} (was {})", date(*exp), date(*old));
            found.push(now, "extended", name.clone(), key, detail);
        } else if !paused && *old > read_at && *exp <= now && *exp <= *old {
            found.push(*exp, "expired", name.clone(), key, sub.clone());
        }
    }
}

/// The subscriptions `after` no longer lists: run out since the last poll, else removed
/// (while the user is still known).
fn subscriptions_dropped(a: &Subs, b: &Subs, read_at: i64, user_known: bool, found: &mut Found) {
    let (name, now) = (found.user.clone(), found.now);
    for (id, (exp, paused)) in a.iter().filter(|(id, _)| !b.contains_key(*id)) {
        let key = opt(id.1.clone());
        if !paused && *exp > read_at && *exp <= now {
            found.push(*exp, "expired", name.clone(), key, id.0.clone());
        } else if user_known {
            let detail = format!("{}: removed", id.0);
            found.push(now, "gone", name.clone(), key, detail);
        }
    }
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
    fn of_two_rows_of_one_subscription_the_one_ending_last_counts_whatever_the_order() {
        let ann = || json!({"username": "ann", "lastlogin": 1});
        let rows = |order: [i64; 2]| {
            order
                .iter()
                .map(|e| row(json!({"subscription": "basic", "key": "", "expiry": e, "paused": 0})))
                .collect()
        };
        // The renewed row (ends at 900) listed first, then last: nothing changed.
        let mut a = seen(ann(), vec![], 100);
        a.subs = rows([900, 50]);
        let mut b = seen(ann(), vec![], 200);
        b.subs = rows([50, 900]);
        assert_eq!(changes(&a, &b, Some("ann"), None, 200), []);
        // It ends: expired at its own time, not the old row's.
        let e = changes(&a, &b, Some("ann"), None, 950);
        assert_eq!(
            (e.len(), e[0].event, e[0].time),
            (1, "expired", 900),
            "{e:?}"
        );
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

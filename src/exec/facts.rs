//! Fields computed once for every road that prints them: a license's expiry, time left, where
//! the expiry comes from, and its user's HWID and ban (`licenses info`, its `--from-file` rows
//! and `lookup` alike); and a user's subscription rows, the service's cached list completed from
//! the user's record.

use crate::output::ends::{End, Running, Term};
use licensectl_catalogue::fields::Resource;
use serde_json::{json, Map, Value};

use crate::answer::{num, text};

pub type Row = Map<String, Value>;

/// Whether two rows of a user's subscriptions are one row: the same subscription ending at the
/// same time, with the same key where both name one (the 2022 `userdata` names none).
pub fn same_sub(a: &Row, b: &Row) -> bool {
    let (ka, kb) = (text(a, "key"), text(b, "key"));
    text(a, "subscription") == text(b, "subscription")
        && num(a, "expiry") == num(b, "expiry")
        && (ka.is_empty() || kb.is_empty() || ka == kb)
}

/// A user's subscription rows: the service's list (`usersub`: paused and expired ones too, but
/// cached per app) completed with the running ones of the user's record (`userdata`, never
/// cached). The flag says rows had to be added (the list was stale).
pub fn user_sub_rows(user: &str, listed: Vec<Row>, record: Option<&Row>) -> (Vec<Row>, bool) {
    let rows: Vec<Row> = listed
        .into_iter()
        .filter(|r| r.get("user").is_none_or(|u| u.as_str() == Some(user)))
        .collect();
    with_running(rows, record)
}

/// A user's listed subscription rows (already theirs) and the running ones of their record not
/// among them; the flag says some were added.
pub fn with_running(mut rows: Vec<Row>, record: Option<&Row>) -> (Vec<Row>, bool) {
    let running = record
        .and_then(|r| r.get("subscriptions"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object);
    let mut stale = false;
    for r in running {
        if !rows.iter().any(|s| same_sub(s, r)) {
            let mut row = r.clone();
            row.insert("paused".into(), json!(0));
            rows.push(row);
            stale = true;
        }
    }
    (rows, stale)
}

/// One row per subscription name: a paused one, else the one ending last (an extend of an
/// expired subscription may add a row beside the old one).
pub fn effective(rows: Vec<Row>) -> Vec<Row> {
    let mut out: Vec<Row> = Vec::new();
    for r in rows {
        let name = text(&r, "subscription");
        let rank = |r: &Row| {
            let paused = num(r, "paused").unwrap_or(0) != 0;
            (
                paused,
                if paused {
                    0
                } else {
                    num(r, "expiry").unwrap_or(0)
                },
            )
        };
        match out.iter_mut().find(|o| text(o, "subscription") == name) {
            Some(o) if rank(&r) > rank(o) => *o = r,
            Some(_) => {}
            None => out.push(r),
        }
    }
    out
}

/// A license record's computed fields, filled in `license` (a row of `info` or of the list):
/// `expiry`, `timeleft`, `expiry_from`, `hwid`, `user_banned`, and the other declared fields
/// null where the answer lacked them (`every_field`: `id`, `banned` of `info`).
///
/// `user` is its user's record (`userdata`), `subs` their subscription rows (`user_sub_rows`).
/// The expiry is the subscription the key granted as it runs now (extended, paused: the
/// subscription of that name, `effective`), else used on + length (a server that names no key
/// per subscription), else none (unused).
pub fn complete_license(license: &mut Row, user: Option<&Row>, subs: &[Row], now: i64) {
    let key = text(license, "key");
    let used = !text(license, "usedby").is_empty();
    let granted: Vec<String> = subs
        .iter()
        .filter(|s| used && !key.is_empty() && text(s, "key") == key)
        .map(|s| text(s, "subscription"))
        .collect();
    let running = effective(
        subs.iter()
            .filter(|s| granted.contains(&text(s, "subscription")))
            .cloned()
            .collect(),
    );
    let paused = running.iter().find(|s| num(s, "paused").unwrap_or(0) != 0);
    let state = match (
        paused,
        running.iter().filter_map(|s| num(s, "expiry")).min(),
    ) {
        // A paused subscription's `expiry` holds the seconds it keeps, not a date.
        (Some(p), _) => Some(Running::Paused(num(p, "expiry"))),
        (None, Some(e)) => Some(Running::Ends(e)),
        (None, None) => None,
    };
    // One function decides it, here and for `licenses list --expiring-within`.
    let term = Term::of(|f| license.get(f).map(|v| crate::output::raw(Some(v))));
    let end = End::of(term, state);
    let (expiry, timeleft, from) = (end.at(), end.left(now), end.from());
    let of_user = |field: &str| {
        user.map(|u| text(u, field))
            .filter(|v| used && !v.is_empty())
    };
    let mut set = |k: &str, v: Value| {
        license.insert(k.into(), v);
    };
    set("expiry", json!(expiry));
    set("timeleft", json!(timeleft));
    set("expiry_from", json!(from));
    set("user_banned", json!(of_user("banned")));
    // The 2022 server's keys carry a HWID; elsewhere it is the user's.
    if text(license, "hwid").is_empty() {
        license.insert("hwid".into(), json!(of_user("hwid")));
    }
    every_field(license, &licensectl_catalogue::resources::LICENSE);
}

/// A record with every field its resource declares (secrets aside), null where the answer
/// lacked it: the keys of a resource's record are one set whichever command printed it.
pub fn every_field(record: &mut Row, res: &Resource) {
    crate::output::shape::complete(record, res);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: Value) -> Row {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_paused_subscription_is_the_licenses_expiry_source() {
        let mut l = row(json!({"key": "K", "usedby": "gus", "usedon": 10, "expires": 100}));
        let subs = [row(
            json!({"subscription": "pro", "key": "K", "paused": 1, "expiry": 40}),
        )];
        complete_license(&mut l, None, &subs, 50);
        assert_eq!((&l["expiry"], &l["timeleft"]), (&Value::Null, &json!(40)));
        assert_eq!(l["expiry_from"], "paused");
        assert_eq!(
            (&l["id"], &l["banned"], &l["hwid"]),
            (&Value::Null, &Value::Null, &Value::Null)
        );
    }

    #[test]
    fn an_extended_subscription_beside_the_expired_row_counts() {
        let mut l = row(json!({"key": "K", "usedby": "dana", "usedon": 10, "expires": 100}));
        let subs = [
            row(json!({"subscription": "basic", "key": "K", "paused": 0, "expiry": 110})),
            row(json!({"subscription": "basic", "key": null, "paused": 0, "expiry": 900})),
        ];
        let user = row(json!({"hwid": "H", "banned": ""}));
        complete_license(&mut l, Some(&user), &subs, 500);
        assert_eq!((&l["expiry"], &l["timeleft"]), (&json!(900), &json!(400)));
        assert_eq!((&l["hwid"], &l["user_banned"]), (&json!("H"), &Value::Null));
    }

    #[test]
    fn without_a_keyed_row_the_expiry_is_computed_and_unused_has_none() {
        let mut l = row(json!({"key": "K", "usedby": "u", "usedon": 10, "expires": 100}));
        complete_license(&mut l, None, &[], 50);
        assert_eq!(
            (&l["expiry"], &l["expiry_from"]),
            (&json!(110), &json!("computed"))
        );
        let mut l = row(json!({"key": "K", "usedby": null, "expires": 100}));
        complete_license(&mut l, None, &[], 50);
        assert_eq!(
            (&l["expiry"], &l["expiry_from"]),
            (&Value::Null, &json!("unused"))
        );
    }

    #[test]
    fn a_running_row_the_cached_list_has_is_not_added_twice() {
        // The 2022 `userdata` names no key: the same row still.
        let listed = vec![row(
            json!({"user": "h", "subscription": "s", "key": "K", "expiry": 5}),
        )];
        let record = row(json!({"subscriptions": [{"subscription": "s", "expiry": 5}]}));
        let (rows, stale) = user_sub_rows("h", listed, Some(&record));
        assert_eq!((rows.len(), stale), (1, false));
    }
}

//! Which records a lookup TERM names: the detection rule, pure and unit-tested.
//!
//! TERM is compared with every license key (whole, or as a prefix of at least 4 characters,
//! ignoring case), every username (exactly, then ignoring case), every user's HWID (whole, or
//! contained in it: the service appends added HWIDs to one string) and IP (exactly), and, weakest,
//! every license note containing it (ignoring case, at least 4 characters: an order number a
//! support ticket quotes). There is no guessing from TERM's shape: a username that looks like an
//! IP is still found.

use std::collections::HashSet;

use super::rows::{Row, Rows};
use crate::answer::text;

/// The shortest TERM tried as a key prefix or inside a HWID (shorter ones match too much).
pub const MIN_PARTIAL: usize = 4;

/// One customer TERM names: a license, a user, or both (a used key and its user).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub key: Option<String>,
    pub user: Option<String>,
    /// How TERM matched: `key`, `key prefix`, `username`, `hwid`, `ip`, `note`.
    pub by: &'static str,
}

impl Hit {
    /// One line naming the hit, for the picker and the list of matches.
    pub fn label(&self) -> String {
        match (&self.key, &self.user) {
            (Some(k), Some(u)) => format!("{u} (license {k}; by {})", self.by),
            (Some(k), None) => format!("license {k} (unused or orphaned; by {})", self.by),
            (None, Some(u)) => format!("{u} (by {})", self.by),
            (None, None) => String::new(),
        }
    }
}

/// The most matches a lookup lists: a TERM matching more is too broad to read (a 4-character
/// key prefix can match 100,000 keys); the list says so and how to narrow it.
pub const CAP: usize = 200;

/// Every customer TERM names, strongest match first (key, username, HWID, IP, key prefix, note),
/// one entry per user (or per unused key); at most `CAP + 1` (more than `CAP` means "too many").
/// Linear in the lists and bounded whatever their length: at most three passes over the keys
/// and four over the users, each holding one row at a time (a streamed list parses it as it is
/// reached); what is kept is at most `CAP + 1` matches, a set of them and their users' keys.
pub fn hits<K, U>(term: &str, keys: &K, users: &U) -> Vec<Hit>
where
    K: Rows + ?Sized,
    U: Rows + ?Sized,
{
    let term = term.trim();
    let t = Term {
        term,
        lower: term.to_lowercase(),
        partial: term.chars().count() >= MIN_PARTIAL,
    };
    let mut found = Found::default();
    by_key(&t, keys, &mut found);
    by_username(&t, users, &mut found);
    by_hwid(&t, users, &mut found);
    by_ip(&t, users, &mut found);
    if t.partial {
        by_key_prefix_or_note(&t, keys, &mut found);
    }
    let mut out = found.out;
    with_their_keys(&mut out, keys);
    out
}

/// TERM, trimmed, as each rule compares it.
struct Term<'a> {
    term: &'a str,
    lower: String,
    /// Long enough to be tried as a key prefix, inside a HWID or a note.
    partial: bool,
}

/// The hits so far, strongest first.
#[derive(Default)]
struct Found {
    out: Vec<Hit>,
    seen: HashSet<(Option<String>, Option<String>)>,
}

impl Found {
    /// Adds a hit, one per user (an unused key is its own), while there is room (`CAP + 1`, to
    /// say "too many"). Returns whether there is room for more.
    fn push(&mut self, key: Option<String>, user: Option<String>, by: &'static str) -> bool {
        let user = user.filter(|u| !u.is_empty());
        let id = match &user {
            Some(u) => (None, Some(u.clone())),
            None => (key.clone(), None),
        };
        if self.out.len() <= CAP && self.seen.insert(id) {
            self.out.push(Hit { key, user, by });
        }
        self.out.len() <= CAP
    }
}

/// A whole key, ignoring case, names its user (or itself when unused).
fn by_key<K: Rows + ?Sized>(t: &Term, keys: &K, found: &mut Found) {
    for r in keys
        .each()
        .filter(|r| text(r, "key").to_lowercase() == t.lower)
    {
        if !found.push(Some(text(&r, "key")), Some(text(&r, "usedby")), "key") {
            break;
        }
    }
}

/// The names equal to TERM if there are any, else those equal ignoring case.
fn by_username<U: Rows + ?Sized>(t: &Term, users: &U, found: &mut Found) {
    let name = |r: &Row| text(r, "username");
    let exact = users.each().any(|r| name(&r) == t.term);
    let named = |n: &str| {
        if exact {
            n == t.term
        } else {
            n.to_lowercase() == t.lower
        }
    };
    for n in users.each().map(|r| name(&r)).filter(|n| named(n)) {
        if !found.push(None, Some(n), "username") {
            break;
        }
    }
}

/// A user's HWID equal to TERM, or holding it (the service appends added HWIDs to one string).
fn by_hwid<U: Rows + ?Sized>(t: &Term, users: &U, found: &mut Found) {
    for r in users.each() {
        let hwid = text(&r, "hwid");
        if !hwid.is_empty()
            && (hwid == t.term || (t.partial && hwid.contains(t.term)))
            && !found.push(None, Some(text(&r, "username")), "hwid")
        {
            break;
        }
    }
}

/// A user's IP equal to TERM.
fn by_ip<U: Rows + ?Sized>(t: &Term, users: &U, found: &mut Found) {
    for r in users.each().filter(|r| text(r, "ip") == t.term) {
        if !found.push(None, Some(text(&r, "username")), "ip") {
            break;
        }
    }
}

/// One pass for both: key prefixes as they come, notes holding TERM (an order number, an
/// e-mail the seller typed) kept aside (at most `CAP + 1`) to follow them, being weaker.
fn by_key_prefix_or_note<K: Rows + ?Sized>(t: &Term, keys: &K, found: &mut Found) {
    let lower = &t.lower;
    let mut noted: Vec<(String, String)> = Vec::new();
    for r in keys.each() {
        let k = text(&r, "key");
        let kl = k.to_lowercase();
        if kl != *lower && kl.starts_with(lower.as_str()) {
            if !found.push(Some(k), Some(text(&r, "usedby")), "key prefix") {
                break;
            }
        } else if noted.len() <= CAP && text(&r, "note").to_lowercase().contains(lower.as_str()) {
            noted.push((k, text(&r, "usedby")));
        }
    }
    for (k, u) in noted {
        if !found.push(Some(k), Some(u), "note") {
            break;
        }
    }
}

/// A user found by name also owns their key: the key beside them (one index, built only when a
/// hit needs it; one more pass over the keys).
fn with_their_keys<K: Rows + ?Sized>(out: &mut [Hit], keys: &K) {
    use std::collections::{HashMap, HashSet};
    if out.iter().any(|h| h.key.is_none() && h.user.is_some()) {
        let wanted: HashSet<&str> = out
            .iter()
            .filter(|h| h.key.is_none())
            .filter_map(|h| h.user.as_deref())
            .collect();
        let mut owned: HashMap<String, String> = HashMap::new();
        for k in keys.each() {
            let u = text(&k, "usedby");
            if wanted.contains(u.as_str()) {
                owned.entry(u).or_insert_with(|| text(&k, "key"));
            }
        }
        for h in out.iter_mut() {
            if h.key.is_none() {
                if let Some(u) = &h.user {
                    h.key = owned.get(u).cloned();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn rows(v: Value) -> Vec<Row> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_object().unwrap().clone())
            .collect()
    }

    fn data() -> (Vec<Row>, Vec<Row>) {
        let keys = rows(json!([
            {"key": "ABCDEF-111111", "usedby": "alice", "status": "Used"},
            {"key": "ABCDEF-222222", "usedby": null, "status": "Not Used"},
            {"key": "ZZZZZZ-333333", "usedby": "bob", "status": "Used"},
        ]));
        let users = rows(json!([
            {"username": "alice", "hwid": "PC-ONE", "ip": "10.0.0.1"},
            {"username": "bob", "hwid": "PC-TWOPC-THREE", "ip": "10.0.0.2"},
            {"username": "carol", "hwid": "PC-TWO", "ip": "10.0.0.2"},
        ]));
        (keys, users)
    }

    #[test]
    fn a_whole_key_names_its_user() {
        let (k, u) = data();
        let h = hits("abcdef-111111", &k, &u);
        assert_eq!(h.len(), 1);
        assert_eq!(h[0].user.as_deref(), Some("alice"));
        assert_eq!(h[0].by, "key");
    }

    #[test]
    fn a_prefix_names_every_key_it_starts() {
        let (k, u) = data();
        let h = hits("ABCDEF", &k, &u);
        assert_eq!(h.len(), 2, "{h:?}");
        assert_eq!(h[1].user, None);
        assert_eq!(h[1].key.as_deref(), Some("ABCDEF-222222"));
        assert!(hits("ABC", &k, &u).is_empty(), "too short for a prefix");
    }

    #[test]
    fn a_note_names_its_keys_customer() {
        let mut keys = rows(json!([
            {"key": "ABCDEF-111111", "usedby": "alice", "note": "order #88231 (paypal)"},
            {"key": "ABCDEF-222222", "usedby": null, "note": "Order 77001, reseller acme"},
        ]));
        keys.extend(data().0);
        let (_, u) = data();
        let h = hits("88231", &keys, &u);
        assert_eq!(h.len(), 1, "{h:?}");
        assert_eq!((h[0].user.as_deref(), h[0].by), (Some("alice"), "note"));
        let h = hits("ORDER 77001", &keys, &u);
        assert_eq!(h[0].key.as_deref(), Some("ABCDEF-222222"), "an unused key");
        assert!(
            hits("#88", &keys, &u).is_empty(),
            "too short to search notes"
        );
        // A stronger match comes first; the same customer once.
        let h = hits("alice", &keys, &u);
        assert_eq!((h.len(), h[0].by), (1, "username"));
    }

    #[test]
    fn names_hwids_and_ips() {
        let (k, u) = data();
        let h = hits("bob", &k, &u);
        assert_eq!(h.len(), 1);
        assert_eq!(
            h[0].key.as_deref(),
            Some("ZZZZZZ-333333"),
            "the user's key beside them"
        );
        let h = hits("PC-TWO", &k, &u);
        let users: Vec<_> = h.iter().map(|h| h.user.clone().unwrap()).collect();
        assert_eq!(
            users,
            ["bob", "carol"],
            "an appended HWID is found inside the string"
        );
        let h = hits("10.0.0.2", &k, &u);
        assert_eq!(h.len(), 2);
        assert_eq!(h[0].by, "ip");
        assert!(hits("nobody", &k, &u).is_empty());
    }

    #[test]
    fn a_broad_term_stops_at_the_cap() {
        let keys: Vec<Row> = (0..100_000)
            .map(|i| rows(json!([{"key": format!("ABCD-{i:06}"), "usedby": null}])).remove(0))
            .collect();
        let found = hits("ABCD", &keys, &[]);
        assert_eq!(
            found.len(),
            CAP + 1,
            "CAP and one more, to say there are more"
        );
        assert!(hits("zzzz", &keys, &[]).is_empty());
    }

    /// A list made row by row as it is walked and never stored, counting the rows read: what
    /// the search keeps cannot be the list, and the count shows how many passes it made.
    struct Made {
        n: usize,
        make: fn(usize) -> Row,
        read: std::cell::Cell<usize>,
    }

    impl Made {
        fn new(n: usize, make: fn(usize) -> Row) -> Made {
            Made {
                n,
                make,
                read: Default::default(),
            }
        }
        fn passes(&self) -> f64 {
            self.read.take() as f64 / self.n as f64
        }
    }

    impl Rows for Made {
        fn each(&self) -> Box<dyn Iterator<Item = std::borrow::Cow<'_, Row>> + '_> {
            Box::new((0..self.n).map(|i| {
                self.read.set(self.read.get() + 1);
                std::borrow::Cow::Owned((self.make)(i))
            }))
        }
        fn count(&self) -> usize {
            self.n
        }
    }

    #[test]
    fn a_search_of_200000_keys_is_a_few_passes_holding_one_row() {
        fn row(fields: [(&str, Value); 3]) -> Row {
            fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect()
        }
        // Every 100th key is used, by u0, u1, …; 2,000 users.
        let keys = Made::new(200_000, |i| {
            let user = (i % 100 == 0).then(|| format!("u{}", i / 100));
            row([
                ("key", json!(format!("K{i:07}-XYZW"))),
                ("usedby", json!(user)),
                ("status", json!("Used")),
            ])
        });
        let users = Made::new(2_000, |i| {
            row([
                ("username", json!(format!("u{i}"))),
                ("hwid", json!(format!("HW-{i:05}"))),
                ("ip", json!(format!("10.0.{}.{}", i / 256, i % 256))),
            ])
        });
        assert!(hits("no-such-customer", &keys, &users).is_empty());
        assert_eq!(keys.passes(), 2.0, "whole keys, then prefixes");
        assert!(users.passes() <= 4.0);
        let h = hits("u7", &keys, &users);
        assert_eq!(h.len(), 1);
        assert_eq!(h[0].key.as_deref(), Some("K0000700-XYZW"));
        assert_eq!(keys.passes(), 2.0, "whole keys, then the user's key");
        let h = hits("HW-0004", &keys, &users);
        assert_eq!(h.len(), 10, "HW-00040 to HW-00049: {h:?}");
        assert_eq!(keys.passes(), 3.0, "whole, prefixes, the users' keys");
        // A prefix of every key stops at the cap: it reads no further.
        let h = hits("K000", &keys, &users);
        assert_eq!(h.len(), CAP + 1);
        assert!(keys.passes() < 1.01, "one pass and the first matches");
    }
}

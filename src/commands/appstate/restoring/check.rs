//! What `restore` proves: every license, user (with their HWID, ban and variables), subscription
//! expiry and subscription level of the document read back from the target and compared; before that, the steps the target's generation
//! cannot carry out, the target's own records that collide with the backup's, and (for --dry-run)
//! the differences its generation will cause.

use std::collections::HashMap;

use anyhow::{Context as _, Result};
use licensectl_catalogue::document::{self as doc, license, user, Compare, Compared};
use licensectl_catalogue::kinds;
use licensectl_catalogue::Generation;
use serde_json::{Map, Value};

use super::users::{subs_of_name, Twins};
use crate::commands::appstate::shared::document::Facts;
use crate::commands::appstate::shared::steps::{array, esc, int, said, text};
use crate::commands::appstate::shared::stream::{stream, Source};
use crate::commands::appstate::shared::target::UserVars;
use crate::context::Context;
use crate::exec::read;
use licensectl_catalogue::desk;

/// A subscription's expiry may differ by this much (the service counts from its own clock, and
/// the requests take time) before it is a difference.
const EXPIRY_SLACK: i64 = 120;

/// The differences a target of generation `g` will cause for one license beyond refused steps.
pub(crate) fn predict(l: &Value, g: Generation) -> Option<String> {
    if g == Generation::Current {
        return None;
    }
    let key = text(l, license::KEY.name);
    key.contains(['X', 'x']).then(|| {
        format!(
            "license {}: would get another key (the 2022 server reads X and x in a mask as random characters)",
            esc(key)
        )
    })
}

/// Where the target's own records collide with the backup's: its subscriptions the backup lacks
/// (kept; a key of their level activated later grants them too), and the settings the backup
/// has that the seller API cannot set on it (no parameter, or only to a non-empty value).
pub(crate) fn collisions(
    facts: &Facts,
    target_subs: &[(String, String)],
    target_settings: Option<&Value>,
) -> Vec<String> {
    let mut out = Vec::new();
    let backup: HashMap<&str, &str> = facts
        .subscriptions
        .iter()
        .map(|(n, l)| (n.as_str(), l.as_str()))
        .collect();
    for (name, level) in target_subs {
        if backup.contains_key(name.as_str()) {
            continue;
        }
        let shared = backup.values().any(|l| l == level);
        out.push(format!(
            "the target's own subscription {} (level {}) is not in the backup: kept{}",
            esc(name),
            esc(level),
            if shared {
                format!(
                    "; a level-{} key activated later grants it as well as the backup's subscriptions of that level",
                    esc(level)
                )
            } else {
                String::new()
            }
        ));
    }
    let (Some(want), Some(have)) = (facts.settings.as_ref(), target_settings) else {
        return out;
    };
    let map = kinds::SETTINGS.field_map();
    let shown = |v: Option<&Value>| match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(v) => v.to_string(),
    };
    let Some(want) = want.as_object() else {
        return out;
    };
    for (name, v) in want {
        let (a, b) = (shown(Some(v)), shown(have.get(name)));
        let f = map.iter().find(|f| f.row == name);
        let why = match f.map(|f| f.form) {
            _ if a == b => continue,
            Some(kinds::Form::Secret) => continue,
            // A switch is set either way, when the backup has it as one.
            Some(kinds::Form::Flag) if v.is_boolean() => continue,
            Some(kinds::Form::Flag) => "the backup does not give it as true or false",
            None => "the seller API cannot change it",
            Some(_) if a.is_empty() || a == "0" => "the seller API cannot empty it",
            Some(_) => continue,
        };
        out.push(format!(
            "setting {}: the target has {:?}, the backup {:?}; {why}",
            esc(name),
            esc(&b),
            esc(&a)
        ));
    }
    out
}

/// A field as text: strings bare, numbers written, null and absent empty.
fn field(row: &Map<String, Value>, name: &str) -> String {
    match row.get(name) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(v) => v.to_string(),
    }
}

fn want(l: &Value, f: &str) -> String {
    match l.get(f) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(v) => v.to_string(),
    }
}

/// The license fields the read-back compares (`document::LICENSE`'s `compared`), texts first,
/// then lengths, then the ban: the order its differences are said in.
fn license_compared() -> Vec<(&'static doc::Field, Compared)> {
    compared_of_fields(doc::LICENSE)
}

/// `license_compared` of a declaration of license fields.
fn compared_of_fields(fields: &'static [doc::Field]) -> Vec<(&'static doc::Field, Compared)> {
    let mut fields: Vec<_> = doc::compared(fields).collect();
    fields.sort_by_key(|(_, c)| match c.how {
        Compare::Text | Compare::Vars => 0,
        Compare::Seconds => 1,
        Compare::Banned => 2,
    });
    fields
}

/// The target's licenses, as much as the read-back compares: by the 64-bit hash of each key
/// (sorted, looked up by binary search; an extra key's text is read again only when there is
/// one), its row in `values`, where each compared field (`license_compared`, in its order) takes
/// 32 bits — a text as its hash (a false "same" is one in four billion), a length in seconds
/// (136 years fit), a ban as 1 or 0. With the four compared today, 466,000 licenses take 15 MB
/// beside the list's text; a field the declaration adds costs 4 bytes a license.
struct Have {
    keys: Vec<(u64, u32)>,
    values: Vec<u32>,
    width: usize,
    seen: Vec<bool>,
}

impl Have {
    /// The compared values of the license of this key, marked seen.
    fn find(&mut self, key: &str) -> Option<&[u32]> {
        let at = self.keys.binary_search_by_key(&key_hash(key), |(k, _)| *k);
        let row = self.keys[at.ok()?].1 as usize;
        self.seen[row] = true;
        Some(&self.values[row * self.width..(row + 1) * self.width])
    }
}

/// The compared fields of a target's license row, as `Have` keeps them.
fn kept_of(compared: &[(&'static doc::Field, Compared)], r: &Map<String, Value>) -> Vec<u32> {
    compared
        .iter()
        .map(|(_, c)| kept(c.how, &field(r, c.theirs)))
        .collect()
}

/// Where the backup's license `l` differs from the target's (`have`: its compared fields as
/// `Have` keeps them, in `compared`'s order), each said as a line.
fn license_diffs(
    compared: &[(&'static doc::Field, Compared)],
    l: &Value,
    have: &[u32],
) -> Vec<String> {
    let key = text(l, license::KEY.name);
    let mut out = Vec::new();
    for ((f, c), &have) in compared.iter().zip(have) {
        let a = want(l, f.name);
        if kept(c.how, &a) == have {
            continue;
        }
        let what = c.what;
        out.push(match c.how {
            Compare::Seconds => format!(
                "license {}: {what} is {have}, the backup has {}",
                esc(key),
                int(l, f.name).unwrap_or(0)
            ),
            Compare::Banned => format!(
                "license {}: {}, the backup has {what} {:?}",
                esc(key),
                if have == 1 { "banned" } else { "not banned" },
                esc(&a)
            ),
            Compare::Text | Compare::Vars => format!(
                "license {}: its {what} is not the backup's {:?}",
                esc(key),
                esc(&a)
            ),
        });
    }
    out
}

/// A compared field as `Have` keeps it, from the target's row or the document's record.
fn kept(how: Compare, text: &str) -> u32 {
    match how {
        Compare::Seconds => secs(text.trim().parse().ok()),
        Compare::Banned => u32::from(text == "Banned"),
        Compare::Text | Compare::Vars => short_hash(text),
    }
}

fn key_hash(key: &str) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault};
    BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(key)
}

fn short_hash(text: &str) -> u32 {
    key_hash(text) as u32
}

/// A duration as `Have` keeps it (`u32::MAX`: none that fits).
fn secs(n: Option<i64>) -> u32 {
    n.and_then(|n| u32::try_from(n).ok()).unwrap_or(u32::MAX)
}

/// The target's licenses (`Have`); the list's text is dropped once they are made.
async fn target_keys(cx: &mut Context) -> Result<Have> {
    let keys_op = read::op_of(&desk::KEYS)?;
    cx.prepare().await?;
    let reply = read::answer(cx, &desk::KEYS, &[])
        .await
        .context("restore: reading back")?;
    let compared = license_compared();
    let items = reply.as_ref().map(|r| r.items()).unwrap_or_default();
    let mut have = Have {
        keys: Vec::with_capacity(items.len()),
        values: Vec::with_capacity(items.len() * compared.len()),
        width: compared.len(),
        seen: Vec::new(),
    };
    for item in items {
        let Some(r) = crate::answer::value_of(keys_op, &item) else {
            continue;
        };
        let row = have.keys.len() as u32;
        have.keys
            .push((key_hash(&field(&r, license::KEY.name)), row));
        have.values.extend(kept_of(&compared, &r));
    }
    have.seen = vec![false; have.keys.len()];
    have.keys.sort_unstable_by_key(|(k, _)| *k);
    Ok(have)
}

/// What the read-back compares of each user besides their subscriptions (`subscription_ends`):
/// `document::USER`'s `compared` fields — the backup's field, the target's (its users list row,
/// or its `userdata` past the list's 520 rows; its variables from the list of every user
/// variable), what it is called, and how. Each is what `restore` sets once the account is made
/// (`users::account_calls`, `plan::user_var_steps`), so a change the target answered yes to and
/// did not keep is a difference.
fn user_compared() -> impl Iterator<Item = (&'static doc::Field, Compared)> {
    doc::compared(doc::USER)
}

/// The differences found, each said as it is found (`licensectl: differs: …`), counted.
pub(crate) struct Diffs(pub(crate) usize);

impl Diffs {
    fn say(&mut self, d: String) {
        crate::say!("licensectl: differs: {}", said(&d));
        self.0 += 1;
    }
}

/// Reads the target back and says every way it differs from the document. With `extra`, keys on
/// the target that the document lacks are listed too (an empty target had none before).
pub(crate) async fn differences(
    cx: &mut Context,
    source: &Source,
    facts: &Facts,
    extra: bool,
) -> Result<usize> {
    let mut out = Diffs(0);
    license_differences(cx, source, extra, &mut out).await?;
    subscription_differences(cx, facts, &mut out).await?;
    user_differences(cx, source, facts, &mut out).await?;
    Ok(out.0)
}

/// The licenses missing from the target or unlike the backup's (and, with `extra`, those only
/// on the target). The target's list is kept as a map of what is compared, built from the
/// answer's text a row at a time; the document's licenses are read again one at a time.
async fn license_differences(
    cx: &mut Context,
    source: &Source,
    extra: bool,
    out: &mut Diffs,
) -> Result<()> {
    let mut have = target_keys(cx).await?;
    let compared = license_compared();
    let mut licenses = stream(source, vec![doc::LICENSES.name]);
    while let Some(rec) = licenses.recv().await {
        let (_, l) = rec?;
        let key = text(&l, license::KEY.name);
        let Some(values) = have.find(key) else {
            out.say(format!("license {}: not on the target", esc(key)));
            continue;
        };
        for d in license_diffs(&compared, &l, values) {
            out.say(d);
        }
    }
    let unseen: std::collections::HashSet<u64> = have
        .keys
        .iter()
        .filter(|(_, row)| !have.seen[*row as usize])
        .map(|(k, _)| *k)
        .collect();
    drop(have);
    if extra && !unseen.is_empty() {
        // Keys only on the target: the list is read again for their text.
        let reply = read::answer(cx, &desk::KEYS, &[]).await?;
        let keys_op = read::op_of(&desk::KEYS)?;
        let mut more: Vec<String> = Vec::new();
        for item in reply.iter().flat_map(|r| r.items()) {
            if let Some(r) = crate::answer::value_of(keys_op, &item) {
                let k = field(&r, license::KEY.name);
                if unseen.contains(&key_hash(&k)) {
                    more.push(k);
                }
            }
        }
        more.sort_unstable();
        for k in more {
            out.say(format!(
                "license {}: on the target but not in the backup",
                esc(&k)
            ));
        }
    }
    Ok(())
}

/// The backup's subscriptions missing from the target or at another level.
async fn subscription_differences(cx: &mut Context, facts: &Facts, out: &mut Diffs) -> Result<()> {
    let target = target_subs(cx).await?;
    let there: HashMap<&str, &str> = target
        .iter()
        .map(|(n, l)| (n.as_str(), l.as_str()))
        .collect();
    for (name, level) in &facts.subscriptions {
        match there.get(name.as_str()) {
            None => out.say(format!("subscription {}: not on the target", esc(name))),
            Some(l) if l != level => out.say(format!(
                "subscription {}: level is {:?}, the backup has {:?}",
                esc(name),
                esc(l),
                esc(level)
            )),
            Some(_) => {}
        }
    }
    Ok(())
}

/// The target's subscriptions (name, level), in its order.
pub(crate) async fn target_subs(cx: &mut Context) -> Result<Vec<(String, String)>> {
    cx.prepare().await.context("restore")?;
    let rows = read::rows(cx, &desk::SUBS, &[]).await.context("restore")?;
    Ok(rows
        .unwrap_or_default()
        .iter()
        .map(|r| (field(r, "name"), field(r, "level")))
        .collect())
}

/// The backup's users missing from the target, or whose subscriptions, HWID, ban or variables
/// differ (`USER_FIELDS`).
async fn user_differences(
    cx: &mut Context,
    source: &Source,
    facts: &Facts,
    out: &mut Diffs,
) -> Result<()> {
    cx.prepare().await.context("restore: reading back")?;
    let (names, mut rows_by_name) = listed_users(cx).await?;
    // Every user's variables, kept as the list's text and indexed by user (`backup::UserVars`).
    let vars = read::answer(cx, &desk::USER_VARS, &[]).await;
    let vars = vars.context("restore: reading back")?;
    let vars = UserVars::new(read::op_of(&desk::USER_VARS)?, vars.as_ref());
    let mut users = stream(source, vec![doc::USERS.name]);
    let mut twins = Twins::new(facts);
    while let Some(rec) = users.recv().await {
        let (_, u) = rec?;
        let Some(records) = twins.add(u) else {
            continue;
        };
        let name = text(&records[0], user::USERNAME.name).to_string();
        let Some(&have) = names.get(&name) else {
            out.say(format!("user {}: not on the target", esc(&name)));
            continue;
        };
        if have != records.len() {
            out.say(format!(
                "user {}: the target has {have} user(s) of this name, the backup {}",
                esc(&name),
                records.len()
            ));
        }
        let params = [("user".to_string(), name.clone())];
        let mut target = match rows_by_name.remove(&name) {
            Some(row) => row,
            // Past the users list's 520 rows: the user's record.
            None => record_of(cx, &name, out).await,
        };
        // The variables' field of a user's record, filled from the list of every variable.
        if let Some(c) = user::VARS.compared {
            let theirs: Vec<Value> = vars.of(&name).collect();
            target.insert(c.theirs.into(), Value::Array(theirs));
        }
        user_fields(&name, &records[0], &target, out);
        let subs = match read::rows(cx, &desk::USER_SUBS, &params).await {
            Ok(rows) => rows.unwrap_or_default(),
            Err(e) => {
                out.say(format!(
                    "user {}: its subscriptions could not be read: {e:#}",
                    esc(&name)
                ));
                continue;
            }
        };
        let doc_subs = subs_of_name(&records);
        subscription_ends(&name, &subs, &doc_subs, out);
    }
    Ok(())
}

/// The target's users: how many of each name (a server that stores a second user of a name
/// lists it twice), and the compared fields of the first row of each name in the users list
/// (at most 520 rows; the service sets a HWID and a ban by name: every user of it has them).
async fn listed_users(
    cx: &Context,
) -> Result<(HashMap<String, usize>, HashMap<String, Map<String, Value>>)> {
    let listed = read::rows(cx, &desk::USERNAMES, &[]).await;
    let listed = listed.context("restore: reading back")?;
    let mut names: HashMap<String, usize> = HashMap::new();
    for r in listed.unwrap_or_default() {
        *names.entry(field(&r, user::USERNAME.name)).or_default() += 1;
    }
    let users_op = read::op_of(&desk::USERS)?;
    let users = read::answer(cx, &desk::USERS, &[]).await;
    let mut rows_by_name: HashMap<String, Map<String, Value>> = HashMap::new();
    for item in users
        .context("restore: reading back")?
        .iter()
        .flat_map(|r| r.items())
    {
        let Some(r) = crate::answer::value_of(users_op, &item) else {
            continue;
        };
        rows_by_name
            .entry(field(&r, user::USERNAME.name))
            .or_insert_with(|| compared_of(&r));
    }
    Ok((names, rows_by_name))
}

/// The compared fields of the target's record of user `name` (`userdata`); a failed read is
/// said, and compares as nothing.
async fn record_of(cx: &Context, name: &str, out: &mut Diffs) -> Map<String, Value> {
    let params = [("user".to_string(), name.to_string())];
    match read::answer(cx, &desk::USER, &params).await {
        Ok(v) => v
            .and_then(|r| r.into_value().as_object().map(compared_of))
            .unwrap_or_default(),
        Err(e) => {
            out.say(format!(
                "user {}: its record could not be read: {e:#}",
                esc(name)
            ));
            Map::new()
        }
    }
}

/// The fields of a target's user row or record that `user_compared` names (a field it lacks
/// stays absent: the 2022 `userdata` has no ban, and is not compared on it).
fn compared_of(row: &Map<String, Value>) -> Map<String, Value> {
    user_compared()
        .filter_map(|(_, c)| Some((c.theirs.to_string(), row.get(c.theirs)?.clone())))
        .collect()
}

/// One user's compared fields on the target (`target`) against the backup's record (`doc`).
fn user_fields(name: &str, doc: &Value, target: &Map<String, Value>, out: &mut Diffs) {
    for (f, c) in user_compared() {
        let (ours, what) = (f.name, c.what);
        let Some(have) = target.get(c.theirs) else {
            continue;
        };
        match c.how {
            Compare::Text | Compare::Seconds | Compare::Banned => {
                let (a, b) = (want(doc, ours), crate::output::raw(Some(have)));
                if a != b {
                    out.say(format!(
                        "user {}: its {what} is {:?}, the backup has {:?}",
                        esc(name),
                        esc(&b),
                        esc(&a)
                    ));
                }
            }
            Compare::Vars => {
                let rows = have.as_array().map_or(&[][..], Vec::as_slice);
                let there: HashMap<String, String> = rows
                    .iter()
                    .map(|v| (want(v, user::VAR_NAME.name), want(v, user::VAR_DATA.name)))
                    .collect();
                for v in array(doc, ours) {
                    let (var, data) = (want(v, user::VAR_NAME.name), want(v, user::VAR_DATA.name));
                    match there.get(&var) {
                        None => {
                            out.say(format!("user {}: has no variable {}", esc(name), esc(&var)))
                        }
                        Some(d) if *d != data => out.say(format!(
                            "user {}: its variable {} is not the backup's {:?}",
                            esc(name),
                            esc(&var),
                            esc(&data)
                        )),
                        Some(_) => {}
                    }
                }
            }
        }
    }
}

/// One user's subscriptions on the target (`subs`) against the backup's (`u`).
fn subscription_ends(
    name: &str,
    subs: &[Map<String, Value>],
    doc_subs: &[&Value],
    out: &mut Diffs,
) {
    // A user may hold one subscription name several times (a grant and a license): each of
    // the backup's is matched to one of the target's, paused ones (whose expiry is the time
    // they have left) by name only.
    let mut left: Vec<(String, i64)> = subs
        .iter()
        .map(|r| {
            (
                field(r, user::SUBSCRIPTION.name),
                field(r, user::EXPIRY.name).parse().unwrap_or(0),
            )
        })
        .collect();
    let mut doc_subs: Vec<&Value> = doc_subs.to_vec();
    let (paused_of, sub_of) = (user::PAUSED.name, user::SUBSCRIPTION.name);
    doc_subs.sort_by_key(|s| int(s, paused_of).unwrap_or(0) != 0);
    for s in doc_subs {
        let sub = text(s, sub_of);
        let paused = int(s, paused_of).unwrap_or(0) != 0;
        let want = int(s, user::EXPIRY.name).unwrap_or(0);
        let close = |(n, e): &(String, i64)| {
            n == sub && (paused || want.abs_diff(*e) <= EXPIRY_SLACK.unsigned_abs())
        };
        if let Some(i) = left.iter().position(close) {
            left.remove(i);
            continue;
        }
        match left.iter().position(|(n, _)| n == sub) {
            Some(i) => {
                let (_, have) = left.remove(i);
                out.say(format!(
                    "user {}: subscription {} ends at {have}, the backup has {want}",
                    esc(name),
                    esc(sub)
                ));
            }
            None => out.say(format!(
                "user {}: has no subscription {}",
                esc(name),
                esc(sub)
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::document::{Check, Field};
    use serde_json::json;

    #[test]
    fn the_read_back_says_license_differences_in_a_fixed_order() {
        let whats: Vec<&str> = license_compared().iter().map(|(_, c)| c.what).collect();
        assert_eq!(
            whats,
            ["level", "note", "expires", "status"],
            "the order differences are said in"
        );
    }

    /// A license field added to the declaration (a copy of it here) is checked, sent with `add`
    /// and compared by the read-back with no other line changed: the cost of a field is its row.
    #[test]
    fn a_throwaway_license_field_is_checked_sent_and_compared_from_its_row() {
        static WITH_SEATS: std::sync::LazyLock<Vec<Field>> = std::sync::LazyLock::new(|| {
            let seats = Field::new("seats", Check::Int(1, 10))
                .create("character")
                .compared("seats", "seats", Compare::Text);
            doc::LICENSE.iter().copied().chain([seats]).collect()
        });
        let fields: &'static [Field] = WITH_SEATS.as_slice();
        // The document check.
        let doc_rows = |seats: Value| json!([{"key": "K", "expires": 86400, "seats": seats}]);
        let check = |v: &Value| {
            crate::commands::appstate::shared::document::check_rows(v, fields, "licenses")
        };
        assert!(check(&doc_rows(json!(3))).is_ok());
        let e = check(&doc_rows(json!(11))).unwrap_err();
        assert_eq!(e.0, "licenses[0].seats", "{e:?}");
        // The request that makes it.
        let l = json!({"key": "K", "expires": 86400, "level": "1", "seats": "3"});
        let mut facts = Facts::default();
        let step = super::super::plan::license_step_of(fields, &l, &mut facts, Generation::Current);
        let add = &step.calls[0];
        assert!(
            add.params.contains(&("character".into(), "3".into())),
            "{:?}",
            add.params
        );
        // The read-back.
        let compared = compared_of_fields(fields);
        let target: Map<String, Value> =
            json!({"key": "K", "expires": 86400, "level": "1", "seats": "2"})
                .as_object()
                .cloned()
                .unwrap();
        let diffs = license_diffs(&compared, &l, &kept_of(&compared, &target));
        assert_eq!(diffs, [r#"license K: its seats is not the backup's "3""#]);
    }
}

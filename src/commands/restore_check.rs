//! What `restore` proves: every license, user and subscription expiry of the document read back
//! from the target and compared; before that, the steps the target's generation cannot carry out,
//! and (for --dry-run) the differences its generation will cause.

use std::collections::{HashMap, HashSet};

use anyhow::{Context as _, Result};
use licensectl_catalogue::Generation;
use serde_json::{Map, Value};

use super::restore_plan::{array, int, op, text, Step};
use crate::context::Context;

/// A subscription's expiry may differ by this much (the service counts from its own clock, and
/// the requests take time) before it is a difference.
const EXPIRY_SLACK: i64 = 120;

/// Marks the steps that need a type the target lacks (optional calls of such types are dropped).
pub(crate) fn fit(steps: &mut [Step], g: Generation) {
    for step in steps {
        step.calls
            .retain(|c| !(c.optional && c.op.type_on(g).is_none()));
        if step.refused.is_some() {
            continue;
        }
        if let Some(c) = step.calls.iter().find(|c| c.op.type_on(g).is_none()) {
            step.refused = Some(format!(
                "this server ({} generation) has no `{}`",
                g.name(),
                c.op.ty
            ));
            continue;
        }
        // A parameter it drops while the rest works (a license's note or owner): `--dry-run`
        // predicts the loss; sending it would only warn, per record, about a flag nobody typed.
        for c in &mut step.calls {
            let (_, warned) = c.op.dropped_on(g, c.params.iter().map(|(k, _)| k.as_str()));
            c.params.retain(|(k, _)| !warned.contains(&k.as_str()));
        }
        // A parameter it would ignore while answering success (a country blacklist entry).
        for c in &step.calls {
            let given = c.params.iter().map(|(k, _)| k.as_str());
            if let Some(p) = c.op.dropped_on(g, given).0.first() {
                step.refused = Some(format!(
                    "this server ({} generation) ignores `{p}` of `{}`: it would store nothing",
                    g.name(),
                    c.op.ty
                ));
                break;
            }
        }
    }
}

/// The differences a target of generation `g` will cause beyond refused steps.
pub(crate) fn predict(doc: &Value, g: Generation) -> Vec<String> {
    if g == Generation::Current {
        return Vec::new();
    }
    let mut out = Vec::new();
    for l in array(doc, "licenses") {
        let key = text(l, "key");
        if key.contains(['X', 'x']) {
            out.push(format!(
                "license {key}: would get another key (the 2022 server reads X and x in a mask as random characters)"
            ));
        }
        if !text(l, "note").is_empty() {
            out.push(format!(
                "license {key}: its note would be dropped (the 2022 server's add takes no note)"
            ));
        }
    }
    out
}

fn rows(ty: &str, v: Option<Value>) -> Vec<Map<String, Value>> {
    v.map(|v| crate::answer::values(op(ty), &v))
        .unwrap_or_default()
}

/// A field as text: strings bare, numbers written, null and absent empty.
fn field(row: &Map<String, Value>, name: &str) -> String {
    match row.get(name) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(v) => v.to_string(),
    }
}

/// Reads the target back and lists every way it differs from the document. With `extra`, keys on
/// the target that the document lacks are listed too (an empty target had none before).
pub(crate) async fn differences(cx: &mut Context, doc: &Value, extra: bool) -> Result<Vec<String>> {
    let mut out = Vec::new();
    license_differences(cx, doc, extra, &mut out).await?;
    user_differences(cx, doc, &mut out).await?;
    Ok(out)
}

/// The licenses missing from the target or unlike the backup's (and, with `extra`, those only
/// on the target).
async fn license_differences(
    cx: &mut Context,
    doc: &Value,
    extra: bool,
    out: &mut Vec<String>,
) -> Result<()> {
    let keys_op = op("fetchallkeys");
    let v = cx
        .call(keys_op, &[])
        .await
        .context("restore: reading back")?;
    let have: HashMap<String, Map<String, Value>> = rows("fetchallkeys", v)
        .into_iter()
        .map(|r| (field(&r, "key"), r))
        .collect();
    let mut wanted = HashSet::new();
    for l in array(doc, "licenses") {
        let key = text(l, "key");
        wanted.insert(key.to_string());
        let Some(row) = have.get(key) else {
            out.push(format!("license {key}: not on the target"));
            continue;
        };
        let want = |f: &str| match l.get(f) {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Null) | None => String::new(),
            Some(v) => v.to_string(),
        };
        for f in ["level", "note", "expires"] {
            let (a, b) = (want(f), field(row, f));
            if a != b {
                out.push(format!("license {key}: {f} is {b:?}, the backup has {a:?}"));
            }
        }
        let banned = |s: &str| s == "Banned";
        if banned(&want("status")) != banned(&field(row, "status")) {
            out.push(format!(
                "license {key}: status is {:?}, the backup has {:?}",
                field(row, "status"),
                want("status")
            ));
        }
    }
    if extra {
        let mut more: Vec<&String> = have.keys().filter(|k| !wanted.contains(*k)).collect();
        more.sort();
        for k in more {
            out.push(format!("license {k}: on the target but not in the backup"));
        }
    }
    Ok(())
}

/// The backup's users missing from the target, or whose subscriptions differ.
async fn user_differences(cx: &mut Context, doc: &Value, out: &mut Vec<String>) -> Result<()> {
    let names_op = op("fetchallusernames");
    let v = cx
        .call(names_op, &[])
        .await
        .context("restore: reading back")?;
    // Counted: a server that stores a second user of a name lists it twice.
    let mut names: HashMap<String, usize> = HashMap::new();
    for r in rows("fetchallusernames", v) {
        *names.entry(field(&r, "username")).or_default() += 1;
    }
    for (name, records) in super::restore_plan::by_name(doc) {
        let Some(&have) = names.get(name) else {
            out.push(format!("user {name}: not on the target"));
            continue;
        };
        if have != records.len() {
            out.push(format!(
                "user {name}: the target has {have} user(s) of this name, the backup {}",
                records.len()
            ));
        }
        let params = [("user".to_string(), name.to_string())];
        let subs = match cx.call(op("usersub"), &params).await {
            Ok(v) => rows("usersub", v),
            Err(e) => {
                out.push(format!(
                    "user {name}: its subscriptions could not be read: {e:#}"
                ));
                continue;
            }
        };
        let doc_subs = super::restore_plan::subs_of_name(&records);
        subscription_differences(name, &subs, &doc_subs, out);
    }
    Ok(())
}

/// One user's subscriptions on the target (`subs`) against the backup's (`u`).
fn subscription_differences(
    name: &str,
    subs: &[Map<String, Value>],
    doc_subs: &[&Value],
    out: &mut Vec<String>,
) {
    // A user may hold one subscription name several times (a grant and a license): each of
    // the backup's is matched to one of the target's, paused ones (whose expiry is the time
    // they have left) by name only.
    let mut left: Vec<(String, i64)> = subs
        .iter()
        .map(|r| {
            (
                field(r, "subscription"),
                field(r, "expiry").parse().unwrap_or(0),
            )
        })
        .collect();
    let mut doc_subs: Vec<&Value> = doc_subs.to_vec();
    doc_subs.sort_by_key(|s| int(s, "paused").unwrap_or(0) != 0);
    for s in doc_subs {
        let sub = text(s, "subscription");
        let paused = int(s, "paused").unwrap_or(0) != 0;
        let want = int(s, "expiry").unwrap_or(0);
        let close =
            |(n, e): &(String, i64)| n == sub && (paused || (want - e).abs() <= EXPIRY_SLACK);
        if let Some(i) = left.iter().position(close) {
            left.remove(i);
            continue;
        }
        match left.iter().position(|(n, _)| n == sub) {
            Some(i) => {
                let (_, have) = left.remove(i);
                out.push(format!(
                    "user {name}: subscription {sub} ends at {have}, the backup has {want}"
                ));
            }
            None => out.push(format!("user {name}: has no subscription {sub}")),
        }
    }
}

//! Verified effects (issue 38): after the service answers a change with success, the read the
//! catalogue declares for it (`shows::of`) is sent, and an answer that contradicts the change is
//! exit 1 naming what the service said and what it shows. One read per change at most; a list
//! read in a `--from-file` job is sent once for the whole job, after its last item (`Deferred`).

use std::sync::{Arc, Mutex};

use licensectl_catalogue::shows::{self, Expect, ReadBack, Shows};
use licensectl_catalogue::{find, Effect, Generation, Op};
use serde_json::{Map, Value};

use crate::answer::text;
use crate::context::Context;
use crate::error::Failure;
use crate::exec::hooks::param;

type Row = Map<String, Value>;

/// A list check of a `--from-file` job, made once after its last item.
pub struct Deferred {
    /// The item it checks (`item` of its row).
    pub item: String,
    op: &'static Op,
    rb: ReadBack,
    params: Vec<(String, String)>,
    said: String,
}

/// The list checks a `--from-file` job defers, made once after its last item.
pub type JobChecks = Arc<Mutex<Vec<Deferred>>>;

tokio::task_local! {
    /// Set while a `--from-file` job sends its items (`in_job`).
    static JOB: JobChecks;
}

/// Runs a job's sending with its list checks deferred into `checks`.
pub async fn in_job<F: std::future::Future>(checks: JobChecks, f: F) -> F::Output {
    JOB.scope(checks, f).await
}

/// The effect of `op`, sent with `params` and answered `said`, checked against its declared read.
pub async fn check(
    cx: &Context,
    op: &Op,
    params: &[(String, String)],
    said: &str,
) -> anyhow::Result<()> {
    let (Some(rb), Some(op)) = (declared(op, params), find(op.api, op.ty)) else {
        return Ok(());
    };
    if rb.of_list() {
        let job = JOB.try_with(Arc::clone).ok();
        if let Some(job) = job {
            if let Ok(mut job) = job.lock() {
                job.push(Deferred {
                    item: op
                        .positional()
                        .and_then(|p| param(params, p.name))
                        .unwrap_or_default()
                        .to_string(),
                    op,
                    rb,
                    params: params.to_vec(),
                    said: said.to_string(),
                });
                return Ok(());
            }
        }
    }
    let Some(seen) = read(cx, op, &rb, params).await? else {
        return Ok(());
    };
    judge(op, &rb, params, said, &seen).map_err(Into::into)
}

/// The read-back `op` declares, where this request has one: not for a mass use of it
/// (`users extend all`), nor when a parameter the read takes was not sent.
fn declared(op: &Op, params: &[(String, String)]) -> Option<ReadBack> {
    let Some(Shows::Read(rb)) = shows::of(op) else {
        return None;
    };
    if op.mass_when.is_some() && matches!(op.effect_for(params), Effect::Mass(_)) {
        return None;
    }
    rb.args
        .iter()
        .all(|(_, ours)| param(params, ours).is_some())
        .then_some(rb)
}

/// A value in a message: quoted, every hostile character escaped.
fn quote(s: &str) -> String {
    format!("\"{}\"", crate::escape::escape_value(s))
}

/// What the read showed: the record (`None`: not found) or the list's rows.
enum Seen {
    Record(Option<Row>),
    Rows(Vec<Row>),
}

/// Whether the service caches reads a change does not purge: the hosted service does; the 2022
/// open-source server has no cache, and a sandbox (embedded, or served on this machine) none.
fn caches(cx: &Context) -> bool {
    if cx.settings.embedded {
        return false;
    }
    let Ok(service) = cx.service() else {
        return true;
    };
    if crate::service::generation::cached(service) == Some(Generation::Open2022) {
        return false;
    }
    !match service.base().host() {
        Some(url::Host::Domain(d)) => d == "localhost",
        Some(url::Host::Ipv4(a)) => a.is_loopback(),
        Some(url::Host::Ipv6(a)) => a.is_loopback(),
        None => false,
    }
}

/// Sends the declared read; `None` when it cannot show anything here (said once on stderr).
async fn read(
    cx: &Context,
    op: &Op,
    rb: &ReadBack,
    params: &[(String, String)],
) -> anyhow::Result<Option<Seen>> {
    let Some(read_op) = rb.op() else {
        return Ok(None);
    };
    let stale = rb.cached && caches(cx);
    if stale && (rb.of_list() || !rb.expect.contains(&Expect::Present)) {
        note(
            op,
            read_op,
            "the service caches that read and this change does not refresh it",
        );
        return Ok(None);
    }
    if stale {
        note(
            op,
            read_op,
            "the service caches that read: only that the target is there was checked",
        );
    }
    let q: Vec<(String, String)> = rb
        .args
        .iter()
        .filter_map(|(theirs, ours)| param(params, ours).map(|v| (theirs.to_string(), v.into())))
        .collect();
    let answer = match cx.send(read_op, &q).await {
        Ok(Some(reply)) => Some(reply.into_value()),
        Ok(None) => return Ok(None),
        Err(e) if crate::exec::read::is_not_found(read_op.ty, &e) => None,
        Err(e) if crate::service::generation::is_missing_type(&e) => {
            note(op, read_op, "this server has no such read");
            return Ok(None);
        }
        Err(e) => {
            note(
                op,
                read_op,
                &format!("reading it back failed: {}", crate::error::report(&e).1),
            );
            return Ok(None);
        }
    };
    Ok(Some(if rb.of_list() {
        Seen::Rows(
            answer
                .map(|v| crate::answer::values(read_op, &v))
                .unwrap_or_default(),
        )
    } else {
        Seen::Record(answer.and_then(|v| record_of(read_op, v)))
    }))
}

/// The record a read answers: its own fields, or the object it nests.
fn record_of(op: &Op, v: Value) -> Option<Row> {
    match (op.answer, v) {
        (licensectl_catalogue::Answer::Nested(key), Value::Object(mut m)) => match m.remove(key) {
            Some(Value::Object(inner)) => Some(inner),
            _ => Some(m),
        },
        (_, Value::Object(m)) => Some(m),
        _ => None,
    }
}

fn note(op: &Op, read: &Op, why: &str) {
    crate::say!(
        "licensectl: note: {}: not verified with `{}`: {why} (docs/safety.md)",
        op.command,
        read.command
    );
}

/// A field of a row by the resource's name or any name the service gives it.
fn field(read: &Op, row: &Row, name: &str) -> String {
    let names: Vec<&str> = match read.resource.and_then(|r| r.field(name)) {
        Some(f) => std::iter::once(f.name)
            .chain(f.aliases.iter().copied())
            .collect(),
        None => vec![name],
    };
    names
        .iter()
        .find(|n| row.contains_key(**n))
        .map(|n| text(row, n))
        .unwrap_or_default()
}

/// The contradiction between the change and what the read shows, if any.
fn contradiction(read: &Op, e: Expect, params: &[(String, String)], seen: &Seen) -> Option<String> {
    let p = |name: &str| param(params, name).unwrap_or_default().to_string();
    match (e, seen) {
        (Expect::Present, Seen::Record(None)) => Some("no such record".into()),
        (Expect::Gone, Seen::Record(Some(_))) => Some("it is still there".into()),
        (Expect::Equals(f, param), Seen::Record(Some(r))) => {
            let (got, want) = (field(read, r, f), p(param));
            (got != want).then(|| format!("{f} {}, not {}", quote(&got), quote(&want)))
        }
        (Expect::Is(f, want), Seen::Record(Some(r))) => {
            let got = field(read, r, f);
            (got != want).then(|| format!("{f} {}, not {}", quote(&got), quote(want)))
        }
        (Expect::IsNot(f, not), Seen::Record(Some(r))) => {
            (field(read, r, f) == not).then(|| format!("{f} still {}", quote(not)))
        }
        (Expect::Blank(f), Seen::Record(Some(r))) => {
            let got = field(read, r, f);
            (!got.is_empty() && got != "null").then(|| format!("{f} still {}", quote(&got)))
        }
        (Expect::Listed(f, param), Seen::Rows(rows)) => {
            let want = p(param);
            (!rows.iter().any(|r| field(read, r, f) == want))
                .then(|| format!("no row with {f} {}", quote(&want)))
        }
        (Expect::Unlisted(f, param), Seen::Rows(rows)) => {
            let want = p(param);
            rows.iter()
                .any(|r| field(read, r, f) == want)
                .then(|| format!("a row with {f} {} still", quote(&want)))
        }
        (Expect::UnlistedAt(by, param), Seen::Rows(rows)) => {
            let (f, want) = (p(by), p(param));
            rows.iter()
                .any(|r| field(read, r, &f) == want)
                .then(|| format!("a row with {f} {} still", quote(&want)))
        }
        (Expect::Empty, Seen::Rows(rows)) => {
            (!rows.is_empty()).then(|| format!("{} rows still", rows.len()))
        }
        (Expect::NoneWith(f, v), Seen::Rows(rows)) => {
            let n = rows.iter().filter(|r| field(read, r, f) == v).count();
            (n > 0).then(|| format!("{n} rows with {f} {} still", quote(v)))
        }
        _ => None,
    }
}

/// Exit 1 when the read shows the change was not made.
fn judge(
    op: &Op,
    rb: &ReadBack,
    params: &[(String, String)],
    said: &str,
    seen: &Seen,
) -> Result<(), Failure> {
    let Some(read) = rb.op() else {
        return Ok(());
    };
    // Where a cache answers, only the target's presence is shown.
    // A check naming a parameter this request did not send (or sent empty) is not made.
    let sent = |e: &Expect| {
        e.params()
            .iter()
            .all(|p| param(params, p).is_some_and(|v| !v.is_empty()))
    };
    let found = rb
        .expect
        .iter()
        .filter(|e| sent(e))
        .filter_map(|e| contradiction(read, *e, params, seen))
        .collect::<Vec<_>>();
    if found.is_empty() {
        return Ok(());
    }
    Err(Failure::NotShown(format!(
        "{}: the service said {}, but `{}` shows {}: the change was not made",
        op.command,
        quote(said),
        read.command,
        found.join("; ")
    )))
}

/// The list checks deferred by a `--from-file` job, each list read once: the items whose
/// change the list contradicts, with why.
pub async fn settle(cx: &Context, deferred: Vec<Deferred>) -> Vec<(String, Failure)> {
    let mut out = Vec::new();
    let mut lists: Vec<(&'static str, Option<Seen>)> = Vec::new();
    for d in deferred {
        if !lists.iter().any(|(ty, _)| *ty == d.rb.read) {
            let seen = read(cx, d.op, &d.rb, &d.params).await.ok().flatten();
            lists.push((d.rb.read, seen));
        }
        let Some((_, Some(seen))) = lists.iter().find(|(ty, _)| *ty == d.rb.read) else {
            continue;
        };
        if let Err(f) = judge(d.op, &d.rb, &d.params, &d.said, seen) {
            out.push((d.item, f));
        }
    }
    out
}

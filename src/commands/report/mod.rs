//! `licensectl report`: the business over a period — keys sold and redeemed, new users, logins,
//! renewals due, churn, the license mix — each beside the period before (docs/report.md).
//!
//! Three lists are read once, at once, through `Context::send` (rate limiter and retries apply);
//! their rows stay text and are read one at a time into compact rows, so a large app costs its
//! answers' text and little more.

mod figures;
mod html;
mod page;

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;
use licensectl_catalogue::{desk, resources as r};
use serde_json::{Map, Value};

use crate::answer::Reply;
use crate::answer::{num, text};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::exec::read;
use crate::options::Options;
use crate::output::Audience;

pub use figures::{Key, Period, Report, Status, User, DAY};

/// The business over a period: keys, users, logins, renewals, churn
///
/// Reads the app's licenses, users and subscriptions once and shows, per UTC day of the
/// period (30 days by default, ending today), the keys created and redeemed (by creator where
/// resellers made some), new users, last logins and expiries; renewals due in the next 7 and 30
/// days and terms that ended without renewal, by subscription; the license mix now. Every figure
/// has the previous period's beside it. `-o json` prints the same as one document with a
/// `days` series; `-o csv` the days; `--html FILE` writes a page with SVG charts.
///
/// Example (after `licensectl sandbox seed`): licensectl report --period 14d
#[derive(Debug, Args)]
pub struct Cmd {
    /// How many days to report on, ending today (e.g. 7d, 30d, 12w)
    #[arg(long, value_name = "DURATION", conflicts_with = "since")]
    pub period: Option<String>,
    /// First day reported on (YYYY-MM-DD, UTC)
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,
    /// Last day reported on, included (YYYY-MM-DD, UTC) [default: today]
    #[arg(long, value_name = "DATE")]
    pub until: Option<String>,
    /// Also write the report as one self-contained HTML page (inline SVG charts) to FILE
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
}

/// The longest period a report covers (its series has one row per day).
const MAX_DAYS: usize = 3660;

fn day_of(flag: &str, text: &str) -> Result<i64, Failure> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc().timestamp())
        .ok_or_else(|| Failure::Usage(format!("{flag} {text:?}: expected a date as YYYY-MM-DD")))
}

/// The period the flags name, as of `now`.
pub fn period(cmd: &Cmd, now: i64) -> Result<Period, Failure> {
    let until = match &cmd.until {
        Some(d) => day_of("--until", d)? + DAY,
        None => now,
    };
    let p = match (&cmd.since, &cmd.period) {
        (Some(s), _) => {
            let since = day_of("--since", s)?;
            if since >= until {
                return Err(Failure::Usage(format!(
                    "--since {s} is not before the period's end ({})",
                    figures::date(until - 1)
                )));
            }
            Period::between(since, until)
        }
        (None, p) => {
            let secs = match p {
                Some(p) => licensectl_catalogue::units::parse_duration(p)
                    .map_err(|e| Failure::Usage(format!("--period: {e}")))?,
                None => 30 * DAY as u64,
            };
            let given = p.as_deref().unwrap_or("");
            // The report counts whole UTC days: a period that is none, or not whole days, is
            // refused rather than silently read as one day.
            if secs == 0 {
                return Err(Failure::Usage(format!(
                    "--period {given}: a period is at least one day (e.g. 1d, 7d, 4w)"
                )));
            }
            if secs % DAY as u64 != 0 {
                return Err(Failure::Usage(format!(
                    "--period {given}: the report counts whole UTC days; give days or weeks (e.g. 1d, 7d, 4w)"
                )));
            }
            let days = secs / DAY as u64;
            if days > MAX_DAYS as u64 {
                return Err(Failure::Usage(format!(
                    "--period {}: at most {MAX_DAYS} days",
                    p.as_deref().unwrap_or("")
                )));
            }
            Period::ending(until, days as usize)
        }
    };
    if p.days > MAX_DAYS {
        return Err(Failure::Usage(format!(
            "the period has {} days: at most {MAX_DAYS}",
            p.days
        )));
    }
    Ok(p)
}

/// The rows of a list answer, each parsed alone and kept as `keep` makes it. A row that is not
/// an object, or that `keep` cannot read, refuses the answer (exit 6 naming the row): a report
/// that silently left it out would count wrong with exit 0.
fn rows_of<T>(
    reply: Option<Reply>,
    list: &str,
    keep: impl Fn(&Map<String, Value>) -> Result<T, String>,
) -> Result<Vec<T>, Failure> {
    let Some(reply) = reply else {
        return Ok(Vec::new());
    };
    let refused = |i: usize, why: String| {
        Failure::Answer(format!(
            "the answer's `{list}[{i}]` {why}; refusing the answer"
        ))
    };
    reply
        .items()
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let row = serde_json::from_str::<Map<String, Value>>(item.raw).map_err(|_| {
                refused(
                    i,
                    format!("is {}, not a row", crate::answer::json_type(item.raw)),
                )
            })?;
            keep(&row).map_err(|why| refused(i, why))
        })
        .collect()
}

/// An integer field of a row: absent (missing, null or blank) is `None`; anything else that is
/// not a whole number is an error naming the field and the row.
fn int(row: &Map<String, Value>, field: &str, name: &str) -> Result<Option<i64>, String> {
    match row.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => num(row, field).map(Some).ok_or_else(|| {
            let shown = crate::redact::cut(&v.to_string()).into_owned();
            format!(
                "({name}) has {field} {}, not a whole number",
                crate::output::escape_value(&shown)
            )
        }),
    }
}

fn key_of(row: &Map<String, Value>) -> Result<Key, String> {
    let status = match text(row, "status").as_str() {
        "Used" => Status::Used,
        "Banned" => Status::Banned,
        _ => Status::Unused,
    };
    let usedby = Some(text(row, "usedby")).filter(|u| !u.is_empty());
    let name = format!(
        "key {}",
        crate::output::escape_value(&crate::redact::cut(&text(row, "key")))
    );
    Ok(Key {
        status,
        level: int(row, "level", &name)?.unwrap_or(1),
        // No creation date: counted in no day, and said (`run`).
        gendate: int(row, "gendate", &name)?.unwrap_or(0),
        genby: text(row, "genby"),
        usedon: int(row, "usedon", &name)?.filter(|t| *t > 0),
        usedby,
        expires: int(row, "expires", &name)?.unwrap_or(0),
    })
}

fn user_of(row: &Map<String, Value>) -> User {
    User {
        name: text(row, "username"),
        created: num(row, "createdate").unwrap_or(0),
        last_login: num(row, "lastlogin").filter(|t| *t > 0),
        banned: !text(row, "banned").is_empty(),
    }
}

/// The service lists at most this many users (api-catalogue: `fetchallusers`).
const USER_CAP: usize = 520;

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    // The period is checked before anything is sent, and reckoned again after the reads: a
    // sandbox's answers state the clock it runs on (`sandbox clock`), this command's now.
    cx.prepare().await?;
    period(&cmd, cx.out.now())?;
    // `desk::REPORT`, kept as the answers' text (`read::answer`), each row parsed alone.
    let (keys, users, subs) = futures::future::join3(
        read::answer(&cx, &desk::KEYS, &[]),
        read::answer(&cx, &desk::USERS, &[]),
        read::answer(&cx, &desk::SUBS, &[]),
    )
    .await;
    let (keys, users, subs) = (keys?, users?, subs?);
    if cx.global.dry_run {
        return Ok(());
    }
    let now = cx.out.now();
    let period = period(&cmd, now)?;
    let keys = rows_of(keys, "keys", key_of)?;
    let users = rows_of(users, "users", |r| Ok(user_of(r)))?;
    let subs = rows_of(subs, "subs", |r| {
        let name = format!(
            "subscription {}",
            crate::output::escape_value(&text(r, "name"))
        );
        Ok((text(r, "name"), int(r, "level", &name)?.unwrap_or(1)))
    })?;
    let mut report = figures::build(period, &keys, &users, &subs, now);
    let undated = keys.iter().filter(|k| k.gendate <= 0).count();
    if undated > 0 {
        report.warnings.push(format!(
            "{undated} keys have no creation date (gendate): counted in the license mix, in no day"
        ));
    }
    drop(keys);
    if users.len() == USER_CAP {
        report.warnings.push(format!(
            "the service lists at most {USER_CAP} users: new users and last logins count those {USER_CAP}"
        ));
    }
    for w in &report.warnings {
        crate::say!("licensectl: warning: {w}");
    }
    if let Some(path) = &cmd.html {
        let page = html::page(&report, &cx.out);
        crate::output::file::save_bytes(path, "the report", page.as_bytes())?;
        crate::say!("licensectl: wrote {}", path.display());
    }
    show(&cx, &report)
}

/// The days as flat rows for a spreadsheet: the day's own numbers, then, where several creators
/// made keys, two columns per creator (`created by NAME`, `redeemed by NAME`), 0 on days they
/// made none — never a JSON list in a cell.
fn flat_days(report: &Report, doc: &Map<String, Value>) -> Vec<Map<String, Value>> {
    let several = report.creators.len() > 1;
    doc["days"]
        .as_array()
        .into_iter()
        .flatten()
        .zip(&report.days)
        .filter_map(|(d, counts)| {
            let mut row = d.as_object()?.clone();
            row.remove("by_creator");
            if several {
                for c in report.creators.keys() {
                    let (made, redeemed) = counts.by_creator.get(c).copied().unwrap_or((0, 0));
                    row.insert(format!("created by {c}"), made.into());
                    row.insert(format!("redeemed by {c}"), redeemed.into());
                }
            }
            Some(row)
        })
        .collect()
}

fn show(cx: &Context, report: &Report) -> Result<()> {
    let doc = figures::document(report);
    match cx.out.audience() {
        Audience::Json => cx.out.record_of(&doc, Some(&r::REPORT))?,
        Audience::Rows => cx.out.shaped_rows(&flat_days(report, &doc))?,
        Audience::People | Audience::Piped => {
            let width = page::width();
            cx.out
                .line(page::render(report, &cx.out, width).trim_end())?
        }
    }
    Ok(())
}

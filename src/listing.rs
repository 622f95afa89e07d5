//! Client-side filters and sorting for list commands (the service has none).

use clap::{Arg, ArgAction, ArgMatches};
use licensectl_catalogue::units;
use serde_json::Value;

use crate::error::Failure;
use crate::output::Row;

/// The flags every list command gets.
pub fn args() -> Vec<Arg> {
    let text = |id: &'static str, name: &'static str, help: &'static str| {
        Arg::new(id).long(id).value_name(name).help(help)
    };
    let args = vec![
        text(
            "status",
            "STATUS",
            "Only rows with this status (e.g. 'Not Used', Used, Banned)",
        ),
        text("level", "LEVEL", "Only rows with this level"),
        text("used-by", "USER", "Only licenses used by this user"),
        text(
            "expiring-within",
            "DURATION",
            "Only rows expiring within this time from now, e.g. 7d",
        ),
        text(
            "created-after",
            "WHEN",
            "Only rows created after a date (2026-01-31) or a time ago (7d)",
        ),
        text("sort", "FIELD", "Sort by this field; -FIELD for descending")
            .allow_hyphen_values(true),
        Arg::new("limit")
            .long("limit")
            .value_name("N")
            .value_parser(clap::value_parser!(usize))
            .help("At most N rows"),
        Arg::new("quiet")
            .short('q')
            .long("quiet")
            .action(ArgAction::SetTrue)
            .help("Print only the identifying column, one per line (for piping)"),
    ];
    args.into_iter()
        .map(|a| a.help_heading("Filters"))
        .collect()
}

fn num(v: Option<&Value>) -> Option<i64> {
    match v? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn text(v: Option<&Value>) -> String {
    crate::output::raw(v)
}

/// When a row expires: its `expiry`, or for a used license `usedon + expires`.
fn expiry(row: &Row) -> Option<i64> {
    num(row.get("expiry")).or_else(|| {
        let used = num(row.get("usedon")).filter(|t| *t > 0)?;
        Some(used + num(row.get("expires"))?)
    })
}

fn created(row: &Row) -> Option<i64> {
    [
        "gendate",
        "createdate",
        "creationdate",
        "created_at",
        "logdate",
        "uploaddate",
    ]
    .iter()
    .find_map(|f| num(row.get(*f)))
}

/// `2026-01-31` (UTC midnight), or a duration ago such as `7d`.
fn when(text: &str, now: i64) -> Result<i64, Failure> {
    if let Ok(d) = chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d") {
        return Ok(d
            .and_hms_opt(0, 0, 0)
            .expect("midnight exists")
            .and_utc()
            .timestamp());
    }
    units::parse_duration(text)
        .map(|s| now - s as i64)
        .map_err(|_| {
            Failure::Usage(format!(
                "--created-after {text:?}: expected a date like 2026-01-31 or a duration like 7d"
            ))
        })
}

/// Applies the filters, sort and limit given on the command line.
pub fn apply(m: &ArgMatches, mut rows: Vec<Row>, now: i64) -> Result<Vec<Row>, Failure> {
    let get = |id: &str| m.try_get_one::<String>(id).ok().flatten().cloned();
    for (flag, field) in [
        ("status", "status"),
        ("level", "level"),
        ("used-by", "usedby"),
    ] {
        if let Some(want) = get(flag) {
            rows.retain(|r| text(r.get(field)).eq_ignore_ascii_case(&want));
        }
    }
    if let Some(w) = get("expiring-within") {
        let secs = units::parse_duration(&w)
            .map_err(|e| Failure::Usage(format!("--expiring-within: {e}")))?
            as i64;
        rows.retain(|r| expiry(r).is_some_and(|t| t > now && t <= now + secs));
    }
    if let Some(w) = get("created-after") {
        let after = when(&w, now)?;
        rows.retain(|r| created(r).is_some_and(|t| t > after));
    }
    if let Some(s) = get("sort") {
        let (field, desc) = match s.strip_prefix('-') {
            Some(f) => (f.to_string(), true),
            None => (s.clone(), false),
        };
        rows.sort_by(|a, b| {
            let (x, y) = (a.get(&field), b.get(&field));
            let ord = match (num(x), num(y)) {
                (Some(p), Some(q)) => p.cmp(&q),
                _ => text(x).cmp(&text(y)),
            };
            if desc {
                ord.reverse()
            } else {
                ord
            }
        });
    }
    if let Some(n) = m.try_get_one::<usize>("limit").ok().flatten() {
        rows.truncate(*n);
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn rows() -> Vec<Row> {
        let mk = |v: Value| v.as_object().unwrap().clone();
        vec![
            mk(
                json!({"key": "A", "status": "Used", "level": "1", "usedby": "al", "usedon": 1000, "expires": "500", "gendate": "900"}),
            ),
            mk(
                json!({"key": "B", "status": "Not Used", "level": "2", "expires": "100", "gendate": "950"}),
            ),
            mk(
                json!({"key": "C", "status": "Used", "level": "2", "usedby": "bo", "usedon": 1000, "expires": "5000", "gendate": "10"}),
            ),
        ]
    }

    fn matches(args: &[&str]) -> ArgMatches {
        clap::Command::new("t")
            .args(args_for_test())
            .get_matches_from(std::iter::once("t").chain(args.iter().copied()))
    }
    fn args_for_test() -> Vec<Arg> {
        args()
    }

    fn keys(r: &[Row]) -> Vec<String> {
        r.iter().map(|r| text(r.get("key"))).collect()
    }

    #[test]
    fn filters_sort_limit() {
        assert_eq!(
            keys(&apply(&matches(&["--status", "used"]), rows(), 1200).unwrap()),
            ["A", "C"]
        );
        assert_eq!(
            keys(&apply(&matches(&["--level", "2", "--used-by", "bo"]), rows(), 0).unwrap()),
            ["C"]
        );
        assert_eq!(
            keys(&apply(&matches(&["--expiring-within", "400s"]), rows(), 1200).unwrap()),
            ["A"]
        );
        assert_eq!(
            keys(&apply(&matches(&["--created-after", "101s"]), rows(), 1000).unwrap()),
            ["A", "B"]
        );
        assert_eq!(
            keys(&apply(&matches(&["--sort", "-gendate", "--limit", "2"]), rows(), 0).unwrap()),
            ["B", "A"]
        );
        assert_eq!(
            keys(&apply(&matches(&["--sort", "key"]), rows(), 0).unwrap()),
            ["A", "B", "C"]
        );
        assert!(apply(&matches(&["--created-after", "yesterday"]), rows(), 0).is_err());
    }
}

//! Client-side filters and sorting for list commands (the service has none).

use crate::error::Failure;
use crate::rows::{self, Field, Fields, Item, Shape};
use clap::{Arg, ArgAction, ArgMatches};
use licensectl_catalogue::units;

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
            "note",
            "TEXT",
            "Only rows whose note contains this text (any case), e.g. 'reseller: acme'",
        ),
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

fn num(row: &Fields, field: &str) -> Option<i64> {
    rows::get(row, field).and_then(Field::num)
}

/// When a row expires: its `expiry`, or for a used license `usedon + expires`.
fn expiry(row: &Fields) -> Option<i64> {
    num(row, "expiry").or_else(|| {
        let used = num(row, "usedon").filter(|t| *t > 0)?;
        Some(used + num(row, "expires")?)
    })
}

fn created(row: &Fields) -> Option<i64> {
    [
        "gendate",
        "createdate",
        "creationdate",
        "created_at",
        "logdate",
        "uploaddate",
    ]
    .iter()
    .find_map(|f| num(row, f))
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
pub fn apply<'a>(
    m: &ArgMatches,
    shape: &Shape,
    mut items: Vec<Item<'a>>,
    now: i64,
) -> Result<Vec<Item<'a>>, Failure> {
    let get = |id: &str| m.try_get_one::<String>(id).ok().flatten().cloned();
    let equal: Vec<(&str, String)> = [
        ("status", "status"),
        ("level", "level"),
        ("used-by", "usedby"),
    ]
    .into_iter()
    .filter_map(|(flag, field)| Some((field, get(flag)?)))
    .collect();
    let expiring = match get("expiring-within") {
        Some(w) => Some(
            units::parse_duration(&w)
                .map_err(|e| Failure::Usage(format!("--expiring-within: {e}")))? as i64,
        ),
        None => None,
    };
    let after = get("created-after").map(|w| when(&w, now)).transpose()?;
    let note = get("note").map(|n| n.to_lowercase());
    if !equal.is_empty() || expiring.is_some() || after.is_some() || note.is_some() {
        items.retain(|item| {
            let row = shape.fields(item);
            equal
                .iter()
                .all(|(field, want)| rows::text_of(&row, field).eq_ignore_ascii_case(want))
                && expiring
                    .is_none_or(|secs| expiry(&row).is_some_and(|t| t > now && t <= now + secs))
                && after.is_none_or(|a| created(&row).is_some_and(|t| t > a))
                && note
                    .as_deref()
                    .is_none_or(|n| rows::text_of(&row, "note").to_lowercase().contains(n))
        });
    }
    if let Some(s) = get("sort") {
        let (field, desc) = match s.strip_prefix('-') {
            Some(f) => (f, true),
            None => (s.as_str(), false),
        };
        // Each row's key is read once; the rows are then ordered by it.
        let mut keyed: Vec<(Option<i64>, String, Item)> = items
            .into_iter()
            .map(|item| {
                let row = shape.fields(&item);
                let text = rows::text_of(&row, field).into_owned();
                (num(&row, field), text, item)
            })
            .collect();
        keyed.sort_by(|a, b| {
            let ord = match (a.0, b.0) {
                (Some(p), Some(q)) => p.cmp(&q),
                _ => a.1.cmp(&b.1),
            };
            if desc {
                ord.reverse()
            } else {
                ord
            }
        });
        items = keyed.into_iter().map(|(_, _, item)| item).collect();
    }
    if let Some(n) = m.try_get_one::<usize>("limit").ok().flatten() {
        items.truncate(*n);
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &str = r#"[
        {"key": "A", "status": "Used", "level": "1", "usedby": "al", "usedon": 1000, "expires": "500", "gendate": "900", "note": "Reseller: ACME"},
        {"key": "B", "status": "Not Used", "level": "2", "expires": "100", "gendate": "950"},
        {"key": "C", "status": "Used", "level": "2", "usedby": "bo", "usedon": 1000, "expires": "5000", "gendate": "10"}
    ]"#;

    const SHAPE: Shape = Shape {
        first_col: "key",
        masked: &[],
        show_secrets: false,
    };

    fn keys(args: &[&str], now: i64) -> Result<Vec<String>, Failure> {
        let m = clap::Command::new("t")
            .args(args_for_test())
            .get_matches_from(std::iter::once("t").chain(args.iter().copied()));
        let raws = rows::array(ROWS).unwrap();
        let items = raws
            .into_iter()
            .map(|raw| Item { raw, kind: None })
            .collect();
        Ok(apply(&m, &SHAPE, items, now)?
            .iter()
            .map(|i| rows::text_of(&SHAPE.fields(i), "key").into_owned())
            .collect())
    }
    fn args_for_test() -> Vec<Arg> {
        args()
    }

    #[test]
    fn filters_sort_limit() {
        assert_eq!(keys(&["--status", "used"], 1200).unwrap(), ["A", "C"]);
        assert_eq!(
            keys(&["--level", "2", "--used-by", "bo"], 0).unwrap(),
            ["C"]
        );
        assert_eq!(keys(&["--expiring-within", "400s"], 1200).unwrap(), ["A"]);
        assert_eq!(
            keys(&["--created-after", "101s"], 1000).unwrap(),
            ["A", "B"]
        );
        assert_eq!(
            keys(&["--sort", "-gendate", "--limit", "2"], 0).unwrap(),
            ["B", "A"]
        );
        assert_eq!(keys(&["--sort", "key"], 0).unwrap(), ["A", "B", "C"]);
        assert!(keys(&["--created-after", "yesterday"], 0).is_err());
        assert_eq!(keys(&["--note", "acme"], 0).unwrap(), ["A"]);
    }
}

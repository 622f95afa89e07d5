//! Client-side filters and sorting for list commands (the service has none).

use super::checks::{quoted, sort_field, status};
use crate::error::Failure;
use crate::output::ends::{End, Term};
use crate::output::row::{self as rows, Field, Fields, Item, Shape};
use clap::{Arg, ArgAction, ArgMatches};
use licensectl_catalogue::fields::{Meaning, Resource, Role, BAN_STATUS};
use licensectl_catalogue::{units, Op};

/// The text-valued filter flags, by id.
const TEXT: &[&str] = &[
    "status",
    "level",
    "used-by",
    "note",
    "created-by",
    "expiring-within",
    "created-after",
    "sort",
];

/// The filters, sort, limit and `-q` a command was given, read once at the command-line edge
/// (`invocation`), so nothing past it sees clap.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filters {
    text: Vec<(&'static str, String)>,
    pub limit: Option<usize>,
    pub quiet: bool,
    /// `--by-term`: a used key's end is its own term, nothing read.
    pub by_term: bool,
    /// When each used key's time ends as `licenses info` judges it (the subscription it
    /// granted), by key, read for `--expiring-within` (`exec::hooks::key_ends`); `None` ends.
    pub ends: Option<std::collections::HashMap<String, Option<i64>>>,
}

impl Filters {
    pub fn from_matches(m: &ArgMatches) -> Filters {
        let text = |id: &str| m.try_get_one::<String>(id).ok().flatten().cloned();
        Filters {
            text: TEXT
                .iter()
                .filter_map(|id| Some((*id, text(id)?)))
                .collect(),
            limit: m.try_get_one::<usize>("limit").ok().flatten().copied(),
            quiet: m.try_get_one::<bool>("quiet").ok().flatten() == Some(&true),
            by_term: m.try_get_one::<bool>("by-term").ok().flatten() == Some(&true),
            ends: None,
        }
    }
    /// Whether a used key's end must be read from its user (`--expiring-within` on keys,
    /// without `--by-term`).
    pub fn needs_key_ends(&self, res: Option<&Resource>) -> bool {
        !self.by_term
            && self.get("expiring-within").is_some()
            && res
                .and_then(|r| r.with_role(Role::Ends))
                .is_some_and(|f| matches!(f.meaning, Meaning::Duration(_)))
    }
    fn get(&self, id: &str) -> Option<String> {
        self.text
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, v)| v.clone())
    }
}

/// The filter flags a list's rows support (the field model says which), then sort, limit, -q.
pub fn args(op: &Op) -> Vec<Arg> {
    let res = op.resource;
    let mut args = filter_args(res);
    let fields: Vec<&str> = res
        .map(|r| {
            r.fields
                .iter()
                // A list's rows hold what the service answers, not what `info` fills in.
                .filter(|f| f.sortable())
                .map(|f| f.name)
                .collect()
        })
        .unwrap_or_default();
    args.push(
        text_arg(
            "sort",
            "FIELD",
            format!(
                "Sort by this field; -FIELD for descending ({})",
                fields.join(", ")
            ),
        )
        .allow_hyphen_values(true),
    );
    args.push(
        Arg::new("limit")
            .long("limit")
            .value_name("N")
            .value_parser(clap::value_parser!(usize))
            .help("At most N rows"),
    );
    let id = op.id_field();
    args.push(
        Arg::new("quiet")
            .short('q')
            .long("quiet")
            .action(ArgAction::SetTrue)
            .help(format!(
                "Print only each row's {id}, unmasked, one per line (to feed back to another command)"
            )),
    );
    args.into_iter()
        .map(|a| a.help_heading("Filters"))
        .collect()
}

/// A flag taking one value.
fn text_arg(id: &'static str, name: &'static str, help: String) -> Arg {
    Arg::new(id).long(id).value_name(name).help(help)
}

/// The row filters a resource's fields allow: status, level, user, note, ends and creation.
fn filter_args(res: Option<&'static Resource>) -> Vec<Arg> {
    let has = |name: &str| res.and_then(|r| r.field(name)).is_some();
    let role = |role: Role| res.and_then(|r| r.with_role(role)).is_some();
    let mut args = Vec::new();
    if let Some((_, values)) = res.and_then(|r| r.statuses()) {
        args.push(text_arg(
            "status",
            "STATUS",
            format!("Only rows with this status: {}", quoted(values)),
        ));
    }
    if has("level") {
        args.push(text_arg(
            "level",
            "LEVEL",
            "Only rows with this level".into(),
        ));
    }
    if has("usedby") {
        args.push(text_arg(
            "used-by",
            "USER",
            "Only licenses used by this user".into(),
        ));
    }
    if has("note") {
        args.push(text_arg(
            "note",
            "TEXT",
            "Only rows whose note contains this text (any case), e.g. 'reseller: acme'".into(),
        ));
    }
    if role(Role::Creator) {
        args.push(text_arg(
            "created-by",
            "NAME",
            "Only rows made by this creator (exactly, any case): a reseller such as acme, SellerAPI, or a dashboard user; `report` counts keys by the same field".into(),
        ));
    }
    if let Some(ends) = res.and_then(|r| r.with_role(Role::Ends)) {
        let help = match ends.meaning {
            // A key's end is the subscription it granted, as `licenses info` shows it.
            Meaning::Duration(_) => "Only used keys whose time ends within this time from now, e.g. 7d: judged by the subscription each granted, as licenses info shows (two reads per customer with a used key), a renewal seen",
            _ => "Only rows expiring within this time from now, e.g. 7d",
        };
        args.push(text_arg("expiring-within", "DURATION", help.into()));
        if matches!(ends.meaning, Meaning::Duration(_)) {
            args.push(
                Arg::new("by-term")
                    .long("by-term")
                    .action(ArgAction::SetTrue)
                    .requires("expiring-within")
                    .help("With --expiring-within: judge each used key by its own term (used on + length), reading nothing more; time added later (a renewal) is not seen"),
            );
        }
    }
    if role(Role::Created) {
        args.push(text_arg(
            "created-after",
            "WHEN",
            "Only rows created after a date (2026-01-31) or a time ago (7d)".into(),
        ));
    }
    args
}

fn num(row: &Fields, field: &str) -> Option<i64> {
    rows::get(row, field).and_then(Field::num)
}

/// When a row ends: its `Ends` time; or, for a term counted from its `Starts` time (a license),
/// the end `licenses info` shows, by the same function (`ends::End::of`), from what a list row
/// has: no subscription of the key's user, so a used key's own term (`usedon + expires`), which
/// the bool says (time added later is not seen: the caller says so).
fn expiry(res: &Resource, row: &Fields, read: Option<&Ends>) -> (Option<i64>, bool) {
    let Some(ends) = res.with_role(Role::Ends) else {
        return (None, false);
    };
    let key = res.id().map(|f| rows::text_of(row, f.name));
    if let (Some(read), Some(key)) = (read, key) {
        if let Some(end) = read.get(key.as_ref()) {
            return (*end, false);
        }
    }
    match ends.meaning {
        Meaning::Duration(_) => {
            let term = Term::of(|f| rows::get(row, f).map(|v| v.text().into_owned()));
            let end = End::of(term, None);
            (end.at(), matches!(end, End::Computed(_)))
        }
        // A paused subscription's expiry is the time it has left: it does not expire.
        Meaning::Expiry if rows::text_of(row, "paused") == "true" => (None, false),
        _ => (num(row, ends.name), false),
    }
}

/// Each used key's end as read from its user, by key.
type Ends = std::collections::HashMap<String, Option<i64>>;

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
        // A duration past the start of time is the start of time, never a wrap into the future.
        .map(|s| now.saturating_sub(i64::try_from(s).unwrap_or(i64::MAX)))
        .map_err(|_| {
            Failure::Usage(format!(
                "--created-after {text:?}: expected a date like 2026-01-31 or a duration like 7d"
            ))
        })
}

/// Applies the filters, sort and limit given on the command line.
pub fn apply<'a>(
    f: &Filters,
    shape: &Shape,
    mut items: Vec<Item<'a>>,
    now: i64,
) -> Result<Vec<Item<'a>>, Failure> {
    retain_matching(f, shape, &mut items, now)?;
    if let Some(s) = f.get("sort") {
        items = sorted(shape, items, &s)?;
    }
    if let Some(n) = f.limit {
        items.truncate(n);
    }
    Ok(items)
}

/// Keeps the rows every given filter flag lets through.
fn retain_matching(
    f: &Filters,
    shape: &Shape,
    items: &mut Vec<Item>,
    now: i64,
) -> Result<(), Failure> {
    let get = |id: &str| f.get(id);
    let res = shape.resource;
    let creator = res.and_then(|r| r.with_role(Role::Creator)).map(|f| f.name);
    let mut equal: Vec<(&str, String)> = [("level", "level"), ("used-by", "usedby")]
        .into_iter()
        .chain(creator.map(|c| ("created-by", c)))
        .filter_map(|(flag, field)| Some((field, get(flag)?)))
        .collect();
    let mut banned: Option<(&str, bool)> = None;
    if let (Some(given), Some(res)) = (get("status"), res) {
        let (field, value) = status(res, &given)?;
        if field.role == Role::Bans {
            banned = Some((field.name, value == BAN_STATUS[1]));
        } else {
            equal.push((field.name, value.to_string()));
        }
    }
    let expiring = match get("expiring-within") {
        Some(w) => Some(
            // Past the end of time is until the end of time, never a wrap to a negative window.
            i64::try_from(
                units::parse_duration(&w)
                    .map_err(|e| Failure::Usage(format!("--expiring-within: {e}")))?,
            )
            .unwrap_or(i64::MAX),
        ),
        None => None,
    };
    let after = get("created-after").map(|w| when(&w, now)).transpose()?;
    let created = res.and_then(|r| r.with_role(Role::Created)).map(|f| f.name);
    let note = get("note").map(|n| n.to_lowercase());
    let filtering = !equal.is_empty()
        || banned.is_some()
        || expiring.is_some()
        || after.is_some()
        || note.is_some();
    if filtering {
        let mut plan = None;
        items.retain(|item| {
            let row = shape.fields_planned(item, &mut plan);
            equal
                .iter()
                .all(|(field, want)| rows::text_of(&row, field).eq_ignore_ascii_case(want))
                && banned.is_none_or(|(field, want)| {
                    rows::text_of(&row, field).trim().is_empty() != want
                })
                && expiring.is_none_or(|secs| {
                    let (end, _) = res.map_or((None, false), |r| expiry(r, &row, f.ends.as_ref()));
                    end.is_some_and(|t| t > now && t <= units::term_end(now, secs))
                })
                && after.is_none_or(|a| created.and_then(|c| num(&row, c)).is_some_and(|t| t > a))
                && note
                    .as_deref()
                    .is_none_or(|n| rows::text_of(&row, "note").to_lowercase().contains(n))
        });
    }
    Ok(())
}

/// The rows ordered by `--sort FIELD` (numbers as numbers), descending for `-FIELD`.
fn sorted<'a>(shape: &Shape, items: Vec<Item<'a>>, s: &str) -> Result<Vec<Item<'a>>, Failure> {
    let (given, desc) = match s.strip_prefix('-') {
        Some(f) => (f, true),
        None => (s, false),
    };
    let field = sort_field(shape.resource, given)?;
    // Each row's key is read once; the rows are then ordered by it.
    let mut plan = None;
    let mut keyed: Vec<(Option<i64>, String, Item)> = items
        .into_iter()
        .map(|item| {
            let row = shape.fields_planned(&item, &mut plan);
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
    Ok(keyed.into_iter().map(|(_, _, item)| item).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &str = r#"[
        {"key": "A", "status": "Used", "level": "1", "usedby": "al", "usedon": 1000, "expires": "500", "gendate": "900", "note": "Reseller: ACME", "genby": "SellerAPI"},
        {"key": "B", "status": "Not Used", "level": "2", "expires": "100", "gendate": "950", "genby": "acme"},
        {"key": "C", "status": "Used", "level": "2", "usedby": "bo", "usedon": 1000, "expires": "5000", "gendate": "10", "genby": "acmeplus"}
    ]"#;

    const SHAPE: Shape = Shape {
        resource: Some(&licensectl_catalogue::resources::LICENSE),
        first_col: "key",
        show_secrets: false,
        complete: false,
    };

    fn keys(args: &[&str], now: i64) -> Result<Vec<String>, Failure> {
        let m = clap::Command::new("t")
            .args(args_for_test())
            .get_matches_from(std::iter::once("t").chain(args.iter().copied()));
        let raws = rows::array(ROWS).unwrap();
        let items = raws
            .into_iter()
            .map(|raw| Item {
                raw: raw.get(),
                kind: None,
            })
            .collect();
        Ok(apply(&Filters::from_matches(&m), &SHAPE, items, now)?
            .iter()
            .map(|i| rows::text_of(&SHAPE.fields(i), "key").into_owned())
            .collect())
    }
    fn args_for_test() -> Vec<Arg> {
        args(licensectl_catalogue::by_command(&["licenses", "list"]).unwrap())
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
        // Who made the key, exactly: not a note naming them, not a longer name.
        assert_eq!(keys(&["--created-by", "ACME"], 0).unwrap(), ["B"]);
    }

    fn usage(r: Result<Vec<String>, Failure>) -> String {
        match r {
            Err(Failure::Usage(m)) => m,
            other => panic!(
                "expected a usage error, got {:?}",
                other.map_err(|e| e.to_string())
            ),
        }
    }

    #[test]
    fn values_and_fields_are_checked_against_the_model() {
        let e = usage(keys(&["--status", "Usd"], 0));
        assert!(e.contains("did you mean \"Used\""), "{e}");
        let e = usage(keys(&["--sort", "bogus"], 0));
        assert!(e.contains("no such field"), "{e}");
        assert_eq!(
            keys(&["--sort", "-duration"], 0).unwrap(),
            ["C", "A", "B"],
            "aliases sort too"
        );
    }

    #[test]
    fn each_list_offers_only_its_filters() {
        let flags = |path: &[&str]| -> Vec<String> {
            args(licensectl_catalogue::by_command(path).unwrap())
                .iter()
                .map(|a| a.get_id().to_string())
                .collect()
        };
        let users = flags(&["users", "list"]);
        assert!(users.contains(&"status".to_string()) && !users.contains(&"used-by".to_string()));
        assert!(users.contains(&"created-by".to_string()), "{users:?}");
        assert!(flags(&["licenses", "list"]).contains(&"created-by".to_string()));
        let subs = flags(&["users", "subs"]);
        assert!(subs.contains(&"expiring-within".to_string()), "{subs:?}");
        let vars = flags(&["vars", "list"]);
        assert!(
            !vars.contains(&"status".to_string()) && !vars.contains(&"expiring-within".to_string())
        );
    }

    #[test]
    fn banned_users_by_status() {
        let rows =
            r#"[{"username": "a", "banned": null}, {"username": "b", "banned": "chargeback"}]"#;
        let op = licensectl_catalogue::by_command(&["users", "list"]).unwrap();
        let shape = Shape::of(op, false);
        for (status, want) in [("banned", "b"), ("Active", "a")] {
            let m = clap::Command::new("t")
                .args(args(op))
                .get_matches_from(["t", "--status", status]);
            let raws = rows::array(rows).unwrap();
            let items = raws
                .into_iter()
                .map(|raw| Item {
                    raw: raw.get(),
                    kind: None,
                })
                .collect();
            let got: Vec<String> = apply(&Filters::from_matches(&m), &shape, items, 0)
                .unwrap()
                .iter()
                .map(|i| rows::text_of(&shape.fields(i), "username").into_owned())
                .collect();
            assert_eq!(got, [want]);
        }
    }
}

//! Filter values checked against the field model: `--status` values and `--sort` fields, with
//! a suggestion for a near miss.

use crate::error::Failure;
use licensectl_catalogue::fields::{Field, Resource};

/// Values for help and errors, quoted when they hold a space.
pub fn quoted(values: &[&str]) -> String {
    let q: Vec<String> = values
        .iter()
        .map(|v| {
            if v.contains(' ') {
                format!("'{v}'")
            } else {
                v.to_string()
            }
        })
        .collect();
    q.join(", ")
}

/// The closest of `values` to `given`, when it is close enough to be a typo.
pub fn suggest<'v>(given: &str, values: &[&'v str]) -> Option<&'v str> {
    let g = given.to_lowercase();
    values
        .iter()
        .map(|v| (distance(&g, &v.to_lowercase()), *v))
        .filter(|(d, v)| *d <= 2.max(v.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, v)| v)
}

/// Levenshtein distance, by characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// `--status VALUE` checked against the values the rows can have.
pub fn status(res: &Resource, given: &str) -> Result<(&'static Field, &'static str), Failure> {
    let (field, values) = res
        .statuses()
        .ok_or_else(|| Failure::Usage("these rows have no status".into()))?;
    if let Some(v) = values.iter().find(|v| v.eq_ignore_ascii_case(given.trim())) {
        return Ok((field, v));
    }
    let hint = match suggest(given, values) {
        Some(v) => format!("; did you mean {v:?}?"),
        None => String::new(),
    };
    Err(Failure::Usage(format!(
        "--status {given:?} is not a status of these rows (one of {}){hint}",
        quoted(values)
    )))
}

/// `--sort FIELD` checked against the rows' fields.
pub fn sort_field(res: Option<&Resource>, given: &str) -> Result<&'static str, Failure> {
    let Some(res) = res else {
        return Ok(Box::leak(given.to_string().into_boxed_str()));
    };
    if let Some(f) = res.field(given).filter(|f| f.sortable()) {
        return Ok(f.name);
    }
    let names: Vec<&str> = res
        .fields
        .iter()
        .filter(|f| f.sortable())
        .map(|f| f.name)
        .collect();
    let hint = match suggest(given, &names) {
        Some(v) => format!("; did you mean {v:?}?"),
        None => String::new(),
    };
    Err(Failure::Usage(format!(
        "--sort {given:?}: these rows have no such field (one of {}){hint}",
        names.join(", ")
    )))
}

//! The report as one page for a terminal: figures beside the previous period's, a sparkline per
//! daily series (`sparklines`, sized to the terminal), creators, renewals, and the license mix
//! as bars. Dates, never Unix times; customer-typed names escaped.

use std::fmt::Write;

use super::figures::{date, DayCounts, Report};
use crate::output::{escape_text, Output};

/// Columns used when stdout is no terminal.
const DEFAULT_WIDTH: usize = 80;
const LABEL: usize = 18;

/// The terminal's width (80 off a terminal), kept between 40 and 160.
pub fn width() -> usize {
    use std::io::IsTerminal;
    let w = if std::io::stdout().is_terminal() {
        terminal_size::terminal_size().map_or(DEFAULT_WIDTH, |(w, _)| w.0 as usize)
    } else {
        DEFAULT_WIDTH
    };
    w.clamp(40, 160)
}

/// Sums `values` into at most `slots` buckets of whole days (the last may be shorter).
pub fn bucket(values: &[u64], slots: usize) -> (Vec<u64>, usize) {
    let per = values.len().div_ceil(slots.max(1)).max(1);
    (values.chunks(per).map(|c| c.iter().sum()).collect(), per)
}

/// One line of block characters for `values`, zero as a blank (`sparklines` draws the rest).
pub fn spark(values: &[u64]) -> String {
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let data: Vec<f64> = values.iter().map(|v| *v as f64).collect();
    let line = sparklines::AlgorithmicSpark::new_with_min_max(&sparklines::TICKS, 0.0, max)
        .map(|s| s.spark(&data))
        .unwrap_or_default();
    line.chars()
        .zip(values)
        .map(|(c, v)| if *v == 0 { ' ' } else { c })
        .collect()
}

/// A stacked bar of `parts` (count, character) `width` columns long at `total`.
fn bar(parts: &[(u64, char)], total: u64, width: usize) -> String {
    let mut out = String::new();
    let mut drawn = 0usize;
    let mut sum = 0u64;
    for (n, c) in parts {
        sum += n;
        let upto = if total == 0 {
            0
        } else {
            ((sum as f64 / total as f64) * width as f64).round() as usize
        };
        // Any non-zero part shows at least one column.
        let upto = if *n > 0 { upto.max(drawn + 1) } else { upto };
        while drawn < upto.min(width) {
            out.push(*c);
            drawn += 1;
        }
    }
    out
}

/// How one daily series is read from a day.
pub type Pick = fn(&DayCounts) -> u64;

const SERIES: &[(&str, Pick)] = &[
    ("Keys created", |d| d.keys_created),
    ("Keys redeemed", |d| d.keys_redeemed),
    ("New users", |d| d.new_users),
    ("Last logins", |d| d.last_logins),
    ("Expired", |d| d.expired),
];

/// The page, as text.
pub fn render(r: &Report, o: &Output, width: usize) -> String {
    let mut out = String::new();
    figures(&mut out, r, o);
    out.push('\n');
    per_day(&mut out, r, width);
    if r.creators.len() > 1 {
        out.push('\n');
        creators(&mut out, r);
    }
    out.push('\n');
    renewals(&mut out, r);
    out.push('\n');
    mix(&mut out, r, width);
    out
}

/// The periods compared, and each figure beside the previous period's.
fn figures(out: &mut String, r: &Report, o: &Output) {
    let p = &r.period;
    let q = &r.previous;
    let _ = writeln!(
        out,
        "Report {} to {} ({} days, UTC), beside {} to {}",
        date(p.since),
        date(p.until - 1),
        p.days,
        date(q.since),
        date(q.until - 1)
    );
    let _ = writeln!(out, "as of {}", o.time(o.now()));
    out.push('\n');
    let _ = writeln!(
        out,
        "{:<28} {:>11} {:>10}  change",
        "", "this period", "previous"
    );
    for f in &r.figures {
        let (value, previous, note) = f.shown();
        // Coloured by direction (good news green, bad red), last on the line: no padding moves.
        let note = crate::output::colour::painted(o.colour, f.tone(), &note);
        let _ = writeln!(
            out,
            "{:<28} {:>11} {:>10}  {}",
            f.title, value, previous, note
        );
    }
}

/// Per day: one sparkline per series, as wide as the terminal allows.
fn per_day(out: &mut String, r: &Report, width: usize) {
    let p = &r.period;
    let room = width.saturating_sub(LABEL + 16).max(10);
    let (_, per) = bucket(&vec![0; r.days.len()], room);
    let unit = if per == 1 {
        "per day".to_string()
    } else {
        format!("per {per} days")
    };
    let first = date(p.since);
    let last = date(p.until - 1);
    let slots = r.days.len().div_ceil(per);
    let gap = slots.saturating_sub(first.len() + last.len()).max(1);
    let _ = writeln!(
        out,
        "{:<LABEL$}{first}{}{last}   ({unit}; peak)",
        "Per day",
        " ".repeat(gap)
    );
    for (title, f) in SERIES {
        let values: Vec<u64> = r.days.iter().map(f).collect();
        let (buckets, _) = bucket(&values, room);
        let peak = buckets.iter().copied().max().unwrap_or(0);
        let line = spark(&buckets);
        let pad = slots.max(first.len() + last.len() + 1);
        let _ = writeln!(out, "{title:<LABEL$}{line:<pad$}   {peak}");
    }
}

/// Keys created and redeemed per creator, both periods.
fn creators(out: &mut String, r: &Report) {
    let _ = writeln!(
        out,
        "{:<28} {:>8} {:>9}   previous: created / redeemed",
        "Keys by creator", "created", "redeemed"
    );
    for (c, n) in &r.creators {
        let name: String = escape_text(c).chars().take(26).collect();
        let _ = writeln!(
            out,
            "  {name:<26} {:>8} {:>9}   {} / {}",
            n[0], n[1], n[2], n[3]
        );
    }
}

/// Renewals due and churn per subscription.
fn renewals(out: &mut String, r: &Report) {
    let _ = writeln!(
        out,
        "{:<28} {:>6} {:>7}  expired, not renewed (previous)",
        "Renewals by subscription", "7 days", "30 days"
    );
    if r.renewals.is_empty() {
        let _ = writeln!(out, "  none: no redeemed keys");
    }
    for x in &r.renewals {
        let name: String = escape_text(&x.subscription).chars().take(26).collect();
        let _ = writeln!(
            out,
            "  {name:<26} {:>6} {:>7}  {} ({})",
            x.due_7d, x.due_30d, x.churned, x.previous_churned
        );
    }
}

/// The license mix now: a bar per level, as long as its share of all licenses.
fn mix(out: &mut String, r: &Report, width: usize) {
    let _ = writeln!(out, "License mix now (█ used  ░ unused  ▓ banned)");
    let total_all: u64 = r.mix.values().map(|m| m.iter().sum::<u64>()).sum();
    let summary = |m: &[u64; 3]| format!("{} used, {} unused, {} banned", m[1], m[0], m[2]);
    let longest = r.mix.values().map(|m| summary(m).len()).max().unwrap_or(0);
    let bar_room = width.saturating_sub(12 + 2 + longest).max(10);
    for (level, m) in &r.mix {
        let total: u64 = m.iter().sum();
        let len = if total_all == 0 {
            0
        } else {
            ((total as f64 / total_all as f64) * bar_room as f64).ceil() as usize
        };
        let b = bar(&[(m[1], '█'), (m[0], '░'), (m[2], '▓')], total, len);
        let _ = writeln!(out, "  level {level:<4}{b:<bar_room$}  {}", summary(m));
    }
    if r.mix.is_empty() {
        let _ = writeln!(out, "  none: no licenses");
    }
}

#[cfg(test)]
mod tests {
    use super::super::figures::change;
    use super::*;

    #[test]
    fn sparks_blank_zero_and_peak_full() {
        let s = spark(&[0, 1, 8]);
        assert_eq!(s.chars().count(), 3);
        assert!(s.starts_with(' '));
        assert!(s.ends_with('█'));
        assert_eq!(spark(&[0, 0]), "  ");
    }

    #[test]
    fn buckets_sum_whole_days() {
        assert_eq!(bucket(&[1, 2, 3, 4, 5], 2), (vec![6, 9], 3));
        assert_eq!(bucket(&[1, 2], 10), (vec![1, 2], 1));
    }

    #[test]
    fn changes_read_plainly() {
        assert_eq!(change(12, 10), "+20%");
        assert_eq!(change(5, 10), "-50%");
        assert_eq!(change(3, 0), "new");
        assert_eq!(change(4, 4), "same");
    }

    #[test]
    fn bars_fill_their_width() {
        assert_eq!(bar(&[(1, 'a'), (1, 'b')], 2, 4), "aabb");
        assert_eq!(bar(&[(100, 'a'), (1, 'b')], 101, 4).chars().count(), 4);
    }
}

//! `report --html FILE`: one self-contained page — inline SVG charts (`svg` crate), an inline
//! style sheet, no script, nothing fetched — that reads the same on screen and printed.

use std::fmt::Write;

use svg::node::element::{Line, Rectangle, Text, Title};
use svg::Document;

use super::figures::{date, Report, DAY};
use crate::output::Output;
use licensectl_catalogue::fields::Tone;

/// Chart size in the SVG's own units: the page's style sheet scales each chart to the width
/// of the page (`viewBox` kept, `width: 100%`, at most 860 px), on screen and printed; 600
/// units keep its text readable from a phone (0.7×) to a wide window (1.4×).
const W: f64 = 600.0;
const H: f64 = 150.0;
const PAD_LEFT: f64 = 40.0;
const PAD_BOTTOM: f64 = 20.0;

/// Text for HTML: `&`, `<`, `>`, quotes escaped.
fn esc(s: &str) -> String {
    crate::escape::html(s)
}

/// A bar chart of one value per day.
fn bars(r: &Report, values: &[u64], color: &str, label: &str) -> String {
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let n = values.len().max(1) as f64;
    let plot_w = W - PAD_LEFT;
    let plot_h = H - PAD_BOTTOM - 10.0;
    let slot = plot_w / n;
    let mut doc = Document::new()
        .set("viewBox", (0, 0, W, H))
        .set("role", "img")
        .add(Title::new(label));
    doc = doc.add(
        Line::new()
            .set("x1", PAD_LEFT)
            .set("x2", W)
            .set("y1", H - PAD_BOTTOM)
            .set("y2", H - PAD_BOTTOM)
            .set("stroke", "#888"),
    );
    for (i, v) in values.iter().enumerate() {
        let h = (*v as f64 / max) * plot_h;
        let day = date(r.period.since + i as i64 * DAY);
        doc = doc.add(
            Rectangle::new()
                .set("x", PAD_LEFT + i as f64 * slot + slot * 0.1)
                .set("y", H - PAD_BOTTOM - h)
                .set("width", (slot * 0.8).max(1.0))
                .set("height", h)
                .set("fill", color)
                .add(Title::new(format!("{day}: {v}"))),
        );
    }
    let text = |x: f64, y: f64, anchor: &str, s: String| {
        Text::new(s)
            .set("x", x)
            .set("y", y)
            .set("font-size", 11)
            .set("text-anchor", anchor)
            .set("fill", "#333")
    };
    doc = doc
        .add(text(PAD_LEFT - 4.0, 14.0, "end", format!("{}", max as u64)))
        .add(text(PAD_LEFT - 4.0, H - PAD_BOTTOM, "end", "0".into()))
        .add(text(PAD_LEFT, H - 4.0, "start", date(r.period.since)))
        .add(text(W, H - 4.0, "end", date(r.period.until - 1)));
    doc.to_string()
}

/// Room after the longest mix bar for its counts, in the chart's units.
const MIX_LABEL: f64 = 210.0;

/// Stacked horizontal bars of the license mix, one per level, with their counts.
fn mix(r: &Report) -> String {
    let rows = r.mix.len().max(1) as f64;
    let h = rows * 28.0 + 8.0;
    let max: u64 = r
        .mix
        .values()
        .map(|m| m.iter().sum::<u64>())
        .max()
        .unwrap_or(0)
        .max(1);
    let mut doc = Document::new()
        .set("viewBox", (0, 0, W, h))
        .set("role", "img")
        .add(Title::new("License mix now"));
    for (row, (level, m)) in r.mix.iter().enumerate() {
        let y = 4.0 + row as f64 * 28.0;
        doc = doc.add(
            Text::new(format!("level {level}"))
                .set("x", 0)
                .set("y", y + 16.0)
                .set("font-size", 12),
        );
        let mut x = 70.0;
        for (n, color, what) in [
            (m[1], "#2b6cb0", "used"),
            (m[0], "#a0aec0", "unused"),
            (m[2], "#c53030", "banned"),
        ] {
            let w = n as f64 / max as f64 * (W - 70.0 - MIX_LABEL);
            doc = doc.add(
                Rectangle::new()
                    .set("x", x)
                    .set("y", y)
                    .set("width", w)
                    .set("height", 20)
                    .set("fill", color)
                    .add(Title::new(format!("level {level}: {n} {what}"))),
            );
            // The count on its part of the bar where it fits.
            let digits = n.to_string();
            if n > 0 && w >= 8.0 * digits.len() as f64 + 6.0 {
                doc = doc.add(
                    Text::new(digits)
                        .set("x", x + w / 2.0)
                        .set("y", y + 15.0)
                        .set("font-size", 12)
                        .set("text-anchor", "middle")
                        .set("fill", if what == "unused" { "#1a202c" } else { "#fff" }),
                );
            }
            x += w;
        }
        // Every count, whatever the bar's size, after it.
        doc = doc.add(
            Text::new(format!("{} used, {} unused, {} banned", m[1], m[0], m[2]))
                .set("x", x + 6.0)
                .set("y", y + 15.0)
                .set("font-size", 12)
                .set("fill", "#333"),
        );
    }
    doc.to_string()
}

const SERIES: &[(&str, &str, super::page::Pick)] = &[
    ("Keys created per day", "#2b6cb0", |d| d.keys_created),
    ("Keys redeemed per day", "#2f855a", |d| d.keys_redeemed),
    ("New users per day", "#6b46c1", |d| d.new_users),
    ("Last logins per day", "#b7791f", |d| d.last_logins),
    ("Subscriptions expired per day", "#c53030", |d| d.expired),
];

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;color:#1a202c;margin:24px;max-width:900px;background:#fff}\
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 6px}\
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #e2e8f0}\
td:first-child,th:first-child{text-align:left}.note{color:#718096}\
.good{color:#2f855a}.bad{color:#c53030}\
svg{display:block;width:100%;height:auto;max-width:860px}\
section{break-inside:avoid}@media print{body{margin:0;max-width:none}svg{max-width:100%}}";

/// The page.
pub fn page(r: &Report, o: &Output) -> String {
    let mut h = String::new();
    head(&mut h, r, o);
    figures(&mut h, r);
    for (label, color, f) in SERIES {
        let values: Vec<u64> = r.days.iter().map(f).collect();
        let total: u64 = values.iter().sum();
        let _ = writeln!(
            h,
            "<section><h2>{} <span class=\"note\">({total} in all)</span></h2>{}</section>",
            esc(label),
            bars(r, &values, color, label)
        );
    }
    if r.creators.len() > 1 {
        creators(&mut h, r);
    }
    renewals(&mut h, r);
    let _ = writeln!(
        h,
        "<section><h2>License mix now <span class=\"note\">(blue used, grey unused, red banned)</span></h2>{}</section>",
        mix(r)
    );
    for w in &r.warnings {
        let _ = writeln!(h, "<p class=\"note\">warning: {}</p>", esc(w));
    }
    h.push_str("</body></html>\n");
    h
}

/// The document's head (its style inline) and the title naming both periods.
fn head(h: &mut String, r: &Report, o: &Output) {
    let p = &r.period;
    let q = &r.previous;
    let title = format!("Report {} to {}", date(p.since), date(p.until - 1));
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head><body>\n",
        esc(&title)
    );
    let _ = writeln!(
        h,
        "<h1>{}</h1><p class=\"note\">{} days (UTC), beside {} to {}; as of {}</p>",
        esc(&title),
        p.days,
        date(q.since),
        date(q.until - 1),
        esc(&o.time(o.now))
    );
}

/// Each figure beside the previous period's, its change coloured.
fn figures(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Figures</h2><table><tr><th></th><th>This period</th><th>Previous</th><th>Change</th></tr>\n");
    for f in &r.figures {
        let (value, previous, note) = f.shown();
        // Coloured by direction, with an arrow so it reads without colour too.
        let (class, arrow) = match (f.tone(), f.value.cmp(&f.previous)) {
            (None, _) => ("note", ""),
            (Some(t), o) => (
                if t == Tone::Good { "good" } else { "bad" },
                if o == std::cmp::Ordering::Greater {
                    "▲ "
                } else {
                    "▼ "
                },
            ),
        };
        let _ = writeln!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"{class}\">{arrow}{}</td></tr>",
            esc(f.title),
            value,
            previous,
            esc(&note)
        );
    }
    h.push_str("</table></section>\n");
}

/// Keys created and redeemed per creator, both periods.
fn creators(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Keys by creator</h2><table><tr><th></th><th>Created</th><th>Redeemed</th><th>Previous created</th><th>Previous redeemed</th></tr>\n");
    for (c, n) in &r.creators {
        let _ = writeln!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(c),
            n[0],
            n[1],
            n[2],
            n[3]
        );
    }
    h.push_str("</table></section>\n");
}

/// Renewals due and churn per subscription.
fn renewals(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Renewals by subscription</h2><table><tr><th></th><th>Due in 7 days</th><th>Due in 30 days</th><th>Expired, not renewed</th><th>Previous period</th></tr>\n");
    for x in &r.renewals {
        let _ = writeln!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&x.subscription),
            x.due_7d,
            x.due_30d,
            x.churned,
            x.previous_churned
        );
    }
    h.push_str("</table></section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_nothing_is_fetched() {
        let p = super::super::figures::Period::ending(1_800_000_000, 3);
        let k = super::super::figures::Key {
            genby: "<script>alert(1)</script>".into(),
            gendate: 1_800_000_000 - 10,
            ..Default::default()
        };
        let k2 = super::super::figures::Key {
            genby: "acme".into(),
            gendate: 1_800_000_000 - 10,
            ..Default::default()
        };
        let r = super::super::figures::build(p, &[k, k2], &[], &[], 1_800_000_000);
        let o = Output {
            format: crate::output::Format::Table,
            asked: false,
            show_secrets: false,
            now: 1_800_000_000,
            local: false,
            select: None,
            colour: false,
        };
        let html = page(&r, &o);
        assert!(!html.contains("<script"), "{html}");
        assert!(html.contains("&lt;script&gt;"));
        assert!(!html.contains("src=") && !html.contains("@import"));
        assert!(!html.contains("href="));
        assert_eq!(html.matches("<svg").count(), 6);
    }
}

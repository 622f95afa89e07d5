//! `report --html FILE`: one self-contained page — inline SVG charts (`svg` crate), an inline
//! style sheet, no script, nothing fetched — that reads the same on screen and printed.

use std::fmt::Write;

use svg::node::element::{Line, Rectangle, Title};
use svg::Document;

use super::figures::{date, Report, DAY};
use crate::output::Output;
use licensectl_catalogue::fields::Tone;

/// Chart size in the SVG's own units: the page's style sheet scales each chart to the width
/// of the page (`viewBox` kept, `width: 100%`, at most 860 px), on screen and printed. A chart
/// holds only shapes: its labels are the page's text beside it (`axis`), which keeps its size
/// at any width (SVG text scaled with the chart, to ~6 px on a phone).
const W: f64 = 600.0;
const H: f64 = 130.0;

/// Text for HTML: `&`, `<`, `>`, quotes escaped.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A bar chart of one value per day, its scale and dates as text under it.
fn bars(r: &Report, values: &[u64], color: &str, label: &str) -> String {
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let n = values.len().max(1) as f64;
    let plot_h = H - 10.0;
    let slot = W / n;
    let mut doc = Document::new()
        .set("viewBox", (0, 0, W, H))
        .set("role", "img")
        .add(Title::new(label));
    doc = doc.add(
        Line::new()
            .set("x1", 0)
            .set("x2", W)
            .set("y1", H)
            .set("y2", H)
            .set("stroke", "#888"),
    );
    for (i, v) in values.iter().enumerate() {
        let h = (*v as f64 / max) * plot_h;
        let day = date(r.period.since + i as i64 * DAY);
        doc = doc.add(
            Rectangle::new()
                .set("x", i as f64 * slot + slot * 0.1)
                .set("y", H - h)
                .set("width", (slot * 0.8).max(1.0))
                .set("height", h)
                .set("fill", color)
                .add(Title::new(format!("{day}: {v}"))),
        );
    }
    format!(
        "<figure><div class=\"axis\"><span>highest day: {}</span></div>{doc}<div class=\"axis\"><span>{}</span><span>{}</span></div></figure>",
        max as u64,
        date(r.period.since),
        date(r.period.until - 1)
    )
}

/// The license mix now, one bar per level (the page's boxes, not a chart: its words keep their
/// size at any width), each part titled with its count, every count after it.
fn mix(r: &Report) -> String {
    let max: u64 = r
        .mix
        .values()
        .map(|m| m.iter().sum::<u64>())
        .max()
        .unwrap_or(0)
        .max(1);
    let mut h = String::from("<div class=\"mix\">");
    for (level, m) in &r.mix {
        let _ = write!(
            h,
            "<div class=\"row\"><span class=\"lvl\">level {}</span><span class=\"bar\">",
            esc(&level.to_string())
        );
        for (n, color, what) in [
            (m[1], "#2b6cb0", "used"),
            (m[0], "#a0aec0", "unused"),
            (m[2], "#c53030", "banned"),
        ] {
            let pct = n as f64 / max as f64 * 100.0;
            let _ = write!(
                h,
                "<i style=\"width:{pct:.3}%;background:{color}\" title=\"level {}: {n} {what}\"></i>",
                esc(&level.to_string())
            );
        }
        let _ = write!(
            h,
            "</span><span class=\"note\">{} used, {} unused, {} banned</span></div>",
            m[1], m[0], m[2]
        );
    }
    h.push_str("</div>");
    h
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
.scroll{overflow-x:auto;max-width:100%}\
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #e2e8f0;white-space:nowrap}\
td:first-child,th:first-child{text-align:left}.note{color:#718096}\
.good{color:#2f855a}.bad{color:#c53030}\
figure{margin:0;max-width:860px}.axis{display:flex;justify-content:space-between;font-size:12px;color:#333}\
svg{display:block;width:100%;height:auto;max-width:860px}\
.mix .row{display:flex;flex-wrap:wrap;align-items:center;gap:0 8px;margin:4px 0;max-width:860px}\
.mix .lvl{width:60px;font-size:12px}.mix .bar{display:flex;flex:1 1 200px;height:20px}\
.mix .bar i{display:block;height:100%}.mix .note{font-size:12px}\
section{break-inside:avoid}@media (max-width:600px){body{margin:12px}}\
@media print{body{margin:0;max-width:none}svg{max-width:100%}.scroll{overflow:visible}}";

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
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{STYLE}</style></head><body>\n",
        esc(&title)
    );
    let _ = writeln!(
        h,
        "<h1>{}</h1><p class=\"note\">{} days (UTC), beside {} to {}; as of {}</p>",
        esc(&title),
        p.days,
        date(q.since),
        date(q.until - 1),
        esc(&o.time(o.now()))
    );
}

/// Each figure beside the previous period's, its change coloured.
fn figures(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Figures</h2><div class=\"scroll\"><table><tr><th></th><th>This period</th><th>Previous</th><th>Change</th></tr>\n");
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
    h.push_str("</table></div></section>\n");
}

/// Keys created and redeemed per creator, both periods.
fn creators(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Keys by creator</h2><div class=\"scroll\"><table><tr><th></th><th>Created</th><th>Redeemed</th><th>Previous created</th><th>Previous redeemed</th></tr>\n");
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
    h.push_str("</table></div></section>\n");
}

/// Renewals due and churn per subscription.
fn renewals(h: &mut String, r: &Report) {
    h.push_str("<section><h2>Renewals by subscription</h2><div class=\"scroll\"><table><tr><th></th><th>Due in 7 days</th><th>Due in 30 days</th><th>Expired, not renewed</th><th>Previous period</th></tr>\n");
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
    h.push_str("</table></div></section>\n");
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
            real_now: 1_800_000_000,
            local: false,
            select: None,
            colour: false,
        };
        let html = page(&r, &o);
        assert!(!html.contains("<script"), "{html}");
        assert!(html.contains("&lt;script&gt;"));
        assert!(!html.contains("src=") && !html.contains("@import"));
        assert!(!html.contains("href="));
        assert_eq!(html.matches("<svg").count(), 5, "five day charts");
        assert!(html.contains("name=\"viewport\""));
        assert_eq!(html.matches("<div class=\"scroll\"><table>").count(), 3);
    }
}

//! `report`: its numbers equal the seeded ones day by day; one readable page at 80 columns;
//! the JSON document and CSV days; the HTML page rendered by headless Chromium.

use crate::harness::bounded::Bounded;
use crate::harness::{Sandbox, T0};
use serde_json::Value;

const DAY: i64 = 86_400;

/// `SELECT COUNT(*)` of `table` rows whose `column` falls in `[from, to)`.
fn count(db: &rusqlite::Connection, table: &str, column: &str, from: i64, to: i64) -> u64 {
    let sql = format!("SELECT COUNT(*) FROM {table} WHERE {column} >= ?1 AND {column} < ?2");
    db.query_row(&sql, [from, to], |r| r.get::<_, i64>(0))
        .unwrap() as u64
}

#[test]
fn counts_per_day_equal_the_seeded_ones() {
    let sb = Sandbox::start_seeded();
    let db = rusqlite::Connection::open(sb.home.path().join("seeded.db")).unwrap();
    let doc = sb.json(&["report", "--period", "90d"]);
    let days = doc["days"].as_array().unwrap();
    assert_eq!(days.len(), 90);
    assert_eq!(doc["period_days"], 90);
    assert_eq!(doc["until"], T0);
    let mut busy = 0;
    for d in days {
        let start = d["start"].as_i64().unwrap();
        assert_eq!(start % DAY, 0, "UTC days: {d}");
        assert_eq!(d["date"].as_str().unwrap().len(), 10);
        let end = (start + DAY).min(T0);
        let want = [
            ("keys_created", count(&db, "keys", "gendate", start, end)),
            ("keys_redeemed", count(&db, "keys", "usedon", start, end)),
            ("new_users", count(&db, "users", "createdate", start, end)),
            ("last_logins", count(&db, "users", "lastlogin", start, end)),
        ];
        for (field, n) in want {
            assert_eq!(d[field], n, "{field} on {}: {d}", d["date"]);
        }
        busy += usize::from(d["keys_created"].as_u64().unwrap() > 0);
    }
    assert!(
        busy >= 15,
        "the seed spreads keys over the 90 days: {busy} busy days"
    );
    // The previous period's figures are the counts of the 90 days before.
    let since = doc["since"].as_i64().unwrap();
    let fig = |id: &str| -> Value {
        doc["figures"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["figure"] == id)
            .cloned()
            .unwrap()
    };
    assert_eq!(
        fig("keys_created")["previous"],
        count(&db, "keys", "gendate", since - 90 * DAY, since)
    );
    assert_eq!(
        fig("keys_created")["value"],
        count(&db, "keys", "gendate", since, T0)
    );
    assert_eq!(fig("bans")["value"], Value::Null, "{}", fig("bans"));
    // Resellers made keys: each day says who made what, and the totals add up.
    let made: u64 = doc["resellers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["keys_created"].as_u64().unwrap())
        .sum();
    assert_eq!(fig("keys_created")["value"], made);
    assert!(
        doc["resellers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["creator"] == "acme"),
        "{}",
        doc["resellers"]
    );
    // The license mix now is the table's.
    let mix_used: u64 = doc["mix"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["used"].as_u64().unwrap())
        .sum();
    assert_eq!(
        mix_used,
        count(&db, "keys", "usedon", 0, i64::MAX),
        "used keys"
    );
}

#[test]
fn one_readable_page_at_80_columns() {
    let sb = Sandbox::start_seeded();
    let mut term = crate::harness::pty::Pty::spawn(&sb, &["report", "--period", "10w"]);
    term.expect("License mix now");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
    for needle in [
        "Keys created",
        "Renewals due in 7 days",
        "Per day",
        "per 2 days",
        "Keys by creator",
        "acme",
        "Renewals by subscription",
        "level 1",
    ] {
        assert!(screen.contains(needle), "{needle:?} missing:\n{screen}");
    }
    assert!(
        screen.contains('█'),
        "charts in block characters:\n{screen}"
    );
    for line in screen.lines().map(|l| l.trim_end_matches('\r')) {
        assert!(line.chars().count() <= 80, "wider than 80: {line:?}");
        assert!(
            !line.contains('{') && !line.contains("\"figure\""),
            "{line}"
        );
        assert!(
            !line.contains("17999") && !line.contains("18000"),
            "a Unix time: {line}"
        );
    }
}

#[test]
fn periods_formats_and_usage() {
    let sb = Sandbox::start_seeded();
    // --since/--until name whole UTC days, both included.
    let doc = sb.json(&["report", "--since", "2027-01-01", "--until", "2027-01-07"]);
    assert_eq!(doc["period_days"], 7);
    assert_eq!(doc["days"][0]["date"], "2027-01-01");
    assert_eq!(doc["days"][6]["date"], "2027-01-07");
    assert_eq!(
        doc["previous_until"], doc["since"],
        "the previous period ends where this one starts"
    );
    // CSV: one row per day, for spreadsheets.
    let csv = sb.ok(&["report", "--period", "7d", "-o", "csv"]);
    let mut lines = csv.lines();
    assert!(lines.next().unwrap().starts_with("date,start,keys_created"));
    assert_eq!(lines.count(), 7, "{csv}");
    // --json picks top-level fields of the declared document.
    let r = sb.run(&["report", "--json", "figures"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.json().get("days").is_none());
    sb.run(&["report", "--json", "bogus"])
        .expect_failure(2, "no field \"bogus\"");
    sb.run(&["report", "--period", "soon"])
        .expect_failure(2, "--period");
    sb.run(&["report", "--since", "2027-02-01", "--until", "2027-01-01"])
        .expect_failure(2, "is not before");
    sb.run(&["report", "--since", "01/02/2027"])
        .expect_failure(2, "YYYY-MM-DD");
}

#[test]
fn periods_that_are_no_whole_days_are_refused_and_the_future_is_said() {
    let sb = Sandbox::start_seeded();
    // Once silently one day each.
    sb.run(&["report", "--period", "0d"])
        .expect_failure(2, "at least one day");
    for p in ["1s", "1h", "36h"] {
        sb.run(&["report", "--period", p])
            .expect_failure(2, "whole UTC days");
    }
    assert_eq!(sb.json(&["report", "--period", "2w"])["period_days"], 14);
    // A period wholly after now: said, not zeros alone.
    let r = sb.run(&["report", "--since", "2030-01-01", "--until", "2030-01-31"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("wholly in the future"), "{}", r.stderr);
    let doc = sb.json(&["report", "--since", "2030-01-01", "--until", "2030-01-31"]);
    assert!(
        doc["warnings"][0]
            .as_str()
            .unwrap()
            .contains("wholly in the future"),
        "{doc}"
    );
    let r = sb.run(&["report", "--period", "7d"]);
    assert!(!r.stderr.contains("future"), "{}", r.stderr);
}

#[test]
fn csv_is_flat_and_jq_has_its_formats() {
    let sb = Sandbox::start_seeded();
    // Resellers made keys: once a JSON list in a `by_creator` cell, now two columns each.
    let csv = sb.ok(&["report", "--period", "90d", "-o", "csv"]);
    let head = csv.lines().next().unwrap();
    assert!(!head.contains("by_creator"), "{head}");
    assert!(
        head.contains("created by acme") && head.contains("redeemed by acme"),
        "{head}"
    );
    assert!(
        !csv.contains('{') && !csv.contains('['),
        "no JSON in a cell:\n{csv}"
    );
    let width = head.split(',').count();
    assert!(csv.lines().all(|l| l.split(',').count() == width), "{csv}");
    // The README's line, as written.
    let tsv = sb.ok(&[
        "report",
        "-o",
        "json",
        "--jq",
        ".days[] | [.date, .keys_created] | @tsv",
    ]);
    let first = tsv.lines().next().unwrap();
    let cells: Vec<&str> = first.split('\t').collect();
    assert_eq!(cells.len(), 2, "{tsv}");
    assert_eq!(cells[0].len(), 10, "a date: {first}");
    assert_eq!(tsv.lines().count(), 30, "{tsv}");
    // At a terminal too: the tab is a tab, as `jq -r` prints it (not shown escaped).
    let jq = ".days[0] | [.date, .keys_created] | @tsv";
    let (code, screen) = crate::harness::pty::Pty::spawn(&sb, &["report", "--jq", jq]).finish();
    assert_eq!(code, 0, "{screen}");
    assert!(
        screen.contains('\t') && !screen.contains("\\u{9}"),
        "{screen:?}"
    );
    let csv = sb.ok(&["report", "--jq", ".mix[] | [.level, .used] | @csv"]);
    assert!(csv.lines().all(|l| l.split(',').count() == 2), "{csv}");
    let sh = sb.ok(&["licenses", "list", "--jq", "[.[0].key] | @sh"]);
    assert!(
        sh.starts_with('\'') && sh.trim_end().ends_with('\''),
        "{sh}"
    );
}

#[test]
fn changes_are_coloured_by_direction() {
    let sb = Sandbox::start_seeded();
    let page = sb.ok(&["report", "--period", "10w", "--color", "always"]);
    let line = |title: &str| {
        page.lines()
            .find(|l| l.starts_with(title))
            .unwrap_or_else(|| panic!("no {title}: {page}"))
            .to_string()
    };
    let painted = [
        "Keys created",
        "Keys redeemed",
        "New users",
        "Subscriptions expired",
    ]
    .iter()
    .map(|t| line(t))
    .filter(|l| {
        l.contains("\u{1b}[32m") || l.contains("\u{1b}[31m") || l.contains("\u{1b}[1m\u{1b}[31m")
    })
    .count();
    assert!(painted > 0, "a change in green or red:\n{page}");
    // Never painted where nothing moved or there is nothing to compare.
    assert!(!line("Bans in the period").contains('\u{1b}'), "{page}");
    let plain = sb.ok(&["report", "--period", "10w"]);
    assert!(
        !plain.contains('\u{1b}'),
        "a pipe without --color always: {plain}"
    );
}

/// Where Chromium is, installing the Debian package when missing (tests run as root); `None`
/// only where it cannot be had.
fn chromium() -> Option<std::path::PathBuf> {
    let find = || {
        ["chromium", "chromium-browser", "google-chrome"]
            .iter()
            .find_map(|b| which(b))
    };
    if let Some(p) = find() {
        return Some(p);
    }
    let installed = std::process::Command::new("apt-get")
        .args(["install", "-y", "-q", "chromium"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !installed {
        let _ = std::process::Command::new("apt-get")
            .args(["update", "-q"])
            .output();
        let _ = std::process::Command::new("apt-get")
            .args(["install", "-y", "-q", "chromium"])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .output();
    }
    find()
}

fn which(bin: &str) -> Option<std::path::PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(bin))
            .find(|p| p.is_file())
    })
}

#[test]
fn the_html_page_shows_its_charts_in_a_browser() {
    let sb = Sandbox::start_seeded();
    let file = sb.home.path().join("report.html");
    let r = sb.run(&["report", "--html", file.to_str().unwrap(), "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let html = std::fs::read_to_string(&file).unwrap();
    assert_eq!(html.matches("<svg").count(), 5, "five day charts");
    assert!(!html.contains("<script") && !html.contains("src=") && !html.contains("<link"));
    // Charts scale to the page (and print): a viewBox, never a fixed width.
    assert!(!html.contains("width=\"860\""), "a fixed width");
    assert_eq!(html.matches("viewBox=").count(), 5);
    assert!(
        html.contains("svg{display:block;width:100%;height:auto"),
        "scaled"
    );
    // The mix bars carry their numbers.
    let mix = sb.json(&["report"])["mix"][0].clone();
    let said = format!(
        "{} used, {} unused, {} banned",
        mix["used"], mix["unused"], mix["banned"]
    );
    assert!(html.contains(&said), "{said} on the mix chart");
    // Changes coloured by direction, with an arrow.
    assert!(
        html.contains("class=\"good\">▲")
            || html.contains("class=\"bad\">▼")
            || html.contains("class=\"good\">▼")
            || html.contains("class=\"bad\">▲")
    );
    #[cfg(unix)]
    assert_eq!(crate::harness::mode(&file), 0o600);

    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium and `apt-get install chromium` failed: the HTML page was not rendered");
        return;
    };
    let (w, h) = (1000u32, 1400u32);
    let (buf, channels) = screenshot(&browser, &sb, &file, w, h, "shot.png");
    let px = |x: u32, y: u32| -> &[u8] {
        let i = ((y * w + x) as usize) * channels;
        &buf[i..i + 3]
    };
    // The first chart's bars (#2b6cb0, keys created) are drawn: blue pixels in its band.
    let blue = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = px(x, y);
            p[2] > 150 && p[0] < 80 && p[1] > 80 && p[1] < 140
        })
        .count();
    assert!(
        blue > 500,
        "the charts' bars are on screen ({blue} blue pixels)"
    );
    let background = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .filter(|&(x, y)| px(x, y) == [255, 255, 255])
        .count();
    assert!(background > (w * h / 3) as usize, "a white page");

    // A narrow window (a phone): every chart scales to it, so each one's end date, written at
    // its right end in #333, is on screen near the page's right margin (an 860 px chart ran off
    // the edge and cut it).
    let (w, h) = (480u32, 1800u32);
    let (buf, channels) = screenshot(&browser, &sb, &file, w, h, "narrow.png");
    let grey = (0..h)
        .flat_map(|y| (w - 100..w - 20).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let i = ((y * w + x) as usize) * channels;
            let p = &buf[i..i + 3];
            p[0] == p[1] && p[1] == p[2] && (40..=110).contains(&p[0])
        })
        .count();
    assert!(
        grey > 100,
        "the charts' end dates at the right edge ({grey} grey pixels)"
    );
}

/// A headless Chromium screenshot of `file` at `w`×`h`: its pixels and channels per pixel.
fn screenshot(
    browser: &std::path::Path,
    sb: &Sandbox,
    file: &std::path::Path,
    w: u32,
    h: u32,
    name: &str,
) -> (Vec<u8>, usize) {
    let shot = sb.home.path().join(name);
    let profile = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--window-size={w},{h}"))
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", file.display()))
        .bounded_output();
    assert!(
        shot.exists(),
        "no screenshot: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let decoder = png::Decoder::new(std::fs::File::open(&shot).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!((info.width, info.height), (w, h), "the page's size");
    (buf, info.color_type.samples())
}

/// "Which keys did reseller acme make?" has one answer: the README's recipe (`--created-by`,
/// the key's `genby`) lists the keys `report` counts for acme, and a note naming acme (on a
/// key the seller made) is not one of them (`--note acme` was the recipe and disagreed).
#[test]
fn the_readme_reseller_recipe_agrees_with_report() {
    let sb = Sandbox::start_seeded();
    sb.ok(&[
        "licenses",
        "create",
        "--expiry",
        "30d",
        "--note",
        "refund for acme",
    ]);
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let recipe = readme
        .lines()
        .find(|l| l.contains("which keys did reseller acme make?"))
        .expect("the README's reseller recipe");
    let words: Vec<&str> = recipe.split_whitespace().collect();
    let end = words.iter().position(|w| *w == ">").unwrap();
    assert_eq!(words[..2], ["licensectl", "licenses"], "{recipe}");
    let args: Vec<&str> = words[1..end].to_vec();
    let csv = sb.ok(&args);
    let o = args.iter().position(|w| *w == "-o").unwrap();
    let listed = sb.json(&[&args[..o], &args[o + 2..]].concat());
    let listed = listed.as_array().unwrap();
    assert_eq!(csv.lines().count(), listed.len() + 1, "{csv}");
    assert!(listed.iter().all(|k| k["genby"] == "acme"), "{listed:?}");
    let all = sb.json(&["licenses", "list"]);
    let made = all
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["genby"] == "acme")
        .count();
    assert!(made > 0);
    assert_eq!(listed.len(), made);
    let report = sb.json(&["report", "--period", "1y"]);
    let counted: u64 = report["resellers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["creator"] == "acme")
        .map(|r| r["keys_created"].as_u64().unwrap())
        .sum();
    assert_eq!(listed.len() as u64, counted);
}

/// What a page laid out in an iframe `width` CSS pixels wide measures (headless Chromium): its
/// viewport declaration, how wide it runs, and its smallest text as rendered.
fn measured(browser: &std::path::Path, sb: &Sandbox, file: &std::path::Path, width: u32) -> Value {
    let dir = file.parent().unwrap();
    let probe = dir.join(format!("probe{width}.html"));
    let page = file.file_name().unwrap().to_str().unwrap();
    std::fs::write(
        &probe,
        format!(
            r#"<!DOCTYPE html><html><body><pre id="out">not loaded</pre>
<iframe id="f" src="{page}" width="{width}" height="900" style="border:0"></iframe>
<script>
document.getElementById('f').onload = function () {{
  var d = this.contentDocument, w = this.contentWindow;
  var svgText = 1e9, text = 1e9, tables = [];
  d.querySelectorAll('svg text').forEach(function (t) {{
    svgText = Math.min(svgText, t.getBoundingClientRect().height);
  }});
  d.querySelectorAll('body *').forEach(function (e) {{
    if (e.closest('svg')) return;
    var own = Array.prototype.some.call(e.childNodes, function (n) {{
      return n.nodeType === 3 && n.textContent.trim() !== '';
    }});
    if (own) text = Math.min(text, parseFloat(w.getComputedStyle(e).fontSize));
  }});
  d.querySelectorAll('table').forEach(function (t) {{
    var box = t.parentElement;
    tables.push({{box: box.getBoundingClientRect().right, scrolls: w.getComputedStyle(box).overflowX}});
  }});
  document.getElementById('out').textContent = JSON.stringify({{
    viewport: !!d.querySelector('meta[name=viewport][content*="width=device-width"]'),
    scrollWidth: d.documentElement.scrollWidth, width: w.innerWidth,
    svgText: svgText, text: text, tables: tables
  }});
}};
</script></body></html>"#
        ),
    )
    .unwrap();
    let profile = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--allow-file-access-from-files",
            "--virtual-time-budget=10000",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("file://{}", probe.display()))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let json = dom
        .split("<pre id=\"out\">")
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .unwrap_or_else(|| {
            panic!(
                "no measurement: {dom}{}",
                String::from_utf8_lossy(&out.stderr)
            )
        });
    let _ = sb;
    serde_json::from_str(&json.replace("&quot;", "\"").replace("&amp;", "&"))
        .unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// On a phone (375 px) and a wide window (1280 px) the page is laid out at the screen's width
/// (it declares a viewport), nothing runs past its right edge (a wide table scrolls inside its
/// own box), and no text, charts' labels included, is smaller than 11 px (SVG text scaled with
/// its chart to ~6 px on a phone).
#[test]
fn the_html_page_reads_on_a_phone_and_a_wide_window() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium and `apt-get install chromium` failed: the HTML page was not rendered");
        return;
    };
    let sb = Sandbox::start_seeded();
    let file = sb.home.path().join("report.html");
    let r = sb.run(&["report", "--html", file.to_str().unwrap(), "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for width in [375, 1280] {
        let m = measured(&browser, &sb, &file, width);
        assert_eq!(m["viewport"], true, "{width}px: {m}");
        assert!(
            m["scrollWidth"].as_f64() <= m["width"].as_f64(),
            "{width}px: the page runs past the screen: {m}"
        );
        let smallest = m["svgText"]
            .as_f64()
            .unwrap()
            .min(m["text"].as_f64().unwrap());
        assert!(smallest >= 11.0, "{width}px: text of {smallest} px: {m}");
        let tables = m["tables"].as_array().unwrap();
        assert!(!tables.is_empty(), "{m}");
        for t in tables {
            assert_eq!(
                t["scrolls"], "auto",
                "{width}px: a table's box scrolls: {m}"
            );
            assert!(t["box"].as_f64().unwrap() <= width as f64, "{width}px: {m}");
        }
    }
}

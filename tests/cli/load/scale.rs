//! Scripting at scale: bulk input, list filters, rate limits and retries.

use crate::harness::bounded::{self, Bounded};
use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

#[test]
fn bulk_info_from_lines_with_a_failure() {
    let sb = Sandbox::start();
    let mut keys = sb.keys(5);
    keys.insert(2, "MISSING".into());
    let file = sb.home.path().join("keys.txt");
    std::fs::write(&file, keys.join("\n")).unwrap();
    let f = file.to_str().unwrap();
    let r = sb.run(&[
        "licenses",
        "info",
        "--from-file",
        f,
        "-j",
        "3",
        "--continue-on-error",
        "-o",
        "json",
    ]);
    assert_eq!(r.code, 1, "one item failed: {}", r.stderr);
    let rows = r.json();
    assert_eq!(
        rows.as_array().unwrap().len(),
        6,
        "one row per item, in input order"
    );
    assert_eq!(rows[2]["item"], "MISSING");
    assert_eq!(rows[2]["ok"], false);
    assert!(rows[2]["error"].as_str().unwrap().contains("Key Not Found"));
    assert_eq!(rows[3]["status"], "Not Used");
    assert!(
        r.stderr.contains("6 items: 5 ok, 1 failed, 0 not run"),
        "{}",
        r.stderr
    );
    // Without --continue-on-error the job stops launching after the first failure.
    let r = sb.run(&[
        "licenses",
        "info",
        "--from-file",
        f,
        "-j",
        "1",
        "-o",
        "json",
    ]);
    r.expect_failure(1, "3 not run");
    let r = sb.run(&["licenses", "info", "--from-file", &keys[0]]);
    assert_eq!(
        r.code, 2,
        "an unreadable file is a usage error: {}",
        r.stderr
    );
}

#[test]
fn bulk_csv_json_stdin_and_resume() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "gold", "--level", "1"]);
    let csv = "user,sub,expiry\nann,gold,30d\nben,gold,2w\n";
    let r = sb.run_stdin(&["users", "create", "--from-file", "-", "-o", "jsonl"], csv);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 2);
    assert_eq!(sb.json(&["users", "names"]).as_array().unwrap().len(), 2);
    let keys = sb.keys(2);
    let json = format!(
        r#"[{{"key": "{}", "note": "first"}}, "{}", "NOPE"]"#,
        keys[0], keys[1]
    );
    let resume = sb.home.path().join("redo.json");
    let r = sb.run_stdin(
        &[
            "licenses",
            "set-note",
            "--from-file",
            "-",
            "--note",
            "default",
            "--continue-on-error",
            "--resume",
            resume.to_str().unwrap(),
        ],
        &json,
    );
    assert_eq!(r.code, 1);
    assert_eq!(
        sb.json(&["licenses", "note", &keys[0]])["note"],
        "first",
        "a file value beats the flag"
    );
    assert_eq!(sb.json(&["licenses", "note", &keys[1]])["note"], "default");
    let left: serde_json::Value = crate::harness::resume_file(&resume);
    assert_eq!(
        left,
        serde_json::json!([{"key": "NOPE"}]),
        "the items, to rerun the same command with"
    );
    let bad = sb.run_stdin(
        &["users", "create", "--from-file", "-"],
        "user,sub,expiry\nzed,gold,1h\n",
    );
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("stdin line 2") && bad.stderr.contains("expiry"),
        "{}",
        bad.stderr
    );
    // Destructive bulk work needs --yes, once.
    let r = sb.run_stdin(
        &["licenses", "delete", "--from-file", "-"],
        &keys.join("\n"),
    );
    r.expect_failure(2, "on 2 item(s)");
    assert_eq!(
        sb.run_stdin(
            &["licenses", "delete", "--from-file", "-", "--yes"],
            &keys.join("\n")
        )
        .code,
        0
    );
}

#[test]
fn list_filters_sort_limit_quiet() {
    let sb = Sandbox::start();
    let keys = sb.keys(4);
    sb.ok(&["licenses", "ban", &keys[1], "--reason", "x", "--yes"]);
    let banned = sb.ok(&["licenses", "list", "--status", "banned", "-q"]);
    assert_eq!(banned.trim(), keys[1]);
    sb.ok(&["licenses", "set-note", &keys[2], "--note", "Reseller: ACME"]);
    let noted = sb.ok(&["licenses", "list", "--note", "acme", "-q"]);
    assert_eq!(noted.trim(), keys[2], "a note is matched in any case");
    let all = sb.ok(&["licenses", "list", "-q", "--sort=-key", "--limit", "3"]);
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.reverse();
    assert_eq!(all.lines().collect::<Vec<_>>(), sorted[..3].to_vec());
    assert_eq!(
        sb.json(&["licenses", "list", "--created-after", "1h"])
            .as_array()
            .unwrap()
            .len(),
        4
    );
    sb.advance(7200);
    assert_eq!(
        sb.run(&["licenses", "list", "--created-after", "1h", "-o", "json"])
            .json(),
        serde_json::json!([])
    );
    assert!(sb
        .fails(2, &["licenses", "list", "--expiring-within", "soon"])
        .contains("expiring-within"));
}

#[test]
fn rate_limit_answers_are_exit_7() {
    let sb = Sandbox::start_with(true);
    let keys = sb.keys(1);
    let many: Vec<String> = (0..125).map(|_| keys[0].clone()).collect();
    let r = sb.run_stdin(
        &[
            "--retries",
            "0",
            "--rate-limit",
            "off",
            "licenses",
            "info",
            "--from-file",
            "-",
            "-j",
            "8",
            "--continue-on-error",
            "-o",
            "jsonl",
        ],
        &many.join("\n"),
    );
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(
        r.stdout.contains("used too frequently"),
        "the service's rate-limit answer is recognised"
    );
    // A 429 with Retry-After is waited out within the retry budget, then reported.
    let limited = serve(Fault::Raw(http(
        "429 Too Many Requests",
        &[("retry-after", "1")],
        br#"{"success":false,"message":"too many requests"}"#,
    )));
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_BASE_URL", &limited),
        &["--retries", "1", "licenses", "list"],
        None,
    );
    // The wait is shown.
    r.expect_failure(7, "retrying in 1s (attempt 1 of 1)");
}

#[test]
fn reads_retry_on_5xx_but_writes_do_not() {
    let sb = Sandbox::start();
    // The sandbox answers every request as a proxy in front of a service that is down.
    sb.ok(&["sandbox", "faults", "add", "503"]);
    let r = sb.run(&["--retries", "1", "licenses", "list"]);
    // A read is retried.
    r.expect_failure(6, "HTTP 503; retrying");
    let r = sb.run(&["--retries", "1", "licenses", "create", "--expiry", "1d"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(
        !r.stderr.contains("retrying"),
        "a write reached the server and is not retried: {}",
        r.stderr
    );
    assert_eq!(
        sb.json(&["sandbox", "faults"])[0]["hits"],
        3,
        "two tries of the read, one of the write"
    );
}

#[cfg(unix)]
#[test]
fn interrupted_bulk_job_reports_what_was_not_done() {
    use std::io::Write;
    let sb = Sandbox::start();
    // The sandbox holds every `info` without a word.
    sb.add_fault(&["hang", "--type", "info"]);
    let resume = sb.home.path().join("left.json");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args([
            "--timeout",
            "3s",
            "--retries",
            "0",
            "licenses",
            "info",
            "--from-file",
            "-",
            "-j",
            "1",
            "-o",
            "jsonl",
        ])
        .args(["--resume", resume.to_str().unwrap()])
        .env("LICENSECTL_BASE_URL", &sb.info.base_url)
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
        .env("LICENSECTL_CONFIG", sb.config_path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"K1\nK2\nK3\n")
        .unwrap();
    // Wait until the first request is under way (held: the sandbox counted it), then interrupt.
    sb.wait_faults("the first request", |f| f[0]["hits"].as_u64() >= Some(1));
    let pid = child.id().to_string();
    assert!(std::process::Command::new("kill")
        .args(["-INT", &pid])
        .bounded_status()
        .success());
    let out = bounded::wait_with_output(child, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(stderr.contains("2 not run"), "{stderr}");
    let left: serde_json::Value = crate::harness::resume_file(&resume);
    assert_eq!(
        left.as_array().unwrap().len(),
        3,
        "the failed item and the two not run: {left}"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).lines().count(),
        3,
        "one row per item"
    );
}

#[test]
fn list_rows_keep_their_text_and_one_table_line_each() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    let note = "line one\nline two\t\"quoted\" / é";
    sb.ok(&["licenses", "set-note", &keys[0], "--note", note]);
    let table = sb.ok(&["licenses", "list", "-o", "table"]);
    assert_eq!(
        table.lines().count(),
        4,
        "header, rule and one line per row: {table}"
    );
    assert!(
        table.contains("line one line two \"quoted\" / é"),
        "{table}"
    );
    let widths: Vec<usize> = table.lines().map(|l| l.chars().count()).collect();
    assert!(widths.iter().all(|w| *w == widths[0]), "{table}");
    let rows = sb.json(&["licenses", "list"]);
    let noted: Vec<_> = rows
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["note"] == note)
        .collect();
    assert_eq!(noted.len(), 1, "JSON keeps the text exactly: {rows}");
    // CSV: one record a line (a customer's line break never starts a record), shown escaped.
    let csv = sb.ok(&["licenses", "list", "-o", "csv"]);
    assert!(
        csv.contains(r#""line one\nline two\t""quoted"" / é""#),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 3, "{csv}");
    let jsonl = sb.ok(&["licenses", "list", "-o", "jsonl", "--sort", "-key"]);
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.reverse();
    let listed: Vec<String> = jsonl
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["key"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(listed, sorted);
}

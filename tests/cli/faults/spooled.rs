//! Large list answers, which `plan`, `apply` and `export` walk from a temporary file instead of
//! holding them: accepted, refused and read exactly as the same answer held in memory, with
//! hostile text in its rows; a temporary file that cannot be made or fills its disk leaves the
//! answer in memory; a connection cut mid-answer is a network failure that leaves no file.

use crate::export_plan_apply::{write, HEAD};
use crate::faults::hostile::{echo, response};
use crate::harness::bounded::Bounded;
use crate::harness::faultserver::{http, serve_counted, Fault};
use crate::harness::{Run, Sandbox};
use std::path::Path;

/// Padding that puts an answer past the size licensectl writes to a temporary file (256 KiB).
const LARGE: usize = 600 * 1024;

/// A service answering `body` to `fetchallvars`, "No items found" to every other list.
fn vars_service(body: String) -> String {
    let host = echo(move |head| {
        let line = head.lines().next().unwrap_or("");
        if line.contains("type=fetchallvars") {
            response("200 OK", &body)
        } else if line.contains("type=fetchall") {
            response("200 OK", r#"{"success":false,"message":"No items found"}"#)
        } else {
            response("200 OK", r#"{"success":true,"message":"ok"}"#)
        }
    });
    format!("http://{host}")
}

/// An answer: `head` (an object's text up to its last field), a padding field of `pad` bytes,
/// then `tail` (`}`, and whatever follows it).
fn answer(head: &str, pad: usize, tail: &str) -> String {
    format!("{head},\"pad\":\"{}\"{tail}", "x".repeat(pad))
}

const FILE: &str = "[[vars]]\nname = \"motd\"\ndata = \"hello\"\nauthed = false\n\n[[vars]]\nname = \"gone\"\ndata = \"x\"\n";

/// `plan FILE` against `base` (`extra`: more arguments), with `env` set.
fn plan_at(sb: &Sandbox, base: &str, extra: &[&str], env: &[(&str, &str)]) -> Run {
    let file = write(sb, "app.toml", &format!("{HEAD}{FILE}"));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", base)
        .env("LICENSECTL_RETRIES", "0");
    for (k, v) in env {
        c.env(k, v);
    }
    let mut args = vec!["plan", file.to_str().unwrap()];
    args.extend(extra);
    sb.run_with(&mut c, &args, None)
}

fn seen(r: &Run) -> (i32, String, String) {
    (r.code, r.stdout.clone(), r.stderr.clone())
}

/// Each shape of answer, small and large: the same exit, output and message.
#[test]
fn a_large_list_answer_is_read_and_refused_as_the_same_answer_held_in_memory() {
    let sb = Sandbox::start();
    let ok = r#"{"success":true,"message":"ok""#;
    let rows = r#""vars":[{"varid":"motd","msg":"hi \u001b[31mred\u0007","authed":false},{"varid":"new\u001b]0;x\u0007","msg":"\ud83d\ude00 \"q\"","authed":true}]"#;
    let shapes: Vec<(String, &str, i32)> = vec![
        // Rows with hostile text: compared, changed, left alone, escaped where shown.
        (format!("{ok},{rows}"), "}", 0),
        (format!("{ok},{rows},\"n\":1e999"), "}", 0),
        // The list twice (the last counts), or in the middle of the fields.
        (format!("{ok},\"vars\":[],{rows}"), "}", 0),
        (
            format!("{{\"success\":true,{rows},\"message\":\"ok\""),
            "}",
            0,
        ),
        // Not a list of rows, a row no value holds, no list, trailing text, no success flag.
        (format!("{ok},\"vars\":[1]"), "}", 6),
        (format!("{ok},\"vars\":\"x\""), "}", 6),
        (format!("{ok},\"vars\":[{{\"varid\":\"\\ud800\"}}]"), "}", 6),
        (format!("{ok},{rows}"), "} x", 6),
        (format!("{{\"message\":\"hi\",{rows}"), "}", 6),
        // A refusal.
        (
            format!(
                "{{\"success\":false,\"message\":\"The service is temporarily unavailable\",{rows}"
            ),
            "}",
            1,
        ),
    ];
    for (head, tail, code) in &shapes {
        let small = plan_at(&sb, &vars_service(answer(head, 300, tail)), &[], &[]);
        let large = plan_at(&sb, &vars_service(answer(head, LARGE, tail)), &[], &[]);
        assert_eq!(small.code, *code, "{head}{tail}: {}", small.stderr);
        assert_eq!(seen(&large), seen(&small), "{head}{tail}");
    }
    // What the first shape plans: `motd` changed (its text escaped), `new…` left alone.
    let r = plan_at(
        &sb,
        &vars_service(answer(&shapes[0].0, LARGE, "}")),
        &["-o", "json"],
        &[],
    );
    let p = r.json();
    assert_eq!(p["summary"]["change"], 1, "{p}");
    assert_eq!(p["summary"]["create"], 1, "{p}");
    assert_eq!(p["summary"]["left_alone"], 1, "{p}");
    let text = plan_at(
        &sb,
        &vars_service(answer(&shapes[0].0, LARGE, "}")),
        &[],
        &[],
    );
    assert!(text.stdout.contains("\\u{1b}[31mred"), "{}", text.stdout);
    assert!(!text.stdout.contains('\u{1b}'), "{}", text.stdout);
    // And it was walked from the temporary file.
    let v = plan_at(
        &sb,
        &vars_service(answer(&shapes[0].0, LARGE, "}")),
        &["--verbose"],
        &[],
    );
    assert!(
        v.stderr.contains("written to a temporary file as it came"),
        "{}",
        v.stderr
    );
}

/// A temporary file that cannot be made (`$TMPDIR` no directory) or that fills its disk half-way
/// (the file size limit, as a full disk answers) leaves the answer in memory: the same plan.
#[test]
fn a_temporary_file_that_cannot_be_written_leaves_the_answer_in_memory() {
    let sb = Sandbox::start();
    let head =
        r#"{"success":true,"message":"ok","vars":[{"varid":"motd","msg":"hi","authed":false}]"#;
    let base = || vars_service(answer(head, 2 * LARGE, "}"));
    let want = seen(&plan_at(&sb, &base(), &[], &[]));
    assert_eq!(want.0, 0, "{}", want.2);
    // No such directory, a device, a FIFO: no temporary file can be made there.
    let missing = sb.home.path().join("no-such-dir");
    let fifo = sb.home.path().join("fifo");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    for dir in [missing.as_path(), Path::new("/dev/null"), fifo.as_path()] {
        let r = plan_at(&sb, &base(), &[], &[("TMPDIR", dir.to_str().unwrap())]);
        assert_eq!(seen(&r), want, "{}", dir.display());
    }
    // A disk that fills after 300 KiB: `ulimit -f` (SIGXFSZ ignored, as the write then fails
    // with "file too large" rather than killing the process).
    let file = write(&sb, "app.toml", &format!("{HEAD}{FILE}"));
    let script = "trap '' XFSZ; ulimit -f 600; exec \"$0\" \"$@\"";
    let out = Sandbox::in_sh(&sb.std_cmd(), script)
        .env("LICENSECTL_BASE_URL", base())
        .env("LICENSECTL_RETRIES", "0")
        .args(["plan", file.to_str().unwrap(), "--verbose"])
        .bounded_output();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), want.1);
    // It did start the file (the answer is larger than the limit) and went on in memory.
    assert!(!stderr.contains("temporary file"), "{stderr}");
}

/// A large answer cut mid-way: a network failure (exit 5), retried as any read, and no file
/// is left behind in the temporary directory.
#[test]
fn a_large_answer_cut_mid_way_is_a_network_failure_and_leaves_no_file() {
    let sb = Sandbox::start();
    let body = answer(
        r#"{"success":true,"message":"ok","vars":[]"#,
        2 * LARGE,
        "}",
    );
    let whole = http("200 OK", &[], body.as_bytes());
    let (base, count) = serve_counted(Fault::Reset(whole[..whole.len() / 2].to_vec()));
    let tmp = sb.home.path().join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let file = write(&sb, "app.toml", &format!("{HEAD}{FILE}"));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &base)
        .env("TMPDIR", &tmp)
        .env("LICENSECTL_RETRIES", "1");
    let r = sb.run_with(&mut c, &["plan", file.to_str().unwrap()], None);
    r.expect_failure(5, "the connection broke while reading the answer");
    assert_eq!(
        count.load(std::sync::atomic::Ordering::SeqCst),
        2,
        "one retry"
    );
    assert_eq!(std::fs::read_dir(&tmp).unwrap().count(), 0, "no file left");
}

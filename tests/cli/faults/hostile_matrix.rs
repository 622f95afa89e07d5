//! The hostile matrix, generated: every read command of the catalogue, run as its own example
//! against the hostile app (`sandbox seed --hostile`: every field a customer can type holds
//! every hostile value), in every output format, with its positional value replaced by a
//! hostile object of the kind the parameter names (`Param::completes`); and every change command
//! with a text parameter given hostile text. Nothing a terminal obeys comes out on stdout or
//! stderr; a list is one line a record in `-q`, CSV, TSV and JSON lines; JSON parses; a table
//! fits 80 columns. And every field `attacks::TYPED` declares is seen holding a hostile value by
//! some read, so the fixture and the declarations cannot drift apart. A new command is attacked
//! by these loops with no new test code.
//!
//! Sampling: reads run in all six forms (table, json, jsonl, csv, tsv, and `-q` for lists);
//! change commands, which are many and alike, run in one machine format each (rotating through
//! json, jsonl, csv, tsv by catalogue position) plus the table, with one hostile value each
//! (rotating through `attacks::HOSTILE`).

use std::collections::BTreeSet;

use licensectl_catalogue::attacks::{HOSTILE, TYPED};
use licensectl_catalogue::fields::{Meaning, Resource};
use licensectl_catalogue::{Answer, Api, Kind, Objects, Op};
use serde_json::Value;

use crate::harness::{Run, Sandbox};

/// Characters that must never come out raw.
fn obeyed(c: char) -> bool {
    licensectl::escape::is_hostile(c) && c != '\n' && c != '\t'
}

/// The `n`th hostile value that can be a command-line argument (argv holds no NUL).
fn on_argv(n: usize) -> usize {
    let ok: Vec<usize> = (0..HOSTILE.len())
        .filter(|i| !HOSTILE[*i].contains('\0'))
        .collect();
    ok[n % ok.len()]
}

/// An existing hostile object of each kind (the `n`th, so the values rotate).
fn object(kind: Objects, n: usize) -> String {
    let i = on_argv(n);
    match kind {
        Objects::Users | Objects::Subs | Objects::Channels => HOSTILE[i].to_string(),
        // An odd one: a banned key whose user is banned too (its ban reason is hostile).
        Objects::Keys => format!("HOSTILE-{:02}-KEY", [1, 3, 5][n % 3]),
        Objects::Vars => format!("hvar{i}"),
        Objects::Files => format!("{}", 900_000 + i),
        Objects::Webhooks => format!("hweb{i}"),
        Objects::Buttons => format!("hbtn{i}"),
    }
}

/// The words of `op`'s example, its positional value replaced by a hostile object, and the
/// value of its text parameters (for a change) by `text`.
fn words(sb: &Sandbox, op: &Op, n: usize, text: Option<&str>) -> (Vec<String>, Option<String>) {
    let how = crate::output::examples::invocation(sb, &format!("licensectl {}", op.example));
    // The example's own output choice goes: the matrix chooses the format.
    let mut args = Vec::new();
    let mut it = how.args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-o" | "--output" | "--json" | "--jq" => {
                it.next();
            }
            a if a.starts_with("--output=")
                || a.starts_with("--json=")
                || a.starts_with("--jq=") => {}
            _ => args.push(a.clone()),
        }
    }
    let skip = op.command.split(' ').count();
    if let Some(p) = op.positional() {
        if let (Some(kind), Some(v)) = (p.completes, args.get_mut(skip)) {
            if !v.starts_with('-') {
                *v = object(kind, n);
            }
        }
    }
    if let Some(text) = text {
        for p in op
            .params
            .iter()
            .filter(|p| p.kind == Kind::Text && !p.positional)
        {
            let flag = format!("--{}", p.flag);
            if let Some(at) = args.iter().position(|a| *a == flag) {
                if let Some(v) = args.get_mut(at + 1) {
                    *v = text.to_string();
                }
            }
        }
    }
    (args, how.stdin)
}

fn run(sb: &Sandbox, args: &[String], stdin: Option<&str>) -> Run {
    let mut c = sb.cmd();
    c.env("COLUMNS", "80");
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    sb.run_with(&mut c, &a, stdin)
}

#[track_caller]
fn assert_clean(what: &str, r: &Run) {
    for (stream, text) in [("stdout", &r.stdout), ("stderr", &r.stderr)] {
        if let Some(c) = text.chars().find(|c| obeyed(*c)) {
            let at = text.find(c).unwrap_or(0);
            let from = text[..at]
                .char_indices()
                .rev()
                .nth(60)
                .map_or(0, |(i, _)| i);
            panic!("{what}: {stream} has {c:?} raw near {:?}", &text[from..at]);
        }
    }
}

/// Every (resource, field) of `v` (rows of `res`) holding a hostile value, nested lists too.
fn hostile_fields(res: &Resource, v: &Value, seen: &mut BTreeSet<(String, String)>) {
    match v {
        Value::Array(rows) => rows.iter().for_each(|r| hostile_fields(res, r, seen)),
        Value::Object(m) => {
            for (k, x) in m {
                let Some(f) = res.field(k) else { continue };
                match (f.meaning, x) {
                    (Meaning::List(inner) | Meaning::Record(inner), _) => {
                        hostile_fields(inner, x, seen)
                    }
                    (_, Value::String(s)) if is_hostile_value(s.as_str()) => {
                        seen.insert((res.name.to_string(), f.name.to_string()));
                    }
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// A hostile value, whole or inside another (a file's URL), or the one past the limits.
fn is_hostile_value(s: &str) -> bool {
    HOSTILE.iter().any(|h| s.contains(h)) || s.contains("h7WWWW")
}

/// Commands outside the catalogue that print the app's data, attacked here.
const COMPOUND: &[(&str, &[&str])] = &[
    ("lookup", &["lookup"]),
    ("report", &["report"]),
    ("backup", &["backup", "-"]),
    ("export", &["export", "-"]),
    ("api", &["api", "seller", "fetchallusers"]),
];

/// The other top-level commands, and where their attacks are.
const ELSEWHERE: &[(&str, &str)] = &[
    (
        "gateway",
        "faults/gateway_attacks.rs: every declared surface (attacks::GATEWAY) gets hostile tokens, parameters, path tricks, oversized and slow requests",
    ),
    (
        "config",
        "prints profiles the user wrote (tests/cli/config.rs)",
    ),
    ("sandbox", "prints its own credentials and counts"),
    ("ops", "prints the catalogue"),
    (
        "completions",
        "prints scripts; candidates: tests/cli/completions.rs",
    ),
    (
        "restore",
        "step lines: tests/cli/restore.rs; files: faults/result_files.rs",
    ),
    ("plan", "hostile names: faults/escaping.rs"),
    ("apply", "hostile names: faults/escaping.rs"),
    ("doctor", "prints checks of its own"),
    ("watch", "polls: faults/watch_faults.rs"),
    ("help", "clap's help"),
];

/// Every top-level command is in the catalogue, in `COMPOUND` or in `ELSEWHERE`: a new command
/// cannot escape the matrix unnoticed.
#[test]
fn every_command_is_attacked_somewhere() {
    let groups: BTreeSet<&str> = licensectl_catalogue::all()
        .map(|op| op.command.split(' ').next().unwrap())
        .collect();
    for sub in licensectl::cli::tree::command().get_subcommands() {
        let name = sub.get_name();
        assert!(
            groups.contains(name)
                || COMPOUND.iter().any(|(c, _)| *c == name)
                || ELSEWHERE.iter().any(|(c, _)| *c == name),
            "`licensectl {name}` is in no attack: add it to the hostile matrix (COMPOUND) or say where it is attacked (ELSEWHERE)"
        );
    }
}

#[test]
fn every_read_and_change_command_meets_the_hostile_app() {
    let sb = Sandbox::start_hostile();
    sb.ok(&["client", "init"]);
    // A customer of the hostile app logged in (the first login sets the password), so the
    // client reads that need a session run too.
    let (user, hwid) = (HOSTILE[on_argv(4)], crate::harness::HWID);
    sb.ok(&["users", "reset-hwid", "--", user]);
    let r = sb.run_stdin(
        &[
            "client",
            "login",
            "--username",
            user,
            "--hwid",
            hwid,
            "--password-stdin",
        ],
        "pw-long-enough\n",
    );
    assert_clean("client login", &r);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut seen = BTreeSet::new();
    let mut runs = 0;
    let reads: Vec<&Op> = licensectl_catalogue::all()
        .filter(|op| op.is_read() && (op.api == Api::Seller || op.session))
        .collect();
    for (n, op) in reads.iter().enumerate() {
        let (args, stdin) = words(&sb, op, n, None);
        let list = matches!(op.answer, Answer::List(_) | Answer::Lists(_));
        let mut forms: Vec<Vec<&str>> = ["table", "json", "jsonl", "csv", "tsv"]
            .iter()
            .map(|f| vec!["-o", *f])
            .collect();
        if list && op.id_field() != "" {
            forms.push(vec!["-q"]);
        }
        let mut records = None;
        for form in forms {
            let mut a = args.clone();
            a.extend(form.iter().map(|s| s.to_string()));
            let what = format!("`licensectl {}`", a.join(" "));
            if form == ["-o", "table"] {
                // What a person sees: an 80-column pseudo-terminal.
                let argv: Vec<&str> = a.iter().map(String::as_str).collect();
                let (_, screen) = crate::harness::pty::Pty::spawn(&sb, &argv).finish();
                runs += 1;
                let wide = screen
                    .lines()
                    .map(|l| l.trim_end_matches('\r'))
                    .find(|l| l.chars().count() > 80 && !l.starts_with("licensectl:"));
                assert!(
                    wide.is_none(),
                    "{what}: a line wider than 80 columns: {:.120}",
                    wide.unwrap_or("")
                );
                continue;
            }
            let r = run(&sb, &a, stdin.as_deref());
            runs += 1;
            assert_clean(&what, &r);
            if r.code != 0 {
                continue;
            }
            let lines = r.stdout.lines().count();
            match form.as_slice() {
                ["-o", "json"] => {
                    let v: Value = serde_json::from_str(&r.stdout)
                        .unwrap_or_else(|e| panic!("{what}: not JSON ({e})"));
                    if let Some(res) = op.resource {
                        hostile_fields(res, &v, &mut seen);
                    }
                    records = v.as_array().map(Vec::len);
                }
                ["-o", "jsonl"] => {
                    for l in r.stdout.lines() {
                        serde_json::from_str::<Value>(l).unwrap_or_else(|e| {
                            panic!("{what}: a line is not JSON ({e}): {l:.80}")
                        });
                    }
                    if let (true, Some(n)) = (list, records) {
                        assert_eq!(lines, n, "{what}: one record a line");
                    }
                }
                ["-o", "csv" | "tsv"] if list => {
                    if let Some(n) = records {
                        assert!(
                            lines == n + 1 || (n == 0 && lines == 0),
                            "{what}: one record a line ({lines} lines for {n} records)"
                        );
                    }
                }
                ["-q"] => {
                    if let Some(n) = records {
                        assert_eq!(lines, n, "{what}: one record a line");
                    }
                }
                _ => {}
            }
        }
    }
    // The compound commands that print the app's data, on the same app.
    let user = HOSTILE[on_argv(1)];
    for (cmd, args) in COMPOUND {
        for form in [&["-o", "json"][..], &["-o", "table"][..]] {
            let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
            a.extend(form.iter().map(|s| s.to_string()));
            if cmd == &"lookup" {
                a.push("--".into());
                a.push(user.into());
            }
            let r = run(&sb, &a, None);
            runs += 1;
            assert_clean(&format!("`licensectl {}`", a.join(" ")), &r);
            assert!(
                r.code == 0 || r.code == 1,
                "`licensectl {}`: {}",
                a.join(" "),
                r.stderr
            );
        }
    }
    // Change commands with text parameters, given hostile text.
    let formats = ["json", "jsonl", "csv", "tsv"];
    let changes: Vec<&Op> = licensectl_catalogue::all()
        .filter(|op| !op.is_read() && op.api == Api::Seller)
        .filter(|op| {
            op.params
                .iter()
                .any(|p| p.kind == Kind::Text && !p.positional)
                || op.positional().and_then(|p| p.completes).is_some()
        })
        .collect();
    for (n, op) in changes.iter().enumerate() {
        let text = HOSTILE[on_argv(n)];
        let (args, stdin) = words(&sb, op, n, Some(text));
        for f in ["table", formats[n % formats.len()]] {
            let mut a = args.clone();
            a.extend(["-o".to_string(), f.to_string(), "--yes".to_string()]);
            let r = run(&sb, &a, stdin.as_deref());
            runs += 1;
            assert_clean(&format!("`licensectl {}`", a.join(" ")), &r);
        }
    }
    // Every typed field was seen holding hostile text by some read.
    let missing: Vec<String> = TYPED
        .iter()
        .flat_map(|(res, fields)| fields.iter().map(move |f| (res.name, *f)))
        .filter(|(r, f)| !seen.contains(&(r.to_string(), f.to_string())))
        .map(|(r, f)| format!("{r}.{f}"))
        .collect();
    assert!(
        missing.is_empty(),
        "typed fields no read showed with hostile text: {missing:?} (seen: {seen:?})"
    );
    assert!(runs > 100, "{runs}");
}

/// Every argument of the command tree with a closed set of values (`--output`, `--sort`'s
/// direction, a shell's name…), at its first command, given a hostile value (rotating): clap
/// refuses it (exit 2) and its message shows the value escaped, neither obeyed on a terminal nor
/// silently dropped from a pipe (clap strips escape sequences there, leaving `''`). A new such
/// argument is attacked by this loop with no new test code.
#[test]
fn every_closed_argument_shows_a_hostile_value_escaped() {
    let mut all = Vec::new();
    crate::faults::result_files::args_of(&licensectl::cli::tree::command(), "", &mut all);
    let mut closed: Vec<(Vec<String>, String)> = Vec::new();
    for (path, arg) in &all {
        let (Some(long), true) = (arg.get_long(), arg.get_action().takes_values()) else {
            continue;
        };
        if arg.get_possible_values().is_empty() || closed.iter().any(|(_, l)| l == long) {
            continue;
        }
        let words = path.split(' ').filter(|w| !w.is_empty()).map(String::from);
        closed.push((words.collect(), long.to_string()));
    }
    assert!(closed.iter().any(|(_, l)| l == "output"), "{closed:?}");
    let sb = Sandbox::start();
    for (n, (path, long)) in closed.iter().enumerate() {
        let hostile = HOSTILE[on_argv(n)];
        let mut args = path.clone();
        args.extend([format!("--{long}"), hostile.to_string()]);
        let r = run(&sb, &args, None);
        let what = format!("{} --{long} {hostile:?}", path.join(" "));
        assert_eq!(r.code, 2, "{what}: {}", r.stderr);
        assert_clean(&what, &r);
        let shown = licensectl::escape::escape_value(hostile);
        assert!(r.stderr.contains(&*shown), "{what}: {}", r.stderr);
    }
    // A value longer than any message may quote: refused, and said cut, as a service's words are.
    let long = licensectl_catalogue::attacks::long_value();
    let args: Vec<String> = ["config", "path", "--output", &long]
        .map(String::from)
        .to_vec();
    let r = run(&sb, &args, None);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.len() < 3 * licensectl::redact::MESSAGE_CHARS && r.stderr.contains("… ("),
        "{} bytes: {}",
        r.stderr.len(),
        r.stderr
    );
    // On a terminal (colour allowed) clap would write the value as typed: the message has no
    // escape sequence at all, clap's colours included, and shows the value escaped.
    let hostile = HOSTILE[0];
    let t =
        crate::harness::pty::Pty::spawn_with(&sb, &["--output", hostile, "config", "path"], &[]);
    let (code, screen) = t.finish();
    assert_eq!(code, 2, "{screen}");
    assert!(
        !screen.contains('\u{1b}') && !screen.contains('\u{7}'),
        "{screen:?}"
    );
    assert!(
        screen.contains(&*licensectl::escape::escape_value(hostile)),
        "{screen:?}"
    );
}

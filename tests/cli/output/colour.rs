//! Colour where it helps (issue 20, item 5): statuses, plan lines and JSON painted at a terminal;
//! nothing with `NO_COLOR`, `--color never` or off a terminal, where every format is byte for byte
//! what it was.

use crate::harness::pty::Pty;
use crate::harness::Sandbox;

const ESC: char = '\x1b';
/// The red bold a bad state is painted in, and the reset after it.
const BAD: &str = "\x1b[1m\x1b[31m";
const GOOD: &str = "\x1b[32m";
const RESET: &str = "\x1b[0m";

/// The screen of `licensectl ARGS` at a terminal with `env` (colour allowed unless it says).
#[track_caller]
fn screen(sb: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> String {
    let (code, screen) = Pty::spawn_with(sb, args, env).finish();
    assert_eq!(code, 0, "`{}`:\n{screen}", args.join(" "));
    screen.replace('\r', "")
}

/// Without the escape sequences.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == ESC {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn statuses_plans_and_json_are_painted_at_a_terminal_only() {
    let sb = Sandbox::start();
    let keys = sb.keys(3);
    sb.ok(&["licenses", "ban", &keys[0], "--reason", "chargeback", "-y"]);
    sb.create_user("ana", "default", "1d", "pw-ana-123");
    sb.ok(&["users", "ban", "ana", "--reason", "refund", "-y"]);

    // A table: each status in its colour, cells still lined up as people see them.
    let list = screen(&sb, &["users", "list"], &[]);
    assert!(list.contains(&format!("{BAD}refund{RESET}")), "{list:?}");
    let widths: Vec<usize> = plain(&list)
        .lines()
        .filter(|l| l.contains('|'))
        .map(|l| l.trim_end().chars().count())
        .collect();
    assert!(
        widths.len() >= 2 && widths.windows(2).all(|w| w[0] == w[1]),
        "{list}"
    );
    let checks = screen(&sb, &["doctor"], &[]);
    assert!(checks.contains(&format!("{GOOD}ok{RESET}")), "{checks:?}");
    // A license's record: Banned, Not Used.
    let banned = screen(&sb, &["licenses", "info", &keys[0]], &[]);
    assert!(
        banned.contains(&format!("{BAD}Banned{RESET}")),
        "{banned:?}"
    );
    let unused = screen(&sb, &["licenses", "info", &keys[1]], &[]);
    assert!(
        unused.contains(&format!("{GOOD}Not Used{RESET}")),
        "{unused:?}"
    );
    // A record: the ban reason; a page: the ban.
    let info = screen(&sb, &["users", "info", "ana"], &[]);
    assert!(info.contains(&format!("{BAD}refund{RESET}")), "{info:?}");
    let page = screen(&sb, &["lookup", "ana"], &[]);
    assert!(
        page.contains(&format!("{BAD}yes: refund{RESET}")),
        "{page:?}"
    );
    // JSON at a terminal, painted; the text between the codes is the JSON a pipe gets.
    let json = screen(&sb, &["licenses", "list", "-o", "json"], &[]);
    assert!(json.contains(ESC), "{json:?}");
    let piped = sb.ok(&["licenses", "list", "-o", "json"]);
    assert_eq!(plain(&json), piped);

    // A plan: `+ create` green, `- delete` red.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("app.toml");
    let text = "[[vars]]\nname = \"motd\"\ndata = \"hello\"\n";
    std::fs::write(&file, format!("{}{text}", crate::export_plan_apply::HEAD)).unwrap();
    let plan = screen(&sb, &["plan", file.to_str().unwrap()], &[]);
    assert!(
        plan.contains(&format!("{GOOD}+ create{RESET} variable motd")),
        "{plan:?}"
    );

    // None with NO_COLOR, with --color never (flag or profile variable), or off a terminal.
    for (args, env) in [
        (vec!["users", "list"], vec![("NO_COLOR", "1")]),
        (vec!["users", "list", "--color", "never"], vec![]),
        (vec!["licenses", "info", &keys[0]], vec![("NO_COLOR", "1")]),
        (
            vec!["licenses", "list", "-o", "json", "--color", "never"],
            vec![],
        ),
        (
            vec!["users", "info", "ana"],
            vec![("LICENSECTL_COLOR", "never")],
        ),
        (
            vec!["plan", file.to_str().unwrap()],
            vec![("NO_COLOR", "1")],
        ),
    ] {
        let s = screen(&sb, &args, &env);
        assert!(!s.contains(ESC), "`{}` {env:?}: {s:?}", args.join(" "));
    }
}

#[test]
fn piped_output_is_never_painted_and_always_is_for_people_only() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    sb.ok(&["licenses", "ban", &keys[0], "--reason", "chargeback", "-y"]);
    // Off a terminal, colour allowed by the environment: every format without escapes, and
    // the same bytes as with --color never.
    for format in ["table", "json", "jsonl", "csv", "tsv"] {
        let run = |extra: &[&str]| {
            let mut args = vec!["licenses", "list", "-o", format];
            args.extend_from_slice(extra);
            sb.run_with(sb.cmd().env_remove("NO_COLOR"), &args, None)
        };
        let auto = run(&[]);
        assert_eq!(auto.code, 0, "{}", auto.stderr);
        assert!(!auto.stdout.contains(ESC), "{format}: {:?}", auto.stdout);
        assert_eq!(auto.stdout, run(&["--color", "never"]).stdout, "{format}");
        // `--color always` paints what people read (a table, pretty JSON through `less -R`);
        // machine formats never.
        let always = run(&["--color", "always"]);
        let painted = always.stdout.contains(ESC);
        assert_eq!(
            painted,
            format == "table" || format == "json",
            "{format}: {:?}",
            always.stdout
        );
        assert_eq!(plain(&always.stdout), auto.stdout, "{format}");
    }
    // A bad value is a usage error naming the choices.
    sb.fails(2, &["licenses", "list", "--color", "sometimes"]);
}

#[test]
fn apply_paints_its_plan_and_json_fields_are_painted_at_a_terminal() {
    let sb = Sandbox::start();
    sb.keys(1);
    // `apply`'s plan on stderr: painted like `plan`'s, never shown as escaped codes.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("app.toml");
    let text = "[[vars]]\nname = \"motd\"\ndata = \"hello\"\n";
    std::fs::write(&file, format!("{}{text}", crate::export_plan_apply::HEAD)).unwrap();
    let mut t = Pty::spawn_with(&sb, &["apply", file.to_str().unwrap()], &[]);
    t.expect("Continue?");
    t.send("n");
    let (_, shown) = t.finish();
    assert!(
        shown.contains(&format!("{GOOD}+ create{RESET} variable motd")),
        "{shown:?}"
    );
    assert!(!shown.contains("\\u{1b}"), "escaped codes: {shown:?}");
    // `--json FIELDS` (and `--jq` values) at a terminal: painted like `-o json`.
    let json = screen(&sb, &["licenses", "list", "--json", "key,status"], &[]);
    assert!(json.contains(ESC), "{json:?}");
    let piped = sb.ok(&["licenses", "list", "--json", "key,status"]);
    assert_eq!(plain(&json), piped);
    let jq = screen(&sb, &["licenses", "list", "--jq", ".[0]"], &[]);
    assert!(jq.contains(ESC), "{jq:?}");
    // `--color always` through a pipe paints every format that paints: a page and a record too
    // (once only `-o table` was); a list without `-o` is TSV for scripts and stays plain.
    sb.create_user("ana", "default", "1d", "pw-ana-123");
    sb.ok(&["users", "ban", "ana", "--reason", "refund", "-y"]);
    let always = |args: &[&str]| {
        let mut a = args.to_vec();
        a.extend(["--color", "always"]);
        sb.run_with(sb.cmd().env_remove("NO_COLOR"), &a, None)
    };
    let page = always(&["lookup", "ana"]);
    assert!(page.stdout.contains(ESC), "{:?}", page.stdout);
    let fields = always(&["licenses", "list", "--json", "key,status"]);
    assert!(fields.stdout.contains(ESC), "{:?}", fields.stdout);
    assert_eq!(plain(&fields.stdout), piped);
    let tsv = always(&["licenses", "list"]);
    assert!(!tsv.stdout.contains(ESC), "{:?}", tsv.stdout);
}

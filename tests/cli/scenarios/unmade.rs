//! Verified effects, as a property of the catalogue (issue 38, Deliver 1): every seller change
//! aimed at a target that does not exist is never exit 0 — whether the service refuses it or
//! answers "success" for a change it did not make (the read the catalogue declares then shows
//! nothing there). On an empty app every change's own example names such a target; run on the
//! current generation, the 2022 one, and the 2022 one with its known bugs.

use licensectl_catalogue::shows::{self, Shows};
use licensectl_catalogue::{Api, Effect, Op};

use crate::harness::Sandbox;

/// Changes the property cannot hold for, and why.
const UNSEEN: &[(&str, &str)] = &[(
    "delWhite",
    "the seller API has no read of the whitelist, and an IP not on it is left as asked",
)];

/// The seller changes whose example names an existing target to change (not one it makes, nor
/// every row).
fn changes_of_a_target() -> Vec<&'static Op> {
    licensectl_catalogue::all()
        .filter(|op| op.api == Api::Seller && !op.is_read() && op.positional().is_some())
        .filter(|op| !matches!(op.effect, Effect::Mass(_)))
        .filter(|op| !shows::of(op).is_some_and(Shows::makes))
        .filter(|op| !UNSEEN.iter().any(|(ty, _)| *ty == op.ty))
        .collect()
}

fn never_exit_0_on(sb: &Sandbox, generation: &str) {
    let mut wrong = Vec::new();
    for op in changes_of_a_target() {
        let mut args = shlex::split(op.example).expect("an example a shell splits");
        args.retain(|a| !a.starts_with('>'));
        if !args.iter().any(|a| a == "--yes") {
            args.push("--yes".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = sb.run_stdin(&args, "not-a-real-secret-38\n");
        if r.code == 0 {
            wrong.push(format!(
                "{generation}: `{}` exit 0: {}",
                args.join(" "),
                r.stdout.trim()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "changes to nothing ended in exit 0:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_change_to_a_target_that_does_not_exist_is_never_exit_0_on_the_current_server() {
    let sb = Sandbox::start();
    never_exit_0_on(&sb, "current");
}

#[test]
fn a_change_to_a_target_that_does_not_exist_is_never_exit_0_on_the_2022_server() {
    never_exit_0_on(&Sandbox::generation("2022", false), "2022");
    never_exit_0_on(&Sandbox::generation("2022", true), "2022 --bugs");
}

/// A service that answers "success" and changes nothing (a proxy swallowing the change): the
/// single command and each `--from-file` row fail (exit 1), naming what was said and shown; a
/// list read-back is made once for the whole job, after its last item.
#[test]
fn a_change_the_service_only_says_it_made_is_exit_1_single_and_from_file() {
    use crate::harness::tamper::{Proxy, Tamper};
    let sb = Sandbox::start();
    let keys = sb.keys(3);
    for name in ["general", "trade"] {
        sb.ok(&["chats", "create", name, "--delay", "5s"]);
    }
    let liar = Proxy::start(&sb.info.base_url, Tamper::Swallow(&["ban", "delchannel"]));
    let through = |args: &[&str], stdin: &str| {
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &liar.url);
        sb.run_with(&mut c, args, Some(stdin))
    };
    let r = through(&["licenses", "ban", &keys[0], "--reason", "x", "--yes"], "");
    r.expect_failure(
        1,
        "licenses ban: the service said \"Successfully done\", but `licenses info` shows status \"Not Used\", not \"Banned\": the change was not made",
    );
    let r = through(
        &[
            "licenses",
            "ban",
            "--from-file",
            "-",
            "--reason",
            "x",
            "--yes",
            "-o",
            "json",
        ],
        &format!("{}\n{}\n", keys[1], keys[2]),
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("2 items: 0 ok, 2 failed"), "{}", r.stderr);
    let rows = r.json();
    assert!(
        rows.as_array()
            .unwrap()
            .iter()
            .all(|row| row["ok"] == false),
        "{rows}"
    );
    let r = through(
        &["chats", "delete", "--from-file", "-", "--yes", "-o", "json"],
        "general\ntrade\n",
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("2 items: 0 ok, 2 failed"), "{}", r.stderr);
    let rows = r.json();
    for row in rows.as_array().unwrap() {
        assert_eq!(row["ok"], false, "{row}");
        assert!(row["error"].as_str().unwrap().contains("still"), "{row}");
    }
    // Straight to the sandbox, the same changes are made and shown: exit 0.
    let r = sb.run_stdin(
        &["chats", "delete", "--from-file", "-", "--yes"],
        "general\ntrade\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

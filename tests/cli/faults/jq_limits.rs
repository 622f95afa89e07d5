//! `--jq` within limits (issue 21): a runaway filter ends with exit 2 naming the budget it spent,
//! outputs stream as produced, a filter never picks licensectl's exit code, and `--jq` never sees
//! a secret the plain output masks.

use crate::harness::Sandbox;

fn jq(sb: &Sandbox, filter: &str) -> crate::harness::Run {
    let mut c = sb.cmd();
    c.env("LICENSECTL_JQ_SECONDS", "2");
    sb.run_with(&mut c, &["subs", "list", "--jq", filter], None)
}

#[test]
fn runaway_filters_stop_at_a_named_budget_with_exit_2() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "gold", "--level", "1"]);
    for (filter, budget) in [
        ("range(1e9) | select(. < 0)", "step budget"),
        ("def f: [f]; f", "depth budget"),
        ("[.[]|..] | repeat(.)", "budget"),
        ("[range(1e9)]", "budget"),
    ] {
        let r = jq(&sb, filter);
        r.expect_failure(2, budget);
        assert!(r.stderr.contains("narrow it"), "{filter}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{filter}: {}", r.stderr);
    }
}

#[test]
fn outputs_stream_before_the_budget_ends_the_filter() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "gold", "--level", "1"]);
    let r = jq(&sb, "repeat(1)");
    r.expect_failure(2, "step budget");
    assert!(
        r.stdout.lines().take(1000).all(|l| l == "1") && r.stdout.lines().count() >= 1000,
        "outputs were printed as produced: {} lines",
        r.stdout.lines().count()
    );
    let r = jq(&sb, "first(repeat(1))");
    assert_eq!((r.code, r.stdout.as_str()), (0, "1\n"), "{}", r.stderr);
}

#[test]
fn a_filter_never_picks_the_exit_code() {
    let sb = Sandbox::start();
    for filter in [
        "halt_error(3)",
        "\"bye\" | halt_error(5)",
        "halt",
        "error(\"x\")",
    ] {
        let r = jq(&sb, filter);
        assert_eq!(r.code, 2, "{filter}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains("--jq"), "{filter}: {}", r.stderr);
    }
}

#[test]
fn jq_never_sees_a_secret_the_plain_output_masks() {
    let sb = Sandbox::start();
    let key = sb.register("ann", "pw-long-enough");
    let _ = key;
    let plain = sb.ok(&["api", "seller", "fetchallsessions"]);
    let ids = sb.ok(&[
        "--show-secrets",
        "api",
        "seller",
        "fetchallsessions",
        "--jq",
        ".sessions[].id",
    ]);
    assert!(!ids.trim().is_empty(), "a live session to hide");
    let shown = sb.ok(&[
        "api",
        "seller",
        "fetchallsessions",
        "--jq",
        ".sessions[].id",
    ]);
    for id in ids.lines() {
        assert!(!plain.contains(id), "plain output masks {id}: {plain}");
        assert!(
            !shown.contains(id),
            "--jq printed the live session id {id}: {shown}"
        );
    }
}

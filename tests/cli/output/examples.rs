//! Every documented example runs as written against a seeded sandbox: the catalogue's
//! (`Op.example`) and the hand-written commands', as their help prints them.

use crate::harness::Sandbox;

/// Examples not run, and why.
const SKIPPED: &[(&str, &str)] = &[
    (
        "licensectl sandbox start",
        "serves until stopped (sandbox.rs runs and stops it)",
    ),
    (
        "licensectl gateway serve",
        "serves until stopped (gateway.rs runs and stops it)",
    ),
    (
        "licensectl app release",
        "needs a build file (tests/cli/app_release.rs runs it as written)",
    ),
    (
        "licensectl watch ivan --interval 5s",
        "follows until Ctrl-C (watch.rs runs it in a pseudo-terminal)",
    ),
];

/// Every example of the command tree, as one line each.
fn documented() -> Vec<String> {
    fn walk(cmd: &mut clap::Command, out: &mut Vec<String>) {
        out.extend(licensectl::examples::of_help(
            &cmd.render_long_help().to_string(),
        ));
        for sub in cmd.get_subcommands_mut() {
            walk(sub, out);
        }
    }
    let mut root = licensectl::cli::tree::command();
    root.build();
    let mut out = Vec::new();
    walk(&mut root, &mut out);
    out
}

/// How to run an example as written: its arguments after `licensectl`, its environment
/// (`NAME=value licensectl …`) and its stdin (`echo "$SECRET" |`, or a `-stdin` flag).
pub struct Invocation {
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    pub stdin: Option<String>,
}

pub fn invocation(sb: &Sandbox, ex: &str) -> Invocation {
    let words = shlex::split(ex).unwrap_or_else(|| panic!("not shell words: {ex}"));
    let mut words = words.as_slice();
    let mut env = Vec::new();
    while let Some((first, rest)) = words.split_first() {
        match first.split_once('=') {
            Some((k, v)) if k.chars().all(|c| c.is_ascii_uppercase() || c == '_') => {
                env.push((k.to_string(), v.to_string()));
                words = rest;
            }
            _ => break,
        }
    }
    // `echo "$SECRET" | licensectl …`: the secret on stdin (the seller key for config init).
    let mut stdin = None;
    if let Some(pipe) = words.iter().position(|w| w == "|") {
        let what = words.get(1).map(String::as_str).unwrap_or("");
        stdin = Some(if what.contains("KEY") {
            format!("{}\n", sb.info.seller_key)
        } else {
            "example-pass-1\n".to_string()
        });
        words = &words[pipe + 1..];
    }
    assert_eq!(
        words.first().map(String::as_str),
        Some("licensectl"),
        "{ex}"
    );
    let mut args: Vec<String> = words[1..].to_vec();
    // `> FILE`: stdout is captured instead.
    if let Some(at) = args.iter().position(|w| w == ">") {
        args.truncate(at);
    }
    if args.iter().any(|a| a.ends_with("-stdin")) && stdin.is_none() {
        stdin = Some("example-pass-1\n".to_string());
    }
    // The service an example names is this sandbox.
    for a in &mut args {
        if a == "https://keyauth.win" {
            *a = sb.info.base_url.clone();
        }
    }
    Invocation { args, env, stdin }
}

#[test]
fn every_documented_example_runs_as_written() {
    let sb = Sandbox::start_seeded();
    sb.ok(&["client", "init"]);
    let cwd = tempfile::tempdir().unwrap();
    let examples = documented();
    assert!(examples.len() > 150, "{}", examples.len());
    let mut failed = Vec::new();
    let mut ran = 0;
    for ex in &examples {
        if SKIPPED.iter().any(|(s, _)| ex.starts_with(s)) {
            continue;
        }
        let how = invocation(&sb, ex);
        let mut c = sb.cmd();
        c.current_dir(cwd.path());
        c.envs(how.env.iter().map(|(k, v)| (k, v)));
        let args: Vec<&str> = how.args.iter().map(String::as_str).collect();
        let r = sb.run_with(&mut c, &args, how.stdin.as_deref());
        ran += 1;
        if r.code == 2 {
            failed.push(format!("{ex}\n    {}", r.stderr.trim()));
        }
    }
    assert!(ran > 150, "{ran}");
    assert!(
        failed.is_empty(),
        "{} examples are usage errors:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

//! `client`: the client API as an application calls it, one file per area; the helpers they share.

mod api_versions;
mod ban;
mod data;
mod login;
mod magic_link;
mod signatures;
mod smoke;
mod webhooks;

use crate::harness::{Run, Sandbox, HWID};

/// `client login` as `user` from [`HWID`] with `pw` on stdin, plus `extra` arguments.
pub fn login(sb: &Sandbox, user: &str, pw: &str, extra: &[&str]) -> Run {
    let mut args = vec!["client", "login", "--username", user, "--hwid", HWID];
    args.extend(extra);
    args.extend(["--password-stdin", "-o", "json"]);
    sb.run_stdin(&args, &format!("{pw}\n"))
}

/// Expects exit `code` and `needle` in stderr.
pub fn refused(sb: &Sandbox, code: i32, args: &[&str], needle: &str) {
    let err = sb.fails(code, args);
    assert!(err.contains(needle), "`{}`: {err}", args.join(" "));
}

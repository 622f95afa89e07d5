//! Signed client answers: tampered bodies and signatures, wrong keys, stale timestamps, API 1.2.

use crate::harness::tamper::{Proxy, Tamper};
use crate::harness::{Run, Sandbox, HWID};

/// `licensectl ARGS` against `base` (a proxy) instead of the sandbox, with extra variables.
fn via(sb: &Sandbox, base: &str, env: &[(&str, &str)], args: &[&str], stdin: &str) -> Run {
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", base);
    for (k, v) in env {
        c.env(k, v);
    }
    sb.run_with(&mut c, args, Some(stdin))
}

#[test]
fn tampered_answers_are_refused() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let proxy = Proxy::start(&sb.info.base_url, Tamper::Nothing);
    let run = |args: &[&str]| via(&sb, &proxy.url, &[], args, "");
    let r = run(&["client", "init", "-o", "json"]);
    assert_eq!(r.code, 0, "the proxy itself is transparent: {}", r.stderr);
    let r = login_via(&sb, &proxy.url, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);

    proxy.set(Tamper::FlipBody);
    let r = run(&["client", "check"]);
    r.expect_failure(6, "the signature does not match the answer");
    assert!(
        r.stdout.is_empty(),
        "nothing of a forged answer is printed: {}",
        r.stdout
    );
    // --no-verify takes the answer as it comes, one flipped letter and all.
    let r = run(&["--no-verify", "client", "check", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["message"], "session is validated.");

    proxy.set(Tamper::ForgeSignature);
    run(&["client", "check"]).expect_failure(6, "does not match");
    run(&["client", "var", "motd"]).expect_failure(6, "does not match");

    // An unsigned success is refused; an unsigned refusal grants nothing, so it is reported as is.
    proxy.set(Tamper::DropSignature);
    run(&["client", "check"]).expect_failure(6, "the answer is not signed");
    run(&["client", "var", "motd"]).expect_failure(1, "Variable not found.");
    // Types the service never signs (log, file, 2FA) pass without a signature.
    let r = run(&["client", "log", "--message", "hello"]);
    assert_eq!(r.code, 0, "{}", r.stderr);

    // A tampered init keeps no session.
    proxy.set(Tamper::Nothing);
    assert_eq!(run(&["client", "logout"]).code, 0);
    proxy.set(Tamper::FlipBody);
    run(&["client", "init"]).expect_failure(6, "does not match");
    proxy.set(Tamper::Nothing);
    run(&["client", "check"]).expect_failure(3, "run `licensectl client init` first");
    // The sandbox's own URL never saw a forged answer: its session still works.
    sb.ok(&["client", "check"]);
}

fn login_via(sb: &Sandbox, base: &str, env: &[(&str, &str)]) -> Run {
    let args = [
        "client",
        "login",
        "--username",
        "alice",
        "--hwid",
        HWID,
        "--password-stdin",
    ];
    via(sb, base, env, &args, "pw\n")
}

#[test]
fn wrong_key_and_stale_signatures() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let url = sb.info.base_url.clone();
    let other_key = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    let r = via(
        &sb,
        &url,
        &[("LICENSECTL_PUBLIC_KEY", other_key)],
        &["client", "check"],
        "",
    );
    r.expect_failure(6, "does not match");
    let r = via(
        &sb,
        &url,
        &[("LICENSECTL_PUBLIC_KEY", "zz")],
        &["client", "check"],
        "",
    );
    r.expect_failure(3, "not 64 hex characters");
    let r = via(
        &sb,
        &url,
        &[("LICENSECTL_PUBLIC_KEY", other_key)],
        &["--no-verify", "client", "check"],
        "",
    );
    assert_eq!(r.code, 0, "--no-verify skips the check: {}", r.stderr);

    // The window: 20 s behind us, 5 s ahead.
    let at =
        |t: i64, args: &[&str]| via(&sb, &url, &[("LICENSECTL_NOW", &t.to_string())], args, "");
    assert_eq!(at(sb.now() + 20, &["client", "check"]).code, 0);
    at(sb.now() + 60, &["client", "check"]).expect_failure(6, "stale");
    at(sb.now() - 6, &["client", "check"]).expect_failure(6, "stale");
    assert_eq!(
        at(sb.now() + 60, &["--no-verify", "client", "check"]).code,
        0
    );
    // A stale refusal is still only a refusal: the sandbox signs failures too, so it is checked.
    at(sb.now() + 60, &["client", "var", "nope"]).expect_failure(6, "stale");
    // The seller API is not signed and not affected.
    assert_eq!(at(sb.now() + 3600, &["licenses", "list"]).code, 0);
}

#[test]
fn client_api_1_2_with_hmac_signatures() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["vars", "create", "motd", "--data", "hi", "--no-authed"]);
    let v12 = [("LICENSECTL_CLIENT_API", "1.2")];
    let url = sb.info.base_url.clone();
    let run = |args: &[&str]| via(&sb, &url, &v12, args, "");
    let r = run(&["-v", "client", "init", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("/api/1.2/") && r.stderr.contains("enckey="),
        "{}",
        r.stderr
    );
    let state = std::fs::read_to_string(sb.data_dir().join("state.json")).unwrap();
    assert!(state.contains("\"enckey\""), "the enckey is kept: {state}");
    // Not logged in yet: the refusal is signed with <enckey>-<secret> and checks out.
    run(&["client", "check"]).expect_failure(1, "Session is not validated");
    let r = login_via(&sb, &url, &v12);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["client", "check", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["message"], "Session is validated.");
    assert_eq!(run(&["client", "var", "motd"]).stdout.trim(), "hi");

    // A wrong app secret: every answer, at init and after, is refused.
    let bad = [
        ("LICENSECTL_CLIENT_API", "1.2"),
        ("LICENSECTL_APP_SECRET", "not-the-secret"),
    ];
    via(&sb, &url, &bad, &["client", "check"], "").expect_failure(6, "does not match");
    via(&sb, &url, &bad, &["client", "init"], "").expect_failure(6, "does not match");
    assert_eq!(
        via(&sb, &url, &bad, &["--no-verify", "client", "check"], "").code,
        0
    );

    // Tampering on the 1.2 path.
    let proxy = Proxy::start(&url, Tamper::Nothing);
    let run = |args: &[&str]| via(&sb, &proxy.url, &v12, args, "");
    assert_eq!(run(&["client", "init"]).code, 0);
    assert_eq!(login_via(&sb, &proxy.url, &v12).code, 0);
    proxy.set(Tamper::FlipBody);
    run(&["client", "check"]).expect_failure(6, "does not match");
    proxy.set(Tamper::ForgeSignature);
    run(&["client", "check"]).expect_failure(6, "does not match");
    proxy.set(Tamper::Nothing);
    assert_eq!(run(&["client", "check"]).code, 0);
    // An unknown version is a config error.
    let r = via(
        &sb,
        &url,
        &[("LICENSECTL_CLIENT_API", "1.1")],
        &["client", "check"],
        "",
    );
    r.expect_failure(3, "not 1.3 or 1.2");
}

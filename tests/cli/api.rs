//! `api seller|client TYPE key=value…`: any operation, the raw answer, the usual exit codes.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

#[test]
fn api_seller_sends_any_type_and_prints_the_raw_body() {
    let sb = Sandbox::start();
    let keys = sb.keys(1);
    // Values are URL-encoded; the effect shows through the generated command.
    let out = sb.ok(&[
        "api",
        "seller",
        "setnote",
        &format!("key={}", keys[0]),
        "note=a&b=c d#é",
    ]);
    assert_eq!(out, r#"{"success":true,"message":"Successfully set note"}"#);
    assert_eq!(
        sb.json(&["licenses", "note", &keys[0]])["note"],
        "a&b=c d#é"
    );

    // A type the catalogue does not know is still sent; the service's refusal exits 1.
    let r = sb.run(&["api", "seller", "nosuchtype", "x=1"]);
    r.expect_failure(1, "the service said: Type doesn't exist");
    assert_eq!(
        r.stdout,
        r#"{"success":false,"message":"Type doesn't exist"}"#
    );

    // Answers with the app secret lose it unless --show-secrets.
    let r = sb.run(&["api", "seller", "fetchallkeys"]);
    assert_eq!(r.code, 0);
    let rows: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(rows["keys"][0]["key"], keys[0].as_str());
    assert!(rows["keys"][0].get("app").is_none());
    assert!(r.stderr.contains("removed secret fields"), "{}", r.stderr);
    let raw = sb.ok(&["api", "seller", "fetchallkeys", "--show-secrets"]);
    assert!(raw.contains(&format!(r#""app":"{}""#, sb.info.app_secret)));

    // --dry-run shows the request (seller key redacted) and sends nothing.
    let dry = sb.ok(&["api", "seller", "delalllicenses", "--dry-run"]);
    assert!(dry.starts_with("GET http://127.0.0.1:"), "{dry}");
    assert!(dry.contains("sellerkey=***&type=delalllicenses"), "{dry}");
    assert_eq!(sb.json(&["licenses", "list"]).as_array().unwrap().len(), 1);

    // Usage errors: not key=value, or a parameter licensectl adds itself.
    let err = sb.fails(2, &["api", "seller", "info", "novalue"]);
    assert!(err.contains("is not KEY=VALUE"), "{err}");
    let err = sb.fails(2, &["api", "seller", "info", "sellerkey=x"]);
    assert!(err.contains("added by licensectl"), "{err}");
    let err = sb.fails(2, &["api", "bogus", "info"]);
    assert!(err.contains("invalid value 'bogus'"), "{err}");
}

#[test]
fn api_prints_the_body_verbatim_and_classifies_it() {
    let sb = Sandbox::start();
    let body: &[u8] = b"{ \"success\" : true,\n  \"message\": \"odd   spacing\" }\n\n";
    let url = serve(Fault::Raw(http(
        "200 OK",
        &[("content-type", "text/html")],
        body,
    )));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &url);
    let r = sb.run_with(&mut c, &["api", "seller", "anything"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.as_bytes(), body);
    // An answer that is not JSON (the sandbox's proxy page) is printed too, then exits 6 as
    // everywhere else.
    sb.add_fault(&["502", "--type", "info"]);
    let page = crate::simulations::raw(&sb, &crate::simulations::seller_path(&sb, "type=info"));
    assert!(page.body.contains("502 Bad Gateway"), "{}", page.body);
    let r = sb.run(&["api", "seller", "info", "key=K"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    // As sent, but for its line ends: control characters are shown escaped, never obeyed.
    assert_eq!(r.stdout, page.body.replace('\r', "\\r"));
    // A wrong seller key is an auth failure (exit 4), body still shown.
    let mut c = sb.cmd();
    c.env("LICENSECTL_SELLER_KEY", "x".repeat(32));
    let r = sb.run_with(&mut c, &["api", "seller", "fetchallsubs"], None);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(r.stdout.contains("No application found"), "{}", r.stdout);
}

#[test]
fn api_client_keeps_the_session_and_reads_secrets_from_stdin() {
    let sb = Sandbox::start();
    // A fresh sandbox has `default` at level 1.
    sb.run_stdin(
        &[
            "api",
            "seller",
            "adduser",
            "user=zed",
            "sub=default",
            "expiry=1",
            "pass=@-",
        ],
        "s3cret pw\n",
    );
    let err = sb.fails(3, &["api", "client", "login", "username=zed", "pass=x"]);
    assert!(err.contains("run `licensectl client init` first"), "{err}");
    // init is verified (signature) and its session kept for the next client call.
    let init = sb.ok(&["api", "client", "init", "ver=1.0"]);
    assert!(init.contains(r#""message":"Initialized""#), "{init}");
    let r = sb.run_stdin(
        &[
            "api",
            "client",
            "login",
            "username=zed",
            "hwid=HW-Z-0123456789-abcdef",
            "pass=@-",
        ],
        "s3cret pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(r#""message":"Logged in!""#),
        "{}",
        r.stdout
    );
    // The same logged-in session serves the generated commands.
    sb.ok(&["client", "set-var", "--var", "theme", "--data", "dark"]);
    assert_eq!(
        sb.json(&["users", "get-var", "zed", "--var", "theme"])["data"],
        "dark"
    );
    let r = sb.run_stdin(
        &[
            "api",
            "client",
            "login",
            "username=zed",
            "hwid=HW-Z-0123456789-abcdef",
            "pass=@-",
        ],
        "wrong\n",
    );
    r.expect_failure(1, "the service said:");
    assert!(r.stdout.contains(r#""success":false"#), "{}", r.stdout);
    let r = sb.run_stdin(
        &["api", "client", "login", "username=a=@-", "pass=@-", "x=@-"],
        "pw\n",
    );
    r.expect_failure(2, "only one parameter");
    let err = sb.fails(2, &["api", "client", "login", "sessionid=abc"]);
    assert!(err.contains("--session"), "{err}");
}

//! Client API 1.0 and 1.1 in the sandbox, driven the way the older SDKs drive them, and the details
//! of the newest server: unsigned refusals, the web-loader token, a sandbox a new user can play in.
//!
//! The 1.0 envelope here is built on `libaes`, an AES implementation independent of the RustCrypto
//! `aes`/`cbc` crates the sandbox uses, and checked first against the service's own recorded bytes
//! (keyauth-transcripts.md #209), so the sandbox is never checked against itself.

use crate::harness::{Sandbox, HWID};
use reqwest::header::HeaderMap;
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The 1.0 envelope, as the SDKs build it: key and IV are the ASCII text of the first 32 and 16
/// hex digits of SHA-256 of the key text and of `init_iv`.
fn cipher(key: &str, init_iv: &str) -> (libaes::Cipher, Vec<u8>) {
    let k = hex::encode(Sha256::digest(key.as_bytes()));
    let iv = hex::encode(Sha256::digest(init_iv.as_bytes()));
    let key: [u8; 32] = k.as_bytes()[..32].try_into().unwrap();
    (libaes::Cipher::new_256(&key), iv.as_bytes()[..16].to_vec())
}

fn seal(plain: &str, key: &str, init_iv: &str) -> String {
    let (c, iv) = cipher(key, init_iv);
    hex::encode(c.cbc_encrypt(&iv, plain.as_bytes()))
}

fn unseal(sealed: &str, key: &str, init_iv: &str) -> String {
    let (c, iv) = cipher(key, init_iv);
    let bytes = hex::decode(sealed.trim()).unwrap_or_else(|_| panic!("not hex: {sealed}"));
    String::from_utf8(c.cbc_decrypt(&iv, &bytes)).unwrap()
}

struct Answer {
    headers: HeaderMap,
    body: String,
}

fn post(sb: &Sandbox, version: &str, form: &[(&str, String)]) -> Answer {
    let url = format!("{}/api/{version}/", sb.info.base_url);
    sb.block_on(async {
        let r = reqwest::Client::new()
            .post(url)
            .form(form)
            .send()
            .await
            .unwrap();
        let headers = r.headers().clone();
        Answer {
            headers,
            body: r.text().await.unwrap(),
        }
    })
}

fn content_type(a: &Answer) -> &str {
    a.headers["content-type"].to_str().unwrap()
}

#[test]
fn the_test_envelope_matches_the_recorded_service() {
    let secret = "0ccb3ea75e30301db8d995139d2bc7953f6d23e69f9e4c8470cdb8dd10ea34af";
    let iv = "abcdef0123456789";
    assert_eq!(seal("1.0", secret, iv), "6127425c317c9fbdfbe7d70c054b843d");
    assert_eq!(
        unseal("6127425c317c9fbdfbe7d70c054b843d", secret, iv),
        "1.0"
    );
}

#[test]
fn api_1_0_serves_an_sdk_speaking_the_encrypted_envelope() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    let (name, ownerid, secret) = (
        sb.info.app_name.clone(),
        sb.info.ownerid.clone(),
        sb.info.app_secret.clone(),
    );
    let h = |s: &str| hex::encode(s.as_bytes());
    // As the 1.0 SDKs do: a 64-hex-digit enckey (no 35-character limit on 1.0), a fresh IV each call.
    let enckey = hex::encode(Sha256::digest(b"sdk session key"));
    let iv = "0f1e2d3c4b5a6978";
    let init = post(
        &sb,
        "1.0",
        &[
            ("type", h("init")),
            ("name", h(&name)),
            ("ownerid", h(&ownerid)),
            ("ver", seal("1.0", &secret, iv)),
            ("enckey", seal(&enckey, &secret, iv)),
            ("init_iv", iv.to_string()),
        ],
    );
    assert_eq!(content_type(&init), "text/html; charset=UTF-8");
    assert!(init.headers.get("signature").is_none());
    let v: Value = serde_json::from_str(&unseal(&init.body, &secret, iv)).unwrap();
    assert_eq!(
        (&v["success"], &v["message"]),
        (&true.into(), &"Initialized".into())
    );
    assert_eq!(v.get("nonce"), None, "1.0 answers have no nonce");
    assert_eq!(v.get("newSession"), None);
    let sid = v["sessionid"].as_str().unwrap().to_string();

    let call = |ty: &str, iv: &str, fields: &[(&str, &str)]| {
        let mut form = vec![
            ("type", h(ty)),
            ("name", h(&name)),
            ("ownerid", h(&ownerid)),
            ("sessionid", h(&sid)),
            ("init_iv", iv.to_string()),
        ];
        form.extend(fields.iter().map(|(k, v)| (*k, seal(v, &enckey, iv))));
        post(&sb, "1.0", &form)
    };
    let r = call("license", "iv-2", &[("key", &key), ("hwid", HWID)]);
    let v: Value = serde_json::from_str(&unseal(&r.body, &enckey, "iv-2")).unwrap();
    assert_eq!(v["message"], "Logged in!", "{v}");
    assert_eq!(v["info"]["username"], key.as_str());
    assert_eq!(v["info"]["subscriptions"][0]["subscription"], "default");
    let r = call("check", "iv-3", &[]);
    let v: Value = serde_json::from_str(&unseal(&r.body, &enckey, "iv-3")).unwrap();
    assert_eq!(v["message"], "Session is validated.");
    let r = call("setvar", "iv-4", &[("var", "color"), ("data", "green")]);
    assert!(unseal(&r.body, &enckey, "iv-4").contains("Successfully set variable"));
    let r = call("getvar", "iv-5", &[("var", "color")]);
    let v: Value = serde_json::from_str(&unseal(&r.body, &enckey, "iv-5")).unwrap();
    assert_eq!(v["response"], "green");

    // What the service sends in the clear: unknown types, a missing session, a foreign app, log.
    let r = call("nosuchtype", "iv-6", &[]);
    assert_eq!(r.body, r#"{"success":false,"message":"Unhandled Type"}"#);
    let r = post(
        &sb,
        "1.0",
        &[
            ("type", h("check")),
            ("name", h(&name)),
            ("ownerid", h(&ownerid)),
            ("sessionid", h("XXXXXXXXXX")),
            ("init_iv", "iv".into()),
        ],
    );
    assert!(r.body.contains("Session not found"), "{}", r.body);
    let r = post(
        &sb,
        "1.0",
        &[
            ("type", h("init")),
            ("name", h("NoSuchApp")),
            ("ownerid", h(&ownerid)),
        ],
    );
    assert_eq!(r.body, "KeyAuth_Invalid");
    let r = call("log", "iv-7", &[("message", "hello"), ("pcuser", "tester")]);
    assert_eq!(r.body, "");
    // A field sealed with the wrong key is read as absent, as the service reads it.
    let r = post(
        &sb,
        "1.0",
        &[
            ("type", h("getvar")),
            ("name", h(&name)),
            ("ownerid", h(&ownerid)),
            ("sessionid", h(&sid)),
            ("init_iv", "iv-8".into()),
            ("var", seal("color", "not the key", "iv-8")),
        ],
    );
    let v: Value = serde_json::from_str(&unseal(&r.body, &enckey, "iv-8")).unwrap();
    assert_eq!(v["success"], false, "{v}");
}

#[test]
fn api_1_1_is_1_2_without_enckey_or_signatures() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    let base = || {
        vec![
            ("name", sb.info.app_name.clone()),
            ("ownerid", sb.info.ownerid.clone()),
        ]
    };
    let mut form = base();
    form.extend([
        ("type", "init".to_string()),
        ("ver", "1.0".into()),
        ("enckey", "x".repeat(50)),
    ]);
    let init = post(&sb, "1.1", &form);
    assert_eq!(content_type(&init), "application/json; charset=utf-8");
    assert!(init.headers.get("signature").is_none());
    let v: Value = serde_json::from_str(&init.body).unwrap();
    assert_eq!(
        v["message"], "Initialized",
        "an enckey is ignored, even a long one"
    );
    assert_eq!((v.get("nonce"), v.get("newSession")), (None, None));
    let sid = v["sessionid"].as_str().unwrap().to_string();
    let mut form = base();
    form.extend([
        ("type", "license".to_string()),
        ("sessionid", sid.clone()),
        ("key", key.clone()),
        ("hwid", HWID.into()),
    ]);
    let r = post(&sb, "1.1", &form);
    assert!(r.headers.get("signature").is_none());
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["message"], "Logged in!", "{v}");
    assert_eq!(v.get("nonce"), None);
}

#[test]
fn api_1_2_sends_its_refusals_unsigned_and_its_answers_signed() {
    let sb = Sandbox::start();
    let base = |ty: &str| {
        vec![
            ("type", ty.to_string()),
            ("name", sb.info.app_name.clone()),
            ("ownerid", sb.info.ownerid.clone()),
        ]
    };
    let mut form = base("init");
    form.extend([("ver", "1.0".to_string()), ("enckey", "k".into())]);
    let init = post(&sb, "1.2", &form);
    assert_eq!(init.headers["signature"].to_str().unwrap().len(), 64);
    let v: Value = serde_json::from_str(&init.body).unwrap();
    assert_eq!(
        (v["newSession"].clone(), v["nonce"].is_string()),
        (true.into(), true)
    );
    assert_eq!(v.get("ownerid"), None, "1.2 answers carry no ownerid");
    let sid = v["sessionid"].as_str().unwrap().to_string();

    let mut gone = base("check");
    gone.push(("sessionid", "XXXXXXXXXX".into()));
    let mut unknown = base("nosuchtype");
    unknown.push(("sessionid", sid.clone()));
    let mut log = base("log");
    log.extend([("sessionid", sid.clone()), ("message", "hi".into())]);
    let mut foreign = base("init");
    foreign[1].1 = "NoSuchApp".into();
    let mut short = base("init");
    short[2].1 = "short".into();
    for (form, what) in [
        (gone, "Session not found"),
        (unknown, "type paramater was not found"),
        (log, ""),
        (foreign, "KeyAuth_Invalid"),
        (short, "OwnerID should be 10 characters long"),
    ] {
        let r = post(&sb, "1.2", &form);
        assert!(r.body.contains(what), "{what}: {}", r.body);
        assert!(r.headers.get("signature").is_none(), "{what} is unsigned");
        assert_eq!(content_type(&r), "application/json; charset=utf-8");
    }
    let mut check = base("check");
    check.push(("sessionid", sid));
    assert!(post(&sb, "1.2", &check).headers.get("signature").is_some());
}

#[test]
fn a_fresh_sandbox_redeems_the_readmes_first_keys() {
    let sb = Sandbox::start();
    // The README's first command, with no subscription made beforehand.
    let v = sb.json(&["licenses", "create", "--amount", "3", "--expiry", "30d"]);
    let key = v["keys"][0].as_str().unwrap().to_string();
    sb.ok(&["client", "init"]);
    let r = sb.run(&["client", "license", &key, "--hwid", HWID, "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["subscriptions"][0]["subscription"], "default");
}

#[test]
fn banning_a_user_keeps_loopback_clients_in() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["users", "ban", "alice", "--reason", "testing", "--yes"]);
    let blacks = sb.json(&["blacklists", "list"]);
    let rows = blacks.as_array().cloned().unwrap_or_default();
    assert!(
        rows.iter().any(|b| b["hwid"] == HWID),
        "the HWID is blacklisted: {blacks}"
    );
    assert!(
        !rows.iter().any(|b| b["ip"] == "127.0.0.1"),
        "127.0.0.1 is not: {blacks}"
    );
    // Another local client (another HWID, the same 127.0.0.1) can still register.
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let other = [
        "--email",
        "bob@example.com",
        "--hwid",
        "HWID-bob-0123456789-X",
    ];
    let r = sb.register_with("bob", "pw", &key, &other);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn init_reuses_the_ips_session_only_with_session_reuse_on() {
    let init = |sb: &Sandbox| -> Value {
        let form = [
            ("type", "init".to_string()),
            ("name", sb.info.app_name.clone()),
            ("ownerid", sb.info.ownerid.clone()),
            ("ver", "1.0".into()),
        ];
        serde_json::from_str(&post(sb, "1.2", &form).body).unwrap()
    };
    let sb = Sandbox::start();
    let (a, b) = (init(&sb), init(&sb));
    assert_ne!(a["sessionid"], b["sessionid"], "off by default");
    assert_eq!(b["newSession"], true);

    let sb = Sandbox::start_set(&[("sessionReuse", "1")]);
    let (a, b) = (init(&sb), init(&sb));
    assert_eq!(a["newSession"], true);
    assert_eq!(
        (&b["sessionid"], &b["newSession"]),
        (&a["sessionid"], &false.into()),
        "the service's behaviour: 127.0.0.1's live session again"
    );
}

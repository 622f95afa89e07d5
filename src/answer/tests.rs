//! Unit tests of `answer`: how each kind of body is classified and read.

use super::*;
use crate::answer::Reply;
use licensectl_catalogue::{find, Api};

fn op(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap()
}

#[test]
fn success_and_failure() {
    let v = classify(op("info"), 200, br#"{"success":true,"status":"Not Used"}"#).unwrap();
    assert_eq!(v["status"], "Not Used");
    let e = classify(
        op("info"),
        200,
        br#"{"success":false,"message":"Key Not Found"}"#,
    )
    .unwrap_err();
    assert_eq!(e, Failure::Service("Key Not Found".into()));
}

#[test]
fn client_failures_flagged_success_still_fail() {
    let twofa = find(Api::Client, "2faenable").unwrap();
    let e = classify(
        twofa,
        200,
        br#"{"success":true,"message":"Invalid code please try again"}"#,
    )
    .unwrap_err();
    assert_eq!(e, Failure::Service("Invalid code please try again".into()));
    // A global variable's text is its message: never taken for a failure.
    let var = find(Api::Client, "var").unwrap();
    assert!(classify(
        var,
        200,
        br#"{"success":true,"message":"Invalid code please try again"}"#
    )
    .is_ok());
}

#[test]
fn statuses_do_not_decide() {
    // 302 is a successful multi-key create; 406 an empty list.
    assert!(classify(op("add"), 302, br#"{"success":true,"keys":["a","b"]}"#).is_ok());
    let empty = classify(
        op("fetchallkeys"),
        406,
        br#"{"success":false,"message":"No keys found"}"#,
    )
    .unwrap();
    assert!(crate::answer::values(op("fetchallkeys"), &empty).is_empty());
    assert!(classify(op("editsub"), 200, b"{}").is_ok());
    let online = find(Api::Client, "fetchOnline").unwrap();
    let none = br#"{"success":false,"message":"No online users found!"}"#;
    assert!(crate::answer::values(online, &classify(online, 200, none).unwrap()).is_empty());
}

#[test]
fn auth_rate_limit_and_bad_answers() {
    let e = classify(
        op("info"),
        404,
        br#"{"success":false,"message":"No application found"}"#,
    )
    .unwrap_err();
    assert_eq!(e.code(), 4);
    let e = classify(
        op("info"),
        200,
        br#"{"success":false,"message":"Seller key used too frequently! Try again"}"#,
    )
    .unwrap_err();
    assert_eq!(e.code(), 7);
    let e = classify(op("add"), 429, br#"{"success":false,"message":"You can only generate 5000 keys per 24 hours with SellerAPI."}"#).unwrap_err();
    assert_eq!(e.code(), 1);
    assert_eq!(
        classify(op("info"), 502, b"<html>Bad gateway</html>")
            .unwrap_err()
            .code(),
        6
    );
    assert_eq!(classify(op("info"), 200, b"").unwrap_err().code(), 6);
    assert_eq!(
        classify(op("info"), 200, b"{\"success\":tr")
            .unwrap_err()
            .code(),
        6
    );
    assert_eq!(
        classify(op("info"), 200, &[0xff, 0xfe]).unwrap_err().code(),
        6
    );
    assert_eq!(classify(op("info"), 200, b"[1,2]").unwrap_err().code(), 6);
}

#[test]
fn list_rows_stay_unparsed_until_used() {
    let team = op("fetchteam");
    let body = br#"{"managers":[{"username":"m"}],"success":true,"resellers":[{"username":"r1"},{"username":"r2"}]}"#;
    let reply = Reply::new(body.to_vec(), read(team, 200, body).unwrap());
    assert_eq!(reply.fields()["managers"], Value::Null);
    let kinds: Vec<_> = reply.items().iter().map(|i| i.kind).collect();
    // The catalogue's order of lists, whatever the answer's order.
    assert_eq!(kinds, [Some("reseller"), Some("reseller"), Some("manager")]);
    let whole: Value = serde_json::from_slice(body).unwrap();
    assert_eq!(reply.into_value(), whole);
    // Rows are tagged by list whenever the operation has several, even if one came.
    let body = br#"{"success":true,"resellers":[{"username":"r1"}]}"#;
    let reply = Reply::new(body.to_vec(), read(team, 200, body).unwrap());
    assert_eq!(reply.items()[0].kind, Some("reseller"));
    // A repeated field counts once, as in any JSON reader; a non-array is not a list and
    // is refused (it used to become an empty list, a silent wrong answer).
    let keys = op("fetchallkeys");
    let body = br#"{"success":true,"keys":[{"key":"a"}],"keys":"none"}"#;
    let e = read(keys, 200, body).unwrap_err();
    assert_eq!(e.code(), 6);
    assert!(
        e.message().contains("`keys` is a string, not a list"),
        "{e}"
    );
    let body = br#"{"success":true,"keys":"none","keys":[{"key":"a"}]}"#;
    let reply = Reply::new(body.to_vec(), read(keys, 200, body).unwrap());
    assert_eq!(reply.items().len(), 1);
    let body = br#"{"success":true,"keys":[{"key":"a"}, 7]}"#;
    assert!(read(keys, 200, body)
        .unwrap_err()
        .message()
        .contains("`keys[1]` is a number, not a row"));
    let body = br#"{"success":true,"subs":"not_found"}"#;
    assert!(read(op("usersub"), 200, body).is_ok());
}

#[test]
fn an_answer_quoted_in_an_error_has_no_secrets() {
    let err = classify(
        op("getsettings"),
        200,
        br#"{"message":"odd","sellixsecret":"s3cr3t-value","app":"appsecret1"}"#,
    )
    .unwrap_err();
    let m = err.message();
    assert!(m.contains("no success flag") && m.contains("odd"), "{m}");
    assert!(!m.contains("s3cr3t") && !m.contains("appsecret1"), "{m}");
}

#[test]
fn preview_is_short_and_printable() {
    let long = vec![b'a'; 500];
    assert_eq!(preview(&long).len(), 203 + "…".len() - 1);
    assert_eq!(preview(b"a\nb"), "\"a b\"");
}

#[test]
fn a_server_error_on_a_read_is_exit_6_not_a_refusal() {
    let e = classify(op("info"), 500, br#"{"success":false,"message":"db down"}"#).unwrap_err();
    assert_eq!(e.code(), 6, "{e}");
    assert!(e.message().contains("HTTP 500") && e.message().contains("db down"));
    let e = classify(
        op("info"),
        200,
        br#"{"success":false,"message":"Key not found"}"#,
    )
    .unwrap_err();
    assert_eq!(e.code(), 1);
}

#[test]
fn a_row_no_reader_can_hold_is_refused_not_left_out() {
    // `"\ud800"` is JSON text but no string: every reader of rows would leave the row out and
    // print the rest with exit 0.
    let op = op("fetchallkeys");
    let body = br#"{"success":true,"keys":[{"key":"A"},{"key":"\ud800"}]}"#;
    let Err(e) = read(op, 200, body) else {
        panic!("refused")
    };
    assert_eq!(e.code(), 6);
    assert!(
        e.message()
            .contains("the answer's `keys[1]` cannot be read"),
        "{e}"
    );
    // An escape that is a character is a row like any other.
    let body = br#"{"success":true,"keys":[{"key":"\u00e9\ud83d\ude00"}]}"#;
    assert!(read(op, 200, body).is_ok());
}

/// A list answer read in one pass (`members_fast`) is sorted as the member-by-member reading
/// sorts it: the same fields, the same list places, the same rows; and an answer that pass does
/// not take (no rows, a misshapen row, not a list) is left to that reading.
#[test]
fn one_pass_finds_what_two_passes_find() {
    let keys = &["keys", "subs"];
    for body in [
        r#"{"success":true,"keys":[{"key":"a"},{"key":"b\u00e9"}],"message":"x"}"#,
        "{ \"keys\" :\n [ \t{\"key\": \"a\"} ,\r\n\"bare\" ] , \"subs\":[{}], \"keys\": [ {\"k\":1} ]}",
        r#"{"k\u0065ys":[{"key":"a"}],"success":true}"#,
        r#"{"subs":[{"a":[1,{"b":"]"}]}],"keys":[{"key":"[x]"}]}"#,
    ] {
        let fast = members::members_fast(body, keys).expect(body);
        let slow = members::members_slow(body).unwrap();
        let (a, b) = (
            sort_fields(body, fast, keys),
            sort_fields(body, slow, keys),
        );
        assert_eq!(a.obj, b.obj, "{body}");
        assert_eq!(a.lists, b.lists, "{body}");
        assert_eq!(a.rows, b.rows, "{body}");
        assert!(a.misshapen.is_empty() && b.misshapen.is_empty(), "{body}");
    }
    for body in [
        r#"{"keys":[]}"#,
        r#"{"keys":null}"#,
        r#"{"keys":"not_found"}"#,
        r#"{"keys":[{"key":"a"},3]}"#,
        r#"{"keys":[{"key":"\ud800"}]}"#,
        r#"{"keys":{"key":"a"}}"#,
        r#"{"keys":[{"key":"a"}]} trailing"#,
        r#"[{"key":"a"}]"#,
    ] {
        assert!(members::members_fast(body, keys).is_none(), "{body}");
    }
}

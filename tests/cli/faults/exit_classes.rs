//! Exit classes as documented and messages as sentences (issue 21): a short `create` answer is an
//! error naming how many keys came back.

use super::hostile::{echo, response, run};
use crate::harness::Sandbox;

#[test]
fn a_short_create_answer_is_an_error_naming_how_many_keys_came_back() {
    let sb = Sandbox::start();
    let server = echo(|_| {
        response(
            "200 OK",
            r#"{"success":true,"message":"Licenses successfully generated","keys":["AAAA-1111","BBBB-2222"]}"#,
        )
    });
    let base = format!("http://{server}");
    let r = run(
        &sb,
        &base,
        &["licenses", "create", "--amount", "3", "--expiry", "1d"],
        None,
    );
    r.expect_failure(6, "answered with 2 keys");
    assert!(
        r.stdout.contains("AAAA-1111") && r.stdout.contains("BBBB-2222"),
        "{}",
        r.stdout
    );
}

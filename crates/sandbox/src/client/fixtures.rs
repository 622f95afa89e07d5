//! Test fixtures shared by the client handler tests: a subscription, keys, registered users, logins.

use crate::testkit::{json, outcome, Kit};

/// A `default` subscription of level 1 and one unused key lasting `days`.
pub fn key(kit: &Kit, days: &str) -> String {
    kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
    let r = kit.seller(&[("type", "add"), ("expiry", days)]);
    json(&r)["key"].as_str().unwrap().to_string()
}

/// Registers `user` (password `pw`, email `<user>@example.com`, HWID `HWID-<user>`) and returns the
/// validated session it was registered on.
pub fn user(kit: &Kit, user: &str) -> String {
    let key = key(kit, "30");
    let sid = kit.init();
    let email = format!("{user}@example.com");
    let hwid = format!("HWID-{user}");
    let r = kit.client(&[
        ("type", "register"),
        ("sessionid", &sid),
        ("username", user),
        ("pass", "pw"),
        ("key", &key),
        ("email", &email),
        ("hwid", &hwid),
    ]);
    assert!(outcome(&r).0, "register {user}: {:?}", outcome(&r));
    sid
}

/// A client request on session `sid`; `pairs` starts with ("type", …).
pub fn on(kit: &Kit, sid: &str, pairs: &[(&str, &str)]) -> (bool, String) {
    outcome(&call(kit, sid, pairs))
}

pub fn call(kit: &Kit, sid: &str, pairs: &[(&str, &str)]) -> crate::handler::Reply {
    let mut all = vec![("sessionid", sid)];
    all.extend_from_slice(pairs);
    kit.client(&all)
}

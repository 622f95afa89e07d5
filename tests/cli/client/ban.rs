//! `client ban`: the user banned, and their HWID blacklisted as docs/sandbox.md says.

use crate::harness::{Sandbox, HWID};

#[test]
fn client_ban_blacklists_the_hwid_the_user_logs_in_with() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let blacklisted = |hwid: &str| {
        sb.run(&["client", "check-blacklist", "--hwid", hwid, "-o", "json"])
            .json()["success"]
            .clone()
    };
    assert_eq!(blacklisted(HWID), false);
    // No --hwid: the one alice registered with is blacklisted all the same.
    sb.ok(&["client", "ban", "--yes"]);
    assert_eq!(blacklisted(HWID), true, "the user's own HWID");
    let rows = sb.json(&["blacklists", "list"]);
    let hwids: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["hwid"].as_str())
        .collect();
    assert_eq!(hwids, [HWID], "{rows}");
}

//! `client ban`: the user banned, and the HWID the client sends blacklisted (docs/sandbox.md).

use crate::harness::{Sandbox, HWID};

#[test]
fn client_ban_blacklists_the_hwid_sent_and_not_the_one_stored() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let blacklisted = |hwid: &str| {
        sb.run(&["client", "check-blacklist", "--hwid", hwid, "-o", "json"])
            .json()["success"]
            .clone()
    };
    let hwids = || {
        let rows = sb.json(&["blacklists", "list"]);
        rows.as_array()
            .unwrap()
            .iter()
            .filter_map(|r| r["hwid"].as_str().map(str::to_string))
            .collect::<Vec<String>>()
    };
    // No --hwid: as the 2024 server, the HWID sent (none) and the IP, not alice's stored HWID.
    sb.ok(&["client", "ban", "--yes"]);
    assert_eq!(blacklisted(HWID), false, "the user's stored HWID");
    assert!(hwids().is_empty(), "{:?}", hwids());
    // With --hwid: that one.
    sb.ok(&["client", "ban", "--hwid", "PC-SENT-0123456789", "--yes"]);
    assert_eq!(blacklisted("PC-SENT-0123456789"), true);
    assert_eq!(hwids(), ["PC-SENT-0123456789"]);
}

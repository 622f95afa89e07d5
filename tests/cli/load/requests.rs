//! Bulk jobs send only what they must (issue 40), counted from `-v`'s request lines: a used
//! key's `usersub` only when its `userdata` does not show the key's subscription, and the 2022
//! server's whole lists read once a job, not once a row.

use crate::harness::Sandbox;
use serde_json::Value;

/// The number of requests of `type` in a `-v` run's stderr.
fn sent(stderr: &str, ty: &str) -> usize {
    stderr
        .lines()
        .filter(|l| l.starts_with("> GET") && l.contains(&format!("type={ty}&")))
        .count()
}

/// Every key of seeded data (a quarter used, some of their subscriptions ended): `info` each,
/// `userdata` each used one, `usersub` only for those whose subscription `userdata` does not
/// list (ended); each used key's computed fields are the ones `lookup` computes from both
/// reads, as `licenses info` did before.
#[test]
fn a_used_keys_info_reads_usersub_only_when_userdata_does_not_show_its_subscription() {
    let sb = Sandbox::start_seeded_with(240, 40);
    let listed = sb.json(&["licenses", "list", "--json", "key,usedby"]);
    let listed = listed.as_array().unwrap();
    let keys: Vec<&str> = listed.iter().map(|r| r["key"].as_str().unwrap()).collect();
    let used: Vec<&Value> = listed.iter().filter(|r| r["usedby"].is_string()).collect();
    let r = sb.run_stdin(
        &["-v", "licenses", "info", "--from-file", "-", "-o", "jsonl"],
        &keys.join("\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let (info, userdata, usersub) = (
        sent(&r.stderr, "info"),
        sent(&r.stderr, "userdata"),
        sent(&r.stderr, "usersub"),
    );
    assert_eq!(info, keys.len());
    assert_eq!(userdata, used.len());
    assert!(
        usersub > 0 && usersub < used.len(),
        "usersub for the ended ones only: {usersub} of {} used keys",
        used.len()
    );
    let total = info + userdata + usersub;
    assert!(
        total * 10 <= keys.len() * 22,
        "{total} requests for {} keys",
        keys.len()
    );
    assert_eq!(
        r.stderr.lines().filter(|l| l.starts_with("> GET")).count(),
        total,
        "nothing else sent"
    );
    let rows: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The users whose usersub was read, and some whose was not: their keys' computed fields
    // against `lookup`'s (both reads, then the same facts).
    let read_subs: Vec<String> = r
        .stderr
        .lines()
        .filter(|l| l.contains("type=usersub&"))
        .filter_map(|l| l.split("user=").nth(1))
        .map(|u| u.split('&').next().unwrap().to_string())
        .collect();
    let mut picked: Vec<&Value> = used
        .iter()
        .filter(|u| read_subs.iter().any(|s| u["usedby"] == s.as_str()))
        .take(4)
        .copied()
        .collect();
    picked.extend(
        used.iter()
            .filter(|u| !read_subs.iter().any(|s| u["usedby"] == s.as_str()))
            .take(4),
    );
    assert_eq!(picked.len(), 8, "both kinds in the seeded data");
    for u in picked {
        let key = u["key"].as_str().unwrap();
        let row = rows.iter().find(|r| r["key"] == key).unwrap();
        let page = sb.json(&["lookup", key]);
        let theirs = page["licenses"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["key"] == key)
            .unwrap_or_else(|| panic!("{key} on {page}"));
        for field in ["expiry", "timeleft", "expiry_from", "hwid", "user_banned"] {
            assert_eq!(
                row[field], theirs[field],
                "{key}'s {field}: {row} / {theirs}"
            );
        }
    }
}

/// `users info --from-file` on the 2022 server, whose `userdata` carries no ban, variables or
/// twins: the users list, the names and the user variables are read once for the job (they
/// were read once a row: 5 requests a row), and each row's record is the single command's.
#[test]
fn a_2022_users_info_job_reads_each_whole_list_once() {
    let sb = Sandbox::generation("2022", false);
    let names: Vec<String> = (0..12).map(|i| format!("u{i:02}")).collect();
    for (i, n) in names.iter().enumerate() {
        let url = format!(
            "{}/api/seller/?sellerkey={}&type=adduser&user={n}&sub=default&expiry={}",
            sb.info.base_url,
            sb.info.seller_key,
            i + 1
        );
        let body = sb.block_on(async { reqwest::get(&url).await.unwrap().text().await.unwrap() });
        assert!(body.contains("Successfully created user!"), "{body}");
    }
    sb.ok(&["users", "ban", "u03", "--reason", "chargeback", "--yes"]);
    let r = sb.run_stdin(
        &["-v", "users", "info", "--from-file", "-", "-o", "jsonl"],
        &names.join("\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for list in ["fetchallusers", "fetchallusernames", "fetchalluservars"] {
        assert!(sent(&r.stderr, list) <= 1, "{list}:\n{}", r.stderr);
    }
    let total = r.stderr.lines().filter(|l| l.starts_with("> GET")).count();
    assert!(
        total * 10 <= names.len() * 25,
        "{total} requests for {} rows:\n{}",
        names.len(),
        r.stderr
    );
    let rows: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), names.len());
    for n in ["u03", "u07"] {
        let mut row = rows.iter().find(|r| r["username"] == n).unwrap().clone();
        // A job's row says which item it was and how it went; the record follows.
        for k in ["item", "ok", "error"] {
            row.as_object_mut().unwrap().shift_remove(k);
        }
        assert_eq!(row, sb.json(&["users", "info", n]), "{n}");
    }
}

//! Two users of one name, as the 2022 server stores them (`adduser` of an existing name,
//! keyauth-differences.md R21–R26, R88; the sandbox's `--bugs`): its answers, and the
//! whole-app commands that must neither lose nor silently merge them (backup, restore, lookup).

use crate::harness::Sandbox;

/// One raw seller request (`QUERY` after the seller key): status and body as sent.
fn seller(sb: &Sandbox, query: &str) -> (u16, String) {
    let url = format!(
        "{}/api/seller/?sellerkey={}&{query}",
        sb.info.base_url, sb.info.seller_key
    );
    sb.block_on(async {
        let r = reqwest::get(&url).await.unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    })
}

const ADD_CAROL: &str = "type=adduser&user=carol&sub=default&expiry=30&pass=Passw0rd1";

/// A 2022 server with its bugs, holding two users named carol (30 and 10 days of `default`).
fn twins() -> Sandbox {
    let sb = Sandbox::generation("2022", true);
    assert_eq!(seller(&sb, ADD_CAROL).0, 200);
    let (status, body) = seller(&sb, &ADD_CAROL.replace("expiry=30", "expiry=10"));
    assert_eq!(
        (status, body.as_str()),
        (
            200,
            r#"{"success":true,"message":"Successfully created user!"}"#
        ),
        "R21"
    );
    sb
}

#[test]
fn the_2022_server_stores_a_second_user_of_a_name_and_lists_both_as_recorded() {
    let sb = twins();
    assert_eq!(
        seller(&sb, "type=fetchallusernames").1,
        r#"{"success":true,"message":"Successfully Retrieved Usernames","usernames":["carol","carol"]}"#,
        "R23"
    );
    let (_, data) = seller(&sb, "type=userdata&user=carol");
    let data: serde_json::Value = serde_json::from_str(&data).unwrap();
    let subs = data["subscriptions"].as_array().unwrap();
    assert_eq!(subs.len(), 2, "R24: {data}");
    assert!(
        subs.iter().all(|s| s["subscription"] == "default"),
        "{data}"
    );
    let (_, rows) = seller(&sb, "type=usersub&user=carol");
    let rows: serde_json::Value = serde_json::from_str(&rows).unwrap();
    let ids: Vec<&str> = rows["subs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["1", "2"], "R26: {rows}");
    assert_eq!(
        seller(&sb, "type=countsubs&name=default").1,
        r#"{"success":true,"message":"Subscription count found successfully","count":"2"}"#,
        "R88"
    );
    // Without the service's bugs the sandbox refuses, as the service means.
    let fair = Sandbox::generation("2022", false);
    seller(&fair, ADD_CAROL);
    assert_eq!(
        seller(&fair, ADD_CAROL).1,
        r#"{"success":false,"message":"Username already exists!"}"#
    );
}

#[test]
fn a_backup_of_two_users_of_one_name_round_trips_where_the_target_stores_them() {
    let from = twins();
    let file = from.home.path().join("b.json");
    from.ok(&["backup", file.to_str().unwrap()]);
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let users = doc["users"].as_array().unwrap();
    assert_eq!(users.len(), 2, "{doc}");
    // The name's subscriptions once, on the first record: never doubled.
    let subs: Vec<usize> = users
        .iter()
        .map(|u| u["subscriptions"].as_array().unwrap().len())
        .collect();
    assert_eq!(subs, [2, 0]);

    let to = Sandbox::generation("2022", true);
    let out = to.ok(&["restore", file.to_str().unwrap()]);
    assert!(out.contains("restored"), "{out}");
    let (_, names) = seller(&to, "type=fetchallusernames");
    assert!(
        names.contains(r#""usernames":["carol","carol"]"#),
        "{names}"
    );
    let (_, rows) = seller(&to, "type=usersub&user=carol");
    let expiries: Vec<i64> = serde_json::from_str::<serde_json::Value>(&rows).unwrap()["subs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["expiry"].as_str().unwrap().parse().unwrap())
        .collect();
    let now = to.now();
    let mut days: Vec<i64> = expiries
        .iter()
        .map(|e| (e - now + 43_200) / 86_400)
        .collect();
    days.sort();
    assert_eq!(days, [10, 30], "{rows}");
}

#[test]
fn restore_of_two_users_of_one_name_into_a_server_that_refuses_the_second_says_why() {
    let from = twins();
    let file = from.home.path().join("b.json");
    from.ok(&["backup", file.to_str().unwrap()]);
    let to = Sandbox::generation("current", false);
    let r = to.run(&["restore", file.to_str().unwrap()]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    for needle in [
        "the backup has 2 users named carol",
        "Username already exists!",
    ] {
        assert!(r.stderr.contains(needle), "{needle}:\n{}", r.stderr);
    }
    assert!(!r.stdout.contains("restored"), "{}", r.stdout);
}

#[test]
fn lookup_of_a_name_two_users_share_names_the_other_one() {
    let sb = twins();
    let doc = sb.json(&["lookup", "carol"]);
    let warnings = doc["warnings"].to_string();
    assert!(
        warnings.contains("2 users are named carol") && warnings.contains("the other(s): id 2"),
        "{doc}"
    );
    assert_eq!(doc["subscriptions"].as_array().unwrap().len(), 2, "{doc}");
    // One user of the name: no such warning.
    let one = Sandbox::generation("2022", true);
    seller(&one, ADD_CAROL);
    let doc = one.json(&["lookup", "carol"]);
    assert!(doc.get("warnings").is_none(), "{doc}");
}

/// `watch` of a name two users share says so once, not at every poll (each poll reads the
/// user's record as `users info` does, whose hook warns).
#[test]
fn watch_of_a_name_two_users_share_warns_once() {
    let sb = twins();
    let mut term = crate::harness::pty::Pty::spawn(&sb, &["watch", "carol", "--interval", "100ms"]);
    term.expect("watching carol");
    sb.advance(60);
    sb.ok(&["users", "ban", "carol", "--reason", "chargeback", "--yes"]);
    term.expect("reason: chargeback");
    term.send("\u{3}");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
    assert_eq!(
        screen.matches("users list shows each").count(),
        1,
        "{screen}"
    );
}

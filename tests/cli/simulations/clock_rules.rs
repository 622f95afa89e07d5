//! Each time rule, moved by `licensectl sandbox clock` (never the tests' own clock), seen change
//! on the seller API and the client API, on both generations where the rule is the seller API's.

use crate::harness::{Sandbox, HWID};

const DAY: i64 = 86_400;

/// `sandbox clock advance BY`; returns the sandbox's new time as it answered.
fn advance(sb: &Sandbox, by: &str) -> i64 {
    let v = sb.json(&["sandbox", "clock", "advance", by]);
    assert_eq!(v["now"].as_i64().unwrap(), sb.now(), "{v}");
    sb.now()
}

/// `client init`, then `client login` (`client::login`).
fn login(sb: &Sandbox, user: &str, pw: &str) -> crate::harness::Run {
    sb.ok(&["client", "init"]);
    crate::client::login(sb, user, pw, &[])
}

#[test]
fn the_clock_shows_sets_advances_freezes_and_resumes() {
    let sb = Sandbox::start();
    let v = sb.json(&["sandbox", "clock"]);
    assert_eq!(
        (v["now"].as_i64(), v["frozen"].as_bool()),
        (Some(sb.now()), Some(false))
    );
    let v = sb.json(&["sandbox", "clock", "set", "2027-01-01T00:00Z"]);
    assert_eq!(v["now"], 1_798_761_600);
    assert_eq!(v["time"], "2027-01-01T00:00:00Z");
    assert_eq!(sb.now(), 1_798_761_600);
    // Unfrozen, time flows with the base clock; frozen, it stands.
    sb.advance(5);
    assert_eq!(sb.now(), 1_798_761_605);
    assert_eq!(sb.json(&["sandbox", "clock", "freeze"])["frozen"], true);
    sb.advance(5);
    assert_eq!(sb.now(), 1_798_761_605);
    assert_eq!(advance(&sb, "30d"), 1_798_761_605 + 30 * DAY);
    assert_eq!(advance(&sb, "-1d"), 1_798_761_605 + 29 * DAY);
    sb.ok(&["sandbox", "clock", "resume"]);
    sb.advance(5);
    assert_eq!(
        sb.now(),
        1_798_761_610 + 29 * DAY,
        "flows again from where it stood"
    );
    // The signatures' timestamp stays real time (here the tests' base clock), so an app's
    // freshness check passes against a moved sandbox.
    let r = super::raw(&sb, &super::client_init_path(&sb));
    let stamp = format!("x-signature-timestamp: {}", sb.clock.now());
    assert!(r.head.contains(&stamp), "{stamp} in {}", r.head);
    for bad in [&["set", "tomorrow"][..], &["advance", "soon"]] {
        let r = sb.run(&[&["sandbox", "clock"][..], bad].concat());
        assert_eq!(r.code, 2, "{bad:?}: {}", r.stderr);
    }
}

#[test]
fn subscriptions_expire_and_their_time_left_runs_down() {
    let sb = Sandbox::start();
    let r = sb.create_user("alice", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = login(&sb, "alice", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["subscriptions"][0]["timeleft"], 30 * DAY);
    advance(&sb, "10d");
    let r = login(&sb, "alice", "pw");
    assert_eq!(r.json()["subscriptions"][0]["timeleft"], 20 * DAY);
    sb.fails(0, &["users", "delete-expired", "--yes"]);
    advance(&sb, "21d");
    login(&sb, "alice", "pw").expect_failure(1, "No active subscription(s) found");
    let v = sb.json(&["users", "delete-expired", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted expired users!");
}

#[test]
fn a_key_counts_its_duration_from_its_use() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0); // 30 days
    advance(&sb, "60d");
    sb.ok(&["client", "init"]);
    let r = sb.register_with("alice", "pw", &key, &["--hwid", HWID, "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["subscriptions"][0]["timeleft"], 30 * DAY);
    let subs = sb.json(&["users", "subs", "alice"]);
    assert_eq!(subs[0]["expiry"].as_i64().unwrap(), sb.now() + 30 * DAY);
}

#[test]
fn magic_links_last_15_minutes() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    sb.ok(&[
        "client",
        "magic-link",
        "send",
        "--email",
        "alice@example.com",
    ]);
    advance(&sb, "14m");
    sb.run(&["client", "magic-link", "check"])
        .expect_failure(1, "Waiting");
    advance(&sb, "1m");
    sb.run(&["client", "magic-link", "check"])
        .expect_failure(1, "Magic link expired");
}

#[test]
fn one_time_codes_last_10_minutes() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    sb.ok(&["client", "otp", "send", "--email", "alice@example.com"]);
    let outbox = sb.json(&["sandbox", "outbox"]);
    let body = outbox.as_array().unwrap().last().unwrap()["body"]
        .as_str()
        .unwrap()
        .to_string();
    let code = body
        .split(|c: char| !c.is_ascii_digit())
        .find(|w| w.len() == 6)
        .unwrap()
        .to_string();
    advance(&sb, "10m1s");
    let args = [
        "client",
        "otp",
        "verify",
        "--email",
        "alice@example.com",
        "--code",
        &code,
    ];
    sb.run(&args).expect_failure(1, "One-time password expired");
}

#[test]
fn sessions_expire_on_both_apis() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    assert_eq!(sb.json(&["sessions", "list"]).as_array().unwrap().len(), 1);
    advance(&sb, "5h59m59s");
    sb.ok(&["client", "check"]);
    advance(&sb, "1s");
    sb.run(&["client", "check"])
        .expect_failure(1, "Session not found");
    assert_eq!(sb.json(&["sessions", "list"]), serde_json::json!([]));
}

#[test]
fn chat_mutes_end_when_their_time_is_up() {
    let sb = Sandbox::start();
    sb.ok(&["chats", "create", "general", "--delay", "1s"]);
    sb.register("alice", "pw");
    sb.json(&["chats", "mute", "alice", "--duration", "2m"]);
    sb.run(&["client", "chat-send", "general", "--message", "hi"])
        .expect_failure(1, "You're muted from chat until");
    advance(&sb, "2m1s");
    sb.ok(&["client", "chat-send", "general", "--message", "hi"]);
    assert_eq!(
        sb.json(&["client", "chat-get", "general"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_paused_subscription_keeps_its_time_while_the_clock_moves() {
    let sb = Sandbox::start();
    assert_eq!(sb.create_user("alice", "default", "10d", "pw").code, 0);
    sb.ok(&["app", "pause", "--yes"]);
    advance(&sb, "20d");
    let subs = sb.json(&["users", "subs", "alice"]);
    assert_eq!(
        (subs[0]["expiry"].as_i64(), subs[0]["paused"].as_bool()),
        (Some(10 * DAY), Some(true))
    );
    sb.ok(&["app", "unpause"]);
    assert_eq!(
        sb.json(&["users", "subs", "alice"])[0]["expiry"]
            .as_i64()
            .unwrap(),
        sb.now() + 10 * DAY
    );
    assert_eq!(login(&sb, "alice", "pw").code, 0);
    advance(&sb, "10d1s");
    login(&sb, "alice", "pw").expect_failure(1, "No active subscription(s) found");
}

#[test]
fn rate_limit_windows_and_the_daily_key_cap_follow_the_clock() {
    let sb = Sandbox::start_with(true);
    // The seller API's 120 requests a minute, sent raw; the controls are not counted.
    for _ in 0..121 {
        super::raw(&sb, &super::seller_path(&sb, "type=setseller"));
    }
    sb.run(&["subs", "list", "--retries", "0"])
        .expect_failure(7, "too frequently");
    advance(&sb, "1m");
    sb.ok(&["subs", "list"]);
    // The client API's 200 a minute.
    for _ in 0..201 {
        super::raw(&sb, &super::client_init_path(&sb));
    }
    sb.run(&["client", "init", "--retries", "0"])
        .expect_failure(7, "too many requests");
    advance(&sb, "1m");
    sb.ok(&["client", "init"]);
    // 5,000 keys a day.
    sb.ok(&["licenses", "create", "--amount", "5000", "--expiry", "1d"]);
    sb.run(&["licenses", "create", "--expiry", "1d", "--retries", "0"])
        .expect_failure(1, "5000 keys per 24 hours");
    advance(&sb, "23h59m");
    sb.run(&["licenses", "create", "--expiry", "1d", "--retries", "0"])
        .expect_failure(1, "5000 keys per 24 hours");
    advance(&sb, "1m1s");
    sb.ok(&["licenses", "create", "--expiry", "1d"]);
}

#[test]
fn creation_and_log_dates_are_the_sandboxs_time_on_both_generations() {
    for generation in ["current", "2022"] {
        let sb = Sandbox::generation(generation, false);
        let now = advance(&sb, "100d");
        let made = sb.json(&["licenses", "create", "--expiry", "1d"]);
        let key = made["keys"][0].as_str().unwrap_or_else(|| panic!("{made}"));
        let info = sb.json(&["licenses", "info", key]);
        assert_eq!(info["gendate"].as_i64(), Some(now), "{generation}: {info}");
        let r = sb.create_user("bob", "default", "1d", "pw");
        assert_eq!(r.code, 0, "{generation}: {}", r.stderr);
        let users = sb.json(&["users", "list"]);
        assert_eq!(
            users[0]["createdate"].as_i64(),
            Some(now),
            "{generation}: {users}"
        );
        if generation == "current" {
            let later = advance(&sb, "1h");
            assert_eq!(login(&sb, "bob", "pw").code, 0);
            sb.ok(&["client", "log", "--message", "hello"]);
            let logs = sb.json(&["logs", "list"]);
            assert_eq!(logs[0]["logdate"].as_i64(), Some(later), "{logs}");
        }
        // bob's day runs out when the clock says so, on the seller API of either generation.
        sb.fails(0, &["users", "delete-expired", "--yes"]);
        advance(&sb, "1d");
        sb.ok(&["users", "delete-expired", "--yes"]);
        assert_eq!(
            sb.json(&["users", "list"]),
            serde_json::json!([]),
            "{generation}"
        );
    }
}

//! The support desk: the README's five tickets against a seeded sandbox, each answered and fixed
//! in at most two commands, and no screen showing raw JSON or a Unix time.

use crate::harness::{Run, Sandbox, T0};

/// Table output for people (stdout is a pipe in tests, so `-o table` stands in for a terminal).
pub(crate) fn screen(sb: &Sandbox, args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["-o", "table"]);
    let r = sb.run(&all);
    assert_eq!(r.code, 0, "`{}`:\n{}{}", all.join(" "), r.stdout, r.stderr);
    assert_readable(&all, &r);
    r.stdout
}

/// No JSON object or array, and no number that reads as a Unix time near T0 (HWIDs aside).
#[track_caller]
fn assert_readable(args: &[&str], r: &Run) {
    for line in r.stdout.lines() {
        let t = line.trim_start();
        assert!(
            !t.starts_with('{') && !t.starts_with('[') && !line.contains("\":"),
            "`{}` shows raw JSON: {line}",
            args.join(" ")
        );
        for word in line
            .split_whitespace()
            .filter(|w| !w.starts_with("S-1-5-21-"))
        {
            for digits in word.split(|c: char| !c.is_ascii_digit()) {
                if let Ok(n) = digits.parse::<i64>() {
                    assert!(
                        (n - T0).abs() > 5 * 365 * 86_400,
                        "`{}` shows a Unix time: {line}",
                        args.join(" ")
                    );
                }
            }
        }
    }
}

/// The `Next` line of a lookup page that starts with `prefix`, run as written.
fn follow(sb: &Sandbox, page: &str, prefix: &str) -> String {
    let line = page
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}` among the next commands:\n{page}"));
    let words = shlex::split(line).unwrap();
    assert_eq!(words[0], "licensectl");
    let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
    screen(sb, &args)
}

#[test]
fn five_tickets_in_two_commands_each() {
    let sb = Sandbox::start_seeded();

    // 1. "My key doesn't work": it ran out; extend the only subscription.
    let page = screen(
        &sb,
        &["lookup", "DANA7Q-K2XDP9-M4TRVB-3N8WZC-5L1HJF-6G0SYE"],
    );
    assert!(page.contains("User dana"), "{page}");
    assert!(page.contains("expired 2027-01-05"), "{page}");
    let fixed = follow(&sb, &page, "licensectl users extend dana --expiry 30d");
    assert!(
        fixed.contains("dana: basic expires 2027-02-14 08:00 UTC (in 30d)"),
        "{fixed}"
    );

    // 2. A new PC: the log shows the HWID refusals; reset the HWID.
    let page = screen(&sb, &["lookup", "erik"]);
    assert!(page.contains("HWID doesn't match"), "{page}");
    follow(&sb, &page, "licensectl users reset-hwid erik");
    assert!(sb.json(&["lookup", "erik"])["user"]["hwid"].is_null());

    // 3. More time: two days left; the extension says the new date.
    let page = screen(&sb, &["lookup", "fiona"]);
    assert!(page.contains("(in 2d)"), "{page}");
    assert!(page.contains("tier = gold"), "{page}");
    let fixed = follow(&sb, &page, "licensectl users extend fiona");
    assert!(
        fixed.contains("fiona: basic expires 2027-02-16 08:00 UTC (in 32d)"),
        "{fixed}"
    );

    // 4. Banned by mistake: the reason and the blacklist show; unbanning clears both.
    let page = screen(&sb, &["lookup", "hana"]);
    assert!(page.contains("yes: chargeback"), "{page}");
    assert!(page.contains("ip    198.51.100.61"), "{page}");
    follow(&sb, &page, "licensectl users unban hana");
    let after = sb.json(&["lookup", "hana"]);
    assert!(after["user"]["banned"].is_null(), "no ban reason: {after}");
    assert_eq!(after["blacklists"], serde_json::json!([]), "{after}");

    // 5. Which key did they buy: found from the IP they give, in one command.
    let page = screen(&sb, &["lookup", "203.0.113.105"]);
    assert!(
        page.contains("License IVAN2K-L9M3N5-B7V1C4-X6Z8Q0-W2E4R6-T8Y0U1"),
        "{page}"
    );
    assert!(page.contains("note         order #48213"), "{page}");
}

#[test]
fn licenses_info_of_a_used_key_shows_expiry_hwid_and_ban() {
    let sb = Sandbox::start_seeded();
    let key = "HANA8Z-X3C5VB-N7M1QW-E9R2TY-U4I6OP-A8S0DF";
    let table = screen(&sb, &["licenses", "info", key]);
    assert!(
        table.contains("S-1-5-21-1846305220-2471539063-405298855-1004"),
        "{table}"
    );
    assert!(table.contains("chargeback"), "{table}");
    assert!(table.contains("2027-03-31 08:00 UTC (in 75d)"), "{table}");
    let doc = sb.json(&["licenses", "info", key]);
    // The table's facts are fields of the record in every format (docs/json.md).
    assert_eq!(doc["expiry"], T0 + 75 * 86_400, "{doc}");
    assert_eq!(doc["timeleft"], 75 * 86_400, "{doc}");
    assert_eq!(
        doc["hwid"], "S-1-5-21-1846305220-2471539063-405298855-1004",
        "{doc}"
    );
    assert!(
        doc["user_banned"]
            .as_str()
            .unwrap()
            .starts_with("chargeback"),
        "{doc}"
    );
    // One license shape (docs/json.md): the length is `expires`, in seconds, as in `licenses list`.
    assert_eq!(doc["expires"], 7_776_000, "the rest is kept: {doc}");
}

#[test]
fn changes_echo_the_resulting_expiry() {
    let sb = Sandbox::start_seeded();
    let out = screen(
        &sb,
        &["users", "create", "zoe", "--sub", "pro", "--expiry", "7d"],
    );
    assert!(
        out.contains("zoe: pro expires 2027-01-22 08:00 UTC (in 7d)"),
        "{out}"
    );
    let out = screen(
        &sb,
        &[
            "users", "subtract", "zoe", "--sub", "pro", "--time", "1d", "--yes",
        ],
    );
    assert!(
        out.contains("zoe: pro expires 2027-01-21 08:00 UTC (in 6d)"),
        "{out}"
    );
    let quiet = screen(&sb, &["users", "extend", "zoe", "--expiry", "1d", "-q"]);
    assert!(!quiet.contains("expires"), "{quiet}");
    let doc = sb.json(&["users", "extend", "zoe", "--expiry", "1d"]);
    // The read-back is a field of the change's record (resources::CHANGE), not a row.
    assert_eq!(doc["expiry"], T0 + 8 * 86_400, "{doc}");
    assert_eq!(doc["subscription"], "pro", "{doc}");
    // Several subscriptions, or `all`, need --sub.
    screen(
        &sb,
        &["users", "extend", "zoe", "--sub", "basic", "--expiry", "1d"],
    );
    sb.run(&["users", "extend", "zoe", "--expiry", "1d"])
        .expect_failure(2, "zoe has 2 subscriptions (basic, pro): pass --sub NAME");
    sb.run(&["users", "extend", "all", "--expiry", "1d"])
        .expect_failure(2, "--sub NAME");
    // A key made into a user: the subscription it granted.
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            "SPARE1-Q2W3E4-R5T6Y7-U8I9O0-P1A2S3-D4F5G6",
            "--user",
            "newbie",
            "--password-stdin",
            "-o",
            "table",
        ],
        "a long enough password 123\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_readable(&["licenses", "activate"], &r);
    assert!(
        r.stdout
            .contains("newbie: basic expires 2027-02-14 08:00 UTC (in 30d)"),
        "{}",
        r.stdout
    );
    // License durations.
    let out = screen(
        &sb,
        &[
            "licenses",
            "edit",
            "SPARE1-Q2W3E4-R5T6Y7-U8I9O0-P1A2S3-D4F5G6",
            "--expiry",
            "60d",
        ],
    );
    assert!(out.contains("lasts 60d; already used by newbie"), "{out}");
    assert!(
        out.contains("basic: expires 2027-02-14 08:00 UTC (in 30d)"),
        "{out}"
    );
    let out = screen(
        &sb,
        &[
            "licenses",
            "edit",
            "BANNED-9Z8X7C-6V5B4N-3M2L1K-0J9H8G-7F6D5S",
            "--expiry",
            "2d",
        ],
    );
    assert!(out.contains("lasts 2d once redeemed"), "{out}");
    let out = screen(&sb, &["licenses", "add-time", "--time", "1d", "--yes"]);
    assert!(out.contains("unused licenses now last"), "{out}");
}

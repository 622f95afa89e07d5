//! `lookup`: matches and misses, local time on request, and picking among several matches.

use crate::harness::bounded::Bounded;
use crate::harness::Sandbox;
use crate::scenarios::desk::screen;

#[test]
fn lookup_states_matches_and_misses() {
    let sb = Sandbox::start_seeded();
    // Paused: no date, the time left; the fitting command.
    let page = screen(&sb, &["lookup", "gus"]);
    assert!(page.contains("paused, 12d left when unpaused"), "{page}");
    assert!(page.contains("licensectl users unpause gus"), "{page}");
    let doc = sb.json(&["lookup", "gus"]);
    assert_eq!(doc["subscriptions"][0]["expiry"], serde_json::Value::Null);
    assert_eq!(doc["subscriptions"][0]["timeleft"], 12 * 86_400);
    // Muted; a key prefix.
    let page = screen(&sb, &["lookup", "KIM7Y6"]);
    assert!(page.contains("chat muted   until 2027-01-18"), "{page}");
    assert!(page.contains("licensectl chats unmute kim"), "{page}");
    // An unused key has no user and lasts its duration once redeemed.
    let page = screen(
        &sb,
        &["lookup", "SPARE1-Q2W3E4-R5T6Y7-U8I9O0-P1A2S3-D4F5G6"],
    );
    assert!(page.contains("not yet: lasts 30d once redeemed"), "{page}");
    // Two users on one HWID: both listed (no terminal to pick on), in JSON too.
    let hwid = "S-1-5-21-2857031946-1199435001-3922151007-1001";
    let list = screen(&sb, &["lookup", hwid]);
    assert!(list.contains("jack") && list.contains("jill"), "{list}");
    let doc = sb.json(&["lookup", hwid]);
    assert_eq!(doc["matches"].as_array().unwrap().len(), 2, "{doc}");
    // Nothing: exit 1 saying what was searched.
    sb.run(&["lookup", "nobody-here"])
        .expect_failure(1, "nothing matches \"nobody-here\": searched");
    // One JSON document with Unix integers and no secrets.
    let doc = sb.json(&["lookup", "ivan"]);
    assert_eq!(doc["matched_by"], "username");
    assert!(doc["licenses"][0]["expiry"].is_i64(), "{doc}");
    assert_eq!(doc["sessions"].as_array().unwrap().len(), 1, "{doc}");
    assert!(doc["sessions"][0].get("id").is_none());
}

#[test]
fn local_time_on_request() {
    let sb = Sandbox::start_seeded();
    let mut c = sb.cmd();
    c.env("TZ", "JST-9");
    let r = sb.run_with(&mut c, &["lookup", "fiona", "--local", "-o", "table"], None);
    assert!(r.stdout.contains("+09:00 (in 2d)"), "{}", r.stdout);
    let mut c = sb.cmd();
    c.env("TZ", "JST-9").env("LICENSECTL_TIME_ZONE", "local");
    let r = sb.run_with(&mut c, &["lookup", "fiona", "-o", "table"], None);
    assert!(r.stdout.contains("+09:00"), "{}", r.stdout);
    let mut c = sb.cmd();
    c.env("LICENSECTL_TIME_ZONE", "mars");
    sb.run_with(&mut c, &["lookup", "fiona"], None)
        .expect_failure(3, "time_zone \"mars\"");
}

/// On a terminal (a pseudo-terminal at 80 columns) several matches are picked from by typing.
#[test]
fn several_matches_are_picked_on_a_terminal() {
    let sb = Sandbox::start_seeded();
    let hwid = "S-1-5-21-2857031946-1199435001-3922151007-1001";
    let mut term = crate::harness::pty::Pty::spawn(&sb, &["lookup", hwid]);
    term.expect("2 customers match");
    term.send("jill\r");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(
        screen.contains("User jill"),
        "the typed name picks jill:\n{screen}"
    );
    assert!(!screen.contains("User jack"), "{screen}");
}

#[test]
fn an_order_number_in_a_note_finds_the_customer() {
    let sb = Sandbox::start_seeded();
    let doc = sb.json(&["lookup", "ivan"]);
    let key = doc["licenses"][0]["key"].as_str().unwrap().to_string();
    sb.ok(&[
        "licenses",
        "set-note",
        &key,
        "--note",
        "Order #A-88231 via PayPal",
    ]);
    // Once a dead end (exit 1): the ticket quotes the order number only.
    let doc = sb.json(&["lookup", "a-88231"]);
    assert_eq!(doc["matched_by"], "note", "{doc}");
    assert_eq!(doc["user"]["username"], "ivan", "{doc}");
    let page = screen(&sb, &["lookup", "A-88231"]);
    assert!(page.contains("User ivan"), "{page}");
    sb.run(&["lookup", "nobody-88231x"])
        .expect_failure(1, "and in their notes");
}

/// The commands `lookup` suggests run as printed, whatever the customer named themselves: a
/// username starting with `-` (`--base-url=http://…`) comes after the flags and `--`. It was
/// printed as `licensectl users unban --base-url=http://127.0.0.1:9`: pasted into a shell, the
/// name was parsed as the global flag pointing licensectl elsewhere, and the unban was a usage
/// error (exit 2) instead of unbanning the customer.
#[test]
fn suggested_commands_name_a_dashed_customer_as_a_value_never_a_flag() {
    let sb = Sandbox::start();
    let name = "--base-url=http://127.0.0.1:9";
    let args = ["users", "create", "--sub", "default", "--expiry", "1d"];
    let r = sb.run_stdin(
        &[&args[..], &["--password-stdin", "--", name]].concat(),
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["users", "ban", "--reason", "x", "--yes", "--", name]);
    let page = sb.run(&["lookup", "-o", "json", "--", name]);
    assert_eq!(page.code, 0, "{}", page.stderr);
    let next = page.json()["next"].as_array().unwrap().clone();
    assert_eq!(next.len(), 2, "{next:?}");
    for line in &next {
        let line = line.as_str().unwrap();
        // The line as a shell runs it, `licensectl` being this build.
        let bin = sb.std_cmd().get_program().to_owned();
        let mut sh = std::process::Command::new("sh");
        sh.env_clear();
        for (k, v) in sb.std_cmd().get_envs() {
            if let Some(v) = v {
                sh.env(k, v);
            }
        }
        let out = sh
            .env("LICENSECTL_BIN", bin)
            .arg("-c")
            .arg(format!(
                r#"licensectl() {{ "$LICENSECTL_BIN" "$@"; }}; {line}"#
            ))
            .bounded_output();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "`{line}`: {err}");
    }
    let user = sb.run(&["users", "info", "-o", "json", "--", name]);
    assert_eq!(user.json()["banned"], serde_json::Value::Null, "unbanned");
}

/// The page says who made the key, on its own `created by` line (what `licenses list
/// --created-by` takes), not folded into the creation date.
#[test]
fn the_page_says_who_created_the_key() {
    let sb = Sandbox::start_seeded();
    let page = screen(&sb, &["lookup", "ivan"]);
    let line = page
        .lines()
        .find(|l| l.trim_start().starts_with("created by"))
        .unwrap_or_else(|| panic!("no created by line:\n{page}"));
    assert!(line.trim_end().ends_with("SellerAPI"), "{line}");
    let key = sb.json(&["lookup", "ivan"])["licenses"][0]["key"]
        .as_str()
        .unwrap()
        .to_string();
    let made = sb.ok(&["licenses", "list", "--created-by", "sellerapi", "-q"]);
    assert!(made.lines().any(|k| k == key), "{made}");
}

/// The screen as text: escape sequences (colours, cursor moves, line clears) left out.
fn without_escapes(screen: &str) -> String {
    let mut out = String::new();
    let mut chars = screen.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        if chars.next_if_eq(&'[').is_some() {
            // A control sequence ends at its final byte, @ to ~.
            for f in chars.by_ref() {
                if ('@'..='~').contains(&f) {
                    break;
                }
            }
        } else {
            chars.next();
        }
    }
    out
}

/// At 80 columns the picker draws each row on one line (a row of 81 characters wrapped, and
/// each redraw left a copy in the scrollback), pages within the screen, and Escape says
/// "nothing chosen" with exit 1 (it exited 0 without a word).
#[test]
fn the_picker_fits_80_columns_pages_and_escape_chooses_nothing() {
    let sb = Sandbox::start();
    let mask = format!("ACMEPICK-{}", "*".repeat(40));
    sb.ok(&[
        "licenses", "create", "--amount", "40", "--expiry", "30d", "--mask", &mask,
    ]);
    let doc = sb.json(&["lookup", "ACMEPICK"]);
    let matches = doc["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 40, "{doc}");
    let last = matches[39]["key"].as_str().unwrap()[..24].to_string();
    let mut term = crate::harness::pty::Pty::spawn(&sb, &["lookup", "ACMEPICK"]);
    term.expect("40 customers match");
    for _ in 0..3 {
        term.send("\x1b[B");
    }
    term.send("\x1b");
    let (code, screen) = term.finish();
    assert_eq!(code, 1, "{screen}");
    assert!(screen.contains("nothing chosen"), "{screen}");
    // Keys typed ahead of the picker's raw mode are echoed by the terminal (`^[[B`): not drawn.
    let text = without_escapes(&screen)
        .replace("^[[B", "")
        .replace("^[", "");
    for line in text.split(['\n', '\r']) {
        assert!(
            line.chars().count() <= 80,
            "a line wider than the terminal ({}): {line:?}",
            line.chars().count()
        );
    }
    assert!(
        !text.contains(&last),
        "the 40th row is drawn while the cursor is on the 4th: not paged\n{text}"
    );
    assert!(!text.contains("User "), "nothing looked up:\n{text}");
}

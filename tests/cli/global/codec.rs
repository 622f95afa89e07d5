//! The parameter codec end to end: the cases of issue 10 where a file or a flag sent something
//! other than what was meant, each refused or sent as meant.

use crate::harness::Sandbox;

fn users(sb: &Sandbox) -> Vec<String> {
    sb.json(&["users", "names"])
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            u.as_str()
                .map(str::to_string)
                .unwrap_or_else(|| u.to_string())
        })
        .collect()
}

#[test]
fn a_false_user_too_in_a_file_keeps_the_user() {
    let sb = Sandbox::start();
    let key = sb.register("ann", "pw-ann-1234");
    let r = sb.run_stdin(
        &["licenses", "delete", "--from-file", "-", "--yes"],
        &format!("key,user-too\n{key},false\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        users(&sb).iter().any(|u| u.contains("ann")),
        "userToo=false was read as set: {:?}",
        users(&sb)
    );
}

#[test]
fn a_null_user_is_absent_not_the_user_named_null() {
    let sb = Sandbox::start();
    sb.ok(&[
        "users", "create", "null", "--sub", "default", "--expiry", "1d",
    ]);
    let r = sb.run_stdin(
        &["users", "delete", "--from-file", "-", "--yes"],
        r#"[{"user": null}]"#,
    );
    r.expect_failure(2, "stdin item 1: no user given");
    assert!(users(&sb).iter().any(|u| u.contains("null")));
    let r = sb.run_stdin(
        &["users", "delete", "--from-file", "-", "--yes"],
        r#"[{"user": true}]"#,
    );
    r.expect_failure(2, "expected text, got a boolean");
}

#[test]
fn csv_shape_errors_send_nothing() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    let banned = || {
        sb.ok(&["licenses", "list", "--status", "banned", "-q"])
            .lines()
            .count()
    };
    let cases = [
        (
            format!("key,key,reason\n{},{},x\n", keys[0], keys[1]),
            "stdin line 1, column 2",
        ),
        (
            format!("key,reason\n{},x\n{},\"open\n", keys[0], keys[1]),
            "stdin line 3, column 2",
        ),
        (
            format!("key,reason\n{},x,y\n", keys[0]),
            "stdin line 2, column 3",
        ),
    ];
    for (csv, needle) in cases {
        let r = sb.run_stdin(&["licenses", "ban", "--from-file", "-", "--yes"], &csv);
        r.expect_failure(2, needle);
        assert_eq!(banned(), 0, "nothing is sent for {csv:?}");
    }
    // A BOM and comment lines are not data.
    let csv = format!("\u{feff}key,reason\n# first\n{},x\n", keys[0]);
    let r = sb.run_stdin(&["licenses", "ban", "--from-file", "-", "--yes"], &csv);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(banned(), 1);
}

#[test]
fn a_resume_file_of_users_create_reruns_as_it_is() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "gold", "--level", "1"]);
    let csv = sb.home.path().join("users.csv");
    std::fs::write(&csv, "user,sub,expiry\nann,gold,1d\nben,silver,1d\n").unwrap();
    let left = sb.home.path().join("left.json");
    let (csv, left) = (csv.to_str().unwrap(), left.to_str().unwrap());
    let r = sb.run(&[
        "users",
        "create",
        "--from-file",
        csv,
        "--continue-on-error",
        "--resume",
        left,
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let text = std::fs::read_to_string(left).unwrap();
    assert!(
        text.contains("\"1d\""),
        "durations are kept as given: {text}"
    );
    #[cfg(unix)]
    assert_eq!(
        crate::harness::mode(std::path::Path::new(left)) & 0o777,
        0o600
    );
    // A later run never writes over it.
    let r = sb.run(&["users", "create", "--from-file", csv, "--resume", left]);
    r.expect_failure(2, "never overwritten");
    sb.ok(&["subs", "create", "silver", "--level", "2"]);
    let r = sb.run(&["users", "create", "--from-file", left, "--resume", left]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        !std::path::Path::new(left).exists(),
        "a completed rerun removes it"
    );
    assert!(users(&sb).iter().any(|u| u.contains("ben")));
}

#[test]
fn a_resume_file_never_destroys_an_input_and_its_directory_is_checked_first() {
    let sb = Sandbox::start();
    sb.ok(&["subs", "create", "gold", "--level", "1"]);
    let csv = sb.home.path().join("users.csv");
    let text = "user,sub,expiry,pass\nann,gold,1d,hunter2-long\nben,nosuch,1d,pw-of-ben\n";
    std::fs::write(&csv, text).unwrap();
    let csv = csv.to_str().unwrap();
    // The input as its own resume file: refused before anything is sent, the input kept whole.
    let args = ["users", "create", "--from-file", csv, "--continue-on-error"];
    let r = sb.run(&[&args[..], &["--resume", csv]].concat());
    r.expect_failure(2, "never replaces an input");
    assert_eq!(std::fs::read_to_string(csv).unwrap(), text);
    assert!(users(&sb).is_empty(), "nothing sent");
    // A resume file in a directory that does not exist: refused before anything is sent.
    let missing = sb.home.path().join("no/such/dir/r.json");
    let r = sb.run(&[&args[..], &["--resume", missing.to_str().unwrap()]].concat());
    r.expect_failure(2, "no/such/dir");
    assert!(users(&sb).is_empty(), "nothing sent");
    // A file that is not a resume file is never replaced, even as the input of a rerun.
    let notes = sb.home.path().join("notes.json");
    std::fs::write(&notes, "[\"ann\"]\n").unwrap();
    let notes = notes.to_str().unwrap();
    let r = sb.run(&[
        "users",
        "delete",
        "--from-file",
        notes,
        "--resume",
        notes,
        "--yes",
    ]);
    r.expect_failure(2, "never replaces an input");
    assert_eq!(std::fs::read_to_string(notes).unwrap(), "[\"ann\"]\n");
}

#[test]
fn blank_identifiers_bad_numbers_and_empty_actions_are_refused() {
    let sb = Sandbox::start();
    assert!(sb
        .fails(2, &["licenses", "info", ""])
        .contains("KEY is empty"));
    assert!(sb
        .fails(2, &["subs", "create", "x", "--level", "abc"])
        .contains("--level \"abc\" is not a whole number"));
    let subs = sb.json(&["subs", "list"]);
    assert!(
        !subs.as_array().unwrap().iter().any(|s| s["name"] == "x"),
        "{subs}"
    );
    assert!(sb
        .fails(2, &["blacklists", "create"])
        .contains("give at least one of --ip"));
    assert_eq!(sb.json(&["blacklists", "list"]), serde_json::json!([]));
    assert!(sb
        .fails(2, &["app", "update"])
        .contains("`app update` would change nothing"));
    // `api` goes through the codec too for the operations it knows.
    let keys = sb.keys(1);
    let r = sb.run(&[
        "api",
        "seller",
        "del",
        &format!("key={}", keys[0]),
        "userToo=maybe",
    ]);
    r.expect_failure(2, "\"maybe\" is not true or false");
}

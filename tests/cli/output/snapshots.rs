//! Snapshots of key outputs as people see them (help text is snapshotted in docs/commands.md).

use crate::harness::Sandbox;

#[test]
fn license_info_table_and_json() {
    let sb = Sandbox::start();
    sb.ok(&[
        "licenses",
        "create",
        "--mask",
        "TEST-KEY-0001",
        "--expiry",
        "30d",
        "--note",
        "snapshot",
        "--level",
        "2",
    ]);
    insta::assert_snapshot!(
        "licenses_info_table",
        sb.ok(&["licenses", "info", "TEST-KEY-0001", "-o", "table"])
    );
    insta::assert_snapshot!(
        "licenses_info_json",
        sb.ok(&["licenses", "info", "TEST-KEY-0001", "-o", "json"])
    );
    insta::assert_snapshot!(
        "licenses_list_csv",
        sb.ok(&["licenses", "list", "-o", "csv"])
    );
}

#[test]
fn mask_errors() {
    let sb = Sandbox::start();
    let e = sb.fails(
        2,
        &[
            "licenses", "create", "--mask", "FIXED", "--amount", "2", "--expiry", "1d",
        ],
    );
    insta::assert_snapshot!("mask_without_star", e);
}

/// A value for a required parameter of a read operation, from the seeded data.
fn seeded_value(command: &str, param: &str) -> &'static str {
    match (command, param) {
        (_, "key") => "FIONA3-P8QW2E-R5TY7U-I9OP1A-S4DF6G-H2JK0L",
        (_, "user") => "fiona",
        (_, "var") => "tier",
        ("subs count", "name") => "basic",
        (_, "name" | "varid") => "motd",
        (_, "channel") => "general",
        (_, "id") => "000000",
        _ => "example",
    }
}

/// Every read command × every format against a seeded sandbox at a fixed clock, generated
/// from the catalogue: one snapshot per command, so a change of shape or layout is reviewed.
#[test]
fn every_read_command_in_every_format() {
    let sb = Sandbox::start_seeded();
    sb.ok(&["client", "init"]);
    let session = sb.ok(&["sessions", "list", "-q"]);
    let mut volatile = volatile(&sb, &session);
    for id in session.lines().filter(|l| !l.is_empty()) {
        let head: String = id.chars().take(4).collect();
        volatile.push((format!("{head}…"), "[session id]…"));
    }
    let clean = |text: &str| {
        let mut t = text.to_string();
        for (v, with) in &volatile {
            if !v.is_empty() {
                t = t.replace(v.as_str(), with);
            }
        }
        t
    };
    let mut count = 0;
    for op in licensectl_catalogue::all().filter(|op| op.is_read()) {
        let mut args: Vec<String> = op.command.split(' ').map(str::to_string).collect();
        for p in op
            .params
            .iter()
            .filter(|p| p.required && p.setting.is_none())
        {
            let v = seeded_value(op.command, p.name).to_string();
            if p.positional {
                args.push(v);
            } else {
                args.extend([format!("--{}", p.flag), v]);
            }
        }
        let mut text = String::new();
        for format in ["table", "json", "jsonl", "csv", "tsv"] {
            let mut all: Vec<&str> = args.iter().map(String::as_str).collect();
            all.extend(["-o", format]);
            let r = sb.run(&all);
            count += 1;
            text.push_str(&format!(
                "$ licensectl {}\nexit {}\n{}",
                all.join(" "),
                r.code,
                r.stdout
            ));
            if !r.stderr.is_empty() {
                text.push_str(&format!("[stderr]\n{}", r.stderr));
            }
            text.push('\n');
        }
        let name = format!("read_{}", op.command.replace([' ', '-'], "_"));
        insta::assert_snapshot!(name, clean(&text));
    }
    assert!(count >= 150, "{count}");
}

/// Every command that changes data, run as its catalogue example in every format, in
/// catalogue order on one seeded sandbox (a later command may find an earlier one's work
/// done or undone: that is part of the snapshot).
#[test]
fn every_change_command_in_every_format() {
    let sb = Sandbox::start_seeded();
    sb.ok(&["client", "init"]);
    let cwd = tempfile::tempdir().unwrap();
    let session = sb.ok(&["sessions", "list", "-q"]);
    let mut text = String::new();
    let mut count = 0;
    for op in licensectl_catalogue::all().filter(|op| !op.is_read()) {
        let how = crate::output::examples::invocation(&sb, &format!("licensectl {}", op.example));
        let start = text.len();
        for format in ["table", "json", "jsonl", "csv", "tsv"] {
            let mut c = sb.cmd();
            c.current_dir(cwd.path());
            c.envs(how.env.iter().map(|(k, v)| (k, v)));
            let mut args: Vec<&str> = how.args.iter().map(String::as_str).collect();
            args.extend(["-o", format]);
            let r = sb.run_with(&mut c, &args, how.stdin.as_deref());
            count += 1;
            text.push_str(&format!(
                "$ licensectl {}\nexit {}\n{}",
                args.join(" "),
                r.code,
                r.stdout
            ));
            if !r.stderr.is_empty() {
                text.push_str(&format!("[stderr]\n{}", r.stderr));
            }
            text.push('\n');
        }
        if op.command == "licenses create" {
            let fresh = new_keys(&text[start..]);
            text.truncate(start);
            text.push_str(&fresh);
        }
    }
    let volatile = volatile(&sb, &session);
    for (v, with) in &volatile {
        text = text.replace(v.as_str(), with);
    }
    assert!(count >= 300, "{count}");
    insta::assert_snapshot!("change_commands", text);
}

/// `text` with every newly made random key (`XXXXXX-XXXXXX-…`, six groups) as `[new key]`.
fn new_keys(text: &str) -> String {
    let is_key = |w: &str| {
        w.len() == 41
            && w.split('-').count() == 6
            && w.split('-')
                .all(|g| g.len() == 6 && g.chars().all(|c| c.is_ascii_alphanumeric()))
    };
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_alphanumeric() || c == '-' {
            word.push(c);
            continue;
        }
        out.push_str(if is_key(&word) { "[new key]" } else { &word });
        word.clear();
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

/// What differs between runs (credentials, the sandbox's address, session ids) and its placeholder.
fn volatile(sb: &Sandbox, session: &str) -> Vec<(String, &'static str)> {
    let mut volatile: Vec<(String, &'static str)> = vec![
        (sb.info.seller_key.clone(), "[seller key]"),
        (sb.info.app_secret.clone(), "[app secret]"),
        (sb.info.public_key.clone(), "[public key]"),
        (sb.info.ownerid.clone(), "[ownerid]"),
        (sb.info.base_url.clone(), "[base url]"),
    ];
    if let Some(port) = sb.info.base_url.rsplit(':').next() {
        volatile.push((format!("127.0.0.1:{port}"), "[sandbox address]"));
    }
    for id in session.lines().filter(|l| !l.is_empty()) {
        volatile.push((id.to_string(), "[session id]"));
    }
    volatile
}

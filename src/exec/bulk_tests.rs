//! Tests of bulk input as sent: file shapes, the cases of issue 10, resume entries.

use crate::error::Failure;
use crate::exec::items::parse;
use crate::params::query;
use licensectl_catalogue::{find, Api, Op};

fn op(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap()
}

/// Each item of a file as the query it sends.
fn sent(ty: &str, text: &str) -> Result<Vec<Vec<(String, String)>>, Failure> {
    let op = op(ty);
    parse(op, text, "f")?
        .into_iter()
        .map(|e| query(op, &e.given, &|_| None).map_err(|f| super::located(f, &e.at)))
        .collect()
}

fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
    p.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn a_csv_row_without_the_identifying_value_is_refused() {
    // Found by the `bulk_input` fuzz target's check (on a hand-made input): the row became an item
    // with no key, sent without one (a JSON item without it was already refused).
    let e = sent("ban", "key,reason\n,fraud\n").unwrap_err();
    assert_eq!(e, Failure::Usage("f line 2: no key given".into()));
    assert_eq!(
        sent("ban", "key,reason\nK1,\n").unwrap(),
        vec![pairs(&[("key", "K1")])]
    );
    assert_eq!(
        sent("info", "key\nK1\n").unwrap(),
        vec![pairs(&[("key", "K1")])]
    );
}

#[test]
fn lines_csv_and_json() {
    let keys = sent("info", "A\n\n# comment\nB\n").unwrap();
    assert_eq!(keys, vec![pairs(&[("key", "A")]), pairs(&[("key", "B")])]);
    let csv = sent("adduser", "user,sub,expiry\nalice,gold,30d\nbob,gold,1w\n").unwrap();
    assert_eq!(
        csv[1],
        pairs(&[("user", "bob"), ("sub", "gold"), ("expiry", "7")])
    );
    let json = sent("verify", r#"["K1", {"key": "K2"}]"#).unwrap();
    assert_eq!(json[1], pairs(&[("key", "K2")]));
    let json = sent("setnote", r#"[{"note": "n", "key": "K2"}]"#).unwrap();
    assert_eq!(
        json[0],
        pairs(&[("key", "K2"), ("note", "n")]),
        "in the catalogue's order"
    );
}

#[test]
fn bad_input_names_the_place() {
    let e = sent("adduser", "user,sub,expiry\nalice,gold,3x\n").unwrap_err();
    assert!(
        e.to_string().contains("f line 2") && e.to_string().contains("expiry"),
        "{e}"
    );
    let e = sent("adduser", "user,colour\na,b\n").unwrap_err();
    assert!(
        e.to_string()
            .contains("column 2: unknown column \"colour\""),
        "{e}"
    );
    let e = sent("info", "[1]").unwrap_err();
    assert!(e.to_string().contains("f item 1"), "{e}");
    let e = sent("setnote", &format!("key,note\nK,{}\n", "x".repeat(70))).unwrap_err();
    assert!(
        e.to_string().contains("the service allows at most 69"),
        "{e}"
    );
    assert_eq!(
        sent("info", "").unwrap(),
        Vec::<Vec<(String, String)>>::new()
    );
}

#[test]
fn a_false_user_too_is_not_sent_as_set() {
    // The service reads any value of `userToo` as set: `false` deleted the user too.
    for word in ["false", "FALSE", "no", "0"] {
        let q = sent("del", &format!("key,user-too\nK,{word}\n")).unwrap();
        assert_eq!(q[0], pairs(&[("key", "K"), ("userToo", "0")]), "{word}");
    }
    let q = sent("del", r#"[{"key": "K", "userToo": false}]"#).unwrap();
    assert_eq!(q[0][1].1, "0");
}

#[test]
fn null_and_mistyped_json_values() {
    let e = sent("deluser", r#"[{"user": null}]"#).unwrap_err();
    assert_eq!(
        e,
        Failure::Usage("f item 1: no user given".into()),
        "not the user named null"
    );
    let e = sent("setnote", r#"[{"key": "K", "note": 5}]"#).unwrap_err();
    assert!(
        e.to_string()
            .contains("f item 1: note: expected text, got a number"),
        "{e}"
    );
    let e = sent("setnote", r#"[{"key": true}]"#).unwrap_err();
    assert_eq!(e.code(), 2);
    let e = sent("setnote", r#"[{"key": "K", "note": null}]"#).unwrap_err();
    assert_eq!(
        e,
        Failure::Usage("f item 1: `licenses set-note` needs --note".into())
    );
}

#[test]
fn csv_shape_errors_name_line_and_column() {
    let e = sent("ban", "key,key,reason\nA,B,x\n").unwrap_err();
    assert!(
        e.to_string()
            .contains("f line 1, column 2: column \"key\" names KEY again"),
        "{e}"
    );
    let e = sent("ban", "key,reason\nA,\"fraud\nB,x\nC,y\n").unwrap_err();
    assert!(
        e.to_string()
            .contains("f line 2, column 2: a quoted value runs past"),
        "{e}"
    );
    let e = sent("ban", "key,reason\nA,x,extra\n").unwrap_err();
    assert!(
        e.to_string()
            .contains("f line 2, column 3: 3 fields, the header has 2"),
        "{e}"
    );
    let e = sent("ban", "key,reason\nA,x\nB\n").unwrap_err();
    assert!(
        e.to_string().contains("f line 3, column 2: 1 fields"),
        "{e}"
    );
}

#[test]
fn bom_and_comments_are_not_data() {
    let q = sent("ban", "\u{feff}key,reason\n# a comment\nA,x\n\n#B,y\n").unwrap();
    assert_eq!(q, vec![pairs(&[("key", "A"), ("reason", "x")])]);
    let q = sent("info", "\u{feff}K1\nK2\n").unwrap();
    assert_eq!(q[0], pairs(&[("key", "K1")]));
    let q = sent("info", "\u{feff}[\"K1\"]").unwrap();
    assert_eq!(q[0], pairs(&[("key", "K1")]));
}

#[test]
fn resume_entries_keep_values_as_given_and_withhold_secrets() {
    let op = op("adduser");
    let entries = parse(op, "user,sub,expiry,pass\nann,gold,1d,hunter2\n", "f").unwrap();
    let dir = std::env::temp_dir().join(format!("licensectl-resume-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("left.json");
    let _ = std::fs::remove_file(&path);
    let mut r =
        crate::exec::resume::Resume::open(path.to_str().unwrap(), None, "licenses ban").unwrap();
    r.push(op, &entries[0]).unwrap();
    r.finish().unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("hunter2"), "{text}");
    assert!(text.contains(r#""expiry":"1d""#), "{text}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    let again = parse(op, &text, "left.json").unwrap();
    assert_eq!(again[0].withheld, vec!["pass"]);
    assert_eq!(
        query(op, &again[0].given, &|_| None).unwrap(),
        pairs(&[("user", "ann"), ("sub", "gold"), ("expiry", "1")])
    );
    // An existing file that is not the job's input is never overwritten.
    assert_eq!(
        crate::exec::resume::Resume::open(path.to_str().unwrap(), None, "licenses ban")
            .err()
            .map(|f| f.code()),
        Some(2)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resume_file_is_never_an_input_nor_another_file_and_its_directory_is_checked_first() {
    use crate::exec::resume::{is_resume, Resume};
    let op = op("adduser");
    let dir = std::env::temp_dir().join(format!("licensectl-resume2-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // `--from-file users.csv --resume users.csv`: the input (with its passwords) is kept.
    let csv = dir.join("users.csv");
    let text = "user,sub,expiry,pass\nann,gold,1d,hunter2\n";
    std::fs::write(&csv, text).unwrap();
    let p = csv.to_str().unwrap();
    let err = Resume::open(p, Some(&csv), "users create").err().unwrap();
    assert_eq!(err.code(), 2);
    assert!(err.message().contains("input file"), "{}", err.message());
    assert_eq!(std::fs::read_to_string(&csv).unwrap(), text);
    // A missing directory is found before anything is sent, and named.
    let missing = dir.join("nope/r.json");
    let err = Resume::open(missing.to_str().unwrap(), None, "users create")
        .err()
        .unwrap();
    assert_eq!(err.code(), 2);
    assert!(err.message().contains("nope"), "{}", err.message());
    // A resume file may replace itself (`--from-file r.json --resume r.json`), and nothing
    // is left behind when every item was done.
    let r = dir.join("r.json");
    let mut w = Resume::open(r.to_str().unwrap(), None, "users create").unwrap();
    let entries = parse(op, text, "users.csv").unwrap();
    w.push(op, &entries[0]).unwrap();
    w.finish().unwrap();
    assert!(is_resume(&r));
    assert!(!is_resume(&csv));
    assert_eq!(
        parse(op, &std::fs::read_to_string(&r).unwrap(), "r")
            .unwrap()
            .len(),
        1
    );
    let again = Resume::open(r.to_str().unwrap(), Some(&r), "users create").unwrap();
    again.finish().unwrap();
    assert!(!r.exists(), "all done: the resume file is removed");
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(
        left,
        vec![std::ffi::OsString::from("users.csv")],
        "no .part left"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A full disk: the partial resume file is removed and the error names the file.
#[cfg(target_os = "linux")]
#[test]
fn a_resume_file_that_cannot_be_written_leaves_no_part() {
    use crate::exec::resume::Resume;
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let op = op("adduser");
    let entries = parse(op, "ann\n", "f").unwrap();
    let dir = std::env::temp_dir().join(format!("licensectl-resume3-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("r.json");
    let mut w = Resume::open(target.to_str().unwrap(), None, "users create").unwrap();
    // The .part is swapped for /dev/full: every write fails with ENOSPC.
    let part = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .next()
        .unwrap()
        .path();
    std::fs::remove_file(&part).unwrap();
    std::os::unix::fs::symlink("/dev/full", &part).unwrap();
    w.reopen_for_test();
    for _ in 0..20_000 {
        w.push(op, &entries[0]).unwrap_or(());
    }
    let err = w.finish().unwrap_err();
    assert!(err.to_string().contains("r.json"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no .part left");
    std::fs::remove_dir_all(&dir).unwrap();
}

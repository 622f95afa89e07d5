//! Tests of the codec: every source, every kind, and the property that they all send the same bytes.

use super::*;
use crate::exec::items;
use crate::invocation::Invocation;
use licensectl_catalogue::{all, find, Api};
use serde_json::json;

fn none(_: &str) -> Option<String> {
    None
}

fn op(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap()
}

#[test]
fn booleans_in_any_spelling_mean_the_flag() {
    let del = op("del");
    for (word, sent) in [
        ("false", "0"),
        ("No", "0"),
        ("0", "0"),
        ("TRUE", "1"),
        ("yes", "1"),
    ] {
        let q = query(
            del,
            &[
                ("key", Raw::Text("K".into())),
                ("userToo", Raw::Text(word.into())),
            ],
            &none,
        )
        .unwrap();
        assert_eq!(q[1], ("userToo".to_string(), sent.to_string()), "{word}");
    }
    let e = query(
        del,
        &[
            ("key", Raw::Text("K".into())),
            ("userToo", Raw::Text("maybe".into())),
        ],
        &none,
    )
    .unwrap_err();
    assert_eq!(e.code(), 2, "{e}");
}

#[test]
fn json_types_are_checked_and_null_is_absent() {
    let note = op("setnote").param("note").unwrap();
    assert_eq!(from_json(note, &json!(null)), Ok(None));
    for bad in [json!(true), json!(3), json!(["a"]), json!({"a": 1})] {
        assert!(from_json(note, &bad).is_err(), "{bad}");
    }
    let amount = op("add").param("amount").unwrap();
    assert_eq!(
        from_json(amount, &json!(3)),
        Ok(Some(Raw::Text("3".into())))
    );
}

#[test]
fn identifiers_numbers_choices_and_lengths() {
    let info = op("info");
    assert!(query(info, &[("key", Raw::Text("  ".into()))], &none)
        .unwrap_err()
        .to_string()
        .contains("KEY is empty"));
    let sub = op("addsub");
    let e = query(
        sub,
        &[
            ("name", Raw::Text("x".into())),
            ("level", Raw::Text("abc".into())),
        ],
        &none,
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("--level \"abc\" is not a whole number"),
        "{e}"
    );
    let del = op("delblack");
    let q = query(
        del,
        &[
            ("data", Raw::Text("1.2.3.4".into())),
            ("blacktype", Raw::Text("IP".into())),
        ],
        &none,
    )
    .unwrap();
    assert_eq!(q[1].1, "ip", "sent as the catalogue spells it");
    assert!(query(
        del,
        &[
            ("data", Raw::Text("d".into())),
            ("blacktype", Raw::Text("mac".into()))
        ],
        &none
    )
    .is_err());
    for n in ["inf", "NaN", "1e9", ""] {
        assert!(number(n).is_err(), "{n}");
    }
}

#[test]
fn an_action_that_would_change_nothing_is_refused() {
    for ty in ["black", "updatesettings"] {
        let e = query(op(ty), &[], &none).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string()
                .contains("would change nothing: give at least one of --"),
            "{e}"
        );
    }
    assert!(query(op("black"), &[("ip", Raw::Text("1.2.3.4".into()))], &none).is_ok());
}

#[test]
fn wire_values_are_checked_and_switches_normalised() {
    let q = wire(
        op("del"),
        &[
            ("key".into(), "K".into()),
            ("userToo".into(), "false".into()),
        ],
    )
    .unwrap();
    assert_eq!(q[1].1, "0");
    assert!(wire(op("addsub"), &[("level".into(), "x".into())]).is_err());
    assert_eq!(
        wire(op("adduser"), &[("expiry".into(), "1.5".into())]).unwrap()[0].1,
        "1.5"
    );
    assert_eq!(
        wire(op("info"), &[("other".into(), "x".into())]).unwrap()[0].1,
        "x"
    );
}

/// A value of each kind, as typed on the command line, as a CSV cell and as JSON.
fn sample(p: &Param) -> (Option<Vec<String>>, String, Value) {
    let flag = |v: &str| Some(vec![format!("--{}", p.flag), v.to_string()]);
    if p.positional {
        return (Some(vec!["ID-1".into()]), "ID-1".into(), json!("ID-1"));
    }
    if let Some(c) = p.choices.last() {
        return (flag(c), c.to_string(), json!(c));
    }
    match p.kind {
        Kind::Text => (flag("v é"), "v é".into(), json!("v é")),
        Kind::Secret => (None, "s3cret".into(), json!("s3cret")),
        Kind::Int => (flag("42"), "42".into(), json!(42)),
        Kind::Number => (flag("2.5"), "2.5".into(), json!(2.5)),
        Kind::Duration(_) => (flag("2d"), "2d".into(), json!("2d")),
        Kind::List => (flag("a,b"), "\"a, b\"".into(), json!(["a", "b"])),
        Kind::Switch(_) | Kind::SwitchWord => (
            Some(vec![format!("--no-{}", p.flag)]),
            "No".into(),
            json!(false),
        ),
    }
}

fn leaf(mut m: &clap::ArgMatches) -> &clap::ArgMatches {
    while let Some((_, inner)) = m.subcommand() {
        m = inner;
    }
    m
}

#[test]
fn every_source_sends_the_same_bytes_for_every_operation_and_kind() {
    let tree = crate::cli::tree::command();
    let dir = std::env::temp_dir().join(format!("licensectl-codec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut checked = 0;
    for op in all() {
        for target in op.params {
            // The parameter under test, plus whatever the operation cannot go without.
            let used: Vec<&Param> = op
                .params
                .iter()
                .filter(|p| p.name == target.name || p.required || p.positional)
                .collect();
            let secrets: Vec<(&str, Raw)> = used
                .iter()
                .filter(|p| p.kind == Kind::Secret)
                .map(|p| (p.name, Raw::Text("s3cret".into())))
                .collect();
            // JSON value.
            let mut obj = serde_json::Map::new();
            for p in &used {
                obj.insert(p.name.into(), sample(p).2);
            }
            let from_json_given: Vec<(&str, Raw)> = used
                .iter()
                .filter_map(|p| Some((p.name, from_json(p, &obj[p.name]).unwrap()?)))
                .collect();
            let expected = query(op, &from_json_given, &none)
                .unwrap_or_else(|e| panic!("{} {}: {e}", op.command, target.name));
            // Flag.
            let mut argv: Vec<String> = vec!["licensectl".into()];
            argv.extend(op.command.split(' ').map(String::from));
            for p in &used {
                argv.extend(sample(p).0.unwrap_or_default());
            }
            let m = tree
                .clone()
                .try_get_matches_from(&argv)
                .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
            let inv = Invocation::from_matches(op, leaf(&m));
            let mut given = inv.given.clone();
            given.extend(secrets.iter().cloned());
            assert_eq!(
                query(op, &given, &none).unwrap(),
                expected,
                "flag: {argv:?}"
            );
            let Some(pos) = op.positional() else {
                checked += 1;
                continue;
            };
            let files = |text: &str| {
                let entries = items::parse(op, text, "f")
                    .unwrap_or_else(|e| panic!("{} {text}: {e}", op.command));
                assert_eq!(entries.len(), 1);
                entries.into_iter().next().unwrap()
            };
            let with = |e: &items::Entry| {
                let mut given = secrets.clone();
                given.extend(e.given.iter().cloned());
                query(op, &given, &none).unwrap()
            };
            // CSV cell.
            let header: Vec<&str> = used.iter().map(|p| p.flag).collect();
            let cells: Vec<String> = used.iter().map(|p| sample(p).1).collect();
            let csv = format!("{}\n{}\n", header.join(","), cells.join(","));
            assert!(header.contains(&pos.flag));
            assert_eq!(with(&files(&csv)), expected, "CSV {csv}");
            // JSON file.
            let entry = files(&Value::Array(vec![Value::Object(obj.clone())]).to_string());
            assert_eq!(with(&entry), expected, "JSON");
            // Resume file.
            let path = dir.join(format!("{}-{}.json", op.ty, target.name));
            let _ = std::fs::remove_file(&path);
            let mut r =
                crate::exec::resume::Resume::open(path.to_str().unwrap(), None, "licenses ban")
                    .unwrap();
            r.push(op, &entry).unwrap();
            r.finish().unwrap();
            let again = files(&std::fs::read_to_string(&path).unwrap());
            assert_eq!(with(&again), expected, "resume");
            checked += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(checked > 200, "{checked}");
}

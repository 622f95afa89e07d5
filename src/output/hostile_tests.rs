//! The escaper's property test (issue 21): random values mixing every character a terminal could
//! obey with ordinary text and forged lines, through every renderer (lists, records, the plain
//! writer's guard, the JSON guard, stderr's) in every format: nothing obeyable comes out raw, no
//! value starts a line of its own where the format keeps a record on one line, and JSON and CSV
//! still read back to the very values.

use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::row::{self as rows, Item, Shape};
use super::tests::out;
use super::Format;

/// What a terminal could obey, and what a renderer must keep intact around it.
const PIECES: &[&str] = &[
    "\u{1b}]0;PWNED\u{7}",
    "\u{1b}[2J",
    "\u{1b}[31m",
    "\n",
    "\r",
    "\t",
    "\u{0}",
    "\u{7f}",
    "\u{85}",
    "\u{9b}",
    "\u{202a}",
    "\u{202e}",
    "\u{2066}",
    "\u{2069}",
    "\u{200f}",
    "\u{2028}",
    "\u{2029}",
    "\nFORGED",
    "é日本",
    ",",
    "\"",
    "'",
    " ",
    "a",
    "://h/@",
    "\\",
];

fn value(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(0..12);
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(PIECES[rng.gen_range(0..PIECES.len())]);
    }
    s
}

/// Obeyed by a terminal: must never be written raw.
fn obeyed(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}' | '\u{61c}')
}

#[track_caller]
fn assert_inert(what: &str, text: &str) {
    if let Some(c) = text.chars().find(|c| obeyed(*c)) {
        panic!("{what}: {c:?} came out raw in {text:?}");
    }
}

const FORMATS: [Format; 5] = [
    Format::Table,
    Format::Json,
    Format::Jsonl,
    Format::Csv,
    Format::Tsv,
];

#[test]
fn every_renderer_shows_hostile_values_escaped() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(21);
    let resources = [
        None,
        licensectl_catalogue::by_command(&["users", "list"]).and_then(|op| op.resource),
        licensectl_catalogue::by_command(&["logs", "list"]).and_then(|op| op.resource),
    ];
    for round in 0..300 {
        let n = rng.gen_range(1..4);
        let rows_v: Vec<Value> = (0..n)
            .map(|_| {
                json!({
                    "username": value(&mut rng),
                    "hwid": value(&mut rng),
                    "logdata": value(&mut rng),
                    format!("k{}", value(&mut rng)): value(&mut rng),
                    "subscriptions": [{"subscription": value(&mut rng), "expiry": "x"}],
                })
            })
            .collect();
        let text = serde_json::to_string(&rows_v).unwrap();
        let raws = rows::array(&text).unwrap();
        let items: Vec<Item> = raws
            .into_iter()
            .map(|raw| Item {
                raw: raw.get(),
                kind: None,
            })
            .collect();
        let res = resources[round % resources.len()];
        let shape = Shape {
            resource: res,
            first_col: "value",
            show_secrets: false,
            complete: false,
        };
        for format in FORMATS {
            let o = out(format);
            let mut bytes = Vec::new();
            o.items_to(&mut bytes, &[], &shape, &items).unwrap();
            let shown = String::from_utf8(bytes).unwrap();
            let what = format!("list as {format:?}");
            assert_inert(&what, &shown);
            match format {
                Format::Table | Format::Tsv => {
                    let lines = shown.lines().count();
                    let want = if format == Format::Table {
                        n + 2
                    } else {
                        n + 1
                    };
                    assert_eq!(lines, want, "{what}: a value started a line:\n{shown}");
                }
                Format::Json => {
                    let back: Vec<Value> = serde_json::from_str(&shown).unwrap();
                    assert_eq!(back.len(), n);
                    // The JSON guard escapes, never changes: the same strings come back.
                    // (An empty value is listed as null.)
                    let norm = |v: &Value| match v {
                        Value::String(s) if s.is_empty() => Value::Null,
                        v => v.clone(),
                    };
                    let names: Vec<Value> = back.iter().map(|r| norm(&r["hwid"])).collect();
                    let sent: Vec<Value> = rows_v.iter().map(|r| norm(&r["hwid"])).collect();
                    assert_eq!(names, sent, "{what}");
                }
                Format::Jsonl => assert_eq!(shown.lines().count(), n, "{what}"),
                Format::Csv => {
                    let mut r = csv::ReaderBuilder::new()
                        .has_headers(false)
                        .from_reader(shown.as_bytes());
                    assert_eq!(r.records().count(), n + 1, "{what}:\n{shown}");
                }
            }
            // One record: key/value lines for people, a header and a row for scripts.
            let m = rows_v[0].as_object().unwrap();
            if format == Format::Table {
                let page = o.record_text(m, res, 80);
                assert_inert("record", &page);
                assert!(
                    !page.lines().any(|l| l.starts_with("FORGED")),
                    "record: a value started a line:\n{page}"
                );
            }
        }
        // The writers' last guard, whatever a renderer passed: plain text and JSON.
        let v = value(&mut rng);
        assert_inert("guard", &super::guard(&v, false));
        let j = serde_json::to_string(&json!({ "v": v })).unwrap();
        let guarded = super::guard(&j, true);
        assert_inert("json guard", &guarded);
        let back: Value = serde_json::from_str(&guarded).unwrap();
        assert_eq!(back["v"], json!(v), "the JSON guard keeps the value");
        // Stderr: an error quoting the service is one line.
        let err = anyhow::Error::new(crate::error::Failure::Service(v.clone()));
        let (_, line) = crate::error::report(&err);
        assert_inert("error", &super::guard(&line, false));
        assert!(!line.contains('\n'), "{line:?}");
        // A value escaped for a line never holds a line break or anything obeyable.
        let e = super::escape_value(&v);
        assert_inert("value", &e);
        assert!(!e.contains('\n') && !e.contains('\t'), "{e:?}");
    }
}

#[test]
fn a_lookup_page_and_a_plan_show_values_escaped() {
    let evil = "\u{1b}]0;PWNED\u{7}\u{1b}[2J\nPlan: 0 to create\u{202e}x\u{2028}y";
    let mut doc = json!({
        "licenses": [{"key": evil, "note": evil, "usedby": evil, "banned": evil}],
        "user": {"username": evil, "hwid": evil, "ip": evil, "banned": evil},
        "subscriptions": [{"subscription": evil, "key": evil, "timeleft": 5}],
        "blacklists": [{"type": "hwid", "hwid": evil}],
        "sessions": [{"ip": evil}],
        "variables": [{"name": evil, "data": evil}],
        "logs": [{"pcuser": evil, "message": evil}],
        "next": [evil],
    });
    super::escape_strings(&mut doc);
    let page =
        crate::commands::lookup::page::render(&out(Format::Table), doc.as_object().unwrap(), 80);
    assert_inert("page", &page);
    assert!(!page.lines().any(|l| l.starts_with("Plan:")), "{page}");
}

/// One 4 MB cell in every format: each renderer is linear in the cell (TSV and CSV took over
/// 100 s for 50 MB when the line writer searched everything it held on every 8 KiB write).
#[test]
fn a_huge_cell_is_rendered_in_one_pass() {
    let big = "a\u{1b}b,\"c\n".repeat(4 << 17);
    let text = serde_json::to_string(&vec![json!({ "key": "k", "note": big })]).unwrap();
    let raws = rows::array(&text).unwrap();
    let items: Vec<Item> = raws
        .into_iter()
        .map(|raw| Item {
            raw: raw.get(),
            kind: None,
        })
        .collect();
    let shape = Shape {
        resource: None,
        first_col: "value",
        show_secrets: false,
        complete: false,
    };
    for format in FORMATS {
        let mut bytes = Vec::new();
        out(format)
            .items_to(&mut bytes, &[], &shape, &items)
            .unwrap();
        assert!(bytes.len() > big.len(), "{format:?}");
    }
}

//! `--from-file` text (lines, CSV with a header, a JSON array) for any operation that takes an
//! identifying value, through the parameter codec: reading never panics, every item it accepts
//! carries that value, and an item whose query encodes encodes the same after a resume file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl::exec::items;
use licensectl::params;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let ops: Vec<_> = licensectl_catalogue::all()
        .filter(|op| op.positional().is_some())
        .collect();
    let op = ops[pick as usize % ops.len()];
    let pos = op.positional().unwrap().name;
    let mut items = Vec::new();
    let read = items::read(op, rest, "fuzz", &mut |e| {
        items.push(e);
        Ok(true)
    });
    if read.is_err() {
        return;
    }
    for item in items {
        assert!(
            item.given.iter().any(|(k, _)| *k == pos),
            "{}: {item:?}",
            op.command
        );
        let Ok(q) = params::query(op, &item.given, &|_| None) else {
            continue;
        };
        // The resume file's form of the item reads back to the same query.
        let obj: serde_json::Map<String, serde_json::Value> = item
            .given
            .iter()
            .filter(|(k, _)| {
                op.param(k)
                    .is_some_and(|p| p.kind != licensectl_catalogue::Kind::Secret)
            })
            .map(|(k, r)| (k.to_string(), r.to_json()))
            .collect();
        let text = serde_json::Value::Array(vec![serde_json::Value::Object(obj)]).to_string();
        let again = items::parse(op, &text, "resume").expect("a resume entry reads back");
        let secrets: Vec<_> = item
            .given
            .iter()
            .filter(|(k, _)| {
                op.param(k)
                    .is_some_and(|p| p.kind == licensectl_catalogue::Kind::Secret)
            })
            .cloned()
            .collect();
        let mut given = again[0].given.clone();
        given.extend(secrets);
        assert_eq!(
            params::query(op, &given, &|_| None).ok(),
            Some(q),
            "{}",
            op.command
        );
    }
});

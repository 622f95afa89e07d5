//! `--from-file` text (lines, CSV with a header, a JSON array) for any operation that takes an
//! identifying value: parsing never panics, and every item it accepts carries that value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl::bulk;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let ops: Vec<_> = licensectl_catalogue::all()
        .filter(|op| op.positional().is_some())
        .collect();
    let op = ops[pick as usize % ops.len()];
    let pos = op.positional().unwrap().name;
    if let Ok(items) = bulk::parse(op, text, "fuzz") {
        for item in items {
            assert!(
                item.iter().any(|(k, _)| k == pos),
                "{}: {item:?}",
                op.command
            );
        }
    }
});

//! Any status and body, read as every operation's answer: classify and rows never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl::answer;

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let status = u16::from_be_bytes([data[0], data[1]]);
    let body = &data[2..];
    let _ = answer::preview(body);
    let parsed: Option<serde_json::Value> = serde_json::from_slice(body).ok();
    for op in licensectl_catalogue::all() {
        if let Ok(v) = answer::classify(op, status, body) {
            assert!(
                v.is_object(),
                "classify answered a non-object for {}",
                op.ty
            );
            let _ = answer::rows(op, &v);
        }
        if let Some(v) = &parsed {
            let _ = answer::rows(op, v);
        }
    }
});

//! Any status and body, read as every operation's answer: classify, rows and the lazily parsed
//! list rows never panic, and both readings of an answer agree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl::answer;
use licensectl::answer::Reply;
use licensectl::output::row::{self as rows, RowJson, Shape};

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
            let _ = answer::values(op, &v);
        }
        if let Some(v) = &parsed {
            let _ = answer::values(op, v);
        }
        if let Ok(p) = answer::read(op, status, body) {
            let reply = Reply::new(body.to_vec(), p);
            // The operation's own shape: its resource's fields, masking and secrets.
            let shape = Shape::of(op, false);
            let items = reply.items();
            let count = items.len();
            for item in &items {
                let row = shape.fields(item);
                let _ = rows::text_of(&row, "key");
                let _ = rows::get(&row, "expiry").and_then(rows::Field::num);
                serde_json::to_string(&RowJson(&row)).expect("a row serialises");
            }
            drop(items);
            // serde_json's raw reading lets lone surrogates (`"\ud800"`) through; strict JSON agrees.
            if parsed.is_some() {
                let listed = answer::values(op, &reply.into_value());
                assert_eq!(listed.len(), count, "two readings of {}", op.ty);
            }
        }
    }
});

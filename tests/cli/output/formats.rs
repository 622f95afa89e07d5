//! Output formats every list shares: table, json, jsonl, csv, tsv; an empty list is exit 0.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn list_formats() {
    let sb = Sandbox::start();
    sb.keys(2);
    let tsv = sb.ok(&["licenses", "list", "-o", "tsv"]);
    assert!(tsv.starts_with("key\tstatus\tlevel"), "{tsv}");
    assert_eq!(tsv.lines().count(), 3);
    let csv = sb.ok(&["licenses", "list", "-o", "csv"]);
    assert!(csv.starts_with("key,status,level"), "{csv}");
    let jsonl = sb.ok(&["licenses", "list", "-o", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 2);
    assert!(serde_json::from_str::<serde_json::Value>(jsonl.lines().next().unwrap()).is_ok());
}

#[test]
fn empty_list_is_exit_0() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["licenses", "list"]), json!([]));
    assert_eq!(sb.json(&["chats", "mutes"]), json!([]));
}

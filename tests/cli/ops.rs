//! `ops`: the operation catalogue, and the catalogue as source of truth (every operation has a
//! command and an integration test).

use crate::harness::Sandbox;
use serde_json::json;

/// Every test file's text, to find the command each operation's test runs.
fn test_sources() -> String {
    let mut all = String::new();
    for path in crate::harness::layout::rs_files() {
        all.push_str(&std::fs::read_to_string(path).unwrap());
    }
    all
}

#[test]
fn every_operation_is_run_by_an_integration_test() {
    let sources = test_sources();
    let missing: Vec<&str> = licensectl_catalogue::all()
        .map(|op| op.command)
        .filter(|command| {
            // A test runs `licensectl a b c` as ["a", "b", "c", …].
            let quoted = command
                .split(' ')
                .map(|w| format!("\"{w}\""))
                .collect::<Vec<_>>()
                .join(", ");
            !sources.contains(&format!("[{quoted}")) && !sources.contains(&format!("{quoted}, "))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "operations without an integration test: {missing:#?}"
    );
}

#[test]
fn ops_list_json_shape() {
    let sb = Sandbox::start();
    let ops = sb.json(&["ops", "list"]);
    let info = ops
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["type"] == "info" && o["api"] == "seller")
        .unwrap();
    assert_eq!(info["command"], "licenses info");
    assert_eq!(
        info["params"],
        json!([{"name": "key", "flag": "KEY", "required": true}])
    );
    let add = ops
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["type"] == "add")
        .unwrap();
    assert!(add["params"]
        .as_array()
        .unwrap()
        .contains(&json!({"name": "note", "flag": "--note", "required": false})));
    assert!(ops
        .as_array()
        .unwrap()
        .iter()
        .any(|o| o["api"] == "client" && o["command"] == "client init"));
}

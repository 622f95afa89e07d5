//! The catalogue is the source of truth: every operation has a command and an integration test.

/// Every test file's text, to find the command each operation's test runs.
fn test_sources() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli");
    let mut all = String::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("catalogue_coverage.rs") {
            all.push_str(&std::fs::read_to_string(path).unwrap());
        }
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

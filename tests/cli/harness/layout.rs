//! The layout of tests/cli itself: every `.rs` file under it is a module of the test binary, so
//! no test file is silently left out of the build.

use std::path::{Path, PathBuf};

/// The directory of the test binary's sources.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli")
}

/// Every `.rs` file under tests/cli, folders included, sorted.
pub fn rs_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root(), &mut out);
    out.sort();
    out
}

/// Whether `text` declares `mod name;` (with any visibility and attributes).
fn declares(text: &str, name: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim();
        let line = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        line == format!("mod {name};")
    })
}

#[test]
fn every_test_file_is_a_module_of_the_test_binary() {
    let root = root();
    let mut undeclared = Vec::new();
    for path in rs_files() {
        let dir = path.parent().unwrap();
        let name = path.file_stem().unwrap().to_str().unwrap();
        // main.rs is the binary's root; a folder's mod.rs is declared by its parent as the folder.
        let (parent, name) = match name {
            "main" if dir == root => continue,
            "mod" => (
                dir.parent().unwrap(),
                dir.file_name().unwrap().to_str().unwrap(),
            ),
            _ => (dir, name),
        };
        let parent_file = if parent == root {
            root.join("main.rs")
        } else {
            parent.join("mod.rs")
        };
        let text = std::fs::read_to_string(&parent_file).unwrap_or_default();
        if !declares(&text, name) {
            undeclared.push(format!(
                "{} (no `mod {name};` in {})",
                path.strip_prefix(&root).unwrap().display(),
                parent_file.strip_prefix(&root).unwrap().display()
            ));
        }
    }
    assert!(
        undeclared.is_empty(),
        "test files the test binary never compiles (declare them or remove them): {undeclared:#?}"
    );
}

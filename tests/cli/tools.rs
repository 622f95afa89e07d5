//! The tools we measure with cannot rot (issue 21): the benchmark runs to its end in its small
//! mode, and every fuzz target compiles. `.ci/run` is `cargo test --workspace --locked`, so a
//! broken benchmark or fuzz target fails CI here.

use crate::harness::bounded::Bounded;
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_benchmark_runs_to_its_end_in_its_small_mode() {
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("bench.md");
    let r = Command::new("bash")
        .arg(root().join("scripts/bench.sh"))
        .env("BENCH_SMALL", "1")
        .env("BENCH_BIN", assert_cmd::cargo::cargo_bin("licensectl"))
        .env("BENCH_OUT", &out)
        .env("TMPDIR", home.path())
        .env_remove("LICENSECTL_SELLER_KEY")
        .bounded_output();
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(r.status.success(), "bench.sh failed:\n{stderr}");
    let report = std::fs::read_to_string(&out).unwrap();
    for step in ["## (a)", "## (b)", "## (b2)", "## (c)", "## (d)"] {
        assert!(report.contains(step), "no {step} in:\n{report}");
    }
    assert!(report.contains("exit 0 after"), "(b2) ran clean:\n{report}");
}

/// `fuzz/` is its own package (cargo-fuzz, nightly to run), outside the workspace: nothing else
/// compiles it. Its targets are compiled here instead, as modules of this test binary against the
/// same crates (`fuzz_target!` below stands in for libfuzzer-sys's), so a target that stops
/// compiling fails this build; what is left to check is that fuzz/'s own lock file still
/// resolves, which `cargo metadata --locked` does without compiling anything. (Until issue 31 a
/// `cargo check` of fuzz/ in its own target directory compiled its whole dependency tree again:
/// a third of the test run's CPU.)
#[test]
fn every_fuzz_target_compiles() {
    // Each target runs once on a small input: it is linked, not only type-checked.
    for target in [
        fuzz_answer::run,
        fuzz_bulk_input::run,
        fuzz_duration::run,
        fuzz_sandbox_request::run,
        fuzz_table::run,
    ] {
        target(b"\x00\xc8[]");
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let r = Command::new(cargo)
        .args([
            "metadata",
            "--locked",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(root().join("fuzz/Cargo.toml"))
        .stdout(std::process::Stdio::null())
        .bounded_output();
    assert!(
        r.status.success(),
        "fuzz/Cargo.lock is stale (after a dependency change, refresh it: \
         cargo metadata --manifest-path fuzz/Cargo.toml --format-version 1 >/dev/null):\n{}",
        String::from_utf8_lossy(&r.stderr)
    );
}

/// The targets' sources as they are (`#![no_main]` is theirs, for cargo-fuzz; paths relative to
/// this file's directory).
#[allow(unused_attributes)]
#[path = "../../fuzz/fuzz_targets/answer.rs"]
mod fuzz_answer;
#[allow(unused_attributes)]
#[path = "../../fuzz/fuzz_targets/bulk_input.rs"]
mod fuzz_bulk_input;
#[allow(unused_attributes)]
#[path = "../../fuzz/fuzz_targets/duration.rs"]
mod fuzz_duration;
#[allow(unused_attributes)]
#[path = "../../fuzz/fuzz_targets/sandbox_request.rs"]
mod fuzz_sandbox_request;
#[allow(unused_attributes)]
#[path = "../../fuzz/fuzz_targets/table.rs"]
mod fuzz_table;

/// libfuzzer-sys's `fuzz_target!` for the targets compiled here: the body becomes `run(data)`.
/// Reached by the targets' own `use libfuzzer_sys::fuzz_target;` (main.rs names this crate so);
/// defined after them, so that this path, not the textual scope, is what they use.
#[macro_export]
macro_rules! fuzz_target {
    (|$data:ident: &[u8]| $body:block) => {
        pub fn run($data: &[u8]) $body
    };
}

//! The tools we measure with cannot rot (issue 21): the benchmark runs to its end in its small
//! mode, and every fuzz target compiles. `.ci/run` is `cargo test --workspace --locked`, so a
//! broken benchmark or fuzz target fails CI here.

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
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(r.status.success(), "bench.sh failed:\n{stderr}");
    let report = std::fs::read_to_string(&out).unwrap();
    for step in ["## (a)", "## (b)", "## (b2)", "## (c)", "## (d)"] {
        assert!(report.contains(step), "no {step} in:\n{report}");
    }
    assert!(report.contains("exit 0 after"), "(b2) ran clean:\n{report}");
}

/// `fuzz/` is its own package (cargo-fuzz, nightly to run), outside the workspace: nothing else
/// compiles it. `cargo check` needs no nightly.
#[test]
fn every_fuzz_target_compiles() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let r = Command::new(cargo)
        .args(["check", "--locked", "--quiet", "--bins", "--manifest-path"])
        .arg(root().join("fuzz/Cargo.toml"))
        // Its own target directory: the outer `cargo test` holds the workspace's.
        .arg("--target-dir")
        .arg(root().join("target/fuzz-check"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(
        r.status.success(),
        "a fuzz target does not compile (after a dependency change, refresh its lock file: \
         cargo metadata --manifest-path fuzz/Cargo.toml --format-version 1 >/dev/null):\n{}",
        String::from_utf8_lossy(&r.stderr)
    );
}

#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (default 120 s each), one at a time, seeded from fuzz/seeds/.
# Needs a nightly toolchain (`rustup toolchain install nightly`); installs cargo-fuzz when missing.
# Runs the fuzzers at the lowest CPU priority (nice 19) so they can share a machine.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-120}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(answer duration bulk_input sandbox_request table)
fi
if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    echo "fuzz.sh: needs the nightly toolchain: rustup toolchain install nightly" >&2
    exit 1
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    nice -n 19 cargo install cargo-fuzz --locked
fi
# Built first at normal priority (a build at nice 19 on a busy machine hardly moves), then run niced.
for t in "${targets[@]}"; do cargo +nightly fuzz build "$t"; done
for t in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$t"
    dict=()
    if [ -f "fuzz/$t.dict" ]; then
        dict=("-dict=fuzz/$t.dict")
    fi
    echo "== $t: ${secs}s"
    nice -n 19 cargo +nightly fuzz run "$t" "fuzz/corpus/$t" "fuzz/seeds/$t" -- \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 "${dict[@]}"
done

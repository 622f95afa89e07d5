#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (default 120 s each), seeded from fuzz/seeds/.
# Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz --locked`).
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-120}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(answer duration bulk_input sandbox_request)
fi
for t in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$t"
    dict=()
    if [ -f "fuzz/$t.dict" ]; then
        dict=("-dict=fuzz/$t.dict")
    fi
    echo "== $t: ${secs}s"
    cargo +nightly fuzz run "$t" "fuzz/corpus/$t" "fuzz/seeds/$t" -- \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 "${dict[@]}"
done

#!/usr/bin/env bash
# What the README's first command (`cargo install --locked --path .`) costs to build: the CPU time
# of the same release build from nothing (the registry already downloaded), and its ten largest
# units from `cargo build --timings`. A benchmark, never part of CI; see docs/performance.md.
#
#   scripts/build-cost.sh                       # fresh target dir target/build-cost, removed after
#   BUILD_COST_DIR=/tmp/bc scripts/build-cost.sh   # elsewhere
#   BUILD_COST_KEEP=1 scripts/build-cost.sh     # keep the target dir (and its release binary)
#   BUILD_COST_REPORT_ONLY=1 BUILD_COST_KEEP=1 scripts/build-cost.sh   # report a kept build again
#
# Results: stdout and $BUILD_COST_OUT (default target/bench/build-cost.md). Needs GNU time, jq.
set -euo pipefail
cd "$(dirname "$0")/.."

DIR=${BUILD_COST_DIR:-$PWD/target/build-cost}
OUT=${BUILD_COST_OUT:-target/bench/build-cost.md}
mkdir -p "$(dirname "$OUT")"
: >"$OUT"
say() { printf '%s\n' "$*" | tee -a "$OUT"; }

say "build-cost.sh: commit $(git rev-parse --short HEAD)$(git diff --quiet || echo '+dirty'), $(date -u '+%Y-%m-%d %H:%M UTC')"
say "nproc $(nproc); load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
say "$(rustc --version)"

# `cargo install --path .` builds the package's binaries with the release profile and --locked;
# this is the same build, kept in $DIR so that nothing already built is reused.
if [[ -z ${BUILD_COST_REPORT_ONLY:-} ]]; then
    rm -rf "$DIR"
    /usr/bin/time -f '%U %S %e' -o "$DIR.time" \
        env CARGO_TARGET_DIR="$DIR" cargo build --release --locked -p licensectl --bins --timings --quiet
fi
if [[ -f $DIR.time ]]; then
    read -r user sys wall <"$DIR.time"
    say "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
    say "CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f s (user %.0f s + system %.0f s)", u + s, u, s }'), wall $(awk -v w="$wall" 'BEGIN { printf "%dm%02ds", w / 60, w % 60 }')"
fi

# The timings page carries its data as `const UNIT_DATA = [...];` (one object per unit: a crate's
# lib, build script run or binary, with its duration in seconds — wall time; each unit is one
# rustc or one build script, so near its CPU time when the other core is busy with another unit).
units=$(awk '/^const UNIT_DATA = \[/ { on = 1; sub(/^const UNIT_DATA = /, "") }
    on { if (/^\];/) { print "]"; exit } print }' "$DIR/cargo-timings/cargo-timing.html")
say "units: $(jq length <<<"$units") ($(jq '[.[].name] | unique | length' <<<"$units") packages); binary $(du -k "$DIR/release/licensectl" | cut -f1) KiB"
say ""
say "| unit | s | share |"
say "|---|---:|---:|"
jq -r '(map(.duration) | add) as $total
    | sort_by(-.duration)[:10][]
    | "| \(.name) \(.version)\(if .target != "" then .target else "" end) | \(.duration * 10 | round / 10) | \(.duration / $total * 1000 | round / 10) % |"' <<<"$units" |
    while IFS= read -r line; do say "$line"; done
say "| sum of all units | $(jq '(map(.duration) | add) * 10 | round / 10' <<<"$units") | |"

if [[ -z ${BUILD_COST_KEEP:-} ]]; then rm -rf "$DIR" "$DIR.time"; fi

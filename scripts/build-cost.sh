#!/usr/bin/env bash
# What the README's first command (`cargo install --locked --path .`) costs to build: the CPU time
# of the same release build from nothing (the registry already downloaded), and its ten largest
# units from `cargo build --timings`. A benchmark, never part of CI; see docs/performance.md.
#
#   scripts/build-cost.sh                       # fresh target dir target/build-cost, removed after
#   BUILD_COST_DIR=/tmp/bc scripts/build-cost.sh   # elsewhere
#   BUILD_COST_KEEP=1 scripts/build-cost.sh     # keep the target dir (and its release binary)
#   BUILD_COST_REPORT_ONLY=1 BUILD_COST_KEEP=1 scripts/build-cost.sh   # report a kept build again
#   BUILD_COST_ANCHOR=1 scripts/build-cost.sh   # then ripgrep's `cargo install ripgrep --locked`
#                                               # right after ours, and the ratio of the two CPUs
#   BUILD_COST_ANCHOR_VERSION=15.2.0            # ripgrep's version (default: the newest)
#
# The anchor (issue 40: the install at most 4x ripgrep's) is ripgrep's own install from nothing:
# a fresh CARGO_TARGET_DIR and --root in $DIR-anchor, the registry reached as `cargo install`
# does (its few crates fetched once; extracting them is a second or two of its CPU). Both builds
# run one after the other in one run, the load average noted at each start and end.
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
say "nproc $(nproc)"
say "$(rustc --version)"

# `cargo install --path .` builds the package's binaries with the release profile and --locked;
# this is the same build, kept in $DIR so that nothing already built is reused.
if [[ -z ${BUILD_COST_REPORT_ONLY:-} ]]; then
    rm -rf "$DIR"
    say "licensectl: load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/time -f '%U %S %e' -o "$DIR.time" \
        env CARGO_TARGET_DIR="$DIR" cargo build --release --locked -p licensectl --bins --timings --quiet
fi
if [[ -f $DIR.time ]]; then
    read -r user sys wall <"$DIR.time"
    [[ -n ${BUILD_COST_REPORT_ONLY:-} ]] || say "licensectl: load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
    say "licensectl: CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f s (user %.0f s + system %.0f s)", u + s, u, s }'), wall $(awk -v w="$wall" 'BEGIN { printf "%dm%02ds", w / 60, w % 60 }')"
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

# The anchor: ripgrep's install, right after ours (same machine, same minutes).
if [[ -n ${BUILD_COST_ANCHOR:-} && -z ${BUILD_COST_REPORT_ONLY:-} ]]; then
    ANCHOR=$DIR-anchor
    rm -rf "$ANCHOR"
    mkdir -p "$ANCHOR"
    version=()
    [[ -z ${BUILD_COST_ANCHOR_VERSION:-} ]] || version=(--version "$BUILD_COST_ANCHOR_VERSION")
    say ""
    say "ripgrep: load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/time -f '%U %S %e' -o "$ANCHOR/time" \
        env CARGO_TARGET_DIR="$ANCHOR/target" cargo install ripgrep "${version[@]}" --locked \
        --root "$ANCHOR/root" --quiet
    say "ripgrep: load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
    read -r ruser rsys rwall <"$ANCHOR/time"
    say "ripgrep: $("$ANCHOR/root/bin/rg" --version | head -1)"
    say "ripgrep: CPU $(awk -v u="$ruser" -v s="$rsys" 'BEGIN { printf "%.0f s (user %.0f s + system %.0f s)", u + s, u, s }'), wall $(awk -v w="$rwall" 'BEGIN { printf "%dm%02ds", w / 60, w % 60 }')"
    say "ratio (CPU, licensectl / ripgrep): $(awk -v a="$user" -v b="$sys" -v c="$ruser" -v d="$rsys" 'BEGIN { printf "%.2fx", (a + b) / (c + d) }') (target: at most 4x)"
    rm -rf "$ANCHOR"
fi

if [[ -z ${BUILD_COST_KEEP:-} ]]; then rm -rf "$DIR" "$DIR.time"; fi

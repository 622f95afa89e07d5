#!/usr/bin/env bash
# Peak memory of `--from-file` on big inputs (issue 14.4: a 1 GB file runs in under 64 MiB).
# Never part of CI: it writes BULK_MB of CSV to a temporary directory and reads it several times.
#
#   scripts/bulk-memory.sh                  # a 1,024 MB file, a 256 MB dry run
#   BULK_MB=64 DRY_MB=16 scripts/bulk-memory.sh
#
# Measures, with /usr/bin/time -v (Debian: apt-get install -y time):
#   (1) the whole file checked from a path, its last row bad: every row is read and encoded, nothing
#       is sent (exit 2);
#   (2) the same through stdin (spooled to a private file, then checked);
#   (3) a --dry-run of DRY_MB through the whole pipeline: both readings, the queue, the requests
#       (printed, not sent; stderr to /dev/null).
# The binary: $LICENSECTL_BIN, else target/release/licensectl, else target/debug/licensectl.
set -euo pipefail
cd "$(dirname "$0")/.."

MB=${BULK_MB:-1024}
DRY=${DRY_MB:-256}
BIN=${LICENSECTL_BIN:-}
if [[ -z $BIN ]]; then
    if [[ -x target/release/licensectl ]]; then BIN=target/release/licensectl; else BIN=target/debug/licensectl; fi
fi
[[ -x /usr/bin/time ]] || { echo "bulk-memory.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/licensectl-bulk.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
export LICENSECTL_CONFIG=$WORK/none.toml LICENSECTL_DATA_DIR=$WORK/data
export LICENSECTL_BASE_URL=http://127.0.0.1:9 LICENSECTL_SELLER_KEY=0123456789abcdef0123456789abcdef

# CSV of `key,reason`, ~40 bytes a row, to the size asked for.
make_csv() { # FILE MB BAD
    awk -v mb="$2" -v bad="$3" 'BEGIN {
        print "key,reason"; n = int(mb * 1048576 / 40);
        for (i = 0; i < n; i++) printf "KEY-%08d-ABCDEFGHIJKL,chargeback %06d\n", i, i % 1000000;
        if (bad) print "\"unterminated,x" }' >"$1"
}

peak() { # LABEL CMD... ; prints the label, exit code, peak RSS and wall time
    local label=$1; shift
    local out=$WORK/time.txt code=0
    /usr/bin/time -v -o "$out" "$@" >/dev/null 2>"$WORK/stderr.txt" || code=$?
    local rss wall
    rss=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$out")
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$out")
    printf '| %s | %s | %.1f MiB | %s |\n' "$label" "$code" "$(echo "$rss / 1024" | bc -l)" "$wall"
}

make_csv "$WORK/big.csv" "$MB" 1
make_csv "$WORK/dry.csv" "$DRY" 0
echo "# --from-file peak memory ($(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $BIN)"
echo
echo "| run | exit | peak RSS | wall |"
echo "|---|---|---|---|"
peak "(1) $(du -m "$WORK/big.csv" | cut -f1) MB file, last row bad" \
    "$BIN" licenses ban --from-file "$WORK/big.csv" --yes
peak "(2) the same on stdin" sh -c "\"$BIN\" licenses ban --from-file - --yes <\"$WORK/big.csv\""
peak "(3) $(du -m "$WORK/dry.csv" | cut -f1) MB --dry-run, every item" \
    "$BIN" --dry-run licenses ban --from-file "$WORK/dry.csv" --yes

#!/usr/bin/env bash
# `licensectl report` on a large app (issue 22): wall time beside the time the three lists take
# to transfer, and peak memory beside their size. A benchmark, not a test — never part of CI.
# Results: stdout and $REPORT_OUT (default target/bench/report.md); see docs/performance.md.
#
#   scripts/report-perf.sh                                  # 100,000 licenses, 20,000 users
#   REPORT_LICENSES=20000 REPORT_USERS=4000 scripts/report-perf.sh
#   REPORT_BIN=target/debug/licensectl scripts/report-perf.sh   # an existing binary, no build
#
# Needs curl, jq and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."

LICENSES=${REPORT_LICENSES:-100000}
USERS=${REPORT_USERS:-20000}
RUNS=${REPORT_RUNS:-5}
OUT=${REPORT_OUT:-target/bench/report.md}
# shellcheck source=scripts/common.sh
. scripts/common.sh
licensectl_bin report-perf.sh "${REPORT_BIN:-}"
open_work report
export LICENSECTL_CONFIG=$WORK/config.toml LICENSECTL_DATA_DIR=$WORK/data NO_COLOR=1

"$BIN" sandbox seed --db "$WORK/big.db" --licenses "$LICENSES" --users "$USERS" -o json >"$WORK/seed.json"
start_sandbox "$WORK/big.db"
BASE=$SB_URL
KEY=$SB_KEY
export LICENSECTL_BASE_URL=$BASE LICENSECTL_SELLER_KEY=$KEY
SELLER="$BASE/api/seller/?sellerkey=$KEY"

# The best of $RUNS wall times of a command, in seconds (stdout discarded).
best() {
    local b=999999 s e t
    for _ in $(seq "$RUNS"); do
        s=$(date +%s.%N)
        "$@" >/dev/null
        e=$(date +%s.%N)
        t=$(awk -v a="$s" -v b="$e" 'BEGIN {printf "%.3f", b - a}')
        b=$(awk -v a="$b" -v t="$t" 'BEGIN {print (t < a) ? t : a}')
    done
    echo "$b"
}
# The three lists `report` reads, at once, as it does.
transfer() {
    curl -sS -o /dev/null "$SELLER&type=fetchallkeys" &
    curl -sS -o /dev/null "$SELLER&type=fetchallusers" &
    curl -sS -o /dev/null "$SELLER&type=fetchallsubs" &
    wait
}
payload=0
for ty in fetchallkeys fetchallusers fetchallsubs; do
    n=$(curl -sS "$SELLER&type=$ty" | wc -c)
    payload=$((payload + n))
done
t_transfer=$(best transfer)
t_json=$(best "$BIN" report -o json)
t_page=$(best "$BIN" report -o table)
t_version=$(best "$BIN" --version)
/usr/bin/time -f '%M' -o "$WORK/rss" "$BIN" report -o json >/dev/null
rss_report=$(tail -n1 "$WORK/rss")
/usr/bin/time -f '%M' -o "$WORK/rss" "$BIN" config path >/dev/null
rss_base=$(tail -n1 "$WORK/rss")
days=$("$BIN" report -o json | jq '.days | length')

say "# licensectl report ($(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(basename "$(dirname "$BIN")") build)"
say ""
say "Machine: $(nproc) cores, $(free -h | awk '/^Mem:/ {print $2}') RAM, load $(cut -d' ' -f1-3 /proc/loadavg)"
say "Data: $LICENSES licenses, $USERS users (+ the practice customers); the three lists are $((payload / 1024)) KiB; best of $RUNS runs."
say ""
say "| what | time | peak RSS |"
say "|---|---|---|"
say "| the three lists by curl, at once (the transfer) | ${t_transfer} s | |"
say "| \`licensectl report -o json\` ($days days) | ${t_json} s | $((rss_report / 1024)) MiB |"
say "| \`licensectl report\` (the page) | ${t_page} s | |"
say "| \`licensectl --version\` (start-up) | ${t_version} s | $((rss_base / 1024)) MiB (\`config path\`) |"
say ""
beyond=$(awk -v a="$t_json" -v b="$t_transfer" 'BEGIN {printf "%.2f", a - b}')
ratio=$(awk -v r="$rss_report" -v b="$rss_base" -v p="$payload" 'BEGIN {printf "%.2f", (r - b) * 1024 / p}')
say "Beyond the transfer: ${beyond} s. Memory above start-up: ${ratio}x the lists' size."

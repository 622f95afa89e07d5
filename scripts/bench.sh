#!/usr/bin/env bash
# Performance benchmarks of licensectl and its sandbox, side by side with curl, in one run against
# one sandbox. Never part of CI (it takes minutes and needs a quiet machine). Results: stdout and
# $BENCH_OUT (default target/bench/results.md); see docs/performance.md.
#
#   scripts/bench.sh                       # everything, 100,000 seeded licenses
#   BENCH_LICENSES=20000 scripts/bench.sh  # smaller
#   BENCH_SMALL=1 scripts/bench.sh         # every step on a tiny sandbox in well under a minute, so
#                                          # the benchmark cannot rot: `cargo test` runs it
#                                          # (tests/cli/tools.rs) with BENCH_BIN set to its build
#   BENCH_ONLY=e scripts/bench.sh          # only (e): snapshot save/load beside a restore
#   BENCH_ONLY=f scripts/bench.sh          # only (f): the gateway's overhead per request
#   BENCH_ONLY=d BENCH_ROUNDS=3 BENCH_LOAD_SECS=5 BENCH_OLD_BIN=/tmp/old/licensectl scripts/bench.sh
#                                          # only (d): three alternating rounds of the sandbox, an
#                                          # older build's sandbox on the same file, and nginx
#
# Uses hyperfine when installed (else a bash timing loop), /usr/bin/time -v for peak memory, and
# wrk (else oha, info only) for the concurrent load. Debian: apt-get install -y hyperfine wrk time
set -euo pipefail
cd "$(dirname "$0")/.."

SMALL=${BENCH_SMALL:-}
if [[ -n $SMALL ]]; then
    # Each step once, on a tiny sandbox: checks that the benchmark runs to its end, measures nothing.
    : "${BENCH_LICENSES:=300}" "${BENCH_USERS:=30}" "${BENCH_RUNS:=1}" "${BENCH_LIST_RUNS:=1}"
    : "${BENCH_CONNECTIONS:=4}" "${BENCH_LOAD_SECS:=1}" "${BENCH_BULK_KEYS:=40}" "${BENCH_LIMITED_KEYS:=5}"
fi
LICENSES=${BENCH_LICENSES:-100000}
USERS=${BENCH_USERS:-20000}
RUNS=${BENCH_RUNS:-30}
LIST_RUNS=${BENCH_LIST_RUNS:-5}
CONNS=${BENCH_CONNECTIONS:-64}
LOAD_SECS=${BENCH_LOAD_SECS:-10}
BULK_KEYS=${BENCH_BULK_KEYS:-10000}
LIMITED_KEYS=${BENCH_LIMITED_KEYS:-300}
OUT=${BENCH_OUT:-target/bench/results.md}
# The sections to run (letters of a, b, c, d, e, f); the setup always runs.
ONLY=${BENCH_ONLY:-abcdef}
# (f): requests a curl process sends one after another, through the gateway and directly.
GW_REQUESTS=${BENCH_GW_REQUESTS:-${SMALL:+5}}
GW_REQUESTS=${GW_REQUESTS:-2000}
# (d): rounds of sandbox / older sandbox / nginx, one after another (a shared machine's load
# moves; ratios within a round are what count).
ROUNDS=${BENCH_ROUNDS:-1}
OLD_BIN=${BENCH_OLD_BIN:-}

# shellcheck source=scripts/common.sh
. scripts/common.sh
open_work bench

need() { command -v "$1" >/dev/null || { echo "bench.sh: needs $1" >&2; exit 1; }; }
need curl
need jq

say "# licensectl benchmarks ($(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
say ""
say "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(free -h | awk '/^Mem:/ {print $2}') RAM, $(uname -sr)"
say "Load average before the run (other work on the machine skews every number): $(cut -d' ' -f1-3 /proc/loadavg)"
say "Tools: $(hyperfine --version 2>/dev/null || echo 'no hyperfine (bash loop)'), $(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2 || true), $(curl --version | head -1 | cut -d' ' -f1-2)"
say ""

licensectl_bin bench.sh "${BENCH_BIN:-}"

# --- Helpers --------------------------------------------------------------------------------

# compare [-N] [-W WARMUPS] OUT.json RUNS NAME CMD [NAME CMD ...]: mean/stddev per command, as
# hyperfine's JSON. -N: no shell between hyperfine and the command (the commands are a few ms; shell
# noise matters). -W: warm-up runs (default 2; 0 for commands that take minutes).
compare() {
    local shell=() warmup=2
    [[ -n $SMALL ]] && warmup=0
    if [[ $1 == -N ]]; then shell=(-N); shift; fi
    if [[ $1 == -W ]]; then warmup=$2; shift 2; fi
    [[ -n $SMALL ]] && warmup=0
    local json=$1 runs=$2
    shift 2
    if command -v hyperfine >/dev/null; then
        local args=("${shell[@]}")
        while (($#)); do args+=(-n "$1" "$2"); shift 2; done
        hyperfine --style none --warmup "$warmup" --runs "$runs" --export-json "$json" "${args[@]}" >&2
    else
        local results=() name cmd i t0 t1 times
        while (($#)); do
            name=$1 cmd=$2
            shift 2
            for ((i = 0; i < warmup; i++)); do bash -c "$cmd" >/dev/null 2>&1 || true; done
            times=()
            for ((i = 0; i < runs; i++)); do
                t0=$(date +%s%N)
                bash -c "$cmd" >/dev/null 2>&1
                t1=$(date +%s%N)
                times+=("$(((t1 - t0) / 1000))")
            done
            results+=("$(printf '%s\n' "${times[@]}" | jq -s --arg n "$name" \
                '(map(./1e6)) as $t | ($t|add/length) as $m |
                 {command: $n, mean: $m, min: ($t|min), stddev: (($t|map((.-$m)*(.-$m))|add/length)|sqrt)}')")
        done
        printf '%s\n' "${results[@]}" | jq -s '{results: .}' >"$json"
    fi
}

# mean JSON NAME: the mean seconds of one command of a comparison.
mean() { jq -r --arg n "$2" '.results[] | select(.command == $n) | .mean' "$1"; }
ms() { awk -v s="$1" 'BEGIN { printf "%.1f", s * 1000 }'; }
table_of() {
    say "| command | mean (ms) | ± (ms) |"
    say "|---|---:|---:|"
    jq -r '.results[] | "| \(.command) | \(.mean*1000*10|round/10) | \((.stddev // 0)*1000*10|round/10) |"' "$1" | tee -a "$OUT"
}
want() { [[ $ONLY == *"$1"* ]]; }
verdict() { if awk "BEGIN { exit !($1) }"; then echo "met"; else echo "MISSED"; fi; }

# ticks PID...: CPU clock ticks (user + system) of each PID and its children (nginx's workers)
# so far, summed.
ticks() {
    local t=0 p q
    for q in "$@"; do
        for p in "$q" $(pgrep -P "$q"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done
    done
    echo "$t"
}

# peak_rss CMD...: peak resident set size in KiB of one run (stdout discarded).
peak_rss() {
    /usr/bin/time -v "$@" >/dev/null 2>"$WORK/time.txt" || { cat "$WORK/time.txt" >&2; return 1; }
    awk -F': ' '/Maximum resident set size/ {print $2}' "$WORK/time.txt"
}

# static_nginx BODY: serves BODY as a static file from nginx (one worker per core, access log
# off, keep-alive as wrk uses it) on a free loopback port; sets NGINX_URL and NGINX_WORKERS.
static_nginx() {
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    mkdir -p "$WORK/nginx/www"
    chmod 755 "$WORK" "$WORK/nginx" "$WORK/nginx/www"
    printf '%s' "$1" >"$WORK/nginx/www/info.json"
    chmod 644 "$WORK/nginx/www/info.json"
    NGINX_WORKERS=$(nproc)
    cat >"$WORK/nginx/nginx.conf" <<CONF
$([[ $EUID == 0 ]] && echo "user root;")
worker_processes $NGINX_WORKERS;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $WORK/nginx/body;
    proxy_temp_path $WORK/nginx/proxy;
    fastcgi_temp_path $WORK/nginx/fastcgi;
    uwsgi_temp_path $WORK/nginx/uwsgi;
    scgi_temp_path $WORK/nginx/scgi;
    keepalive_requests 1000000;
    server {
        listen 127.0.0.1:$port;
        root $WORK/nginx/www;
        default_type application/json;
    }
}
CONF
    nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" &
    PIDS+=("$!")
    NGINX_URL="http://127.0.0.1:$port/info.json"
    for _ in $(seq 50); do curl -sf -o /dev/null "$NGINX_URL" && return 0; sleep 0.1; done
    echo "bench.sh: nginx did not start: $(cat "$WORK/nginx/error.log")" >&2
    exit 1
}

use_sandbox() {
    export LICENSECTL_BASE_URL=$SB_URL LICENSECTL_SELLER_KEY=$SB_KEY LICENSECTL_APP_NAME=$SB_APP \
        LICENSECTL_OWNERID=$SB_OWNER LICENSECTL_PUBLIC_KEY=$SB_PUB LICENSECTL_APP_SECRET=$SB_SECRET
}
export LICENSECTL_CONFIG=$WORK/config.toml LICENSECTL_DATA_DIR=$WORK/data NO_COLOR=1

# --- The sandbox --------------------------------------------------------------------------------

# `sandbox seed` writes a database file, so the sandbox serves that file rather than --memory.
SEED_CMD=("$BIN" sandbox seed --db "$WORK/bench.db" --licenses "$LICENSES" --users "$USERS" -o json)
seed=$("${SEED_CMD[@]}")
# (f)'s gateway with its embedded sandbox serves a copy of the same file, from its data directory.
if want f; then
    mkdir -p "$WORK/embedded"
    cp "$WORK/bench.db" "$WORK/embedded/sandbox.db"
fi
say "## Setup"
say ""
say "\`licensectl sandbox seed --db bench.db --licenses $LICENSES --users $USERS\`: $(jq -r '"\(.licenses) licenses (\(.unused) unused, \(.used) used, \(.banned) banned), \(.users) users, \(.user_subs) user subscriptions in \(.elapsed_ms) ms"' <<<"$seed")"
start_sandbox "$WORK/bench.db"
SB_PID=${PIDS[-1]}
use_sandbox
say "\`licensectl sandbox start --db bench.db --port 0 -o json\` (background; first stdout line gives base_url and seller_key)"
say ""
SELLER="$SB_URL/api/seller/?sellerkey=$SB_KEY"
curl -sS -o "$WORK/keys.json" "$SELLER&type=fetchallkeys"
KEY=$(jq -r '[.keys[] | select(.status == "Used")][0].key' "$WORK/keys.json")
jq -r '.keys[].key' "$WORK/keys.json" >"$WORK/keys.txt"

# --- (a) one request ----------------------------------------------------------------------------
# (Sections are not indented under their `want`: the bodies stay as they were.)
if want a; then

say "## (a) One \`licenses info\` vs curl (target: ≤ 1.3× curl)"
say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
say ""
compare -N "$WORK/a.json" "$RUNS" \
    "licensectl licenses info KEY -o json" "$BIN licenses info $KEY -o json" \
    "curl GET type=info" "curl -sS -o /dev/null '$SELLER&type=info&key=$KEY'"
table_of "$WORK/a.json"
cli=$(mean "$WORK/a.json" "licensectl licenses info KEY -o json")
raw=$(mean "$WORK/a.json" "curl GET type=info")
ratio=$(awk -v a="$cli" -v b="$raw" 'BEGIN { printf "%.2f", a / b }')
say ""
say "Ratio licensectl/curl: **${ratio}×** — target $(verdict "$ratio <= 1.3")"
say ""

fi

# --- (b) bulk, once `--from-file` exists ----------------------------------------------------------
if want b; then

if "$BIN" licenses info --help 2>&1 | grep -q -- '--from-file'; then
    head -n "$BULK_KEYS" "$WORK/keys.txt" >"$WORK/bulk.txt"
    n=$(wc -l <"$WORK/bulk.txt")
    say "## (b) Bulk: \`licenses info --from-file\` ($n keys, -j 16) vs a curl loop"
    say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    say ""
    compare "$WORK/b.json" 3 \
        "licensectl --from-file -j 16" "$BIN licenses info --from-file $WORK/bulk.txt -j 16 -o jsonl"
    # The curl loops take minutes at 10,000 keys: one run each, no warm-up.
    compare -W 0 "$WORK/b-curl.json" 1 \
        "curl loop (sequential)" "while read -r k; do curl -sS -o /dev/null '$SELLER&type=info&key='\$k; done <$WORK/bulk.txt" \
        "xargs -P 16 curl" "xargs -P 16 -I{} curl -sS -o /dev/null '$SELLER&type=info&key={}' <$WORK/bulk.txt"
    jq -s '{results: (.[0].results + .[1].results)}' "$WORK/b.json" "$WORK/b-curl.json" >"$WORK/b-all.json"
    table_of "$WORK/b-all.json"
    say ""
    x=$(awk -v a="$(mean "$WORK/b-all.json" "curl loop (sequential)")" -v b="$(mean "$WORK/b-all.json" "licensectl --from-file -j 16")" 'BEGIN { printf "%.0f", a / b }')
    say "Speed-up over the sequential curl loop: **${x}×** — target (≥ 10×) $(verdict "$x >= 10")"
    px=$(awk -v a="$(mean "$WORK/b-all.json" "xargs -P 16 curl")" -v b="$(mean "$WORK/b-all.json" "licensectl --from-file -j 16")" 'BEGIN { printf "%.0f", a / b }')
    say "Over \`xargs -P 16 curl\` (16 curl processes at a time, one request each): **${px}×** — target (≥ 35×, issue 40) $(verdict "$px >= 35")"
    say ""

    # (b2) the same against a sandbox enforcing the service's limits (120 seller requests/min).
    cp "$WORK/bench.db" "$WORK/limits.db"
    saved=("$SB_URL" "$SB_KEY" "$SB_APP" "$SB_OWNER" "$SB_PUB" "$SB_SECRET")
    start_sandbox "$WORK/limits.db" --limits service
    use_sandbox
    head -n "$LIMITED_KEYS" "$WORK/keys.txt" >"$WORK/limited.txt"
    say "## (b2) \`licenses info --from-file\` ($LIMITED_KEYS keys, -j 16) against \`sandbox start --limits service\`"
    say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    say ""
    t0=$(date +%s%N)
    set +e
    # -v: each request sent is a `> GET` line on stderr, so the job's requests are counted.
    timeout 900 "$BIN" -v --rate-limit 120/60s licenses info --from-file "$WORK/limited.txt" -j 16 -o jsonl >"$WORK/b2.out" 2>"$WORK/b2.err"
    code=$?
    set -e
    t1=$(date +%s%N)
    sent=$(grep -c '^> GET' "$WORK/b2.err" || true)
    say "exit $code after $(((t1 - t0) / 1000000)) ms; $(grep -c . "$WORK/b2.out" || true) result lines; $sent requests ($(awk -v r="$sent" -v k="$LIMITED_KEYS" 'BEGIN { printf "%.2f", r / k }') a key); $(grep -v '^[<>] ' "$WORK/b2.err" | grep -ci 'too frequently\|rate limit' || true) rate-limit mentions on stderr"
    # "% of the limit in keys": keys done per minute against the keys the limit allows a minute
    # at this job's requests per key. The service counts 120 requests in any 60 s, so the best a
    # client can do with R requests is 120 at once, then 120 at the start of each next minute:
    # done in (ceil(R/120) - 1) minutes (plus the last requests' own time). The figure is that
    # least time over the job's: 100 % is the limit used to its last request (the CLI's limiter
    # keeps a 2 % margin on each window, so ~98 % is its ceiling).
    best=$(awk -v r="$sent" 'BEGIN { w = int((r + 119) / 120) - 1; print w * 60 }')
    took=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
    if ((best > 0)); then
        pct=$(awk -v b="$best" -v t="$took" 'BEGIN { printf "%.0f", 100 * b / t }')
        say ""
        say "Keys a minute: $(awk -v k="$LIMITED_KEYS" -v t="$took" 'BEGIN { printf "%.1f", k * 60 / t }') done; the limit allows $(awk -v k="$LIMITED_KEYS" -v r="$sent" -v b="$best" 'BEGIN { printf "%.1f", k * 60 / b }') at $sent requests for $LIMITED_KEYS keys (${best} s at least, ${took} s taken): **${pct} %** of the limit in keys — target (≥ 95 %) $(verdict "$pct >= 95")"
    fi
    # A step that fails is a broken benchmark, not a figure (it once exited 4: the credentials
    # line masked the key the sandbox served).
    [[ $code == 0 ]] || { echo "bench.sh: (b2) exited $code: $(head -n1 "$WORK/b2.err")" >&2; exit 1; }
    say ""
    SB_URL=${saved[0]} SB_KEY=${saved[1]} SB_APP=${saved[2]} SB_OWNER=${saved[3]} SB_PUB=${saved[4]} SB_SECRET=${saved[5]}
    use_sandbox
else
    say "## (b), (b2) skipped: \`licensectl licenses info --help\` does not mention --from-file yet"
    say ""
fi

fi

# --- (c) a large list ---------------------------------------------------------------------------
if want c; then

payload=$(curl -sS -o /dev/null -w '%{size_download}' "$SELLER&type=fetchallkeys")
say "## (c) \`licenses list\` of $LICENSES licenses (payload $((payload / 1024)) KiB) vs the raw transfer"
say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
say ""
rows=$("$BIN" licenses list -o json | jq length)
# The seed adds its practice customers' licenses to the ones asked for: compare with what the
# service lists.
served=$(jq '.keys | length' "$WORK/keys.json")
[[ $rows == "$served" && $rows -ge $LICENSES ]] || { echo "bench.sh: licenses list gave $rows rows, the service lists $served" >&2; exit 1; }
compare -N "$WORK/c.json" "$LIST_RUNS" \
    "curl fetchallkeys" "curl -sS -o /dev/null '$SELLER&type=fetchallkeys'" \
    "licenses list -o table" "$BIN licenses list -o table" \
    "licenses list -o csv" "$BIN licenses list -o csv" \
    "licenses list -o json" "$BIN licenses list -o json"
raw=$(mean "$WORK/c.json" "curl fetchallkeys")
say "| command | mean (ms) | beyond curl (ms) | transfers beyond | peak RSS (MiB) | RSS / payload | target |"
say "|---|---:|---:|---:|---:|---:|---|"
for f in table csv json; do
    m=$(mean "$WORK/c.json" "licenses list -o $f")
    rss=$(peak_rss "$BIN" licenses list -o "$f")
    extra=$(awk -v a="$m" -v b="$raw" 'BEGIN { printf "%.3f", a - b }')
    tr=$(awk -v e="$extra" -v b="$raw" 'BEGIN { printf "%.2f", e / b }')
    x=$(awk -v r="$rss" -v p="$payload" 'BEGIN { printf "%.2f", r * 1024 / p }')
    # Issue 31's targets: 0.3 s beyond the transfer as JSON or CSV, 0.5 s as a table; issue 40's:
    # at most 2 transfers (curl's time) beyond it.
    limit=0.3
    [[ $f == table ]] && limit=0.5
    say "| licenses list -o $f | $(ms "$m") | $(ms "$extra") | ${tr} | $((rss / 1024)) | ${x}× | time (< ${limit} s) $(verdict "$extra < $limit"), ≤ 2 transfers $(verdict "$tr <= 2"), memory $(verdict "$x < 4") |"
done
say "| curl fetchallkeys | $(ms "$raw") | – | – | $(($(peak_rss curl -sS -o /dev/null "$SELLER&type=fetchallkeys") / 1024)) | | |"
say ""

fi

# --- (d) the sandbox under concurrent load ------------------------------------------------------
if want d; then

# A user with a password for the client logins (seeded users have none until their first login).
printf 'benchpass\n' | "$BIN" users create benchuser --sub basic --expiry 30d --password-stdin >/dev/null
CLIENT="/api/1.3/?name=$SB_APP&ownerid=$SB_OWNER"
cat >"$WORK/login.lua" <<'LUA'
-- Each connection alternates client init and login: a login uses a session id an init returned.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  base = args[1]; user = args[2]; pass = args[3]
  queue = {}; ok = 0; bad = 0
end
function request()
  local sid = table.remove(queue)
  if sid then
    return wrk.format("GET", base .. "&type=login&username=" .. user .. "&pass=" .. pass ..
      "&hwid=BENCH-HWID&sessionid=" .. sid)
  end
  return wrk.format("GET", base .. "&type=init&ver=1.0")
end
function response(status, headers, body)
  local sid = body:match('"message":"Initialized".-"sessionid":"(%w+)"')
  if sid then table.insert(queue, sid)
  elseif body:match('"success":true') then ok = ok + 1
  else bad = bad + 1 end
end
function done(summary, latency, requests)
  local o, b = 0, 0
  for _, t in ipairs(threads) do o = o + t:get("ok"); b = b + t:get("bad") end
  io.write(string.format("logins_ok %d\nlogins_failed %d\n", o, b))
end
LUA

say "## (d) The sandbox at $CONNS concurrent connections (${LOAD_SECS}s each; target ≥ 0.6× a static file from nginx)"
say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
say ""
# Warm up first: the first request after a 100,000-row list was seen to wait ~0.2 s (probably the
# allocator tidying up after it), and wrk corrects for coordinated omission: that one stall would
# otherwise show as a p99 of ~200 ms.
for _ in 1 2 3; do curl -sS -o /dev/null "$SELLER&type=info&key=$KEY"; done
if command -v wrk >/dev/null; then
    say "Load generator: $(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2), 2 threads, on the same machine"
    say ""
    INFO="$SELLER&type=info&key=$KEY"
    # The same answer as a static file from nginx on the same machine, right after (issue 31: the
    # sandbox at ≥ 0.6× of it). Only where nginx is installed; CI never needs it.
    NGINX_URL=
    if [[ -z $SMALL ]] && command -v nginx >/dev/null; then
        static_nginx "$(curl -sS "$INFO")"
        NGINX_PID=${PIDS[-1]}
    fi
    # An older build's sandbox on the same file, for a before/after within each round.
    OLD_INFO=
    if [[ -n $OLD_BIN ]]; then
        saved=("$BIN" "$SB_URL" "$SB_KEY")
        BIN=$(realpath "$OLD_BIN")
        start_sandbox "$WORK/bench.db"
        OLD_PID=${PIDS[-1]}
        OLD_INFO="$SB_URL/api/seller/?sellerkey=$SB_KEY&type=info&key=$KEY"
        BIN=${saved[0]} SB_URL=${saved[1]} SB_KEY=${saved[2]}
        for _ in 1 2 3; do curl -sS -o /dev/null "$OLD_INFO"; done
    fi
    # load URL FILE PID: "requests/s | p99 | CPU µs a request" of one wrk run at $CONNS
    # connections; the CPU is the server's (PID's), which the machine's other load skews less than
    # its throughput.
    load() {
        local t0 t1
        t0=$(ticks "$3")
        wrk -t2 -c"$CONNS" -d"${LOAD_SECS}s" --latency "$1" >"$2"
        t1=$(ticks "$3")
        printf '%s | %s | %s' "$(rps "$2")" "$(awk '$1=="99%" {print $2}' "$2")" \
            "$(awk -v t=$((t1 - t0)) -v hz="$(getconf CLK_TCK)" '/ requests in / {printf "%.1f", t * 1e6 / hz / $1}' "$2")"
    }
    rps() { awk '/^Requests\/sec/ {print $2}' "$1"; }
    say "| round | load avg | sandbox req/s | p99 | CPU µs/req | older build req/s | p99 | CPU µs/req | nginx static req/s | p99 | CPU µs/req | sandbox / nginx | older / nginx |"
    say "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|"
    for ((round = 1; round <= ROUNDS; round++)); do
        avg=$(cut -d' ' -f1 /proc/loadavg)
        new=$(load "$INFO" "$WORK/d-info.txt" "$SB_PID")
        old="– | – | –" nginx="– | – | –" nx=– ox=–
        [[ -n $OLD_INFO ]] && old=$(load "$OLD_INFO" "$WORK/d-old.txt" "$OLD_PID")
        if [[ -n $NGINX_URL ]]; then
            nginx=$(load "$NGINX_URL" "$WORK/d-nginx.txt" "$NGINX_PID")
            nx=$(awk -v a="$(rps "$WORK/d-info.txt")" -v b="$(rps "$WORK/d-nginx.txt")" 'BEGIN { printf "%.2f", a / b }')
            nx="**${nx}×** (≥ 0.6×: $(verdict "$nx >= 0.6"))"
            [[ -n $OLD_INFO ]] && ox=$(awk -v a="$(rps "$WORK/d-old.txt")" -v b="$(rps "$WORK/d-nginx.txt")" 'BEGIN { printf "%.2f×", a / b }')
        fi
        say "| $round | $avg | $new | $old | $nginx | $nx | $ox |"
    done
    [[ -n $NGINX_URL ]] && say "" && say "nginx $(nginx -v 2>&1 | cut -d' ' -f3), $NGINX_WORKERS workers, access log off, keep-alive."
    say ""
    say "| load | requests/s | p50 | p99 | note |"
    say "|---|---:|---:|---:|---|"
    wrk -t2 -c"$CONNS" -d"${LOAD_SECS}s" --latency -s "$WORK/login.lua" "$SB_URL" -- "$CLIENT" benchuser benchpass >"$WORK/d-login.txt"
    lrps=$(awk '/^Requests\/sec/ {print $2}' "$WORK/d-login.txt")
    say "| client init+login (alternating) | $lrps | $(awk '$1=="50%" {print $2}' "$WORK/d-login.txt") | $(awk '$1=="99%" {print $2}' "$WORK/d-login.txt") | $(awk '/^logins_ok/ {o=$2} /^logins_failed/ {f=$2} END {print o " logins ok, " f " failed"}' "$WORK/d-login.txt") |"
elif command -v oha >/dev/null; then
    say "Load generator: $(oha --version) (wrk not installed: seller info only)"
    say ""
    oha -z "${LOAD_SECS}s" -c "$CONNS" --no-tui -j "$SELLER&type=info&key=$KEY" >"$WORK/d-info.json"
    say "| seller info | $(jq '.summary.requestsPerSec|round' "$WORK/d-info.json") | | $(jq '.latencyPercentiles.p99*1000' "$WORK/d-info.json") ms | |"
else
    say "(skipped: neither wrk nor oha installed)"
fi
say ""
fi
# --- (e) snapshots beside restore ---------------------------------------------------------------
# Resetting a CI sandbox to its fixtures: `sandbox snapshot load` of the seeded app, and the road
# before it, `restore` of a backup of the same app into a fresh sandbox (timed once: minutes).
if want e; then

use_sandbox
say "## (e) \`sandbox snapshot load\` of $LICENSES licenses vs \`restore\` of the same app (target: load < 2 s)"
say "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
say ""
"$BIN" sandbox snapshot save bench -o json >/dev/null
bytes=$("$BIN" sandbox snapshot list -o json | jq '.[] | select(.name == "bench") | .bytes')
compare -N -W 1 "$WORK/e.json" "$LIST_RUNS" \
    "sandbox snapshot save" "$BIN sandbox snapshot save bench" \
    "sandbox snapshot load" "$BIN sandbox snapshot load bench"
table_of "$WORK/e.json"
loaded=$(mean "$WORK/e.json" "sandbox snapshot load")
# The load is whole: the sandbox lists what it listed before.
after=$(curl -sS "$SELLER&type=fetchallkeys" | jq '.keys | length')
[[ $after == "$(jq '.keys | length' "$WORK/keys.json")" ]] || { echo "bench.sh: after the load the sandbox lists $after licenses" >&2; exit 1; }
"$BIN" backup "$WORK/e-backup.json" >/dev/null 2>&1
saved_sb=("$SB_URL" "$SB_KEY")
start_sandbox -
t0=$(date +%s%N)
LICENSECTL_BASE_URL=$SB_URL LICENSECTL_SELLER_KEY=$SB_KEY "$BIN" restore "$WORK/e-backup.json" >/dev/null 2>"$WORK/e-restore.err" ||
    { echo "bench.sh: restore failed: $(tail -c 300 "$WORK/e-restore.err")" >&2; exit 1; }
t1=$(date +%s%N)
kill "${PIDS[-1]}" 2>/dev/null || true
SB_URL=${saved_sb[0]} SB_KEY=${saved_sb[1]}
restored=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
say ""
say "| reset to the fixtures | seconds | note |"
say "|---|---:|---|"
say "| \`sandbox snapshot load\` | $(awk -v s="$loaded" 'BEGIN { printf "%.2f", s }') | snapshot $((bytes / 1024 / 1024)) MiB; target < 2 s: $(verdict "$loaded < 2") |"
say "| \`restore\` of a backup into a fresh sandbox | $restored | once; $(tail -n1 "$WORK/e-restore.err" | head -c 100) |"
say "| ratio | $(awk -v a="$restored" -v b="$loaded" 'BEGIN { printf "%.0f×", a / b }') | |"
say ""
rm -f "$WORK/e-backup.json"

fi
# --- (f) the gateway's overhead per request ------------------------------------------------------
if want f; then

say "## (f) The gateway's overhead: \`licenses info\` through \`gateway serve\` vs the sandbox directly (target: ≤ 1.3×)"
say ""
# start_gateway BIN NAME [embedded]: `gateway serve` of BIN in front of the sandbox (over loopback
# HTTP), or with `embedded` in front of its own embedded sandbox (nothing configured: a copy of the
# same database in its data directory, called in-process), with an admin and a viewer token; sets
# GW_URL, GW_PID, GW_ADMIN, GW_VIEWER.
start_gateway() {
    local db=$WORK/gateway-$2.db upstream=()
    [[ ${3:-} == embedded ]] && upstream=(env -u LICENSECTL_BASE_URL -u LICENSECTL_SELLER_KEY
        -u LICENSECTL_APP_NAME -u LICENSECTL_OWNERID -u LICENSECTL_PUBLIC_KEY
        -u LICENSECTL_APP_SECRET LICENSECTL_DATA_DIR="$WORK/embedded")
    GW_ADMIN=$("$1" gateway token create bench --role admin --db "$db" -o json 2>/dev/null | jq -r .token)
    GW_VIEWER=$("$1" gateway token create bench-viewer --role viewer --db "$db" -o json 2>/dev/null | jq -r .token)
    "${upstream[@]}" "$1" gateway serve --db "$db" -o json >"$WORK/gw-$2.out" 2>"$WORK/gw-$2.err" &
    GW_PID=$!
    PIDS+=("$GW_PID")
    for _ in $(seq 100); do [[ -s $WORK/gw-$2.out ]] && break; sleep 0.1; done
    GW_URL=$(head -1 "$WORK/gw-$2.out" | jq -r .base_url)
}
# many URL: $GW_REQUESTS requests on one keep-alive connection (one curl process: its start-up,
# ~5 ms, would hide a per-request difference of a fraction of that).
cat >"$WORK/many.sh" <<MANY
#!/usr/bin/env bash
args=()
for ((i = 0; i < $GW_REQUESTS; i++)); do args+=(-o /dev/null "\$1"); done
exec curl -sS "\${args[@]}"
MANY
chmod +x "$WORK/many.sh"
# road NAME URL PID...: one hyperfine of many.sh URL; prints "NAME|mean s|CPU µs a request of
# the PIDs (the servers on the road)" — the CPU a shared machine's load skews far less than the
# wall time, which at a load of several is mostly waiting for a core at each hop.
road() {
    local name=$1 url=$2 t0 t1 n
    shift 2
    t0=$(ticks "$@")
    compare -N "$WORK/f-road.json" "$LIST_RUNS" "$name" "$WORK/many.sh $url" 2>/dev/null
    t1=$(ticks "$@")
    n=$(jq '.results[0].times | length' "$WORK/f-road.json" 2>/dev/null || echo "$LIST_RUNS")
    [[ -n $SMALL ]] || n=$((n + 2)) # hyperfine's warm-ups are requests too
    printf '%s|%s|%s|%s\n' "$name" "$(jq '.results[0].mean' "$WORK/f-road.json")" \
        "$(awk -v t=$((t1 - t0)) -v hz="$(getconf CLK_TCK)" -v r=$((n * GW_REQUESTS)) 'BEGIN { printf "%.1f", t * 1e6 / hz / r }')" \
        "$(jq '.results[0].min' "$WORK/f-road.json")"
}
start_gateway "$BIN" embedded embedded
EMB_URL=$GW_URL EMB_PID=$GW_PID EMB_ADMIN=$GW_ADMIN
start_gateway "$BIN" new
NEW_URL=$GW_URL NEW_PID=$GW_PID NEW_ADMIN=$GW_ADMIN NEW_VIEWER=$GW_VIEWER
# A viewer's request outside its role (a ban of a key that does not exist, should the check ever
# let it through): refused at the gateway, nothing sent upstream; what the role check costs.
REFUSED="type=ban&key=NO-SUCH-KEY&reason=bench"
curl -sS "$NEW_URL/api/seller/?sellerkey=$NEW_VIEWER&$REFUSED" | grep -q 'may not' ||
    { echo "bench.sh: (f) the viewer's ban was not refused" >&2; exit 1; }
OLD_GW=
if [[ -n $OLD_BIN ]]; then
    start_gateway "$(realpath "$OLD_BIN")" old-embedded embedded
    OLD_EMB_URL=$GW_URL OLD_EMB_PID=$GW_PID OLD_EMB_ADMIN=$GW_ADMIN
    start_gateway "$(realpath "$OLD_BIN")" old
    OLD_GW=1
fi
say "Load average: $(cut -d' ' -f1-3 /proc/loadavg); $GW_REQUESTS requests in a row on one keep-alive connection (one curl process), mean of $LIST_RUNS runs; CPU: the servers' user + system time over the requests sent (the sandbox's, plus the gateway's through it)."
say ""
INFO_Q="type=info&key=$KEY"
rows=("$(road "sandbox directly" "$SELLER&$INFO_Q" "$SB_PID")")
rows+=("$(road "through the gateway, its embedded sandbox in-process (admin token)" "$EMB_URL/api/seller/?sellerkey=$EMB_ADMIN&$INFO_Q" "$EMB_PID")")
rows+=("$(road "through the gateway (admin token)" "$NEW_URL/api/seller/?sellerkey=$NEW_ADMIN&$INFO_Q" "$SB_PID" "$NEW_PID")")
rows+=("$(road "refused by the gateway (viewer token, ban; nothing upstream)" "$NEW_URL/api/seller/?sellerkey=$NEW_VIEWER&$REFUSED" "$NEW_PID")")
if [[ -n $OLD_GW ]]; then
    rows+=("$(road "through the older build's gateway, its embedded sandbox" "$OLD_EMB_URL/api/seller/?sellerkey=$OLD_EMB_ADMIN&$INFO_Q" "$OLD_EMB_PID")")
    rows+=("$(road "through the older build's gateway" "$GW_URL/api/seller/?sellerkey=$GW_ADMIN&$INFO_Q" "$SB_PID" "$GW_PID")")
    rows+=("$(road "refused by the older build's gateway" "$GW_URL/api/seller/?sellerkey=$GW_VIEWER&$REFUSED" "$GW_PID")")
fi
# The fastest of the runs beside the mean: a shared machine's load only ever adds, so the
# fastest run is the one least skewed by it.
say "| road | ms a request | fastest run: ms a request | CPU µs a request |"
say "|---|---:|---:|---:|"
for r in "${rows[@]}"; do
    IFS='|' read -r name m cpu fastest <<<"$r"
    say "| $name | $(awk -v s="$m" -v n="$GW_REQUESTS" 'BEGIN { printf "%.3f", s * 1000 / n }') | $(awk -v s="$fastest" -v n="$GW_REQUESTS" 'BEGIN { printf "%.3f", s * 1000 / n }') | $cpu |"
done
field() { local r; for r in "${rows[@]}"; do [[ $r == "$1|"* ]] && { cut -d'|' -f"$2" <<<"$r"; return; }; done; }
direct=$(field "sandbox directly" 2)
over() { awk -v a="$(field "$1" "$2")" -v b="$(field "sandbox directly" "$2")" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }'; }
EMB_ROAD="through the gateway, its embedded sandbox in-process (admin token)"
HTTP_ROAD="through the gateway (admin token)"
emb_ratio=$(over "$EMB_ROAD" 2)
ratio=$(over "$HTTP_ROAD" 2)
refused_cpu=$(field "refused by the gateway (viewer token, ban; nothing upstream)" 3)
say ""
say "Latency gateway/direct, target ≤ 1.3×: with its embedded sandbox in-process **${emb_ratio}×** ($(verdict "$emb_ratio <= 1.3"); fastest runs $(over "$EMB_ROAD" 4)×; CPU a request $(over "$EMB_ROAD" 3)× the sandbox's); in front of a separate sandbox over loopback HTTP **${ratio}×** ($(verdict "$ratio <= 1.3"); fastest runs $(over "$HTTP_ROAD" 4)×; CPU, gateway and sandbox, $(over "$HTTP_ROAD" 3)×). Each gateway request: token lookup, role check, an audit row, its own request upstream. A refusal (the role check; nothing upstream): **${refused_cpu} µs** of the gateway's CPU a request, its audit row included — target (microseconds: < 100 µs) $(verdict "$refused_cpu < 100")"
say ""
fi

echo "bench.sh: results in $OUT" >&2

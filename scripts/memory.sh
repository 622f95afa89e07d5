#!/usr/bin/env bash
# Peak memory of licensectl on large and hostile inputs (issue 14): benchmarks, not tests — never
# part of CI. Results: stdout and $MEM_OUT (default target/bench/memory.md); see docs/performance.md.
#
#   scripts/memory.sh                          # 466,000 licenses, 2,000 users, release build
#   MEM_LICENSES=100000 MEM_USERS=0 scripts/memory.sh   # smaller; no users
#   MEM_PREFIX_KEYS=0 scripts/memory.sh        # skip the broad-prefix lookup (it adds keys)
#   MEM_BIN=target/debug/licensectl scripts/memory.sh   # an existing binary, no build
#   MEM_RESTORE_SIZES="50000 100000 200000" scripts/memory.sh   # restores of growing size (flat?)
#   MEM_RESTORE_FULL=0 scripts/memory.sh       # no real restore of the full backup (minutes)
#   MEM_PLAN_VARS=200000 scripts/memory.sh     # `plan`/`apply` of an app file of that many variables
#   MEM_PLAN_BLACKS=200000 scripts/memory.sh   # `plan` of a file of that many blacklisted HWIDs
#   MEM_BEFORE=/tmp/old-licensectl MEM_PLAN_ONLY=1 scripts/memory.sh   # the plan cases alone, old
#                                              # binary and this one alternating (side by side)
#   MEM_BEFORE=/tmp/old-licensectl MEM_SANDBOX_ONLY=1 scripts/memory.sh   # the sandbox's own peak
#                                              # (issue 40): a login burst, large lists; both binaries
#   MEM_BURST_CONNS=64 MEM_BURST_ROUNDS=3 MEM_BURST_SETTLE=15   # the burst's size; seconds after it
#   MEM_LIST_VARS=100000 MEM_LIST_BLACKS=200000    # the sandbox's lists (0 skips one)
#
# Peak RSS from /usr/bin/time -f %M (GNU time); needs jq and python3 (the hostile server).
set -euo pipefail
cd "$(dirname "$0")/.."

LICENSES=${MEM_LICENSES:-466000}
# Users seeded beside the licenses (each with some of the used keys' subscriptions): backup
# reads each one's subscriptions, and the users beyond the 520 the list gives one by one.
USERS=${MEM_USERS:-2000}
# Keys made with one prefix (PFXA-…) for the broad lookup, in runs of 5,000 (the service's day).
PREFIX_KEYS=${MEM_PREFIX_KEYS:-100000}
# Restores (issue 29): `--dry-run` and a real restore of the full backup into a fresh sandbox, and
# real restores of backups of these sizes (200 users holding keys each), to show memory flat.
RESTORE_SIZES=${MEM_RESTORE_SIZES:-50000 100000 200000}
RESTORE_FULL=${MEM_RESTORE_FULL:-1}
# `plan` and `apply` (issue 31): an app of this many global variables, exported, then planned
# against itself (no changes) and against an app where every one differs; 0 skips them.
PLAN_VARS=${MEM_PLAN_VARS:-200000}
# Another binary measured beside this one in the plan cases (side by side, alternating).
BEFORE=${MEM_BEFORE:-}
OUT=${MEM_OUT:-target/bench/memory.md}
# shellcheck source=scripts/common.sh
. scripts/common.sh
licensectl_bin memory.sh "${MEM_BIN:-}"
open_work memory
export LICENSECTL_CONFIG=$WORK/config.toml LICENSECTL_DATA_DIR=$WORK/data NO_COLOR=1

# peak NAME CMD...: runs CMD (stdout to $WORK/stdout, stderr to $WORK/stderr); sets RSS_MIB, CODE, SECS.
peak() {
    local name=$1
    shift
    local start end
    start=$(date +%s.%N)
    set +e
    /usr/bin/time -f '%M' -o "$WORK/rss" "$@" >"$WORK/stdout" 2>"$WORK/stderr"
    CODE=$?
    set -e
    end=$(date +%s.%N)
    RSS_MIB=$(tail -n1 "$WORK/rss" | awk '{printf "%.0f", $1 / 1024}')
    SECS=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.1f", b - a}')
    echo "memory.sh: $name: exit $CODE, peak $RSS_MIB MiB, $SECS s" >&2
}

say "# licensectl peak memory ($(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(basename "$(dirname "$BIN")") build)"
say ""
say "Machine: $(nproc) cores, $(free -h | awk '/^Mem:/ {print $2}') RAM, load $(cut -d' ' -f1-3 /proc/loadavg)"
say ""
say "| case | exit | peak RSS | time | notes |"
say "|---|---|---|---|---|"

# The plan cases run each binary, the older one ($BEFORE) first when given.
bins=("$BIN")
[[ -n $BEFORE ]] && bins=("$(realpath "$BEFORE")" "$BIN")
# side BIN: "this" or "before". mib FILE: its size in MiB, one decimal. ratio FILE_MIB: the
# last peak over it.
side() { if [[ $1 == "$BIN" ]]; then echo this; else echo before; fi; }
mib() { awk -v b="$(stat -c %s "$1")" 'BEGIN {printf "%.1f", b / 1048576}'; }
ratio() { awk -v m="$RSS_MIB" -v f="$1" 'BEGIN {printf "%.1f", m / f}'; }

# --- the sandbox's own memory (issue 40): a login burst, large lists ------------------------------
# sandbox_mib PID FIELD: a line of /proc/PID/status in MiB (VmHWM: the peak so far; VmRSS: now).
sandbox_mib() { awk -v f="$2:" '$1 == f {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }
# on_bin BIN DB [ARGS...]: start_sandbox with another binary; sets SB_PID too.
on_bin() {
    local saved=$BIN
    BIN=$1
    shift
    start_sandbox "$@"
    BIN=$saved
    SB_PID=${PIDS[-1]}
}
BURST_CONNS=${MEM_BURST_CONNS:-64}
BURST_ROUNDS=${MEM_BURST_ROUNDS:-3}
BURST_SETTLE=${MEM_BURST_SETTLE:-15}
# $BURST_CONNS connections (one thread and one keep-alive connection each), each $BURST_ROUNDS
# rounds of client init + login of one user with a password: prints "ok failed seconds".
cat >"$WORK/burst.py" <<'PY'
import http.client, json, sys, threading, time, urllib.parse
host, port, app, owner, conns, rounds = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5]), int(sys.argv[6])
base = "/api/1.3/?" + urllib.parse.urlencode({"name": app, "ownerid": owner})
ok = failed = 0
lock = threading.Lock()
def run():
    global ok, failed
    c = http.client.HTTPConnection(host, port, timeout=600)
    for _ in range(rounds):
        try:
            c.request("GET", base + "&type=init&ver=1.0")
            sid = json.loads(c.getresponse().read()).get("sessionid", "")
            c.request("GET", base + "&type=login&username=burst&pass=burstpass&hwid=BURST&sessionid=" + sid)
            good = json.loads(c.getresponse().read()).get("success") is True
        except Exception:
            good = False
            c = http.client.HTTPConnection(host, port, timeout=600)
        with lock:
            if good: ok += 1
            else: failed += 1
t0 = time.time()
threads = [threading.Thread(target=run) for _ in range(conns)]
for t in threads: t.start()
for t in threads: t.join()
print(ok, failed, round(time.time() - t0, 1))
PY
if [[ ${MEM_PLAN_ONLY:-0} != 1 ]]; then
    for bin in "${bins[@]}"; do
        on_bin "$bin" -
        start_mib=$(sandbox_mib "$SB_PID" VmRSS)
        hostport=${SB_URL#http://}
        curl -sS -o /dev/null "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=adduser&user=burst&sub=default&expiry=30&pass=burstpass"
        read -r ok failed secs < <(python3 "$WORK/burst.py" "${hostport%:*}" "${hostport##*:}" "$SB_APP" "$SB_OWNER" "$BURST_CONNS" "$BURST_ROUNDS")
        peak_mib=$(sandbox_mib "$SB_PID" VmHWM)
        after_mib=$(sandbox_mib "$SB_PID" VmRSS)
        threads=$(awk '$1 == "Threads:" {print $2}' "/proc/$SB_PID/status")
        sleep "$BURST_SETTLE"
        later_mib=$(sandbox_mib "$SB_PID" VmRSS)
        echo "memory.sh: burst ($(side "$bin")): $ok ok, $failed failed, peak $peak_mib MiB" >&2
        say "| sandbox: $BURST_CONNS connections × $BURST_ROUNDS rounds of client init + login, $(side "$bin") binary | $ok ok, $failed failed | **$peak_mib MiB** (sandbox, VmHWM) | $secs s | $start_mib MiB at start, $after_mib MiB right after ($threads threads), $later_mib MiB ${BURST_SETTLE} s later; load $(cut -d' ' -f1 /proc/loadavg) |"
        kill "$SB_PID" 2>/dev/null || true
    done
    # The sandbox's peak while it answers one large list (a file database: the list is read on a
    # read-only connection, as `sandbox start --db` does).
    LIST_VARS=${MEM_LIST_VARS:-100000}
    LIST_BLACKS=${MEM_LIST_BLACKS:-200000}
    if ((LIST_VARS > 0)); then
        "$BIN" sandbox seed --db "$WORK/lvars.db" --licenses 0 --users 0 --vars "$LIST_VARS" --no-customers -o json >/dev/null
    fi
    if ((LIST_BLACKS > 0)) && command -v sqlite3 >/dev/null; then
        "$BIN" sandbox seed --db "$WORK/lblacks.db" --licenses 0 --users 0 --vars 0 --no-customers -o json >/dev/null
        sqlite3 "$WORK/lblacks.db" "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $LIST_BLACKS - 1)
            INSERT INTO bans (hwid, type) SELECT printf('HWID-%08d-ABCDEFGHIJKL', i), 'hwid' FROM n;"
    fi
    for list in vars blacks; do
        [[ -f $WORK/l$list.db ]] || continue
        for bin in "${bins[@]}"; do
            cp "$WORK/l$list.db" "$WORK/served.db"
            on_bin "$bin" "$WORK/served.db"
            start_mib=$(sandbox_mib "$SB_PID" VmRSS)
            if [[ $list == vars ]]; then
                what="\`vars list\` of $LIST_VARS variables"
                peak "vars list ($(side "$bin"))" env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY" "$bin" vars list -o json
                bytes=$(curl -sS "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=fetchallvars" | wc -c)
            else
                what="\`fetchallblacks\` of $LIST_BLACKS entries (curl)"
                peak "fetchallblacks ($(side "$bin"))" curl -sS -o "$WORK/stdout" "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=fetchallblacks"
                bytes=$(stat -c %s "$WORK/stdout")
            fi
            say "| sandbox: $what, $(side "$bin") binary | $CODE | **$(sandbox_mib "$SB_PID" VmHWM) MiB** (sandbox, VmHWM) | $SECS s | answer $(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1048576}') MiB; $start_mib MiB at start, $(sandbox_mib "$SB_PID" VmRSS) MiB after; client $RSS_MIB MiB; load $(cut -d' ' -f1 /proc/loadavg) |"
            kill "$SB_PID" 2>/dev/null || true
            rm -f "$WORK/served.db"*
        done
    done
fi
[[ ${MEM_SANDBOX_ONLY:-0} == 1 ]] && exit 0

# --- plan and apply of an app file of $PLAN_VARS variables (issue 31) ------------------------------
if ((PLAN_VARS > 0)); then
    "$BIN" sandbox seed --db "$WORK/vars.db" --licenses 0 --users 0 --vars "$PLAN_VARS" --no-customers -o json >/dev/null
    start_sandbox "$WORK/vars.db"
    VARS_ENV=(env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY")
    "${VARS_ENV[@]}" "$BIN" export "$WORK/app.toml" 2>/dev/null
    answer=$(curl -sS "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=fetchallvars" | wc -c)
    # The same variables, every value changed: a plan of $PLAN_VARS changes.
    sed 's/^data = "\(.*\)"$/data = "\1!"/' "$WORK/app.toml" >"$WORK/changed.toml"
    for doc in app changed; do
        file_mib=$(mib "$WORK/$doc.toml")
        for bin in "${bins[@]}"; do
            peak "plan $doc ($(side "$bin"))" "${VARS_ENV[@]}" "$bin" plan "$WORK/$doc.toml" -o json
            say "| \`plan\` of $PLAN_VARS variables ($doc.toml), $(side "$bin") binary | $CODE | **$RSS_MIB MiB** ($(ratio "$file_mib")× the file) | $SECS s | file $file_mib MiB, the service's list $((answer / 1048576)) MiB; summary $(jq -r '.summary | tostring' "$WORK/stdout" 2>/dev/null | head -c 120) |"
        done
    done
    file_mib=$(mib "$WORK/app.toml")
    for bin in "${bins[@]}"; do
        peak "apply app ($(side "$bin"))" "${VARS_ENV[@]}" "$bin" apply "$WORK/app.toml" --yes
        say "| \`apply --yes\` of the same file (nothing to change), $(side "$bin") binary | $CODE | **$RSS_MIB MiB** ($(ratio "$file_mib")× the file) | $SECS s | \`$(tail -c 80 "$WORK/stderr" | tr -d '\n')\` |"
    done
    kill "${PIDS[-1]}" 2>/dev/null || true
    rm -f "$WORK/vars.db" "$WORK/app.toml" "$WORK/changed.toml"
fi
# The same for a file of $PLAN_BLACKS blacklisted HWIDs (the longest list the format holds beside
# variables; it holds no licenses or users), put straight into the sandbox's database.
PLAN_BLACKS=${MEM_PLAN_BLACKS:-200000}
if ((PLAN_BLACKS > 0)) && command -v sqlite3 >/dev/null; then
    "$BIN" sandbox seed --db "$WORK/blacks.db" --licenses 0 --users 0 --vars 0 --no-customers -o json >/dev/null
    sqlite3 "$WORK/blacks.db" "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $PLAN_BLACKS - 1)
        INSERT INTO bans (hwid, type) SELECT printf('HWID-%08d-ABCDEFGHIJKL', i), 'hwid' FROM n;"
    start_sandbox "$WORK/blacks.db"
    BL_ENV=(env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY")
    "${BL_ENV[@]}" "$BIN" export "$WORK/blacks.toml" 2>/dev/null
    answer=$(curl -sS "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=fetchallblacks" | wc -c)
    file_mib=$(mib "$WORK/blacks.toml")
    for bin in "${bins[@]}"; do
        peak "plan blacklists ($(side "$bin"))" "${BL_ENV[@]}" "$bin" plan "$WORK/blacks.toml" -o json
        say "| \`plan\` of $PLAN_BLACKS blacklisted HWIDs, $(side "$bin") binary | $CODE | **$RSS_MIB MiB** ($(ratio "$file_mib")× the file) | $SECS s | file $file_mib MiB, the service's list $((answer / 1048576)) MiB; summary $(jq -r '.summary | tostring' "$WORK/stdout" 2>/dev/null | head -c 120) |"
    done
    kill "${PIDS[-1]}" 2>/dev/null || true
    rm -f "$WORK/blacks.db" "$WORK/blacks.toml"
fi
[[ ${MEM_PLAN_ONLY:-0} == 1 ]] && exit 0

# --- backup of $LICENSES licenses -------------------------------------------------------------
"$BIN" sandbox seed --db "$WORK/big.db" --licenses "$LICENSES" --users "$USERS" -o json >"$WORK/seed.json"
start_sandbox "$WORK/big.db"
peak "list bytes" curl -sS -o "$WORK/keys.json" "$SB_URL/api/seller/?sellerkey=$SB_KEY&type=fetchallkeys"
payload=$(stat -c %s "$WORK/keys.json")
rm -f "$WORK/keys.json"
peak backup env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY" "$BIN" backup "$WORK/backup.json"
written=$(jq '.licenses | length' "$WORK/backup.json")
users=$(jq '.users | length' "$WORK/backup.json")
subs=$(jq '[.users[].subscriptions | length] | add // 0' "$WORK/backup.json")
say "| \`backup\` of $LICENSES licenses, $USERS users | $CODE | **$RSS_MIB MiB** | $SECS s | $written licenses and $users users ($subs user subscriptions) written, $(($(stat -c %s "$WORK/backup.json") / 1048576)) MiB; the key list answer is $((payload / 1048576)) MiB |"

# --- lookup and --jq against the same sandbox (issue 21) -------------------------------------------
SB_ENV=(env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY")
peak "lookup none" "${SB_ENV[@]}" "$BIN" lookup no-such-customer-anywhere
say "| \`lookup\` with no match, $LICENSES licenses | $CODE | **$RSS_MIB MiB** | $SECS s | every list walked row by row; \`$(head -c 110 "$WORK/stderr" | tr -d '\n')…\` |"
if ((USERS > 0)); then
    user=$("${SB_ENV[@]}" "$BIN" users names -o json | jq -r '.[0] | if type == "object" then .username else . end')
    peak "lookup user" "${SB_ENV[@]}" "$BIN" lookup "$user" -o json
    say "| \`lookup $user\` (a seeded user: the whole page), $LICENSES licenses | $CODE | **$RSS_MIB MiB** | $SECS s | $(jq '.licenses | length' "$WORK/stdout" 2>/dev/null || echo '?') licenses, $(jq '.subscriptions | length' "$WORK/stdout" 2>/dev/null || echo '?') subscriptions on the page |"
fi
if ((PREFIX_KEYS > 0)); then
    for ((made = 0; made < PREFIX_KEYS; made += 5000)); do
        "${SB_ENV[@]}" "$BIN" licenses create --amount $((PREFIX_KEYS - made < 5000 ? PREFIX_KEYS - made : 5000)) \
            --mask 'PFXA-******-******' --expiry 30d -o json >/dev/null
    done
    peak "lookup prefix" "${SB_ENV[@]}" "$BIN" lookup PFXA -o json
    say "| \`lookup PFXA\` (a prefix of $PREFIX_KEYS keys), $LICENSES + $PREFIX_KEYS licenses | $CODE | **$RSS_MIB MiB** | $SECS s | $(jq '.matches | length' "$WORK/stdout" 2>/dev/null || echo '?') matches listed; \`$(head -c 100 "$WORK/stderr" | tr -d '\n')…\` |"
fi
for f in 'repeat(1)' 'range(1e9)' '[.[]|..]|repeat(.)' 'def f: [f]; f'; do
    peak "jq $f" "${SB_ENV[@]}" "$BIN" subs list --jq "$f"
    say "| \`--jq '$f'\` | $CODE | $RSS_MIB MiB | $SECS s | $(wc -l <"$WORK/stdout") lines streamed; \`$(head -c 110 "$WORK/stderr" | tr -d '\n')\` |"
done

# --- restore (issue 29): the same document into fresh sandboxes (`default` at level 1) ----------
SB_ENV_BIG=("${SB_ENV[@]}")
# restore_into NAME DOC ARGS...: a fresh in-memory sandbox, then `restore DOC ARGS...` into it.
restore_into() {
    local name=$1 doc=$2
    shift 2
    start_sandbox -
    peak "$name" env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY" "$BIN" restore "$doc" "$@"
    kill "${PIDS[-1]}" 2>/dev/null || true
}
restore_into "restore dry-run" "$WORK/backup.json" --dry-run
say "| \`restore --dry-run\` of that backup ($written licenses, $users users) | $CODE | **$RSS_MIB MiB** | $SECS s | $(wc -l <"$WORK/stdout") lines listed; \`$(tail -c 100 "$WORK/stderr" | tr -d '\n')\` |"
if ((RESTORE_FULL)); then
    restore_into "restore" "$WORK/backup.json"
    say "| \`restore\` of that backup into a fresh sandbox | $CODE | **$RSS_MIB MiB** | $SECS s | \`$(head -c 60 "$WORK/stdout" | tr -d '\n')\` \`$(tail -c 100 "$WORK/stderr" | tr -d '\n')\` |"
fi
rm -f "$WORK/backup.json"
for n in $RESTORE_SIZES; do
    "$BIN" sandbox seed --db "$WORK/r$n.db" --licenses "$n" --users 200 -o json >/dev/null
    start_sandbox "$WORK/r$n.db"
    env LICENSECTL_BASE_URL="$SB_URL" LICENSECTL_SELLER_KEY="$SB_KEY" "$BIN" backup "$WORK/r$n.json" 2>/dev/null
    kill "${PIDS[-1]}" 2>/dev/null || true
    rm -f "$WORK/r$n.db"
    restore_into "restore $n dry-run" "$WORK/r$n.json" --dry-run
    say "| \`restore --dry-run\`, $n licenses + 200 users holding keys | $CODE | $RSS_MIB MiB | $SECS s | $(wc -l <"$WORK/stdout") lines |"
    restore_into "restore $n" "$WORK/r$n.json"
    say "| \`restore\`, $n licenses + 200 users into a fresh sandbox | $CODE | **$RSS_MIB MiB** | $SECS s | \`$(head -c 60 "$WORK/stdout" | tr -d '\n')\` \`$(tail -c 80 "$WORK/stderr" | tr -d '\n')\` |"
    rm -f "$WORK/r$n.json"
done
SB_ENV=("${SB_ENV_BIG[@]}")

# --- hostile answers ----------------------------------------------------------------------------
# A loopback server: /big answers 1 GiB (chunked, no declared size), /declared declares 1 GiB,
# /message answers a 52 MB service message.
cat >"$WORK/hostile.py" <<'EOF'
import http.server, socketserver, sys
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a): pass
    def do_GET(self):
        mode = self.server.mode
        if mode == "cell":
            body = b'{"success":true,"keys":[{"key":"AAAA-1","note":"' + b"x\\u001b" * 7_000_000 + b'"}]}'
            self.send_response(200); self.send_header("content-length", str(len(body))); self.end_headers()
            self.wfile.write(body); return
        if mode == "message":
            body = b'{"success":false,"message":"' + b"x" * 52_000_000 + b'"}'
            self.send_response(200); self.send_header("content-length", str(len(body))); self.end_headers()
            self.wfile.write(body); return
        self.send_response(200)
        if mode == "declared":
            self.send_header("content-length", str(1 << 30))
        else:
            self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        chunk = b" " * (1 << 20)
        try:
            for _ in range(1024):
                if mode == "declared":
                    self.wfile.write(chunk)
                else:
                    self.wfile.write(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
            if mode != "declared":
                self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass
class S(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
s = S(("127.0.0.1", 0), H)
s.mode = sys.argv[1]
print(s.server_address[1], flush=True)
s.serve_forever()
EOF
hostile() {
    local mode=$1
    python3 "$WORK/hostile.py" "$mode" >"$WORK/port.$mode" &
    PIDS+=("$!")
    for _ in $(seq 100); do [[ -s $WORK/port.$mode ]] && break; sleep 0.1; done
    HOST="http://127.0.0.1:$(head -n1 "$WORK/port.$mode")"
}
export LICENSECTL_SELLER_KEY=0123456789abcdef0123456789abcdef LICENSECTL_RETRIES=0
hostile big
peak "1 GiB chunked" env LICENSECTL_BASE_URL="$HOST" "$BIN" --timeout 120s licenses list
say "| 1 GiB answer, chunked (no declared size) | $CODE | **$RSS_MIB MiB** | $SECS s | $(head -c 120 "$WORK/stderr" | tr '\n' ' ') |"
hostile declared
peak "1 GiB declared" env LICENSECTL_BASE_URL="$HOST" "$BIN" --timeout 120s licenses list
say "| 1 GiB answer, declared in Content-Length | $CODE | **$RSS_MIB MiB** | $SECS s | refused before the body is read |"
hostile cell
for f in tsv csv json; do
    peak "50 MB cell $f" env LICENSECTL_BASE_URL="$HOST" "$BIN" --timeout 120s licenses list -o "$f"
    say "| one 50 MB cell, \`-o $f\` | $CODE | $RSS_MIB MiB | $SECS s | linear in the cell (issue 21: over 100 s in TSV/CSV before) |"
done
hostile message
peak "52 MB message" env LICENSECTL_BASE_URL="$HOST" "$BIN" --timeout 120s licenses info SOMEKEY
say "| 52 MB service message | $CODE | $RSS_MIB MiB | $SECS s | stderr: $(stat -c %s "$WORK/stderr") bytes, ending \`$(tail -c 40 "$WORK/stderr" | tr -d '\n')\` |"
peak "dry-run amount" "$BIN" --dry-run licenses create --amount 9223372036854775807 --expiry 1d
say "| \`--dry-run licenses create --amount 9223372036854775807\` | $CODE | $RSS_MIB MiB | $SECS s | $(stat -c %s "$WORK/stdout") bytes on stdout; \`$(head -c 100 "$WORK/stderr" | tr -d '\n')…\` |"

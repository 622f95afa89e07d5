# Shared by the benchmark scripts (bench.sh, memory.sh, report-perf.sh): sourced, never run.
# The binary to measure, a work directory cleaned up on exit with every background process, the
# results file, and a sandbox started in the background.

# licensectl_bin NAME [GIVEN]: sets BIN to GIVEN (an existing binary), else builds --release.
licensectl_bin() {
    if [[ -n ${2:-} ]]; then
        BIN=$2
    else
        echo "$1: building --release" >&2
        cargo build --release --quiet
        BIN=$PWD/target/release/licensectl
    fi
    BIN=$(realpath "$BIN")
}

# open_work NAME: a fresh WORK directory, removed on exit after killing the processes in PIDS;
# OUT (already set) emptied, for `say`.
open_work() {
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/licensectl-$1.XXXXXX")
    PIDS=()
    trap cleanup EXIT
    mkdir -p "$(dirname "$OUT")"
    : >"$OUT"
}
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}

# say TEXT: to stdout and to the results file OUT.
say() { printf '%s\n' "$*" | tee -a "$OUT"; }

# start_sandbox DB [ARGS...]: starts `sandbox start` in the background (up to 30 s for a large
# database to open); sets SB_* from its first line. DB `-`: a new one in memory.
start_sandbox() {
    local db=$1 out where
    shift
    out="$WORK/sandbox.$RANDOM.out"
    where=(--db "$db")
    [[ $db == - ]] && where=(--memory)
    "$BIN" sandbox start "${where[@]}" --port 0 -o json "$@" >"$out" 2>"$out.err" &
    PIDS+=("$!")
    for _ in $(seq 300); do
        if [[ -s $out ]] && head -n1 "$out" | jq -e .base_url >/dev/null 2>&1; then break; fi
        sleep 0.1
    done
    local line
    line=$(head -n1 "$out")
    SB_URL=$(jq -r .base_url <<<"$line")
    SB_KEY=$(jq -r .seller_key <<<"$line")
    SB_APP=$(jq -r .app_name <<<"$line")
    SB_OWNER=$(jq -r .ownerid <<<"$line")
    SB_PUB=$(jq -r .public_key <<<"$line")
    SB_SECRET=$(jq -r .app_secret <<<"$line")
}

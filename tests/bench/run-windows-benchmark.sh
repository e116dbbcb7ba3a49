#!/usr/bin/env bash
# Memory of a second window (docs/PERFORMANCE.md, "Side-by-side windows"). Runs the real cloudly-console
# under QT_QPA_PLATFORM=offscreen with --measure-startup in three set-ups and reads its VmRSS once every
# window shows all its tasks (StartupProbe waits for the tasks view of each window):
#
#   none  no profile, no window connected (the base every window is counted from)
#   one   one window on a TASKS-task demo profile (cloudly-demo-server A)
#   two   two windows, one on A and one on B (a second server with the same generated data)
#
# The second window should cost at most 1.1× what the first one does:
#
#   ratio = (RSS two − RSS none) / (RSS one − RSS none)      target ≤ 2.1
#
# computed from the medians of REPS runs of each set-up (the set-ups alternate, so machine load hits them
# alike). Exits 1 when the ratio misses the target, 2 when a run failed.
#
#   tests/bench/run-windows-benchmark.sh            # 3 repetitions, 100k tasks
#   tests/bench/run-windows-benchmark.sh --smoke    # 1 repetition, 1000 tasks, target reported only
#
# Environment: CLOUDLY_BENCH_BUILD (build dir, default build-bench), CLOUDLY_CONSOLE, CLOUDLY_DEMO_SERVER,
# CLOUDLY_WINDOWS_BENCH_REPS (default 3), CLOUDLY_WINDOWS_BENCH_TASKS (default 100000).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${CLOUDLY_BENCH_BUILD:-$ROOT/build-bench}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
REPS="${CLOUDLY_WINDOWS_BENCH_REPS:-3}"
TASKS="${CLOUDLY_WINDOWS_BENCH_TASKS:-100000}"
SMOKE=0
if [[ "${1:-}" == "--smoke" ]]; then
    SMOKE=1
    REPS=1
    TASKS=1000
fi
CONSOLE="${CLOUDLY_CONSOLE:-$BUILD/app/cloudly-console}"
SERVER="${CLOUDLY_DEMO_SERVER:-$BUILD/app/cloudly-demo-server}"
for exe in "$CONSOLE" "$SERVER"; do
    if [[ ! -x "$exe" ]]; then
        echo "missing $exe (build the cloudly-console and cloudly-demo-server targets)" >&2
        exit 2
    fi
done

SCRATCH="$(mktemp -d)"
SERVER_PIDS=()
cleanup() {
    local pid
    for pid in "${SERVER_PIDS[@]}"; do
        kill "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    done
    rm -rf "$SCRATCH"
}
trap cleanup EXIT

export QT_QPA_PLATFORM=offscreen
export QT_LOGGING_RULES="cloudly.*.debug=false;cloudly.*.info=false"

# One console run in a fresh home; prints its JSON line (or nothing).
run_console() {
    local home
    home="$(mktemp -d "$SCRATCH/home.XXXXXX")"
    HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" \
        XDG_RUNTIME_DIR="$home/run" DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent" \
        timeout 600 "$CONSOLE" --measure-startup "$@" 2>>"$SCRATCH/console-stderr.log" | grep '^{' | tail -n 1
    rm -rf "$home"
}

# start_server OUTFILE: a demo server with TASKS tasks; its port in STARTED_PORT (empty: did not start).
start_server() {
    local out="$1" port="" i
    : >"$out"
    "$SERVER" --port 0 --tasks "$TASKS" --services $((TASKS / 10 > 0 ? TASKS / 10 : 1)) >"$out" 2>/dev/null &
    SERVER_PIDS+=($!)
    for ((i = 0; i < 600; ++i)); do
        port="$(sed -n 's/^LISTENING \([0-9]*\)$/\1/p' "$out")"
        [[ -n "$port" ]] && break
        sleep 0.1
    done
    STARTED_PORT="$port"
}

field() { sed -n "s/.*\"$1\":\([-0-9.]*\).*/\1/p" <<<"$2"; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit }
    printf "%.0f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

start_server "$SCRATCH/a.out"
PORT_A="$STARTED_PORT"
start_server "$SCRATCH/b.out"
PORT_B="$STARTED_PORT"
if [[ -z "$PORT_A" || -z "$PORT_B" ]]; then
    echo "a demo server did not start" >&2
    exit 2
fi
A="ws://127.0.0.1:$PORT_A/"
B="ws://127.0.0.1:$PORT_B/"

declare -A RSS
FAILED=0
record() { # record SETUP JSON
    local value
    value="$(field rss_kib "$2")"
    if [[ -z "$value" || "$2" == *'"error"'* ]]; then
        echo "run failed ($1): ${2:-no output}" >&2
        FAILED=$((FAILED + 1))
        return
    fi
    if [[ "$1" != none && "$(field windows "$2")" != "$3" ]]; then
        echo "run failed ($1): expected $3 window(s): $2" >&2
        FAILED=$((FAILED + 1))
        return
    fi
    RSS["$1"]+="$value "
    echo "  $1: VmRSS $value KiB" >&2
}

for ((i = 0; i < REPS; ++i)); do
    record none "$(run_console)" 1
    record one "$(run_console --demo-server "$A" --demo-tasks "$TASKS")" 1
    record two "$(run_console --demo-server "$A" --demo-server "$B" --demo-tasks "$TASKS")" 2
done

NONE="$(tr ' ' '\n' <<<"${RSS[none]:-}" | grep -v '^$' | median)"
ONE="$(tr ' ' '\n' <<<"${RSS[one]:-}" | grep -v '^$' | median)"
TWO="$(tr ' ' '\n' <<<"${RSS[two]:-}" | grep -v '^$' | median)"
echo "Side-by-side windows: VmRSS medians of $REPS run(s), $TASKS tasks and $((TASKS / 10)) services per profile"
printf '  %-34s %8s KiB\n' "no profile (none)" "$NONE" "one window (one)" "$ONE" "two windows, two profiles (two)" "$TWO"
if [[ "$NONE" == - || "$ONE" == - || "$TWO" == - ]]; then
    echo "not measured" >&2
    exit 2
fi
awk -v n="$NONE" -v o="$ONE" -v t="$TWO" 'BEGIN {
    first = o - n; second = t - o; ratio = (t - n) / first
    printf "  first window  (one - none): %8.1f MB\n", first / 1024
    printf "  second window (two - one):  %8.1f MB  = %.2f x the first\n", second / 1024, second / first
    printf "  ratio (two - none) / (one - none) = %.3f   target <= 2.1: %s\n", ratio, ratio <= 2.1 ? "met" : "MISSED"
}'
if [[ "$FAILED" -gt 0 ]]; then
    exit 2
fi
if ! awk -v n="$NONE" -v o="$ONE" -v t="$TWO" 'BEGIN { exit !((t - n) / (o - n) <= 2.1) }'; then
    [[ "$SMOKE" == 1 ]] && exit 0
    exit 1
fi

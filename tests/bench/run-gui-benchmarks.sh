#!/usr/bin/env bash
# Desktop measurements of the real cloudly-console process (docs/PERFORMANCE.md, "Desktop: proxy refresh,
# cold start, GUI memory"; issues #3 and #7). Runs the console repeatedly under QT_QPA_PLATFORM=offscreen
# with --measure-startup (one JSON line per run: first paint, CPU time, VmRSS/VmHWM from /proc) and prints
# medians, min–max and the targets:
#
#   cold start to the first painted main window   < 500 ms  (median)
#   idle memory of the GUI (VmRSS, not connected)  < 80 MB   (median)
#   GUI with 100k tasks loaded (VmRSS)             < 250 MB  (median; the tasks come from a separate
#                                                             cloudly-demo-server process, so the server's
#                                                             memory is not counted)
#   start -> 100k tasks shown                      ≤ 700 ms  (median wall time, issue 17; each JSON line
#                                                             also has "marks": window built, connected,
#                                                             logged in, tasks loaded, with the CPU so far)
#
# With CLOUDLY_CONSOLE_BEFORE=<another cloudly-console> the loaded scenario also runs that console, each
# repetition alternating with this one (same load), against its own server (CLOUDLY_DEMO_SERVER_BEFORE, default
# the same server binary), and the table gains a "before" column. CLOUDLY_GUI_BENCH_PEER=node serves the
# tasks from the Node reference peer (tests/peer/server.mjs) instead of cloudly-demo-server.
#
# Exits 1 when a target is missed, 2 when a run failed. Every run uses a fresh, empty HOME/XDG directory
# (no saved profiles, window state or offline cache).
#
#   tests/bench/run-gui-benchmarks.sh            # 5 repetitions, 100k tasks
#   tests/bench/run-gui-benchmarks.sh --smoke    # 1 repetition, 1000 tasks, targets reported, not enforced
#
# Environment: CLOUDLY_BENCH_BUILD (build dir, default build-bench), CLOUDLY_GUI_BENCH_OUT (default
# <build>/gui-bench-results), CLOUDLY_GUI_BENCH_REPS (default 5), CLOUDLY_GUI_BENCH_TASKS (default 100000).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${CLOUDLY_BENCH_BUILD:-$ROOT/build-bench}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
REPS="${CLOUDLY_GUI_BENCH_REPS:-5}"
TASKS="${CLOUDLY_GUI_BENCH_TASKS:-100000}"
SMOKE=0
if [[ "${1:-}" == "--smoke" ]]; then
    SMOKE=1
    REPS=1
    TASKS=1000
fi
OUT="${CLOUDLY_GUI_BENCH_OUT:-$BUILD/gui-bench-results}"
CONSOLE="${CLOUDLY_CONSOLE:-$BUILD/app/cloudly-console}"
SERVER="${CLOUDLY_DEMO_SERVER:-$BUILD/app/cloudly-demo-server}"
BEFORE="${CLOUDLY_CONSOLE_BEFORE:-}"
SERVER_BEFORE="${CLOUDLY_DEMO_SERVER_BEFORE:-$SERVER}"
PEER="${CLOUDLY_GUI_BENCH_PEER:-demo}"
for exe in "$CONSOLE" "$SERVER" ${BEFORE:+"$BEFORE" "$SERVER_BEFORE"}; do
    if [[ ! -x "$exe" ]]; then
        echo "missing $exe (build the cloudly-console and cloudly-demo-server targets)" >&2
        exit 2
    fi
done
mkdir -p "$OUT"
RAW="$OUT/runs.jsonl"
: >"$RAW"

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

# One console run in a fresh home; prints its JSON line (or nothing). CONSOLE_EXE picks the binary.
run_console() {
    local home
    home="$(mktemp -d "$SCRATCH/home.XXXXXX")"
    HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" \
        XDG_RUNTIME_DIR="$home/run" DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent" \
        timeout 300 "${CONSOLE_EXE:-$CONSOLE}" --measure-startup "$@" 2>>"$OUT/console-stderr.log" |
        grep '^{' | tail -n 1
    rm -rf "$home"
}

# start_server EXE OUTFILE: starts a server with TASKS tasks (cloudly-demo-server, or the Node peer); its
# port goes to STARTED_PORT (empty when it did not start). Not in a subshell: SERVER_PIDS must keep its PID.
start_server() {
    local exe="$1" out="$2" port="" i
    : >"$out" # exists before the server's redirection opens it: the port is read from it right away
    if [[ "$PEER" == node ]]; then
        node "$ROOT/tests/peer/server.mjs" --port 0 --services $((TASKS / 10 > 0 ? TASKS / 10 : 1)) \
            --tasks "$TASKS" >"$out" 2>/dev/null &
    else
        "$exe" --port 0 --tasks "$TASKS" --services $((TASKS / 10 > 0 ? TASKS / 10 : 1)) >"$out" 2>/dev/null &
    fi
    SERVER_PIDS+=($!)
    for ((i = 0; i < 600; ++i)); do
        port="$(sed -n 's/^LISTENING \([0-9]*\)$/\1/p' "$out")"
        [[ -n "$port" ]] && break
        sleep 0.1
    done
    STARTED_PORT="$port"
}

field() { # field NAME JSON -> number or empty
    sed -n "s/.*\"$1\":\([-0-9.]*\).*/\1/p" <<<"$2"
}

# median/min/max of numbers on stdin: "median min max n"
stats() {
    sort -g | awk '{ v[NR] = $1 } END {
        if (NR == 0) { print "- - - 0"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.1f %.1f %.1f %d\n", m, v[1], v[NR], NR }'
}

FAILED_RUNS=0
declare -A VALUES
record() { # record SCENARIO JSON
    local scenario="$1" json="$2"
    if [[ -z "$json" || "$json" == *'"error"'* ]]; then
        echo "run failed ($scenario): ${json:-no output}" >&2
        FAILED_RUNS=$((FAILED_RUNS + 1))
        return
    fi
    echo "{\"scenario\":\"$scenario\",\"run\":$json}" >>"$RAW"
    local key
    for key in first_paint_ms first_paint_cpu_ms rss_kib hwm_kib rss_kib_after_trim cpu_ms tasks_loaded_ms \
        tasks_loaded_cpu_ms; do
        local value
        value="$(field "$key" "$json")"
        [[ -n "$value" ]] && VALUES["$scenario/$key"]+="$value "
    done
}

LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
STARTED="$(date -u +%Y-%m-%dT%H:%M:%SZ)"

# 1. Cold start, not connected (the connect dialog opens): first paint and idle memory.
for ((i = 0; i < REPS; ++i)); do
    record cold "$(run_console)"
done
# 2. Cold start with the embedded demo (bundled fixture), measured once its 16 tasks are shown.
for ((i = 0; i < REPS; ++i)); do
    record demo "$(run_console --demo --demo-tasks 16)"
done
# 3. TASKS tasks from a separate demo server process (alternating with the before console, if any).
start_server "$SERVER" "$SCRATCH/server.out"
PORT="$STARTED_PORT"
if [[ -z "$PORT" ]]; then
    echo "the server ($PEER) did not start" >&2
    exit 2
fi
if [[ -n "$BEFORE" ]]; then
    start_server "$SERVER_BEFORE" "$SCRATCH/server-before.out"
    PORT_BEFORE="$STARTED_PORT"
    if [[ -z "$PORT_BEFORE" ]]; then
        echo "the before server ($PEER) did not start" >&2
        exit 2
    fi
fi
for ((i = 0; i < REPS; ++i)); do
    if [[ -n "$BEFORE" ]]; then
        record before "$(CONSOLE_EXE="$BEFORE" run_console --demo-server "ws://127.0.0.1:$PORT_BEFORE/" --demo-tasks "$TASKS")"
    fi
    record loaded "$(run_console --demo-server "ws://127.0.0.1:$PORT/" --demo-tasks "$TASKS")"
done
LOAD_END="$(cut -d' ' -f1-3 /proc/loadavg)"

# ---------------------------------------------------------------- table
MISSED=()
row() { # row LABEL SCENARIO KEY UNIT(ms|MB) TARGET_OP TARGET_VALUE
    local label="$1" scenario="$2" key="$3" unit="$4" op="${5:-}" target="${6:-}"
    local values="${VALUES["$scenario/$key"]:-}"
    local med min max n
    read -r med min max n < <(tr ' ' '\n' <<<"$values" | grep -v '^$' | stats)
    if [[ "$unit" == MB && "$med" != - ]]; then
        med="$(awk -v v="$med" 'BEGIN { printf "%.1f", v / 1024 }')"
        min="$(awk -v v="$min" 'BEGIN { printf "%.1f", v / 1024 }')"
        max="$(awk -v v="$max" 'BEGIN { printf "%.1f", v / 1024 }')"
    fi
    local status="" target_text=""
    if [[ -n "$op" ]]; then
        target_text="$op $target $unit"
        if [[ "$med" == - ]]; then
            status="NOT MEASURED"
            MISSED+=("$label: not measured")
        elif awk -v v="$med" -v t="$target" -v op="$op" 'BEGIN { exit !(op == "<=" ? v <= t : v < t) }'; then
            status="met"
        else
            status="MISSED"
            MISSED+=("$label: $med $unit, target $target_text")
        fi
    fi
    local before_cell=""
    if [[ -n "$BEFORE" ]]; then
        before_cell="– |"
        if [[ "$scenario" == loaded ]]; then
            local bvalues="${VALUES["before/$key"]:-}" bmed bmin bmax bn
            read -r bmed bmin bmax bn < <(tr ' ' '\n' <<<"$bvalues" | grep -v '^$' | stats)
            if [[ "$unit" == MB && "$bmed" != - ]]; then
                bmed="$(awk -v v="$bmed" 'BEGIN { printf "%.1f", v / 1024 }')"
            fi
            before_cell="$bmed $unit |"
        fi
    fi
    printf '| %s | %s%s %s | %s–%s | %s | %s | %s |\n' "$label" "${before_cell:+$before_cell }" "$med" "$unit" \
        "$min" "$max" "$n" "$target_text" "$status"
}

{
    if [[ -n "$BEFORE" ]]; then
        echo "| Measurement | Before (median) | Median | Min–max | Runs | Target | Status |"
        echo "|---|---:|---:|---:|---:|---|---|"
    else
        echo "| Measurement | Median | Min–max | Runs | Target | Status |"
        echo "|---|---:|---:|---:|---|---|"
    fi
    row "Cold start → first painted main window (not connected)" cold first_paint_ms ms "<" 500
    row "  CPU time until then" cold first_paint_cpu_ms ms
    row "Idle memory (VmRSS, not connected, 0.5 s after the first paint)" cold rss_kib MB "<" 80
    row "Cold start → first paint, --demo (embedded demo server)" demo first_paint_ms ms
    row "Idle memory with the demo fixture shown (VmRSS, embedded server included)" demo rss_kib MB
    row "Start → $TASKS tasks shown (separate $PEER server)" loaded tasks_loaded_ms ms "<=" 700
    row "  CPU time of the console until then" loaded tasks_loaded_cpu_ms ms
    row "GUI memory, $TASKS tasks loaded (VmRSS)" loaded rss_kib MB "<" 250
    row "  peak (VmHWM)" loaded hwm_kib MB
    row "  VmRSS after malloc_trim(0)" loaded rss_kib_after_trim MB
    echo
    echo "Machine: $(nproc) CPUs, $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1);" \
        "load average at start $LOAD_START, at end $LOAD_END; $REPS repetitions; $STARTED"
} >"$OUT/results.md" # not through a pipe: row() records missed targets in this shell
cat "$OUT/results.md"

if ((FAILED_RUNS > 0)); then
    echo "$FAILED_RUNS run(s) failed; see $OUT/console-stderr.log" >&2
    exit 2
fi
if ((${#MISSED[@]} > 0)); then
    echo
    echo "Targets missed:"
    printf -- '- %s\n' "${MISSED[@]}"
    if ((SMOKE)); then
        echo "(smoke run: targets are not enforced)"
        exit 0
    fi
    exit 1
fi
exit 0

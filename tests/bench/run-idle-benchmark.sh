#!/usr/bin/env bash
# The console sitting idle: the real cloudly-console process connected to a separate
# cloudly-demo-server with 100k tasks and 10k services, nothing changing, at the default poll (5 s).
# Prints one line per figure and exits 1 when a target is missed (2 when a run failed):
#
#   start → 100k tasks shown (tasks_loaded_ms, from process start)   ≤ 700 ms
#   VmRSS after the first load and 10 polls with 1 % of the tasks changed each ≤ 160 MB
#   VmHWM (peak) through the first load and those 10 polls              ≤ 200 MB
#   CPU while idle (data unchanged again), over CLOUDLY_IDLE_SECONDS    ≤ 2 % of one core
#   VmRSS after the idle period                                         ≤ 160 MB
#   VmHWM (peak) after the idle period                                  ≤ 200 MB
#   start → shown / the do-nothing client's first full poll                ≤ 1.5×
#   idle CPU / the do-nothing client's idle CPU (same period, same server)  ≤ 1.2×
# and, without a target, to read those by: VmHWM when the first load was shown, and the median and the
# maximum of VmRSS sampled once a second during the idle period (the single reading after it can catch a
# poll's reply in flight).
#
# The changing phase: the demo server runs with --churn-percent / --churn-replies (core/demo/demochurn.h), so
# each of the first CLOUDLY_IDLE_CHURN_POLLS getDeployments replies after the first changes
# CLOUDLY_IDLE_CHURN_PERCENT % of the tasks, then the data stays put; the server prints CHURN-DONE after the
# last one, and the figures of that phase are read CLOUDLY_IDLE_CHURN_APPLY_SECONDS (default 5) later.
# CLOUDLY_IDLE_CHURN_POLLS=0 skips the phase. A server without the options (an old binary) is run without it
# (and says so). Before/after runs give the before console the same (new) server unless
# CLOUDLY_DEMO_SERVER_BEFORE is set.
#
# CPU is utime+stime of the console from /proc/PID/stat (before and after the idle period), memory from
# /proc/PID/status. The console runs under QT_QPA_PLATFORM=offscreen (or Xvfb with CLOUDLY_IDLE_XVFB=1 and
# xvfb-run installed) with a fresh, empty HOME, and prints when the first full load is shown
# (--measure-startup --keep-running, ui/app/startupprobe.*). Outside the test command, like the others here.
#
#   CLOUDLY_BENCH_BUILD=build/ci tests/bench/run-idle-benchmark.sh
#   CLOUDLY_CONSOLE_BEFORE=/old/cloudly-console CLOUDLY_DEMO_SERVER_BEFORE=/old/cloudly-demo-server \
#     CLOUDLY_BENCH_BUILD=build/ci tests/bench/run-idle-benchmark.sh   # before/after at the same time, ratios
#   CLOUDLY_IDLE_SECONDS=20 CLOUDLY_IDLE_TASKS=1000 tests/bench/run-idle-benchmark.sh   # quick look
#
# Environment: CLOUDLY_BENCH_BUILD (default build-bench), CLOUDLY_IDLE_TASKS (default 100000; services are a
# tenth), CLOUDLY_IDLE_SECONDS (default 60), CLOUDLY_IDLE_SETTLE_SECONDS (wait after the load before
# measuring, default 40: longer than the offline cache's first write), CLOUDLY_IDLE_PERF=1 also records `perf record -g` of the idle
# console into <build>/idle-perf.data (perf report --stdio -i ... shows where the time goes).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${CLOUDLY_BENCH_BUILD:-$ROOT/build-bench}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
TASKS="${CLOUDLY_IDLE_TASKS:-100000}"
SERVICES=$((TASKS / 10))
IDLE_S="${CLOUDLY_IDLE_SECONDS:-60}"
SETTLE_S="${CLOUDLY_IDLE_SETTLE_SECONDS:-40}"
CONSOLE="${CLOUDLY_CONSOLE:-$BUILD/app/cloudly-console}"
SERVER="${CLOUDLY_DEMO_SERVER:-$BUILD/app/cloudly-demo-server}"
for exe in "$CONSOLE" "$SERVER"; do
    if [[ ! -x "$exe" ]]; then
        echo "missing $exe (build the cloudly-console and cloudly-demo-server targets)" >&2
        exit 2
    fi
done

SCRATCH="$(mktemp -d)"
SERVER_PID=""
CONSOLE_PID=""
BEFORE_PID=""
# Before/after in one run: the other binaries are measured by a second instance of this script, at the same
# time (so both see the same load); its figures are printed next to these, with the ratios.
if [[ -n "${CLOUDLY_CONSOLE_BEFORE:-}" ]]; then
    CLOUDLY_CONSOLE="$CLOUDLY_CONSOLE_BEFORE" CLOUDLY_DEMO_SERVER="${CLOUDLY_DEMO_SERVER_BEFORE:-$SERVER}" \
        CLOUDLY_CONSOLE_BEFORE="" CLOUDLY_IDLE_JSON="$SCRATCH/before.json" CLOUDLY_IDLE_PERF=0 \
        "${BASH_SOURCE[0]}" >"$SCRATCH/before.txt" 2>&1 &
    BEFORE_PID=$!
fi
cleanup() {
    for pid in "$CONSOLE_PID" "$SERVER_PID" "$BEFORE_PID"; do
        if [[ -n "$pid" ]]; then
            kill "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
        fi
    done
    rm -rf "$SCRATCH"
}
trap cleanup EXIT
export QT_LOGGING_RULES="cloudly.*.debug=false;cloudly.*.info=false"

# The server first: it prints "LISTENING <port>" once it accepts connections.
CHURN_POLLS="${CLOUDLY_IDLE_CHURN_POLLS:-10}"
CHURN_PERCENT="${CLOUDLY_IDLE_CHURN_PERCENT:-1}"
CHURN_ARGS=()
if [[ "$CHURN_POLLS" -gt 0 ]]; then
    if "$SERVER" --help 2>/dev/null | grep -q -- --churn-percent; then
        CHURN_ARGS=(--churn-percent "$CHURN_PERCENT" --churn-replies "$CHURN_POLLS")
    else
        echo "note: $SERVER has no --churn-percent: no changing phase" >&2
        CHURN_POLLS=0
    fi
fi
mkfifo "$SCRATCH/server.out"
"$SERVER" --port 0 --services "$SERVICES" --tasks "$TASKS" "${CHURN_ARGS[@]}" >"$SCRATCH/server.out" \
    2>"$SCRATCH/server.err" &
SERVER_PID=$!
PORT=""
exec 3<"$SCRATCH/server.out"
if read -r -t 120 word port <&3 && [[ "$word" == "LISTENING" ]]; then
    PORT="$port"
fi
if [[ -z "$PORT" ]]; then
    echo "the demo server did not start:" >&2
    cat "$SCRATCH/server.err" >&2
    exit 2
fi

# Then the console, connected to it as admin, in a fresh home (default settings: 5 s poll).
mkdir -p "$SCRATCH/home"
RUNNER=()
if [[ "${CLOUDLY_IDLE_XVFB:-0}" == "1" ]] && command -v xvfb-run >/dev/null; then
    RUNNER=(xvfb-run -a)
else
    export QT_QPA_PLATFORM=offscreen
fi
HOME="$SCRATCH/home" XDG_CONFIG_HOME="$SCRATCH/home/.config" XDG_DATA_HOME="$SCRATCH/home/.local/share" \
    XDG_CACHE_HOME="$SCRATCH/home/.cache" CLOUDLY_DATA_DIR="$SCRATCH/home/data" \
    "${RUNNER[@]}" "$CONSOLE" --measure-startup --keep-running --demo-tasks "$TASKS" \
    --demo-server "ws://127.0.0.1:$PORT" >"$SCRATCH/console.out" 2>"$SCRATCH/console.err" &
CONSOLE_PID=$!
for _ in $(seq 1 1200); do
    [[ -s "$SCRATCH/console.out" ]] && break
    kill -0 "$CONSOLE_PID" 2>/dev/null || break
    sleep 0.1
done
LINE="$(head -n1 "$SCRATCH/console.out" 2>/dev/null)"
if [[ -z "$LINE" || "$LINE" == *'"error"'* ]]; then
    echo "the console did not show the tasks: ${LINE:-no output}" >&2
    tail -n 20 "$SCRATCH/console.err" >&2
    exit 2
fi
# xvfb-run forks: measure the console itself.
PID="$CONSOLE_PID"
if [[ ${#RUNNER[@]} -gt 0 ]]; then
    PID="$(pgrep -n -f -- "--demo-server ws://127.0.0.1:$PORT" || echo "$CONSOLE_PID")"
fi

cpu_ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$1/stat"; }
status_kib() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

# The changing phase: the server says when it served its last changed reply; the console gets a moment to
# apply it before its memory is read.
CHURN_RSS=""
CHURN_HWM=""
if [[ "$CHURN_POLLS" -gt 0 ]]; then
    CHURN_WAIT=$((CHURN_POLLS * 5 * 3 + 60))
    word=""
    while read -r -t "$CHURN_WAIT" word <&3; do
        [[ "$word" == "CHURN-DONE" ]] && break
    done
    if [[ "$word" != "CHURN-DONE" ]]; then
        echo "the demo server did not serve its $CHURN_POLLS changed replies within $CHURN_WAIT s" >&2
        exit 2
    fi
    sleep "${CLOUDLY_IDLE_CHURN_APPLY_SECONDS:-5}"
    CHURN_RSS="$(status_kib "$PID" VmRSS)"
    CHURN_HWM="$(status_kib "$PID" VmHWM)"
fi

# The one-off work after the first load (the first offline-cache write of the whole inventory, the journal's
# baseline) is not idle: it is over before the measured period starts.
sleep "$SETTLE_S"
PERF_PID=""
if [[ "${CLOUDLY_IDLE_PERF:-0}" == "1" ]] && command -v perf >/dev/null; then
    perf record -g -o "$BUILD/idle-perf.data" -p "$PID" -- sleep "$IDLE_S" >/dev/null 2>&1 &
    PERF_PID=$!
fi
T0="$(cpu_ticks "$PID")"
W0="$(date +%s.%N)"
# VmRSS once a second meanwhile: its median is not thrown by a poll's reply caught in flight.
RSS_SAMPLES=()
END_AT=$(( $(date +%s) + IDLE_S ))
while (( $(date +%s) < END_AT )); do
    sleep 1
    RSS_SAMPLES+=("$(status_kib "$PID" VmRSS)")
done
T1="$(cpu_ticks "$PID")"
W1="$(date +%s.%N)"
[[ -n "$PERF_PID" ]] && wait "$PERF_PID"
RSS="$(status_kib "$PID" VmRSS)"
HWM="$(status_kib "$PID" VmHWM)"
HZ="$(getconf CLK_TCK)"

# The floor, on the same server right after the console (which is stopped first, so the two do not share the
# cores): a do-nothing Node client (tests/bench/node/floor-client.mjs) that sends the same four list requests
# each poll and throws the replies away unread. Its first full poll and its idle CPU over the same period are
# what the console's start and idle are divided by. CLOUDLY_IDLE_FLOOR=0 skips it.
FLOOR_MS=""
FT0=""
FT1=""
FW0=""
FW1=""
if [[ "${CLOUDLY_IDLE_FLOOR:-1}" == "1" ]] && command -v node >/dev/null &&
    [[ -d "$ROOT/tests/peer/node_modules/ws" ]]; then
    kill "$CONSOLE_PID" 2>/dev/null
    wait "$CONSOLE_PID" 2>/dev/null
    CONSOLE_PID=""
    node "$ROOT/tests/bench/node/floor-client.mjs" --url "ws://127.0.0.1:$PORT/" >"$SCRATCH/floor.out" \
        2>"$SCRATCH/floor.err" &
    CONSOLE_PID=$!
    for _ in $(seq 1 1200); do
        [[ -s "$SCRATCH/floor.out" ]] && break
        kill -0 "$CONSOLE_PID" 2>/dev/null || break
        sleep 0.1
    done
    FLOOR_MS="$(sed -n 's/.*"first_poll_ms":\([0-9.]*\).*/\1/p' "$SCRATCH/floor.out")"
    if [[ -n "$FLOOR_MS" ]]; then
        sleep "${CLOUDLY_IDLE_FLOOR_SETTLE_SECONDS:-10}"
        FT0="$(cpu_ticks "$CONSOLE_PID")"
        FW0="$(date +%s.%N)"
        sleep "$IDLE_S"
        FT1="$(cpu_ticks "$CONSOLE_PID")"
        FW1="$(date +%s.%N)"
    else
        echo "the floor client did not complete a poll: $(tail -n 3 "$SCRATCH/floor.err")" >&2
    fi
else
    echo "note: no floor (CLOUDLY_IDLE_FLOOR=0, or node / the peer's npm packages are missing)" >&2
fi

LOADED_MS="$(sed -n 's/.*"tasks_loaded_ms":\([0-9.]*\).*/\1/p' <<<"$LINE")"
[[ -n "$BEFORE_PID" ]] && wait "$BEFORE_PID"
BEFORE_PID=""
LOADED_HWM="$(sed -n 's/.*"hwm_kib":\([0-9]*\).*/\1/p' <<<"$LINE")"
python3 - "$LOADED_MS" "$T0" "$T1" "$HZ" "$W0" "$W1" "$RSS" "$HWM" "$TASKS" "$SERVICES" \
    "${CLOUDLY_IDLE_JSON:-}" "$SCRATCH/before.json" "$CHURN_RSS" "$CHURN_HWM" "$CHURN_POLLS" "$CHURN_PERCENT" \
    "$LOADED_HWM" "${RSS_SAMPLES[*]}" "$FLOOR_MS" "$FT0" "$FT1" "$FW0" "$FW1" <<'PY'
import json, os, statistics, sys
(loaded, t0, t1, hz, w0, w1, rss, hwm, tasks, services, json_out, before_json, churn_rss, churn_hwm,
 churn_polls, churn_percent, loaded_hwm, rss_samples, floor_ms, ft0, ft1, fw0, fw1) = sys.argv[1:]
samples = [int(v) / 1024.0 for v in rss_samples.split() if v.isdigit()]
wall = float(w1) - float(w0)
cpu_pct = (int(t1) - int(t0)) / int(hz) / wall * 100.0
rss_mb, hwm_mb = int(rss) / 1024.0, int(hwm) / 1024.0
nan = float("nan")
rows = [
    ("start -> %s tasks shown" % tasks, float(loaded) if loaded else nan, 700.0, "ms"),
    ("VmRSS after load + %s polls, %s %% changed each" % (churn_polls, churn_percent),
     int(churn_rss) / 1024.0 if churn_rss else nan, 160.0, "MB"),
    ("VmHWM (peak) through load + %s changed polls" % churn_polls,
     int(churn_hwm) / 1024.0 if churn_hwm else nan, 200.0, "MB"),
    ("idle CPU over %.0f s (%s tasks, %s services, 5 s poll)" % (wall, tasks, services), cpu_pct, 2.0, "% of one core"),
    ("VmRSS after idle", rss_mb, 160.0, "MB"),
    ("VmHWM (peak) after idle", hwm_mb, 200.0, "MB"),
    # For reading the others (no target): the peak when the first load was shown, and the median and
    # maximum of VmRSS sampled once a second during the idle period.
    ("  VmHWM when the %s tasks were shown" % tasks, int(loaded_hwm) / 1024.0 if loaded_hwm else nan, None, "MB"),
    ("  VmRSS during idle, median of %d samples" % len(samples), statistics.median(samples) if samples else nan,
     None, "MB"),
    ("  VmRSS during idle, maximum", max(samples) if samples else nan, None, "MB"),
]
# Against the floor (the do-nothing client on the same server, measured right after): the ratios have targets,
# the floor's own figures are for reading them.
floor_cpu = ((int(ft1) - int(ft0)) / int(hz) / (float(fw1) - float(fw0)) * 100.0) if ft1 else nan
floor_first = float(floor_ms) if floor_ms else nan
rows += [
    ("  floor: do-nothing client's first full poll", floor_first, None, "ms"),
    ("  floor: do-nothing client's idle CPU", floor_cpu, None, "% of one core"),
    ("start -> shown / floor's first poll", (float(loaded) / floor_first) if loaded and floor_first == floor_first else nan,
     1.5, "x"),
    ("idle CPU / floor's idle CPU", (cpu_pct / floor_cpu) if floor_cpu == floor_cpu and floor_cpu > 0 else nan,
     1.2, "x"),
]
if json_out:
    json.dump([None if value != value else value for _, value, _, _ in rows], open(json_out, "w"))
before = json.load(open(before_json)) if os.path.exists(before_json) else None
missed = 0
for i, (name, value, target, unit) in enumerate(rows):
    goal = "target <= %g" % target if target is not None else ""
    if value != value:  # not measured (no changing phase)
        print("%-58s %9s %-14s %-14s not measured" % (name, "-", unit, goal))
        continue
    ok = target is None or value <= target
    missed += 0 if ok else 1
    extra = ""
    if before and i < len(before):
        b = before[i] if before[i] is not None else nan
        extra = "  before %9.2f  before / now %5.2fx" % (b, b / value if value else float("inf"))
    verdict = "" if target is None else ("ok" if ok else "MISSED")
    print("%-58s %9.2f %-14s %-14s %-6s%s" % (name, value, unit, goal, verdict, extra))
print("load average %s at the end" % open("/proc/loadavg").read().split()[0])
sys.exit(1 if missed else 0)
PY
STATUS=$?
[[ -s "$SCRATCH/before.txt" && ! -s "$SCRATCH/before.json" ]] && { cat "$SCRATCH/before.txt" >&2; STATUS=2; }
exit $STATUS

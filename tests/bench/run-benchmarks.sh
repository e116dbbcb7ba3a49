#!/usr/bin/env bash
# Runs the C++ (cloudly-bench) and the Node (tests/bench/node/ingest.mjs) benchmarks side by side, prints a
# table, writes the numbers to $OUT (results.md, results.json and the raw outputs), then runs the whole-process
# CLI comparison (run-cli-benchmarks.sh, its table in $OUT/cli.md) and exits 1 when a target of
# docs/PERFORMANCE.md is missed (2 on a setup error).
#
#   tests/bench/run-benchmarks.sh
#   CLOUDLY_BENCH_BUILD=/path/to/build CLOUDLY_BENCH_OUT=/tmp/out CLOUDLY_BENCH_REPS=5 tests/bench/run-benchmarks.sh
#   tests/bench/run-benchmarks.sh --summary-only    only rebuild the table from the numbers in $OUT
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${CLOUDLY_BENCH_BUILD:-$ROOT/build-bench}
OUT=${CLOUDLY_BENCH_OUT:-$BUILD/bench-results}
REPS=${CLOUDLY_BENCH_REPS:-5}
JOBS=${CLOUDLY_BENCH_JOBS:-2}
NODE=${NODE:-node}
SIZES=(10000 100000)

die() { echo "run-benchmarks: $*" >&2; exit 2; }
command -v "$NODE" >/dev/null || die "node not found"
command -v python3 >/dev/null || die "python3 not found"

# ---------------------------------------------------------------- table + targets
summarize() {
python3 - "$OUT" <<'PY'
import json, os, sys
out = sys.argv[1]
def load(name):
    with open(os.path.join(out, name)) as f:
        return json.loads(f.read().strip().splitlines()[-1]) if not name.startswith('cpp') else json.load(f)
cpp = {}
for b in load('cpp.json')['benchmarks']:
    if b.get('run_type') != 'aggregate':
        continue
    entry = cpp.setdefault(b['run_name'].removesuffix('/real_time'), {})
    entry[b['aggregate_name']] = b['real_time']
    entry['cpu_' + b['aggregate_name']] = b['cpu_time']
    entry.setdefault('counters', {})[b['aggregate_name']] = {k: v for k, v in b.items() if k.endswith('_ms') or k in ('rows', 'visible', 'frame_MB')}
    if b.get('error_occurred'):
        entry['error'] = b.get('error_message')
machine = dict(l.split('=', 1) for l in open(os.path.join(out, 'machine.txt')).read().splitlines() if '=' in l)

def c(name):
    e = cpp.get(name)
    if not e or 'median' not in e:
        return None
    return (e['median'], e.get('min', e['median']), e.get('max', e['median']), e.get('cpu_median'))
def n(name):
    try:
        j = load(name)
    except (OSError, ValueError, IndexError):
        return None
    return (j['medianMs'], j['minMs'], j['maxMs'])
fmt = lambda t: '—' if t is None else f"{t[0]:.1f}"
rng = lambda t: '—' if t is None else f"{t[1]:.1f}–{t[2]:.1f}"
rows, missed = [], []
def row(what, ours, peer=None, unit='ms', target=None, ok=None, ratio=None):
    status = '' if ok is None else ('met' if ok else 'MISSED')
    if ok is False:
        missed.append(f"{what}: {target}")
    rows.append((what, ours, peer, unit, ratio, target, status))

mem = load('mem-ingest-100000.json'); idle = load('mem-idle.json')
nmem = load('node-mem-100000.json'); nidle = load('node-idle.json')
for size in (10000, 100000):
    ours, peer = c(f'Ingest/{size}'), n(f'node-parse-{size}.json')
    ratio = peer[0] / ours[0] if ours and peer else None
    tgt = ok = None
    if size == 100000:
        tgt, ok = '≥ 3× faster than Node', ratio is not None and ratio >= 3
    row(f'Ingest {size//1000}k: scan + decode + model (Node: JSON.parse + objects)', ours, peer, 'ms', tgt, ok, ratio)
for size in (10000, 100000):
    # As the sockets hand a message over: Qt a QString (toUtf8() timed), the ws library a Buffer (toString() timed).
    ours, peer = c(f'IngestText/{size}'), n(f'node-parse-bytes-{size}.json')
    ratio = peer[0] / ours[0] if ours and peer else None
    row(f'Ingest {size//1000}k from the received message (ours: QString → toUtf8 + scan + decode + model; '
        f'Node: Buffer → toString + JSON.parse + objects)', ours, peer, 'ms', None, None, ratio)
for size in (10000, 100000):
    ours, peer = c(f'IngestQJson/{size}'), n(f'node-parse-{size}.json')
    ratio = peer[0] / ours[0] if ours and peer else None
    row(f'Ingest {size//1000}k, previous path (QJsonDocument + QJsonObject decode + model), same run', ours, peer, 'ms',
        None, None, ratio)
ours = c('Ingest/100000')
row('Ingest 100k decoded + modelled', ours, None, 'ms', '< 300 ms', ours is not None and ours[0] < 300)
for phase in ('parse_ms', 'decode_ms', 'model_ms'):
    e = cpp.get('Ingest/100000', {}).get('counters', {})
    if 'median' in e and phase in e['median']:
        v = (e['median'][phase], e.get('min', e['median'])[phase], e.get('max', e['median'])[phase])
        row(f'  of which {phase[:-3]} (100k)', v)
cm, nm = mem['hwmKiB'] / 1024, nmem['maxRssKiB'] / 1024
row('Peak RSS, one 100k ingest: scan + decode + model (fresh process)', (cm, cm, cm), (nm, nm, nm), 'MB', '≤ ½ of Node', cm <= nm / 2, nm / cm)
if 'hwmWithProxyKiB' in mem:
    pm = mem['hwmWithProxyKiB'] / 1024
    row('Peak RSS, the same plus the filter proxy\'s row cache (as the UI)', (pm, pm, pm), None, 'MB')
lm = mem['loadedRssKiB'] / 1024
row('RSS with 100k tasks loaded (model + proxy cache)', (lm, lm, lm), None, 'MB')
for key, label in (('baseRssKiB', '  of which before the frame was read'), ('decodedRssKiB', '  after scan + decode (frame kept)'),
                   ('modelledRssKiB', '  after the model took the table (before the proxy\'s row cache)'),
                   ('releasedRssKiB', '  after the ingest\'s temporaries were freed (model + the reply it keeps)')):
    if key in mem:
        v = mem[key] / 1024
        row(label, (v, v, v), None, 'MB')
for name, label in (('FilterChange/status_running/100000', 'Filter change → `status:running`, 100k'),
                    ('FilterChange/unhealthy_edge/100000', 'Filter change → `health:unhealthy node:edge`, 100k')):
    ours = c(name)
    row(label, ours, None, 'ms', '< 16 ms', ours is not None and ours[0] < 16)
row('First filter after load (builds the row cache), 100k', c('FilterFirst/100000'))
for name, label, tgt in (('Refresh/1pct/100000', 'Refresh 1 % changed, 100k (model)', True),
                         ('RefreshWithProxy/1pct/100000', 'Refresh 1 % changed, 100k (model + filtered proxy)', True),
                         ('Refresh/10pct/100000', 'Refresh 10 % changed, 100k (model)', False),
                         ('RefreshWithProxy/10pct/100000', 'Refresh 10 % changed, 100k (model + filtered proxy)', False)):
    ours = c(name)
    if tgt:
        row(label, ours, None, 'ms', '< 16 ms', ours is not None and ours[0] < 16)
    else:
        row(label, ours)
for size in (10000, 100000):
    for kind, label in (('Demo', 'in-process demo server'), ('Peer', 'Node peer')):
        ours, peer = c(f'Fetch{kind}/{size}'), n(f'node-fetch-{kind.lower()}-{size}.json')
        ratio = peer[0] / ours[0] if ours and peer else None
        row(f'Fetch {size//1000}k: connect + login + getDeployments + decode, {label}', ours, peer, 'ms', None, None, ratio)
im = idle['rssKiB'] / 1024
row('Idle RSS of the core after start', (im, im, im), (nidle['maxRssKiB'] / 1024,) * 3, 'MB', '< 80 MB', im < 80)

lines = ['| Measurement | Ours (C++) median | Ours min–max | Ours CPU time | Node median | Node min–max | Node ÷ ours | Target | Status |',
         '|---|---:|---:|---:|---:|---:|---:|---|---|']
cpu = lambda t: f"{t[3]:.1f} ms" if t is not None and len(t) > 3 and t[3] is not None else '—'
for what, ours, peer, unit, ratio, target, status in rows:
    lines.append(f"| {what} | {fmt(ours)} {unit} | {rng(ours)} | {cpu(ours)} | {fmt(peer) + ' ' + unit if peer else '—'} | {rng(peer)} | "
                 f"{'—' if ratio is None else f'{ratio:.2f}×'} | {target or ''} | {status} |")
errors = [f"{k}: {v['error']}" for k, v in cpp.items() if 'error' in v]
for size in (10000, 100000):
    for kind in ('peer', 'demo'):
        if n(f'node-fetch-{kind}-{size}.json') is None:
            errors.append(f'Node fetch from the {kind} server ({size}) produced no result')
text = '\n'.join(lines)
text += f"\n\nMachine: {machine.get('nproc')} CPUs, {machine.get('cpu')}, load average at start {machine.get('load_start')}, at end {machine.get('load_end')}; node {machine.get('node')}; {machine.get('reps')} repetitions; {machine.get('date')}\n"
if errors:
    text += '\nBenchmark errors:\n' + '\n'.join(f'- {e}' for e in errors) + '\n'
text += '\nTargets missed:\n' + ('\n'.join(f'- {m}' for m in missed) if missed else '- none') + '\n'
open(os.path.join(out, 'results.md'), 'w').write(text)
json.dump({'machine': machine, 'cpp': cpp, 'rows': [dict(zip(('what', 'ours', 'node', 'unit', 'ratio', 'target', 'status'), r)) for r in rows],
           'missed': missed}, open(os.path.join(out, 'results.json'), 'w'), indent=1)
print(text)
sys.exit(1 if missed or errors else 0)
PY
}

if [[ ${1:-} == --summary-only ]]; then
  summarize
  exit 0
fi

# ---------------------------------------------------------------- build (Release)
if [[ ! -f $BUILD/build.ninja ]]; then
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null || die "cmake failed"
fi
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$BUILD/CMakeCache.txt")
[[ $build_type == Release ]] || echo "run-benchmarks: warning: $BUILD is a '$build_type' build, not Release" >&2
ninja -C "$BUILD" -j"$JOBS" cloudly-bench cloudlyctl >/dev/null || die "build failed"
BENCH=$BUILD/tests/bench/cloudly-bench
[[ -x $BENCH ]] || die "$BENCH missing (is libbenchmark-dev installed?)"

mkdir -p "$OUT"
rm -f "$OUT"/*.json "$OUT"/*.jsonl "$OUT"/results.md
export QT_LOGGING_RULES='cloudly.*.debug=false'
INGEST=$ROOT/tests/bench/node/ingest.mjs

{
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nproc=$(nproc)"
  echo "cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  echo "mem_total=$(sed -n 's/^MemTotal:[[:space:]]*//p' /proc/meminfo)"
  echo "load_start=$(cut -d' ' -f1-3 /proc/loadavg)"
  echo "node=$($NODE --version)"
  echo "reps=$REPS"
} >"$OUT/machine.txt"

# ---------------------------------------------------------------- captured reply frames
for n in "${SIZES[@]}"; do
  "$BENCH" --dump-frame "$n" "$OUT/frame-$n.json" || die "cannot write the $n frame"
done

# ---------------------------------------------------------------- C++ benchmarks
echo "run-benchmarks: C++ benchmarks ($REPS repetitions)..." >&2
"$BENCH" --benchmark_repetitions="$REPS" --benchmark_report_aggregates_only=true \
  --benchmark_out="$OUT/cpp.json" --benchmark_out_format=json >"$OUT/cpp.txt" || die "cloudly-bench failed"
"$BENCH" --mem-probe idle >"$OUT/mem-idle.json" || die "idle probe failed"
"$BENCH" --mem-probe ingest "$OUT/frame-100000.json" >"$OUT/mem-ingest-100000.json" || die "ingest probe failed"

# ---------------------------------------------------------------- Node: in-memory parse + build
echo "run-benchmarks: Node benchmarks..." >&2
for n in "${SIZES[@]}"; do
  "$NODE" --expose-gc "$INGEST" --frame "$OUT/frame-$n.json" --runs "$REPS" >"$OUT/node-parse-$n.json"
  "$NODE" --expose-gc "$INGEST" --frame "$OUT/frame-$n.json" --bytes --runs "$REPS" >"$OUT/node-parse-bytes-$n.json"
  # Peak memory of one ingest in a fresh process (as the C++ probe).
  "$NODE" --expose-gc "$INGEST" --frame "$OUT/frame-$n.json" --runs 1 >"$OUT/node-mem-$n.json"
done
"$NODE" -e 'process.stdout.write(JSON.stringify({maxRssKiB: process.resourceUsage().maxRSS})+"\n")' >"$OUT/node-idle.json"

# ---------------------------------------------------------------- end to end over loopback
SERVER_PID=
stop_server() {
  if [[ -n $SERVER_PID ]]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
  fi
}
trap stop_server EXIT
# start_server LOGFILE CMD...: starts a server that prints "LISTENING <port>", sets PORT.
start_server() {
  local log=$1
  shift
  "$@" >"$log" 2>/dev/null &
  SERVER_PID=$!
  for _ in $(seq 1 600); do
    PORT=$(sed -n 's/^LISTENING \([0-9]*\)$/\1/p' "$log" | head -1)
    [[ -n $PORT ]] && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.2
  done
  stop_server
  die "server did not start: $*"
}
for n in "${SIZES[@]}"; do
  start_server "$OUT/peer-$n.log" "$NODE" "$ROOT/tests/peer/server.mjs" --port 0 --services $((n / 10)) --tasks "$n"
  "$NODE" --expose-gc "$INGEST" --url "ws://127.0.0.1:$PORT/" --runs "$REPS" >"$OUT/node-fetch-peer-$n.json" \
    || echo "run-benchmarks: Node fetch from the peer failed ($n)" >&2
  stop_server
  start_server "$OUT/demo-$n.log" "$BENCH" --serve "$n"
  "$NODE" --expose-gc "$INGEST" --url "ws://127.0.0.1:$PORT/" --runs "$REPS" >"$OUT/node-fetch-demo-$n.json" \
    || echo "run-benchmarks: Node fetch from the demo server failed ($n)" >&2
  stop_server
done
echo "load_end=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/machine.txt"
status=0
summarize || status=$?
# The whole cloudlyctl process against the Node peer vs a Node `ws` client doing the same (issue 17).
echo "run-benchmarks: whole-process CLI comparison..." >&2
cli=0
CLOUDLY_CTL=$BUILD/app/cloudlyctl CLOUDLY_BENCH_REPS=$REPS "$ROOT/tests/bench/run-cli-benchmarks.sh" \
  | tee "$OUT/cli.md" || cli=$?
if [[ $status -ne 0 || $cli -ne 0 ]]; then
  exit $((status > cli ? status : cli))
fi

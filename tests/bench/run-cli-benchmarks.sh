#!/usr/bin/env bash
# Whole-process CLI comparison (docs/PERFORMANCE.md, issue 17): `cloudlyctl --format json tasks` with and
# without `--filter status:failed` against the Node peer (tests/peer/server.mjs: the real typedrequest +
# smartserve) holding 100k tasks, side by side with a Node `ws` client doing the same work
# (tests/bench/node/cli-tasks.mjs). Each command runs $REPS times, alternating; the CPU time (user + sys) and
# the peak RSS of each child process come from wait4(). Prints medians and ratios and exits 1 when a target is
# missed (2 on a setup error). Both outputs must hold the same tasks (compared once, parsed).
#
#   tests/bench/run-cli-benchmarks.sh                     uses build/ci/app/cloudlyctl
#   CLOUDLY_CTL=/path/cloudlyctl CLOUDLY_CTL_BEFORE=/path/old-cloudlyctl CLOUDLY_BENCH_REPS=5 \
#     CLOUDLY_BENCH_TASKS=100000 tests/bench/run-cli-benchmarks.sh
#
# CLOUDLY_CTL_BEFORE (optional): another cloudlyctl measured in the same run (before/after a change).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CTL=${CLOUDLY_CTL:-$ROOT/build/ci/app/cloudlyctl}
BEFORE=${CLOUDLY_CTL_BEFORE:-}
REPS=${CLOUDLY_BENCH_REPS:-5}
TASKS=${CLOUDLY_BENCH_TASKS:-100000}
NODE=${NODE:-node}
die() { echo "run-cli-benchmarks: $*" >&2; exit 2; }
[[ -x $CTL ]] || die "$CTL missing (build the ci preset first)"
[[ -z $BEFORE || -x $BEFORE ]] || die "$BEFORE is not executable"
command -v "$NODE" >/dev/null || die "node not found"
command -v python3 >/dev/null || die "python3 not found"
[[ -d $ROOT/tests/peer/node_modules ]] || die "tests/peer/node_modules missing (npm ci in tests/peer)"

OUT=$(mktemp -d)
SERVER_PID=
cleanup() {
  if [[ -n $SERVER_PID ]]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$OUT"
}
trap cleanup EXIT
"$NODE" "$ROOT/tests/peer/server.mjs" --port 0 --services $((TASKS / 10)) --tasks "$TASKS" >"$OUT/peer.log" 2>/dev/null &
SERVER_PID=$!
PORT=
for _ in $(seq 1 600); do
  PORT=$(sed -n 's/^LISTENING \([0-9]*\)$/\1/p' "$OUT/peer.log" | head -1)
  [[ -n $PORT ]] && break
  kill -0 "$SERVER_PID" 2>/dev/null || die "the peer did not start"
  sleep 0.2
done
[[ -n $PORT ]] || die "the peer did not start"

python3 - "$CTL" "$BEFORE" "$NODE" "$ROOT/tests/bench/node/cli-tasks.mjs" "ws://127.0.0.1:$PORT/" "$REPS" "$OUT" <<'PY'
import json, os, statistics, subprocess, sys
ctl, before, node, script, url, reps, out = sys.argv[1:8]
reps = int(reps)
loadStart = open('/proc/loadavg').read().split()[0]
env = dict(os.environ, CLOUDLY_URL=url, CLOUDLY_USER='admin', CLOUDLY_PASSWORD='demo',
           QT_LOGGING_RULES='cloudly.*.debug=false', CLOUDLY_DATA_DIR=out)

def run(cmd, sink):
    with open(sink, 'wb') as f:
        p = subprocess.Popen(cmd, stdout=f, stderr=subprocess.PIPE, env=env)
        err = p.stderr.read()
        _, status, ru = os.wait4(p.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"run-cli-benchmarks: {' '.join(cmd)} exited {code}: {err.decode(errors='replace')[-500:]}")
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0

cases = [('filtered', ['--filter', 'status:failed'], ['--failed'], 3.0, 0.5),
         ('all', [], [], 2.0, 0.5)]
missed, lines = [], []
lines.append('| `cloudlyctl --format json tasks …`, 100k tasks, Node peer | CPU s (median) | peak RSS MB (median) | '
             'Node client CPU s | Node client peak MB | CPU: Node ÷ ours | memory: ours ÷ Node | target | status |')
lines.append('|---|---:|---:|---:|---:|---:|---:|---|---|')
for name, ctlArgs, nodeArgs, cpuTarget, memTarget in cases:
    programs = {'ours': [ctl, '--format', 'json', 'tasks'] + ctlArgs,
                'node': [node, script, '--url', url] + nodeArgs}
    if before:
        programs['before'] = [before, '--format', 'json', 'tasks'] + ctlArgs
    samples = {k: [] for k in programs}
    for r in range(reps):
        for k, cmd in programs.items():
            samples[k].append(run(cmd, os.path.join(out, f'{name}-{k}.json')))
    # The same tasks on both sides.
    load = lambda k: json.load(open(os.path.join(out, f'{name}-{k}.json')))
    ours, theirs = load('ours'), load('node')
    if ours != theirs:
        sys.exit(f'run-cli-benchmarks: {name}: cloudlyctl printed {len(ours)} tasks, the Node client {len(theirs)}, '
                 'or different ones')
    med = {k: (statistics.median(c for c, _ in v), statistics.median(m for _, m in v)) for k, v in samples.items()}
    cpuRatio = med['node'][0] / med['ours'][0]
    memRatio = med['ours'][1] / med['node'][1]
    ok = cpuRatio >= cpuTarget and memRatio <= memTarget
    target = f'≥ {cpuTarget:g}× less CPU, ≤ {memTarget:g}× memory'
    if not ok:
        missed.append(f'{name}: {cpuRatio:.2f}× less CPU, {memRatio:.2f}× the memory (target {target})')
    label = 'tasks --filter status:failed' if name == 'filtered' else 'tasks (all printed)'
    for k in (['before'] if before else []) + ['ours']:
        c, m = med[k]
        lines.append(f"| {label}{' (before)' if k == 'before' else ''} ({len(ours)} printed) | {c:.3f} | {m:.0f} | "
                     f"{med['node'][0]:.3f} | {med['node'][1]:.0f} | {med['node'][0] / c:.2f}× | {m / med['node'][1]:.2f}× | "
                     f"{target if k == 'ours' else ''} | {('met' if ok else 'MISSED') if k == 'ours' else ''} |")
print('\n'.join(lines))
print(f'\n{reps} runs each, alternating; CPU = user + sys of the process (wait4), peak = its maxrss; '
      f'load average {loadStart} at the start, {open("/proc/loadavg").read().split()[0]} at the end.')
print('Targets missed:\n' + ('\n'.join(f'- {m}' for m in missed) if missed else '- none'))
sys.exit(1 if missed else 0)
PY

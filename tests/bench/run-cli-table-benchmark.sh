#!/usr/bin/env bash
# `cloudlyctl --format table tasks` as a whole process (wall, CPU user+sys, peak RSS; medians of $REPS), two
# binaries side by side, alternating, against the Node peer holding $TASKS tasks; also says whether both
# printed the same table. docs/PERFORMANCE.md (issue 16 §4, labels).
#
#   CLOUDLY_CTL_BEFORE=/path/old-cloudlyctl tests/bench/run-cli-table-benchmark.sh   # after: build/ci/app/cloudlyctl
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CTL=${CLOUDLY_CTL:-$ROOT/build/ci/app/cloudlyctl}
BEFORE=${CLOUDLY_CTL_BEFORE:?set CLOUDLY_CTL_BEFORE to the cloudlyctl to compare with}
REPS=${CLOUDLY_BENCH_REPS:-5}
TASKS=${CLOUDLY_BENCH_TASKS:-100000}
OUT=$(mktemp -d)
SERVER_PID=
cleanup() {
  if [[ -n $SERVER_PID ]]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$OUT"
}
trap cleanup EXIT
node "$ROOT/tests/peer/server.mjs" --port 0 --services $((TASKS / 10)) --tasks "$TASKS" >"$OUT/peer.log" 2>/dev/null &
SERVER_PID=$!
PORT=
for _ in $(seq 1 600); do
  PORT=$(sed -n 's/^LISTENING \([0-9]*\)$/\1/p' "$OUT/peer.log" | head -1)
  [[ -n $PORT ]] && break
  sleep 0.2
done
[[ -n $PORT ]] || { echo "the peer did not start" >&2; exit 2; }
python3 - "$BEFORE" "$CTL" "ws://127.0.0.1:$PORT/" "$REPS" "$OUT" <<'PY'
import os, statistics, subprocess, sys, time
before, after, url, reps, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
env = dict(os.environ, CLOUDLY_URL=url, CLOUDLY_USER='admin', CLOUDLY_PASSWORD='demo',
           QT_LOGGING_RULES='cloudly.*.debug=false', CLOUDLY_DATA_DIR=out)
def run(ctl, sink):
    t = time.monotonic()
    with open(sink, 'wb') as f:
        p = subprocess.Popen([ctl, '--format', 'table', 'tasks'], stdout=f, stderr=subprocess.PIPE, env=env)
        err = p.stderr.read()
        _, status, ru = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(err.decode(errors='replace')[-400:])
    return time.monotonic() - t, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0
samples = {'before': [], 'after': []}
for _ in range(reps):
    for k, ctl in (('before', before), ('after', after)):
        samples[k].append(run(ctl, os.path.join(out, k + '.txt')))
for k, s in samples.items():
    print(f"{k}: wall {statistics.median(x[0] for x in s):.3f} s, CPU {statistics.median(x[1] for x in s):.3f} s, "
          f"peak RSS {statistics.median(x[2] for x in s):.0f} MB")
same = open(os.path.join(out, 'before.txt'), 'rb').read() == open(os.path.join(out, 'after.txt'), 'rb').read()
print('same table:', same)
sys.exit(0 if same else 1)
PY

#!/usr/bin/env python3
"""Soak test: the real cloudly-console against a cloudly-demo-server that keeps changing, dropping and restarting.

The console (QT_QPA_PLATFORM=offscreen, a fresh HOME and XDG_* under a temporary folder, no CLOUDLY_DATA_DIR,
so the default data location is used) logs in to a separate cloudly-demo-server process over a real socket and
polls every --poll-interval seconds. The server changes --churn-percent % of the deployments per poll, drops
every connection every --drop-every seconds (TCP closed without a close frame) and is killed (SIGKILL) every
--restart-every seconds and started again on the same port. While it is down, this driver holds the port for
--hold seconds with a listener that accepts and at once closes each connection, so every reconnection attempt
of the console is counted even while no server answers. The server writes what it did into an event log
(cloudly-demo-server --event-log: each change, accept, login and drop); a restarted server resumes its data
from that log, as a restarted Cloudly keeps its own.

At the end the server is restarted once more without further changes, the console catches up, and the run
is judged (exit 1 when a check fails, 2 when the run itself could not be done):
  - memory: VmRSS (median of the last samples) at most --rss-growth-mb above the median after the warm-up;
  - open file descriptors (/proc/PID/fd) and threads (/proc/PID/task): the median at the end and the
    maximum after the warm-up at most --fd-tolerance / --thread-tolerance above the warm-up's;
  - the journal (<data home>/journal/*.sqlite, read with sqlite3): every status change the server made
    appears exactly once, in order, per deployment; no other task entry appears;
  - gaps: exactly one "observation.started" after each outage (drop or restart) and before the next;
  - no reconnect storm: the attempts of each outage (accepts at the stand-in listener and at the server)
    stay within what the client's backoff allows in that time (1 s, doubling, +-20 % jitter: attempt k is
    made no sooner than 0.8 * (2^k - 1) s after the drop), and at most one login per outage.

  tests/soak/soak.py --build build/ci --smoke            # about 2.5 minutes (ctest -L soak)
  tests/soak/soak.py --build build/ci --report soak.json # the long run: 30 minutes
"""
import argparse
import json
import math
import os
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def now_ms():
    return int(time.time() * 1000)


class Failure(Exception):
    pass


def proc_status_kib(pid, key):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    raise Failure("no %s in /proc/%d/status" % (key, pid))


def count_dir(path):
    try:
        return len(os.listdir(path))
    except FileNotFoundError:
        return -1


class StandIn:
    """Holds the port while the server is down: accepts and closes at once, noting each attempt's time."""

    def __init__(self, port):
        self.attempts = []
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        deadline = time.time() + 5
        while True:
            try:
                self.sock.bind(("127.0.0.1", port))
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.05)
        self.sock.listen(16)
        self.sock.settimeout(0.1)
        self.stop = False
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        while not self.stop:
            try:
                conn, _ = self.sock.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            self.attempts.append(now_ms())
            conn.close()

    def close(self):
        self.stop = True
        self.thread.join()
        self.sock.close()


class Soak:
    def __init__(self, args, scratch=None):
        self.args = args
        self.scratch = scratch or tempfile.mkdtemp(prefix="cloudly-soak-")
        self.home = os.path.join(self.scratch, "home")
        os.makedirs(self.home, exist_ok=True)
        self.log_path = os.path.join(self.scratch, "events.jsonl")
        self.server = None
        self.console = None
        self.port = 0
        self.kills = []  # ms of each SIGKILL of the server
        self.standin_attempts = []
        self.samples = []  # (s since start, rss KiB, fds, threads)
        self.restarts = 0

    # --- processes ---
    def server_args(self, final=False, changed=0):
        a = self.args
        args = [a.server, "--port", str(self.port), "--services", str(a.services), "--tasks", str(a.tasks),
                "--churn-percent", str(a.churn_percent), "--event-log", self.log_path]
        if final:
            args += ["--churn-replies", str(max(changed, 1))] if changed else ["--churn-replies", "1"]
        else:
            args += ["--drop-every", str(a.drop_every)]
        return args

    def start_server(self, final=False, changed=0):
        err = open(os.path.join(self.scratch, "server.err"), "a")
        self.server = subprocess.Popen(self.server_args(final, changed), stdout=subprocess.PIPE, stderr=err,
                                       text=True)
        line = self.server.stdout.readline()
        if not line.startswith("LISTENING "):
            raise Failure("the demo server did not start: %r (see %s)" % (line, err.name))
        self.port = int(line.split()[1])
        # Keep reading its stdout (CHURN-DONE lines) so it never blocks on a full pipe.
        threading.Thread(target=self.server.stdout.read, daemon=True).start()

    def kill_server(self):
        self.kills.append(now_ms())
        self.server.send_signal(signal.SIGKILL)
        self.server.wait()
        self.server = None

    def start_console(self):
        env = dict(os.environ)
        env.pop("CLOUDLY_DATA_DIR", None)
        env.update(HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                   XDG_DATA_HOME=os.path.join(self.home, ".local/share"),
                   XDG_CACHE_HOME=os.path.join(self.home, ".cache"), QT_QPA_PLATFORM="offscreen",
                   QT_LOGGING_RULES="cloudly.*.debug=false")
        self.console_err = os.path.join(self.scratch, "console.err")
        self.console = subprocess.Popen(
            [self.args.console, "--demo-server", "ws://127.0.0.1:%d" % self.port, "--poll-interval",
             str(self.args.poll_interval)], env=env, stdout=subprocess.DEVNULL,
            stderr=open(self.console_err, "w"))

    def sample(self, t):
        pid = self.console.pid
        if self.console.poll() is not None:
            raise Failure("the console exited with %s (see %s)" % (self.console.returncode, self.console_err))
        self.samples.append((t, proc_status_kib(pid, "VmRSS"), count_dir("/proc/%d/fd" % pid),
                             count_dir("/proc/%d/task" % pid)))

    def restart(self):
        self.kill_server()
        stand_in = StandIn(self.port)
        time.sleep(self.args.hold)
        stand_in.close()
        self.standin_attempts += stand_in.attempts
        self.start_server()
        self.restarts += 1

    def cleanup(self):
        for p in (self.console, self.server):
            if p and p.poll() is None:
                p.kill()
                p.wait()

    # --- the run ---
    def run(self):
        a = self.args
        self.start_server()
        self.start_console()
        start = self.start = time.time()
        next_restart = start + a.restart_every
        while True:
            t = time.time() - start
            if t >= a.duration:
                break
            self.sample(t)
            if time.time() >= next_restart:
                self.restart()
                next_restart += a.restart_every
            time.sleep(max(0.0, 1.0 - ((time.time() - start) % 1.0)))
        self.end_of_churn = now_ms()
        # The end: one more restart, without further changes; the console catches up.
        self.kill_server()
        changed = self.changed_replies()
        self.start_server(final=True, changed=changed)
        self.final_changed = changed
        return self.wait_for_journal()

    # --- reading back ---
    def events(self):
        out = []
        with open(self.log_path) as f:
            for line in f:
                if line.endswith("\n"):
                    out.append(json.loads(line))
        return out

    def changed_replies(self):
        return max([e["reply"] for e in self.events() if e["event"] == "change"] or [0])

    def journal_path(self):
        # glob's ** skips hidden folders (.local): walk instead.
        found = [os.path.join(d, f) for d, _, files in os.walk(self.home) for f in files
                 if f.endswith(".sqlite") and os.path.basename(d) == "journal"]
        if len(found) != 1:
            raise Failure("expected one journal under the default data home, found %r" % found)
        return found[0]

    def journal(self):
        db = sqlite3.connect("file:%s?mode=ro" % self.journal_path(), uri=True, timeout=10)
        try:
            return db.execute("SELECT id, at, kind, object_id, field, before, after FROM entries "
                              "ORDER BY id").fetchall()
        finally:
            db.close()

    def expected_status(self):
        per_task = {}
        for e in self.events():
            if e["event"] == "change" and e["field"] == "status":
                per_task.setdefault(e["id"], []).append((e["before"], e["after"]))
        return per_task

    def wait_for_journal(self):
        expected = sum(len(v) for v in self.expected_status().values())
        deadline = time.time() + 90
        last = -1
        stable = 0
        while time.time() < deadline:
            time.sleep(1)
            try:
                rows = [r for r in self.journal() if r[2] == "task.status"]
            except (Failure, sqlite3.Error):
                continue
            stable = stable + 1 if len(rows) == last else 0
            last = len(rows)
            if len(rows) >= expected and stable >= 3:
                break
        self.sample(time.time() - self.start)
        return expected

    # --- the checks ---
    def judge(self, expected_total):
        a = self.args
        failures = []
        figures = {}
        # Resources.
        after = [s for s in self.samples[:-1] if s[0] >= a.warmup]
        if len(after) < 20:
            raise Failure("too few samples after the warm-up (%d)" % len(after))
        window = min(30, len(after) // 3)
        base, end = after[:window], after[-window:]
        med = lambda rows, i: statistics.median(r[i] for r in rows)
        rss0, rss1 = med(base, 1) / 1024.0, med(end, 1) / 1024.0
        first = [s[1] for s in self.samples if 5 <= s[0] < 15] or [self.samples[0][1]]
        figures.update(rss_at_10s_mb=statistics.median(first) / 1024.0, rss_after_warmup_mb=rss0, rss_end_mb=rss1,
                       rss_max_mb=max(s[1] for s in after) / 1024.0, rss_growth_mb=rss1 - rss0)
        if rss1 - rss0 > a.rss_growth_mb:
            failures.append("VmRSS grew by %.1f MB after the warm-up (%.1f -> %.1f MB; at most %.1f)"
                            % (rss1 - rss0, rss0, rss1, a.rss_growth_mb))
        for name, i, tol in (("fds", 2, a.fd_tolerance), ("threads", 3, a.thread_tolerance)):
            b, e = med(base, i), med(end, i)
            top_base, top = max(r[i] for r in base), max(r[i] for r in after)
            figures.update({name + "_after_warmup": b, name + "_end": e, name + "_max": top,
                            name + "_max_warmup_window": top_base})
            if e > b + tol or top > top_base + tol:
                failures.append("%s not flat: median %s after warm-up, %s at the end; maximum %s (warm-up "
                                "window %s); tolerance %d" % (name, b, e, top, top_base, tol))
        # The journal.
        rows = self.journal()
        expected = self.expected_status()
        seen = {}
        others = []
        for _, at, kind, obj, field, before, after_ in rows:
            if kind == "task.status":
                seen.setdefault(obj, []).append((before, after_))
            elif kind.startswith("task.") or kind.startswith("service.") or kind.startswith("node."):
                others.append((kind, obj, field, before, after_))
        missing = duplicates = wrong = 0
        examples = []
        for task in sorted(set(expected) | set(seen)):
            want, got = expected.get(task, []), seen.get(task, [])
            if want == got:
                continue
            if len(got) > len(want):
                duplicates += len(got) - len(want)
            elif len(got) < len(want):
                missing += len(want) - len(got)
            else:
                wrong += 1
            if len(examples) < 5:
                examples.append({"task": task, "server": want[:6], "journal": got[:6]})
        found = sum(len(v) for v in seen.values())
        deployed_at = sum(1 for e in self.events() if e["event"] == "change" and e["field"] == "deployedAt")
        figures.update(changed_replies=self.final_changed, status_changes_expected=expected_total,
                       status_changes_found=found, deployed_at_moves=deployed_at, other_task_entries=len(others))
        if missing or duplicates or wrong or others:
            failures.append("journal: %d missing, %d extra, %d tasks out of order, %d unexpected entries; "
                            "e.g. %s %s" % (missing, duplicates, wrong, len(others), examples[:3], others[:3]))
        # Outages: every drop that hit a connection, every kill.
        events = self.events()
        causes = sorted([e["at"] for e in events if e["event"] == "dropped" and e["connections"] > 0] +
                        self.kills)
        starts = [r[1] for r in rows if r[2] == "observation.started"]
        accepts = [e["at"] for e in events if e["event"] == "accepted"]
        # A drop or kill that comes before the console got back from the previous one is the same outage
        # (e.g. a drop half a second before a restart): the console never saw the link in between.
        outages = []
        for t in causes:
            if outages and not any(outages[-1] <= a < t for a in accepts):
                continue
            outages.append(t)
        logins = [e["at"] for e in events if e["event"] == "login"]
        gap_faults = []
        storm_faults = []
        worst = 0
        per_outage = []
        for i, t0 in enumerate(outages):
            t1 = outages[i + 1] if i + 1 < len(outages) else float("inf")
            marks = [s for s in starts if t0 <= s < t1]
            if len(marks) != 1:
                gap_faults.append((t0, len(marks)))
            ok = [t for t in accepts if t0 <= t < t1]
            stand = [t for t in self.standin_attempts if t0 <= t < t1]
            if not ok:
                storm_faults.append((t0, "never reconnected"))
                continue
            elapsed = (ok[0] - t0) / 1000.0
            attempts = len(stand) + len(ok)
            allowed = int(math.floor(math.log2((elapsed + 0.25) / 0.8 + 1)))
            allowed = max(allowed, 1)
            per_outage.append(attempts)
            worst = max(worst, attempts - allowed)
            if attempts > allowed or len([t for t in logins if t0 <= t < t1]) > 1:
                storm_faults.append((t0, "%d attempts in %.1f s (backoff allows %d), %d logins"
                                     % (attempts, elapsed, allowed, len([t for t in logins if t0 <= t < t1]))))
        figures.update(outages=len(outages), outages_merged=len(causes) - len(outages),
                       drops=len(causes) - len(self.kills), restarts=len(self.kills),
                       observation_started=len(starts), gaps_marked=len(outages) - len(gap_faults),
                       reconnect_attempts=sum(per_outage), standin_attempts=len(self.standin_attempts),
                       server_accepts=len(accepts), logins=len(logins),
                       attempts_per_outage_max=max(per_outage) if per_outage else 0)
        if len(starts) != len(outages) + 1:
            failures.append("%d observation.started entries for %d outages (want one more than outages)"
                            % (len(starts), len(outages)))
        if gap_faults:
            failures.append("outages without exactly one gap mark: %s" % gap_faults[:5])
        if storm_faults:
            failures.append("reconnect storm or no reconnect: %s" % storm_faults[:5])
        return figures, failures


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--build", default="build/ci")
    p.add_argument("--console")
    p.add_argument("--server")
    p.add_argument("--smoke", action="store_true", help="the short run of the test command")
    p.add_argument("--duration", type=float, default=1800)
    p.add_argument("--warmup", type=float, default=300)
    p.add_argument("--drop-every", type=float, default=20)
    p.add_argument("--restart-every", type=float, default=120)
    p.add_argument("--hold", type=float, default=5)
    p.add_argument("--poll-interval", type=float, default=1)
    p.add_argument("--tasks", type=int, default=10000)
    p.add_argument("--services", type=int, default=1000)
    p.add_argument("--churn-percent", type=float, default=1)
    p.add_argument("--rss-growth-mb", type=float, default=5)
    p.add_argument("--fd-tolerance", type=int, default=2)
    p.add_argument("--thread-tolerance", type=int, default=2)
    p.add_argument("--report", help="write the figures and failures here as JSON")
    p.add_argument("--keep", action="store_true", help="keep the scratch folder")
    p.add_argument("--judge", metavar="DIR", help="judge a kept scratch folder again (no run)")
    args = p.parse_args()
    if args.smoke:
        # Scaled: drops every 10 s, one restart, a smaller inventory; same checks.
        args.duration, args.warmup, args.drop_every, args.restart_every = 150, 45, 10, 80
        args.tasks, args.services = 2000, 200
    args.console = args.console or os.path.join(args.build, "app", "cloudly-console")
    args.server = args.server or os.path.join(args.build, "app", "cloudly-demo-server")
    for exe in (args.console, args.server):
        if not args.judge and not os.access(exe, os.X_OK):
            print("missing %s (build cloudly-console and cloudly-demo-server)" % exe, file=sys.stderr)
            return 2
    if args.judge:
        soak = Soak(args, args.judge)
        with open(os.path.join(args.judge, "run.json")) as f:
            state = json.load(f)
        soak.kills, soak.standin_attempts = state["kills"], state["standin_attempts"]
        soak.samples, soak.final_changed = [tuple(s) for s in state["samples"]], state["final_changed"]
        args.keep = True
        try:
            figures, failures = soak.judge(sum(len(v) for v in soak.expected_status().values()))
        except Failure as e:
            print("soak run failed: %s" % e, file=sys.stderr)
            return 2
        return report(args, soak, figures, failures)
    soak = Soak(args)
    try:
        expected = soak.run()
        # What only this driver saw, next to the server's log and the journal (a failed run is kept).
        with open(os.path.join(soak.scratch, "run.json"), "w") as f:
            json.dump({"kills": soak.kills, "standin_attempts": soak.standin_attempts, "samples": soak.samples,
                       "final_changed": soak.final_changed}, f)
        figures, failures = soak.judge(expected)
    except Failure as e:
        print("soak run failed: %s" % e, file=sys.stderr)
        return 2
    finally:
        soak.cleanup()
    return report(args, soak, figures, failures)


def report(args, soak, figures, failures):
    figures.update(duration_s=args.duration, warmup_s=args.warmup, drop_every_s=args.drop_every,
                   restart_every_s=args.restart_every, poll_interval_s=args.poll_interval, tasks=args.tasks,
                   services=args.services, churn_percent=args.churn_percent)
    for key in sorted(figures):
        value = figures[key]
        print("%-28s %s" % (key, "%.2f" % value if isinstance(value, float) else value))
    for f in failures:
        print("FAILED: " + f)
    if args.report:
        with open(args.report, "w") as f:
            json.dump({"figures": figures, "failures": failures}, f, indent=1)
    if args.keep or failures:
        print("scratch folder: %s" % soak.scratch)
    else:
        subprocess.run(["rm", "-rf", soak.scratch])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

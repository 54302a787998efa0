#!/usr/bin/env python3
"""promcast run --exec through the oracle process (oracle_process.c).

1. The whole corpus, under every profile, gives exactly the TAP verdicts of
   the oracle adapter run in process: the protocol loses nothing.
2. Each fault of the process (refused hello, exit, signal, hang, garbage,
   wrong id, short payload, unclaimed dtype, oversized line) costs exactly
   one case a `not ok` whose explanation says what happened, and the run
   goes on with every case accounted for.
3. A run killed with SIGKILL leaves no adapter process behind.
4. A process that makes its standard error non-blocking cannot make the
   runner's own output fail when both share one pipe.

usage: test_exec_runs.py PROMCAST ORACLE_ADAPTER ORACLE_PROCESS CASES
                         [--profiles P,Q,...] [--corpus-only]
--profiles names the profiles of part 1 (all five by default);
--corpus-only runs part 1 alone.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

parser = argparse.ArgumentParser()
for positional in ("promcast", "oracle_adapter", "process", "cases"):
    parser.add_argument(positional)
parser.add_argument("--profiles", default="torch,numpy,jax,mlx,array-api")
parser.add_argument("--corpus-only", action="store_true")
OPTIONS = parser.parse_args()
PROMCAST, ORACLE_ADAPTER, PROCESS, CASES = (OPTIONS.promcast, OPTIONS.oracle_adapter,
                                            OPTIONS.process, OPTIONS.cases)
PROFILES = OPTIONS.profiles.split(",")
VERDICT = re.compile(r"^(ok|not ok) (\d+) - (\S+)(.*)$", re.M)
failures = []


def check(condition, what):
    print(("ok - " if condition else "not ok - ") + what)
    if not condition:
        failures.append(what)


def run(arguments, timeout=600):
    return subprocess.run([PROMCAST, "run"] + arguments, capture_output=True, text=True,
                          timeout=timeout)


def verdicts(tap):
    return VERDICT.findall(tap)


# 1. The corpus through the protocol = the corpus in process.
for profile in PROFILES:
    option = ["--adapter-option", "profile=" + profile]
    through = run(["--exec", PROCESS] + option + [CASES])
    inside = run(["--adapter", ORACLE_ADAPTER] + option + [CASES])
    a, b = verdicts(through.stdout), verdicts(inside.stdout)
    check(through.returncode == inside.returncode == 0 and len(a) > 1000,
          f"{profile}: both runs pass ({len(a)} cases through the protocol, exit "
          f"{through.returncode} and {inside.returncode})")
    check(a == b, f"{profile}: the same {len(b)} verdicts, line by line, through --exec "
          f"as through the oracle adapter")

if OPTIONS.corpus_only:
    print(f"{len(failures)} failed" if failures else "all passed")
    sys.exit(1 if failures else 0)

# 2. Faults: each costs case K (or the first of its kind from K) one `not ok`.
SPEC = os.path.join(CASES, "spec")
FAULTS = [
    ("exit", [], r"the adapter process exited with status 3 without answering call 5 \(broadcast_shapes\)"),
    ("signal", [], r"the adapter process was killed by signal 9 \(Killed\) without answering call 5 \(broadcast_shapes\)"),
    ("hang", [], r"no answer within 1800 ms to call 5 \(broadcast_shapes\); the adapter process was killed"),
    ("garbage", [], r"a malformed answer to call 5 \(broadcast_shapes\): not a JSON line: .* at byte 4"),
    ("wrong_id", [], r"a malformed answer to call 5 \(broadcast_shapes\): answer 6 to call 5;"),
    # One byte short of whatever array the fifth add call answers.
    ("short_payload", ["--op", "add"], r"a malformed answer to call 5 \(add\): payload of (\d+) bytes, the array needs (\d+);"),
    ("unclaimed_dtype", ["--op", "promote_types"],
     r"a malformed answer to call 5 \(promote_types\): the outcome: dtype float8_e5m2, which the adapter did not claim;"),
    ("oversized", [], r"call 5 \(broadcast_shapes\): a JSON line longer than 16777216 bytes \(the protocol's limit\)"),
]
with tempfile.TemporaryDirectory() as scratch:
    for kind, selection, explanation in FAULTS:
        plain = run(["--exec", PROCESS] + selection + [SPEC])
        # unclaimed_dtype claims one dtype fewer: its plain run skips those cases.
        if kind == "unclaimed_dtype":
            plain = run(["--exec", PROCESS, "--adapter-option", "fault=unclaimed_dtype",
                         "--adapter-option", "fault_file=" + os.path.join(scratch, "spent")]
                        + selection + [SPEC])
            open(os.path.join(scratch, "spent"), "w").close()
        marker = os.path.join(scratch, kind)
        faulty = run(["--exec", PROCESS, "--timeout-ms", "2000", "--adapter-option", "fault=" + kind,
                      "--adapter-option", "fault_at=5", "--adapter-option", "fault_file=" + marker]
                     + selection + [SPEC])
        a, b = verdicts(plain.stdout), verdicts(faulty.stdout)
        failed = [v for v in b if v[0] == "not ok"]
        check(len(a) == len(b) and len(b) > 5 and [v[2] for v in a] == [v[2] for v in b],
              f"{kind}: every case reported ({len(b)} TAP lines, {len(a)} without the fault)")
        check(len(failed) == 1 and failed[0][1] == "5",
              f"{kind}: exactly case 5 fails ({[v[1] for v in failed]})")
        said = re.search(explanation, faulty.stdout)
        if said is not None and kind == "short_payload":
            payload, needed = (int(group) for group in said.groups())
            said = said if needed == payload + 1 else None
        check(faulty.returncode == 1 and said is not None,
              f"{kind}: its explanation says /{explanation}/")

    # A process that refuses at the hello stops the run: exit 2, the reason.
    refused = run(["--exec", PROCESS, "--adapter-option", "fault=refuse", SPEC])
    check(refused.returncode == 2 and "the adapter process refused: asked to refuse (fault=refuse)"
          in refused.stderr, f"refuse: exit 2 and the reason ({refused.returncode}: {refused.stderr.strip()})")
    check(verdicts(refused.stdout) == [], "refuse: no case runs")

    # A major version the runner does not speak: refused, both versions named.
    script = os.path.join(scratch, "version2.sh")
    with open(script, "w") as handle:
        handle.write("read hello\necho '{\"version\": [2, 0], \"name\": \"x\", \"library\": \"x\", "
                     "\"library_version\": \"1\", \"profile\": \"torch\", \"dtypes\": [], \"ops\": []}'\n"
                     "read end\n")
    newer = run(["--exec", "sh " + script, SPEC])
    check(newer.returncode == 2 and "speaks protocol version 2.0; this runner speaks 1.0" in newer.stderr,
          f"version 2.0: refused naming both versions ({newer.stderr.strip()})")

    # 3. SIGKILL to the runner: its worker and the adapter process die too.
    pid_file = os.path.join(scratch, "pid")
    runner = subprocess.Popen([PROMCAST, "run", "--exec", PROCESS, "--adapter-option", "fault=hang",
                               "--adapter-option", "fault_at=3", "--adapter-option", "pid_file=" + pid_file,
                               SPEC], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    def running(pid):
        try:
            with open(f"/proc/{pid}/stat") as handle:
                return handle.read().split(") ")[1][0] != "Z"
        except OSError:
            return False

    def written_pid():
        try:
            with open(pid_file) as handle:
                return int(handle.read())
        except (OSError, ValueError):
            return None

    # The probe's process writes the file first, then the worker's, which
    # hangs at case 3; any adapter process alive when the runner is killed
    # must die with it, so the test takes the latest one seen running.
    deadline = time.monotonic() + 30
    adapter_pid = None
    while time.monotonic() < deadline:
        pid = written_pid()
        if pid is not None and running(pid):
            adapter_pid = pid
            time.sleep(0.5)
            if written_pid() == pid and running(pid):
                break
        time.sleep(0.05)
    alive_before = adapter_pid is not None and running(adapter_pid)
    runner.send_signal(signal.SIGKILL)
    runner.wait()

    gone_by = time.monotonic() + 5
    while adapter_pid is not None and running(adapter_pid) and time.monotonic() < gone_by:
        time.sleep(0.05)
    check(alive_before and not running(adapter_pid),
          f"SIGKILL to the runner: adapter process {adapter_pid} (alive before: {alive_before}) is gone")

# 4. A process that makes its standard error non-blocking (node does, for
# its standard streams) leaves the runner's own output alone when both go
# to one pipe and the reader falls behind (as under CTest): the TAP report
# is written whole and the run passes.
nonblocking = (f"{sys.executable} -c 'import fcntl, os; "
               f"fcntl.fcntl(2, fcntl.F_SETFL, fcntl.fcntl(2, fcntl.F_GETFL) | os.O_NONBLOCK); "
               f"os.execv(\"{PROCESS}\", [\"{PROCESS}\"])'")
# The whole corpus: a report far larger than the pipe's 64 KiB.
slow = subprocess.Popen([PROMCAST, "run", "--exec", nonblocking, CASES], stdout=subprocess.PIPE,
                        stderr=subprocess.STDOUT, text=True)
time.sleep(2)  # the pipe fills while nobody reads it
together = slow.communicate(timeout=600)[0]
summary = re.search(r"^# (\d+) passed, 0 failed", together, re.M)
check(slow.returncode == 0 and summary is not None and len(verdicts(together)) == int(summary.group(1))
      + int(re.search(r"(\d+) skipped", together).group(1)),
      f"a non-blocking standard error in the process: the run's report is whole (exit {slow.returncode}, "
      f"{len(verdicts(together))} verdicts; {together.strip().splitlines()[-1] if together.strip() else ''})")

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)

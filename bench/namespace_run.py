#!/usr/bin/env python3
"""namespace_run.py: how fast `promcast run --array-api MODULE` is.

Two numbers, each the wall time of the promcast binary as a user runs it
(loading the corpus, starting Python in the adapter, importing MODULE,
isolation on):
  - the whole corpus: the cases of the profile the adapter claims, per
    second of the run (every planned case, and those not skipped);
  - start-up: a run that selects one case (--filter ID, the first case the
    whole run did not skip), the fixed cost before the first answer.
Each is run --repeat times; the fastest and the median are printed.

  namespace_run.py --promcast BUILD/bin/promcast --module numpy.array_api
                   [--cases CASES_DIR] [--repeat N] [--profile P]
"""
import argparse
import re
import resource
import statistics
import subprocess
import sys
import time

SUMMARY = re.compile(r"^# (\d+) passed, (\d+) failed, (\d+) skipped, (\d+) known failures$", re.M)
PLAN = re.compile(r"^1\.\.(\d+)$", re.M)
RAN = re.compile(r"^(?:not )?ok \d+ - (\S+)(?! # SKIP)$", re.M)


def timed_run(command, cpu_times):
    """Runs command; returns its wall time and stdout, and appends its CPU
    time (user + system, every process it started) to cpu_times."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, capture_output=True, timeout=3600)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_times.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    out = result.stdout.decode("utf-8", "replace")
    # 0 all passed, 1 some failed: both are measurements; 2 is an error.
    if result.returncode not in (0, 1) or not SUMMARY.search(out):
        sys.exit("namespace_run: %s exited %d: %s" % (" ".join(command), result.returncode,
                                                       result.stderr.decode("utf-8", "replace")[-800:]))
    return elapsed, out


def spread(times):
    return "fastest %.3f s, median %.3f s (%d runs)" % (min(times), statistics.median(times),
                                                         len(times))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--promcast", required=True)
    parser.add_argument("--module", required=True)
    parser.add_argument("--cases", default=None, help="case files or directory (default: the runner's)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", default=None,
                        help="run this profile's cases instead of the adapter's claim")
    options = parser.parse_args()
    base = [options.promcast, "run", "--array-api", options.module]
    if options.profile:
        base += ["--profile", options.profile]
    paths = [options.cases] if options.cases else []

    times, cpu, out = [], [], ""
    for _ in range(options.repeat):
        elapsed, out = timed_run(base + paths, cpu)
        times.append(elapsed)
    passed, failed, skipped, known = (int(n) for n in SUMMARY.search(out).groups())
    planned = int(PLAN.search(out).group(1))
    answered = passed + failed + known
    adapter = re.search(r"^# adapter (.*)$", out, re.M)
    print("adapter: %s" % (adapter.group(1) if adapter else "?"))
    print("whole corpus: %d cases planned (%d passed, %d failed, %d known failures, %d skipped)"
          % (planned, passed, failed, known, skipped))
    print("whole corpus: %s; CPU time (user + system) %s" % (spread(times), spread(cpu)))
    print("whole corpus: %.0f planned cases/s, %.0f answered (not skipped) cases/s, at the median"
          % (planned / statistics.median(times), answered / statistics.median(times)))

    first = RAN.search(out)
    if first is None:
        sys.exit("namespace_run: every case was skipped; no case to time start-up with")
    one = first.group(1)
    start_times, start_cpu = [], []
    for _ in range(max(options.repeat, 5)):
        elapsed, single = timed_run(base + ["--filter", one] + paths, start_cpu)
        if int(PLAN.search(single).group(1)) != 1:
            sys.exit("namespace_run: --filter %s selected more than one case" % one)
        start_times.append(elapsed)
    print("start-up (one case, %s): %s; CPU time %s" % (one, spread(start_times),
                                                      spread(start_cpu)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

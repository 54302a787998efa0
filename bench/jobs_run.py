#!/usr/bin/env python3
"""jobs_run.py: what `promcast run --jobs N` gains on the whole corpus.

Runs the same command with each --jobs value in turn, --repeat rounds,
alternating (1, 2, 1, 2, ...) so that a change in the machine's load falls
on both; prints each run's wall time, its CPU time (every process it
started) and the one-minute load average before it, then the fastest and
median wall time per value. Every run's report must be the first's, byte
for byte: the speed-up is for the same report.

  jobs_run.py --promcast BUILD/bin/promcast [--jobs 1,2] [--repeat 3]
              -- RUN ARGUMENTS (e.g. --adapter ADAPTER --xfail FILE CASES)
"""
import argparse
import sys

from namespace_run import spread, timed_run


def load_average():
    with open("/proc/loadavg") as loadavg:
        return float(loadavg.read().split()[0])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--promcast", required=True)
    parser.add_argument("--jobs", default="1,2", help="comma-separated --jobs values")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("arguments", nargs=argparse.REMAINDER,
                        help="-- then the arguments of promcast run")
    options = parser.parse_args()
    arguments = options.arguments[1:] if options.arguments[:1] == ["--"] else options.arguments
    jobs = [int(value) for value in options.jobs.split(",")]
    walls = {value: [] for value in jobs}
    first = None
    for round_number in range(options.repeat):
        for value in jobs:
            load, cpu = load_average(), []
            wall, out = timed_run([options.promcast, "run", "--jobs", str(value)] + arguments, cpu)
            if first is None:
                first = out
            elif out != first:
                sys.exit("jobs_run: --jobs %d wrote another report than the first run" % value)
            walls[value].append(wall)
            print("round %d  --jobs %d  %7.2f s wall  %7.2f s CPU  (load average %.2f before)"
                  % (round_number + 1, value, wall, cpu[0], load), flush=True)
    for value in jobs:
        print("--jobs %d: %s" % (value, spread(walls[value])))


if __name__ == "__main__":
    main()

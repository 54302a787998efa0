#!/usr/bin/env python3
"""run_scale.py: what `promcast run` costs on corpora far larger than the
committed one: its peak memory and its wall time, and what a run stopped by
SIGTERM keeps.

For each size (100,000, 1,000,000 and 10,000,000 cases by default) it
writes a synthetic corpus under a temporary folder: the committed
generated cases the oracle adapter's profile runs (profile-free or
torch), copied over and over with each copy's ids made unique by a
prefix ("r17/generated/..."), 10,000 cases a file. Then it runs

    promcast run --adapter ADAPTER DIR > /dev/null

and reports the peak resident set of the run (GNU time's %M: the largest
of promcast's and its workers'),
its wall time and the corpus's size on disk. With --baseline BIN it runs
another promcast (the one before windows) on the sizes up to
--baseline-max. Last, on the largest corpus, it sends SIGTERM after
--stop-after seconds and counts the TAP lines and bytes the run kept, and
its exit status. The corpus folders are removed at the end; the free disk
space is checked first (df) and a size that would not fit is refused.

  run_scale.py --promcast BUILD/bin/promcast --adapter BUILD/adapters/libpromcast_adapter_oracle.so
               --cases cases/generated [--sizes 100000,1000000,10000000]
               [--baseline OTHER/promcast --baseline-max 1000000] [--stop-after 8]
               [--folder /tmp] [--window-cases N]
"""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CASES_A_FILE = 10000
SUMMARY = re.compile(rb"^# (\d+) passed, (\d+) failed, (\d+) skipped, (\d+) known failures$", re.M)


def source_cases(folder):
    """The committed generated cases the oracle adapter's profile runs, as
    (id, JSON text) pairs, the text with the id written once."""
    cases = []
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.json"), recursive=True)):
        with open(path) as handle:
            document = json.load(handle)
        for case in document["cases"]:
            if case.get("profile", "torch") != "torch":
                continue
            text = json.dumps(case, separators=(",", ":"))
            cases.append((case["id"], text))
    if not cases:
        sys.exit("run_scale: no case under %s" % folder)
    return cases


def write_corpus(cases, count, folder):
    """Writes `count` cases into folder, CASES_A_FILE a file; returns the bytes written."""
    written, index, file_number = 0, 0, 0
    while index < count:
        path = os.path.join(folder, "part-%06d.json" % file_number)
        file_number += 1
        parts = []
        for _ in range(min(CASES_A_FILE, count - index)):
            replica, position = divmod(index, len(cases))
            case_id, text = cases[position]
            # The id is the text's first "id" value: json.dumps keeps the
            # case's key order, and ids hold no quote.
            parts.append(text.replace('"id":"%s"' % case_id, '"id":"r%d/%s"' % (replica, case_id), 1))
            index += 1
        text = ('{"format":"promcast-cases","format_version":1,"suite":"generated/scale",'
                '"source":"bench/run_scale.py","cases":[\n' + ",\n".join(parts) + "\n]}\n")
        with open(path, "w") as out:
            out.write(text)
        written += len(text)
    return written


def measure(command):
    """Runs command under /usr/bin/time, stdout to /dev/null; returns (exit
    status, peak RSS in MiB, wall seconds). GNU time's %M is the largest
    resident set of promcast or of a worker it waited for (wait4's
    ru_maxrss); measured here, it would be this script's own, which the
    child has until it execs."""
    with tempfile.NamedTemporaryFile(mode="r") as times, open(os.devnull, "wb") as null:
        process = subprocess.run(["/usr/bin/time", "-f", "%M %e", "-o", times.name] + command,
                                 stdout=null, stderr=subprocess.PIPE)
        rss_kib, seconds = times.read().split()[-2:]
    return process.returncode, int(rss_kib) / 1024.0, float(seconds)


def checked_run(command, label):
    status, rss, seconds = measure(command)
    if status not in (0, 1):
        sys.exit("run_scale: %s exited %d" % (" ".join(command), status))
    print("  %-9s peak RSS %8.1f MiB, wall %7.1f s, exit %d" % (label, rss, seconds, status),
          flush=True)


def stopped_run(command, seconds):
    """Runs command, SIGTERM after `seconds`; prints what its output kept."""
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.PIPE)
        time.sleep(seconds)
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=600)
        out.seek(0)
        data = out.read()
    lines = data.count(b"\n")
    tests = len(re.findall(rb"^(?:not )?ok \d+", data, re.M))
    summary = SUMMARY.search(data)
    last = data.rstrip(b"\n").rsplit(b"\n", 1)[-1].decode("utf-8", "replace")
    print("  SIGTERM after %g s: exit %d, %d lines (%d test lines), %d bytes; summary %s; last line: %s"
          % (seconds, process.returncode, lines, tests, len(data),
             "present" if summary else "MISSING", last), flush=True)
    print("  stderr: %s" % err.decode("utf-8", "replace").strip()[-300:], flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--promcast", required=True)
    parser.add_argument("--adapter", required=True)
    parser.add_argument("--cases", required=True, help="the committed generated cases")
    parser.add_argument("--sizes", default="100000,1000000,10000000")
    parser.add_argument("--baseline", help="another promcast to measure beside it")
    parser.add_argument("--baseline-max", type=int, default=1000000)
    parser.add_argument("--stop-after", type=float, default=8.0)
    parser.add_argument("--folder", default=tempfile.gettempdir())
    parser.add_argument("--window-cases", help="passed on to promcast run")
    options = parser.parse_args()
    sizes = [int(size) for size in options.sizes.split(",")]
    cases = source_cases(options.cases)
    bytes_a_case = sum(len(text) + 2 for _, text in cases) / len(cases)
    print("run_scale: %d distinct cases to copy, %.0f bytes a case" % (len(cases), bytes_a_case))
    extra = ["--window-cases", options.window_cases] if options.window_cases else []
    largest = None
    for size in sizes:
        needed = int(size * bytes_a_case * 1.1)
        free = shutil.disk_usage(options.folder).free
        if needed > free // 2:
            print("run_scale: %d cases need about %d MB, and %s has %d MB free: left out"
                  % (size, needed >> 20, options.folder, free >> 20))
            continue
        folder = tempfile.mkdtemp(prefix="promcast-scale-", dir=options.folder)
        try:
            started = time.monotonic()
            written = write_corpus(cases, size, folder)
            print("%d cases, %d files, %.0f MB on disk (written in %.0f s)"
                  % (size, (size + CASES_A_FILE - 1) // CASES_A_FILE, written / 1e6,
                     time.monotonic() - started), flush=True)
            checked_run([options.promcast, "run", "--adapter", options.adapter] + extra + [folder],
                        "windows")
            if options.baseline and size <= options.baseline_max:
                checked_run([options.baseline, "run", "--adapter", options.adapter, folder],
                            "baseline")
            if size == max(sizes):
                stopped_run([options.promcast, "run", "--adapter", options.adapter] + extra +
                            [folder], options.stop_after)
                largest = size
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if largest is None:
        print("run_scale: the largest size did not fit on disk: no stopped run measured")


if __name__ == "__main__":
    main()

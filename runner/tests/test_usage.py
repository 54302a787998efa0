#!/usr/bin/env python3
"""test_usage.py: every bad command line in usage/ gets its error.

Each usage/NAME.args holds one bad command line (one argument a line); the
manifest usage/expected-errors.txt gives the exit status it must end with
and a fragment of the message that names the argument at fault. A bad
command line never crashes, never passes: stderr names the problem, and
whatever reached stdout is not a passing TAP stream. Every .args file must
be in the manifest and every manifest line must have its file, so no case
is silently dropped.

  test_usage.py --promcast BIN --adapters DIR --cases DIR --data usage/
"""
import argparse
import os
import subprocess
import sys


def read_manifest(data):
    entries = []
    with open(os.path.join(data, "expected-errors.txt"), encoding="utf-8") as manifest:
        for number, line in enumerate(manifest, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = [part.strip() for part in line.rstrip("\n").split(" | ", 2)]
            if len(parts) != 3 or not parts[1].isdigit():
                raise SystemExit("expected-errors.txt:%d: not 'FILE | EXIT | FRAGMENT'" % number)
            entries.append((parts[0], int(parts[1]), parts[2]))
    return entries


def main():
    parser = argparse.ArgumentParser()
    for option in ("--promcast", "--adapters", "--cases", "--data"):
        parser.add_argument(option, required=True)
    options = parser.parse_args()
    places = {"adapters": options.adapters, "cases": options.cases,
              "oracle": os.path.join(options.adapters, "libpromcast_adapter_oracle.so")}
    entries = read_manifest(options.data)
    listed = {name for name, _, _ in entries}
    files = {name for name in os.listdir(options.data) if name.endswith(".args")}
    print("1..%d" % (len(entries) + 1))
    number, failures = 0, 0
    number += 1
    unlisted, missing = sorted(files - listed), sorted(listed - files)
    ok = not unlisted and not missing
    failures += not ok
    print("%s %d - every .args file is in the manifest and every entry has its file%s"
          % ("ok" if ok else "not ok", number,
             "" if ok else " (unlisted: %s; missing: %s)" % (unlisted, missing)))
    for name, status, fragment in entries:
        number += 1
        with open(os.path.join(options.data, name), encoding="utf-8") as text:
            arguments = [line.format(**places) for line in text.read().splitlines()]
        result = subprocess.run([options.promcast] + arguments, capture_output=True,
                                timeout=60)
        err = result.stderr.decode("utf-8", "replace")
        out = result.stdout.decode("utf-8", "replace")
        problems = []
        if result.returncode != status:
            problems.append("exit %d, expected %d" % (result.returncode, status))
        if fragment not in err:
            problems.append("stderr does not contain %r" % fragment)
        if out and not ("\nnot ok " in "\n" + out or "Bail out!" in out):
            problems.append("stdout is not empty and holds no failing test line")
        failures += bool(problems)
        print("%s %d - %s: %s" % ("not ok" if problems else "ok", number, name, fragment))
        for problem in problems:
            print("#   %s" % problem)
        if problems:
            print("#   stderr: %r" % err[:600])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

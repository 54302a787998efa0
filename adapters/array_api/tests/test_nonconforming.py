"""The namespace adapter sees the bugs of a non-conforming namespace.

nonconforming_array_api.py is numpy.array_api with four bugs. This test
runs `promcast run` through the adapter over the case files that hold the
cases below, once on numpy.array_api and once on the non-conforming
module (found with --adapter-option path=<this directory>), and checks,
for each bug, that its cases fail on the non-conforming namespace with
the explanation the bug gives, and pass on numpy.array_api: the failures
are the bugs', not the adapter's.

Usage: test_nonconforming.py PROMCAST ADAPTER CASES_DIR (TAP on stdout).
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# bug: [(case id, a fragment of the runner's explanation on the bug's namespace)]
BUGS = {
    "int8 with uint8 promotes to int8": [
        ("spec/profile-array-api/elementwise/add-int8-uint8", "dtype: expected int16, got int8"),
        ("spec/profile-array-api/promote/int8-uint8", "expected int16, got int8"),
        ("spec/profile-array-api/promote/uint8-int8", "expected int16, got int8"),
        ("spec/profile-array-api/result-type/int8-zero-uint8", "expected int16, got int8"),
    ],
    "broadcast_to aligns shapes on the left": [
        ("spec/torch/broadcast/stride-0", "got error incompatible_shapes"),
        ("generated/broadcast_to/s1/000002", "got error incompatible_shapes"),
    ],
    "where returns x1's dtype": [
        ("spec/functions/where/array-api/promotion", "dtype: expected int16, got int8"),
    ],
    "can_cast allows int8 to uint8": [
        ("spec/profile-array-api/can-cast/int8-uint8", "expected no, got yes"),
    ],
}
FILES = [
    "spec/profile-array-api.json",
    "spec/torch.json",
    "spec/functions.json",
    "generated/broadcast_to/s1-0000.json",
]


def run(promcast, adapter, cases, module):
    command = [promcast, "run", "--adapter", adapter, "--adapter-option", "module=" + module,
               "--adapter-option", "path=" + HERE, "--profile", "array-api"]
    command += [os.path.join(cases, name) for name in FILES]
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit("promcast run on %s exited %d: %s" % (module, done.returncode, done.stderr))
    verdicts, explanations, current = {}, {}, None
    for line in done.stdout.splitlines():
        match = re.match(r"(not ok|ok) \d+ - (\S+)(.*)", line)
        if match:
            current = match.group(2)
            skipped = "# SKIP" in match.group(3)
            verdicts[current] = "skip" if skipped else match.group(1)
            continue
        match = re.match(r"  explanation: \"(.*)\"$", line)
        if match and current:
            explanations[current] = match.group(1)
    return verdicts, explanations


def main():
    promcast, adapter, cases = sys.argv[1:4]
    conforming, _ = run(promcast, adapter, cases, "numpy.array_api")
    buggy, explanations = run(promcast, adapter, cases, "nonconforming_array_api")
    print("TAP version 13")
    count = failed = 0
    for bug, expectations in BUGS.items():
        for case_id, fragment in expectations:
            count += 1
            seen = buggy.get(case_id) == "not ok" and fragment in explanations.get(case_id, "")
            ok = seen and conforming.get(case_id) == "ok"
            failed += not ok
            print("%s %d - %s: %s fails (%s) and passes on numpy.array_api" %
                  ("ok" if ok else "not ok", count, bug, case_id, fragment))
            if not ok:
                print("# non-conforming: %s, %s; numpy.array_api: %s" %
                      (buggy.get(case_id, "not run"), explanations.get(case_id, "no explanation"),
                       conforming.get(case_id, "not run")))
    # Nothing else differs: every case that passes on numpy.array_api and
    # fails on the non-conforming namespace is one of the four bugs' (the
    # generated broadcast_to cases are bug 2's, hundreds of them).
    listed = {case_id for expectations in BUGS.values() for case_id, _ in expectations}
    others = sorted(case_id for case_id, verdict in buggy.items()
                    if verdict == "not ok" and conforming.get(case_id) == "ok" and case_id not in listed
                    and not case_id.startswith("generated/broadcast_to/"))
    count += 1
    failed += bool(others)
    print("%s %d - no other case passes on numpy.array_api and fails on the non-conforming namespace%s" %
          ("not ok" if others else "ok", count, (": " + ", ".join(others[:10])) if others else ""))
    print("1..%d" % count)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

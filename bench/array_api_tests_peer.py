#!/usr/bin/env python3
"""array_api_tests_peer.py: the Array API test suite's speed on the same ground.

The peer of `promcast run --array-api MODULE` is the Array API test suite
(https://github.com/data-apis/array-api-tests): Hypothesis properties run
under pytest against ARRAY_API_TESTS_MODULE. This runs its properties that
cover what promcast checks (the binary element-wise functions and their
operators, in-place and Python-scalar forms; broadcast_arrays,
broadcast_to, result_type, can_cast) in a checkout of it, with
--hypothesis-show-statistics, and reports the examples Hypothesis ran per
second of the run's wall time (pytest's start, collection and Hypothesis'
data generation included, as for promcast run), of its CPU time, and of
the properties' own phases.

  array_api_tests_peer.py CHECKOUT [--module numpy.array_api]
      [--python /usr/bin/python3] [--pythonpath DIR]... [--max-examples N]

CHECKOUT is a clone of the suite with its `array-api` submodule; the
suite needs ndindex and pytest-json-report (with pytest-metadata) on the
path: installed, or source trees given with --pythonpath, whose pytest
plugins are then loaded with -p (they have no entry points there).
"""
import argparse
import importlib.util
import os
import re
import resource
import subprocess
import sys
import time

# The suite's binary element-wise properties (each runs the function, the
# operator, the in-place operator and the Python-scalar forms it has) and
# its broadcasting and promotion properties.
BINARY = ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "pow", "atan2",
          "logaddexp", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
          "bitwise_right_shift", "equal", "not_equal", "greater", "greater_equal", "less",
          "less_equal", "logical_and", "logical_or", "logical_xor", "maximum", "minimum",
          "copysign", "hypot", "nextafter"]
PROMOTION = ["broadcast_arrays", "broadcast_to", "result_type", "can_cast"]

SECTION = re.compile(r"^(\S+::\S+(?:\[.*\])?):\s*$", re.M)
PHASE = re.compile(r"- during (\w+) phase \(([\d.]+) seconds\):\s*\n(?:.*\n)*?\s*- (\d+) passing "
                   r"examples?, (\d+) failing examples?, (\d+) invalid examples?")
# pytest's last line, "87 passed, 48 deselected in 221.14s" (with -q, no
# ===== around it).
OUTCOME = re.compile(r"^(?:=+ )?(\d+ \w+(?:, \d+ \w+)*) in ([\d.]+)s", re.M)


def plugin_flags(paths):
    """-p flags for pytest-json-report and pytest-metadata when they come as
    source trees on --pythonpath (no pytest11 entry points there)."""
    flags = []
    for module, plugin in (("pytest_metadata", "pytest_metadata.plugin"),
                           ("pytest_jsonreport", "pytest_jsonreport.plugin")):
        installed = importlib.util.find_spec(module) is not None
        in_paths = any(os.path.isdir(os.path.join(path, module)) for path in paths)
        if in_paths or not installed:
            flags += ["-p", plugin]
    return flags


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout")
    parser.add_argument("--module", default="numpy.array_api")
    parser.add_argument("--python", default="/usr/bin/python3")
    parser.add_argument("--pythonpath", action="append", default=[])
    parser.add_argument("--max-examples", type=int, default=None,
                        help="Hypothesis' max_examples (default: the suite's, 100)")
    parser.add_argument("--log", default=None, help="also write pytest's output to this file")
    options = parser.parse_args()
    tests = os.path.join(options.checkout, "array_api_tests")
    present = set(os.listdir(tests))
    files = [os.path.join("array_api_tests", name)
             for name in ("test_operators_and_elementwise_functions.py",
                          "test_data_type_functions.py") if name in present]
    names = " or ".join("test_%s" % name for name in BINARY + PROMOTION)
    environment = dict(os.environ, ARRAY_API_TESTS_MODULE=options.module,
                       PYTHONPATH=os.pathsep.join(options.pythonpath +
                                                  [os.environ.get("PYTHONPATH", "")]).strip(os.pathsep))
    command = ([options.python, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                "--hypothesis-show-statistics", "-k", names]
               + plugin_flags(options.pythonpath) + files)
    if options.max_examples is not None:
        command += ["--max-examples", str(options.max_examples)]
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, cwd=options.checkout, env=environment, capture_output=True,
                            timeout=7200)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # CPU time, user and system: on a shared machine, less noisy than the wall.
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    out = result.stdout.decode("utf-8", "replace")
    if options.log:
        with open(options.log, "w", encoding="utf-8") as log:
            log.write(out)
    outcome = OUTCOME.findall(out)
    if not outcome or result.returncode not in (0, 1):
        sys.exit("array_api_tests_peer: pytest exited %d:\n%s\n%s" % (
            result.returncode, out[-3000:], result.stderr.decode("utf-8", "replace")[-2000:]))
    properties, examples, invalid, phase_seconds = 0, 0, 0, 0.0
    sections = SECTION.split(out)
    # split gives [before, name1, body1, name2, body2, ...]
    for name, body in zip(sections[1::2], sections[2::2]):
        phases = PHASE.findall(body)
        if not phases:
            continue
        properties += 1
        for _, seconds, passing, failing, bad in phases:
            examples += int(passing) + int(failing)
            invalid += int(bad)
            phase_seconds += float(seconds)
    print("pytest: %s (%s s by pytest's count)" % outcome[-1])
    print("properties with statistics: %d" % properties)
    print("examples run (passing + failing): %d; invalid (drawn and rejected): %d"
          % (examples, invalid))
    print("wall time: %.1f s; CPU time (user + system): %.1f s; the properties' phases: %.1f s"
          % (wall, cpu, phase_seconds))
    print("examples per second: %.1f of the wall time, %.1f of the CPU time, %.1f of the phases"
          % (examples / wall, examples / cpu if cpu else 0.0,
             examples / phase_seconds if phase_seconds else 0.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""test_fuzz.py: promcast fuzz finds every mutant's bug and writes cases
that reproduce it.

- Against each mutant adapter (one deliberate bug each), a run of seed 1
  finds at least one disagreement and exits 1; every case file it writes
  is valid under cases/schema.json, fails `promcast run` against that
  mutant and passes against the oracle adapter, and its shrunk case is no
  larger than the original it keeps in its `fuzz` member. A mutant whose
  bug the fuzzer cannot reach is listed in OUT_OF_REACH with the reason,
  and its run must then find nothing (so the table cannot go stale).
- Against the oracle adapter itself a run finds nothing and exits 0: the
  expectations the fuzzer draws are the adapter's answers.
- The same seed twice writes byte-identical files, and so does --jobs 3.
- SIGTERM ends the drawing; what was found is still shrunk and written.
- --decode turns any byte string (the libFuzzer harness's input) into a
  valid case file that the oracle adapter passes.

usage: test_fuzz.py --promcast BIN --adapters DIR --schema FILE
                    --mutants NAME,NAME,... [unittest arguments]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

from test_verdict import Tap

CONFIG = None

# Cases a mutant's run draws: enough for the rarest bug (vecdot of complex
# operands, about one case in 7000) with a wide margin, well under a
# second a mutant against these adapters.
CASES = "100000"
TIMEOUT_SECONDS = 120

# Mutants whose bug no drawn case can show, each with why. Empty: every
# mutant's bug is in reach.
OUT_OF_REACH = {}


def adapter(name):
    return os.path.join(CONFIG.adapters, "lib" + name + ".so")


def promcast(arguments):
    completed = subprocess.run([CONFIG.promcast] + arguments, capture_output=True,
                               timeout=TIMEOUT_SECONDS)
    return (completed.returncode, completed.stdout.decode("utf-8", "replace"),
            completed.stderr.decode("utf-8", "replace"))


def fuzz(adapter_path, out, *extra):
    return promcast(["fuzz", "--adapter", adapter_path, "--seed", "1", "--cases", CASES,
                     "--out", out] + list(extra))


def size(case):
    """The leaves of a case's inputs (numbers, strings, booleans, nulls):
    every simplification shrinking makes keeps or lowers their count."""
    def leaves(value):
        if isinstance(value, dict):
            return sum(leaves(item) for item in value.values())
        if isinstance(value, list):
            return sum(leaves(item) for item in value)
        return 1
    return leaves(case["inputs"])


def tap_verdicts(tap):
    """A TAP report's test lines, read by test_verdict.py's reader, as
    {case id: passed}; a line with a directive, or an id twice, is an error
    (each case of a run is one plain line)."""
    verdicts = {}
    for test in Tap(tap.encode("utf-8")).tests:
        case_id = test["description"].decode("utf-8").removeprefix("- ")
        assert test["directive"] is None, "a directive on the line of %s" % case_id
        assert case_id not in verdicts, "%s is reported twice" % case_id
        verdicts[case_id] = test["ok"]
    return verdicts


class MutantTest(unittest.TestCase):
    def check_mutant(self, mutant):
        validator = CONFIG.validator
        with tempfile.TemporaryDirectory() as out:
            status, stdout, stderr = fuzz(adapter("promcast_mutant_" + mutant), out)
            files = sorted(os.listdir(out))
            if mutant in OUT_OF_REACH:
                self.assertEqual((status, files), (0, []),
                                 "%s is listed out of reach (%s) but its run found %s"
                                 % (mutant, OUT_OF_REACH[mutant], files))
                return
            self.assertEqual(status, 1, "%s: exit %d\n%s%s" % (mutant, status, stdout, stderr))
            self.assertTrue(files, "%s: no case file written\n%s" % (mutant, stdout))
            paths = [os.path.join(out, name) for name in files]
            ids = []
            for path in paths:
                with open(path, encoding="utf-8") as text:
                    document = json.load(text)
                errors = [error.message for error in validator.iter_errors(document)]
                self.assertEqual(errors, [], "%s: not valid under the schema" % path)
                meta = document["fuzz"]
                self.assertEqual(meta["seed"], 1)
                self.assertIn("promcast fuzz", meta["command"])
                self.assertIn(meta["signature"], stdout)
                self.assertEqual(len(document["cases"]), 1, "%s: not one case" % path)
                self.assertLessEqual(size(document["cases"][0]), size(meta["original"]),
                                     "%s: the shrunk case is larger than the original" % path)
                ids.append(document["cases"][0]["id"])
            # Every file's case fails against the mutant and passes against
            # the oracle adapter: one run of all the files for each (a run
            # a file cost a process and an adapter load each, minutes under
            # the sanitizers), read case by case from the TAP lines.
            self.assertEqual(len(set(ids)), len(ids), "%s: a case id repeats: %s" % (mutant, ids))
            for name, expected_status, expected_ok in (("promcast_mutant_" + mutant, 1, False),
                                                       ("promcast_adapter_oracle", 0, True)):
                run_status, tap, run_stderr = promcast(["run", "--adapter", adapter(name)] + paths)
                self.assertEqual(run_status, expected_status, "%s's files against %s:\n%s%s"
                                 % (mutant, name, tap, run_stderr))
                verdicts = tap_verdicts(tap)
                self.assertEqual(sorted(verdicts), sorted(ids),
                                 "%s's files against %s: the TAP lines name other cases:\n%s"
                                 % (mutant, name, tap))
                wrong = [case_id for case_id, ok in verdicts.items() if ok != expected_ok]
                self.assertEqual(wrong, [], "%s's files against %s: these %s:\n%s"
                                 % (mutant, name, "fail" if expected_ok else "pass", tap))

    def test_every_mutant(self):
        for mutant in CONFIG.mutants:
            with self.subTest(mutant=mutant):
                self.check_mutant(mutant)


class OracleTest(unittest.TestCase):
    def test_oracle_adapter_agrees(self):
        with tempfile.TemporaryDirectory() as out:
            status, stdout, stderr = fuzz(adapter("promcast_adapter_oracle"), out)
            self.assertEqual(status, 0, stdout + stderr)
            self.assertIn("0 signatures, 0 failing cases", stdout)
            self.assertIn("%s cases of seed 1" % CASES, stdout)
            self.assertEqual(os.listdir(out), [])


class ReproducibleTest(unittest.TestCase):
    def fuzz_files(self, out, *options):
        """The files a clip_min_wins run writes (it fails in many ways:
        dozens of files to compare), each with the command line, which
        names the directory and the options, taken out: the rest must be
        identical byte for byte."""
        status, stdout, stderr = fuzz(adapter("promcast_mutant_clip_min_wins"), out,
                                      "--op", "clip", "--op", "where", *options)
        self.assertEqual(status, 1, stdout + stderr)
        files = {}
        for name in sorted(os.listdir(out)):
            with open(os.path.join(out, name), encoding="utf-8") as data:
                document = json.load(data)
            self.assertIn(out, document["fuzz"].pop("command"))
            files[name] = json.dumps(document)
        self.assertTrue(files)
        return files

    first_files = None  # first_run's, once made

    def first_run(self):
        """The files of a plain run, made once for both tests (a run is
        seconds under the sanitizers)."""
        if ReproducibleTest.first_files is None:
            with tempfile.TemporaryDirectory() as first:
                ReproducibleTest.first_files = self.fuzz_files(first)
        return ReproducibleTest.first_files

    def test_same_seed_same_files(self):
        with tempfile.TemporaryDirectory() as second:
            self.assertEqual(self.first_run(), self.fuzz_files(second))

    def test_jobs_same_files(self):
        # Case i of a seed is the same whatever the workers: --jobs 3 finds
        # the same disagreements and shrinks them to the same cases.
        with tempfile.TemporaryDirectory() as second:
            self.assertEqual(self.first_run(), self.fuzz_files(second, "--jobs", "3"))


class SlowFindingTest(unittest.TestCase):
    """A crash or a timeout costs a new worker or the time limit a case, so
    its shrinking runs at most 4 candidates a round (fuzz_run.c,
    SHRINK_SLOW_CANDIDATES), and each shrunk case still crashes."""

    def test_crash_shrinks_in_small_rounds(self):
        with tempfile.TemporaryDirectory() as out:
            status, stdout, stderr = promcast(
                ["fuzz", "--adapter", adapter("promcast_faulty_crash"), "--seed", "1",
                 "--cases", "600", "--out", out])
            self.assertEqual(status, 1, stderr)
            rounds = re.findall(r": crash: first case \d+, shrunk in (\d+) steps "
                                r"\((\d+) candidates run\)", stdout)
            self.assertGreater(len(rounds), 5, stdout)
            # Every step is a round, and so is the last, which keeps nothing.
            for steps, candidates in rounds:
                self.assertLessEqual(int(candidates), 4 * (int(steps) + 1), stdout)
            self.assertTrue(any(int(steps) > 0 for steps, _ in rounds), stdout)
            files = sorted(glob.glob(os.path.join(out, "*.json")))
            self.assertEqual(len(files), len(rounds))
            for path in files[:3]:
                status, stdout, _ = promcast(
                    ["run", "--adapter", adapter("promcast_faulty_crash"), path])
                self.assertEqual(status, 1, stdout)
                self.assertIn("crash", stdout)


class ShardTest(unittest.TestCase):
    """--shard K/N: N runs of one seed draw disjoint cases (the seed's case
    n * N + K - 1 is the shard's case n) that together are one run's."""

    def failing(self, stdout):
        match = re.search(r"^(\d+) signatures, (\d+) failing cases$", stdout, re.M)
        self.assertIsNotNone(match, stdout)
        return int(match.group(2))

    def test_three_shards_are_one_run(self):
        mutant = adapter("promcast_mutant_clip_min_wins")
        with tempfile.TemporaryDirectory() as out:
            status, stdout, stderr = promcast(["fuzz", "--adapter", mutant, "--seed", "1",
                                               "--cases", "3000", "--out", out])
            self.assertEqual(status, 1, stdout + stderr)
            whole = self.failing(stdout)
        self.assertGreater(whole, 3)
        parts = 0
        for k in (1, 2, 3):
            with tempfile.TemporaryDirectory() as out:
                status, stdout, stderr = promcast(["fuzz", "--adapter", mutant, "--seed", "1",
                                                   "--cases", "1000", "--shard", "%d/3" % k,
                                                   "--out", out])
                self.assertIn(status, (0, 1), stdout + stderr)
                self.assertIn("1000 cases of seed 1 (shard %d of 3)" % k, stdout)
                parts += self.failing(stdout)
                for name in os.listdir(out):
                    with open(os.path.join(out, name), encoding="utf-8") as data:
                        index = json.load(data)["fuzz"]["case"]
                    self.assertEqual(index % 3, k - 1, name)
                    self.assertIn("-s1-%d.json" % index, name)
        self.assertEqual(parts, whole)

    def test_bad_shard(self):
        for text in ("0/3", "4/3", "1/0", "2", "1/2x"):
            status, _, stderr = promcast(["fuzz", "--adapter", adapter("promcast_adapter_oracle"),
                                          "--shard", text, "--out", "/nonexistent"])
            self.assertEqual(status, 2, text)
            self.assertIn("--shard: '%s' is not K/N" % text, stderr)


class StopTest(unittest.TestCase):
    """SIGTERM (a CI time limit) ends the drawing, not the command: the
    findings so far are shrunk and written, and the exit status says the
    run was stopped."""

    def test_sigterm_keeps_findings(self):
        mutant = adapter("promcast_mutant_clip_min_wins")
        with tempfile.TemporaryDirectory() as out:
            process = subprocess.Popen([CONFIG.promcast, "fuzz", "--adapter", mutant, "--seed", "1",
                                        "--cases", "1000000000", "--out", out],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            # clip_min_wins fails within the first batch, which takes
            # milliseconds; two seconds leave room for a slow machine.
            try:
                process.wait(timeout=2)
                self.fail("a run of 10^9 cases ended by itself")
            except subprocess.TimeoutExpired:
                process.terminate()
            stdout, stderr = process.communicate(timeout=TIMEOUT_SECONDS)
            stdout, stderr = stdout.decode(), stderr.decode()
            self.assertEqual(process.returncode, 2, stdout + stderr)
            self.assertIn("stopped by SIGTERM after", stderr)
            files = sorted(os.listdir(out))
            self.assertTrue(files, stdout + stderr)
            self.assertIn("%d signatures" % len(files), stdout)
            for name in files[:3]:
                status, tap, _ = promcast(["run", "--adapter", mutant, os.path.join(out, name)])
                self.assertEqual(status, 1, "%s passes against the mutant:\n%s" % (name, tap))


class DecodeTest(unittest.TestCase):
    """--decode: any byte string is a case (the libFuzzer harness's
    inputs), written as a case file the oracle adapter passes; no bytes
    draw the simplest choices: one 0-d shape."""

    def decode(self, data, out):
        with tempfile.NamedTemporaryFile(delete=False) as crash:
            crash.write(data)
        try:
            status, stdout, stderr = promcast(["fuzz", "--decode", crash.name, "--out", out])
        finally:
            os.unlink(crash.name)
        self.assertEqual(status, 0, stdout + stderr)
        files = os.listdir(out)
        self.assertEqual(len(files), 1)
        path = os.path.join(out, files[0])
        with open(path, encoding="utf-8") as text:
            document = json.load(text)
        self.assertEqual([e.message for e in CONFIG.validator.iter_errors(document)], [])
        self.assertNotIn("fuzz", document)
        status, tap, _ = promcast(["run", "--adapter", adapter("promcast_adapter_oracle"), path])
        self.assertEqual(status, 0, tap)
        return document["cases"][0]

    def test_no_bytes(self):
        with tempfile.TemporaryDirectory() as out:
            case = self.decode(b"", out)
            self.assertEqual((case["op"], case["inputs"]), ("broadcast_shapes", {"shapes": [[]]}))

    def test_bytes(self):
        for seed in range(20):
            data = bytes((seed * 37 + 11 * i) % 256 for i in range(64 + seed))
            with self.subTest(seed=seed), tempfile.TemporaryDirectory() as out:
                self.decode(data, out)


def main():
    global CONFIG
    parser = argparse.ArgumentParser()
    parser.add_argument("--promcast", required=True)
    parser.add_argument("--adapters", required=True)
    parser.add_argument("--schema", required=True)
    parser.add_argument("--mutants", required=True)
    options, rest = parser.parse_known_args()
    import jsonschema
    with open(options.schema, encoding="utf-8") as text:
        options.validator = jsonschema.Draft202012Validator(json.load(text))
    options.mutants = [name for name in options.mutants.split(",") if name]
    if not options.mutants:
        raise SystemExit("test_fuzz.py: --mutants names no mutant")
    unknown = sorted(set(OUT_OF_REACH) - set(options.mutants))
    if unknown:
        raise SystemExit("OUT_OF_REACH names no mutant: %s" % unknown)
    CONFIG = options
    unittest.main(argv=[sys.argv[0]] + rest)


if __name__ == "__main__":
    main()

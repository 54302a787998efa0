"""The generator's command line: determinism, --check, and its errors."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from support import GENERATE_SCRIPT

from promcast_spec import SPEC_SUITES


def run(*arguments):
    return subprocess.run([sys.executable, GENERATE_SCRIPT, *arguments],
                          capture_output=True, text=True, timeout=300)


def tree_bytes(root):
    found = {}
    for directory, _, names in os.walk(root):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as stream:
                found[os.path.relpath(path, root)] = stream.read()
    return found


class GeneratorRunsTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.mkdtemp(prefix="promcast-test-")

    def tearDown(self):
        shutil.rmtree(self.directory)

    def out(self, name):
        return os.path.join(self.directory, name)

    def test_same_seed_same_bytes_whatever_the_jobs(self):
        common = ("--seed", "5", "--count", "2100")
        first = run("--out", self.out("a"), "--jobs", "1", *common)
        second = run("--out", self.out("b"), "--jobs", "2", *common)
        self.assertEqual((first.returncode, second.returncode), (0, 0),
                         first.stderr + second.stderr)
        a, b = tree_bytes(self.out("a")), tree_bytes(self.out("b"))
        self.assertEqual(sorted(a), sorted(b))
        self.assertGreater(len(a), 8)
        for path in a:
            self.assertEqual(a[path], b[path], path)
        other = run("--out", self.out("c"), "--seed", "6", "--count", "2100",
                    "--families", "values")
        self.assertEqual(other.returncode, 0, other.stderr)
        self.assertNotEqual(
            tree_bytes(self.out("c"))["generated/values/s6-0000.json"],
            a["generated/values/s5-0000.json"])

    def test_check_passes_then_finds_a_change(self):
        out = self.out("corpus")
        self.assertEqual(run("--out", out, "--count", "300", "--families",
                             "broadcast,xla").returncode, 0)
        passed = run("--out", out, "--check")
        self.assertEqual(passed.returncode, 0, passed.stdout + passed.stderr)
        changed = os.path.join(out, "generated", "xla", "s1-0000.json")
        with open(changed, "a", encoding="utf-8") as stream:
            stream.write(" ")
        stale = os.path.join(out, "spec", "extra.json")
        shutil.copy(os.path.join(out, "spec", "xla.json"), stale)
        failed = run("--out", out, "--check")
        self.assertEqual(failed.returncode, 1)
        self.assertIn(os.path.join("generated", "xla", "s1-0000.json"),
                      failed.stdout)
        self.assertIn(os.path.join("spec", "extra.json"), failed.stdout)
        self.assertNotIn("broadcast", failed.stdout)

    def test_spec_only(self):
        result = run("--out", self.out("s"), "--spec-only")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(sorted(os.listdir(self.out("s"))), ["spec"])
        self.assertEqual(sorted(os.listdir(self.out("s/spec"))),
                         sorted(f"{name}.json" for name, _, _ in SPEC_SUITES))

    def test_large_count_splits_into_parts(self):
        result = run("--out", self.out("p"), "--count", "100001",
                     "--families", "xla")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(sorted(os.listdir(self.out("p/generated/xla"))),
                         ["s1-0000.json", "s1-0001.json"])


class CommandLineErrorsTest(unittest.TestCase):
    def assertUsageError(self, result, words):
        self.assertEqual(result.returncode, 2, result.stderr)
        lines = result.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, result.stderr)
        self.assertTrue(lines[0].startswith("promcast_generate: "), lines[0])
        self.assertIn(words, lines[0])

    def test_bad_seeds(self):
        for seed in ("-1", "abc", "1.5", str(2 ** 63)):
            self.assertUsageError(run("--seed", seed, "--out", "/nonexistent"),
                                  "bad seed")

    def test_unknown_option_and_family(self):
        self.assertUsageError(run("--colour"), "unrecognized arguments")
        self.assertUsageError(run("--families", "nope"), "unknown family nope")
        self.assertUsageError(run("--count", "0"), "bad count")

    def test_unwritable_output(self):
        with tempfile.NamedTemporaryFile() as blocker:
            # A directory below a regular file cannot be made, even by root.
            result = run("--out", os.path.join(blocker.name, "cases"),
                         "--spec-only")
        self.assertUsageError(result, "cannot write")

    def test_help(self):
        result = run("--help")
        self.assertEqual(result.returncode, 0)
        for option in ("--out", "--seed", "--count", "--families",
                       "--spec-only", "--check", "--jobs"):
            self.assertIn(option, result.stdout)


if __name__ == "__main__":
    unittest.main()

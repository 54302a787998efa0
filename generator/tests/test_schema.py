"""A generated sample, the committed spec files and the whole committed
corpus validate against cases/schema.json; a broken file is reported with
its case and reason; and the schema refuses exactly the malformed files of
runner/tests/malformed/ that its manifest says it does."""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from support import CASES_DIR, GENERATE_SCRIPT, GENERATOR_DIR, REPOSITORY_DIR

VALIDATOR = os.path.join(GENERATOR_DIR, "validate_schema.py")
MALFORMED_DIR = os.path.join(REPOSITORY_DIR, "runner", "tests", "malformed")
MANIFEST = os.path.join(MALFORMED_DIR, "expected-errors.txt")
# Well-formed case files the runner's tests run: element-wise ops with a
# Python-scalar operand, expected arrays with a scaled tolerance, and both
# with expectations made wrong on purpose for the failure reports.
EXAMPLES = [os.path.join(REPOSITORY_DIR, "runner", "tests", "data", name)
            for name in ("scalar-operands.json", "tolerance-scale.json",
                         "wrong-expectations.json")]


def setUpModule():
    # A failure, not a skip: the check must run. validate_schema.py needs
    # Debian's python3-jsonschema, which installs into Debian's Python.
    if importlib.util.find_spec("jsonschema") is None:
        raise RuntimeError("jsonschema is missing: install python3-jsonschema"
                           " (tools/install-dependencies) and run the tests "
                           "with /usr/bin/python3")


class SchemaTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.mkdtemp(prefix="promcast-schema-")
        subprocess.run([sys.executable, GENERATE_SCRIPT, "--out",
                        cls.directory, "--count", "400"], check=True,
                       capture_output=True)
        shutil.copy(os.path.join(CASES_DIR, "schema.json"), cls.directory)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.directory)

    def validate(self, root):
        return subprocess.run([sys.executable, VALIDATOR, root],
                              capture_output=True, text=True, timeout=600)

    def test_generated_sample_is_valid(self):
        result = self.validate(self.directory)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("0 problems", result.stderr)

    def test_broken_case_is_reported(self):
        broken = tempfile.mkdtemp(prefix="promcast-broken-")
        try:
            shutil.copytree(os.path.join(self.directory, "spec"),
                            os.path.join(broken, "spec"))
            shutil.copy(os.path.join(CASES_DIR, "schema.json"), broken)
            path = os.path.join(broken, "spec", "xla.json")
            with open(path, encoding="utf-8") as stream:
                document = json.load(stream)
            document["cases"][3]["expect"] = {"shape": [2, -3]}
            document["cases"][0]["inputs"]["a"]["data"].pop()
            with open(path, "w", encoding="utf-8") as stream:
                json.dump(document, stream)
            result = self.validate(broken)
        finally:
            shutil.rmtree(broken)
        self.assertEqual(result.returncode, 1)
        case_3 = document["cases"][3]["id"]
        self.assertIn(f"spec/xla.json: case 3 ({case_3}): expect/shape/1",
                      result.stdout)
        case_0 = document["cases"][0]["id"]
        self.assertIn(f"spec/xla.json: case 0 ({case_0}): inputs.a: 5 values "
                      "for shape [2, 3] (6 elements)", result.stdout)

    # The committed corpus is validated by its own CTest test,
    # corpus.schema (generator/CMakeLists.txt: validate_schema.py on
    # cases/), not here a second time: the same minute of work in the
    # same CTest run.


def read_manifest():
    """(line number, file, text, verdict) of each line of the malformed
    files' manifest: "FILE | TEXT | schema" or "... | reader-only: WHY"."""
    entries = []
    with open(MANIFEST, encoding="utf-8") as stream:
        for number, line in enumerate(stream, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            name, _, rest = line.partition(" | ")
            text, _, verdict = rest.rpartition(" | ")
            entries.append((number, name, text, verdict))
    return entries


class MalformedFilesTest(unittest.TestCase):
    """runner/tests/malformed/ holds one malformed case file per fault, and
    test_case_reader.c checks the C reader refuses each. Here the schema's
    side: a file marked `schema` is rejected by cases/schema.json, and a
    file marked `reader-only` passes it (a schema cannot express that
    fault) unless it is not JSON at all, so the manifest stays honest."""

    @classmethod
    def setUpClass(cls):
        import jsonschema
        with open(os.path.join(CASES_DIR, "schema.json"), encoding="utf-8") as stream:
            schema = json.load(stream)
        jsonschema.Draft202012Validator.check_schema(schema)
        cls.validator = jsonschema.Draft202012Validator(schema)
        cls.entries = read_manifest()

    def load(self, name):
        with open(os.path.join(MALFORMED_DIR, name), "rb") as stream:
            return json.loads(stream.read())

    def test_manifest_names_every_file(self):
        self.assertGreater(len(self.entries), 0)
        for number, name, text, verdict in self.entries:
            with self.subTest(line=number):
                self.assertTrue(name.endswith(".json") and "/" not in name, name)
                self.assertTrue(text, f"line {number} has no text")
                self.assertTrue(verdict == "schema" or
                                (verdict.startswith("reader-only: ") and
                                 len(verdict) > len("reader-only: ")), verdict)
        listed = [name for _, name, _, _ in self.entries]
        self.assertEqual(len(listed), len(set(listed)), "a file is listed twice")
        present = {name for name in os.listdir(MALFORMED_DIR) if name.endswith(".json")}
        self.assertEqual(set(listed) - present, set(), "listed but missing")
        self.assertEqual(present - set(listed), set(), "present but not listed")

    def test_schema_lines_are_rejected(self):
        for number, name, text, verdict in self.entries:
            if verdict != "schema":
                continue
            with self.subTest(file=name):
                errors = list(self.validator.iter_errors(self.load(name)))
                self.assertTrue(errors, f"{name}: the schema accepts it, but the "
                                f"manifest says it rejects it ({text})")

    def test_reader_only_lines_pass_the_schema(self):
        for number, name, text, verdict in self.entries:
            if verdict == "schema":
                continue
            with self.subTest(file=name):
                try:
                    document = self.load(name)
                except ValueError:
                    # Not JSON for any parser: no schema ever sees it.
                    self.assertIn("not valid JSON", text)
                    continue
                errors = [error.message for error in self.validator.iter_errors(document)]
                self.assertEqual(errors, [], f"{name}: the schema rejects it too: "
                                 "mark it `schema`")


class ExampleFilesTest(unittest.TestCase):
    """The runner's well-formed example files pass the schema and the
    checks beyond it (validate_schema.py), so the schema accepts what the
    reader accepts of both format extensions."""

    def test_examples_are_valid(self):
        import jsonschema
        with open(os.path.join(CASES_DIR, "schema.json"), encoding="utf-8") as stream:
            validator = jsonschema.Draft202012Validator(json.load(stream))
        spec = importlib.util.spec_from_file_location("validate_schema", VALIDATOR)
        validate_schema = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(validate_schema)
        for path in EXAMPLES:
            with self.subTest(file=os.path.basename(path)):
                problems, ids = validate_schema.file_problems(validator, path,
                                                              os.path.basename(path))
                self.assertEqual(problems, [])
                self.assertGreater(len(ids), 0)


if __name__ == "__main__":
    unittest.main()

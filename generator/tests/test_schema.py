"""A generated sample and the committed spec files validate against
cases/schema.json; a broken file is reported with its case and reason."""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from support import CASES_DIR, GENERATE_SCRIPT, GENERATOR_DIR

VALIDATOR = os.path.join(GENERATOR_DIR, "validate_schema.py")



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


if __name__ == "__main__":
    unittest.main()

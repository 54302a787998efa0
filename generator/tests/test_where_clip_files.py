"""The where and clip cases as files: the spec cases of
promcast_spec/functions_where_clip.py (written here into a file of their
own, as cases/spec/functions.json's builder writes them beside the other
functions') and a sample of families where and clip validate against
cases/schema.json, with unique ids."""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from support import CASES_DIR, GENERATE_SCRIPT, GENERATOR_DIR

from promcast_corpus.files import render_case, render_file, render_header
from promcast_spec.functions_where_clip import cases

VALIDATOR = os.path.join(GENERATOR_DIR, "validate_schema.py")


@unittest.skipIf(importlib.util.find_spec("jsonschema") is None,
                 "python3-jsonschema is not installed")
class WhereClipFilesTest(unittest.TestCase):
    def test_spec_cases_and_families_validate(self):
        directory = tempfile.mkdtemp(prefix="promcast-where-clip-")
        try:
            subprocess.run([sys.executable, GENERATE_SCRIPT, "--out",
                            directory, "--count", "600", "--families",
                            "where,clip"], check=True, capture_output=True)
            # only the files of where and clip: the others are not this
            # test's
            for name in os.listdir(os.path.join(directory, "generated")):
                if name not in ("where", "clip"):
                    shutil.rmtree(os.path.join(directory, "generated", name))
            shutil.rmtree(os.path.join(directory, "spec"))
            os.makedirs(os.path.join(directory, "spec"))
            header = render_header("spec/functions", "where and clip")
            with open(os.path.join(directory, "spec", "functions.json"), "w",
                      encoding="utf-8") as stream:
                stream.write(render_file(header, [render_case(case)
                                                  for case in cases()]))
            shutil.copy(os.path.join(CASES_DIR, "schema.json"), directory)
            result = subprocess.run([sys.executable, VALIDATOR, directory],
                                    capture_output=True, text=True,
                                    timeout=600)
            self.assertEqual(result.returncode, 0,
                             result.stdout + result.stderr)
            self.assertIn("3 files, 1261 cases, 0 problems", result.stderr)
        finally:
            shutil.rmtree(directory)


if __name__ == "__main__":
    unittest.main()

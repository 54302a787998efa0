"""The generator's tests. Run from generator/ with `python3 -m unittest
discover`, or from anywhere with `python3 -m unittest discover -s
generator/tests`; either way the test modules import `support`, which puts
the generator's packages on sys.path."""

import os
import sys

_TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
if _TESTS_DIR not in sys.path:
    sys.path.insert(0, _TESTS_DIR)

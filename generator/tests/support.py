"""Shared by the tests: the generator directory on sys.path, and paths."""

import os
import sys

GENERATOR_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPOSITORY_DIR = os.path.dirname(GENERATOR_DIR)
CASES_DIR = os.path.join(REPOSITORY_DIR, "cases")
GENERATE_SCRIPT = os.path.join(GENERATOR_DIR, "promcast_generate.py")

if GENERATOR_DIR not in sys.path:
    sys.path.insert(0, GENERATOR_DIR)

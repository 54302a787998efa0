"""--check: regenerate the corpus with the seeds and counts recorded in its
files, into a temporary directory, and compare byte for byte."""

import filecmp
import json
import os
import tempfile

from promcast_families import FAMILIES

from .files import corpus_files
from .generation import write_generated, write_spec


def recorded_runs(root):
    """(runs, problems): the sorted (family, seed, count) that the generated
    files under root record in their "generator" objects, and a line for
    each file that records none."""
    runs, problems = set(), []
    for relative_path in corpus_files(root):
        if not relative_path.startswith("generated" + os.sep):
            continue
        path = os.path.join(root, relative_path)
        try:
            with open(path, encoding="utf-8") as stream:
                generator = json.load(stream)["generator"]
            run = (generator["family"], generator["seed"], generator["count"])
        except (ValueError, KeyError, TypeError) as error:
            problems.append(f"{relative_path}: no generator record ({error})")
            continue
        if run[0] in FAMILIES:
            runs.add(run)
        else:
            problems.append(f"{relative_path}: unknown family {run[0]!r}")
    return sorted(runs), problems


def check(root, jobs):
    """Returns a list of problems, one line each; empty if the corpus under
    root is exactly what the generator writes."""
    runs, problems = recorded_runs(root)
    with tempfile.TemporaryDirectory(prefix="promcast-check-") as fresh:
        write_spec(fresh)
        for family, seed, count in runs:
            write_generated(fresh, [family], seed, count, jobs)
        committed = set(corpus_files(root))
        regenerated = set(corpus_files(fresh))
        problems += [f"{path}: not written by the generator (stale?)"
                     for path in sorted(committed - regenerated)]
        problems += [f"{path}: missing from {root}"
                     for path in sorted(regenerated - committed)]
        for path in sorted(committed & regenerated):
            if not filecmp.cmp(os.path.join(root, path),
                               os.path.join(fresh, path), shallow=False):
                problems.append(f"{path}: differs from the regenerated file")
    return problems

#!/usr/bin/env python3
"""Validates every case file under cases/ against cases/schema.json (JSON
Schema draft 2020-12, Debian's python3-jsonschema), then checks what a
schema cannot say: ids unique across the corpus, data lengths matching
shapes, values representable in their dtype, strides matching ranks, a
tolerance's scale with one finite entry per element, one broadcast_arrays
view per input array.

Usage: validate_schema.py [CASES_DIR]   (default: the repository's cases/)
Prints one line per problem, "file: case INDEX (ID): reason", and exits 1 if
there is any, 2 if the schema or the directory cannot be read, else 0.
"""

import json
import math
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jsonschema  # noqa: E402

from promcast_corpus.encoding import decode_value  # noqa: E402
from promcast_corpus.files import ALL_PLACES, corpus_files  # noqa: E402
from promcast_model.values import is_representable  # noqa: E402

DEFAULT_CASES = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "cases")


def _arrays(case):
    """(where, ARRAY) for every array in a case's inputs and expectation:
    the inputs' arrays, the arrays of a list of them (concat's, stack's and
    broadcast_arrays' "arrays"), the expected array or arrays."""
    found = []
    for key, value in case["inputs"].items():
        if isinstance(value, dict) and "dtype" in value:
            found.append((f"inputs.{key}", value))
        elif key == "arrays" and isinstance(value, list):
            found.extend((f"inputs.{key}[{position}]", item)
                         for position, item in enumerate(value)
                         if isinstance(item, dict) and "dtype" in item)
    if "array" in case["expect"]:
        found.append(("expect.array", case["expect"]["array"]))
    for position, view in enumerate(case["expect"].get("arrays", ())):
        found.append((f"expect.arrays[{position}]", view))
    return found


def _case_problems(case):
    """What a schema cannot say about a case as a whole: broadcast_arrays
    gives one view per input array."""
    views = case["expect"].get("arrays")
    if views is not None and len(views) != len(case["inputs"]["arrays"]):
        return [f"expect.arrays: {len(views)} views of "
                f"{len(case['inputs']['arrays'])} input arrays"]
    return []


def _array_problems(where, array):
    count = 1
    for size in array["shape"]:
        count *= size
    if len(array["data"]) != count:
        return [f"{where}: {len(array['data'])} values for shape "
                f"{array['shape']} ({count} elements)"]
    if "strides" in array and len(array["strides"]) != len(array["shape"]):
        return [f"{where}: {len(array['strides'])} strides for rank "
                f"{len(array['shape'])}"]
    scale = array.get("tolerance", {}).get("scale")
    if scale is not None and len(scale) != count:
        return [f"{where}: tolerance scale has {len(scale)} entries for "
                f"{count} elements"]
    for position, entry in enumerate(scale or []):
        if not math.isfinite(float(entry)):
            return [f"{where}: tolerance scale[{position}] = {entry!r} is "
                    "not a finite double"]
    dtype = array["dtype"]
    for position, encoded in enumerate(array["data"]):
        if not is_representable(decode_value(dtype, encoded), dtype):
            return [f"{where}: data[{position}] = {encoded!r} is not a "
                    f"{dtype} value"]
    return []


def _case_label(document, index):
    try:
        return f"case {index} ({document['cases'][index]['id']})"
    except (KeyError, IndexError, TypeError):
        return f"case {index}"


def file_problems(validator, path, relative_path):
    """(problems, ids) of one case file."""
    try:
        with open(path, encoding="utf-8") as stream:
            document = json.load(stream)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        return [f"{relative_path}: unreadable: {error}"], []
    problems = []
    broken_cases = set()
    file_broken = False
    for error in sorted(validator.iter_errors(document),
                        key=lambda e: list(map(str, e.absolute_path))):
        where = list(error.absolute_path)
        if len(where) >= 2 and where[0] == "cases":
            broken_cases.add(where[1])
            label = _case_label(document, where[1])
            inner = "/".join(map(str, where[2:])) or "(case)"
            problems.append(f"{relative_path}: {label}: {inner}: "
                            f"{error.message}")
        else:
            file_broken = True
            problems.append(f"{relative_path}: "
                            f"{'/'.join(map(str, where)) or '(file)'}: "
                            f"{error.message}")
    if file_broken:
        return problems, []
    ids = []
    for index, case in enumerate(document["cases"]):
        if index in broken_cases:
            continue
        label = f"{relative_path}: {_case_label(document, index)}"
        ids.append((case["id"], label))
        problems.extend(f"{label}: {problem}"
                        for problem in _case_problems(case))
        for where, array in _arrays(case):
            problems.extend(f"{label}: {problem}"
                            for problem in _array_problems(where, array))
    return problems, ids


_VALIDATOR = None


def _check_file(task):
    global _VALIDATOR
    schema, root, relative_path = task
    if _VALIDATOR is None:
        _VALIDATOR = jsonschema.Draft202012Validator(schema)
    return file_problems(_VALIDATOR, os.path.join(root, relative_path),
                         relative_path)


def duplicate_id_problems(ids):
    first = {}
    problems = []
    for case_id, label in ids:
        if case_id in first:
            problems.append(f"{label}: duplicate id, first in "
                            f"{first[case_id]}")
        else:
            first[case_id] = label
    return problems


def main(argv):
    root = argv[1] if len(argv) > 1 else DEFAULT_CASES
    try:
        schema_path = os.path.join(root, "schema.json")
        with open(schema_path, encoding="utf-8") as stream:
            schema = json.load(stream)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, json.JSONDecodeError,
            jsonschema.exceptions.SchemaError) as error:
        sys.stderr.write(f"validate_schema: cannot use {root}/schema.json: "
                         f"{error}\n")
        return 2
    files = corpus_files(root, ALL_PLACES)
    if not files:
        sys.stderr.write(f"validate_schema: no case files under {root}\n")
        return 2
    tasks = [(schema, root, relative_path) for relative_path in files]
    with multiprocessing.Pool() as pool:
        results = pool.map(_check_file, tasks, chunksize=1)
    problems = [problem for found, _ in results for problem in found]
    ids = [entry for _, file_ids in results for entry in file_ids]
    problems += duplicate_id_problems(ids)
    for problem in problems:
        print(problem)
    print(f"validate_schema: {len(files)} files, {len(ids)} cases, "
          f"{len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""The calls the exec adapter writes are the cases' own inputs.

Runs each profile's corpus through `promcast run --no-isolation --exec` with
`tee` in front of the oracle process, so the runner's frames are kept; then
reads the frames back and holds each call to its case (the TAP lines say
which case each call was, in order): the op is the case's, `inputs` is the
case's `inputs` with every ARRAY's `data` taken out (the same members, in
the same order; a float scalar's text is the case's own, so the runner
writes Python's repr() of the value, the case format's own spelling; a case
that spells a float otherwise, "1e300" for repr's "1e+300", is compared by
value, since the ABI hands the runner the double, not the text; `x64`
absent counts as false), and the payload holds exactly the arrays' elements: element count x
dtype size each, in the order the arrays appear.

usage: test_exec_inputs.py PROMCAST ORACLE_PROCESS CASES [PROFILE,PROFILE,...]
(all five profiles by default)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

PROMCAST, PROCESS, CASES = sys.argv[1:4]
PROFILES = (sys.argv[4] if len(sys.argv) > 4 else "torch,numpy,jax,mlx,array-api").split(",")
SIZES = {"bool": 1, "int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4,
         "int64": 8, "uint64": 8, "float16": 2, "bfloat16": 2, "float32": 4, "float64": 8,
         "complex32": 4, "complex64": 8, "complex128": 16, "float8_e4m3fn": 1, "float8_e5m2": 1}
failures = []


def load_cases():
    cases = {}
    for root, _, files in os.walk(CASES):
        for name in files:
            if name.endswith(".json") and name != "schema.json":
                with open(os.path.join(root, name), encoding="utf-8") as handle:
                    document = json.load(handle)
                if isinstance(document, dict) and document.get("format") == "promcast-cases":
                    for case in document["cases"]:
                        cases[case["id"]] = case
    return cases


def canonical(text):
    """A float string as Python's repr() spells its double."""
    return repr(float(text)) if text not in ("nan", "inf", "-inf") else text


def strip(value, sizes):
    """The case's inputs as the protocol writes them, and the payload's sizes."""
    if isinstance(value, dict) and value.get("kind") in ("float", "complex") and "value" in value:
        number = value["value"]
        spelled = [canonical(part) for part in number] if isinstance(number, list) else canonical(number)
        return {key: (spelled if key == "value" else item) for key, item in value.items()}
    if isinstance(value, dict):
        if "dtype" in value and "shape" in value and "data" in value:
            count = 1
            for dimension in value["shape"]:
                count *= dimension
            sizes.append(count * SIZES[value["dtype"]])
            return {key: strip(item, sizes) for key, item in value.items() if key != "data"}
        return {key: strip(item, sizes) for key, item in value.items()}
    if isinstance(value, list):
        return [strip(item, sizes) for item in value]
    return value


def frames(path):
    with open(path, "rb") as handle:
        data = handle.read()
    position = 0
    while position < len(data):
        end = data.index(b"\n", position)
        frame = json.loads(data[position:end])
        size = frame.get("payload", 0)
        yield frame, len(data[end + 1:end + 1 + size])
        position = end + 1 + size


def keys_in_order(value):
    """Every object's keys, depth-first, for comparing member order."""
    if isinstance(value, dict):
        return [list(value)] + [k for item in value.values() for k in keys_in_order(item)]
    if isinstance(value, list):
        return [k for item in value for k in keys_in_order(item)]
    return []


cases = load_cases()
with tempfile.TemporaryDirectory() as scratch:
    for profile in PROFILES:
        log = os.path.join(scratch, "frames")
        command = f"tee {log} | {PROCESS}"
        run = subprocess.run([PROMCAST, "run", "--no-isolation", "--exec", command,
                              "--adapter-option", "profile=" + profile, CASES],
                             capture_output=True, text=True, timeout=900)
        ran = re.findall(r"^(?:ok|not ok) \d+ - (\S+)(?!.*# SKIP)", run.stdout, re.M)
        calls = [frame for frame in frames(log) if "id" in frame[0]]
        bad = 0
        first_bad = None
        for (frame, payload), case_id in zip(calls, ran):
            case = cases[case_id]
            sizes = []
            expected = strip(case["inputs"], sizes)
            if case["op"] == "result_type" or "x64" in frame["inputs"]:
                expected.setdefault("x64", False)
                frame["inputs"].setdefault("x64", False)
            same = (frame["op"] == case["op"] and frame["inputs"] == expected
                    and keys_in_order(frame["inputs"]) == keys_in_order(expected)
                    and payload == sum(sizes) and frame["id"] >= 1)
            if not same:
                bad += 1
                first_bad = first_bad or (case_id, frame, expected, payload, sum(sizes))
        ok = run.returncode == 0 and len(calls) == len(ran) > 1000 and bad == 0
        print(("ok" if ok else "not ok") + f" - {profile}: {len(calls)} calls, one per case run "
              f"({len(ran)}), each the case's inputs without data ({bad} differ)")
        if not ok:
            failures.append(profile)
            if first_bad:
                print("# first difference:", json.dumps(first_bad)[:2000])
print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)

"""The `versions` of an array-api case (cases/README.md "Case"): each case
of profile array-api is computed under every version of the standard
(promcast_model/array_api_versions.py); versions that give the same
expectation share one case, which lists them unless they are all five.
A version that lacks the case's op or one of its dtypes gets no case. The
case that holds at the latest version it holds at keeps its id when that
is 2025.12; every other case gets the id with "@<its oldest version>"."""

import json

from promcast_model import array_api_versions as versions_model
from promcast_model import clip as clip_model
from promcast_model import vecdot as vecdot_model
from promcast_model.errors import UNDEFINED, ModelError
from promcast_model.function_call import FunctionCall
from promcast_model.promotion_array_api import _category

from . import cases
from .files import render_case

VERSIONS = versions_model.VERSIONS
LATEST = versions_model.LATEST
PROFILE = versions_model.FAMILY
_UNDEFINED = {"error": UNDEFINED}

# The inputs of the element-wise ops and functions that may be Python
# scalars (cases/README.md "Ops").
_SCALAR_INPUTS = {"where": ("x1", "x2"), "clip": ("min", "max")}


def _is_scalar(value):
    return isinstance(value, dict) and "kind" in value


def _arrays(op, inputs):
    """The ARRAY inputs of a case."""
    if op in cases.FUNCTION_INPUTS:
        names, _ = cases.FUNCTION_INPUTS[op]
        found = inputs["arrays"] if names == "arrays" else [
            inputs[name] for name in names]
    elif "a" in inputs:
        found = [inputs["a"], inputs["b"]]
    else:
        found = []
    return [item for item in found
            if isinstance(item, dict) and not _is_scalar(item)]


def case_dtypes(op, inputs):
    """Every dtype a case names in its inputs."""
    found = {array["dtype"] for array in _arrays(op, inputs)}
    if op == "promote_types":
        found.update(inputs["dtypes"])
    elif op == "can_cast":
        found.update((inputs["from"], inputs["to"]))
    elif op == "result_type":
        found.update(operand["dtype"] for operand in inputs["operands"]
                     if "dtype" in operand)
    return found


def _scalars(op, inputs):
    """The Python scalar inputs (kinds) of a case."""
    if op == "result_type":
        return [operand["kind"] for operand in inputs["operands"]
                if operand["category"] == "scalar"]
    names = _SCALAR_INPUTS.get(op, ("a", "b"))
    return [inputs[name]["kind"] for name in names
            if name in inputs and _is_scalar(inputs[name])]


def _left_open(op, inputs, version):
    """The reason the version leaves the case's outcome open where 2025.12
    does not, or None."""
    kinds = _scalars(op, inputs)
    if not kinds:
        return None
    reason = versions_model.scalar_argument_left_open(version, op)
    if reason:
        return reason
    if "a" in inputs:
        array = inputs["b"] if _is_scalar(inputs["a"]) else inputs["a"]
        return versions_model.scalar_with_array_left_open(
            version, kinds[0], _category(array["dtype"]))
    return None


def _recomputed(op, inputs, version):
    """The expectation of the functions whose older rules define more than
    2025.12's (vecdot's axis and dtypes before 2023.12, clip's bounds of
    x's kind in 2023.12), or None where 2025.12's stands."""
    default_float = inputs.get("default_float", "float32")
    if op == "vecdot" and not versions_model.at_least(
            version, "2023.12"):
        call = cases.decode_call(op, inputs)
        integers = not versions_model.at_least(version, "2022.12")

        def plan(call, x1, x2, floating):
            return vecdot_model.array_api_before_2023(call, x1, x2, floating,
                                                      integers)

        return _function_text(lambda: vecdot_model.vecdot_with_plan(
            call, plan, default_float))
    if op == "clip" and version == versions_model.CLIP_SAME_KIND_BOUNDS_UNTIL:
        call = cases.decode_call(op, inputs)
        x, minimum, maximum = call.operands
        bounds = clip_model.array_api_same_kind_bounds(x, minimum, maximum)
        if not isinstance(bounds, tuple):
            return cases._error(bounds)
        if bounds == (minimum, maximum):
            return None
        return cases.function_expectation(
            FunctionCall(op, (x,) + bounds, call.axis), PROFILE,
            default_float)
    return None


def _function_text(compute):
    try:
        result = compute()
    except ModelError as error:
        return cases._error(error)
    return cases._array(result.array, result.tolerance)


def expectation_at(op, inputs, expect, version):
    """A case's expectation at `version` (a dict), given its 2025.12
    expectation `expect`; None where the version lacks its op or one of
    its dtypes."""
    if not versions_model.has_op(version, op) or not all(
            versions_model.has_dtype(version, dtype)
            for dtype in case_dtypes(op, inputs)):
        return None
    if version == LATEST:
        return expect
    if _left_open(op, inputs, version):
        return _UNDEFINED
    if "error" in expect and versions_model.error_left_open(
            version, op, expect["error"]):
        return _UNDEFINED
    text = _recomputed(op, inputs, version)
    return expect if text is None else json.loads(text)


def check_literal(case, latest):
    """A spec case written with its `versions`: None when the model gives
    its expectation at each version it lists and another (or none) at each
    other version, else what differs. `latest` is the model's 2025.12
    expectation of the case."""
    for version in VERSIONS:
        got = expectation_at(case["op"], case["inputs"], latest, version)
        listed = version in case["versions"]
        if listed and got != case["expect"]:
            return f"at {version} the model gives {got}"
        if not listed and got == case["expect"]:
            return f"the model gives it at {version} too, which it does not list"
    return None


def split_line(line):
    """split() of a generated case's line of JSON, as lines: the line
    itself when it stays one case."""
    if '"profile":"array-api"' not in line:
        return [line]
    case = json.loads(line)
    made = split(case)
    if made == [case]:
        return [line]
    return [render_case(item) for item in made]


def split(case):
    """The cases an array-api case (a dict in the format's key order, its
    expectation 2025.12's) becomes: itself when every version agrees, else
    one per distinct expectation with its `versions`, newest group first;
    other profiles' cases as they are."""
    if case.get("profile") != PROFILE or "versions" in case:
        return [case]
    groups = []  # [expectation, [versions]]
    for version in VERSIONS:
        expect = expectation_at(case["op"], case["inputs"], case["expect"],
                                version)
        if expect is None:
            continue
        for group in groups:
            if group[0] == expect:
                group[1].append(version)
                break
        else:
            groups.append([expect, [version]])
    if len(groups) == 1 and len(groups[0][1]) == len(VERSIONS):
        return [case]
    split_cases = []
    for expect, held in sorted(groups, key=lambda g: -VERSIONS.index(
            g[1][-1])):
        split_cases.append(with_versions(case, expect, held))
    return split_cases


def with_versions(case, expect, held):
    """The case holding at versions `held` with expectation `expect`: its
    id kept when they include 2025.12, else with "@<oldest>" appended."""
    made = {}
    for key, value in case.items():
        if key == "id":
            value = value if held[-1] == LATEST else f"{value}@{held[0]}"
        elif key == "expect":
            value = expect
        made[key] = value
        if key == "profile":
            made["versions"] = list(held)
    return made

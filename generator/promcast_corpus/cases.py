"""Building cases (cases/README.md "Case") and computing their expectations
with the model.

Expectations are computed as JSON text (json_text), which the generated
families write into their lines as is; evaluate() parses it back into
objects for the spec cases and the tests."""

import functools
import json

from promcast_model import (broadcast, elementwise, functions, gradients,
                            scalar_values, tolerances, xla)
from promcast_model.function_call import (AXIS_DEFAULT, FunctionCall,
                                          Scalar)
from promcast_model.errors import ModelError
from promcast_model.operands import CATEGORY_SCALAR, Operand
from promcast_model.profiles import profile as find_profile

from . import json_text
from .encoding import SCALAR_KIND_DTYPE, decode_array, decode_value

FORMAT_NAME = "promcast-cases"
FORMAT_VERSION = 1

# Ops whose outcome depends on a promotion profile; the others are about
# shapes (or views and sums) only and carry no profile.
PROFILE_OPS = frozenset(
    ("promote_types", "result_type", "can_cast") + elementwise.OPS
    + elementwise.INPLACE_OPS
    + tuple(function for function in functions.FUNCTIONS
            if function not in functions.SHAPE_FUNCTIONS))
SHAPE_OPS = ("broadcast_shapes", "broadcast_to", "inplace_broadcast",
             "xla_broadcast", "sum_to_shape") + functions.SHAPE_FUNCTIONS
OPS = SHAPE_OPS + ("promote_types", "result_type", "can_cast") \
    + elementwise.OPS + elementwise.INPLACE_OPS + tuple(
        function for function in functions.FUNCTIONS
        if function not in functions.SHAPE_FUNCTIONS)
_KNOWN_OPS = frozenset(OPS)

# The ops whose floating results may carry a tolerance
# (promcast_model/tolerances.py, docs/values.md).
_TOLERANT_OPS = frozenset(tolerances.REAL_ULP) | frozenset(
    tolerances.COMPLEX_ULP)


def _check_op(op):
    if op not in _KNOWN_OPS:
        raise ValueError(f"unknown op {op!r}")


def make_case(case_id, op, inputs, expect, source, note=None, profile=None,
              versions=None):
    """A case object with its keys in the documented order; `versions`
    (array-api only) the versions of the standard it holds at."""
    _check_op(op)
    case = {"id": case_id, "op": op}
    if op in PROFILE_OPS:
        case["profile"] = profile or "torch"
    if versions is not None:
        if case.get("profile") != "array-api":
            raise ValueError(f"{case_id}: versions belong to array-api "
                             "cases only")
        case["versions"] = list(versions)
    case["inputs"] = inputs
    case["expect"] = expect
    case["source"] = source
    if note:
        case["note"] = note
    return case


def case_line(case_id, op, inputs, expect, source, profile=None):
    """make_case's case written as its line of JSON (the text render_case
    writes for it), from `inputs` as {key: JSON text} and `expect` as JSON
    text."""
    _check_op(op)
    profile = (',"profile":' + json_text.name(profile or "torch")
               if op in PROFILE_OPS else "")
    return ('{"id":' + json_text.string(case_id) + ',"op":'
            + json_text.name(op) + profile + ',"inputs":'
            + json_text.members(inputs) + ',"expect":' + expect
            + ',"source":' + json_text.string(source) + "}")


# The expectations, as JSON text, from the model's own values: Arrays,
# shapes, dtype names, promotion_torch Operands.
def _expectation(compute):
    """compute(...)'s text, or {"error": kind} when the model raises."""
    @functools.wraps(compute)
    def expectation(*arguments):
        try:
            return compute(*arguments)
        except ModelError as error:
            return _error(error)
    return expectation


def _error(error):
    return '{"error":' + json_text.name(error.kind) + "}"


def _shape(shape):
    return '{"shape":' + json_text.ints(shape) + "}"


def _dtype(dtype):
    return '{"dtype":' + json_text.name(dtype) + "}"


def _answer(answer):
    return '{"answer":' + json_text.boolean(answer) + "}"


def _array(array, tolerance=None):
    """An expectation {"array": ...}; tolerance: None or (ulp, scales or
    None)."""
    if tolerance is None:
        return '{"array":' + json_text.array(array) + "}"
    return '{"array":' + json_text.array(array, None, *tolerance) + "}"


@_expectation
def broadcast_shapes_expectation(shapes):
    return _shape(broadcast.broadcast_shapes(shapes))


@_expectation
def inplace_broadcast_expectation(destination, source):
    return _answer(broadcast.inplace_broadcast_allowed(destination, source))


@_expectation
def xla_broadcast_expectation(lhs, rhs, broadcast_dimensions):
    return _shape(xla.xla_broadcast(lhs, rhs, broadcast_dimensions))


@_expectation
def promote_types_expectation(a, b, profile="torch"):
    return _dtype(find_profile(profile).promote_types(a, b))


@_expectation
def can_cast_expectation(source, target, profile="torch"):
    return _answer(find_profile(profile).can_cast(source, target))


@_expectation
def result_type_expectation(operands, default_float, profile="torch",
                            x64=False):
    return _dtype(find_profile(profile).result_type(operands, default_float,
                                                    x64))


# Each element-wise op and in-place form: (the op, whether in place).
_BINARY_FORMS = dict(
    [(op, (op, False)) for op in elementwise.OPS]
    + [(op + elementwise.INPLACE_SUFFIX, (op, True)) for op in elementwise.OPS])


def binary_expectation(op, a, b, default_float, profile="torch"):
    """a (op) b for an element-wise op, or its _inplace form (the new a)."""
    base_op, inplace = _BINARY_FORMS[op]
    return _binary_answer(
        base_op, elementwise.outcome(base_op, a, b, default_float, profile,
                                     inplace),
        lambda: elementwise.operand_pairs(base_op, a, b, default_float,
                                          profile, inplace))


def scalar_binary_expectation(op, array, kind, value, position,
                              default_float, profile="torch"):
    """An element-wise op (or its _inplace form) of an Array and a Python
    scalar of `kind` and `value` standing at `position` (scalar_values.py:
    "b", or "a" for `scalar op array`)."""
    base_op, inplace = _BINARY_FORMS[op]
    arguments = (base_op, array, kind, value, position, default_float,
                 profile, inplace)
    return _binary_answer(base_op, scalar_values.scalar_outcome(*arguments),
                          lambda: scalar_values.operand_pairs(*arguments))


def _binary_answer(base_op, result, operand_pairs):
    """An element-wise op's result Array or ModelError as its expectation;
    `operand_pairs()` gives the operands of each element for the ops whose
    results are compared within a tolerance (tolerances.py)."""
    if isinstance(result, ModelError):
        return _error(result)
    tolerance = None
    if base_op in _TOLERANT_OPS:
        compute, pairs = operand_pairs()
        tolerance = tolerances.tolerance(base_op, compute, result.dtype,
                                         pairs, result.data)
    return _array(result, tolerance)


@_expectation
def broadcast_to_expectation(source, target):
    """The view of Array `source` as shape `target`, with its strides."""
    target = tuple(target)
    strides = broadcast.broadcast_to_strides(source.shape, target)
    return '{"array":' + json_text.view(
        source, target, broadcast.source_positions(source.shape, target),
        strides) + "}"


@_expectation
def sum_to_shape_expectation(gradient, shape):
    """Array `gradient` summed to `shape`."""
    return _array(gradients.sum_to_shape(gradient, shape))


def _operand(encoded):
    """An OPERAND of the case format as the model's Operand."""
    if encoded["category"] == CATEGORY_SCALAR:
        kind = encoded["kind"]
        value = encoded.get("value")
        if value is not None:
            value = decode_value(SCALAR_KIND_DTYPE[kind], value)
        return Operand(CATEGORY_SCALAR, None, kind, value)
    return Operand(encoded["category"], encoded["dtype"], None)


# Each op's expectation from its encoded inputs and the case's profile.
_EXPECTATIONS = {
    "broadcast_shapes": lambda i, p: broadcast_shapes_expectation(
        i["shapes"]),
    "broadcast_to": lambda i, p: broadcast_to_expectation(
        decode_array(i["array"]), i["shape"]),
    "inplace_broadcast": lambda i, p: inplace_broadcast_expectation(
        i["destination"], i["source"]),
    "xla_broadcast": lambda i, p: xla_broadcast_expectation(
        i["lhs"], i["rhs"], i["broadcast_dimensions"]),
    "promote_types": lambda i, p: promote_types_expectation(*i["dtypes"], p),
    "result_type": lambda i, p: result_type_expectation(
        [_operand(o) for o in i["operands"]], i["default_float"], p,
        i.get("x64", False)),
    "can_cast": lambda i, p: can_cast_expectation(i["from"], i["to"], p),
    "sum_to_shape": lambda i, p: sum_to_shape_expectation(
        decode_array(i["gradient"]), i["shape"]),
}


# The functions of several arrays (cases/README.md "Ops"): each one's
# input keys in the documented order, the operands first: "operands" for
# single operands (their count fixed), "arrays" for a list of them; "axis"
# where the function takes one.
FUNCTION_INPUTS = {
    "where": (("condition", "x1", "x2"), False),
    "clip": (("x", "min", "max"), False),
    "matmul": (("x1", "x2"), False),
    "vecdot": (("x1", "x2"), True),
    "concat": ("arrays", True),
    "stack": ("arrays", True),
    "broadcast_arrays": ("arrays", False),
}


def _operand_text(operand):
    """An operand of a function as JSON text: an ARRAY, a SCALAR or
    null."""
    if operand is None:
        return "null"
    if isinstance(operand, Scalar):
        return ('{"kind":' + json_text.name(operand.kind) + ',"value":'
                + json_text.value(SCALAR_KIND_DTYPE[operand.kind],
                                  operand.value) + "}")
    return json_text.array(operand)


def function_inputs(call, default_float="float32"):
    """The inputs of a FunctionCall as {key: JSON text}, in the case
    format's order (case_line's `inputs`)."""
    names, takes_axis = FUNCTION_INPUTS[call.function]
    if names == "arrays":
        texts = {"arrays": "[" + ",".join(
            [_operand_text(operand) for operand in call.operands]) + "]"}
    else:
        if len(call.operands) != len(names):
            raise ValueError(f"{call.function} takes {len(names)} operands")
        texts = {name: _operand_text(operand)
                 for name, operand in zip(names, call.operands)}
    if call.axis is not AXIS_DEFAULT:
        if not takes_axis:
            raise ValueError(f"{call.function} takes no axis")
        texts["axis"] = "null" if call.axis is None else str(int(call.axis))
    if call.function not in functions.SHAPE_FUNCTIONS:
        texts["default_float"] = json_text.name(default_float)
    return texts


def _views(views):
    return '{"arrays":[' + ",".join(
        [json_text.view(view.source, view.shape, view.positions,
                        view.strides) for view in views]) + "]}"


@_expectation
def function_expectation(call, profile=None, default_float="float32"):
    """The expectation of a FunctionCall: {"array": ...} (with the
    result's tolerance), {"arrays": [...]} for broadcast_arrays, or
    {"error": kind}."""
    result = functions.outcome(call, profile, default_float)
    if call.function in functions.SHAPE_FUNCTIONS:
        return _views(result)
    return _array(result.array, result.tolerance)


def _decode_operand(encoded):
    if encoded is None:
        return None
    if "kind" in encoded:
        return Scalar(encoded["kind"],
                      decode_value(SCALAR_KIND_DTYPE[encoded["kind"]],
                                   encoded["value"]))
    return decode_array(encoded)


def decode_call(op, inputs):
    """The FunctionCall of a function case's encoded inputs."""
    names, _ = FUNCTION_INPUTS[op]
    if names == "arrays":
        operands = [_decode_operand(item) for item in inputs["arrays"]]
    else:
        operands = [_decode_operand(inputs[name]) for name in names]
    return FunctionCall(op, tuple(operands), inputs.get("axis", AXIS_DEFAULT))


def evaluate(op, inputs, profile=None):
    """The expectation the model gives for a case, from its op, encoded
    inputs and profile (None for the shape ops): {"shape": ...},
    {"dtype": ...}, {"answer": ...}, {"array": ...} or {"error": kind}."""
    if op in _EXPECTATIONS:
        return json.loads(_EXPECTATIONS[op](inputs, profile))
    if op in FUNCTION_INPUTS:
        return json.loads(function_expectation(
            decode_call(op, inputs), profile,
            inputs.get("default_float", "float32")))
    for position, other in (("a", "b"), ("b", "a")):
        if "kind" in inputs[position]:
            scalar = inputs[position]
            return json.loads(scalar_binary_expectation(
                op, decode_array(inputs[other]), scalar["kind"],
                decode_value(SCALAR_KIND_DTYPE[scalar["kind"]],
                             scalar["value"]), position,
                inputs["default_float"], profile))
    return json.loads(binary_expectation(
        op, decode_array(inputs["a"]), decode_array(inputs["b"]),
        inputs["default_float"], profile))

"""Building cases (cases/README.md "Case") and computing their expectations
with the model."""

from promcast_model import broadcast, elementwise, gradients, xla
from promcast_model import promotion_torch
from promcast_model.array import Array
from promcast_model.errors import ModelError

from .encoding import decode_array, encode_array

FORMAT_NAME = "promcast-cases"
FORMAT_VERSION = 1

# Ops whose outcome depends on a promotion profile; the others are about
# shapes (or views and sums) only and carry no profile.
PROFILE_OPS = frozenset(("promote_types", "result_type", "can_cast")
                        + elementwise.OPS + elementwise.INPLACE_OPS)
SHAPE_OPS = ("broadcast_shapes", "broadcast_to", "inplace_broadcast",
             "xla_broadcast", "sum_to_shape")
OPS = SHAPE_OPS + ("promote_types", "result_type", "can_cast") \
    + elementwise.OPS + elementwise.INPLACE_OPS
_KNOWN_OPS = frozenset(OPS)

# Complex multiplication and division: libraries differ by a few ulp (fused
# multiply-add, Smith's algorithm), so expected arrays allow this many.
COMPLEX_TOLERANCE_ULP = 2
_TOLERANT_OPS = frozenset(("multiply", "true_divide", "multiply_inplace",
                           "true_divide_inplace"))
_COMPLEX = frozenset(("complex32", "complex64", "complex128"))


def make_case(case_id, op, inputs, expect, source, note=None, profile=None):
    """A case object with its keys in the documented order."""
    if op not in _KNOWN_OPS:
        raise ValueError(f"unknown op {op!r}")
    case = {"id": case_id, "op": op}
    if op in PROFILE_OPS:
        case["profile"] = profile or "torch"
    case["inputs"] = inputs
    case["expect"] = expect
    case["source"] = source
    if note:
        case["note"] = note
    return case


# The expectations of the ops with array inputs, from the model's own values
# (Arrays): the families call these directly, evaluate() after decoding.
def binary_expectation(op, a, b, default_float):
    """{"array": a (op) b} for an element-wise op or its _inplace form (the
    new a), or {"error": kind}."""
    try:
        if op.endswith(elementwise.INPLACE_SUFFIX):
            result = elementwise.compute_inplace(
                op[:-len(elementwise.INPLACE_SUFFIX)], a, b, default_float)
        else:
            result = elementwise.compute(op, a, b, default_float)
    except ModelError as error:
        return {"error": error.kind}
    tolerance = None
    if op in _TOLERANT_OPS and result.dtype in _COMPLEX:
        tolerance = COMPLEX_TOLERANCE_ULP
    return {"array": encode_array(result, tolerance_ulp=tolerance)}


def broadcast_to_expectation(source, target):
    """{"array": the view of Array `source` as shape `target`, with strides},
    or {"error": kind}."""
    target = tuple(target)
    try:
        strides = broadcast.broadcast_to_strides(source.shape, target)
    except ModelError as error:
        return {"error": error.kind}
    data = source.data
    view = Array(source.dtype, target, [
        data[position] for position in
        broadcast.source_positions(source.shape, target)])
    return {"array": encode_array(view, strides=strides)}


def sum_to_shape_expectation(gradient, shape):
    """{"array": Array `gradient` summed to `shape`}, or {"error": kind}."""
    try:
        return {"array": encode_array(gradients.sum_to_shape(gradient,
                                                             shape))}
    except ModelError as error:
        return {"error": error.kind}



def result_type_expectation(operands, default_float):
    """{"dtype": result_type of promotion_torch Operands}, or {"error":
    kind}."""
    try:
        return {"dtype": promotion_torch.result_type(operands, default_float)}
    except ModelError as error:
        return {"error": error.kind}


def _operand(encoded):
    category = encoded["category"]
    if category == promotion_torch.CATEGORY_SCALAR:
        return promotion_torch.Operand(category, None, encoded["kind"])
    return promotion_torch.Operand(category, encoded["dtype"], None)


_EVALUATORS = {
    "broadcast_shapes": lambda i: {
        "shape": list(broadcast.broadcast_shapes(i["shapes"]))},
    "inplace_broadcast": lambda i: {
        "answer": broadcast.inplace_broadcast_allowed(i["destination"],
                                                      i["source"])},
    "xla_broadcast": lambda i: {
        "shape": list(xla.xla_broadcast(i["lhs"], i["rhs"],
                                        i["broadcast_dimensions"]))},
    "promote_types": lambda i: {
        "dtype": promotion_torch.promote_types(*i["dtypes"])},
    "can_cast": lambda i: {
        "answer": promotion_torch.can_cast(i["from"], i["to"])},
}

# Ops with array or operand inputs: decoded, then evaluated like the
# families' cases.
_ARRAY_EVALUATORS = {
    "broadcast_to": lambda i: broadcast_to_expectation(
        decode_array(i["array"]), i["shape"]),
    "sum_to_shape": lambda i: sum_to_shape_expectation(
        decode_array(i["gradient"]), i["shape"]),
    "result_type": lambda i: result_type_expectation(
        [_operand(o) for o in i["operands"]], i["default_float"]),
}


def evaluate(op, inputs):
    """The expectation the model gives for a case: {"shape": ...},
    {"dtype": ...}, {"answer": ...}, {"array": ...} or {"error": kind}."""
    if op in _ARRAY_EVALUATORS:
        return _ARRAY_EVALUATORS[op](inputs)
    if op not in _EVALUATORS:
        return binary_expectation(op, decode_array(inputs["a"]),
                                  decode_array(inputs["b"]),
                                  inputs["default_float"])
    try:
        return _EVALUATORS[op](inputs)
    except ModelError as error:
        return {"error": error.kind}

"""Building cases (cases/README.md "Case") and computing their expectations
with the model."""

from promcast_model import broadcast, elementwise, gradients, xla
from promcast_model import promotion_torch
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

# Complex multiplication and division: libraries differ by a few ulp (fused
# multiply-add, Smith's algorithm), so expected arrays allow this many.
COMPLEX_TOLERANCE_ULP = 2


def make_case(case_id, op, inputs, expect, source, note=None, profile=None):
    """A case object with its keys in the documented order."""
    if op not in OPS:
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


def _operand(encoded):
    category = encoded["category"]
    if category == promotion_torch.CATEGORY_SCALAR:
        return promotion_torch.Operand(category, None, encoded["kind"])
    return promotion_torch.Operand(category, encoded["dtype"], None)


def _binary(op, inputs):
    a, b = decode_array(inputs["a"]), decode_array(inputs["b"])
    default_float = inputs["default_float"]
    if op.endswith(elementwise.INPLACE_SUFFIX):
        base = op[:-len(elementwise.INPLACE_SUFFIX)]
        result = elementwise.compute_inplace(base, a, b, default_float)
    else:
        base = op
        result = elementwise.compute(op, a, b, default_float)
    tolerance = None
    if base in ("multiply", "true_divide") and result.dtype in (
            "complex32", "complex64", "complex128"):
        tolerance = COMPLEX_TOLERANCE_ULP
    return {"array": encode_array(result, tolerance_ulp=tolerance)}


def _broadcast_to(inputs):
    source = decode_array(inputs["array"])
    target = tuple(inputs["shape"])
    strides = broadcast.broadcast_to_strides(source.shape, target)
    data = [source.data[position] for position in
            broadcast.source_positions(source.shape, target)]
    view = source._replace(shape=target, data=data)
    return {"array": encode_array(view, strides=strides)}


def _sum_to_shape(inputs):
    summed = gradients.sum_to_shape(decode_array(inputs["gradient"]),
                                    inputs["shape"])
    return {"array": encode_array(summed)}


_EVALUATORS = {
    "broadcast_shapes": lambda i: {
        "shape": list(broadcast.broadcast_shapes(i["shapes"]))},
    "broadcast_to": _broadcast_to,
    "inplace_broadcast": lambda i: {
        "answer": broadcast.inplace_broadcast_allowed(i["destination"],
                                                      i["source"])},
    "xla_broadcast": lambda i: {
        "shape": list(xla.xla_broadcast(i["lhs"], i["rhs"],
                                        i["broadcast_dimensions"]))},
    "promote_types": lambda i: {
        "dtype": promotion_torch.promote_types(*i["dtypes"])},
    "result_type": lambda i: {
        "dtype": promotion_torch.result_type(
            [_operand(o) for o in i["operands"]], i["default_float"])},
    "can_cast": lambda i: {
        "answer": promotion_torch.can_cast(i["from"], i["to"])},
    "sum_to_shape": _sum_to_shape,
}


def evaluate(op, inputs):
    """The expectation the model gives for a case: {"shape": ...},
    {"dtype": ...}, {"answer": ...}, {"array": ...} or {"error": kind}."""
    try:
        if op in _EVALUATORS:
            return _EVALUATORS[op](inputs)
        return _binary(op, inputs)
    except ModelError as error:
        return {"error": error.kind}

"""Cases of ranks above 8, up to the format's 64, in every profile that has
the op: a library that truncates a shape or stores its dimensions in a
fixed array too small passes every case of rank 8 or less.

The ranks are the boundaries of the libraries' own limits (docs/semantics.md,
"Ranks"): 9, the first past the eight every other family draws; 32 and 33,
NumPy 1.x's NPY_MAXDIMS and one past it; 64, NumPy 2's NPY_MAXDIMS and the
format's. PyTorch 1.13's CPU tensors, TensorFlow.js 4.22's CPU backend and
the other profiles' specifications set no limit at or below 64, so every
profile expects the computed result at every one of these ranks. The one
call that goes past 64 is stack of two rank-64 arrays: NumPy 2 refuses it
(`arr[..., np.newaxis]` of a rank-64 array: "number of dimensions must be
within [0, 64]"), and the other libraries' results have 65 dimensions, which
no case can state, so it is a case of the numpy profile alone.

Every array has a non-1 dimension at its front, in its middle and at its
end, so a library that drops or mixes up any dimension gets a wrong shape or
wrong values. Expectations are literals: the shapes and values are built
here from the rule (sizes 2 and 3 at known positions), not by the model."""

from .builder import (SpecCases, array, binary_inputs, broadcast_inputs,
                      expect_array, expect_error, expect_shape,
                      function_inputs)

SOURCE = "Array API standard, Broadcasting"
ALGORITHM = "Algorithm"
INPLACE = "In-place Semantics"
CONCAT = "Array API standard, concat"
STACK = "Array API standard, stack"
NUMPY_MAXDIMS = "numpy/numpy numpy/_core/include/numpy/ndarraytypes.h"
RANKS = (9, 32, 33, 64)
# The profiles with element-wise ops, and those with in-place ones
# (promotion_*.py MISSING_OPS; jax, mlx and tfjs arrays are immutable).
ELEMENTWISE_PROFILES = ("torch", "numpy", "array-api", "jax", "mlx", "tfjs",
                        "onnx")
INPLACE_PROFILES = ("torch", "numpy", "array-api")
# stdlib has concat (along a dim counted from the end) but no stack.
CONCAT_PROFILES = ELEMENTWISE_PROFILES + ("stdlib",)


def _shape(rank, sizes):
    """A shape of `rank` ones but at the positions of `sizes`
    ({position: size}, negative positions from the end)."""
    shape = [1] * rank
    for position, size in sizes.items():
        shape[position] = size
    return shape


def _wide(rank):
    """The broadcast result of _left and _right: 2 at the front, 2 in the
    middle, 3 at the end (12 elements)."""
    return _shape(rank, {0: 2, rank // 2: 2, -1: 3})


def _left(rank):
    """A rank-`rank` operand: 2 at the front and at the end's place 1."""
    return _shape(rank, {0: 2, rank // 2: 2})


def _right(rank):
    """A rank `rank - 1` operand: 3 at its end, the rest ones, so it lines
    up with _left's trailing dimensions."""
    return _shape(rank - 1, {-1: 3})


# _left's values: the front index times 10 plus the middle index; _right's
# 0, 100, 200 (floats: float32 arrays' values are Python floats). Their sum
# in row-major order of _wide:
LEFT_VALUES = [0.0, 1.0, 10.0, 11.0]
RIGHT_VALUES = [0.0, 100.0, 200.0]
SUM_VALUES = [left + right for left in LEFT_VALUES for right in RIGHT_VALUES]
# The integers of the int32 arrays of concat.
LEFT_INTEGERS = [int(value) for value in LEFT_VALUES]


def _broadcast_cases(spec, rank):
    spec.add(f"broadcast_shapes/rank-{rank}", "broadcast_shapes",
             broadcast_inputs(_left(rank), _right(rank)),
             expect_shape(_wide(rank)), ALGORITHM)
    # broadcast_to: an array [2, 1, ..., 1, 3] stretched to _wide along
    # its middle dimension, which gets stride 0; the others keep their
    # row-major strides (3 for every one before the last).
    target = _wide(rank)
    strides = [3] * (rank - 1) + [1]
    strides[rank // 2] = 0
    spec.add(f"broadcast_to/rank-{rank}", "broadcast_to",
             {"array": array("int32", [2] + [1] * (rank - 2) + [3],
                             [1, 2, 3, 4, 5, 6]),
              "shape": target},
             expect_array("int32", target,
                          [1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6],
                          strides=strides), ALGORITHM)
    spec.add(f"broadcast_to/rank-{rank}-lower", "broadcast_to",
             {"array": array("int32", _left(rank), LEFT_INTEGERS),
              "shape": _right(rank)},
             expect_error("incompatible_shapes"), ALGORITHM)
    # sum_to_shape: _wide summed back to _left's shape, and to _right's.
    gradient = array("float32", _wide(rank), SUM_VALUES)
    spec.add(f"sum_to_shape/rank-{rank}-left", "sum_to_shape",
             {"gradient": gradient, "shape": _left(rank)},
             expect_array("float32", _left(rank),
                          [3 * left + 300 for left in LEFT_VALUES]),
             ALGORITHM)
    spec.add(f"sum_to_shape/rank-{rank}-right", "sum_to_shape",
             {"gradient": gradient, "shape": _right(rank)},
             expect_array("float32", _right(rank),
                          [22 + 4 * right for right in RIGHT_VALUES]),
             ALGORITHM)
    # _wide summed to a target of rank - 1 that keeps its middle 2:
    # PyTorch's at::sum_to compares gradient dimension i with the target's
    # i - 1 (the rank difference), where the 2 stands, and sums the front
    # dimension alone (a 1 two places on in the target must not count).
    # _wide's value at (front i, middle j, last k) is 10i + j + 100k:
    # summed over i, 10 + 2j + 200k.
    kept = _shape(rank - 1, {rank // 2 - 1: 2, -1: 3})
    spec.add(f"sum_to_shape/rank-{rank}-middle-kept", "sum_to_shape",
             {"gradient": gradient, "shape": kept},
             expect_array("float32", kept,
                          [10.0 + 2 * j + 200 * k for j in range(2)
                           for k in range(3)]),
             "sum_to", document="pytorch/pytorch aten/src/ATen/ExpandUtils.h")


def _elementwise_cases(spec, rank, profile):
    left = array("float32", _left(rank), LEFT_VALUES)
    right = array("float32", _right(rank), RIGHT_VALUES)
    spec.add(f"add/rank-{rank}/{profile}", "add", binary_inputs(left, right),
             expect_array("float32", _wide(rank), SUM_VALUES),
             ALGORITHM, profile=profile)
    condition = array("bool", _right(rank), [True, False, True])
    spec.add(f"where/rank-{rank}/{profile}", "where",
             function_inputs("where", [condition, left, right]),
             expect_array("float32", _wide(rank),
                          [left if keep else right
                           for left in LEFT_VALUES
                           for right, keep in zip(RIGHT_VALUES,
                                                  (True, False, True))]),
             ALGORITHM, profile=profile)
    if profile in INPLACE_PROFILES:
        destination = array("float32", _wide(rank), [0.0] * 12)
        spec.add(f"add_inplace/rank-{rank}/{profile}", "add_inplace",
                 binary_inputs(destination, right),
                 expect_array("float32", _wide(rank), RIGHT_VALUES * 4),
                 INPLACE, profile=profile)
        spec.add(f"add_inplace/rank-{rank}-grow/{profile}", "add_inplace",
                 binary_inputs(left, right),
                 expect_error("inplace_shape_change"), INPLACE,
                 profile=profile)


def _join_cases(spec, rank, profile):
    """concat along the first and the last axis, and stack at axis 0 of
    rank - 1 arrays (a rank-`rank` result)."""
    first = array("int32", _left(rank), LEFT_INTEGERS)
    second = array("int32", _left(rank), [100 + v for v in LEFT_INTEGERS])
    spec.add(f"concat/rank-{rank}-first/{profile}", "concat",
             function_inputs("concat", [first, second], axis=0),
             expect_array("int32", _shape(rank, {0: 4, rank // 2: 2}),
                          LEFT_INTEGERS + [100 + v for v in LEFT_INTEGERS]),
             "Parameters", document=CONCAT, profile=profile)
    spec.add(f"concat/rank-{rank}-last/{profile}", "concat",
             function_inputs("concat", [first, second], axis=-1),
             expect_array("int32", _shape(rank, {0: 2, rank // 2: 2, -1: 2}),
                          [v + offset for v in LEFT_INTEGERS
                           for offset in (0, 100)]),
             "Parameters", document=CONCAT, profile=profile)
    if profile not in ELEMENTWISE_PROFILES:
        return
    inner = _shape(rank - 1, {0: 2, -1: 3})
    values = [1, 2, 3, 4, 5, 6]
    spec.add(f"stack/rank-{rank}/{profile}", "stack",
             function_inputs("stack", [array("int32", inner, values),
                                       array("int32", inner,
                                             [-v for v in values])],
                             axis=0),
             expect_array("int32", [2] + inner,
                          values + [-v for v in values]),
             "Parameters", document=STACK, profile=profile)


def cases():
    spec = SpecCases("spec/ranks", SOURCE)
    for rank in RANKS:
        _broadcast_cases(spec, rank)
        for profile in ELEMENTWISE_PROFILES:
            _elementwise_cases(spec, rank, profile)
        for profile in CONCAT_PROFILES:
            _join_cases(spec, rank, profile)
    rank64 = [1] * 63 + [2]
    spec.add("stack/rank-65/numpy", "stack",
             function_inputs("stack", [array("int32", rank64, [1, 2]),
                                       array("int32", rank64, [3, 4])],
                             axis=0),
             expect_error("invalid_argument"), "NPY_MAXDIMS",
             document=NUMPY_MAXDIMS,
             note="NumPy 2's arrays have at most 64 dimensions: stacking "
                  "two rank-64 arrays would make 65",
             profile="numpy")
    return spec.cases

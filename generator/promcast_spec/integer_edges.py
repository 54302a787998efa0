"""Integer add, subtract and multiply past their dtype's range, in every
integer dtype of every profile, and the bitwise functions of bool operands.

Overflow: every library but the Array API standard wraps modulo 2**bits
(two's complement for the signed dtypes): PyTorch, NumPy, JAX, MLX and
ONNX's reference compute in the dtype's C type (unsigned wrap; signed wrap
as their kernels compute, which the oracle follows, docs/semantics.md
"PyTorch element-wise ops", docs/profiles/*.md), and TensorFlow.js stores
a double result into an Int32Array (ToInt32, the same wrap while the
double is exact, as every product here is). The Array API standard leaves
integer overflow to implementations, and its profile computes a wrapped
result as one permitted choice (docs/profiles/array-api.md, "Values the
standard leaves open"): a case would state no rule, so it has none.

Bool operands of bitwise_and, bitwise_or and bitwise_xor: logical and, or
and exclusive or, a bool result, where the library takes them (PyTorch's
bitwise kernels on kBool, NumPy's `?` loops, JAX's lax ops, MLX; the Array
API standard: "Should have an integer or boolean data type"); ONNX's
BitwiseAnd, BitwiseOr and BitwiseXor take integers only, and TensorFlow.js's
bitwiseAnd int32 only ("BitwiseAnd: Only supports 'int32' values in
tensor"; it has no or and xor): `unsupported_dtype_for_op`.
Expectations are literals, not computed by the model."""

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_error)

SOURCE = "Array API standard, add"
SIGNED = {"int8": 8, "int16": 16, "int32": 32, "int64": 64}
UNSIGNED = {"uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64}
# The integer dtypes each profile's library computes add, subtract and
# multiply in (PyTorch 1.13 has no arithmetic kernels for uint16 to uint64;
# JAX without x64 has no 64-bit arrays; TensorFlow.js has int32 only).
PROFILES = {
    "torch": ("int8", "int16", "int32", "int64", "uint8"),
    "numpy": tuple(SIGNED) + tuple(UNSIGNED),
    "jax": ("int8", "int16", "int32", "uint8", "uint16", "uint32"),
    "mlx": tuple(SIGNED) + tuple(UNSIGNED),
    "onnx": tuple(SIGNED) + tuple(UNSIGNED),
    "tfjs": ("int32",),
}


def _wrap(value, dtype):
    """value modulo 2**bits, into the dtype's range."""
    bits = SIGNED.get(dtype) or UNSIGNED[dtype]
    value %= 1 << bits
    if dtype in SIGNED and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def _operands(dtype):
    """{op: (a, b)}: each pair passes the range once in each direction
    (and, for multiply, by a product of both signs), then stays inside it."""
    bits = SIGNED.get(dtype) or UNSIGNED[dtype]
    if dtype in SIGNED:
        high, low = (1 << (bits - 1)) - 1, -(1 << (bits - 1))
        root = 1 << (bits // 2)       # root * root is 2**bits: wraps to 0
        return {"add": ([high, low, high, 1], [1, -1, high, 2]),
                "subtract": ([low, high, low, 5], [1, -1, high, 7]),
                "multiply": ([high, low, root + 1, -3],
                             [2, -1, root - 1, 5])}
    high = (1 << bits) - 1
    root = 1 << (bits // 2)
    return {"add": ([high, high, 1], [1, high, 2]),
            "subtract": ([0, 1, 7], [1, high, 5]),
            "multiply": ([high, root, 3], [high, root + 3, 5])}


def _overflow_cases(spec):
    for profile, names in PROFILES.items():
        for dtype in names:
            for op, (a, b) in _operands(dtype).items():
                if profile == "tfjs" and op == "multiply":
                    # Exact doubles only: ToInt32 of a rounded product is not
                    # its wrap.
                    a, b = [46341, -46341, 65536, -3], [46341, 46341, 65536, 5]
                exact = {"add": lambda x, y: x + y,
                         "subtract": lambda x, y: x - y,
                         "multiply": lambda x, y: x * y}[op]
                expect = expect_array(dtype, [len(a)],
                                      [_wrap(exact(x, y), dtype)
                                       for x, y in zip(a, b)])
                spec.add(f"overflow/{op}/{profile}/{dtype}", op,
                         binary_inputs(array(dtype, [len(a)], a),
                                       array(dtype, [len(b)], b)),
                         expect, "Special Cases",
                         document=f"Array API standard, {op}",
                         profile=profile)


# bitwise op: (its logical truth table over the pairs below, as a bool list).
_A = [False, False, True, True]
_B = [False, True, False, True]
BOOL_BITWISE = {"bitwise_and": [False, False, False, True],
                "bitwise_or": [False, True, True, True],
                "bitwise_xor": [False, True, True, False]}
BOOL_PROFILES = ("torch", "numpy", "jax", "mlx", "array-api")
# {profile: the ops it refuses bools in}: ONNX's three integer operators,
# TensorFlow.js's bitwiseAnd (int32 only; it has no or and xor).
REFUSING = {"onnx": tuple(BOOL_BITWISE), "tfjs": ("bitwise_and",)}


# The shifts of bools: (left, right) of the pairs above. PyTorch has no bool
# shift kernel ("lshift_cpu" not implemented for 'Bool'), ONNX's BitShift
# takes unsigned integers only, and the standard says "Should have an
# integer data type" (undefined); NumPy's loops cast bools to int8
# (`left_shift`'s first loop, bb->b), JAX promotes them to int32 (its
# shifts take integers, bool promoted with the default int, x64 off) and
# MLX to uint8 (docs/profiles/*.md, "shifts").
BOOL_SHIFTS = {"bitwise_left_shift": [0, 0, 1, 2],
               "bitwise_right_shift": [0, 0, 1, 0]}
SHIFT_RESULTS = {"numpy": "int8", "jax": "int32", "mlx": "uint8"}
SHIFT_ERRORS = {"torch": "unsupported_dtype_for_op",
                "onnx": "unsupported_dtype_for_op", "array-api": "undefined"}


def _bool_shift_cases(spec):
    inputs = binary_inputs(array("bool", [4], _A), array("bool", [4], _B))
    for op, values in BOOL_SHIFTS.items():
        for profile in ("torch", "numpy", "jax", "mlx", "array-api", "onnx"):
            expect = (expect_error(SHIFT_ERRORS[profile])
                      if profile in SHIFT_ERRORS else
                      expect_array(SHIFT_RESULTS[profile], [4], values))
            spec.add(f"bool/{op}/{profile}", op, inputs, expect,
                     "Parameters", document=f"Array API standard, {op}",
                     profile=profile)


def _bool_cases(spec):
    inputs = binary_inputs(array("bool", [4], _A), array("bool", [4], _B))
    for op, table in BOOL_BITWISE.items():
        for profile in BOOL_PROFILES + tuple(REFUSING):
            if op not in REFUSING.get(profile, BOOL_BITWISE):
                continue
            expect = (expect_error("unsupported_dtype_for_op")
                      if profile in REFUSING else
                      expect_array("bool", [4], table))
            spec.add(f"bool/{op}/{profile}", op, inputs, expect,
                     "Parameters", document=f"Array API standard, {op}",
                     profile=profile)


def cases():
    spec = SpecCases("spec/integer-edges", SOURCE)
    _overflow_cases(spec)
    _bool_cases(spec)
    _bool_shift_cases(spec)
    return spec.cases

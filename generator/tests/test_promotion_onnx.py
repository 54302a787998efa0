"""The onnx profile (promotion_onnx.py and the onnx rules of where, clip,
matmul and joining) against ONNX 1.21.0's operator schemas and reference
implementation, read by hand: the type constraints below are transcribed
from onnx/defs/*/defs.cc and onnx/defs/schema.h, the values worked out from
docs/Operators.md and onnx/reference/ops/op_*.py."""

import itertools
import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.cases import evaluate
from promcast_families import FAMILIES
from promcast_model import elementwise, promotion_onnx
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall, Scalar
from promcast_model.functions import outcome
from promcast_model.ops import INPLACE_OPS, OPS
from promcast_model.operands import Operand
from promcast_model.promotion_onnx import (DTYPES, MISSING_OPS, can_cast,
                                           elementwise_dtypes, promote_types,
                                           result_type)

NAN, INF = math.nan, math.inf

# onnx/onnx.proto TensorProto.DataType, the case format's names: every one
# but complex32.
ONNX_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
               "uint32", "uint64", "float16", "bfloat16", "float32",
               "float64", "complex64", "complex128", "float8_e4m3fn",
               "float8_e5m2")

# onnx/defs/schema.h all_numeric_types_ir4: tensor(uint8), tensor(uint16),
# tensor(uint32), tensor(uint64), tensor(int8), tensor(int16),
# tensor(int32), tensor(int64), tensor(float16), tensor(float),
# tensor(double), tensor(bfloat16).
NUMERIC = ("uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32",
           "int64", "float16", "float32", "float64", "bfloat16")
INTEGERS = NUMERIC[:8]
# Each op's operator and its T, as the schemas list it (v1.21.0).
CONSTRAINTS = {
    "add": NUMERIC, "subtract": NUMERIC, "multiply": NUMERIC,
    "divide": NUMERIC, "maximum": NUMERIC, "minimum": NUMERIC,
    "remainder": NUMERIC,
    # Equal-19: all_numeric_types_ir4 + tensor(bool) + tensor(string)
    "equal": NUMERIC + ("bool",),
    "less": NUMERIC, "less_equal": NUMERIC, "greater": NUMERIC,
    "greater_equal": NUMERIC,
    # BitwiseAnd/Or/Xor-18: the eight integer types
    "bitwise_and": INTEGERS, "bitwise_or": INTEGERS,
    "bitwise_xor": INTEGERS,
    # BitShift-11: tensor(uint8), tensor(uint16), tensor(uint32),
    # tensor(uint64)
    "bitwise_left_shift": ("uint8", "uint16", "uint32", "uint64"),
    "bitwise_right_shift": ("uint8", "uint16", "uint32", "uint64"),
    # And-7, Or-7, Xor-7: tensor(bool)
    "logical_and": ("bool",), "logical_or": ("bool",),
    "logical_xor": ("bool",),
}
# Pow-15: T (X) and T1 (Y).
POW_T = ("int32", "int64", "float16", "float32", "float64", "bfloat16")
POW_T1 = NUMERIC
LACKED = ("not_equal", "floor_divide", "copysign", "nextafter", "hypot",
          "logaddexp", "atan2")


def arr(dtype, values, shape=None):
    return Array(dtype, (len(values),) if shape is None else shape,
                 list(values))


def compute(op, a_dtype, xs, b_dtype, ys):
    """The element-wise model's onnx outcome: (dtype, data) or the error
    kind."""
    try:
        result = elementwise.compute(op, arr(a_dtype, xs), arr(b_dtype, ys),
                                     "float32", "onnx")
    except ModelError as error:
        return error.kind
    return result.dtype, result.data


def function(name, operands, axis=AXIS_DEFAULT):
    """A function's onnx outcome: (dtype, shape, data) or the error kind."""
    try:
        result = outcome(FunctionCall(name, operands, axis), "onnx")
    except ModelError as error:
        return error.kind
    array = result.array
    return array.dtype, tuple(array.shape), array.data


def same(x, y):
    """Equal as the case format compares: NaN equals NaN, -0.0 is not
    0.0."""
    if isinstance(x, float) and isinstance(y, float):
        if x != x or y != y:
            return x != x and y != y
        return x == y and math.copysign(1.0, x) == math.copysign(1.0, y)
    return x == y and type(x) is type(y)


class DtypesAndPromotionTest(unittest.TestCase):
    def test_dtypes(self):
        self.assertEqual(set(DTYPES), set(ONNX_DTYPES))
        self.assertEqual(len(DTYPES), 17)

    def test_promote_types_is_equality(self):
        for a, b in itertools.product(DTYPES, DTYPES):
            if a == b:
                self.assertEqual(promote_types(a, b), a)
            else:
                with self.assertRaises(ModelError) as caught:
                    promote_types(a, b)
                self.assertEqual(caught.exception.kind, "no_promotion")
        with self.assertRaises(ModelError) as caught:
            promote_types("complex32", "complex32")
        self.assertEqual(caught.exception.kind, "unsupported_dtype_for_op")

    def test_can_cast_only_to_itself(self):
        for a, b in itertools.product(DTYPES, DTYPES):
            self.assertEqual(can_cast(a, b), a == b, (a, b))

    def test_result_type(self):
        dim = Operand("dimensioned", "int16", None)
        zero = Operand("zero_dim", "int16", None)
        self.assertEqual(result_type([dim, zero], "float32"), "int16")
        for operands, kind in (
                ([dim, Operand("zero_dim", "int32", None)], "no_promotion"),
                ([dim, Operand("scalar", None, "int", 1)], "undefined"),
                ([], "invalid_argument")):
            with self.assertRaises(ModelError) as caught:
                result_type(operands, "float32")
            self.assertEqual(caught.exception.kind, kind)


class ElementwiseDtypesTest(unittest.TestCase):
    def decide(self, op, a, b, inplace=False):
        decision = elementwise_dtypes(op, a, False, b, False, "float32",
                                      inplace)
        self.assertIsNone(decision.late_refusal)
        if decision.early_refusal:
            return decision.early_refusal.kind
        return decision.compute_dtype, decision.result_dtype

    def test_every_op_and_pair_against_the_schemas(self):
        # The checker (onnx/defs/schema.cc CheckInputOutputType): input by
        # input, its type against T, then against T's binding.
        for op, allowed in CONSTRAINTS.items():
            result = "bool" if op in ("equal", "less", "less_equal",
                                      "greater", "greater_equal",
                                      "logical_and", "logical_or",
                                      "logical_xor") else None
            for a, b in itertools.product(DTYPES, DTYPES):
                if a not in allowed or b not in allowed:
                    want = "unsupported_dtype_for_op"
                elif a != b:
                    want = "no_promotion"
                elif op == "remainder" and a not in INTEGERS:
                    want = "unsupported_dtype_for_op"  # fmod=0
                else:
                    want = (a, result or a)
                self.assertEqual(self.decide(op, a, b), want, (op, a, b))

    def test_pow_has_two_type_parameters(self):
        for a, b in itertools.product(DTYPES, DTYPES):
            want = ((a, a) if a in POW_T and b in POW_T1
                    else "unsupported_dtype_for_op")
            self.assertEqual(self.decide("pow", a, b), want, (a, b))

    def test_order_of_the_checks(self):
        # Add(int32, bool): bool's type, not a mismatch; Mod(float32,
        # int32): the binding before the fmod rule.
        self.assertEqual(self.decide("add", "int32", "bool"),
                         "unsupported_dtype_for_op")
        self.assertEqual(self.decide("add", "bool", "int32"),
                         "unsupported_dtype_for_op")
        self.assertEqual(self.decide("remainder", "float32", "int32"),
                         "no_promotion")
        # dtypes before shapes
        self.assertEqual(compute("add", "int32", [1, 2], "int8", [1, 2, 3]),
                         "no_promotion")
        self.assertEqual(compute("add", "int32", [1, 2], "int32", [1, 2, 3]),
                         "incompatible_shapes")

    def test_lacked_ops_and_every_in_place_form(self):
        self.assertLessEqual(set(LACKED) | set(INPLACE_OPS), MISSING_OPS)
        for name in ("promote_types", "result_type", "can_cast", "vecdot",
                     "broadcast_shapes", "broadcast_arrays", "sum_to_shape",
                     "xla_broadcast", "inplace_broadcast"):
            self.assertIn(name, MISSING_OPS)
        for op in OPS:
            self.assertEqual(self.decide(op, "int32", "int32", True),
                             "invalid_argument", op)
        for op in LACKED:
            self.assertEqual(self.decide(op, "float32", "float32"),
                             "invalid_argument", op)
        # every op ONNX has is either lacked or constrained
        self.assertEqual(set(OPS) - set(LACKED),
                         set(CONSTRAINTS) | {"pow"})

    def test_what_the_memo_reads(self):
        # profiles.py: ranks and the default float play no part.
        self.assertFalse(promotion_onnx.ELEMENTWISE_READS_RANKS)
        self.assertEqual(promotion_onnx.ELEMENTWISE_DEFAULT_FLOAT_OPS,
                         frozenset())
        for op, a, b, inplace in itertools.product(
                OPS, DTYPES, DTYPES, (False, True)):
            answers = {elementwise_dtypes(op, a, a_0d, b, b_0d, default,
                                          inplace)
                       for a_0d, b_0d, default in itertools.product(
                           (False, True), (False, True),
                           ("float16", "float32", "float64"))}
            kinds = {tuple(getattr(x, "kind", x) for x in answer)
                     for answer in answers}
            self.assertEqual(len(kinds), 1, (op, a, b, inplace))

    def test_python_scalars_are_undefined(self):
        inputs = {"a": {"dtype": "int32", "shape": [2], "data": ["1", "2"]},
                  "b": {"kind": "int", "value": "5"},
                  "default_float": "float32"}
        self.assertEqual(evaluate("add", inputs, "onnx"),
                         {"error": "undefined"})


class KernelsTest(unittest.TestCase):
    def assertValues(self, got, dtype, want):
        self.assertNotIsInstance(got, str, got)
        self.assertEqual(got[0], dtype)
        self.assertEqual(len(got[1]), len(want))
        for x, y in zip(got[1], want):
            self.assertTrue(same(x, y), (got, want))

    def test_integer_div_truncates(self):
        # Operators.md "Div": "truncating division (rounding toward zero)"
        self.assertValues(compute("divide", "int32", [7, -7, 7, -7, 0],
                                  "int32", [2, 2, -2, -2, 5]),
                          "int32", [3, -3, -3, 3, 0])
        self.assertValues(compute("divide", "uint8", [255, 7], "uint8",
                                  [2, 7]), "uint8", [127, 1])
        # op_div.py: NumPy's floor_divide of -128 by -1 wraps to -128
        self.assertValues(compute("divide", "int8", [-128], "int8", [-1]),
                          "int8", [-128])
        self.assertEqual(compute("divide", "int32", [1, 2], "int32", [1, 0]),
                         "undefined")
        # floats divide exactly
        self.assertValues(compute("divide", "float32", [1.0, 1.0, -1.0],
                                  "float32", [4.0, 0.0, 0.0]),
                          "float32", [0.25, INF, -INF])

    def test_mod_follows_python(self):
        # Operators.md "Mod", fmod=0: "the semantics follow that of the
        # Python %-operator. The sign of the result is that of the divisor."
        self.assertValues(compute("remainder", "int32", [7, -7, 7, -7],
                                  "int32", [3, 3, -3, -3]),
                          "int32", [1, 2, -2, -1])
        self.assertValues(compute("remainder", "int64", [-2 ** 63], "int64",
                                  [-1]), "int64", [0])
        self.assertValues(compute("remainder", "uint16", [65535], "uint16",
                                  [7]), "uint16", [65535 % 7])
        # Python's x % 0 raises ZeroDivisionError
        self.assertEqual(compute("remainder", "int8", [1], "int8", [0]),
                         "invalid_value")
        self.assertEqual(compute("remainder", "float32", [1.0], "float32",
                                 [2.0]), "unsupported_dtype_for_op")

    def test_pow_integer_base(self):
        self.assertValues(compute("pow", "int32", [2, 3, -2, 0, 5],
                                  "int32", [10, 40, 3, 0, 1]),
                          "int32", [1024, 689956897, -8, 1, 5])
        # 3**40 = 12157665459056928801 = 2830677074 * 2**32 + 689956897
        self.assertEqual(2830677074 * 2 ** 32 + 689956897, 3 ** 40)
        # a uint64 exponent with an int64 base: the exact power, wrapped
        self.assertValues(compute("pow", "int64", [3], "uint64", [2 ** 63]),
                          "int64", [pow(3, 2 ** 63, 2 ** 64)])
        self.assertEqual(compute("pow", "int32", [2], "int32", [-1]),
                         "undefined")
        # a float exponent: the float64 power truncated toward zero
        self.assertValues(compute("pow", "int32", [2, -8, 10], "float32",
                                  [0.5, 1.0, 2.5]),
                          "int32", [1, -8, 316])
        self.assertEqual(compute("pow", "int32", [2], "float32", [40.0]),
                         "undefined")
        self.assertEqual(compute("pow", "int32", [-8], "float64", [0.5]),
                         "undefined")  # NaN

    def test_pow_float_base_keeps_the_exponent(self):
        # the exponent is not converted to the base's type: float16 would
        # hold 2049 as 2048, whose power of -1 is 1
        self.assertValues(compute("pow", "float16", [-1.0, 2.0], "int64",
                                  [2049, 3]), "float16", [-1.0, 8.0])
        self.assertValues(compute("pow", "float32", [4.0, 2.0], "float64",
                                  [0.5, -1.0]), "float32", [2.0, 0.5])
        self.assertValues(compute("pow", "bfloat16", [2.0], "uint8", [3]),
                          "bfloat16", [8.0])

    def test_bitshift(self):
        # op_bitshift.py: np.left_shift, np.right_shift; a count of at
        # least the width gives 0 (npy_lshift, npy_rshift)
        self.assertValues(compute("bitwise_left_shift", "uint8",
                                  [255, 1, 1], "uint8", [1, 7, 8]),
                          "uint8", [254, 128, 0])
        self.assertValues(compute("bitwise_right_shift", "uint8", [255, 255],
                                  "uint8", [7, 200]), "uint8", [1, 0])
        self.assertValues(compute("bitwise_left_shift", "uint64", [1, 1],
                                  "uint64", [63, 64]), "uint64", [2 ** 63, 0])
        self.assertEqual(compute("bitwise_left_shift", "int32", [1], "int32",
                                 [1]), "unsupported_dtype_for_op")

    def test_max_min_nan_and_ties(self):
        # np.maximum, np.minimum: NaN on either side
        self.assertValues(compute("maximum", "float32", [NAN, 1.0, -0.0],
                                  "float32", [1.0, NAN, -0.0]),
                          "float32", [NAN, NAN, -0.0])
        self.assertValues(compute("minimum", "float64", [NAN, 1.0, 0.0],
                                  "float64", [1.0, NAN, 0.0]),
                          "float64", [NAN, NAN, 0.0])
        # -0.0 against +0.0: the text does not order them and NumPy's
        # loops differ by dtype (1.24: float16 the first, float32 the
        # second): left open, in either order
        for op in ("maximum", "minimum"):
            for dtype in ("float16", "float32", "float64", "bfloat16"):
                self.assertEqual(compute(op, dtype, [1.0, -0.0], dtype,
                                         [2.0, 0.0]), "undefined")
                self.assertEqual(compute(op, dtype, [0.0], dtype, [-0.0]),
                                 "undefined")

    def test_integer_arithmetic_wraps(self):
        self.assertValues(compute("add", "uint64", [2 ** 64 - 1], "uint64",
                                  [1]), "uint64", [0])
        self.assertValues(compute("multiply", "int32", [2 ** 31 - 1],
                                  "int32", [2]), "int32", [-2])

    def test_kernel_overrides_only_where_onnx_differs(self):
        kernel = promotion_onnx.kernel
        # (maximum, minimum of reals: the -0.0/+0.0 tie is left open)
        for op, dtype in (("divide", "int32"), ("remainder", "uint8"),
                          ("pow", "int64"), ("pow", "float16"),
                          ("bitwise_left_shift", "uint16"),
                          ("maximum", "float32"), ("minimum", "bfloat16")):
            self.assertIsNotNone(kernel(op, dtype), (op, dtype))
        for op, dtype in (("add", "float32"), ("maximum", "int32"),
                          ("divide", "float32"), ("less", "int8"),
                          ("equal", "bool"), ("bitwise_and", "int8")):
            self.assertIsNone(kernel(op, dtype), (op, dtype))


class FunctionsTest(unittest.TestCase):
    def test_where(self):
        yes_no = arr("bool", [True, False])
        self.assertEqual(function("where", (yes_no, arr("int16", [1, 2]),
                                            arr("int16", [9, 8, 7]))),
                         "incompatible_shapes")
        self.assertEqual(function("where", (yes_no, arr("int16", [1, 2]),
                                            arr("int16", [9], (1,)))),
                         ("int16", (2,), [1, 9]))
        self.assertEqual(function("where", (arr("bool", [False], ()),
                                            arr("int16", [1, 2]),
                                            arr("int16", [3, 4]))),
                         ("int16", (2,), [3, 4]))
        # B before T; x1's type before the binding to x2's
        self.assertEqual(function("where", (arr("uint8", [1, 0]),
                                            arr("int16", [1, 2]),
                                            arr("int8", [3, 4]))),
                         "unsupported_dtype_for_op")
        self.assertEqual(function("where", (yes_no, arr("int16", [1, 2]),
                                            arr("int8", [3, 4]))),
                         "no_promotion")
        self.assertEqual(function("where", (yes_no, arr("float8_e5m2",
                                                        [1.0, 2.0]),
                                            arr("float8_e5m2", [1.0, 2.0]))),
                         "unsupported_dtype_for_op")
        self.assertEqual(function("where", (yes_no, arr("complex128",
                                                        [1j, 2]),
                                            arr("complex128", [3, 4j]))),
                         ("complex128", (2,), [1j, 4j]))
        self.assertEqual(function("where", (yes_no, arr("int16", [1, 2]),
                                            Scalar("int", 1))), "undefined")

    def test_clip(self):
        x = arr("float32", [-2.0, 0.5, 3.0, NAN])
        zero, one = arr("float32", [0.0], ()), arr("float32", [1.0], ())
        got = function("clip", (x, zero, one))
        self.assertEqual(got[:2], ("float32", (4,)))
        self.assertTrue(all(map(same, got[2], [0.0, 0.5, 1.0, NAN])))
        self.assertEqual(function("clip", (arr("int16", [1, -5]), None,
                                           None)), ("int16", (2,), [1, -5]))
        # min > max: max everywhere (Min(max, Max(input, min)))
        self.assertEqual(function("clip", (arr("int32", [0, 4, 9]),
                                           arr("int32", [6], ()),
                                           arr("int32", [2], ()))),
                         ("int32", (3,), [2, 2, 2]))
        # the text's Min(max, Max(input, min)), with the reference's NaN
        # propagation: a NaN bound gives NaN everywhere, a NaN element
        # stays NaN
        got = function("clip", (arr("float64", [1.0, 2.0]),
                                arr("float64", [NAN], ()),
                                arr("float64", [1.5], ())))
        self.assertEqual(got[:2], ("float64", (2,)))
        self.assertTrue(all(map(same, got[2], [NAN, NAN])))
        got = function("clip", (arr("float32", [NAN, 1.0]), None,
                                arr("float32", [NAN], ())))
        self.assertTrue(all(map(same, got[2], [NAN, NAN])))
        # an element and a bound that are zeros of different signs: Max's
        # and Min's tie, left open
        self.assertEqual(function("clip", (arr("float32", [-0.0, 1.0]),
                                           arr("float32", [0.0], ()),
                                           None)), "undefined")
        self.assertEqual(function("clip", (arr("float64", [0.0]), None,
                                           arr("float64", [-0.0], ()))),
                         "undefined")
        # an absent bound is numeric_limits::lowest() or max()
        self.assertEqual(function("clip", (arr("float16", [INF, -INF, 1.0]),
                                           arr("float16", [0.0], ()),
                                           None)),
                         ("float16", (3,), [65504.0, 0.0, 1.0]))
        self.assertEqual(function("clip", (arr("float32", [INF, -INF]),
                                           None, None)),
                         ("float32", (2,), [3.4028234663852886e38,
                                            -3.4028234663852886e38]))
        # bounds must be 0-d: not broadcast
        self.assertEqual(function("clip", (x, arr("float32", [0.0]), None)),
                         "invalid_rank")
        # x's type, min's binding, before max's type
        self.assertEqual(function("clip", (x, arr("int32", [0], ()),
                                           arr("bool", [True], ()))),
                         "no_promotion")
        self.assertEqual(function("clip", (arr("bool", [True]), None,
                                           None)), "unsupported_dtype_for_op")
        self.assertEqual(function("clip", (x, Scalar("float", 0.0), None)),
                         "undefined")

    def test_matmul(self):
        self.assertEqual(function("matmul", (arr("int32", [1, 2, 3, 4],
                                                  (2, 2)),
                                             arr("int32", [1, 1]))),
                         ("int32", (2,), [3, 7]))
        self.assertEqual(function("matmul", (arr("int32", [2 ** 31 - 1, 1],
                                                  (1, 2)),
                                             arr("int32", [1, 1], (2, 1)))),
                         ("int32", (1, 1), [-2 ** 31]))
        for dtype in ("int8", "int16", "uint8", "uint16", "bool",
                      "complex64"):
            self.assertEqual(function("matmul", (arr(dtype, [1], (1, 1)),
                                                 arr(dtype, [1], (1, 1)))),
                             "unsupported_dtype_for_op", dtype)
        self.assertEqual(function("matmul", (arr("float32", [1.0], ()),
                                             arr("float64", [1.0]))),
                         "no_promotion")
        self.assertEqual(function("matmul", (arr("float32", [1.0], ()),
                                             arr("float32", [1.0]))),
                         "invalid_rank")
        # contracted sizes before the batch
        self.assertEqual(function("matmul", (arr("float32", [0.0] * 12,
                                                  (2, 2, 3)),
                                             arr("float32", [0.0] * 12,
                                                 (3, 2, 2)))),
                         "incompatible_shapes")

    def test_concat(self):
        ones = arr("int8", [1])
        self.assertEqual(function("concat", (ones, arr("int8", [2, 3]))),
                         ("int8", (3,), [1, 2, 3]))
        self.assertEqual(function("concat", ()), "invalid_argument")
        self.assertEqual(function("concat", (ones,), None), "undefined")
        self.assertEqual(function("concat", (arr("int8", [1], ()),)),
                         "invalid_axis")
        self.assertEqual(function("concat", (ones, ones), 1), "invalid_axis")
        self.assertEqual(function("concat", (ones, arr("int8", [1], (1, 1)))),
                         "incompatible_shapes")
        self.assertEqual(function("concat", (ones, arr("int16", [1]))),
                         "no_promotion")
        self.assertEqual(function("concat", (arr("float8_e4m3fn", [1.0]),)),
                         "unsupported_dtype_for_op")
        self.assertEqual(function("concat", (arr("bfloat16", [1.0]),)),
                         ("bfloat16", (1,), [1.0]))

    def test_stack(self):
        self.assertEqual(function("stack", (arr("int8", [1, 2]),
                                            arr("int8", [3, 4])), -1),
                         ("int8", (2, 2), [1, 3, 2, 4]))
        self.assertEqual(function("stack", (arr("int8", [1], ()),
                                            arr("int8", [2], ()))),
                         ("int8", (2,), [1, 2]))
        self.assertEqual(function("stack", ()), "invalid_argument")
        # ConcatFromSequence's range with new_axis=1: [-r - 1, r]
        self.assertEqual(function("stack", (arr("int8", [1]),), 2),
                         "invalid_axis")
        self.assertEqual(function("stack", (arr("int8", [1]),), -3),
                         "invalid_axis")
        self.assertEqual(function("stack", (arr("int8", [1]),
                                            arr("int8", [1, 2]))),
                         "incompatible_shapes")
        # SequenceConstruct's all_tensor_types has no bfloat16
        self.assertEqual(function("stack", (arr("bfloat16", [1.0]),)),
                         "unsupported_dtype_for_op")
        self.assertEqual(function("stack", (arr("int8", [1]),
                                            arr("uint8", [1]))),
                         "no_promotion")


class FamiliesTest(unittest.TestCase):
    def test_no_case_of_what_onnx_lacks(self):
        values = FAMILIES["values"].COMBINATIONS
        self.assertFalse([c for c in values if c[0] == "onnx"
                          and c[1] in MISSING_OPS])
        for name in ("scalars", "inplace"):
            self.assertFalse([c for c in FAMILIES[name].COMBINATIONS
                              + getattr(FAMILIES[name], "LATER_COMBINATIONS",
                                        [])
                              if c[0] == "onnx"], name)
        promotion = FAMILIES["promotion"]
        self.assertFalse([p for p in promotion.PAIRS if p[0] == "onnx"])
        self.assertFalse([c for c in promotion.LATER_CASES
                          if c[1] == "onnx"])
        for name in ("where", "clip"):
            combinations = (FAMILIES[name].COMBINATIONS
                            + getattr(FAMILIES[name], "LATER_COMBINATIONS",
                                      []))
            onnx = [c for c in combinations if c[0] == "onnx"]
            self.assertTrue(onnx, name)
            self.assertFalse([c for c in onnx
                              if any(str(form).startswith("py:")
                                     for form in c[1:])], name)


if __name__ == "__main__":
    unittest.main()

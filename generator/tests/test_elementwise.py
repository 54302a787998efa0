"""Element-wise ops, in place and not, against literals of PyTorch's type
promotion documents and hand-computed values."""

import itertools
import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.array import Array
from promcast_model.elementwise import OPS, compute, compute_inplace
from promcast_model.errors import ModelError
from promcast_model.profiles import NAMES
from promcast_model.profiles import profile as find_profile
from promcast_model.promotion_torch import DEFAULT_FLOATS


def arr(dtype, values, shape=None):
    return Array(dtype, tuple(shape if shape is not None else (len(values),)),
                 list(values))


class OutOfPlaceTest(unittest.TestCase):
    def assertResult(self, op, a, b, dtype, values, default_float="float32"):
        result = compute(op, a, b, default_float)
        self.assertEqual(result.dtype, dtype)
        self.assertEqual(len(result.data), len(values))
        for got, want in zip(result.data, values):
            if isinstance(want, float) and want != want:
                self.assertTrue(got != got, (got, want))
            else:
                self.assertEqual(got, want)
                if isinstance(want, float):
                    self.assertEqual(math.copysign(1, got),
                                     math.copysign(1, want))

    def assertKind(self, kind, op, a, b):
        with self.assertRaises(ModelError) as caught:
            compute(op, a, b, "float32")
        self.assertEqual(caught.exception.kind, kind)

    def test_seed_examples(self):
        # [[1,2,3]] + [[10],[20]]
        result = compute("add", arr("int64", [1, 2, 3], (1, 3)),
                         arr("int64", [10, 20], (2, 1)), "float32")
        self.assertEqual(result.shape, (2, 3))
        self.assertEqual(result.data, [11, 12, 13, 21, 22, 23])
        self.assertResult("add", arr("bool", [True, False]),
                          arr("int32", [1, 2]), "int32", [2, 2])  # True is 1
        self.assertResult("add", arr("int64", [1000000000]),
                          arr("float32", [1.5]), "float32",
                          [1000000000.0])  # float32 loses the 1.5
        self.assertResult("add", arr("float64", [1.0]),
                          arr("complex64", [complex(1, 2)]), "complex128",
                          [complex(2, 2)])  # not complex64

    def test_integers_wrap(self):
        self.assertResult("add", arr("uint8", [250]), arr("uint8", [10]),
                          "uint8", [4])
        self.assertResult("multiply", arr("int8", [-128]), arr("int8", [-1]),
                          "int8", [-128])
        self.assertResult("subtract", arr("int64", [-2 ** 63]),
                          arr("int64", [1]), "int64", [2 ** 63 - 1])
        # a 0-d int64 joins a dimensioned int8 as int8: 300 wraps to 44
        self.assertResult("add", arr("int8", [1]), arr("int64", [300], ()),
                          "int8", [45])

    def test_bool_arithmetic(self):
        t, f = True, False
        a, b = arr("bool", [t, t, f, f]), arr("bool", [t, f, t, f])
        self.assertResult("add", a, b, "bool", [t, t, t, f])
        self.assertResult("multiply", a, b, "bool", [t, f, f, f])
        self.assertResult("maximum", a, b, "bool", [t, t, t, f])
        self.assertResult("less", a, b, "bool", [f, f, t, f])
        # bitwise_or_kernel and bitwise_xor_kernel on kBool: a || b, a != b;
        # minimum_kernel: a && b.
        self.assertResult("bitwise_or", a, b, "bool", [t, t, t, f])
        self.assertResult("bitwise_xor", a, b, "bool", [f, t, t, f])
        self.assertResult("minimum", a, b, "bool", [t, f, f, f])
        self.assertResult("not_equal", a, b, "bool", [f, t, t, f])
        self.assertResult("less_equal", a, b, "bool", [t, f, t, t])
        self.assertResult("greater", a, b, "bool", [f, t, f, f])
        self.assertResult("greater_equal", a, b, "bool", [t, t, f, t])
        self.assertResult("divide", a, b, "float32",
                          [1.0, math.inf, 0.0, math.nan])

    def test_floats(self):
        self.assertResult("maximum", arr("float32", [-0.0, 0.0, math.nan, 1.0]),
                          arr("float32", [0.0, -0.0, 1.0, math.nan]),
                          "float32", [-0.0, 0.0, math.nan, math.nan])
        self.assertResult("divide", arr("float64", [1.0, -1.0, 0.0, 1.0]),
                          arr("float64", [0.0, 0.0, 0.0, -0.0]), "float64",
                          [math.inf, -math.inf, math.nan, -math.inf])
        # float16: 1 + 2**-11 is a tie, rounds to even 1.0; 65504 + 16 = inf
        self.assertResult("add", arr("float16", [1.0, 65504.0]),
                          arr("float16", [2 ** -11, 16.0]), "float16",
                          [1.0, math.inf])
        self.assertResult("multiply", arr("bfloat16", [3.0]),
                          arr("bfloat16", [1 + 2 ** -7]), "bfloat16",
                          [3.03125])  # 3 + 3 * 2**-7: a tie, to even 3 + 2**-5
        self.assertResult("divide", arr("int32", [1]), arr("int32", [3]),
                          "float32", [0.3333333432674408])
        self.assertResult("divide", arr("int32", [1]), arr("int32", [3]),
                          "float64", [1 / 3], default_float="float64")
        self.assertResult("equal", arr("int64", [16777217]),
                          arr("float32", [16777216.0]), "bool", [True])
        self.assertResult("less", arr("float64", [math.nan]),
                          arr("float64", [1.0]), "bool", [False])
        # minimum_kernel: NaN if either, else std::min(a, b): ties give a.
        self.assertResult("minimum", arr("float32", [-0.0, 0.0, math.nan, 1.0]),
                          arr("float32", [0.0, -0.0, 1.0, math.nan]),
                          "float32", [-0.0, 0.0, math.nan, math.nan])
        nan = math.nan
        self.assertResult("not_equal", arr("float64", [nan, nan, -0.0, 1.0]),
                          arr("float64", [nan, 1.0, 0.0, 1.0]), "bool",
                          [True, True, False, False])
        self.assertResult("less_equal", arr("float64", [nan, -0.0, 1.0]),
                          arr("float64", [1.0, 0.0, 2.0]), "bool",
                          [False, True, True])
        self.assertResult("greater", arr("float16", [2.0, nan, 0.0]),
                          arr("float16", [1.0, 1.0, -0.0]), "bool",
                          [True, False, False])
        self.assertResult("greater_equal", arr("int64", [16777217]),
                          arr("float32", [16777216.0]), "bool", [True])

    def test_integer_comparisons_and_bits(self):
        # int8 with uint8 is int16: -1 and 255 stay apart.
        self.assertResult("greater_equal", arr("int8", [-1, 5]),
                          arr("uint8", [255, 5]), "bool", [False, True])
        self.assertResult("minimum", arr("int8", [-1]), arr("uint8", [255]),
                          "int16", [-1])
        self.assertResult("bitwise_xor", arr("int8", [-1]),
                          arr("uint8", [255]), "int16", [-256])
        self.assertResult("bitwise_or", arr("int8", [-128]),
                          arr("uint8", [0x80]), "int16", [-128])
        self.assertResult("bitwise_xor", arr("int64", [-1]),
                          arr("int64", [2 ** 63 - 1]), "int64", [-2 ** 63])
        # gt_kernel's AT_DISPATCH_ALL_TYPES_AND3 has no uint64
        # (test_torch_kernels.py).
        self.assertKind("unsupported_dtype_for_op", "greater",
                        arr("uint64", [2 ** 63]), arr("uint64", [1]))

    def test_complex(self):
        self.assertResult("multiply", arr("complex64", [complex(1, 2)]),
                          arr("complex64", [complex(3, -1)]), "complex64",
                          [complex(5, 5)])
        self.assertResult("divide", arr("complex128", [complex(2, 4)]),
                          arr("complex128", [complex(1, 1)]), "complex128",
                          [complex(3, 1)])
        self.assertResult("equal", arr("complex64", [complex(1, 2)]),
                          arr("float32", [1.0]), "bool", [False])
        # ne_kernel has complex; a NaN part makes the values unequal.
        self.assertResult("not_equal",
                          arr("complex128", [complex(1, 2), complex(1, math.nan)]),
                          arr("complex128", [complex(1, 2), complex(1, math.nan)]),
                          "bool", [False, True])

    def test_dtype_errors_and_their_order(self):
        unsupported = "unsupported_dtype_for_op"
        self.assertKind(unsupported, "subtract", arr("bool", [True]),
                        arr("bool", [False]))
        self.assertKind(unsupported, "subtract", arr("bool", [True]),
                        arr("uint16", [1]))  # sub_check before promotion
        self.assertKind("no_promotion", "add", arr("uint16", [1]),
                        arr("int32", [1]))
        self.assertKind("no_promotion", "add", arr("float8_e4m3fn", [1.0]),
                        arr("float32", [1.0]))
        self.assertKind(unsupported, "add", arr("float8_e4m3fn", [1.0]),
                        arr("float8_e4m3fn", [1.0]))
        self.assertKind(unsupported, "bitwise_and", arr("int32", [1]),
                        arr("float16", [1.0]))
        self.assertKind(unsupported, "maximum", arr("complex64", [1j]),
                        arr("int8", [1]))
        self.assertKind(unsupported, "less", arr("float32", [1.0]),
                        arr("complex32", [1j]))
        for op in ("less_equal", "greater", "greater_equal"):
            self.assertKind(unsupported, op, arr("complex64", [1j]),
                            arr("complex64", [1j]))
        for op in ("bitwise_or", "bitwise_xor"):
            self.assertKind(unsupported, op, arr("float32", [1.0]),
                            arr("int8", [1]))
        self.assertKind(unsupported, "minimum", arr("int8", [1]),
                        arr("complex128", [1j]))
        # ne_kernel dispatches float8 (test_torch_kernels.py).
        self.assertResult("not_equal", arr("float8_e5m2", [1.0]),
                          arr("float8_e5m2", [1.0]), "bool", [False])
        # minimum's meta function refuses complex before the shapes; the
        # kernels' refusals of le, gt, ge come after them.
        self.assertKind(unsupported, "minimum", arr("complex64", [1j, 1j]),
                        arr("uint16", [1, 1, 1]))
        self.assertKind("incompatible_shapes", "greater_equal",
                        arr("complex64", [1j, 1j]), arr("int8", [1, 1, 1]))
        # Meta-function refusals come before shapes (sub_check, maximum's
        # complex check), the kernel's after promotion.
        self.assertKind(unsupported, "subtract",
                        arr("bool", [True, True]), arr("bool", [1, 1, 1]))
        self.assertKind(unsupported, "maximum", arr("complex64", [1j, 1j]),
                        arr("uint16", [1, 1, 1]))
        self.assertKind("incompatible_shapes", "less",
                        arr("complex64", [1j, 1j]), arr("int8", [1, 1, 1]))
        self.assertResult("bitwise_and", arr("bool", [True]),
                          arr("int8", [-1]), "int8", [1])


class InPlaceTest(unittest.TestCase):
    def assertKind(self, kind, op, a, b):
        with self.assertRaises(ModelError) as caught:
            compute_inplace(op, a, b, "float32")
        self.assertEqual(caught.exception.kind, kind)

    def test_inplace_does_not_promote(self):
        self.assertKind("cannot_cast", "add", arr("int32", [1, 2]),
                        arr("float32", [3.5, 4.5]))

    def test_check_order(self):
        # TensorIterator: mark_resize_outputs (the destination's shape)
        # before compute_types (can_cast), and can_cast before the kernel.
        self.assertKind("inplace_shape_change", "add", arr("int32", [1]),
                        arr("float32", [1.0, 2.0]))
        self.assertKind("cannot_cast", "bitwise_and", arr("int32", [1]),
                        arr("float32", [1.0]))
        self.assertKind("unsupported_dtype_for_op", "bitwise_and",
                        arr("float32", [1.0]), arr("int32", [1]))
        self.assertKind("inplace_shape_change", "add", arr("float32", [1.0]),
                        arr("float32", [1.0, 2.0]))
        self.assertKind("incompatible_shapes", "add", arr("int32", [1, 2]),
                        arr("float32", [1.0, 2.0, 3.0]))
        self.assertKind("cannot_cast", "divide", arr("int64", [4]),
                        arr("int64", [2]))
        self.assertKind("cannot_cast", "bitwise_xor", arr("bool", [True]),
                        arr("int16", [1]))
        self.assertKind("cannot_cast", "minimum", arr("int16", [1]),
                        arr("float32", [1.0]))

    def test_comparisons_in_place_are_not_cast_checked(self):
        # build_comparison_op: ne_, le_, gt_, ge_ write 0 or 1 anywhere.
        result = compute_inplace("greater_equal", arr("int32", [1, 2, 3]),
                                 arr("float32", [1.5, 2.0, math.nan]),
                                 "float32")
        self.assertEqual((result.dtype, list(result.data)),
                         ("int32", [0, 1, 0]))
        result = compute_inplace("not_equal", arr("bool", [True, False]),
                                 arr("float64", [1.0, math.nan]), "float32")
        self.assertEqual((result.dtype, list(result.data)),
                         ("bool", [False, True]))

    def test_results_cast_to_destination(self):
        result = compute_inplace("add", arr("int8", [100]),
                                 arr("int64", [100]), "float32")
        self.assertEqual((result.dtype, result.data), ("int8", [-56]))
        result = compute_inplace("equal", arr("float16", [1.0, 2.0]),
                                 arr("int32", [1]), "float32")
        self.assertEqual((result.dtype, result.data), ("float16", [1.0, 0.0]))
        result = compute_inplace("add", arr("float16", [1.0]),
                                 arr("float64", [2 ** -11 + 2 ** -40]),
                                 "float32")
        # computed in float64 (both dimensioned), then cast to float16 once:
        # just above the tie 1 + 2**-11, so up to 1 + 2**-10
        self.assertEqual(result.data, [1.0009765625])



class WhatProfilesReadTest(unittest.TestCase):
    """The element-wise model memoizes each profile's elementwise_dtypes on
    what the profile says it reads (profiles.py ELEMENTWISE_READS_RANKS,
    ELEMENTWISE_DEFAULT_FLOAT_OPS): every answer must be the one with the
    ranks and default float it says it ignores set to anything else."""

    def test_every_op_dtype_pair_rank_and_default(self):
        for name in NAMES:
            module = find_profile(name)
            for op, a, b, inplace in itertools.product(
                    OPS, module.DTYPES, module.DTYPES, (False, True)):
                answers = {}
                for a_0d, b_0d, default in itertools.product(
                        (False, True), (False, True), DEFAULT_FLOATS):
                    key = (a_0d, b_0d) if module.ELEMENTWISE_READS_RANKS \
                        else ()
                    if op in module.ELEMENTWISE_DEFAULT_FLOAT_OPS:
                        key += (default,)
                    answer = _comparable(module.elementwise_dtypes(
                        op, a, a_0d, b, b_0d, default, inplace))
                    first = answers.setdefault(key, answer)
                    self.assertEqual(first, answer, (name, op, a, b, inplace,
                                                     a_0d, b_0d, default))


def _comparable(decision):
    """An ElementwiseDtypes with its errors as (kind, message)."""
    return tuple((value.kind, value.message)
                 if isinstance(value, ModelError) else value
                 for value in decision)


NAN, INF = math.nan, math.inf
# The newer functions, per profile: (op, a dtype, a values, b dtype, b
# values, expected dtype and values, or an error kind), each row a rule of
# the profile's library (the profiles' modules cite them).
NEWER_FUNCTION_ROWS = {
    "torch": [
        ("floor_divide", "float64", [1.0, -0.0, -1.0, 1.0, 0.0],
         "float64", [0.1, 1.0, INF, 0.0, 0.0],
         ("float64", [9.0, -0.0, -1.0, INF, NAN])),
        ("floor_divide", "int8", [-128, 7, -7], "int8", [-1, -2, 2],
         ("int8", [-128, -4, -4])),
        ("floor_divide", "int32", [-2 ** 31], "int32", [-1], "undefined"),
        ("floor_divide", "int64", [1, 2], "int64", [1, 0], "invalid_value"),
        ("floor_divide", "bool", [True], "bool", [True],
         "unsupported_dtype_for_op"),
        ("floor_divide", "uint16", [1], "uint16", [1],
         "unsupported_dtype_for_op"),
        ("remainder", "float32", [-4.0, 5.0, -1.0], "float32",
         [2.0, -3.0, INF], ("float32", [-0.0, -1.0, INF])),
        ("remainder", "int32", [-7, 7], "int32", [3, -3],
         ("int32", [2, -2])),
        ("remainder", "int16", [1], "int16", [0], "invalid_value"),
        ("copysign", "int8", [3, -2], "uint8", [0, 1],
         ("float32", [3.0, 2.0])),
        ("copysign", "float16", [1.0, NAN], "float16", [NAN, -1.0],
         ("float16", [1.0, NAN])),
        ("copysign", "complex64", [1j], "float32", [1.0],
         "unsupported_dtype_for_op"),
        ("nextafter", "float16", [0.0, 65504.0, 1.0], "float16",
         [-1.0, INF, 1.0], ("float16", [-5.960464477539063e-08, INF, 1.0])),
        ("nextafter", "bfloat16", [1.0], "bfloat16", [0.0],
         ("bfloat16", [0.99609375])),
        ("nextafter", "int32", [1], "int32", [2],
         "unsupported_dtype_for_op"),
        ("bitwise_left_shift", "int8", [1, 1, 1, -1], "int8",
         [7, 8, -1, 1], ("int8", [-128, 0, 0, -2])),
        ("bitwise_right_shift", "int8", [-128, -128, 64], "int8",
         [7, 9, -1], ("int8", [-1, -1, 0])),
        ("bitwise_right_shift", "uint8", [255], "uint8", [200],
         ("uint8", [0])),
        ("bitwise_left_shift", "bool", [True], "bool", [True],
         "unsupported_dtype_for_op"),
        ("logical_and", "complex64", [1j, 0j], "float32", [NAN, NAN],
         ("bool", [True, False])),
        ("logical_xor", "uint16", [1], "uint16", [1],
         "unsupported_dtype_for_op"),
    ],
    "numpy": [
        # 0.1 in float16 is 0.0999755859375: 1 // it is 10 in float.
        ("floor_divide", "float16", [1.0, -0.0], "float16",
         [0.0999755859375, 1.0], ("float16", [10.0, -0.0])),
        ("floor_divide", "float64", [1.0], "float64", [0.1],
         ("float64", [9.0])),
        ("floor_divide", "int8", [-128, 5, 5], "int8", [-1, 0, -2],
         ("int8", [-128, 0, -3])),
        ("floor_divide", "bool", [True], "bool", [True], ("int8", [1])),
        ("remainder", "float64", [-4.0, 4.0], "float64", [2.0, -2.0],
         ("float64", [0.0, -0.0])),
        ("remainder", "uint8", [7], "uint8", [0], ("uint8", [0])),
        ("copysign", "int8", [3], "uint8", [0], ("float16", [3.0])),
        ("nextafter", "float16", [0.0], "float16", [-0.0],
         ("float16", [0.0])),
        ("nextafter", "float32", [0.0], "float32", [-0.0],
         ("float32", [-0.0])),
        ("bitwise_left_shift", "int8", [1, 1], "int8", [7, -1],
         ("int8", [-128, 0])),
        ("bitwise_right_shift", "int16", [-5, 5], "int16", [16, 16],
         ("int16", [-1, 0])),
        ("bitwise_left_shift", "int64", [1], "uint64", [1],
         "unsupported_dtype_for_op"),
        ("logical_or", "complex128", [complex(0, NAN)], "bool", [False],
         ("bool", [True])),
    ],
    "jax": [
        ("floor_divide", "float32", [-0.0, 1.0, 1.0], "float32",
         [1.0, 0.0, -3.0], ("float32", [0.0, INF, -1.0])),
        ("floor_divide", "int32", [5, 0, -2 ** 31], "int32", [0, 0, -1],
         ("int32", [-2, -1, -2 ** 31])),
        ("floor_divide", "uint8", [5], "uint8", [0], ("uint8", [255])),
        ("floor_divide", "bool", [True], "bool", [False], ("int32", [-2])),
        ("floor_divide", "complex64", [1j], "float32", [1.0],
         "unsupported_dtype_for_op"),
        ("remainder", "float32", [-4.0, 5.0], "float32", [2.0, 0.0],
         ("float32", [-0.0, NAN])),
        ("remainder", "int8", [7, -7], "int8", [0, 3], ("int8", [0, 2])),
        ("copysign", "int16", [2], "int16", [-1], ("float32", [-2.0])),
        ("nextafter", "float16", [1.0], "float16", [2.0],
         ("float16", [1.0009765625])),
        ("bitwise_left_shift", "int8", [1, 1], "int8", [8, -1],
         ("int8", [0, 0])),
        ("bitwise_right_shift", "int8", [-5, 5], "int8", [9, -1],
         ("int8", [-1, 0])),
        ("bitwise_left_shift", "float32", [1.0], "float32", [1.0],
         "unsupported_dtype_for_op"),
        ("logical_and", "float32", [NAN, 0.0], "int8", [1, 1],
         ("bool", [True, False])),
    ],
    "mlx": [
        ("floor_divide", "float64", [1.0, -0.5], "float64", [0.1, 1.0],
         ("float64", [10.0, -1.0])),
        ("floor_divide", "int32", [7, -7], "int32", [2, 2],
         ("int32", [3, -3])),
        ("floor_divide", "int8", [-128], "int8", [-1], ("int8", [-128])),
        ("floor_divide", "int32", [-2 ** 31], "int32", [-1], "undefined"),
        ("floor_divide", "int16", [1], "int16", [0], "undefined"),
        ("remainder", "float32", [-4.0, 5.0, -1.0], "float32",
         [2.0, 3.0, INF], ("float32", [-0.0, 2.0, INF])),
        ("remainder", "int32", [-7], "int32", [3], ("int32", [2])),
        ("remainder", "complex64", [1j], "complex64", [1j],
         "unsupported_dtype_for_op"),
        ("copysign", "float32", [1.0], "float32", [-1.0],
         "invalid_argument"),
        ("nextafter", "float32", [1.0], "float32", [2.0],
         "invalid_argument"),
        ("bitwise_left_shift", "int8", [1, 3], "int8", [8, 31],
         ("int8", [0, 0])),
        ("bitwise_left_shift", "uint8", [1], "uint8", [32], "undefined"),
        ("bitwise_right_shift", "int32", [1], "int32", [-1], "undefined"),
        ("bitwise_right_shift", "bool", [True], "bool", [True],
         ("uint8", [0])),
        ("logical_and", "complex64", [1j, 1 + 0j], "bool", [True, True],
         ("bool", [False, True])),
    ],
    "array-api": [
        ("floor_divide", "float64", [1.0, -1.0], "float64", [INF, INF],
         "undefined"),
        ("floor_divide", "int16", [7], "int16", [-2], ("int16", [-4])),
        ("remainder", "float32", [-4.0], "float32", [2.0],
         ("float32", [0.0])),
        ("copysign", "float32", [1.0], "float32", [-0.0],
         ("float32", [-1.0])),
        ("nextafter", "float64", [1.0], "float64", [2.0],
         ("float64", [1.0000000000000002])),
        ("bitwise_left_shift", "int32", [3], "int32", [-1], "undefined"),
        ("logical_or", "bool", [False], "bool", [True], ("bool", [True])),
        ("logical_or", "float32", [1.0], "float32", [1.0], "undefined"),
    ],
}


# pow, atan2, hypot, logaddexp: the integer power rules (powers.py's
# sources), the dtype each library computes in, and values known in closed
# form: atan2(1, 1) = pi/4, hypot(3, 4) = 5, logaddexp(0, 0) = log 2.
_QUARTER_PI = 0.7853981633974483  # pi/4 to double precision
_LOG_2 = 0.6931471805599453       # log 2 to double precision
_FUNCTION_ROWS = {
    "torch": [
        ("pow", "int8", [2, -1, 1, 3], "int8", [-1, -3, -2, 5],
         ("int8", [0, -1, 1, -13])),  # 3**5 = 243 wraps to -13
        ("pow", "bool", [True], "bool", [True], "unsupported_dtype_for_op"),
        ("atan2", "int32", [1], "int32", [1],
         ("float32", [0.7853981852531433])),
        ("hypot", "float32", [3.0], "float32", [4.0], ("float32", [5.0])),
        ("hypot", "int32", [3], "int32", [4], "unsupported_dtype_for_op"),
        ("logaddexp", "float64", [0.0], "float64", [0.0],
         ("float64", [_LOG_2])),
    ],
    "numpy": [
        ("pow", "int8", [2], "int8", [-1], "invalid_value"),
        ("pow", "bool", [True], "bool", [False], ("int8", [1])),
        ("atan2", "float64", [1.0], "float64", [1.0],
         ("float64", [_QUARTER_PI])),
        ("hypot", "int8", [3], "int8", [4], ("float16", [5.0])),
        ("logaddexp", "complex64", [1j], "complex64", [1j],
         "unsupported_dtype_for_op"),
    ],
    "array-api": [
        ("pow", "int8", [2], "int8", [-1], "undefined"),
        ("pow", "int8", [2], "int8", [7], "undefined"),  # 128 overflows
        ("pow", "float64", [-0.0], "float64", [-3.0],
         ("float64", [-math.inf])),
        ("atan2", "float32", [0.0], "float32", [-0.0],
         ("float32", [3.1415927410125732])),
        ("hypot", "int32", [3], "int32", [4], "undefined"),
    ],
    "jax": [
        # _pow_int_int reads 6 bits: 2**-1 is 2**63, which wraps to 0.
        ("pow", "int8", [2, -1, 0], "int8", [-1, -3, 64],
         ("int8", [0, -1, 0])),
        ("pow", "bool", [True], "bool", [True], ("int32", [1])),
        ("hypot", "complex64", [1j], "complex64", [1j],
         "unsupported_dtype_for_op"),
    ],
    "mlx": [
        ("pow", "int8", [2, -1], "int8", [-1, 3], ("int8", [0, -1])),
        ("pow", "bool", [False, False], "bool", [True, False],
         ("bool", [False, True])),
        ("hypot", "float32", [3.0], "float32", [4.0], "invalid_argument"),
        ("atan2", "complex64", [1j], "float32", [1.0],
         "unsupported_dtype_for_op"),
    ],
}
for _profile, _rows in _FUNCTION_ROWS.items():
    NEWER_FUNCTION_ROWS[_profile] = NEWER_FUNCTION_ROWS[_profile] + _rows


class NewerFunctionsTest(unittest.TestCase):
    def test_rows_of_every_profile(self):
        for profile, rows in NEWER_FUNCTION_ROWS.items():
            for op, a_dtype, a, b_dtype, b, expected in rows:
                context = (profile, op, a_dtype, a, b_dtype, b)
                try:
                    got = compute(op, arr(a_dtype, a), arr(b_dtype, b),
                                  "float32", profile)
                except ModelError as error:
                    self.assertEqual(error.kind, expected, context)
                    continue
                self.assertNotIsInstance(expected, str, (context, got))
                self.assertEqual(got.dtype, expected[0], context)
                for x, y in zip(got.data, expected[1], strict=True):
                    self.assertTrue(
                        (x != x and y != y) or (x == y and repr(x) == repr(y)),
                        (context, got))

    def test_every_function_has_rows(self):
        covered = {row[0] for rows in NEWER_FUNCTION_ROWS.values()
                   for row in rows}
        self.assertEqual(covered, set(OPS[15:]))

if __name__ == "__main__":
    unittest.main()

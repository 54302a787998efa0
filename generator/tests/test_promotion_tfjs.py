"""TensorFlow.js promotion and kernels (promotion_tfjs.py) against
TensorFlow.js 4.22's sources (tfjs-core/src/types.ts, tensor_util_env.ts,
the ops and the CPU backend's kernels); each value below is worked by hand
from the kernel's JavaScript formula."""

import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model import elementwise, scalar_values
from promcast_model.array import Array
from promcast_model.errors import ModelError
from promcast_model.function_call import Scalar
from promcast_model.functions import AXIS_DEFAULT, FunctionCall
from promcast_model.functions import outcome as function_outcome
from promcast_model.operands import array_operand, scalar_operand
from promcast_model.promotion_tfjs import (DTYPES, MISSING_OPS, can_cast,
                                          elementwise_dtypes, js_round_nonzero,
                                          promote_types, result_type,
                                          to_int32)

# tfjs-core/src/types.ts, the four Upcast*AndMap enums as written there:
# (the row's dtype, then the map's float32, int32, bool, complex64 cells).
UPCAST_ENUMS = {
    "int32": ("float32", "int32", "int32", "complex64"),
    "bool": ("float32", "int32", "bool", "complex64"),
    "float32": ("float32", "float32", "float32", "complex64"),
    "complex64": ("complex64", "complex64", "complex64", "complex64"),
}
ENUM_ORDER = ("float32", "int32", "bool", "complex64")


def compute(op, a, b):
    return elementwise.compute(op, a, b, "float32", "tfjs")


def outcome(op, a, b):
    result = elementwise.outcome(op, a, b, "float32", "tfjs", False)
    return result.kind if isinstance(result, ModelError) else result


def with_scalar(op, array, kind, value, position="b"):
    result = scalar_values.scalar_outcome(op, array, kind, value, position,
                                          "float32", "tfjs")
    return result.kind if isinstance(result, ModelError) else result


class UpcastTest(unittest.TestCase):
    def test_table_is_the_enums(self):
        for row, cells in UPCAST_ENUMS.items():
            for column, cell in zip(ENUM_ORDER, cells):
                self.assertEqual(promote_types(row, column), cell,
                                 (row, column))

    def test_symmetric_and_never_fails(self):
        for a in DTYPES:
            for b in DTYPES:
                self.assertEqual(promote_types(a, b), promote_types(b, a))

    def test_other_dtypes_refused(self):
        with self.assertRaises(ModelError) as caught:
            promote_types("int64", "int32")
        self.assertEqual(caught.exception.kind, "unsupported_dtype_for_op")

    def test_can_cast_is_upcast_to_target(self):
        self.assertTrue(can_cast("bool", "int32"))
        self.assertTrue(can_cast("int32", "float32"))
        self.assertFalse(can_cast("float32", "int32"))
        self.assertFalse(can_cast("complex64", "float32"))


class ScalarTest(unittest.TestCase):
    def test_numbers_are_float32_and_not_weak(self):
        # inferDtype: a number is float32 whatever its value, and
        # makeTypesMatch upcasts by dtype alone: int32 + 5 is float32.
        self.assertEqual(result_type([array_operand("int32", 1),
                                      scalar_operand("int", 5)], "float64"),
                         "float32")
        self.assertEqual(result_type([array_operand("bool", 0),
                                      scalar_operand("bool", True)],
                                     "float64"), "bool")
        self.assertEqual(result_type([array_operand("int32", 0),
                                      array_operand("bool", 1)],
                                     "float64"), "int32")

    def test_complex_scalar_is_undefined(self):
        with self.assertRaises(ModelError) as caught:
            result_type([array_operand("float32", 1),
                         scalar_operand("complex", 1j)], "float32")
        self.assertEqual(caught.exception.kind, "undefined")

    def test_int_value_rounds_through_a_double(self):
        # 2**53 + 1 is the double 2**53, then float32 2**53; 2**1100 is
        # no double: Infinity.
        got = with_scalar("add", Array("float32", (1,), [0.0]), "int",
                          (1 << 53) + 1)
        self.assertEqual(got.data, [float(1 << 53)])
        got = with_scalar("add", Array("float32", (1,), [0.0]), "int",
                          1 << 1100)
        self.assertEqual(got.data, [math.inf])

    def test_logical_ops_make_a_number_bool_by_math_round(self):
        # toTypedArray(.., 'bool'): Math.round(x) !== 0.
        self.assertFalse(js_round_nonzero(0.4))
        self.assertFalse(js_round_nonzero(-0.5))
        self.assertTrue(js_round_nonzero(0.5))
        self.assertTrue(js_round_nonzero(-0.6))
        self.assertTrue(js_round_nonzero(math.nan))
        got = with_scalar("logical_or", Array("bool", (2,), [False, True]),
                          "float", 0.4)
        self.assertEqual((got.dtype, got.data), ("bool", [False, True]))
        # a tensor that is not bool is refused (assertDtype)
        self.assertEqual(with_scalar("logical_and",
                                     Array("int32", (1,), [1]), "bool",
                                     True), "unsupported_dtype_for_op")


class ElementwiseDtypesTest(unittest.TestCase):
    def test_lacked_ops_and_every_in_place_form(self):
        for op in MISSING_OPS:
            self.assertEqual(elementwise_dtypes(
                op, "int32", False, "int32", False, "float32",
                False).early_refusal.kind, "invalid_argument")
        self.assertEqual(elementwise_dtypes(
            "add", "int32", False, "int32", False, "float32",
            True).early_refusal.kind, "invalid_argument")

    def test_floor_divide_is_int32_and_int32_divide_floors(self):
        self.assertEqual(elementwise_dtypes(
            "floor_divide", "float32", False, "float32", False, "float32",
            False)[2:], ("float32", "int32"))
        self.assertEqual(elementwise_dtypes(
            "divide", "bool", False, "int32", False, "float32",
            False)[2:], ("int32", "int32"))

    def test_bool_maximum_is_int32(self):
        self.assertEqual(elementwise_dtypes(
            "maximum", "bool", False, "bool", False, "float32", False)[2:],
            ("int32", "int32"))

    def test_complex_refusals_and_their_order(self):
        # RealDiv's kernel refuses before its broadcast check; Equal runs
        # after equal.ts's assertAndGetBroadcastShape.
        a = Array("complex64", (2,), [1j, 1j])
        b = Array("complex64", (3,), [1j, 1j, 1j])
        self.assertEqual(outcome("divide", a, b), "unsupported_dtype_for_op")
        self.assertEqual(outcome("equal", a, b), "incompatible_shapes")
        self.assertEqual(outcome("equal", a, a), "unsupported_dtype_for_op")

    def test_bitwise_and_same_shapes_then_int32(self):
        one = Array("int32", (1,), [6])
        two = Array("int32", (2,), [3, 5])
        self.assertEqual(outcome("bitwise_and", one, two),
                         "incompatible_shapes")
        self.assertEqual(outcome("bitwise_and", Array("float32", (1,), [1.0]),
                                 Array("int32", (2,), [1, 2])),
                         "incompatible_shapes")
        self.assertEqual(outcome("bitwise_and",
                                 Array("float32", (2,), [1.0, 2.0]), two),
                         "unsupported_dtype_for_op")
        self.assertEqual(compute("bitwise_and", Array("int32", (2,), [6, 6]),
                                 two).data, [2, 4])


class KernelTest(unittest.TestCase):
    def test_to_int32(self):
        self.assertEqual(to_int32(2.0 ** 31), -2 ** 31)
        self.assertEqual(to_int32(-7.9), -7)
        self.assertEqual(to_int32(math.inf), 0)
        self.assertEqual(to_int32(math.nan), 0)

    def test_int32_products_round_to_a_double_first(self):
        # (2**31 - 1)**2 = 2**62 - 2**32 + 1 is the double 2**62 - 2**32,
        # which is 0 modulo 2**32.
        got = compute("multiply", Array("int32", (1,), [2 ** 31 - 1]),
                      Array("int32", (1,), [2 ** 31 - 1]))
        self.assertEqual(got.data, [0])

    def test_int32_division_floors_and_zero_divisors_give_0(self):
        got = compute("divide", Array("int32", (3,), [-7, 7, 0]),
                      Array("int32", (3,), [2, 0, 0]))
        self.assertEqual((got.dtype, got.data), ("int32", [-4, 0, 0]))

    def test_float_floor_divide_uses_the_double_quotient(self):
        # 1 / float32(0.1) = 9.99999985...: Math.floor gives 9.
        got = compute("floor_divide", Array("float32", (1,), [1.0]),
                      Array("float32", (1,), [0.10000000149011612]))
        self.assertEqual((got.dtype, got.data), ("int32", [9]))

    def test_mod_sign_rule(self):
        got = compute("remainder", Array("int32", (5,), [-7, 7, -7, 7, 5]),
                      Array("int32", (5,), [2, -2, -2, 0, 3]))
        self.assertEqual(got.data, [1, -1, -1, 0, 2])

    def test_pow_js_special_cases(self):
        got = compute("pow", Array("float32", (4,), [1.0, -1.0, math.nan,
                                                     0.0]),
                      Array("float32", (4,), [math.nan, math.inf, 0.0,
                                              -1.0]))
        self.assertTrue(math.isnan(got.data[0]) and math.isnan(got.data[1]))
        self.assertEqual(got.data[2:], [1.0, math.inf])
        got = compute("pow", Array("int32", (3,), [2, 2, -2]),
                      Array("int32", (3,), [31, -1, 3]))
        self.assertEqual(got.data, [-2 ** 31, 0, -8])

    def test_bool_arithmetic_through_uint8(self):
        a = Array("bool", (4,), [True, False, True, False])
        b = Array("bool", (4,), [True, True, False, False])
        # 1 - 1 = 0, 0 - 1 = -1 (255), 1 - 0 = 1: exclusive or.
        self.assertEqual(compute("subtract", a, b).data,
                         [False, True, True, False])
        # 1 / 0 is Infinity: 0 in a Uint8Array.
        self.assertEqual(compute("divide", a, b).data,
                         [True, False, False, False])
        # atan2(1, 1) = 0.785..., truncated to 0; atan2(1, 0) = 1.57...
        self.assertEqual(compute("atan2", a, b).data,
                         [False, False, True, False])
        self.assertEqual(compute("pow", a, b).data, [True, False, True, True])

    def test_maximum_signed_zeros_and_nan(self):
        got = compute("maximum", Array("float32", (3,), [-0.0, 0.0,
                                                         math.nan]),
                      Array("float32", (3,), [0.0, -0.0, 1.0]))
        self.assertEqual([math.copysign(1.0, v) for v in got.data[:2]],
                         [1.0, 1.0])
        self.assertTrue(math.isnan(got.data[2]))
        got = compute("minimum", Array("float32", (2,), [-0.0, 0.0]),
                      Array("float32", (2,), [0.0, -0.0]))
        self.assertEqual([math.copysign(1.0, v) for v in got.data],
                         [-1.0, -1.0])

    def test_int32_cast_to_float32_keeps_exact_values(self):
        # Cast.ts shares the Int32Array: 16777219 % 3 is 1 (16777220, the
        # float32 nearest, would give 2).
        got = compute("remainder", Array("int32", (1,), [16777219]),
                      Array("float32", (1,), [3.0]))
        self.assertEqual((got.dtype, got.data), ("float32", [1.0]))
        got = compute("equal", Array("int32", (1,), [16777217]),
                      Array("float32", (1,), [16777216.0]))
        self.assertEqual(got.data, [False])

    def test_complex_broadcast_reads_every_element(self):
        # A profile states the rules, not the bugs: a 0-d complex64 beside
        # four elements is broadcast to each of them (the CPU kernel's
        # fast path misreads elements 1 and 3, a library bug), as a [1]
        # operand is.
        four = Array("complex64", (4,), [1 + 1j, 2 + 0j, 3 + 0j, 4 + 0j])
        for other in (Array("complex64", (), [1j]),
                      Array("complex64", (1,), [1j])):
            got = compute("add", four, other)
            self.assertEqual((got.dtype, got.data),
                             ("complex64", [1 + 2j, 2 + 1j, 3 + 1j, 4 + 1j]))
        got = compute("multiply", four, Array("complex64", (4,),
                                              [1j, 1j, 2 + 0j, 1 + 0j]))
        self.assertEqual(got.data, [-1 + 1j, 2j, 6 + 0j, 4 + 0j])


def call(function, operands, axis=AXIS_DEFAULT):
    """The Array, or the error kind, of a function call in tfjs."""
    try:
        return function_outcome(
            FunctionCall(function, tuple(operands), axis), "tfjs").array
    except ModelError as error:
        return error.kind


class FunctionsTest(unittest.TestCase):
    def test_where(self):
        # Select.ts writes the int32 16777217 into a Float32Array: 16777216;
        # the number 0.5 is a float32 tensor.
        got = call("where", (Array("bool", (2,), [True, False]),
                             Array("int32", (2,), [16777217, 3]),
                             Scalar("float", 0.5)))
        self.assertEqual((got.dtype, got.data), ("float32",
                                                  [16777216.0, 0.5]))
        self.assertEqual(call("where", (Array("int32", (1,), [1]),
                                        Array("float32", (1,), [1.0]),
                                        Array("float32", (1,), [2.0]))),
                         "unsupported_dtype_for_op")
        self.assertEqual(call("where", (Array("bool", (1,), [True]),
                                        Array("complex64", (1,), [1j]),
                                        Array("float32", (1,), [2.0]))),
                         "unsupported_dtype_for_op")
        self.assertEqual(call("where", (Array("bool", (1,), [True]),
                                        Scalar("complex", 1j),
                                        Array("float32", (1,), [2.0]))),
                         "undefined")

    def test_where_broadcasts_against_a_size_0(self):
        # The result has the broadcast shape, empty (tf.broadcastTo's
        # clone that keeps a size 1 against a 0 is a library bug).
        for condition, x1, shape in (
                (Array("bool", (0,), []), Array("int32", (), [-1]), (0,)),
                (Array("bool", (0, 2), []),
                 Array("int32", (2,), [1, 2]), (0, 2)),
                (Array("bool", (2, 0), []), Array("int32", (1,), [1]),
                 (2, 0))):
            got = call("where", (condition, x1, Scalar("bool", False)))
            self.assertEqual((got.dtype, got.shape, got.data),
                             ("int32", shape, []))
        # a size 1 against a 2 is read at each position
        got = call("where", (Array("bool", (2, 1), [True, False]),
                             Array("float32", (1, 2), [1.0, 2.0]),
                             Scalar("float", 0.5)))
        self.assertEqual((got.shape, got.data),
                         ((2, 2), [1.0, 2.0, 0.5, 0.5]))

    def test_clip(self):
        # ClipByValue stores into x's typed array: 2.5 into an Int32Array
        # is 2, -1.5 is -1; 0.5 into a bool's Uint8Array is 0.
        got = call("clip", (Array("int32", (3,), [1, 5, -3]),
                            Scalar("float", -1.5), Scalar("float", 2.5)))
        self.assertEqual(got.data, [1, 2, -1])
        got = call("clip", (Array("bool", (2,), [True, False]),
                            Scalar("float", 0.5), Scalar("int", 2)))
        self.assertEqual(got.data, [True, False])
        # equal bounds fill x's dtype: 256 is 0 in a Uint8Array
        got = call("clip", (Array("bool", (2,), [True, False]),
                            Scalar("int", 256), Scalar("int", 256)))
        self.assertEqual(got.data, [False, False])
        self.assertEqual(call("clip", (Array("float32", (1,), [1.0]),
                                       Scalar("float", math.nan),
                                       Scalar("int", 2))),
                         "invalid_value")
        self.assertEqual(call("clip", (Array("float32", (1,), [1.0]),
                                       Scalar("int", 3), Scalar("int", 2))),
                         "invalid_value")
        self.assertEqual(call("clip", (Array("float32", (1,), [1.0]), None,
                                       Scalar("int", 2))), "undefined")
        self.assertEqual(call("clip", (Array("complex64", (1,), [1j]),
                                       Scalar("int", 1), Scalar("int", 2))),
                         "unsupported_dtype_for_op")

    def test_matmul(self):
        # (2**31 - 1) * 2 * 2 = 8589934588 in doubles: ToInt32 gives -4.
        got = call("matmul", (Array("int32", (1, 2), [2 ** 31 - 1] * 2),
                              Array("int32", (2, 1), [2, 2])))
        self.assertEqual((got.dtype, got.data), ("int32", [-4]))
        # bool: 1 + 1 = 2 in a Uint8Array, true
        got = call("matmul", (Array("bool", (1, 2), [True, True]),
                              Array("bool", (2, 1), [True, True])))
        self.assertEqual((got.dtype, got.data), ("bool", [True]))
        self.assertEqual(call("matmul", (Array("float32", (3,), [1, 2, 3]),
                                         Array("float32", (3, 2),
                                               [1, 2, 3, 4, 5, 6]))),
                         "invalid_rank")
        self.assertEqual(call("matmul", (Array("float32", (2,), [1, 2]),
                                         Array("float32", (3, 3),
                                               [0] * 9))),
                         "incompatible_shapes")
        # [2, 1] and [1, 3] batches broadcast to [2, 3]: batch (i, j) is
        # a[i] * b[j] (the kernel's walk of max(2, 3) batches is a bug)
        got = call("matmul", (
            Array("float32", (2, 1, 1, 1), [1.0, 2.0]),
            Array("float32", (1, 3, 1, 1), [1.0, 2.0, 3.0])))
        self.assertEqual((got.shape, got.data),
                         ((2, 3, 1, 1), [1.0, 2.0, 3.0, 2.0, 4.0, 6.0]))
        # [2, 3] with [2, 1]: b's batch i serves a's row i (not bi % 2)
        got = call("matmul", (
            Array("float32", (2, 3, 1, 1), [1.0] * 6),
            Array("float32", (2, 1, 1, 1), [10.0, 20.0])))
        self.assertEqual(got.data, [10.0, 10.0, 10.0, 20.0, 20.0, 20.0])

    def test_concat(self):
        # the first input's dtype, values written into its typed array
        got = call("concat", (Array("int32", (1,), [1]),
                              Array("float32", (2,), [1.7, -2.5])))
        self.assertEqual((got.dtype, got.data), ("int32", [1, 1, -2]))
        got = call("concat", (Array("bool", (1,), [True]),
                              Array("float32", (2,), [0.5, 2.0])))
        self.assertEqual(got.data, [True, False, True])
        # empty inputs are dropped: the one left keeps its dtype
        got = call("concat", (Array("float32", (0,), []),
                              Array("int32", (1,), [2])), 0)
        self.assertEqual((got.dtype, got.data), ("int32", [2]))
        self.assertEqual(call("concat", (Array("complex64", (1,), [1j]),
                                         Array("float32", (1,), [1.0]))),
                         "unsupported_dtype_for_op")
        # complex64 joins complex64 alone, in any position and whatever
        # the axis (concat.ts's rule; the library checks only a complex64
        # first input, a bug)
        for arrays in ((Array("float32", (0,), []),
                        Array("complex64", (1,), [1 + 2j])),
                       (Array("float32", (1,), [1.0]),
                        Array("complex64", (1,), [1j]),
                        Array("float32", (1,), [5.0])),
                       (Array("int32", (1,), [1]),
                        Array("complex64", (0,), []))):
            self.assertEqual(call("concat", arrays, 3),
                             "unsupported_dtype_for_op")
        # an empty complex64 result is the empty complex64 array (the
        # kernel's read of its missing parts is a bug)
        got = call("concat", (Array("complex64", (0,), []),
                              Array("complex64", (0,), [])))
        self.assertEqual((got.dtype, got.shape, got.data),
                         ("complex64", (0,), []))
        self.assertEqual(call("concat", (Array("float32", (1,), [1.0]),), 5)
                         .data, [1.0])
        self.assertEqual(call("concat", (Array("float32", (), [1.0]),
                                         Array("float32", (), [2.0]))),
                         "invalid_axis")
        self.assertEqual(call("concat", ()), "invalid_argument")

    def test_stack(self):
        got = call("stack", (Array("float32", (2,), [1.0, 2.0]),
                             Array("float32", (2,), [3.0, 4.0])), -1)
        self.assertEqual((got.shape, got.data), ((2, 2),
                                                 [1.0, 3.0, 2.0, 4.0]))
        self.assertEqual(call("stack", (Array("float32", (2,), [1.0, 2.0]),
                                        Array("float32", (2,), [3.0, 4.0])),
                              -3), "invalid_axis")
        self.assertEqual(call("stack", (Array("float32", (2,), [1.0, 2.0]),
                                        Array("float32", (2,), [3.0, 4.0])),
                              2), "invalid_axis")
        self.assertEqual(call("stack", (Array("int32", (1,), [1]),
                                        Array("float32", (1,), [2.0]))),
                         "unsupported_dtype_for_op")
        got = call("stack", (Array("complex64", (0,), []),
                             Array("complex64", (0,), [])))
        self.assertEqual((got.dtype, got.shape, got.data),
                         ("complex64", (2, 0), []))


if __name__ == "__main__":
    unittest.main()

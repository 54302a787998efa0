"""The torch profile's kernel dtypes for the older element-wise ops and for
sum_to_shape, from PyTorch's source (promotion_torch._KERNEL_DTYPES,
gradients.py): uint16, uint32 and uint64 reach no kernel of these ops, and
float8 reaches only multiply (but not with a one-element b), equal and
not_equal, and the sum kernel not at all."""

import math
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.array import Array
from promcast_model.elementwise import compute, compute_inplace
from promcast_model.errors import ModelError
from promcast_model.gradients import sum_to_shape
from promcast_model.ops import OPS
from promcast_model.promotion_torch import _KERNEL_DTYPES

UNSUPPORTED = "unsupported_dtype_for_op"
OLDER_OPS = ("add", "subtract", "multiply", "divide", "maximum", "minimum",
             "equal", "not_equal", "less", "less_equal", "greater",
             "greater_equal", "bitwise_and", "bitwise_or", "bitwise_xor")
WIDE_UNSIGNED = ("uint16", "uint32", "uint64")
FLOAT8 = ("float8_e4m3fn", "float8_e5m2")
# The ops whose kernels dispatch float8 (mul_kernel's _AT_DISPATCH_MUL_TYPES,
# eq_kernel's and ne_kernel's _AT_DISPATCH_ALL_TYPES_AND_BOOL).
FLOAT8_OPS = ("multiply", "equal", "not_equal")


def arr(dtype, values, shape=None):
    return Array(dtype, tuple(shape if shape is not None else (len(values),)),
                 list(values))


class TorchKernelDtypesTest(unittest.TestCase):
    def assertRefused(self, kind, function, op, a, b):
        with self.assertRaises(ModelError) as caught:
            function(op, a, b, "float32")
        self.assertEqual(caught.exception.kind, kind, (op, a.dtype, b.dtype))

    def test_every_op_has_its_kernel_dtypes(self):
        self.assertEqual(set(_KERNEL_DTYPES), set(OPS))
        for op, kernel_dtypes in _KERNEL_DTYPES.items():
            self.assertFalse(kernel_dtypes & set(WIDE_UNSIGNED), op)
            self.assertEqual(bool(kernel_dtypes & set(FLOAT8)),
                             op in FLOAT8_OPS, op)

    def test_wide_unsigned_reach_no_kernel(self):
        for dtype in WIDE_UNSIGNED:
            a, b = arr(dtype, [6, 1]), arr(dtype, [3, 1])
            for op in OLDER_OPS:
                if op == "divide":
                    continue
                self.assertRefused(UNSUPPORTED, compute, op, a, b)
                self.assertRefused(UNSUPPORTED, compute_inplace, op, a, b)

    def test_wide_unsigned_divide_computes_in_the_default_float(self):
        # build_borrowing_binary_float_op: integers compute in the default
        # float, which div_true_kernel dispatches.
        result = compute("divide", arr("uint32", [6, 1]),
                         arr("uint32", [4, 1]), "float32")
        self.assertEqual((result.dtype, result.data), ("float32", [1.5, 1.0]))
        result = compute("divide", arr("uint64", [1]), arr("float64", [4.0]),
                         "float32")
        self.assertEqual((result.dtype, result.data), ("float64", [0.25]))

    def test_wide_unsigned_with_floats_compute_in_the_float(self):
        result = compute("add", arr("uint16", [65535]),
                         arr("float32", [1.0]), "float32")
        self.assertEqual((result.dtype, result.data), ("float32", [65536.0]))
        result = compute("less", arr("uint64", [2 ** 63]),
                         arr("float64", [1.0]), "float32")
        self.assertEqual((result.dtype, result.data), ("bool", [False]))

    def test_float8_kernels(self):
        for dtype in FLOAT8:
            a, b = arr(dtype, [1.0, 2.0]), arr(dtype, [1.0, 3.0])
            for op in OLDER_OPS:
                if op in FLOAT8_OPS:
                    compute(op, a, b, "float32")
                    compute_inplace(op, a, b, "float32")
                elif op == "subtract":
                    continue  # below
                else:
                    self.assertRefused(UNSUPPORTED, compute, op, a, b)
                    self.assertRefused(UNSUPPORTED, compute_inplace, op, a,
                                       b)
            self.assertRefused(UNSUPPORTED, compute, "subtract", a, b)

    def test_float8_multiply_rounds_the_exact_product_once(self):
        # Float8 * Float8 is float * float (exact for 4 significant bits),
        # converted back rounding to nearest even; e4m3fn has no infinity.
        result = compute("multiply", arr("float8_e4m3fn", [1.25, 240.0, 224.0]),
                         arr("float8_e4m3fn", [1.25, 2.0, 2.0]), "float32")
        self.assertEqual(result.dtype, "float8_e4m3fn")
        self.assertEqual(result.data[0], 1.5)  # 1.5625, a tie, to even
        self.assertTrue(math.isnan(result.data[1]))  # 480 overflows
        self.assertEqual(result.data[2], 448.0)
        result = compute("multiply", arr("float8_e5m2", [1.25, 57344.0]),
                         arr("float8_e5m2", [1.25, 2.0]), "float32")
        self.assertEqual(result.data, [1.5, math.inf])

    def test_float8_multiply_by_one_element_is_refused(self):
        # mul_kernel's is_scalar(2) branch: isReducedFloatingType holds for
        # float8, AT_DISPATCH_REDUCED_FLOATING_TYPES has Half and BFloat16
        # only. The refusal follows the shape checks.
        for dtype in FLOAT8:
            for b in (arr(dtype, [2.0]), arr(dtype, [2.0], ()),
                      arr(dtype, [2.0], (1, 1))):
                self.assertRefused(UNSUPPORTED, compute, "multiply",
                                   arr(dtype, [1.0, 2.0]), b)
                if len(b.shape) < 2:
                    self.assertRefused(UNSUPPORTED, compute_inplace,
                                       "multiply", arr(dtype, [1.0, 2.0]), b)
            self.assertRefused("incompatible_shapes", compute, "multiply",
                               arr(dtype, [1.0, 2.0]), arr(dtype, [1.0] * 3))
            # a one-element a is no scalar b
            result = compute("multiply", arr(dtype, [2.0]),
                             arr(dtype, [1.0, 3.0]), "float32")
            self.assertEqual(result.data, [2.0, 6.0])
            # equal's kernel has no such branch
            result = compute("equal", arr(dtype, [2.0, 1.0]),
                             arr(dtype, [2.0]), "float32")
            self.assertEqual(result.data, [True, False])

    def test_float8_comparisons_compare_values(self):
        nan = math.nan
        result = compute("equal", arr("float8_e4m3fn", [nan, 0.0, 1.0]),
                         arr("float8_e4m3fn", [nan, -0.0, 1.0]), "float32")
        self.assertEqual((result.dtype, result.data),
                         ("bool", [False, True, True]))
        result = compute("not_equal", arr("float8_e5m2", [nan, 1.0]),
                         arr("float8_e5m2", [nan, 1.0]), "float32")
        self.assertEqual(result.data, [True, False])
        # In place the bool result is cast to the destination's float8.
        result = compute_inplace("equal", arr("float8_e5m2", [3.0, 1.0]),
                                 arr("float8_e5m2", [3.0, 2.0]), "float32")
        self.assertEqual((result.dtype, result.data),
                         ("float8_e5m2", [1.0, 0.0]))

    def test_float8_promotes_with_nothing_else(self):
        for op in FLOAT8_OPS:
            self.assertRefused("no_promotion", compute, op,
                               arr("float8_e4m3fn", [1.0, 1.0]),
                               arr("float8_e5m2", [1.0, 1.0]))
            self.assertRefused("no_promotion", compute, op,
                               arr("float8_e4m3fn", [1.0, 1.0]),
                               arr("float32", [1.0, 1.0]))

    def test_complex32(self):
        # add's ufunc lists ComplexHalf, as do mul_kernel and eq_kernel;
        # div_true_kernel does not.
        for op in ("add", "subtract", "multiply", "equal", "not_equal"):
            compute(op, arr("complex32", [1j, 1]), arr("complex32", [1, 1j]),
                    "float32")
        self.assertRefused(UNSUPPORTED, compute, "divide",
                           arr("complex32", [1j, 1]),
                           arr("complex32", [1, 1j]))


class SumKernelTest(unittest.TestCase):
    def test_no_sum_kernel_for_float8_and_complex32(self):
        for dtype, one in (("float8_e4m3fn", 1.0), ("float8_e5m2", 1.0),
                           ("complex32", complex(1, 0))):
            gradient = Array(dtype, (2, 3), [one] * 6)
            for shape in ((), (1, 3), (2, 1), (3,), (1, 2, 3)[1:]):
                if shape == (2, 3):
                    continue
                with self.assertRaises(ModelError) as caught:
                    sum_to_shape(gradient, shape)
                self.assertEqual(caught.exception.kind, UNSUPPORTED)
            # No dimension summed: the gradient comes back unchanged.
            self.assertEqual(sum_to_shape(gradient, (2, 3)), gradient)
            # Summing over no element zero-fills without the kernel.
            empty = Array(dtype, (0, 3), [])
            self.assertEqual(sum_to_shape(empty, (1, 3)).data, [0 * one] * 3)
            # Rank 0 sums even one element (tensor.sum()).
            with self.assertRaises(ModelError):
                sum_to_shape(Array(dtype, (), [one]), ())
            # Shapes are checked first.
            with self.assertRaises(ModelError) as caught:
                sum_to_shape(gradient, (3, 3))
            self.assertEqual(caught.exception.kind, "incompatible_shapes")

    def test_which_dimensions_are_summed(self):
        # A dimension of size 1 in both is not summed; a prepended one is,
        # whatever its size.
        gradient = Array("float8_e5m2", (1, 2), [1.0, 2.0])
        self.assertEqual(sum_to_shape(gradient, (1, 2)), gradient)
        with self.assertRaises(ModelError) as caught:
            sum_to_shape(gradient, (2,))
        self.assertEqual(caught.exception.kind, UNSUPPORTED)

    def test_wide_unsigned_have_no_gradients(self):
        for dtype in ("uint16", "uint32", "uint64"):
            with self.assertRaises(ModelError) as caught:
                sum_to_shape(Array(dtype, (2,), [1, 2]), (2,))
            self.assertEqual(caught.exception.kind, UNSUPPORTED)


if __name__ == "__main__":
    unittest.main()

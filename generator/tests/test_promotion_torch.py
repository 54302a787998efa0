"""PyTorch promotion against literals of its type promotion documents,
promoteTypes' table and docs/semantics.md."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.errors import ModelError
from promcast_model.promotion_torch import (PROMOTION_MATRIX, Operand,
                                            can_cast, promote_types,
                                            result_type)


def dim(dtype):
    return Operand("dimensioned", dtype, None)


def zero(dtype):
    return Operand("zero_dim", dtype, None)


def scalar(kind):
    return Operand("scalar", None, kind)


class PromoteTypesTest(unittest.TestCase):
    def assertNoPromotion(self, a, b):
        with self.assertRaises(ModelError) as caught:
            promote_types(a, b)
        self.assertEqual(caught.exception.kind, "no_promotion")

    def test_rules_1_to_4(self):
        self.assertEqual(promote_types("int8", "int32"), "int32")
        self.assertEqual(promote_types("float16", "float32"), "float32")
        self.assertEqual(promote_types("complex64", "complex128"), "complex128")
        self.assertEqual(promote_types("bool", "int32"), "int32")
        self.assertEqual(promote_types("float64", "complex64"), "complex128")
        self.assertEqual(promote_types("int32", "complex64"), "complex64")

    def test_matrix_cells_read_from_the_seed(self):
        # A few cells read off the printed matrix by hand.
        self.assertEqual(promote_types("uint8", "int8"), "int16")
        self.assertEqual(promote_types("int64", "float16"), "float16")
        self.assertEqual(promote_types("bfloat16", "float16"), "float32")
        self.assertEqual(promote_types("complex32", "float32"), "complex64")
        self.assertEqual(promote_types("bfloat16", "complex32"), "complex64")
        self.assertEqual(promote_types("bool", "uint8"), "uint8")
        self.assertEqual(promote_types("int8", "bfloat16"), "bfloat16")
        self.assertEqual(len(PROMOTION_MATRIX), 169)

    def test_matrix_is_symmetric(self):
        for (a, b), cell in PROMOTION_MATRIX.items():
            self.assertEqual(PROMOTION_MATRIX[(b, a)], cell, (a, b))

    def test_unsigned_and_float8(self):
        self.assertEqual(promote_types("uint8", "int32"), "int32")
        self.assertNoPromotion("uint16", "int32")
        self.assertEqual(promote_types("uint16", "float32"), "float32")
        self.assertEqual(promote_types("uint64", "bfloat16"), "bfloat16")
        self.assertNoPromotion("uint32", "bool")
        self.assertNoPromotion("uint32", "complex64")
        self.assertNoPromotion("uint16", "uint8")
        self.assertNoPromotion("uint16", "uint32")
        self.assertEqual(promote_types("uint16", "uint16"), "uint16")
        self.assertNoPromotion("float8_e4m3fn", "float32")
        self.assertNoPromotion("float8_e4m3fn", "float8_e5m2")
        self.assertNoPromotion("uint16", "float8_e5m2")
        self.assertEqual(promote_types("float8_e5m2", "float8_e5m2"),
                         "float8_e5m2")


class ResultTypeTest(unittest.TestCase):
    def test_seed_worked_example(self):
        # int32 tensor, 0-d float32 tensor, Python 4.0: the zero-dim float32
        # outranks the scalar's float64 whatever the default.
        operands = [dim("int32"), zero("float32"), scalar("float")]
        self.assertEqual(result_type(operands, "float32"), "float32")
        self.assertEqual(result_type(operands, "float64"), "float32")

    def test_scalars_take_default_types(self):
        self.assertEqual(result_type([dim("int32"), scalar("float")],
                                     "float64"), "float64")
        self.assertEqual(result_type([dim("int32"), scalar("float")],
                                     "float32"), "float32")
        self.assertEqual(result_type([dim("uint8"), scalar("int")],
                                     "float32"), "uint8")
        self.assertEqual(result_type([dim("int8"), scalar("complex")],
                                     "float64"), "complex128")
        self.assertEqual(result_type([dim("int8"), scalar("complex")],
                                     "float16"), "complex32")
        self.assertEqual(result_type([dim("int8"), scalar("complex")],
                                     "bfloat16"), "complex64")
        self.assertEqual(result_type([scalar("int"), scalar("float")],
                                     "float32"), "float32")

    def test_lower_bucket_counts_only_when_higher_category(self):
        self.assertEqual(result_type([dim("float16"), zero("float64")],
                                     "float32"), "float16")
        self.assertEqual(result_type([dim("int8"), zero("int64")],
                                     "float32"), "int8")
        self.assertEqual(result_type([dim("int8"), zero("float64")],
                                     "float32"), "float64")
        self.assertEqual(result_type([dim("bool"), zero("int16")],
                                     "float32"), "int16")
        self.assertEqual(result_type([dim("float16"), scalar("complex")],
                                     "float64"), "complex32")
        self.assertEqual(result_type([dim("bfloat16"), zero("complex128")],
                                     "float32"), "complex64")

    def test_errors(self):
        for operands in ([dim("float8_e4m3fn"), scalar("complex")],
                         [dim("uint16"), dim("int8")],
                         [dim("bool"), zero("float8_e5m2")]):
            with self.assertRaises(ModelError) as caught:
                result_type(operands, "float32")
            self.assertEqual(caught.exception.kind, "no_promotion")
        # uint16 with a scalar int: the int bucket is not of a higher category
        self.assertEqual(result_type([dim("uint16"), scalar("int")],
                                     "float32"), "uint16")


class CanCastTest(unittest.TestCase):
    def test_can_cast(self):
        self.assertFalse(can_cast("float32", "int32"))  # Casting Examples
        self.assertFalse(can_cast("complex64", "float64"))
        self.assertFalse(can_cast("int8", "bool"))
        self.assertFalse(can_cast("float8_e4m3fn", "uint8"))
        self.assertTrue(can_cast("int64", "int32"))
        self.assertTrue(can_cast("float64", "float16"))
        self.assertTrue(can_cast("bool", "complex32"))
        self.assertTrue(can_cast("int32", "float8_e5m2"))
        self.assertTrue(can_cast("bool", "bool"))


if __name__ == "__main__":
    unittest.main()

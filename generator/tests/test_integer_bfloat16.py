"""values.bfloat16_through_float32: an integer rounded to float32, then to
bfloat16 (the torch and jax profiles' operand conversion), against the
single rounding of values.converter."""

import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model import promotion_jax, promotion_mlx, promotion_torch
from promcast_model.values import bfloat16_through_float32, converter

TIE = 2 ** 24 + 2 ** 16 + 1


class IntegerBfloat16Test(unittest.TestCase):
    def test_two_roundings_differ_from_one_at_a_float32_tie(self):
        twice = bfloat16_through_float32("int64", "bfloat16")
        self.assertEqual(twice(TIE), 2.0 ** 24)
        self.assertEqual(twice(-TIE), -2.0 ** 24)
        self.assertEqual(converter("int64", "bfloat16")(TIE),
                         2.0 ** 24 + 2.0 ** 17)
        control = 2 ** 24 + 3 * 2 ** 16 + 1
        self.assertEqual(twice(control), 2.0 ** 24 + 2.0 ** 18)
        self.assertEqual(twice(2 ** 62 + 2 ** 54 + 2), 2.0 ** 62)

    def test_only_integers_to_bfloat16(self):
        self.assertIsNone(bfloat16_through_float32("int64", "float32"))
        self.assertIsNone(bfloat16_through_float32("float32", "bfloat16"))
        self.assertIsNone(bfloat16_through_float32("bool", "bfloat16"))

    def test_profiles(self):
        for module in (promotion_torch, promotion_jax):
            self.assertIs(module.operand_converter, bfloat16_through_float32)
        self.assertIsNone(promotion_mlx.operand_converter("int32",
                                                          "bfloat16"))


if __name__ == "__main__":
    unittest.main()

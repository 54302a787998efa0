"""Correct rounding to the narrow formats, against hand-computed values."""

import math
import random
import struct
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_model.float_formats import (FORMATS, _round_scaled,
                                          round_float, round_float_exactly,
                                          round_integer)

FLOAT32_MAX = 3.4028234663852886e38


class RoundFloatTest(unittest.TestCase):
    def test_float16(self):
        self.assertEqual(round_float(65504.0, "float16"), 65504.0)
        self.assertEqual(round_float(65519.0, "float16"), 65504.0)
        self.assertEqual(round_float(65520.0, "float16"), math.inf)  # tie up
        self.assertEqual(round_float(-1e10, "float16"), -math.inf)
        tiny = 5.960464477539063e-08  # 2**-24
        self.assertEqual(round_float(tiny, "float16"), tiny)
        self.assertEqual(math.copysign(1, round_float(-tiny / 2, "float16")),
                         -1.0)  # ties to even: -0.0
        self.assertEqual(round_float(-tiny / 2, "float16"), 0.0)
        self.assertEqual(round_float(tiny * 1.5, "float16"), tiny * 2)
        self.assertEqual(round_float(1 + 2 ** -11, "float16"), 1.0)
        self.assertEqual(round_float(1 + 3 * 2 ** -11, "float16"),
                         1 + 2 ** -9)

    def test_bfloat16_rounds_once(self):
        self.assertEqual(round_float(1 + 2 ** -8, "bfloat16"), 1.0)
        self.assertEqual(round_float(1 + 3 * 2 ** -8, "bfloat16"), 1 + 2 ** -6)
        # Through float32 this would round twice: 1 + 2**-8 + 2**-30 becomes
        # 1 + 2**-8 in float32, a tie that bfloat16 rounds down to 1.0.
        self.assertEqual(round_float(1 + 2 ** -8 + 2 ** -30, "bfloat16"),
                         1 + 2 ** -7)
        self.assertEqual(round_float(3.3895313892515355e38, "bfloat16"),
                         3.3895313892515355e38)  # largest bfloat16
        self.assertEqual(round_float(FLOAT32_MAX, "bfloat16"), math.inf)
        self.assertEqual(round_float(9.183549615799121e-41, "bfloat16"),
                         9.183549615799121e-41)  # smallest subnormal, 2**-133

    def test_float32(self):
        self.assertEqual(round_float(FLOAT32_MAX, "float32"), FLOAT32_MAX)
        self.assertEqual(round_float(3.4028235677973366e38, "float32"),
                         math.inf)  # halfway to 2**128: ties to even
        self.assertEqual(round_float(0.1, "float32"), 0.10000000149011612)
        self.assertEqual(round_float(1e-46, "float32"), 0.0)
        self.assertEqual(round_float(1.401298464324817e-45, "float32"),
                         1.401298464324817e-45)

    def test_float8(self):
        self.assertEqual(round_float(448.0, "float8_e4m3fn"), 448.0)
        self.assertEqual(round_float(464.0, "float8_e4m3fn"), 448.0)  # tie
        self.assertTrue(math.isnan(round_float(470.0, "float8_e4m3fn")))
        self.assertTrue(math.isnan(round_float(math.inf, "float8_e4m3fn")))
        self.assertEqual(round_float(2 ** -9, "float8_e4m3fn"), 2 ** -9)
        self.assertEqual(round_float(57344.0, "float8_e5m2"), 57344.0)
        self.assertEqual(round_float(61440.0, "float8_e5m2"), math.inf)
        self.assertEqual(round_float(1.125, "float8_e5m2"), 1.0)  # tie

    def test_specials_keep_sign_and_nan(self):
        for dtype in ("float16", "bfloat16", "float32", "float8_e5m2"):
            self.assertTrue(math.isnan(round_float(math.nan, dtype)))
            self.assertEqual(round_float(-math.inf, dtype), -math.inf)
            self.assertEqual(math.copysign(1, round_float(-0.0, dtype)), -1.0)

    def test_fast_paths_equal_reference(self):
        rng = random.Random(7)
        for _ in range(20000):
            bits = rng.getrandbits(64)
            value = struct.unpack("<d", struct.pack("<Q", bits))[0]
            if rng.random() < 0.5:
                value = math.ldexp(rng.random(), rng.randint(-160, 140))
            for dtype in ("float16", "float32"):
                fast = round_float(value, dtype)
                slow = round_float_exactly(value, dtype)
                self.assertTrue(fast == slow or (fast != fast and slow != slow),
                                (value, dtype, fast, slow))
                if fast == 0:
                    self.assertEqual(math.copysign(1, fast),
                                     math.copysign(1, slow))


class RoundIntegerTest(unittest.TestCase):
    def test_integers(self):
        self.assertEqual(round_integer(16777217, "float32"), 16777216.0)
        self.assertEqual(round_integer(16777219, "float32"), 16777220.0)
        self.assertEqual(round_integer(2049, "float16"), 2048.0)
        self.assertEqual(round_integer(2051, "float16"), 2052.0)
        self.assertEqual(round_integer(257, "bfloat16"), 256.0)
        self.assertEqual(round_integer(65520, "float16"), math.inf)
        self.assertEqual(round_integer(2 ** 64 - 1, "float16"), math.inf)
        self.assertEqual(round_integer(-(2 ** 63), "float32"),
                         -9223372036854775808.0)
        self.assertEqual(round_integer(2 ** 53 + 1, "float64"),
                         9007199254740992.0)
        # Rounding through a double first would be wrong here:
        # 2**64 - 2**39 - 1 is below the tie between float32 neighbours
        # 2**64 - 2**40 and 2**64, but as a double it becomes the tie itself.
        self.assertEqual(round_integer(2 ** 64 - 2 ** 39 - 1, "float32"),
                         float(2 ** 64 - 2 ** 40))

    def test_doubles_path_equals_exact_rounding(self):
        # Up to 2**53 round_integer rounds float(value), which is exact.
        rng = random.Random(11)
        for _ in range(20000):
            value = rng.randint(1, 1 << rng.randint(1, 53)) * rng.choice(
                (1, -1))
            for dtype in FORMATS:
                if dtype == "float64":
                    continue
                exact = _round_scaled(value < 0, abs(value), 0, FORMATS[dtype])
                got = round_integer(value, dtype)
                self.assertTrue(got == exact or (got != got and exact != exact),
                                (value, dtype, got, exact))


if __name__ == "__main__":
    unittest.main()
